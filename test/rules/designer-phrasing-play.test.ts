// Issue 22 (i22p): cards worded in the designers' own way play as their words say. Each card below is written
// as the corpora's designers wrote it (test/corpora/d2, d3, d5, d8); the designer vocabulary
// (codegen/dsl/designerStyleWords.ts) reads it into the canonical text, and the game does what the text says.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { powerOf } from '../../src/engine/query.js';
import { compileCard } from '../dsl/helpers.js';
import { VANILLA, act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { nameOf } from '../helpers/lookup.js';

const named = (name: string, kind: string, lines: string[], cost?: number): CardDefinition => ({
  ...compileCard(kind, lines),
  id: `t/${name}`,
  name,
  ...(cost === undefined ? {} : { cost }),
});

// 000 ■カルネージ: 「カルネージ1を支払ってもよい（…）。そうした場合、…」 (d8 骸拾いのヤドカリ, 腐食珊瑚の番人)
const TOLL = named('代価', 'コマンド', [
  'あなたはカルネージ1を支払ってもよい（あなたのダメージフィールドのカード1枚をトラッシュに置く）。そうした場合、カードを2枚引く。',
]);
// 「自分のスリープのエネルギーを2枚まで選び、アクティブにする」 (d5 竜巣の急使ミロ, d8 代償の潮)
const SURGE = named('給炉', 'コマンド', ['自分のスリープのエネルギーを2枚まで選び、アクティブにする。']);
// 「…を1体選ぶ。ターン終了時まで、そのキャラクターはパワー-1000。」 (d3 河童の水霊 カワタロウ)
const CURSE = named('水難', 'コマンド', [
  '相手のキャラクターを1体選ぶ。ターン終了時まで、そのキャラクターはパワー-1000。',
]);
// 「…-2000する（…なら、代わりに-4000する）。」 (d8 深海の徴税人)
const TAX = named('徴税', 'コマンド', [
  '対戦相手のキャラクター1体を対象とし、このターン中、パワー-2000する（あなたのダメージフィールドにカードが2枚以上あるなら、代わりに-4000する）。',
]);
const BIG = { ...VANILLA, id: 'test/大物', name: '大物', power: 5000 };
const CARDS = [TOLL, SURGE, CURSE, TAX, BIG, VANILLA];
type G = ReturnType<typeof makeGame>;

function play(g: G, name: string, targets: number[] = []): void {
  act(g, { type: 'play', card: cardId(g, name, 0), targets });
  passAll(g);
}
const onField = (g: G, name: string, owner: 0 | 1) =>
  g.state.battlefield.find((id) => nameOf(g, id) === name && g.state.cards[id].owner === owner) ?? -1;

describe('「カルネージ1を支払ってもよい（…）。そうした場合、…」 (000 ■カルネージ, issue 22)', () => {
  it('paid: a card of the damage field goes to the trash, then 2 cards are drawn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['代価'], damageField: ['バニラ'], energy: 4 } });
    play(g, '代価');
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    act(g, { type: 'mayDo', accept: true });
    if (g.state.pending?.kind === 'choose')
      act(g, { type: 'choose', card: g.state.players[0].damageField[0] });
    expect(g.state.players[0].damageField).toHaveLength(0);
    expect(g.state.players[0].hand).toHaveLength(2);
    expect(checkInvariants(g)).toEqual([]);
  });

  it('with an empty damage field nothing is paid, so nothing is drawn (HF-5.7 「そうした場合」)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['代価'], energy: 4 } });
    play(g, '代価');
    if (g.state.pending?.kind === 'mayDo') act(g, { type: 'mayDo', accept: true });
    expect(g.state.players[0].hand).toHaveLength(0);
  });
});

describe('「自分のスリープのエネルギーを2枚まで選び、アクティブにする」 (issue 22)', () => {
  it('the player chooses up to two of their sleeping energies and makes them active (fixj7: まで, 0 allowed)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['給炉'], energy: 3 } });
    play(g, '給炉'); // cost 2: two energies go to sleep, then the player chooses
    const asleep = () => g.state.players[0].energy.filter((id) => g.state.cards[id].sleep);
    expect(g.state.pending?.kind).toBe('choose');
    for (const id of asleep()) act(g, { type: 'choose', card: id });
    passAll(g);
    expect(asleep()).toHaveLength(0);

    const g0 = makeGame({ cards: CARDS, p0: { hand: ['給炉'], energy: 3 } });
    play(g0, '給炉');
    act(g0, { type: 'choose', card: null }); // none
    passAll(g0);
    expect(g0.state.players[0].energy.filter((id) => g0.state.cards[id].sleep)).toHaveLength(2);
  });
});

describe('「…を1体選ぶ。ターン終了時まで、そのキャラクターは…」 (issue 22)', () => {
  it('HF-5.7 the chosen character is the one whose power changes (one process)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['水難'], energy: 4 }, p1: { battlefield: ['大物'] } });
    const big = onField(g, '大物', 1);
    play(g, '水難');
    if (g.state.pending?.kind === 'choose') act(g, { type: 'choose', card: big });
    expect(powerOf(g, big)).toBe(4000);
  });
});

describe('「…する（…なら、代わりに…する）」 (issue 22)', () => {
  it('without the condition: -2000', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['徴税'], energy: 4 }, p1: { battlefield: ['大物'] } });
    const big = onField(g, '大物', 1);
    play(g, '徴税', [big]);
    expect(powerOf(g, big)).toBe(3000);
  });

  it('HF-5.11 with it: -4000 instead (the parenthesised sentence is kept, not dropped)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['徴税'], energy: 4, damageField: ['バニラ', 'バニラ'] },
      p1: { battlefield: ['大物'] },
    });
    const big = onField(g, '大物', 1);
    play(g, '徴税', [big]);
    expect(powerOf(g, big)).toBe(1000);
  });
});
