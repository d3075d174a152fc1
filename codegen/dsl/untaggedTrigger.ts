// nc8 finding 1(a): a trigger line written without its 「[自動]」 tag (「このキャラクターが破壊された時、カードを1枚
// 引く。」 on a character). The grammar stops at the trigger's verb and reports HF-E011 with the trigger phrases it
// expected there, as if the wording were wrong; the real slip is the missing tag. When the line with 「[自動]：」 in
// front compiles on its card to one auto ability with a trigger, the line gets HF-E022 instead (「[自動] か
// コスト[…]：を付けてください」), its caret on the whole line from its start, like an untagged continuous line; the
// suggestion search (searchSuggest.ts withAutoPrefix) then suggests that line.
import type { CardKind } from '../../src/core/cardTypes.js';
import { messageOf } from './diagnostics/codes.js';
import { KIND_EN, KIND_JA } from './diagnostics/kindNames.js';
import { Reporter } from './diagnostics/report.js';
import type { IRFile } from './ir.js';
import { lowerCard } from './lower/card.js';
import type { KeywordTable } from './lower/env.js';
import type { LineCache } from './parse/matchLine.js';
import { parseFile } from './parse/parseFile.js';
import type { Diagnostic } from './types.js';

const TYPE_WORDS: Partial<Record<CardKind, string>> = {
  character: 'キャラクター\nパワー：1000',
  worldSet: 'ワールド・セット',
};
// a trigger's 「…時、」「…たび、」「…際、」「ターンの終わりに、」 (the comma may be missing): only a first filter, the
// line must still compile with the tag to one auto ability
const TRIGGER_MARK = /時|とき|たび|際|終わり|始め/;

function triggerLine(kind: CardKind, line: string, keywords: KeywordTable, cache: LineCache): boolean {
  const reporter = new Reporter();
  const source = [
    '【セット】tag',
    '【カード】候補',
    `種別：${TYPE_WORDS[kind]}`,
    'コスト：1',
    'テキスト：',
    `  ${line}`,
    '',
  ];
  const card = parseFile(source.join('\n'), 'tag.hf', cache, reporter).cards[0];
  if (!card || card.lines.length !== 1 || reporter.count > 0) return false;
  const def = lowerCard(card, 'tag', { keywords, report: (f) => reporter.report(f) });
  if (reporter.diagnostics().some((d) => d.severity === 'error')) return false;
  return def.abilities.length === 1 && def.abilities[0].kind === 'auto';
}

/** The diagnostics with each untagged trigger line's HF-E011 (and what else was said of that line) as one HF-E022. */
export function withUntaggedTriggers(
  diagnostics: Diagnostic[],
  irs: IRFile[],
  keywords: KeywordTable,
  cache: LineCache,
): Diagnostic[] {
  const untagged = new Map<string, Diagnostic>();
  for (const d of diagnostics) {
    const key = `${d.file}:${d.line}`;
    if (d.code !== 'HF-E011' || untagged.has(key)) continue;
    const card = irs
      .find((f) => f.file === d.file)
      ?.cards.find((c) => c.span.line < d.line && d.line <= c.span.endLine && c.textField);
    const kind = card?.type?.value ?? 'character';
    const written = d.sourceLine.trim();
    if (!card || !TYPE_WORDS[kind] || !card.textField || card.textField.span.line >= d.line) continue;
    if (/^[[【①-⑨]/.test(written) || !TRIGGER_MARK.test(written)) continue;
    if (!triggerLine(kind, `[自動]：${written}`, keywords, cache)) continue;
    const message = messageOf('HF-E022', { kind: KIND_JA[kind], kindEn: KIND_EN[kind] });
    const col = d.sourceLine.length - d.sourceLine.trimStart().length + 1;
    untagged.set(key, {
      file: d.file,
      line: d.line,
      col,
      endCol: col + written.length,
      code: 'HF-E022',
      severity: message.severity,
      message: message.ja,
      messageEn: message.en,
      sourceLine: d.sourceLine,
    });
  }
  if (untagged.size === 0) return diagnostics;
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const key = `${d.file}:${d.line}`;
    const replaced = untagged.get(key);
    if (!replaced) out.push(d);
    else if (d.code === 'HF-E011' && !out.includes(replaced)) out.push(replaced);
  }
  return out;
}
