// Issue 22 (helper i22e): designer vocabulary rows found while checking HF-E040 (a wording of a mechanic the
// language has is read, never called missing). Same row shape and rules as codegen/dsl/designerWords.ts (each
// example is tested by test/dsl/designerWords.test.ts); I22E_WORDS run after every other row.
import type { DesignerWord } from './designerWords.js';

export const I22E_WORDS: readonly DesignerWord[] = [
  {
    // 「相手の手札を見ないで1枚選び、…」「…を見ずに2枚まで選び」: a choice from a hidden hand is a random one
    // (the HF-E040 table no longer calls it chance, issue 22)
    from: /(?<=手札)を見(?:ないで|ずに)、?([0-9]+)(枚|体)(まで)?(?:を)?(?=選)/g,
    to: 'を$1$2$3ランダムに',
    need: '手札を見',
    note: '「相手の手札を見ないで1枚選び」: chosen from the hidden hand at random (read as 「…を1枚ランダムに選び」)',
    example: [
      '対戦相手の手札を見ないで1枚選び、トラッシュに置く。',
      '対戦相手の手札を1枚ランダムに選び、トラッシュに置く。',
    ],
  },
  {
    // 「…を対象とし、そのコントロールを得る」: other games' word for taking control; the language says 「それをあなたの
    // キャラクターとする」 (its swapControl row of HF-E040 names exchanges and hand-overs only)
    from: /(?:その|それの)(?:キャラクターの)?コントロールを(?:得る|奪う)/g,
    to: 'それをあなたのキャラクターとする',
    need: 'コントロールを',
    note: '「そのコントロールを得る」: taking control of the target is 「それをあなたのキャラクターとする」',
    example: [
      '対戦相手のキャラクター一体を対象とし、ターン終了時まで、そのコントロールを得る。',
      '対戦相手のキャラクター一体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
    ],
  },
  {
    // 「追加のデッキを使用する」 in a 【空装】 effect: the extra deck (HF-1.4)
    from: '追加のデッキを使用する',
    to: '追加デッキを使用する',
    note: '「追加のデッキを使用する」: the 【空装】 effect 「追加デッキを使用する」 (HF-1.4)',
    example: [
      '【空装 条件：《騎士》を持つカードが6枚以上 効果：追加のデッキを使用する。】',
      '【空装 条件:《騎士》を持つカードが6枚以上 効果:追加デッキを使用する。】',
    ],
  },
  {
    // 「このターン、あなたが次にプレイする…1枚の…コスト」: the order 「次にあなたがプレイする」 and no count (the next
    // card played is one card); a wording of the supported next-play cost (the nextPlayCost row of HF-E040 no longer
    // names it, issue 22)
    from: /(このターン(?:中)?、)(?:あなた|自分)が次に(プレイする[^。、]{1,30}?)(?:1|一)枚(?=の(?:エネルギー)?コスト)|(このターン(?:中)?、)(?:あなた|自分)が次に(?=プレイする)/g,
    to: 'このターン、次にあなたが$2',
    need: '次に',
    note: '「このターン、あなたが次にプレイするセットカード1枚のコスト」: the next card played this turn, as 「このターン、次にあなたがプレイするセットカードのコスト」',
    example: [
      '[スリープ]：このターン、あなたが次にプレイするセットカード1枚のエネルギーコストは1少なくなる。',
      '[スリープ]:このターン、次にあなたがプレイするセットカードのエネルギーコストは1少なくなる。',
    ],
  },
];
