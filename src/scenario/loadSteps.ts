// Reading one item of `steps:`: a decision in step notation ("A: pass"), or an `advance:` step
// (`- advance: { to: "turn 4 B main", energy: place }`, or `- advance: "turn 4 B main"` for short).
import { parseAdvanceTarget } from './advanceTarget.js';
import type { AdvanceStep, Step } from './types.js';
import type { Path, YamlReader } from './yamlReader.js';

const ADVANCE_KEYS = ['to', 'energy'] as const;
const ENERGY_ANSWERS = ['skip', 'place'] as const;

export function loadStep(r: YamlReader, path: Path, index: number): Step {
  const line = r.line(path);
  const value = r.get(path);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { index, line, text: r.string(path) };
  r.allowKeys(path, ['advance']);
  if (r.get([...path, 'advance']) === undefined)
    r.fail(path, 'ステップは「A: 動作 …」の文字列か advance: { to: 行き先 } で書いてください');
  const advance = loadAdvance(r, [...path, 'advance']);
  return { index, line, text: `advance: ${advance.to.text}`, advance };
}

function loadAdvance(r: YamlReader, path: Path): AdvanceStep {
  const short = typeof r.get(path) === 'string';
  if (!short) r.allowKeys(path, ADVANCE_KEYS);
  const toPath = short ? path : [...path, 'to'];
  if (r.get(toPath) === undefined)
    r.fail(path, 'advance: には to: 行き先 を書いてください（例: advance: { to: "turn 4 B main" }）');
  const to = parseAdvanceTarget(r.string(toPath));
  if (typeof to === 'string') r.fail(toPath, to);
  const energy = short ? 'skip' : r.string([...path, 'energy'], 'skip');
  if (!(ENERGY_ANSWERS as readonly string[]).includes(energy))
    r.fail([...path, 'energy'], `energy: は ${ENERGY_ANSWERS.join(' か ')} です（値: ${energy}）`);
  return { to, energy: energy as AdvanceStep['energy'] };
}
