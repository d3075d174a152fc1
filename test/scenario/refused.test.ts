// `expect: - refused: { code, rule }` (issue 21): passes exactly when the setup, decks or start are refused for
// that reason; fails when they are accepted or refused for another reason; a mistake in the file stays an error.
import { describe, expect, it } from 'vitest';
import { FILE, fileError, mismatches, runText } from './harness.js';

const board = (a: string, refused: string) => `setup:
  turn: 3
  players:
    A:
${a}
    B:
      guardDeck: [古き契約]
expect:
  - refused: ${refused}
`;
const FOUR = '      hand: [村の衛兵, 村の衛兵]\n      trash: [村の衛兵, 村の衛兵]';
const THREE = '      hand: [村の衛兵, 村の衛兵]\n      trash: [村の衛兵]';

describe('refused: (issue 21)', () => {
  it('HF-1.2 passes when the board is refused for that code and rule', () => {
    expect(runText(board(FOUR, '{ code: copy-limit, rule: HF-1.2 }')).passed).toBe(true);
    expect(runText(board(FOUR, '{ rule: HF-1.2 }')).passed).toBe(true);
    expect(runText(board(FOUR, '{}')).passed).toBe(true);
  });

  it('HF-1.2 fails when the board is accepted, saying so', () => {
    const r = runText(board(THREE, '{ rule: HF-1.2 }'));
    expect(r.passed).toBe(false);
    expect(mismatches(r)).toEqual([
      'refused: {"拒否":{"rule":"HF-1.2"}} / "拒否されずにゲームが作られました"',
    ]);
    expect(r.failures[0].message).toBe(`${FILE}:10: 期待が満たされていません（拒否されませんでした）`);
  });

  it('HF-1.2 fails when refused for another rule or code, naming the actual reason', () => {
    for (const other of ['{ rule: HF-16.4 }', '{ code: main-size }']) {
      const r = runText(board(FOUR, other));
      expect(r.passed).toBe(false);
      expect(r.failures[0].mismatches[0].what).toBe('refused（別の理由で拒否）');
      expect(JSON.stringify(r.failures[0].mismatches[0].actual)).toContain(
        '"code":"copy-limit","rule":"HF-1.2"',
      );
    }
  });

  it('HF-16.4 a set card alone on the battlefield is a refusal with its own code', () => {
    const text = `cards: [../fixtures/fixture.hf]\n${board('      battlefield: [炎の剣]', '{ code: set-without-host, rule: HF-16.4 }')}`;
    expect(runText(text).passed).toBe(true);
  });

  it('HF-1.1 deckCheck: every reason must fit — a deck refused for size and copies fails refused: { rule: HF-1.1 }', () => {
    const text = `setup:
  phase: start
  deckCheck: true
  players:
    A:
      mainDeck: [村の衛兵, 村の衛兵, 村の衛兵, 村の衛兵]
      guardDeck: [古き契約]
    B:
      mainDeck: [村の衛兵]
      guardDeck: [古き契約]
expect:
  - refused: { rule: HF-1.1 }
`;
    const r = runText(text);
    expect(r.passed).toBe(false);
    expect(JSON.stringify(r.failures[0].mismatches[0].actual)).toContain('HF-1.2');
    expect(runText(text.replace('{ rule: HF-1.1 }', '{}')).passed).toBe(true);
  });

  it('a misspelt card is still the file error, never a refusal', () => {
    expect(fileError(board('      hand: [村の衛]', '{}'))).toMatch(
      /^test\/scenarios\/x\.scenario\.yaml:5: 不明なカード「村の衛」/,
    );
  });

  it('refused: takes no steps, no other expectations and no after:', () => {
    const withStep = board(FOUR, '{}').replace('expect:', 'steps:\n  - "A: end"\nexpect:');
    expect(fileError(withStep)).toMatch(/:12: refused: は.*ステップも他の期待も書けません/);
    expect(fileError(board(FOUR, '{}\n    after: 0'))).toMatch(
      /refused: は盤面を作るときに確かめるので after: は書けません/,
    );
    expect(fileError(board(FOUR, '{ rule: 1.2 }'))).toMatch(/rule は HF-1.2 のような規則番号です/);
  });
});
