// HF-12.9 conditions and values with counts: 「…が N 枚以上／以下／ちょうど／ない場合」 and 「…1枚につき」, in
// any zone of a player, on the battlefield, or of each player. Rule IDs refer to docs/rules.md.
import { describe, expect, it } from 'vitest';
import { moveCard } from '../../src/engine/zones.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll, power } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

// Commands named after their condition or count (二枚以上 … 戦場の数だけ) that draw when it holds, 呪文 (a command,
// never a character card), 討伐, and characters whose power counts cards: 墓の主, 群れの長, 墓守.
const CARDS = [...fixtureCards('hf12-count-conditions').all];

type G = ReturnType<typeof makeGame>;
/** How many cards player 0 draws by playing the named command. */
function drawsFrom(g: G, name: string): number {
  const before = g.state.players[0].hand.length;
  act(g, { type: 'play', card: cardId(g, name, 0), targets: [] });
  passAll(g);
  return g.state.players[0].hand.length - (before - 1);
}

describe('HF-12.9 countIn: at least / at most / exactly / none', () => {
  it.each([
    ['二枚以上', ['バニラ', 'バニラ'], 1],
    ['二枚以上', ['バニラ', '呪文'], 0], // the command does not match the filter
    ['一枚以下', ['バニラ'], 1],
    ['一枚以下', ['バニラ', 'バニラ'], 0],
    ['ちょうど二枚', ['バニラ', 'バニラ'], 1],
    ['ちょうど二枚', ['バニラ', 'バニラ', 'バニラ'], 0],
    ['一枚もない', ['呪文'], 1],
    ['一枚もない', ['バニラ'], 0],
  ] as const)('HF-12.9 %s with %j in your trash draws %i', (name, trash, n) => {
    const g = makeGame({ cards: CARDS, p0: { hand: [name], trash: [...trash] } });
    expect(drawsFrom(g, name)).toBe(n);
  });

  it('HF-12.9 whose zone: the opponent’s trash, or each player’s together', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['相手の二枚', '両者の三枚'], trash: ['バニラ'] },
      p1: { trash: ['バニラ', 'バニラ'] },
    });
    expect(drawsFrom(g, '相手の二枚')).toBe(1);
    expect(drawsFrom(g, '両者の三枚')).toBe(1);
    const mine = makeGame({ cards: CARDS, p0: { hand: ['相手の二枚'], trash: ['バニラ', 'バニラ'] } });
    expect(drawsFrom(mine, '相手の二枚')).toBe(0);
  });

  it('HF-12.9 on the battlefield the filter’s controller says whose cards count', () => {
    const yes = makeGame({
      cards: CARDS,
      p0: { hand: ['相手の戦場'] },
      p1: { battlefield: ['バニラ', 'バニラ'] },
    });
    expect(drawsFrom(yes, '相手の戦場')).toBe(1);
    const no = makeGame({
      cards: CARDS,
      p0: { hand: ['相手の戦場'], battlefield: ['バニラ', 'バニラ'] },
      p1: { battlefield: ['バニラ'] },
    });
    expect(drawsFrom(no, '相手の戦場')).toBe(0);
  });

  it('HF-3.4 the shared exclusion zone counts only the player’s own excluded cards', () => {
    const none = makeGame({ cards: CARDS, p0: { hand: ['除外二枚'], mainCount: 60 } });
    const s = none.state;
    expect(s.excluded.filter((id) => s.cards[id].owner === 0)).toEqual([]);
    expect(s.excluded.filter((id) => s.cards[id].owner === 1).length).toBeGreaterThanOrEqual(2);
    expect(drawsFrom(none, '除外二枚')).toBe(0);
    const two = makeGame({ cards: CARDS, p0: { hand: ['除外二枚'], mainCount: 60 } });
    for (const id of two.state.players[0].mainDeck.slice(-2)) moveCard(two, id, 'excluded', { silent: true });
    expect(drawsFrom(two, '除外二枚')).toBe(1);
  });

  it('HF-12.1 HF-12.9 a static ability’s condition with a count is checked continuously', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['墓守'], trash: ['バニラ'] } });
    const k = onBattlefield(g, '墓守', 0);
    expect(power(g, k)).toBe(1000);
    const g2 = makeGame({ cards: CARDS, p0: { battlefield: ['墓守'], trash: ['バニラ', 'バニラ'] } });
    expect(power(g2, onBattlefield(g2, '墓守', 0))).toBe(3000);
  });
});

describe('HF-12.9 values with counts: 「…1枚につき」', () => {
  it('HF-12.9 the number of matching cards in your trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['墓の数だけ'], trash: ['バニラ', 'バニラ', '呪文'] } });
    expect(drawsFrom(g, '墓の数だけ')).toBe(2);
  });

  it('HF-12.9 each player’s trash together', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['両墓の数だけ'], trash: ['バニラ'] },
      p1: { trash: ['バニラ', 'バニラ', '呪文'] },
    });
    expect(drawsFrom(g, '両墓の数だけ')).toBe(3);
  });

  it('HF-12.9 without a zone it counts battlefield cards, as before', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['戦場の数だけ'], battlefield: ['バニラ', 'バニラ'] },
      p1: { battlefield: ['バニラ'] },
    });
    expect(drawsFrom(g, '戦場の数だけ')).toBe(2);
  });
});

describe('HF-12.6 HF-12.9 continuous effects with a count: 「…1枚（1体）につき+1000」', () => {
  it('HF-12.6 per matching card in your trash, recomputed as the trash changes', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['墓の主', 'バニラ'], trash: ['バニラ', '呪文'], hand: ['討伐'] },
    });
    const k = onBattlefield(g, '墓の主', 0);
    expect(power(g, k)).toBe(2000); // the command in the trash does not match the filter
    act(g, { type: 'play', card: cardId(g, '討伐', 0), targets: [onBattlefield(g, 'バニラ', 0)] });
    passAll(g);
    expect(power(g, k)).toBe(3000);
  });

  it('HF-12.6 per other character you control', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['群れの長', 'バニラ', 'バニラ'] },
      p1: { battlefield: ['バニラ'] },
    });
    expect(power(g, onBattlefield(g, '群れの長', 0))).toBe(3000);
  });
});
