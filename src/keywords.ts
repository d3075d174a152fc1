// Keyword abilities (HF-13), each written from 000's own [自動] definition using the effect builders.
// The DSL issue replaces this table with one generated from rules/keywords.hf; the shapes stay the same.
import type { Ability, KeywordName } from './core/cardTypes.js';
import {
  auto,
  continuous,
  damageCharacter,
  damagePlayer,
  effect,
  makeActive,
  target,
} from './effects/builders.js';

const TABLE: Record<KeywordName, Ability[]> = {
  // HF-13.1 「[自動]：このキャラクターによる防御が成功した後の攻撃ダメージ解決時、これに攻撃したキャラクター全体を対象とし、
  // それにXダメージを与える。Xはこれのパワーに等しい。」
  counter: [
    auto({ on: 'defenseSucceededDamage' }, effect(damageCharacter('attacker', { powerOf: 'self' })), {
      keyword: 'counter',
      text: '【反撃】',
    }),
  ],
  // HF-13.2 「[自動]：対戦相手のアクティブフェイズ終了時、このキャラクターをアクティブにする。」
  vigilance: [
    auto({ on: 'phaseEnd', phase: 'active', whose: 'opponent' }, effect(makeActive('self')), {
      keyword: 'vigilance',
      text: '【警戒】',
    }),
  ],
  // HF-13.3 「[自動]：このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合、破壊したキャラクターのプレイヤーに1ダメージを与える。」
  pierce: [
    auto({ on: 'destroysByAttack', who: 'self' }, effect(damagePlayer({ controllerOf: 'eventCard' }, 1)), {
      keyword: 'pierce',
      text: '【貫通】',
    }),
  ],
  // HF-13.4 「[自動]：このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する。」
  strike: [
    continuous([{ kind: 'playerAttackDamageBonus', amount: 1 }], { keyword: 'strike', text: '【強撃】' }),
  ],
  // HF-13.5 「[自動]：このキャラクターは破壊されない。」
  deathless: [
    continuous([{ kind: 'indestructible', affects: 'self' }], { keyword: 'deathless', text: '【死殺】' }),
  ],
  // HF-13.6 「[自動]：このキャラクターが戦場に居る限り、このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。」
  godspeed: [
    continuous([{ kind: 'unblockableExceptBy', keyword: 'godspeed' }], {
      keyword: 'godspeed',
      text: '【神速】',
    }),
  ],
};

/** The abilities a keyword expands to. */
export function keywordAbilities(keyword: KeywordName): Ability[] {
  return TABLE[keyword];
}

export const KEYWORD_NAMES = Object.keys(TABLE) as KeywordName[];

/** Shorthand for card definitions: the expansion of a printed keyword. */
export function keyword(k: KeywordName): Ability[] {
  return TABLE[k];
}

export { target };
