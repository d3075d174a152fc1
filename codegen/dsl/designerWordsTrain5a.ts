// Issue 22 (helper i22ta): designer vocabulary rows found on the train halves of two blind sets of the sixth
// round — a Weiß Schwarz / Vanguard designer (「【自】【起】【永】」 labels, costs before a colon, reminder text after
// keywords: those general conventions are read where the other labels and reminders are, designerWordsI22w.ts,
// designerStyleWords.ts and designerWordsTrain4a.ts) and an MTG / Hearthstone Japanese translator (「あなたが
// コントロールする」「～するたび、」「そうしたなら、」「～に等しい」). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts), kept in this file so it merges without touching the other tables.
// TRAIN5A_WORDS_FIRST run before every other row (after the polite forms and the ability labels), TRAIN5A_WORDS
// after them all.
import type { DesignerWord } from './designerWords.js';

/** A player, as the MTG translation names them (相手 is read as 対戦相手 by later rows). */
const WHO = '(あなた|自分|対戦相手|相手)';

/** What a player controls: characters, set cards, world sets (no comma or full stop inside). */
const CONTROLLED = '([^、。]{0,40}?(?:キャラクター|セットカード|ワールド・セット|カード))';

/** 「エネルギーを1支払い」「[1]」: an energy cost written before the colon (HF-12.4). */
const ENERGY_COST =
  '(?:エネルギーを([0-9]+)(?:点)?支払(?:い|って|う)|エネルギー([0-9]+)(?:点)?を支払(?:い|って|う))';
/** 「このキャラクターをスリープにする」: the sleep cost [スリープ] written out (HF-12.4). */
const SLEEP_COST =
  '(?:この(?:キャラクター|カード)を(?:スリープ|レスト)に(?:する|して|し)|この(?:キャラクター|カード)を(?:レスト|タップ)(?:する|して|し)|\\[スリープ\\])';
/** An activated ability's label before its costs (Weiß Schwarz / Vanguard 【起】, the seeds' 【起動】), or none. */
const ACT_LABEL = '(?:【起(?:動(?:能力)?)?】\\s*:?\\s*)';

/** A character the text names as itself or as a set card's host. */
const SELF_CHARACTER = '(このカードがセットされているキャラクター|このキャラクター)';

export const TRAIN5A_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「このカードがセットされているキャラクターが《役者》を持つ限り、そのキャラクターは【警戒】を得る」: 「そのキャラクター」 is the
    // character the condition names (no other character is named between them)
    from: new RegExp(
      `${SELF_CHARACTER}(が、?(?:(?!キャラクター)[^、。])*?(?:限り|間|場合|なら|ならば))、そのキャラクター(?=は|の|を|に)`,
      'g',
    ),
    to: '$1$2、$1',
    need: 'そのキャラクター',
    note: '「このカードがセットされているキャラクターが…限り、そのキャラクターは…」: 「そのキャラクター」 is the character of the condition',
    example: [
      '【永】このカードがセットされているキャラクターが《役者》を持つ限り、そのキャラクターは【警戒】を得る。',
      '[自動]:このカードがセットされているキャラクターが《役者》を持つキャラクターである限り、このカードがセットされているキャラクターは【警戒】を得る。',
    ],
  },
  {
    // MTG 「アンタップする」: untap is active (before the rows reading タップ as スリープ, which made it 「アンスリープ」)
    from: /アンタップ(?=する|し[、てた]|させ|して)/g,
    to: 'アクティブに',
    need: 'アンタップ',
    note: '「それをアンタップする」 (MTG): make it active',
    example: [
      'あなたのキャラクター1体を対象とし、それをアンタップする。',
      'あなたのキャラクター1体を対象とし、それをアクティブにする。',
    ],
  },
  {
    from: /アンタップ(?:状態)?(?=の|で)/g,
    to: 'アクティブ状態',
    need: 'アンタップ',
    note: '「アンタップ状態の」 (MTG): active',
    example: [
      '対戦相手のアンタップ状態のキャラクター1体を対象とし、それを破壊する。',
      '対戦相手のアクティブであるキャラクター1体を対象とし、それを破壊する。',
    ],
  },
  {
    // 「【起】このキャラクターをスリープにする：…」: Weiß Schwarz prints an activated ability's costs as words before the
    // colon; 「このキャラクターをスリープにする」 is [スリープ] (HF-12.4)
    from: new RegExp(`^${ACT_LABEL}?${SLEEP_COST}\\s*:\\s*`, 'g'),
    to: '[スリープ]:',
    need: ':',
    note: '「【起】このキャラクターをスリープにする：…」: the sleep cost written out before the colon is [スリープ] (HF-12.4)',
    example: ['【起】このキャラクターをスリープにする：カードを1枚引く。', '[スリープ]:カードを1枚引く。'],
  },
  {
    // 「【起】エネルギーを1支払い、このキャラクターをスリープにする：…」: both costs written out (HF-12.4)
    from: new RegExp(`^${ACT_LABEL}?${ENERGY_COST}(?:、|,|\\s)?(?:と|、)?${SLEEP_COST}\\s*:\\s*`, 'g'),
    to: '[$1$2][スリープ]:',
    need: ':',
    note: '「【起】エネルギーを1支払い、このキャラクターをスリープにする：…」: the costs written out before the colon are [1][スリープ] (HF-12.4)',
    example: [
      '【起】エネルギーを1支払い、このキャラクターをスリープにする：カードを1枚引く。',
      '[1][スリープ]:カードを1枚引く。',
    ],
  },
  {
    // 「【起】[1]、このキャラクターをスリープにする：…」: the energy in brackets, the sleep written out (HF-12.4)
    from: new RegExp(`^${ACT_LABEL}?((?:\\[[0-9]+\\])+)(?:、|,|\\s)?${SLEEP_COST}\\s*:\\s*`, 'g'),
    to: '$1[スリープ]:',
    need: ':',
    note: '「【起】[1]、このキャラクターをスリープにする：…」: the sleep cost written out after the energy is [スリープ] (HF-12.4)',
    example: [
      '【起】[1]、このキャラクターをスリープにする：カードを1枚引く。',
      '[1][スリープ]:カードを1枚引く。',
    ],
  },
  {
    // 「【起】エネルギーを2支払う：…」: the energy cost written out (HF-12.4)
    from: new RegExp(`^${ACT_LABEL}?${ENERGY_COST}\\s*:\\s*`, 'g'),
    to: '[$1$2]:',
    need: ':',
    note: '「【起】エネルギーを2支払う：…」: the energy cost written out before the colon is [2] (HF-12.4)',
    example: ['【起】エネルギーを2支払う：カードを1枚引く。', '[2]:カードを1枚引く。'],
  },
  {
    // 「【起】【ターン1回】[1]：…」 (Vanguard): once per turn (HF-12.8), said at the end of the ability
    from: /^【起(?:動(?:能力)?)?】\s*:?\s*【(?:ターン1回|1ターンに1回|ターンに1回)】\s*:?\s*((?:\[[^\]]+\])+)\s*:\s*(.*[^。\s])。?\s*$/g,
    to: '$1:$2。1ターンに1回。',
    need: '回】',
    note: '「【起】【ターン1回】[1]：…」: an activated ability usable once per turn (HF-12.8)',
    example: ['【起】【ターン1回】[1]：カードを1枚引く。', '[1]:カードを1枚引く。1ターンに1回。'],
  },
  {
    // 「【自】【ターン1回】…」 (Vanguard): once per turn (HF-12.8), said at the end of the ability
    from: /^(\[自動\]\s*:)\s*【(?:ターン1回|1ターンに1回|ターンに1回)】\s*:?\s*(.*[^。\s])。?\s*$/g,
    to: '$1$2。1ターンに1回。',
    need: '回】',
    note: '「【自】【ターン1回】このキャラクターが攻撃した時、…」: an automatic ability that triggers once per turn (HF-12.8)',
    example: [
      '【自】【ターン1回】このキャラクターが攻撃した時、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「【起】[1][スリープ] カードを1枚引く。」 (Weiß Schwarz): the costs, then a space instead of the colon
    from: /^((?:\[(?:[0-9]+|スリープ)\])+)[ \u3000]+(?=[^\s:])/g,
    to: '$1:',
    need: ']',
    note: '「【起】[1][スリープ] カードを1枚引く。」: a space after the costs stands for the colon (HF-12.4)',
    example: ['【起】[1][スリープ] カードを1枚引く。', '[1][スリープ]:カードを1枚引く。'],
  },
  {
    // MTG 「あなたが…をコントロールしているなら」: there is such a card of yours on the battlefield (000 ■戦場とカードの
    // プレイヤー: a card on the battlefield is its player's); 「2体以上コントロールしている」 counts them
    from: new RegExp(
      `${WHO}が${CONTROLLED}を((?:[0-9]+|[一二三四五六七八九])(?:体|枚)以上)?コントロールして(?:いる|おり)(?=なら|ならば|場合|限り|時|とき)`,
      'g',
    ),
    to: '$1の$2が$3いる',
    need: 'コントロール',
    note: '「あなたが《機関》を持つキャラクターをコントロールしているなら」 (MTG): a character of yours is on the battlefield',
    example: [
      'あなたが《機関》を持つキャラクターをコントロールしているなら、あなたはカードを1枚引く。',
      'あなたの《機関》を持つキャラクターがいるなら、あなたはカードを1枚引く。',
    ],
  },
  {
    // MTG 「あなたがコントロールするキャラクター」: your character (the battlefield's cards are their player's, 000)
    from: new RegExp(
      `${WHO}(?:が|の)コントロール(?:する|している|下の|下にある)(?=[^、。]{0,40}?(?:キャラクター|セットカード|ワールド・セット|カード))`,
      'g',
    ),
    to: '$1の',
    need: 'コントロール',
    note: '「あなたがコントロールするキャラクター」 (MTG): your character',
    example: [
      'あなたがコントロールするキャラクター1体を対象とする。それをアクティブにする。',
      'あなたのキャラクター1体を対象とし、それをアクティブにする。',
    ],
  },
];

export const TRAIN5A_WORDS: readonly DesignerWord[] = [
  {
    // 「【空装 条件：あなたのメインデッキとガードデッキにある全てのキャラクターカードが《坑夫》か《機関》を持つ。」: every
    // character card of the two decks (HF-13.8), as 「…の キャラクターカードが全て…を持つ」
    from: /メインデッキとガードデッキ(?:にある|に入っている|の中の|の)(?:全て|すべて)の(キャラクターカード|カード)が/g,
    to: 'メインデッキとガードデッキの$1が全て',
    need: 'メインデッキとガードデッキ',
    note: '「【空装 条件：…メインデッキとガードデッキにある全てのキャラクターカードが《坑夫》か《機関》を持つ」: every such card (HF-13.8)',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキにある全てのキャラクターカードが《坑夫》か《機関》を持つ。 効果：追加デッキを使用する。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《坑夫》か《機関》を持つ 効果:追加デッキを使用する。】',
    ],
  },
  {
    // MTG 「…を破壊する。そうしたなら、…」 ("if you do"): only if the sentence before was done, as 「そうした場合」 (after
    // 「…てもよい。」 designerWords.ts reads it already)
    from: /(?<=。)そうしたなら(?:ば)?、/g,
    to: 'そうした場合、',
    need: 'そうしたなら',
    note: '「…を破壊する。そうしたなら、…」: only if it was done (そうした場合)',
    example: [
      '対戦相手のキャラクター1体を対象とし、それを破壊する。そうしたなら、あなたはカードを1枚引く。',
      '対戦相手のキャラクター1体を対象とし、それを破壊する。そうした場合、あなたはカードを1枚引く。',
    ],
  },
  {
    // MTG 「カードを1枚捨てる」 ("discard a card"): a card of the hand (no other zone is named)
    from: /(^|[、。:]|(?:あなた|自分|対戦相手|相手)は、?|その後、?)カードを([0-9]+)枚(?=捨て)/g,
    to: '$1手札を$2枚',
    need: '捨て',
    note: '「カードを1枚引き、その後カードを1枚捨てる」 (MTG): a card of the hand is discarded',
    example: [
      'あなたはカードを1枚引き、その後カードを1枚捨てる。',
      'あなたはカードを1枚引き、その後、手札を1枚捨てる。',
    ],
  },
  {
    // 「あなたは[1]を支払ってよい。そうしたら、…」 (Weiß Schwarz): the cost's notation [1] for one energy in an effect's
    // payment (codegen/dsl/parse/reading.ts leaves such a bracket unprotected)
    from: /(?<=(?:あなた|自分)は、?)\[([0-9]+)\]を(?=支払|払)/g,
    to: 'エネルギーを$1',
    need: ']を',
    note: '「あなたは[1]を支払ってよい」: one energy paid in the effect (the cost notation [1])',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたは[1]を支払ってよい。そうしたら、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたはエネルギーを1支払ってもよい。そうしたら、カードを1枚引く。',
    ],
  },
  {
    // 「あなたは対戦相手のアクティブのエネルギーを1枚選ぶ。それをスリープにする。」: energies are alike (face down, 000
    // ■エネルギー), so the choice is no choice: that many of its active energies go to sleep
    from: /(?:(?:あなた|自分)は、?)?((?:あなた|自分|対戦相手|相手)の)(アクティブ(?:状態)?の)?エネルギー(?:カード)?を([0-9]+)枚(まで)?(?:選び|選んで)、?(?:それら|それ|そのカード|それらのカード)を(?=スリープに(?:する|し))/g,
    to: '$1$2エネルギーを$3枚$4',
    need: 'エネルギー',
    note: '「対戦相手のアクティブのエネルギーを1枚選ぶ。それをスリープにする。」: energies are alike, so that many go to sleep',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたは対戦相手のアクティブのエネルギーを1枚選ぶ。それをスリープにする。',
      '[自動]:このキャラクターが破壊された時、対戦相手のアクティブのエネルギーを1枚スリープにする。',
    ],
  },
  {
    // 「このカードは、あなたのキャラクターが防御を行っている間にのみプレイできる。」: only while a character of yours is
    // defending (HF-5.1: the play condition; a command is played in the interruption timing of the defence, HF-8)
    from: /^このカードは、?((?:あなた|自分|対戦相手|相手)の)キャラクターが(防御|攻撃)を行っている(?:間|時|とき|最中)(?:に|で)?のみ(?=プレイできる。)/g,
    to: 'このカードは、$2を行っている$1キャラクターがいる場合にのみ',
    need: 'を行っている',
    note: '「このカードは、あなたのキャラクターが防御を行っている間にのみプレイできる。」: only while such a character is there (HF-5.1)',
    example: [
      'このカードは、あなたのキャラクターが防御を行っている間にのみプレイできる。',
      'このカードは、防御を行っているあなたのキャラクターがいる場合にのみプレイできる。',
    ],
  },

  {
    // 「このキャラクターが《役者》を持つ限り」: while it is a character with that trait (the grammar reads 「…を持つ場合」
    // and 「…を持つキャラクターである限り」)
    from: new RegExp(
      `${SELF_CHARACTER.slice(0, -1)}|そのキャラクター|それ)が、?(《[^》]+》)を持(?:つ|っている)(?=限り|間、)`,
      'g',
    ),
    to: '$1が$2を持つキャラクターである',
    need: 'を持',
    note: '「このキャラクターが《役者》を持つ限り」: while it is a character with that trait',
    example: [
      '[自動]：このキャラクターが《役者》を持つ限り、このキャラクターのパワーを+1000する。',
      '[自動]:このキャラクターが《役者》を持つキャラクターである限り、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「あなたのメインデッキの一番上のカードを見る。あなたはそのカードをトラッシュに置いてもよい。」: the player who looked
    // decides, as the grammar reads it anyway (only when that player is you: the look names no other player or deck)
    // (「…上から3枚見る。あなたはその中から…」 too)
    from: /((?:^|[、:。])(?:(?:あなた|自分)は、?)?(?:(?:あなた|自分)の)?メインデッキ(?:の一番上のカード|(?:を|の)上から[0-9]+枚)を?見る。)(?:あなた|自分)は、?(?=(?:そのカード|それ)を|その中から)/g,
    to: '$1',
    need: '見る。',
    note: '「…一番上のカードを見る。あなたはそのカードを…してもよい。」「…上から3枚見る。あなたはその中から…」: 「あなたは」 names the player who looked',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの一番上のカードを見る。あなたはそのカードをトラッシュに置いてもよい。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを見る。そのカードをトラッシュに置いてもよい。',
    ],
  },
];
