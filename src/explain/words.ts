// Fixed vocabulary of the explanation in both languages: keywords, card kinds, zones, phases.
import type { CardKind, CardZone, KeywordName, PhaseName, ZoneDestination } from '../core/cardTypes.js';
import { type Ctx, type Lang, say, unexplained } from './types.js';

/**
 * 【強撃】 / 【強撃】 (Strike): the printed name always shows, so it can be looked up on the card. Both come from
 * rules/keywords.hf (issue 10.6): the printed name, and in English the identifier (識別子) capitalized.
 */
export function keywordName(
  ctx: Pick<Ctx, 'lang' | 'keywordNames'>,
  keyword: KeywordName,
  lang: Lang = ctx.lang,
): string {
  const printed = ctx.keywordNames(keyword);
  if (lang === 'ja' || printed === keyword) return `【${printed}】`;
  return `【${printed}】 (${keyword.charAt(0).toUpperCase()}${keyword.slice(1)})`;
}

export function kindNoun(lang: Lang, kind: CardKind, asCard: boolean): string {
  switch (kind) {
    case 'character':
      return asCard
        ? say({ lang }, 'キャラクターカード', 'character card')
        : say({ lang }, 'キャラクター', 'character');
    case 'command':
      return say({ lang }, 'コマンド', 'command');
    case 'set':
      return say({ lang }, 'セットカード', 'set card');
    case 'worldSet':
      return say({ lang }, 'ワールド・セット', 'world set');
    default:
      return unexplained(kind);
  }
}

export function zoneName(lang: Lang, zone: CardZone): string {
  switch (zone) {
    case 'trash':
      return say({ lang }, 'トラッシュ', 'trash');
    case 'hand':
      return say({ lang }, '手札', 'hand');
    case 'damageField':
      return say({ lang }, 'ダメージフィールド', 'damage field');
    case 'excluded':
      return say({ lang }, '除外領域', 'excluded zone');
    case 'guardDeck':
      return say({ lang }, 'ガードデッキ', 'guard deck');
    case 'mainDeck':
      return say({ lang }, 'メインデッキ', 'main deck');
    default:
      return unexplained(zone);
  }
}

/** Where a card goes, as the end of a sentence (「…をトラッシュに置く」 / "put … into the trash"). */
export function destinationPhrase(
  lang: Lang,
  to: ZoneDestination,
  what: string,
  fromField = false,
  /** whose character a card put onto the battlefield becomes, when not 「あなた」 (pickText) */
  whose?: string,
): string {
  const s = (ja: string, en: string) => say({ lang }, ja, en);
  const its = what === 'them' ? 'their' : 'its';
  switch (to) {
    case 'trash':
      return s(`${what}を持ち主のトラッシュに置く`, `put ${what} into ${its} owner's trash`);
    case 'hand':
      return fromField
        ? s(`${what}を持ち主の手札に戻す`, `return ${what} to ${its} owner's hand`)
        : s(`${what}を持ち主の手札に加える`, `put ${what} into ${its} owner's hand`);
    case 'mainTop':
      return s(
        `${what}を持ち主のメインデッキの一番上に置く`,
        `put ${what} on top of ${its} owner's main deck`,
      );
    case 'mainBottom':
      return s(
        `${what}を持ち主のメインデッキの一番下に置く`,
        `put ${what} at the bottom of ${its} owner's main deck`,
      );
    case 'guardDeck':
      // 000 ■ガードデッキ: always face down — a revealed (face-up) card turns face down there too
      return s(
        `${what}を裏向きで持ち主のガードデッキに加える（表向きだったカードも裏向きになる）`,
        `put ${what} face down into ${its} owner's guard deck (a face-up card turns face down)`,
      );
    case 'damageField':
      // 000 ■ダメージフィールド: cards are put there face down (HF-9.3); a text saying 表向きで says so (ops.ts)
      return s(
        `${what}を裏向きで持ち主のダメージフィールドに置く`,
        `put ${what} face down into ${its} owner's damage field`,
      );
    case 'excluded':
      return s(`${what}を除外する`, `exclude ${what}`);
    case 'energy':
      return s(`${what}をエネルギーとして置く`, `put ${what} into the energy field`);
    case 'energyAsleep':
      return s(
        `${what}をスリープ状態のエネルギーとして置く（裏向き）`,
        `put ${what} into the energy field asleep (face down)`,
      );
    case 'battlefield':
      return s(
        // active unless the text says スリープ (docs/engine.md «「登場させる」»; a blind judge could not tell)
        `${what}を${whose ?? 'あなた'}のキャラクターとしてアクティブで戦場に登場させる`,
        `put ${what} onto the battlefield active as ${whose ? `${whose}'s` : 'your'} character`,
      );
    case 'battlefieldAsleep':
      return s(
        `${what}を${whose ?? 'あなた'}のキャラクターとしてスリープで戦場に登場させる`,
        `put ${what} onto the battlefield asleep as ${whose ? `${whose}'s` : 'your'} character`,
      );
    case 'played':
      // RULING «Playing a card without paying its cost» (docs/engine.md, issue 22 m10a)
      return s(
        `${what}をコストを支払わずにプレイする（プレイとして扱い、「プレイした時」の能力が発揮される。インタラプション・タイミングは発生せず、キャラクターカードのみが${whose ?? 'あなた'}のキャラクターとしてアクティブで戦場に登場する）`,
        `play ${what} without paying its cost (it is a play: "when played" abilities trigger; no interruption timing; only a character card, entering the battlefield active as ${whose ? `${whose}'s` : 'your'} character)`,
      );
    default:
      return unexplained(to);
  }
}

export function phaseName(lang: Lang, phase: PhaseName): string {
  switch (phase) {
    case 'active':
      return say({ lang }, 'アクティブフェイズ', 'active phase');
    case 'draw':
      return say({ lang }, 'ドローフェイズ', 'draw phase');
    case 'energy':
      return say({ lang }, 'エネルギーフェイズ', 'energy phase');
    case 'main':
      return say({ lang }, 'メインフェイズ', 'main phase');
    case 'discard':
      return say({ lang }, 'ディスカードフェイズ', 'discard phase');
    default:
      return unexplained(phase);
  }
}

export function stateName(lang: Lang, state: 'active' | 'sleep'): string {
  return state === 'active' ? say({ lang }, 'アクティブ', 'active') : say({ lang }, 'スリープ', 'asleep');
}

/** 「あなたの」「対戦相手の」「各プレイヤーの」 for a turn or phase owner. */
export function whoseName(lang: Lang, whose: 'you' | 'opponent' | 'each'): string {
  if (whose === 'you') return say({ lang }, 'あなたの', 'your');
  if (whose === 'opponent') return say({ lang }, '対戦相手の', "your opponent's");
  return say({ lang }, '各プレイヤーの', "each player's");
}

/** 「キャラクター1体」「カード2枚まで」 / "character (1)", "card (up to 2)". */
export function counted(lang: Lang, n: string, noun: string, unit: string, upTo = false): string {
  if (lang === 'ja') return `${noun}${n}${unit}${upTo ? 'まで' : ''}`;
  return upTo ? `${noun} (up to ${n})` : `${noun} (${n})`;
}
