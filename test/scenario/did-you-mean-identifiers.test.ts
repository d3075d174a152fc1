// nc8 finding 13: 「もしかして」 for identifiers — an event type, a deck name, a bot name — by their words first, then
// the edit distance: 「drawCard」 → draw (was discard), 「soukyu」 → soukyu-knights (was none), 「gready」 → greedy
// (was none).
import { describe, expect, test } from 'vitest';
import { loadErrorMessage } from '../../src/cli/simErrors.js';
import { closestIdentifier } from '../../src/deck/suggest.js';
import type { Game } from '../../src/engine/game.js';
import { patternProblem } from '../../src/scenario/eventMatch.js';
import type { CardRefs } from '../../src/scenario/refs.js';
import { botNameProblem } from '../../src/sim/bots/index.js';

describe('closestIdentifier', () => {
  test.each([
    ['drawCard', ['discard', 'draw', 'destroyed'], 'draw'],
    ['soukyu', ['guren-aggro', 'soukyu-knights', 'kage-funeral'], 'soukyu-knights'],
    ['gready', ['random', 'greedy', 'ismcts'], 'greedy'],
    ['damageChar', ['damageCharacter', 'damagePlayer'], 'damageCharacter'],
    ['zzz', ['draw', 'discard'], undefined],
  ])('%s', (wanted, candidates, expected) => expect(closestIdentifier(wanted, candidates)).toBe(expected));
});

describe('the messages', () => {
  test('an unknown event type in an expectation', () => {
    const said = patternProblem({} as Game, {} as CardRefs, { type: 'drawCard' });
    expect(said).toMatch(/^不明なイベント「drawCard」（もしかして「draw」？）/);
  });
  test('a deck that is not found', () => {
    const error = Object.assign(new Error('ENOENT'), { code: 'ENOENT', path: 'soukyu' });
    expect(loadErrorMessage(error, 'sim')?.[0]).toMatch(
      /^hflux sim: デッキが見つかりません: soukyu（もしかして soukyu-knights？）（組み込み: /,
    );
  });
  test('an unknown bot', () => {
    expect(botNameProblem('gready')).toMatch(/^不明なボット: gready（もしかして greedy？）/);
  });
});
