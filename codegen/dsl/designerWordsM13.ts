// Issue 22 (helper mech13): wordings of the mechanics the committed corpora still lacked that mech13 built — an
// optional extra payment on play (「このカードをプレイする際、あなたは追加でカルネージ2を支払うことができる。」) and the
// sentence that reads it (「追加でカルネージを支払っていた場合、…」). Same row shape and rules as
// codegen/dsl/designerWords.ts (each example is tested by test/dsl/designerWords.test.ts); whole families are tested
// by test/dsl/m13-mechanics.test.ts.
import type { DesignerWord } from './designerWords.js';

/** 「このカードをプレイする際、あなたは追加で」「…プレイする時は、追加コストとして」: the start of the line. */
const ON_PLAY =
  'このカードをプレイする(?:際|時|とき)(?:に|は)?、?(?:あなたは|自分は)?、?(?:追加で|追加の?コストとして)、?';

/** 「支払うことができる」「支払ってもよい」「支払ってよい」: the payment is optional. */
const MAY_PAY =
  '支払(?:うことができる|うこともできる|うことができます|ってもよい|っても良い|ってよい|ってもかまわない|ってもいい)';

/**
 * 「追加でカルネージを支払っていた場合」「追加で[1]を支払っていた場合」「このカードの追加コストを支払っていた場合」: the
 * play paid its optional extra cost. `$1` is the word after (場合・なら).
 */
const PAID =
  /(?:このカードの)?追加(?:で|の)?(?:コスト|カルネージ(?:コスト)?[0-9]*|\[[0-9]+\]|エネルギー(?:を)?[0-9]*)を支払(?:っていた|った)(場合|ならば|なら)/g;

export const M13_WORDS: DesignerWord[] = [
  {
    from: new RegExp(`${ON_PLAY}カルネージ(?:コスト)?([0-9]+)を?${MAY_PAY}`, 'g'),
    to: 'このカードをプレイする時、あなたは追加でカルネージ$1を支払ってもよい',
    need: 'プレイする',
    note: '「このカードをプレイする際、あなたは追加でカルネージ2を支払うことができる」: optional carnage on play (mech13)',
    example: [
      'このカードをプレイする際、あなたは追加でカルネージ2を支払うことができる。',
      'このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。',
    ],
  },
  {
    from: new RegExp(`${ON_PLAY}(?:\\[([0-9]+)\\]|エネルギー(?:を)?([0-9]+))を?${MAY_PAY}`, 'g'),
    to: 'このカードをプレイする時、あなたは追加でエネルギーを$1$2支払ってもよい',
    need: 'プレイする',
    note: '「このカードをプレイする際、あなたは追加で[1]を支払ってもよい」: optional energy on play (mech13)',
    example: [
      'このカードをプレイする際、あなたは追加で[1]を支払ってもよい。',
      'このカードをプレイする時、あなたは追加でエネルギーを1支払ってもよい。',
    ],
  },
  {
    from: new RegExp(
      `${ON_PLAY}(?:あなたの|自分の)(?:アクティブ(?:状態)?(?:の|である))キャラクター(?:を)?([0-9]+|一)体(?:を)?(?:選び、それを)?スリープ(?:に|状態に)(?:してもよい|することができる|できる|しても良い)`,
      'g',
    ),
    to: 'このカードをプレイする時、あなたは追加で、あなたのアクティブであるキャラクターを$1体選び、それをスリープにしてもよい',
    need: 'プレイする',
    note: '「…追加コストとして、自分のアクティブであるキャラクター一体をスリープにしてもよい」: characters put to sleep on play (mech13, d45 かけ湯)',
    example: [
      'このカードをプレイする際、あなたは追加コストとして、自分のアクティブであるキャラクター一体をスリープにしてもよい。',
      'このカードをプレイする時、あなたは追加で、あなたのアクティブであるキャラクターを一体選び、それをスリープにしてもよい。',
    ],
  },
  {
    from: PAID,
    to: 'このカードの追加コストを支払っていた$1',
    need: '追加',
    note: '「追加でカルネージを支払っていた場合」: the play paid its optional extra cost (mech13)',
    example: [
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+3000する。追加で[1]を支払っていた場合、あなたはメインデッキからカードを1枚引く。',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+3000する。このカードの追加コストを支払っていた場合、あなたはメインデッキからカードを1枚引く。',
    ],
  },
];
