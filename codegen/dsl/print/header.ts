// Canonical text of one header line (【セット】, 【カード】, 【キーワード】 or a field), for the `print`
// operation; whole cards are printed by print/file.ts.
import type { HeaderLineIR } from '../semantics/headerTypes.js';
import { printTextLine } from './line.js';
import { printSelector } from './words.js';

export const TYPE_WORDS = {
  character: 'キャラクター',
  command: 'コマンド',
  set: 'セット',
  worldSet: 'ワールド・セット',
};

/** A set card's modifier keeps its sign (+1000); a character's power has none. */
export function powerText(value: number, signed: boolean): string {
  return signed && value >= 0 ? `+${value}` : String(value);
}

export function printHeaderLine(h: HeaderLineIR): string {
  if (h.kind === 'set') return `【セット】${h.id}`;
  if (h.kind === 'card') return `【カード】${h.name.name}`;
  if (h.kind === 'keyword') return `【キーワード】${h.name.name}`;
  const f = h.field;
  switch (f.name) {
    case 'type':
      return `種別：${TYPE_WORDS[f.value]}`;
    case 'cost':
      return `コスト：${f.value}`;
    case 'traits':
      return `分類：${f.traits.map((t) => `《${t.name}》`).join('')}`;
    case 'power':
      return `パワー：${powerText(f.value, f.signed)}`;
    case 'setOn':
      return `セット対象：${printSelector(f.selector)}`;
    case 'text':
      return 'テキスト：';
    case 'ident':
      return `識別子：${f.value}`;
    case 'def':
      return `定義：${f.line ? printTextLine(f.line) : ''}`;
  }
}
