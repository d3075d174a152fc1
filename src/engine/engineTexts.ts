// English for the free texts the engine writes in Japanese into the log and the result: why an attack, a
// resolution or a process failed, and how a game ended (gameOver's reason). The log keeps the Japanese (saves,
// replays and the Japanese narration depend on it byte for byte); the English narration (narrateEn.ts) and
// IllegalActionError's English look the text up here. A text not listed is returned as it is — the test of
// the narrator plays every scenario and bot games in English and fails on any Japanese left.

import { KEYWORD_NAMES, keywordPrintedName } from '../keywords.js';

const EXACT: Record<string, string> = {
  // HF-8.2 / 8.6: attackFails, resolve
  'HF-8.2 攻撃キャラクターが戦場を離れた': 'HF-8.2 the attacker left the battlefield',
  'HF-8.6 攻撃対象が戦場を離れた': 'HF-8.6 the attack target left the battlefield',
  'HF-7.6 発生源が戦場を離れたか能力を失った': 'HF-7.6 the source left the battlefield or lost the ability',
  無効にされた: 'negated',
  カードの効果で攻撃が失敗した: "a card's effect made the attack fail",
  // notDestroyed, processFails
  'HF-13.5 破壊されない': 'HF-13.5 cannot be destroyed',
  'HF-5.11 置き換えられた': 'HF-5.11 replaced',
  'HF-5.8 セット対象が不適切': 'HF-5.8 invalid host to set on',
  // gameOver reasons (HF-9.1, HF-10.1, HF-15)
  リロード時にガードデッキが0枚だった: 'the guard deck was empty at reload',
  リロード時にトラッシュが0枚だった: 'the trash was empty at reload',
  ガードデッキが0枚の状態でダメージを受けた: 'took damage with an empty guard deck',
  投了した: 'conceded',
};

/** Texts with a number or a name in them: a pattern and its English. */
const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^HF-5\.6 対象(\d+)が不適切$/, (m) => `HF-5.6 target ${m[1]} is invalid`],
  [/^HF-5\.12 カード(\d+)は効果を受けない$/, (m) => `HF-5.12 card ${m[1]} is unaffected by the effect`],
  [/^HF-13\.6 防御キャラクターが【(.+)】を持たない$/, (m) => `HF-13.6 the defender lacks ${keywordId(m[1])}`],
  [/^(\S+) を実行できない$/, (m) => `cannot perform ${m[1]}`],
  [/^ターン数の上限（(\d+)）に達した$/, (m) => `the turn limit (${m[1]}) was reached`],
  [/^決定数の上限（(\d+)）に達した$/, (m) => `the decision limit (${m[1]}) was reached`],
  [/^両者が同時に敗北した（(.*)）$/, (m) => `both players lost at once (${bothReasons(m[1])})`],
];

/** A keyword's identifier (English) from its printed name (【神速】 → godspeed). */
function keywordId(printed: string): string {
  return KEYWORD_NAMES.find((k) => keywordPrintedName(k) === printed) ?? printed;
}

/** `a / b` (HF-15.2: each player's reason). */
function bothReasons(text: string): string {
  return text
    .split(' / ')
    .map((t) => englishText(t))
    .join(' / ');
}

/** The English of an engine text (the text itself when it has none). */
export function englishText(japanese: string): string {
  const exact = EXACT[japanese];
  if (exact !== undefined) return exact;
  for (const [pattern, english] of PATTERNS) {
    const m = japanese.match(pattern);
    if (m) return english(m);
  }
  return japanese;
}
