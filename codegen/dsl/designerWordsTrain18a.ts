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
    `${START}${TRIGGER}${PLAIN_SENTENCE}[（(](?:この効果|この修正|このパワー修正|この\\+[0-9]+)は、?(${written})(?:続く|持続する|有効(?:である|です)?)。?[）)]`,
    'g',
  );
}

/** The zones a random card is taken from (the designer's 「…にあるランダムなカード1枚」). */
const RANDOM_ZONE = '((?:(?:あなた|自分|対戦相手|相手)の)?(?:トラッシュ|手札|ダメージフィールド))';

/** The kind of card chosen at random, with its traits (「《財宝》を持つカード」). */
const RANDOM_NOUN = '((?:《[^》]+》(?:を持つ|の))?(?:キャラクターカード|コマンドカード|セットカード|カード))';

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
    from: durationNote('このキャラクターが戦場に(?:居る|いる|在る|ある)(?:限り|間)'),
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
];
