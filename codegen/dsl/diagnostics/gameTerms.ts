// diag13 (issue 22 "Done when": HF-E040 names the mechanic): a predicate alone (「「防御されない」をこの形で使う書き方」,
// 「「攻撃を行えない」処理」) says which words the language does not read, not what the card wants in game terms. The
// mechanic is named from the sentence's structure — the clause's role (trigger 「…時」, condition 「…なら」, duration
// 「…まで」, cost 「[…]」, a continuous 「…限り」 or an action) — and the game words in it, looked for in the predicate
// first, then its clause, then its sentence: 「防御」 with a negative verb is a block restriction, 「コスト」 with
// 「少なく」 a cost change, 「【…】を得る」 a keyword grant. No row per card: the topics are the game's own nouns.
import type { Role } from './predicate.js';

/** A game noun a clause may be about: its words and its name (Japanese, English). */
interface Topic {
  words: RegExp;
  ja: string;
  en: string;
  /** Looked for in the whole sentence too: how the sentence is built, not one clause's words. */
  sentence?: true;
}

/**
 * Game notions a clause is about wherever in the clause they stand (looked for in the whole clause before the
 * predicate's own words): each is a mechanic of its own, not a word of another.
 */
const STRONG: Topic[] = [
  { words: /攻撃(?:の)?対象|アタック対象/, ja: '攻撃する相手の選び方', en: 'what may be attacked' },
  {
    words: /(?:コントロール|プレイヤー)を(?:入れ替え|交換|変え|奪)/,
    ja: 'キャラクターのプレイヤーの入れ替え（コントロールの交換）',
    en: "exchanging characters' players",
  },
  {
    words: /セットされていた/,
    ja: '戦場を離れたキャラクターにセットされていたカード',
    en: 'the cards that were set on a character that left the field',
  },
  {
    words: /[0-9０-９]+(?:枚|体)[^、。]*?(?:置い|捨て|戻し|加え|引い|破壊し)た(?:場合|なら|時|とき)/,
    ja: '前の処理で動かしたカードの枚数',
    en: 'the number of cards an earlier step moved',
  },
  {
    words: /「[^」]+」の効果(?:で|によって|により)/,
    ja: '名前を挙げた別のカードの効果',
    en: 'the effect of another card named',
  },
  {
    words: /(?:メインデッキ|山札|デッキ)から[^、。]*?(?:公開し|手札に加え|探)/,
    ja: 'メインデッキからカードを探す処理（サーチ）',
    en: 'searching the main deck',
  },
  {
    // t21a (d86 シーラカンス): 「[カルネージ2]：このカードがあなたのトラッシュに存在する場合に発動できる。…」 is an activated
    // ability used while the card is off the battlefield (playing it from the trash is supported: docs/dsl.md)
    words:
      /このカードが[^、。]*?(?:トラッシュ|墓地|手札)に(?:存在する|ある|有る)(?:場合|時|とき|間)(?:に|のみ|、)*発[動揮](?:でき|出来)る/,
    ja: 'トラッシュや手札にあるカードの起動能力（戦場の外で使う起動能力）',
    en: 'an activated ability used while the card is in the trash or the hand',
    sentence: true,
  },
  {
    words: /発動(?:でき|出来|する事ができ|することができ)る/,
    ja: '自動能力を発揮させるかどうかを選ぶことと、そのための支払い',
    en: 'choosing to use an automatic ability and paying for it',
    sentence: true,
  },
  {
    words: /もう一方|互いに|与え合/,
    ja: 'キャラクター同士が互いにダメージを与え合う処理',
    en: 'characters dealing damage to each other',
    sentence: true,
  },
  { words: /防御|ブロック|ぼうぎょ/, ja: '防御', en: 'blocking' },
  { words: /コスト/, ja: 'コスト', en: 'a cost' },
];

/** The game's nouns, most specific first (「エネルギーコスト」 is about the cost, not the energy). */
const TOPICS: Topic[] = [
  { words: /攻撃|アタック|こうげき/, ja: '攻撃', en: 'attacking' },
  { words: /プレイ(?!ヤー)/, ja: 'カードのプレイ', en: 'playing a card' },
  { words: /エネルギー/, ja: 'エネルギー', en: 'energy' },
  { words: /【[^】]+】を(?:得|え|持|も)/, ja: 'キーワード能力の付与', en: 'granting a keyword' },
  // a signed number of three digits or more is a power modification (「-1000される」)
  { words: /パワー|[+\-＋－][0-9０-９]{3,}/, ja: 'パワー', en: 'power' },
  { words: /公開|めく/, ja: 'カードの公開', en: 'revealing cards' },
  {
    words: /一番(?:上|下)|デッキの(?:上|下)|山札の(?:上|下)/,
    ja: 'メインデッキの上や下にカードを置くこと',
    en: 'putting cards on top of or under the main deck',
  },
  { words: /セット/, ja: 'セットカード', en: 'set cards' },
  { words: /ダメージ(?!フィールド)/, ja: 'ダメージ', en: 'damage' },
  { words: /破壊/, ja: '破壊', en: 'destruction' },
  { words: /手札/, ja: '手札のカード', en: 'cards in hand' },
  { words: /引|ドロー(?!フェイズ)/, ja: 'カードを引くこと', en: 'drawing cards' },
  { words: /トラッシュ|墓地/, ja: 'トラッシュのカード', en: 'cards in the trash' },
  { words: /スリープ|アクティブ/, ja: 'スリープとアクティブ', en: 'sleeping and readying' },
  { words: /対象/, ja: '対象の選び方', en: 'choosing targets' },
  { words: /選|えら/, ja: 'カードの選び方', en: 'choosing cards' },
  { words: /プレイヤー/, ja: 'プレイヤー', en: 'players' },
];

/** A verb that forbids (「できない」「行えない」「置けない」「されない」「ならない」): the clause is a restriction. */
const FORBIDS = /(?:でき|出来|行え|置け|選べ|使え|され|なら|かけ|られ|せ|え)(?:ない|ず|ません)|不可/;

/** A verb that changes a number (「少なくなる」「+1000される」): the clause is a change of it. */
const CHANGES = /少な|多く|減|増|上が|下が|アップ|ダウン|[+\-＋－]\s*[0-9０-９]/;

function topicOf(texts: string[]): Topic | undefined {
  const [own = '', clause = '', sentence = ''] = texts;
  const strong =
    STRONG.find((t) => t.words.test(clause) || t.words.test(own)) ??
    STRONG.find((t) => t.sentence && t.words.test(sentence));
  if (strong) return strong;
  // a clause's topic is its own: the other clauses of its sentence (a trigger's effect) are not what it is about
  for (const text of [own, clause]) {
    const hit = TOPICS.find((t) => t.words.test(text));
    if (hit) return hit;
  }
  return undefined;
}

/** What the clause does to its topic: a restriction, a change or (none) the topic itself. */
function withKind(topic: Topic, texts: string[]): { ja: string; en: string } {
  const [own = '', clause = ''] = texts;
  if (FORBIDS.test(own) || FORBIDS.test(clause))
    return { ja: `${topic.ja}の制限`, en: `a restriction on ${topic.en}` };
  if (CHANGES.test(own) || CHANGES.test(clause))
    return { ja: `${topic.ja}の変更`, en: `a change of ${topic.en}` };
  return { ja: topic.ja, en: topic.en };
}

/** The role of the sentence as a whole: a continuous ability (「…限り、」) is no action done once. */
function sentenceRole(role: Role, sentence: string): Role | 'continuous' {
  if (role === 'action' && /(?:限り|かぎり|間|あいだ)、/.test(sentence)) return 'continuous';
  return role;
}

/**
 * The mechanic a clause is about, in game terms and framed by its role: 「防御の制限の効果」, 「ダメージについての誘発」,
 * 「コストの変更についての条件」; undefined when no game noun is in the clause or its sentence.
 * `predicate`: the clause's predicate as written; `clause` and `sentence`: the clause and its sentence.
 */
export function gameMechanicName(
  role: Role,
  predicate: string,
  clause: string,
  sentence: string,
): { ja: string; en: string } | undefined {
  const texts = [predicate, clause, sentence];
  const topic = topicOf(texts);
  if (!topic) return undefined;
  const { ja, en } = withKind(topic, texts);
  switch (sentenceRole(role, sentence)) {
    case 'trigger':
      return { ja: `${ja}についての誘発`, en: `a trigger on ${en}` };
    case 'condition':
      return { ja: `${ja}についての条件`, en: `a condition on ${en}` };
    case 'duration':
      return { ja: `${ja}についての期間`, en: `a duration tied to ${en}` };
    case 'cost':
      return { ja: `${ja}によるコスト`, en: `a cost of ${en}` };
    case 'continuous':
      return { ja: `${ja}の常在効果`, en: `a continuous effect: ${en}` };
    default:
      // a topic that is itself an action (「…処理」) needs no 「の効果」
      return /(?:処理|処理（[^）]*）)$/.test(ja) ? { ja, en } : { ja: `${ja}の効果`, en: `an effect: ${en}` };
  }
}

/**
 * A name the designer defines in a note of the line (「（「たね」をまく：…）」) and uses as an action: the language
 * reads no definitions in notes (a keyword's meaning comes from rules/keywords.hf, HF-13), so the action is a
 * mechanic of the designer's own. The defined phrase, when `clause` uses it.
 */
export function noteDefinedAction(line: string, clause: string): string | undefined {
  for (const m of line.matchAll(/[（(]\s*(「[^」]+」[^：:（）()、。]{0,10})[:：]/g)) {
    const name = m[1].trim();
    const quoted = /「[^」]+」/.exec(name)?.[0] ?? name;
    if (clause.includes(quoted) && m.index !== undefined && clause !== line.slice(m.index)) return name;
  }
  return undefined;
}
