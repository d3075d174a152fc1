// Issue 22 (helper mech13): mechanics the committed corpora still lacked, played in their designers' wordings
// (test/fixtures/m13-mechanics.hf).
import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from '../../src/engine/index.js';
import { hasKeyword } from '../../src/engine/query.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, legalActions, makeGame, passAll, power } from '../helpers/harness.js';
import { activeEnergies, nameOf, onFieldNamed } from '../helpers/lookup.js';

const CARDS = fixtureCards('m13-mechanics').all;
type G = ReturnType<typeof makeGame>;
const inHand = (g: G, name: string) => g.state.players[0].hand.find((id) => nameOf(g, id) === name) as number;
const plays = (g: G, id: number) =>
  legalActions(g).filter((a) => a.type === 'play' && a.card === id) as Extract<
    ReturnType<typeof legalActions>[number],
    { type: 'play' }
  >[];

describe('an optional extra payment on play (issue 22, RULING «Optional extra payment on play»)', () => {
  // d19 起死回生の反攻: 「このカードをプレイする際、あなたは追加でカルネージ2を支払うことができる。…追加でカルネージを支払っていた場合、…」
  const setup = (damageField: string[]) =>
    makeGame({ cards: CARDS, p0: { hand: ['起死回生'], battlefield: ['石'], energy: 1, damageField } });

  it('HF-5.3 HF-11.2 the player decides while paying: each play is offered without and, when payable, with the extra', () => {
    const g = setup(['石', '石']);
    const id = inHand(g, '起死回生');
    expect(plays(g, id).map((a) => a.extra === true)).toEqual([false, true]);
    const poor = setup(['石']); // one damage-field card: carnage 2 cannot be paid, only the plain play
    expect(plays(poor, inHand(poor, '起死回生')).map((a) => a.extra === true)).toEqual([false]);
  });

  it('HF-11.2 HF-5.7 paid: carnage 2 goes to the trash and 「追加でカルネージを支払っていた場合」 is done', () => {
    const g = setup(['石', '石']);
    const me = onFieldNamed(g, '石');
    act(g, { type: 'play', card: inHand(g, '起死回生'), targets: [me], extra: true });
    // carnage is chosen card by card (HF-11.2); two of two cards is no choice (a forced choice is not asked)
    expect(g.state.players[0].damageField).toHaveLength(0);
    passAll(g);
    expect(g.state.players[0].damageField).toHaveLength(0);
    expect(power(g, me)).toBe(5000);
    expect(hasKeyword(g, me, 'pierce')).toBe(true);
    expect(hasKeyword(g, me, 'strike')).toBe(true);
  });

  it('HF-5.7 not paid: the damage field stays and only the first sentence happens', () => {
    const g = setup(['石', '石']);
    const me = onFieldNamed(g, '石');
    act(g, { type: 'play', card: inHand(g, '起死回生'), targets: [me], extra: undefined });
    passAll(g);
    expect(g.state.players[0].damageField).toHaveLength(2);
    expect(power(g, me)).toBe(5000);
    expect(hasKeyword(g, me, 'pierce')).toBe(false);
    expect(hasKeyword(g, me, 'strike')).toBe(false);
  });

  it('HF-5.3 d45 湯煙隠れ 「追加で[1]を支払ってもよい」: the extra energy is paid with the cost, and a save keeps what was paid', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['湯煙'], battlefield: ['石'], energy: 2, main: ['石'] },
    });
    const id = inHand(g, '湯煙');
    const me = onFieldNamed(g, '石');
    expect(plays(g, id).map((a) => a.extra === true)).toEqual([false, true]);
    act(g, { type: 'play', card: id, targets: [me], extra: true });
    expect(activeEnergies(g, 0)).toBe(0); // cost 1 + extra 1
    const item = g.state.chain.at(-1);
    expect(item).toMatchObject({ kind: 'play', extraPaid: true });
    const copy = deserialize(serialize(g), g.defs); // HF-16: the chain item's extraPaid survives a save
    expect(copy.state.chain.at(-1)).toMatchObject({ extraPaid: true });
    passAll(g);
    expect(g.state.players[0].hand.map((h) => nameOf(g, h))).toEqual(['石']);
  });

  it('HF-3.2 d45 かけ湯 「自分のアクティブであるキャラクター一体をスリープにしてもよい」: the player chooses which active character sleeps', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['かけ湯'], battlefield: ['石', '石', { name: '石', sleep: true }], main: ['石'] },
    });
    const id = inHand(g, 'かけ湯');
    const [a, b, asleep] = g.state.battlefield;
    act(g, { type: 'play', card: id, targets: [a], extra: true });
    expect(g.state.pending?.kind).toBe('payCost');
    const offered = legalActions(g).flatMap((x) => (x.type === 'payCost' ? [x.card] : []));
    expect(offered.sort()).toEqual([a, b].sort()); // only the active ones (not the asleep one)
    act(g, { type: 'payCost', card: b });
    passAll(g);
    expect(g.state.cards[b].sleep).toBe(true);
    expect(g.state.cards[asleep].sleep).toBe(true);
    expect(g.state.cards[a].sleep).toBe(false);
    expect(g.state.players[0].hand.map((h) => nameOf(g, h))).toEqual(['石']); // paid: one card drawn
  });

  it('HF-3.2 with no active character the extra is not offered', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['かけ湯'], battlefield: [{ name: '石', sleep: true }] },
    });
    expect(plays(g, inHand(g, 'かけ湯')).map((a) => a.extra === true)).toEqual([false]);
  });

  it('HF-5.3 with only the cost in energy, the extra energy is not offered', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['湯煙'], battlefield: ['石'], energy: 1 } });
    expect(plays(g, inHand(g, '湯煙')).map((a) => a.extra === true)).toEqual([false]);
  });
});
