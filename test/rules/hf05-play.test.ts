// HF-5 Playing cards, costs and targets (000 ■カードのプレイ, ■効果と対象, ■エネルギーとエネルギーコスト,
// ■用意するもの (2) ガードデッキ, ■リロード).
import { describe, expect, it } from 'vitest';
import { sourceLabel } from '../../src/core/cardSource.js';
import { type Game, IllegalActionError, view } from '../../src/engine/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, apply, cardId, legalActions, makeGame, passAll, power } from '../helpers/harness.js';
import { activeEnergies, inGuard, inHand, nameOf, ofType, onBattlefield, zoneOf } from '../helpers/lookup.js';

// Commands 捨て札の儀 (discard 1), 手札破壊 (the opponent discards 2), 衝撃波 (3 damage), 大地の恵み (3 energies),
// 先見 (look at the top 3, up to 1 to the hand), 先見の後 (…その後、draw), 先見と (…。draw); 忠誠の証 (a set card
// only for your characters: draws when set); 代償の術者 ([手札を1枚捨てる]：draw); 狙撃手 and 物見櫓の兵 (1000
// damage to a target when it / an opponent's character enters).
const CARDS = [...fixtureCards('hf05-play').all];

/** The `file:line` a play event names (issue 12): the `.hf` header line of the played card. */
function playedFrom(game: Game, id: number): string {
  const label = sourceLabel(game.defs.get(game.state.cards[id].def)!);
  expect(label).toMatch(/^test\/fixtures\/fixture\.hf:\d+$/);
  return label!;
}

function illegalRule(fn: () => void): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof IllegalActionError) return e.rule;
    throw e;
  }
  throw new Error('expected an IllegalActionError');
}

describe('HF-5.1 when a card may be played', () => {
  it('HF-5.1 in the own main phase with nothing waiting; the non-turn player may not play then', () => {
    const g = makeGame({ p0: { hand: ['学徒'], energy: 1 }, p1: { hand: ['学徒'], energy: 1 } });
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(ofType(g, 'play').map((a) => a.card)).toContain(inHand(g, '学徒', 0));
    expect(ofType(g, 'play').every((a) => a.player === 0)).toBe(true);
    const theirs = inHand(g, '学徒', 1);
    expect(() => apply(g, { type: 'play', player: 1, card: theirs, targets: [], useMarker: false })).toThrow(
      IllegalActionError,
    );
  });

  it('HF-5.1 only the holder of an interruption window may play in it', () => {
    const g = makeGame({
      p0: { hand: ['学徒', 'バニラ'], energy: 2 },
      p1: { hand: ['学徒'], energy: 1, marker: false },
    });
    act(g, { type: 'play', card: inHand(g, '学徒', 0) });
    // p1 holds the window: its cards are playable, p0's are not.
    expect(g.state.pending).toEqual({ kind: 'window', player: 1 });
    expect(ofType(g, 'play').map((a) => a.card)).toContain(inHand(g, '学徒', 1));
    expect(ofType(g, 'play').every((a) => a.player === 1 && g.state.cards[a.card].owner === 1)).toBe(true);
    act(g, { type: 'pass' });
    // p1's pass opened a window for p0, who may play again.
    expect(g.state.pending).toEqual({ kind: 'window', player: 0 });
    expect(ofType(g, 'play').map((a) => a.card)).toContain(inHand(g, 'バニラ', 0));
  });

  it('HF-5.1 no play while defending or while an effect is being resolved', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['先見'], battlefield: ['紅蓮の剣士'], energy: 2 },
      p1: { hand: ['学徒'], battlefield: ['見張りの騎士'], energy: 2 },
    });
    act(g, { type: 'attack', attacker: onBattlefield(g, '紅蓮の剣士', 0), target: { player: 1 } });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'defense', player: 1 });
    expect(ofType(g, 'play')).toEqual([]);
    expect(
      illegalRule(() =>
        apply(g, { type: 'play', player: 1, card: inHand(g, '学徒', 1), targets: [], useMarker: false }),
      ),
    ).toBe('HF-5.1');
    act(g, { type: 'defend', defender: null });
    while (g.state.pending?.kind === 'damage') act(g, { type: 'takeDamage', reveal: false });
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    act(g, { type: 'play', card: inHand(g, '先見', 0) });
    passAll(g);
    expect(g.state.pending?.kind).toBe('choose');
    expect(ofType(g, 'play')).toEqual([]);
  });
});

describe('HF-5.2 the guard deck is playable as if it were the hand', () => {
  it('HF-5.2 a character and a command played from the guard deck behave exactly as from the hand', () => {
    const g = makeGame({ p0: { guard: ['紅蓮の剣士', '業火'], energy: 4 }, p1: { battlefield: ['学徒'] } });
    const crimson = inGuard(g, '紅蓮の剣士', 0);
    const fire = inGuard(g, '業火', 0);
    expect(ofType(g, 'play').map((a) => a.card)).toEqual(expect.arrayContaining([crimson, fire]));
    act(g, { type: 'play', card: crimson });
    passAll(g);
    expect(zoneOf(g, crimson)).toBe('battlefield');
    expect(g.state.cards[crimson].sleep).toBe(false);
    act(g, { type: 'play', card: fire, targets: [onBattlefield(g, '学徒', 1)] });
    passAll(g);
    expect(g.state.players[0].trash).toEqual([fire]);
    expect(g.state.players[1].trash.map((id) => nameOf(g, id))).toEqual(['学徒']);
    expect(g.state.players[0].guardDeck.length).toBe(0);
    expect(g.state.players[0].hand.length).toBe(0);
  });

  it('HF-5.2 guard-deck cards are not in the hand: "discard from your hand" cannot take them', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['捨て札の儀'], guard: ['業火', '学徒'] } });
    act(g, { type: 'play', card: inHand(g, '捨て札の儀', 0) });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(g.state.players[0].guardDeck.length).toBe(2);
    expect(g.state.players[0].trash.map((id) => nameOf(g, id))).toEqual(['捨て札の儀']);
  });

  it('HF-5.2 a "discard a card" cost cannot be paid with the guard deck', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['代償の術者'], guard: ['業火', '学徒'] } });
    const acts = legalActions(g).filter((a) => a.type === 'activate');
    expect(acts).toEqual([]);
    const g2 = makeGame({ cards: CARDS, p0: { battlefield: ['代償の術者'], hand: ['バニラ'] } });
    act(g2, { type: 'activate', card: onBattlefield(g2, '代償の術者', 0) });
    passAll(g2);
    expect(g2.state.players[0].trash.map((id) => nameOf(g2, id))).toEqual(['バニラ']);
    expect(g2.state.players[0].hand.length).toBe(1);
  });
});

describe('HF-5.3 reveal, choose targets, pay the energy cost', () => {
  it('HF-5.3 cost N turns N active energies asleep; a card whose cost cannot be paid cannot be played', () => {
    const g = makeGame({ p0: { hand: ['穿つ槍兵', '紅蓮の剣士'], energy: 4, marker: false } });
    const lancer = inHand(g, '穿つ槍兵', 0);
    const crimson = inHand(g, '紅蓮の剣士', 0);
    act(g, { type: 'play', card: lancer });
    expect(activeEnergies(g, 0)).toBe(1);
    expect(g.state.players[0].energy.length).toBe(4);
    passAll(g);
    expect(ofType(g, 'play').some((a) => a.card === crimson)).toBe(false);
    expect(
      illegalRule(() => apply(g, { type: 'play', player: 0, card: crimson, targets: [], useMarker: false })),
    ).toBe('HF-5.3');
    expect(zoneOf(g, crimson)).toBe('hand');
  });

  it('HF-5.3 the played card is revealed: the opponent’s view names it', () => {
    const g = makeGame({ p0: { hand: ['紅蓮の剣士'], energy: 2 } });
    const crimson = inHand(g, '紅蓮の剣士', 0);
    expect(view(g, 1).players[0].hand).toEqual([{ hidden: true }]);
    act(g, { type: 'play', card: crimson });
    expect(view(g, 1).log).toContainEqual({
      type: 'play',
      player: 0,
      card: crimson,
      targets: [],
      useMarker: false,
      source: playedFrom(g, crimson),
    });
    expect(g.state.cards[crimson].faceUp).toBe(true);
  });

  it('HF-5.3 the second-player marker pays 1 point of a cost, once per game', () => {
    const g = makeGame({ p0: { hand: ['紅蓮の剣士', '学徒', '鼓舞'], energy: 1, marker: true } });
    const crimson = inHand(g, '紅蓮の剣士', 0);
    // Cost 2 with 1 energy: only with the marker.
    const options = ofType(g, 'play').filter((a) => a.card === crimson);
    expect(options.map((a) => a.useMarker)).toEqual([true]);
    act(g, { type: 'play', card: crimson, useMarker: true });
    expect(g.state.players[0].secondPlayerMarker).toBe(false);
    expect(activeEnergies(g, 0)).toBe(0);
    expect(g.state.log).toContainEqual({
      type: 'play',
      player: 0,
      card: crimson,
      targets: [],
      useMarker: true,
      source: playedFrom(g, crimson),
    });
    passAll(g);
    expect(zoneOf(g, crimson)).toBe('battlefield');
    // Used up: a cost of 1 with no active energy can no longer be paid.
    expect(ofType(g, 'play')).toEqual([]);
    expect(
      illegalRule(() =>
        apply(g, { type: 'play', player: 0, card: inHand(g, '学徒', 0), targets: [], useMarker: true }),
      ),
    ).toBe('HF-5.3');
  });

  it('HF-5.3 the marker can pay an activated ability’s energy cost; it is never offered for a cost of 0', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['捨て札の儀'], battlefield: ['砲術士'], marker: true },
      p1: { battlefield: ['学徒'] },
    });
    const rite = inHand(g, '捨て札の儀', 0);
    expect(
      ofType(g, 'play')
        .filter((a) => a.card === rite)
        .map((a) => a.useMarker),
    ).toEqual([false]);
    const gunner = onBattlefield(g, '砲術士', 0);
    act(g, { type: 'activate', card: gunner, targets: [onBattlefield(g, '学徒', 1)], useMarker: true });
    expect(g.state.players[0].secondPlayerMarker).toBe(false);
    passAll(g);
    expect(zoneOf(g, cardId(g, '学徒', 1))).toBe('trash');
  });
});

describe('HF-5.4 targets of commands and set cards', () => {
  it('HF-5.4 a command or set card with no legal target cannot be played', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['業火', '鼓舞', '忠誠の証', '炎の剣'], energy: 5 },
      p1: { battlefield: ['学徒'] },
    });
    const legal = ofType(g, 'play').map((a) => nameOf(g, a.card));
    expect(legal).toContain('業火');
    expect(legal).toContain('炎の剣'); // any character is a host
    expect(legal).not.toContain('鼓舞'); // needs your character
    expect(legal).not.toContain('忠誠の証'); // set only on your character
    const buff = inHand(g, '鼓舞', 0);
    expect(
      illegalRule(() => apply(g, { type: 'play', player: 0, card: buff, targets: [], useMarker: false })),
    ).toBe('HF-5.4');
    const g2 = makeGame({ p0: { hand: ['業火', '炎の剣'], energy: 5 } });
    expect(ofType(g2, 'play').filter((a) => g2.state.cards[a.card].zone === 'hand')).toEqual([]);
  });

  it('HF-5.4 with no legal target the refusal cites HF-5.4 even when the cost cannot be paid either', () => {
    // Targets are chosen before the cost is paid (HF-5.3): the missing target is what refuses the play.
    const g = makeGame({ cards: CARDS, p0: { hand: ['鼓舞', '業火'], energy: 0, marker: false } });
    const play = (name: string, targets: number[]) =>
      illegalRule(() =>
        apply(g, { type: 'play', player: 0, card: inHand(g, name, 0), targets, useMarker: false }),
      );
    expect(play('鼓舞', [])).toBe('HF-5.4');
    expect(play('業火', [])).toBe('HF-5.4');
    const g2 = makeGame({ p0: { hand: ['業火'], energy: 0, marker: false }, p1: { battlefield: ['学徒'] } });
    // With a legal target chosen, the cost is the reason.
    expect(
      illegalRule(() =>
        apply(g2, {
          type: 'play',
          player: 0,
          card: inHand(g2, '業火', 0),
          targets: [cardId(g2, '学徒', 1)],
          useMarker: false,
        }),
      ),
    ).toBe('HF-5.3');
  });

  it('HF-5.10 HF-12.4 an activated ability with no legal target is refused for its target, before its cost', () => {
    const g = makeGame({ p0: { battlefield: ['砲術士'], energy: 0, marker: false } });
    const use = () =>
      apply(g, {
        type: 'activate',
        player: 0,
        card: onBattlefield(g, '砲術士', 0),
        ability: 'p0',
        targets: [],
        x: 0,
        useMarker: false,
      });
    expect(illegalRule(use)).toBe('HF-5.10');
  });

  it('HF-5.4 the player who plays chooses the targets at play time; they are kept, not chosen again', () => {
    const g = makeGame({
      p0: { hand: ['業火'], energy: 2 },
      p1: { battlefield: ['学徒', '紅蓮の剣士'], hand: ['学徒'], energy: 1 },
    });
    const fire = inHand(g, '業火', 0);
    const [a, b] = [onBattlefield(g, '学徒', 1), onBattlefield(g, '紅蓮の剣士', 1)];
    // Every legal target is offered to the player who plays it.
    expect(
      ofType(g, 'play')
        .filter((x) => x.card === fire)
        .map((x) => x.targets),
    ).toEqual(expect.arrayContaining([[a], [b]]));
    act(g, { type: 'play', card: fire, targets: [b] });
    expect(g.state.chain[0]).toMatchObject({ kind: 'play', player: 0, card: fire, targets: [{ card: b }] });
    // A new character appearing in response does not change anything.
    act(g, { type: 'play', card: inHand(g, '学徒', 1), useMarker: false });
    passAll(g);
    expect(zoneOf(g, b)).toBe('trash');
    expect(zoneOf(g, a)).toBe('battlefield');
    expect(g.state.battlefield.every((id) => g.state.cards[id].damage === 0)).toBe(true);
  });
});

describe('HF-5.5 targets of abilities', () => {
  it('HF-5.5 an activated ability’s targets are chosen when its use is declared', () => {
    const g = makeGame({
      p0: { battlefield: ['砲術士'], energy: 1 },
      p1: { battlefield: ['学徒', '紅蓮の剣士'], hand: ['鼓舞'], energy: 1, marker: false },
    });
    const gunner = onBattlefield(g, '砲術士', 0);
    const [a, b] = [onBattlefield(g, '学徒', 1), onBattlefield(g, '紅蓮の剣士', 1)];
    const options = legalActions(g).filter((x) => x.type === 'activate' && x.card === gunner);
    expect(options.map((x) => (x as { targets: number[] }).targets)).toEqual(
      expect.arrayContaining([[a], [b]]),
    );
    act(g, { type: 'activate', card: gunner, targets: [a] });
    expect(g.state.log).toContainEqual(
      expect.objectContaining({ type: 'activate', card: gunner, targets: [a] }),
    );
    // p1 saves the target by raising its power; the ability still hits only the declared target.
    act(g, { type: 'play', card: inHand(g, '鼓舞', 1), targets: [a] });
    passAll(g);
    expect(zoneOf(g, a)).toBe('battlefield');
    expect(g.state.cards[a].damage).toBe(1000);
    expect(g.state.cards[b].damage).toBe(0);
  });

  it('HF-5.5 an auto ability’s targets are chosen when it triggers, by its source’s controller', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['狙撃手'], energy: 1 },
      p1: { battlefield: ['学徒', '紅蓮の剣士'] },
    });
    act(g, { type: 'play', card: inHand(g, '狙撃手', 0) });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'triggerTargets', player: 0, prompt: 'p0' });
    const [a, b] = [onBattlefield(g, '学徒', 1), onBattlefield(g, '紅蓮の剣士', 1)];
    expect(
      legalActions(g)
        .filter((x) => x.type === 'chooseTargets')
        .map((x) => (x as { targets: number[] }).targets),
    ).toEqual([[a], [b]]);
    act(g, { type: 'chooseTargets', targets: [b] });
    expect(g.state.cards[b].damage).toBe(1000);
    expect(g.state.cards[a].damage).toBe(0);
  });

  it('HF-5.5 an opponent’s auto ability triggered in my turn is targeted by that opponent', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['バニラ'], battlefield: ['紅蓮の剣士'], energy: 1 },
      p1: { battlefield: ['物見櫓の兵'] },
    });
    const student = inHand(g, 'バニラ', 0);
    act(g, { type: 'play', card: student });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'triggerTargets', player: 1 });
    expect(() => apply(g, { type: 'chooseTargets', player: 0, targets: [student] })).toThrow(
      IllegalActionError,
    );
    act(g, { type: 'chooseTargets', targets: [student] });
    expect(zoneOf(g, student)).toBe('trash');
    expect(g.state.cards[onBattlefield(g, '紅蓮の剣士', 0)].damage).toBe(0);
  });
});

describe('HF-5.6 a target gone or no longer legal at resolution', () => {
  it('HF-5.6 a target that left the battlefield makes the effect do nothing; there is no re-targeting', () => {
    const g = makeGame({
      p0: { hand: ['業火', '断罪'], energy: 5 },
      p1: { battlefield: ['学徒', '紅蓮の剣士'] },
    });
    const fire = inHand(g, '業火', 0);
    const [a, b] = [onBattlefield(g, '紅蓮の剣士', 1), onBattlefield(g, '学徒', 1)];
    act(g, { type: 'play', card: fire, targets: [a] });
    act(g, { type: 'pass' });
    act(g, { type: 'play', card: inHand(g, '断罪', 0), targets: [a] });
    passAll(g);
    expect(zoneOf(g, a)).toBe('trash');
    expect(zoneOf(g, b)).toBe('battlefield');
    expect(g.state.cards[b].damage).toBe(0);
    expect(g.state.log).toContainEqual(expect.objectContaining({ type: 'processFails', card: fire }));
    expect(g.state.players[0].trash).toContain(fire);
  });

  it('HF-5.6 a target that is no longer a legal target (control changed) is not affected', () => {
    const g = makeGame({
      p0: { hand: ['鼓舞'], battlefield: ['紅蓮の剣士'], energy: 1 },
      p1: { hand: ['洗脳'], energy: 4, marker: false },
    });
    const crimson = onBattlefield(g, '紅蓮の剣士', 0);
    act(g, { type: 'play', card: inHand(g, '鼓舞', 0), targets: [crimson] });
    act(g, { type: 'play', card: inHand(g, '洗脳', 1), targets: [crimson] });
    passAll(g);
    expect(g.state.cards[crimson].controller).toBe(1);
    // 鼓舞 targets "your character": it is p1's now, so the +1000 does not happen.
    expect(power(g, crimson)).toBe(3000);
    expect(g.state.log.some((e) => e.type === 'powerChange')).toBe(false);
  });
});

describe('HF-5.7 processes', () => {
  it('HF-5.7 independent sentences are separate processes: a failing one fails alone, the others resolve in order', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['先見と'], mainCount: 2 } });
    act(g, { type: 'play', card: inHand(g, '先見と', 0) });
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.players[0].mainDeck.length).toBe(1);
  });

  it('HF-5.7 steps joined by "その後" are one process: when the first fails, the rest does not happen', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['先見の後'], mainCount: 2 } });
    act(g, { type: 'play', card: inHand(g, '先見の後', 0) });
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(0);
    expect(g.state.players[0].mainDeck.length).toBe(2);
    expect(g.state.log).toContainEqual(
      expect.objectContaining({ type: 'processFails', why: 'lookAtTop を実行できない' }),
    );
  });
});

describe('HF-5.8 a set card whose target became illegal', () => {
  it('HF-5.8 a host that left before resolution: the set card is not set, goes to the trash, and its effect is void', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['忠誠の証'], battlefield: ['学徒'], energy: 1 },
      p1: { hand: ['業火'], energy: 2, marker: false },
    });
    const loyalty = inHand(g, '忠誠の証', 0);
    const host = onBattlefield(g, '学徒', 0);
    act(g, { type: 'play', card: loyalty, targets: [host] });
    act(g, { type: 'play', card: inHand(g, '業火', 1), targets: [host] });
    passAll(g);
    expect(zoneOf(g, host)).toBe('trash');
    expect(g.state.players[0].trash).toEqual(expect.arrayContaining([host, loyalty]));
    expect(g.state.cards[loyalty].host).toBeNull();
    expect(g.state.log.some((e) => e.type === 'set')).toBe(false);
    expect(g.state.players[0].hand.length).toBe(0); // the "when set" draw did not happen
  });

  it('HF-5.8 a host that no longer matches the set card’s restriction: the play is void', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['忠誠の証'], battlefield: ['紅蓮の剣士'], energy: 1 },
      p1: { hand: ['洗脳'], energy: 4, marker: false },
    });
    const loyalty = inHand(g, '忠誠の証', 0);
    const host = onBattlefield(g, '紅蓮の剣士', 0);
    act(g, { type: 'play', card: loyalty, targets: [host] });
    act(g, { type: 'play', card: inHand(g, '洗脳', 1), targets: [host] });
    passAll(g);
    expect(zoneOf(g, host)).toBe('battlefield');
    expect(g.state.cards[host].attachments).toEqual([]);
    expect(g.state.players[0].trash).toContain(loyalty);
    expect(power(g, host)).toBe(3000);
    expect(g.state.players[0].hand.length).toBe(0);
  });
});

describe('HF-5.9 as much as possible', () => {
  it('HF-5.9 "look at the top 3" with only 2 cards fails and does not reload; with 3 it works', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['先見'], mainCount: 2 } });
    act(g, { type: 'play', card: inHand(g, '先見', 0) });
    passAll(g);
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
    expect(g.state.log.some((e) => e.type === 'lookAt' || e.type === 'reload')).toBe(false);
    expect(g.state.players[0].mainDeck.length).toBe(2);
    const g3 = makeGame({ cards: CARDS, p0: { hand: ['先見'], main: ['紅蓮の剣士'], mainCount: 3 } });
    act(g3, { type: 'play', card: inHand(g3, '先見', 0) });
    passAll(g3);
    expect(g3.state.pending?.kind).toBe('choose');
    act(g3, { type: 'choose', card: cardId(g3, '紅蓮の剣士', 0) });
    expect(g3.state.players[0].hand.map((id) => nameOf(g3, id))).toEqual(['紅蓮の剣士']);
    expect(g3.state.players[0].mainDeck.length).toBe(2);
  });

  it('HF-5.9 "deal 3 damage" to a player with 2 guard cards puts both into the damage field; the game goes on', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['衝撃波'] }, p1: { guard: ['学徒', 'バニラ'] } });
    act(g, { type: 'play', card: inHand(g, '衝撃波', 0) });
    passAll(g);
    while (g.state.pending?.kind === 'damage') act(g, { type: 'takeDamage', reveal: false });
    expect(g.state.players[1].guardDeck).toEqual([]);
    expect(g.state.players[1].damageField.length).toBe(2);
    expect(g.state.result).toBeNull();
    expect(g.state.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('HF-5.9 "discard 2" with 1 card discards it; "place 3 energies" with 2 main-deck cards places 2 without reload', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['手札破壊', '大地の恵み'], mainCount: 2 },
      p1: { hand: ['学徒'] },
    });
    act(g, { type: 'play', card: inHand(g, '手札破壊', 0) });
    passAll(g);
    if (g.state.pending?.kind === 'choose') act(g, { type: 'choose' });
    expect(g.state.players[1].hand).toEqual([]);
    expect(g.state.players[1].trash.map((id) => nameOf(g, id))).toEqual(['学徒']);
    act(g, { type: 'play', card: inHand(g, '大地の恵み', 0) });
    passAll(g);
    expect(g.state.players[0].energy.length).toBe(2);
    expect(g.state.players[0].mainDeck.length).toBe(0);
    expect(g.state.log.some((e) => e.type === 'reload')).toBe(false);
    expect(g.state.players[0].damageField.length).toBe(0);
  });
});
