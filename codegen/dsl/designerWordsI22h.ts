// Issue 22 (helper i22h): designer vocabulary rows found on the train halves of the fourth round of blind sets
// (d13–d16). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree
// with; each example is tested by test/dsl/designerWords.test.ts), kept in this file so it merges without touching
// the other tables. I22H_WORDS run after every other row.
import type { DesignerWord } from './designerWords.js';

/** A player named by a card: the player of that card is its controller (000 ■戦場とカードのプレイヤー). */
const NAMED_PLAYER =
  '(?:(?:このキャラクター|このカードがセットされているキャラクター|セットされているキャラクター|このカード|そのキャラクター)の(?:プレイヤー|コントローラー)|あなた|対戦相手)';

/** Durations (HF-5.7) a designer may write between the object and the amount. */
const DURATION =
  '(?:ターン終了時まで|ゲーム終了時まで|このターン中|次の(?:あなた|対戦相手)のターン(?:終了|開始)時まで)';

export const I22H_WORDS: readonly DesignerWord[] = [
  {
    // 「このキャラクターのプレイヤーのターン開始時、」: a turn starts with its active phase (000 ■フェイズ進行), here the
    // turn of the character's player — on a set card its host's (RULING HF-4.4)
    from: /((?:このキャラクター|このカードがセットされているキャラクター|セットされているキャラクター)の(?:プレイヤー|コントローラー))のターン(?:の)?(?:開始時|始め|はじめ)(?:に)?(?=、)/g,
    to: '$1のアクティブフェイズ開始時',
    need: 'ターン',
    note: '「このキャラクターのプレイヤーのターン開始時、」: a turn starts with its active phase (000 ■フェイズ進行)',
    example: [
      '[自動]：このキャラクターのプレイヤーのターンの開始時、カードを1枚引く。',
      '[自動]:このキャラクターのプレイヤーのアクティブフェイズ開始時、カードを1枚引く。',
    ],
  },
  {
    // 「このキャラクターのプレイヤーは自分に1ダメージを与える」「対戦相手は自分に1ダメージを与える」: the player named
    // before は is dealt the damage (HF-9.1); who "deals" it changes nothing, the damage is the ability's
    from: new RegExp(`(${NAMED_PLAYER})は、?自分(?:自身)?に(?=[0-9X]+(?:点の|点)?ダメージを与え)`, 'g'),
    to: '$1に',
    need: '自分',
    note: '「このキャラクターのプレイヤーは自分に1ダメージを与える」: the player named before は is dealt the damage (HF-9.1)',
    example: [
      '[自動]：このキャラクターが攻撃するたび、このキャラクターのプレイヤーは自分に1ダメージを与える。',
      '[自動]:このキャラクターが攻撃するたび、このキャラクターのプレイヤーに1ダメージを与える。',
    ],
  },
  {
    // 「このキャラクターのパワーを、ゲーム終了時まで-1000する」: the duration written between the object and the amount
    // is the duration of the change (HF-5.7)
    from: new RegExp(
      `(?<=^\\[自動\\]:[^。]*?、|。|^)([^、。:]{1,40}?のパワーを)、?(${DURATION})、?(?=[+-][0-9X]+する)`,
      'g',
    ),
    to: '$2、$1',
    need: 'まで',
    note: '「このキャラクターのパワーを、ゲーム終了時まで-1000する」: a duration between the object and the amount is the change’s duration',
    example: [
      '[自動]：このキャラクターが登場した時、このキャラクターのパワーを、ゲーム終了時まで-1000する。',
      '[自動]:このキャラクターが戦場に登場した時、ゲーム終了時まで、このキャラクターのパワーを-1000する。',
    ],
  },
];
