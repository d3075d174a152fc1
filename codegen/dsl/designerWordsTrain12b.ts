// Issue 22 (helper t12b): designer vocabulary rows found on the train halves of the twelfth round's blind sets d49
// (a forge: terse, ◆ before abilities, 「このキャラ」), d50 (a postal service: the beginner's guide's polite voice)
// and d52 (space: an English game's localisation — 「対象の…」「あなたがコントロールする」「〜を得る」). Same row shape
// and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is
// tested by test/dsl/designerWords.test.ts, each family by test/dsl/train12b.test.ts). TRAIN12B_WORDS_FIRST run
// before every other row, TRAIN12B_WORDS after every other row.
import type { DesignerWord } from './designerWords.js';

/**
 * Where a sentence (or a clause after a trigger) starts: the line's start or its ability label, a full stop, or a
 * trigger's 「…時、」「…たび、」 (before the rest of the table normalizes 「とき」).
 */
const CLAUSE_START = '(^(?:[◆・]?\\s*\\[[^\\]]*\\]\\s*[:：]?\\s*)*|。|(?:時|とき|たび|際)に?、)';

/**
 * 「対象の…1体を／に／は」 (MTG's "target …"): a target named where it is used, with no 「対象とし」 before it. Only
 * when no 「対象」 came earlier in the line: after a target, 「対象の…」 names that target again (i22x8's rows). A
 * duration written first (「ターン終了時まで、対象の…は」) moves after the target, where the grammar has it.
 */
const TARGET_OF = (count: string) =>
  new RegExp(
    `(?<!対象[^]*)${CLAUSE_START}((?:ターン終了時まで|このターン中?)、)?対象の、?((?:(?!対象)[^。])*?)(${count})(を|に|は)、?(?!対象)`,
    'g',
  );

export const TRAIN12B_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「このキャラクターはターン終了時まで+2000のパワーを得る」 (MTG's “gets +2/+0”): 「パワー+2000を得る」
    from: /([+-][0-9]+)のパワーを(得る|得て)/g,
    to: 'パワー$1を$2',
    need: 'のパワーを',
    note: '「…はターン終了時まで+2000のパワーを得る」: 「…はターン終了時までパワー+2000を得る」',
    example: [
      '[1]：このキャラクターはターン終了時まで+2000のパワーを得る。',
      '[1]:ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
  },
  {
    // 「対象のキャラクター1体を、持ち主の手札に戻す」「対象の、…キャラクター1体は、…パワー+2000を得る」: one target
    // chosen where it is named (HF-5.4, HF-5.5), then 「それ」
    from: TARGET_OF('1(?:体|枚)'),
    to: '$1$3$4を対象とし、$2それ$5',
    need: '対象の',
    note: '「対象のキャラクター1体を（に・は）…」 (MTG’s “target creature”): 「キャラクター1体を対象とし、それを（に・は）…」',
    example: [
      '対象のキャラクター1体を、持ち主の手札に戻す。',
      'キャラクター1体を対象とし、それを持ち主の手札に戻す。',
    ],
  },
  {
    // 「対象のキャラクター2体に」「対象の…1体までを」: several targets, then 「それら」 (HF-5.10)
    from: TARGET_OF('[0-9]+(?:体|枚)まで|[2-9](?:体|枚)'),
    to: '$1$3$4を対象とし、$2それら$5',
    need: '対象の',
    note: '「対象のキャラクター2体（1体まで）に…」: 「キャラクター2体を対象とし、それらに…」',
    example: [
      '対象の、対戦相手のキャラクター2体に、1000ダメージを与える。',
      '対戦相手のキャラクター2体を対象とし、それらに1000ダメージを与える。',
    ],
  },
];

/** A trait, or several joined by か／または (each a trait of the same card). */
const TRAIT = '(《[^》]+》(?:(?:か|または)《[^》]+》)*)';

/** The terse timing words that open an auto ability (「攻撃時、」「破壊時、」), each with its trigger (HF-8.1, HF-8.3, HF-9.6). */
const BARE_TIMINGS: readonly (readonly [written: string, trigger: string, example: string])[] = [
  ['(?:攻撃|アタック)', 'このキャラクターが攻撃した時', '攻撃時'],
  ['(?:防御|ブロック)', 'このキャラクターが防御を行うたび', '防御時'],
  ['破壊', 'このキャラクターが破壊された時', '破壊時'],
  ['退場', 'このキャラクターが戦場を離れた時', '退場時'],
];

export const TRAIN12B_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたはX枚のカードを引く」「2枚のカードを引く」: the count after 「カードを」
    from: /([0-9]+|X)枚のカードを(?=引|捨て)/g,
    to: 'カードを$1枚',
    need: '枚のカードを',
    note: '「あなたはX枚のカードを引く」: 「あなたはカードをX枚引く」',
    example: [
      'あなたはX枚のカードを引く。Xは、あなたの《シャトル》を持つキャラクターの数に等しい。',
      'あなたはカードをX枚引く。Xはあなたの《シャトル》を持つキャラクターの数に等しい。',
    ],
  },
  {
    // 「セットされているキャラクターはパワー+1000と【強撃】を得る」「それはターン終了時までパワー+2000と【貫通】を得る」:
    // the power change and the keyword, of the same card, for the same duration
    from: /(それ|このキャラクター|このカードがセットされているキャラクター)は、?(ターン終了時まで、?)?パワー([+-][0-9]+)と((?:【[^】]+】)(?:と【[^】]+】)*)を得る/g,
    to: '$2$1のパワーを$3し、$1は$4を得る',
    need: 'パワー',
    note: '「それはパワー+1000と【強撃】を得る」: 「それのパワーを+1000し、それは【強撃】を得る」',
    example: [
      '[自動]：このカードがセットされているキャラクターはパワー+1000と【強撃】を得る。',
      '[自動]:このカードがセットされているキャラクターのパワーを+1000し、このカードがセットされているキャラクターは【強撃】を得る。',
    ],
  },
  {
    // 「《郵便局員》《配達員》《伝書鳥》のいずれかを持っている」: any one of the traits named — 「いずれか」 says so (traits
    // listed with nothing between them and no 「いずれか」 are not read: both, or either?)
    from: /(《[^》]+》)(?=(?:《[^》]+》)+の(?:いずれか|どれか))/g,
    to: '$1か',
    need: '》《',
    note: '「《A》《B》《C》のいずれか」: 「《A》か《B》か《C》のいずれか」 (read by the next row)',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《郵便局員》《配達員》《伝書鳥》のいずれかを持っている 効果：あなたの《伝書鳥》を持つキャラクターのパワーを+1000する。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《郵便局員》か《配達員》か《伝書鳥》を持つ 効果:あなたの《伝書鳥》を持つキャラクターのパワーを+1000する。】',
    ],
  },
  {
    from: /((?:《[^》]+》(?:か|または))+《[^》]+》)の(?:いずれか|どれか)(?:1つ)?を持(?:つ|っている)/g,
    to: '$1を持つ',
    need: 'を持',
    note: '「《A》か《B》のいずれかを持っている」: 「《A》か《B》を持つ」',
    example: [
      '[自動]：あなたの《郵便局員》か《配達員》のいずれかを持つキャラクターのパワーを+1000する。',
      '[自動]:あなたの《郵便局員》か《配達員》を持つキャラクターのパワーを+1000する。',
    ],
  },
  // 「◆[自動] 攻撃時、1枚ドロー。」: a timing word alone after the label is this character's (「登場時、」 has its row)
  ...BARE_TIMINGS.map(
    ([written, trigger, example]): DesignerWord => ({
      from: new RegExp(`^(\\[自動\\]\\s*:?\\s*)(?:このキャラクターの)?${written}時、`, 'g'),
      to: `$1${trigger}、`,
      need: '時、',
      note: `「[自動] ${example}、…」 (no subject): 「[自動] ${trigger}、…」`,
      example: [`[自動] ${example}、1枚ドロー。`, `[自動] ${trigger}、カードを1枚引く。`],
    }),
  ),
  {
    // 「その中の《武具》1枚を」「トラッシュの《武具》1枚を」: a trait alone before a count of cards is a card with it
    // (「《機甲竜》1体」, a character with it, has its row)
    from: /(?<!》)(《[^》]+》)(?=[0-9]+枚)/g,
    to: '$1を持つカード',
    need: '》',
    note: '「自分のトラッシュの《武具》1枚を手札に加える」: 「…《武具》を持つカード1枚を…」',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュの《武具》1枚を手札に加えてもよい。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのトラッシュの《武具》を持つカード1枚を手札に加えてもよい。',
    ],
  },
  {
    // 「あなたのトラッシュにある…を対象とし、それをあなたの手札に戻す」: a card of your own zone goes to its owner's hand,
    // which is yours (000 ■カードの持ち主)
    from: /((?:あなた|自分)の(?:トラッシュ|ダメージフィールド)[^。]*?(?:を対象とし、それを|を選び、(?:それを)?))(?:あなた|自分)の(?=手札に(?:戻す|加える|戻して|加えて))/g,
    to: '$1',
    need: '手札に',
    note: '「あなたのトラッシュにある…を対象とし、それをあなたの手札に戻す」: your own card to your hand',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュにあるコマンドカード1枚を対象とし、それをあなたの手札に戻す。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのトラッシュにあるコマンドカード1枚を対象とし、それを手札に戻す。',
    ],
  },
  {
    // 「…を対象とする。あなたはそれを手札に加えてもよい」 (read as 「…を対象とし、あなたはそれを…」 so far): the ability's
    // player does it, which the canonical sentence says with no subject
    from: /(を対象とし、)(?:あなた|自分)は、?(?=それら?(?:を|に|は|の))/g,
    to: '$1',
    need: '対象とし、',
    note: '「…を対象とする。あなたはそれを…」: 「…を対象とし、それを…」 (the ability’s player acts)',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュにある《パイロット》を持つキャラクターカード1枚を対象とする。あなたはそれを手札に加えてもよい。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのトラッシュにある《パイロット》を持つキャラクターカード1枚を対象とし、それを手札に加えてもよい。',
    ],
  },
  {
    // 「スリープ状態の他のキャラクター」: the state before 「他の」 (「スリープである他の」)
    from: /(スリープ|アクティブ)状態の(?=他の|ほかの)/g,
    to: '$1である',
    need: '状態の',
    note: '「あなたのスリープ状態の他のキャラクター」: 「あなたのスリープである他のキャラクター」',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのスリープ状態の他のキャラクター1体を対象とし、それをアクティブにしてもよい。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのスリープである他のキャラクター1体を対象とし、それをアクティブにしてもよい。',
    ],
  },
  {
    // 「このキャラに《武具》がセットされている限り」: a trait alone is a card with it (the set card's trait)
    from: new RegExp(
      `(にセット(?:カード)?|に)${TRAIT}(?:の(?:セット)?カード)?が、?([0-9]+枚(?:以上)?)?、?セットされて(いる|いない)`,
      'g',
    ),
    to: 'に$2を持つカードが$3セットされて$4',
    need: 'セットされて',
    note: '「このキャラクターに《武具》がセットされている限り」: 「…に《武具》を持つカードがセットされている限り」',
    example: [
      '[自動]：このキャラクターに《武具》がセットされている限り、このキャラクターは【強撃】を得る。',
      '[自動]:このキャラクターに《武具》を持つカードがセットされている限り、このキャラクターは【強撃】を得る。',
    ],
  },
  {
    // 「このキャラにセットされた《武具》1枚につき」: each card with the trait set on it (counted all the time)
    from: new RegExp(
      `にセット(?:された|されている|してある)${TRAIT}(?:を持つ)?(?:の)?(?:セットカード|カード)?([0-9]+)枚につき`,
      'g',
    ),
    to: 'にセットされている$1を持つカード$2枚につき',
    need: 'につき',
    note: '「このキャラクターにセットされた《武具》1枚につき」: 「…にセットされている《武具》を持つカード1枚につき」',
    example: [
      '[自動]：このキャラクターにセットされた《武具》1枚につき、このキャラクターのパワーを+1000する。',
      '[自動]:このキャラクターにセットされている《武具》を持つカード1枚につき、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「前者のパワーに等しいダメージを後者に与える」: the damage before whom it is dealt to (word order only)
    from: /((?:前者|後者|それ|このキャラクター)のパワーに等しいダメージ)を、?((?:前者|後者|それら?)に)、?与える/g,
    to: '$2$1を与える',
    need: 'ダメージを',
    note: '「前者のパワーに等しいダメージを後者に与える」: 「後者に前者のパワーに等しいダメージを与える」',
    example: [
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、前者のパワーに等しいダメージを後者に与える。',
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、後者に前者のパワーに等しいダメージを与える。',
    ],
  },
  {
    // 「対戦相手がプレイしたコマンドカードの対象にならない」: the commands that player plays are that player's
    from: /(対戦相手|あなた)がプレイ(?:した|する)コマンド(?:カード)?の(効果の)?対象に/g,
    to: '$1のコマンドの$2対象に',
    need: 'プレイ',
    note: '「対戦相手がプレイしたコマンドカードの対象にならない」: 「対戦相手のコマンドの対象にならない」',
    example: [
      '[自動]：このカードがセットされているキャラクターは、対戦相手がプレイしたコマンドカードの対象にならない。',
      '[自動]:このカードがセットされているキャラクターは対戦相手のコマンドの対象にならない。',
    ],
  },
  {
    // 「…それのパワーを+2000する。…なら、代わりに、ターン終了時まで、それのパワーを+3000する」: the other amount of
    // the sentence before (docs/dsl.md «Another amount»), read only when both sentences last until the end of the turn
    from: /(?<=ターン終了時まで、それのパワーを[+-][0-9]+する。[^。]*?)(場合|なら|ならば)、代わりに、?ターン終了時まで、それのパワーを([+-][0-9]+)する(?=。)/g,
    to: '$1、代わりに$2する',
    need: '代わりに',
    note: '「…ターン終了時まで、それのパワーを+2000する。…なら、代わりに、ターン終了時まで、それのパワーを+3000する」: the other amount',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。あなたの《整備ロボ》を持つキャラクターがいるなら、代わりに、ターン終了時まで、それのパワーを+3000する。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。あなたの《整備ロボ》を持つキャラクターがいるなら、代わりに+3000する。',
    ],
  },
];
