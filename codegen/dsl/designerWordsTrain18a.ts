// Issue 22 (helper t18a): designer vocabulary rows found on the train half of the eighteenth round's blind set d76 (an
// undersea set written in the friendly localisation of the Japanese editions of Disney Lorcana / Hearthstone / Marvel
// Snap: 「〜するたび」, 「ランダムな」, keywords with reminder text, notes in parentheses after a sentence that carry meaning).
// Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each
// example is tested by test/dsl/designerWords.test.ts, each family by test/dsl/train18a.test.ts). TRAIN18A_WORDS_FIRST
// run before every other row.
import type { DesignerWord } from './designerWords.js';

/** A sentence start: the line's start, after a sentence, after an ability's colon. */
const START = '(^|。|：|:)';

/** A trigger written at the head of a sentence (「…時、」「…するたび、」), kept in front of an inserted duration. */
const TRIGGER = '([^。（）]*?(?:時|たび|度|際)、)?';

/** A sentence with no duration of its own (a second one would be two durations: left unread). */
const PLAIN_SENTENCE = '((?:(?!ターン終了時まで|このターン|限り|ゲーム終了時まで|終わりまで)[^。（）])+。)';

/** 「（この効果は、…限り続く。）」 and its spellings: the duration the note gives (group 4 of the row). */
function durationNote(written: string): RegExp {
  return new RegExp(
    `${START}${TRIGGER}${PLAIN_SENTENCE}[（(](?:この効果|この修正|このパワー修正|この\\+[0-9]+)は、?(${written})(?:続く|持続する|有効(?:である|です)?|続き、?(?:累積|重複)する)。?[）)]`,
    'g',
  );
}

/** The zones a random card is taken from (the designer's 「…にあるランダムなカード1枚」). */
const RANDOM_ZONE = '((?:(?:あなた|自分|対戦相手|相手)の)?(?:トラッシュ|手札|ダメージフィールド))';

/** The kind of card chosen at random, with its traits (「《財宝》を持つカード」). */
const RANDOM_NOUN = '((?:《[^》]+》(?:を持つ|の))?(?:キャラクターカード|コマンドカード|セットカード|カード))';

/** 「×1000に等しい値だけ」 and its spellings after a count (the power changed by that count times the number). */
const TIMES = '[×xX*＊]([0-9]+)(?:に等しい(?:値|数|分|量)?|の値|分)?(?:だけ)?、?';

/** A power change by a count times a number, as 「…1体につき+1000する」 (effect) or 「…につき+1000される」 (continuous). */
function perEachPower(
  count: string,
  unit: string,
  sign: '+' | '-',
  verbs: string,
  passive: boolean,
): DesignerWord {
  return {
    from: new RegExp(`のパワー${passive ? 'は' : 'を'}、?${count}${TIMES}(?:${verbs})`, 'g'),
    to: `のパワー${passive ? 'は' : 'を'}、$11${unit}につき${sign}$2${passive ? 'される' : 'する'}`,
    note: `「…のパワー${passive ? 'は' : 'を'}、…の数×1000に等しい値だけ${sign === '+' ? '上げる' : '下げる'}」: 「…1${unit}につき${sign}1000${passive ? 'される' : 'する'}」`,
    example: passive
      ? [
          `[自動]：このキャラクターのパワーは、あなたの《人魚》を持つキャラクターの数×1000に等しい値だけ${sign === '+' ? '上がる' : '下がる'}。`,
          `[自動]:このキャラクターのパワーは、あなたの《人魚》を持つキャラクター1${unit}につき${sign}1000される。`,
        ]
      : [
          `ターン終了時まで、あなたのキャラクター一体を対象とし、それのパワーを、あなたの《人魚》を持つキャラクターの数×1000に等しい値だけ${sign === '+' ? '上げる' : '下げる'}。`,
          `ターン終了時まで、あなたのキャラクター一体を対象とし、それのパワーを、あなたの《人魚》を持つキャラクター1${unit}につき${sign}1000する。`,
        ],
  };
}

/** Characters counted (「あなたの《人魚》のキャラクターの数」): the selector before 「の数」. */
const CHARACTER_COUNT = '([^。、]*?キャラクター)(?:の数|の体数|数)';

/** Cards of a zone counted (「あなたのトラッシュのカードの枚数」): the player's zone. */
const ZONE_COUNT =
  '((?:あなた|自分|対戦相手|相手)の(?:トラッシュ|手札|ダメージフィールド))(?:にある|の)カードの?(?:枚数|数)';

/** The power-by-count rows: characters counted, in an effect and on a continuous ability, up and down. */
const PER_EACH_POWER: readonly DesignerWord[] = [
  perEachPower(CHARACTER_COUNT, '体', '+', '[+＋]?する|上げる|アップする|増やす', false),
  perEachPower(CHARACTER_COUNT, '体', '-', '[-－ー]する|下げる|ダウンする|減らす', false),
  perEachPower(CHARACTER_COUNT, '体', '+', '上がる|アップする|[+＋]される|増える', true),
  perEachPower(CHARACTER_COUNT, '体', '-', '下がる|ダウンする|[-－ー]される|減る', true),
  ...(['を', 'は'] as const).map(
    (particle): DesignerWord => ({
      // 「…のパワーを、あなたのトラッシュのカードの枚数×1000に等しい値だけ上げる」: cards of a zone counted, as 「…のカード1枚
      // につき+1000する」 (「…のパワーは、…上がる」 on a continuous ability: 「…につき+1000される」)
      from: new RegExp(
        `のパワー${particle}、?${ZONE_COUNT}${TIMES}(?:[+＋]?(?:する|される)|上げる|上がる|アップする|増やす|増える)`,
        'g',
      ),
      to: `のパワー${particle}、$1のカード1枚につき+$2${particle === 'は' ? 'される' : 'する'}`,
      note: `「…のパワー${particle}、あなたのトラッシュのカードの枚数×1000に等しい値だけ…」: 「…のカード1枚につき+1000${particle === 'は' ? 'される' : 'する'}」`,
      example:
        particle === 'は'
          ? [
              '[自動]：このキャラクターのパワーは、あなたのダメージフィールドのカードの枚数×1000に等しい値だけ上がる。',
              '[自動]:このキャラクターのパワーは、あなたのダメージフィールドのカード1枚につき+1000される。',
            ]
          : [
              'ターン終了時まで、あなたのキャラクター一体を対象とし、それのパワーを、あなたのトラッシュのカードの枚数×1000に等しい値だけ上げる。',
              'ターン終了時まで、あなたのキャラクター一体を対象とし、それのパワーを、あなたのトラッシュのカード1枚につき+1000する。',
            ],
    }),
  ),
];

export const TRAIN18A_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「…一番上のカードを裏向きでこのキャラクターにセットする。（そのカードはパワー+1000の《真珠》のセットカードとして扱う。）」:
    // a parenthesised note defining the face-down card just set or put onto the battlefield is that card's definition
    // (HF-14.3), read as the sentence it would be without the brackets (codegen/dsl/designerWordsI22x7.ts reads that
    // sentence). Only right after a face-down sentence, only a note saying what 「そのカード」 is treated as
    from: /(?<=裏向き[^。（）]*?(?:セットする|セットしてもよい|登場させる|登場させてもよい)。)[（(]((?:その|それらの)カードは、?[^（）()。]*?として扱う)。?[）)]/g,
    to: '$1。',
    need: '扱う',
    note: '「…を裏向きでセットする。（そのカードは…のセットカードとして扱う。）」: the note as its own sentence',
    example: [
      '[自動]：あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを裏向きでこのキャラクターにセットする。（そのカードはパワー+1000の《真珠》のセットカードとして扱う。）',
      '[自動]:あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを、パワー+1000で《真珠》を持つセットカードとして、裏向きでこのキャラクターにセットする。',
    ],
  },
  {
    // 「[自動]：…するたび、このキャラクターのパワーを+1000する。（この効果は、このキャラクターが戦場に居る限り続く。）」:
    // a note giving the sentence's duration (HF-12.3) is that duration, written where durations go: after the trigger,
    // before the effect. Only a sentence with no duration of its own
    from: durationNote(
      'このキャラクターが戦場に(?:居る|いる|在る|ある)(?:限り|間)|このキャラクターが戦場を離れるまで',
    ),
    to: '$1$2このキャラクターが戦場に居る限り、$3',
    note: '「…。（この効果は、このキャラクターが戦場に居る限り続く。）」: 「…時、このキャラクターが戦場に居る限り、…。」',
    example: [
      '[自動]：このキャラクターによる防御が成功するたび、このキャラクターのパワーを+1000する。（この効果は、このキャラクターが戦場に居る限り続く。）',
      '[自動]:このキャラクターによる防御が成功した時、このキャラクターが戦場に居る限り、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「（この効果はターン終了時まで続く。）」 (「このターンの終わりまで」「このターンの間」): until the end of the turn
    from: durationNote('(?:この)?ターン(?:終了時|の終わり|の終了時)まで|このターンの間|このターン中'),
    to: '$1$2ターン終了時まで、$3',
    note: '「…。（この効果はターン終了時まで続く。）」: 「…時、ターン終了時まで、…。」',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、このキャラクターのパワーを+1000する。（この効果はターン終了時まで続く。）',
      '[自動]:このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「（この効果はゲーム終了時まで続く。）」 (「ゲームの終わりまで」): for the rest of the game
    from: durationNote('ゲーム(?:終了時|の終わり|の終了時)まで'),
    to: '$1$2ゲーム終了時まで、$3',
    note: '「…。（この効果はゲーム終了時まで続く。）」: 「…時、ゲーム終了時まで、…。」',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、このキャラクターのパワーを+1000する。（この効果はゲーム終了時まで続く。）',
      '[自動]:このキャラクターが攻撃を行うたび、ゲーム終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「（この効果は次の対戦相手のターン終了時まで続く。）」: until the end of that player's next turn
    from: durationNote('次の(?:あなた|自分|対戦相手|相手)のターン(?:終了時|の終わり|の終了時)まで'),
    to: '$1$2$4、$3',
    note: '「…。（この効果は次の対戦相手のターン終了時まで続く。）」: 「…時、次の対戦相手のターン終了時まで、…。」',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、このキャラクターのパワーを+1000する。（この効果は次の対戦相手のターン終了時まで続く。）',
      '[自動]:このキャラクターが攻撃を行うたび、次の対戦相手のターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「…のパワーを+1000する。（この効果は累積する。）」: each resolution is its own lasting change, so they add up anyway
    // (HF-12.3); the note restates it. Only right after a power change
    from: /(?<=パワーを[+\-－ー＋]?[0-9]+する。)[（(](?:この効果|この修正|このパワー修正|この\+[0-9]+)は、?(?:何度でも)?(?:累積|重複)(?:する|します)。?[）)]/g,
    to: '',
    note: '「…のパワーを+1000する。（この効果は累積する。）」: the sentence alone (lasting changes add up)',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、このキャラクターのパワーを+1000する。（この効果は累積する。）',
      '[自動]:このキャラクターが攻撃を行うたび、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「対戦相手のトラッシュにあるランダムなカード1枚をゲームから除外する」 (「…からランダムな…」「ランダムに選ばれた…」
    // 「無作為な…」): that many cards chosen at random among those there, as 「…からカードを1枚ランダムに選び、…」 (nobody
    // chooses; as many as there are). The hand, the trash, the damage field; the extra deck is not a zone of effects
    from: new RegExp(
      `${RANDOM_ZONE}(?:にある|の|から)、?((?:《[^》]+》を持つ)?)(?:ランダムな|ランダムに選ばれた|無作為な|無作為に選ばれた)${RANDOM_NOUN}([0-9]+)枚を、?`,
      'g',
    ),
    to: '$1から$2$3を$4枚ランダムに選び、',
    note: '「対戦相手のトラッシュにあるランダムなカード1枚を…」: 「対戦相手のトラッシュからカードを1枚ランダムに選び、…」',
    example: [
      '[自動]：このキャラクターが破壊された時、対戦相手のトラッシュにあるランダムなカード1枚をゲームから除外する。',
      '[自動]:このキャラクターが破壊された時、対戦相手のトラッシュからカードを1枚ランダムに選び、ゲームから除外する。',
    ],
  },
  {
    // 「…一番上のカードを見て、それを手札に加えるか、トラッシュに置く。」: the look and the choice of two places as two
    // sentences (grammar lookTopMaySentences_either: the looker chooses). Only before 「…るか、」 (a card sent to one place
    // after 「見て、」 keeps the other rows' readings)
    from: /(一番上のカードを)見て、((?:それ|そのカード|見たカード)を、?[^。、]*?(?:置く|戻す|加える|除外する)か、?)/g,
    to: '$1見る。$2',
    need: 'か',
    note: '「…一番上のカードを見て、それを手札に加えるか、トラッシュに置く」: 「…を見る。それを手札に加えるか、トラッシュに置く」',
    example: [
      '[自動]：あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを見て、それをトラッシュに置くか、メインデッキの一番上に戻す。',
      '[自動]:あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを見る。それをトラッシュに置くか、メインデッキの一番上に置く。',
    ],
  },
  {
    // 「それを手札に加えるかトラッシュに置くかを選ぶ」「…か、…のどちらかを選ぶ」「…か、…のいずれかを行う」: the same choice
    // of two places, its player choosing, as 「それを手札に加えるか、トラッシュに置く」
    from: /(置く|戻す|加える|除外する)か、?([^。か]*?(?:置く|戻す|加える|除外する))(?:か(?:を|、)?(?:選ぶ|選択する|選んで行う)|か?、?の?(?:どちらか|いずれか)(?:一方)?を?(?:選ぶ|選択する|行う|選んで行う))/g,
    to: '$1か、$2',
    need: 'か',
    note: '「それを手札に加えるかトラッシュに置くかを選ぶ」: 「それを手札に加えるか、トラッシュに置く」',
    example: [
      '[自動]：あなたのキャラクターが破壊されるたび、あなたのメインデッキの一番上のカードを見る。それを手札に加えるかトラッシュに置くかを選ぶ。',
      '[自動]:あなたのキャラクターが破壊された時、あなたのメインデッキの一番上のカードを見る。それを手札に加えるか、トラッシュに置く。',
    ],
  },
  ...PER_EACH_POWER,
];
