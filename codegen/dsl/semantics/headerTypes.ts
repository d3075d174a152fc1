// What `toIR` returns for a header line (a line at column 1); codegen/dsl/parse/blocks.ts assembles them.
import type { CardKindWord, IRName, IRSelector, IRTextLine, Span } from '../ir.js';

export type FieldIR =
  | { name: 'type'; value: CardKindWord }
  | { name: 'cost'; value: number }
  | { name: 'traits'; traits: IRName[] }
  | { name: 'power'; value: number; signed: boolean }
  | { name: 'setOn'; selector: IRSelector }
  | { name: 'text' }
  | { name: 'ident'; value: string }
  | { name: 'def'; line?: IRTextLine };
export type FieldName = FieldIR['name'];

export type HeaderLineIR =
  | { kind: 'set'; span: Span; id: string; idSpan: Span }
  | { kind: 'card'; span: Span; name: IRName }
  | { kind: 'keyword'; span: Span; name: IRName }
  | { kind: 'field'; span: Span; field: FieldIR };

/** The Japanese field names, as written before the colon (HF-4.1). */
export const FIELD_LABELS: Record<FieldName, string> = {
  type: '種別',
  cost: 'コスト',
  traits: '分類',
  power: 'パワー',
  setOn: 'セット対象',
  text: 'テキスト',
  ident: '識別子',
  def: '定義',
};
