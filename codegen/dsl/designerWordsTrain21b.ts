// Issue 22 (helper t21b): designer vocabulary rows found on the train halves of the twenty-first round's blind sets d87
// (a summer festival, Duel Masters / Vanguard style wording) and d88 (a magic library, Weiß Schwarz / Shadowverse
// Evolve style wording). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer
// would agree with; each example is tested by test/dsl/designerWords.test.ts, each family by
// test/dsl/t21b-words.test.ts, the corpus cards' behaviour by test/rules/t21b-train21b.test.ts). TRAIN21B_WORDS_FIRST
// run before every other row.
import type { DesignerWord } from './designerWords.js';

/**
 * A compulsory step's verb (its plain form ending the sentence before) and its potential stem, as a designer names
 * the step again to say it could not be done (「…トラッシュに置く。置けなかったなら、…」).
 */
const COULD_NOT: readonly (readonly [plain: string, potential: string])[] = [
  ['置く', '置け|置くことが(?:でき|出来)'],
  ['除外する', '除外(?:でき|出来)|除外することが(?:でき|出来)'],
  ['捨てる', '捨てられ|捨てれ|捨てることが(?:でき|出来)'],
  ['戻す', '戻せ|戻すことが(?:でき|出来)'],
  ['加える', '加えられ|加えることが(?:でき|出来)'],
  ['支払う', '支払え|払え|支払うことが(?:でき|出来)'],
  ['スリープにする', 'スリープに(?:でき|出来)|スリープにすることが(?:でき|出来)'],
];

/** The endings of 「…できなかったなら」 (a negated potential: it could not be done). */
const NOT_IF = 'なかった(?:ならば?|場合は?|ら|時|とき)|なければ|ない(?:場合は?|ならば?|時|とき)';

/** A sentence scaled by a count (「…1体につき」「…の数だけ」), so that a cap after it caps that count's amount. */
const COUNTED = '(?:につき|ごとに|の数だけ|の枚数だけ|の数分|の枚数分)';

/**
 * 「このキャラクターのパワーを、…1枚につき1000上げる」「…のパワーは、…1枚ごとに1000ずつ上がる」: the signed change per
 * counted card, as 「…1枚につき+1000する」「…につき+1000される」 (d87 百鬼提灯's count written with a verb); one row per verb
 * and direction (the sign follows the verb).
 */
const PER_COUNT_VERBS: readonly DesignerWord[] = (
  [
    ['を', '上げる', '+', 'する'],
    ['を', '下げる', '-', 'する'],
    ['は', '上がる', '+', 'される'],
    ['は', '下がる', '-', 'される'],
  ] as const
).map(([particle, verb, sign, canon]) => ({
  from: new RegExp(`(?<=のパワー${particle}、?[^。]*?(?:につき|ごとに))、?([0-9]+)(?:ずつ)?${verb}`, 'g'),
  to: `${sign}$1${canon}`,
  need: verb,
  note: `「…のパワー${particle}、…1枚につき1000${verb}」: 「…1枚につき${sign}1000${canon}」`,
  example: [
    `[自動]：このキャラクターのパワー${particle}、あなたのトラッシュの《灯霊》を持つカード1枚ごとに1000ずつ${verb}。`,
    `[自動]:このキャラクターのパワー${particle}、あなたのトラッシュの《灯霊》を持つカード1枚につき${sign}1000${canon}。`,
  ],
}));

export const TRAIN21B_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「…1体につき、カードを1枚引く。（最大3枚まで）」 (d87 提灯行列): the cap written as a note after the full stop is the
    // sentence's cap, as 「…引く（最大3）。」 (grammar capNote; the amount scaled by the count never exceeds it). Every
    // spelling of the note, after the full stop or before it: 「（最大3枚）」「（上限3枚）」「（最大で3枚まで）」「（3枚まで）」
    // 「（ただし、最大3枚まで）」「（ただし、3枚までしか引けない）」. Only after a sentence scaled by a count (a fixed
    // 「カードを2枚引く。（最大3枚まで）」 keeps its own message: a cap there means nothing)
    from: new RegExp(
      `(?<=${COUNTED}[^。]*?(?:引く|与える|する))。?[（(](?:ただし、?)?(?:(?:最大|上限)(?:で)?、?(?:合計)?([+-]?[0-9]+)(?:枚|点)?(?:まで)?(?:とする)?|([+-]?[0-9]+)(?:枚|点)?まで(?:しか引けない|しか引かない|とする)?)[）)](?:。|$)`,
      'g',
    ),
    to: '(最大$1$2)。',
    need: '(',
    note: '「…1体につき、カードを1枚引く。（最大3枚まで）」: 「…1体につき、カードを1枚引く(最大3)。」 (the count’s cap)',
    example: [
      '[自動]：このキャラクターが登場した時、あなたの他の《灯霊》を持つキャラクター1体につき、カードを1枚引く。（最大3枚まで）',
      '[自動]:このキャラクターが戦場に登場した時、あなたの他の《灯霊》を持つキャラクター1体につき、カードを1枚引く(最大3)。',
    ],
  },
  {
    // 「…1体につき、カードを1枚引く。最大3枚まで。」: the same cap as a sentence of its own without 「ただし」 (i22m9 reads
    // 「。ただし、最大3枚まで。」), only after a sentence scaled by a count
    from: new RegExp(
      `(?<=${COUNTED}[^。]*?(?:引く|与える|する))。(?:最大|上限)(?:で)?([0-9]+)(?:枚|点)?まで(?:とする)?(?:。|$)`,
      'g',
    ),
    to: '(最大$1)。',
    need: '最大',
    note: '「…1体につき、カードを1枚引く。最大3枚まで。」: 「…1体につき、カードを1枚引く(最大3)。」',
    example: [
      'あなたの《灯霊》を持つキャラクター1体につき、カードを1枚引く。最大3枚まで。',
      'あなたの《灯霊》を持つキャラクター1体につき、カードを1枚引く(最大3)。',
    ],
  },
  {
    // 「あなたは自分の手札を1枚選び、トラッシュに置く。置けなかったなら、このキャラクターをトラッシュに置く。」 (d88 封印指定
    // 『黒の大典』): the compulsory step named again by its own verb in the potential, negated — it could not be done —
    // as 「そうできなかったなら、」 (grammar otherwiseWords: the sentence before must be a choice done on resolution,
    // else HF-E075 says so). Only right after a sentence ending in that verb (「…置く。置けなかったなら」「…除外する。除外
    // できなかった場合」「…捨てる。捨てられなかった場合」); an optional 「…置いてもよい。置かなかった場合」 is t17c's row
    from: new RegExp(
      COULD_NOT.map(
        ([plain, potential]) =>
          `(?<=${plain}。)(?:カードを)?(?:1枚も|一枚も)?(?:${potential})(?:${NOT_IF})、?`,
      ).join('|'),
      'g',
    ),
    to: 'そうできなかったなら、',
    need: 'な',
    note: '「…トラッシュに置く。置けなかったなら、…」: 「…トラッシュに置く。そうできなかったなら、…」',
    example: [
      '[自動]：あなたのターンの終了時、あなたは自分の手札を1枚選び、トラッシュに置く。置けなかったなら、このキャラクターをトラッシュに置く。',
      '[自動]:あなたのターン終了時、あなたの手札からカードを1枚選び、トラッシュに置く。そうできなかったなら、このキャラクターをトラッシュに置く。',
    ],
  },
  {
    // 「…トラッシュに置く。それができなかった場合、…」「…。できなかった場合、…」: the step before named by 「それ」 or not
    // at all, as 「そうできなかった場合、」 (the same grammar otherwiseWords; its own check of the sentence before)
    from: /(?<=。)(?:それ|これ)?(?:が|は)?(?:でき|出来)(なかった(?:ならば?|場合は?|ら)|なければ|ない場合は?)、?/g,
    to: 'そうでき$1、',
    need: 'き',
    note: '「…トラッシュに置く。それができなかった場合、…」: 「…トラッシュに置く。そうできなかった場合、…」',
    example: [
      '[自動]：あなたのターンの終了時、あなたのトラッシュの《灯霊》を持つカードを1枚ゲームから除外する。それができなかった場合、このキャラクターをトラッシュに置く。',
      '[自動]:あなたのターン終了時、あなたのトラッシュの《灯霊》を持つカードを1枚ゲームから除外する。そうできなかった場合、このキャラクターをトラッシュに置く。',
    ],
  },
  {
    // 「…そのパワーを-1000する。…が居るなら、-1000のかわりに-2000する。」 (d87 線香花火's intent): the amount replaced
    // named again before 「のかわりに」, as 「代わりに-2000する」 (grammar insteadSentence). Only when the amount named is
    // the sentence before's (「-1000ではなく」「パワー-1000の代わりに」 too)
    from: /(([+-][0-9]+)する。[^。]*?、)(?:パワー)?\2(?:の(?:かわり|代わり)に|ではなく)、?(?=[+-][0-9]+する)/g,
    to: '$1代わりに',
    need: 'する。',
    note: '「…を-1000する。…なら、-1000のかわりに-2000する。」: 「…なら、代わりに-2000する。」',
    example: [
      'キャラクター一体を対象とし、このターン中、そのパワーを-1000する。あなたの《花火師》を持つキャラクターが居るなら、-1000のかわりに-2000する。',
      'キャラクター一体を対象とし、このターン中、それのパワーを-1000する。あなたの《花火師》を持つキャラクターが居るなら、代わりに-2000する。',
    ],
  },
  {
    // 「…に3000ダメージを与える。…なら、3000ダメージのかわりに5000ダメージを与える。」: the same for damage
    from: /(([0-9]+)(?:点の)?ダメージを与える。[^。]*?、)\2(?:点の)?ダメージ(?:の(?:かわり|代わり)に|ではなく)、?(?=[0-9]+(?:点の)?ダメージを与える)/g,
    to: '$1代わりに',
    need: 'ダメージ',
    note: '「…3000ダメージを与える。…なら、3000ダメージのかわりに5000ダメージを与える。」: 「…なら、代わりに5000ダメージを与える。」',
    example: [
      '対戦相手のキャラクター一体を対象とし、それに3000ダメージを与える。あなたの《花火師》を持つキャラクターがいるなら、3000ダメージのかわりに5000ダメージを与える。',
      '対戦相手のキャラクター一体を対象とし、それに3000ダメージを与える。あなたの《花火師》を持つキャラクターがいるなら、代わりに5000ダメージを与える。',
    ],
  },
  {
    // 「…を-1000する。ただし、…が居るなら、かわりに-2000する。」: 「ただし」 before the condition of a 「代わりに」 sentence
    // adds nothing (the sentence already replaces the one before)
    from: /(?<=。)ただし、?(?=[^。]*?(?:なら|ならば|場合|場合は)、?(?:かわり|代わり)に)/g,
    to: '',
    need: 'ただし',
    note: '「…。ただし、…なら、かわりに-2000する。」: 「…。…なら、代わりに-2000する。」',
    example: [
      'キャラクター一体を対象とし、このターン中、そのパワーを-1000する。ただし、あなたの《花火師》を持つキャラクターが居るなら、かわりに-2000する。',
      'キャラクター一体を対象とし、このターン中、それのパワーを-1000する。あなたの《花火師》を持つキャラクターが居るなら、代わりに-2000する。',
    ],
  },
  {
    // 「…は【死殺】を得る。さらに、そのキャラクターが《インク》なら、…」: 「さらに」 leading a sentence with a condition adds
    // nothing (every sentence is done in turn); d88 wrote it after the condition (「…なら、さらに…」)
    from: /(?<=。)さらに、?(?=[^。]*?(?:なら|ならば|場合|場合は)、)/g,
    to: '',
    need: 'さらに',
    note: '「…。さらに、そのキャラクターが《インク》なら、…」: 「…。そのキャラクターが《インク》なら、…」',
    example: [
      'あなたのキャラクターを1体対象とし、ターン終了時まで、そのキャラクターは【死殺】を得る。さらに、そのキャラクターが《インク》なら、ターン終了時まで、そのパワーを+1000する。',
      'あなたのキャラクターを1体対象とし、ターン終了時まで、そのキャラクターは【死殺】を得る。そのキャラクターが《インク》を持つキャラクターであるなら、ターン終了時まで、それのパワーを+1000する。',
    ],
  },
  {
    // 「…の《インク》のキャラクターカードを0枚か1枚選び」 (d88's intents): none or one, as 「1枚まで」 (「0～1枚」 is t8a's)
    // (「0枚から2枚」「0枚ないし2枚」 are a range: up to two; 「0枚か2枚」 is not 「2枚まで」 and is left alone)
    from: /0(枚|体)(?:(?:か|または|もしくは)(?=1)|から|ないし)([0-9]+)\1/g,
    to: '$2$1まで',
    need: '0',
    note: '「0枚か1枚選び」: 「1枚まで選び」',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのトラッシュの《インク》のキャラクターカードを0枚か1枚選び、手札に戻す。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのトラッシュの《インク》を持つキャラクターカードを1枚まで選び、手札に戻す。',
    ],
  },
  {
    // 「[自動]：このカードをセットした時、…」 (a set card's own trigger from its player's side): 「このカードがセットされた時」
    from: /(?<=^\[自動\]\s*:\s*)このカードを(?:キャラクターに)?セットした(?:時|とき)/g,
    to: 'このカードがセットされた時',
    need: 'セットした',
    note: '「[自動]：このカードをセットした時、…」: 「[自動]：このカードがセットされた時、…」',
    example: [
      '[自動]：このカードをセットした時、あなたはカードを1枚引く。',
      '[自動]:このカードがセットされた時、あなたはカードを1枚引く。',
    ],
  },
  {
    // 「このカードのセット先のキャラクター」: the set card's host named through the card (t4b reads 「セット先のキャラクター」)
    from: /この(?:セット)?カードの(?=(?:セット|装備|装着)先)/g,
    to: '',
    need: '先',
    note: '「このカードのセット先のキャラクター」: 「セット先のキャラクター」',
    example: [
      '[自動]：このカードのセット先のキャラクターは攻撃を行えない。',
      '[自動]:このカードがセットされているキャラクターは攻撃できない。',
    ],
  },
  {
    // 「攻撃を行なう」 (the okurigana 「行なう」): 「行う」 (「攻撃を行なえない」「防御を行なった時」)
    from: /行な(?=う|っ|わ|い|え|お)/g,
    to: '行',
    need: '行な',
    note: '「攻撃を行なう」: 「攻撃を行う」',
    example: ['[自動]：このキャラクターは攻撃を行なえない。', '[自動]:このキャラクターは攻撃できない。'],
  },
  {
    // 「このキャラクターは攻撃が行えない」「攻撃を行うことはできない」「攻撃はできない」: cannot attack (HF-8.1), with 「が」
    // or a topic 「は」 (the base row reads 「攻撃を行えない」)
    from: /(攻撃|防御)(?:が(?:行え|でき|出来)|を行うことは(?:でき|出来)|をすることは(?:でき|出来)|することは(?:でき|出来)|は(?:でき|出来))ない/g,
    to: '$1できない',
    need: 'な',
    note: '「攻撃が行えない」「攻撃を行うことはできない」: 「攻撃できない」',
    example: ['[自動]：このキャラクターは攻撃が行えない。', '[自動]:このキャラクターは攻撃できない。'],
  },
  {
    // 「アタック中のキャラクター」「アタックしているキャラクター」: the attacking character (the base row reads 「アタックする」)
    from: /アタック(?=中の|している|を行っている|が|で|によ)/g,
    to: '攻撃',
    need: 'アタック',
    note: '「アタック中のキャラクター」: 「攻撃中のキャラクター」',
    example: [
      'アタック中のキャラクター一体を対象とし、それを持ち主の手札に戻す。',
      '攻撃中のキャラクター一体を対象とし、それを持ち主の手札に戻す。',
    ],
  },
  {
    // 「あなたは自分の他の《インク》のキャラクターを1体トラッシュに置いてもよい。」: one of your own characters put into the
    // trash without a target is chosen on resolution, as 「…を1体選び、トラッシュに置いてもよい」 (d88 墨の大蛇's intent:
    // 「…1体を選んでトラッシュに置いてもよい（任意、破壊ではない）」)
    from: /(?<=(?:^|、|。|:)(?:あなたは、?)?(?:自分|あなた)の[^。、]*?キャラクター)(?:を1体|1体を)(?=トラッシュに置(?:いて(?:も)?よい|く)(?:。|、))/g,
    to: 'を1体選び、',
    need: 'トラッシュに置',
    note: '「あなたの他の《インク》のキャラクターを1体トラッシュに置いてもよい」: 「…を1体選び、トラッシュに置いてもよい」',
    example: [
      '[自動]：このキャラクターが登場した時、あなたは自分の他の《インク》のキャラクターを1体トラッシュに置いてもよい。そうした場合、対戦相手のキャラクターを1体選び、それに3000ダメージを与える。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの他の《インク》を持つキャラクターを1体選び、トラッシュに置いてもよい。そうした場合、対戦相手のキャラクターを1体選び、それに3000ダメージを与える。',
    ],
  },
  {
    // 「[自動]：このキャラクターが破壊された時、…そうしたら、このカードをトラッシュから手札に戻す。」: the destroyed card is
    // where the designer names it (it reaches the trash once the ability is done, HF-9.6: moved from there instead), as
    // 「このカードを手札に戻す」
    from: /(?<=^\[自動\]\s*:\s*(?:このキャラクター|このカード)が破壊された(?:時|とき)[\s\S]*?)(このカード|このキャラクター)を(?:あなたの)?トラッシュから(?=(?:持ち主の|あなたの)?手札に(?:戻す|加える))/g,
    to: '$1を',
    need: 'トラッシュから',
    note: '「…が破壊された時、…このカードをトラッシュから手札に戻す。」: 「…このカードを手札に戻す。」 (HF-9.6)',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたは手札を1枚トラッシュに置いてもよい。そうした場合、このカードをトラッシュから手札に戻す。',
      '[自動]:このキャラクターが破壊された時、あなたは手札からカードを1枚選び、トラッシュに置いてもよい。そうした場合、このカードを手札に戻す。',
    ],
  },
  {
    // 「[自動]：あなたの各ターンの終了時、…」 (d88 第零書架の眠り姫リリエ's intent): each of your turns is your turn, as
    // 「あなたのターン終了時」 (HF-12; 「各ターンの終了時」 without a player stays every player's turn)
    from: /(?<=^|:|、|。)(あなた|自分|対戦相手|相手)の各ターン(?:の)?(終了時|開始時)/g,
    to: '$1のターン$2',
    need: '各ターン',
    note: '「あなたの各ターンの終了時」: 「あなたのターン終了時」',
    example: [
      '[自動]：あなたの各ターンの終了時、あなたの手札が2枚以下なら、カードを1枚引く。',
      '[自動]:あなたのターン終了時、あなたの手札が2枚以下なら、カードを1枚引く。',
    ],
  },
  {
    // 「…1体につき1枚ずつカードを引く」: one card per counted character, as 「…1体につき、カードを1枚引く」
    from: /(につき|ごとに)、?([0-9]+)枚ずつ、?(?:カードを)?(?=引く|引き)/g,
    to: '$1、カードを$2枚',
    need: 'ずつ',
    note: '「…1体につき1枚ずつカードを引く」: 「…1体につき、カードを1枚引く」',
    example: [
      '[自動]：このキャラクターが登場した時、あなたの他の《灯霊》を持つキャラクター1体につき1枚ずつカードを引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの他の《灯霊》を持つキャラクター1体につき、カードを1枚引く。',
    ],
  },
  ...PER_COUNT_VERBS,
];
