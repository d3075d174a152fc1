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
];
