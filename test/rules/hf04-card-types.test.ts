// HF-4 Card types (000 ■カードの種別, ■戦場とカードのプレイヤー).
import { describe, expect, it } from 'vitest';
import type { ActivatedAbility, CardDefinition } from '../../src/core/cardTypes.js';
import { IllegalActionError } from '../../src/engine/index.js';
import { isCharacter, keywordCount, kindOf, traitsOf } from '../../src/engine/query.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, apply, cardId, legalActions, makeGame, passAll, power } from '../helpers/harness.js';
import { activeEnergies, inHand, onBattlefield, zoneOf } from '../helpers/lookup.js';

// 剣士狩り (destroys every 《剣士》), 旗手 (your other characters +1000), 契約の紋章 (a set card: draws when set, gives
// its host 「[1]：…1枚引く」), 監視の紋章 (a set card: [自動] when set / when your character enters, draw),
// 霧の神殿 (a world set: [1]：draw).
const FIXTURE = fixtureCards('hf04-card-types');

// Not a card: a world set with a [スリープ] cost. The compiler rejects one (HF-E044: a world set has no state,
// HF-3.2), so this copy of 霧の神殿 gets it here, to check that the engine never lets it be paid either.
const SLEEP_TO_DRAW: ActivatedAbility = {
  kind: 'activated',
  text: '[スリープ]：あなたはメインデッキからカードを1枚引く。',
  costs: [{ kind: 'sleep' }],
  effect: { processes: [{ steps: [{ op: 'draw', player: 'you', count: 1 }] }] },
};
const TEMPLE = FIXTURE.card('霧の神殿');
const MIST_TEMPLE: CardDefinition = {
  ...TEMPLE,
  text: `${TEMPLE.text}\n${SLEEP_TO_DRAW.text}`,
  abilities: [...TEMPLE.abilities, SLEEP_TO_DRAW],
};

const CARDS = [...FIXTURE.all.filter((card) => card !== TEMPLE), MIST_TEMPLE];

describe('HF-4.1 every card has a name, an energy cost and traits (possibly none)', () => {
  it('HF-4.1 the printed cost is what is paid, and traits (or their absence) decide what an effect matches', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['紅蓮の剣士', '剣士狩り'], energy: 3 },
      p1: { battlefield: ['穿つ槍兵', 'バニラ'] },
    });
    const crimson = cardId(g, '紅蓮の剣士', 0);
    act(g, { type: 'play', card: crimson });
    expect(activeEnergies(g, 0)).toBe(1); // cost 2 paid
    passAll(g);
    expect(traitsOf(g, crimson)).toEqual(['発現者', '剣士']);
    const vanilla = onBattlefield(g, 'バニラ', 1);
    expect(traitsOf(g, vanilla)).toEqual([]);
    act(g, { type: 'play', card: cardId(g, '剣士狩り', 0) });
    expect(activeEnergies(g, 0)).toBe(0); // cost 1 paid
    passAll(g);
    // Both 《剣士》 are destroyed, whoever controls them; the trait-less character stays.
    expect(zoneOf(g, crimson)).toBe('trash');
    expect(zoneOf(g, cardId(g, '穿つ槍兵', 1))).toBe('trash');
    expect(zoneOf(g, vanilla)).toBe('battlefield');
  });
});

describe('HF-4.2 character cards', () => {
  it('HF-4.2 a played character enters active, controlled by the player who played it, and may attack at once', () => {
    const g = makeGame({ p0: { hand: ['紅蓮の剣士'], energy: 2 } });
    const c = cardId(g, '紅蓮の剣士', 0);
    act(g, { type: 'play', card: c });
    expect(zoneOf(g, c)).toBe('chain');
    passAll(g);
    expect(zoneOf(g, c)).toBe('battlefield');
    expect(g.state.cards[c].sleep).toBe(false);
    expect(g.state.cards[c].controller).toBe(0);
    expect(g.state.log).toContainEqual({ type: 'enter', card: c, controller: 0, faceDown: false });
    // No waiting turn: it can attack right away.
    expect(legalActions(g).some((a) => a.type === 'attack' && a.attacker === c)).toBe(true);
    act(g, { type: 'attack', attacker: c, target: { player: 1 } });
    expect(g.state.cards[c].sleep).toBe(true);
  });

  it('HF-4.2 a character card is a "character" and its text works only while it is on the battlefield', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['旗手'], battlefield: ['紅蓮の剣士'], energy: 1, trash: ['旗手'] },
    });
    const crimson = cardId(g, '紅蓮の剣士', 0);
    const inHand = g.state.players[0].hand[0];
    const inTrash = g.state.players[0].trash[0];
    expect(zoneOf(g, inHand)).toBe('hand');
    expect(zoneOf(g, inTrash)).toBe('trash');
    // In the hand and in the trash it is no character and its continuous effect does nothing.
    expect(isCharacter(g, inHand)).toBe(false);
    expect(isCharacter(g, inTrash)).toBe(false);
    expect(power(g, crimson)).toBe(3000);
    act(g, { type: 'play', card: inHand });
    passAll(g);
    expect(isCharacter(g, inHand)).toBe(true);
    expect(power(g, crimson)).toBe(4000);
  });
});

describe('HF-4.3 command cards', () => {
  it('HF-4.3 a command waits in no zone, resolves its effect, then goes to its owner’s trash at once', () => {
    const g = makeGame({ p0: { hand: ['業火'], energy: 2 }, p1: { battlefield: ['紅蓮の剣士'] } });
    const fire = cardId(g, '業火', 0);
    const target = cardId(g, '紅蓮の剣士', 1);
    act(g, { type: 'play', card: fire, targets: [target] });
    expect(zoneOf(g, fire)).toBe('chain');
    expect(g.state.players[0].hand).not.toContain(fire);
    expect(g.state.players[0].trash).not.toContain(fire);
    passAll(g);
    expect(g.state.players[0].trash).toEqual([fire]);
    expect(g.state.players[1].trash).toEqual([target]);
    expect(g.state.chain).toEqual([]);
  });
});

describe('HF-4.4 set cards', () => {
  it('HF-4.4 a set card is set on its target; the host gets its power modifier, traits and abilities', () => {
    const g = makeGame({ p0: { hand: ['炎の剣'], battlefield: ['学徒'], energy: 1 } });
    const sword = cardId(g, '炎の剣', 0);
    const host = cardId(g, '学徒', 0);
    act(g, { type: 'play', card: sword, targets: [host] });
    passAll(g);
    expect(zoneOf(g, sword)).toBe('attached');
    expect(g.state.cards[sword].host).toBe(host);
    expect(g.state.cards[host].attachments).toEqual([sword]);
    expect(g.state.battlefield).not.toContain(sword);
    expect(power(g, host)).toBe(2000);
    expect(traitsOf(g, host)).toContain('武器');
    expect(keywordCount(g, host, 'pierce')).toBe(1);
  });

  it('HF-4.4 any player’s character is a legal host; when the host leaves, its set cards go to their owners’ trash', () => {
    const g = makeGame({
      p0: { hand: ['炎の剣', '業火'], energy: 3 },
      p1: { battlefield: ['紅蓮の剣士'], hand: ['呪いの枷'], energy: 1, marker: false },
    });
    const host = cardId(g, '紅蓮の剣士', 1);
    const sword = cardId(g, '炎の剣', 0);
    const shackle = cardId(g, '呪いの枷', 1);
    act(g, { type: 'play', card: sword, targets: [host] });
    // p1 answers by setting its own card on its own character; LIFO: the shackle is set first.
    act(g, { type: 'play', card: shackle, targets: [host] });
    passAll(g);
    expect(g.state.cards[host].attachments).toEqual([shackle, sword]);
    expect(g.state.cards[sword].controller).toBe(0);
    expect(g.state.cards[shackle].controller).toBe(1);
    expect(power(g, host)).toBe(3000);
    act(g, { type: 'play', card: cardId(g, '業火', 0), targets: [host] });
    passAll(g);
    expect(g.state.cards[host].attachments).toEqual([]);
    expect(g.state.players[1].trash).toEqual(expect.arrayContaining([host, shackle]));
    expect(g.state.players[0].trash).toContain(sword);
    expect(g.state.players[1].trash).not.toContain(sword);
    expect(g.state.cards[sword].host).toBeNull();
  });
});

describe('HF-4.5 a set card’s controller is always its owner', () => {
  it('HF-4.5 set on an opponent’s character, the set card stays its owner’s and its "when set" effect is its owner’s', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['契約の紋章'], energy: 1 },
      p1: { battlefield: ['学徒'], energy: 2, marker: false },
    });
    const sigil = cardId(g, '契約の紋章', 0);
    const host = cardId(g, '学徒', 1);
    act(g, { type: 'play', card: sigil, targets: [host] });
    passAll(g);
    expect(g.state.cards[sigil].host).toBe(host);
    expect(g.state.cards[sigil].owner).toBe(0);
    expect(g.state.cards[sigil].controller).toBe(0);
    expect(g.state.cards[host].controller).toBe(1);
    // The "when set" effect "you draw 1" is processed by the set card's player (p0), not the host's.
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.players[1].hand.length).toBe(0);
  });

  it('HF-4.5 a set card’s own "[自動] when this is set" ability is processed by its owner', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['監視の紋章'], energy: 1 },
      p1: { battlefield: ['学徒'], marker: false },
    });
    const sigil = cardId(g, '監視の紋章', 0);
    act(g, { type: 'play', card: sigil, targets: [cardId(g, '学徒', 1)] });
    passAll(g);
    expect(g.state.log.some((e) => e.type === 'trigger' && e.controller === 0)).toBe(true);
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.players[1].hand.length).toBe(0);
  });

  it('HF-4.5 an auto ability the host gains (「…」を得る) is processed by the host’s player, not the set card’s owner', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['冬の紋章', '破壊令'] },
      p1: { battlefield: ['学徒'], marker: false },
    });
    const host = cardId(g, '学徒', 1);
    act(g, { type: 'play', card: cardId(g, '冬の紋章', 0), targets: [host] });
    passAll(g);
    act(g, { type: 'play', card: cardId(g, '破壊令', 0), targets: [host] });
    passAll(g);
    // 000 ■戦場とカードのプレイヤー: "キャラクターが得た起動能力などは相手プレイヤーに利用されてしまう"
    expect(g.state.players[1].hand.length).toBe(1);
    expect(g.state.players[0].hand.length).toBe(0);
  });

  it('「このキャラクターにセットカードがセットされた時」 triggers when a set card is set on it (issue 22)', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['冬の紋章'], battlefield: ['花嫁'] } });
    act(g, { type: 'play', card: cardId(g, '冬の紋章', 0), targets: [cardId(g, '花嫁', 0)] });
    passAll(g);
    expect(g.state.log.some((e) => e.type === 'trigger' && e.card === cardId(g, '花嫁', 0))).toBe(true);
    expect(g.state.players[0].hand.length).toBe(1);
  });

  it('HF-4.5 an activated ability a set card grants is used by the host’s controller, not the set card’s owner', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['契約の紋章'], energy: 3 },
      p1: { battlefield: ['学徒'], energy: 2, marker: false },
    });
    const sigil = cardId(g, '契約の紋章', 0);
    const host = cardId(g, '学徒', 1);
    act(g, { type: 'play', card: sigil, targets: [host] });
    passAll(g);
    expect(power(g, host)).toBe(1500);
    expect(legalActions(g).some((a) => a.type === 'activate')).toBe(false);
    expect(() =>
      apply(g, {
        type: 'activate',
        player: 0,
        card: host,
        ability: `s${sigil}.0`,
        targets: [],
        x: 0,
        useMarker: false,
      }),
    ).toThrow(IllegalActionError);
    act(g, { type: 'endMain' });
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    const p0Hand = g.state.players[0].hand.length;
    act(g, { type: 'activate', card: host, ability: `s${sigil}.0` });
    act(g, { type: 'pass' });
    act(g, { type: 'pass' });
    expect(g.state.players[1].hand.length).toBe(1); // drawn by the host's controller
    expect(g.state.players[0].hand.length).toBe(p0Hand);
  });

  it('HF-4.4 RULING an auto ability printed on a set card is its host’s (000 ■セットカード): 「あなた」 is the host’s player; only 「このカードがセットされた時」 stays the set card’s player’s (HF-4.5)', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['監視の紋章', 'バニラ'], energy: 2 },
      p1: { battlefield: ['紅蓮の剣士'], hand: ['バニラ'], energy: 1, marker: false },
    });
    const host = cardId(g, '紅蓮の剣士', 1);
    act(g, { type: 'play', card: cardId(g, '監視の紋章', 0), targets: [host] });
    passAll(g);
    const p0Hand = g.state.players[0].hand.length; // バニラ + the card drawn when set (the set card's player)
    expect(p0Hand).toBe(2);
    // p0's character entering is not "your character" for the host's player p1: nothing triggers.
    act(g, { type: 'play', card: inHand(g, 'バニラ', 0) });
    passAll(g);
    expect(g.state.players[1].hand.length).toBe(1);
    expect(g.state.players[0].hand.length).toBe(p0Hand - 1);
    // p1's character entering is the host's player's character: p1 draws.
    act(g, { type: 'endMain' });
    act(g, { type: 'play', card: inHand(g, 'バニラ', 1) });
    act(g, { type: 'pass' });
    act(g, { type: 'pass' });
    expect(g.state.players[1].hand.length).toBe(1); // played its バニラ, drew one
    expect(g.state.players[0].hand.length).toBe(p0Hand - 1);
    expect(
      g.state.log.filter((e) => e.type === 'trigger').map((e) => (e as { controller: number }).controller),
    ).toContain(1);
  });
});

describe('HF-4.6 world sets', () => {
  it('HF-4.6 a world set enters alone and its abilities work on their own', () => {
    const g = makeGame({
      p0: { hand: ['戦旗の城'], battlefield: ['学徒'], energy: 2 },
      p1: { battlefield: ['学徒'] },
    });
    const castle = cardId(g, '戦旗の城', 0);
    act(g, { type: 'play', card: castle });
    passAll(g);
    expect(zoneOf(g, castle)).toBe('battlefield');
    expect(g.state.cards[castle].host).toBeNull();
    expect(g.state.cards[castle].controller).toBe(0);
    expect(power(g, cardId(g, '学徒', 0))).toBe(1500);
    expect(power(g, cardId(g, '学徒', 1))).toBe(1000);
  });

  it('HF-4.6 a player’s new world set sends that player’s old one (with its set cards) to the trash; the opponent’s stays', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['霧の神殿', '炎の剣'], battlefield: ['戦旗の城'], energy: 3 },
      p1: { battlefield: ['戦旗の城'] },
    });
    const oldCastle = cardId(g, '戦旗の城', 0);
    const theirs = cardId(g, '戦旗の城', 1);
    const sword = cardId(g, '炎の剣', 0);
    // Set cards may be set on a world set.
    expect(
      legalActions(g).some((a) => a.type === 'play' && a.card === sword && a.targets[0] === oldCastle),
    ).toBe(true);
    act(g, { type: 'play', card: sword, targets: [oldCastle] });
    passAll(g);
    expect(g.state.cards[sword].host).toBe(oldCastle);
    const temple = cardId(g, '霧の神殿', 0);
    act(g, { type: 'play', card: temple });
    passAll(g);
    expect(zoneOf(g, temple)).toBe('battlefield');
    expect(g.state.players[0].trash).toEqual(expect.arrayContaining([oldCastle, sword]));
    expect(zoneOf(g, theirs)).toBe('battlefield');
    const worldSets = g.state.battlefield.filter((id) => kindOf(g, id) === 'worldSet');
    expect(worldSets.sort()).toEqual([temple, theirs].sort());
  });

  it('HF-4.6 a world set has no state and no power: no [スリープ] cost, no power from set cards, never a character', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['炎の剣'], battlefield: ['霧の神殿'], energy: 2 } });
    const temple = cardId(g, '霧の神殿', 0);
    const acts = legalActions(g).filter((a) => a.type === 'activate' && a.card === temple);
    // [1] is usable on its own; [スリープ] can never be paid by a card that has no state.
    expect(acts.map((a) => (a as { ability: string }).ability)).toEqual(['p0']);
    expect(legalActions(g).some((a) => a.type === 'attack' && a.attacker === temple)).toBe(false);
    expect(isCharacter(g, temple)).toBe(false);
    act(g, { type: 'play', card: cardId(g, '炎の剣', 0), targets: [temple] });
    passAll(g);
    expect(power(g, temple)).toBe(0);
    act(g, { type: 'activate', card: temple, ability: 'p0' });
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.cards[temple].sleep).toBe(false);
  });
});

describe('HF-4.7 playing in either player’s turn makes no difference', () => {
  it('HF-4.7 a character played in the opponent’s turn enters active under its player; a command works the same', () => {
    const g = makeGame({
      p0: { hand: ['学徒', 'バニラ'], energy: 2 },
      p1: { hand: ['見張りの騎士', '鼓舞'], energy: 3, marker: false },
    });
    act(g, { type: 'play', card: cardId(g, '学徒', 0) });
    // p1 answers in p0's turn with a character of its own.
    const knight = cardId(g, '見張りの騎士', 1);
    act(g, { type: 'play', card: knight });
    passAll(g);
    expect(g.state.turnPlayer).toBe(0);
    expect(zoneOf(g, knight)).toBe('battlefield');
    expect(g.state.cards[knight].sleep).toBe(false);
    expect(g.state.cards[knight].controller).toBe(1);
    // And a command, still in p0's turn, on its own character.
    act(g, { type: 'play', card: inHand(g, 'バニラ', 0) });
    act(g, { type: 'play', card: cardId(g, '鼓舞', 1), targets: [knight] });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(power(g, knight)).toBe(3000);
  });
});

describe('HF-4.8 no limit on characters or set cards', () => {
  it('HF-4.8 many characters share the battlefield and many set cards share one host', () => {
    const g = makeGame({
      p0: {
        hand: ['学徒', '炎の剣', '炎の剣', '炎の剣'],
        battlefield: ['バニラ', 'バニラ', 'バニラ', 'バニラ', 'バニラ', 'バニラ', 'バニラ', 'バニラ'],
        energy: 10,
      },
    });
    const host = onBattlefield(g, 'バニラ', 0);
    act(g, { type: 'play', card: cardId(g, '学徒', 0) });
    passAll(g);
    expect(g.state.battlefield.filter((id) => g.state.cards[id].controller === 0).length).toBe(9);
    for (let i = 0; i < 3; i++) {
      act(g, { type: 'play', card: inHand(g, '炎の剣', 0), targets: [host] });
      passAll(g);
    }
    expect(g.state.cards[host].attachments.length).toBe(3);
    expect(power(g, host)).toBe(4000);
    expect(keywordCount(g, host, 'pierce')).toBe(3);
  });
});
