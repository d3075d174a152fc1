// k10 (issue 22 "Done when"): rows of the clause fallback (./clauseFallback.ts) for the clauses it named only as
// 「この書き方」 in the tenth round's train halves and in test/dsl/k10BlindSentences.ts. Families of wordings, not
// a designer's sentence: each row names a mechanic the language lacks.

// The phrasing rows k10 added here (「…の攻撃によってYを破壊した時」, 「合わせて12枚以上」, 「攻撃も防御も行えない」,
// 「…の枚数×1000上げる」) were removed: the vocabulary reads those clauses now (t10, designerWordsTrain10.ts), as
// test/dsl/k10-firstDiagnostics.test.ts shows.

/** Mechanics named by the words of an unread clause or its sentence (canonical reading). */
export const K10_CLAUSE_MECHANICS: { id: string; words: RegExp; ja: string; en: string }[] = [
  {
    id: 'unseenChoice',
    words: /見ないで|見ずに/,
    ja: '見ないで（無作為に）選ぶ処理',
    en: 'choosing without looking (at random)',
  },
  {
    id: 'topOrBottom',
    words: /一番上か一番下|一番上または一番下|一番下か一番上|上か下に置/,
    ja: 'カードをデッキの一番上か一番下か選んで置く処理',
    en: 'putting a card on the top or the bottom of a deck, as chosen',
  },
  {
    id: 'attackDamageByOther',
    words: /攻撃(?:によって|により|で)[^、。]*?ダメージ(?:が与えられ|を与え|を受け)/,
    ja: 'ほかのキャラクターの攻撃のダメージで誘発する能力（このキャラクター自身なら「このキャラクターの攻撃によって対戦相手がダメージを受けた時」と書けます）',
    en: "a trigger on another character's attack damage (this character's own is supported)",
  },
  {
    id: 'zoneCountTrigger',
    words:
      /(?:手札|メインデッキ|ガードデッキ|トラッシュ|ダメージフィールド)(?:の(?:カード|枚数))?が\d+枚(?:以下|以上)?になった(?:時|とき)/,
    ja: '領域のカードの枚数が変わった時に発揮する自動能力',
    en: 'a trigger on the number of cards in a zone changing',
  },
  {
    id: 'attackOnEntryTurn',
    words: /登場した(?:その)?ターン(?:に|でも|中に|の間)?[^、。]*攻撃/,
    ja: '登場したターンに攻撃できる能力',
    en: 'attacking on the turn a character entered',
  },
  {
    // t22a (d90 二代目マスター 灯): 「あなたが各ターンに最初にプレイする《レシピ》を持つコマンドのエネルギーコストは1少なくなる」 is a
    // cost change of only the first such card of each turn, not a trigger
    id: 'firstPlayCostEachTurn',
    words: /(?:各ターン|毎ターン|1ターン)[^、。]*最初に(?:プレイ|使用)する[^、。]*コスト/,
    ja: '各ターンに最初にプレイするカードだけのエネルギーコストを変える効果',
    en: 'a cost change of only the first such card played each turn',
  },
  {
    id: 'firstEachTurn',
    words: /各ターン(?:、|に|の)?|(?:ターン|毎ターン)[^、。]*最初に|最初に[^、。]*(?:時|とき)/,
    ja: 'ターンで最初の出来事で発揮する自動能力',
    en: 'a trigger on the first such event of a turn',
  },
  {
    id: 'defenderCount',
    words: /でなければ防御されない|(?:\d+|二)体以上[^、。]*(?:防御|ブロック)/,
    ja: '防御するキャラクターの数の制限',
    en: 'a limit on how many characters defend',
  },
  {
    id: 'powerFromCount',
    words:
      /(?:枚数|数)\s*[×xX*＊]\s*\d+(?:に)?(?:なる|とする)|パワーは[^、。]*(?:枚数|数)[^、。]*(?:になる|とする)/,
    ja: 'パワーを数から決める処理（「…1枚につき+1000する」なら書けます）',
    en: 'setting power from a count (「…1枚につき+1000する」 is supported)',
  },
  {
    id: 'multiplyCount',
    words: /(?:枚数|数)\s*[×xX*＊]\s*\d+/,
    ja: '数に掛けた値（「…1枚につき+1000する」なら書けます）',
    en: 'a count multiplied (「…1枚につき+1000する」 is supported)',
  },
  {
    id: 'revealedKind',
    words: /(?:それ|そのカード|公開したカード)が[^、。]*?(?:カード|を持つ)(?:なら|の場合|であれば)/,
    ja: '公開したカードの種類で分ける処理',
    en: 'branching on the kind of a revealed card',
  },
  {
    id: 'handLookOnly',
    words: /手札を(?:全て|すべて)?見る(?!て)/,
    ja: '相手の手札を見るだけの処理（見て選んで捨てさせるなら「あなたは対戦相手の手札を見て、その中からカードを1枚選び、捨てさせる。」と書けます）',
    en: "only looking at the other player's hand",
  },
  {
    id: 'controlByOwner',
    words: /(?:持ち主|プレイヤー)のキャラクター(?:と|に)な(?:る|り)/,
    ja: 'キャラクターのプレイヤーを変える処理',
    en: "changing a character's player",
  },
  {
    id: 'eitherFilter',
    words: /(?:以下|以上|》)か、?[^、。]*?(?:を持つ|以下|以上)/,
    ja: '2つの条件のどちらかを満たすもの（「パワー3000以下か《…》を持つ」）を選ぶ処理',
    en: 'choosing what meets either of two conditions',
  },
  {
    id: 'kuusouNoEffect',
    words: /^【空装\s*条件[:：](?:(?!効果[:：])[^】])*(?:効果[:：]\s*)?】$/,
    ja: '効果のない【空装】（「【空装 条件：… 効果：…】」の効果を書いてください）',
    en: 'a 【空装】 without its effect (write 「効果：…」)',
  },
  // After the tenth round's held-out measure (lead): the clauses its rejected cards got 「この書き方」 for
  {
    // m11: a card into its owner's guard deck is supported (RULING «A card into the guard deck»); another
    // player's guard deck is not
    id: 'toGuardDeck',
    words: /(?:対戦相手|相手)のガードデッキ(?:の(?:一番)?[上下])?に(?:裏向きで)?(?:加え|置|入れ|戻)/,
    ja: 'カードを対戦相手のガードデッキに加える処理（持ち主のガードデッキに「…をガードデッキに加える」は書けます）',
    en: "putting a card into the opponent's guard deck (into its owner's: 「…をガードデッキに加える」 is supported)",
  },
  {
    id: 'defendAgainstFiltered',
    words: /を持つ(?:キャラクター|もの)の攻撃を防御(?:する|した)(?:たび|時|とき)/,
    ja: '攻撃してきたキャラクターの種類で絞った防御の誘発（「このキャラクターが防御した時」は書けます）',
    en: 'a defence trigger limited to what attacks (「このキャラクターが防御した時」 is supported)',
  },
  {
    // m11: 「…する。この効果は、…限り続く。」 after an effect of one sentence is read as its 「…限り、」 duration
    // (designerWordsM11.ts); after several sentences, or lasting otherwise, it is not
    id: 'effectLastsWhile',
    words: /^この効果は/,
    ja: '複数の文の効果や「…限り」以外での「この効果は…続く」の持続の指定（1文の効果の「この効果は、…限り続く」は書けます）',
    en: '「この効果は…続く」 after an effect of several sentences, or not 「…限り」 (after one sentence it is supported)',
  },
  {
    id: 'pickOfEachKind',
    words: /を1枚まで、[^、。]*?を1枚まで/,
    ja: '見たカードから種類ごとに1枚までずつ選ぶ処理',
    en: 'picking up to one card of each of several kinds among looked-at cards',
  },
  {
    id: 'freePlayNonCharacter',
    words: /(?:セットカード|コマンド|カード)[^。]*?(?:コストを支払わずに|コストを払わずに)プレイ/,
    ja: 'キャラクター以外のカードをコストを支払わずにプレイする処理（キャラクターカードなら書けます）',
    en: 'playing a card other than a character without paying its cost (a character card is supported)',
  },
];
