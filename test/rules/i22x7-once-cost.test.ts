// Issue 22 (i22x7): 「1ターンに1回、…のコストは1少なくなる」 — a cost change used up by the first play each turn it applies
// to, on a character's [自動] line and in a 【空装】 effect (RULING 「1ターンに1回のコストの変更」, docs/engine.md; HF-5.12,
// HF-12.8, HF-13.8).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { playCost } from '../../src/engine/costs.js';
import { explainCard } from '../../src/explain/index.js';
import { parse } from '../dsl/helpers.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';

const FILE = fixtureCards('i22x7-once-cost');
const CARDS = FILE.all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const inHand = (g: G, name: string) => {
  const id = g.state.players[0].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  return id;
};
const activeEnergy = (g: G) => g.state.players[0].energy.filter((id) => !g.state.cards[id].sleep).length;

function play(g: G, name: string): void {
  act(g, { type: 'play', card: inHand(g, name), targets: [] });
  passAll(g);
}

describe('「[自動]：1ターンに1回、あなたの《水霊》を持つキャラクターカードのコストは1少なくなる」 (i22x7)', () => {
  it('the first matching play of the turn costs 1 less; the next pays in full', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['水の巫女'], hand: ['水霊', '水霊'], energy: 5 },
    });
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(1);
    play(g, '水霊');
    expect(activeEnergy(g)).toBe(4);
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(2); // used up this turn
    play(g, '水霊');
    expect(activeEnergy(g)).toBe(2);
  });

  it('a play it does not apply to does not use it up; a new turn gives it again', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['水の巫女'], hand: ['赤', '水霊', '水霊'], energy: 5 },
    });
    play(g, '赤'); // no 《水霊》: full cost, the change is still there
    expect(activeEnergy(g)).toBe(3);
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(1);
    play(g, '水霊');
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(2);
    g.state.turn += 2; // HF-12.8: counted per turn (the player's next turn)
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(1);
  });

  it('HF-12.6: two such characters each reduce the first play (and are both used up by it)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['水の巫女', '水の巫女'], hand: ['水霊', '水霊'], energy: 5 },
    });
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(0);
    play(g, '水霊');
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(2);
  });

  it('「毎ターン、あなたが最初にプレイする…」 reads as the same change', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['毎ターンの巫女'], hand: ['水霊', '水霊'], energy: 5 },
    });
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(1);
    play(g, '水霊');
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(2);
  });

  it('explain says once a turn', () => {
    expect(JSON.stringify(explainCard(FILE.card('水の巫女')))).toContain('1ターンに1回');
  });
});

describe('「【空装 … 効果：1ターンに1回、あなたが《水霊》のキャラクターカードをプレイする時、そのコストが1少なくなる】」', () => {
  it('HF-13.8: the 【空装】 change is used up by the first matching play of each turn', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['水霊', '水霊'], guard: ['社の主'], energy: 5 } });
    const k = g.state.players[0].guardDeck.find((id) => nameOf(g, id) === '社の主');
    if (k === undefined) throw new Error('no 【空装】 card');
    g.state.players[0].kuusou = k;
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(1);
    play(g, '水霊');
    expect(activeEnergy(g)).toBe(4);
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(2);
    g.state.turn += 1; // the opponent's turn counts too (「1ターンに1回」: each turn)
    expect(playCost(g, 0, inHand(g, '水霊'))).toBe(1);
  });
});

describe('hflux fmt (i22x7)', () => {
  it('prints 「[自動][1ターンに1回]：…」 and the 【空装】 effect; they compile to the same cards', () => {
    const path = 'test/fixtures/i22x7-once-cost.hf';
    const text = readFileSync(path, 'utf8');
    const printed = printFile(parse(text, path).ir);
    expect(printed).toContain(
      '[自動][1ターンに1回]：あなたの《水霊》を持つキャラクターカードのコストは1少なくなる。',
    );
    expect(printed).toContain(
      '効果：1ターンに1回、あなたの《水霊》を持つキャラクターカードのコストは1少なくなる。】',
    );
    const defs = (t: string) =>
      JSON.stringify(
        compileText(t, path).cards.map((c) => c.def),
        (k, v) => (k === 'text' || k === 'source' ? undefined : v),
      );
    expect(defs(printed)).toBe(defs(text));
  });
});
