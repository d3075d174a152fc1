// Reading `setup.phase: start` (docs/scenarios.md, "Game start"): before the game-start procedure (HF-2)
// a player has only decks — nothing is in hand or play, no guard card is face up, nobody has a 【空装】 in
// force and the marker is not handed out yet — so those keys, and the turn keys, are mistakes there.
import type { Side, StartOptions } from './types.js';
import type { Path, YamlReader } from './yamlReader.js';

/** setup keys that only `phase: start` takes. */
export const START_ONLY_KEYS = ['firstPlayer', 'shuffle', 'deckCheck'] as const;
/** setup keys `phase: start` does not take, with what to write instead. */
const NOT_AT_START: Record<string, string> = {
  turn: 'ゲーム開始前はターン0です',
  turnPlayer: '先攻は firstPlayer: A / B / random で書きます',
  window: 'ゲーム開始前にはタイミングは開いていません',
};
/** The zones a player has before the game starts (HF-1.1, HF-1.4). */
const START_ZONES = ['mainDeck', 'guardDeck', 'extraDeck'] as const;

/** The options of a `phase: start` setup (undefined for other phases), after checking the keys. */
export function loadStartOptions(r: YamlReader, path: Path, phase: string): StartOptions | undefined {
  if (phase !== 'start') {
    for (const key of START_ONLY_KEYS)
      if (r.get([...path, key]) !== undefined)
        r.fail([...path, key], `${key}: は phase: start（ゲーム開始前から始める）のときだけ書けます`);
    return undefined;
  }
  for (const key of r.keys(path))
    if (key in NOT_AT_START)
      r.fail([...path, key], `phase: start では ${key}: は書けません（${NOT_AT_START[key]}）`);
  const lines = { A: r.line([...path, 'players', 'A']), B: r.line([...path, 'players', 'B']) };
  for (const side of ['A', 'B'] as Side[]) checkStartPlayer(r, [...path, 'players', side]);
  return {
    firstPlayer: firstPlayer(r, [...path, 'firstPlayer']),
    shuffle: flag(r, [...path, 'shuffle']),
    deckCheck: flag(r, [...path, 'deckCheck']),
    lines,
  };
}

function checkStartPlayer(r: YamlReader, path: Path): void {
  for (const key of r.keys(path))
    if (!(START_ZONES as readonly string[]).includes(key))
      r.fail(
        [...path, key],
        `phase: start（ゲーム開始前）では ${key}: は書けません（書けるのは ${START_ZONES.join(', ')}：手札や盤面はゲーム開始の手順で作られます）`,
      );
  const guard = r.get([...path, 'guardDeck']);
  if (!Array.isArray(guard)) return;
  guard.forEach((entry, i) => {
    if (entry && typeof entry === 'object' && (entry as { faceUp?: unknown }).faceUp !== undefined)
      r.fail(
        [...path, 'guardDeck', i, 'faceUp'],
        'HF-2.1 ゲーム開始前のガードデッキは裏向きです（表にするのは reveal / kuusou のステップ）',
      );
  });
}

function firstPlayer(r: YamlReader, path: Path): StartOptions['firstPlayer'] {
  const value = r.string(path, 'A');
  if (value !== 'A' && value !== 'B' && value !== 'random')
    r.fail(path, `firstPlayer は A / B / random です（値: ${value}）`);
  return value as StartOptions['firstPlayer'];
}

function flag(r: YamlReader, path: Path): boolean {
  const value = r.get(path);
  if (value === undefined) return false;
  if (typeof value !== 'boolean')
    r.fail(path, `${path.join('.')} は true か false です（値: ${String(value)}）`);
  return value;
}
