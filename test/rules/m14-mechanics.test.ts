// Issue 22 (helper mech14): mechanics the committed corpora still lacked, played in their designers' wordings
// (test/fixtures/m14-mechanics.hf).
import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from '../../src/engine/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, legalActions, makeGame, passAll } from '../helpers/harness.js';
import { nameOf, onFieldNamed } from '../helpers/lookup.js';

const CARDS = fixtureCards('m14-mechanics').all;
type G = ReturnType<typeof makeGame>;

const uses = (g: G, id: number, ability: string) =>
  legalActions(g).filter((a) => a.type === 'activate' && a.card === id && a.ability === ability);
const attached = (g: G, host: number) => g.state.cards[host].attachments.map((id) => nameOf(g, id));
const trashOf = (g: G, p: 0 | 1) => g.state.players[p].trash.map((id) => nameOf(g, id));
const costChoices = (g: G) => legalActions(g).flatMap((a) => (a.type === 'payCost' ? [a.card] : []));

/** 「[1]：あなたの手札1枚を選び、裏向きでこのカードにセットする。」 with the player's hand card `name`. */
function setFaceDown(g: G, host: number, name: string): number {
  const id = cardId(g, name, 0);
  act(g, { type: 'activate', card: host, ability: 'p1' });
  passAll(g);
  if (g.state.pending?.kind !== 'window') act(g, { card: id } as never);
  passAll(g);
  expect(g.state.cards[id]).toMatchObject({ zone: 'attached', host, faceUp: false });
  return id;
}

describe('cost 「[このキャラクターにセットされている…カード1枚をトラッシュに置く]」 (HF-12.4, HF-4.4, mech14)', () => {
  it('HF-12.4 d12 黒煙の破壊工作員: only a face-down card set on it pays; without one the ability cannot be used', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['工作員'], hand: ['触媒の指輪', 'ただの指輪'], energy: 1 },
      p1: { battlefield: ['石'] },
    });
    const me = onFieldNamed(g, '工作員');
    const foe = onFieldNamed(g, '石');
    expect(uses(g, me, 'p0')).toEqual([]); // nothing set on it (HF-12.4: "if you cannot, you cannot use it")
    act(g, { type: 'play', card: cardId(g, '触媒の指輪', 0), targets: [me] });
    passAll(g);
    expect(attached(g, me)).toEqual(['触媒の指輪']);
    expect(uses(g, me, 'p0')).toEqual([]); // a face-up card does not pay 「裏向きでセットされている」
    const down = setFaceDown(g, me, 'ただの指輪');
    act(g, { type: 'activate', card: me, ability: 'p0', targets: [foe] });
    // one face-down card: no choice to ask (the cost is paid with it at once)
    expect(g.state.cards[down].zone).toBe('trash');
    expect(g.state.cards[me].sleep).toBe(true);
    passAll(g);
    expect(g.state.cards[foe].damage).toBe(2000);
    expect(attached(g, me)).toEqual(['触媒の指輪']);
    expect(trashOf(g, 0)).toEqual(['ただの指輪']);
  });

  it('HF-12.4 HF-5.3 d53 錬成師リーゼ: the user chooses among the matching cards set on it; others stay', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['錬成師'], hand: ['触媒の指輪', '触媒の指輪', 'ただの指輪'] },
      p1: { battlefield: ['石'] },
    });
    const me = onFieldNamed(g, '錬成師');
    const foe = onFieldNamed(g, '石');
    act(g, { type: 'play', card: cardId(g, 'ただの指輪', 0), targets: [me] });
    passAll(g);
    expect(uses(g, me, 'p0')).toEqual([]); // no 《触媒》 card set on it
    const first = cardId(g, '触媒の指輪', 0);
    const second = cardId(g, '触媒の指輪', 0, 1);
    for (const ring of [first, second]) {
      act(g, { type: 'play', card: ring, targets: [me] });
      passAll(g);
    }
    act(g, { type: 'activate', card: me, ability: 'p0', targets: [foe] });
    expect(g.state.pending).toMatchObject({ kind: 'payCost', player: 0 });
    expect(costChoices(g).sort()).toEqual([first, second].sort());
    // HF-16: a save taken while the cost is being chosen loads with the same choice
    const copy = deserialize(serialize(g), g.defs);
    expect(costChoices(copy).sort()).toEqual([first, second].sort());
    act(g, { type: 'payCost', card: second });
    passAll(g);
    expect(g.state.cards[foe].damage).toBe(3000);
    expect(attached(g, me).sort()).toEqual(['ただの指輪', '触媒の指輪'].sort());
    expect(g.state.cards[second].zone).toBe('trash');
    expect(g.state.cards[me].attachments).toContain(first);
  });

  it('HF-4.4 HF-3.4 a world set 「[このワールド・セットにセットされているカード1枚をトラッシュに置く]」: its own card goes to its owner’s trash', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['炉'], hand: ['石'], energy: 1, main: ['ただの指輪'] },
    });
    const world = onFieldNamed(g, '炉');
    expect(uses(g, world, 'p0')).toEqual([]);
    const down = setFaceDown(g, world, '石');
    act(g, { type: 'activate', card: world, ability: 'p0' });
    passAll(g);
    expect(g.state.cards[down].zone).toBe('trash');
    expect(trashOf(g, 0)).toEqual(['石']);
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toEqual(['ただの指輪']);
    expect(g.state.cards[world].attachments).toEqual([]);
  });
});
