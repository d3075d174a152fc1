// The explanation of a card definition (`hflux explain`, generated/CARDS.md, the playtest UI): what the
// engine understood, as structured lines already rendered in one language. Plain data, no Node imports.
import type { CardKind, TargetSpec, Trigger } from '../core/cardTypes.js';

export type Lang = 'ja' | 'en';

/** A keyword's printed name (反撃 for counter), from rules/keywords.hf. */
export type KeywordNames = (keyword: string) => string;

/** What a line says; lets a UI style or filter lines and lets tests pick facts out. */
export type LineKind =
  | 'when' // when the ability works / the card resolves (いつ)
  | 'order' // who orders simultaneous triggers
  | 'cost' // costs and who decides X
  | 'limit' // 1ターンに1回
  | 'condition' // the condition of a continuous ability, or of a step (条件を満たす場合 / そうでない場合)
  | 'target' // a target, who chooses it and when
  | 'mode' // modal choices
  | 'step' // one step of a process
  | 'duration' // how long a step's effect lasts
  | 'ref' // what 「それ」 refers to
  | 'note' // rules notes (a process fails with its target, …)
  | 'static' // a continuous effect
  | 'setOn' // what a set card is set on
  | 'ougi'
  | 'kuusou';

export interface ExplainLine {
  kind: LineKind;
  /** Nesting under the previous shallower line (0: top level of its section). */
  depth: number;
  text: string;
}

export interface ExplainSection {
  /** 「能力1（自動能力）」, 「【強撃】（キーワード能力）」, 「効果（プレイした時）」… */
  title: string;
  lines: ExplainLine[];
}

export interface CardExplanation {
  id: string;
  name: string;
  lang: Lang;
  /** Kind, cost, power and traits in one line. */
  header: string;
  sections: ExplainSection[];
}

/** When targets and modes of the current ability are chosen (HF-5.4, HF-5.5, HF-9.3). */
export type ChooseTime = 'play' | 'use' | 'trigger' | 'reveal' | 'kuusou';

/** What the phrase builders need to know about where they stand. */
export interface Ctx {
  lang: Lang;
  keywordNames: KeywordNames;
  cardKind: CardKind;
  /** What 'self' names when it is not the card itself: the affected card in a replacement (HF-5.11). */
  selfName?: string;
  trigger?: Trigger;
  /** The targets `{ target: i }` indexes. */
  targets: readonly TargetSpec[];
  chooseTime: ChooseTime;
  /** Inside 「…」を得る: an ability the card gains, processed by that card's player (000 ■戦場とカードのプレイヤー). */
  granted?: true;
}

/** Picks the phrase of the context's language. */
export function say(ctx: { lang: Lang }, ja: string, en: string): string {
  return ctx.lang === 'ja' ? ja : en;
}

/** A compile-time exhaustiveness check: a new union member that is not explained is a type error. */
export function unexplained(value: never): never {
  throw new Error(`explain: unknown variant ${JSON.stringify(value)}`);
}
