// rules/keywords.hf → the keyword table (HF-13). Each 【キーワード】 block names a keyword, optionally its
// engine identifier (識別子：counter …; without one the name is the identifier), and defines it with 定義：
// in ordinary ability lines. A card line 【名前】 then expands to those abilities, each marked with the
// keyword's identifier and the printed text 【名前】. No list of keywords exists anywhere else: the engine,
// selectors (【…】を持つ), grants (【…】を得る) and bots know a keyword only by its identifier and definition.
import type { Ability } from '../../../src/core/cardTypes.js';
import type { Finding } from '../diagnostics/report.js';
import type { IRKeywordDef, IRTextLine } from '../ir.js';
import { lowerActivated, lowerAuto, lowerGrantedAbility, lowerKeywords } from './ability.js';
import type { KeywordEntry, KeywordTable } from './env.js';

function reason(
  def: IRKeywordDef,
  report: (f: Finding) => void,
  ja: string,
  en: string,
  span = def.name.span,
): void {
  report({ code: 'HF-E023', span, args: { name: def.name.name, reason: ja, reasonEn: en } });
}

/** Pass 1: names and identifiers, so definitions may refer to any keyword (e.g. 【神速】 in its own). */
function declare(defs: IRKeywordDef[], report: (f: Finding) => void): KeywordTable {
  const table: KeywordTable = new Map();
  const ids = new Set<string>();
  for (const def of defs) {
    if (def.broken.includes('name')) continue;
    const name = def.name.name;
    if (table.has(name)) {
      report({ code: 'HF-E024', span: def.name.span, args: { name } });
      continue;
    }
    const id = def.ident?.value ?? name;
    if (ids.has(id))
      reason(
        def,
        report,
        `識別子「${id}」は他のキーワードと同じです。`,
        `identifier "${id}" is already used.`,
        def.ident?.span,
      );
    ids.add(id);
    table.set(name, { name, id, abilities: [] });
  }
  return table;
}

function lowerLine(
  line: IRTextLine,
  env: Parameters<typeof lowerAuto>[1],
  def: IRKeywordDef,
  done: Set<string>,
): Ability[] {
  if (line.kind === 'auto') return [lowerAuto(line, env)].filter((a): a is Ability => a !== undefined);
  if (line.kind === 'activated') return [lowerActivated(line, env)];
  if (line.kind === 'keywords') {
    const later = line.names.find((n) => !done.has(n.name));
    if (!later) return lowerKeywords(line, env);
    reason(
      def,
      env.report,
      `定義の中では、先に定義したキーワードだけを使えます（【${later.name}】）。`,
      `a definition may only use keywords defined before it (【${later.name}】).`,
      later.span,
    );
    return [];
  }
  reason(
    def,
    env.report,
    '定義には能力（[自動]・起動能力・キーワード）だけを書けます。',
    'a definition may only contain abilities.',
    line.span,
  );
  return [];
}

/** Every ability of the expansion is the keyword's (HF-13): marked with its identifier and printed name. */
function mark(ability: Ability, entry: KeywordEntry): Ability {
  return { ...ability, keyword: entry.id, text: `【${entry.name}】` };
}

/** Compiles the keyword definitions of a file; findings go to `report`. */
export function compileKeywords(defs: IRKeywordDef[], report: (f: Finding) => void): KeywordTable {
  const table = declare(defs, report);
  const done = new Set<string>();
  for (const def of defs) {
    const entry = table.get(def.name.name);
    if (!entry || done.has(entry.name)) continue;
    if (!def.def) reason(def, report, '「定義：」の行がありません。', 'the "定義：" line is missing.');
    else if (def.lines.length === 0 && def.brokenLines === 0 && !def.broken.includes('def'))
      reason(def, report, '定義が空です。', 'the definition is empty.', def.def.span);
    const env = { kind: 'character' as const, keywords: table, report, grantedAbility: lowerGrantedAbility };
    entry.abilities = def.lines.flatMap((line) => lowerLine(line, env, def, done)).map((a) => mark(a, entry));
    done.add(entry.name);
  }
  return table;
}

/**
 * Keyword blocks in files compiled against an already compiled table (a project's card files): only
 * rules/keywords.hf defines keywords, so such a block is an error, never silently ignored.
 */
export function rejectKeywordDefs(defs: IRKeywordDef[], report: (f: Finding) => void): void {
  for (const def of defs)
    if (!def.broken.includes('name'))
      reason(
        def,
        report,
        'キーワードは rules/keywords.hf にだけ定義できます。',
        'keywords are defined in rules/keywords.hf only.',
      );
}

/** The table as the API returns it: abilities keyed by identifier. */
export function keywordRecord(table: KeywordTable): Record<string, Ability[]> {
  const out: Record<string, Ability[]> = {};
  for (const entry of table.values()) out[entry.id] = entry.abilities;
  return out;
}

/** A table from the API's record form (names are recovered from the abilities' printed text 【名前】). */
export function tableFromRecord(record: Record<string, Ability[]>): KeywordTable {
  const table: KeywordTable = new Map();
  for (const [id, abilities] of Object.entries(record)) {
    const name = abilities[0]?.text?.match(/^【(.+)】$/)?.[1] ?? id;
    table.set(name, { name, id, abilities });
  }
  return table;
}
