// Issue 22 (helper t13b): designer vocabulary rows found on the train halves of the thirteenth round's blind sets
// d53 (alchemists: natural modern wording), d54 (insects: cards reacting to each other, counts of traits) and d55 (a
// theatre troupe by a Weiß Schwarz / Vanguard designer: 【自】【起】【永】【ターン1回】, 「あなたは自分の…」, full-width
// cost brackets). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would
// agree with; each example is tested by test/dsl/designerWords.test.ts, each family by test/dsl/train13b.test.ts).
// TRAIN13B_WORDS_FIRST run before every other row, TRAIN13B_WORDS after every other row.
import type { DesignerWord } from './designerWords.js';

/**
 * An ability label (「【自】」「【起】」, or [自動]) followed by a once-per-turn label in any bracket (【】 [] 〔〕) and spelling
 * (「ターン1回」「ターン1」「1ターンに1回」), with or without colons; `after` is what must follow.
 */
const ONCE_AFTER = (labels: string, after: string) =>
  new RegExp(
    `^(?:${labels})\\s*:?\\s*[【\\[〔]\\s*(?:1ターンに1回|1ターン1回|ターン1回|ターン1)\\s*[】\\]〕]\\s*:?\\s*${after}`,
    'g',
  );

export const TRAIN13B_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「【自】［ターン1回］…」「【自動】【ターン1回】…」「【自】【ターン1】…」: Weiß Schwarz / Vanguard's once-per-turn label after
    // the automatic-ability label, in any bracket and spelling, is the one the rows of 「【自】【ターン1回】」 read (HF-12.8)
    from: ONCE_AFTER('【自(?:動(?:能力)?)?】|\\[自動\\]', ''),
    to: '【自】【ターン1回】',
    need: 'ターン1',
    note: '「【自】［ターン1回］…」「【自動】【ターン1回】…」「【自】【ターン1】…」: an automatic ability used once per turn (HF-12.8)',
    example: [
      '【自】［ターン1回］このキャラクターが攻撃した時、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「【起】【ターン1】［1］：…」「【起動】［ターン1回］［スリープ］：…」: an activated ability used once per turn (HF-12.4,
    // HF-12.8), before its costs
    from: ONCE_AFTER('【起(?:動(?:能力)?)?】', '(?=\\[)'),
    to: '【起】【ターン1回】',
    need: 'ターン1',
    note: '「【起】【ターン1】［1］：…」: an activated ability used once per turn (HF-12.8)',
    example: ['【起】【ターン1】［1］：カードを1枚引く。', '[1]:カードを1枚引く。1ターンに1回。'],
  },
  {
    // 「あなたは自分のメインデッキから1枚引いてよい」: the draw says whose deck (HF-10.1); read before the row that makes
    // 「あなたは自分の…」 「あなたの…」 (which leaves no performer before 「メインデッキから」)
    from: /(?:あなた|自分)は、?自分の(?:メインデッキ|山札|デッキ)から、?(?=(?:カードを)?(?:[0-9X]+|一|二|三)枚(?:まで)?引)/g,
    to: 'あなたはメインデッキから',
    need: '自分の',
    note: '「あなたは自分のメインデッキから1枚引く」: 「あなたはメインデッキから1枚引く」 (HF-10.1)',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたは自分のメインデッキから1枚引いてよい。',
      '[自動]:このキャラクターが破壊された時、あなたはメインデッキから1枚引いてもよい。',
    ],
  },
  {
    // 「あなたは自分のメインデッキを上から1枚見て、メインデッキの上か下に置く」: looking at the top card and putting it
    // back on top or at the bottom; 「を上から1枚」 is 「の上から1枚を」 and 山札 is メインデッキ, both before the row that
    // reads the look (codegen/dsl/designerWordsTrain7b.ts). Several cards (「を上から3枚見て、その中から…」) the grammar
    // reads as written.
    from: /(?:メインデッキ|山札|デッキ)を、?上から(?:1|一)枚(見て、?|見る。(?:その後、)?)((?:あなたは、?)?(?:(?:その|見た)カードを、?|それを、?)?)(?:メインデッキ|山札|デッキ)の(?=(?:一番)?上)/g,
    to: 'メインデッキの上から1枚を$1$2メインデッキの',
    need: 'を',
    note: '「メインデッキを上から1枚見て…」: 「メインデッキの上から1枚を見て…」',
    example: [
      '[自動]：このキャラクターが登場した時、あなたは自分のメインデッキを上から1枚見て、メインデッキの上か下に置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを見て、メインデッキの一番上か一番下に置く。',
    ],
  },
];

export const TRAIN13B_WORDS: readonly DesignerWord[] = [
  {
    // 「他のあなたの《劇団員》のキャラクターすべてに、パワーを＋500。」 (Weiß Schwarz's 「…すべてに、パワーを＋500」): a
    // power change of every such character (HF-12.1); 「このキャラクターに、パワーを+1000」 likewise
    from: /(キャラクター全て|このキャラクター|それら|それ)に、?パワーを([+-][0-9]+)する/g,
    to: '$1のパワーを$2する',
    need: 'パワーを',
    note: '「…のキャラクターすべてに、パワーを＋500。」: 「…を持つキャラクター全てのパワーを+500する。」',
    example: [
      '【永】他のあなたの《劇団員》のキャラクターすべてに、パワーを＋500。',
      '[自動]:他のあなたの《劇団員》を持つキャラクター全てのパワーを+500する。',
    ],
  },
  {
    // 「…が破壊される場合、あなたは代わりにこのキャラクターをトラッシュに置いてよい」: the performer before 「代わりに」 is
    // the controller already (a replacement effect, HF-9.5)
    from: /場合、(?:あなたは|自分は)、?代わりに、?/g,
    to: '場合、代わりに、',
    need: '代わりに',
    note: '「…される場合、あなたは代わりに…してよい」: 「…される場合、代わりに、…してもよい」',
    example: [
      '【自】他のあなたの《役者》のキャラクターが破壊される場合、あなたは代わりにこのキャラクターをトラッシュに置いてよい。',
      '[自動]:他のあなたの《役者》を持つキャラクターが破壊される場合、代わりに、このキャラクターをトラッシュに置いてもよい。',
    ],
  },
  {
    // 「あなたの戦場にいる他の《蟻》を持つキャラクター1体につき」「あなたの戦場にいる《蟻》を持つキャラクター全て」: your
    // characters are on the battlefield (HF-3)
    from: /あなたの(?:戦場|場|フィールド)に(?:いる|居る|ある|存在する)(他の)?(?=(?:《[^》]+》を持つ)?キャラクター)/g,
    to: 'あなたの$1',
    need: '戦場に',
    note: '「あなたの戦場にいる《虫》を持つキャラクター1体につき」: 「あなたの《虫》を持つキャラクター1体につき」',
    example: [
      '対戦相手のキャラクター1体を対象とし、それに、あなたの戦場にいる《虫》を持つキャラクター1体につき1000のダメージを与える。',
      '対戦相手のキャラクター1体を対象とし、それに、あなたの《虫》を持つキャラクター1体につき1000ダメージを与える。',
    ],
  },
  ...(['時', 'たび'] as const).map(
    (when): DesignerWord => ({
      // 「あなたのコマンドがプレイされた時」「あなたの《小道具》のセットカードがプレイされるたび」: a card of yours is played
      // when you play it (its player is who plays it, HF-5.3), the trigger 「あなたが…をプレイした時（するたび）」
      from: new RegExp(
        `(?<=^\\[自動\\]:(?:[^、。]{0,20}、)?)(あなた|対戦相手)の([^、。が]{0,40}?(?:コマンドカード|コマンド|セットカード|キャラクターカード|ワールド・セット))が、?(?:プレイ|使用)${when === '時' ? 'された(?:時|とき)' : 'される(?:たび|度)に?'}`,
        'g',
      ),
      to: `$1が$2をプレイ${when === '時' ? 'した時' : 'するたび'}`,
      need: when === '時' ? 'された' : 'される',
      note: `「あなたのコマンドがプレイされ${when === '時' ? 'た時' : 'るたび'}」: 「あなたがコマンドカードをプレイ${when === '時' ? 'した時' : 'するたび'}」 (HF-5.3)`,
      example:
        when === '時'
          ? [
              '【自】【ターン1回】あなたのコマンドカードがプレイされた時、ターン終了時まで、このキャラクターのパワーを＋1000。',
              '[自動]:あなたがコマンドカードをプレイした時、ターン終了時まで、このキャラクターのパワーを+1000する。1ターンに1回。',
            ]
          : [
              '【自】あなたの《小道具》のセットカードがプレイされるたび、カードを1枚引く。',
              '[自動]:あなたが《小道具》を持つセットカードをプレイするたび、カードを1枚引く。',
            ],
    }),
  ),
  {
    // 「あなたの《蟻》を持つキャラクターが3体以上なら」: a count of characters with no 「いる」 before the condition word
    from: /(キャラクター)が(?:、)?([0-9]+)体(以上|以下)(?:なら(?:ば)?|の場合|である場合|であれば|であるなら)、/g,
    to: '$1が$2体$3いるなら、',
    need: '体以',
    note: '「…キャラクターが3体以上なら、」: 「…キャラクターが3体以上いるなら、」',
    example: [
      '[自動]：あなたの戦場にいる《蟻》を持つキャラクターが3体以上なら、このキャラクターのパワーを+2000する。',
      '[自動]:あなたの《蟻》を持つキャラクターが3体以上いるなら、このキャラクターのパワーを+2000する。',
    ],
  },
  ...(
    [
      [
        'キャラクター',
        '体',
        'あなたの戦場にいる《蟻》を持つキャラクター',
        'あなたの《蟻》を持つキャラクター',
      ],
      ['カード', '枚', 'あなたのトラッシュの《虫》を持つカード', 'あなたのトラッシュの《虫》を持つカード'],
    ] as const
  ).map(
    ([noun, counter, written, read]): DesignerWord => ({
      // 「このキャラクターのパワーを、あなたの《蟻》を持つキャラクターの数×1000する」: +1000 for each such character (the
      // count times the amount); the cards of a zone likewise, one card at a time
      from: new RegExp(
        `のパワーを、?([^、。]{0,60}?)${noun}の(?:数|枚数)×([0-9]+)(?:する|上げる|アップする)`,
        'g',
      ),
      to: `のパワーを、$1${noun}1${counter}につき+$2する`,
      need: '×',
      note: `「…のパワーを、…${noun}の数×1000する」: 「…のパワーを、…${noun}1${counter}につき+1000する」`,
      example: [
        `[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、${written}の数×1000する。`,
        `[自動]:このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、${read}1${counter}につき+1000する。`,
      ],
    }),
  ),
];
