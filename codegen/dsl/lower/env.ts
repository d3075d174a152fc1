// What lowering needs to know about where a phrase stands: the card, the kind of text, the keyword table,
// and where findings go.
import type { Ability, CardKind, CardRef, KeywordName } from '../../../src/core/cardTypes.js';
import type { Finding } from '../diagnostics/report.js';
import type { IRGrantedLine, Span } from '../ir.js';

/** A keyword defined in rules/keywords.hf (HF-13). */
export interface KeywordEntry {
  /** The printed name without 【】, e.g. 反撃. */
  name: string;
  /**
   * The engine's KeywordName: the 識別子 (e.g. counter), or the name when there is none. Abilities of the
   * expansion are marked with it, and 【…】を持つ / を得る / 防御されない name the keyword by it.
   */
  id: KeywordName;
  abilities: Ability[];
}
export type KeywordTable = Map<string, KeywordEntry>;

export interface CardEnv {
  kind: CardKind;
  /**
   * What 「このキャラクター」 on a set card means in this ability: its host, or (in an ability triggered by the
   * host's destruction, when the set card is no longer set on it) the destroyed host itself, 'eventCard'.
   */
  host?: CardRef;
  /**
   * fixc task 7: in a set card's 「このカードがセットされた時」 the ability's own card ('self') is the set card
   * itself, not its host: 「このカード以外の」 then excludes it, and 「このキャラクター以外の」 (the host) cannot be said.
   */
  selfIsSetCard?: true;
  /**
   * t13b (HF-5.11): in the actions of a replacement given to another card (「他の…が破壊される場合、代わりに、このカードを
   * トラッシュに置いてもよい」), 「このカード」「このキャラクター」 is the card whose ability it is ('source'), not the
   * affected card the replacement runs as ('self').
   */
  replacesOther?: true;
  keywords: KeywordTable;
  report(finding: Finding): void;
  /**
   * Lowers the ability quoted in 「「…」を得る」 as a card's own line (lower/ability.ts): handed down, because
   * lowering that line lowers effects, which lower this grant.
   */
  grantedAbility(line: IRGrantedLine, env: CardEnv): Ability | undefined;
  /**
   * mech13: where the card's effect reads 「このカードの追加コストを支払っていた場合」 — one list per card, shared by the
   * copies of this environment, checked against the card's optional extra cost once every line is lowered.
   */
  extraPaidReads?: Span[];
}
