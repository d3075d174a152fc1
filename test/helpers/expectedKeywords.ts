// The keyword table the engine was written and tested against (HF-13, 000 ■カードテキストのキーワード), as it was
// hand-written in src/keywords.ts before rules/keywords.hf replaced it: the golden for the compiled and the
// generated tables. It is the golden of what the six keywords of 000 (HF-13.1–13.6) do, not a list of
// keywords: which keywords exist comes from rules/keywords.hf (test/helpers/keywordsFile.ts), so a keyword a
// designer adds needs no entry here.
// Not a card: keyword abilities written independently of the DSL, so that they can check what the DSL
// compiles from rules/keywords.hf (written in the DSL, the golden would check the compiler against itself).
import type { Ability, KeywordName } from '../../src/core/cardTypes.js';
import {
  auto,
  continuous,
  damageCharacter,
  damagePlayer,
  effect,
  makeActive,
} from '../../src/effects/builders.js';

export const EXPECTED_KEYWORDS: Record<KeywordName, Ability[]> = {
  counter: [
    // HF-13.1 note: 「これに攻撃したキャラクター全体を対象とし」 — the attacker is the counter's target (HF-5.12 applies)
    auto({ on: 'defenseSucceededDamage' }, effect(damageCharacter({ target: 0 }, { powerOf: 'self' })), {
      keyword: 'counter',
      text: '【反撃】',
      targets: [{ kind: 'ref', ref: 'attacker' }],
    }),
  ],
  vigilance: [
    auto({ on: 'phaseEnd', phase: 'active', whose: 'opponent' }, effect(makeActive('self')), {
      keyword: 'vigilance',
      text: '【警戒】',
    }),
  ],
  pierce: [
    auto({ on: 'destroysByAttack', who: 'self' }, effect(damagePlayer({ controllerOf: 'eventCard' }, 1)), {
      keyword: 'pierce',
      text: '【貫通】',
    }),
  ],
  strike: [
    continuous([{ kind: 'playerAttackDamageBonus', amount: 1 }], { keyword: 'strike', text: '【強撃】' }),
  ],
  deathless: [
    continuous([{ kind: 'indestructible', affects: 'self' }], { keyword: 'deathless', text: '【死殺】' }),
  ],
  godspeed: [
    continuous([{ kind: 'unblockableExceptBy', keyword: 'godspeed' }], {
      keyword: 'godspeed',
      text: '【神速】',
    }),
  ],
};
