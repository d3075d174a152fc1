// nc9 finding 10: `hflux play --decks yoru kage-funeral` narrated P1 / P2 and ended 「結果：P2の勝利…」 without
// saying which deck P2 was; the header and the result now name each player's deck (as `sim --replay` does).
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { playCommand } from '../../src/cli/play.js';

const lines = async (opts: Parameters<typeof playCommand>[0]) => {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
  try {
    expect(await playCommand(opts)).toBe(0);
  } finally {
    log.mockRestore();
  }
  return out.join('\n').split('\n');
};

test('the header and the result name the decks of P1 and P2 (a deck file by its name)', async () => {
  const file = join(import.meta.dirname, '..', '..', 'cards/starter/decks/soukyu-knights.deck');
  const out = await lines({ seed: 7, decks: ['kage-funeral', file] });
  expect(out[0]).toBe('kage-funeral（P1）対 soukyu-knights（P2）（シード7）');
  expect(out.at(-1)).toMatch(
    /^結果：P[12]（(kage-funeral|soukyu-knights)）の勝利（.+）／\d+ターン、\d+回の決定、シード7$/,
  );
  const winner = /P([12])（([^）]+)）/.exec(out.at(-1)!)!;
  expect(winner[2]).toBe(winner[1] === '1' ? 'kage-funeral' : 'soukyu-knights');
});

test('--lang en, --quiet: the result line only, with the deck', async () => {
  const out = await lines({ seed: 7, decks: ['guren-aggro', 'soukyu-knights'], lang: 'en', quiet: true });
  expect(out.filter((l) => l !== '')).toHaveLength(1);
  expect(out.at(-1)).toMatch(
    /^Result: (P1 \(guren-aggro\)|P2 \(soukyu-knights\)) wins \(.+\) \/ \d+ turns, \d+ decisions, seed 7$/,
  );
});
