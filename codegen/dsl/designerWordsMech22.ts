// Issue 22 (helper mech22): designer wordings of mechanics the grammar already has under another spelling —
// a turn-end ability of a character that attacked (「このキャラクターが攻撃したターンの終わりに」), once per turn said of
// an auto ability (「この能力は1ターンに1回だけはたらく」), a fight said from each dealer (「それらは互いに、自身のパワーに
// 等しいダメージを相手に与える」) and the condition on an optional extra cost (「このカードのカルネージを支払っていたなら」).
// Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each
// example is tested by test/dsl/designerWords.test.ts, each family by test/rules/mech22-*.test.ts).
import type { DesignerWord } from './designerWords.js';

/** 「それぞれ相手のパワーに等しいダメージを与え合う」 as the grammar reads it (RULING «Fight», docs/engine.md). */
const FIGHT = '互いにもう一方のパワーに等しいダメージを与え合';
const OWN_POWER =
  '(?:自身|自分自身|自分|自ら|各々|それぞれ)の(?:キャラクターの)?パワー(?:に等しい|と同じ(?:値|数値)?の|と等しい|分の)';
const OTHER = '(?:相手|もう一方|もう片方|他方|お互い)';
/** The verb 「与える」 in the forms a chain continues with, mapped to the forms of 「与え合う」. */
const GIVE_FORMS: readonly (readonly [written: string, canonical: string])[] = [
  ['与える', 'う'],
  ['与え、', 'い、'],
];

/** Read before 「自身」 becomes 「このキャラクター」 and 「相手」 「対戦相手」 (placed beside M11_FIGHT_WORDS). */
export const MECH22_FIGHT_WORDS: readonly DesignerWord[] = GIVE_FORMS.map(([written, canonical]) => ({
  // 「それらは互いに、自身のパワーに等しいダメージを相手に与える」「それらはそれぞれ、自分のパワー分のダメージをもう一方
  // に与える」: each deals its own power to the other, at once — a fight (d87 夏祭りの喧嘩; RULING «Fight»)
  from: new RegExp(
    `(?:それぞれ|互いに|お互いに)、?${OWN_POWER}ダメージを、?${OTHER}に(?:同時に)?${written}`,
    'g',
  ),
  to: `${FIGHT}${canonical}`,
  need: written,
  note: `「それらは互いに、自身のパワーに等しいダメージを相手に${written}」: a fight said from each dealer (mech22)`,
  example: [
    `あなたのキャラクター一体と、対戦相手のキャラクター一体を対象とする。それらは互いに、自身のパワーに等しいダメージを相手に${written}${written === '与える' ? '。' : 'あなたはカードを1枚引く。'}`,
    `あなたのキャラクター一体を対象とし、対戦相手のキャラクター一体を対象とし、前者と後者は、${FIGHT}${canonical}${written === '与える' ? '。' : 'あなたはカードを1枚引く。'}`,
  ],
}));

/** Read first: later rows respell 「攻撃した」 and 「ターンの」. */
export const MECH22_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「このキャラクターが攻撃したターンの終わりに、…」: at the end of a turn in which it attacked. A character attacks
    // only in its player's turn (000 ■戦闘: the turn player attacks), so this is that player's turn end with the
    // attack checked then (HF-6.6 (2); RULING «A turn in which it attacked», docs/engine.md)
    from: /(この(?:キャラクター|カード))が攻撃(?:を行っ|を宣言し|し)た(?:その)?ターンの(?:終わり|終了時|最後)(?:に|時)?、?/g,
    to: 'あなたのターン終了時、$1がこのターンに攻撃を行っていた場合、',
    need: 'ターンの',
    note: '「このキャラクターが攻撃したターンの終わりに」: your turn end, if it attacked this turn (mech22)',
    example: [
      '[自動]：このキャラクターが攻撃したターンの終わりに、このキャラクターを持ち主の手札に戻す。',
      '[自動]:あなたのターン終了時、このキャラクターがこのターンに攻撃を行っていた場合、このキャラクターを持ち主の手札に戻す。',
    ],
  },
];

export const MECH22_WORDS: readonly DesignerWord[] = [
  {
    // 「この能力は、1ターンに1回だけはたらく」「…1ターンに1度しか機能しない」: once per turn (HF-12.8), said of an auto
    // ability as working rather than being used (d85 大天幕グラン・シャピトー)
    from: /(?:この(?:自動)?(?:能力|効果)は、?)?(?:1|一)ターンに(?:つき)?(?:1|一)(?:回|度)(?:まで|だけ|のみ|しか)?(?:はたら|働)(?:く|き(?:ます)?|かない)。/g,
    to: '1ターンに1回。',
    need: 'ターンに',
    note: '「この能力は、1ターンに1回だけはたらく」: once per turn (HF-12.8)',
    example: [
      '[自動]：あなたの《一座》を持つキャラクターが戦場に登場した時、カードを1枚引く。この能力は、1ターンに1回だけはたらく。',
      '[自動]:あなたの《一座》を持つキャラクターが戦場に登場した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「このカードのカルネージを支払っていたなら」「追加コストを支払った場合」「追加でカルネージを支払っていたならば」: the
    // play paid the optional extra cost of extraCostLine (mech13's 「このカードの追加コストを支払っていた場合」)
    from: /(?:このカード(?:の|で|に)(?:追加(?:の|で)?)?カルネージ|(?:このカード(?:の|で|に))?追加(?:の|で)?(?:カルネージ|エネルギー|コスト))(?:[0-9]+)?(?:を支払っていた|を支払った|が支払われていた|が支払われた)(?:なら(?:ば)?|場合)/g,
    to: 'このカードの追加コストを支払っていた場合',
    need: '支払',
    note: '「このカードのカルネージを支払っていたなら」: the optional extra cost was paid (mech22)',
    example: [
      'キャラクター一体を対象とし、それに4000ダメージを与える。このカードのカルネージを支払っていたなら、かわりに7000ダメージを与える。',
      'キャラクター一体を対象とし、それに4000ダメージを与える。このカードの追加コストを支払っていた場合、代わりに7000ダメージを与える。',
    ],
  },
];
