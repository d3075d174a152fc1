// Parsing a *.scenario.yaml file into the Scenario model, with file:line errors for every mistake.
import type { FaceDownDefinition, PhaseName } from '../core/cardTypes.js';
import { SEED_MAX, rngStateProblem } from '../core/rng.js';
import { loadCardVersions } from './cardVersions.js';
import { expectation } from './loadExpect.js';
import { START_ONLY_KEYS, loadStartOptions } from './loadStart.js';
import { loadStep } from './loadSteps.js';
import {
  type BattlefieldEntry,
  type CardEntry,
  type PlayerSetup,
  type Scenario,
  ScenarioError,
  type Setup,
  type Side,
  combinedError,
} from './types.js';
import { type Path, YamlReader } from './yamlReader.js';

const TOP_KEYS = [
  'name',
  'rules',
  'cards',
  'cardVersions',
  'seed',
  'strict',
  'setup',
  'steps',
  'expect',
] as const;
const SETUP_KEYS = ['turn', 'turnPlayer', 'phase', 'window', 'players', 'rng', ...START_ONLY_KEYS] as const;
const ZONE_KEYS = [
  'hand',
  'mainDeck',
  'guardDeck',
  'energy',
  'trash',
  'damageField',
  'extraDeck',
  'excluded',
  'battlefield',
  'marker',
  'kuusou',
] as const;
/** Sane ranges for the numbers of a board (issue 11): -5 energies or turn 1e300 are typos, not boards. */
const BOUNDS = { count: 99, turn: 999, power: 999_999 } as const;

/** An integer in [min, max]; otherwise a ScenarioError naming the file, the line and the field. */
function ranged(r: YamlReader, path: Path, fallback: number | undefined, max: number, min = 0): number {
  const n = r.number(path, fallback);
  if (n < min || n > max)
    r.fail(path, `${path.join('.')} は${min}以上${max}以下の整数で書いてください（値: ${n}）`);
  return n;
}

// start: before the game-start procedure (HF-2, src/scenario/loadStart.ts)
const PHASES: Setup['phase'][] = ['active', 'draw', 'energy', 'main', 'discard', 'start'];

function side(r: YamlReader, path: Path): Side {
  const v = r.string(path);
  if (v !== 'A' && v !== 'B') return r.fail(path, `プレイヤーは A か B です（値: ${v}）`);
  return v;
}

function cardEntry(r: YamlReader, path: Path): CardEntry {
  const v = r.get(path);
  if (typeof v === 'string') return { name: v, line: r.line(path) };
  if (v && typeof v === 'object') {
    r.allowKeys(path, ['card', 'faceUp']);
    const faceUp = r.get([...path, 'faceUp']);
    return {
      name: r.string([...path, 'card']),
      faceUp: faceUp === undefined ? undefined : faceUp === true,
      line: r.line(path),
    };
  }
  return r.fail(path, 'カードは名前か {card: 名前, faceUp: true} で書いてください');
}

function cardList(r: YamlReader, path: Path): CardEntry[] {
  return r.list(path).map((_, i) => cardEntry(r, [...path, i]));
}

function faceDown(r: YamlReader, path: Path, kind: 'character' | 'set'): FaceDownDefinition | undefined {
  if (r.get(path) === undefined) return undefined;
  r.allowKeys(path, ['name', 'power', 'traits']);
  const traits = r.list([...path, 'traits']).map((_, i) => r.string([...path, 'traits', i]));
  return {
    name: r.string([...path, 'name'], '裏向きのカード'),
    kind,
    power: ranged(r, [...path, 'power'], 0, BOUNDS.power),
    traits,
  };
}

function battlefieldEntry(r: YamlReader, path: Path): BattlefieldEntry {
  const v = r.get(path);
  const line = r.line(path);
  if (typeof v === 'string') return { name: v, state: 'active', damage: 0, set: [], line };
  r.allowKeys(path, ['card', 'state', 'damage', 'controller', 'set', 'faceDown']);
  const state = r.string([...path, 'state'], 'active');
  if (state !== 'active' && state !== 'sleep')
    r.fail([...path, 'state'], `state は active か sleep です（値: ${state}）`);
  const set = r.list([...path, 'set']).map((_, i) => {
    const p = [...path, 'set', i];
    const e = r.get(p);
    if (typeof e === 'string') return { name: e, line: r.line(p) };
    r.allowKeys(p, ['card', 'faceDown', 'owner']);
    const owner = r.get([...p, 'owner']) === undefined ? undefined : side(r, [...p, 'owner']);
    return {
      name: r.string([...p, 'card']),
      faceDown: faceDown(r, [...p, 'faceDown'], 'set'),
      owner,
      line: r.line(p),
    };
  });
  const controller =
    r.get([...path, 'controller']) === undefined ? undefined : side(r, [...path, 'controller']);
  return {
    name: r.string([...path, 'card']),
    state: state as 'active' | 'sleep',
    // damage taken this turn in the game's own units (HF-9.4: `damage: 1000`), bounded as power is
    damage: ranged(r, [...path, 'damage'], 0, BOUNDS.power),
    controller,
    set,
    faceDown: faceDown(r, [...path, 'faceDown'], 'character'),
    line,
  };
}

/** An energy entry: a name (active) or { card: 名前, state: sleep }. */
function energyEntry(r: YamlReader, path: Path): PlayerSetup['energy'][number] {
  const v = r.get(path);
  if (typeof v === 'string') return { name: v, line: r.line(path), sleep: false };
  r.allowKeys(path, ['card', 'state']);
  const state = r.string([...path, 'state'], 'active');
  if (state !== 'active' && state !== 'sleep')
    r.fail([...path, 'state'], `state は active か sleep です（値: ${state}）`);
  return { name: r.string([...path, 'card']), line: r.line(path), sleep: state === 'sleep' };
}

/** A number (blank active energies), a list of entries, or { cards: [...], active: N, asleep: M } (N + M blanks). */
function energy(r: YamlReader, path: Path): PlayerSetup['energy'] {
  const v = r.get(path);
  const blanks = (n: number, sleep: boolean) =>
    Array.from({ length: n }, () => ({ name: '', line: r.line(path), sleep }));
  if (v === undefined) return [];
  if (typeof v === 'number') return blanks(ranged(r, path, undefined, BOUNDS.count), false);
  if (Array.isArray(v)) return v.map((_, i) => energyEntry(r, [...path, i]));
  // hi9 F5: `energy: "many"` (or true) was read as a map without keys: 0 energies, silently
  if (typeof v !== 'object' || v === null)
    r.fail(
      path,
      `${path.join('.')} は数（例: 3）、リスト、または { active: 数, asleep: 数, cards: [...] } で書いてください（値: ${String(v)}）`,
    );
  r.allowKeys(path, ['active', 'asleep', 'cards']);
  const listed = r.list([...path, 'cards']).map((_, i) => energyEntry(r, [...path, 'cards', i]));
  return [
    ...listed,
    ...blanks(ranged(r, [...path, 'active'], 0, BOUNDS.count), false),
    ...blanks(ranged(r, [...path, 'asleep'], 0, BOUNDS.count), true),
  ];
}

function playerSetup(r: YamlReader, path: Path): PlayerSetup {
  r.allowKeys(path, ZONE_KEYS, { goOn: true });
  const marker = r.get([...path, 'marker']);
  // nb17: each zone is read on its own, so a mistake in one does not hide the next one's
  const cards = (key: string) => r.attempt(() => cardList(r, [...path, key]), []);
  return {
    hand: cards('hand'),
    mainDeck: cards('mainDeck'),
    guardDeck: cards('guardDeck'),
    energy: r.attempt(() => energy(r, [...path, 'energy']), []),
    trash: cards('trash'),
    damageField: cards('damageField'),
    extraDeck: cards('extraDeck'),
    excluded: cards('excluded'),
    battlefield: r.attempt(
      () => r.list([...path, 'battlefield']).map((_, i) => battlefieldEntry(r, [...path, 'battlefield', i])),
      [],
    ),
    marker: marker === true,
    kuusou: r.attempt(
      () => (r.get([...path, 'kuusou']) === undefined ? undefined : cardEntry(r, [...path, 'kuusou'])),
      undefined,
    ),
  };
}

/** `rng:` as --record writes it: the generator's exact state, four 32-bit words, not all zero. */
function rngState(r: YamlReader, path: Path): number[] | undefined {
  if (r.get(path) === undefined) return undefined;
  const words = r.list(path);
  const problem = rngStateProblem(words);
  if (problem)
    r.fail(
      path,
      `setup.rng（乱数生成器の状態）: ${problem.ja}（値: ${JSON.stringify(words)}。--record が書いた値を使うか、rng: を消して seed: で決めてください）`,
    );
  return words as number[];
}

function setup(r: YamlReader): Setup {
  const path = ['setup'];
  if (r.get(path) === undefined) r.fail([], 'setup: がありません');
  r.allowKeys(path, SETUP_KEYS, { goOn: true });
  const phase = r.string([...path, 'phase'], 'main') as Setup['phase'];
  if (!PHASES.includes(phase))
    r.fail([...path, 'phase'], `phase は ${PHASES.join(' / ')} のどれかです（値: ${phase}）`);
  r.allowKeys([...path, 'players'], ['A', 'B'], { goOn: true });
  const start = loadStartOptions(r, path, phase);
  const side_ = (key: string) =>
    r.attempt(() => (r.get([...path, key]) === undefined ? undefined : side(r, [...path, key])), undefined);
  return {
    line: r.keyLine(path),
    rng: r.attempt(() => rngState(r, [...path, 'rng']), undefined),
    turn: r.attempt(() => ranged(r, [...path, 'turn'], 1, BOUNDS.turn, 1), 1),
    turnPlayer: side_('turnPlayer') ?? 'A',
    phase,
    window: side_('window'),
    players: { A: playerSetup(r, [...path, 'players', 'A']), B: playerSetup(r, [...path, 'players', 'B']) },
    start,
  };
}

/** The scenario, or every mistake of the file (nb17: each part is read on its own, as `hflux check` does). */
export function loadScenario(text: string, file: string): Scenario {
  const { scenario, problems } = readScenario(text, file);
  const error = combinedError(problems);
  if (error || !scenario) throw error;
  return scenario;
}

/** The scenario as far as it could be read, and its mistakes (none: the scenario is whole). */
export function readScenario(text: string, file: string): { scenario?: Scenario; problems: ScenarioError[] } {
  const r = new YamlReader(file, text);
  if (!r.data || typeof r.data !== 'object' || Array.isArray(r.data))
    throw new ScenarioError(file, 1, 'シナリオはマップ（キー: 値）で書いてください');
  const scenario = r.attempt(() => scenarioOf(r, file), undefined);
  return { scenario, problems: r.problems };
}

function scenarioOf(r: YamlReader, file: string): Scenario {
  r.allowKeys([], TOP_KEYS, { goOn: true });
  const steps = r
    .list(['steps'])
    .map((_, i) => r.attempt(() => loadStep(r, ['steps', i], i + 1), undefined))
    .filter((s) => s !== undefined);
  const stepCount = r.length(['steps']);
  const expect = r
    .list(['expect'])
    .map((_, i) => r.attempt(() => expectation(r, ['expect', i], stepCount), undefined))
    .filter((e) => e !== undefined);
  const refused = expect.findIndex((e) => e.kind === 'refused');
  if (refused >= 0 && (expect.length > 1 || steps.length > 0))
    r.fail(
      ['expect', refused],
      'refused: は盤面・デッキ・開始が拒否されることを確かめる期待です：ステップも他の期待も書けません（拒否されたゲームは始まりません）',
    );
  const name = r.attempt(() => r.string(['name'], file), file);
  const rules = r.attempt(() => r.list(['rules']).map((_, i) => r.string(['rules', i])), []);
  const cards = r.attempt(
    () =>
      r.get(['cards']) === undefined ? ['starter'] : r.list(['cards']).map((_, i) => r.string(['cards', i])),
    ['starter'],
  );
  const seed = r.attempt(() => ranged(r, ['seed'], 1, SEED_MAX), 1);
  return {
    file,
    name,
    rules,
    cards,
    seed,
    strict: r.get(['strict']) !== false,
    setup: setup(r),
    steps,
    expect,
    cardVersions: r.attempt(() => loadCardVersions(r, ['cardVersions']), undefined),
    cardLines: cards.map((_, i) => (r.get(['cards']) === undefined ? 1 : r.line(['cards', i]))),
  };
}

export { ScenarioError };
