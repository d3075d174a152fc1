// Every diagnostic the DSL compiler and `hflux gen` report: code, severity, Japanese and English message
// templates and an example of text that triggers it. `{name}` is replaced by the argument `name`. The codes
// table of docs/dsl.md is generated from here (`npm run docs:codes`; ./table.ts), never edited by hand.
import type { Severity } from '../types.js';

export interface CodeInfo {
  severity: Severity;
  ja: string;
  en: string;
  /** A line (or lines) that triggers it, for the designer's reference. */
  example: string;
  /** What the docs table adds in parentheses, when the message alone does not say enough (English). */
  note?: string;
}

export const CODES = {
  'HF-E001': {
    severity: 'error',
    ja: 'ファイルの先頭に【セット】行がありません。1行目に「【セット】{id}」と書いてください。',
    en: 'The file does not start with a 【セット】 line: write "【セット】{id}" as its first line.',
    example: '【カード】紅蓮の剣士   ← 【セット】行より前',
  },
  'HF-E002': {
    severity: 'error',
    ja: 'セットID「{id}」は使えません。英小文字・数字・「-」だけで書いてください。',
    en: 'Set id "{id}" is not valid: use lowercase ASCII letters, digits and "-".',
    example: '【セット】スターター',
  },
  'HF-E003': {
    severity: 'error',
    ja: 'この行を読めません。',
    en: 'This line cannot be read.',
    example: 'コスㇳ：3',
  },
  'HF-E004': {
    severity: 'error',
    ja: '「{field}」が2回書かれています。',
    en: 'Field "{field}" is written twice.',
    example: 'コスト：3 の後にもう一度 コスト：2',
  },
  'HF-E005': {
    severity: 'error',
    ja: '「{field}」がありません。',
    en: 'Field "{field}" is missing.',
    example: '【カード】… に 種別： の行がない',
  },
  'HF-E006': {
    severity: 'error',
    ja: '「{field}」の値を読めません。',
    en: 'The value of field "{field}" cannot be read.',
    example: '種別：キャラ',
  },
  'HF-E007': {
    severity: 'error',
    ja: '字下げされた行は「テキスト：」か「定義：」の後にだけ書けます。',
    en: 'An indented line may only follow "テキスト：" or "定義：".',
    example: '  【反撃】   ← テキスト：の行がない',
  },
  'HF-E008': {
    severity: 'error',
    ja: 'キャラクターには「パワー：」が必要です。',
    en: 'A character needs a "パワー：" line.',
    example: '種別：キャラクター で パワー：の行がない',
  },
  'HF-E009': {
    severity: 'error',
    ja: '{kind}にはパワーを書けません。',
    en: 'A {kindEn} has no power.',
    example: '種別：コマンド と パワー：1000',
  },
  'HF-E010': {
    severity: 'error',
    ja: '{reason}',
    en: '{reasonEn}',
    example: '種別：セット と パワー：1000（+1000 と書く）',
    note: 'power written the wrong way for the card type',
  },
  'HF-E011': {
    severity: 'error',
    ja: 'この文を読めません。',
    en: 'This sentence cannot be read.',
    note: 'an unknown word or wording; see "Unknown word or unsupported mechanic" above',
    example: '  [自動] このキャラクターが戦場に登場しだ時、あなたはメインデッキからカードを1枚引く。',
  },
  'HF-E012': {
    severity: 'error',
    ja: 'キーワード【{name}】は定義されていません（rules/keywords.hf）。',
    en: 'Keyword 【{name}】 is not defined (rules/keywords.hf).',
    example: '  【反激】',
  },
  'HF-E013': {
    severity: 'error',
    ja: '『{open}』が閉じていません（『{close}』がありません）。',
    en: '"{open}" is not closed (missing "{close}").',
    example: '  【反撃',
  },
  'HF-E014': {
    severity: 'error',
    ja: 'コスト[…]は起動能力（[コスト]：効果）にだけ書けます。',
    en: 'Cost brackets belong only to an activated ability ([cost]: effect).',
    example: '  [2][自動] このキャラクターが戦場に登場した時、…',
  },
  'HF-E015': {
    severity: 'error',
    ja: 'コスト[{text}]は使えません。使えるのは [数字] [X] [スリープ] [カルネージ数字] [カルネージX] [手札をN枚捨てる] [あなたの他のキャラクター1体を破壊する] [あなたのキャラクター1体をトラッシュに置く] です。',
    en: 'Cost [{text}] is not supported: use [N] [X] [スリープ] [カルネージN] [カルネージX] [手札をN枚捨てる] [あなたの他のキャラクター1体を破壊する] [あなたのキャラクター1体をトラッシュに置く].',
    example: '  [山札を1枚捨てる]：…',
  },
  'HF-E016': {
    severity: 'error',
    ja: '「{word}」が指すものがありません。「…を対象とし、」で対象を指定してください。',
    en: '"{word}" refers to nothing: name a target with 「…を対象とし、」.',
    example: '  それを破壊する。   ← コマンドに対象がない',
  },
  'HF-E017': {
    severity: 'error',
    ja: '{kind}は能力を持てません（{what}）。',
    en: 'A {kindEn} cannot have abilities ({whatEn}).',
    example: '種別：コマンド と テキスト：【反撃】',
  },
  'HF-E018': {
    severity: 'error',
    ja: 'Xの値が決まっていません。コスト[X]・[カルネージX]を付けるか「Xは…に等しい。」と書いてください。',
    en: 'X has no value: add an [X] / [カルネージX] cost or write 「Xは…に等しい。」.',
    example: '  対戦相手にXダメージを与える。',
  },
  'HF-E019': {
    severity: 'error',
    ja: 'カード名「{name}」はセット{set}の中で重複しています（最初は {first}）。',
    en: 'Card name "{name}" appears twice in set {set} (first at {first}).',
    example: '同じ【カード】名が2枚',
  },
  'HF-E020': {
    severity: 'error',
    ja: '「{name}」という名前のカードはありません。',
    en: 'No card is named "{name}".',
    example: '  「紅蓮の剣土」という名前のカード…',
  },
  'HF-W021': {
    severity: 'warning',
    ja: '分類《{name}》を持つカードはどこにも定義されていません。',
    en: 'No card in the project has the trait 《{name}》.',
    example: '  《剣土》を持つキャラクター一体を対象とし、…',
  },
  'HF-E022': {
    severity: 'error',
    ja: '{kind}には能力ではない効果の行を書けません（[自動] かコスト[…]：を付けてください）。',
    en: 'A {kindEn} cannot have a plain effect line (add [自動] or a [cost]:).',
    example: '種別：キャラクター と   あなたはメインデッキからカードを1枚引く。',
  },
  'HF-E023': {
    severity: 'error',
    ja: 'キーワード【{name}】の定義：{reason}',
    en: 'Definition of keyword 【{name}】: {reasonEn}',
    example: '【キーワード】堅守 に 定義：の行がない',
  },
  'HF-E024': {
    severity: 'error',
    ja: 'キーワード【{name}】は2回定義されています。',
    en: 'Keyword 【{name}】 is defined twice.',
    example: '【キーワード】反撃 が2つ',
  },
  'HF-E025': {
    severity: 'error',
    ja: '「{phrase}」は{where}には書けません。',
    en: '"{phrase}" cannot be used {whereEn}.',
    example: '  [自動] このキャラクターが戦場に登場した時、このキャラクターは破壊されない。',
  },
  'HF-E026': {
    severity: 'error',
    ja: '{where}では対象を取れません。',
    en: 'Targets cannot be chosen {whereEn}.',
    example: '  キャラクター一体を対象とし、それを破壊する。（セットカードのテキスト）',
  },
  'HF-E027': {
    severity: 'error',
    ja: '{kind}では「{trigger}」は起こりません。',
    en: 'For a {kindEn}, "{trigger}" never happens.',
    example: '種別：キャラクター と   [自動] このカードがセットされた時、…',
  },
  'HF-E028': {
    severity: 'error',
    ja: 'コマンドに効果がありません。',
    en: 'The command has no effect.',
    example: '種別：コマンド で テキスト：の効果の行がない',
  },
  'HF-E029': {
    severity: 'error',
    ja: '{what}は1枚のカードに1つだけ書けます。',
    en: 'A card may have only one {whatEn}.',
    example: '  【奥義：紅蓮】 と 【奥義：剣士】',
  },
  'HF-W031': {
    severity: 'warning',
    ja: 'セットID「{id}」がディレクトリ名「{dir}」と違います。「【セット】{dir}」と書くか、ファイルを cards/{id}/ に移してください。',
    en: 'Set id "{id}" differs from its directory name "{dir}": write "【セット】{dir}" or move the file to cards/{id}/.',
    example: 'cards/starter/fire.hf に 【セット】fire',
  },
  'HF-E032': {
    severity: 'error',
    ja: '{reason}',
    en: '{reasonEn}',
    example: '  [自動]：ターン終了時まで、このキャラクターのパワーを+1000する。',
    note: 'a duration a continuous ability cannot have',
  },
  'HF-W034': {
    severity: 'warning',
    ja: '【奥義：{word}】に対応するカード（名前に「{word}」を含むカード）がありません。',
    en: 'No card corresponds to 【奥義：{word}】 (no card name contains "{word}").',
    example: '  【奥義：紅蓮】 で名前に紅蓮を含むカードがない',
  },
  // nb18 (newcomer audit 1): an empty file, or one with only its 【セット】 line, passed `hflux check` silently
  'HF-W037': {
    severity: 'warning',
    ja: 'このファイルにはカードがありません（{what}）。「【カード】カード名」の行から1枚目を書いてください（docs/designer-guide.md）。',
    en: 'This file has no card ({whatEn}): start the first one with a "【カード】name" line (docs/designer-guide.md).',
    example: '【セット】mine   ← の後に【カード】の行がない',
    note: 'a file of only 【キーワード】 definitions is not warned',
  },
  // nc8 finding 8: the mirror of HF-E007
  'HF-E033': {
    severity: 'error',
    ja: '「テキスト：」の後の行は、行頭に半角空白2つを入れて字下げしてください。',
    en: 'The lines after "テキスト：" must be indented by two spaces.',
    example: 'テキスト： の次の行が [自動] … で始まる（字下げがない）',
  },
  'HF-E035': {
    severity: 'error',
    ja: '「{field}」は{where}には書けません。',
    en: 'Field "{field}" cannot be written {whereEn}.',
    example: '【セット】starter の直後に 種別：キャラクター（【カード】行がない）',
  },
  'HF-E036': {
    severity: 'error',
    ja: '【セット】行が2回あります。',
    en: 'The file has two 【セット】 lines.',
    example: '【セット】starter … 【セット】fire',
  },
  'HF-E040': {
    severity: 'error',
    ja: 'この言語には{mechanic}がありません（「{phrase}」）。近い書き方：{nearest}',
    en: 'This language does not support {mechanicEn} ("{phrase}"). Nearest supported wording: {nearest}',
    example: '  このターンの後に追加のターンを行う。',
  },
  'HF-E041': {
    severity: 'error',
    ja: '戦場で対象にできるのはキャラクター・ワールド・セット・セットカード（またはプレイ中のカード）です。手札・メインデッキ・トラッシュのカードなら、どこから選ぶかを書いてください（「あなたのトラッシュから…を1枚選び、」）。',
    en: 'On the battlefield only a character, a world set or a set card (or a card being played) can be a target. For a card in a hand, a main deck or a trash, say where it is chosen from ("あなたのトラッシュから…を1枚選び、").',
    example: '  コマンド一体を対象とし、それを破壊する。',
  },
  'HF-E042': {
    severity: 'error',
    ja: '「{what}」は「…全て」には使えません。「…一体を対象とし、それを…」と書いてください。',
    en: '"{what}" cannot apply to 「…全て」: target one card (「…一体を対象とし、それを…」).',
    example: '  対戦相手のキャラクター全てを無効にする。',
  },
  'HF-E043': {
    severity: 'error',
    ja: '[スリープ]は1つの能力に1つだけ書けます。',
    en: 'An ability can have [スリープ] only once.',
    example: '  [スリープ][スリープ]：対戦相手に1ダメージを与える。',
  },
  'HF-E044': {
    severity: 'error',
    ja: 'ワールド・セットはアクティブにもスリープにもならないので、[スリープ]を払えません（HF-3.2）。',
    en: 'A world set is neither active nor asleep, so [スリープ] can never be paid (HF-3.2).',
    example: '種別：ワールド・セット と   [スリープ]：…',
  },
  'HF-E045': {
    severity: 'error',
    ja: 'セット対象はセットカードにだけ書けます。',
    en: 'セット対象 belongs to set cards only.',
    example: '種別：キャラクター と セット対象：あなたのキャラクター',
  },
  'HF-E046': {
    severity: 'error',
    ja: 'セット対象はキャラクターかワールド・セットです。',
    en: 'A set card is set on a character or a world set.',
    example: '種別：セット と セット対象：あなたのコマンド',
  },
  'HF-E047': {
    severity: 'error',
    ja: '【{name}】の後の注釈が、rules/keywords.hf の【{name}】の定義と違います。注釈を消すか、定義と同じ意味に書いてください（キーワードの効果は定義で決まります：HF-13）。',
    en: 'The reminder after 【{name}】 does not mean what 【{name}】 is defined as in rules/keywords.hf: delete it or restate the definition (a keyword does what its definition says: HF-13).',
    example: '  【警戒】（あなたのターン終了時、このキャラクターをアクティブにする）',
    note: 'issue 22: reminder text is compared with the compiled definition',
  },
  // ── DSL v2 mechanics (issue 10) ──
  'HF-E060': {
    severity: 'error',
    ja: '「・」の行（選択肢）の前に「以下から1つを選ぶ。」がありません。',
    en: 'A 「・」 line (a mode) needs a 「以下から1つを選ぶ。」 sentence on the line above.',
    example: '  ・カードを1枚引く。（前の行に「以下から1つを選ぶ。」がない）',
  },
  'HF-E061': {
    severity: 'error',
    ja: '「以下から{count}つ選ぶ」の下に「・」の行が{modes}行しかありません（{need}行以上必要です）。',
    en: '「以下から{count}つ選ぶ」 is followed by {modes} 「・」 lines; it needs at least {need}.',
    example: '  以下から2つを選ぶ。\n  ・カードを1枚引く。',
  },
  'HF-E062': {
    severity: 'error',
    ja: '「{duration}」は続く効果にだけ付けられます。「{action}」は一度で終わる処理です。',
    en: '「{duration}」 applies to lasting effects only; 「{action}」 happens once.',
    example: '  ターン終了時まで、あなたはメインデッキからカードを1枚引く。',
  },
  'HF-E063': {
    severity: 'error',
    ja: '「1ターンに1回」は起動能力と[自動]能力にだけ付けられます。',
    en: '「1ターンに1回」 applies to activated and [自動] abilities only.',
    example: '  1ターンに1回、あなたはメインデッキからカードを1枚引く。（コマンド）',
  },
  'HF-E064': {
    severity: 'error',
    ja: '「{per}」では数えられません（「1{unit}につき」「2{unit}につき」のように1以上の数を書いてください）。',
    en: '「{per}」 counts nothing: write 1 or more (「1{unit}につき」, 「2{unit}につき」).',
    example: '  このキャラクターのパワーを、あなたのキャラクター0体につき+1000する。',
  },
  'HF-E065': {
    severity: 'error',
    ja: '「{action}」の主語がありません。「このキャラクターは…」のように書いてください。',
    en: '「{action}」 has no subject: write whose it is (「このキャラクターは…」).',
    example: '  【貫通】を得る。（コマンドの効果）',
  },
  'HF-E066': {
    severity: 'error',
    ja: '裏向きのカードを{where}には、{what}を書いてください（HF-14.3）。',
    en: 'A face-down card {whereEn} needs {whatEn} (HF-14.3).',
    example: '  あなたはメインデッキの一番上のカードを裏向きで登場させる。',
  },
  'HF-E067': {
    severity: 'error',
    ja: '文が「{verb}」で終わっています。文の終わりは「{plain}」と書いてください（「…{verb}、…する。」のように続けるときだけ「{verb}」です）。',
    en: 'The sentence ends in the connective 「{verb}」: end it with 「{plain}」 (「{verb}」 only joins two actions: 「…{verb}、…する。」).',
    example: '  対戦相手に1ダメージを与え。',
  },
  'HF-E070': {
    severity: 'error',
    ja: 'カード名「{name}」は「{other}」（{first}）と同じ名前です（{why}）。名前はプロジェクト全体で1つだけにしてください。',
    en: 'Card name "{name}" is the same name as "{other}" ({first}; {whyEn}): a name may be defined once in the whole project.',
    example: '同じ【カード】名が別のセットにもある',
  },
  'HF-E071': {
    severity: 'error',
    ja: '{field}の{value}は大きすぎます（{max}まで）。',
    en: '{fieldEn} {value} is too large (at most {max}).',
    example: '【コスト】999999999999999999999999',
  },
  'HF-E075': {
    severity: 'error',
    ja: '「…しなかった場合、」「…できなかった場合、」の前の文は、「…してもよい。」か、解決時に選んで破壊する文（「あなたは自分のキャラクター1体を破壊する。」）にしてください。',
    en: 'The sentence before 「…しなかった場合、」/「…できなかった場合、」 must be optional (「…してもよい。」) or destroy characters chosen on resolution (「あなたは自分のキャラクター1体を破壊する。」).',
    example: '  対戦相手に1ダメージを与える。そうしなかった場合、カードを1枚引く。',
  },
  'HF-E076': {
    severity: 'error',
    ja: '「…場合、代わりに…」で置き換える{what}が、前の文にありません。{fix}',
    en: 'The sentence before 「…場合、代わりに…」 has no {whatEn} to replace: {fixEn}',
    example: '  カードを1枚引く。あなたのターンの場合、代わりに5000ダメージを与える。',
  },
  // issue 22 (i22w): numbered abilities 「①…」 and 「…場合に発揮できる。」
  'HF-E085': {
    severity: 'error',
    ja: '「{ref}{no}の効果」の「{no}」の番号が付いた能力がこのカードにありません（「{no}[自動]：…」のように能力の行の先頭に書きます）。',
    en: '「{ref}{no}の効果」: no ability of this card is numbered 「{no}」 (write it at the start of the ability: 「{no}[自動]：…」).',
    example: '  このカード名の②の効果は1ターンに1回。（②の行がない）',
  },
  'HF-E086': {
    severity: 'error',
    ja: '「発揮できる」（任意）の能力は、1つの処理（1文か「その後、」でつないだ文）にしてください。',
    en: 'An optional ability (「発揮できる」) must be one process (one sentence, or sentences joined by 「その後、」).',
    example: '  ①[自動]：このキャラクターが登場した場合に発揮できる。カードを1枚引く。カードを1枚引く。',
  },
  'HF-E087': {
    severity: 'error',
    ja: '常在能力の条件（「…なら、」「…限り、」）は行の全ての文にかかります。条件のない文と条件のある文は、別の[自動]：の行に分けて書いてください。',
    en: 'A continuous ability’s condition (「…なら、」「…限り、」) applies to every sentence of its line: write the sentences with and without it as separate [自動]： lines.',
    example:
      '  [自動]：このキャラクターは【警戒】を得る。このキャラクターが《忍》を持つなら、このキャラクターは【神速】を得る。',
  },
  'HF-E900': {
    severity: 'error',
    ja: '生成したコードが型検査を通りません（hflux gen の内部エラー）: {message} [{at}]',
    en: 'The generated code does not type-check (an internal error of hflux gen): {message} [{at}]',
    example: '（カードの書き方では起きない：生成器と src/core/cardTypes.ts の型が食い違ったとき）',
    note: "hflux gen type-checks the generated modules in memory and reports a failure at the card's .hf line",
  },
} satisfies Record<string, CodeInfo>;

/** Codes no longer reported, with what replaced them; kept so that an old citation still resolves. */
export const RETIRED_CODES: Readonly<Record<string, string>> = {
  'HF-E030':
    'a catch-all for targets, セット対象 and [スリープ] costs that cannot be; HF-E041–HF-E046 now name each cause',
};

export type Code = keyof typeof CODES;
export type Args = Record<string, string | number>;

function fill(template: string, args: Args): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(args[key] ?? `{${key}}`));
}

export function messageOf(code: Code, args: Args = {}): { ja: string; en: string; severity: Severity } {
  const info: CodeInfo = CODES[code];
  return { ja: fill(info.ja, args), en: fill(info.en, args), severity: info.severity };
}
