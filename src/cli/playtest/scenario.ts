// "Save as scenario" and "Open scenario" for the playtest page. Saving writes the board at the chosen point as
// `setup:` (src/scenario/emit.ts), each decision since in step notation (describeAction) and the outcome as
// `expect:`, as `hflux scenario --record` does, then replays the file: what is handed back always passes.
// Opening builds a scenario's board (buildScenarioGame) and hands back the game's state and card definitions.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { stringify } from 'yaml';
import type {
  OpenScenarioRequest,
  OpenScenarioResponse,
  SaveScenarioRequest,
  SaveScenarioResponse,
} from '../../../web/src/api.js';
import { scenarioStartProblem } from '../../../web/src/host/savePoints.js';
import type { CardDefinition } from '../../core/cardTypes.js';
import type { Action } from '../../core/decisions.js';
import { type Game, actionKey, apply, deserialize, legalActions, serialize } from '../../engine/index.js';
import { InputFileError, readInputFile } from '../../io/readInput.js';
import { BLANK_ENERGY, buildScenarioGame } from '../../scenario/build.js';
import { setupOf } from '../../scenario/emit.js';
import { scenarioLibrary } from '../../scenario/library.js';
import { loadScenario } from '../../scenario/load.js';
import { runScenario } from '../../scenario/run.js';
import { describeAction } from '../../scenario/steps.js';
import { ScenarioError } from '../../scenario/types.js';
import type { CardStore } from './cards.js';
import { cardIdMap, mapActionCards } from './idMap.js';

const side = (p: number) => (p === 0 ? 'A' : 'B');

/** A failure the page shows as it is (Japanese). */
class SaveError extends Error {}

function setOf(def: CardDefinition): string {
  return def.id.slice(0, def.id.indexOf('/'));
}

/** The legal action of `game` that is `action` of the original game, found by card place, else by rank. */
function matchAction(game: Game, original: Game, action: Action, ids: ReadonlyMap<number, number>): Action {
  const legal = legalActions(game);
  const wanted = actionKey(mapActionCards(action, ids));
  const byCards = legal.find((a) => actionKey(a) === wanted);
  if (byCards) return byCards;
  // Ids that are not cards (a lasting effect's id in nextExpiration, a replacement's key) differ between the
  // games: the action of the same type at the same rank among the legal ones is the same choice.
  const sameType = (list: Action[]) => list.filter((a) => a.type === action.type);
  const rank = sameType(legalActions(original)).findIndex((a) => actionKey(a) === actionKey(action));
  const candidate = rank < 0 ? undefined : sameType(legal)[rank];
  if (!candidate) throw new SaveError(`決定「${action.type}」をシナリオの手順に書けません`);
  return candidate;
}

/** Each place's card name in both games, to tell that the scenario's game went where the played one did. */
function sameBoard(a: Game, b: Game): boolean {
  const names = (g: Game) =>
    JSON.stringify({
      players: g.state.players.map((p) =>
        [p.hand, p.guardDeck, p.trash, p.damageField, p.mainDeck].map((z) =>
          z.map((id) => g.defs.get(g.state.cards[id].def)?.name),
        ),
      ),
      battlefield: g.state.battlefield.map((id) => g.defs.get(g.state.cards[id].def)?.name).sort(),
      result: g.state.result,
      pending: g.state.pending && { kind: g.state.pending.kind, player: g.state.pending.player },
    });
  return names(a) === names(b);
}

function outcome(game: Game): unknown[] {
  const r = game.state.result;
  if (r) return [{ result: { winner: r.winner === null ? 'draw' : side(r.winner), rule: r.rule } }];
  return [{ pending: { player: side(game.state.pending!.player), kind: game.state.pending!.kind } }];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * hi9: the body is whatever a client sent (`null`, `[]`, a string for a list). Its shape is checked before
 * any field is read, so a malformed request is named as such, never an internal TypeError.
 */
function requestProblem(
  body: unknown,
  fields: Record<string, 'string' | 'objects' | 'string?'>,
): string | null {
  if (!isObject(body)) return '要求の本文が JSON のオブジェクトではありません';
  for (const [key, kind] of Object.entries(fields)) {
    const v = body[key];
    if (kind === 'string?' && v === undefined) continue;
    if (kind === 'objects' ? !(Array.isArray(v) && v.every(isObject)) : typeof v !== 'string')
      return `要求の「${key}」が${kind === 'objects' ? 'オブジェクトのリスト' : '文字列'}ではありません`;
  }
  return null;
}

export function saveScenario(req: SaveScenarioRequest, store: CardStore): SaveScenarioResponse {
  try {
    const shape = requestProblem(req, {
      name: 'string',
      fileName: 'string',
      state: 'string',
      actions: 'objects',
      extraCards: 'objects',
    });
    if (shape) throw new SaveError(shape);
    const served = store.current().sets;
    const defs = [...served.flatMap((s) => s.cards), ...req.extraCards];
    const start = deserialize(req.state, defs);
    const problem = scenarioStartProblem(start);
    if (problem) throw new SaveError(problem);
    const used = [...new Set(start.state.cards.map((c) => start.defs.get(c.def)!))];
    const servedIds = new Set(served.flatMap((s) => s.cards.map((c) => c.id)));
    const foreign = used.filter((d) => !servedIds.has(d.id) && d.id !== BLANK_ENERGY.id);
    if (foreign.length > 0)
      throw new SaveError(
        `カードセットにないカード（${foreign.map((d) => `「${d.name}」`).join('')}）を使うゲームはシナリオにできません`,
      );
    const cards = used.filter((d) => d.id !== BLANK_ENERGY.id);
    const sets = [...new Set(cards.map(setOf))].sort();
    const library = new Map(cards.map((d) => [d.name, d]));
    const header = { name: req.name, cards: sets, setup: setupOf(start) };
    const { game, refs } = buildScenarioGame(loadScenario(stringify(header), req.fileName), library);
    const ids = cardIdMap(start, game);
    const played = deserialize(req.state, defs);
    const steps: string[] = [];
    for (const action of req.actions) {
      const match = matchAction(game, played, action, ids);
      steps.push(describeAction(game, refs, match));
      apply(game, match);
      apply(played, action);
    }
    if (!sameBoard(game, played))
      throw new SaveError('シナリオの盤面からでは同じゲームになりません（setup: に書けない状態があります）');
    const stale = served.filter((s) => sets.includes(s.id) && !s.sameAsGenerated).map((s) => s.id);
    const note = stale.length
      ? `# cards/ の ${stale.join(', ')} は generated/ と違います。hflux scenario の前に npm run gen を実行してください。\n`
      : '';
    const text = `# Saved by the hflux serve playtest. Edit freely: it is an ordinary scenario.\n${note}${stringify({ ...header, steps, expect: outcome(game) }, { lineWidth: 0 })}`;
    const check = runScenario(loadScenario(text, req.fileName), library);
    if (!check.passed) throw new SaveError(`保存したシナリオが再生できません：${check.failures[0]?.message}`);
    return { ok: true, fileName: req.fileName, text };
  } catch (e) {
    return { ok: false, error: messageOf(e) };
  }
}

function messageOf(e: unknown): string {
  if (e instanceof SaveError || e instanceof ScenarioError || e instanceof InputFileError) return e.message;
  if (e instanceof Error && e.name === 'IllegalActionError') return `手順を再生できません：${e.message}`;
  if (e instanceof Error && e.name === 'SerializationError') return `ゲームの状態を読めません：${e.message}`;
  return `内部エラー：${e instanceof Error ? e.message : String(e)}`;
}

/** A path the page names, inside the project root (never outside it), ending in .scenario.yaml. */
function projectFile(root: string, path: string): string {
  const full = resolve(root, path);
  const rel = relative(root, full);
  if (rel.startsWith('..') || isAbsolute(rel) || !full.endsWith('.scenario.yaml'))
    throw new SaveError(`プロジェクトの中の .scenario.yaml ファイルではありません：${path}`);
  if (!existsSync(full) || !statSync(full).isFile()) throw new SaveError(`ファイルがありません：${path}`);
  return full;
}

export function openScenario(req: OpenScenarioRequest, store: CardStore): OpenScenarioResponse {
  try {
    const shape = requestProblem(req, { path: 'string?', text: 'string?', fileName: 'string?' });
    if (shape) throw new SaveError(shape);
    const full = req.path === undefined ? null : projectFile(store.root, req.path);
    const file = full ? (req.path as string) : (req.fileName ?? 'upload.scenario.yaml');
    const text = full ? readInputFile(full, { display: file }) : (req.text ?? '');
    const scenario = loadScenario(text, file);
    const sets = store.current().sets;
    const library = new Map<string, CardDefinition>();
    for (const source of scenario.cards) {
      const set = sets.find((s) => s.id === source);
      if (set) for (const c of set.cards) library.set(c.name, c);
      else if (source.endsWith('.hf') && full)
        for (const [n, c] of scenarioLibrary(full, [source])) library.set(n, c);
      else
        throw new SaveError(
          `${file}: cards: 「${source}」を読めません（カードセット: ${sets.map((s) => s.id).join(', ')}${full ? '' : '。アップロードしたシナリオの .hf は読めません'}）`,
        );
    }
    const { game } = buildScenarioGame(scenario, library);
    return { ok: true, name: scenario.name, state: serialize(game), cards: [...game.defs.values()] };
  } catch (e) {
    return { ok: false, error: messageOf(e) };
  }
}

/** The scenario files under the project root (test/, scenarios/ …), skipping node_modules and dot folders. */
export function scenarioFiles(root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string, depth: number) => {
    if (depth > 6) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path, depth + 1);
      else if (entry.name.endsWith('.scenario.yaml')) out.push(relative(root, path).split('\\').join('/'));
    }
  };
  visit(root, 0);
  return out.sort();
}
