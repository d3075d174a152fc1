// Issue 22 (helper m10a): wordings of the mechanics m10a built — playing a card without paying its cost, … .
// Same row shape and rules as codegen/dsl/designerWords.ts (each example is tested by
// test/dsl/designerWords.test.ts); whole families are tested by test/dsl/m10a-mechanics.test.ts.
import type { DesignerWord } from './designerWords.js';

export const M10A_WORDS: readonly DesignerWord[] = [
  {
    // 「エネルギーコストを払わずにプレイする」「コストを支払うことなくプレイしてもよい」「無料でプレイする」: a play without
    // its cost (RULING «Playing a card without paying its cost»). Only before 「プレイ」: 「…コストを支払わずに登場させる」
    // is a card put onto the battlefield, no play (designerStyleWords.ts, i22x)
    from: /(?:(?:エネルギー)?コストを(?:支払わずに|支払わず|払わずに|払わず|支払うことなく|払うことなく)|無料で|ただで)、?(?=プレイ)/g,
    to: 'コストを支払わずに',
    need: 'プレイ',
    note: '「エネルギーコストを払わずにプレイする」「無料でプレイする」: a play without its cost (issue 22, m10a)',
    example: [
      'あなたの手札にあるコスト2以下のキャラクターカード1枚を、エネルギーコストを払わずにプレイしてもよい。',
      'あなたの手札にあるコスト2以下のキャラクターカード1枚を、コストを支払わずにプレイしてもよい。',
    ],
  },
  {
    // 「…コストを支払わずにプレイできる／することができる」: in an effect, the player may (as 「…てもよい」)
    from: /コストを支払わずにプレイ(?:することができる|することが出来る|できる|出来る|することが可能|可能)(?=。|$)/g,
    to: 'コストを支払わずにプレイしてもよい',
    need: 'プレイ',
    note: '「…をコストを支払わずにプレイできる」: the player may play it (issue 22, m10a)',
    example: [
      'あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイできる。',
      'あなたのトラッシュからキャラクターカードを1枚選び、コストを支払わずにプレイしてもよい。',
    ],
  },
];
