// `event:`, `noEvent:` and `events:` — what the event log must (not) hold. `events:` is a list that must occur in
// this order as a subsequence of the log (other events may come between); a failure says which item was not
// found after the ones before it, and whether it happened earlier (out of order) or not at all.
import type { Game } from '../engine/game.js';
import { narrateEvent } from '../engine/narrate.js';
import { actualFieldText, eventMatches, patternRefs, patternText } from './eventMatch.js';
import type { Mismatch } from './expect.js';
import { scenarioNamer } from './narration.js';
import { type CardRefs, cardLabel } from './refs.js';
import { sourcesOfRefs } from './sources.js';
import type { Expectation } from './types.js';

/** `（「学徒」 test/fixtures/fixture.hf:44）`: the .hf lines of the cards a pattern names, or ''. */
function cardSources(game: Game, refs: CardRefs, fields: Record<string, unknown>): string {
  const sources = sourcesOfRefs(game, refs, patternRefs(fields));
  return sources ? `（${sources}）` : '';
}

/** How many near misses a failed `event:` shows. */
const NEAR_MISSES = 3;

/**
 * nc9 finding 5: an expected event that did not happen is shown with the events of its type that did, closest
 * first (fewest differing fields, then in log order), each narrated with the fields that differ —
 * `（近いイベント: #7 「村の衛兵」に2000ダメージ（違い: amount 2000））` — so a changed number or a wrong card shows
 * without `--log`; or that no event of the type happened at all.
 */
function nearMisses(
  game: Game,
  refs: CardRefs,
  fields: Record<string, unknown>,
  before = Number.POSITIVE_INFINITY,
): string {
  const type = String(fields.type);
  const keys = Object.keys(fields).filter((k) => k !== 'type');
  const namer = scenarioNamer(game, refs);
  const near = game.state.log
    .map((ev, i) => ({ ev, i }))
    .filter(({ ev, i }) => ev.type === type && i < before)
    .map(({ ev, i }) => ({
      ev,
      i,
      differ: keys.filter((k) => !eventMatches(game, refs, ev, { [k]: fields[k] })),
    }))
    .sort((a, b) => a.differ.length - b.differ.length || a.i - b.i);
  if (near.length === 0) return `（${type} のイベントは1件も起きていません）`;
  const label = (id: number) => cardLabel(game, refs, id);
  const shown = near.slice(0, NEAR_MISSES).map(({ ev, i, differ }) => {
    const told = narrateEvent(game, ev, { namer, every: true });
    const diff = differ.map((k) => `${k} ${actualFieldText(game, ev, k, label)}`).join('、');
    return `#${i + 1} ${told}（違い: ${diff}）`;
  });
  const more = near.length > NEAR_MISSES ? `、ほか${near.length - NEAR_MISSES}件` : '';
  return `（近いイベント: ${shown.join('、')}${more}）`;
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
  return n > 0
    ? []
    : [{ what, expected: '起きる', actual: `起きなかった${nearMisses(game, refs, e.fields)}` }];
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
        actual:
          earlier >= 0
            ? `イベント #${earlier + 1} で起きています（順番が違います）`
            : `起きなかった${nearMisses(game, refs, item.fields)}`,
      },
    ];
  }
  return [];
}
