import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioLibrary } from '../../src/scenario/library.js';
import { loadScenario } from '../../src/scenario/load.js';
import { runScenario } from '../../src/scenario/run.js';

const FILE = 'test/scenarios/x.scenario.yaml';

function run(text: string) {
  const s = loadScenario(text, FILE);
  return runScenario(s, scenarioLibrary(FILE, s.cards));
}

const board = (a: string, b = '      battlefield: [学徒]') => `cards: [../fixtures/fixture.hf]
setup:
  players:
    A:
${a}
    B:
${b}
`;

describe('malformed scenario files give file:line errors', () => {
  it('bad YAML', () => {
    expect(() => loadScenario('setup: [unclosed\n', FILE)).toThrowError(
      /^test\/scenarios\/x\.scenario\.yaml:\d+: YAML の構文エラー/,
    );
  });

  it('unknown top-level key, with the keys that exist', () => {
    expect(() => loadScenario('cards: [../fixtures/fixture.hf]\nsetpu: {}\n', FILE)).toThrowError(
      'x.scenario.yaml:2: 不明なキー「setpu」',
    );
  });

  it('unknown card, with a suggestion', () => {
    expect(() => run(board('      hand: [紅蓮の剣]'))).toThrowError(
      'x.scenario.yaml:5: 不明なカード「紅蓮の剣」（「紅蓮の剣士」のことですか？）',
    );
  });

  // nc9 finding 3: a card of a set the scenario did not load (the default is cards: [starter]) was only
  // 「不明なカード「…」」 with no hint; it now names the set and the cards: line to write.
  it('a card of another set: names the set and the cards: to write', () => {
    const noCards = (hand: string) => `setup:\n  players:\n    A:\n      hand: [${hand}]\n`;
    expect(() => run(noCards('ぜんまい人形'))).toThrowError(
      'x.scenario.yaml:4: 不明なカード「ぜんまい人形」（「ぜんまい人形」はセット kuon のカードです：cards: [starter, kuon] と書いてください）',
    );
    // docs/scenarios.md quotes the first message
    const doc = readFileSync(resolve('docs/scenarios.md'), 'utf8');
    expect(doc).toContain(
      '`ERROR x.scenario.yaml:4: 不明なカード「ぜんまい人形」（「ぜんまい人形」はセット kuon のカードです：cards: [starter, kuon] と書いてください）`',
    );
    expect(() => run(noCards('ぜんまい人間'))).toThrowError(
      'x.scenario.yaml:4: 不明なカード「ぜんまい人間」（「ぜんまい人形」のことですか？ 「ぜんまい人形」はセット kuon のカードです：cards: [starter, kuon] と書いてください）',
    );
    expect(() => run(noCards('まったく無い名前のカード'))).toThrowError(
      'x.scenario.yaml:4: 不明なカード「まったく無い名前のカード」（cards: [starter] にも、ほかのセットにも、似た名前のカードはありません）',
    );
  });

  it('impossible setup: 4 copies of a name (HF-1.2)', () => {
    expect(() => run(board('      hand: [学徒, 学徒]\n      mainDeck: [学徒, 学徒]'))).toThrowError(
      /x\.scenario\.yaml:6: HF-1\.2 プレイヤーAの「学徒」が4枚以上あります/,
    );
  });

  it('impossible setup: a set card with no host (HF-16.4)', () => {
    expect(() => run(board('      battlefield: [炎の剣]'))).toThrowError(
      'x.scenario.yaml:5: 「炎の剣」はセットカードです。宿主の set: に書いてください（HF-16.4）',
    );
  });

  it('a zone key that does not exist', () => {
    expect(() => run(board('      graveyard: [学徒]'))).toThrowError(
      /x\.scenario\.yaml:5: 不明なキー「graveyard」/,
    );
  });

  it('a step for the wrong player (strict mode)', () => {
    const r = run(
      `${board('      battlefield: [紅蓮の剣士]\n      guardDeck: [学徒]')}steps:\n  - "A: attack 紅蓮の剣士 -> B"\n  - "A: pass"\n`,
    );
    expect(r.passed).toBe(false);
    expect(r.failures[0].message).toBe(
      'test/scenarios/x.scenario.yaml:11: step 2: エンジンは B に window を尋ねていますが、このステップは A のものです（B の合法手: B: pass）。B の決定をこの前のステップに書くか、strict: false にしてください',
    );
  });

  it('an illegal step names the legal options', () => {
    const r = run(
      `${board('      battlefield: [{card: 紅蓮の剣士, state: sleep}]')}steps:\n  - "A: attack 紅蓮の剣士 -> B"\n`,
    );
    expect(r.failures[0].message).toBe(
      // nb17: and the engine's reason (HF-8.1)
      'test/scenarios/x.scenario.yaml:9: step 1: 「A: attack 紅蓮の剣士 -> B」は今は合法ではありません：スリープのキャラクターは攻撃できません（アクティブである必要があります）：「紅蓮の剣士」（test/fixtures/fixture.hf:6）（HF-8.1）（main の合法手: A: end）（カード: 「紅蓮の剣士」 test/fixtures/fixture.hf:6）',
    );
  });

  it('a failed expectation shows expected, actual and the board', () => {
    const r = run(
      `${board('      battlefield: [紅蓮の剣士]')}expect:\n  - card: { ref: 紅蓮の剣士, power: 9000 }\n`,
    );
    expect(r.failures[0].mismatches).toEqual([
      { what: '紅蓮の剣士（test/fixtures/fixture.hf:6） の power', expected: 9000, actual: 3000 },
    ]);
    expect(r.failures[0].board).toContain('A: field [紅蓮の剣士(3000)]');
  });

  it('non-strict mode answers the other player with pass', () => {
    const r = run(
      `strict: false\n${board('      battlefield: [紅蓮の剣士]\n      guardDeck: [学徒]')}steps:\n  - "A: attack 紅蓮の剣士 -> B"\n  - "A: pass"\nexpect:\n  - pending: { player: B, kind: defense }\n`,
    );
    expect(r.failures.map((f) => f.message)).toEqual([]);
  });
});

describe('legal / illegal expectations', () => {
  it('HF-13.7 an 【奥義】 card is not playable without a corresponding card, and is once one is face up', () => {
    const text = (faceUp: boolean) =>
      `${board(`      hand: [剣聖の奥義]\n      energy: 2\n      guardDeck: [{card: 紅蓮の剣士, faceUp: ${faceUp}}]`, '      battlefield: [学徒]')}expect:\n  - ${faceUp ? 'legal' : 'illegal'}: "A: play 剣聖の奥義 target 学徒"\n  - ${faceUp ? 'illegal' : 'legal'}: "A: end"\n`;
    expect(run(text(false)).failures.map((f) => f.mismatches)).toEqual([]);
    const withCard = run(text(true));
    expect(withCard.failures[0].mismatches).toEqual([
      { what: '「A: end」', expected: '合法でない', actual: '合法' },
    ]);
  });
});

describe('setup details', () => {
  it("HF-4.5 a set card listed with owner: A on B's character stays A's card", () => {
    const r = run(
      `${board('      hand: [学徒]', '      battlefield: [{card: 紅蓮の剣士, set: [{card: 呪いの枷, owner: A}]}]')}expect:\n  - card: { ref: 紅蓮の剣士, power: 2000, controller: B }\n`,
    );
    expect(r.failures).toEqual([]);
    const shackle = r.game.state.cards.find((c) => r.game.defs.get(c.def)?.name === '呪いの枷')!;
    expect([shackle.owner, shackle.controller, shackle.zone]).toEqual([0, 0, 'attached']);
  });

  it('energy entries may be asleep', () => {
    const r = run(`${board('      energy: [学徒, {card: 学徒, state: sleep}]\n      hand: [鼓舞]')}`);
    const energies = r.game.state.players[0].energy.map((id) => r.game.state.cards[id].sleep);
    expect(energies).toEqual([false, true]);
  });
});

describe('card files named in cards:', () => {
  it('an absolute .hf path is read as it is, not joined to the scenario folder', () => {
    const absolute = resolve('test/fixtures/fixture.hf');
    const library = scenarioLibrary(FILE, [absolute]);
    expect(library.get('学徒')?.name).toBe('学徒');
  });
});
