// 「…を1枚選び、コストを支払わずにプレイする」 (issue 22, m10a): only a character card can be played by an effect
// (RULING «Playing a card without paying its cost», docs/engine.md). A choice that may name a command or a set
// card (「手札のカードを1枚」「セットカードを1枚」) would be played by its own rules (targets, the chain): a mechanic
// the language lacks (HF-E040), never silently narrowed to the characters among them.
import type { CardFilter } from '../../../src/core/cardTypes.js';
import type { Span } from '../ir.js';
import type { CardEnv } from './env.js';

export function onlyCharactersPlayed(filter: CardFilter | undefined, span: Span, env: CardEnv): void {
  const kinds = filter?.kind;
  if (kinds && kinds.length > 0 && kinds.every((k) => k === 'character')) return;
  env.report({
    code: 'HF-E040',
    span,
    args: {
      mechanic:
        '効果でキャラクターカード以外をプレイすること（コストを支払わずにプレイできるのはキャラクターカードです）',
      mechanicEn:
        'playing a card other than a character card by an effect (only character cards can be played this way)',
      phrase: 'コストを支払わずにプレイする',
      nearest: 'あなたの手札からキャラクターカードを1枚まで選び、コストを支払わずにプレイする。',
    },
  });
}
