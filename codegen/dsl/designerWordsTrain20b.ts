// Issue 22 (helper t20b): designer vocabulary rows found on the train halves of the twentieth round's blind sets d83
// (an archaeological dig, Digimon / Battle Spirits style: 自分の／相手の, 〜できる, このターンの間, counting-heavy) and d84
// (mountain rescue: the seeds' own wording plus everyday TCG words). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/train20b.test.ts). TRAIN20B_WORDS_FIRST run before every
// other row.
import type { DesignerWord } from './designerWords.js';

/** 「戦場の」 and its spellings. */
const FIELD = '戦場(?:の|にある|に出ている|に置かれている)';

/** 「全て」 and its spellings. */
const ALL = '(?:全て|すべて|全部|みな|みんな)';

/** A duration written before a power change (「このターンの間」 is d83's; the rest are the seeds' and everyday TCG's). */
const TURN = '(?:ターン終了時まで|このターン中|このターンの間|このターンの終わりまで)';

export const TRAIN20B_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「…上から3枚見る。その中の…1枚を手札に加え、残りのカードは全てトラッシュに置く。」 (d83): after looking at the top N
    // the rest are every card not taken, so 「全て」 written with 「残り」 adds nothing (HF-10: the looked-at cards move
    // together). Every spelling: 「残りは全て」「残りのカードは全て」「残り全てを」「残りのカード全てを」「残りの2枚は全部」
    from: new RegExp(
      `残り(?=(?:のカード|の[0-9]+枚)?${ALL}|(?:のカード|の[0-9]+枚)?[はを]、?${ALL})(?:のカード|の[0-9]+枚)?${ALL}?([はを])、?${ALL}?、?`,
      'g',
    ),
    to: '残り$1',
    need: '残り',
    note: '「残りのカードは全てトラッシュに置く」「残り全てを…」: 「残りは…」 (the rest are all the cards not taken)',
    example: [
      '自分のメインデッキを上から3枚見る。その中のカード1枚を手札に加え、残りのカードは全てトラッシュに置く。',
      '自分のメインデッキを上から3枚見る。その中からカード1枚を手札に加え、残りをトラッシュに置く。',
    ],
  },
  {
    // 「戦場のセットカード（ワールド・セットを除く）1枚を対象とし」 (d83): a set card that is not a world set is always set on
    // a character or a world set while it is on the battlefield (000 ■セットカード: it goes to the trash when its host
    // leaves), so it is 「カードにセットされているセットカード」 (t18b's reading of 「キャラクターかワールド・セットにセット
    // されている」). A player written before (「あなたの戦場の…」) is left alone: 「あなたのカードにセットされている」 would
    // name the host's player instead of the set card's.
    from: new RegExp(
      [
        `(?<!(?:あなた|自分|対戦相手|相手|プレイヤー)の(?:${FIELD})?)`,
        `(?:${FIELD})?`,
        '(?:',
        'ワールド・?セット(?:を除く|は除く|を除いた|以外の)(?:戦場の)?セットカード',
        '|',
        'セットカード[（(]ワールド・?セット(?:を除く|は除く|を除いて|は除いて|を除外|は除外|以外|は含まない|を含まない|は含めない|を含めない|は数えない|を数えない)[）)]',
        ')',
      ].join(''),
      'g',
    ),
    to: 'カードにセットされているセットカード',
    need: 'ワールド',
    note: '「戦場のセットカード（ワールド・セットを除く）」「ワールド・セット以外のセットカード」: 「カードにセットされているセットカード」 (000 ■セットカード)',
    example: [
      '[自動]：このキャラクターが登場した時、戦場のセットカード（ワールド・セットを除く）1枚を対象とし、それをトラッシュに置くことができる。',
      '[自動]:このキャラクターが戦場に登場した時、カードにセットされているセットカード1枚を対象とし、それをトラッシュに置いてもよい。',
    ],
  },
  {
    // 「ターン終了時まで、あなたの《A》を持つ全てのキャラクターのパワーを1000上げる。その後、それらのキャラクターを全て
    // アクティブにする。」 (d84): 「それら」 are the characters whose power was just changed — the same ones the selector
    // names again, since a power change does not change who matches a selector that names no power (one naming
    // パワー has no row). The mirror of i22x8's 「…全てをアクティブにする。…それらのパワーを…」. One sentence
    // (「…上げ、それらを全てアクティブにする」) or two, 「その後」 or not, 「それら（のキャラクター）を全て／全てを／を」.
    from: new RegExp(
      [
        `(?<=^|[、。:\\]])((?:${TURN}、)?)`,
        `((?:(?!パワー|それら)[^、。])*?(?:${ALL}の(?:(?!パワー)[^、。])*?キャラクター|キャラクター${ALL}))`,
        'のパワーを([^、。]*?)(上げる。|下げる。|する。|上げ、|下げ、|し、)(その後、)?',
        `それら(?:のキャラクター)?(?:を${ALL}|${ALL}を|を)(アクティブ|スリープ)に(する|し)`,
      ].join(''),
      'g',
    ),
    to: '$1$2のパワーを$3$4$5$2を$6に$7',
    need: 'それら',
    note: '「…全てのキャラクターのパワーを1000上げる。その後、それらのキャラクターを全てアクティブにする。」: 「それら」 is the same characters, named again (a selector naming パワー has no row)',
    example: [
      'ターン終了時まで、あなたの《救助隊》を持つ全てのキャラクターのパワーを1000上げる。その後、それらのキャラクターを全てアクティブにする。',
      'ターン終了時まで、あなたの《救助隊》を持つキャラクター全てのパワーを+1000する。その後、あなたの《救助隊》を持つキャラクター全てをアクティブにする。',
    ],
  },
];
