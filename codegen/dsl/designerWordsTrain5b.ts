// Issue 22 (helper i22tb): designer vocabulary rows found on the train halves of two blind sets of the sixth
// round — a children's card game designer (Pokémon TCG style: game verbs in hiragana 「こうげき」「えらぶ」「ひく」,
// 「自分の番」, 「相手に見せてから、手札に加える」, 「メインデッキを切る」) and a Z/X / Lycee designer writing long legal
// sentences (「有る」, kanji numerals, 「～のうち」). Same row shape and rules as codegen/dsl/designerWords.ts (a row
// is a reading the designer would agree with; each example is tested by test/dsl/designerWords.test.ts).
// TRAIN5B_WORDS_FIRST run before every other row (so the polite forms and every other row see kanji verbs),
// TRAIN5B_WORDS after them all.
//
// Hiragana spellings: one list of verbs (plain form in hiragana and in kanji) generates every conjugation the
// same way politeVerbs.ts does for polite forms; the kana that spell the kanji are replaced and the okurigana
// stay as written, so 「ひいて」「ひかない」「ひきます」「ひける」 all become 引… and the rest of the table reads them.
import type { DesignerWord } from './designerWords.js';
import { GODAN_ENDINGS, conjugate } from './politeVerbs.js';

/**
 * Game verbs written in hiragana: [hiragana, kanji, a line using it, what that line reads as]. The kanji form
 * must be a verb of politeVerbs.ts when it is godan (its conjugation comes from there).
 */
export const KANA_VERBS: readonly (readonly [string, string, string, string])[] = [
  ['ひく', '引く', 'カードを1枚ひく。', 'カードを1枚引く。'],
  [
    'えらぶ',
    '選ぶ',
    'あなたのトラッシュからキャラクターカードを1枚えらび、手札に加える。',
    'あなたのトラッシュからキャラクターカードを1枚選び、手札に加える。',
  ],
  [
    'もどす',
    '戻す',
    '対戦相手のキャラクター1体を対象とし、それを手札にもどす。',
    '対戦相手のキャラクター1体を対象とし、それを手札に戻す。',
  ],
  ['あたえる', '与える', '対戦相手に1ダメージをあたえる。', '対戦相手に1ダメージを与える。'],
  [
    'くわえる',
    '加える',
    'あなたのトラッシュからキャラクターカードを1枚選び、手札にくわえる。',
    'あなたのトラッシュからキャラクターカードを1枚選び、手札に加える。',
  ],
  ['すてる', '捨てる', '手札を1枚すてる。', '手札を1枚捨てる。'],
  [
    'おく',
    '置く',
    '対戦相手のキャラクター1体を対象とし、それをトラッシュにおく。',
    '対戦相手のキャラクター1体を対象とし、それをトラッシュに置く。',
  ],
  ['みる', '見る', 'あなたのメインデッキの上から3枚をみる。', 'あなたのメインデッキの上から3枚を見る。'],
  [
    'しはらう',
    '支払う',
    '[自動]：このキャラクターが戦場に登場した時、あなたはエネルギーを1しはらう。',
    '[自動]:このキャラクターが戦場に登場した時、あなたはエネルギーを1支払う。',
  ],
  [
    'える',
    '得る',
    'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【貫通】をえる。',
    'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【貫通】を得る。',
  ],
  [
    'うける',
    '受ける',
    '[自動]：このキャラクターがダメージをうけた時、カードを1枚引く。',
    '[自動]:このキャラクターがダメージを受けた時、カードを1枚引く。',
  ],
  [
    'おこなう',
    '行う',
    '[自動]：このキャラクターがこうげきをおこなった時、カードを1枚引く。',
    '[自動]:このキャラクターが攻撃した時、カードを1枚引く。',
  ],
  [
    'はらう',
    '支払う',
    '[自動]：このキャラクターが戦場に登場した時、あなたはエネルギーを1はらう。',
    '[自動]:このキャラクターが戦場に登場した時、あなたはエネルギーを1支払う。',
  ],
  [
    'もつ',
    '持つ',
    'あなたの《竜》をもつキャラクター1体を対象とし、それを破壊する。',
    'あなたの《竜》を持つキャラクター1体を対象とし、それを破壊する。',
  ],
];

/** Game nouns written in hiragana (also the stems of their する verbs: こうげきした → 攻撃した). */
export const KANA_NOUNS: readonly (readonly [string, string, string, string])[] = [
  [
    'こうげき',
    '攻撃',
    '[自動]：このキャラクターがこうげきした時、カードを1枚引く。',
    '[自動]:このキャラクターが攻撃した時、カードを1枚引く。',
  ],
  [
    'ぼうぎょ',
    '防御',
    '[自動]：このキャラクターがぼうぎょした時、カードを1枚引く。',
    '[自動]:このキャラクターが防御を行うたび、カードを1枚引く。',
  ],
  [
    'はかい',
    '破壊',
    '対戦相手のキャラクター1体を対象とし、それをはかいする。',
    '対戦相手のキャラクター1体を対象とし、それを破壊する。',
  ],
  [
    'のこり',
    '残り',
    'あなたのメインデッキの上から3枚を見て、1枚を選び手札に加え、のこりを好きな順番でメインデッキの一番下に置く。',
    'あなたのメインデッキの上から3枚を見て、1枚を選び手札に加え、残りを好きな順番でメインデッキの一番下に置く。',
  ],
  [
    'じゅんばん',
    '順番',
    'あなたのメインデッキの上から3枚を見て、1枚を選び手札に加え、残りを好きなじゅんばんでメインデッキの一番下に置く。',
    'あなたのメインデッキの上から3枚を見て、1枚を選び手札に加え、残りを好きな順番でメインデッキの一番下に置く。',
  ],
  ['てふだ', '手札', 'てふだを1枚捨てる。', '手札を1枚捨てる。'],
  // the longer words first: 「すてふだ」 is not すて + ふだ
  [
    'すてふだ',
    '捨て札',
    'すてふだのキャラクターカード1枚を対象とし、それを手札に加える。',
    'トラッシュのキャラクターカード1枚を対象とし、それを手札に加える。',
  ],
  ['やまふだ', '山札', 'やまふだからカードを1枚引く。', 'メインデッキからカードを1枚引く。'],
  [
    'ぼち',
    '墓地',
    'ぼちのキャラクターカード1枚を対象とし、それを手札に加える。',
    'トラッシュのキャラクターカード1枚を対象とし、それを手札に加える。',
  ],
  [
    'せんじょう',
    '戦場',
    '[自動]：このキャラクターがせんじょうにいる限り、あなたのキャラクター全てのパワーを+1000する。',
    '[自動]:このキャラクターが戦場にいる限り、あなたのキャラクター全てのパワーを+1000する。',
  ],
  [
    'あいて',
    '相手',
    'あいてのキャラクター1体を対象とし、それを破壊する。',
    '対戦相手のキャラクター1体を対象とし、それを破壊する。',
  ],
  [
    'じぶん',
    '自分',
    'じぶんのキャラクター1体を対象とし、それをアクティブにする。',
    '自分のキャラクター1体を対象とし、それをアクティブにする。',
  ],
];

const HIRAGANA = 'ぁ-ゖ';
/**
 * A hiragana word starts after anything but hiragana or a kanji, after a count (「1枚ひく」) or after a particle
 * (「カードをひく」「手札にもどす」「デッキからひく」): never inside another hiragana word, nor as the okurigana of a
 * kanji (「加える」 is not 加得る).
 */
const WORD_START = `(?<=^|[^${HIRAGANA}\\u4E00-\\u9FFF々]|[0-9一二三四五六七八九十][枚体回点個度]|[をにへでがはものやな]|から|まで|より)`;

/** The part of two spellings of one word that is the same at their end (the okurigana): ひく/引く → く. */
function okurigana(kana: string, kanji: string): string {
  let n = 0;
  while (n < kana.length && n < kanji.length && kana.at(-1 - n) === kanji.at(-1 - n)) n++;
  return kana.slice(kana.length - n);
}

/**
 * What may follow the kana that spell a verb's kanji: every conjugated ending (plain, ます-stem, ない-stem,
 * て・た-forms and the e-row of potential and conditional for a godan verb), from politeVerbs.ts's conjugation.
 */
function verbEndings(kanji: string, okuri: string): string[] {
  const stem = kanji.slice(0, kanji.length - okuri.length);
  const c = conjugate(kanji);
  const tail = (s: string) => s.slice(stem.length);
  const te = tail(c.te);
  const ta = te.replace(/て$/, 'た').replace(/で$/, 'だ');
  const last = kanji.slice(-1);
  const godan = GODAN_ENDINGS.find(([plain]) => plain === last);
  const isGodan = c.masu !== kanji.slice(0, -1);
  const eRow =
    godan && isGodan ? `${okuri.slice(0, -1)}${'けげせてべめれえ'['くぐすつぶむるう'.indexOf(last)]}` : '';
  // the ない-stem only with what follows it (「ひかり」 is not 引かり)
  const nai = `${tail(c.negative).replace(/ない$/, '')}(?:ない|なかっ|ず|せ|れ)`;
  // an ichidan verb's ます-stem is its whole stem (見・得): only with what follows it
  const masu = tail(c.masu) === '' ? '(?:ます|ません|ました)' : tail(c.masu);
  return [tail(kanji), masu, nai, te, ta, ...(eRow ? [eRow] : [])].filter((e) => e !== '');
}

function kanaVerbRow([kana, kanji, written, canonical]: readonly [
  string,
  string,
  string,
  string,
]): DesignerWord {
  const okuri = okurigana(kana, kanji);
  const kanaStem = kana.slice(0, kana.length - okuri.length);
  const kanjiStem = kanji.slice(0, kanji.length - okuri.length);
  const endings = [...new Set(verbEndings(kanji, okuri))].sort((a, b) => b.length - a.length);
  return {
    from: new RegExp(`${WORD_START}${kanaStem}(?=${endings.join('|')})`, 'g'),
    to: kanjiStem,
    need: kanaStem,
    note: `「${kana}」 in hiragana (a children’s card game) is 「${kanji}」, in every conjugation`,
    example: [written, canonical],
  };
}

function kanaNounRow([kana, kanji, written, canonical]: readonly [
  string,
  string,
  string,
  string,
]): DesignerWord {
  return {
    from: new RegExp(`${WORD_START}${kana}`, 'g'),
    to: kanji,
    need: kana,
    note: `「${kana}」 in hiragana (a children’s card game) is 「${kanji}」`,
    example: [written, canonical],
  };
}

export const KANA_ROWS: readonly DesignerWord[] = [
  ...KANA_NOUNS.map(kanaNounRow),
  ...KANA_VERBS.map(kanaVerbRow),
];

/** How designers say "may be used": 使える、使用できる、起動できる… (HF-12.4). */
const USE_VERB = '(?:使(?:え|用でき)る|使用可能|起動できる|発動できる)';

export const TRAIN5B_WORDS_FIRST: readonly DesignerWord[] = [
  ...KANA_ROWS,
  {
    // 「有る」「無い」 in kanji (a legal register): ある／ない (「有効」「無効」 are other words: okurigana must follow)
    from: /有(?=る|り|れ|っ)/g,
    to: 'あ',
    need: '有',
    note: '「戦場に有る」「有れば」: ある in kanji',
    example: [
      '[自動]：このキャラクターが防御を行うたび、あなたのワールド・セットが戦場に有る場合、ターン終了時まで、このキャラクターのパワーを+2000する。',
      '[自動]:このキャラクターが防御を行うたび、あなたのワールド・セットが戦場にある場合、ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
  },
  {
    // 「自分の番」 (a children's game's word for a turn): the player's turn
    from: /(自分|あなた|相手|対戦相手)の番(?=[にのはで、]|中|の間|のあいだ|が)/g,
    to: '$1のターン',
    need: '番',
    note: '「自分の番」「相手の番」: that player’s turn',
    example: ['[自動]：自分の番の終了時、カードを1枚引く。', '[自動]:自分のターン終了時、カードを1枚引く。'],
  },
  {
    // 「[1]：…。この能力は、自分の番に1回使える。」: once per turn (HF-12.8) and only in your own turn (HF-12.4
    // would also allow it in an interruption window of the opponent's turn)
    from: new RegExp(
      `^(?!\\[自動\\])((?:\\[[^\\]]+\\])+)\\s*:\\s*(.*。)(?:この(?:起動)?能力は、?)?(?:自分|あなた)のターン(?:中|の間|のあいだ)?(?:に|で)、?(?:1|一)(?:回|度)(?:まで|だけ|のみ)?(?:しか)?${USE_VERB}。$`,
      'g',
    ),
    to: '$1:1ターンに1回、あなたのターンにのみ使用できる。$2',
    need: 'ターン',
    note: '「この能力は、自分の番に1回使える。」 after an activated ability: once per turn (HF-12.8), in your turn only (HF-12.4)',
    example: [
      '[2]：あなたのキャラクター1体を対象とし、それをアクティブにする。この能力は、自分の番に1回使える。',
      '[2]:1ターンに1回、あなたのターンにのみ使用できる。あなたのキャラクター1体を対象とし、それをアクティブにする。',
    ],
  },
  {
    // the trash is public (RULES.md zones; docs/rules.md): showing a card taken from it restates the rules
    from: /(?<=トラッシュ(?:から|の)[^。]*?選(?:び|んで)、?)(?:(?:対戦)?相手に見せ(?:てから|て|、)|公開し(?:て|てから)?)、?(?=手札に加え)/g,
    to: '',
    need: 'トラッシュ',
    note: '「トラッシュから…を1枚選び、相手に見せてから、手札に加える」: the trash is public, so showing the card restates the rules',
    example: [
      'あなたのトラッシュからキャラクターカードを1枚選び、相手に見せてから、手札に加える。',
      'あなたのトラッシュからキャラクターカードを1枚選び、手札に加える。',
    ],
  },
  {
    // 「相手に見せてから、手札に加える」 with a comma: revealing it (公開); designerWordsTrain2.ts reads it without one
    from: /(?:対戦相手|相手)に見せ(?:てから|て|、)、(?=手札に加え)/g,
    to: '公開し、',
    need: '見せ',
    note: '「相手に見せてから、手札に加える」 (a comma after 見せてから) is revealing it (公開)',
    example: [
      'あなたのメインデッキからキャラクターカードを1枚選び、相手に見せてから、手札に加え、メインデッキをシャッフルする。',
      'あなたのメインデッキからキャラクターカードを1枚選び、公開し、手札に加え、メインデッキをシャッフルする。',
    ],
  },
  {
    // 「メインデッキを切る」: to cut a deck is to shuffle it (the everyday word)
    from: /(メインデッキ|山札|デッキ)を切(?:る|って|り)(?=。|、|$)/g,
    to: '$1をシャッフルする',
    need: 'を切',
    note: '「メインデッキを切る」「山札を切って」: shuffle it',
    example: [
      'あなたのメインデッキからキャラクターカードを1枚選び、公開し、手札に加え、メインデッキを切る。',
      'あなたのメインデッキからキャラクターカードを1枚選び、公開し、手札に加え、メインデッキをシャッフルする。',
    ],
  },
  {
    // 「…手札に加える。そして、メインデッキをシャッフルする。」: the search's shuffle as its own sentence
    from: /手札に加える。(?:そして|その後|それから)、?(?=(?:その|あなたの|自分の)?(?:メインデッキ|山札|デッキ)をシャッフル)/g,
    to: '手札に加え、',
    need: 'シャッフル',
    note: '「…から…を1枚選び、手札に加える。そして、メインデッキを切る。」: the search of the deck, then its shuffle (one process)',
    example: [
      'あなたのメインデッキからキャラクターカードを1枚選び、手札に加える。そして、メインデッキをシャッフルする。',
      'あなたのメインデッキからキャラクターカードを1枚選び、手札に加え、メインデッキをシャッフルする。',
    ],
  },
];

/** A count in digits or kanji numerals (one to nine). */
const N = '[0-9一二三四五六七八九]';
/** The top or the bottom of the main deck. */
const DECK_END = '(?:メインデッキの)?(?:一番)?[上下]';

export const TRAIN5B_WORDS: readonly DesignerWord[] = [
  {
    // 「…コマンドカード一枚を対象とし、そのプレイを無効にする」: negate the targeted play (HF-5.8)
    from: /(?<=を対象とし、)そのプレイを(?=無効に)/g,
    to: 'それを',
    need: 'そのプレイ',
    note: '「…を対象とし、そのプレイを無効にする」: the play of the target is what is negated',
    example: [
      'プレイ中のカード一枚を対象とし、そのプレイを無効にする。',
      'プレイ中のカード一枚を対象とし、それを無効にする。',
    ],
  },
  {
    // a reminder restating the rules: a negated card goes to the trash (src/engine/chain.ts; docs/engine.md, fixd)
    from: /(?<=を無効にする。)\((?:無効にされた|無効になった)(?:カード|それ)は、?(?:その持ち主の)?トラッシュに置かれる。?\)$/g,
    to: '',
    need: '無効に',
    note: '「…を無効にする。（無効にされたカードはトラッシュに置かれる。）」: the reminder restates the rules (a negated play goes to the trash)',
    example: [
      'プレイ中のカード一枚を対象とし、それを無効にする。（無効にされたカードはトラッシュに置かれる。）',
      'プレイ中のカード一枚を対象とし、それを無効にする。',
    ],
  },
  {
    // 「【空装 … 効果：[自動]：あなたのアクティブフェイズ終了時、…】」: the ability's own label inside the effect
    // (the effect is an automatic ability anyway, HF-12.1)
    from: /(?<=^【空装[^】]*?効果\s*:\s*)\[自動\]\s*:?\s*/g,
    to: '',
    need: '[自動]',
    note: '「【空装 条件：… 効果：[自動]：…】」: the [自動] label of the ability the effect gives',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《探偵》を持つ 効果：[自動]：あなたのアクティブフェイズ終了時、カードを1枚引く。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《探偵》を持つ 効果:あなたのアクティブフェイズ終了時、カードを1枚引く。】',
    ],
  },
  {
    // 「…一番上のカードを見る。そのカードをメインデッキの一番上か一番下に置く。」: one look, then the looker's choice
    from: /(の一番上のカードを)見る。(?:そのカード|それ)を、?(?=(?:(?:あなた|自分)の)?メインデッキの(?:一番上か一番下|上か下)に置)/g,
    to: '$1見て、',
    need: 'か',
    note: '「…一番上のカードを見る。そのカードを…一番上か一番下に置く。」: one process (look, then top or bottom)',
    example: [
      '[自動]：あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを見る。そのカードをメインデッキの一番上か一番下に置く。',
      '[自動]:あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを見て、メインデッキの一番上か一番下に置く。',
    ],
  },
  {
    // 「[自動]：このカードがセットされているキャラクターが《X》を持つ場合、そのキャラクターは【警戒】を得る。」: a continuous
    // ability (no trigger) whose condition is on one card; 「そのキャラクター」 after it is that card
    from: /(?<=^\[自動\]:(このカードがセットされているキャラクター|このキャラクター)が(?:(?!キャラクター[をにへと])[^、。])*?(?:であるなら|なら|である場合|場合)、)そのキャラクター(?=は|の)/g,
    to: '$1',
    need: 'そのキャラクター',
    note: '「[自動]：このカードがセットされているキャラクターが…場合、そのキャラクターは…」: その is the card the condition is on',
    example: [
      '[自動]：このカードがセットされているキャラクターが《裁判官》を持つ場合、そのキャラクターは【警戒】を得る。',
      '[自動]:このカードがセットされているキャラクターが《裁判官》を持つキャラクターであるなら、このカードがセットされているキャラクターは【警戒】を得る。',
    ],
  },
  {
    // 「…を上から二枚見る。そのうち一枚を…」: of the cards just looked at (or revealed)
    from: /(?<=(?:見る|公開する)。)そのうち、?/g,
    to: 'その中から',
    need: 'そのうち',
    note: '「…見る。そのうち一枚を…」: of the cards looked at (その中から)',
    example: [
      'あなたのメインデッキの上から3枚を見る。そのうち1枚を手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
      'あなたのメインデッキの上から3枚を見る。その中から1枚を手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
  {
    // 「…二枚見る。そのうち一枚をメインデッキの一番上に、残りの一枚をメインデッキの一番下に置く。」: two looked at,
    // one picked, so 「残りの一枚」 is all the rest; only then is the count read away
    from: new RegExp(`(?<=上から[2二]枚を?見る。その中から、?[1一]枚を${DECK_END}に、)残りの[1一]枚を`, 'g'),
    to: '残りを',
    need: '残りの',
    note: '「二枚見る。そのうち一枚を…に、残りの一枚を…に置く」: of two looked at, the rest is the one left',
    example: [
      'あなたのメインデッキを上から二枚見る。その中から一枚をメインデッキの一番上に、残りの一枚をメインデッキの一番下に置く。',
      // (「二枚」 is read as 「2枚」 first: codegen/dsl/designerWordsI22v8.ts)
      'あなたのメインデッキを上から2枚見る。その中から一枚を選び、メインデッキの一番上に置き、残りをメインデッキの一番下に置く。',
    ],
  },
  {
    // 「その中から一枚を…の一番上に、残りを…の一番下に置く」: the verb said once for both (gapping)
    from: new RegExp(
      `(?<=。)その中から、?(${N}枚)を(${DECK_END})に、(残り(?:のカード)?を、?)(${DECK_END})に(置く|戻す)`,
      'g',
    ),
    to: 'その中から$1を選び、$2に置き、$3$4に$5',
    need: '残り',
    note: '「その中から一枚を…の一番上に、残りを…の一番下に置く」: one verb for both moves (the pick, then the rest)',
    example: [
      'あなたのメインデッキの上から3枚を見る。その中から1枚をメインデッキの一番上に、残りをメインデッキの一番下に置く。',
      'あなたのメインデッキの上から3枚を見る。その中から1枚を選び、メインデッキの一番上に置き、残りをメインデッキの一番下に置く。',
    ],
  },
  {
    // 「…セットカードがいずれかのカードにセットされた時」: any host (a character or a world set)
    from: /(?<=が)いずれかの(?=(?:カード|キャラクター)にセットされ(?:た時|たとき|るたび))/g,
    to: '',
    need: 'いずれかの',
    note: '「…がいずれかのカードにセットされた時」: set on any card (いずれか = any, in a trigger)',
    example: [
      '[自動]：あなたの《証拠》を持つセットカードがいずれかのカードにセットされた時、カードを1枚引く。',
      '[自動]:あなたの《証拠》を持つセットカードがカードにセットされた時、カードを1枚引く。',
    ],
  },
];
