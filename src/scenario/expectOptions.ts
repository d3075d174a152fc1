// `options:` (the legal actions of the pending decision, in step notation) and `legal:` / `illegal:` (whether
// one step would be accepted now, and if not, the engine's reason: IllegalActionError's code and rule).
import type { Action } from '../core/decisions.js';
import { IllegalActionError } from '../core/errors.js';
import { activeEnergyCount } from '../engine/costs.js';
import type { Game } from '../engine/game.js';
import { actionKey, apply, cloneGame, legalActions } from '../engine/index.js';
import { actingCards, candidateActions } from './candidates.js';
import type { Mismatch } from './expect.js';
import { type CardRefs, resolveRef } from './refs.js';
import { sourcesOfRefs } from './sources.js';
import { type ParsedStep, stepRefs } from './stepSyntax.js';
import { actionsForStep, describeAction, parseStep } from './steps.js';
import type { Expectation } from './types.js';

/** The legal actions of the pending decision, without `concede` (always legal, never what a check is about). */
function offered(game: Game): Action[] {
  return legalActions(game).filter((a) => a.type !== 'concede');
}

/** The legal actions a step written in an expectation matches (its syntax and names were checked on load). */
function matching(game: Game, refs: CardRefs, step: string): Action[] {
  const parsed = parseStep(step);
  if (typeof parsed === 'string') return [];
  const found = actionsForStep(game, refs, parsed);
  return typeof found === 'string' ? [] : found;
}

export function checkOptions(
  game: Game,
  refs: CardRefs,
  e: Extract<Expectation, { kind: 'options' }>,
): Mismatch[] {
  const legal = offered(game);
  const actual = legal.map((a) => describeAction(game, refs, a));
  const out: Mismatch[] = [];
  const written = e.exactly ?? e.contains ?? [];
  const covered = new Set<string>();
  const missing = written.filter((step) => {
    const found = matching(game, refs, step).filter((a) => a.type !== 'concede');
    for (const a of found) covered.add(actionKey(a));
    return found.length === 0;
  });
  if (missing.length > 0) out.push({ what: `合法手に「${missing.join('」「')}」`, expected: 'ある', actual });
  if (e.exactly) {
    const extra = legal.filter((a) => !covered.has(actionKey(a))).map((a) => describeAction(game, refs, a));
    if (extra.length > 0) out.push({ what: '書かれていない合法手', expected: 'ない', actual: extra });
  }
  if (e.count !== undefined && e.count !== legal.length)
    out.push({
      what: '合法手の数',
      expected: e.count,
      actual: `${legal.length}（${actual.join(' / ') || 'なし'}）`,
    });
  return out;
}

interface Refusal {
  code: string;
  rule?: string;
  message: string;
}

/** What the engine says to each action the step can mean (on a copy: the game is never touched). */
function refusals(game: Game, candidates: Action[]): (Refusal | 'accepted')[] {
  return candidates.map((a) => {
    try {
      apply(cloneGame(game), a);
      return 'accepted';
    } catch (err) {
      if (!(err instanceof IllegalActionError)) throw err;
      return { code: err.code, rule: err.rule, message: err.message };
    }
  });
}

/**
 * nb17: why a step is not legal now, in the engine's own words (explainIllegal behind IllegalActionError: the
 * energy it needs and has, a card not in the hand, no legal target, the wrong decision, once per turn used…),
 * or null when no action the step can mean reaches the engine. Only for a step already found illegal: it
 * tries the step's candidate actions on copies, so legalActions() stays as fast as it was.
 */
export function whyNotLegal(game: Game, refs: CardRefs, parsed: ParsedStep): string | null {
  const said = refusals(game, candidateActions(game, refs, parsed)).filter((r) => r !== 'accepted');
  const player = parsed.side === 'A' ? 0 : 1;
  const reasons = [
    ...new Set(said.map((r) => `${r.message}${energyHas(game, player, r)}${r.rule ? `（${r.rule}）` : ''}`)),
  ];
  if (reasons.length === 0) return null;
  return `${reasons.slice(0, 3).join(' / ')}${reasons.length > 3 ? ` ほか${reasons.length - 3}件` : ''}`;
}

/** After 「エネルギーコストNを支払えません」 (HF-5.3, HF-5.12): what the player has to pay with. */
function energyHas(game: Game, player: 0 | 1, r: Refusal): string {
  if (r.rule !== 'HF-5.3' && r.rule !== 'HF-5.12') return '';
  if (!r.message.startsWith('エネルギーコスト')) return '';
  const marker = game.state.players[player].secondPlayerMarker ? '＋後攻マーカー' : '';
  return `（アクティブなエネルギーは${activeEnergyCount(game, player)}枚${marker}）`;
}

const refusalText = (r: Refusal | 'accepted') =>
  r === 'accepted' ? '受け付けられる' : `${r.code}${r.rule ? ` ${r.rule}` : ''}「${r.message}」`;

/**
 * `illegal:` with a plain name that means only cards of the other player (issue 21): not a check of anything
 * the acting player could do, so it asks for the owner to be written.
 */
function othersCardOnly(game: Game, refs: CardRefs, parsed: ParsedStep): string | null {
  const { spec, side } = parsed;
  if (typeof spec.card !== 'string') return null;
  const player = side === 'A' ? 0 : 1;
  if (actingCards(game, refs, spec, player).length > 0 || resolveRef(game, refs, spec.card).length === 0)
    return null;
  const other = side === 'A' ? 'B' : 'A';
  return `「${spec.card}」は${side}が使えるカード（${side}の手札・デッキなどのカードと、${side}がコントロールするカード）にありません。${other}のカードを${side}が使おうとする手を確かめるなら「${other}:${spec.card}」、${side}のカードなら「${side}:${spec.card}」と書いてください`;
}

/** `legal: "A: …"` / `illegal: "A: …"` / `illegal: { step, code, rule }` (HF-5.1, HF-7.1, HF-13.7 …). */
export function checkLegal(
  game: Game,
  refs: CardRefs,
  e: Extract<Expectation, { kind: 'legal' }>,
): Mismatch[] {
  const parsed = parseStep(e.step);
  if (typeof parsed === 'string') return [{ what: e.step, expected: 'ステップの書き方', actual: parsed }];
  const cards = sourcesOfRefs(game, refs, stepRefs(parsed.spec));
  const what = `「${e.step}」${cards ? `（${cards}）` : ''}`;
  const legal = matching(game, refs, e.step).length > 0;
  if (legal) return e.legal ? [] : [{ what, expected: '合法でない', actual: '合法' }];
  const notTheirs = !e.legal ? othersCardOnly(game, refs, parsed) : null;
  if (notTheirs) return [{ what, expected: `${parsed.side} が使えるカード`, actual: notTheirs }];
  const said = refusals(game, candidateActions(game, refs, parsed));
  if (e.legal)
    return [
      {
        what,
        expected: '合法',
        actual: `合法でない: ${said.map(refusalText).join(' / ') || '当てはまる手がない'}`,
      },
    ];
  const fits = (r: Refusal | 'accepted') =>
    r !== 'accepted' &&
    (e.code === undefined || r.code === e.code) &&
    (e.rule === undefined || r.rule === e.rule);
  if ((e.code === undefined && e.rule === undefined) || (said.length > 0 && said.every(fits))) return [];
  const expected = [e.code, e.rule].filter(Boolean).join(' ');
  return [
    {
      what: `${what} が拒否される理由`,
      expected,
      actual: said.map(refusalText).join(' / ') || '当てはまる手がない',
    },
  ];
}
