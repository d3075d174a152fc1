// Issue 22 (i22ta8): 「[自動]：このキャラクターが破壊される場合、代わりに、このキャラクターにセットされているセットカード1枚を
// トラッシュに置き、このキャラクターが受けているダメージを全て取り除いてもよい。」 (d33x 苔むした自動人形, as its designer
// wrote it): the replacement is offered only when a set card can be chosen (HF-5.11, HF-5.9; src/engine/replacement.ts
// canBeDone) — with none it would replace the destruction with nothing. With one, it goes to the trash, the damage
// is removed and the character stays.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/decisions.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, legalActions, makeGame, passAll } from '../helpers/harness.js';
import { nameOf } from '../helpers/lookup.js';

const CARDS = compileFixture(
  [
    '【セット】test',
    '【カード】苔むした自動人形',
    '種別：キャラクター',
    'コスト：0',
    'パワー：3000',
    'テキスト：',
    '  [自動]：このキャラクターが破壊される場合、代わりに、このキャラクターにセットされているセットカード1枚をトラッシュに置き、このキャラクターが受けているダメージを全て取り除いてもよい。',
    '【カード】歯車の鎧',
    '種別：セット',
    'コスト：0',
    'テキスト：',
    '【カード】破壊の号令',
    '種別：コマンド',
    'コスト：0',
    'テキスト：',
    '  キャラクター一体を対象とし、それを破壊する。',
    '',
  ].join('\n'),
).all;

type G = ReturnType<typeof makeGame>;
const onField = (g: G, name: string) => g.state.battlefield.find((id) => nameOf(g, id) === name) ?? -1;
const trashNames = (g: G, p: 0 | 1) => g.state.players[p].trash.map((id) => nameOf(g, id));

function play(g: G, name: string, targets: number[]): void {
  act(g, { type: 'play', card: cardId(g, name, 0), targets });
  passAll(g);
}

describe('「代わりに、…にセットされているセットカード1枚をトラッシュに置き、…てもよい」 (issue 22, HF-5.11)', () => {
  it('with no set card on it, nothing is offered: the character is destroyed', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['破壊の号令'], battlefield: ['苔むした自動人形'] } });
    const doll = onField(g, '苔むした自動人形');
    play(g, '破壊の号令', [doll]);
    expect(g.state.pending?.kind).not.toBe('replacement');
    expect(trashNames(g, 0).sort()).toEqual(['破壊の号令', '苔むした自動人形'].sort());
  });

  it('with a set card on it, its player may trash it instead: the damage is removed and the character stays', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['歯車の鎧', '破壊の号令'], battlefield: [{ name: '苔むした自動人形', damage: 2000 }] },
    });
    const doll = onField(g, '苔むした自動人形');
    play(g, '歯車の鎧', [doll]);
    expect(g.state.cards[doll].attachments.map((id) => nameOf(g, id))).toEqual(['歯車の鎧']);
    act(g, { type: 'play', card: cardId(g, '破壊の号令', 0), targets: [doll] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'replacement', player: 0 });
    const accept = legalActions(g).find((x) => x.type === 'replace' && x.replacement !== null);
    expect(accept).toBeDefined();
    act(g, accept as Action);
    // the set card is chosen on resolution (not a target)
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    act(g, { type: 'choose', card: cardId(g, '歯車の鎧', 0) } as Action);
    passAll(g);
    expect(g.state.cards[doll]).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(g.state.cards[doll].attachments).toEqual([]);
    expect(trashNames(g, 0).sort()).toEqual(['歯車の鎧', '破壊の号令'].sort());
  });
});
