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

import { PLAY_WORDS } from './designerWordsPlay.js';
import { STATIC_WORDS } from './designerWordsStatic.js';

export interface DesignerWord {
  /** What designers write: a literal, or a pattern (global) when the reading depends on its neighbours. */
  from: string | RegExp;
  /** The canonical wording (`$1`… are the pattern's groups). */
  to: string;
  /** What the row reads and where (English, for maintainers). */
  note: string;
  /** A text line as a designer wrote it, and the line it reads as (must parse). */
  example: readonly [string, string];
  /**
   * A text every line the row reads contains, when the pattern's own literal is short or common (a line
   * without it is skipped with one String.includes: codegen/dsl/parse/reading.ts).
   */
  need?: string;
  /**
   * The row may drop a name, trait or keyword inside its match (「（この効果で破壊された《人魚》は数えない）」): only for a
   * reminder note the row reads away whole after checking what it names against the sentence (i22x8).
   */
  readsNames?: boolean;
}

import { STYLE_WORDS, STYLE_WORDS_FIRST } from './designerStyleWords.js';
import { D13_WORDS, D13_WORDS_FIRST } from './designerWordsD13.js';
import { DIAG16_WORDS, DIAG16_WORDS_FIRST } from './designerWordsDiag16.js';
import { I22E_WORDS } from './designerWordsI22e.js';
import { I22H_WORDS } from './designerWordsI22h.js';
import { I22M_WORDS } from './designerWordsI22m.js';
import { I22M9_WORDS, I22M9_WORDS_FIRST } from './designerWordsI22m9.js';
import { I22R_WORDS, I22R_WORDS_FIRST } from './designerWordsI22r.js';
import { I22V8_WORDS_FIRST } from './designerWordsI22v8.js';
import { I22W_WORDS, I22W_WORDS_FIRST } from './designerWordsI22w.js';
import { I22X7_WORDS_FIRST } from './designerWordsI22x7.js';
import {
  I22X8_ALL_THEN_THEM_WORDS,
  I22X8_DECLARE_WORDS,
  I22X8_TWO_TARGET_WORDS,
  I22X8_WORDS,
} from './designerWordsI22x8.js';
import { LEAD17_WORDS } from './designerWordsLead17.js';
import { M10A_WORDS } from './designerWordsM10a.js';
import { M10B_WORDS, M10B_WORDS_FIRST } from './designerWordsM10b.js';
import { M11_FIGHT_WORDS, M11_WORDS, M11_WORDS_FIRST } from './designerWordsM11.js';
import { M12_WORDS } from './designerWordsM12.js';
import { M13_WORDS } from './designerWordsM13.js';
import { M15_WORDS } from './designerWordsM15.js';
import { M16_WORDS } from './designerWordsM16.js';
import { M17_WORDS, M17_WORDS_FIRST } from './designerWordsM17.js';
import { M18_WORDS, M18_WORDS_FIRST } from './designerWordsM18.js';
import { MECH20_WORDS_FIRST } from './designerWordsMech20.js';
import { MECH21_WORDS } from './designerWordsMech21.js';
import { MECH22_FIGHT_WORDS, MECH22_WORDS, MECH22_WORDS_FIRST } from './designerWordsMech22.js';
import { MECH23_WORDS } from './designerWordsMech23.js';
import { SET_CARD_WORDS } from './designerWordsSetCards.js';
import { TRAIN2_WORDS } from './designerWordsTrain2.js';
import { TRAIN3_WORDS, TRAIN3_WORDS_FIRST } from './designerWordsTrain3.js';
import { TRAIN4A_WORDS, TRAIN4A_WORDS_FIRST } from './designerWordsTrain4a.js';
import { TRAIN4B_WORDS, TRAIN4B_WORDS_FIRST } from './designerWordsTrain4b.js';
import { TRAIN5A_WORDS, TRAIN5A_WORDS_FIRST } from './designerWordsTrain5a.js';
import { TRAIN5B_WORDS, TRAIN5B_WORDS_FIRST } from './designerWordsTrain5b.js';
import { TRAIN6A_WORDS, TRAIN6A_WORDS_FIRST } from './designerWordsTrain6a.js';
import { TRAIN6B_WORDS, TRAIN6B_WORDS_FIRST } from './designerWordsTrain6b.js';
import { TRAIN7A_WORDS, TRAIN7A_WORDS_FIRST } from './designerWordsTrain7a.js';
import { TRAIN7B_WORDS, TRAIN7B_WORDS_FIRST } from './designerWordsTrain7b.js';
import { TRAIN8A_WORDS, TRAIN8A_WORDS_FIRST } from './designerWordsTrain8a.js';
import { TRAIN8B_WORDS, TRAIN8B_WORDS_FIRST } from './designerWordsTrain8b.js';
import { TRAIN9A_WORDS } from './designerWordsTrain9a.js';
import { TRAIN9B_WORDS, TRAIN9B_WORDS_FIRST } from './designerWordsTrain9b.js';
import { TRAIN10_WORDS, TRAIN10_WORDS_FIRST } from './designerWordsTrain10.js';
import { TRAIN11_WORDS, TRAIN11_WORDS_FIRST } from './designerWordsTrain11.js';
import { TRAIN12A_WORDS, TRAIN12A_WORDS_FIRST } from './designerWordsTrain12a.js';
import { TRAIN12B_WORDS, TRAIN12B_WORDS_FIRST } from './designerWordsTrain12b.js';
import { TRAIN13A_WORDS, TRAIN13A_WORDS_FIRST } from './designerWordsTrain13a.js';
import { TRAIN13B_WORDS, TRAIN13B_WORDS_FIRST } from './designerWordsTrain13b.js';
import { TRAIN14A_WORDS, TRAIN14A_WORDS_FIRST } from './designerWordsTrain14a.js';
import { TRAIN14B_WORDS, TRAIN14B_WORDS_FIRST } from './designerWordsTrain14b.js';
import { TRAIN15A_WORDS, TRAIN15A_WORDS_FIRST } from './designerWordsTrain15a.js';
import { TRAIN15B_WORDS, TRAIN15B_WORDS_FIRST } from './designerWordsTrain15b.js';
import { TRAIN16A_WORDS_FIRST } from './designerWordsTrain16a.js';
import { TRAIN16B_WORDS, TRAIN16B_WORDS_FIRST } from './designerWordsTrain16b.js';
import { TRAIN17A_WORDS, TRAIN17A_WORDS_FIRST } from './designerWordsTrain17a.js';
import { TRAIN17B_WORDS, TRAIN17B_WORDS_FIRST } from './designerWordsTrain17b.js';
import { TRAIN17C_WORDS_FIRST } from './designerWordsTrain17c.js';
import { TRAIN18A_WORDS_FIRST } from './designerWordsTrain18a.js';
import { TRAIN18B_WORDS_FIRST } from './designerWordsTrain18b.js';
import { TRAIN20A_WORDS_FIRST } from './designerWordsTrain20a.js';
import { TRAIN20B_WORDS_FIRST } from './designerWordsTrain20b.js';
import { TRAIN21A_WORDS_FIRST } from './designerWordsTrain21a.js';
import { TRAIN21B_WORDS_FIRST } from './designerWordsTrain21b.js';
import { TRAIN22A_WORDS_FIRST } from './designerWordsTrain22a.js';
import { TRAIN22B_WORDS_FIRST } from './designerWordsTrain22b.js';
import { TRAIN23A_WORDS, TRAIN23A_WORDS_FIRST } from './designerWordsTrain23a.js';
import { TRAIN23B_WORDS_FIRST } from './designerWordsTrain23b.js';
import { V11_WORDS } from './designerWordsV11.js';
import { V20_WORDS_FIRST } from './designerWordsV20.js';

const TARGET_VERB =
  '(手札に戻|持ち主の手札に戻|スリープに|アクティブに|破壊|トラッシュに置|メインデッキの一番[上下]に置)';
const NOUN = '(キャラクターカード|キャラクター|セットカード|ワールド・セット|コマンドカード|カード)';
const ONCE_VERB =
  '(?:使用|使|発揮|発動|起動)(?:可能(?:だ|です)?|(?:でき|出来|え|し|す|され)?(?:る|ます|ない|ません)?)';

/** Inflections of 戻す read as those of 置く: [written ending, canonical ending, what may follow]. */
const MODOSU_AS_OKU: readonly (readonly [string, string, string])[] = [
  ['戻してもよい', '置いてもよい', '。'],
  ['戻して', '置いて', '、カードを1枚引く。'],
  ['戻し、', '置き、', 'カードを1枚引く。'],
  ['戻す', '置く', '。'],
];

/**
 * One row per inflection: `stem` (a pattern) followed by each written ending reads as `to` followed by the
 * canonical ending; `example` is the start of a line where the verb follows.
 */
function inflected(
  stem: string,
  to: string,
  forms: readonly (readonly [string, string, string])[],
  note: string,
  example: readonly [string, string],
): DesignerWord[] {
  return forms.map(([ending, canonical, rest]) => ({
    from: new RegExp(`${stem}${ending}`, 'g'),
    to: `${to}${canonical}`,
    note: `${note} (${ending})`,
    example: [`${example[0]}${ending}${rest}`, `${example[1]}${canonical}${rest}`],
  }));
}

/** 「…ことができる」 (may) read as 「…てもよい」: the plain form, its て-form and a sentence using it. */
const CAN_VERBS: readonly (readonly [string, string, string])[] = [
  ['する', 'して', '対戦相手のキャラクター1体を対象とし、それを破壊することができる。'],
  ['引く', '引いて', 'カードを1枚引くことができる。'],
  ['置く', '置いて', '対戦相手のキャラクター1体を対象とし、それをトラッシュに置くことができる。'],
  [
    '加える',
    '加えて',
    'あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に加えることができる。',
  ],
  ['戻す', '戻して', '対戦相手のキャラクター1体を対象とし、それを手札に戻すことができる。'],
  ['与える', '与えて', '対戦相手に1ダメージを与えることができる。'],
  ['捨てる', '捨てて', '手札を1枚捨てることができる。'],
  [
    '登場させる',
    '登場させて',
    'あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場に登場させることができる。',
  ],
];

/** Connective stems of verbs that 「…てもよい。<the same verb>た場合、」 repeats (it means 「そうした場合」). */
const DONE_VERBS = [
  '破壊し',
  'スリープにし',
  'アクティブにし',
  '捨て',
  '置い',
  '戻し',
  '引い',
  '与え',
  '加え',
  '除外し',
];

/** The polite (です・ます) endings designers write, read as the plain form: [polite, plain, a line using it]. */
const POLITE: readonly (readonly [string, string, string])[] = [
  ['してもよいです', 'してもよい', '対戦相手のキャラクター1体を対象とし、それを破壊してもよいです。'],
  ['しても構いません', 'してもよい', '対戦相手のキャラクター1体を対象とし、それを破壊しても構いません。'],
  ['引きます', '引く', 'カードを1枚引きます。'],
  ['置きます', '置く', '対戦相手のキャラクター1体を対象とし、それをトラッシュに置きます。'],
  ['加えます', '加える', 'あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に加えます。'],
  ['戻します', '戻す', '対戦相手のキャラクター1体を対象とし、それを手札に戻します。'],
  ['与えます', '与える', '対戦相手に1ダメージを与えます。'],
  ['捨てます', '捨てる', '手札を1枚捨てます。'],
  ['得ます', '得る', 'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【貫通】を得ます。'],
  [
    '登場させます',
    '登場させる',
    'あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場に登場させます。',
  ],
  ['できません', 'できない', '[自動]：このキャラクターは攻撃できません。'],
  ['されません', 'されない', '[自動]：このキャラクターは破壊されません。'],
  ['なりません', 'ならない', '[自動]：このキャラクターは対戦相手の効果の対象になりません。'],
  ['なります', 'なる', '[自動]：あなたの《竜》を持つカードのコストは1少なくなります。'],
  // last: 「戻します」 ends in 「します」
  ['します', 'する', '対戦相手のキャラクター1体を対象とし、それを破壊します。'],
];

/** 「トラッシュに送る」 read as 「トラッシュに置く」: [written ending, canonical ending, what follows]. */
const OKURU_AS_OKU: readonly (readonly [string, string, string])[] = [
  ['送ってもよい', '置いてもよい', '。'],
  ['送って', '置いて', '、カードを1枚引く。'],
  ['送り、', '置き、', 'カードを1枚引く。'],
  ['送る', '置く', '。'],
];

/** A text line that reads as this is the セット対象 field (HF-4.1), not a text line. */
export const SET_ON_FIELD = 'セット対象:';

/** Rows apply in this order; a later row sees the earlier rows' readings. */
export const DESIGNER_WORDS: readonly DesignerWord[] = [
  // ── mech22: 「このキャラクターが攻撃したターンの終わりに」, read first (codegen/dsl/designerWordsMech22.ts) ──
  ...MECH22_WORDS_FIRST,
  // ── v20: one spelling per family the variant probe found (a missing final 「。」, 「場合は、」, 「登場すると、」,
  // 「その代わりに」, 「…してください」, 「選択する」, 「持ち主の手札に入れる」), read first (codegen/dsl/designerWordsV20.ts) ──
  ...V20_WORDS_FIRST,
  // ── t22a: d89's Rush Duel 「【条件】…が居る。【効果】…」 and kanji spellings (居る／事／出来る／様), d90's 「継続：」 label, 「このキャラクターは+1000。」, read first (codegen/dsl/designerWordsTrain22a.ts) ──
  ...TRAIN22A_WORDS_FIRST,
  // ── t22b: d91's formal 「…に限り使用できる」「…を行う事ができない」「及び」, d92's 「Xは3を超えない」「…につき、更に+1000される」, read first (codegen/dsl/designerWordsTrain22b.ts) ──
  ...TRAIN22B_WORDS_FIRST,
  // ── t23a: d93's Weiß Schwarz costs 「［(1)］」 and 「あなたはコストを払ってよい。そうしたら、」, 「1ターンに1回。」 after the costs, d94's 「戦場に出るたび」, read first (codegen/dsl/designerWordsTrain23a.ts) ──
  ...TRAIN23A_WORDS_FIRST,
  // ── t23b: d96's Vanguard / Union Arena tags 「[自動]【常時】：」「[自動]【1ターンに1回】：」「【起動】〔[1][スリープ]〕：」, terse endings 「手札1枚をトラッシュへ。」「…を対象とし、トラッシュへ。」, read first (codegen/dsl/designerWordsTrain23b.ts) ──
  ...TRAIN23B_WORDS_FIRST,
  // ── t21b: d87's 「…1体につき、…引く。（最大3枚まで）」, d88's 「…置く。置けなかったなら、」, read first (codegen/dsl/designerWordsTrain21b.ts) ──
  ...TRAIN21B_WORDS_FIRST,
  // ── t21a: d85's 「メインデッキを切る」「相手に見せてから、手札に加えることができる」, d86's 「…度に発動する」「その攻撃を無効にする」「…だった場合」, read first (codegen/dsl/designerWordsTrain21a.ts) ──
  ...TRAIN21A_WORDS_FIRST,
  // ── t20a: d81–d82's 「スリープである、《X》を持つ…」, 「コストが2以下であり《X》を持つ…」, 「対戦相手が自分のガードデッキから」, 「そうした場合、その裏向きのカードは…として扱う」, read first (codegen/dsl/designerWordsTrain20a.ts) ──
  ...TRAIN20A_WORDS_FIRST,
  // ── t20b: d83's 「残りのカードは全て…」「戦場のセットカード（ワールド・セットを除く）」, d84's 「…のパワーを上げる。その後、それらを全てアクティブにする」, read first (codegen/dsl/designerWordsTrain20b.ts) ──
  ...TRAIN20B_WORDS_FIRST,
  // ── t18a: d76's parenthesised notes that carry meaning (a face-down card's definition, a duration), 「ランダムな…1枚」, read before every other row (codegen/dsl/designerWordsTrain18a.ts) ──
  ...TRAIN18A_WORDS_FIRST,
  // ── t18b: d73–d75's 「あなたは…を対象とし」, 「このカードは、…につき、パワーを＋1000。」, 「…限り、…たび、」, read first (codegen/dsl/designerWordsTrain18b.ts) ──
  ...TRAIN18B_WORDS_FIRST,
  // ── mech20: a whole hand revealed, 「…の残りが」, 「…のカードがN枚以上あるなら」, 「…アクティブにできない」, 「相手の効果で選ばれない」, read first (codegen/dsl/designerWordsMech20.ts) ──
  ...MECH20_WORDS_FIRST,
  // ── t17b: d71's label orders, 「手札1枚を」, face-down 「パワー1000・分類《艦載機》の」, d70's 「そうでないならば」, read before every other row (codegen/dsl/designerWordsTrain17b.ts) ──
  ...TRAIN17B_WORDS_FIRST,
  // ── mech17: d67's 「…登場させる。これを2回行う。それらはそれぞれ…として扱う。」, read first (codegen/dsl/designerWordsM17.ts) ──
  ...M17_WORDS_FIRST,
  // ── mech18: 「…は自分のアクティブのエネルギーを2枚スリープにしてもよい」 as 「[2]を支払ってもよい」, read first (codegen/dsl/designerWordsM18.ts) ──
  ...M18_WORDS_FIRST,
  // ── diag16: the committed corpora's last catch-all wordings, read first (codegen/dsl/designerWordsDiag16.ts) ──
  ...DIAG16_WORDS_FIRST,
  // ── diag13: 「…がN枚以下である限り、」 as 「…なら、」, before the rows that read conditions (codegen/dsl/designerWordsD13.ts) ──
  ...D13_WORDS_FIRST,
  // ── t17c: d72's 「…てもよい。置かなかった場合、」, a set card's 「…を持っていた場合」, read first (codegen/dsl/designerWordsTrain17c.ts) ──
  ...TRAIN17C_WORDS_FIRST,
  // ── t16a: d65's 「[2]を支払ってもよい」「スリープしている対戦相手の…」, d66's labels after the costs, read first (codegen/dsl/designerWordsTrain16a.ts) ──
  ...TRAIN16A_WORDS_FIRST,
  // (t16a's whole-sentence 「…はパワー+1000され、【貫通】を持つ。」 before t16b's 「…はパワー+1000され」)
  // ── t16b: d67's face-down 「裏向きでアクティブのまま」, 「…を無作為に一体選び」, 「…はパワー+1000され」, read first (codegen/dsl/designerWordsTrain16b.ts) ──
  ...TRAIN16B_WORDS_FIRST,
  // ── t17a: d69's face-down 「若芽」 defined in the next sentence, MTG's 修整 and 他に…コントロールしている, read first (codegen/dsl/designerWordsTrain17a.ts) ──
  ...TRAIN17A_WORDS_FIRST,
  // ── t15b: d62's 「…の数×1000上がる」「…の数だけ少なくなる」, d63's 【神速】 reminder, read first (codegen/dsl/designerWordsTrain15b.ts) ──
  ...TRAIN15B_WORDS_FIRST,
  // ── t15a: d61's 「そのターン中、パワーを＋1000。」, optional costs in brackets, read first (codegen/dsl/designerWordsTrain15a.ts) ──
  ...TRAIN15A_WORDS_FIRST,
  // ── t14a: d57's designer-defined actions with their reminder (「毒を盛る」), read first (codegen/dsl/designerWordsTrain14a.ts) ──
  ...TRAIN14A_WORDS_FIRST,
  // ── t13a: d56's precise conditional text and its reminder sentences, read first (codegen/dsl/designerWordsTrain13a.ts) ──
  ...TRAIN13A_WORDS_FIRST,
  // ── t12a: OCG 「発動」 and numbered commands, read before every other row (codegen/dsl/designerWordsTrain12a.ts) ──
  ...TRAIN12A_WORDS_FIRST,
  // ── t12b: 「対象の…1体を」 (a target named where it is used) before any row reads 「…1体を」 (codegen/dsl/designerWordsTrain12b.ts) ──
  ...TRAIN12B_WORDS_FIRST,
  // ── t13b: 「あなたは自分のメインデッキから…引く」 and others read before every other row (codegen/dsl/designerWordsTrain13b.ts) ──
  ...TRAIN13B_WORDS_FIRST,
  // ── t14b: d58's 「パワーはターン終了時まで1000アップする」 and others, read before every other row (codegen/dsl/designerWordsTrain14b.ts) ──
  ...TRAIN14B_WORDS_FIRST,
  // ── v11: the casual style's 「防御をするたび」「…は、すべてパワー+1000」, before the rows they feed (codegen/dsl/designerWordsV11.ts) ──
  ...V11_WORDS,
  // ── m11: 「この効果は、…限り続く」, read first (codegen/dsl/designerWordsM11.ts) ──
  ...M11_WORDS_FIRST,
  ...M11_FIGHT_WORDS,
  // ── mech22: a fight said from each dealer, 「…を相手に与える」 (codegen/dsl/designerWordsMech22.ts) ──
  ...MECH22_FIGHT_WORDS,
  // ── m10b: mechanics written in another form, read first (codegen/dsl/designerWordsM10b.ts) ──
  ...M10B_WORDS_FIRST,
  // ── i22m9: caps written with their counter, before 「最大3枚」 reads as 「3枚まで」 (codegen/dsl/designerWordsI22m9.ts) ──
  ...I22M9_WORDS_FIRST,
  // ── i22ta8: rows of the ninth round's train halves that must run first (codegen/dsl/designerWordsTrain8a.ts) ──
  ...TRAIN8A_WORDS_FIRST,
  // ── i22v8: one spelling per family before every other row (codegen/dsl/designerWordsI22v8.ts) ──
  ...I22V8_WORDS_FIRST,
  // ── i22tb8: typing noise (2,000, 「、、」, stray spaces), read before any wording row (codegen/dsl/designerWordsTrain8b.ts) ──
  ...TRAIN8B_WORDS_FIRST,
  // ── i22tb9: rows of the ninth round's train halves that must run first (codegen/dsl/designerWordsTrain9b.ts) ──
  ...TRAIN9B_WORDS_FIRST,
  // ── i22ta7: rows of the eighth round's train halves that must run first (codegen/dsl/designerWordsTrain7a.ts) ──
  ...TRAIN7A_WORDS_FIRST,
  // ── i22tb7: the eighth round's timing labels and rows that must run first (codegen/dsl/designerWordsTrain7b.ts) ──
  ...TRAIN7B_WORDS_FIRST,
  // ── i22ta6: rows of the seventh round's train halves that must run first (codegen/dsl/designerWordsTrain6a.ts) ──
  ...TRAIN6A_WORDS_FIRST,
  // ── i22tb6: the seventh round's rows that must run first (codegen/dsl/designerWordsTrain6b.ts) ──
  ...TRAIN6B_WORDS_FIRST,
  // ── t10: rows of the tenth round's train halves that must run first (codegen/dsl/designerWordsTrain10.ts) ──
  ...TRAIN10_WORDS_FIRST,
  // ── t11: rows of the eleventh round's train halves that must run first (codegen/dsl/designerWordsTrain11.ts) ──
  ...TRAIN11_WORDS_FIRST,
  // ── i22x7: a face-down card defined in the next sentence, in any order (codegen/dsl/designerWordsI22x7.ts) ──
  ...I22X7_WORDS_FIRST,
  // ── i22r: d25–d28 rows that must run first (codegen/dsl/designerWordsI22r.ts) ──
  ...I22R_WORDS_FIRST,
  // ── i22tb: hiragana game words and the sixth round's rows that must run first (codegen/dsl/designerWordsTrain5b.ts) ──
  ...TRAIN5B_WORDS_FIRST,
  // ── i22tb: polite forms and the fourth round's rows that must run first (codegen/dsl/designerWordsTrain4b.ts) ──
  ...TRAIN4B_WORDS_FIRST,
  // ── i22w: ability labels and wordings reported by other helpers (codegen/dsl/designerWordsI22w.ts) ──
  ...I22W_WORDS_FIRST,
  // ── i22ta: rows of the sixth round's train halves that must run first (codegen/dsl/designerWordsTrain5a.ts) ──
  ...TRAIN5A_WORDS_FIRST,
  // ── i22ta: rows of the fifth round's train halves that must run first (codegen/dsl/designerWordsTrain4a.ts) ──
  ...TRAIN4A_WORDS_FIRST,
  // ── i22t: rows of the third blind round that must run first (codegen/dsl/designerWordsTrain3.ts) ──
  ...TRAIN3_WORDS_FIRST,
  // ── i22w: rows of other TCGs' styles that must run first (codegen/dsl/designerStyleWords.ts) ──
  ...STYLE_WORDS_FIRST,
  // ── players ──
  {
    from: /(?:対戦)?相手プレイヤー/g,
    to: '対戦相手',
    note: '相手プレイヤー / 対戦相手プレイヤー is the opponent',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、相手プレイヤーに1ダメージを与える。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手に1ダメージを与える。',
    ],
  },
  {
    from: /(?<!対戦)相手(?=が|は|に|の|を)/g,
    to: '対戦相手',
    note: '相手 is the opponent',
    example: [
      '[自動]：相手がダメージを受けた時、カードを1枚引く。',
      '[自動]:対戦相手がダメージを受けた時、カードを1枚引く。',
    ],
  },
  {
    from: /(?<!対戦)相手(?=キャラクター)/g,
    to: '対戦相手の',
    note: '「相手キャラクター」: the opponent’s character',
    example: [
      '相手キャラクター全てに1000ダメージを与える。',
      '対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
  },
  {
    from: /(?<=^|、|。|[:：]\s*)自分(?=が|は)/g,
    to: 'あなた',
    note: '自分 opening a clause is you (the controller); 「対戦相手は自分の…」 is not read',
    example: [
      '[自動]：自分がダメージを受けた時、カードを1枚引く。',
      '[自動]:あなたがダメージを受けた時、カードを1枚引く。',
    ],
  },
  {
    from: /(あなた|自分|対戦相手|(?<!対戦)相手|の持ち主|のプレイヤー)は、/g,
    to: '$1は',
    note: 'a comma after a player topic (「あなたは、…」「このカードの持ち主は、…」)',
    example: ['あなたは、メインデッキからカードを1枚引く。', 'あなたはメインデッキからカードを1枚引く。'],
  },
  {
    // 自分 is reflexive: it names the subject of its sentence. After 「対戦相手は」 it is the opponent, not the card's
    // player (「対戦相手は自分の手札を1枚選び、トラッシュに置く」 is the opponent's own hand). Up to the end of the
    // sentence, and not past another subject (「…、あなたは…」「自分は」).
    from: /(?<=対戦相手は(?:(?!あなた[はが]|自分[はが])[^。])*?)自分の/g,
    to: '対戦相手の',
    note: '自分 after 「対戦相手は」 in the same sentence is the opponent (reflexive)',
    example: [
      '対戦相手は自分のキャラクター1体を選び、破壊する。',
      '対戦相手は対戦相手のキャラクター1体を選び、破壊する。',
    ],
    need: '対戦相手は',
  },
  {
    from: /(?<=対戦相手は)対戦相手の(?=手札を[0-9X一二三四五]+枚(?:選(?:び|んで)、?)?捨て)/g,
    to: '',
    note: '「対戦相手は自分の手札を1枚捨てる」: a player discards from their own hand only',
    example: ['対戦相手は自分の手札を1枚捨てる。', '対戦相手は手札を1枚捨てる。'],
    need: '対戦相手は',
  },
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
    // A character is a card on the battlefield (000 ■カードの種類); in another zone the same word names a character
    // card. The grammar accepts both spellings with the same meaning; the row makes the reading visible
    // (explain --verbose, the editor's hover) and `hflux fmt` prints 「キャラクターカード」.
    from: /(?<=(?:トラッシュ|手札|メインデッキ|ガードデッキ|ダメージフィールド)(?:の|から|にある)?)キャラクター(?!カード)/g,
    to: 'キャラクターカード',
    note: '「トラッシュのキャラクター」: in a zone other than the battlefield, a character card',
    example: [
      '自分のトラッシュのキャラクターを1枚選び、手札に加える。',
      '自分のトラッシュのキャラクターカードを1枚選び、手札に加える。',
    ],
    need: 'キャラクター',
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
  {
    from: /(?<=(?:キャラクター|》|このカード)が)(?:戦場に置かれ|出)た(?:時|とき)(?=、)/g,
    to: '戦場に出た時',
    note: '「このキャラクターが出た時」「…が戦場に置かれた時」: enters the battlefield (000: 戦場に登場)',
    example: [
      '[自動]：このキャラクターが出た時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に出た時、カードを1枚引く。',
    ],
    need: 'た',
  },
  {
    from: /(?<!ダメージ|エネルギー)フィールド(?:上)?(?=[にのをで])/g,
    to: '戦場',
    note: 'the field (フィールド) is the battlefield; not ダメージフィールド / エネルギーフィールド',
    example: [
      '[自動]：このキャラクターがフィールドに出た時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に出た時、カードを1枚引く。',
    ],
  },
  {
    from: /(あなた|自分|対戦相手|相手)の戦場の(?=[^、。「」]*?キャラクター(?!カード))/g,
    to: '$1の',
    note: '「あなたの戦場のキャラクター」: characters are only on the battlefield',
    example: [
      'ターン終了時まで、あなたの戦場のキャラクター全てのパワーを+1000する。',
      'ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。',
    ],
  },
  {
    from: /(?<=^|、|。|は|を|に)戦場の(?=[^、。「」]*?キャラクター(?!カード))/g,
    to: '',
    note: '「戦場のキャラクター全て」: every character (characters are only on the battlefield)',
    example: ['戦場のキャラクター全てに1000ダメージを与える。', 'キャラクター全てに1000ダメージを与える。'],
  },
  {
    from: /メインデッキの([上下])に(?=置|戻)/g,
    to: 'メインデッキの一番$1に',
    note: '「山札の下に置く」: the top / bottom of the main deck',
    example: [
      '[自動]：このキャラクターが破壊された時、このカードを山札の下に置く。',
      '[自動]:このキャラクターが破壊された時、このカードをメインデッキの一番下に置く。',
    ],
  },
  ...inflected(
    'メインデッキの一番([上下])に',
    'メインデッキの一番$1に',
    MODOSU_AS_OKU,
    'returning a card to the top / bottom of the main deck is putting it there',
    [
      '[自動]：このキャラクターが破壊された時、このカードを山札の上に',
      '[自動]:このキャラクターが破壊された時、このカードをメインデッキの一番上に',
    ],
  ),
  // ── triggers ──
  {
    from: /(?:毎ターン|各ターン)(?:の)?(?:終了時|終わり)(?:に)?(?=、)/g,
    to: '各プレイヤーのターン終了時',
    note: '「毎ターン終了時、」: the end of every turn',
    example: [
      '[自動]：毎ターン終了時、カードを1枚引く。',
      '[自動]:各プレイヤーのターン終了時、カードを1枚引く。',
    ],
  },
  {
    from: /(?:毎ターン|各ターン)(?:の)?(?:開始時|始め|はじめ)(?:に)?(?=、)/g,
    to: '各プレイヤーのアクティブフェイズ開始時',
    note: '「毎ターン開始時、」: a turn starts with its active phase (000 ■フェイズ進行)',
    example: [
      '[自動]：毎ターン開始時、カードを1枚引く。',
      '[自動]:各プレイヤーのアクティブフェイズ開始時、カードを1枚引く。',
    ],
  },
  {
    from: /(あなた|自分|対戦相手|相手|各プレイヤー)のターン(?:の)?(?:開始時|始め|はじめ)(?:に)?(?=、)/g,
    to: '$1のアクティブフェイズ開始時',
    note: '「あなたのターン開始時、」: a turn starts with its active phase (000 ■フェイズ進行)',
    example: [
      '[自動]：あなたのターンの開始時、カードを1枚引く。',
      '[自動]:あなたのアクティブフェイズ開始時、カードを1枚引く。',
    ],
  },
  {
    from: /たびに、/g,
    to: 'たび、',
    note: '「攻撃するたびに、」',
    example: [
      '[自動]：このキャラクターが攻撃するたびに、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃するたび、カードを1枚引く。',
    ],
  },
  {
    from: /(?<=た)(?:時|とき)に、/g,
    to: '時、',
    note: '「破壊された時に、」',
    example: [
      '[自動]：このキャラクターが破壊された時に、カードを1枚引く。',
      '[自動]:このキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    from: /攻撃(?:を)?宣言(?:した|する)(?:時|とき|たび|際)/g,
    to: '攻撃するたび',
    note: '「攻撃を宣言した時」: the attack trigger (HF-8.1)',
    example: [
      '[自動]：このキャラクターが攻撃を宣言した時、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃するたび、カードを1枚引く。',
    ],
  },
  {
    from: /防御(?:を)?宣言(?:した|する)(?:時|とき|たび|際)/g,
    to: '防御を行うたび',
    note: '「防御を宣言した時」: the defend trigger (HF-8.3)',
    example: [
      '[自動]：このキャラクターが防御を宣言した時、カードを1枚引く。',
      '[自動]:このキャラクターが防御を行うたび、カードを1枚引く。',
    ],
  },
  {
    from: /^(\[自動\]\s*[:\s]\s*[^、。]*?)(攻撃し|攻撃を行っ|破壊され|登場し|防御し|防御を行っ)た場合、/g,
    to: '$1$2た時、',
    note: '「[自動]：このキャラクターが攻撃した場合、…」: the trigger, written with 場合',
    example: [
      '[自動]：このキャラクターが攻撃した場合、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。',
    ],
  },
  {
    from: /(?<=^\[自動\]\s*[:\s]\s*)(このキャラクター|このカード)の登場時(?:に)?、/g,
    to: '$1が戦場に登場した時、',
    note: '「このキャラクターの登場時、」',
    example: [
      '[自動]：このキャラクターの登場時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    from: /(?<=^\[自動\]\s*[:\s]\s*)(このキャラクター|このカード)の攻撃時(?:に)?、/g,
    to: '$1が攻撃するたび、',
    note: '「このキャラクターの攻撃時、」',
    example: [
      '[自動]：このキャラクターの攻撃時、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃するたび、カードを1枚引く。',
    ],
  },
  {
    from: /(?<=^\[自動\]\s*[:\s]\s*)(このキャラクター|このカード)の防御時(?:に)?、/g,
    to: '$1が防御を行うたび、',
    note: '「このキャラクターの防御時、」',
    example: [
      '[自動]：このキャラクターの防御時、カードを1枚引く。',
      '[自動]:このキャラクターが防御を行うたび、カードを1枚引く。',
    ],
  },
  {
    from: /アタック(?=する|した|を行)/g,
    to: '攻撃',
    note: 'attack (アタック) is 攻撃',
    example: [
      '[自動]：このキャラクターがアタックするたび、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃するたび、カードを1枚引く。',
    ],
  },
  {
    from: /ブロック(?=する|した|を行)/g,
    to: '防御',
    note: 'block (ブロック) is 防御',
    example: [
      '[自動]：このキャラクターがブロックした時、カードを1枚引く。',
      '[自動]:このキャラクターが防御を行うたび、カードを1枚引く。',
    ],
  },
  {
    from: /攻撃(?:する|を行う)(?:時|とき|際)(?=、)/g,
    to: '攻撃するたび',
    note: '「攻撃する時」: the attack trigger',
    example: [
      '[自動]：このキャラクターが攻撃する時、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃するたび、カードを1枚引く。',
    ],
  },
  {
    from: /(?<=^\[自動\]\s*[:\s]\s*)(?:戦場に)?登場(?:した|する)(?:時|とき|際)、/g,
    to: 'このキャラクターが戦場に登場した時、',
    note: '「[自動]：登場した時、…」 without a subject: this character enters',
    example: [
      '[自動]：登場した時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    from: /ターン(?:の(?:終了時|終わり)|終わり)(?:に)?(?=、)|ターン終了時に(?=、)/g,
    to: 'ターン終了時',
    note: '「あなたのターンの終わりに、」: the end of turn',
    example: [
      '[自動]：あなたのターンの終わりに、カードを1枚引く。',
      '[自動]:あなたのターン終了時、カードを1枚引く。',
    ],
  },
  {
    from: /フェイズ(?:の(?:開始時|始め|はじめ)|始め|はじめ)(?:に)?(?=、)|フェイズ開始時に(?=、)/g,
    to: 'フェイズ開始時',
    note: '「ドローフェイズの始めに、」: the start of a phase',
    example: [
      '[自動]：あなたのドローフェイズの始めに、カードを1枚引く。',
      '[自動]:あなたのドローフェイズ開始時、カードを1枚引く。',
    ],
  },
  {
    from: /フェイズ(?:の(?:終了時|終わり)|終わり)(?:に)?(?=、)|フェイズ終了時に(?=、)/g,
    to: 'フェイズ終了時',
    note: '「メインフェイズの終わりに、」: the end of a phase',
    example: [
      '[自動]：あなたのメインフェイズの終わりに、カードを1枚引く。',
      '[自動]:あなたのメインフェイズ終了時、カードを1枚引く。',
    ],
  },
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
    from: /破壊され(?:たとき|た際|るたび|るたびに)/g,
    to: '破壊された時',
    note: 'the destroyed trigger with とき / 際 / たび',
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
    // (also right after an ability's colon: 「【ダメージトリガー】：自分のメインデッキから…引く」)
    from: /(?<=^|。|、|:)(?:あなた|自分)のメインデッキから(?=(?:カードを)?[0-9X一二三四五]+枚(?:カードを)?(?:引|ドロー))/g,
    to: 'あなたはメインデッキから',
    note: '「あなたのメインデッキからカードを1枚引く」: you draw',
    example: ['あなたのメインデッキからカードを1枚引く。', 'あなたはメインデッキからカードを1枚引く。'],
  },
  {
    from: /その後(?![、の])/g,
    to: 'その後、',
    note: '「その後手札を…」 without a comma',
    example: [
      'あなたはカードを2枚引き、その後手札を1枚捨てる。',
      'あなたはカードを2枚引き、その後、手札を1枚捨てる。',
    ],
  },
  {
    from: /引いた後(?:で|に)?、/g,
    to: '引き、その後、',
    note: '「カードを2枚引いた後、…」: then, in the same process',
    example: ['カードを2枚引いた後、手札を1枚捨てる。', 'カードを2枚引き、その後、手札を1枚捨てる。'],
  },
  {
    from: /(?<=[0-9X])ダメージ(?=。)/g,
    to: 'ダメージを与える',
    note: '「それに2000ダメージ。」',
    example: [
      '対戦相手のキャラクター1体を対象とし、それに2000ダメージ。',
      '対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。',
    ],
  },
  {
    // not after 「全てに、」「すべての…に、」: 「…全てに、それぞれに3000ダメージ」 restates 全てに (designerWordsTrain4a.ts reads it; as
    // 「それらに」 it named the earlier targets instead, issue 22)
    from: /(?<!(?:全て|すべて)[^、。]{0,30}(?:に|の)、?)それぞれ(?=に|の)/g,
    to: 'それら',
    note: '「それぞれに1000ダメージを与える」: each of the targets',
    example: [
      '対戦相手のキャラクター2体まで対象とし、それぞれに1000ダメージを与える。',
      '対戦相手のキャラクター2体まで対象とし、それらに1000ダメージを与える。',
    ],
  },
  {
    from: /バウンス(?:する)/g,
    to: '手札に戻す',
    note: 'bounce (バウンス) is returning to the hand',
    example: [
      '対戦相手のキャラクター1体を対象とし、それをバウンスする。',
      '対戦相手のキャラクター1体を対象とし、それを手札に戻す。',
    ],
  },
  {
    from: /その(?=パワーを)/g,
    to: 'それの',
    note: '「そのパワーを-2000する」: its power',
    example: [
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、そのパワーを-2000する。',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。',
    ],
  },
  ...inflected(
    '(?<=を)(トラッシュ)に',
    'トラッシュに',
    OKURU_AS_OKU,
    'sending a card to the trash is putting it there',
    [
      '対戦相手のキャラクター1体を対象とし、それを墓地に',
      '対戦相手のキャラクター1体を対象とし、それをトラッシュに',
    ],
  ),
  {
    from: /手札に入れ(?=る|て|、)/g,
    to: '手札に加え',
    note: '「手札に入れる」 is 「手札に加える」',
    example: [
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に入れる。',
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に加える。',
    ],
  },
  {
    from: /ダメージを([0-9X]+)(?:点)?(?=与え)/g,
    to: '$1ダメージを',
    note: '「ダメージを2000与える」: 2000 damage',
    example: [
      '対戦相手のキャラクター1体を対象とし、それにダメージを2000与える。',
      '対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。',
    ],
  },
  {
    from: /カード([0-9X一二三四五]+)枚を(?=引)/g,
    to: 'カードを$1枚',
    note: '「カード1枚を引く」',
    example: ['カード1枚を引く。', 'カードを1枚引く。'],
  },
  {
    from: /(それ|このキャラクター|そのキャラクター)に(【[^】]+】)を(?:与え|付与し)(?=る|て)/g,
    to: '$1は$2を得',
    note: '「それに【貫通】を与える」: it gains the keyword',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それに【貫通】を与える。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【貫通】を得る。',
    ],
  },
  {
    from: /(?<=】)を獲得(?:する)(?=。)/g,
    to: 'を得る',
    note: '「【貫通】を獲得する」',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【貫通】を獲得する。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【貫通】を得る。',
    ],
  },
  {
    // (after an ability's colon too: 「[1]：このターン、…」, issue 22)
    from: /(?<=^|、|。|:|：)このターン(?:の間)?、/g,
    to: 'このターン中、',
    note: '「このターン、…」: for this turn',
    example: [
      'あなたのキャラクター1体を対象とし、このターン、それのパワーを+2000する。',
      'あなたのキャラクター1体を対象とし、このターン中、それのパワーを+2000する。',
    ],
  },
  {
    from: /(このキャラクター|このカード)が(?:(?:いる|居る|ある|存在する)(?:間|限り)|戦場に(?:ある|存在する)(?:間|限り)|戦場に(?:いる|居る)間)(?=、)/g,
    to: '$1が戦場に居る限り',
    note: '「このキャラクターがいる限り、」: while it is on the battlefield',
    example: [
      '[自動]：このキャラクターがいる限り、あなたの他のキャラクターのパワーを+1000する。',
      '[自動]:このキャラクターが戦場に居る限り、あなたの他のキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: /(手札|トラッシュ|メインデッキ|ガードデッキ|ダメージフィールド)が(?:1|一)枚も(ない|無い)/g,
    to: '$1が$2',
    note: '「手札が1枚もない」: an empty zone',
    example: [
      '[自動]：あなたのターン終了時、あなたの手札が1枚もない場合、カードを1枚引く。',
      '[自動]:あなたのターン終了時、あなたの手札がない場合、カードを1枚引く。',
    ],
  },
  ...POLITE.map(
    ([polite, plain, line]): DesignerWord => ({
      from: new RegExp(`${polite}(?=。)`, 'g'),
      to: plain,
      note: `the polite 「${polite}」 is 「${plain}」`,
      example: [line, line.replace(polite, plain)],
    }),
  ),
  {
    from: /(?<=手札|トラッシュ|戦場|ガードデッキ|ダメージフィールド|一番上|一番下|エネルギー置き場)へ(?=[^、。]{0,6}(?:置|加え|戻|登場))/g,
    to: 'に',
    note: 'the particle へ for に before a move (「手札へ戻す」)',
    example: [
      '対戦相手のキャラクター1体を対象とし、それを手札へ戻す。',
      '対戦相手のキャラクター1体を対象とし、それを手札に戻す。',
    ],
  },
  {
    from: /オーナー/g,
    to: '持ち主',
    note: 'owner (オーナー) is 持ち主',
    example: [
      '対戦相手のキャラクター1体を対象とし、それをオーナーの手札に戻す。',
      '対戦相手のキャラクター1体を対象とし、それを持ち主の手札に戻す。',
    ],
  },
  {
    from: /(このカード|このキャラクター|それ|そのキャラクター)は、?((?:持ち主の)?手札)に戻る。/g,
    to: '$1を$2に戻す。',
    note: '「このカードは手札に戻る。」: it is returned to the hand',
    example: [
      '[自動]：このキャラクターが破壊された時、このカードは持ち主の手札に戻る。',
      '[自動]:このキャラクターが破壊された時、このカードを持ち主の手札に戻す。',
    ],
  },
  {
    from: /(?<=[てで])よい(?=。|、)/g,
    to: 'もよい',
    note: '「～してよい」 for 「～してもよい」 (may)',
    example: [
      '対戦相手のキャラクター1体を対象とし、それを破壊してよい。',
      '対戦相手のキャラクター1体を対象とし、それを破壊してもよい。',
    ],
  },
  ...CAN_VERBS.map(
    ([plain, te, line]): DesignerWord => ({
      from: new RegExp(`${plain}こと(?:が|も)(?:できる|出来る|可能である)(?=。)`, 'g'),
      to: `${te}もよい`,
      note: `「${plain}ことができる」 for 「${te}もよい」 (may)`,
      example: [line, line.replace(`${plain}ことができる`, `${te}もよい`)],
    }),
  ),
  {
    from: /(?<=てもよい。)(?:そうしたなら|そうすれば|そうした時|そうしたとき|そうしたならば)、/g,
    to: 'そうした場合、',
    note: '「…してもよい。そうしたなら、…」: only if it was done',
    example: [
      '手札を1枚捨ててもよい。そうしたなら、カードを2枚引く。',
      '手札を1枚捨ててもよい。そうした場合、カードを2枚引く。',
    ],
  },
  {
    from: new RegExp(
      `(${DONE_VERBS.map((v) => `${v}てもよい。(?=${v}た)`).join('|')})(?:${DONE_VERBS.join('|')})た(?:場合|なら|ならば|ら)、`,
      'g',
    ),
    to: '$1そうした場合、',
    note: '「…捨ててもよい。捨てた場合、…」: the same verb again is 「そうした場合」',
    example: [
      '手札を1枚捨ててもよい。捨てた場合、カードを2枚引く。',
      '手札を1枚捨ててもよい。そうした場合、カードを2枚引く。',
    ],
  },
  {
    from: /パワーを、?([0-9]+)(?:上げる|アップする|増やす|プラスする)/g,
    to: 'パワーを+$1する',
    note: '「パワーを2000上げる」: +2000',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを2000上げる。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。',
    ],
  },
  {
    from: /パワーを、?([0-9]+)(?:下げる|ダウンする|減らす|マイナスする)/g,
    to: 'パワーを-$1する',
    note: '「パワーを2000下げる」: -2000',
    example: [
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを2000下げる。',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。',
    ],
  },
  {
    from: /(?<=パワーを、?(?:ターン終了時まで|このターン中)、?)([0-9]+)(?:上げる|アップする|増やす|プラスする)/g,
    to: '+$1する',
    note: '「…のパワーをターン終了時まで2000アップする」: +2000 (the duration between)',
    example: [
      '[自動]：このキャラクターが攻撃した時、このキャラクターのパワーをターン終了時まで2000アップする。',
      '[自動]:このキャラクターが攻撃した時、ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
    need: 'パワーを',
  },
  {
    from: /(?<=パワーを、?(?:ターン終了時まで|このターン中)、?)([0-9]+)(?:下げる|ダウンする|減らす|マイナスする)/g,
    to: '-$1する',
    note: '「…のパワーをターン終了時まで2000下げる」: -2000 (the duration between)',
    example: [
      '[自動]：このキャラクターが攻撃した時、相手のキャラクター1体のパワーをターン終了時まで2000下げる。',
      '[自動]:このキャラクターが攻撃した時、ターン終了時まで、対戦相手のキャラクターを1体選び、それのパワーを-2000する。',
    ],
    need: 'パワーを',
  },
  {
    from: /パワーを([+-][0-9]+)(?=。)/g,
    to: 'パワーを$1する',
    note: '「…のパワーを+2000。」 without する',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。',
    ],
  },
  {
    from: /(このキャラクター|それ|そのキャラクター)は、?(ターン終了時まで|このターン中)、?パワー([+-][0-9]+)(?:する|される)?。/g,
    to: '$2、$1のパワーを$3する。',
    note: '「このキャラクターはターン終了時までパワー+1000。」',
    example: [
      '[1]：このキャラクターはターン終了時までパワー+1000。',
      '[1]:ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: /このターン(?:の)?(?:終了|終わり)(?:時)?まで|ターン(?:の(?:終了|終わり)(?:時)?|終わり(?:時)?|終了)まで/g,
    to: 'ターン終了時まで',
    note: '「ターン終了まで」「このターンの終わりまで」: until end of turn',
    example: [
      'あなたのキャラクター1体を対象とし、このターンの終わりまで、それのパワーを+2000する。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。',
    ],
  },
  {
    // 「次の自分のターン開始時まで」「次の相手のターンのはじめまで」: the next turn of that player, its end or its start
    // (HF-12.9; the start: RULING docs/engine.md, issue 22)
    from: /次の(自分|あなた)のターン(?:の)?(?:終了|終わり)(?:時)?まで/g,
    to: '次のあなたのターン終了時まで',
    need: '次の',
    note: '「次の自分のターン終了時まで」「次の自分のターンの終わりまで」: until the end of your next turn',
    example: [
      '対戦相手のキャラクター1体を対象とし、次の自分のターンの終わりまで、それのパワーを-2000する。',
      '対戦相手のキャラクター1体を対象とし、次のあなたのターン終了時まで、それのパワーを-2000する。',
    ],
  },
  {
    from: /次の(?:自分|あなた)のターン(?:の)?(?:開始|始まり|はじまり|はじめ|始め|初め)(?:時)?まで/g,
    to: '次のあなたのターン開始時まで',
    need: '次の',
    note: '「次の自分のターン開始時まで」「次の自分のターンのはじめまで」: until your next turn begins',
    example: [
      '対戦相手のキャラクター1体を対象とし、次の自分のターンのはじめまで、それのパワーを-2000する。',
      '対戦相手のキャラクター1体を対象とし、次のあなたのターン開始時まで、それのパワーを-2000する。',
    ],
  },
  {
    from: /次の(?:対戦相手|相手)のターン(?:の)?(?:開始|始まり|はじまり|はじめ|始め|初め)(?:時)?まで/g,
    to: '次の対戦相手のターン開始時まで',
    need: '次の',
    note: '「次の相手のターン開始時まで」「次の相手のターンのはじめまで」: until the opponent’s next turn begins',
    example: [
      'あなたのキャラクター1体を対象とし、次の相手のターンの開始時まで、それのパワーを+2000する。',
      'あなたのキャラクター1体を対象とし、次の対戦相手のターン開始時まで、それのパワーを+2000する。',
    ],
  },
  {
    from: /手札に返(す|し|して|してもよい)(?=。|、)/g,
    to: '手札に戻$1',
    note: '「手札に返す」 is 「手札に戻す」',
    example: [
      '対戦相手のキャラクター1体を対象とし、それを手札に返す。',
      '対戦相手のキャラクター1体を対象とし、それを手札に戻す。',
    ],
  },
  {
    from: /を除外(?=する|し)/g,
    to: 'をゲームから除外',
    note: '「それを除外する」: exclusion from the game',
    example: [
      '対戦相手のキャラクター1体を対象とし、それを除外する。',
      '対戦相手のキャラクター1体を対象とし、それをゲームから除外する。',
    ],
  },
  {
    from: /([0-9X])(?:のダメージを?|ダメージ)(?=与え)/g,
    to: '$1ダメージを',
    note: '「1000のダメージを与える」「1ダメージ与える」: damage',
    example: [
      '対戦相手のキャラクター1体を対象とし、それに1000のダメージを与える。',
      '対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。',
    ],
  },
  {
    from: /(スリープ|アクティブ)状態に(?=する|して|し)/g,
    to: '$1に',
    note: '「スリープ状態にする」 is 「スリープにする」',
    example: [
      '対戦相手のキャラクター1体を対象とし、それをスリープ状態にする。',
      '対戦相手のキャラクター1体を対象とし、それをスリープにする。',
    ],
  },
  {
    from: /手札からカードを([0-9X一二三四五]+)枚(?=(?:選んで|選び)?、?捨て)/g,
    to: '手札を$1枚',
    note: '「手札からカードを1枚捨てる」: discarding',
    example: ['手札からカードを1枚捨てる。', '手札を1枚捨てる。'],
  },
  {
    from: /ドロー(?=。|、)/g,
    to: '引く',
    note: '「カードを1枚ドロー。」',
    example: ['カードを1枚ドロー。', 'カードを1枚引く。'],
  },
  {
    from: /(攻撃|防御)(?:を行え|を行うことができ|を行うことが出来|することができ|することが出来|が?出来|に参加でき|に参加出来|に参加することができ)ない/g,
    to: '$1できない',
    note: '「攻撃を行えない」「防御することができない」: cannot attack / defend',
    example: ['[自動]：このキャラクターは攻撃を行えない。', '[自動]:このキャラクターは攻撃できない。'],
  },
  {
    from: /(?<=は、?)(?:ブロック|防御)に参加(?:でき|出来)ない/g,
    to: '防御できない',
    note: '「防御に参加できない」「ブロックに参加できない」: cannot defend',
    example: [
      '[自動]：このキャラクターはブロックに参加できない。',
      '[自動]:このキャラクターは防御できない。',
    ],
  },
  {
    from: /(攻撃|防御)を行っている(?=キャラクター)/g,
    to: '$1している',
    note: '「攻撃を行っているキャラクター」: the attacking (defending) character',
    example: [
      '[自動]：このキャラクターが防御を行うたび、攻撃を行っているキャラクターに1000ダメージを与える。',
      '[自動]:このキャラクターが防御を行うたび、攻撃しているキャラクターに1000ダメージを与える。',
    ],
  },
  // 「その攻撃を行ったキャラクター」 has no row: the grammar reads it (ref attacking, the attacker).
  {
    // Not after 「あなたのキャラクターに「名前」」: the style row for that phrase reads it whole.
    from: /(?<!(?:あなた|自分|対戦相手|相手)のキャラクターに「[^」]*」)(?<=」)が(?=(?:1体以上)?(?:いる|居る|いない|居ない))/g,
    to: 'という名前のキャラクターが',
    note: '「…に「名前」がいる」: a character of that name',
    example: [
      '[自動]：あなたの戦場に「テスト」がいる限り、このキャラクターのパワーを+1000する。',
      '[自動]:あなたの戦場に「テスト」という名前のキャラクターがいる限り、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: /((?:トラッシュ|手札|ダメージフィールド|ガードデッキ|除外領域)(?:にある|の|から)「[^」]+」)を(?=[0-9一二三四五]+枚)/g,
    to: '$1という名前のカードを',
    note: '「トラッシュにある「名前」を1枚」: a card of that name in a zone',
    example: [
      'あなたのトラッシュから「テスト」を1枚選び、手札に加える。',
      'あなたのトラッシュから「テスト」という名前のカードを1枚選び、手札に加える。',
    ],
  },
  {
    // the row above read 「レスト状態の」 as 「である」 (the state lost): レスト / タップ are スリープ
    from: /(?:レスト|タップ)(?:状態)?(?:の|な|している|になっている)(?=(?:《[^》]+》を持つ)?キャラクター)/g,
    to: 'スリープである',
    note: '「相手のレスト状態のキャラクター」: an asleep character (レスト / タップ are スリープ)',
    example: [
      '対戦相手のレスト状態のキャラクター全てを破壊する。',
      '対戦相手のスリープであるキャラクター全てを破壊する。',
    ],
  },
  {
    from: new RegExp(`${NOUN}を全て、?(?=[^、。]*(?:する|戻す|置く|与える|加える)。)`, 'g'),
    to: '$1全てを',
    note: '「相手のキャラクターを全て、手札に戻す」: all of them (no target)',
    example: ['対戦相手のキャラクターを全て、手札に戻す。', '対戦相手のキャラクター全てを手札に戻す。'],
  },
  {
    from: /(スリープ|アクティブ)(?:状態)?(?:の|な|している|になっている)(?=(?:《[^》]+》を持つ)?キャラクター)/g,
    to: '$1である',
    note: '「相手のスリープのキャラクター」: an asleep (active) character; レスト / タップ too',
    example: [
      '対戦相手のスリープのキャラクター全てを破壊する。',
      '対戦相手のスリープであるキャラクター全てを破壊する。',
    ],
  },
  {
    from: /(?:(?:1|一)ターンに(?:つき)?(?:1|一)(?:回|度)|(?:各)?ターン(?:1|一)回)(?:だけ|まで|のみ)?、/g,
    to: '1ターンに1回、',
    note: 'once per turn as a prefix (「1ターンに1回だけ、…」)',
    example: ['[2]：1ターンに1回だけ、カードを1枚引く。', '[2]:1ターンに1回、カードを1枚引く。'],
  },
  {
    from: /(あなた|自分|対戦相手|相手)のターン(?:中|の間)?、/g,
    to: '$1のターンの間、',
    note: '「あなたのターン中、…」: while it is that player’s turn',
    example: [
      '[自動]：あなたのターン中、このキャラクターのパワーを+1000する。',
      '[自動]:あなたのターンの間、このキャラクターのパワーを+1000する。',
    ],
  },
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
    from: new RegExp(`(?:すべて|全部)の(?=${NOUN}|(?:あなた|自分|対戦相手|相手)の)`, 'g'),
    to: '全ての',
    note: '「すべてのキャラクター」: 全ての',
    example: ['すべてのキャラクターに2000ダメージを与える。', 'キャラクター全てに2000ダメージを与える。'],
  },
  {
    from: /全ての((?:あなた|自分|対戦相手|相手)の)/g,
    to: '$1全ての',
    note: '「全ての相手のキャラクター」: the player first (「相手の全てのキャラクター」)',
    example: [
      '全ての相手のキャラクターに2000ダメージを与える。',
      '対戦相手のキャラクター全てに2000ダメージを与える。',
    ],
  },
  {
    from: /(?<=の|^|、|:)全(?=キャラクター(?!カード))/g,
    to: '全ての',
    note: '「相手の全キャラクター」: all characters',
    example: [
      '相手の全キャラクターに2000ダメージを与える。',
      '対戦相手のキャラクター全てに2000ダメージを与える。',
    ],
  },
  {
    from: new RegExp(`全ての${NOUN}(?=に|を|の|は)`, 'g'),
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
    from: /対象にして、|対象として選び、|対象に選び、|対象に(?:と|取)り、|対象を取り、/g,
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
    from: /([0-9一二三四五]体まで|全て)を?対象とし、((?:ターン終了時まで、)?)([0-9X]+ダメージを与え)/g,
    to: '$1対象とし、$2それらに$3',
    note: 'damage right after 「…を2体まで対象とし、」: to the targets (それらに)',
    example: [
      '対戦相手のキャラクター2体まで対象とし、1000ダメージを与える。',
      '対戦相手のキャラクター2体まで対象とし、それらに1000ダメージを与える。',
    ],
  },
  {
    from: /([0-9一二三四五]体まで|全て)を?対象とし、((?:ターン終了時まで、)?)パワーを/g,
    to: '$1対象とし、$2それらのパワーを',
    note: 'power right after 「…を2体まで対象とし、」: the targets’ (それらの)',
    example: [
      'あなたのキャラクター2体まで対象とし、ターン終了時まで、パワーを+1000する。',
      'あなたのキャラクター2体まで対象とし、ターン終了時まで、それらのパワーを+1000する。',
    ],
  },
  {
    from: /対象とし、((?:ターン終了時まで、)?)([0-9X]+ダメージを与え)/g,
    to: '対象とし、$1それに$2',
    note: 'damage right after 「…を対象とし、」: to the target (それに)',
    example: [
      '対戦相手のキャラクター1体を対象とし、2000ダメージを与える。',
      '対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。',
    ],
  },
  {
    from: /対象とし、((?:ターン終了時まで、)?)パワーを/g,
    to: '対象とし、$1それのパワーを',
    note: 'power right after 「…を対象とし、」: the target’s (それの)',
    example: [
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、パワーを-2000する。',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。',
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
    to: 'にセットカードがセットされた時',
    note: 'a set card set on this one (the word is kept: 000 ■戦場の裏向きのカード lets effects set cards face down)',
    example: [
      '[自動]：このキャラクターにセットカードがセットされるたび、カードを1枚引く。',
      '[自動]:このキャラクターにセットカードがセットされた時、カードを1枚引く。',
    ],
  },
  {
    from: /(キャラクター|カード)は全て、?/g,
    to: '$1全ては',
    note: '「あなたのキャラクターは全て、…」: all of them',
    example: [
      'ターン終了時まで、あなたのキャラクターは全て、相手の効果の対象にならない。',
      'ターン終了時まで、あなたのキャラクター全ては対戦相手の効果の対象にならない。',
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
    from: new RegExp(`(このキャラクター|${NOUN}(?:全て)?)は、?パワー([+-][0-9]+)(?:する|される)?。`, 'g'),
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
    from: /(?<=^|。)X(?:の値)?は、/g,
    to: 'Xは',
    note: '「Xは、…に等しい」: a comma after X',
    example: ['Xは、あなたの手札の枚数に等しい。', 'Xはあなたの手札の枚数に等しい。'],
  },
  {
    from: /(?<=対象とし、)((?:ターン終了時まで|このターン中)、)?(?=破壊されない|【[^】]+】を得)/g,
    to: '$1それは',
    note: '「…を対象とし、ターン終了時まで、破壊されない」: the target is what is not destroyed (gains)',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、破壊されない。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは破壊されない。',
    ],
  },
  {
    from: /を?対象(?:にする|とする|に選ぶ)。(?=.)/g,
    to: 'を対象とし、',
    note: 'the targets as their own sentence (「…を対象にする。…」): they are chosen for the sentences after it',
    example: [
      '対戦相手のキャラクター1体を対象にする。ターン終了時まで、それのパワーを-1000する。',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-1000する。',
    ],
  },
  {
    from: /(?<=(?:トラッシュ|手札|ダメージフィールド|ガードデッキ|除外領域)(?:にある|の)[^、。]*?)を([0-9一二三四五]+[体枚](?:まで)?)を?(?=対象)/g,
    to: '$1',
    note: '「トラッシュにあるカードを1枚まで対象とし」: the count of targets in a zone',
    example: [
      'あなたのトラッシュにあるキャラクターカードを1枚まで対象とし、それを手札に加える。',
      'あなたのトラッシュにあるキャラクターカード1枚まで対象とし、それを手札に加える。',
    ],
  },
  {
    from: /((?:トラッシュ|手札|ダメージフィールド|ガードデッキ|除外領域)から[^、。]*?を[0-9一二三四五X]+枚(?:まで)?)、?(?=手札に加え|戦場に登場させ|トラッシュに置|メインデッキの一番[上下]に置|ゲームから除外)/g,
    to: '$1選び、',
    note: '「トラッシュから…を1枚まで手札に加える」: choosing the cards and moving them',
    example: [
      'あなたのトラッシュからキャラクターカードを1枚まで手札に加える。',
      'あなたのトラッシュからキャラクターカードを1枚まで選び、手札に加える。',
    ],
  },
  {
    from: /(?<=^|。|、)(?:あなた|自分)は(?=(?:ターン終了時まで|このターン中)、|[^、。]*?(?:を破壊|ダメージを与え|のパワーを|をスリープに|をアクティブに|を手札に戻|を持ち主の手札に戻|を得))/g,
    to: '',
    note: '「あなたは、…を破壊してもよい」: you are the one who acts anyway (actions without a player)',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたは、対戦相手のキャラクター全てに1000ダメージを与えてもよい。',
      '[自動]:このキャラクターが破壊された時、対戦相手のキャラクター全てに1000ダメージを与えてもよい。',
    ],
  },
  // 「このキャラクターのカード」 has no row: the grammar reads it (ref thisCharacterCard, the card even once
  // destroyed), and reading it as 「このキャラクター」 would lose that.
  {
    from: /(その|破壊した)キャラクターのカード(?=を|は|が)/g,
    to: '$1キャラクター',
    note: '「そのキャラクターのカード」 is that character (the card of a destroyed one waits in limbo, HF-9.6)',
    example: [
      '[自動]：あなたのキャラクターが破壊された時、そのキャラクターのカードを持ち主の手札に戻す。',
      '[自動]:あなたのキャラクターが破壊された時、そのキャラクターを持ち主の手札に戻す。',
    ],
  },
  {
    from: /(キャラクター)が(《[^》]+》)(?:を持つ)?(?:キャラクター)?(?:である)?(?:を持っている)?(なら|ならば|場合)、(?:さらに、?)?/g,
    to: '$1が$2を持つキャラクターである$3、',
    note: '「そのキャラクターが《水霊》なら、」: the character has the trait',
    example: [
      'あなたのキャラクター1体を対象とし、そのキャラクターが《水霊》なら、それのパワーを+1000する。',
      'あなたのキャラクター1体を対象とし、そのキャラクターが《水霊》を持つキャラクターであるなら、それのパワーを+1000する。',
    ],
  },
  {
    from: /(それ|このカード|そのカード)が(《[^》]+》)(?:を持つ)?(?:カード)?(?:である)?(?:を持っている)?(なら|ならば|場合)、/g,
    to: '$1が$2を持つカードである$3、',
    note: '「それが《水霊》なら、」: the card has the trait (any kind of card)',
    example: [
      'あなたのトラッシュのカード1枚を対象とし、それが《水霊》なら、それを手札に加える。',
      'あなたのトラッシュのカード1枚を対象とし、それが《水霊》を持つカードであるなら、それを手札に加える。',
    ],
  },
  // 「…を、ターン終了時まで、あなたのキャラクターとする」 has no row: the grammar reads the duration where it is
  // (controlAction, HF-14.2), so 「…とし、それらをアクティブにする」 keeps its one-time second action; moving
  // the duration to the front made it apply to the whole sentence (HF-E062). 「…全てを、このターン中、パワー
  // -2000する」 is designerStyleWords.ts's row.
  {
    from: /を、?((?:ターン終了時まで|このターン中|次のあなたのターン終了時まで)、)?(あなた|自分)のキャラクターに(する|し、)/g,
    to: 'を、$1$2のキャラクターと$3',
    note: '「…を、ターン終了時まで、自分のキャラクターにする」: control (HF-14.2), read as 「…とする」',
    example: [
      '相手のキャラクター1体を選び、それを、次のあなたのターン終了時まで、自分のキャラクターにする。',
      '対戦相手のキャラクター1体を選び、それを、次のあなたのターン終了時まで、自分のキャラクターとする。',
    ],
  },
  {
    from: /(あなた|自分|対戦相手|相手)の(キャラクター)のうち、?(スリープ|アクティブ)(?:状態)?である(?:もの)/g,
    to: '$1の$3である$2',
    note: '「対戦相手のキャラクターのうちスリープであるもの」: an asleep (active) character',
    example: [
      '対戦相手のキャラクターのうちスリープであるもの一体を対象とし、それを破壊する。',
      '対戦相手のスリープであるキャラクター一体を対象とし、それを破壊する。',
    ],
  },
  {
    from: /のうち、?(コスト|エネルギーコスト|パワー)([0-9]+)(以上|以下)(の|である)もの/g,
    to: 'のうち$1が$2$3$4もの',
    note: '「対戦相手のキャラクターのうちコスト2以下のもの」: 「コストが2以下の」',
    example: [
      '対戦相手のキャラクターのうちコスト2以下のもの一体を対象とし、それを破壊する。',
      '対戦相手のキャラクターのうちコストが2以下のもの一体を対象とし、それを破壊する。',
    ],
  },
  {
    from: /(?:(?:あなた|自分)のキャラクターとして、?)(?:アクティブ(?:状態)?で、?)?(?=戦場に登場させ)|アクティブ(?:状態)?で、?(?=戦場に登場させ)|(?<=を)(?:あなた|自分)の(?=戦場に登場させ)/g,
    to: '',
    note: '「あなたのキャラクターとしてアクティブで戦場に登場させる」: a card enters under your control, active (HF-3)',
    example: [
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それをあなたのキャラクターとしてアクティブで戦場に登場させる。',
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それを戦場に登場させる。',
    ],
  },
  {
    from: /パワーは、?([+-][0-9]+)され、/g,
    to: 'パワーを$1し、',
    note: '「このキャラクターのパワーは+2000され、…」: a power change followed by another',
    example: [
      '[自動]：あなたのターンの間、このキャラクターのパワーは+2000され、このキャラクターは【死殺】を得る。',
      '[自動]:あなたのターンの間、このキャラクターのパワーを+2000し、このキャラクターは【死殺】を得る。',
    ],
  },
  {
    from: /は、?(【[^】]+】)を持つ。/g,
    to: 'は$1を得る。',
    note: '「このキャラクターは【死殺】を持つ。」 in an ability: it has (gains) the keyword',
    example: [
      '[自動]：あなたのターンの間、このキャラクターは【死殺】を持つ。',
      '[自動]:あなたのターンの間、このキャラクターは【死殺】を得る。',
    ],
  },
  {
    from: /(【[^】]+】)を(?:1|一)つ(?=得)/g,
    to: '$1を',
    note: '「【強撃】を1つ得る」: one instance of the keyword (HF-13.10)',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【強撃】を1つ得る。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【強撃】を得る。',
    ],
  },
  {
    from: /に([0-9]+)を(?:掛け|かけ)た(?:値|数)/g,
    to: 'の$1倍',
    note: '「Xは…の数に500を掛けた値に等しい」: times 500',
    example: [
      '対戦相手のキャラクター1体を対象とし、それにXダメージを与える。Xは、あなたのトラッシュにあるカードの数に500を掛けた値に等しい。',
      '対戦相手のキャラクター1体を対象とし、それにXダメージを与える。Xはあなたのトラッシュにあるカードの数の500倍に等しい。',
    ],
  },
  {
    from: /(ターン終了時まで、|このターン中、)?(それ|そのキャラクター|このキャラクター)は、?破壊されない(?:し|うえ|上に|上|、かつ)、?((?:対戦相手|相手)の(?:キャラクターの能力の|コマンドの効果の|コマンドの|カードの効果の|効果の)?)?対象にも(?:ならない|選ばれない)。/g,
    to: '$1$2は破壊されない。$1$2は$3対象にならない。',
    note: '「それは破壊されないし、相手の効果の対象にもならない。」: two lasting effects, one sentence each',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは、破壊されないし、相手の効果の対象にもならない。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それは破壊されない。ターン終了時まで、それは対戦相手の効果の対象にならない。',
    ],
  },
  {
    from: /(以上|以下|いる|居る|ある|ない|無い|いない|居ない)(の)?(?:時|とき|際)、/g,
    to: '$1$2場合、',
    note: '「手札が2枚以下の時、」: a condition (not a trigger: nothing happened)',
    example: [
      '[自動]：あなたのターン終了時、あなたの手札が2枚以下の時、カードを1枚引く。',
      '[自動]:あなたのターン終了時、あなたの手札が2枚以下の場合、カードを1枚引く。',
    ],
  },
  {
    from: /((?:あなた|対戦相手)の(?:トラッシュ|手札|ダメージフィールド|ガードデッキ|除外領域))(?:の|にある)((?:《[^》]+》を持つ)?(?:キャラクターカード|セットカード|コマンドカード|カード))が([0-9]+)枚(以上|以下)(?:ある)?(?:の)?(場合|なら|ならば)、/g,
    to: '$1に$2が$3枚$4ある$5、',
    note: '「あなたのトラッシュのキャラクターカードが5枚以上なら、」: cards of a kind in a zone',
    example: [
      '[自動]：あなたのトラッシュのキャラクターカードが5枚以上の場合、このキャラクターのパワーを+1000する。',
      '[自動]:あなたのトラッシュにキャラクターカードが5枚以上ある場合、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: /([0-9]+(?:枚|体)(?:以上|以下))(あ|い)れば、/g,
    to: '$1$2るなら、',
    note: '「…が5枚以上あれば、」',
    example: [
      '[自動]：あなたのトラッシュにキャラクターカードが5枚以上あれば、このキャラクターのパワーを+1000する。',
      '[自動]:あなたのトラッシュにキャラクターカードが5枚以上あるなら、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: /持ち主の(?=メインデッキの一番[上下]に|トラッシュに|ガードデッキに)/g,
    to: '',
    note: '「持ち主のメインデッキの一番下に置く」: a card always goes to its owner’s zone (HF-3.4)',
    example: [
      '対戦相手のキャラクター1体を対象とし、それを持ち主の山札の一番下に置く。',
      '対戦相手のキャラクター1体を対象とし、それをメインデッキの一番下に置く。',
    ],
  },
  {
    from: /(?:お互い|両方|双方|全て|すべて)のプレイヤー(?=に)/g,
    to: '各プレイヤー',
    note: '「お互いのプレイヤーに1ダメージ」: each player',
    example: ['お互いのプレイヤーに1ダメージを与える。', '各プレイヤーに1ダメージを与える。'],
  },
  {
    from: /このカードを(?:セット|装備)したキャラクター/g,
    to: 'このカードがセットされているキャラクター',
    note: '「このカードをセットしたキャラクター」: the host',
    example: [
      '[自動]：このカードをセットしたキャラクターは【神速】を得る。',
      '[自動]:このカードがセットされているキャラクターは【神速】を得る。',
    ],
  },
  {
    from: /(^|[^がにをはもで])装備(?:している|してる)キャラクター/g,
    to: '$1このカードがセットされているキャラクター',
    note: '「装備しているキャラクター」 on a set card: its host (「《剣》を装備している…」 is left alone)',
    example: [
      '[自動]：装備しているキャラクターは【貫通】を得る。',
      '[自動]:このカードがセットされているキャラクターは【貫通】を得る。',
    ],
  },
  {
    from: /(^|[^がにをはもで])装備され(?:ている|てる|た)キャラクター/g,
    to: '$1このカードがセットされているキャラクター',
    note: '「装備されているキャラクター」: the host (a set card is set, not equipped)',
    example: [
      '[自動]：装備されているキャラクターは【神速】を得る。',
      '[自動]:このカードがセットされているキャラクターは【神速】を得る。',
    ],
  },
  {
    from: /のパワー([+-][0-9]+)(?:する)?。/g,
    to: 'のパワーを$1する。',
    note: '「…全てのパワー+500。」',
    example: [
      '[自動]：あなたのキャラクター全てのパワー+500。',
      '[自動]:あなたのキャラクター全てのパワーを+500する。',
    ],
  },
  {
    from: /手札から(?:カードを)?([0-9X一二三四五]+)枚を?選(び|んで)、?(?=捨て)/g,
    to: '手札を$1枚選$2',
    note: '「手札から1枚を選び、捨てる」: discarding',
    example: ['あなたは手札から1枚を選び、捨てる。', 'あなたは手札を1枚選び捨てる。'],
  },
  {
    from: /手札を([0-9X一二三四五]+)枚選(び|んで)、(?=捨て)/g,
    to: '手札を$1枚選$2',
    note: '「手札を1枚選び、捨てる」: discarding',
    example: ['あなたは手札を1枚選び、捨てる。', 'あなたは手札を1枚選び捨てる。'],
  },
  {
    from: /手札を([0-9X一二三四五]+)枚(?=トラッシュに置)/g,
    to: '手札からカードを$1枚選び、',
    note: '「手札を1枚トラッシュに置く」: choosing a card of the hand and putting it into the trash',
    example: ['手札を1枚トラッシュに置く。', '手札からカードを1枚選び、トラッシュに置く。'],
  },
  {
    from: /(対戦相手|あなた)の手札を([0-9X一二三四五]+)枚(?:選んで|選び)?捨てさせる/g,
    to: '$1は手札を$2枚捨てる',
    note: '「相手の手札を1枚捨てさせる」: that player discards (and chooses)',
    example: ['相手の手札を1枚捨てさせる。', '対戦相手は手札を1枚捨てる。'],
  },
  // ── cards ──
  {
    from: /(?<!のうち、?)(パワー|コスト|エネルギーコスト)が([0-9]+)(以上|以下)の(?=[^、。]*?(?:キャラクター|カード|セット|コマンド))/g,
    to: '$1$2$3の',
    note: '「パワーが3000以下の…キャラクター」: a power (cost) bound',
    example: [
      'パワーが3000以下の対戦相手のキャラクター1体を対象とし、それを破壊する。',
      'パワー3000以下の対戦相手のキャラクター1体を対象とし、それを破壊する。',
    ],
  },
  {
    from: /(?<=》)を持っている(?=[^、。]*?(?:キャラクター|カード|セット|コマンド))/g,
    to: 'を持つ',
    note: '「《剣士》を持っているキャラクター」',
    example: [
      '《剣士》を持っているキャラクター1体を対象とし、それを破壊する。',
      '《剣士》を持つキャラクター1体を対象とし、それを破壊する。',
    ],
  },
  {
    from: /名前に(「[^」]+」)(?:を|が)含(?:む|まれる)/g,
    to: '$1を名前に含む',
    note: '「名前に「紅蓮」を含む」',
    example: [
      '名前に「テスト」を含むキャラクター1体を対象とし、それを破壊する。',
      '「テスト」を名前に含むキャラクター1体を対象とし、それを破壊する。',
    ],
  },
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
  // 「[自動]：このカードがセットされているキャラクターが…時、」 has no row: the grammar reads the host as the
  // trigger's subject (hostSubject), and HF-E027 rejects it on a card that is not a set card.
  {
    from: /^(\[自動\]\s*[:\s]\s*)(このカードがセットされているキャラクター|このキャラクター)が([^、。]+?)(なら|場合)、(?:さらに、?)?パワー([+-][0-9]+)(?:する)?。$/g,
    to: '$1$2が$3$4、$2のパワーを$5する。',
    note: '「[自動]：セットされたキャラクターが《水霊》なら、さらにパワー+1000。」: its power',
    example: [
      '[自動]：セットされたキャラクターが《水霊》なら、さらにパワー+1000。',
      '[自動]:このカードがセットされているキャラクターが《水霊》を持つキャラクターであるなら、このカードがセットされているキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: /(キャラクター|カード|セットカード|ワールド・セット)(全て)?は、(?=[^、。]*(?:対象にならない|破壊されない|攻撃できない|防御できない|を受けない|を得る))/g,
    to: '$1$2は',
    note: '「あなたの《剣士》を持つキャラクターは、【貫通】を得る」: a comma after the topic',
    example: [
      '[自動]：あなたの《剣士》を持つキャラクターは、【貫通】を得る。',
      '[自動]:あなたの《剣士》を持つキャラクターは【貫通】を得る。',
    ],
  },
  {
    from: /(このキャラクター|このカード|それ|そのキャラクター|セットされているキャラクター)は、(?=[^、。]*(?:対象にならない|破壊されない|攻撃できない|防御できない|を受けない|を得る))/g,
    to: '$1は',
    note: '「このキャラクターは、…」: a comma after the topic',
    example: [
      '[自動]：このキャラクターは、相手のコマンドの対象にならない。',
      '[自動]:このキャラクターは対戦相手のコマンドの対象にならない。',
    ],
  },
  // ── cost changes (HF-5.12) ──
  {
    from: /は、?(?:プレイする(?:時|とき|際)の)?(エネルギーコスト|コスト)が([0-9一二三四五]+)(少なく|多く)なる/g,
    to: 'の$1は$2$3なる',
    note: '「…カードは、コストが1少なくなる」: that card’s cost',
    example: [
      '[自動]：あなたの《竜》を持つカードは、プレイする時のコストが1少なくなる。',
      '[自動]:あなたの《竜》を持つカードのコストは1少なくなる。',
    ],
  },
  {
    // Not after 「次に」: 「このターン、次にあなたがプレイする…」 is the next play (nextPlayCostAction), read whole.
    from: /(?<!次に|対戦)(あなた|自分|対戦相手|相手)がプレイする(?=[^、。]*(?:コスト))/g,
    to: '$1の',
    note: '「あなたがプレイする《竜》を持つカードのコスト」: your cards (only their owner plays them)',
    example: [
      '[自動]：あなたがプレイする《竜》を持つカードのコストは1少なくなる。',
      '[自動]:あなたの《竜》を持つカードのコストは1少なくなる。',
    ],
  },
  {
    from: /。(?:でも|但し|ただ)、?(?=(?:コストは)?[0-9]+より少なく)/g,
    to: '。ただし、',
    note: '「でも、1より少なくはならない」: the cost floor',
    example: [
      '[自動]：あなたの《竜》を持つカードのコストは2少なくなる。でも、1より少なくはならない。',
      '[自動]:あなたの《竜》を持つカードのコストは2少なくなる。ただし、1より少なくはならない。',
    ],
  },
  {
    from: /(?:コストは)?([0-9]+)(?:より少なく|未満に)(?:は|も)?ならない/g,
    to: '$1より少なくはならない',
    note: '「1未満にはならない」: the cost floor',
    example: [
      '[自動]：あなたの《竜》を持つカードのコストは2少なくなる。ただし、1未満にはならない。',
      '[自動]:あなたの《竜》を持つカードのコストは2少なくなる。ただし、1より少なくはならない。',
    ],
  },
  // ── once per turn (HF-12.8) ──
  {
    from: new RegExp(
      `(?:(?:この(?:起動|自動)?(?:能力|効果)|これ)は、?)?(?:(?:1|一)ターンに(?:つき)?(?:1|一)(?:回|度)|(?:各)?ターン(?:1|一)回)(?:まで|だけ|のみ)?(?:しか)?${ONCE_VERB}。`,
      'g',
    ),
    to: '1ターンに1回。',
    note: 'once per turn as its own sentence (「この能力は1ターンに1回まで使用できる」)',
    example: [
      '[2]：カードを1枚引く。この能力は1ターンに1回まで使用できる。',
      '[2]:カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    from: /(?<=\(|。)この効果は、?(?:1|一)ターンに(?:1|一)(?:回|度)(?:しか|のみ|だけ)?発揮(?:されない|しない|できない)。/g,
    to: '1ターンに1回。',
    note: '「この効果は1ターンに1回しか発揮されない。」: once per turn (HF-12.8), the passive spelling',
    example: [
      '[自動]：このキャラクターが攻撃した時、カードを1枚引く。この効果は1ターンに1回しか発揮されない。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    from: /(?:この(?:起動|自動)?(?:能力|効果)|これ)は、?(?:(?:1|一)ターンに(?:つき)?(?:1|一)(?:回|度)|(?:各)?ターン(?:1|一)回)(?:まで|だけ|のみ)?。/g,
    to: '1ターンに1回。',
    note: 'once per turn as its own sentence without a verb (「これは1ターンに1回だけ。」)',
    example: ['[2]：カードを1枚引く。これは1ターンに1回だけ。', '[2]:カードを1枚引く。1ターンに1回。'],
  },
  {
    from: /(?<=。)(?:(?:1|一)ターンに(?:つき)?(?:1|一)(?:回|度)|(?:各)?ターン(?:1|一)回)(?:まで|だけ|のみ)?。/g,
    to: '1ターンに1回。',
    note: 'once per turn as a last sentence, every spelling (「1ターンに1度。」)',
    example: ['[2]：カードを1枚引く。1ターンに1度。', '[2]:カードを1枚引く。1ターンに1回。'],
  },
  {
    from: /^(\[自動\]\s*[:\s]\s*)([^、。「」]+?(?:時|たび)、)1ターンに1回、/g,
    to: '$11ターンに1回、$2',
    note: '「[自動]：…した時、1ターンに1回、…」: once per turn written after the trigger (HF-12.8)',
    example: [
      '[自動]：あなたのキャラクターが破壊された時、1ターンに1回、カードを1枚引く。',
      '[自動]:1ターンに1回、あなたのキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  // ── 【空装】 (HF-13.8) ──
  {
    from: /(?<=条件\s*[:：]\s*)(?:あなたの|自分の)?デッキ(?:の中)?の(?=(?:キャラクターカード|カード)が全て)/g,
    to: 'あなたのメインデッキとガードデッキの',
    note: '「【空装 条件：デッキのキャラクターカードが全て…」: the whole deck, main and guard (HF-1)',
    example: [
      '【空装 条件：デッキのキャラクターカードが全て《水霊》か《巫女》を持つ 効果：追加デッキを使用する。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《水霊》か《巫女》を持つ 効果:追加デッキを使用する。】',
    ],
  },
  {
    from: /(?<=》)を持っている(?=\s*効果|[、,]|】)/g,
    to: 'を持つ',
    note: '「…が全て《水霊》か《巫女》を持っている」 in a 【空装】 condition',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《水霊》を持っている 効果：追加デッキを使用する。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《水霊》を持つ 効果:追加デッキを使用する。】',
    ],
  },
  {
    from: /(?<=条件\s*:\s*)自分の(?=メインデッキとガードデッキの)/g,
    to: 'あなたの',
    note: '「【空装 条件：自分のメインデッキとガードデッキの…」: 自分 is あなた',
    example: [
      '【空装 条件：自分のメインデッキとガードデッキのキャラクターカードが全て《水霊》を持つ 効果：追加デッキを使用する。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《水霊》を持つ 効果:追加デッキを使用する。】',
    ],
  },
  {
    from: /(?<=条件\s*:[^】]*?》)の(?:少なくとも一方|少なくとも1つ|いずれか|どちらか)を持つ(?=\s*効果|[、。])/g,
    to: 'を持つ',
    note: '「…が全て《A》か《B》の少なくとも一方を持つ」 in a 【空装】 condition: 「《A》か《B》を持つ」 is at least one already',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《水霊》か《巫女》の少なくとも一方を持つ 効果：追加デッキを使用する。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《水霊》か《巫女》を持つ 効果:追加デッキを使用する。】',
    ],
  },
  {
    from: /(?<=条件\s*:[^】]*?)。(?=\s*効果\s*:)/g,
    to: '',
    note: '「【空装 条件：…を持つ。 効果：…】」: a full stop ending the condition',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《水霊》を持つ。 効果：追加デッキを使用する。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《水霊》を持つ 効果:追加デッキを使用する。】',
    ],
  },
  {
    from: /(効果\s*:\s*)([^】]*?(?:時|たび)、[^】]*?。)1ターンに1回。(?=】)/g,
    to: '$11ターンに1回、$2',
    note: '「【空装 … 効果：…した時、…。1ターンに1回。】」: once per turn (HF-12.8) of the 【空装】 auto ability, written last',
    example: [
      '【空装 条件：《騎士》を持つカードが6枚以上 効果：あなたのキャラクターが破壊された時、カードを1枚引く。この効果は1ターンに1回しか発揮されない。】',
      '【空装 条件:《騎士》を持つカードが6枚以上 効果:1ターンに1回、あなたのキャラクターが破壊された時、カードを1枚引く。】',
    ],
  },
  // ── modes (HF-5.13) ──
  // a mode's bullet (● ■ ◆ ▶ … after a line choosing among modes) is read as 「・」 by the file parser, which knows the
  // line before; a line read alone takes a leading mark as an ability's (codegen/dsl/designerWordsTrain8b.ts)
  {
    from: /次の(?:うち|中)から([0-9一二三])つ(?:を)?選(?:ぶ|択する)。/g,
    to: '次から$1つ選ぶ。',
    note: 'choose one of the modes, every spelling',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、次のうちから1つを選択する。',
      '[自動]:このキャラクターが戦場に登場した時、次から1つ選ぶ。',
    ],
  },
  // ── issue 22 point 3: continuous abilities, restrictions and cost changes (codegen/dsl/designerWordsStatic.ts) ──
  ...STATIC_WORDS,
  // ── issue 22 point 3 (i22b): playing and its costs (codegen/dsl/designerWordsPlay.ts) ──
  ...PLAY_WORDS,
  // ── header fields written as sentences (matched as the field, codegen/dsl/parse/matchLine.ts) ──
  {
    from: /^このカードは、?(.+?)に(?:しか|だけ|のみ)(?:セット|装備)(?:でき|出来)(?:る|ない)。?$/g,
    to: `${SET_ON_FIELD}$1`,
    note: 'a set card restricting where it goes (「このカードは、…にしかセットできない」) is its セット対象 field',
    example: ['このカードは、あなたのキャラクターにしかセットできない。', 'セット対象:あなたのキャラクター'],
  },
  // ── i22w: rows of other TCGs' styles (codegen/dsl/designerStyleWords.ts) ──
  ...STYLE_WORDS,
  // ── i22n: rows of the second blind round (codegen/dsl/designerWordsTrain2.ts) ──
  ...TRAIN2_WORDS,
  // ── i22t: rows of the third blind round (codegen/dsl/designerWordsTrain3.ts) ──
  ...TRAIN3_WORDS,
  // ── i22a: the set-card family (codegen/dsl/designerWordsSetCards.ts) ──
  ...SET_CARD_WORDS,
  // ── i22w: wordings reported by other helpers (codegen/dsl/designerWordsI22w.ts) ──
  ...I22W_WORDS,
  // ── i22h: wordings of the fourth round's train halves (codegen/dsl/designerWordsI22h.ts) ──
  ...I22H_WORDS,
  // ── i22tb: rows of the fourth round's d19/d20 train halves (codegen/dsl/designerWordsTrain4b.ts) ──
  ...TRAIN4B_WORDS,
  // ── i22ta: wordings of the fifth round's train halves (codegen/dsl/designerWordsTrain4a.ts) ──
  ...TRAIN4A_WORDS,
  // ── i22m: wordings of the mechanics i22m added (codegen/dsl/designerWordsI22m.ts) ──
  ...I22M_WORDS,
  // ── i22tb: wordings of the sixth round's train halves (codegen/dsl/designerWordsTrain5b.ts) ──
  ...TRAIN5B_WORDS,
  // ── i22e: wordings found while checking HF-E040 (codegen/dsl/designerWordsI22e.ts) ──
  ...I22E_WORDS,
  // ── i22ta: wordings of the sixth round's train halves (codegen/dsl/designerWordsTrain5a.ts) ──
  ...TRAIN5A_WORDS,
  // ── i22ta6: wordings of the seventh round's train halves (codegen/dsl/designerWordsTrain6a.ts) ──
  ...TRAIN6A_WORDS,
  // ── i22x8: two targets named by their player or trait, read as 前者／後者 before i22tb6's row splits the targets
  // (codegen/dsl/designerWordsI22x8.ts) ──
  ...I22X8_TWO_TARGET_WORDS,
  // ── i22tb6: wordings of the seventh round's train halves (codegen/dsl/designerWordsTrain6b.ts) ──
  ...TRAIN6B_WORDS,
  // ── i22r: wordings of d25–d28 (codegen/dsl/designerWordsI22r.ts) ──
  ...I22R_WORDS,
  // ── i22ta7: wordings of the eighth round's train halves (codegen/dsl/designerWordsTrain7a.ts) ──
  ...TRAIN7A_WORDS,
  // ── i22tb7: wordings of the eighth round's train halves (codegen/dsl/designerWordsTrain7b.ts) ──
  ...TRAIN7B_WORDS,
  // ── i22ta8: wordings of the ninth round's train halves (codegen/dsl/designerWordsTrain8a.ts) ──
  ...TRAIN8A_WORDS,
  // ── i22tb8: wordings of the ninth round's train halves (codegen/dsl/designerWordsTrain8b.ts) ──
  ...TRAIN8B_WORDS,
  // ── i22tb9: wordings of the ninth round's train halves (codegen/dsl/designerWordsTrain9b.ts) ──
  ...TRAIN9B_WORDS,
  // ── i22x8: reminder notes that restate the sentence before them (codegen/dsl/designerWordsI22x8.ts) ──
  ...I22X8_WORDS,
  ...I22X8_DECLARE_WORDS,
  ...I22X8_ALL_THEN_THEM_WORDS,
  // ── i22ta9: wordings of the ninth round's train halves (codegen/dsl/designerWordsTrain9a.ts) ──
  ...TRAIN9A_WORDS,
  // ── i22m9: mechanics written in another form (codegen/dsl/designerWordsI22m9.ts) ──
  ...I22M9_WORDS,
  // ── m10b: mechanics written in another form (codegen/dsl/designerWordsM10b.ts) ──
  ...M10B_WORDS,
  // ── t10: wordings of the tenth round's train halves (codegen/dsl/designerWordsTrain10.ts) ──
  ...TRAIN10_WORDS,
  // ── m10a: mechanics the language lacked, set A (codegen/dsl/designerWordsM10a.ts) ──
  ...M10A_WORDS,
  // ── t11: wordings of the eleventh round's train halves (codegen/dsl/designerWordsTrain11.ts) ──
  ...TRAIN11_WORDS,
  // ── m11: mechanics the blind designers named (codegen/dsl/designerWordsM11.ts) ──
  ...M11_WORDS,
  // ── t12a: the twelfth round's d51 train wordings (codegen/dsl/designerWordsTrain12a.ts) ──
  ...TRAIN12A_WORDS,
  // ── t12b: wordings of the twelfth round's d49/d50/d52 train halves (codegen/dsl/designerWordsTrain12b.ts) ──
  ...TRAIN12B_WORDS,
  // ── t13b: wordings of the thirteenth round's d53/d54/d55 train halves (codegen/dsl/designerWordsTrain13b.ts) ──
  ...TRAIN13B_WORDS,
  // ── t14b: wordings of the fourteenth round's d58/d59 train halves (codegen/dsl/designerWordsTrain14b.ts) ──
  ...TRAIN14B_WORDS,
  // ── t13a: the thirteenth round's d56 train wordings (codegen/dsl/designerWordsTrain13a.ts) ──
  ...TRAIN13A_WORDS,
  // ── t14a: the fourteenth round's d57 train wordings (codegen/dsl/designerWordsTrain14a.ts) ──
  ...TRAIN14A_WORDS,
  // ── t15b: the fifteenth round's d62/d63/d64 train wordings (codegen/dsl/designerWordsTrain15b.ts) ──
  ...TRAIN15B_WORDS,
  // ── t16b: the sixteenth round's d67/d68 train wordings (codegen/dsl/designerWordsTrain16b.ts) ──
  ...TRAIN16B_WORDS,
  // ── t17a: the seventeenth round's d69 train wordings (codegen/dsl/designerWordsTrain17a.ts) ──
  ...TRAIN17A_WORDS,
  // ── t17b: the seventeenth round's d70/d71 train wordings (codegen/dsl/designerWordsTrain17b.ts) ──
  ...TRAIN17B_WORDS,
  // ── t15a: the fifteenth round's d61 train wordings (codegen/dsl/designerWordsTrain15a.ts) ──
  ...TRAIN15A_WORDS,
  // ── m12: mechanics the committed corpora still lacked (codegen/dsl/designerWordsM12.ts) ──
  ...M12_WORDS,
  // ── mech13: the optional extra payment on play (codegen/dsl/designerWordsM13.ts) ──
  ...M13_WORDS,
  // ── mech15: the play limit per card name (codegen/dsl/designerWordsM15.ts) ──
  ...M15_WORDS,
  // ── mech16: abilities that cannot be used, two restrictions in one phrase (codegen/dsl/designerWordsM16.ts) ──
  ...M16_WORDS,
  // ── mech17: attack targets restricted (codegen/dsl/designerWordsM17.ts) ──
  ...M17_WORDS,
  // ── diag13: wordings of mechanics the first diagnostics named as missing (codegen/dsl/designerWordsD13.ts) ──
  ...D13_WORDS,
  // ── diag16: the committed corpora's last catch-all wordings, read last (codegen/dsl/designerWordsDiag16.ts) ──
  ...DIAG16_WORDS,
  // ── lead17: a win written as a win, 「探して」 for a search (codegen/dsl/designerWordsLead17.ts) ──
  ...LEAD17_WORDS,
  // ── mech18: 「…全てのパワーを+2000し、それらは…」, the selector named again, read last (codegen/dsl/designerWordsM18.ts) ──
  ...M18_WORDS,
  // ── mech21: strict count bounds (「3枚より多いなら」「3体未満なら」), two players' counts in the short way, 「ただし、…なら、代わりに」「1枚ではなく2枚」, read last: what earlier rows read (「13枚未満の場合」 after 「13枚以上ある場合」, 「自分のエネルギーが相手より」) stays theirs (codegen/dsl/designerWordsMech21.ts) ──
  ...MECH21_WORDS,
  // ── mech22: 「…が攻撃したターンの終わりに」, 「1ターンに1回だけはたらく」, 「このカードのカルネージを支払っていたなら」, read last (codegen/dsl/designerWordsMech22.ts) ──
  ...MECH22_WORDS,
  // ── t23a: d94's 「それは+2000のパワーと【強撃】を得る」「これは…1体につき+1000のパワーを得る」, d95's kana 「上から1まいを見る」「つぎののうりょくをもつ」, read last (codegen/dsl/designerWordsTrain23a.ts) ──
  ...TRAIN23A_WORDS,
  // ── mech23: 「…へのダメージは1000少なくなる」 (a reduction), 「あなたが各ターンに最初にプレイする…のコスト」, read last (codegen/dsl/designerWordsMech23.ts) ──
  ...MECH23_WORDS,
];
