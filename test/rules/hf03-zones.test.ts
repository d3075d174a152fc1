// HF-3 Zones and card states: per-player and shared zones, active/asleep, face-down rules, where moved
// cards go, the waiting chain, and the exclusion zone.
import { describe, expect, it } from 'vitest';
import type { ActivatedAbility, CardDefinition, PlayerIndex } from '../../src/core/cardTypes.js';
import { type Game, createGame, legalActions, view } from '../../src/engine/index.js';
import { placesOfCards } from '../../src/engine/invariants.js';
import { PLAYER_ZONES, type PlayerZone } from '../../src/engine/zones.js';
import { FIXTURE_DECKS, PLAIN_BLUE } from '../helpers/decks.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGameWith, passAll } from '../helpers/harness.js';

// 送還 (to the top of its owner's main deck), 帰還 (to its owner's hand), 追放 (excluded), 充填 (a card in your hand
// into the energy field), 鎮め (an active world set: none exists), 眠れる庭園 (a world set), 拡張の空装 (a 【空装】
// granting an extra deck) and 追加A–C (commands for that extra deck).
const FIXTURE = fixtureCards('hf03-zones');

// Not a card: no card text asks for a card face up. These copies of 送還 and 充填 do, so the tests can check that
// the card still goes face down into the main deck (HF-3.3) and the energy field (HF-3.5).
function askingFaceUp(def: CardDefinition): CardDefinition {
  const processes = def.effect?.processes.map((process) => ({
    steps: process.steps.map((step) => (step.op === 'moveCard' ? { ...step, faceUp: true } : step)),
  }));
  return { ...def, effect: processes && { processes } };
}
const RETURN_TO_DECK = askingFaceUp(FIXTURE.card('送還'));
const HAND_TO_ENERGY = askingFaceUp(FIXTURE.card('充填'));

// Not a card: a world set with a [スリープ] cost. The compiler rejects one (HF-E044: a world set has no state,
// HF-3.2), so 眠れる庭園 gets it here, to check that the engine never lets it be paid either.
const SLEEP_TO_DRAW: ActivatedAbility = {
  kind: 'activated',
  text: '[スリープ]：あなたはメインデッキからカードを1枚引く。',
  costs: [{ kind: 'sleep' }],
  effect: { processes: [{ steps: [{ op: 'draw', player: 'you', count: 1 }] }] },
};
const SLEEPY_WORLD: CardDefinition = {
  ...FIXTURE.card('眠れる庭園'),
  text: SLEEP_TO_DRAW.text ?? '',
  abilities: [SLEEP_TO_DRAW],
};

const CARDS = [
  RETURN_TO_DECK,
  FIXTURE.card('帰還'),
  FIXTURE.card('追放'),
  HAND_TO_ENERGY,
  FIXTURE.card('鎮め'),
  SLEEPY_WORLD,
];

const makeGame = makeGameWith(CARDS);

/**
 * Where a card is, as HF-16.1 conservation sees it (`<player>.<zone>`, a shared zone, or 'attached'); a
 * card waiting in the chain is in no zone (HF-3.7).
 */
function whereIs(game: Game, id: number): string[] {
  return (placesOfCards(game).get(id) ?? [])
    .filter((place) => place !== 'chain')
    .map((place) => {
      const [zone, player] = place.split(':');
      if (zone === 'attached') return zone;
      return player === undefined ? zone : `${player}.${zone}`;
    });
}

describe('HF-3.1 per-player zones and the shared battlefield and exclusion zone', () => {
  it('HF-3.1 each player has main deck, guard deck, hand, energy, trash, damage field (+extra deck); battlefield and exclusion are shared', () => {
    const g = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed: 1, firstPlayer: 0 });
    for (const p of [0, 1] as PlayerIndex[]) {
      const ps = g.state.players[p];
      for (const z of PLAYER_ZONES) {
        expect(Array.isArray(ps[z as PlayerZone])).toBe(true);
      }
      // every card of the player is in exactly one of its own zones
      const own = g.state.cards.filter((c) => c.owner === p);
      expect(own.length).toBe(p === 0 ? 40 : 47);
      for (const c of own) expect(whereIs(g, c.id)).toEqual([`${p}.${c.zone}`]);
    }
    // only a 【空装】 deck brings an extra deck (blue's 蒼天の空装), and it is its owner's zone
    expect(g.state.players[0].extraDeck).toEqual([]);
    expect(g.state.players[1].extraDeck.length).toBe(7);
    expect(Array.isArray(g.state.battlefield)).toBe(true);
    expect(Array.isArray(g.state.excluded)).toBe(true);
  });

  it('HF-3.1 one battlefield holds both players’ characters, each with its controller', () => {
    const g = makeGame({
      p0: { battlefield: ['紅蓮の剣士'] },
      p1: { battlefield: ['学徒', '見張りの騎士'] },
    });
    const a = cardId(g, '紅蓮の剣士', 0);
    const b = cardId(g, '学徒', 1);
    const c = cardId(g, '見張りの騎士', 1);
    expect([...g.state.battlefield].sort()).toEqual([a, b, c].sort());
    expect([a, b, c].map((id) => g.state.cards[id].controller)).toEqual([0, 1, 1]);
    // both players see the same shared battlefield
    expect(view(g, 0).battlefield.length).toBe(3);
    expect(view(g, 1).battlefield.length).toBe(3);
  });

  it('HF-3.1 a granted extra deck is the owner’s own zone, hidden from the opponent', () => {
    const extraCard = (n: string) => FIXTURE.card(`追加${n}`);
    const grantor = FIXTURE.card('拡張の空装');
    const red = FIXTURE_DECKS.red;
    const deck = {
      main: red.main,
      guard: [grantor, ...red.guard.slice(1)],
      extra: [...Array(3).fill(extraCard('A')), ...Array(3).fill(extraCard('B')), extraCard('C')],
    };
    const g = createGame({ decks: [deck, PLAIN_BLUE], seed: 2, firstPlayer: 0 });
    expect(g.state.players[0].extraDeck.length).toBe(7);
    expect(g.state.players[1].extraDeck.length).toBe(0);
    expect(view(g, 1).players[0].extraDeck).toBe(7);
    const own = view(g, 0).players[0].extraDeck;
    expect(Array.isArray(own) && own.every((c) => !('hidden' in c))).toBe(true);
  });
});

describe('HF-3.2 active / asleep', () => {
  it('HF-3.2 characters and energies are active or asleep', () => {
    const g = makeGame({
      p0: { battlefield: ['紅蓮の剣士', '学徒'], hand: ['業火'], energy: 3 },
      p1: { battlefield: [{ name: '学徒', sleep: true }] },
    });
    const sword = cardId(g, '紅蓮の剣士', 0);
    act(g, { type: 'attack', attacker: sword, target: { player: 1 } });
    expect(g.state.cards[sword].sleep).toBe(true);
    expect(g.state.cards[cardId(g, '学徒', 0)].sleep).toBe(false);
    expect(g.state.cards[cardId(g, '学徒', 1)].sleep).toBe(true);
    passAll(g);
    act(g, { type: 'takeDamage' });
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [cardId(g, '学徒', 1)] });
    const energy = g.state.players[0].energy.map((id) => g.state.cards[id].sleep);
    expect(energy.filter(Boolean).length).toBe(2);
    expect(view(g, 0).players[0].energy).toEqual({ count: 3, active: 1 });
  });

  it('HF-3.2 a set card shares its host’s state', () => {
    const g = makeGame({
      p0: {
        battlefield: ['紅蓮の剣士', { name: '穿つ槍兵', sleep: true }],
        hand: ['炎の剣', '炎の剣'],
        energy: 2,
      },
      p1: { battlefield: ['見張りの騎士'] },
    });
    const sword = cardId(g, '紅蓮の剣士', 0);
    const pupil = cardId(g, '穿つ槍兵', 0);
    const blade = cardId(g, '炎の剣', 0, 0);
    const shackle = cardId(g, '炎の剣', 0, 1);
    act(g, { type: 'play', card: blade, targets: [sword] });
    passAll(g);
    act(g, { type: 'play', card: shackle, targets: [pupil] });
    passAll(g);
    expect(g.state.cards[blade].zone).toBe('attached');
    expect(g.state.cards[shackle].zone).toBe('attached');
    // set onto an asleep host: asleep at once; onto an active host: active
    expect(g.state.cards[shackle].sleep).toBe(true);
    expect(g.state.cards[blade].sleep).toBe(false);
    act(g, { type: 'attack', attacker: sword, target: { player: 1 } });
    expect(g.state.cards[sword].sleep).toBe(true);
    expect(g.state.cards[blade].sleep).toBe(true);
  });

  it('HF-3.2 a world set has no state: it is never active nor asleep', () => {
    const g = makeGame({ p0: { battlefield: ['戦旗の城', '眠れる庭園'], hand: ['鎮め'] } });
    const castle = cardId(g, '戦旗の城', 0);
    const garden = cardId(g, '眠れる庭園', 0);
    // "target an active card" finds no world set, so the command has no target and cannot be played (HF-5.4)
    expect(legalActions(g).some((a) => a.type === 'play' && a.card === cardId(g, '鎮め', 0))).toBe(false);
    // its [スリープ] cost cannot be paid: a world set cannot be turned asleep
    expect(legalActions(g).some((a) => a.type === 'activate' && a.card === garden)).toBe(false);
    expect(g.state.cards[castle].sleep).toBe(false);
  });
});

describe('HF-3.3 a card put into a main deck becomes face down', () => {
  it('HF-3.3 a face-up battlefield card returned to the deck is face down (even if the effect asks for face up)', () => {
    const g = makeGame({ p0: { hand: ['送還'] }, p1: { battlefield: ['紅蓮の剣士'] } });
    const sword = cardId(g, '紅蓮の剣士', 1);
    expect(g.state.cards[sword].faceUp).toBe(true);
    act(g, { type: 'play', card: cardId(g, '送還', 0), targets: [sword] });
    passAll(g);
    expect(g.state.cards[sword].zone).toBe('mainDeck');
    expect(g.state.players[1].mainDeck[0]).toBe(sword);
    expect(g.state.cards[sword].faceUp).toBe(false);
    expect(view(g, 0).players[1].mainDeck).toBe(21);
  });

  it('HF-3.3 trash cards (face up) shuffled into the main deck by a reload are face down', () => {
    const g = makeGame({ p0: { hand: ['学徒'], energy: 1, mainCount: 0, trash: ['業火', '鼓舞', '断罪'] } });
    const trash = [...g.state.players[0].trash];
    expect(trash.every((id) => g.state.cards[id].faceUp)).toBe(true);
    act(g, { type: 'play', card: cardId(g, '学徒', 0) });
    passAll(g); // 学徒 enters and draws from the empty deck: reload
    expect(g.state.pending?.kind).toBe('reload');
    act(g, { type: 'reloadCard' });
    act(g, { type: 'reloadCard' });
    expect(g.state.players[0].mainDeck.length).toBe(2);
    for (const id of g.state.players[0].mainDeck) expect(g.state.cards[id].faceUp).toBe(false);
  });

  it('HF-3.3 a mulligan returns the hand face down', () => {
    const g = createGame({ decks: [PLAIN_BLUE, PLAIN_BLUE], seed: 3, firstPlayer: 0 });
    const hand = [...g.state.players[0].hand];
    expect(hand.every((id) => g.state.cards[id].faceUp)).toBe(true);
    act(g, { type: 'mulligan', redraw: true });
    for (const id of hand) {
      if (g.state.cards[id].zone === 'mainDeck') expect(g.state.cards[id].faceUp).toBe(false);
    }
    expect(g.state.players[0].mainDeck.every((id) => !g.state.cards[id].faceUp)).toBe(true);
  });
});

describe('HF-3.4 a card goes to its owner’s zone', () => {
  it('HF-3.4 a destroyed character controlled by the other player goes to its owner’s trash', () => {
    const g = makeGame({ p0: { hand: ['洗脳', '業火'], energy: 6 }, p1: { battlefield: ['紅蓮の剣士'] } });
    const sword = cardId(g, '紅蓮の剣士', 1);
    act(g, { type: 'play', card: cardId(g, '洗脳', 0), targets: [sword] });
    passAll(g);
    expect(g.state.cards[sword].controller).toBe(0);
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [sword] });
    passAll(g);
    expect(g.state.cards[sword].zone).toBe('trash');
    expect(g.state.players[1].trash).toContain(sword);
    expect(g.state.players[0].trash).not.toContain(sword);
    expect(g.state.cards[sword].controller).toBe(1);
  });

  it('HF-3.4 a stolen character returned to the hand goes to its owner’s hand', () => {
    const g = makeGame({ p0: { hand: ['洗脳', '帰還'], energy: 4 }, p1: { battlefield: ['学徒'] } });
    const pupil = cardId(g, '学徒', 1);
    act(g, { type: 'play', card: cardId(g, '洗脳', 0), targets: [pupil] });
    passAll(g);
    act(g, { type: 'play', card: cardId(g, '帰還', 0), targets: [pupil] });
    passAll(g);
    expect(g.state.players[1].hand).toContain(pupil);
    expect(g.state.players[0].hand).not.toContain(pupil);
  });

  it('HF-3.4 a set card on the opponent’s character goes to its owner’s trash when the host leaves', () => {
    const g = makeGame({
      p0: { hand: ['呪いの枷', '業火'], energy: 3 },
      p1: { battlefield: ['紅蓮の剣士'] },
    });
    const sword = cardId(g, '紅蓮の剣士', 1);
    const shackle = cardId(g, '呪いの枷', 0);
    act(g, { type: 'play', card: shackle, targets: [sword] });
    passAll(g);
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [sword] }); // 3000 ≥ 2000
    passAll(g);
    expect(g.state.players[1].trash).toContain(sword);
    expect(g.state.players[0].trash).toContain(shackle);
    expect(whereIs(g, shackle)).toEqual(['0.trash']);
  });
});

describe('HF-3.5 energies are face down; nobody sees their faces', () => {
  it('HF-3.5 an energy placed in the energy phase is face down and hidden from both players', () => {
    const g = makeGame({ p1: { main: ['紅蓮の剣士', '業火'] } });
    act(g, { type: 'endMain' });
    while (g.state.pending?.kind !== 'energy')
      act(g, { type: legalActions(g).some((a) => a.type === 'pass') ? 'pass' : 'discard' });
    const top = g.state.players[1].mainDeck[0];
    act(g, { type: 'placeEnergy', place: true });
    expect(g.state.players[1].energy).toEqual([top]);
    expect(g.state.cards[top].faceUp).toBe(false);
    for (const viewer of [0, 1] as PlayerIndex[]) {
      const v = view(g, viewer);
      expect(v.players[1].energy).toEqual({ count: 1, active: 1 });
      expect(JSON.stringify(v.players[1])).not.toContain('業火');
      const placed = v.log.filter((e) => e.type === 'energyPlaced');
      expect(placed).toEqual([{ type: 'energyPlaced', player: 1, card: -1 }]);
    }
  });

  it('HF-3.5 a card an effect puts into the energy field is face down even if it was face up', () => {
    const g = makeGame({ p0: { hand: ['充填', '紅蓮の剣士'] } });
    const sword = cardId(g, '紅蓮の剣士', 0);
    act(g, { type: 'play', card: cardId(g, '充填', 0), targets: [sword] });
    passAll(g);
    expect(g.state.players[0].energy).toContain(sword);
    expect(g.state.cards[sword].faceUp).toBe(false);
    expect(view(g, 0).players[0].energy).toEqual({ count: 1, active: 1 });
  });
});

describe('HF-3.6 face-down damage-field cards: the owner may look', () => {
  it('HF-3.6 the owner sees a face-down damage card, the opponent does not; a revealed trigger is public', () => {
    const g = makeGame({
      p0: { battlefield: ['紅蓮の剣士', '穿つ槍兵'] },
      p1: { guard: ['業火', '守りの盾', '学徒'] },
    });
    act(g, { type: 'attack', attacker: cardId(g, '紅蓮の剣士', 0), target: { player: 1 } });
    passAll(g);
    const fire = cardId(g, '業火', 1);
    act(g, { type: 'takeDamage', card: fire, reveal: false });
    expect(g.state.players[1].damageField).toEqual([fire]);
    expect(g.state.cards[fire].faceUp).toBe(false);
    const own = view(g, 1).players[1].damageField;
    const theirs = view(g, 0).players[1].damageField;
    expect(own).toEqual([expect.objectContaining({ id: fire, name: '業火' })]);
    expect(theirs).toEqual([{ hidden: true }]);
    // a damage card revealed for its 【ダメージトリガー】 goes face up: both see it
    act(g, { type: 'attack', attacker: cardId(g, '穿つ槍兵', 0), target: { player: 1 } });
    passAll(g);
    const shield = cardId(g, '守りの盾', 1);
    act(g, { type: 'takeDamage', card: shield, reveal: true });
    expect(g.state.cards[shield].faceUp).toBe(true);
    expect(view(g, 0).players[1].damageField).toEqual([
      { hidden: true },
      expect.objectContaining({ id: shield, name: '守りの盾' }),
    ]);
  });
});

describe('HF-3.7 a played card waiting in the chain is in no zone', () => {
  it('HF-3.7 a waiting command is not in hand, battlefield, trash or exclusion; it reaches the trash after resolving', () => {
    const g = makeGame({
      p0: { hand: ['業火'], energy: 2 },
      p1: { battlefield: ['学徒'], hand: ['鼓舞'], energy: 1 },
    });
    const fire = cardId(g, '業火', 0);
    act(g, { type: 'play', card: fire, targets: [cardId(g, '学徒', 1)] });
    expect(g.state.cards[fire].zone).toBe('chain');
    expect(whereIs(g, fire)).toEqual([]);
    expect(g.state.chain.some((i) => i.kind === 'play' && i.card === fire)).toBe(true);
    // still waiting while the opponent responds
    act(g, { type: 'play', card: cardId(g, '鼓舞', 1), targets: [cardId(g, '学徒', 1)] });
    expect(whereIs(g, fire)).toEqual([]);
    expect(view(g, 1).chain.filter((i) => i.kind === 'play').length).toBe(2);
    passAll(g);
    expect(whereIs(g, fire)).toEqual(['0.trash']);
  });

  it('HF-3.7 a waiting character is not on the battlefield and cannot be targeted as a character', () => {
    const g = makeGame({ p0: { hand: ['紅蓮の剣士'], energy: 2 }, p1: { hand: ['業火'], energy: 2 } });
    const sword = cardId(g, '紅蓮の剣士', 0);
    act(g, { type: 'play', card: sword });
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(g.state.battlefield).toEqual([]);
    expect(whereIs(g, sword)).toEqual([]);
    expect(legalActions(g).some((a) => a.type === 'play' && a.card === cardId(g, '業火', 1))).toBe(false);
    passAll(g);
    expect(g.state.battlefield).toEqual([sword]);
  });
});

describe('HF-3.8 the exclusion zone: shared, public, empty at game start', () => {
  it('HF-3.8 no card is excluded at game start', () => {
    for (const seed of [1, 2]) {
      const g = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
      expect(g.state.excluded).toEqual([]);
      expect(g.state.cards.some((c) => c.zone === 'excluded')).toBe(false);
      expect(view(g, 0).excluded).toEqual([]);
    }
  });

  it('HF-3.8 cards of both players go to the one exclusion zone, face up and visible to both', () => {
    const g = makeGame({
      p0: { hand: ['追放', '追放'], battlefield: ['学徒'] },
      p1: { battlefield: ['見張りの騎士'] },
    });
    const before = g.state.excluded.length; // the harness parks unused deck cards there
    const mine = cardId(g, '学徒', 0);
    const theirs = cardId(g, '見張りの騎士', 1);
    act(g, { type: 'play', card: cardId(g, '追放', 0, 0), targets: [theirs] });
    passAll(g);
    act(g, { type: 'play', card: cardId(g, '追放', 0, 1), targets: [mine] });
    passAll(g);
    expect(g.state.excluded.length).toBe(before + 2);
    expect(g.state.excluded.slice(-2)).toEqual([theirs, mine]);
    for (const id of [mine, theirs]) expect(g.state.cards[id].faceUp).toBe(true);
    for (const viewer of [0, 1] as PlayerIndex[]) {
      const names = view(g, viewer)
        .excluded.slice(-2)
        .map((c) => ('hidden' in c ? null : c.name));
      expect(names).toEqual(['見張りの騎士', '学徒']);
    }
    expect(
      events(g, 'move')
        .filter((e) => e.to === 'excluded')
        .map((e) => e.card),
    ).toEqual([theirs, mine]);
  });
});
