// The balance report (issue 16) on three hand-made games, against numbers worked out by hand: per card the play
// rate and the win rate when played / drawn / in the opening hand with their 95% Wilson intervals (values from
// the textbook formula, computed separately), damage triggers, ability uses, 【空装】, the deck's win rate by
// seat, and the flags; then the same report as CSV and in the terminal table.
import { describe, expect, test } from 'vitest';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { MIN_FLAG_GAMES } from '../../src/sim/cardStats.js';
import { balanceCsv } from '../../src/sim/csv.js';
import { formatMatchup } from '../../src/sim/format.js';
import type { SeatRecord } from '../../src/sim/observe.js';
import type { GameRecord } from '../../src/sim/play.js';
import { summarize } from '../../src/sim/stats.js';

const seat = (s: Partial<SeatRecord>): SeatRecord => ({
  plays: {},
  drawn: [],
  opening: [],
  reveals: {},
  abilities: {},
  kuusou: null,
  ...s,
});

function game(
  index: number,
  decks: [0 | 1, 0 | 1],
  firstPlayer: 0 | 1,
  winner: 0 | 1,
  seats: [SeatRecord, SeatRecord],
): GameRecord {
  return {
    matchup: 0,
    index,
    decks,
    bots: [0, 0],
    firstPlayer,
    winner,
    reason: 'r',
    rule: 'HF-9.1',
    turns: 9,
    decisions: 99,
    seats,
  };
}

// Deck A (matchup deck 0) wins games 0 and 2, loses game 1; it goes first only in game 0.
const RECORDS: GameRecord[] = [
  game(0, [0, 1], 0, 0, [
    seat({
      plays: { 'x/X': 2 },
      drawn: ['x/X', 'x/Y'],
      opening: ['x/X'],
      reveals: { 'x/Z': 1 },
      abilities: { 'x/X#0': 2 },
      kuusou: 'x/K',
    }),
    seat({}),
  ]),
  game(1, [1, 0], 0, 0, [seat({}), seat({ plays: { 'x/Y': 1 }, drawn: ['x/Y'], opening: ['x/Y'] })]),
  game(2, [1, 0], 0, 1, [seat({}), seat({ plays: { 'x/X': 1 }, drawn: ['x/X'], kuusou: 'x/K' })]),
];

const def = (name: string, extra: Partial<CardDefinition> = {}): CardDefinition => ({
  id: `x/${name}`,
  name,
  kind: 'character',
  cost: 1,
  traits: [],
  power: 1000,
  text: '',
  abilities: [],
  ...extra,
});

const CARDS = new Map(
  [
    def('X', {
      abilities: [
        { kind: 'activated', text: 'X能力', costs: [], effect: { processes: [] } },
        { kind: 'static', effects: [] },
      ] as CardDefinition['abilities'],
    }),
    def('Y'),
    def('Z'),
    def('K'),
    def('W'),
  ].map((d) => [d.id, d]),
);

const summary = summarize({ decks: ['A.deck', 'B.deck'], bots: ['random', 'random'], games: 3 }, RECORDS, {
  lists: [
    { main: ['x/X', 'x/Y', 'x/W'], guard: ['x/Z', 'x/K'], extra: [] },
    { main: [], guard: [], extra: [] },
  ],
  lookup: (id) => CARDS.get(id),
});
const [a, b] = summary.balance;
const row = (id: string) => a.cards.find((c) => c.id === id)!;

/** 95% Wilson intervals, from the textbook formula (computed outside the code under test). */
const W = {
  '2/3': [0.2076596008020477, 0.9385080552796037],
  '2/2': [0.34238022750665303, 1],
  '0/1': [0, 0.7934506856227626],
  '1/2': [0.09453120573423074, 0.9054687942657693],
  '1/1': [0.20654931437723745, 1],
  '1/3': [0.06149194472039621, 0.7923403991979522],
} as const;

function expectRate(
  r: { wins: number; games: number; rate: number; low: number; high: number },
  key: keyof typeof W,
) {
  const [wins, games] = key.split('/').map(Number);
  expect([r.wins, r.games]).toEqual([wins, games]);
  expect(r.rate).toBeCloseTo(wins / games, 12);
  expect(r.low).toBeCloseTo(W[key][0], 12);
  expect(r.high).toBeCloseTo(W[key][1], 12);
}

describe('the balance report of a deck (issue 16)', () => {
  test("the deck's win rate overall, going first (HF-2.2) and going second", () => {
    expectRate(a.overall, '2/3');
    expectRate(a.first, '1/1');
    expectRate(a.second, '1/2');
    expectRate(b.overall, '1/3');
  });

  test('a card played in two won games: play rate, win rates when played / drawn / in the opening hand', () => {
    const x = row('x/X');
    expect(x.card).toBe('X');
    expect(x.plays).toBe(3);
    expect(x.playRate).toBeCloseTo(2 / 3, 12);
    expectRate(x.whenPlayed, '2/2');
    expectRate(x.whenDrawn, '2/2');
    expectRate(x.whenOpening, '1/1');
    // 100% lies above the deck's interval [20.8%, 93.9%], but at n = 2 < MIN_FLAG_GAMES that is no flag (issue 23)
    expect(x.flag).toBeNull();
  });

  test('a card played only in a lost game (n = 1: not flagged); drawn in a won and a lost game', () => {
    const y = row('x/Y');
    expectRate(y.whenPlayed, '0/1');
    expectRate(y.whenDrawn, '1/2');
    expectRate(y.whenOpening, '0/1');
    expect(y.flag).toBeNull();
  });

  test('damage triggers revealed (HF-9.3), ability uses (printed, static ones left out), never-seen cards', () => {
    expect(row('x/Z').reveals).toBe(1);
    expect(row('x/Z').whenPlayed.games).toBe(0);
    expect(row('x/Z').flag).toBeNull();
    expect(row('x/X').abilities).toEqual([
      { ability: '0', label: '#1 X能力', fullLabel: '#1 X能力', uses: 2 },
    ]);
    const w = row('x/W');
    expect([w.plays, w.playRate, w.whenDrawn.games, w.flag]).toEqual([0, 0, 0, null]);
    expect(a.cards.map((c) => c.id)).toEqual(['x/X', 'x/Y', 'x/K', 'x/W', 'x/Z']); // by plays, then id
  });

  test('【空装】 (HF-13.8): use rate and the win rate with and without, per deck and per card', () => {
    expect([a.kuusou.used, a.kuusou.games]).toEqual([2, 3]);
    expect(a.kuusou.useRate).toBeCloseTo(2 / 3, 12);
    expectRate(a.kuusou.withKuusou, '2/2');
    expectRate(a.kuusou.without, '0/1');
    expectRate(row('x/K').asKuusou, '2/2');
  });

  test('the CSV has one row per deck and card with the same numbers, quoted and with a byte-order mark', () => {
    const csv = balanceCsv([summary]);
    expect(csv.startsWith('\ufeffmatchup,deck,card,card_id,')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    const header = lines[0].split(',');
    const x = lines.find((l) => l.includes(',x/X,'))!.split(',');
    const cell = (name: string) => x[header.indexOf(name)];
    expect(cell('matchup')).toBe('A vs B');
    expect(cell('plays')).toBe('3');
    expect(cell('play_rate')).toBe('0.6667');
    expect([cell('played_games'), cell('played_wins'), cell('played_low')]).toEqual(['2', '2', '0.3424']);
    expect([cell('deck_low'), cell('deck_high')]).toEqual(['0.2077', '0.9385']);
    expect(cell('ability_uses')).toBe('#1 X能力=2');
    expect(cell('flag')).toBe('');
    // HF-13.8: x/X is no 【空装】 card: no games with it as one, so no rate (not 0.0000); x/K's is 2 of 2
    expect([cell('kuusou_games'), cell('kuusou_win_rate')]).toEqual(['0', '']);
    const k = lines.find((l) => l.includes(',x/K,'))!.split(',');
    expect(k[header.indexOf('kuusou_win_rate')]).toBe('1.0000');
    expect(lines).toHaveLength(1 + a.cards.length);
  });

  test('a long ability text: cut off in the terminal table, whole in the CSV (nc7)', () => {
    const LONG =
      '[自動] このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを+1000する。';
    const long = summarize({ decks: ['A.deck', 'B.deck'], bots: ['random', 'random'], games: 3 }, RECORDS, {
      lists: [
        { main: ['x/X', 'x/Y', 'x/W'], guard: ['x/Z', 'x/K'], extra: [] },
        { main: [], guard: [], extra: [] },
      ],
      lookup: (id) => {
        const d = CARDS.get(id);
        if (id !== 'x/X' || !d) return d;
        return { ...d, abilities: [{ ...d.abilities[0], text: LONG }, d.abilities[1]] } as CardDefinition;
      },
    });
    const x = long.balance[0].cards.find((c) => c.id === 'x/X')!;
    expect(x.abilities[0].label).toBe('#1 [自動] このキャラクターが攻撃を行うたび、タ…');
    const csv = balanceCsv([long]).slice(1).split('\r\n');
    const header = csv[0].split(',');
    const cells = csv.find((l) => l.includes(',x/X,'))!.split(',');
    expect(cells[header.indexOf('ability_uses')]).toBe(`#1 ${LONG}=2`);
  });

  test('the terminal report shows the card table with intervals, flags and the seat table', () => {
    const text = formatMatchup(summary);
    expect(text).toMatch(/A\s+X\s+3\s+66\.7%\s+100\.0% \[34\.2%, 100\.0%\] n=2/);
    expect(text).toMatch(/A\s+Y\s+1\s+33\.3%\s+0\.0% \[0\.0%, 79\.3%\] n=1 /);
    expect(text).not.toMatch(/ (high|low)\n/);
    expect(text).toContain(`once played in ${MIN_FLAG_GAMES}+ games`);
    expect(text).toMatch(/A\s+100\.0% \[20\.7%, 100\.0%\] n=1\s+50\.0% \[9\.5%, 90\.5%\] n=2/);
    expect(text).toContain('X能力');
  });

  test("issue 23: rows are the deck list's cards only — a card the player took from the opponent is not a row", () => {
    // B's list has only W; its seat played W and, as if taken from A, X (and used X's ability)
    const taken = seat({ plays: { 'x/X': 1, 'x/W': 1 }, drawn: ['x/W'], abilities: { 'x/X#0': 1 } });
    const s = summarize(
      { decks: ['A.deck', 'B.deck'], bots: ['random', 'random'], games: 1 },
      [game(0, [0, 1], 0, 1, [seat({ plays: { 'x/X': 1 } }), taken])],
      {
        lists: [
          { main: ['x/X'], guard: [], extra: [] },
          { main: ['x/W'], guard: [], extra: [] },
        ],
        lookup: (id) => CARDS.get(id),
      },
    );
    expect(s.balance[1].cards.map((c) => [c.id, c.plays])).toEqual([['x/W', 1]]);
    expect(s.balance[0].cards.map((c) => [c.id, c.plays])).toEqual([['x/X', 1]]);
  });

  test(`issue 23: a card is flagged only once played in ${MIN_FLAG_GAMES} games or more`, () => {
    // deck A wins games 0–19 and loses games 20–39 (50%, interval about [35%, 65%]); X is played in every won
    // game (100%, n = 20: high), V in every lost one (0%, n = 20: low), U in 19 lost ones (0%, n = 19: no flag)
    const records = Array.from({ length: 40 }, (_, i) => {
      const plays: Record<string, number> =
        i < 20 ? { 'x/X': 1 } : { 'x/V': 1, ...(i < 39 ? { 'x/U': 1 } : {}) };
      return game(i, [0, 1], 0, i < 20 ? 0 : 1, [seat({ plays }), seat({})]);
    });
    const s = summarize({ decks: ['A.deck', 'B.deck'], bots: ['random', 'random'], games: 40 }, records, {
      lists: [
        { main: ['x/X', 'x/V', 'x/U'], guard: [], extra: [] },
        { main: [], guard: [], extra: [] },
      ],
      lookup: (id) => CARDS.get(id),
    });
    const flags = Object.fromEntries(s.balance[0].cards.map((c) => [c.id, [c.whenPlayed.games, c.flag]]));
    expect(flags).toEqual({ 'x/X': [20, 'high'], 'x/V': [20, 'low'], 'x/U': [19, null] });
  });
});
