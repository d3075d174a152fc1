// Game-start scenarios (`setup.phase: start`, HF-2) and `advance:` steps with the default policy
// (docs/scenarios.md): what they do, and a file:line error for every malformed use.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerIndex } from '../../src/core/cardTypes.js';
import type { Action } from '../../src/core/decisions.js';
import { type Game, apply, createGame, legalActions } from '../../src/engine/index.js';
import { advance, answerUntilStepFits } from '../../src/scenario/advance.js';
import { parseAdvanceTarget } from '../../src/scenario/advanceTarget.js';
import { InvariantWatch } from '../../src/scenario/invariants.js';
import { scenarioLibrary } from '../../src/scenario/library.js';
import { loadScenario } from '../../src/scenario/load.js';
import { defaultAnswer } from '../../src/scenario/policy.js';
import { runScenario } from '../../src/scenario/run.js';
import { describeAction, parseStep } from '../../src/scenario/steps.js';
import { randomChooser } from '../../src/sim/randomPlayer.js';
import { FIXTURE_DECKS } from '../helpers/decks.js';

const FILE = 'test/scenarios/x.scenario.yaml';

const load = (text: string) => loadScenario(text, FILE);

function run(text: string) {
  const s = load(text);
  return runScenario(s, scenarioLibrary(FILE, s.cards));
}

/** The 1-based line of the first line of `text` containing `needle`: errors must name that line. */
function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line with ${needle}`);
  return i + 1;
}

/** The error a malformed file stops with, as `file:line: problem`. */
function loadError(text: string): string {
  try {
    run(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('the file loaded without an error');
}

const names = (game: Game, ids: number[]) => ids.map((id) => game.defs.get(game.state.cards[id].def)!.name);

// Starter cards. A's deck has a 【奥義】 card (剣聖秘奥・天断) and its guard a 《剣士》 character to reveal;
// B's deck meets 蒼穹騎士団の誓約's 【空装】 condition (6 《騎士》 cards) and brings an extra deck.
const A_MAIN =
  '[紅蓮の見習い剣士, 紅蓮の双剣士, 紅蓮の突撃兵, 業炎弾, 旅の学徒, 村の衛兵, 紅蓮の戦鼓手, 焔の砲術師]';
const A_GUARD = '[紅蓮の剣聖, 剣聖秘奥・天断, 反攻の狼火]';
const B_MAIN =
  '[蒼の騎士見習い, 蒼の見張り騎士, 蒼の哨戒兵, 蒼の旗手, 蒼の盾騎士, 蒼の城壁騎士, 旅の学徒, 村の衛兵]';
const PLAIN_MAIN = '[旅の学徒, 村の衛兵, 引き潮, 業炎弾, 闘志の火種, 英雄の凱歌, 紅蓮の導き, 凍てつく潮流]';

interface StartFile {
  setup?: string; // extra setup lines, indented by two
  a?: string; // A's player lines, indented by six
  b?: string;
  steps?: string[];
  expect?: string; // expect: items, indented by two
  top?: string; // top-level lines before setup:
}

function startFile(f: StartFile = {}): string {
  const steps = f.steps?.length ? `steps:\n${f.steps.map((s) => `  - ${s}`).join('\n')}\n` : '';
  return `${f.top ?? ''}setup:
  phase: start
${f.setup ?? ''}  players:
    A:
${f.a ?? `      mainDeck: ${PLAIN_MAIN}\n      guardDeck: [反攻の狼火]`}
    B:
${f.b ?? `      mainDeck: ${PLAIN_MAIN}\n      guardDeck: [反攻の狼火]`}
${steps}${f.expect ? `expect:\n${f.expect}` : ''}`;
}

/** A board in the main phase (fixture cards) for the advance tests. */
function boardFile(steps: string[], opts: { setup?: string; a?: string; b?: string; top?: string } = {}) {
  return `${opts.top ?? ''}cards: [../fixtures/fixture.hf]
setup:
${opts.setup ?? '  turn: 3\n  turnPlayer: A\n'}  players:
    A:
${opts.a ?? '      mainDeck: [学徒, 学徒, 学徒]\n      guardDeck: [守りの盾, 守りの盾]'}
    B:
${opts.b ?? '      mainDeck: [業火, 業火, 業火]\n      guardDeck: [守りの盾, 守りの盾]'}
steps:
${steps.map((s) => `  - ${s}`).join('\n')}
`;
}

describe('setup.phase: start — the game stands at its very first decision (HF-2)', () => {
  it('HF-2.3 the first decision is the first player’s 【奥義】 reveal, before any hand is drawn', () => {
    const r = run(startFile({ a: `      mainDeck: ${A_MAIN}\n      guardDeck: ${A_GUARD}` }));
    const s = r.game.state;
    expect(s.pending).toEqual({ kind: 'ougiReveal', player: 0 });
    expect([s.players[0].hand, s.players[1].hand]).toEqual([[], []]);
    expect(s.log).toEqual([{ type: 'gameStart', firstPlayer: 0 }]);
    expect(s.phase).toBe('setup');
  });

  it('HF-2.4 without reveals the first player decides the mulligan first, holding the top 4 cards as listed', () => {
    const r = run(startFile({ setup: '  firstPlayer: B\n' }));
    const s = r.game.state;
    expect(s.pending).toEqual({ kind: 'mulligan', player: 1 });
    expect(names(r.game, s.players[1].hand)).toEqual(['旅の学徒', '村の衛兵', '引き潮', '業炎弾']);
    expect(names(r.game, s.players[0].mainDeck)).toEqual([
      '闘志の火種',
      '英雄の凱歌',
      '紅蓮の導き',
      '凍てつく潮流',
    ]);
  });

  it('HF-2.2 / HF-2.5 the second player holds the marker and draws a 5th card once both hands are kept', () => {
    for (const first of ['A', 'B'] as const) {
      const second: PlayerIndex = first === 'A' ? 1 : 0;
      const r = run(
        startFile({
          setup: `  firstPlayer: ${first}\n`,
          steps: [`"${first}: mulligan keep"`, `"${first === 'A' ? 'B' : 'A'}: mulligan keep"`],
        }),
      );
      const s = r.game.state;
      expect(r.failures).toEqual([]);
      expect(s.players[second].secondPlayerMarker).toBe(true);
      expect(s.players[1 - second].secondPlayerMarker).toBe(false);
      expect(s.players[second].hand.length).toBe(5);
      expect(s.players[1 - second].hand.length).toBe(4);
      expect(s.turn).toBe(1);
      expect(s.turnPlayer).toBe(1 - second);
    }
  });

  it('HF-2.2 firstPlayer: random draws the first player from the generator exactly as createGame does', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 24; seed++) {
      const r = run(startFile({ top: `seed: ${seed}\n`, setup: '  firstPlayer: random\n' }));
      const created = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
      expect(r.game.state.firstPlayer).toBe(created.state.firstPlayer);
      firsts.add(r.game.state.firstPlayer);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('HF-2.1 shuffle: true shuffles each main deck with the generator: the same cards, an order fixed by the seed', () => {
    const orderFor = (seed: number) => {
      const r = run(startFile({ top: `seed: ${seed}\n`, setup: '  shuffle: true\n' }));
      const p = r.game.state.players[0];
      return names(r.game, [...p.hand, ...p.mainDeck]);
    };
    const listed = [
      '旅の学徒',
      '村の衛兵',
      '引き潮',
      '業炎弾',
      '闘志の火種',
      '英雄の凱歌',
      '紅蓮の導き',
      '凍てつく潮流',
    ];
    const orders = new Set([1, 2, 3, 4].map((seed) => orderFor(seed).join(',')));
    for (const order of orders) expect(order.split(',').sort()).toEqual([...listed].sort());
    expect(orders.size).toBeGreaterThan(1);
    expect(orderFor(2)).toEqual(orderFor(2));
  });

  it('HF-2.3 / HF-13.8 a 【空装】 whose condition the deck does not meet asks nothing', () => {
    const r = run(
      startFile({
        b: `      mainDeck: ${PLAIN_MAIN}\n      guardDeck: [蒼穹騎士団の誓約]`,
        setup: '  firstPlayer: B\n',
      }),
    );
    expect(r.game.state.pending).toEqual({ kind: 'mulligan', player: 1 });
  });

  it('HF-2.3 the 【空装】 decision of a deck that meets the condition, with its extra deck hidden in its zone', () => {
    const r = run(
      startFile({
        b: `      mainDeck: ${B_MAIN}\n      guardDeck: [蒼穹騎士団の誓約]\n      extraDeck: [蒼海竜リヴァイア]`,
        steps: ['"B: kuusou 蒼穹騎士団の誓約"'],
      }),
    );
    expect(r.failures).toEqual([]);
    const s = r.game.state;
    expect(names(r.game, [s.players[1].kuusou!])).toEqual(['蒼穹騎士団の誓約']);
    expect(names(r.game, s.players[1].extraDeck)).toEqual(['蒼海竜リヴァイア']);
    expect(s.pending).toEqual({ kind: 'mulligan', player: 0 });
  });
});

describe('game-start steps that do not fit the pending decision fail at their line', () => {
  it('a mulligan step for the player who is not asked', () => {
    const text = startFile({ steps: ['"B: mulligan keep"'] });
    const r = run(text);
    expect(r.failures[0].message).toMatch(
      new RegExp(`^${FILE}:${lineOf(text, 'B: mulligan keep')}: step 1: .*A.*mulligan`),
    );
  });

  it('a kuusou step where the deck does not meet the condition', () => {
    const text = startFile({
      a: `      mainDeck: ${PLAIN_MAIN}\n      guardDeck: [蒼穹騎士団の誓約]`,
      steps: ['"A: kuusou 蒼穹騎士団の誓約"'],
    });
    const r = run(text);
    expect(r.failures[0].message).toContain(
      `${FILE}:${lineOf(text, 'A: kuusou')}: step 1: 「A: kuusou 蒼穹騎士団の誓約」は今は合法ではありません`,
    );
    expect(r.failures[0].message).toContain('A: mulligan keep');
  });

  it('a reveal step once the reveals are over', () => {
    const text = startFile({
      a: `      mainDeck: ${A_MAIN}\n      guardDeck: ${A_GUARD}`,
      steps: ['"A: reveal done"', '"A: reveal 紅蓮の剣聖"'],
    });
    const r = run(text);
    expect(r.failures[0].message).toContain(`${FILE}:${lineOf(text, 'A: reveal 紅蓮')}: step 2:`);
  });
});

describe('malformed phase: start files are file:line errors', () => {
  it.each([
    ['turn: 1', 'phase: start では turn: は書けません（ゲーム開始前はターン0です）'],
    [
      'turnPlayer: B',
      'phase: start では turnPlayer: は書けません（先攻は firstPlayer: A / B / random で書きます）',
    ],
    ['window: B', 'phase: start では window: は書けません（ゲーム開始前にはタイミングは開いていません）'],
    ['firstPlayer: C', 'firstPlayer は A / B / random です（値: C）'],
    ['shuffle: yes', 'setup.shuffle は true か false です（値: yes）'],
    ['deckCheck: 1', 'setup.deckCheck は true か false です（値: 1）'],
  ])('setup %s', (line, problem) => {
    const text = startFile({ setup: `  ${line}\n` });
    expect(loadError(text)).toBe(`${FILE}:${lineOf(text, line)}: ${problem}`);
  });

  it.each([
    'hand: [旅の学徒]',
    'trash: [旅の学徒]',
    'battlefield: [旅の学徒]',
    'energy: 2',
    'marker: true',
    'kuusou: 反攻の狼火',
  ])('a zone or state that exists only once the game has started: %s', (line) => {
    const text = startFile({ a: `      mainDeck: ${PLAIN_MAIN}\n      ${line}` });
    const key = line.split(':')[0];
    expect(loadError(text)).toMatch(
      new RegExp(`^${FILE}:${lineOf(text, line)}: phase: start（ゲーム開始前）では ${key}: は書けません`),
    );
  });

  it('HF-2.1 a face-up guard card before the game starts', () => {
    const text = startFile({
      a: `      mainDeck: ${PLAIN_MAIN}\n      guardDeck: [{ card: 反攻の狼火, faceUp: true }]`,
    });
    expect(loadError(text)).toBe(
      `${FILE}:${lineOf(text, 'faceUp: true')}: HF-2.1 ゲーム開始前のガードデッキは裏向きです（表にするのは reveal / kuusou のステップ）`,
    );
  });

  it('the start-only keys with another phase', () => {
    const text = 'setup:\n  phase: main\n  firstPlayer: A\n';
    expect(loadError(text)).toBe(
      `${FILE}:3: firstPlayer: は phase: start（ゲーム開始前から始める）のときだけ書けます`,
    );
  });

  it('HF-1.4 an extra deck without a 【空装】 card that grants one in the guard deck', () => {
    const text = startFile({
      a: `      mainDeck: ${PLAIN_MAIN}\n      guardDeck: [反攻の狼火]\n      extraDeck: [蒼海竜リヴァイア]`,
    });
    expect(loadError(text)).toBe(
      `${FILE}:${lineOf(text, 'extraDeck')}: HF-1.4 プレイヤーAのガードデッキに追加デッキを使う【空装】カード（「追加デッキを使用する」）がありません`,
    );
  });

  it('HF-1.1 deckCheck: true names every construction problem of the deck at the player', () => {
    const text = startFile({
      setup: '  deckCheck: true\n',
      a: '      mainDeck: [旅の学徒, 旅の学徒, 旅の学徒]\n      guardDeck: [反攻の狼火]',
    });
    const message = loadError(text);
    expect(message).toMatch(
      new RegExp(
        `^${FILE}:${lineOf(text, 'mainDeck: [旅の学徒, 旅の学徒, 旅の学徒]')}: deckCheck: プレイヤーAのデッキは正しいデッキではありません：`,
      ),
    );
    expect(message).toContain('HF-1.1');
    expect(message).toMatch(/メインデッキが3枚/);
    expect(message).toMatch(/ガードデッキが1枚/);
  });

  it('HF-1.2 a fourth copy across the decks', () => {
    const text = startFile({
      a: '      mainDeck: [旅の学徒, 旅の学徒, 旅の学徒]\n      guardDeck: [旅の学徒]',
    });
    expect(loadError(text)).toMatch(/HF-1\.2 プレイヤーAの「旅の学徒」が4枚以上あります/);
  });

  it('an unknown card in a deck, with a suggestion', () => {
    const text = startFile({ a: '      mainDeck: [旅の学従]' });
    expect(loadError(text)).toMatch(new RegExp(`^${FILE}:${lineOf(text, '旅の学従')}: .*旅の学従.*旅の学徒`));
  });
});

describe('advance: target grammar (src/scenario/advanceTarget.ts)', () => {
  it.each([
    ['turn 4 B main', { turn: 4, turnPlayer: 'B', phase: 'main' }],
    ['turn 5', { turn: 5 }],
    ['next turn', { turn: 'next' }],
    ['next turn main', { turn: 'next', phase: 'main' }],
    ['B main', { turnPlayer: 'B', phase: 'main' }],
    ['discard', { phase: 'discard' }],
    ['end of turn', { phase: 'end' }],
    ['turn 3 A end', { turn: 3, turnPlayer: 'A', phase: 'end' }],
    ['next decision of A', { decider: 'A' }],
    ['decision of B', { decider: 'B' }],
    ['defense of B', { kind: 'defense', decider: 'B' }],
    ['next mulligan of B', { kind: 'mulligan', decider: 'B' }],
    ['turn 4 B main window', { turn: 4, turnPlayer: 'B', phase: 'main', kind: 'window' }],
    ['turn 2 draw window of A', { turn: 2, phase: 'draw', kind: 'window', decider: 'A' }],
    ['  turn   4   B  main ', { turn: 4, turnPlayer: 'B', phase: 'main' }],
  ])('%s', (text, fields) => {
    expect(parseAdvanceTarget(text)).toEqual({ text: text.trim(), ...fields });
  });
});

describe('malformed advance: steps are file:line errors', () => {
  it.each([
    ['turn 4 B mian', '行き先の「mian」が読めません（「main」のことですか？）'],
    ['trun 4 B main', '行き先の「trun」が読めません（「turn」のことですか？）'],
    ['turn four B main', 'turn の後にはターン番号（1〜999の整数）を書きます（値: four）'],
    ['turn 0 main', 'turn の後にはターン番号（1〜999の整数）を書きます（値: 0）'],
    ['turn', 'turn の後にはターン番号（1〜999の整数）を書きます（値: なし）'],
    [
      'A',
      '「A」だけでは行き先になりません：「A main」（A のメインフェイズ）か「next decision of A」（A の次の決定）と書きます',
    ],
    ['next decision of C', 'of の後には A か B を書きます（値: C）'],
    ['turn 4 main turn 5', '行き先の「turn」が読めません'],
    ['next defence of B', '行き先の「next」が読めません'],
    ['defence of B', '行き先の「defence」が読めません（「defense」のことですか？）'],
  ])('to: %s', (to, problem) => {
    const text = boardFile([`advance: { to: "${to}" }`]);
    expect(loadError(text)).toMatch(
      new RegExp(`^${FILE}:${lineOf(text, 'advance:')}: ${escapeRegExp(problem)}`),
    );
  });

  it('an empty target', () => {
    const text = boardFile(['advance: { to: "" }']);
    expect(loadError(text)).toMatch(
      new RegExp(`^${FILE}:${lineOf(text, 'advance:')}: advance: の行き先がありません`),
    );
  });

  it('advance without to:', () => {
    const text = boardFile(['advance: { energy: place }']);
    expect(loadError(text)).toMatch(
      new RegExp(`^${FILE}:${lineOf(text, 'advance:')}: advance: には to: 行き先 を書いてください`),
    );
  });

  it('an unknown key and a bad energy answer', () => {
    const typo = boardFile(['advance: { to: "turn 4 B main", energi: place }']);
    expect(loadError(typo)).toMatch(
      new RegExp(
        `^${FILE}:${lineOf(typo, 'advance:')}: 不明なキー「energi」.*energy.*（使えるキー: to, energy）`,
      ),
    );
    const bad = boardFile(['advance: { to: "turn 4 B main", energy: plant }']);
    expect(loadError(bad)).toBe(
      `${FILE}:${lineOf(bad, 'advance:')}: energy: は skip か place です（値: plant）`,
    );
  });

  it('a map step that is not an advance', () => {
    const text = boardFile(['advanse: { to: "turn 4 B main" }']);
    expect(loadError(text)).toMatch(
      new RegExp(`^${FILE}:${lineOf(text, 'advanse')}: 不明なキー「advanse」.*（使えるキー: advance）`),
    );
  });

  it('the short form advance: "turn 4 B main" reads the same target', () => {
    const s = load(boardFile(['advance: "turn 4 B main"']));
    expect(s.steps[0].advance).toEqual({
      to: { text: 'turn 4 B main', turn: 4, turnPlayer: 'B', phase: 'main' },
      energy: 'skip',
    });
    expect(s.steps[0].text).toBe('advance: turn 4 B main');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('advance: running to the target with the default policy', () => {
  it('HF-2.4 from game start to turn 3 A main: hands kept, reveals declined, energy skipped', () => {
    const r = run(
      startFile({
        a: `      mainDeck: ${A_MAIN}\n      guardDeck: ${A_GUARD}`,
        b: `      mainDeck: ${B_MAIN}\n      guardDeck: [蒼穹騎士団の誓約]`,
        steps: ['advance: { to: "turn 3 A main" }'],
      }),
    );
    expect(r.failures).toEqual([]);
    const s = r.game.state;
    expect([s.turn, s.turnPlayer, s.phase, s.pending]).toEqual([3, 0, 'main', { kind: 'main', player: 0 }]);
    expect(s.log.filter((e) => e.type === 'mulligan').map((e) => e.type === 'mulligan' && e.redraw)).toEqual([
      false,
      false,
    ]);
    expect(s.log.some((e) => e.type === 'reveal' || e.type === 'energyPlaced')).toBe(false);
    expect([s.players[0].hand.length, s.players[1].hand.length]).toEqual([6, 6]); // 4 + 2 draws; 5 + 1 draw
  });

  it('HF-6.3 energy: place places the top card in every energy phase on the way', () => {
    const r = run(boardFile(['advance: { to: "turn 5 A main", energy: place }']));
    expect(r.failures).toEqual([]);
    const s = r.game.state;
    expect([s.players[0].energy.length, s.players[1].energy.length]).toEqual([1, 1]);
    expect(s.pending).toEqual({ kind: 'main', player: 0 });
  });

  it('answers nothing when the pending decision already matches the target', () => {
    const r = run(
      boardFile(['advance: { to: "turn 3 A main" }', 'advance: { to: "next decision of A" }', '"A: end"']),
    );
    expect(r.failures).toEqual([]);
    expect(r.game.state.decisions).toBe(1); // only the step "A: end"
  });

  it('"B main" is B’s next main phase; "next turn" the first decision of the next turn', () => {
    const r = run(boardFile(['advance: { to: "B main" }']));
    expect([r.game.state.turn, r.game.state.phase, r.game.state.pending]).toEqual([
      4,
      'main',
      { kind: 'main', player: 1 },
    ]);
    const next = run(boardFile(['advance: { to: "next turn" }']));
    expect([next.game.state.turn, next.game.state.phase, next.game.state.pending]).toEqual([
      4,
      'active',
      { kind: 'window', player: 0 }, // HF-7.2: B's active phase ends, A holds the window
    ]);
    const mine = run(boardFile(['advance: { to: "A main" }'])); // already in A's main phase
    expect(mine.game.state.decisions).toBe(0);
  });

  it('HF-8.3 "defense of B" stops at the defense after an attack, passing the windows between', () => {
    const r = run(
      boardFile(
        ['"A: attack 紅蓮の剣士 -> B"', 'advance: { to: "defense of B" }', '"B: defend 見張りの騎士"'],
        {
          a: '      battlefield: [紅蓮の剣士]\n      guardDeck: [守りの盾]',
          b: '      battlefield: [見張りの騎士]\n      guardDeck: [守りの盾]',
        },
      ),
    );
    expect(r.failures).toEqual([]);
    expect(r.game.state.log.some((e) => e.type === 'defend' && e.defender !== null)).toBe(true);
  });

  it('HF-6.6 "end of turn" stops at the order of expiring effects when there is one, else at the next turn', () => {
    const twoBoosts = {
      a: '      battlefield: [学徒]\n      hand: [鼓舞, 鼓舞]\n      energy: 2\n      mainDeck: [学徒]\n      guardDeck: [守りの盾]',
    };
    const boost = ['"A: play 鼓舞 target 学徒"', '"B: pass"', '"A: pass"'];
    const ordered = run(boardFile([...boost, ...boost, 'advance: { to: "end of turn" }'], twoBoosts));
    expect(ordered.failures).toEqual([]);
    expect([ordered.game.state.phase, ordered.game.state.pending]).toEqual([
      'endOfTurn',
      { kind: 'orderExpirations', player: 0 },
    ]);
    const none = run(boardFile([...boost, 'advance: { to: "end of turn" }'], twoBoosts));
    expect(none.failures).toEqual([]);
    expect([none.game.state.turn, none.game.state.phase]).toEqual([4, 'active']);
  });

  it('advancing through the game start asks for each game-start decision in turn: "mulligan of B"', () => {
    const r = run(startFile({ steps: ['advance: { to: "mulligan of B" }', '"B: mulligan redraw"'] }));
    expect(r.failures).toEqual([]);
    expect(r.game.state.log.filter((e) => e.type === 'mulligan')).toEqual([
      { type: 'mulligan', player: 0, redraw: false },
      { type: 'mulligan', player: 1, redraw: true },
    ]);
  });

  it('HF-16 invariants are checked after every decision an advance answers', () => {
    const decks = {
      a: '      mainDeck: [学徒, 学徒, 学徒, 鼓舞, 鼓舞, 鼓舞]\n      guardDeck: [守りの盾, 守りの盾]',
      b: '      mainDeck: [業火, 業火, 業火, 断罪, 断罪, 断罪]\n      guardDeck: [守りの盾, 守りの盾]',
    };
    const text = `${boardFile(['advance: { to: "turn 6 B main", energy: place }'], decks)}expect:\n  - invariants: hold\n`;
    const checked = vi.spyOn(InvariantWatch.prototype, 'after');
    const r = run(text);
    expect(r.failures).toEqual([]);
    expect(r.game.state.turn).toBe(6);
    expect(checked).toHaveBeenCalledTimes(r.game.state.decisions); // one check per answered decision
    checked.mockRestore();
  });
});

describe('unreachable advance: targets fail at the step’s line', () => {
  const failure = (text: string) => {
    const r = run(text);
    expect(r.passed).toBe(false);
    return r.failures[0].message;
  };

  it('a turn already passed', () => {
    const text = boardFile(['advance: { to: "turn 2 B main" }']);
    expect(failure(text)).toBe(
      `${FILE}:${lineOf(text, 'advance:')}: step 1: advance: 「turn 2 B main」 — 「turn 2 B main」はもう過ぎています（今: ターン3（A）main）`,
    );
  });

  it('a phase already passed in this turn', () => {
    const text = boardFile(['advance: { to: "turn 3 energy" }']);
    expect(failure(text)).toContain('「turn 3 energy」はもう過ぎています（今: ターン3（A）main）');
  });

  it('HF-2.7 a turn of the other player', () => {
    const text = boardFile(['advance: { to: "turn 4 A main" }']);
    expect(failure(text)).toBe(
      `${FILE}:${lineOf(text, 'advance:')}: step 1: advance: 「turn 4 A main」 — ターン4は B のターンです（先攻 A、HF-2.7）`,
    );
  });

  it('a decision that does not come in the phase named', () => {
    const text = boardFile(['advance: { to: "turn 3 A main defense of B" }']);
    expect(failure(text)).toMatch(
      new RegExp(
        `^${FILE}:${lineOf(text, 'advance:')}: step 1: advance: 「turn 3 A main defense of B」 — 当てはまる決定のないまま過ぎました（今: ターン3（A）discard`,
      ),
    );
  });

  it('HF-10.1 / HF-15.1 the game ends before the target', () => {
    const text = boardFile(['advance: { to: "turn 6 B main" }'], {
      b: '      mainDeck: []\n      guardDeck: [守りの盾, 守りの盾]', // B reloads from an empty trash at its draw and loses
    });
    expect(failure(text)).toMatch(
      new RegExp(
        `^${FILE}:${lineOf(text, 'advance:')}: step 1: advance: 「turn 6 B main」 — ゲームが終わりました（.*HF-1`,
      ),
    );
  });

  it('an advance after the game is over', () => {
    const text = boardFile(['"A: concede"', 'advance: { to: "next turn" }']);
    expect(failure(text)).toContain(
      `${FILE}:${lineOf(text, 'advance:')}: step 2: advance: 「next turn」 — ゲームはすでに終わっています`,
    );
  });
});

describe('strict: false answers both players’ decisions the steps leave out', () => {
  it('HF-6.3 the step player’s own energy decision is skipped before its attack', () => {
    const r = run(
      boardFile(['"A: attack 紅蓮の剣士 -> B"', '"B: defend none"'], {
        top: 'strict: false\n',
        setup: '  turn: 3\n  turnPlayer: A\n  phase: energy\n',
        a: '      battlefield: [紅蓮の剣士]\n      mainDeck: [学徒]\n      guardDeck: [守りの盾]',
        b: '      battlefield: [見張りの騎士]\n      guardDeck: [守りの盾, 守りの盾]',
      }),
    );
    expect(r.failures).toEqual([]);
    const log = r.game.state.log;
    expect(log.some((e) => e.type === 'energyPlaced')).toBe(false);
    expect(log.some((e) => e.type === 'attack')).toBe(true);
  });

  it('a step whose decision does not come within two turns fails instead of playing the game out', () => {
    const text = boardFile(['"B: defend none"'], { top: 'strict: false\n' });
    const r = run(text);
    expect(r.failures[0].message).toMatch(
      new RegExp(
        `^${FILE}:${lineOf(text, 'B: defend')}: step 1: 「B: defend none」に当たる決定（B の defense）が ターン5までに来ません`,
      ),
    );
    expect(r.game.state.turn).toBe(6);
  });
});

describe('strict: false knows which decisions each step verb answers', () => {
  it('every legal action, written as a step, fits the decision it answers: nothing is auto-answered (random games)', () => {
    const never = () => {
      throw new Error('a step that fits the pending decision must not be auto-answered');
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const game = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
        const refs = { lines: [] };
        const choose = randomChooser(seed);
        for (let n = 0; n < 300 && !game.state.result; n++) {
          const legal = legalActions(game);
          for (const action of legal.filter((a) => a.type !== 'concede')) {
            const step = parseStep(describeAction(game, refs, action));
            if (typeof step === 'string') throw new Error(step);
            expect(answerUntilStepFits(game, step, never)).toBeNull();
          }
          apply(game, choose(legal));
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe('the default policy (src/scenario/policy.ts)', () => {
  it('always answers with a legal action, never conceding or taking the extra draw (random games)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const game = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
        const choose = randomChooser(seed);
        for (let n = 0; n < 400 && !game.state.result; n++) {
          const legal = legalActions(game);
          const answer = defaultAnswer(game)!;
          expect(legal).toContainEqual(answer);
          expect(['concede', 'extraDraw']).not.toContain(answer.type);
          apply(game, choose(legal));
        }
      }),
      { numRuns: 12 },
    );
  });

  it.each([
    ['ougiReveal', { type: 'endReveal' }],
    ['kuusou', { type: 'kuusou', card: null }],
    ['mulligan', { type: 'mulligan', redraw: false }],
    ['energy', { type: 'placeEnergy', place: false }],
    ['main', { type: 'endMain' }],
    ['window', { type: 'pass' }],
    ['defense', { type: 'defend', defender: null }],
  ])('%s: the answer that changes least', (kind, wanted) => {
    // random games until the decision comes up, then the policy's answer
    let seen = false;
    for (let seed = 1; seed < 200 && !seen; seed++) {
      const game = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed });
      const choose = randomChooser(seed);
      for (let n = 0; n < 300 && !game.state.result && !seen; n++) {
        if (game.state.pending?.kind === kind) {
          expect(defaultAnswer(game)).toMatchObject(wanted);
          seen = true;
        } else apply(game, choose(legalActions(game)));
      }
    }
    expect(seen).toBe(true);
  });

  it('with energy "place" the energy decision places', () => {
    const game = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed: 5 });
    while (game.state.pending?.kind !== 'energy') apply(game, defaultAnswer(game)!);
    expect(defaultAnswer(game, 'place')).toMatchObject({ type: 'placeEnergy', place: true });
  });
});

describe('advance() on real games (property)', () => {
  it('"turn K A main" ends at A’s main decision of turn K, or the game is over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 4 }), (seed, k) => {
        const game = createGame({ decks: [FIXTURE_DECKS.red, FIXTURE_DECKS.blue], seed, firstPlayer: 0 });
        const answer = (a: Action) => {
          apply(game, a);
          return true;
        };
        const turn = 2 * k + 1; // A moves first: A's turns are the odd ones
        const why = advance(
          game,
          { to: { text: `turn ${turn} A main`, turn, turnPlayer: 'A', phase: 'main' }, energy: 'place' },
          answer,
        );
        if (why === null) {
          expect([game.state.turn, game.state.pending]).toEqual([turn, { kind: 'main', player: 0 }]);
        } else {
          expect(game.state.result).not.toBeNull();
        }
      }),
      { numRuns: 10 },
    );
  });
});
