// A card's play restriction written on the line of its effect (issue 22, i22ta6): Rush Duel / Buddyfight
// 「【条件】相手のキャラクターが攻撃している時にだけプレイできる。【効果】…」 or 「このカードは、…場合にのみプレイできる。…」 is
// matched as the two lines a designer would have written one under another (the play condition, HF-5.1, then the
// effect); every piece keeps its place in the source line (as the inline modes of ./inlineModes.ts).

import { STATE_END } from '../designerWordsTrain22a.js';

/** A first sentence that restricts when the card may be played (「…にだけプレイできる。」「…しかプレイできない。」). */
const RESTRICTION =
  /^(?:【条件】\s*[:：]?\s*)?[^。【】「」]*?(?:のみ|だけ|しか)(?:プレイ|使用)(?:でき|出来)(?:る|ない)。\s*/;

/**
 * 「〔メイン〕…」 (issue 22, i22tb7): a command's timing label opening the line of its effect, read by
 * codegen/dsl/designerWordsTrain7b.ts as its play restriction (played in your main phase, nothing waiting).
 */
const MAIN_LABEL = /^(?:〔|〈|【|\[)メイン(?:フェイズ)?(?:のみ)?(?:〕|〉|】|\])\s*[:：]?\s*/;

/**
 * Rush Duel 「【条件】あなたの戦場に《航法士》を持つキャラクターが居る。【効果】…」 (issue 22, t22a): a 【条件】 that states a fact
 * (no trigger before it) is the card's play restriction, the 【効果】 piece its effect (read by
 * codegen/dsl/designerWordsTrain22a.ts).
 */
const FACT = new RegExp(
  `^【条件】\\s*[:：]?\\s*(?![^。【】]*?(?:時|とき|たび|際|限り)[、,])[^。【】「」]*?${STATE_END}(?:場合|時|とき)?\\s*[。、]?\\s*(?=【効果】)`,
);

/** [start, end) of each piece of `content`: the restriction and the rest, or the whole line. */
export function playOnlyPieces(content: string): [number, number][] {
  const label = MAIN_LABEL.exec(content);
  if (label && label[0].length < content.length)
    return [
      [0, label[0].length],
      [label[0].length, content.length],
    ];
  const fact = FACT.exec(content);
  if (fact)
    return [
      [0, fact[0].length],
      [fact[0].length, content.length],
    ];
  const m = RESTRICTION.exec(content);
  if (!m || m[0].length >= content.length) return [[0, content.length]];
  // only a Rush Duel 【条件】 line, or a sentence about this card, opens with the restriction
  if (!content.startsWith('【条件】') && !/^このカードは/.test(content)) return [[0, content.length]];
  return [
    [0, m[0].length],
    [m[0].length, content.length],
  ];
}
