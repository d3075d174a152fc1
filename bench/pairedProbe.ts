// The child process of `npm run bench -- --against <rev> --paired` (bench/paired.ts): imports both trees'
// bundled bench/play.ts into this one process and alternates chunks of random games between them.
//
//   node --import tsx bench/pairedProbe.ts --this A.mjs --that B.mjs [--pairs 40] [--chunk 30] [--warm-up 16]
//
// Pair k plays games k·chunk … k·chunk + chunk − 1 in both trees (which tree goes first alternates with k),
// with HF-16 checks off and then on; each chunk is timed by this process's CPU time (user + system), so the
// other jobs on the machine fall out and what remains of their effect (shared caches and cores) falls on both
// chunks of a pair alike. Prints one JSON line: { figures: { checksOff, checksOn } }, each { pairs } or
// { missing }.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ChunkPair, PairedFigure } from './paired.js';

interface Played {
  games: number;
  decisions: number;
}
type PlayGames = (from: number, count: number, opts: { checks: boolean; log: boolean }) => Played;

const { values } = parseArgs({
  options: {
    this: { type: 'string' },
    that: { type: 'string' },
    pairs: { type: 'string', default: '40' },
    chunk: { type: 'string', default: '30' },
    'warm-up': { type: 'string', default: '16' },
  },
});
const pairs = Number(values.pairs);
const chunk = Number(values.chunk);
const warmUp = Number(values['warm-up']);

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

async function playGamesOf(bundle: string | undefined, side: string): Promise<PlayGames | string> {
  if (!bundle) return `${side}: no bundle`;
  const m = (await import(pathToFileURL(bundle).href)) as { playGames?: PlayGames };
  return typeof m.playGames === 'function' ? m.playGames : `${side}: no playGames in bench/play.ts`;
}

const first = (e: unknown) => String((e as Error).message ?? e).split('\n')[0];

async function main(): Promise<void> {
  const mine = await playGamesOf(values.this, 'this tree');
  const theirs = await playGamesOf(values.that, 'that tree');
  const figures: Record<string, PairedFigure> = {};
  const settings = [
    { name: 'checksOff', checks: false },
    { name: 'checksOn', checks: true },
  ];
  if (typeof mine === 'string' || typeof theirs === 'string') {
    const missing = typeof mine === 'string' ? mine : (theirs as string);
    for (const s of settings) figures[s.name] = { missing };
    process.stdout.write(`${JSON.stringify({ figures })}\n`);
    return;
  }
  const trees = [mine, theirs];
  const live = new Map<string, ChunkPair[]>();
  // Warm-up on other games, trees and settings interleaved: V8 keeps getting faster for the first few hundred
  // games (bench/probe.ts). A setting a tree cannot play is missing, the other is still measured.
  for (const s of settings) {
    try {
      for (let w = 0; w < warmUp; w++)
        for (const play of trees) play(100_000 + w * chunk, chunk, { checks: s.checks, log: false });
      live.set(s.name, []);
    } catch (e) {
      figures[s.name] = { missing: first(e) };
    }
  }
  for (let k = 0; k < pairs; k++)
    for (const s of settings) {
      const out = live.get(s.name);
      if (!out) continue;
      const from = k * chunk;
      const order = k % 2 === 0 ? [0, 1] : [1, 0];
      const got: { decisions: number; ms: number }[] = [];
      try {
        for (const t of order) {
          const start = cpuMs();
          const played = trees[t](from, chunk, { checks: s.checks, log: false });
          got[t] = { decisions: played.decisions, ms: cpuMs() - start };
        }
      } catch (e) {
        live.delete(s.name);
        figures[s.name] = { missing: first(e) };
        continue;
      }
      out.push({
        from,
        games: chunk,
        thisDecisions: got[0].decisions,
        thisMs: got[0].ms,
        thatDecisions: got[1].decisions,
        thatMs: got[1].ms,
      });
    }
  for (const [name, out] of live) figures[name] = { pairs: out };
  process.stdout.write(`${JSON.stringify({ figures })}\n`);
}

await main();
