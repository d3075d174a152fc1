// Issue 22 "Done when" (i22k7): a rejected line's first diagnostic is a whole-line suggestion or HF-E040 naming
// what the language lacks — never the bare catch-all HF-E011. This is the last step of the search
// (codegen/dsl/searchSuggest.ts, after the rewrites, the repairs, the part search, the mechanic families and the
// unknown-word phrase): the line is cut into clauses (at 、 and 。 outside brackets, quotes and notes, after the
// ability's printed head), the clause the grammar stops in is the unread one, and HF-E040 names it —
//  - by its mechanic when its content words say which (CLAUSE_MECHANICS, a data table: 無作為, 公開, シャッフル,
//    相手の手札, …として扱う, 能力を失う, …), but only while no part the language accepts has those words (the
//    language has that mechanic, worded otherwise: then the table says nothing);
//  - else verbatim: 「この言語には「…」にあたる処理がありません」, the clause as written.
// The nearest wording is the rest of the line (the line without that clause, then its own search suggestion)
// when it compiles on the card: shown, never offered as a correction, since it does not say what the clause said.
import { K10_CLAUSE_MECHANICS } from './clauseRowsK10.js';
import { partBank } from './partSearch.js';
import { mechanicRowsOff } from './rowsSwitch.js';

/** A mechanic named by the content words of an unread clause (canonical reading, width-normalised). */
export interface ClauseMechanic {
  id: string;
  words: RegExp;
  ja: string;
  en: string;
}

/**
 * Content words of mechanics designers write that the language may lack (issue 22's list). A row whose words an
 * accepted part of the bank has (./partBank.json) is never used: that mechanic exists, worded otherwise.
 * Rows are tried in order; the first that matches names the clause.
 */
export const CLAUSE_MECHANICS: ClauseMechanic[] = [
  { id: 'random', words: /無作為|ランダム|でたらめ/, ja: '無作為に選ぶ処理', en: 'a random choice' },
  {
    id: 'shuffle',
    words: /シャッフル|切り直|混ぜ/,
    ja: 'デッキを切り直す処理',
    en: 'shuffling a deck',
  },
  {
    id: 'opponentHand',
    words: /(?:対戦)?相手の手札(?:を見|から|の中|を1枚選|を\d+枚選|を[^、。]*?選)/,
    ja: '相手の手札を見る・選ぶ処理',
    en: "looking at or choosing from the other player's hand",
  },
  {
    id: 'treatAs',
    words: /として扱|とみなす|として数え/,
    ja: '別のものとして扱う処理',
    en: 'treating a card as something else',
  },
  {
    id: 'loseAbility',
    words: /(?:能力|テキスト)を(?:失|持たな|無効)/,
    ja: '能力を失わせる処理',
    en: 'making a card lose its abilities',
  },
  {
    id: 'controlChange',
    words: /コントロールを(?:得|奪)|(?:あなた|自分|対戦相手|相手)のキャラクター(?:と|に)な(?:る|り)/,
    ja: 'キャラクターのプレイヤーを変える処理',
    en: "changing a character's player",
  },
  {
    id: 'attackTarget',
    words: /攻撃対象/,
    // mech17: 「…はキャラクターを攻撃できない」「…は攻撃されない」 are the language's (src/engine/attackTargets.ts)
    ja: 'この形の攻撃対象の制限（「…はキャラクターを攻撃できない」「…は攻撃されない」は書けます）',
    en: 'restricting attack targets in this form (「…はキャラクターを攻撃できない」 and 「…は攻撃されない」 are supported)',
  },
  {
    id: 'removeDamage',
    words: /ダメージを(?:全て|すべて)?(?:取り除|回復|消)/,
    ja: 'キャラクターのダメージを取り除く処理',
    en: 'removing damage from a character',
  },
  {
    id: 'grantBelow',
    words: /(?:以下|次)の能力/,
    ja: '別の行に書いた能力を「以下の能力」として与える書き方',
    en: 'granting abilities written on the following lines',
  },
  {
    id: 'quotedAbility',
    words: /「\s*\[/,
    ja: '括弧に入れた能力を与える書き方',
    en: 'granting an ability written in quotes',
  },
  {
    id: 'attachTrigger',
    words: /セットされた(?:時|とき)/,
    ja: 'カードがセットされた時に発揮する自動能力',
    en: 'a trigger on a set card being attached',
  },
  {
    id: 'playedEnters',
    words: /プレイした[^、。]*登場した(?:時|とき)/,
    ja: 'プレイしたカードの登場で発揮する自動能力',
    en: 'a trigger on a played card entering',
  },
  {
    id: 'countUpTo',
    words: /を?超えて|上限(?!り)|最大\d/,
    ja: '数の上限',
    en: 'a cap on a number',
  },
  {
    id: 'countedDone',
    words: /(?:置いた|捨てた|破壊した|戻した|引いた)(?:カードの)?(?:枚数|数)/,
    ja: 'この効果で行った数を数える処理',
    en: 'counting what this effect did',
  },
  {
    id: 'destroyedHow',
    words: /(?:以外|によって|により)で?破壊され/,
    ja: '破壊の仕方で分ける処理',
    en: 'telling apart how a card is destroyed',
  },
  // i22k8: the mechanics of the corpus lines the clause fallback named only as 「この書き方」
  {
    id: 'revealOther',
    words: /公開させ/,
    ja: '対戦相手にカードを公開させる処理',
    en: 'making the other player reveal a card',
  },
  {
    id: 'destroyedExcept',
    words: /以外で破壊され|以外によって破壊され|以外の(?:方法|理由|効果)で破壊され/,
    ja: '破壊の仕方で分ける処理（「…以外で破壊される」）',
    en: 'telling apart how a card is destroyed (「…以外で破壊される」)',
  },
  {
    id: 'attachedByWhom',
    words: /(?:対戦相手|相手)の(?:セットカード|カード)が[^、。]*?セットされた(?:時|とき)/,
    ja: 'だれのセットカードかで分ける「セットされた時」',
    en: 'a trigger on a set card being attached, told apart by whose set card it is',
  },
  {
    id: 'deckContent',
    words: /(?:メインデッキ|ガードデッキ|デッキ)[^、。]*?(?:全て|すべて|全部)が/,
    ja: 'デッキのカード全てについての条件',
    en: 'a condition on every card of a deck',
  },
  {
    id: 'oncePerOwnTurn',
    words: /(?:自分|あなた)の(?:番|ターン)(?:中)?に(?:1|一)(?:回|度)/,
    ja: '自分のターンに1回だけ働く効果',
    en: 'an effect that applies once in each of your turns',
  },
  {
    id: 'untargetableBySource',
    words: /(?:起動能力|自動能力|能力)[^、。]*?の対象にならない/,
    ja: '効果の出どころを限った「対象にならない」',
    en: 'being untargetable by some sources only',
  },
  {
    id: 'topUpToEnergy',
    words: /上から[0-9]+枚まで[^。]*?エネルギー/,
    ja: 'メインデッキの上から何枚までかを選んでエネルギーとして置く処理',
    en: 'putting up to N cards from the top of the main deck as energy',
  },
  {
    id: 'targetAfterChoice',
    words: /(?:その場合|そうした場合|その後)、\s*対象(?:の|とした)(?:キャラクター|カード)/,
    ja: '後で別のカードを選んだ時に、前に対象にしたカードを指す書き方',
    en: 'referring back to the target after another card was chosen',
  },
  {
    id: 'playTiming',
    words: /時に(?:使う|使える|使用する|プレイする)/,
    ja: 'コマンドをプレイできる時の制限',
    en: 'a timing restriction on playing a command',
  },
  // ── i22k9: the mechanics of the corpus lines the clause fallback still named only as 「この書き方」 (issue 22 "Done
  // when"), each a family of wordings (particles, okurigana, あなた/自分, 相手/対戦相手, kana/kanji numerals) ──
  {
    id: 'movedHas',
    // a condition on what the cards an earlier step moved are (「この効果でトラッシュに置いたカードに《亡霊》のカードがあるなら」)
    words:
      /(?:置いた|置かれた|捨てた|加えた|戻した|公開した|引いた|選んだ|見た|めくった)(?:カード|キャラクター|もの)(?:の中|のうち)?(?:に|で|から)?[^、。]*?(?:が|を持つものが|を持つカードが)(?:1枚以上|一枚以上|1枚でも|一枚でも)?(?:ある|あれ|含まれ|い(?:る|れ))/,
    ja: '前の処理で動かしたカードの中身を条件にする書き方（「この効果で置いたカードに…があるなら」）',
    en: 'a condition on what the cards an earlier step moved are',
  },
  {
    id: 'twoZones',
    // 「あなたの手札かトラッシュから」「手札またはトラッシュの」: one choice from two zones at once
    words:
      /(?:手札|トラッシュ|メインデッキ|山札|ガードデッキ|ダメージフィールド|墓地|捨て札)(?:か|または|もしくは|や|と|・)(?:あなたの|自分の|相手の|対戦相手の)?(?:手札|トラッシュ|メインデッキ|山札|ガードデッキ|ダメージフィールド|墓地|捨て札)(?:の|から|にある|のどちらか)/,
    ja: '二つの領域から合わせて選ぶ処理（「手札かトラッシュから」）',
    en: 'choosing from two zones at once (「from your hand or trash」)',
  },
  {
    id: 'attackDamageTrigger',
    // 「このキャラクターが攻撃で相手のキャラクターにダメージを与えた時」: damage dealt, not a character destroyed
    words:
      /攻撃(?:で|によって|により|の際に|中に)[^、。]*?キャラ(?:クター)?(?:に|へ)[^、。]*?ダメージ(?:を与え|が与えられ)(?:た|る)(?:時|とき|たび|際|場合)|攻撃(?:による|の)ダメージを[^、。]*?(?:与えた|受けた)(?:時|とき|たび|際|場合)/,
    ja: '攻撃でダメージを与えた時の自動能力（破壊した時ではなく）',
    en: 'a trigger on damage dealt by an attack (not on destroying)',
  },
  {
    id: 'attachByPlayer',
    // 「あなたがこのキャラクターにセットカードをセットするたび」: who attaches it (HF-3.4: a set card's player)
    words:
      /(?:あなた|自分|対戦相手|相手|プレイヤー)が、?[^、。]*?(?:セットカード|カード)を[^、。]*?セット(?:する|した)(?:たび|度に|時|とき|際|場合)/,
    ja: 'だれがセットしたかで分ける「セットした時」の自動能力',
    en: 'a trigger on a player attaching a set card, told apart by who attached it',
  },
  {
    id: 'attachFiltered',
    // 「このキャラクターに《呪宝》のセットカードがセットされるたび」: which set card is attached to this character
    words:
      /このキャラ(?:クター)?に、?(?:《[^》]*》|「[^」]*」|コスト[0-9]+(?:以上|以下)の)(?:の|を持つ)?セットカードがセットされ(?:る|た)(?:たび|度に|時|とき|際|場合)/,
    ja: 'セットされたカードの種類で分ける「このキャラクターにセットされた時」の自動能力',
    en: 'a trigger on a set card of a given kind being attached to this character',
  },
  {
    id: 'insteadEffect',
    // 「…場合、代わりに、それをスリープにし、それに1000ダメージを与える」「…なら、代わりに【警戒】と【神速】を得る」
    // 「…場合、代わりに、それを…登場させてもよい」: the whole effect replaced by another (a number replaced is supported:
    // 「…場合、代わりに3ダメージを与える」)
    words:
      /[^、。]*?(?:ある|いる|持つ|持っている|である|以上|以下|されている|い(?:ない|れば)|あれば)(?:場合|なら|ならば|とき|時)(?:は)?、?(?:代わりに|かわりに|替わりに)、?[^。]*?(?:(?:し|て|き|え|り|び|け|せ|み|ぎ)、[^。]*?(?:与え|する|置|加え|引|得|戻)|】と【[^。]*?を得|登場させ|戦場に(?:出|置))[^、。]*/,
    // m12: 「…を対象とし、A。それに…場合、代わりに、それを…B。」 reads as 「…それに…場合、B。そうでなければ、A。」
    // (designerWordsM12.ts); an optional B, a continuous one, or one not about the target is still this row
    ja: '条件によって前の効果を別の効果に置き換える書き方（数を置き換える「…場合、代わりに3ダメージを与える」と、対象についての「…を対象とし、A。それが…場合、代わりに、それを…。」は書けます）',
    en: 'replacing an effect with another under a condition (a number, 「…場合、代わりに3ダメージを与える」, and 「…を対象とし、A。それが…場合、代わりに、それを…。」 are supported)',
  },
  {
    id: 'setCardSelfTrash',
    // 「その後、このセットカードをトラッシュに置く」 inside an ability a set card gives its host
    words: /このセットカード(?:を|は)、?(?:トラッシュに(?:置|送)|破壊|捨て)/,
    ja: 'セットカードが与えた能力で、そのセットカード自身をトラッシュに置く処理',
    en: 'a set card putting itself into the trash from an ability it gives',
  },
  {
    id: 'shuffledToBottom',
    // 「残りをシャッフルしてメインデッキの下に置く」「無作為な順番で一番下に置く」
    words:
      /(?:シャッフルして|切り混ぜて|混ぜて|無作為な順番?で|ランダムな順番?で)[^、。]*?(?:一番下|下|底)に(?:置|戻|入れ)/,
    ja: '残りを無作為な順番でメインデッキの下に置く処理',
    en: 'putting the rest on the bottom of the main deck in a random order',
  },
  {
    id: 'hostPlayer',
    // 「セット先のキャラクターのプレイヤーの…キャラクター」: the host's player, who may not be the set card's (HF-3.4)
    words:
      /(?:セット先|装備先|(?:この(?:カード|セットカード)が)?セットされている(?:キャラクター|キャラ))(?:の(?:キャラクター|キャラ))?の(?:プレイヤー|持ち主|コントローラー)の/,
    ja: 'セット先のキャラクターのプレイヤーの（セットカードのプレイヤーと違うことがある）カードを指す書き方',
    en: "referring to the cards of the host's player (who may differ from the set card's player)",
  },
  {
    id: 'chooseTwoKinds',
    // 「あなたの《恐竜》を持つキャラクターを1体と、相手のキャラクターを1体選ぶ」: two different choices in one
    words:
      /[^、。]*?を?(?:[0-9]+|[一二三])(?:体|枚)(?:ずつ)?と、?[^。]*?を?(?:[0-9]+|[一二三])(?:体|枚)(?:ずつ)?(?:選|対象)[^、。]*/,
    ja: '種類の違うカードを一度に選ぶ処理（「…を1体と、…を1体選ぶ」）',
    en: 'choosing two different kinds of cards at once (「one … and one …」)',
  },
  {
    id: 'setCardMove',
    // 「このキャラクターに裏向きでセットされているカードを1枚トラッシュに置き」: one of the cards set on a character
    // chosen and moved (counting them is supported: 「…それに裏向きでセットされているカード1枚につき」)
    words:
      /セットされている(?:カード|セットカード)を(?:[0-9]+|[一二三]|\uE000)枚(?:まで)?[^、。]*?(?:トラッシュに(?:置|送)|捨て|手札に(?:戻|加え))/,
    ja: 'キャラクターにセットされているカードを選んで動かす処理',
    en: 'choosing one of the cards set on a character and moving it',
  },
  {
    id: 'eitherEvent',
    // 「このキャラクターが攻撃か防御を行うたび」: one trigger on either of two events
    words:
      /(?:攻撃|防御|アタック|ブロック|登場|破壊|プレイ)(?:する)?(?:か|または|もしくは|や)(?:攻撃|防御|アタック|ブロック|登場|破壊|プレイ)(?:を行|を|し|す|さ|され)[^、。]*?(?:たび|度に|時|とき|際)/,
    ja: '二つの出来事のどちらでも発揮する自動能力（「攻撃か防御を行うたび」）',
    en: 'a trigger on either of two events (「whenever it attacks or defends」)',
  },
  {
    id: 'searchWord',
    // 「デッキから《星狩り》キャラ1枚までサーチ」: the language says it in words
    words: /サーチ/,
    ja: '「サーチ」という語（メインデッキから探す処理は「あなたはメインデッキから《…》を持つカードを1枚まで探して、公開して手札に加え、メインデッキをシャッフルする」と書けます）',
    en: 'the word 「サーチ」 (searching is 「あなたはメインデッキから《…》を持つカードを1枚まで探して、公開して手札に加え、メインデッキをシャッフルする」)',
  },
  // ── the lead, after the ninth round's held-out measure: its lines still named only as 「この書き方」 ──
  {
    id: 'groupDefenceTrigger',
    // 「あなたの《明鏡流》を持つキャラクターの防御が成功するたび」: another character's (or a group's) defence succeeding
    words:
      /(?:あなた|自分|対戦相手|相手)の[^、。]*?キャラ(?:クター)?(?:の|が|による)防御(?:が|に)、?成功(?:する|した)(?:たび|度に|時|とき|際|場合)/,
    ja: 'ほかのキャラクター（《…》を持つものなど）の防御が成功した時の自動能力（このキャラクター自身なら「このキャラクターによる防御が成功した時」と書けます）',
    en: "a trigger on another character's defence succeeding (this character's own is 「このキャラクターによる防御が成功した時」)",
  },
  {
    id: 'butIfBonus',
    // 「…3000ダメージを与える。ただし、あなたのトラッシュに《付喪神》のカードが5枚以上あるなら、…」: a qualifying sentence
    words: /^ただし、?[^。]*?(?:ある|いる|持つ|以上|以下|なら)(?:なら|ならば|場合|とき|時)?(?:は)?、/,
    ja: '「ただし、…なら」で前の文の効果を条件によって変える書き方（「…場合、代わりに…」の文なら書けることがあります）',
    en: 'changing the sentence before under a condition with 「ただし、…なら」 (a sentence 「…場合、代わりに…」 may be supported)',
  },
  {
    id: 'hostExcluded',
    // 「そのキャラクター以外のあなたの《空賊》を持つキャラクター全て」: all but the character named before (a set card's host)
    words: /そのキャラ(?:クター)?(?:以外|を除く|を除いた)の?/,
    ja: '前に出たキャラクター（「そのキャラクター」）を除いて数える・選ぶ書き方（「このキャラクター以外の」なら書けます）',
    en: 'all but the character named before (「そのキャラクター以外の」; 「このキャラクター以外の」 is supported)',
  },
  ...K10_CLAUSE_MECHANICS,
];

let live: ClauseMechanic[] | undefined;

/** The rows whose words no accepted part of the bank has (computed once). */
export function liveClauseMechanics(): ClauseMechanic[] {
  if (mechanicRowsOff()) return [];
  if (live) return live;
  const bank = partBank();
  const accepted = [...bank.leads, ...bank.sentences, ...bank.clauses].map((p) => p.template);
  live = CLAUSE_MECHANICS.filter((m) => !accepted.some((t) => m.words.test(t)));
  return live;
}

/**
 * k10: a row the bank's parts have the words of (the language has that mechanic in another form: 「対戦相手の手札を
 * 見て、その中から…」) whose words are in a clause it does not read (「対戦相手の手札を見る」): the clause is that
 * mechanic in a form the language lacks, named so (「この形の…」) instead of the bare 「この書き方」.
 */
export function otherFormMechanicOf(clause: string): ClauseMechanic | undefined {
  if (mechanicRowsOff()) return undefined;
  const live = liveClauseMechanics();
  const row = CLAUSE_MECHANICS.find((m) => !live.includes(m) && m.words.test(clause));
  return row && { ...row, id: `${row.id}Form`, ja: `この形の${row.ja}`, en: `this form of ${row.en}` };
}

/** The mechanic the clause's content words name (canonical reading), or undefined. */
export function clauseMechanicOf(clause: string): ClauseMechanic | undefined {
  return liveClauseMechanics().find((m) => m.words.test(clause));
}

/**
 * The mechanic named around an unread clause [from, to) of `line` when the clause's own words name none (i22k8): the
 * grammar often stops before the words that say what is missing (「このカードがセットされている限り、…あなたのキャラクター
 * となる」, 「…1体につき1枚、カードを引く（最大3枚）」). Looked for in the rest of the clause's sentence (its notes too:
 * a later sentence is read on its own, ../parse/diagnoseLine.ts); the earliest match, with its place.
 */
export function mechanicAround(
  line: string,
  from: number,
  to: number,
): { mechanic: ClauseMechanic; start: number; end: number; qualifier?: true } | undefined {
  const [s0, s1] = sentenceAround(line, from, to);
  // a sentence 「ただし、…」 right after qualifies this one (「…の数だけ引く。ただし、三枚を超えては引かない。」, i22k9)
  const next = line.slice(s1 + 1);
  const lead = next.length - next.trimStart().length;
  const tadashi = /^ただし/.test(next.trimStart())
    ? sentenceAround(line, s1 + 1 + lead, s1 + 1 + lead)
    : undefined;
  for (const [a, b] of [[s0, s1], ...(tadashi ? [tadashi] : [])]) {
    if (a >= b) continue;
    const text = line.slice(a, b);
    let best: { mechanic: ClauseMechanic; start: number; end: number } | undefined;
    for (const mechanic of liveClauseMechanics()) {
      const hit = new RegExp(mechanic.words.source).exec(text);
      if (hit && hit[0].length > 0 && (!best || a + hit.index < best.start))
        best = { mechanic, start: a + hit.index, end: a + hit.index + hit[0].length };
    }
    if (best) return a === s0 ? best : { ...best, qualifier: true };
  }
  return undefined;
}

/** Words that only join a clause to the next (「その場合、」「代わりに、」): the clause named is the one after. */
const CONNECTIVE =
  /^(?:その場合|そうした場合|そうしたら|その後|そして|さらに|また|ただし|代わりに|かわりに|それから|このターン|ターン終了時まで|次のターン終了時まで)$/;

const OPEN = new Set(['(', '（', '「', '【', '《', '[']);
const CLOSE = new Set([')', '）', '」', '】', '》', ']']);

/** The printed head of an ability: its brackets and labels up to 「：」 (「[自動]【1ターンに1回】：」). */
const HEAD =
  /^(?:[■□●◆◇]\s*)?(?:(?:\[[^\]]*\]|【[^】]*】)\s*)+[:：]?\s*|^(?:[■□●◆◇]\s*)?[^\s。、:：[\]「」【】■□●◆◇]{1,8}[:：]\s*|^[■□●◆◇]\s*/;

/** Marks designers print before an ability (「■」「●」): never part of a clause a caret marks (i22k9). */
export const ABILITY_MARK = /[■□●◆◇]/;

/** The clauses of `line` from `from` to `to` ([start, end), each ending at its 、 。 or ：, or at `to`). */
export function clausesOf(line: string, from = 0, to = line.length): [number, number][] {
  const out: [number, number][] = [];
  let start = from;
  let depth = 0;
  for (let i = from; i < to; i++) {
    const ch = line[i];
    if (OPEN.has(ch)) depth++;
    else if (CLOSE.has(ch)) depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    if (ch === '、' || ch === '。' || ch === '：' || ch === ':') {
      out.push([start, i + 1]);
      start = i + 1;
    }
  }
  if (start < to && line.slice(start, to).trim() !== '') out.push([start, to]);
  return out;
}

/**
 * The quoted ability (「「[自動]…」を得る」) the stop is in: [start, end) of its text inside the quotes, after its
 * printed head; undefined when the stop is not in one.
 */
function quotedAt(line: string, stop: number): [number, number] | undefined {
  for (
    let open = line.lastIndexOf('「', stop);
    open >= 0;
    open = open > 0 ? line.lastIndexOf('「', open - 1) : -1
  ) {
    let depth = 0;
    let close = -1;
    for (let i = open; i < line.length; i++) {
      if (line[i] === '「') depth++;
      else if (line[i] === '」' && --depth === 0) {
        close = i;
        break;
      }
    }
    if (close < 0 || close <= stop) continue;
    const inner = line.slice(open + 1, close);
    if (!/^\s*\[/.test(inner)) return undefined;
    const head = /^\s*(?:\[[^\]]*\]\s*)+[:：]?\s*/.exec(inner)?.[0].length ?? 0;
    return [open + 1 + head, close];
  }
  return undefined;
}

/** 【空装 条件：C 効果：E】 (HF-13.8): the condition's and the effect's [start, end). */
// (a mark printed before the ability, 「◆【空装 …】」, is part of the head: diag13, d49 炉心の鍛神ヴァルカ)
const KUUSOU = /^((?:[■□●◆◇]\s*)?【空装\s*条件[:：]\s*)(.*?)(\s*効果[:：]\s*)(.*?)】?\s*$/;

/**
 * A 【空装】 line's effect as a line of its own (an automatic ability when it has a trigger), with the offset to add
 * to a position in it to get one in `line`; undefined when `line` is no 【空装】.
 */
export function kuusouEffect(line: string): { alone: string; offset: number; condition: string } | undefined {
  const m = KUUSOU.exec(line);
  if (!m) return undefined;
  const effectStart = m[1].length + m[2].length + m[3].length;
  const triggered = /^[^。]*?(?:時|たび|際)、/.test(m[4]);
  const prefix = triggered ? '[自動]：' : '';
  return { alone: prefix + m[4], offset: effectStart - prefix.length, condition: m[2] };
}

/** The part of a 【空装】 line (its condition or its effect) the stop is in. */
export function kuusouPartAt(line: string, stop: number): [number, number] | undefined {
  const m = KUUSOU.exec(line);
  if (!m) return undefined;
  const condStart = m[1].length;
  const condEnd = condStart + m[2].length;
  const effectStart = condEnd + m[3].length;
  const effectEnd = effectStart + m[4].length;
  return stop < condEnd ? [condStart, condEnd] : [effectStart, effectEnd];
}

/**
 * The clause of `line` the grammar stops in (at `stop`, a position in `line`), as [start, end) without its
 * trailing 、 。 or ：: inside a quoted ability, the clause of that ability; a connective alone (「その場合、」) takes
 * the clause after it; a stop in the printed head takes the first clause.
 */
export function unreadClause(line: string, stop: number): [number, number] | undefined {
  const inner = quotedAt(line, stop) ?? kuusouPartAt(line, stop);
  const clauses = inner
    ? clausesOf(line, inner[0], inner[1])
    : clausesOf(line, HEAD.exec(line)?.[0].length ?? 0);
  if (clauses.length === 0) return undefined;
  let i = clauses.findIndex(([, e]) => stop < e);
  if (i < 0) i = clauses.length - 1;
  let [start, end] = clauses[i];
  const bare = (s: number, e: number) =>
    line
      .slice(s, e)
      .replace(/[、。：:]$/, '')
      .trim();
  while (CONNECTIVE.test(bare(start, end)) && i + 1 < clauses.length) end = clauses[++i][1];
  while (start < end && /\s/.test(line[start])) start++;
  if (/[、。：:]/.test(line[end - 1] ?? '') && end - 1 > start) end--;
  if (start >= end) return undefined;
  return [start, end];
}

/** The sentence of `line` around [start, end): from after the 。 (or the printed head) before it to its 。. */
export function sentenceAround(line: string, start: number, end: number): [number, number] {
  const head = HEAD.exec(line)?.[0].length ?? 0;
  let from = Math.max(head, line.lastIndexOf('。', start - 1) + 1);
  const stop = line.indexOf('。', end);
  const to = stop < 0 ? line.length : stop;
  while (from < to && /\s/.test(line[from])) from++;
  return [from, to];
}

/** Verb endings of a clause cut before 「、」 and what ends the sentence instead (「…にし、」 → 「…にする。」). */
const ENDINGS: [RegExp, string][] = [
  [/し$/, 'する'],
  [/とし$/, 'とする'],
  [/き$/, 'く'],
  [/え$/, 'える'],
  [/び$/, 'ぶ'],
  [/け$/, 'ける'],
  [/り$/, 'る'],
  [/み$/, 'む'],
  [/ぎ$/, 'ぐ'],
  [/せ$/, 'せる'],
  [/て$/, ''],
];

/** A clause as a sentence of its own (「それをスリープにし」 → 「それをスリープにする。」), each way to end it. */
export function asSentences(clause: string): string[] {
  const out = [`${clause}。`];
  for (const [ending, to] of ENDINGS)
    if (ending.test(clause)) {
      out.push(`${clause.replace(ending, to)}。`);
      break;
    }
  return out;
}

/**
 * The line without the clause [start, end): as cut, and when the clause ended its sentence, with the clause
 * before it ending the sentence instead (「…をスリープにし、それに…を与える。」 → 「…をスリープにする。」).
 */
export function withoutClause(line: string, start: number, end: number): string[] {
  let stop = end;
  if (/[、]/.test(line[stop] ?? '')) stop++;
  const sentenceEnd = line[end] === '。';
  const before = line.slice(0, start);
  const after = line.slice(sentenceEnd ? end : stop);
  const whole =
    sentenceEnd && (/。\s*$/.test(before) || before.trim() === '' || /[：:\]】]\s*$/.test(before));
  const out = [before + (whole ? line.slice(end + 1) : after)];
  if (sentenceEnd && before.endsWith('、')) {
    const lead = before.slice(0, -1);
    for (const [ending, to] of ENDINGS)
      if (ending.test(lead)) {
        out.push(lead.replace(ending, to) + after);
        break;
      }
    out.push(lead + after);
  }
  // a sentence cut down to its connective alone (「その場合、」) goes with it
  return [
    ...new Set(out.map((l) => l.replace(/(?<=^|。)\s*[^。、]{1,8}、。/g, '').replace(/、。/g, '。'))),
  ].filter((l) => l.replace(/^(?:(?:\[[^\]]*\]|【[^】]*】)\s*)+[:：]?\s*/, '').trim() !== '');
}

/**
 * Other spellings of a condition's or a trigger's ending that the language reads in one of its forms (i22k9, issue 22
 * "Done when" (c)): tried on the unread clause alone (and the connective after it), the rest of the line as written;
 * a line that then compiles and keeps the line's sense is offered (「…がいなければ」 → 「…がいない場合」).
 */
export const CLAUSE_PHRASINGS: [RegExp, string][] = [
  [/(?:い|存在し)なければ$/, 'いない場合'],
  [/(?:い|存在し)ないなら(?:ば)?$/, 'いない場合'],
  [/(?<!い)なければ$/, 'ない場合'],
  [/(?<!い)ないなら(?:ば)?$/, 'ない場合'],
  [/あれば$/, 'ある場合'],
  [/いれば$/, 'いる場合'],
  [/(?<=[うくすつぬむるぐぶ])なら(?:ば)?$/, '場合'],
  [/(?<=[うくすつぬむるぐぶ])(?:とき|時)$/, '場合'],
  [/(?:かわりに|替わりに)/g, '代わりに'],
];

/**
 * The clause [from, to) of `line` (and the connective right after it, 「…時、かわりに」) spelled each other way of
 * CLAUSE_PHRASINGS: the lines, each with how much longer it is than `line`.
 */
export function rephrasedClauses(line: string, from: number, to: number): { line: string; delta: number }[] {
  const after = /^、\s*(?:かわりに|替わりに|代わりに)/.exec(line.slice(to))?.[0].length ?? 0;
  const end = to + after;
  const out: { line: string; delta: number }[] = [];
  const seen = new Set<string>();
  const spans: [number, number][] = [[from, to]];
  if (after > 0) spans.push([from, end]);
  for (const [a, b] of spans) {
    const clause = line.slice(a, b);
    // one rule at a time, then every rule that applies (a trigger and its connective both respelled)
    let all = clause;
    for (const [re, to2] of CLAUSE_PHRASINGS) {
      const one = clause.replace(re, to2);
      all = all.replace(re, to2);
      for (const c of [one, all]) {
        if (c === clause) continue;
        const next = line.slice(0, a) + c + line.slice(b);
        if (seen.has(next)) continue;
        seen.add(next);
        out.push({ line: next, delta: c.length - clause.length });
      }
    }
  }
  return out;
}
