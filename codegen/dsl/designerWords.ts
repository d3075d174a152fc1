// Issue 22: the designer vocabulary — how designers who never read docs/dsl.md write what the grammar spells
// one way (everyday TCG words, particles, okurigana, conjugations, punctuation). Each row maps a wording to
// the canonical one BEFORE the grammar runs (codegen/dsl/parse/reading.ts applies the rows in order to each
// text line, outside 《》【】 and names in 「」, and keeps a map back to the source so every span and name is
// the designer's own). A row is a reading the designer would agree with: a wording whose meaning depends on
// context the table cannot see has no row (the line is then rejected, and the diagnostics suggest). Each
// row's example is tested (test/dsl/designerWords.test.ts): it reads as shown and the reading parses.
//
// Why a table and not a morphological analyser (kuromoji): the variants are a few dozen fixed TCG phrases
// whose canonical form depends on the phrase, not on the lemma (レストする → スリープにする, 登場した時 →
// 戦場に登場した時, 控え室 → トラッシュ); an analyser would still need this table after lemmatising, costs
// ~20 MB of dictionary and ~300 ms to load (the 500-card check budget is 400 ms), and splits game terms
// (メインデッキ, ダメージトリガー) into pieces that have to be glued back.

export interface DesignerWord {
  /** What designers write: a literal, or a pattern (global) when the reading depends on its neighbours. */
  from: string | RegExp;
  /** The canonical wording (`$1`… are the pattern's groups). */
  to: string;
  /** What the row reads and where (English, for maintainers). */
  note: string;
  /** A text line as a designer wrote it, and the line it reads as (must parse). */
  example: readonly [string, string];
}

import { STYLE_WORDS, STYLE_WORDS_FIRST } from './designerStyleWords.js';

const TARGET_VERB = '(手札に戻|スリープに|アクティブに|破壊|トラッシュに置|メインデッキの一番[上下]に置)';
const NOUN = '(キャラクターカード|キャラクター|セットカード|ワールド・セット|コマンドカード|カード)';
const ONCE_VERB = '(?:使用|使|発揮|発動|起動)(?:でき|出来|え|し|す|され)?(?:る|ます|ない|ません)?';

/** A text line that reads as this is the セット対象 field (HF-4.1), not a text line. */
export const SET_ON_FIELD = 'セット対象:';

/** Rows apply in this order; a later row sees the earlier rows' readings. */
export const DESIGNER_WORDS: readonly DesignerWord[] = [
  // ── i22w: rows of other TCGs' styles that must run first (codegen/dsl/designerStyleWords.ts) ──
  ...STYLE_WORDS_FIRST,
  // ── zones ──
  {
    from: '山札',
    to: 'メインデッキ',
    note: 'deck (yama-fuda) is the main deck',
    example: ['あなたは山札からカードを1枚引く。', 'あなたはメインデッキからカードを1枚引く。'],
  },
  {
    from: /(?<![ンドー追加])デッキ(?=の(?:一番)?[上下]|を上から|から(?:カード|[0-9X一二三]+枚))/g,
    to: 'メインデッキ',
    note: 'デッキ alone where only the main deck can be meant (its top or bottom, drawing)',
    example: ['それをデッキの一番下に置く。', 'それをメインデッキの一番下に置く。'],
  },
  {
    from: /墓地|控え室|捨て札置き場|捨て札/g,
    to: 'トラッシュ',
    note: 'graveyard / waiting room / discard pile are the trash',
    example: ['それを控え室に置く。', 'それをトラッシュに置く。'],
  },
  {
    from: /(?<![戦登])場(?=[にのをで])/g,
    to: '戦場',
    note: '場 (field) is the battlefield; not 登場 and not 場合',
    example: [
      '[自動]：このキャラクターが場に出た時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に出た時、カードを1枚引く。',
    ],
  },
  // ── triggers ──
  {
    from: /(?<!戦場に)登場(?:したとき|した時|した際|するたび|する時|するとき)/g,
    to: '戦場に登場した時',
    note: '「…が登場した時」 without 「戦場に」, 登場するたび, とき/際: the enters trigger',
    example: [
      '[自動]：このキャラクターが登場した時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    from: /戦場に(?:登場|出)(?:したとき|した際|たとき|するたび)/g,
    to: '戦場に登場した時',
    note: 'とき/際/たび after 戦場に登場: the enters trigger',
    example: [
      '[自動]：このキャラクターが戦場に登場したとき、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    from: /(?<=^\[自動\]\s*[:\s]\s*)登場時、/g,
    to: 'このキャラクターが戦場に登場した時、',
    note: '「登場時、」 at the head of a character ability: this character enters',
    example: [
      '[自動]：登場時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    from: /攻撃を行った(?:時|とき|際)|攻撃したとき|攻撃した際/g,
    to: '攻撃した時',
    note: 'the attack trigger, past tense with 行う or とき',
    example: [
      '[自動]：このキャラクターが攻撃を行った時、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。',
    ],
  },
  {
    from: /防御(?:するたび|した時|したとき|を行った時|を行ったとき)/g,
    to: '防御を行うたび',
    note: 'the defend trigger, every spelling',
    example: [
      '[自動]：このキャラクターが防御するたび、カードを1枚引く。',
      '[自動]:このキャラクターが防御を行うたび、カードを1枚引く。',
    ],
  },
  {
    from: /破壊され(?:たとき|た際)/g,
    to: '破壊された時',
    note: 'the destroyed trigger with とき / 際',
    example: [
      '[自動]：このキャラクターが破壊されたとき、カードを1枚引く。',
      '[自動]:このキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    from: /ダメージを受けた(?:とき|際)/g,
    to: 'ダメージを受けた時',
    note: 'the damaged trigger with とき / 際',
    example: [
      '[自動]：対戦相手がダメージを受けたとき、カードを1枚引く。',
      '[自動]:対戦相手がダメージを受けた時、カードを1枚引く。',
    ],
  },
  // ── actions ──
  {
    from: /(?<=[てで])も(?:いい|良い|構わない|かまわない)/g,
    to: 'もよい',
    note: '「～してもいい」「～しても良い」 for 「～してもよい」 (may)',
    example: ['カードを1枚引いてもいい。', 'カードを1枚引いてもよい。'],
  },
  {
    from: 'ドローしてもよい',
    to: '引いてもよい',
    note: 'ドロー (draw) is drawing a card',
    example: ['カードを1枚ドローしてもよい。', 'カードを1枚引いてもよい。'],
  },
  {
    from: 'ドローする',
    to: '引く',
    note: 'ドローする',
    example: ['カードを2枚ドローする。', 'カードを2枚引く。'],
  },
  {
    from: 'ドローして',
    to: '引いて',
    note: 'ドローして',
    example: ['カードを2枚ドローして、手札を1枚捨てる。', 'カードを2枚引いて、手札を1枚捨てる。'],
  },
  {
    from: 'ドローし、',
    to: '引き、',
    note: 'ドローし、',
    example: ['カードを2枚ドローし、手札を1枚捨てる。', 'カードを2枚引き、手札を1枚捨てる。'],
  },
  {
    from: /(?:レスト|タップ)(?:状態)?(?:に)?(してもよい|してもいい|する|して|し)(?!ない)/g,
    to: 'スリープに$1',
    note: 'rest / tap is putting to sleep (HF-3)',
    example: [
      '対戦相手のキャラクター1体を対象とし、それをレストする。',
      '対戦相手のキャラクター1体を対象とし、それをスリープにする。',
    ],
  },
  {
    from: /(?:スタンド|アンタップ)(?:状態)?(?:に)?(してもよい|してもいい|する|して|し)(?!ない)/g,
    to: 'アクティブに$1',
    note: 'stand / untap is making active',
    example: ['このキャラクターをスタンドする。', 'このキャラクターをアクティブにする。'],
  },
  {
    from: /スリープ(?:状態)?(してもよい|してもいい|する|して|し)(?!ない)/g,
    to: 'スリープに$1',
    note: 'スリープする without に',
    example: ['それをスリープする。', 'それをスリープにする。'],
  },
  {
    from: /ダメージずつ(?:を)?与え|ずつダメージを与え/g,
    to: 'ダメージを与え',
    note: "「…全てに3000ダメージずつ与える」: damage to each is already each one's",
    example: [
      '対戦相手のキャラクター全てに3000ダメージずつ与える。',
      '対戦相手のキャラクター全てに3000ダメージを与える。',
    ],
  },
  {
    from: new RegExp(`全ての${NOUN}(?=に|を)`, 'g'),
    to: '$1全て',
    note: '「全てのキャラクターに」 is 「キャラクター全てに」',
    example: ['全てのキャラクターに2000ダメージを与える。', 'キャラクター全てに2000ダメージを与える。'],
  },
  {
    from: /手札を([0-9X一二三四五]+)枚選(び|んで)、?(?=[^、。]*(?:に置|に加え|に戻))/g,
    to: '手札からカードを$1枚選$2、',
    note: '「手札を1枚選び、…に置く」: choosing a card of the hand and moving it',
    example: [
      '手札を1枚選び、メインデッキの一番上に置く。',
      '手札からカードを1枚選び、メインデッキの一番上に置く。',
    ],
  },
  {
    from: /対象にして、|対象として選び、|対象に選び、/g,
    to: '対象とし、',
    note: 'the target phrase (HF-5.4), every connective',
    example: [
      '対戦相手のキャラクター1体を対象にして、それを破壊する。',
      '対戦相手のキャラクター1体を対象とし、それを破壊する。',
    ],
  },
  {
    from: new RegExp(`([0-9一二三四五]体まで|全て)を?対象とし、${TARGET_VERB}`, 'g'),
    to: '$1対象とし、それらを$2',
    note: 'a verb right after 「…を2体まで対象とし、」: it acts on the targets (それら)',
    example: [
      '対戦相手のキャラクターを2体まで対象とし、スリープにする。',
      '対戦相手のキャラクターを2体まで対象とし、それらをスリープにする。',
    ],
  },
  {
    from: new RegExp(`対象とし、${TARGET_VERB}`, 'g'),
    to: '対象とし、それを$1',
    note: 'a verb right after 「…を対象とし、」: it acts on the target (それ)',
    example: [
      '対戦相手のキャラクター1体を対象とし、手札に戻す。',
      '対戦相手のキャラクター1体を対象とし、それを手札に戻す。',
    ],
  },
  {
    from: /(以上|以下|いる|ある)(?:であれば|であるなら|ならば|であるならば)、/g,
    to: '$1なら、',
    note: 'a condition ending in であれば / ならば (「手札が2枚以下であれば、」)',
    example: [
      '[自動]：あなたのターン終了時、あなたの手札が2枚以下であれば、カードを1枚引く。',
      '[自動]:あなたのターン終了時、あなたの手札が2枚以下なら、カードを1枚引く。',
    ],
  },
  {
    from: /が(い|あ)れば、/g,
    to: 'が$1るなら、',
    note: '「…がいれば、」: a condition on what is there',
    example: [
      '[自動]：あなたの戦場に《巫女》を持つキャラクターがいれば、このキャラクターのパワーを+1000する。',
      '[自動]:あなたの戦場に《巫女》を持つキャラクターがいるなら、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: /(破壊される|ダメージを受ける|戦場を離れる|トラッシュに置かれる)(?:時|とき|際)、代わりに/g,
    to: '$1場合、代わりに',
    note: 'a replacement written with 時 (「破壊される時、代わりに」, HF-5.11)',
    example: [
      '[自動]：このキャラクターが破壊される時、代わりに、それを手札に戻す。',
      '[自動]:このキャラクターが破壊される場合、代わりに、それを手札に戻す。',
    ],
  },
  {
    from: /にセットカードがセットされ(?:るたび|た時|たとき|た際)/g,
    to: 'にカードがセットされた時',
    note: 'a card set on this one (only set cards are set on cards)',
    example: [
      '[自動]：このキャラクターにセットカードがセットされるたび、カードを1枚引く。',
      '[自動]:このキャラクターにカードがセットされた時、カードを1枚引く。',
    ],
  },
  {
    from: /(キャラクター|カード)は全て、?/g,
    to: '$1全ては',
    note: '「あなたのキャラクターは全て、…」: all of them',
    example: [
      'ターン終了時まで、あなたのキャラクターは全て、相手の効果の対象にならない。',
      'ターン終了時まで、あなたのキャラクター全ては相手の効果の対象にならない。',
    ],
  },
  {
    from: /対象とし、(ターン終了時まで)、?パワー([+-][0-9]+)(?:する)?。/g,
    to: '対象とし、$1、それのパワーを$2する。',
    note: "「…を対象とし、ターン終了時までパワー+2000。」: the target's power",
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時までパワー+2000。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。',
    ],
  },
  {
    from: /(?<=^\[自動\]\s*[:\s]\s*)このキャラクターは、?(攻撃|防御)(?:を行う|する)たび、(ターン終了時まで)、?パワー([+-][0-9]+)(?:する)?。/g,
    to: 'このキャラクターが$1を行うたび、$2、このキャラクターのパワーを$3する。',
    note: '「このキャラクターは、防御するたび、ターン終了時までパワー+1000。」',
    example: [
      '[自動]：このキャラクターは、防御するたび、ターン終了時までパワー+1000。',
      '[自動]:このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: new RegExp(`(このキャラクター|${NOUN})は、?パワー([+-][0-9]+)(?:する|される)?。`, 'g'),
    to: '$1のパワーを$3する。',
    note: '「このキャラクターは、パワー+1000。」: a power change',
    example: [
      '[自動]：あなたの《水霊》を持つキャラクターは、パワー+1000。',
      '[自動]:あなたの《水霊》を持つキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: /(あなた|自分)は、?自分の/g,
    to: 'あなたの',
    note: '「あなたは自分の…」: your own (the performer is the controller already)',
    example: [
      'あなたは自分のキャラクター1体を対象とし、それを手札に戻す。',
      'あなたのキャラクター1体を対象とし、それを手札に戻す。',
    ],
  },
  {
    from: /^X(?:の値)?は、/g,
    to: 'Xは',
    note: '「Xは、…に等しい」: a comma after X',
    example: ['Xは、あなたの手札の枚数に等しい。', 'Xはあなたの手札の枚数に等しい。'],
  },
  // ── cards ──
  {
    from: new RegExp(`(?<=》)の${NOUN}`, 'g'),
    to: 'を持つ$1',
    note: '「《傭兵》のキャラクター」: a character with the trait',
    example: [
      '[自動]：あなたの《水霊》のキャラクターが破壊された時、カードを1枚引く。',
      '[自動]:あなたの《水霊》を持つキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    from: /(?<![がにをはもで])セットされ(?:ている|てる|た)キャラクター/g,
    to: 'このカードがセットされているキャラクター',
    note: 'a set card naming its host (「セットされているキャラクター」)',
    example: [
      '[自動]：このカードがセットされた時、セットされたキャラクターをスリープにする。',
      '[自動]:このカードがセットされた時、このカードがセットされているキャラクターをスリープにする。',
    ],
  },
  {
    from: /(このキャラクター|このカード|それ|そのキャラクター|セットされているキャラクター)は、(?=[^、。]*(?:対象にならない|破壊されない|攻撃できない|防御できない|を受けない|を得る))/g,
    to: '$1は',
    note: '「このキャラクターは、…」: a comma after the topic',
    example: [
      '[自動]：このキャラクターは、相手のコマンドの対象にならない。',
      '[自動]:このキャラクターは相手のコマンドの対象にならない。',
    ],
  },
  // ── once per turn (HF-12.8) ──
  {
    from: new RegExp(
      `(?:この(?:起動|自動)?能力は、?)?(?:1|一)ターンに(?:1|一)(?:回|度)(?:まで|だけ|のみ)?(?:しか)?${ONCE_VERB}。`,
      'g',
    ),
    to: '1ターンに1回。',
    note: 'once per turn as its own sentence (「この能力は1ターンに1回まで使用できる」)',
    example: [
      '[2]：カードを1枚引く。この能力は1ターンに1回まで使用できる。',
      '[2]:カードを1枚引く。1ターンに1回。',
    ],
  },
  // ── modes (HF-5.13) ──
  {
    from: /^[●■◆○]\s*/g,
    to: '・',
    note: 'a mode bullet ● ■ ◆ for ・',
    example: ['●カードを2枚引く。', '・カードを2枚引く。'],
  },
  {
    from: /次の(?:うち|中)から([0-9一二三])つ(?:を)?選(?:ぶ|択する)。/g,
    to: '次から$1つ選ぶ。',
    note: 'choose one of the modes, every spelling',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、次のうちから1つを選択する。',
      '[自動]:このキャラクターが戦場に登場した時、次から1つ選ぶ。',
    ],
  },
  // ── header fields written as sentences (matched as the field, codegen/dsl/parse/matchLine.ts) ──
  {
    from: /^このカードは、?(.+?)に(?:しか|だけ|のみ)(?:セット|装備)(?:でき|出来)(?:る|ない)。?$/g,
    to: `${SET_ON_FIELD}$1`,
    note: 'a set card restricting where it goes (「このカードは、…にしかセットできない」) is its セット対象 field',
    example: ['このカードは、あなたのキャラクターにしかセットできない。', 'セット対象:あなたのキャラクター'],
  },
  // ── i22w: rows of other TCGs' styles (codegen/dsl/designerStyleWords.ts) ──
  ...STYLE_WORDS,
];
