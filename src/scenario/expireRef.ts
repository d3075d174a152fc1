// `expire …` (docs/scenarios.md): which "until end of turn" effect ends next when several end at once (HF-6.6).
//
//   expire 2                      the 2nd effect of those ending now, in the order they were created (the
//                                 order the failure message and `options:` list them)
//   expire 学徒                   the effect on that card
//   expire 学徒 from 鼓舞          … that the card 鼓舞 created
//   expire 学徒 text +1000        … whose text contains "+1000": the effect's own words (パワー+1000,
//                                 【反撃】を得る, コントロール) or the printed text of the card that created it
import type { LastingEffect } from '../core/state.js';
import type { Game } from '../engine/game.js';
import { legalActions } from '../engine/legal.js';
import { keywordPrintedName } from '../keywords.js';
import { type CardRefs, cardLabel, resolveRef } from './refs.js';
import type { StepSpec } from './stepSyntax.js';

/** The effects the pending orderExpirations decision offers, in the engine's order. */
export function expiringNow(game: Game): LastingEffect[] {
  const ids = legalActions(game).flatMap((a) => (a.type === 'nextExpiration' ? [a.effect] : []));
  return ids.map((id) => game.state.effects.find((e) => e.id === id)).filter((e) => e !== undefined);
}

/** What the effect does, in words: パワー+1000, 【反撃】を得る, コントロール. */
function effectWords(e: LastingEffect): string {
  if (e.kind === 'power') return `パワー${e.amount >= 0 ? '+' : ''}${e.amount}`;
  if (e.kind === 'control') return 'コントロール';
  const g = e.grant;
  if (!g) return '能力を得る';
  if ('keyword' in g) return `【${keywordPrintedName(g.keyword)}】を得る`;
  if ('trait' in g) return `《${g.trait}》を得る`;
  if ('ability' in g) return `「${g.ability.text ?? '能力'}」を得る`;
  return `${Object.keys(g)[0]}`;
}

/** `学徒 パワー+1000（鼓舞）`: an effect as messages list it. */
export function effectLabel(game: Game, refs: CardRefs, e: LastingEffect): string {
  return `${cardLabel(game, refs, e.card)} ${effectWords(e)}（${cardLabel(game, refs, e.source)}）`;
}

/** Numbered list of the effects ending now, for messages. */
export function expiringList(game: Game, refs: CardRefs): string {
  return (
    expiringNow(game)
      .map((e, i) => `${i + 1}「${effectLabel(game, refs, e)}」`)
      .join('、') || 'なし'
  );
}

/** Whitespace and full- / half-width never matter when a step quotes card text. */
const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

/** Effects that only differ by id are interchangeable: either may end first with the same result. */
function sameEffect(a: LastingEffect, b: LastingEffect): boolean {
  const { id: _a, ...restA } = a;
  const { id: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

/** The effect ids an `expire` step names now, or why it names none or several different ones. */
export function expireIds(game: Game, refs: CardRefs, spec: StepSpec): number[] | string {
  const now = expiringNow(game);
  if (spec.index !== undefined) {
    const e = now[spec.index - 1];
    return e
      ? [e.id]
      : `expire ${spec.index}: 今終わる効果は${now.length}つです（${expiringList(game, refs)}）`;
  }
  const on = typeof spec.card === 'string' ? resolveRef(game, refs, spec.card) : null;
  const from = spec.from !== undefined ? resolveRef(game, refs, spec.from) : null;
  const part = spec.text === undefined ? null : squash(spec.text);
  const found = now.filter(
    (e) =>
      (on === null || on.includes(e.card)) &&
      (from === null || from.includes(e.source)) &&
      (part === null ||
        squash(
          `${effectWords(e)} ${game.defs.get(game.state.cards[e.source]?.def ?? '')?.text ?? ''}`,
        ).includes(part)),
  );
  if (found.length === 0) return `当てはまる効果がありません（今終わる効果: ${expiringList(game, refs)}）`;
  if (found.every((e) => sameEffect(e, found[0]))) return found.map((e) => e.id);
  return `${found.length}つの効果に当てはまります。from か text を足すか番号で書いてください（今終わる効果: ${expiringList(game, refs)}）`;
}

/**
 * The shortest words of an `expire` step that name this effect: `学徒`, `学徒 from 鼓舞`, `学徒 text パワー+1000`,
 * or its number.
 */
export function expireWords(game: Game, refs: CardRefs, effect: number): string {
  const now = expiringNow(game);
  const e = now.find((x) => x.id === effect);
  if (!e) return String(effect);
  const card = cardLabel(game, refs, e.card);
  const from = cardLabel(game, refs, e.source);
  const text = squash(effectWords(e));
  const tries: [StepSpec, string][] = [
    [{ verb: 'expire', card }, card],
    [{ verb: 'expire', card, from }, `${card} from ${from}`],
    [{ verb: 'expire', card, text }, `${card} text ${text}`],
  ];
  for (const [spec, words] of tries) {
    const ids = expireIds(game, refs, spec);
    if (Array.isArray(ids) && ids.includes(effect)) return words;
  }
  return String(now.indexOf(e) + 1);
}
