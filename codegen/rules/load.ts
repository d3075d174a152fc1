// Reads and checks rules/game.yaml. Every problem is a GenError naming file:line (see ../yamlSource.ts).
import { readFileSync } from 'node:fs';
import type { Node, Pair, YAMLMap } from 'yaml';
import { GenError } from '../errors.js';
import { requireRuleComments } from '../ruleComments.js';
import { YamlSource } from '../yamlSource.js';
import {
  CONSTANT_NAMES,
  type GameConstant,
  type GameRulesSpec,
  PHASE_KEYS,
  PHASE_NAME_PATTERN,
  type PhaseDefinition,
  RULE_ID_PATTERN,
  TOP_LEVEL_KEYS,
} from './schema.js';

/** Loads the file at `path`; `displayPath` is how messages name it (e.g. `rules/game.yaml`). */
export function loadGameRules(path: string, displayPath: string): GameRulesSpec {
  return parseGameRules(readSource(path, displayPath), displayPath);
}

export function parseGameRules(text: string, file: string): GameRulesSpec {
  const source = new YamlSource(file, text);
  requireRuleComments(file, text);
  const top = source.pairs(source.map(source.root, 'the file'), 'the file', TOP_LEVEL_KEYS);
  return {
    constants: readConstants(source, top.get('constants')!),
    phases: readPhases(source, top.get('phases')!),
  };
}

function readSource(path: string, displayPath: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new GenError(`${displayPath}: cannot read: ${(error as Error).message}`);
  }
}

function readConstants(source: YamlSource, pair: Pair): GameConstant[] {
  const map = source.map(pair, "'constants'");
  const pairs = source.pairs(map, "'constants'", CONSTANT_NAMES);
  return [...pairs].map(([name, entry]) => ({
    name,
    value: source.integer(entry, `constant '${name}'`),
    note: source.comment(entry),
  }));
}

function readPhases(source: YamlSource, pair: Pair): PhaseDefinition[] {
  const items = source.seq(pair, "'phases'").items;
  if (items.length === 0) source.fail(pair, "'phases' must list at least one phase");
  const phases = items.map((item, i) => readPhase(source, source.map(item as Node, `phase ${i + 1}`), i + 1));
  const seen = new Set<string>();
  phases.forEach((phase, i) => {
    if (seen.has(phase.name)) source.fail(items[i] as Node, `phase '${phase.name}' is listed twice`);
    seen.add(phase.name);
  });
  return phases;
}

function readPhase(source: YamlSource, map: YAMLMap, index: number): PhaseDefinition {
  const what = `phase ${index}`;
  const pairs = source.pairs(map, what, PHASE_KEYS);
  const name = pairs.get('name')!;
  return {
    name: source.string(name, `${what} name`, PHASE_NAME_PATTERN),
    rule: source.string(pairs.get('rule')!, `${what} rule`, RULE_ID_PATTERN),
    opensWindowAtEnd: source.boolean(pairs.get('opensWindowAtEnd')!, `${what} opensWindowAtEnd`),
    note: source.comment(name),
  };
}
