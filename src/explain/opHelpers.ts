// Shared pieces of step sentences: lines under a step, English agreement, 「…全て」.
import type { CardFilter, Duration, PlayerRef } from '../core/cardTypes.js';
import { durationPhrase } from './conditions.js';
import { filterPhrase } from './filter.js';
import { type Ctx, type ExplainLine, say } from './types.js';

export interface OpText {
  text: string;
  /** Lines under the step (absolute depth). */
  sub: ExplainLine[];
}

/** English verb agreement with a player: "you draw", "your opponent draws". */
export function verb(ctx: Ctx, player: PlayerRef, base: string, third = `${base}s`): string {
  return player === 'you' || ctx.lang === 'ja' ? base : third;
}

/** "1 card", "2 cards", "X cards". */
export function cards(n: string): string {
  return n === '1' ? '1 card' : `${n} cards`;
}

export function line(kind: ExplainLine['kind'], depth: number, text: string): ExplainLine {
  return { kind, depth, text };
}

export function period(ctx: Ctx, duration: Duration | undefined, depth: number): ExplainLine {
  return line(
    'duration',
    depth,
    say(ctx, `期間：${durationPhrase(ctx, duration)}`, `Duration: ${durationPhrase(ctx, duration)}`),
  );
}

export function decides(ctx: Ctx, who: string, what: string, depth: number): ExplainLine {
  return line(
    'note',
    depth,
    say(
      ctx,
      `${what}は解決時に${who}が選ぶ`,
      `${who} choose${who === 'you' ? '' : 's'} ${what} at resolution`,
    ),
  );
}

export function all(ctx: Ctx, f: CardFilter | undefined): string {
  return say(ctx, `${filterPhrase(ctx, f, 'character')}全て`, `every ${filterPhrase(ctx, f, 'character')}`);
}
