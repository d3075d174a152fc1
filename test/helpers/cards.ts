// Hand-written test cards that several rule-test files share.
import type { CardDefinition, EffectOp } from '../../src/core/cardTypes.js';
import { auto, character, damagePlayer, draw, effect, moveCard, target } from '../../src/effects/builders.js';
import { characterCard, commandCard } from './cardBuilders.js';

/** A 3000 character without text. */
export const SOLDIER = characterCard('三千の兵', { power: 3000 });

/** A 3000 character without text. */
export const BRUTE = characterCard('闘う者', { power: 3000 });

/** A 1000 character without text. */
export const PRIVATE = characterCard('兵卒');

/** [自動] このキャラクターが攻撃を行うたび、あなたはカードを1枚引く。 */
export const HERALD = characterCard('号令の兵', {
  power: 2000,
  text: '[自動] このキャラクターが攻撃を行うたび、あなたはカードを1枚引く。',
  abilities: [auto({ on: 'attack', who: 'self' }, effect(draw(1)))],
});

export const SPARK = commandCard('火花', '対戦相手に1ダメージを与える。', {
  effect: effect(damagePlayer('opponent', 1)),
});

export const SUPPLY = commandCard('補給', 'あなたはメインデッキからカードを1枚引く。', {
  effect: effect(draw(1)),
});

/** メインデッキを上から3枚見て、1枚まで手札に加え、残りを下に置く。 */
export const LOOK_AT_TOP_3: EffectOp = {
  op: 'lookAtTop',
  player: 'you',
  count: 3,
  pick: { upTo: 1, to: 'hand' },
  rest: 'bottom',
};

export const PEEK = commandCard(
  '偵察',
  'あなたのメインデッキを上から3枚見て、1枚まで手札に加え、残りを下に置く。',
  {
    effect: effect(LOOK_AT_TOP_3),
  },
);

/** A command "キャラクター一体を対象とし、それを持ち主の手札に戻す。" under the given name and cost. */
export function bounceCommand(name: string, cost = 0): CardDefinition {
  return commandCard(name, 'キャラクター一体を対象とし、それを持ち主の手札に戻す。', {
    cost,
    targets: [character()],
    effect: effect(moveCard(target(0), 'hand')),
  });
}
