import { KIND_EN, KIND_JA } from '../diagnostics/kindNames.js';
// Card-level checks that do not need lowering: required fields, power by card type, セット対象, a command
// without effect (HF-4, HF-5.4).
import type { Finding } from '../diagnostics/report.js';
import type { IRCard, Span } from '../ir.js';

/** The 【カード】 line, for findings about the card as a whole. */
function headerSpan(card: IRCard): Span {
  const s = card.span;
  const width = 5 + card.name.name.length;
  return { ...s, endLine: s.line, endCol: s.col + width, end: s.start + width };
}

function required(card: IRCard, report: (f: Finding) => void): void {
  if (!card.type && !card.broken.includes('type'))
    report({ code: 'HF-E005', span: headerSpan(card), args: { field: '種別' } });
  if (!card.cost && !card.broken.includes('cost'))
    report({ code: 'HF-E005', span: headerSpan(card), args: { field: 'コスト' } });
}

function power(card: IRCard, report: (f: Finding) => void): void {
  const kind = card.type?.value;
  const p = card.power;
  if (!kind) return;
  if (kind === 'character' && !p && !card.broken.includes('power'))
    report({ code: 'HF-E008', span: headerSpan(card) });
  if (!p) return;
  if (kind === 'command' || kind === 'worldSet')
    report({ code: 'HF-E009', span: p.span, args: { kind: KIND_JA[kind], kindEn: KIND_EN[kind] } });
  if (kind === 'set' && !p.signed)
    report({
      code: 'HF-E010',
      span: p.span,
      args: {
        reason: 'セットカードのパワーは修整値です。+1000 や -1000 のように符号を付けてください。',
        reasonEn: "A set card's power is a modifier: write a sign (+1000, -1000).",
      },
    });
  if (kind === 'character' && (p.signed || p.value <= 0))
    report({
      code: 'HF-E010',
      span: p.span,
      args: {
        reason: 'キャラクターのパワーは符号なしの正の数で書いてください（例：3000）。',
        reasonEn: "A character's power is a positive number without a sign (e.g. 3000).",
      },
    });
}

function setOn(card: IRCard, report: (f: Finding) => void): void {
  const field = card.setOn;
  if (!field || !card.type) return;
  if (card.type.value !== 'set') report({ code: 'HF-E045', span: field.span });
  else if (!['character', 'worldSet'].includes(field.selector.noun))
    report({ code: 'HF-E046', span: field.selector.span });
}

function commandEffect(card: IRCard, report: (f: Finding) => void): void {
  if (card.type?.value !== 'command' || card.brokenLines > 0) return;
  if (!card.lines.some((l) => l.kind === 'effect')) report({ code: 'HF-E028', span: headerSpan(card) });
}

export function checkCard(card: IRCard, report: (f: Finding) => void): void {
  required(card, report);
  power(card, report);
  setOn(card, report);
  commandEffect(card, report);
}
