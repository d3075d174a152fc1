// Issue 22 (t17b): 「…。このカード名の能力は1ターンに1回しか使用できない。」 inside an ability's line (d70's designer:
// 「同名カードのこの能力は…」) — one use a turn for every card with this name, counted per player (HF-12.8, RULING in
// docs/engine.md), where 「この能力は1ターンに1回」 is one use per card.
import { describe, expect, it } from 'vitest';
import { activate, canActivate, endTurn } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { cardId, makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】test
【カード】会長
種別：キャラクター
コスト：3
パワー：2000
テキスト：
  [スリープ]：カードを1枚引く。同名カードのこの能力は1ターンに1回しか使えない。

【カード】部長
種別：キャラクター
コスト：3
パワー：2000
テキスト：
  [スリープ]：カードを1枚引く。この能力は1ターンに1回しか使用できない。
`,
  'test/fixtures/t17b-name-once-inline.hf',
).all;

describe('「このカード名の能力は1ターンに1回」 on an ability line (HF-12.8)', () => {
  it('a second card of the same name cannot use it the same turn; the next turn it can', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['会長', '会長'] } });
    const [a, b] = [cardId(g, '会長', 0, 0), cardId(g, '会長', 0, 1)];
    expect(canActivate(g, b)).toBe(true);
    activate(g, a);
    expect(canActivate(g, b)).toBe(false);
    endTurn(g);
    endTurn(g);
    expect(canActivate(g, b)).toBe(true);
  });

  it('「この能力は1ターンに1回」 is per card: the other card of the name still can', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['部長', '部長'] } });
    activate(g, cardId(g, '部長', 0, 0));
    expect(canActivate(g, cardId(g, '部長', 0, 1))).toBe(true);
  });
});
