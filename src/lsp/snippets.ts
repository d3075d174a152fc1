// Whole-sentence completions (issue 23): at the start of an empty line the editor offers sentences that compile
// as they are (each tab stop holds a value that works), chosen by where the line is — a field line or a text
// line, in a card file or in rules/keywords.hf — instead of the grammar's fragments. Every snippet, with its
// defaults, is compiled by test/lsp/snippets.test.ts.
import { type CompletionItem, CompletionItemKind, InsertTextFormat, type Range } from 'vscode-languageserver';

export interface Snippet {
  /** What the list shows. */
  label: string;
  /** What it is for, in a word or two. */
  detail: string;
  /** LSP snippet syntax: ${1:default}, ${1|a,b|}. */
  body: string;
}

/** Ability sentences for a card's text lines (after テキスト：, indented). */
export const CARD_TEXT_SNIPPETS: readonly Snippet[] = [
  {
    label: '[自動] 戦場に登場した時、…',
    detail: '登場時の自動能力',
    body: '[自動] このキャラクターが戦場に登場した時、${1:あなたはメインデッキからカードを1枚引く}。',
  },
  {
    label: '[自動] 攻撃を行うたび、パワー+…',
    detail: '攻撃時の自動能力',
    body: '[自動] このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを+${1:1000}する。',
  },
  {
    label: '[自動] メインフェイズ開始時、…',
    detail: 'フェイズ開始時の自動能力',
    body: '[自動] あなたのメインフェイズ開始時、${1:あなたはメインデッキからカードを1枚引く}。',
  },
  {
    label: '[コスト][スリープ]：…ダメージ',
    detail: '起動能力',
    body: '[${1:2}][スリープ]：対戦相手のキャラクター一体を対象とし、それに${2:2000}ダメージを与える。',
  },
  {
    label: '[1ターンに1回][コスト]：…',
    detail: '1ターンに1回の起動能力',
    body: '[1ターンに1回][${1:1}]：${2:あなたはメインデッキからカードを1枚引く}。',
  },
  {
    label: '[自動]：戦場に居る限り、《…》のパワー+…',
    detail: '常時能力',
    body: '[自動]：このキャラクターが戦場に居る限り、あなたの《${1:剣士}》を持つキャラクターのパワーを+${2:1000}する。',
  },
  {
    label: '対象に…ダメージを与える。',
    detail: 'コマンドの効果',
    body: '対戦相手のキャラクター一体を対象とし、それに${1:3000}ダメージを与える。',
  },
  {
    label: 'カードを…枚引く。',
    detail: 'コマンドの効果',
    body: 'あなたはメインデッキからカードを${1:1}枚引く。',
  },
  {
    label: '【キーワード】',
    detail: 'キーワード能力（rules/keywords.hf）',
    body: '【${1:貫通}】',
  },
];

/** A card's field lines (unindented lines inside a 【カード】 block). */
export const CARD_FIELD_SNIPPETS: readonly Snippet[] = [
  {
    label: '種別：…',
    detail: 'カードの種別',
    body: '種別：${1|キャラクター,コマンド,セット,ワールド・セット|}',
  },
  { label: 'コスト：…', detail: 'プレイのコスト', body: 'コスト：${1:1}' },
  { label: '分類：《…》', detail: '特徴', body: '分類：《${1:剣士}》' },
  { label: 'パワー：…', detail: 'キャラクターのパワー', body: 'パワー：${1:1000}' },
  { label: 'テキスト：', detail: '能力の行が続く', body: 'テキスト：\n  ${0}' },
];

/** A new card (at the start of an unindented line). */
export const CARD_BLOCK_SNIPPET: Snippet = {
  label: '【カード】…（新しいカード）',
  detail: '新しいカードの雛形',
  body: '【カード】${1:新しいカード}\n種別：キャラクター\nコスト：${2:1}\nパワー：${3:1000}\nテキスト：\n  ${0}',
};

/** rules/keywords.hf: a keyword block, and its field lines. */
export const KEYWORD_BLOCK_SNIPPET: Snippet = {
  label: '【キーワード】…（新しいキーワード）',
  detail: '新しいキーワードの雛形（HF-13）',
  body: '【キーワード】${1:新しいキーワード}\n識別子：${2:newKeyword}\n定義：[自動]：${3:このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する}。',
};

export const KEYWORD_FIELD_SNIPPETS: readonly Snippet[] = [
  { label: '識別子：…', detail: 'エンジンでの名前', body: '識別子：${1:newKeyword}' },
  {
    label: '定義：[自動]：…',
    detail: 'キーワードの定義文',
    body: '定義：[自動]：${1:このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する}。',
  },
];

/** The completion items of snippets, replacing `range`. */
export function snippetItems(snippets: readonly Snippet[], range: Range): CompletionItem[] {
  return snippets.map((s, i) => ({
    label: s.label,
    detail: s.detail,
    kind: CompletionItemKind.Snippet,
    insertTextFormat: InsertTextFormat.Snippet,
    textEdit: { range, newText: s.body },
    filterText: expandDefaults(s.body),
    sortText: String(i).padStart(4, '0'),
  }));
}

/** A snippet's text with every tab stop at its default (the first choice of a choice). */
export function expandDefaults(body: string): string {
  return body.replace(/\$\{\d+:([^}]*)\}|\$\{\d+\|([^,|]*)[^}]*\}|\$\{?\d+\}?/g, '$1$2');
}

/** The block a line belongs to: the last 【…】 header above it at column 1 (none: the top of the file). */
function blockOf(lineText: (line: number) => string, line: number): 'card' | 'keyword' | 'none' {
  for (let l = line - 1; l >= 1; l--) {
    const text = lineText(l);
    if (text.startsWith('【カード】')) return 'card';
    if (text.startsWith('【キーワード】')) return 'keyword';
  }
  return 'none';
}

/**
 * The snippets for an empty line `line` (1-based; nothing typed after its indent): a text line (indented) of a
 * card gets ability sentences; an unindented line gets the fields of its block and a new block;
 * rules/keywords.hf gets the keyword block's fields and a new keyword, never card text.
 */
export function snippetsFor(
  keywordFile: boolean,
  lineText: (line: number) => string,
  line: number,
  indented: boolean,
): readonly Snippet[] {
  if (keywordFile) {
    if (indented) return [];
    return blockOf(lineText, line) === 'keyword'
      ? [...KEYWORD_FIELD_SNIPPETS, KEYWORD_BLOCK_SNIPPET]
      : [KEYWORD_BLOCK_SNIPPET];
  }
  if (indented) return CARD_TEXT_SNIPPETS;
  return blockOf(lineText, line) === 'card'
    ? [...CARD_FIELD_SNIPPETS, CARD_BLOCK_SNIPPET]
    : [CARD_BLOCK_SNIPPET];
}
