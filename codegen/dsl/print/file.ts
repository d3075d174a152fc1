// Canonical text of a whole file: the set header, cards and keyword definitions, with comments kept.
// Fields are printed in the order 種別, コスト, 分類, パワー, セット対象, テキスト; text lines are indented by
// two spaces; a blank line separates blocks; the file ends with one newline.
import type { IRCard, IRFile, IRKeywordDef, IRTextLine, Trivia } from '../ir.js';
import { withSelfStateTag } from '../selfState.js';
import { TYPE_WORDS, powerText } from './header.js';
import { printTextLine } from './line.js';
import { printSelector } from './words.js';

const INDENT = '  ';

interface FieldLike {
  comments: Trivia[];
  trailingComment?: string;
}

function fieldLines(field: FieldLike | undefined, text: string): string[] {
  if (!field) return [];
  return [...field.comments, field.trailingComment ? `${text}  ${field.trailingComment}` : text];
}

function textLines(lines: IRTextLine[]): string[] {
  return lines.flatMap((line) => [...line.comments, INDENT + printTextLine(line)]);
}

export function printCard(card: IRCard): string[] {
  return [
    `【カード】${card.name.name}`,
    ...fieldLines(card.type, `種別：${card.type ? TYPE_WORDS[card.type.value] : ''}`),
    ...fieldLines(card.cost, `コスト：${card.cost?.value}`),
    ...fieldLines(card.traits, `分類：${card.traits?.traits.map((t) => `《${t.name}》`).join('')}`),
    ...fieldLines(card.power, `パワー：${card.power ? powerText(card.power.value, card.power.signed) : ''}`),
    ...fieldLines(card.setOn, `セット対象：${card.setOn ? printSelector(card.setOn.selector) : ''}`),
    ...fieldLines(card.textField, 'テキスト：'),
    // a plain line about the card itself is written with the 「[自動]：」 it is read with (character, world set)
    ...textLines(
      card.type?.value === 'command' || card.type?.value === 'set'
        ? card.lines
        : card.lines.map(withSelfStateTag),
    ),
  ];
}

export function printKeywordDef(def: IRKeywordDef): string[] {
  const inline = def.def?.inline && def.lines.length === 1;
  const defLine = inline ? `定義：${printTextLine(def.lines[0])}` : '定義：';
  return [
    `【キーワード】${def.name.name}`,
    ...fieldLines(def.ident, `識別子：${def.ident?.value}`),
    ...fieldLines(def.def, defLine),
    ...(inline ? [] : textLines(def.lines)),
  ];
}

function collapseBlanks(trivia: Trivia[]): Trivia[] {
  return trivia.filter((t, i) => t !== '' || i === 0 || trivia[i - 1] !== '');
}

function trimBlanks(trivia: Trivia[]): Trivia[] {
  const out = collapseBlanks(trivia);
  while (out[0] === '') out.shift();
  while (out[out.length - 1] === '') out.pop();
  return out;
}

export function printFile(file: IRFile): string {
  const out: string[] = [];
  if (file.set) {
    out.push(...trimBlanks(file.set.leading));
    out.push(
      file.set.trailingComment
        ? `【セット】${file.set.id}  ${file.set.trailingComment}`
        : `【セット】${file.set.id}`,
    );
  }
  const blocks = [...file.cards, ...file.keywords].sort((a, b) => a.span.start - b.span.start);
  for (const block of blocks) {
    const leading = collapseBlanks(block.leading);
    if (out.length > 0 && leading.length === 0) out.push('');
    out.push(...(out.length === 0 ? trimBlanks(leading) : leading));
    out.push(...(block.kind === 'card' ? printCard(block) : printKeywordDef(block)));
  }
  const trailing = collapseBlanks(file.trailing);
  while (trailing[trailing.length - 1] === '') trailing.pop();
  out.push(...trailing);
  return `${out.join('\n')}\n`;
}
