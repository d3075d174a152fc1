// Expected phrases in English (`--lang en`). The grammar's rule descriptions are Japanese (grammar/card.ohm);
// known ones are translated here, a description that only lists 「phrases」 is rendered as that list, and any
// other falls back to the rule's own literal phrases. DSL words stay Japanese: they are what to type.
import { phrasesOfDescription } from './phrases.js';

const KNOWN: Record<string, string> = {
  'end of input': 'end of line',
  名前: 'a name',
  '種別（キャラクター・コマンド・セット・ワールド・セット）':
    'a card type (キャラクター, コマンド, セット, ワールド・セット)',
  '識別子（英字で始まる英数字）': 'an identifier (ASCII letters and digits)',
  奥義のワード: 'the ougi word',
  '[コスト]': 'a [cost]',
  'フェイズ名（アクティブ・ドロー・エネルギー・メイン・ディスカード）':
    'a phase (アクティブ, ドロー, エネルギー, メイン, ディスカード)',
  '期間（「ターン終了時まで」など）': 'a duration (「ターン終了時まで」, …)',
  残りの置き場所: 'where the rest go (「メインデッキの一番下に置く」, …)',
  '領域（手札・トラッシュ・ダメージフィールド・ガードデッキ・メインデッキ）':
    'a zone (手札, トラッシュ, ダメージフィールド, ガードデッキ, メインデッキ)',
  '「キャラクター」「カード」などの名詞': 'a noun (「キャラクター」, 「カード」, …)',
  '「それ」「このキャラクター」などカードの参照': 'a card reference (「それ」, 「このキャラクター」, …)',
  'プレイヤー（「あなた」「対戦相手」など）': 'a player (「あなた」, 「対戦相手」, …)',
  '【キーワード】': 'a 【keyword】',
  '《分類》': 'a 《trait》',
  '「名前」': 'a 「name」',
  '「能力」（「[自動] …」「[1]：…」など）': 'a quoted ability (「[自動] …」, 「[1]：…」, …)',
  数字: 'a number',
  数字かX: 'a number or X',
  '数字（セットカードは+1000のように符号付き）': 'a number (with a sign on a set card: +1000)',
};

const QUOTED = /「[^」]*」/g;
/** A description made only of 「phrases」 joined by か, ・ or 、 (and maybe ending in など). */
const ONLY_QUOTED = /^(「[^」]*」[か・、]?)+(など)?$/;
const SHOWN_PHRASES = 3;

function listOf(items: string[], more: boolean): string {
  if (more) return `${items.join(', ')}, …`;
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function fromDescription(description: string): string {
  const known = KNOWN[description];
  if (known) return known;
  if (ONLY_QUOTED.test(description))
    return listOf(description.match(QUOTED) ?? [], description.endsWith('など'));
  const phrases = [...new Set(phrasesOfDescription(description))];
  if (phrases.length === 0) return description;
  const shown = phrases.slice(0, SHOWN_PHRASES).map((p) => `「${p}」`);
  return listOf(shown, phrases.length > SHOWN_PHRASES);
}

/** One expected phrase, as shown under `--lang en`. */
export function expectedInEnglish(text: string, type: string): string {
  if (type === 'string') return `「${text}」`;
  return fromDescription(text);
}
