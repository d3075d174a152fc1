// toIR for header lines: 【セット】, 【カード】, 【キーワード】 and the fields of a card (HF-4.1).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type { CardKindWord } from '../ir.js';
import { originalOf, spanOf } from './context.js';
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

function nameOf(node: Node): { name: string; span: ReturnType<typeof spanOf> } {
  const text = originalOf(node);
  const trimmed = text.trimEnd();
  const span = spanOf(node);
  return {
    name: trimmed,
    span: { ...span, endCol: span.col + trimmed.length, end: span.start + trimmed.length },
  };
}

export const headerActions: HollowFluxActionDict<unknown> = {
  setHeader(_tag, _sp, text) {
    const { name, span } = nameOf(text);
    return {
      kind: 'set',
      span: spanOf(this),
      id: name.normalize('NFKC'),
      idSpan: span,
    } satisfies HeaderLineIR;
  },
  cardHeader(_tag, _sp, text) {
    return { kind: 'card', span: spanOf(this), name: nameOf(text) } satisfies HeaderLineIR;
  },
  keywordHeader(_tag, _sp, text) {
    return { kind: 'keyword', span: spanOf(this), name: nameOf(text) } satisfies HeaderLineIR;
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
