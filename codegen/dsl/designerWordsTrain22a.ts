// Issue 22 (helper t22a): designer vocabulary rows found on the train halves of the twenty-second round's blind sets
// d89 (sky whales written in Yu-Gi-Oh! Rush Duel style: 「【条件】…。【効果】…」 with the condition stated as a fact,
// 「このターン中」, kanji spellings 「居る」) and d90 (a night café written like a digital card game's localisation:
// 「登場時：」「退場時：」「継続：」 labels inside ability lines, 「ランダムな」, terse 「このキャラクターは+1000。」). Same row
// shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is
// tested by test/dsl/designerWords.test.ts, each family by test/dsl/t22a-words.test.ts). TRAIN22A_WORDS_FIRST run
// right after the v20 rows (which give a line its final 「。」), before every other row.
import type { DesignerWord } from './designerWords.js';

/**
 * How a Rush Duel 【条件】 states a fact that must hold (「…が居る」「…がスリープである」「…を持つ」「…より少ない」「…攻撃を
 * 行っている」): a state, never an action (「手札を1枚捨てる」 in 【条件】 is a cost, read by designerWordsI22r.ts).
 */
export const STATE_END = '(?:いる|居る|ある|である|持つ|持っている|ない|無い|以上|以下|未満|ている)';

/** A trigger's end inside 【条件】 (「…登場した時、」「…ターン終了時、」「…するたび、」). */
const TRIGGER_END = '(?:時|とき|たび|際)';

/** A continuous ability's label (「継続：」「〔永続〕」「【常時】」): the bracketed form, or the bare word before its colon. */
const CONTINUOUS =
  '(?:[〔〈(\\[](?:継続|永続|常時|常在)(?:効果|能力)?[〕〉)\\]]|【継続(?:効果|能力)?】|(?:継続|永続|常在)(?:効果|能力)?(?=\\s*:))';

/** Labels reading.ts must not protect as names (the rows below read them away). */
export const TRAIN22A_LABELS: readonly string[] = ['【継続】', '[継続]', '【継続効果】', '【継続能力】'];

/** Kanji spellings of the grammar's kana words (「様」 has no row: no canonical wording has よう). */
const KANJI_SPELLINGS: readonly DesignerWord[] = [
  {
    // 「居れば」「居ます」「居たら」: いる (the grammar and the rows read 「居る」「居ない」 as written: 「戦場に居る限り」 is
    // canonical)
    from: /居(?=れば|たら|ても)/g, // 「居ます」「居ません」: the polite-verb rows read them as 居る／居ない (i22tb-train4b)
    to: 'い',
    need: '居',
    note: '「…が居れば」: 「…がいれば」 (kanji spelling)',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたの戦場に《空鯨》を持つキャラクターが2体以上居れば、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの戦場に《空鯨》を持つキャラクターが2体以上いるなら、カードを1枚引く。',
    ],
  },
  {
    // 「…する事で」「…する事は」: こと (only after kana, never inside a kanji word; 「…事ができる」 is read by its own rows)
    from: /(?<=[ぁ-ん])事(?=が|も|は|を|に|で|。|、)(?![がはも](?:でき|出来|可能))/g,
    to: 'こと',
    need: '事',
    note: '「…する事ができる」: こと (kanji spelling)',
    example: [
      'このカードがあなたのトラッシュにある時、あなたはエネルギーコストに加えてカルネージ1を支払う事で、このカードをトラッシュからプレイ出来る。',
      'このカードがあなたのトラッシュにある場合、あなたはエネルギーコストに加えてカルネージ1を支払うことで、このカードをトラッシュからプレイできる。',
    ],
  },
  {
    // 「防御出来ない」「プレイ出来る」: できる (never 「出来事」; 「…事が出来る」 is read by its own rows)
    from: /(?<!(?:事|こと)[がはも])出来(?=る|ない|ず|れば|ます|ません|た)/g,
    to: 'でき',
    need: '出来',
    note: '「…出来る」「…出来ない」: できる (kanji spelling)',
    example: ['[自動]：このキャラクターは防御出来ない。', '[自動]:このキャラクターは防御できない。'],
  },
];

/** Rush Duel's 【条件】 stating a fact, with or without a trigger before it. */
const CONDITION_ROWS: readonly DesignerWord[] = [
  {
    // 「[自動]：【条件】このキャラクターが登場した時、…が居る。【効果】…」 (d89): the trigger, then the fact as the
    // effect's condition, checked on resolution like every 「…なら、」 (HF-12.1: an auto ability's condition part)
    from: new RegExp(
      `(?<=^\\[自動\\])\\s*:?\\s*【条件】\\s*:?\\s*([^【】。]+?${TRIGGER_END})、([^【】。]+?${STATE_END})\\s*[。、]?\\s*【効果】\\s*:?\\s*`,
      'g',
    ),
    to: ':$1、$2なら、',
    need: '【条件】',
    note: '「[自動]：【条件】…した時、…が居る。【効果】…」: the trigger, the fact as the condition, the effect',
    example: [
      '[自動]：【条件】このキャラクターが登場した時、あなたの戦場にこのキャラクター以外の《空鯨》を持つキャラクターが居る。【効果】あなたはメインデッキからカードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの戦場にこのキャラクター以外の《空鯨》を持つキャラクターが居るなら、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // the same without the label: 「【条件】あなたのターン終了時、このキャラクターがスリープである。【効果】…」
    from: new RegExp(
      `^【条件】\\s*:?\\s*([^【】。]+?${TRIGGER_END})、([^【】。]+?${STATE_END})\\s*[。、]?\\s*【効果】\\s*:?\\s*`,
      'g',
    ),
    to: '[自動]:$1、$2なら、',
    need: '【条件】',
    note: '「【条件】…した時、…である。【効果】…」 without [自動]: an auto ability all the same',
    example: [
      '【条件】あなたのターン終了時、このキャラクターがスリープである。【効果】このキャラクターを持ち主の手札に戻す。',
      '[自動]:あなたのターン終了時、このキャラクターがスリープであるキャラクターであるなら、このキャラクターを持ち主の手札に戻す。',
    ],
  },
  {
    // 「[自動]：【条件】あなたの戦場に《空鯨》を持つキャラクターが居る。【効果】このキャラクターのパワーを1000上げる。」: no
    // trigger, so a continuous ability that applies while the fact holds (HF-12.1), 「…が居る限り、…」
    from: new RegExp(
      `(?<=^\\[自動\\])\\s*:?\\s*【条件】\\s*:?\\s*((?![^【】。]*?${TRIGGER_END}、)[^【】。]+?${STATE_END})(?:場合|時|とき)?\\s*[。、]?\\s*【効果】\\s*:?\\s*`,
      'g',
    ),
    to: ':$1限り、',
    need: '【条件】',
    note: '「[自動]：【条件】…が居る。【効果】…のパワーを上げる。」: a continuous ability while the fact holds',
    example: [
      '[自動]：【条件】あなたの戦場に《空鯨》を持つキャラクターが居る。【効果】このキャラクターのパワーを1000上げる。',
      '[自動]:あなたの戦場に《空鯨》を持つキャラクターが居る限り、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「[スリープ]：【条件】あなたの戦場に《空鯨》を持つキャラクターが居る。【効果】…」 (d89): an activated ability's
    // 【条件】 is when it may be used (checked when its use is declared, HF-12.4); [自動] is not a cost
    from: new RegExp(
      `^((?:\\[(?!自動)[^\\]]+\\])+)\\s*:?\\s*【条件】\\s*:?\\s*([^【】。]+?${STATE_END})(?:場合|時|とき)?\\s*[。、]?\\s*【効果】\\s*:?\\s*`,
      'g',
    ),
    to: '$1:$2場合にのみ使用できる。',
    need: '【条件】',
    note: '「[スリープ]：【条件】…が居る。【効果】…」: the ability may be used only while the fact holds (HF-12.4)',
    example: [
      '[スリープ]：【条件】あなたの戦場に《空鯨》を持つキャラクターが居る。【効果】あなたはメインデッキからカードを1枚引く。',
      '[スリープ]:あなたの戦場に《空鯨》を持つキャラクターが居る場合にのみ使用できる。あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「【条件】あなたの戦場に《航法士》を持つキャラクターが居る。【効果】…」 opening a command's line (d89): the line is
    // matched as two pieces (parse/playOnlyPieces.ts), and this first one is when the card may be played (HF-5.1;
    // read by designerWordsStatic.ts); the 【効果】 piece is the effect (designerWordsTrain6a.ts)
    from: new RegExp(`^【条件】\\s*:?\\s*([^【】。]+?${STATE_END})(?:場合|時|とき)?\\s*[。、]?\\s*$`, 'g'),
    to: 'このカードは、$1場合にのみプレイできる。',
    need: '【条件】',
    note: '「【条件】…が居る。【効果】…」 on a command: its play restriction, then its effect (HF-5.1)',
    example: [
      '【条件】あなたの戦場に《空鯨》を持つキャラクターが2体以上居る。',
      'このカードは、あなたの戦場に《空鯨》を持つキャラクターが2体以上居る場合にのみプレイできる。',
    ],
  },
];

export const TRAIN22A_WORDS_FIRST: readonly DesignerWord[] = [
  ...KANJI_SPELLINGS,
  ...CONDITION_ROWS,
  {
    // 「[自動] 継続：…」「[自動]：【継続】…」 (d90's digital-game labels; 「永続」「常時」 likewise): a continuous ability,
    // 「[自動]：」 without a trigger (HF-12.1); the label [自動] stays as written
    from: new RegExp(`(?<=^\\[自動\\])\\s*:?\\s*${CONTINUOUS}\\s*:?\\s*`, 'g'),
    to: ':',
    need: '[自動]',
    note: '「[自動] 継続：…」: a continuous ability (the label of a digital card game)',
    example: ['[自動] 継続：このキャラクターは攻撃を行えない。', '[自動]:このキャラクターは攻撃できない。'],
  },
  {
    // the same without [自動]: 「継続：あなたの《猫》を持つキャラクターは【警戒】を得る。」
    from: new RegExp(`^${CONTINUOUS}\\s*:?\\s*`, 'g'),
    to: '[自動]:',
    note: '「継続：…」 without [自動]: a continuous ability all the same',
    example: [
      '継続：あなたの《猫》か《幽霊》を持つキャラクターは【警戒】を得る。',
      '[自動]:あなたの《猫》か《幽霊》を持つキャラクターは【警戒】を得る。',
    ],
  },
  {
    // 「このキャラクターは+1000。」「あなたの他のキャラクターすべては+1000。」「それは-2000する。」 (d90): the power change
    // without 「パワー」, as 「…はパワー+1000。」 (read by designerWords.ts as 「…のパワーを+1000する。」); only a signed number
    // ending the sentence after a character or 「それ」
    from: /(?<=キャラクター(?:全て|すべて|全員)?|それら?)は、?([+-][0-9]+)(?:する|になる|となる)?(?=。)/g,
    to: 'はパワー$1',
    need: 'は',
    note: '「このキャラクターは+1000。」: 「このキャラクターのパワーを+1000する。」',
    example: [
      '[自動] あなたが《レシピ》を持つコマンドをプレイするたび、ターン終了時まで、このキャラクターは+1000。',
      '[自動] あなたが《レシピ》を持つコマンドをプレイするたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「ターン終了時まで、それに+2000する。」「このキャラクターに+1000。」: the power change given to it (a signed number:
    // 「それに2000ダメージ」 is damage and stays)
    from: /(?<=キャラクター(?:全て|すべて)?|それら?)に、?([+-][0-9]+)(?:する)?(?=。)/g,
    to: 'はパワー$1',
    need: 'に',
    note: '「それに+2000する。」: 「それのパワーを+2000する。」',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それに+2000する。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。',
    ],
  },
  {
    // 「ランダムな対戦相手のキャラクター1体を、持ち主の手札に戻す」 (d90): the comma after the chosen one (the random
    // choice is read by designerWordsTrain6b.ts as 「…を1体ランダムに選び、それを…」)
    from: /(ランダムな[^、。]*?キャラクター(?:[0-9]+|[一二三])体を)、/g,
    to: '$1',
    need: 'ランダムな',
    note: '「ランダムな…キャラクター1体を、…」: the comma after the object',
    example: [
      'ランダムな対戦相手のキャラクター1体を、持ち主の手札に戻す。',
      '対戦相手のキャラクターを1体ランダムに選び、それを持ち主の手札に戻す。',
    ],
  },
  {
    // 「あなたがプレイしたセットカードがこのキャラクターにセットされた時」「自分のセットカードがこのキャラクターにセット
    // されるたび」 (d89): only a set card its player played, i.e. set (000 ■戦場とカードのプレイヤー: the player who plays
    // a set card sets it), as 「あなたがこのキャラクターにセットカードをセットするたび」
    from: /(?:(?:あなた|自分)が(?:プレイした|使用した|セットした)|(?:あなた|自分)の)セットカードが、?(このキャラクター|このカード)にセットされ(?:た時|たとき|るたび|た場合)/g,
    to: 'あなたが$1にセットカードをセットするたび',
    need: 'セットカード',
    note: '「あなたがプレイしたセットカードがこのキャラクターにセットされた時」: 「あなたがこのキャラクターにセットカードをセットするたび」',
    example: [
      '[自動]：【条件】あなたがプレイしたセットカードがこのキャラクターにセットされた時。【効果】あなたはメインデッキからカードを1枚引く。この能力は1ターンに1回まで発揮する。',
      '[自動]:あなたがこのキャラクターにセットカードをセットするたび、あなたはメインデッキからカードを1枚引く。1ターンに1回。',
    ],
  },
];
