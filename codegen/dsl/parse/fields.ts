// Storing a parsed field line in its block (HF-4.1 fields of a card; 識別子/定義 of a keyword).
import type { IRCard, IRKeywordDef, Span, Trivia } from '../ir.js';
import type { FieldIR } from '../semantics/headerTypes.js';

export function assignField(
  block: IRCard | IRKeywordDef,
  field: FieldIR,
  base: { span: Span; comments: Trivia[]; trailingComment?: string },
): void {
  if (block.kind === 'keyword') {
    if (field.name === 'ident') block.ident = { ...base, value: field.value };
    if (field.name === 'def') block.def = { ...base, inline: field.line !== undefined };
    return;
  }
  switch (field.name) {
    case 'type':
      block.type = { ...base, value: field.value };
      break;
    case 'cost':
      block.cost = { ...base, value: field.value };
      break;
    case 'traits':
      block.traits = { ...base, traits: field.traits };
      break;
    case 'power':
      block.power = { ...base, value: field.value, signed: field.signed };
      break;
    case 'setOn':
      block.setOn = { ...base, selector: field.selector };
      break;
    case 'text':
      block.textField = base;
      break;
  }
}
