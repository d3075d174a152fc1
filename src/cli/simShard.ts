// `hflux sim … --shard i/n --json` and `hflux sim --merge a.json b.json …` (issue 26): a shard plays only its
// games (src/sim/shard.ts) and prints a partial result; a merge checks that the parts are every shard of one
// campaign — the same decks, bots, games, seed, card sources and card versions — and prints exactly what one
// process would have printed (the summary, --json, --report, --csv).
import { readFileSync } from 'node:fs';
import { type CardVersions, canonicalJson, cardVersions } from '../catalog/cardHash.js';
import { sha256Hex } from '../core/sha256.js';
import { ShardError, type ShardPart, mergeParts, parseShardPart, shardPart } from '../core/shard.js';
import type { LoadedMatchup } from '../sim/matchups.js';
import type { GameRecord } from '../sim/play.js';
import { loadCardPool } from './cards.js';
import {
  type SimOptions,
  type SimResult,
  checkSimOptions,
  playMatchups,
  printSimResult,
  simSpecs,
  summarizeSim,
} from './sim.js';
import { loadErrorMessage } from './simErrors.js';
import { writeSimOutputs } from './simOutputs.js';

/** What decides a sim campaign's games: equal in every shard of it. */
export interface SimCampaign {
  decks: string[];
  cards: string[] | null;
  bots: [string, string];
  games: number;
  seed: number;
  /** The version (hash) of every card the decks hold. */
  versions: CardVersions;
  /** A hash of each deck's card ids (a deck file's contents, not its path). */
  deckContents: string[];
}

function botsOf(o: SimOptions): [string, string] {
  return [o.bots[0], o.bots[1] ?? o.bots[0]];
}

/** The cards of every deck in play, and a hash of each deck's contents. */
export function deckIdentity(
  loaded: readonly LoadedMatchup[],
): Pick<SimCampaign, 'versions' | 'deckContents'> {
  const decks = loaded.flatMap((m) => m.decks);
  const cards = decks.flatMap((d) => [...d.main, ...d.guard, ...(d.extra ?? [])]);
  const contents = decks.map((d) =>
    sha256Hex(canonicalJson([d.main, d.guard, d.extra ?? []].map((zone) => zone.map((c) => c.id).sort()))),
  );
  return { versions: cardVersions(cards), deckContents: contents };
}

function campaignOf(o: SimOptions, loaded: readonly LoadedMatchup[]): SimCampaign {
  return {
    decks: o.decks,
    cards: o.cards ?? null,
    bots: botsOf(o),
    games: o.games,
    seed: o.seed,
    ...deckIdentity(loaded),
  };
}

/** Plays shard `o.shard` and prints its partial result (JSON) on stdout. */
export async function simShardCommand(o: SimOptions): Promise<number> {
  const problem = checkSimOptions(o) ?? shardProblem(o);
  if (problem) {
    console.error(`hflux sim: ${problem}`);
    return 2;
  }
  try {
    const specs = simSpecs(o.decks, botsOf(o), o.games);
    const pool = await loadCardPool(o.cards);
    const started = performance.now();
    const { records, loaded } = await playMatchups({
      specs,
      pool,
      seed: o.seed,
      workers: o.workers,
      shard: o.shard,
      progress: o.progress ? 'sim' : undefined,
      exitOnInterrupt: o.exitOnInterrupt,
    });
    const part = shardPart<SimCampaign, GameRecord>('sim', campaignOf(o, loaded), o.shard!, [records]);
    console.log(JSON.stringify(part));
    const played = part.sides[0].length;
    const secs = (performance.now() - started) / 1000;
    console.error(
      `shard ${o.shard!.index}/${o.shard!.count}: ${played} games in ${secs.toFixed(1)} s (${(played / secs).toFixed(1)} games/s)`,
    );
    return played > 0 && part.sides[0].some((r) => r.error) ? 1 : 0;
  } catch (e) {
    const known = loadErrorMessage(e, 'sim', o.lang);
    if (!known) throw e;
    console.error(known[0]);
    return known[1];
  }
}

function shardProblem(o: SimOptions): string | null {
  if (!o.json) return '--shard は --json と一緒に使います（部分結果を JSON で出力し、--merge でまとめます）';
  if (o.report || o.csv || o.samples)
    return '--shard では --report・--csv・--samples は使えません（--merge のときに指定してください）';
  return null;
}

/** Reads the parts, checks them, and prints the campaign's result as one process would. */
export async function simMergeCommand(o: SimOptions): Promise<number> {
  try {
    const parts = readShardParts<SimCampaign>(o.merge ?? [], 'sim');
    const { campaign, sides } = mergeParts(parts, (c) =>
      simSpecs(c.decks, c.bots, c.games).map((s) => s.games),
    );
    const merged: SimOptions = {
      ...o,
      decks: campaign.decks,
      cards: campaign.cards ?? undefined,
      bots: campaign.bots,
      games: campaign.games,
      seed: campaign.seed,
    };
    const specs = simSpecs(merged.decks, campaign.bots, merged.games);
    const pool = await loadCardPool(merged.cards);
    const { loadMatchups } = await import('../sim/matchups.js');
    const loaded = loadMatchups(specs, pool);
    const here = campaignOf(merged, loaded);
    if (canonicalJson(here) !== canonicalJson(campaign))
      throw new ShardError(
        '部分結果のカードまたはデッキが、ここにあるものと違います（シャードと同じ版のカードでマージしてください）',
      );
    const records = sides[0];
    const summary = summarizeSim(merged.decks, specs, records, loaded);
    const files = writeSimOutputs(merged, campaign.bots, summary, { specs, loaded, records });
    const result: SimResult = { ...summary, elapsedMs: 0, ...files };
    return printSimResult(merged, result, `merged ${parts.length} shards`);
  } catch (e) {
    if (e instanceof ShardError) {
      console.error(`hflux sim --merge: ${e.message}`);
      return 2;
    }
    const known = loadErrorMessage(e, 'sim', o.lang);
    if (!known) throw e;
    console.error(known[0]);
    return known[1];
  }
}

/** Reads and checks the part files of `hflux <command> --merge`. */
export function readShardParts<C>(files: readonly string[], command: string) {
  return files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      throw new ShardError(`${file} を読めません（${e instanceof Error ? e.message : String(e)}）`);
    }
    return { file, part: parseShardPart(text, file, command) as ShardPart<C, GameRecord> };
  });
}
