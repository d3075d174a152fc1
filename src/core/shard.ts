// Campaign shards (issue 26): a campaign — the games of `hflux sim`, `hflux balance diff` or `hflux fuzz` — is
// split into n shards by game number: shard i plays the games whose number (counted over every matchup, in
// order) is ≡ i (mod n), with the same seeds as the whole campaign (a game's record depends only on the
// campaign seed, its matchup and its index, src/sim/play.ts). A shard writes its records; merging puts every record back in its
// place and summarizes them as one process would, so the merged output is the one-process output, byte for
// byte. A merge refuses parts of different campaigns and a missing or duplicated shard, and says which.
import { canonicalJson } from './canonicalJson.js';

/** What a shard keeps of each game: at least where the game belongs. */
interface GameRecord {
  matchup: number;
  index: number;
}

export interface Shard {
  index: number;
  count: number;
}

export const WHOLE: Shard = { index: 0, count: 1 };

export const SHARD_FORMAT = 'hflux-shard';
export const SHARD_VERSION = 1;

/** A shard's result: what it played, and which campaign it belongs to. */
export interface ShardPart<C, R extends GameRecord = GameRecord> {
  format: typeof SHARD_FORMAT;
  version: typeof SHARD_VERSION;
  /** `sim` or `balance diff`. */
  command: string;
  /** Everything that decides the campaign's games (options, card versions): equal in every part. */
  campaign: C;
  shard: Shard;
  /** Per side (sim: one; balance diff: before, after), the records of this shard's games, in game order. */
  sides: R[][];
}

export class ShardError extends Error {}

/** `--shard i/n`: 0 ≤ i < n, both integers. */
export function parseShard(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || index >= count || count > 1_000_000)
    throw new ShardError(`--shard は i/n（0 ≤ i < n ≤ 1000000 の整数）の形で書いてください: ${value}`);
  return { index, count };
}

/** Whether the game with this campaign-wide number belongs to the shard. */
export function inShard(gameNumber: number, shard: Shard): boolean {
  return gameNumber % shard.count === shard.index;
}

/** How many of `total` games (numbered 0…total-1) belong to the shard. */
export function shardSize(total: number, shard: Shard = WHOLE): number {
  return total > shard.index ? Math.ceil((total - shard.index) / shard.count) : 0;
}

/** The (matchup, index) pairs of every game, in campaign order; `shard` keeps its own. */
export function campaignTasks(games: readonly number[], shard: Shard = WHOLE): [number, number][] {
  const tasks: [number, number][] = [];
  let n = 0;
  games.forEach((count, m) => {
    for (let i = 0; i < count; i++, n++) if (inShard(n, shard)) tasks.push([m, i]);
  });
  return tasks;
}

export function shardPart<C, R extends GameRecord>(
  command: string,
  campaign: C,
  shard: Shard,
  sides: R[][][],
): ShardPart<C, R> {
  // A shard's records are a sparse copy of the campaign's; keep only the ones it played.
  return {
    format: SHARD_FORMAT,
    version: SHARD_VERSION,
    command,
    campaign,
    shard,
    sides: sides.map((records) => records.flatMap((list) => list.filter((r) => r !== undefined))),
  };
}

/** Reads a part from JSON text; `file` names it in errors. */
export function parseShardPart(text: string, file: string, command: string): ShardPart<unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ShardError(`${file}: JSON として読めません（${e instanceof Error ? e.message : String(e)}）`);
  }
  const part = value as Partial<ShardPart<unknown>>;
  if (typeof part !== 'object' || part === null || part.format !== SHARD_FORMAT)
    throw new ShardError(
      `${file}: シャードの部分結果ではありません（--shard i/n --json の出力を渡してください）`,
    );
  if (part.version !== SHARD_VERSION)
    throw new ShardError(
      `${file}: 部分結果の版 ${String(part.version)} は読めません（この版は ${SHARD_VERSION}）`,
    );
  if (part.command !== command)
    throw new ShardError(
      `${file}: hflux ${String(part.command)} の部分結果です（hflux ${command} のものを渡してください）`,
    );
  const s = part.shard;
  if (!s || !Number.isInteger(s.index) || !Number.isInteger(s.count) || s.index < 0 || s.index >= s.count)
    throw new ShardError(`${file}: shard の値が不正です`);
  if (!Array.isArray(part.sides) || !part.sides.every(Array.isArray))
    throw new ShardError(`${file}: sides の値が不正です`);
  return part as ShardPart<unknown>;
}

/**
 * Checks that `parts` are every shard of one campaign, once each; returns the campaign and, per side, the
 * records of each matchup in game order (`games[m]` games in matchup m).
 */
export function mergeParts<C, R extends GameRecord>(
  parts: readonly { file: string; part: ShardPart<C, R> }[],
  games: (campaign: C) => number[],
): { campaign: C; sides: R[][][] } {
  if (parts.length === 0) throw new ShardError('マージする部分結果がありません');
  const [first] = parts;
  const key = canonicalJson(first.part.campaign);
  for (const { file, part } of parts.slice(1)) {
    if (canonicalJson(part.campaign) !== key)
      throw new ShardError(
        `${file} は ${first.file} と別のキャンペーンの部分結果です（${campaignDifference(first.part.campaign, part.campaign)}が違います）`,
      );
  }
  checkCoverage(parts.map(({ file, part }) => ({ file, shard: part.shard })));
  const perMatchup = games(first.part.campaign);
  const sideCount = first.part.sides.length;
  const sides = Array.from({ length: sideCount }, () =>
    perMatchup.map((n) => new Array<R | undefined>(n).fill(undefined)),
  );
  for (const { file, part } of parts) {
    const expected = campaignTasks(perMatchup, part.shard);
    if (part.sides.length !== sideCount) throw new ShardError(`${file}: sides の数が違います`);
    part.sides.forEach((records, side) => {
      if (records.length !== expected.length)
        throw new ShardError(`${file}: ${expected.length} ゲームのはずが ${records.length} ゲームあります`);
      records.forEach((r, k) => {
        const [m, i] = expected[k];
        if (r?.matchup !== m || r.index !== i)
          throw new ShardError(`${file}: ${k} 番目の記録が対戦 ${m} のゲーム ${i} ではありません`);
        sides[side][m][i] = r;
      });
    });
  }
  return { campaign: first.part.campaign, sides: sides as R[][][] };
}

/** Every shard i/n of one n, once each: a missing, duplicated or differently split shard is refused. */
export function checkCoverage(parts: readonly { file: string; shard: Shard }[]): void {
  const count = parts[0]?.shard.count ?? 0;
  const seen = new Map<number, string>();
  for (const { file, shard } of parts) {
    if (shard.count !== count)
      throw new ShardError(`${file} は ${shard.count} 分割、${parts[0].file} は ${count} 分割です`);
    const other = seen.get(shard.index);
    if (other !== undefined)
      throw new ShardError(`シャード ${shard.index}/${count} が2回あります: ${other} と ${file}`);
    seen.set(shard.index, file);
  }
  const missing = [...Array(count).keys()].filter((i) => !seen.has(i));
  if (missing.length > 0)
    throw new ShardError(
      `シャードが足りません: ${missing.map((i) => `${i}/${count}`).join(', ')}（${count} 分割のうち ${parts.length} 個だけ）`,
    );
}

/** The top-level campaign fields whose values differ (for the refusal message). */
function campaignDifference(a: unknown, b: unknown): string {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return '内容';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const differ = [...keys].filter(
    (k) =>
      canonicalJson((a as Record<string, unknown>)[k]) !== canonicalJson((b as Record<string, unknown>)[k]),
  );
  return differ.length > 0 ? differ.map((k) => `「${k}」`).join('と') : '内容';
}
