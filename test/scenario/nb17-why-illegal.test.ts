// nb17: a step that is not legal says why when the engine knows (its IllegalActionError reason, HF-5.2, HF-5.3),
// instead of only 「…は今は合法ではありません（main の合法手: A: end）」.
import { describe, expect, test } from 'vitest';
import { runText } from './harness.js';

const failure = (players: string) => {
  const r = runText(`setup:\n  players:\n${players}\n    B: {}\nsteps:\n  - "A: play 紅蓮の剣聖"\n`);
  expect(r.passed).toBe(false);
  return r.failures[0].message;
};

describe('an illegal step says why', () => {
  test('HF-5.3: not enough active energy — the cost and what the player has', () => {
    const message = failure('    A:\n      hand: [紅蓮の剣聖]\n      energy: 2');
    expect(message).toContain('は今は合法ではありません：エネルギーコスト4を支払えません');
    expect(message).toContain('（アクティブなエネルギーは2枚）（HF-5.3）');
    expect(message).toContain('（main の合法手: A: end）');
  });

  test('HF-5.2: the card is not in the hand', () => {
    const message = failure('    A:\n      trash: [紅蓮の剣聖]\n      energy: 5');
    expect(message).toContain('は今は合法ではありません：プレイできるのは手札とガードデッキのカード');
    expect(message).toContain('（HF-5.2）');
  });
});
