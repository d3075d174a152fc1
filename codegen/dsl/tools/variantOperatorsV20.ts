// Issue 22 (v20): the variation families of the twentieth round — small rewrites a designer makes without changing
// what a sentence means, probed by codegen/dsl/tools/variantProbe.ts on every line the language accepts: polite
// endings (〜します／〜できます／〜してください), 〜したら／〜すると for 〜した時, 〜場合は, 〜たびに／〜度に, その代わりに／
// かわりに, 〜しても構わない／〜してよい／〜できる for 〜してもよい, a missing final 「。」, 選択する for 選ぶ, 手札に入れる for
// 手札に加える, 獲得する for 得る, verbs in kana (おく, ひく), 「，」 for 「、」, その／それの, and a comma after a condition.
// Same shape and rules as ./variantOperators.ts (an operator must preserve meaning; each example is tested by
// test/dsl/i22v8-variants.test.ts and test/dsl/v20-variants.test.ts).
import type { VariantOperator } from './variantOperators.js';

/** Plain sentence-final verbs → [polite (ます), request (てください) or undefined when there is none]. */
const POLITE_FORMS: Readonly<Record<string, readonly [string, string | undefined]>> = {
  する: ['します', 'してください'],
  引く: ['引きます', '引いてください'],
  置く: ['置きます', '置いてください'],
  加える: ['加えます', '加えてください'],
  戻す: ['戻します', '戻してください'],
  与える: ['与えます', '与えてください'],
  捨てる: ['捨てます', '捨ててください'],
  選ぶ: ['選びます', '選んでください'],
  させる: ['させます', 'させてください'],
  得る: ['得ます', undefined],
  できる: ['できます', undefined],
  できない: ['できません', undefined],
  なる: ['なります', undefined],
  ならない: ['なりません', undefined],
  されない: ['されません', undefined],
};
const politeVerbs = Object.keys(POLITE_FORMS).sort((a, b) => b.length - a.length);

/** 手札に加え… / 手札に戻… → 手札に入れ… (the same conjugation). */
const IRERU: Readonly<Record<string, string>> = {
  加える: '入れる',
  加え: '入れ',
  戻す: '入れる',
  戻し: '入れ',
};

/** 得る's forms → 獲得する's. */
const KAKUTOKU: Readonly<Record<string, string>> = {
  得る: '獲得する',
  得て: '獲得して',
  得た: '獲得した',
  得: '獲得し',
};

/** Verb stems a designer writes in kana (only those the probe meets in card text; kanaWords.ts has the rest). */
const KANA_STEMS: Readonly<Record<string, string>> = { 置: 'お', 引: 'ひ', 戻: 'もど', 捨: 'す', 選: 'えら' };

export const V20_OPERATORS: readonly VariantOperator[] = [
  // ── polite endings: a sentence-final plain verb as です・ます or a request (「引いてください」) ──
  {
    id: 'polite.masu',
    family: '〜します／〜してください',
    from: new RegExp(`(${politeVerbs.join('|')})(?=。)`, 'g'),
    to: [(m) => POLITE_FORMS[m[1]][0]],
    note: 'a sentence-final verb in the polite form (「引く。」 → 「引きます。」)',
    example: ['カードを1枚引く。', 'カードを1枚引きます。'],
  },
  {
    id: 'polite.kudasai',
    family: '〜します／〜してください',
    // a request is an instruction only for an action the player performs (not 「得る」「できる」)
    from: new RegExp(`(${politeVerbs.filter((v) => POLITE_FORMS[v][1]).join('|')})(?=。)`, 'g'),
    to: [(m) => POLITE_FORMS[m[1]][1] ?? m[0]],
    note: 'a sentence-final action as a request (「置く。」 → 「置いてください。」)',
    example: ['手札を1枚トラッシュに置く。', '手札を1枚トラッシュに置いてください。'],
  },
  {
    id: 'polite.dekimasu',
    family: '〜します／〜してください',
    from: /てもよい(?=。)/g,
    to: ['てもよいです', 'ても構いません'],
    note: '「…てもよい。」 in the polite form',
    example: ['カードを1枚引いてもよい。', 'カードを1枚引いてもよいです。'],
  },
  // ── when: 〜したら／〜すると for 〜した時 (the same trigger: HF-7.2 「…た時」) ──
  {
    id: 'when.tara',
    family: 'した時/したら/すると',
    from: /た(?:時|とき)(?=、)/g,
    to: ['たら'],
    note: '「…した時、」 as 「…したら、」',
    example: ['このキャラクターが戦場に登場した時、', 'このキャラクターが戦場に登場したら、'],
  },
  {
    id: 'when.to',
    family: 'した時/したら/すると',
    // only verbs whose dictionary form is sure from the past: 〜した of a する-noun, an ichidan 〜えた (受けた, 破壊された)
    from: /(?:(登場|破壊|攻撃|防御|リロード|プレイ|セット|ドロー)した|([けれせてえべめね])た)(?:時|とき)(?=、)/g,
    to: [(m) => (m[1] ? `${m[1]}すると` : `${m[2]}ると`)],
    note: '「…した時、」 as 「…すると、」 (「破壊された時」 → 「破壊されると」)',
    example: ['このキャラクターが戦場に登場した時、', 'このキャラクターが戦場に登場すると、'],
  },
  // ── 場合、／場合は、 ──
  {
    id: 'case.wa',
    family: '場合、/場合は、',
    from: /場合(?=、)/g,
    to: ['場合は', '場合には'],
    note: '「…場合、」 as 「…場合は、」「…場合には、」',
    example: [
      'あなたの手札が2枚以上の場合、カードを1枚引く。',
      'あなたの手札が2枚以上の場合は、カードを1枚引く。',
    ],
  },
  // ── たび／たびに／度に ──
  {
    id: 'each.tabi',
    family: 'たび/たびに/度に',
    from: /(?:たび|度)(?:に)?(?=、)/g,
    to: ['たび', 'たびに', '度', '度に'],
    note: '「…するたび、」 as 「…するたびに、」「…する度に、」',
    example: ['このキャラクターが攻撃を行うたび、', 'このキャラクターが攻撃を行うたびに、'],
  },
  // ── その代わりに／代わりに／かわりに ──
  {
    id: 'instead.sono',
    family: 'その代わりに/代わりに/かわりに',
    from: /(?:その)?(?:代わり|かわり|替わり)に/g,
    to: ['代わりに', 'その代わりに', 'かわりに'],
    note: '「代わりに」 as 「その代わりに」「かわりに」',
    example: [
      'それが《剣士》を持つ場合、代わりにカードを2枚引く。',
      'それが《剣士》を持つ場合、その代わりにカードを2枚引く。',
    ],
  },
  // ── may: ても構わない／てよい／できる ──
  {
    id: 'may.kamawanai',
    family: 'してもよい/ことができる',
    from: /てもよい(?=。)/g,
    to: ['ても構わない', 'てよい', 'ても良い'],
    note: '「…てもよい。」 as 「…ても構わない。」「…てよい。」',
    example: ['カードを1枚引いてもよい。', 'カードを1枚引いても構わない。'],
  },
  {
    id: 'may.suru.dekiru',
    family: 'してもよい/ことができる',
    // a する-verb's may as its potential (「破壊してもよい」 → 「破壊できる」): with a subject it could read as a
    // permission that lasts, so only in a sentence whose own verb it is (ending the sentence)
    from: /(破壊|スリープに|アクティブに|セット|除外|公開)してもよい(?=。)/g,
    to: ['$1できる'],
    note: '「…してもよい。」 of a する-verb as 「…できる。」',
    example: [
      '対戦相手のキャラクター1体を対象とし、それを破壊してもよい。',
      '対戦相手のキャラクター1体を対象とし、それを破壊できる。',
    ],
  },
  // ── the final 「。」 left out ──
  {
    id: 'period.final',
    family: 'missing 。',
    from: /。$/g,
    to: [''],
    note: 'the line’s last 「。」 left out',
    example: ['カードを1枚引く。', 'カードを1枚引く'],
  },
  // ── 選ぶ／選択する ──
  {
    id: 'choose.sentaku',
    family: '選ぶ/選択する',
    from: /選(ぶ|び|んで)(?![出抜])/g,
    to: [(m) => ({ ぶ: '選択する', び: '選択し', んで: '選択して' })[m[1]] ?? m[0]],
    note: '「選ぶ」 as 「選択する」 (「選び、」 → 「選択し、」)',
    example: ['手札を1枚選び、トラッシュに置く。', '手札を1枚選択し、トラッシュに置く。'],
  },
  // ── 手札に加える／手札に入れる (／手札に戻す) ──
  {
    id: 'hand.ireru',
    family: '手札に加える/入れる/戻す',
    from: /手札に(加える|加え|戻す|戻し)/g,
    to: [(m) => `手札に${IRERU[m[1]]}`],
    note: '「手札に加える」「手札に戻す」 as 「手札に入れる」',
    example: ['それを手札に加える。', 'それを手札に入れる。'],
  },
  {
    id: 'hand.kuwaeru',
    family: '手札に加える/入れる/戻す',
    // from the trash or the deck, adding and returning are the same move; from the battlefield too (HF-12.4)
    from: /手札に(戻す|戻し)/g,
    to: [(m) => (m[1] === '戻す' ? '手札に加える' : '手札に加え')],
    note: '「手札に戻す」 as 「手札に加える」',
    example: ['それを手札に戻す。', 'それを手札に加える。'],
  },
  // ── 得る／獲得する ──
  {
    id: 'gain.kakutoku',
    family: '得る/獲得する',
    from: /(?<=】を)得(る|て|た|、)/g,
    to: [(m) => (m[1] === '、' ? '獲得し、' : KAKUTOKU[`得${m[1]}`])],
    note: '「【貫通】を得る」 as 「【貫通】を獲得する」',
    example: ['このキャラクターは【貫通】を得る。', 'このキャラクターは【貫通】を獲得する。'],
  },
  // ── verbs in kana (置く/おく, 引く/ひく, 戻す/もどす) ──
  {
    id: 'kana.verb',
    family: '置く/おく',
    from: /(置|引|戻|捨|選)(?=[くきいけかすしさせてぶびんば])/g,
    to: [(m) => KANA_STEMS[m[1]]],
    note: 'a verb’s kanji stem in kana (「置く」 → 「おく」)',
    example: ['カードを1枚引く。', 'カードを1枚ひく。'],
  },
  // ── punctuation: 、／，, ：／: ──
  {
    id: 'punct.comma',
    family: '、/，',
    from: /、/g,
    to: ['，'],
    note: '「、」 as 「，」',
    example: ['手札を1枚選び、トラッシュに置く。', '手札を1枚選び，トラッシュに置く。'],
  },
  {
    id: 'punct.colon',
    family: '、/，',
    from: /：/g,
    to: [':'],
    note: 'a full-width colon as a half-width one',
    example: ['[自動]：カードを1枚引く。', '[自動]:カードを1枚引く。'],
  },
  // ── その／それの ──
  {
    id: 'sono.soreno',
    family: 'その/それの',
    from: /(それの|その)(?=パワー|コスト|持ち主)/g,
    to: [(m) => (m[1] === 'その' ? 'それの' : 'その')],
    note: '「それのパワー」 as 「そのパワー」 and back',
    example: ['それのパワーを+1000する。', 'そのパワーを+1000する。'],
  },
  // ── a comma after a condition or a trigger that has none ──
  {
    id: 'comma.add',
    family: 'optional comma',
    from: /(場合|ならば|なら(?![なずい])|(?<=[たる])(?:時(?!点)|とき)|たび)(?![、，はにまのでも。」）)])/g,
    to: ['$1、'],
    note: 'a comma after a condition or a trigger written without one',
    example: ['あなたの手札が2枚以上ならカードを1枚引く。', 'あなたの手札が2枚以上なら、カードを1枚引く。'],
  },
];
