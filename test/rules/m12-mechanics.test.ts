// Issue 22 (helper m12): mechanics the committed corpora still lacked, played in their designers' wordings.
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll, playFromHand } from '../helpers/harness.js';
import { nameOf, ofType, onFieldNamed } from '../helpers/lookup.js';

const CARDS = fixtureCards('m12-mechanics').all;
type G = ReturnType<typeof makeGame>;
const inHand = (g: G, name: string) => g.state.players[0].hand.find((id) => nameOf(g, id) === name) as number;

/** Player 0 destroys its own 「victim」 with 一撃 and lets the chain resolve up to its trigger's question. */
function destroyOwn(victim: string, p0: { energy?: number; main?: string[] } = {}) {
  const g = makeGame({ cards: CARDS, p0: { hand: ['一撃'], battlefield: [victim], ...p0 } });
  const id = onFieldNamed(g, victim);
  act(g, { type: 'play', card: inHand(g, '一撃'), targets: [id] });
  passAll(g);
  return { g, id };
}

describe('a destroyed card moved by its destruction’s trigger instead of the trash (issue 22, RULING «A destroyed card’s move replaced by its trigger»)', () => {
  it('HF-9.6 000 ■ダメージ(2) 「エネルギーコスト1を支払うことができます。そうした場合、このカードはトラッシュには置かれず、持ち主の手札に戻ります」: paid, it goes to the hand and never to the trash', () => {
    const { g, id } = destroyOwn('戻り猫', { energy: 1 });
    expect(g.state.pending).toMatchObject({ kind: 'mayDo', player: 0 });
    expect(g.state.cards[id].zone).toBe('limbo'); // not in the trash yet: the trigger resolves first
    act(g, { type: 'mayDo', accept: true });
    passAll(g);
    expect(g.state.cards[id].zone).toBe('hand');
    expect(g.state.players[0].trash).not.toContain(id);
    expect(g.state.players[0].energy.every((e) => g.state.cards[e].sleep)).toBe(true); // HF-5.3: paid
  });

  it('HF-9.6 HF-5.7 declined, the destroyed card goes to its owner’s trash as usual', () => {
    const { g, id } = destroyOwn('戻り猫', { energy: 1 });
    act(g, { type: 'mayDo', accept: false });
    passAll(g);
    expect(g.state.cards[id].zone).toBe('trash');
  });

  it('HF-5.7 with no active energy the payment fails: 「そうした場合」 does not happen and the card goes to the trash', () => {
    const { g, id } = destroyOwn('戻り猫');
    if (g.state.pending?.kind === 'mayDo') act(g, { type: 'mayDo', accept: true });
    passAll(g);
    expect(g.state.cards[id].zone).toBe('trash');
  });

  it('HF-3.4 HF-9.6 「このカードをトラッシュに置く代わりに、あなたのメインデッキの一番下に置いてもよい。そうした場合、カードを1枚引く」', () => {
    const { g, id } = destroyOwn('底の小僧', { main: ['石', '石'] });
    const deckBefore = g.state.players[0].mainDeck.length;
    act(g, { type: 'mayDo', accept: true });
    passAll(g);
    const p = g.state.players[0];
    expect(g.state.cards[id].zone).toBe('mainDeck');
    expect(p.mainDeck.at(-1)).toBe(id); // at the bottom of its owner's deck, then one card drawn from the top
    expect(p.mainDeck).toHaveLength(deckBefore);
    expect(p.hand.map((h) => nameOf(g, h))).toEqual(['石']);
  });
});

describe('cards shuffled into the main deck (issue 22, RULING «Cards shuffled into the main deck»)', () => {
  const shuffles = (g: G) => g.state.log.filter((e) => e.type === 'shuffle' && e.player === 0).length;

  it('HF-3.4 HF-5.9 「トラッシュのカードを5枚まで選び、あなたのメインデッキに加えてシャッフルする。その後、1枚引く」', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['湯の巡り'], trash: ['石', '石', '亡霊'], main: ['亡霊'] },
    });
    const trashed = [...g.state.players[0].trash];
    const deckBefore = g.state.players[0].mainDeck.length;
    playFromHand(g, '湯の巡り');
    const before = shuffles(g);
    act(g, { type: 'choose', card: trashed[0] });
    act(g, { type: 'choose', card: trashed[2] });
    act(g, { type: 'choose', card: null }); // up to 5: two are enough
    passAll(g);
    const p = g.state.players[0];
    expect(trashed.filter((id) => g.state.cards[id].zone === 'trash')).toEqual([trashed[1]]);
    expect(p.mainDeck.length + p.hand.length).toBe(deckBefore + 2); // two in, one of the deck drawn
    expect(p.hand).toHaveLength(1);
    expect(shuffles(g)).toBe(before + 1); // the deck shuffled once, after the cards went in
  });

  it('HF-5.7 「まで」 allows none: nothing goes in, the deck is still shuffled and the 「その後」 draw happens', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['湯の巡り'], trash: ['石'], main: ['亡霊'], mainCount: 1 },
    });
    playFromHand(g, '湯の巡り');
    const before = shuffles(g);
    act(g, { type: 'choose', card: null });
    passAll(g);
    expect(shuffles(g)).toBe(before + 1);
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toEqual(['亡霊']);
    expect(g.state.players[0].trash.map((id) => nameOf(g, id))).toEqual(['石', '湯の巡り']);
  });

  it('HF-5.10 targets in the trash 「…3枚まで対象とし、それらをメインデッキに加えてシャッフルする。その後、2枚引く」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['亡霊の合唱'], trash: ['亡霊', '亡霊', '石'] } });
    const ghosts = g.state.players[0].trash.filter((id) => nameOf(g, id) === '亡霊');
    const deckBefore = g.state.players[0].mainDeck.length;
    act(g, { type: 'play', card: inHand(g, '亡霊の合唱'), targets: ghosts });
    passAll(g);
    const p = g.state.players[0];
    expect(p.mainDeck.length).toBe(deckBefore + 2 - 2);
    expect(p.hand).toHaveLength(2);
    expect(p.trash.map((id) => nameOf(g, id)).sort()).toEqual(['亡霊の合唱', '石'].sort());
    expect(ghosts.every((id) => ['mainDeck', 'hand'].includes(g.state.cards[id].zone))).toBe(true);
    expect(shuffles(g)).toBeGreaterThan(0);
  });
});

describe('any number of the cards looked at (issue 22, RULING «Any number of the cards looked at»)', () => {
  /** 鳴釜 enters; its trigger looks at the top two cards (亡霊, 石). */
  function enter() {
    const g = makeGame({ cards: CARDS, p0: { hand: ['鳴釜'], main: ['亡霊', '石'] } });
    playFromHand(g, '鳴釜');
    passAll(g);
    const top = g.state.players[0].mainDeck.slice(0, 2);
    return { g, top };
  }
  const choosable = (g: G) => ofType(g, 'choose').map((a) => a.card);

  it('HF-10.3 「好きな枚数」 of 2 looked at: both may be put into the trash', () => {
    const { g, top } = enter();
    expect(choosable(g)).toEqual(expect.arrayContaining([...top, null])); // none is a choice too
    act(g, { type: 'choose', card: top[0] });
    act(g, { type: 'choose', card: top[1] });
    passAll(g);
    expect(top.map((id) => g.state.cards[id].zone)).toEqual(['trash', 'trash']);
  });

  it('HF-10.3 none taken: both go back on top in the order the player chooses', () => {
    const { g, top } = enter();
    act(g, { type: 'choose', card: null });
    expect(g.state.pending).toMatchObject({ prompt: 'orderTop' });
    act(g, { type: 'choose', card: top[1] }); // first chosen ends up highest (RULING «Putting looked-at cards back»)
    if (g.state.pending?.kind === 'choose') act(g, { type: 'choose', card: top[0] });
    passAll(g);
    expect(g.state.players[0].mainDeck.slice(0, 2)).toEqual([top[1], top[0]]);
  });
});

describe('an effect replaced under a condition on its target (issue 22, RULING «An effect replaced under a condition»)', () => {
  function interrogate(victim: string) {
    const g = makeGame({ cards: CARDS, p0: { hand: ['尋問'] }, p1: { battlefield: [victim] } });
    const id = onFieldNamed(g, victim);
    act(g, { type: 'play', card: inHand(g, '尋問'), targets: [id] });
    passAll(g);
    return { g, id };
  }

  it('HF-5.6 the condition holds: 「代わりに」 the target is put to sleep and dealt 1000, not only put to sleep', () => {
    const { g, id } = interrogate('証人');
    expect(g.state.cards[id].sleep).toBe(true);
    expect(g.state.cards[id].damage).toBe(1000);
  });

  it('HF-5.6 the condition does not hold: the first effect alone (asleep, no damage)', () => {
    const { g, id } = interrogate('石');
    expect(g.state.cards[id].sleep).toBe(true);
    expect(g.state.cards[id].damage).toBe(0);
  });
});
