// `event:`, `noEvent:` and `events:` — what the event log must (not) hold. `events:` is a list that must occur in
// this order as a subsequence of the log (other events may come between); a failure says which item was not
// found after the ones before it, and whether it happened earlier (out of order) or not at all.
import type { Game } from '../engine/game.js';
import { eventMatches, patternRefs, patternText } from './eventMatch.js';
import type { Mismatch } from './expect.js';
import type { CardRefs } from './refs.js';
import { sourcesOfRefs } from './sources.js';
import type { Expectation } from './types.js';

/** `（「学徒」 test/fixtures/fixture.hf:44）`: the .hf lines of the cards a pattern names, or ''. */
function cardSources(game: Game, refs: CardRefs, fields: Record<string, unknown>): string {
  const sources = sourcesOfRefs(game, refs, patternRefs(fields));
  return sources ? `（${sources}）` : '';
}

export function checkEvent(
  game: Game,
  refs: CardRefs,
  e: Extract<Expectation, { kind: 'event' }>,
): Mismatch[] {
  const n = game.state.log.filter((ev) => eventMatches(game, refs, ev, e.fields)).length;
  const what = `イベント ${patternText(e.fields)}${cardSources(game, refs, e.fields)}`;
  if (e.none) return n === 0 ? [] : [{ what, expected: '起きない', actual: `${n}回` }];
  if (e.count !== undefined)
    return n === e.count ? [] : [{ what, expected: `${e.count}回`, actual: `${n}回` }];
  return n > 0 ? [] : [{ what, expected: '起きる', actual: '起きなかった' }];
}

export function checkEvents(
  game: Game,
  refs: CardRefs,
  e: Extract<Expectation, { kind: 'events' }>,
): Mismatch[] {
  const log = game.state.log;
  const found: number[] = []; // the log index each item matched
  let from = 0;
  for (const [i, item] of e.items.entries()) {
    const at = log.findIndex((ev, k) => k >= from && eventMatches(game, refs, ev, item.fields));
    if (at >= 0) {
      found.push(at);
      from = at + 1;
      continue;
    }
    const earlier = log.findIndex((ev, k) => k < from && eventMatches(game, refs, ev, item.fields));
    const before = found.length
      ? `（${found.map((k, j) => `${j + 1}番目はイベント #${k + 1}`).join('、')} で見つかりました）`
      : '';
    return [
      {
        what: `events: の${i + 1}番目 ${patternText(item.fields)}${cardSources(game, refs, item.fields)}${before}`,
        expected: i === 0 ? '起きる' : `${i}番目より後に起きる`,
        actual: earlier >= 0 ? `イベント #${earlier + 1} で起きています（順番が違います）` : '起きなかった',
      },
    ];
  }
  return [];
}
