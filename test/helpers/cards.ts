// Test cards that several test files share, written in the card DSL in test/fixtures/shared.hf (issue 12:
// cards are written one way). The export names are the ones the test files import.
import type { CardDefinition, EffectOp } from '../../src/core/cardTypes.js';
import { compileFixture, fixtureCards } from './fixtureCards.js';

const SHARED = fixtureCards('shared');

/** The filler card: a 1000 character without text. */
export const VANILLA = SHARED.card('バニラ');

/** A 3000 character without text. */
export const SOLDIER = SHARED.card('三千の兵');

/** A 3000 character without text. */
export const BRUTE = SHARED.card('闘う者');

/** A 1000 character without text. */
export const PRIVATE = SHARED.card('兵卒');

/** [自動] このキャラクターが攻撃を行うたび、あなたはメインデッキからカードを1枚引く。 */
export const HERALD = SHARED.card('号令の兵');

/** 対戦相手に1ダメージを与える。 */
export const SPARK = SHARED.card('火花');

/** あなたはメインデッキからカードを1枚引く。 */
export const SUPPLY = SHARED.card('補給');

/** あなたはメインデッキを上から3枚見て、その中からカードを1枚まで手札に加え、残りをメインデッキの一番下に置く。 */
export const PEEK = SHARED.card('偵察');

/** PEEK's one step: look at the top 3, up to 1 to the hand, the rest to the bottom. */
export const LOOK_AT_TOP_3: EffectOp = PEEK.effect!.processes[0].steps[0];

const bounces = new Map<string, CardDefinition>();

/**
 * A command 「キャラクター一体を対象とし、それを持ち主の手札に戻す。」 under the given name and cost. Tests ask for
 * the same wording under several names and costs (帰還 0, 追放 1, 送還 0 and 1), so the card text is written
 * here and compiled by the DSL like any fixture file.
 */
export function bounceCommand(name: string, cost = 0): CardDefinition {
  const key = `${name}\n${cost}`;
  let card = bounces.get(key);
  if (!card) {
    const text = `【セット】test\n\n【カード】${name}\n種別：コマンド\nコスト：${cost}\nテキスト：\n  キャラクター一体を対象とし、それを持ち主の手札に戻す。\n`;
    card = compileFixture(text, `test/helpers/cards.ts#bounceCommand(${name})`).card(name);
    bounces.set(key, card);
  }
  return card;
}
