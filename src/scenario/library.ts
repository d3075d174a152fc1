// Which cards a scenario may use: built-in sets by id (generated/), or .hf files relative to the scenario
// (compiled on the fly).
import { dirname, isAbsolute, join } from 'node:path';
import { compileText } from '../../codegen/dsl/index.js';
import { ALL_SETS } from '../../generated/index.js';
import type { CardDefinition } from '../core/cardTypes.js';
import { InputFileError, readInputFile } from '../io/readInput.js';
import { ScenarioError } from './types.js';

function setCards(id: string): readonly CardDefinition[] | null {
  return ALL_SETS.find((s) => s.id === id)?.cards ?? null;
}

function fileCards(scenarioFile: string, path: string, line: number): readonly CardDefinition[] {
  // Named as the scenario file is (e.g. test/fixtures/fixture.hf): messages and card sources show this path.
  // An absolute path is used as it is.
  const full = isAbsolute(path) ? path : join(dirname(scenarioFile), path);
  let text: string;
  try {
    text = readInputFile(full, { display: path });
  } catch (e) {
    const why = e instanceof InputFileError ? `：${e.message}` : '';
    // nb17: at the line of `cards:`, and where a relative path was looked for (the scenario file's folder)
    const where = isAbsolute(path)
      ? ''
      : `（シナリオファイルのフォルダ ${dirname(scenarioFile)} からの相対パス: ${full}）`;
    throw new ScenarioError(scenarioFile, line, `カードファイル「${path}」を読めません${why}${where}`);
  }
  const result = compileText(text, full);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    throw new ScenarioError(
      scenarioFile,
      line,
      `カードファイル「${path}」にエラーがあります：${errors.map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`).join(' / ')}`,
    );
  }
  return result.cards.map((c) => c.def);
}

/** Cards by name; a later source overrides an earlier one with the same name. `lines`: each source's line. */
export function scenarioLibrary(
  scenarioFile: string,
  sources: string[],
  lines: readonly number[] = [],
): Map<string, CardDefinition> {
  const lib = new Map<string, CardDefinition>();
  for (const [i, src] of sources.entries()) {
    const line = lines[i] ?? 1;
    const cards = src.endsWith('.hf') ? fileCards(scenarioFile, src, line) : setCards(src);
    if (!cards) {
      const known = ALL_SETS.map((s) => s.id).join(', ');
      throw new ScenarioError(
        scenarioFile,
        line,
        `cards: 不明なカードセット「${src}」（あるもの: ${known}、または .hf ファイル）`,
      );
    }
    for (const c of cards) lib.set(c.name, c);
  }
  return lib;
}

/**
 * nc9 finding 3: a name the scenario's `cards:` do not hold, looked up in the built-in sets it did not load —
 * 「月下の刺客」 with the default `cards: [starter]` is a card of set yoru. The exact name first, else the
 * closest name of those sets (by `closest`); undefined when no other set has one.
 */
export function cardInOtherSet(
  name: string,
  sources: readonly string[],
  closest: (name: string, candidates: string[]) => string | undefined,
): { name: string; set: string } | undefined {
  const others = ALL_SETS.filter((s) => !sources.includes(s.id));
  for (const set of others) if (set.cards.some((c) => c.name === name)) return { name, set: set.id };
  const names = others.flatMap((set) => set.cards.map((c) => c.name));
  const near = closest(name, names);
  if (near === undefined) return undefined;
  const set = others.find((s) => s.cards.some((c) => c.name === near))!;
  return { name: near, set: set.id };
}
