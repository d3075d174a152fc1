// `hflux balance diff` as terminal tables: the changed cards, every deck win rate before and after, and the
// cards whose play rate or win rate when played shifted significantly (or whose definition changed).
import type { BalanceDiff, CardShift, ChangedCard } from './balanceDiff.js';
import type { WhenRate } from './cardStats.js';
import { pct, table } from './format.js';
import type { Shift } from './shift.js';

const rateText = (r: WhenRate) =>
  r.games ? `${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}] n=${r.games}` : '—';

const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;

/** `+12.0 pp [+5.4, +18.3]`. */
function shiftText(s: Shift): string {
  if (!s.before.games || !s.after.games) return '—';
  return `${points(s.diff)} pp [${points(s.low)}, ${points(s.high)}]`;
}

export function pText(p: number | null): string {
  if (p === null) return '—';
  return p < 0.0001 ? '<0.0001' : p.toFixed(4);
}

function shiftCells(s: Shift): string[] {
  return [rateText(s.before), rateText(s.after), shiftText(s), pText(s.p), s.significant ? 'yes' : ''];
}

function changedText(c: ChangedCard): string {
  const how = { changed: '', added: '（追加）', removed: '（削除）' }[c.how];
  return `「${c.name}」${c.source ? `（${c.source}）` : ''}${how}`;
}

function cardRows(cards: readonly CardShift[]): string[][] {
  return cards.flatMap((c) => [
    [c.deck, c.card, c.changed ? 'yes' : '', 'play rate', ...shiftCells(c.playRate)],
    ['', '', '', 'win rate when played', ...shiftCells(c.whenPlayed)],
  ]);
}

export function formatBalanceDiff(d: BalanceDiff, header: string[]): string {
  const out = [...header, ''];
  out.push(`test: ${d.test}, alpha = ${d.alpha}`, `intervals: ${d.interval}`, '');
  out.push(
    d.changedCards.length
      ? `changed cards: ${d.changedCards.map(changedText).join('、')}`
      : 'changed cards: none of these decks’ cards differ between the versions',
  );
  out.push('');
  const head = ['before', 'after', 'shift', 'p', 'significant'];
  out.push(
    table(
      ['deck win rate', 'vs', ...head],
      d.decks.map((s) => [s.deck, s.versus, ...shiftCells(s.winRate)]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'l'],
    ),
  );
  const shown = d.cards.filter((c) => c.changed || c.playRate.significant || c.whenPlayed.significant);
  const tests = d.cards.flatMap((c) => [c.playRate, c.whenPlayed]).filter((s) => s.p !== null);
  const significant = tests.filter((s) => s.significant).length;
  out.push('');
  if (shown.length > 0)
    out.push(
      table(['deck', 'card', 'changed', 'rate', ...head], cardRows(shown), [
        'l',
        'l',
        'l',
        'l',
        'r',
        'r',
        'r',
        'r',
        'l',
      ]),
      '',
    );
  out.push(
    `cards: ${significant} of ${tests.length} card comparisons shifted significantly` +
      (shown.length < d.cards.length ? ' (the others are in --json)' : ''),
  );
  return out.join('\n');
}
