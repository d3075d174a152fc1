// toIR for header lines: 【セット】, 【カード】, 【キーワード】 and the fields of a card (HF-4.1).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type { CardKindWord } from '../ir.js';
import { originalAt, spanAt, spanOf } from './context.js';
import type { FieldIR, HeaderLineIR } from './headerTypes.js';

const CARD_KINDS: Record<string, CardKindWord> = {
  キャラクター: 'character',
  コマンド: 'command',
  セット: 'set',
  ワールド・セット: 'worldSet',
  ワールドセット: 'worldSet',
};

function field(node: Node, value: FieldIR): HeaderLineIR {
  return { kind: 'field', span: spanOf(node), field: value };
}

/**
 * The IR of a 【セット】/【カード】/【キーワード】 line matched at [lineStart, lineEnd) whose name (headerText) is the
 * matched text `name` at [nameStart, lineEnd). Shared with codegen/dsl/parse/headerLines.ts, which builds the
 * same IR without the grammar.
 */
export function openerIR(
  kind: 'set' | 'card' | 'keyword',
  lineStart: number,
  nameStart: number,
  lineEnd: number,
  name: string,
): HeaderLineIR {
  const text = originalAt(nameStart, lineEnd, name);
  const trimmed = text.trimEnd();
  const nameSpan = spanAt(nameStart, lineEnd);
  const span = spanAt(lineStart, lineEnd);
  const named = {
    name: trimmed,
    span: { ...nameSpan, endCol: nameSpan.col + trimmed.length, end: nameSpan.start + trimmed.length },
  };
  if (kind === 'set') return { kind, span, id: named.name.normalize('NFKC'), idSpan: named.span };
  return { kind, span, name: named };
}

function opener(kind: 'set' | 'card' | 'keyword', line: Node, text: Node): HeaderLineIR {
  return openerIR(kind, line.source.startIdx, text.source.startIdx, line.source.endIdx, text.sourceString);
}

export const headerActions: HollowFluxActionDict<unknown> = {
  setHeader(_tag, _sp, text) {
    return opener('set', this, text);
  },
  cardHeader(_tag, _sp, text) {
    return opener('card', this, text);
  },
  keywordHeader(_tag, _sp, text) {
    return opener('keyword', this, text);
  },
  field_type(_label, _colon, kind) {
    return field(this, { name: 'type', value: CARD_KINDS[kind.sourceString] });
  },
  field_cost(_label, _colon, n) {
    return field(this, { name: 'cost', value: n.toIR() });
  },
  field_traits(_label, _colon, list) {
    return field(this, { name: 'traits', traits: list.asIteration().children.map((t) => t.toIR()) });
  },
  field_power(_label, _colon, n) {
    return field(this, { name: 'power', value: n.toIR(), signed: /^[+-]/.test(n.sourceString) });
  },
  field_setOn(_label, _colon, selector) {
    return field(this, { name: 'setOn', selector: selector.toIR() });
  },
  field_text(_label, _colon) {
    return field(this, { name: 'text' });
  },
  field_ident(_label, _colon, ident) {
    return field(this, { name: 'ident', value: ident.sourceString });
  },
  field_def(_label, _colon, line) {
    const inline = line.children[0];
    return field(this, inline ? { name: 'def', line: inline.toIR() } : { name: 'def' });
  },
};
