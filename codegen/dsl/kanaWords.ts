// Issue 22 (v11): the kana spellings of the language's own words. A designer writing for younger players
// spells in hiragana what the grammar spells in kanji (「カードを1まいひく」「2まいまでえらび」「2体いじょう」); each
// row here is one word of the grammar's terminals or of the vocabulary tables (codegen/dsl/vocabulary.ts) with
// its reading, and `kanaSpellings()` derives every kana spelling (a verb in each of its inflections) with the
// canonical kanji form it is folded to (codegen/dsl/parse/kanaReading.ts, before the designer vocabulary).
//
// A hand table, not a morphological analyser: the language has ~190 kanji words, each with one reading in a
// card's text; test/dsl/v11-kana.test.ts checks the table is complete for the grammar — every kanji run of the
// grammar's terminals is made of words here (枚以上 = 枚 + 以上) and of runs listed in NOT_FOLDED with the reason
// they have no kana spelling.

/** How a word inflects: a noun is written as is; a verb's `stem` takes the endings of its class. */
export type KanaKind = 'noun' | 'countWord' | 'ku' | 'su' | 'bu' | 'tsu' | 'u' | 'ru' | 'mu' | 'ichidan';

/** [kanji stem, kana stem, kind]: 「引」「ひ」 'ku' spells 引く ひく, 引き ひき, 引いて ひいて… */
export type KanaWord = readonly [kanji: string, kana: string, kind: KanaKind];

/** The endings of each verb class (the plain form first; only forms a card's text uses). */
const ENDINGS: Readonly<Record<Exclude<KanaKind, 'noun' | 'countWord'>, readonly string[]>> = {
  ku: ['く', 'き', 'いて', 'いた', 'かない', 'かれる', 'かれた', 'ける'],
  su: ['す', 'し', 'して', 'した', 'さない', 'される', 'された', 'せる'],
  bu: ['ぶ', 'び', 'んで', 'んだ', 'ばない', 'ばれる', 'ばれた', 'べる'],
  tsu: ['つ', 'ち', 'って', 'った', 'たない', 'てる'],
  u: ['う', 'い', 'って', 'った', 'わない', 'われる', 'える'],
  ru: ['る', 'り', 'って', 'った', 'らない', 'られる', 'れる'],
  mu: ['む', 'み', 'んで', 'んだ', 'まない', 'める'],
  ichidan: ['る', '', 'て', 'た', 'ない', 'られる', 'られた'],
};

export const KANA_WORDS: readonly KanaWord[] = [
  // verbs of the effects (HF-12): draw, put, return, choose, add, give, gain, take, discard…
  ['引', 'ひ', 'ku'],
  ['置', 'お', 'ku'],
  ['除', 'のぞ', 'ku'],
  ['戻', 'もど', 'su'],
  ['探', 'さが', 'su'],
  ['選', 'えら', 'bu'],
  ['持', 'も', 'tsu'],
  ['払', 'はら', 'u'],
  ['支払', 'しはら', 'u'],
  ['使', 'つか', 'u'],
  ['失', 'うしな', 'u'], // 「全ての能力を失う」 (mech16)
  ['違', 'ちが', 'u'],
  ['残', 'のこ', 'ru'],
  ['取', 'と', 'ru'],
  ['送', 'おく', 'ru'],
  ['含', 'ふく', 'mu'],
  ['望', 'のぞ', 'mu'],
  ['加え', 'くわえ', 'ichidan'],
  ['与え', 'あたえ', 'ichidan'],
  ['得', 'え', 'ichidan'],
  ['受け', 'うけ', 'ichidan'],
  ['捨て', 'すて', 'ichidan'],
  ['見', 'み', 'ichidan'],
  ['離れ', 'はなれ', 'ichidan'],
  ['終わ', 'おわ', 'ru'],
  // nouns of the game (000 glossary) and of the grammar's connectives
  ['破壊', 'はかい', 'noun'],
  ['登場', 'とうじょう', 'noun'],
  ['攻撃', 'こうげき', 'noun'],
  ['防御', 'ぼうぎょ', 'noun'],
  ['戦闘', 'せんとう', 'noun'],
  ['以上', 'いじょう', 'noun'],
  ['以下', 'いか', 'noun'],
  ['以外', 'いがい', 'noun'],
  ['以降', 'いこう', 'noun'],
  ['限り', 'かぎり', 'noun'],
  ['場合', 'ばあい', 'noun'],
  ['その後', 'そのあと', 'noun'],
  ['時', 'とき', 'noun'],
  ['一番上', 'いちばんうえ', 'noun'],
  ['一番下', 'いちばんした', 'noun'],
  ['手札', 'てふだ', 'noun'],
  ['戦場', 'せんじょう', 'noun'],
  ['墓地', 'ぼち', 'noun'],
  ['対象', 'たいしょう', 'noun'],
  ['対戦相手', 'たいせんあいて', 'noun'],
  ['相手', 'あいて', 'noun'],
  ['自分', 'じぶん', 'noun'],
  ['持ち主', 'もちぬし', 'noun'],
  ['効果', 'こうか', 'noun'],
  ['能力', 'のうりょく', 'noun'],
  ['起動', 'きどう', 'noun'],
  ['自動', 'じどう', 'noun'],
  ['発動', 'はつどう', 'noun'],
  ['終了時', 'しゅうりょうじ', 'noun'],
  ['開始時', 'かいしじ', 'noun'],
  ['終了', 'しゅうりょう', 'noun'],
  ['開始', 'かいし', 'noun'],
  ['解決', 'かいけつ', 'noun'],
  ['全て', 'すべて', 'noun'],
  ['全部', 'ぜんぶ', 'noun'],
  ['表向き', 'おもてむき', 'noun'],
  ['裏向き', 'うらむき', 'noun'],
  ['名前', 'なまえ', 'noun'],
  ['宣言', 'せんげん', 'noun'],
  ['公開', 'こうかい', 'noun'],
  ['回復', 'かいふく', 'noun'],
  ['任意', 'にんい', 'noun'],
  ['無作為', 'むさくい', 'noun'],
  ['順番', 'じゅんばん', 'noun'],
  ['順序', 'じゅんじょ', 'noun'],
  ['好き', 'すき', 'noun'],
  ['合計', 'ごうけい', 'noun'],
  ['状態', 'じょうたい', 'noun'],
  ['同じ', 'おなじ', 'noun'],
  ['同名', 'どうめい', 'noun'],
  ['他', 'ほか', 'noun'],
  ['次', 'つぎ', 'noun'],
  ['除外', 'じょがい', 'noun'],
  ['代わり', 'かわり', 'noun'],
  ['最大', 'さいだい', 'noun'],
  ['追加', 'ついか', 'noun'],
  ['条件', 'じょうけん', 'noun'],
  ['種類', 'しゅるい', 'noun'],
  ['選択', 'せんたく', 'noun'],
  ['確認', 'かくにん', 'noun'],
  ['無効', 'むこう', 'noun'],
  ['敗北', 'はいぼく', 'noun'],
  ['成功', 'せいこう', 'noun'],
  ['失敗', 'しっぱい', 'noun'],
  ['存在', 'そんざい', 'noun'],
  ['直前', 'ちょくぜん', 'noun'],
  ['上限', 'じょうげん', 'noun'],
  ['使用', 'しよう', 'noun'],
  ['自由', 'じゆう', 'noun'],
  ['各', 'かく', 'noun'],
  ['今', 'いま', 'noun'],
  ['何', 'なに', 'noun'],
  ['方法', 'ほうほう', 'noun'],
  ['理由', 'りゆう', 'noun'],
  ['同数', 'どうすう', 'noun'],
  ['枚数', 'まいすう', 'noun'],
  ['総数', 'そうすう', 'noun'],
  ['待機', 'たいき', 'noun'],
  ['全体', 'ぜんたい', 'noun'],
  ['元々', 'もともと', 'noun'],
  ['一方', 'いっぽう', 'noun'],
  ['前者', 'ぜんしゃ', 'noun'],
  ['後者', 'こうしゃ', 'noun'],
  // counters: only right after a digit (「1まい」 is 1枚; 「まい」 alone is not a word of the language)
  ['枚', 'まい', 'countWord'],
  ['体', 'たい', 'countWord'],
  ['回', 'かい', 'countWord'],
  ['倍', 'ばい', 'countWord'],
  ['点', 'てん', 'countWord'],
  ['枚目', 'まいめ', 'countWord'],
];

/**
 * Kanji runs of the grammar's terminals that have no kana spelling here, and why (test/dsl/v11-kana.test.ts:
 * every other run is part of a word of KANA_WORDS).
 */
export const NOT_FOLDED: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [...'一二三四五六七八九'].map((n) => [n, 'a numeral: read as its digit (normalize.ts KANJI_DIGIT)']),
  ),
  上: 'ambiguous: うえ (上) / じょう (以上); only in 一番上',
  互: 'in 互いに (m11 fight): a rare word; 「たがいに」 is left as written',
  合: 'in 与え合う (m11 fight): あう is also 会う／合う, too short to fold alone',
  替: 'in 入れ替える (m11 power swap): かえる is also 変える／帰る',
  下: 'ambiguous: した is also the past of する; only in 一番下',
  異: 'in 異なる (mech23 distinct names): ことなる is rare in kana on cards, and こと is also 事',
  減: 'in 減らす (mech23 damage reduction): へらす is left as written',
  番: 'ばん: only in 一番 (一番上／一番下; mech22 and t22b write 「一番上か一番下」), written in kanji on cards',
  後: 'ambiguous: あと / ご / のち; only in その後',
  方: 'ambiguous: ほう / かた',
  分: 'ambiguous: ぶん / ふん',
  中: 'ambiguous: なか / ちゅう',
  数: 'ambiguous: かず / すう',
  間: 'ambiguous: あいだ / ま',
  名: 'ambiguous: な / めい',
  等: 'ambiguous: など / とう',
  出: 'ambiguous: で (a particle) / だ / しゅつ',
  入: 'ambiguous: いる / はいる (いる is also 居る)',
  居: 'いる is already a terminal (「戦場にいる限り」)',
  場: 'ば is a one-kana word: every kana spelling would match inside others',
  主: 'ぬし / しゅ: only in 持ち主 (もちぬし is not folded: 持ち is)',
  足: 'たりる / たす: not a card word in kana',
  乗: 'のる / じょう: only in 乗り移る, a kanji idiom',
  付: 'つく / つける / ふ: ambiguous',
  行: 'おこなう / いく / ぎょう: ambiguous',
  待: 'only in 解決待ち (the pending queue): a rules term, not written in kana',
  掛: 'only in 掛ける (multiply), written as ×',
  負: 'まける / ふ: ambiguous',
  元: 'もと / げん: ambiguous',
  多: 'おおい / た: ambiguous',
  未満: 'みまん: a count bound (mech21 「3体未満なら」), written in kanji on cards; みまん is not folded',
  超: 'こえる / ちょう: ambiguous (mech21 「1体を超える場合」)',
  少: 'すくない / しょう: ambiguous',
  度: 'ど / たび: ambiguous (たび is already a terminal)',
  先: 'さき / せん: ambiguous',
  全: 'ぜん / すべて: spelled as 全て / 全部',
  同: 'spelled as 同じ / 同名',
  又: 'または is already a terminal',
  及: 'および is already a terminal',
  無: 'ない is everywhere: spelled as 無効 / 無作為',
  値: 'a rules term (数値), not written in kana',
  定義: 'a rules term (キーワードの定義), not written in kana',
  識別子: 'a rules term, not written in kana',
  特徴: 'a rules term (分類), not written in kana',
  分類: 'a field name (分類：), not card text',
  種別: 'a field name (種別：), not card text',
  名称: 'a rules term (名前), not written in kana',
  除外領域: 'a zone name (ZONE_WORDS), written in kanji',
  順: 'じゅん alone is too short to tell from other words: spelled as 順番 / 順序',
  指定: 'してい is also 「している」',
  奥義: 'a keyword label in 【】 (never read)',
  空装: 'a keyword label in 【】 (never read)',
  反撃: 'a keyword in 【】 (never read)',
};

/** One kana spelling: what a designer may write, the canonical kanji it folds to, and how it may stand. */
export interface KanaSpelling {
  kana: string;
  kanji: string;
  /** A counter: folded only right after a digit. */
  afterDigit: boolean;
}

/** Every kana spelling of KANA_WORDS, longest first (the fold takes the longest word at each position). */
export function kanaSpellings(words: readonly KanaWord[] = KANA_WORDS): KanaSpelling[] {
  const out: KanaSpelling[] = [];
  for (const [kanji, kana, kind] of words) {
    if (kind === 'noun' || kind === 'countWord') {
      out.push({ kana, kanji, afterDigit: kind === 'countWord' });
      continue;
    }
    for (const ending of ENDINGS[kind]) {
      // a bare stem of one or two kana (得 え, 見 み, 受け うけ) is no word on its own
      if (ending === '' && kana.length < 3) continue;
      out.push({ kana: kana + ending, kanji: kanji + ending, afterDigit: false });
    }
  }
  return out.sort((a, b) => b.kana.length - a.kana.length || (a.kana < b.kana ? -1 : 1));
}
