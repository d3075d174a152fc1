// Issue 22: reminder text after a keyword (「【貫通】（このキャラクターが…）」) is accepted only when it means what
// the keyword's definition in rules/keywords.hf means — compared as compiled abilities, so any wording the
// language reads the same way is accepted, and a reminder that says something else (another trigger,
// another amount) is rejected with HF-E047 instead of being silently ignored or silently obeyed.
import type { Ability } from '../../../src/core/cardTypes.js';
import type { Finding } from '../diagnostics/report.js';
import type { IRTextLine } from '../ir.js';
import { lowerAuto } from './ability.js';
import type { CardEnv } from './env.js';

/**
 * An ability's meaning: without its printed text, keyword mark and source positions. A destroysByAttack
 * trigger's victim filter 「キャラクター」 is no filter: only characters are destroyed by attack damage (000
 * ■ダメージ), so 「…攻撃によるダメージでキャラクターを破壊した時」 means 【貫通】's 「…破壊した場合」. The keyword mark is
 * the ability's own `keyword` only: a `keyword` inside it is meaning (【神速】's 「【神速】を持たないキャラクターには防御されない」
 * is not 「【強撃】を持たない…」, t15b).
 */
function meaning(value: unknown, top = true): unknown {
  if (Array.isArray(value)) return value.map((v) => meaning(v, false));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  const anyCharacter =
    record.on === 'destroysByAttack' &&
    JSON.stringify(record.victim) === JSON.stringify({ kind: ['character'] });
  for (const [k, v] of Object.entries(record))
    if (
      k !== 'text' &&
      !(top && k === 'keyword') &&
      k !== 'span' &&
      k !== 'source' &&
      !(anyCharacter && k === 'victim')
    )
      out[k] = meaning(v, false);
  return out;
}

/** Whether `ability` means the keyword's only ability. */
function sameAs(ability: Ability | undefined, definition: readonly Ability[]): boolean {
  return (
    ability !== undefined &&
    definition.length === 1 &&
    JSON.stringify(meaning(ability)) === JSON.stringify(meaning(definition[0]))
  );
}

/**
 * 「【神速】（このカードがセットされているキャラクターは【神速】を持つ。）」: on a set card, a reminder may say what a
 * set card's keyword is — its host has it (000 ■セットカード: the set card's abilities are its host's; issue 22,
 * d27). Compared as compiled: the reminder's only effect gives the keyword to the host and nothing else.
 */
function givesHost(line: IRTextLine | undefined, id: string, env: CardEnv): boolean {
  if (line?.kind !== 'auto') return false;
  const findings: Finding[] = [];
  const ability = lowerAuto(line, { ...env, report: (f) => findings.push(f) });
  if (findings.some((f) => !f.code.startsWith('HF-W')) || ability?.kind !== 'static') return false;
  const [effect, ...more] = ability.effects;
  return (
    more.length === 0 &&
    effect?.kind === 'grant' &&
    effect.affects === 'self' &&
    JSON.stringify(effect.grant) === JSON.stringify({ keyword: id })
  );
}

/**
 * 「…は【反撃】を得る。（そのキャラクターが既に【反撃】を持っている場合、【反撃】をもう1つ得る。）」: a note restating HF-13.10
 * (issue 22, diag16, d32x) — true of the engine for every keyword (each grant is one more instance, src/engine/query.ts
 * keywordCount; for a keyword that does not stack a second instance changes nothing), so nothing is lost.
 */
function restatesStacking(text: string, name: string): boolean {
  const k = `【${name}】`;
  return new RegExp(
    `^(?:その|この)?キャラクターが、?(?:既に|すでに)${k}を持って(?:いる|いた)(?:場合|なら)、?(?:さらに)?${k}を(?:もう|さらに)(?:1|一)つ得る[。.]?$`,
  ).test(text.trim());
}

/** Reports HF-E047 for each reminder of the line that does not restate its keyword's definition. */
export function checkKeywordReminders(line: IRTextLine, env: CardEnv): void {
  for (const reminder of line.reminders ?? []) {
    const written = reminder.text; // named in the diagnostic (read always: nothing of the IR is dropped unread)
    const entry = env.keywords.get(reminder.name);
    // a keyword line explained by a reminder names that one keyword only (「【反撃】【貫通】（…）」 is not read), maybe
    // more than once (「【強撃】【強撃】（…）」: each copy is the definition's ability, HF-13.10)
    const alone = line.kind !== 'keywords' || new Set(line.names.map((n) => n.name)).size === 1;
    if (!entry) {
      env.report({ code: 'HF-E047', span: reminder.span, args: { name: reminder.name, reminder: written } });
      continue;
    }
    const findings: Finding[] = [];
    // the reminder says what the keyword does for the character that has it, as the definition does: on a set
    // card (which gives the keyword to its host) it is read as on that character, like the definition
    const ability =
      reminder.line?.kind === 'auto'
        ? lowerAuto(reminder.line, {
            ...env,
            kind: 'character',
            host: undefined,
            selfIsSetCard: undefined,
            report: (f) => findings.push(f),
          })
        : undefined;
    const errors = findings.some((f) => !f.code.startsWith('HF-W'));
    if (alone && !errors && sameAs(ability, entry.abilities)) continue;
    if (alone && restatesStacking(written, reminder.name)) continue;
    if (alone && env.kind === 'set' && givesHost(reminder.line, entry.id, env)) continue;
    env.report({ code: 'HF-E047', span: reminder.span, args: { name: reminder.name, reminder: written } });
  }
}
