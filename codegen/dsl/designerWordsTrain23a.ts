// Issue 22 (helper t23a): designer vocabulary rows found on the train halves of the twenty-third round's blind sets
// d93 (a summer festival written in Weiß Schwarz habits: 【自】【起】【永】, costs 「［(1)］」, 「あなたはコストを払ってよい。
// そうしたら、」, 「1ターンに1回。」 after the costs), d94 (a railway set in the Japanese MTG translation's habits: 「～を対象と
// する。」, 「これ」 for the card itself, 「あなたがコントロールする」, 「+2000のパワーと【強撃】を得る」) and d95 (a mole set for
// children, in hiragana: 「上から1まいを見る」, 「つぎののうりょくをもつ」). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/t23a-words.test.ts). TRAIN23A_WORDS_FIRST run right after
// the t22 rows, before every other row; TRAIN23A_WORDS run last (they see the earlier rows' readings).
import type { DesignerWord } from './designerWords.js';

/** 「よい」「良い」「いい」 after 「…ても」 or 「…て」 (「払ってよい」「払っても良い」). */
const MAY = '(?:も)?(?:よい|良い|いい)';

/** The looked-at card's other place (「…の上かトラッシュに置く」): the trash, or the main deck's bottom. */
const TRASH = '(?:トラッシュ|墓地|控え室)';

/** Weiß Schwarz's costs and their once-per-turn line (d93). */
const WEISS_ROWS: readonly DesignerWord[] = [
  {
    // 「【自】［(1)］このキャラが破壊された時、あなたはコストを払ってよい。そうしたら、…」 (d93): an automatic ability
    // whose cost is printed before its trigger and paid on resolution, optional (HF-12.1: an auto ability has no cost of
    // its own; the payment is a part of its effect, 「あなたはエネルギーを1支払ってもよい。そうした場合、…」). Read before
    // the next row turns 「［(1)］」 into a protected [1]; other costs (「［手札を1枚捨てる］」) stay rejected
    from: new RegExp(
      `(?<=^(?:【自】|【自動】|\\[自動\\])\\s*:?\\s*)\\[\\(([0-9]+)\\)\\]\\s*:?\\s*([^。]*?(?:時|とき|たび))、\\s*(?:あなたは)?(?:その)?コストを(?:支払|払)って${MAY}。\\s*(?:そうしたら|そうしたなら|そうした場合|(?:支)?払ったら|(?:支)?払ったなら|(?:支)?払った場合)、`,
      'g',
    ),
    to: '$2、あなたはエネルギーを$1支払ってもよい。そうした場合、',
    need: 'コストを',
    note: '「【自】［(1)］…時、あなたはコストを払ってよい。そうしたら、…」: the energy paid on resolution, optional',
    example: [
      '【自】[(1)]このキャラが破壊された時、あなたはコストを払ってよい。そうしたら、このカードを手札に戻す。',
      '[自動]:このキャラクターが破壊された時、あなたはエネルギーを1支払ってもよい。そうした場合、このカードを手札に戻す。',
    ],
  },
  {
    // 「【起】［(1)］［スリープ］」 (d93): Weiß Schwarz prints an energy cost as a number in parentheses inside the
    // brackets; the number is the energy (HF-7: [1] is one energy). parse/reading.ts leaves such a bracket (a number only) unprotected for this row
    from: /\[\(([0-9]+)\)\]/g,
    to: '[$1]',
    need: '[(',
    note: '「［(1)］」: the energy cost [1] (Weiß Schwarz prints it in parentheses)',
    example: [
      '[(1)][スリープ]:あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。',
      '[1][スリープ]:あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。',
    ],
  },
];

/** d93's choices of one's own energy, d94's 「戦場に出るたび」. */
const EFFECT_ROWS: readonly DesignerWord[] = [
  {
    // 「あなたは自分のスリープしているエネルギーを1枚選び、アクティブにしてよい。」 (d93): energy cards are all alike, so the
    // choice is no choice (the grammar's 「あなたのエネルギーを1枚アクティブにする」 activates a sleeping one, HF-3.3)
    from: new RegExp(
      `(?:あなたは)?(?:自分|あなた)の(?:スリープ(?:している|状態の|の)|レスト(?:している|状態の|の))?エネルギー(?:カード)?を([0-9]+)枚選び、?(?:それを|それらを)?アクティブに(する|して${MAY}|し、)`,
      'g',
    ),
    to: 'あなたのエネルギーを$1枚アクティブに$2',
    need: 'エネルギー',
    note: '「自分のスリープしているエネルギーを1枚選び、アクティブにしてよい」: the sleeping energy made active (no choice)',
    example: [
      '[自動]:このキャラクターが防御を行うたび、あなたは自分のスリープしているエネルギーを1枚選び、アクティブにしてよい。',
      '[自動]:このキャラクターが防御を行うたび、あなたのエネルギーを1枚アクティブにしてもよい。',
    ],
  },
  {
    // 「あなたがコントロールする《機関車》を持つキャラクターが戦場に出るたび、」 (d94, MTG's 「戦場に出るたび」): each time one
    // enters (HF-12.1); 「出たとき」 is read by the earlier rows
    from: /(?<=が)(?:戦場|場)に出る(?:たび|度|ごと)に?、/g,
    to: '戦場に登場するたび、',
    need: 'に出る',
    note: '「…が戦場に出るたび、」: 「…が戦場に登場するたび、」 (MTG translation)',
    example: [
      '[自動]:あなたの《機関車》を持つキャラクターが戦場に出るたび、あなたはカードを1枚引く。',
      '[自動]:あなたの《機関車》を持つキャラクターが戦場に登場した時、あなたはカードを1枚引く。',
    ],
  },
  {
    // 「これはターン終了時まで+2000のパワーを得る。」 (MTG's 「これ」 for the card itself, d94): a power change of this
    // character, read by the rows of 「このキャラクターはターン終了時までパワー+2000」 (designerWordsTrain4a.ts). Only
    // before a power: 「これが…」 and 「これ以外の」 are left to the grammar
    from: /(?<=^|[、。:])これは、?(?=(?:(?:ターン終了時まで|このターン中)、?)?(?:パワー|[+-][0-9]))/g,
    to: 'このキャラクターは',
    need: 'これは',
    note: '「これはターン終了時まで+2000のパワーを得る」: 「このキャラクターは…」 (MTG translation)',
    example: [
      '[自動]:このキャラクターが防御を行うたび、これはターン終了時まで+2000のパワーを得る。',
      '[自動]:このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
  },
];

export const TRAIN23A_WORDS_FIRST: readonly DesignerWord[] = [...WEISS_ROWS, ...EFFECT_ROWS];

/** Read last: the MTG rows have turned 「あなたがコントロールする」 into 「あなたの」 and 「+1000のパワー」 into 「パワー+1000」. */
export const TRAIN23A_WORDS: readonly DesignerWord[] = [
  {
    // 「【起】［(1)］［手札を1枚トラッシュに置く］　1ターンに1回。あなたは…」 (d93): the once-per-turn line printed
    // first, after the costs, as its own sentence; the language reads it before the effect with 「、」 (HF-12.8:
    // 「[2]：1ターンに1回、…」)
    from: /(?<=^(?:\[[^\]]+\])+\s*:?\s*)(?:1ターンに1回|1ターン1回|ターン1回)(?:のみ|だけ)?。\s*/g,
    to: '1ターンに1回、',
    need: 'ターン',
    note: '「[1][スリープ]　1ターンに1回。…」: 「[1][スリープ]:1ターンに1回、…」 (HF-12.8)',
    example: [
      '[1][スリープ]:1ターンに1回。あなたはメインデッキからカードを1枚引く。',
      '[1][スリープ]:1ターンに1回、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「あなたのメインデッキの上から1まいを見る。そのカードを、メインデッキの上かトラッシュにおく。」 (d95): the top card
    // looked at, then left on top or put into the trash as the looker chooses (the grammar's 「…一番上のカードを見る。それを
    // メインデッキの一番上に置くか、トラッシュに置く。」, lookTopMaySentences_either). Only one card: 「上から2枚」 is a
    // different look
    from: new RegExp(
      `(?:あなたは)?(?:あなたの|自分の)メインデッキ(?:の上から1(?:枚|まい)|の一番上のカード)を見(?:る。|て、)\\s*(?:その|この)?カードを、?\\s*(?:(?:メインデッキの)?(?:一番)?上(?:に(?:置く|おく|戻す|もどす))?か、?\\s*(?:あなたの|自分の)?${TRASH}に(?:置|お)く|(?:あなたの|自分の)?${TRASH}に(?:置く|おく)か、?\\s*(?:メインデッキの)?(?:一番)?上に(?:置|お|戻|もど)[くす])。`,
      'g',
    ),
    to: 'あなたのメインデッキの一番上のカードを見る。それをメインデッキの一番上に置くか、トラッシュに置く。',
    need: '見',
    note: '「…上から1まいを見る。そのカードを、メインデッキの上かトラッシュにおく。」: top or trash, the looker chooses',
    example: [
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から1まいを見る。そのカードを、メインデッキの上かトラッシュに置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを見る。それをメインデッキの一番上に置くか、トラッシュに置く。',
    ],
  },
  {
    // 「あなたのメインデッキの上から1まいを、うらむきでアクティブのまま、エネルギーフィールドにおく。」 (d95): the top card
    // put as an active energy (face down as every energy, 000 ■エネルギー; the grammar's 「…をエネルギーとして置く」)
    from: /(?:あなたは)?(?:あなたの|自分の)?メインデッキの(?:上から1(?:枚|まい)|一番上のカード|一番上の1枚)を、?\s*(?:裏向き|うらむき)(?:で|かつ|・)?\s*(?:アクティブ(?:のまま|状態で?|で)?)?、?\s*(?:あなたの|自分の)?エネルギー(?:フィールド|ゾーン|置き場)に(?:置|お)く/g,
    to: 'あなたはメインデッキの一番上のカードをエネルギーとして置く',
    need: 'エネルギー',
    note: '「メインデッキの上から1まいを、うらむきでアクティブのまま、エネルギーフィールドにおく」: an active energy from the top',
    example: [
      'あなたのメインデッキの上から1まいを、うらむきでアクティブのまま、エネルギーフィールドに置く。',
      'あなたはメインデッキの一番上のカードをエネルギーとして置く。',
    ],
  },
  {
    // 「セットされているキャラクターは、つぎののうりょくをもつ。「[1][スリープ]：…」」 (d95): the quoted ability granted
    // (docs/dsl.md «Granted abilities»: 「…は「…」を得る」)
    from: /(?<=は)、?\s*(?:次の|つぎの|以下の|下記の)(?:能力|のうりょく)を(?:持つ|もつ|得る|える)[。:]\s*(「[^」]+」)。?$/g,
    to: '$1を得る。',
    need: '「',
    note: '「…は、次の能力を持つ。「[1][スリープ]：…」」: 「…は「[1][スリープ]：…」を得る」 (a granted ability)',
    example: [
      '[自動]:このカードがセットされているキャラクターは、つぎののうりょくを持つ。「[1][スリープ]:対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。」',
      '[自動]:このカードがセットされているキャラクターは「[1][スリープ]:対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。」を得る。',
    ],
  },
  {
    // 「それは+2000のパワーと【強撃】を得る。」 (d94, MTG's 「+2/+0の修整と…を得る」): the power change and the keyword, both
    // for the sentence's duration (HF-13: a keyword granted)
    from: /(それ|これ|このキャラクター|そのキャラクター)は(?:パワー)?([+-][0-9]+)(?:のパワー)?と((?:【[^】]+】(?:と|、)?)+)を得る/g,
    to: '$1のパワーを$2し、$3を得る',
    need: 'と【',
    note: '「それは+2000のパワーと【強撃】を得る」: 「それのパワーを+2000し、【強撃】を得る」 (MTG translation)',
    example: [
      'あなたの《機関車》を持つキャラクター1体を対象とし、それをアクティブにし、ターン終了時まで、それは+2000のパワーと【強撃】を得る。',
      'あなたの《機関車》を持つキャラクター1体を対象とし、それをアクティブにし、ターン終了時まで、それのパワーを+2000し、【強撃】を得る。',
    ],
  },
  {
    // the same with the duration after the topic: 「これはターン終了時まで、+1000のパワーと【貫通】を得る。」
    from: /(それ|これ|このキャラクター|そのキャラクター)は、?(ターン終了時まで|このターン中)、?(?:パワー)?([+-][0-9]+)(?:のパワー)?と((?:【[^】]+】(?:と|、)?)+)を得る/g,
    to: '$2、$1のパワーを$3し、$4を得る',
    need: 'と【',
    note: '「それはターン終了時まで、+1000のパワーと【貫通】を得る」: the duration first, then the power change and the keyword',
    example: [
      '[自動]:このキャラクターが攻撃を行うたび、このキャラクターはターン終了時まで、+1000のパワーと【貫通】を得る。',
      '[自動]:このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを+1000し、【貫通】を得る。',
    ],
  },
  {
    // 「これはターン終了時まで、あなたのこれ以外の《鉄道員》を持つキャラクター1体につき+1000のパワーを得る。」 (d94): the
    // power of the card itself raised by a count, for the turn (the count taken on resolution, HF-12)
    from: /(?<=^|、|。)(?:これ|このキャラクター)は、?(ターン終了時まで)、?([^。]+?1(?:体|枚)につき)、?(?:パワー([+-][0-9]+)|([+-][0-9]+)のパワー)を得る/g,
    to: '$1、このキャラクターのパワーを、$2$3$4する',
    need: 'につき',
    note: '「これはターン終了時まで、…1体につき+1000のパワーを得る」: this card’s power raised per count (MTG translation)',
    example: [
      '[自動]:このキャラクターが攻撃を行うたび、これはターン終了時まで、あなたのこれ以外の《鉄道員》を持つキャラクター1体につきパワー+1000を得る。',
      '[自動]:このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、あなたのこれ以外の《鉄道員》を持つキャラクター1体につき+1000する。',
    ],
  },
];
