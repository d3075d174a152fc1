// Mechanics that Hollow Flux card text does not have (HF-E040): recognisable wordings from other card games
// or outside the rules (docs/rules.md), each with the nearest wording this language supports. A
// sentence that does not parse is looked up here before it is called unreadable (HF-E011). The table is the
// only place to edit: test/dsl/mechanics.test.ts checks that every `example` gets HF-E040 and that every
// `nearest` compiles (as a command's effect line, or as a continuous `[自動]：` line with `static`).

import { maskNotes } from './notes.js';

export interface Mechanic {
  id: string;
  /** Matched against the width-normalised sentence; the match is what the caret marks. */
  pattern: RegExp;
  ja: string;
  en: string;
  /** A complete supported sentence that comes closest. */
  nearest: string;
  /** `nearest` is a continuous ability's sentence (else a command's effect). */
  static?: true;
  /** `nearest` and `example` are whole lines of a character (an auto or activated ability). */
  line?: true;
  /** A sentence that gets HF-E040 for this mechanic. */
  example: string;
  /**
   * false: no family signature (./mechanicFamily.ts) for this row, only its pattern — when the key words of its
   * example are in many other sentences (「引き分け」's 引・分 are in 自分…引く).
   */
  family?: false;
  /**
   * Reported only after the search found no suggestion for the line (./mechanicFamily.ts MECHANIC_LEXICON):
   * a wording near one the language has may still be mended (issue 22), so the table lookup before the search
   * skips this row.
   */
  searchFirst?: true;
  /**
   * The row is about what a note says (a rule restated or changed: 「（…リロードは行わない）」): looked for inside
   * notes too, where every other row is not (./notes.ts: a word in a note names nothing the card does).
   */
  inNotes?: true;
}

const N = '(?:\\d+|[一二三四五六七八九])';

/**
 * Marks for the kind of an ability that TCGs print before it (【自】【起】【永】 automatic / activated / continuous,
 * 【起動】 as in the seeds, 【常】【誘発】…): never an ability label of the `abilityLabel` row.
 */
export const ABILITY_KIND_MARKS = [
  '自',
  '起',
  '永',
  '常',
  '誘',
  '自動',
  '起動',
  '永続',
  '常時',
  '常在',
  '誘発',
  '自動能力',
  '起動能力',
  '永続能力',
  '常時能力',
  '誘発能力',
  // timing marks other games print before an ability (when it may be used or triggers): a wording of a timing
  // (「あなたのメインフェイズにのみ使用できる」, 「このキャラクターが戦場に登場した時、」…), not a condition's name
  'メイン',
  'カウンター',
  'ターン1',
  'ターン1回',
  '1ターンに1回',
  '登場時',
  'アタック時',
  '攻撃時',
  'ブロック時',
  '防御時',
  '破壊時',
];

export const UNSUPPORTED_MECHANICS: Mechanic[] = [
  {
    id: 'winGame',
    pattern: /ゲームに勝利(?:する|できる)?/,
    ja: 'ゲームの勝利',
    en: 'winning the game',
    // 「あなたは／対戦相手はゲームに勝利する」 read as the other player's loss (codegen/dsl/designerWordsLead17.ts);
    // a win with no player, or one under a condition the language lacks, stays here
    nearest: '対戦相手はゲームに敗北する。',
    example: 'このカードが戦場にある時、ゲームに勝利する。',
  },
  {
    id: 'extraTurn',
    pattern:
      /追加(?:の)?ターン|(?:もう|さらに)(?:1|一)(?:回|度)ターン|ターンを(?:もう|さらに)(?:1|一)(?:回|度)/,
    ja: '追加のターン',
    en: 'extra turns',
    nearest: 'あなたのキャラクター全てをアクティブにする。',
    example: 'このターンの後に追加のターンを行う。',
  },
  {
    id: 'extraAttack',
    pattern: /(?:もう|さらに)(?:1|一)(?:回|度)攻撃|(?:2|二)回攻撃|追加で(?:[0-9一二]+(?:回|度))?攻撃/,
    ja: '追加の攻撃',
    en: 'extra attacks',
    nearest: 'このキャラクターをアクティブにする。',
    example: 'このキャラクターはもう1回攻撃できる。',
  },
  // ── issue 22 point 2: common mechanics of other TCGs, named by their key nouns and verbs (a family of wordings,
  // not a designer's sentence): status conditions, levels, abilities that cannot be used, a card turned face
  // down, a world set leaving ──
  {
    id: 'statusCondition',
    pattern:
      /状態異常|(?:毒|どく|やけど|火傷|まひ|麻痺|マヒ|こんらん|混乱|凍結|石化|スタン)(?:状態)?(?:に(?:する|し|なる|なっ|した)|を(?:与え|付与)|の(?:状態|キャラクター))|(?:凍結|石化)(?:する|させ|し|さ)/,
    ja: '毒・まひ・凍結などの状態異常（キャラクターの状態はスリープとアクティブだけです）',
    en: 'status conditions such as poison, paralysis or freeze (a character is only asleep or active)',
    nearest: '対戦相手のキャラクター1体を対象とし、それをスリープにする。',
    example: '対戦相手のキャラクター1体を対象とし、それをまひ状態にする。',
  },
  {
    id: 'level',
    pattern: /レベル|経験値/,
    ja: 'キャラクターのレベルや経験値',
    en: 'levels or experience of a character',
    nearest: 'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。',
    example: 'あなたのキャラクター1体を対象とし、それのレベルを1上げる。',
  },
  {
    id: 'cannotUseAbilities',
    // never 「この能力は…にしか使用できない」「1ターンに1回しか使えない」: when this ability may be used (supported).
    // mech16: 「…は起動能力を使用できない／使えない」「それの起動能力は使用できない」 are read (designerWordsM16.ts), so
    // the row names the other abilities (「能力を使用できない」「自動能力は発動できない」) and a player's 「対戦相手は起動能力を…」
    pattern:
      /(?<!この|起動|自動)(?:(?<=(?:対戦相手|相手|あなた|自分|プレイヤー)(?:は|も)[^。]{0,16})起動能力|自動能力|能力)(?:は|を|が)、?(?:(?!しか|のみ|だけ|回)[^。]){0,12}?(?:使用|起動|発動|使)(?:でき|えない|わせない|させない)/,
    ja: '能力を使えなくする効果（能力を受けないことは「…は対戦相手のキャラクターの能力を受けない」と書けます）',
    en: 'forbidding abilities to be used (not being affected by abilities is 「…は対戦相手のキャラクターの能力を受けない」)',
    nearest: '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それは起動能力を使用できない。',
    example: '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それの能力は使用できない。',
  },
  {
    id: 'turnFaceDown',
    pattern: /(?:を|は)、?裏向きに(?:する|し|なる)|裏返(?:す|し|る)/,
    ja: '戦場のカードを裏向きにする効果（メインデッキの一番上のカードを裏向きで登場させることは書けます）',
    en: 'turning a card on the battlefield face down (putting the top card of the main deck onto the battlefield face down is supported)',
    nearest:
      'あなたはメインデッキの一番上のカードを、パワー1000でキャラクター「影」として裏向きで登場させる。',
    example: '対戦相手のキャラクター1体を対象とし、それを裏向きにする。',
  },
  {
    id: 'worldSetLeaves',
    pattern:
      /ワールド・?セット(?:カード)?が[^。、]*?(?:トラッシュに(?:置かれ|送られ)|破壊され|離れ)(?:た|る)(?:時|とき|たび|場合)/,
    ja: 'ワールド・セットがトラッシュに置かれた時の誘発',
    en: 'a trigger on a world set going to the trash',
    nearest: '[自動]：このキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example:
      '[自動]：あなたのワールド・セットがトラッシュに置かれた時、あなたはメインデッキからカードを1枚引く。',
  },
  {
    id: 'copyAbility',
    pattern: /コピー|能力を(?:写す|複製)|(?:と|の)同じ能力|能力を全て得る|テキストを得る/,
    ja: '能力やカードのコピー',
    en: 'copying abilities or cards',
    nearest: 'キャラクター一体を対象とし、それは【反撃】を得る。',
    example: 'キャラクター一体を対象とし、このキャラクターはそれと同じ能力を得る。',
  },
  {
    id: 'counters',
    // no family: カウンター alone is also a timing mark (【カウンター】) and a counterattack
    family: false,
    // 「【カウンター】」 (a timing mark, not a counter) and a counterattack (「カウンター攻撃」) are not counters (issue 22)
    pattern:
      /(?<!【)(?:カウンター|マーカー)(?![^【]*?】|攻撃|アタック|ダメージ)|(?:印|しるし|目印)を[^。]*?(?:置|乗せ|のせ)/,
    ja: 'カウンター（印）',
    en: 'counters',
    nearest: 'キャラクター一体を対象とし、ゲーム終了時まで、それのパワーを+1000する。',
    example: 'キャラクター一体を対象とし、それに+1000カウンターを1個置く。',
  },
  {
    id: 'tokens',
    pattern: /トークン|(?:キャラクター|カード)を?[^。、]{0,8}?(?:作る|作り|作って|生成|作成)/,
    ja: 'トークン',
    en: 'tokens',
    nearest:
      'あなたはメインデッキの一番上のカードを、パワー1000でキャラクター「影」として裏向きで登場させる。',
    example: 'あなたはパワー1000のトークンを1体登場させる。',
  },
  {
    id: 'shuffleInto',
    // m12: the cards of your own zones shuffled into the main deck are supported (designerWordsM12.ts: a move to the
    // bottom, then 「メインデッキをシャッフルする」); when the sentence names the opponent's cards or deck they may go to
    // another deck than the one shuffled, which the language does not say
    pattern:
      /(?:トラッシュ|手札|ダメージフィールド|ガードデッキ)[^。]*(?:メインデッキ|デッキ)に[^。]*シャッフル|シャッフルして(?:メインデッキ|デッキ)に/,
    ja: '対戦相手のカードや対戦相手のメインデッキが関わる、メインデッキに混ぜる効果（あなたの領域のカードなら「…を選び、メインデッキに加えてシャッフルする」と書けます）',
    en: "shuffling the opponent's cards, or into the opponent's main deck (your own zones' cards: 「…を選び、メインデッキに加えてシャッフルする」 is supported)",
    nearest:
      'あなたのトラッシュのカードを3枚まで選び、メインデッキの一番下に置き、メインデッキをシャッフルする。',
    example: 'あなたは対戦相手のトラッシュのカード全てを対戦相手のメインデッキに加えてシャッフルする。',
  },
  {
    id: 'random',
    // a random discard and a random choice on the battlefield (「ランダムに選び」) are supported (issue 22), and
    // 「手札を見ないで1枚選び」 is read as that random choice (codegen/dsl/designerWordsI22e.ts)
    pattern: /コイン|サイコロ|ダイス/,
    ja: 'コインやサイコロなどの運による処理',
    en: 'coins, dice and other chance',
    nearest: '対戦相手は手札を1枚捨てる。',
    example: 'コインを投げ、表ならカードを2枚引く。',
  },
  {
    id: 'repeat',
    // 「2回、…」「…1体につき1回、…」 and 「…。これを2回行う。」 after one sentence are supported (issue 22): a count of
    // repeats 「…の数だけ、」 and repeating several sentences are not; 「…なら、代わりに3回行う。」 is (i22tb6)
    pattern:
      /(?:の数|枚数|体数|種類の数)(?:だけ|と同じ回数)、(?=[^。]*(?:選び|選んで|選ぶ))|(?<!代わりに)[0-9０-９一二三四五六七八九]+回(?:行う|繰り返す)|繰り返す/,
    ja: '数えた数だけや複数の文を繰り返すこと（「2回、…」「…1体につき1回、…」は書けます）',
    en: 'repeating by a counted number or several sentences (「2回、…」 and 「…1体につき1回、…」 are supported)',
    nearest:
      'あなたの《軽音部》を持つキャラクター1体につき1回、対戦相手のキャラクターを1体ランダムに選び、それに1000ダメージを与える。',
    example:
      'あなたの《軽音部》を持つキャラクターの数だけ、対戦相手のキャラクターを1体ランダムに選び、それに1000ダメージを与える。',
  },
  {
    // HF-12.6 (RULING): continuous effects on a number are additions to the printed value, so a printed power
    // cannot be replaced by a continuous ability (issue 22)
    id: 'basePower',
    pattern: /元々のパワー|元のパワー|(?<!それら|前者と後者)のパワーを(?:入れ替え|交換)|パワーが入れ替わ/,
    // m10a: 「ターン終了時まで、それの元々のパワーを1000にする」 (an effect setting the base power) is supported; m11:
    // 「キャラクター2体を対象とし、ターン終了時まで、それらのパワーを入れ替える」 (a swap by an effect) too
    ja: '常在能力で元々のパワーを決める・対象でないキャラクターのパワーを入れ替える効果（効果で「ターン終了時まで、それの元々のパワーを1000にする」「キャラクター2体を対象とし、…それらのパワーを入れ替える」は書けます）',
    en: 'a continuous ability defining the printed power, or swapping the powers of untargeted characters (an effect setting it, or swapping two targets, is supported)',
    nearest: 'キャラクター一体を対象とし、それのパワーを+1000する。',
    example:
      '[自動]：このキャラクターの元々のパワーは、対戦相手のキャラクターのパワーのうち最も高いものに等しい。',
  },
  {
    // 「パワーを元に戻す」: ending the modifiers early (HF-12.6 modifiers last their stated duration; nothing ends them)
    id: 'resetPower',
    pattern: /(?:パワー|修整)を元(?:の値)?に戻/,
    ja: 'パワーの修整を打ち消して元に戻す効果（修整は「ターン終了時まで」などの期間で終わります）',
    en: 'undoing power modifiers (a modifier ends with its stated duration, such as 「ターン終了時まで」)',
    nearest: '[自動]：あなたのターン終了時、カードを1枚引く。',
    line: true,
    example: '[自動]：あなたのターン終了時、このキャラクターのパワーを元に戻す。',
  },
  {
    id: 'life',
    pattern: /ライフ/,
    ja: 'ライフ',
    en: 'life points',
    nearest: '対戦相手に1ダメージを与える。',
    example: '対戦相手のライフを1減らす。',
  },
  {
    id: 'skip',
    pattern: /(?:フェイズ|ターン)を(?:スキップ|飛ばす|行わない|行えない)/,
    ja: 'フェイズやターンを飛ばす効果',
    en: 'skipping a phase or a turn',
    nearest: '対戦相手のキャラクター全てをスリープにする。',
    example: '対戦相手は次のドローフェイズをスキップする。',
  },
  {
    id: 'forbidPlay',
    pattern: /(?<!しか)プレイ(?:でき|し)ない/, // 「…にしかプレイできない」 is the card's play condition (issue 22)
    // 「対戦相手は次のあなたのターン終了時まで、コマンドをプレイできない」 (with how long) is supported (issue 22)
    ja: 'プレイの禁止（「対戦相手は次のあなたのターン終了時まで、コマンドをプレイできない」と期間を付けて書けます）',
    en: 'forbidding plays (with a duration, 「対戦相手は次のあなたのターン終了時まで、コマンドをプレイできない」 is supported)',
    nearest: 'プレイ中のカード一枚を対象とし、それを無効にする。',
    example: '対戦相手はコマンドをプレイできない。',
  },
  {
    id: 'choosePlayer',
    pattern: /(?:いずれかの|1人の|一人の)プレイヤーを(?:1人)?選(?:び|んで|ぶ)/,
    ja: 'プレイヤーを選ぶ効果',
    en: 'choosing a player',
    nearest: '各プレイヤーに1ダメージを与える。',
    example: 'いずれかのプレイヤーを選び、そのプレイヤーに1ダメージを与える。',
  },
  {
    id: 'resultCondition',
    // (「…が破壊されていたら」: i22tb7)
    pattern:
      /(?:それ|それら|そのキャラクター)が(?:破壊され|ダメージを受け|手札に戻っ)(?:た|ていた)(?:場合|なら(?:ば)?|ら)/,
    ja: '前の処理の結果を条件にする書き方',
    en: 'conditions on what the previous step did',
    nearest: 'キャラクター一体を対象とし、それを破壊する。その後、あなたはメインデッキからカードを1枚引く。',
    // (after a damage to one target, 「そのキャラクターが破壊された場合」 is read as 「この効果によってキャラクターが破壊された場合」:
    // codegen/dsl/designerWordsTrain14b.ts; a return to the hand is not)
    example:
      'キャラクター一体を対象とし、それを手札に戻す。そのキャラクターが手札に戻った場合、カードを1枚引く。',
  },
  {
    // issue 22: 「…アクティブフェイズにアクティブにならない」 is supported; other ways of staying asleep are not
    id: 'noUntap',
    pattern: /(?<!アクティブフェイズ(?:に|で|では|には)、?)アクティブに(?:ならない|できない|されない)/,
    ja: 'アクティブフェイズ以外でアクティブにならない効果',
    en: 'keeping a card from becoming active other than in the active phase',
    nearest: 'キャラクター一体を対象とし、それは次のアクティブフェイズにアクティブにならない。',
    example: 'キャラクター一体を対象とし、それは次の対戦相手のターン終了時まで、アクティブにされない。',
  },
  // ── issue 22: mechanics of designers' cards (test/corpora) the language does not have. A row whose mechanic
  // gets built is simply deleted (test/dsl/mechanics.test.ts then shows whether its example compiles).
  {
    id: 'declare',
    // 「カード名」「種別」「分類」 are declared (declareAction, issue 22); a number or a cost is not. Never the attack
    // or defence declaration of a trigger
    pattern:
      /(?:数字|数値|コスト|エネルギーコスト)を(?:1つ|ひとつ|一つ)?(?:宣言|指定|言う|言い)|宣言(?:した|された)(?:数字|数値|コスト)/,
    ja: '数字やコストの宣言',
    en: 'declaring a number or a cost',
    nearest: '「キャラクター」「コマンド」「セット」のいずれかを宣言する。',
    example: '数字を1つ宣言する。',
  },
  {
    id: 'powerFromOther',
    // the printed power and swapping powers are basePower's (HF-12.6); this row is power made equal to a value
    pattern:
      /(?:もともと|元来|基本|印刷された|記載された)の(?:パワー|コスト)(?:は|を|が|に)|元々のコスト(?:は|を|が|に)|パワーを取り替え|パワー(?:は|を|が)、?[^。]*?(?:と同じ(?:値|数値)?(?:に|と)(?:なる|する)|に等しく(?:なる|する)|に等しい(?!ダメージ))/,
    ja: '他の値を写したり入れ替えたりするパワー',
    en: 'power copied from, swapped with or redefined by another value',
    nearest: 'キャラクター一体を対象とし、ターン終了時まで、それのパワーを+1000する。',
    // m10a: 「…のパワーを、それのパワーと同じにする」 (a card's power copied) is supported; other values are not
    example: 'キャラクター一体を対象とし、このキャラクターのパワーはあなたの手札の枚数と同じになる。',
    // its example's key words (数, 同じ) are those of a count 「…の数と同じ枚数」, which the language reads: the pattern
    // names it, a word family would name a capped count as a power copy (clauseMechanicsK9.test.ts)
    family: false,
  },
  {
    id: 'lastKnown',
    pattern:
      /直前の(?:パワー|コスト|状態)|(?:破壊(?:し|さ)れ?た|除外(?:し|さ)れ?た|トラッシュに置(?:いた|かれた)|手札に戻(?:した|った|された)|捨て(?:た|られた))(?:キャラクター|カード|もの)の(?:パワー|コスト)(?:に等しい|と同じ)?/,
    ja: '前の処理で動いたカードの、動く直前の値（「…を破壊してもよい。そうした場合、破壊したキャラクターのパワー」は書けます）',
    en: 'the values of a card an earlier step moved (such as its power just before it was destroyed)',
    nearest: 'キャラクター一体を対象とし、それに3000ダメージを与える。',
    // 「…を破壊してもよい。そうした場合、…破壊したキャラクターが破壊される直前のパワーに等しいダメージ」 is supported
    // (issue 22): the power of the character the effect's choice destroyed; other values of moved cards are not
    example: 'あなたは手札を1枚捨てる。その後、対戦相手に、捨てたカードのコストに等しいダメージを与える。',
  },
  {
    id: 'resultRef',
    pattern:
      /この方法で(?:[^。、]*?(?:キャラクター|カード|もの)(?:の(?:持ち主|パワー|コスト|名前|分類|プレイヤー))?)?|この効果(?:によって|で)[^。]*?(?:された|した|れた)|今(?:加えた|置いた|引いた|捨てた|戻した|選んだ|公開した)|(?:破壊(?:し|さ)れ?た|除外(?:し|さ)れ?た|トラッシュに置(?:いた|かれた)|手札に戻(?:した|った|された)|捨て(?:た|られた)|公開した|選んだ)(?:キャラクター|カード|もの)(?:の(?:数|枚数|体数)|[0-9一二三四五六七八九]+(?:体|枚)につき)/,
    // counting the cards a choice moved (「この方法で除外したカード1枚につき」「置いた枚数」), conditions on them (「この方法で
    // キャラクターカードを除外したなら」) and excluding them (「今加えたカード以外の」) are supported (issue 22)
    ja: '前の処理で動いたカードを参照する書き方（選んで動かしたカードの枚数「この方法で除外したカード1枚につき」や種類「この方法で除外したカードがキャラクターカードなら」、「今加えたカード以外の」は書けます）',
    en: 'referring to what an earlier step did ("this way"; counting the cards a choice moved is supported)',
    nearest: 'キャラクター一体を対象とし、それを破壊する。その後、あなたはメインデッキからカードを1枚引く。',
    example:
      'あなたのキャラクター一体を対象とし、それをトラッシュに置く。この方法でトラッシュに置いたキャラクターの持ち主が対戦相手であるなら、カードを1枚引く。',
  },
  {
    // 「そうでないなら、それをトラッシュに置くか、メインデッキの一番上に戻す」 (issue 22, t14a, d57): one card, two places, its
    // player choosing (the top or the bottom of the main deck has its own wording)
    id: 'oneOfTwoPlaces',
    pattern:
      /(?<!一番上のカードを見(?:る。|て、)(?:それ|そのカード|見たカード)を、?)(?:トラッシュ|手札|(?:メインデッキの)?(?:一番)?(?:上|下)|ガードデッキ)に(?:置く|戻す|加える)か、?(?:あなたの|自分の)?(?:メインデッキの(?:一番)?(?:上|下)|トラッシュ|手札|ガードデッキ)に(?:置く|戻す|加える)/,
    // a card looked at from the top of the main deck is supported (issue 22, t18a): 「…一番上のカードを見る。それを手札に
    // 加えるか、トラッシュに置く。」; a target or a chosen card put in one of two places stays here
    ja: 'カードを2つの場所のどちらかに、プレイヤーが選んで置く効果（見たメインデッキの一番上のカードなら「…一番上のカードを見る。それを手札に加えるか、トラッシュに置く。」、一番上か一番下なら「…をメインデッキの一番上か一番下に置く」と書けます）',
    en: 'putting a card in one of two places its player chooses (a card looked at on top of the main deck: 「…を見る。それを手札に加えるか、トラッシュに置く。」; the top or the bottom: 「…をメインデッキの一番上か一番下に置く」)',
    // (the nearest wording must not name another mechanic: no 「そうでないなら」)
    nearest:
      '[自動]：あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを見る。それを手札に加えるか、トラッシュに置く。',
    line: true,
    example:
      '[自動]：このキャラクターが登場した時、対戦相手のキャラクター一体を対象とし、それを手札に戻すか、メインデッキの一番下に置く。',
  },
  {
    id: 'otherwise',
    pattern: /そうでな(?:ければ|い場合|いなら)|(?:で|では)なければ、/,
    // supported (issue 22): 「…してもよい。そうしなかった場合、」, 「あなたは自分のキャラクター1体を破壊する。破壊でき
    // なかった場合、」 (else HF-E075), 「…公開する。それが…であれば、…。そうでなければ、…に置く。」 and
    // 「…なら、A。そうでなければ／そうでないなら、B。」 as its own sentence (else HF-E025); what is left here is the
    // branch inside one sentence (「…なら、A し、そうでなければ、B」) and the negated condition 「…でなければ、」
    ja: '条件が成り立たない場合の分岐（「…なら、A。そうでないなら、B。」と文を分けて書けます）',
    en: 'a branch for when a condition is false ("otherwise"; write it as its own sentence after 「…なら、A。」)',
    // (the nearest wording must not name the mechanic itself: the two conditions written out, the one that
    // does not change the hand first)
    nearest:
      'あなたの手札が4枚以上なら、対戦相手に1ダメージを与える。あなたの手札が3枚以下なら、カードを1枚引く。',
    example: 'あなたの手札が3枚以下なら、カードを1枚引き、そうでなければ、対戦相手に1ダメージを与える。',
  },
  {
    id: 'playFromZone',
    pattern:
      /(?<!このカード(?:が|は|を)、?(?:あなたの|自分の)?)トラッシュ(?:にある|の|から)[^。]*?(?:プレイ|使用)(?:する|して|し|でき|しても)|(?:ダメージフィールド|メインデッキ|除外領域|山札|墓地|控え室)(?:にある|の|から)[^。]*?(?:プレイ|使用)(?:する|して|し|でき|しても)|(?:手札に|手札から)(?:ある|プレイする)かのように(?:プレイ|使用)/,
    // a card's own 「このカードはトラッシュからもプレイできる」 (with carnage on top) is supported (issue 22)
    ja: '手札とガードデッキ以外の領域（トラッシュなど）からのプレイ（カード自身の「このカードはトラッシュからもプレイできる」は書けます）',
    en: "playing a card from a zone other than the hand or the guard deck (a card's own 「このカードはトラッシュからもプレイできる」 is supported)",
    nearest: 'あなたのトラッシュにあるキャラクターカード1枚を対象とし、それを手札に加える。',
    example: 'あなたはトラッシュにあるコマンドカード1枚をプレイしてもよい。',
  },
  {
    id: 'arithmetic',
    // 「…のN倍」「…にNを足した値」「…からNを引いた値」 are supported (issue 22), and totals of set cards (「…に
    // セットされているセットカードが合計3枚以上」「…の合計枚数」) and of deck cards (【空装】); a quotient is not
    pattern:
      /(?:を|で)?[0-9一二三四五六七八九十百千]+で(?:割った|割る|割り)|割った(?:値|数)|合計(?![0-9一二三四五六七八九十]+(?:枚|種類)|の?枚数|数)|半分|端数/,
    ja: '割り算で決まる数（書けるのは「…のN倍」「…にNを足した値」「…からNを引いた値」「…にセットされているカードの合計枚数」です）',
    en: 'numbers computed by division (「…のN倍」, adding or subtracting a number and totals of set cards are supported)',
    nearest: 'あなたはメインデッキからカードをX枚引く。Xはあなたの手札の枚数の2倍に等しい。',
    example: 'あなたはメインデッキからカードをX枚引く。Xはあなたの手札の枚数の半分に等しい。',
  },
  {
    id: 'negateAttack',
    // 「その攻撃を失敗させる」「その攻撃は失敗する」 are supported (issue 22): other words, or a named character's attack
    pattern:
      /(?<!その|この)攻撃(?:を|は|が)失敗|攻撃(?:を|は|が)(?:無効|中止|終了|止め|やめ|取り消|キャンセル)/,
    ja: '「その攻撃を失敗させる」以外の書き方で攻撃を止める効果',
    en: 'stopping an attack other than with 「その攻撃を失敗させる」',
    nearest: 'その攻撃を失敗させる。',
    // (「その攻撃を無効にする」 is read as 「その攻撃を失敗させる」 since t21a, so the example stops it another way)
    example: 'キャラクター一体を対象とし、その攻撃を中止する。',
  },
  {
    id: 'playRestriction',
    // 「1ターンに1回しか使用できない」 (once per turn) is not a restriction on playing
    // 「このカードは、あなたのターン中にのみプレイできる」「…メインフェイズにのみ…」 are supported (issue 22)
    pattern:
      /(?:場合|とき|時|なら|ならば|限り|(?<!ターン(?:の|中の)?|フェイズ(?:の|中の)?)間)(?:に|で|は|、)?(?:のみ|だけ|しか)(?:プレイ|使用)(?:でき|し|可能)|プレイ(?:できる|可能な)のは[^。]*(?:場合|とき|時)(?:のみ|だけ)/,
    // 「…がいる場合のみプレイできる」「【条件】相手のキャラクターが攻撃している時にだけプレイできる」: a condition the
    // grammar reads is supported (issue 22, i22ta6: designerWordsStatic.ts, designerWordsTrain6a.ts)
    ja: 'この条件でのプレイの制限（ターンやフェイズ、戦場の状態など読める条件なら「このカードは、…場合にのみプレイできる。」と書けます）',
    en: 'restricting whether a card can be played by this condition (a turn, a phase or a condition the language reads is supported: 「このカードは、…場合にのみプレイできる。」)',
    nearest: 'あなたのターンなら、あなたはメインデッキからカードを1枚引く。',
    example: 'あなたが前のターンにダメージを受けていた場合のみプレイできる。',
  },
  {
    id: 'namePlayLimit',
    // OCG 「このカード名のカードは1ターンに1枚しか発動できない」: a count of plays per player and name (issue 22, t12a).
    // mech15: the sentence alone is read (grammar namePlayLimitLine, designerWordsM15.ts); this row names what is
    // not — the limit joined to another sentence, or another count word (「1ターンに1枚しかプレイできず、…」)
    pattern:
      /(?:この(?:カード名の|カードと同じ名前の|カードと同名の)|同名の?|同じ名前の)カード(?:は|を)、?(?:(?:1|一)ターン(?:に|の間に?|中に?)|各ターン)、?(?:1|一)(?:枚|回|度)(?:まで)?(?:しか|のみ|だけ)?(?:プレイ|発動|使用)(?!(?:することが)?(?:できない|できません|できる|できます|可能)。)/,
    ja: 'この形の同じ名前のカードを1ターンにプレイできる枚数の制限（1文だけで「このカード名のカードは1ターンに1枚しかプレイできない。」と書けます）',
    en: 'a limit on how many cards of one name a player may play each turn in this form (write it as its own sentence: 「このカード名のカードは1ターンに1枚しかプレイできない。」)',
    nearest: 'このカード名のカードは1ターンに1枚しかプレイできない。',
    line: true, // a line of its own: on a character it compiles alone
    example:
      'このカード名のカードは1ターンに1枚しか発動できず、このカードを発動するターン、あなたはキャラクターをプレイできない。',
  },
  {
    id: 'nameOnceUnnumbered',
    // OCG 「このカード名の効果は1ターンに1度しか使用できない」 names no ability: the numbered form is supported (t12a)
    pattern: /この(?:カード名|カード)の(?:効果|能力)は、?(?:(?:1|一)ターンに|各ターン)(?:1|一)(?:回|度)/,
    ja: '番号のない「このカード名の効果は1ターンに1度」（能力の行に①を付けて「このカード名の①の効果は1ターンに1度しか使用できない。」と書けます）',
    en: 'an unnumbered 「このカード名の効果は1ターンに1度」 (number the ability 「①[自動]：…」 and write 「このカード名の①の効果は1ターンに1度しか使用できない。」)',
    nearest: 'あなたはメインデッキからカードを1枚引く。',
    example: 'このカード名の効果は1ターンに1度しか使用できない。',
  },
  {
    id: 'nextPlayCost',
    // 「このターン、次にプレイする《竜》を持つカードのコストは1少なくなる」 is supported (issue 22); a change that
    // lasts beyond the turn is not (「次にあなたがプレイする」 is read 「次にあなたの」)
    pattern:
      /(?<!このターン(?:中)?、(?:(?:あなた|自分)が)?)次に(?:あなた|自分|対戦相手|相手)?(?:が)?(?:プレイ|使用)する|(?<!このターン(?:中)?、(?:(?:あなた|自分)が)?)次に(?:あなた|自分|対戦相手|相手)の[^。]*?コスト/,
    ja: '次にプレイする1枚だけのコストの、このターンを越える変更（「このターン、次にプレイする…」は書けます）',
    en: 'changing the cost of only the next card played beyond this turn (「このターン、次にプレイする…」 is supported)',
    nearest: 'このターン、次にプレイする《竜》を持つカードのコストは1少なくなる。',
    example: '次にあなたがプレイする《竜》を持つカードのコストは1少なくなる。',
  },
  {
    id: 'anyNumber',
    pattern: /好きな(?:数|枚数|体数|だけ)|任意の(?:数|枚数|体数)|何(?:体|枚)でも/,
    // 「<領域>から…を好きな枚数選び、…」, 「…を好きな数選び」 on the battlefield and 「手札を好きな枚数捨てる」 are
    // supported (issue 22), and so are 「手札を好きな枚数…に置き、同じ枚数のカードを引く」「キャラクターを何体でも選び、レストする」
    // (m10a, designerWordsM10a.ts); any number of targets is not: targets are chosen when played (HF-5.4)
    // m12: 「…の上から2枚を見る。その中から好きな枚数を…」 reads as 「2枚まで」 (designerWordsM12.ts)
    ja: '好きな数の対象や、この形で好きな数だけ選ぶ効果（「あなたのトラッシュからカードを好きな枚数選び、…」「…上から2枚を見る。その中から好きな枚数を選んで…」とは書けます）',
    en: 'any number of targets, or choosing any number this way (「あなたのトラッシュからカードを好きな枚数選び、…」 and 「…上から2枚を見る。その中から好きな枚数を選んで…」 are supported)',
    nearest: '対戦相手のキャラクター2体までを対象とし、それらを破壊する。',
    example: '対戦相手のキャラクターを好きな数対象とし、それらを手札に戻す。',
  },
  {
    id: 'attachedToYourZone',
    // 「…にセットされているカードを全てガードデッキに加える」 (each to its owner's) is supported (issue 22); a set card may
    // be the opponent's, so 「あなたの」 would name another zone than its owner's (HF-3.4)
    pattern:
      /セットされて(?:いる|る)[^。]*?(?:全て|すべて|全部)[^。]*?(?:あなたの|自分の)(?:ガードデッキ|手札|トラッシュ|メインデッキ)/,
    ja: 'セットされているカードを「あなたの」領域に動かすこと（持ち主の領域へ：「…を全て裏向きでガードデッキに加える」は書けます）',
    en: "moving set cards into 「your」 zone (into their owners' zones is supported)",
    nearest:
      'キャラクター1体を対象とし、それに裏向きでセットされているカードを全て裏向きでガードデッキに加える。',
    example:
      'キャラクター1体を対象とし、それに裏向きでセットされているカードを全て、裏向きであなたのガードデッキに加える。',
  },
  {
    id: 'attachFromZone',
    // 「…を対象とし、それをこのキャラクターにセットする」「…から…を1枚選び、このキャラクターにセットする」 are supported
    // (issue 22); a host named by a selector, chosen as the effect resolves, is not
    pattern:
      /(?:トラッシュ|墓地|控え室|メインデッキ|山札|ガードデッキ|ダメージフィールド)(?:にある|の|から)[^。]*?(?:に|へ)セット(?:する|して|し|でき)/,
    ja: '解決時に選ぶキャラクターに領域のカードをセットする効果（対象・「それ」・「このキャラクター」にはセットできます）',
    en: 'setting a card from a zone on a character chosen on resolution (a target, 「それ」 or 「このキャラクター」 is supported)',
    nearest:
      '[自動]：このキャラクターが戦場に登場した時、あなたは手札を1枚選び、裏向きでこのキャラクターにセットする。',
    line: true,
    example:
      '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュにあるセットカード1枚を、あなたのキャラクターにセットする。',
  },
  {
    id: 'handExceptSelf',
    // 「あなたの手札が6枚以上なら」 is supported; the hand counted without the card being played is not (issue 22)
    pattern: /この(?:カード|キャラクター)(?:以外|を除く|を除いた)の(?:あなたの|自分の)?手札/,
    ja: 'このカードを除いた手札の枚数',
    en: 'the hand counted without this card',
    nearest: 'あなたの手札が6枚以上なら、このカードは、プレイする時のコストが2少なくなる。',
    line: true,
    example:
      'このカードをプレイする時、このカード以外の自分の手札が6枚以上なら、エネルギーコストは2少なくなる。',
  },
  {
    id: 'comparePlayers',
    // 「あなたの手札の枚数が対戦相手の手札の枚数より少ない／多い場合」 and two counts with 「以上／以下／と同じ」 are
    // supported (issue 22); a card's power in a selector and other comparisons are not
    pattern:
      /(?:枚数|数)が、?(?:対戦相手|相手|あなた|自分)の[^。]*?(?:枚数|数)より(?!少な|多)|パワーが、?(?:対戦相手|相手|あなた|自分)の[^。]*?パワー(?:より|以上|以下|と同じ)|(?:枚数|数|パワー)が(?:この|その|それ)[^。]*?の(?:パワー|コスト|枚数)(?:より|以上|以下|と同じ)/,
    ja: '2枚のカードの値を比べる条件（枚数や数の「より少ない」「以上」などは書けます）',
    en: 'conditions comparing the values of two cards (counts and sizes compared with 「より少ない」「以上」 and so on are supported)',
    nearest:
      'あなたの手札の枚数が対戦相手の手札の枚数より少ない場合、あなたはメインデッキからカードを1枚引く。',
    example: 'このキャラクターのパワーが対戦相手のキャラクターのパワーより高いなら、カードを1枚引く。',
  },
  {
    // i22tb9: 「それらは同時に、自身のパワーに等しいダメージを互いに与え合う」「…と…を戦わせる」: a fight (MTG's 格闘) —
    // written with its two targets first, so at their place it is the longer match than twoTargets below
    id: 'fight',
    pattern:
      /(?:[0-9一二三四五六七八九]+(?:体|枚)(?:まで)?と、?[^。]*?を?対象[^。]*?[。、]?[^。]*?)?(?:(?:お)?(?:互|たが)いに[^。]*?与え合|(?:戦わせ|バトルさせ|格闘させ|戦闘させ|ファイトさせ))/,
    // m11: 「A1体とB1体を対象とし、それぞれ相手のパワーに等しいダメージを与え合う」 is supported (designerWordsM11.ts);
    // 「戦わせる」 and fights of other than two targets are not
    ja: '「戦わせる」や2体の対象以外の戦闘（「A1体とB1体を対象とし、それぞれ相手のパワーに等しいダメージを与え合う」は書けます）',
    en: 'a fight written 「戦わせる」 or not between two targets (「…それぞれ相手のパワーに等しいダメージを与え合う」 is supported)',
    nearest:
      'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とする。ターン終了時まで、前者のパワーを+1000し、後者のパワーを-1000する。',
    example: 'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、それらを戦わせる。',
  },
  {
    id: 'twoTargets',
    pattern:
      /[0-9一二三四五六七八九]+(?:体|枚)(?:まで)?と、?[^。]*?[0-9一二三四五六七八九]+(?:体|枚)(?:まで)?を?対象(?!.*(?:前者|後者|それら))/,
    // i22tb6: supported when the effect names them 「前者」「後者」 (designerWordsTrain6b.ts); m10b: 「それら」, both
    ja: '種類の違う2つの対象を同時に選んで、その片方を「それ」などと呼ぶこと（「それら」「前者」「後者」と呼ぶなら書けます）',
    en: 'choosing two different targets at once and naming one of them 「それ」 (「それら」「前者」「後者」 are supported)',
    nearest:
      'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とする。ターン終了時まで、前者のパワーを+1000し、後者のパワーを-1000する。',
    example: 'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とする。',
  },
  {
    id: 'enterFrom',
    // 「このキャラクターが戦場に登場した時」 is supported: where it came from is not (issue 22)
    pattern:
      /(?:トラッシュ|手札|ガードデッキ|メインデッキ|ダメージフィールド|墓地|山札|除外領域)から(?:戦場に)?(?:登場|出)(?:した|された)?(?:時|とき|場合|たび)/,
    ja: 'どこから戦場に登場したかで決まる誘発（「このキャラクターが戦場に登場した時」は書けます）',
    en: 'a trigger on entering the battlefield from a given zone (「このキャラクターが戦場に登場した時」 is supported)',
    nearest: '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example: '[自動]：このキャラクターがトラッシュから登場した時、あなたはメインデッキからカードを1枚引く。',
  },
  {
    id: 'playedFrom',
    // playing a card from the trash is supported (「このカードはトラッシュからもプレイできる」, issue 22); what happens
    // later because it came from there (「トラッシュからプレイしたこのキャラクターが戦場を離れる場合、…」) is not
    pattern:
      /(?:トラッシュ|墓地|ダメージフィールド|メインデッキ)から(?:プレイ|登場)(?:した|された|している)(?:この|その)?(?:カード|キャラクター|もの|場合|なら|時|とき)/,
    ja: 'どこからプレイしたかで後の扱いが変わる効果（トラッシュからのプレイ自体は「このカードはトラッシュからもプレイできる」と書けます）',
    en: 'effects depending on where a card was played from (playing from the trash itself is supported)',
    nearest: 'このカードがあなたのトラッシュにある場合、あなたはこのカードをトラッシュからプレイできる。',
    line: true,
    example:
      '[自動]：トラッシュからプレイしたこのキャラクターが戦場を離れる場合、代わりにこのキャラクターをゲームから除外する。',
  },
  {
    id: 'attackedAlready',
    // i22tb7: 「このターン、自分の他のキャラクターがすでにアタックしていたなら」 counts an attacker that has left since; the
    // language counts those on the battlefield that attacked this turn (「このターン中に攻撃を行った…がいるなら」)
    pattern: /(?:すでに|既に)、?(?:攻撃|アタック)(?:を行っ|を宣言し|し)ていた/,
    ja: 'このターンに（今は戦場にいないものも含めて）攻撃が行われていたかを条件にする書き方（戦場にいる「このターン中に攻撃を行った…」は書けます）',
    en: 'conditions on an attack made earlier this turn by a card that may have left (those on the battlefield that attacked are supported)',
    nearest:
      '[自動]：このキャラクターが攻撃した時、このターン中に攻撃を行った、このキャラクター以外のあなたのキャラクターがいるなら、ターン終了時まで、このキャラクターのパワーを+2000する。',
    line: true,
    // (its example's words — アタック, 公開, トラッシュ — are in many other sentences: the pattern only)
    family: false,
    example:
      '[自動]：このキャラクターが攻撃した時、このターン、自分の他のキャラクターがすでにアタックしていたなら、カードを1枚引く。',
  },
  {
    id: 'damageTriggerRevealed',
    // i22tb7: a trigger on revealing a card for its 【ダメージトリガー】 (HF-9.3); damage itself is a trigger the language has
    pattern:
      /(?:【ダメージトリガー】|ダメージトリガー)(?:を持つ(?:カード)?)?を?(?:公開|発動|使用)(?:する|した)(?:たび|時|とき)/,
    ja: '【ダメージトリガー】のカードを公開したことで誘発する能力（ダメージを受けたことで誘発する「あなたがダメージを受けた時、」は書けます）',
    en: 'triggers on revealing a card for its damage trigger (being dealt damage is a supported trigger)',
    nearest: '[自動]：あなたがダメージを受けた時、カードを1枚引く。',
    line: true,
    // (its example's words — アタック, 公開, トラッシュ — are in many other sentences: the pattern only)
    family: false,
    example: '[自動]：あなたが【ダメージトリガー】を持つカードを公開するたび、カードを1枚引く。',
  },
  {
    id: 'replaceAfterDestroyed',
    // m12: in the trigger of a destruction (「…破壊された時、…このカードをトラッシュに置く代わりに手札に戻す」) the
    // destroyed card has not gone to the trash yet (000 ■ダメージ (2), HF-9.6): designerWordsM12.ts reads it as the
    // move it is. Elsewhere a move to the trash is not replaced by a trigger (HF-5.11 replacements are 「…場合、代わりに…」)
    pattern: /(?:トラッシュに(?:置く|置かれる|行く|送られる)|墓地に(?:置く|行く|送られる))代わりに/,
    ja: '破壊された時の能力以外で、トラッシュへの移動を置き換える効果（破壊された時の「このカードをトラッシュに置く代わりに手札に戻す」と、破壊そのものを置き換える「このキャラクターが破壊される場合、代わりに…」は書けます）',
    en: 'replacing a move to the trash outside the trigger of a destruction (in a 「破壊された時」 trigger, and replacing the destruction itself, are supported)',
    nearest: '[自動]：このキャラクターが破壊された時、このカードを持ち主の手札に戻す。',
    line: true,
    // (its example's words — アタック, 公開, トラッシュ — are in many other sentences: the pattern only)
    family: false,
    example: '[自動]：このキャラクターが戦場を離れた時、このカードをトラッシュに置く代わりに手札に戻す。',
  },
  {
    id: 'payInEffect',
    // 「あなたはエネルギーを2支払ってもよい」「カルネージ2を支払ってもよい」 (and エネルギーをN枚スリープにしてもよい) are
    // supported (issue 22), and 「[2]を支払ってもよい」 reads as the first (t16a); a bare 「コスト」 or 「[X]」 paid in an effect
    // says neither what nor how much
    pattern:
      /(?:コスト|\[[0-9X]+\])[0-9一二三四五六七八九]*を?(?:支払って|支払えば|払って|払えば|支払っても|払っても)/,
    ja: '効果の途中で何を支払うかが書かれていない支払い（「あなたはエネルギーを2支払ってもよい」「カルネージ2を支払ってもよい」は書けます）',
    en: 'a payment in an effect that does not say what is paid (「エネルギーを2支払ってもよい」「カルネージ2を支払ってもよい」 are supported)',
    nearest:
      '[自動]：このキャラクターが防御を行うたび、あなたはエネルギーを2支払ってもよい。そうした場合、カードを1枚引く。',
    line: true,
    example:
      '[自動]：このキャラクターが防御を行うたび、コスト2を支払ってもよい。そうした場合、カードを1枚引く。',
  },
  {
    id: 'leaveTrigger',
    // 「戦場を離れた時」「戦場からトラッシュに置かれた時」「戦場から手札に戻った時」 are supported (issue 22);
    // another destination is not
    pattern:
      /戦場から(?!トラッシュに置かれ|(?:持ち主の|あなたの|自分の)?手札に戻)[^。、]*?(?:置かれた|移動した|戻った|除外された)(?:時|とき|たび)/,
    ja: '戦場からトラッシュと手札以外の決まった領域に移った時の誘発（「戦場を離れた時」は書けます）',
    en: 'triggers on leaving the battlefield for a given zone other than the trash or the hand (「戦場を離れた時」 is supported)',
    nearest: '[自動]：このキャラクターが戦場を離れた時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example: '[自動]：このキャラクターが戦場からメインデッキに戻った時、対戦相手に1ダメージを与える。',
  },
  {
    id: 'keywordCount',
    pattern: /【[^】]+】を(?:[2-9]|[二三四五六七八九])(?:つ|個)|につき、?【[^】]+】を/,
    ja: 'キーワード能力をいくつも得る効果',
    en: 'gaining a keyword several times',
    nearest: '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターは【強撃】を得る。',
    line: true,
    example:
      '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターは【強撃】を2つ得る。',
  },
  {
    id: 'playerReplacement',
    pattern: /(?:あなた|自分|対戦相手|相手|プレイヤー)が(?:ダメージを受ける|ゲームに敗北する)(?:場合|なら)/,
    ja: 'プレイヤーに起きることの置き換え',
    en: 'replacing what happens to a player',
    nearest: 'このキャラクターがダメージを受ける場合、代わりにこのキャラクターをスリープにする。',
    static: true,
    example: 'あなたがダメージを受ける場合、代わりにカードを1枚引く。',
  },
  {
    // issue 22 (i22w): replacements apply to a character on the battlefield (「このキャラクターがトラッシュに置かれる場合、
    // 代わりに…」, HF-5.11); a card leaving the hand, a deck or the energy area has no replacement in the engine
    id: 'zoneReplacement',
    pattern:
      /(?:カード|キャラクター)が(?:(?:手札|メインデッキ|ガードデッキ|ダメージフィールド|エネルギー(?:置き場|ゾーン)?|トラッシュ)から[^、。]{0,12}?|捨てられる|(?:手札から)?捨てる)(?:場合|なら|ならば|とき|時)、?代わりに/,
    ja: '戦場以外（手札・デッキ・エネルギーなど）から離れるカードの置き換え（戦場のキャラクターの置き換えは書けます）',
    en: 'replacing a card leaving a zone other than the battlefield (a character on the battlefield is supported)',
    nearest: 'このキャラクターがトラッシュに置かれる場合、代わりにこのキャラクターをゲームから除外する。',
    static: true,
    example: 'このカードが手札から捨てられる場合、代わりにゲームから除外する。',
  },
  // ── issue 22 (first diagnostics): mechanics of the blind designers' rejected cards that the language does not
  // have, each named by the cue that gives it away in any wording of its family. Appended as a block (a row
  // whose mechanic gets built is deleted, like the rows above).
  {
    id: 'counterDestroys',
    // 「このキャラクターの【反撃】によって…が破壊された時」 is supported: another character's 【反撃】 is not
    pattern:
      /(?<!このキャラクターの|これの)【反撃】(?:によって|による(?:ダメージ)?(?:で|によって)?|で)[^。]*?破壊(?:された|した|される)(?:時|とき|場合|たび)/,
    ja: '他のキャラクターの【反撃】のダメージでキャラクターが破壊された時の誘発（「このキャラクターの【反撃】によって…が破壊された時」は書けます）',
    en: "a trigger on a character destroyed by another character's 【反撃】 damage (this character's is supported)",
    nearest:
      '[自動]：このキャラクターの【反撃】によってキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example:
      '[自動]：あなたのキャラクターの【反撃】によってキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。',
  },
  {
    id: 'destroyedDefending',
    pattern: /防御(?:した|している|中に?|を行った)[^。]*?破壊(?:された|される)(?:時|とき|場合|たび)/,
    ja: '防御した攻撃でキャラクターが破壊された時の誘発',
    en: 'a trigger on a character destroyed by the attack it defended',
    nearest: '[自動]：このキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example:
      '[自動]：このキャラクターが、防御した攻撃のダメージによって破壊された時、あなたはメインデッキからカードを1枚引く。',
  },
  {
    id: 'conditionalInstead',
    // a replacement of an event (「…が破壊される場合、代わりに…」) is supported: a state that upgrades a number is not
    pattern:
      /(?:ある|いる|以上|以下|持つ|持っている|である|であれば)(?:なら|ならば|場合|とき)(?:は)?、?代わりに/,
    ja: '状態によって効果の数値を置き換える書き方（「…なら、代わりに…」）',
    en: "a state replacing an effect's number (「…なら、代わりに…」)",
    nearest: '対戦相手のキャラクター1体を対象とし、それに4000ダメージを与える。',
    // (another damage or power amount, energy count or draw count is supported: 「…与える。…なら、代わりに6000ダメージを
    // 与える。」「…代わりに3枚までアクティブにする。」「…代わりにカードを2枚引く。」)
    example:
      'あなたのメインデッキの上から3枚をトラッシュに置く（あなたの手札が3枚以上あるなら、代わりに5枚をトラッシュに置く）。',
  },
  {
    id: 'abilityLabel',
    // the marks other games print for the kind of an ability (【自】【起】【永】, 【起動】 of the seeds…) are not labels:
    // the designer vocabulary reads them, and a line that still fails is not missing a mechanic (issue 22)
    pattern: new RegExp(`【(?!(?:${ABILITY_KIND_MARKS.join('|')})】)[^】\\s:：]+】(?=\\s*[［[])`),
    ja: '能力に付けた見出し（【深淵3】のような、条件を名前にした能力語。条件は「…場合、」と書きます）',
    en: 'a label on an ability (an ability word naming a condition, such as 【深淵3】: write the condition as 「…場合、」)',
    nearest:
      '[自動]：あなたのダメージフィールドにカードが3枚以上ある場合、このキャラクターは【反撃】を得る。',
    line: true,
    example: '【深淵3】[自動]：このキャラクターは【反撃】を得る。',
  },
  {
    id: 'eitherTarget',
    pattern:
      /[0-9一二三四五六七八九]*(?:体|枚)(?:まで)?(?:か|または|もしくは)、?[^。]*?(?:体|枚)(?:まで)?を?対象/,
    ja: '種類の違うものからどちらか1つを対象にすること',
    en: 'targeting one of two different kinds of things',
    nearest: 'ワールド・セット一枚を対象とし、それを破壊する。',
    example: '対戦相手のキャラクター1体か、ワールド・セット1枚を対象とし、それを破壊する。',
  },
  {
    id: 'untilTurnStart',
    // durations end at a turn's end (「ターン終了時まで」, HF-12.6) or as a named player's next turn begins (「次のあなたの
    // ターン開始時まで」, issue 22); the start of a turn whose player is not named (「次のターン開始時まで」) or of this
    // turn is not there. No family: its key words 次・開・始 are those of the supported durations too
    family: false,
    pattern:
      /次のターンの?(?:開始時|はじめ|始め|初め|最初)(?:まで|の間)|(?<!次の(?:あなた|自分|対戦相手|相手)の)(?<!次の)(?:この|(?:あなた|自分|対戦相手|相手)の)?ターンの?(?:開始時|はじめ|始め|初め|最初)(?:まで|の間)/,
    ja: '誰のターンか書かれていないターンの開始時に終わる期間（「次のあなたのターン開始時まで」「次の対戦相手のターン開始時まで」は書けます）',
    en: 'a duration that ends when a turn begins without naming whose (「次のあなたのターン開始時まで」 and 「次の対戦相手のターン開始時まで」 are supported)',
    nearest: '対戦相手のキャラクター1体を対象とし、次のあなたのターン開始時まで、それのパワーを-2000する。',
    example: '対戦相手のキャラクター1体を対象とし、次のターン開始時まで、それのパワーを-2000する。',
  },
  {
    id: 'delayedAction',
    // no family: its key words 次・開・始 are those of a duration too (「次のあなたのターン開始時まで、」), not an action
    family: false,
    // 「このターン終了時、それを破壊する／トラッシュに置く／手札に戻す」 is supported (issue 22); a later turn, or another
    // action, is not
    // diag16 (d56 花子さん、あそびましょ): 「ターン終了時、そのキャラクターがまだ戦場にいる場合、それを…ガードデッキに…加える」
    // without 「この」 is the same reservation (「ターン終了時、それを破壊する」 reads as 「このターン終了時、…」)
    pattern:
      /このターンの?(?:終了時|終わり)(?:に)?、(?=.)(?!(?:それ|そのキャラクター|そのカード)を(?:破壊する|トラッシュに置く|(?:持ち主の)?手札に戻す)。)|(?:^|。)ターンの?(?:終了時|終わり)(?:に)?、(?=[^。]*?(?:それ|そのキャラクター|そのカード)(?:が|を|は))|次の(?:あなたの|対戦相手の|自分の|相手の)?(?:ターン|[ァ-ヶー]+フェイズ)の?(?:終了時|開始時|はじめ|初め|始め|終わり)(?:に)?、|この[ァ-ヶー]+フェイズの?(?:終了時|開始時|はじめ|初め|始め|終わり)(?:に)?、/,
    ja: '後で起きる処理の予約（「このターン終了時、それを破壊する」「…トラッシュに置く」「…手札に戻す」は書けます）',
    en: 'an action scheduled for later (「このターン終了時、それを破壊する／トラッシュに置く／手札に戻す」 are supported)',
    nearest:
      'キャラクター一体を対象とし、ターン終了時まで、それのパワーを+4000する。このターン終了時、それを破壊する。',
    example:
      'キャラクター一体を対象とし、それのパワーを+4000する。次のあなたのターン開始時、それを破壊する。',
  },
  {
    id: 'noReload',
    pattern: /リロード(?:は|を)?(?:行わ|せ|し)(?:ず|ない)/,
    inNotes: true,
    ja: 'リロードを行わないという指定（メインデッキが足りない時の扱いは規則が決めます）',
    en: 'saying that no reload happens (the rules decide what happens when the main deck runs out)',
    nearest: 'あなたはメインデッキからカードを1枚引く。',
    // a reminder that restates 000 (nothing is added from an empty deck) is absorbed by the designer vocabulary;
    // one that changes a draw (which reloads an empty main deck, HF-10) is this mechanic
    example:
      'あなたはメインデッキからカードを1枚引く。（メインデッキにカードが無い場合、リロードは行わない）',
  },
  {
    id: 'otherThanTarget',
    pattern: /対象(?:以外|でない|ではない)の/,
    ja: '対象にしたカードを除く選び方（「対象以外の」）',
    en: 'excluding the target from a choice (「対象以外の」)',
    nearest:
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+3000し、それは【貫通】を得る。',
    example:
      'あなたのキャラクター1体を対象とし、それをアクティブにする。あなたは、対象以外の自分のキャラクター1体を破壊する。',
  },
  {
    id: 'playCostOption',
    // 「このカードをプレイする際、…のコストは1少なくなる」 (the card's own cost, issue 22) is supported, and so is a
    // command's optional extra energy or carnage (mech13, designerWordsM13.ts)
    pattern:
      /この(?:カード|キャラクター)を(?:プレイ|使用)する(?:際|とき|時)(?:に|は)?、(?![^。]*コスト(?:は|が)、?[^。]*(?:少なく|多く)なる。)(?!(?:あなたは|自分は)?、?追加(?:で|の?コストとして)、?(?:(?:カルネージ|エネルギー|\[)[^。]*支払|(?:あなたの|自分の)アクティブ[^。]*?キャラクター[^。]*?スリープ))|(?:コスト|エネルギー)を支払う前に|追加(?:の)?コストとして(?!、?(?:カルネージ|エネルギー|\[|(?:あなたの|自分の)アクティブ))|支払わ(?:なければ|ないと)、?(?:この(?:カード|キャラクター)は、?)?(?:この(?:カード|キャラクター)を)?プレイ/,
    ja: 'プレイする時に行う追加の支払い（エネルギー・カルネージ・アクティブのキャラクターをスリープにすること以外）や、それによるコストの変更（コマンドの「このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。」は書けます）',
    en: 'an additional payment when playing a card (other than energy, carnage or putting active characters to sleep), or a cost change because of it (a command’s 「このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。」 is supported)',
    nearest: '[自動]：あなたの《戦機》を持つカードのエネルギーコストは1少なくなる。',
    line: true,
    example: 'このカードをプレイする際、あなたは自分のキャラクターを1体破壊してもよい。',
  },
  {
    // issue 22 (i22tb): 「…。そうした場合、このカードはトラッシュには置かれず、…」: in the trigger of its destruction it is
    // the move of the destroyed card (m12, designerWordsM12.ts, HF-9.6); elsewhere a trigger cannot undo where a
    // card went, and a replacement is 「…が破壊される場合、代わりに…」 (HF-5.11)
    id: 'triggerReplacesTrash',
    pattern: /トラッシュに(?:は)?置かれ(?:ず|ないで|ずに)/,
    ja: '破壊された時の能力以外で、カードがトラッシュに置かれることを置き換える書き方（破壊された時の「このカードはトラッシュには置かれず、手札に戻る」と、「…が破壊される場合、代わりに…」は書けます）',
    en: "a triggered ability other than a destruction's replacing the card going to the trash (in a 「破壊された時」 trigger, and 「…が破壊される場合、代わりに…」, are supported)",
    nearest: '[自動]：このキャラクターが破壊された時、このカードを持ち主の手札に戻す。',
    line: true,
    example:
      '[自動]：このキャラクターが戦場を離れた時、このカードはトラッシュには置かれず、持ち主の手札に戻る。',
  },
  {
    id: 'resultCount',
    // 「この効果によって…が1体以上破壊された場合」 and what the latest choice moved (「この方法でキャラクターカードを1枚以上
    // 除外したなら」, issue 22) are supported: what a step moved without a choice is not
    pattern:
      /この(?:方法|効果)(?:で|によって)[^。]*?(?:除外|捨て|トラッシュに置|手札に加え|手札に戻|引い)(?:した|された|いた|えた|った)(?:なら|場合|とき|時)/,
    ja: '前の処理で選ばずに動かしたカードの種類や数を条件にする書き方（選んで動かしたカードや、破壊されたキャラクターの数は書けます）',
    en: 'conditions on what an earlier step moved without a choice (chosen cards and the number of characters destroyed are supported)',
    nearest: 'キャラクター一体を対象とし、それを破壊する。その後、あなたはメインデッキからカードを1枚引く。',
    example:
      'キャラクター一体を対象とし、それを手札に戻す。この方法でキャラクターを手札に戻したなら、あなたはメインデッキからカードを1枚引く。',
  },
  {
    id: 'enteredCount',
    // 「この効果で登場させたキャラクター1体につき」 is supported (issue 22); a count used as a number of times
    // (「…の数だけ…」) is not
    pattern:
      /この(?:効果|方法)(?:で|によって)(?:戦場に)?(?:登場させ|出し)た[^。]*?(?:の数だけ|数だけ|体数だけ|枚数だけ)/,
    ja: 'この効果で登場させたキャラクターの数だけ行うこと（「この効果で登場させたキャラクター1体につき」は書けます）',
    en: 'doing something as many times as this effect put characters onto the battlefield (「この効果で登場させたキャラクター1体につき」 is supported)',
    nearest:
      'あなたのトラッシュのキャラクターカードを2枚まで対象とし、それらを戦場に登場させる。その後、この効果で登場させたキャラクター1体につき、あなたに1ダメージを与える。',
    example:
      'あなたのトラッシュのキャラクターカードを2枚まで選び、戦場に登場させる。その後、この効果で登場させたキャラクターの数だけ対戦相手に1ダメージを与える。',
  },
  {
    id: 'oncePerTurnCost',
    // 「1ターンに1回、あなたの《竜》を持つカードのコストは1少なくなる」 (a play's cost, once a turn) is supported (i22x7);
    // the cost of activated abilities once a turn is not
    pattern:
      /(?:1|一)ターンに(?:1|一)(?:回|度)(?:だけ|のみ|まで)?、?[^。]*?起動能力[^。]*?コスト(?:が|は|を)[^。]*?(?:少なく|多く|減|増|下が|上が)/,
    ja: '1ターンに1回だけの起動能力のコストの変更（カードをプレイする時のコストなら「1ターンに1回、あなたの…のコストは1少なくなる」と書けます）',
    en: 'a change of activated abilities’ cost that applies once per turn (a play’s cost once per turn is supported)',
    nearest: '[自動]：あなたのキャラクターの起動能力のコストは1少なくなる。',
    line: true,
    example: '[自動]：1ターンに1回、あなたのキャラクターの起動能力のコストは1少なくなる。',
  },
  {
    id: 'lockedValue',
    pattern:
      /(?:数値|値|数)は[^。）)]*?(?:決定し|決まり|固定)|変化しても変わらない|解決後に[^。）)]*?適用されない/,
    inNotes: true,
    ja: '数値がいつ決まるかや、後から来たものに効かないことの指定（解決時の扱いは規則が決めます）',
    en: 'saying when a number is fixed or that later arrivals are unaffected (the rules decide this)',
    nearest: 'ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。',
    example:
      'ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。（アップする数値はこの効果の解決時に決定し、その後に変化しても変わらない）',
  },
  {
    id: 'reloadTrigger',
    pattern: /リロード(?:した|された|を行った|する)(?:時|とき|場合|たび)/,
    ja: 'リロードした時の誘発',
    en: 'a trigger on reloading',
    nearest: '[自動]：あなたのドローフェイズ開始時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example: '[自動]：あなたがリロードした時、あなたはメインデッキからカードを1枚引く。',
  },
  {
    id: 'discardTrigger',
    pattern:
      /(?:手札(?:を|から)[^。、]*?(?:捨てた|捨てられた|トラッシュに置いた|トラッシュに置かれた)|カードを[^。、]*?捨て(?:た|られた))(?:時|とき|場合|たび)/,
    ja: '手札を捨てた時の誘発',
    en: 'a trigger on discarding from the hand',
    nearest: '[自動]：対戦相手がダメージを受けた時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example: '[自動]：あなたが手札を捨てた時、対戦相手に1ダメージを与える。',
  },
  {
    id: 'eachPlayerActs',
    // t17c: 「お互いのプレイヤーは」「両プレイヤーは」「あなたと対戦相手はそれぞれ」 too
    pattern:
      /(?:(?:各|それぞれの|全ての|すべての)プレイヤーは|(?:お互いの|互いの|両方の|双方の|両)プレイヤー(?:は|とも(?:に)?は?)|(?:あなた|自分)と(?:対戦)?相手(?:は|が)、?(?:それぞれ|各々|ともに|お互いに))[^。]*?(?:捨て|選|引(?!き分)|置|加え)/,
    ja: '各プレイヤーが同時にそれぞれ行う効果（「あなたは…。対戦相手は…。」と1人ずつ書けます）',
    en: 'each player acting at once (write one sentence per player: 「あなたは…。対戦相手は…。」)',
    nearest: 'あなたはメインデッキからカードを1枚引く。対戦相手はメインデッキからカードを1枚引く。',
    example: '各プレイヤーは手札を1枚捨てる。',
  },
  {
    id: 'revealFromHand',
    // 「…を対戦相手に見せる」 too (issue 22). mech20: a counted reveal (「手札から…を1枚公開する」, grammar revealHandAction)
    // and a whole hand (codegen/dsl/designerWordsMech20.ts) are supported; a reveal with no count is not
    pattern:
      /手札(?:を|から|の)(?:(?![0-9一二三四五六七八九]+枚)[^。、])*?(?:公開(?:する|し|して)|見せ(?:る|て|)(?![^。、]*?(?:ない|ず)))/,
    ja: '枚数を書かない手札の公開（「あなたは手札から《竜》を持つカードを1枚公開する」は書けます）',
    en: 'revealing cards from the hand with no count (「あなたは手札から《竜》を持つカードを1枚公開する」 is supported)',
    nearest: 'あなたは手札から《竜》を持つカードを1枚公開する。',
    example: 'あなたは手札から《竜》を持つカードを公開してもよい。',
  },
  {
    id: 'splitTopBottom',
    pattern:
      /(?:[0-9一二三四五六七八九]+枚|いくつか|何枚か)を?(?:メインデッキの)?(?:一番)?上に(?:置き|戻し)?、?(?:残り|他|それ以外)を?(?:メインデッキの)?(?:一番)?下に/,
    ja: '見たカードを上と下に分けて置く効果（全てを好きな順番で上か下に置くことは書けます）',
    en: 'splitting looked-at cards between the top and the bottom (all of them to the top or the bottom is supported)',
    nearest: 'あなたはメインデッキの上から3枚を見て、好きな順番でメインデッキの上に戻す。',
    example: 'あなたはメインデッキの上から3枚を見て、1枚を上に、残りを下に置く。',
  },
  {
    id: 'countedUpTo',
    // a number written as digits (「2枚まで選び」) is supported: a count made on resolution is not
    pattern: /の(?:合計)?(?:枚数|数)まで、?[^。]*?(?:選び|選んで|選ぶ|選択|対象)/,
    ja: '数えた数までカードを選ぶ効果（「…の枚数まで選び」。「2枚まで選び」は書けます）',
    en: 'choosing up to a number counted on resolution (「2枚まで選び」 is supported)',
    nearest: 'あなたのダメージフィールドのカードを2枚まで選び、トラッシュに置く。',
    example:
      'あなたのキャラクターにセットされているセットカードの合計枚数まで、あなたのダメージフィールドのカードを選び、トラッシュに置く。',
  },
  {
    id: 'simultaneousOnce',
    pattern:
      /(?:複数|何枚|何体|[0-9一二三四五六七八九]+(?:枚|体)以上)[^。]*?同時に[^。]*?(?:1度|一度|1回|一回)(?:のみ|だけ|しか)/,
    inNotes: true,
    ja: '同時に起きた複数の出来事で1度だけ誘発する指定',
    en: 'a trigger that fires once for several simultaneous events',
    nearest: '[自動]：このキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example:
      '[自動]：あなたのキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く（複数枚が同時に破壊された場合も1度のみ発揮する）。',
  },
  {
    id: 'alternativeCost',
    // 「エネルギーコストを支払うかわりに、…してプレイしてもよい」: another cost in place of the energy cost (issue 22)
    pattern:
      /(?:エネルギー)?コスト(?:を|の)?(?:支払う|払う)(?:かわりに|代わりに|替わりに)|(?:エネルギー)?コストを(?:支払わず|払わず)に?、?[^。]*?(?:して|置いて|捨てて)(?:プレイ|使用)/,
    ja: 'エネルギーコストの代わりに別のものを支払ってプレイする代替コスト',
    en: 'an alternative cost paid instead of the energy cost',
    nearest: '[自動]：あなたの《蒸気》を持つカードのエネルギーコストは1少なくなる。',
    line: true,
    example: 'このカードは、エネルギーコストを支払うかわりに、あなたの手札を2枚捨ててプレイしてもよい。',
  },
  {
    id: 'moveAttached',
    // a set card moved from one character to another (issue 22)
    pattern:
      /セットし(?:なおす|直す|なおし|直し)|(?:付け替え|つけかえ|付けかえ|移し替え|移しかえ)|セットされている[^。]*?(?:別の|他の|ほかの)[^。]*?(?:に|へ)(?:セット|移)/,
    // m10b: 「このカードを、あなたの他のキャラクター1体にセットし直す／付け替える」 (the set card itself) is supported
    ja: 'キャラクターにセットされているカードを選んで、解決時に選ぶ別のキャラクターにセットし直すこと（「このカードを、あなたの他のキャラクター1体にセットし直す」や、対象・「それ」・「このキャラクター」にはセットできます）',
    en: 'moving a chosen set card onto another character chosen on resolution (「このカードを、…1体にセットし直す」, a target, 「それ」 or 「このキャラクター」 is supported)',
    nearest: 'キャラクターにセットされているセットカード1枚を対象とし、それを破壊する。',
    example:
      'あなたのキャラクターにセットされているカードを1枚選び、あなたの別のキャラクター1体にセットしなおす。',
  },
  {
    id: 'nextTimeReplacement',
    // 「このターン、それが破壊される場合、代わりに…」 (every time this turn) is supported; a replacement that applies
    // only the next time is not (issue 22)
    pattern:
      /次に[^。]*?(?:破壊される|ダメージを受ける|戦場を離れる|トラッシュに置かれる)(?:時|とき|場合|なら)/,
    ja: '次の1回だけ働く置き換え（「このターン、それが破壊される場合、代わりに…」はそのターン中ずっと働きます）',
    en: 'a replacement that applies only the next time',
    nearest:
      'あなたのキャラクター1体を対象とする。このターン、そのキャラクターが破壊される場合、代わりにそれをスリープにする。',
    example:
      'あなたのキャラクター1体を対象とする。このターン、次にそのキャラクターが破壊される時、かわりにそれをスリープにする。',
  },
  {
    id: 'notDestroyedAnd',
    // 「…が破壊される場合、代わりに…する」 is supported (HF-5.11); 「破壊されず、…」 as the result of an earlier choice
    // is not (issue 22)
    pattern: /(?:破壊|除外)されず(?:に)?、/,
    ja: '前の文の結果として「破壊されず、…」と続く置き換え（「…が破壊される場合、代わりに…する」と1文で書けます）',
    en: 'a replacement stated as "is not destroyed, and …" after an earlier choice',
    nearest:
      '[自動]：このキャラクター以外のあなたのキャラクターが破壊される場合、代わりにこのキャラクターをトラッシュに置く。',
    line: true,
    example:
      '[自動]：あなたのキャラクターが破壊される時、代わりにこのキャラクターをトラッシュに置いてよい。そうした場合、そのキャラクターは破壊されず、そのキャラクターが受けているダメージをすべて取り除く。',
  },
  {
    id: 'resultCardValue',
    // the number of cards an earlier step moved is supported (resultRef): the cost or power of the card it
    // revealed, drew or chose, as a value to compare with, is not (issue 22)
    pattern:
      /(?:公開した|公開された|引いた|捨てた|選んだ|見た|手札に加えた)(?:カード|キャラクター|もの)の(?:エネルギーコスト|コスト|パワー)(?:の値)?(?:以下|以上|未満|より|と同じ|に等しい)/,
    ja: '前の処理で公開したり引いたりしたカードのコストやパワーと比べること',
    en: 'comparing with the cost or power of a card an earlier step revealed or drew',
    nearest: '対戦相手のエネルギーコスト2以下のキャラクター1体を対象とし、それを破壊する。',
    example:
      'あなたのメインデッキの一番上のカードを公開する。公開したカードのエネルギーコスト以下のコストを持つ対戦相手のキャラクターを全て破壊する。',
  },
  // ── issue 22 (blind sets): common mechanics of Japanese TCGs (the peer games' rules, 002–004, and everyday card
  // text) that the language lacks, each with a pattern for the family of wordings. A row is added only when
  // 2–3 natural wordings of it do not compile; test/dsl/mechanics.test.ts checks each fires on designers'
  // wordings and on no accepted line.
  {
    id: 'giveCard',
    pattern: /(?:対戦)?相手(?:の手札に(?:加え|入れ|置)|に(?:渡|譲|手渡|あげ))/,
    ja: 'カードを対戦相手の手札に加える（渡す）効果や、対戦相手の手札のカードを自分の手札に加える効果',
    en: "putting a card into the opponent's hand (giving a card away) or taking one from the opponent's hand",
    nearest: '対戦相手はメインデッキからカードを1枚引く。',
    example: 'あなたは手札を1枚選び、対戦相手に渡す。',
  },
  {
    id: 'swapControl',
    // gaining control (「それをあなたのキャラクターとする」) and giving it (「それを対戦相手のキャラクターとする」) are
    // supported; an exchange or a hand-over worded with コントロール is not
    pattern:
      /コントロール[^。]*?(?:入れ替え|入れかえ|交換|渡|移|譲)|(?:キャラクター|カード)を(?:お互いに|互いに)交換/,
    ja: 'キャラクターのコントロールの交換や受け渡し（「それをあなたのキャラクターとする」は書けます）',
    en: 'exchanging or handing over control of characters (「それをあなたのキャラクターとする」 is supported)',
    nearest: '対戦相手のキャラクター一体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
    example: 'あなたのキャラクター1体と対戦相手のキャラクター1体のコントロールを入れ替える。',
  },
  {
    id: 'extraPhase',
    family: false,
    pattern:
      /(?:追加|もう(?:1|一)(?:回|度)|さらに(?:1|一)(?:回|度))の?[^。、]{0,6}フェイズ(?!開始時|終了時)|フェイズを(?:もう|さらに|追加で)/,
    ja: '追加のフェイズ',
    en: 'extra phases',
    nearest: 'あなたのキャラクター全てをアクティブにする。',
    example: 'このメインフェイズの後に、もう一度メインフェイズを行う。',
  },
  {
    id: 'loseAbilities',
    // mech16: a card's 「…は全ての能力を失う」「…は【神速】を失う」 (and 「それの能力を無効にする」, designerWordsM16.ts) are
    // read; the row names the rest: text, 「能力を持たない」, abilities that disappear, a player or an ability negated
    pattern:
      /テキストを(?:全て|すべて|全部)?(?:失|持たない|無効|消)|能力を(?:全て|すべて|全部)?(?:持たない|消)|(?:プレイヤー|相手|あなた|自分)(?:は|の)(?:全ての|すべての)?能力を(?:全て|すべて)?(?:失|無効)|能力(?:は|が)(?:消え|失われ)|(?<!それの|そのキャラクターの|このキャラクターの|全ての|すべての)能力(?:を|は|が)(?:全て|すべて)?無効/,
    ja: '能力を失わせる・無効にする効果（カードが能力を失うことは「…は全ての能力を失う」「…は【神速】を失う」と書けます）',
    en: 'making a card lose or ignore its abilities in this form (a card losing them is 「…は全ての能力を失う」「…は【神速】を失う」)',
    nearest: 'キャラクター一体を対象とし、ターン終了時まで、それは全ての能力を失う。',
    example: 'キャラクター一体を対象とし、ターン終了時まで、それはテキストを失う。',
  },
  {
    id: 'noTrigger',
    pattern:
      /(?:能力|効果)(?:は|が)(?:発揮|誘発|発動)(?:されない|しない)|(?:発揮|誘発|発動)(?:でき|させ)ない/,
    ja: '能力の発揮（誘発）を止める効果',
    en: 'stopping abilities from triggering',
    nearest: '対戦相手のキャラクター一体を対象とし、それを手札に戻す。',
    example: 'このターン、対戦相手のキャラクターの能力は発揮されない。',
  },
  {
    id: 'attackTargetRule',
    // HF-8.1: the attacker chooses the opponent or one asleep character; 「攻撃できない」「プレイヤーを攻撃できない」 and
    // (mech17, src/engine/attackTargets.ts) 「キャラクターを攻撃できない」「…は攻撃されない」 are supported, a character
    // that must be attacked or must attack is not
    pattern:
      /攻撃の対象に(?:され|選ばれ|なら|でき)ない|(?<!プレイヤー|相手|あなた|自分|キャラクター)を攻撃(?:でき|出来|し|すること(?:は|が)でき)ない|このプレイヤーを攻撃|しか攻撃(?:でき|し)ない|攻撃しなければならない|(?:可能|できる)(?:なら|限り)[^。]*?攻撃(?:する|しなければ)/,
    ja: '攻撃の対象についてのこの形の制限（…しか攻撃できない、攻撃しなければならない：HF-8.1。「…は攻撃されない」「…はキャラクターを攻撃できない」は書けます）',
    en: 'rules on what must be attacked in this form (can only attack …, must attack: HF-8.1; 「…は攻撃されない」 and 「…はキャラクターを攻撃できない」 are supported)',
    nearest: 'このキャラクターは攻撃されない。',
    static: true,
    example: '対戦相手のキャラクターはこのキャラクターしか攻撃できない。',
  },
  {
    id: 'preventDamage',
    // 「…がダメージを受ける場合、代わりに…」 (a replacement, HF-5.11) is supported
    pattern:
      // mech22: 「…は（…によって）ダメージを受けない」 is read (damage prevention); mech23: 「…が受けるダメージを1000減らす」
      // 「…へのダメージは1000少なくなる」 (a reduction by a number); other spellings are not
      /次に[^。]*?受けるダメージ|(?<![のた])(?:あなた|対戦相手|プレイヤー|自分|相手)(?:が|の)受けるダメージ|受けるダメージ(?:を|は|が)(?![0-9]+(?:減らす|少なく))|ダメージ(?:を|は)(?:0に|軽減|防|無効)|ダメージを受けることはない|ダメージ(?:を)?軽減/,
    ja: 'この形でダメージを減らしたり防いだりする効果（「…がダメージを受ける場合、代わりに…」「…はダメージを受けない」「…が受けるダメージを1000減らす」は書けます）',
    en: 'reducing or preventing damage in this form (「…がダメージを受ける場合、代わりに…」, 「…はダメージを受けない」 and 「…が受けるダメージを1000減らす」 are supported)',
    nearest: 'キャラクター一体を対象とし、ターン終了時まで、それのパワーを+3000する。',
    example: 'キャラクター一体を対象とし、ターン終了時まで、それが受けるダメージを0にする。',
  },
  {
    id: 'drawGame',
    family: false,
    pattern: /引き分け|ドローゲーム/,
    ja: '引き分け',
    en: 'drawn games',
    nearest: '対戦相手はゲームに敗北する。',
    example: 'ゲームは引き分けになる。',
  },
  {
    id: 'cannotLose',
    pattern: /(?:ゲームに)?(?:敗北|負け)(?:しない|ない|することはない|しなくなる)/,
    ja: 'ゲームに敗北しない効果',
    en: 'not losing the game',
    nearest: 'あなたのダメージフィールドのカードを1枚トラッシュに置く。',
    example: 'このターン、あなたはゲームに敗北しない。',
  },
  {
    id: 'turnHistory',
    // 「このターンに攻撃した（攻撃を行った）キャラクター」 and the cost of the Nth play (「…がこのターンに2枚目以降にプレイ
    // するカードのコストは1多くなる」, issue 22) are supported; 「このターンに…を破壊していれば」 (i22tb8) is one too
    pattern:
      /このターン(?:中|の間)?(?:に|、)?[^。]*?(?:プレイした|プレイしていた|プレイしている|使用した|使用していた|破壊された|破壊されていた|破壊した|引いた|引いていた|捨てた|登場した|登場していた|ダメージを受けた)(?:カード|キャラクター|コマンド|数|枚数|回数|場合|なら|とき|時|、|あなた|自分|対戦相手|相手|《)|(?:すでに|既に)[^。]*?(?:プレイ|使用|登場)(?:して|した)|[0-9一二三四五六七八九]+(?:枚|回|体)目(?:以降)?(?:に|の)?(?![^。]*コスト(?:は|が))[^。]*?(?:プレイ|使用|登場)|このターン(?:中|の間)?(?:に|、)?[^。]*?(?:破壊し|破壊され|プレイし|登場し|引い|捨て)ていれば/,
    ja: 'このターンに起きたこと（プレイしたカード、破壊されたキャラクター、引いた枚数など）を数えたり条件にしたりすること',
    en: 'counting or checking what happened this turn (cards played, characters destroyed, cards drawn …)',
    nearest: 'あなたの手札が3枚以下なら、カードを1枚引く。',
    example: 'このターンにあなたがコマンドをプレイしていた場合、カードを2枚引く。',
  },
  {
    id: 'multiply',
    // 「Xは…の2倍に等しい」 is supported
    pattern: /倍(?:に|と)(?:する|なる|して|なり)/,
    ja: '数値を何倍にもする効果（「Xは…の2倍に等しい」は書けます）',
    en: 'multiplying a number (「Xは…の2倍に等しい」 is supported)',
    nearest: 'キャラクター一体を対象とし、ターン終了時まで、それのパワーを+3000する。',
    example: 'このターン、あなたのキャラクターが与えるダメージは2倍になる。',
  },
  {
    id: 'opponentBattlefield',
    pattern: /(?:対戦)?相手の戦場に(?:登場|出(?!て(?:いる|る))|置|プレイ)/,
    ja: '対戦相手の戦場にカードを出す効果',
    en: "putting a card onto the opponent's battlefield",
    nearest: '対戦相手のキャラクター一体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
    example: 'あなたの手札のキャラクターカード1枚を対戦相手の戦場に登場させる。',
  },
  {
    id: 'handLimit',
    pattern: /手札(?:の)?(?:上限|最大(?:枚数)?|枚数制限)/,
    ja: '手札の上限枚数',
    en: 'hand size limits',
    nearest: 'あなたはメインデッキからカードを1枚引く。',
    example: 'あなたの手札の上限は10枚になる。',
  },
  {
    id: 'cannotDraw',
    pattern: /(?:カード)?を?引(?:け|くことができ|くことはでき|くことが出来)ない|ドロー(?:でき|し)ない/,
    ja: 'カードを引けなくする効果',
    en: 'keeping a player from drawing',
    nearest: '対戦相手は手札を1枚捨てる。',
    example: 'このターン、対戦相手はカードを引けない。',
  },
  {
    id: 'cannotBeNegated',
    pattern: /無効に(?:され|でき|なら)ない|打ち消(?:され|せ)ない|無効化(?:され|でき)ない/,
    ja: '無効にされない効果',
    en: 'cards or effects that cannot be negated',
    nearest: 'あなたはメインデッキからカードを1枚引く。',
    example: 'このカードは無効にされない。',
  },
  {
    id: 'swapHands',
    family: false,
    pattern: /手札(?:を|の全てを)(?:交換|入れ替え|入れかえ)|手札(?:どうし|同士)を/,
    ja: 'プレイヤーの手札を交換する効果',
    en: "swapping the players' hands",
    nearest: '対戦相手は手札を1枚捨てる。',
    example: 'あなたと対戦相手は手札を交換する。',
  },
  {
    id: 'evolve',
    pattern: /重ねて(?:登場|置|プレイ|出)|進化/,
    ja: 'キャラクターに重ねて出す（進化する）効果',
    en: 'putting a character on top of another (evolving)',
    nearest:
      '[自動]：このキャラクターが戦場に登場した時、あなたは手札を1枚選び、裏向きでこのキャラクターにセットする。',
    line: true,
    example: '[1]：あなたの手札のキャラクターカード1枚を、このキャラクターに重ねて登場させる。',
  },
  {
    id: 'stealEnergy',
    pattern:
      /相手のエネルギー[^。]*?(?:あなた|自分)の(?:エネルギー|もの)|エネルギー(?:を)?[^。、]{0,4}?(?:奪|移し|移す)/,
    ja: '対戦相手のエネルギーを奪う効果',
    en: "taking the opponent's energy",
    nearest: 'あなたはメインデッキの一番上のカードをエネルギーとして置く。',
    example: '対戦相手のエネルギー1枚を対象とし、それをあなたのエネルギーにする。',
  },
  {
    id: 'oncePerGame',
    family: false,
    pattern: /(?:1|一)ゲーム(?:中)?に(?:1|一)(?:回|度)|ゲーム中(?:に)?(?:1|一)(?:回|度)/,
    ja: '1ゲームに1回の制限（「この能力は1ターンに1回使用できる」は書けます）',
    en: 'once per game (once per turn is supported)',
    nearest: '[1]：あなたはメインデッキからカードを1枚引く。この能力は1ターンに1回使用できる。',
    line: true,
    example: '[1]：あなたはメインデッキからカードを1枚引く。この能力は1ゲームに1回使用できる。',
  },
  {
    id: 'targetedTrigger',
    pattern: /対象に(?:なった|選ばれた|された|とられた|取られた)(?:時|とき|たび|場合)/,
    ja: '対象になった時の誘発',
    en: 'a trigger on becoming a target',
    nearest: '[自動]：このキャラクターが攻撃された時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example: '[自動]：このキャラクターが対戦相手の効果の対象になった時、カードを1枚引く。',
  },
  {
    id: 'battlefieldLimit',
    pattern:
      /(?:戦場|場)に[^。]*?[0-9一二三四五六七八九]+(?:体|枚)(?:まで)?しか[^。]*?(?:登場|出|置|存在|い)|(?:戦場|場)に(?:出せる|置ける|登場できる)[^。]*?(?:上限|まで)/,
    ja: '戦場に置けるカードの数の制限',
    en: 'limits on how many cards may be on the battlefield',
    nearest: 'あなたの他のキャラクター全てのパワーを+1000する。',
    static: true,
    example: 'あなたの戦場にキャラクターは3体までしか登場できない。',
  },
  {
    id: 'cannotLeave',
    // 「破壊されない」 is supported
    pattern:
      /手札に戻(?:らない|されない|せない)|(?:ゲームから)?除外(?:されない|できない)|戦場を離れない|トラッシュに置かれない|メインデッキに戻(?:らない|されない)/,
    ja: '手札に戻らない・除外されないなど、戦場を離れない効果（「破壊されない」は書けます）',
    en: 'cannot be returned, removed or otherwise leave the battlefield (「破壊されない」 is supported)',
    nearest: 'このキャラクターは破壊されない。',
    static: true,
    example: 'このキャラクターは手札に戻らない。',
  },
  {
    id: 'redirect',
    pattern: /(?:攻撃|効果)の?対象を[^。]*?(?:変更|変え|移|うつ)|代わりに[^。]*?を攻撃|攻撃先を/,
    ja: '攻撃や効果の対象を変える効果',
    en: 'changing the target of an attack or an effect',
    nearest: 'その攻撃を失敗させる。',
    example: 'その攻撃の対象をこのキャラクターに変更する。',
  },
  {
    id: 'deckBuilding',
    family: false,
    pattern:
      /デッキに(?:は)?[^。]*?(?:何枚でも|[0-9一二三四五六七八九]+枚(?:まで|以上))[^。]*?(?:入れ|含め|採用)/,
    ja: 'デッキ構築の制限を変える能力',
    en: 'changing deck construction limits',
    nearest: 'あなたはメインデッキからカードを1枚引く。',
    example: 'このカードはデッキに何枚でも入れることができる。',
  },
  {
    id: 'leftHostSetCount',
    // i22x7: the cards set on a card go to the trash when it leaves (HF-9.8); counting those it had, once it is
    // gone (「このカードにセットされていた…の枚数だけ」), would need them remembered as they were
    pattern:
      /(?:この|その|それに)(?:カード|キャラクター)?にセットされていた[^。]*?(?:枚数|の数|1枚につき|一枚につき)/,
    ja: '戦場を離れたカードにセットされていたカードを数えること（戦場にあるカードのセットカードは「このキャラクターにセットされているカード1枚につき」と書けます）',
    en: 'counting the cards that were set on a card that has left the battlefield',
    line: true,
    nearest:
      '[自動]：このキャラクターが攻撃を行うたび、このキャラクターにセットされているカード1枚につき、カードを1枚引く。',
    example:
      '[自動]：このキャラクターが破壊された時、このカードにセットされていた《宝》を持つカードの枚数だけ、カードを引く。',
  },
  {
    id: 'faceDownCost',
    // i22x7: a face-down card has cost 0 (docs/engine.md 「コストN以下の」, HF-14.3); a definition giving it another
    // cost is not read (an energy cost of 0 is: codegen/dsl/designerWordsI22x7.ts)
    pattern:
      /(?:それ|そのカード|そのキャラクター|そのセットカード)は、?[^。]*?コスト(?:が|は)?[1-9][0-9]*[^。]*?として扱/,
    ja: '裏向きのカードに0以外のエネルギーコストを与える定義（戦場の裏向きのカードのコストは0です）',
    en: 'giving a face-down card an energy cost other than 0 (a face-down card on the battlefield has cost 0)',
    nearest:
      'あなたのメインデッキの一番上のカードを、パワー2000でキャラクター「人形」として裏向きで登場させる。',
    example:
      'あなたのメインデッキの一番上のカードを、裏向きで登場させる。そのカードは、エネルギーコスト3、パワー2000を持つキャラクター「人形」として扱う。',
  },
  {
    // 「あなたのキャラクターを、あなたの《人魚》のキャラクターの数に等しい数まで対象とし、…」 (issue 22, t18a, d76): as many
    // targets as a count made when the ability is used or triggers; a fixed number is supported
    id: 'targetsUpToCount',
    pattern: /(?:の数|の枚数)に等しい(?:数|体数|枚数)まで(?:を)?、?対象と|[XＸ](?:体|枚)まで(?:を)?、?対象と/,
    ja: '数えた数まで対象にする効果（決まった数なら「…を2体まで対象とし、…」と書けます）',
    en: 'choosing as many targets as a count (a fixed number of targets is supported)',
    nearest: 'あなたのキャラクターを2体まで対象とし、それらのパワーを+1000する。',
    example:
      'あなたのキャラクターを、あなたの《人魚》のキャラクターの数に等しい数まで対象とし、それらのパワーを+1000する。',
  },
  {
    // 「あなたのダメージフィールドのカードをX枚まで選び、…。Xは、…の数に1を足した数に等しい。」 (issue 22, t18a, d76): as
    // many cards chosen on resolution as a count; a fixed number is supported
    id: 'chooseUpToCount',
    pattern: /[XＸ]枚まで(?:を)?、?選|(?:の数|の枚数)に等しい枚数まで(?:を)?、?選/,
    ja: '数えた枚数まで選ぶ効果（決まった枚数なら「…のカードを2枚まで選び、…」と書けます）',
    en: 'choosing up to a counted number of cards (a fixed number is supported)',
    nearest: 'あなたのダメージフィールドのカードを2枚まで選び、裏向きであなたのガードデッキに加える。',
    example:
      'あなたのダメージフィールドのカードをX枚まで選び、裏向きであなたのガードデッキに加える。Xは、あなたの《神官》のキャラクターの数に等しい。',
  },
  {
    // 「…を2体まで対象とし、それぞれに、あなたのメインデッキの一番上のカードを1枚ずつ裏向きでセットする。」 (issue 22, t18a,
    // d76): a face-down card set on each of several characters; on one character it is supported
    id: 'faceDownOnEach',
    pattern:
      /(?:それぞれ|各キャラクター|それら)に、?[^。]*?(?:1|一)枚ずつ[^。]*?裏向きで[^。]*?セット|(?:それぞれ|それら)に、?[^。]*?裏向きで[^。]*?セット/,
    ja: '何体ものキャラクターそれぞれに、裏向きでカードをセットする効果（1体になら「…を、パワー+1000で《真珠》を持つセットカードとして、それに裏向きでセットする」と書けます）',
    en: 'setting a face-down card on each of several characters (on one character it is supported)',
    nearest:
      'あなたのキャラクター一体を対象とし、あなたのメインデッキの一番上のカードを、パワー+1000で《真珠》を持つセットカードとして、それに裏向きでセットする。',
    example:
      'あなたのキャラクターを2体まで対象とし、それぞれに、あなたのメインデッキの一番上のカードを1枚ずつ裏向きでセットする。',
  },
  {
    id: 'treatAs',
    pattern: /(?:名前|カード名|種別|特徴|《[^》]+》)[^。]*?として(?:も)?扱/,
    ja: '名前や種別を別のものとして扱う効果（裏向きで登場させるカードの名前とパワーは「…を、パワー1000でキャラクター「影」として裏向きで登場させる」と書けます）',
    en: 'treating a card as having another name, type or trait (a face-down character with a name and a power is supported)',
    nearest:
      'あなたはメインデッキの一番上のカードを、パワー1000でキャラクター「影」として裏向きで登場させる。',
    example: 'このカードの名前は「影」としても扱う。',
  },
  {
    id: 'effectSourceTrigger',
    pattern:
      // 「…が効果によって破壊された時」 without whose effect is supported (issue 22, 「バトル以外で」)
      /の効果(?:によって|により|で)破壊され(?:た|る)(?:時|とき|たび|場合)|効果(?:によって|により|で)(?:ダメージを受け|手札に戻され|トラッシュに置かれ)(?:た|る)(?:時|とき|たび|場合)/,
    ja: '誰の効果によって起きたかで決まる誘発（「…の効果によって破壊された時」など。「効果によって破壊された時」「バトルで破壊された時」は書けます）',
    en: 'a trigger that depends on whose effect caused the event (「効果によって破壊された時」 and 「バトルで破壊された時」 are supported)',
    nearest: '[自動]：このキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example:
      '[自動]：あなたのキャラクターが対戦相手の効果によって破壊された時、あなたはメインデッキからカードを1枚引く。',
  },
  {
    id: 'destroysTrigger',
    // 「このキャラクターが攻撃によるダメージで…を破壊した時」 and 「…が【反撃】で…を破壊した時」 are supported: a
    // character destroying another by any means (an effect too) is not — the engine knows no destroyer of an
    // effect's destruction (issue 22)
    pattern: /(?<=が)(?:(?!攻撃|【反撃】)[^。、「」])*?を破壊(?:した|する)(?:時|とき|たび|場合)/,
    ja: 'キャラクターが（攻撃以外でも）キャラクターを破壊したことで誘発する能力（「攻撃によるダメージで…を破壊した時」は書けます）',
    en: 'a trigger on a character destroying another by any means (「攻撃によるダメージで…を破壊した時」 is supported)',
    nearest:
      '[自動]：このキャラクターが攻撃によるダメージで対戦相手のキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example: '[自動]：このキャラクターがキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
  },
  {
    id: 'countedFilter',
    family: false,
    pattern: /(?:枚数|数)(?:以下|以上|未満|より(?:少ない|多い|低い|高い))の?(?:エネルギー)?(?:コスト|パワー)/,
    ja: '数えた数とコストやパワーを比べて選ぶこと（「エネルギーコスト2以下の」のような数字は書けます）',
    en: 'choosing by a cost or power compared with a counted number (a written number is supported)',
    nearest: '対戦相手のエネルギーコスト2以下のキャラクター1体を対象とし、それを破壊する。',
    example:
      'あなたのエネルギーの枚数以下のエネルギーコストを持つ対戦相手のキャラクター1体を対象とし、それを破壊する。',
  },
  {
    id: 'distinctTraits',
    // 「…が持つ分類がN種類以上」 is supported (issue 22, traitKinds); other ways of counting kinds are not
    pattern:
      // mech23: distinct card names in a count (「カード名の異なる…1枚につき」「…のうち、カード名が異なるもの1枚につき」) are read
      /(?:分類|特徴)の種類|(?<!が持つ)(?:分類|特徴)(?:が|を)[^。]*?[0-9一二三四五六七八九]+種類|異なる(?:分類|特徴|名前)|(?<!カード名の)異なるカード名|(?:分類|特徴)(?:が|の)(?:互いに)?(?:異なる|違う)|(?:名前|カード名)(?:が|の)(?:互いに)?(?:異なる|違う)(?![^。、]*?(?:1|一)(?:枚|体)につき)|(?:カード名|名前)の種類/,
    ja: '異なる分類（特徴）や名前の数を数えること',
    en: 'counting different traits or names',
    nearest: 'Xはあなたのキャラクターの数に等しい。あなたはメインデッキからカードをX枚引く。',
    example: 'Xはあなたのキャラクターが持つ分類の種類の数に等しい。あなたはメインデッキからカードをX枚引く。',
  },
  {
    id: 'valueCap',
    // 「尚、この効果で上昇するパワーは+3000までとする」 (the formal style, i22ta7) is the same cap said afterwards
    pattern:
      /(?:最大|上限)(?:で|は)?[+\-][0-9]|パワー[^。]*?[（(](?:最大|上限)|(?:上昇|増加|減少|低下|変化|増減|アップ|ダウン)(?:する|した)?パワー(?:の(?:量|値))?は、?[+\-]?[0-9]+(?:まで(?:とする|である|だ)?|を上限とする)/,
    ja: 'パワーの変更の上限（「最大+3000」。ダメージの「（最大1）」は書けます）',
    en: 'a cap on a power change (「最大+3000」; a damage cap 「（最大1）」 is supported)',
    nearest: 'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+3000する。',
    example:
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを、あなたの手札1枚につき+1000する（最大+3000）。',
  },
  {
    // 「メインデッキの上から3枚を見る事が出来る。そうした場合、…」 (the formal style, i22ta7): the look itself optional
    id: 'optionalLook',
    pattern:
      /上から(?:カードを)?[0-9一二三四五六七八九]+枚(?:を)?(?:見てもよい|見ても良い|見てもいい|見ることができる|見ることが出来る|見る事が(?:でき|出来)る)/,
    ja: 'デッキの上を見るかどうかを選ぶこと（見る枚数の中から選ばないことは「…を1枚まで選び」で書けます）',
    en: 'choosing whether to look at the top of a deck (choosing none of the cards looked at is 「…を1枚まで選び」)',
    nearest:
      'あなたのメインデッキの上から3枚を見る。その中から《黒曜》を持つカードを1枚まで選び、公開して手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    example:
      'あなたはメインデッキの上から3枚を見てもよい。そうした場合、その中から《黒曜》を持つカードを1枚まで公開して手札に加え、残りを好きな順番でメインデッキの一番下に置く。',
  },
  {
    id: 'energyRemoval',
    family: false,
    pattern:
      /(?:対戦)?相手のエネルギー(?:を|[0-9一二三四五六七八九]+枚|全て|すべて)[^。]*?(?:トラッシュに置|破壊|手札に戻|除外|メインデッキ)/,
    ja: '対戦相手のエネルギーを取り除く効果',
    en: "removing the opponent's energy",
    nearest: '対戦相手のキャラクター全てをスリープにする。',
    example: '対戦相手のエネルギーを1枚トラッシュに置く。',
  },
  {
    id: 'superlative',
    pattern: /(?:最も|一番|いちばん)(?:高い|低い|大きい|小さい|多い|少ない)/,
    ja: '最も高い（低い）ものを選ぶこと（「パワーが5000以下の」のような数字は書けます）',
    en: 'choosing the highest or lowest (a written number such as 「パワーが5000以下の」 is supported)',
    nearest: '対戦相手のキャラクターのうち、パワーが5000以下のもの一体を対象とし、それを破壊する。',
    example: '対戦相手のキャラクターのうちパワーが最も高いもの1体を対象とし、それを破壊する。',
  },
  {
    id: 'drawReplacement',
    family: false,
    pattern: /(?:カードを)?引く(?:場合|とき|時)、?(?:その)?(?:代わりに|かわりに)/,
    ja: 'カードを引くことの置き換え',
    en: 'replacing a draw',
    nearest: 'このキャラクターがダメージを受ける場合、代わりにこのキャラクターをスリープにする。',
    static: true,
    example: 'あなたがカードを引く場合、代わりに対戦相手に1ダメージを与える。',
  },
  {
    id: 'stateTrigger',
    pattern:
      /(?:スリープ|アクティブ|レスト|タップ|スタンド)(?:状態)?に(?:なった|された)(?:時|とき|たび|場合)/,
    ja: 'スリープやアクティブになった時の誘発',
    en: 'a trigger on becoming asleep or active',
    nearest: '[自動]：このキャラクターが攻撃を行うたび、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example: '[自動]：このキャラクターがスリープになった時、カードを1枚引く。',
  },
  {
    id: 'energyTrigger',
    pattern: /エネルギー(?:が|を)[^。、]*?(?:置かれた|置いた|加わった|増えた)(?:時|とき|たび)/,
    ja: 'エネルギーが置かれた時の誘発',
    en: 'a trigger on energy being put',
    nearest: '[自動]：あなたのターン開始時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example: '[自動]：あなたのエネルギーが置かれた時、カードを1枚引く。',
  },
  {
    id: 'sameName',
    pattern: /同名|同じ(?:名前|カード名)/,
    ja: '同じ名前のカードを選ぶこと（「カード名「影」の」のような名前は書けます）',
    en: 'choosing cards with the same name',
    nearest: 'あなたのトラッシュにあるキャラクターカードを1枚まで選び、手札に加える。',
    example: 'あなたのトラッシュにある、このカードと同じ名前のカードを1枚手札に加える。',
  },
  {
    id: 'discardHand',
    // 「手札を好きな枚数捨てる」 is supported
    pattern: /手札を?(?:全て|すべて|全部)(?:捨て|トラッシュに置)/,
    ja: '手札を全て捨てる効果（「手札を好きな枚数捨てる」は書けます）',
    en: 'discarding the whole hand (「手札を好きな枚数捨てる」 is supported)',
    nearest: 'あなたは手札を2枚捨てる。',
    example: 'あなたは手札を全て捨てる。',
  },
  // Issue 22 point 2: families of the word lexicon (./mechanicFamily.ts MECHANIC_LEXICON), named after the
  // search found no suggestion (`searchFirst`): a clause with the family's verb or noun, however it is worded.
  {
    id: 'otherPlayerChoice',
    pattern:
      /[^、。]*[るうくすつむぶ]」?か、?[^。]*?[るうくすつむぶ]」?か(?:を|の(?:どちらか|いずれか)(?:1つ|一つ)?を)?(?:選ぶ|選択する|決める|選び)/,
    ja: '2つの処理からプレイヤーがどちらかを選ぶ効果（あなたが選ぶモードは「以下から1つを選ぶ。」と「・」の行で書けます）',
    en: 'a player choosing one of two actions (modes you choose are written 「以下から1つを選ぶ。」 with 「・」 lines)',
    nearest: '対戦相手は手札を2枚捨てる。',
    example: '対戦相手は、手札を2枚捨てるか、1ダメージを受けるかを選ぶ。',
    searchFirst: true,
  },
  {
    id: 'defenseCost',
    // a payment to attack compiles (i22m: 「…は、[1]を支払わなければ攻撃できない」); one to defend does not
    pattern:
      /(?:なければ|ない限り|ないと)、?[^。]*?防御(?:でき|を行え|し)ない|防御する(?:ために|には|たびに|際に)、?[^。]*?(?:支払|スリープにし|置か|捨て)/,
    ja: '防御をするための支払い（攻撃のための支払いは「…は、[1]を支払わなければ攻撃できない」と書けます）',
    en: 'a payment required to defend (one to attack is written 「…は、[1]を支払わなければ攻撃できない」)',
    nearest: '[自動]：対戦相手のキャラクターは、[1]を支払わなければ攻撃できない。',
    line: true,
    example: '[自動]：対戦相手のキャラクターは、そのプレイヤーが手札を1枚捨てなければ防御できない。',
    searchFirst: true,
  },
  {
    id: 'whenPlayed',
    pattern:
      /(?:ターン|フェイズ)(?:の間|中|内)?に(?:プレイ|使用|登場)(?:した|された|していた|されていた)(?:場合|なら|時|とき)/,
    ja: 'いつプレイされたか・登場したかを条件にすること（今が誰のターンかは「対戦相手のターンなら、」と書けます）',
    en: 'a condition on when a card was played or entered (whose turn it is now: 「対戦相手のターンなら、」)',
    nearest: '対戦相手のターンなら、カードを1枚引く。',
    example: 'このカードを対戦相手のターン中にプレイした場合、カードを1枚引く。',
    searchFirst: true,
  },
  {
    id: 'thresholdTrigger',
    pattern:
      /(?:パワー|枚数|手札|エネルギー|ダメージ)[^。、]*?が[^。、]*?(?:以上|以下|未満|を超え|を越え)(?:に|と)?なった(?:時|とき|たび)/,
    ja: '数が境目を越えた時の誘発（「…以上なら、」と条件にすることは書けます）',
    en: 'a trigger when a number crosses a threshold (a condition 「…以上なら、」 is supported)',
    nearest:
      '[自動]：あなたのターン終了時、このキャラクターがパワー5000以上のキャラクターである場合、カードを1枚引く。',
    line: true,
    example: '[自動]：このキャラクターのパワーが5000以上になった時、カードを1枚引く。',
    searchFirst: true,
  },
  {
    id: 'sameTrait',
    pattern:
      /同じ(?:分類|特徴|種族)|(?:分類|特徴|種族)が同じ|共通の(?:分類|特徴)|(?:分類|特徴)を(?:共有|共通)/,
    ja: '別のカードと同じ分類を持つカードを選んだり数えたりすること（「《分類》を持つ」のように分類を名指しすることは書けます）',
    en: 'choosing or counting cards that share a trait with another card (naming the trait is supported)',
    nearest:
      'キャラクター一体を対象とし、あなたの《剣士》を持つキャラクター1体につき、ターン終了時まで、それのパワーを+1000する。',
    example:
      'キャラクター一体を対象とし、それと同じ分類を持つあなたのキャラクター1体につき、それのパワーを+1000する。',
    searchFirst: true,
  },
  {
    id: 'couldNotChoose',
    pattern: /(?:選べ|選択でき|選ぶことができ|対象にでき|対象を選べ)(?:ない|なかった)(?:場合|なら|時|とき)/,
    ja: '選べなかった時の分岐（破壊については「あなたは自分のキャラクター1体を破壊する。破壊できなかった場合、…」と書けます）',
    en: 'a branch for when nothing could be chosen (for a destruction: 「あなたは自分のキャラクター1体を破壊する。破壊できなかった場合、…」)',
    nearest: 'あなたは自分のキャラクター1体を破壊する。破壊できなかった場合、あなたは1ダメージを受ける。',
    example: 'あなたのキャラクター1体を選び、手札に戻す。選べない場合、あなたは1ダメージを受ける。',
    searchFirst: true,
  },
  {
    id: 'extraDeckUse',
    // HF-1.4: 【空装】's 「追加デッキを使用する」 is supported; taking cards from it in an effect is not; named before
    // the search, which would read it as the main deck (issue 22)
    pattern: /追加(?:の)?デッキ(?:から|の|に|へ)/,
    ja: '効果で追加デッキのカードを使うこと（「追加デッキを使用する。」は【空装】の効果に書けます）',
    en: 'using the cards of the extra deck in an effect (【空装】 may say 「追加デッキを使用する。」)',
    nearest: 'あなたはメインデッキからカードを1枚引く。',
    example: 'あなたは追加デッキからカードを1枚選び、手札に加える。',
    family: false,
  },
  // ── issue 22 (i22r): mechanics of the sixth blind round (d25–d28) that the language lacks ──
  // ── t10: mechanics of the tenth blind round that the language lacks ──
  {
    id: 'powerOrTrait',
    // 「《A》か《B》を持つ」 (either trait) is supported: a power bound or a trait, either one, is not (the search
    // would drop the 「か」 and ask for both)
    family: false,
    pattern: /パワー[0-9]+(?:以下|以上|未満|より(?:大きい|小さい))(?:か|または|又は|もしくは)、?《/,
    ja: 'パワーの条件か分類のどちらかを満たすものを選ぶこと（「《A》か《B》を持つ」「パワー3000以下の《式神》を持つ」（両方）は書けます）',
    en: 'a choice of what meets a power bound or has a trait, either one (「《A》か《B》を持つ」 and 「パワー3000以下の《式神》を持つ」 (both) are supported)',
    nearest: '対戦相手のパワー3000以下のキャラクター一体を対象とし、それを破壊する。',
    example: 'パワー3000以下か《式神》を持つ対戦相手のキャラクター一体を対象とし、それを破壊する。',
  },
  {
    id: 'enteredTurnEnd',
    // 「このターン終了時、それを破壊する」 (a delayed action in the same effect) and 「あなたのターン終了時」 are
    // supported: a trigger at the end of the turn this card entered is not
    family: false,
    pattern: /(?:登場(?:した|させた|された)|出た|出された)(?:その)?ターンの?(?:終了時|終わり)/,
    ja: '戦場に登場したターンの終了時に誘発する能力（「あなたのターン終了時、…」は書けます）',
    en: 'a trigger at the end of the turn this card entered the battlefield (「あなたのターン終了時、…」 is supported)',
    nearest: '[自動]：あなたのターン終了時、このキャラクターを持ち主のメインデッキの一番下に置く。',
    line: true,
    example:
      '[自動]：このキャラクターが戦場に登場したターンの終了時、このキャラクターを持ち主のメインデッキの一番下に置く。',
  },
  {
    id: 'randomLook',
    // a random card of the hand put into the trash is supported (`randomDiscard`); looking at it first and acting on
    // what it is, is not
    family: false,
    pattern: /手札(?:を|から)、?[^。]*?ランダムに[^。]*?(?:選んで|選び)、?(?:それを)?見(?:る|て)/,
    ja: '対戦相手の手札から無作為に選んだカードを見る効果（無作為に捨てさせる「対戦相手の手札をランダムに1枚選び、トラッシュに置く」は書けます）',
    en: "looking at a card chosen at random from the opponent's hand (a random discard is supported)",
    nearest: '対戦相手の手札をランダムに1枚選び、トラッシュに置く。',
    example:
      '対戦相手の手札をランダムに1枚選んで見る。それがコマンドカードなら、対戦相手はそれをトラッシュに置く。',
  },
  {
    id: 'countCap',
    // a damage amount's cap 「…ダメージを与える（最大5000）」 is supported: a cap on how many times, or on X, is not
    family: false,
    pattern: /[（(](?:最大|上限)[0-9０-９一二三四五六七八九]+回(?:まで)?[）)]/,
    // 「Xは…に等しい（最大3）」 is supported since t22b (defineX's cap)
    ja: '繰り返す回数の上限（「（最大5回）」。ダメージの「（最大5000）」やXの「Xは…に等しい（最大3）」は書けます）',
    en: 'a cap on a number of repeats (「（最大5回）」; a damage cap and 「Xは…に等しい（最大3）」 are supported)',
    nearest:
      'あなたのトラッシュにあるコマンドカード1枚につき1回、対戦相手のキャラクターを1体ランダムに選び、それに1000ダメージを与える。',
    example:
      'あなたのトラッシュにあるコマンドカード1枚につき1回、対戦相手のキャラクターを1体ランダムに選び、それに1000ダメージを与える（最大5回）。',
  },
  {
    id: 'deckTraitKinds',
    // 「あなたのキャラクターが持つ分類が5種類以上」 counts the battlefield (distinctTraits' supported form); how many
    // traits the cards of a deck have (a 【空装】 condition) is not counted (issue 22)
    pattern: /デッキ[^。:：]*?(?:分類|特徴)(?:が|を|は)、?(?:合計)?[0-9一二三四五六七八九]+種類/,
    ja: 'デッキのカードが持つ分類の種類を数える条件（戦場の「あなたのキャラクターが持つ分類が5種類以上」は書けます）',
    en: "counting the different traits of a deck's cards (「あなたのキャラクターが持つ分類が5種類以上」 on the battlefield is supported)",
    nearest: 'あなたのキャラクターが持つ分類が3種類以上なら、カードを1枚引く。',
    example: 'あなたのデッキのキャラクターカードが持つ分類が6種類以上なら、カードを1枚引く。',
  },
  {
    id: 'note',
    // a note in brackets after a sentence or a keyword, or a polite remark (./notes.ts): the card does what its
    // sentences say, so a note restating a rule is not needed and one adding to the effect is not read. Reported
    // when the grammar stops in the note; the nearest wording is then the line without its notes when it
    // compiles (codegen/dsl/searchSuggest.ts), else this row's
    pattern: /(?:^|(?<=[。】]))\s*[(（][^)）]*[)）]?/,
    ja: '文の後の括弧書きの注釈（括弧の中は読まれません。規則の説明なら要らず、効果なら括弧を外して文として書きます。キーワードの後にはその定義どおりの注釈が書けます）',
    en: 'a note in brackets after a sentence (what is in brackets is not read: a rule needs no restating, an effect is written as a sentence without brackets; a keyword may be followed by its own definition)',
    nearest: 'あなたはメインデッキからカードを1枚引く。',
    example:
      'あなたはメインデッキからカードを1枚引く。（メインデッキにカードが無い場合は、引くことはできません。）',
    family: false,
    searchFirst: true,
  },
  {
    id: 'ignoreCondition',
    pattern: /(?:この|その|上の|前の)?(?:条件|制限)を(?:無視|満たしているものとして|満たすものとして)/,
    ja: '前に書いた条件を後から無視する書き方（条件は1つの「…なら、」に書きます）',
    en: 'ignoring a condition written earlier (write one condition 「…なら、」)',
    nearest: 'あなたの手札が3枚以下なら、カードを1枚引く。',
    example:
      'あなたの手札が3枚以下なら、カードを1枚引く。あなたの戦場に《港》を持つカードがあるなら、この条件を無視する。',
    searchFirst: true,
  },
  {
    id: 'conditionOr',
    // t13b (d53 大いなる業): two conditions joined by 「か」 (「…があるか、…であるならば」): either one is enough; the language
    // has one condition per 「…なら、」 (or both, 「…かつ…」 through two sentences)
    pattern: /(?:が|に)[^、。]{0,30}?(?:ある|いる|居る|在る)か、[^。]*?(?:なら(?:ば)?|場合)、/,
    ja: '「…か、…なら」のように2つの条件のどちらかを満たせばよい条件（条件は1つずつ「…なら、」で書けます）',
    en: 'either of two conditions (「…があるか、…なら」); one condition 「…なら、」 is supported',
    nearest: 'あなたの戦場に「賢者の石」があるなら、カードを1枚引く。',
    example:
      'あなたの戦場に「賢者の石」があるか、あなたのガードデッキの「賢者の石」が表向きであるならば、カードを1枚引く。',
  },
  {
    id: 'attackedCharacter',
    // t15a (d61, a Weiß Schwarz designer's counter 「アタックされているキャラ」): the character an attack was declared on,
    // as a selector; the language names the attacker and the defender, and triggers on a character being attacked
    pattern:
      /(?:攻撃|アタック)(?:されている|を受けている|対象になっている|対象に選ばれている)(?:、)?(?:あなたの|自分の|対戦相手の|相手の)?(?:キャラクター|キャラ)/,
    ja: '攻撃されている（攻撃対象になっている）キャラクターを選ぶ書き方（防御しているキャラクター「防御を行っているあなたのキャラクター」と、攻撃された時の誘発「このキャラクターが攻撃された時、」は書けます）',
    en: 'choosing the character being attacked (the defender 「防御を行っているあなたのキャラクター」 and the trigger 「このキャラクターが攻撃された時、」 are supported)',
    nearest: '防御を行っているあなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+3000する。',
    example: '攻撃されているあなたのキャラクター一体を対象とし、そのターン中、パワーを＋3000。',
  },
  {
    id: 'enteredFaceDownByEffect',
    // t16b (d67 人形箱の主): 「あなたのカードの効果によって裏向きで戦場に登場したあなたのキャラクター」 remembers how a
    // character entered; 「あなたの裏向きのキャラクター」 also counts one whose control was taken (支配の十字木), so it is no
    // reading of it
    pattern: /(?:カードの)?効果(?:によって|により|で)、?裏向き(?:で|に)(?:戦場に)?(?:登場した|出た|出された)/,
    ja: 'どのカードの効果で裏向きで登場したかを覚えておく条件（今裏向きのキャラクター「あなたの裏向きのキャラクター」は書けます）',
    en: 'remembering which card’s effect put a character face down (face-down characters now: 「あなたの裏向きのキャラクター」)',
    nearest: 'ターン終了時まで、あなたの裏向きのキャラクター全てのパワーを+1000する。',
    example:
      '[自動]：あなたのカードの効果によって裏向きで戦場に登場したあなたのキャラクターは、パワー+1000される。',
  },
  {
    id: 'otherThanEventCard',
    // diag16 (d54 女王の寵愛): a choice in a zone leaving out the card the trigger is about (the destroyed character,
    // now in that trash); 「このカード以外の」「対象以外の」 are other rows or supported
    pattern:
      /(?:トラッシュ|手札|メインデッキ|ガードデッキ)(?:から|の|にある)、?[^。]*?(?:その|破壊された|破壊した)(?:キャラクター|カード)(?:カード)?以外の/,
    ja: '誘発したできごとのカード（破壊されたそのキャラクター）を除いて、トラッシュなどの領域から選ぶ書き方',
    en: 'leaving the card of the triggering event (the destroyed character) out of a choice in a zone',
    nearest:
      '[自動]：このキャラクターが破壊された時、あなたのトラッシュのコスト2以下の《虫》を持つキャラクターカードを1枚選び、戦場に登場させてもよい。',
    line: true,
    example:
      '[自動]：このキャラクターが破壊された時、あなたのトラッシュから、そのキャラクター以外のコスト2以下の《虫》を持つキャラクターカードを1枚選び、戦場に登場させてもよい。',
  },
  {
    id: 'destroyedByDamageOf',
    // t16a (d66 海軍軍艦「不沈のアイギス」): destroyed by damage a character dealt, from any source (its attack, its 【反撃】,
    // its effects); the language triggers on an attack's damage and on this character's 【反撃】 only
    pattern:
      /(?:キャラクター|キャラ)(?:が|の)(?:与えた|与える)ダメージ(?:によって|で|により)、?[^。]*?破壊(?:された|される)(?:時|とき|たび)/,
    ja: 'キャラクターが与えたダメージ（攻撃・【反撃】・効果のどれでも）でキャラクターが破壊された時の誘発（攻撃のダメージで破壊した時「…が攻撃によるダメージで…を破壊した時」は書けます）',
    en: "a trigger on a character destroyed by any damage a character dealt (attack, 【反撃】 or effect); an attack's damage is supported",
    nearest:
      '[自動]：あなたの《海軍》を持つキャラクターが攻撃によるダメージで《海賊》を持つ対戦相手のキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
    line: true,
    example:
      '[自動]：あなたの《海軍》を持つキャラクターが与えたダメージによって、《海賊》を持つ対戦相手のキャラクターが破壊された時、カードを1枚引く。',
  },
  // attachedNamed (「「若芽」がセットされていない…キャラクター」) is read since mech18: qual attached with the set cards' name
  {
    id: 'attachedToTrashTrigger',
    // t17a (d69 剪定師範 ヒイラギ): a trigger on set cards leaving their host for the trash (by a cost, an effect, or
    // their host leaving); the language triggers on a set card being set (「…セットされた時」) only
    pattern:
      /セットされている[^。、]*?が(?:[0-9]+枚(?:以上)?)?、?トラッシュに(?:置かれ|送られ)(?:た|る)(?:時|とき|たび)/,
    ja: 'キャラクターにセットされているカードがトラッシュに置かれた時の誘発（セットされた時「…にセットカードがセットされた時」は書けます）',
    en: 'a trigger on a set card put from its host into the trash (a card being set is supported)',
    nearest: '[自動]：このキャラクターにセットカードがセットされた時、カードを1枚引く。',
    line: true,
    example:
      '[自動]：あなたがコントロールするキャラクターにセットされている「若芽」が1枚以上トラッシュに置かれるたび、カードを1枚引く。',
  },
  // ── t17b: the seventeenth round's d70/d71 train mechanics the language lacks (issue 22) ──
  {
    id: 'conditionalReplacement',
    // d71 旗艦直衛艦 バルワーク: 「…が破壊される場合、このキャラクターがアクティブなら、代わりに…」 — a replacement (HF-5.11)
    // that applies only while a state holds; the replacement without the condition is supported
    pattern:
      /(?:破壊され(?:る|た)|トラッシュに置かれる|戦場を離れる|手札に戻る)(?:場合|なら|とき|時)、[^。]{1,40}?(?:なら|ならば|であれば|場合)(?:は)?、?代わりに/,
    ja: '条件付きの置き換え（「…が破壊される場合、このキャラクターがアクティブなら、代わりに…」。条件のない「…が破壊される場合、代わりに…」は書けます）',
    en: 'a replacement that applies only while a condition holds (the replacement without the condition is supported)',
    nearest:
      '[自動]：あなたの他のキャラクターが破壊される場合、代わりに、このキャラクターをスリープにし、そのキャラクターが受けているダメージを全て取り除いてもよい。',
    line: true,
    example:
      '[自動]：あなたの他のキャラクターが破壊される場合、このキャラクターがアクティブなら、代わりに、このキャラクターをスリープにしてもよい。',
  },
  {
    id: 'attackDestroyReplacement',
    // d71 陸戦隊長 ジン・ヴォルク: 「このキャラクターの攻撃によるダメージで、…が破壊される場合、代わりに…」 — replacing only
    // a destruction by this character's attack damage (HF-5.11 replaces a destruction whatever caused it)
    pattern:
      /攻撃(?:による|の)(?:ダメージ)?(?:で|によって|により)、?[^。]{0,40}?破壊され(?:る|た)(?:場合|なら|とき|時)、?[^。]{0,6}?代わりに/,
    ja: 'このキャラクターの攻撃のダメージで破壊される場合だけの置き換え（破壊そのものの置き換え「…が破壊される場合、代わりに…」と、攻撃によるダメージで破壊した時の誘発は書けます）',
    en: "replacing only a destruction by this character's attack damage (any destruction, and a trigger on destroying by attack damage, are supported)",
    nearest:
      '[自動]：このキャラクターが攻撃によるダメージで対戦相手のキャラクターを破壊した時、カードを1枚引く。',
    line: true,
    example:
      '[自動]：このキャラクターの攻撃によるダメージで、相手のキャラクターが破壊される場合、代わりに、それをあなたのキャラクターにする。',
  },
  // ── t17c (d72, a yokai night market): compound effects the language does not have, named in game terms ──
  {
    id: 'countDifference',
    // d72 一つ目の両替商: 「…より少ない場合、あなたはその差の枚数だけカードを引く」 — a number counted as the difference
    // of two counts (comparing them is supported: 「あなたの手札が対戦相手の手札より少ない場合」)
    pattern: /(?:その|枚数の|数の)差(?:の(?:枚数|数|値)|分|だけ|に等しい)/,
    ja: '2つの数の差を数える処理（「その差の枚数だけ」。2人の手札などを比べる条件「…より少ない場合」は書けます）',
    en: 'a number counted as the difference of two counts (comparing them, 「…より少ない場合」, is supported)',
    nearest: 'あなたの手札が対戦相手の手札より少ない場合、あなたはカードを1枚引く。',
    example: 'あなたの手札が対戦相手の手札より少ない場合、あなたはその差の枚数だけカードを引く。',
  },
  {
    id: 'declareWord',
    // d72 丁か半か: 「「丁」か「半」のどちらかを宣言する」 — a free word declared (a card type, a name or a trait is
    // supported: declareAction)
    pattern:
      /「(?!キャラクター」|コマンド」|セット」|ワールド・セット」)[^」]{1,12}」(?:か|と|、|・|または)「[^」]{1,12}」(?:の(?:どちらか|いずれか)(?:1つ|一つ)?)?を(?:宣言|指定|コール)/,
    ja: '「丁」「半」のような決まった言葉の宣言（宣言できるのは種別・カード名・分類です）',
    en: 'declaring a word such as 「丁」 or 「半」 (a card type, a card name or a trait can be declared)',
    nearest: '「キャラクター」「コマンド」「セット」のいずれかを宣言する。',
    example: 'あなたは「丁」か「半」のどちらかを宣言する。',
  },
  {
    id: 'chosenHas',
    // d72 夜市の大売り出し: 「その中に…がある場合」 after cards only looked at or discarded without a choice; after a choice
    // that moved them it is read (designerWordsTrain17c.ts, as 「この効果で…を1枚以上トラッシュに置いたなら」)
    pattern:
      /(?:その|それらの)(?:中|うち)に、?[^、。]*?(?:カード|キャラクター|もの)が(?:1枚以上|一枚以上|1枚でも|一枚でも|1体以上)?(?:ある|あれ|含まれ|入って|い(?:る|れ))/,
    ja: '見ただけ・選ばずに捨てただけのカードの中身を条件にする書き方（「その中に…がある場合」。選んで動かしたカードなら「この効果でコマンドカードを1枚以上トラッシュに置いたなら」と書けます）',
    en: 'a condition on what cards only looked at or discarded without a choice are (cards chosen and moved: 「この効果でコマンドカードを1枚以上トラッシュに置いたなら」)',
    nearest: 'あなたはメインデッキを上から3枚見る。',
    example:
      'あなたはメインデッキを上から3枚見る。その中にキャラクターカードがある場合、あなたはカードを1枚引く。',
  },
];

export interface MechanicMatch {
  mechanic: Mechanic;
  /** Index of the match in the text searched. */
  index: number;
  length: number;
}

/**
 * The first unsupported mechanic named in `text` (a width-normalised sentence), if any; `masked` is `text` with
 * its notes masked (./notes.ts), where every row but those about notes (`inNotes`) is looked for.
 */
export function findMechanic(text: string, masked = maskNotes(text)): MechanicMatch | undefined {
  let best: MechanicMatch | undefined;
  for (const mechanic of UNSUPPORTED_MECHANICS) {
    if (mechanic.searchFirst) continue; // named after the search (./mechanicFamily.ts)
    const match = mechanic.pattern.exec(mechanic.inNotes ? text : masked);
    // at the same place, the longer match: the more specific row (issue 22)
    if (
      match &&
      (!best || match.index < best.index || (match.index === best.index && match[0].length > best.length))
    )
      best = { mechanic, index: match.index, length: match[0].length };
  }
  return best;
}

/**
 * Costs in brackets the language does not have (HF-E040 on the cost, instead of HF-E015's list): the costs an
 * activated ability can have are [N] [X] [スリープ] [カルネージN] [カルネージX] [手札をN枚捨てる] (HF-5.3) and
 * destroying or trashing your characters (issue 22).
 * Matched against the text inside the brackets; `nearest` is costs that compile on a character's activated
 * ability (the message adds the list of supported costs), `example` a cost text (without brackets)
 * that gets HF-E040.
 */
export const SUPPORTED_COSTS =
  '[数字] [X] [スリープ] [カルネージ数字] [カルネージX] [手札をN枚捨てる] [あなたの他のキャラクター1体を破壊する] [あなたのキャラクター1体をトラッシュに置く] [あなたは1ダメージを受ける] [あなたのトラッシュのカードを1枚ゲームから除外する]';

export const UNSUPPORTED_COSTS: Mechanic[] = [
  {
    id: 'costSelfSetCard',
    // 000 ■インタラプション: an activated ability fails when, before it resolves, its card has lost the ability; a
    // set card's ability is its host's only while the set card is set (issue 22: the cost would make it fail)
    pattern:
      /^この(?:セットカード|カード|装備)を?(?:トラッシュに置|破壊|持ち主の手札に戻|手札に戻|ゲームから除外|除外)/,
    ja: 'この能力を与えているセットカード自身を戦場から離すコスト（000：解決前に能力を失った起動能力は解決されません）',
    en: 'a cost that removes the set card giving the ability (000: an activated ability whose card lost it before resolving does not resolve)',
    nearest: '[1][スリープ]',
    example: 'このセットカードをトラッシュに置く',
  },
  {
    id: 'costSelfLeave',
    // the card using the ability removed by its own cost, written the designers' way (「このキャラ」「このユニット」
    // 「自身」, 捨てる/墓地): the grammar reads only 「このキャラクターを…」 (costBody_selfRemove) — the same mechanic
    // (000 ■インタラプション: an ability whose source left the battlefield does not resolve), named, never HF-E015's
    // list with a cost of any character as its 「もしかして」 (issue 22, i22k8)
    pattern:
      /^(?:この(?:キャラ(?:クター)?|ユニット|カード)|自(?:分|身))(?:自身)?を?(?:戦場から)?(?:トラッシュ(?:に(?:置|お)|へ)|墓地|捨て|破壊|持ち主の手札に戻|手札に戻|メインデッキ|山札|ガードデッキ|ゲームから除外|除外|生け?贄|犠牲)/,
    ja: 'この起動能力を持つカード自身を戦場から離すコスト（000：発生源が戦場を離れた起動能力は解決されません）',
    en: 'a cost that removes the card using the ability (000: an activated ability whose source left the battlefield does not resolve)',
    nearest: '[スリープ]',
    example: 'このキャラをトラッシュに置く',
  },
  {
    id: 'costMoveCard',
    // a character leaving the battlefield other than destroyed or put into the trash (those are costs, issue 22;
    // this card itself is HF-E040 of its own: its ability would not resolve); cards set on the card using the
    // ability put into the trash are a cost of the language (costBody_trashAttached, mech14)
    pattern:
      /^(?!手札)[^\]]*?(?:この(?:キャラクター|カード)|キャラクター|セットカード|ワールド・セット|もの)[^\]]*?を?(?:トラッシュに置|手札に戻|メインデッキ|山札|ガードデッキ|ゲームから除外|除外)/,
    ja: '戦場のカードを動かすコスト（このカードにセットされているカードは「[このキャラクターにセットされているカードを1枚トラッシュに置く]」と書けます）',
    en: 'moving a card off the battlefield as a cost (cards set on this card: 「[このキャラクターにセットされているカードを1枚トラッシュに置く]」)',
    nearest: '[1][スリープ]',
    example: 'あなたのキャラクター1体を手札に戻す',
  },
  {
    id: 'costReveal',
    pattern: /公開|見せ/,
    ja: 'カードを公開するコスト',
    en: 'revealing a card as a cost',
    nearest: '[手札を1枚捨てる]',
    example: '手札の《竜》を持つカードを1枚公開する',
  },
  {
    // (exiling them, 「[あなたのトラッシュのカードを1枚ゲームから除外する]」, is a cost of the language: i22ta9)
    id: 'costTrashToDeck',
    pattern: /(?:トラッシュ|墓地)[^\]]*(?:メインデッキ|山札|デッキ|下に置|上に置)/,
    ja: 'トラッシュのカードをデッキに戻すコスト',
    en: 'returning cards from the trash to a deck as a cost',
    nearest: '[あなたのトラッシュのカードを1枚ゲームから除外する]',
    example: 'あなたのトラッシュのカードを2枚メインデッキの一番下に置く',
  },
];

/** The unsupported cost a bracket's text names, if any. */
export function findCostMechanic(text: string): Mechanic | undefined {
  let best: { mechanic: Mechanic; index: number } | undefined;
  for (const mechanic of UNSUPPORTED_COSTS) {
    const match = mechanic.pattern.exec(text);
    if (match && (!best || match.index < best.index)) best = { mechanic, index: match.index };
  }
  return best?.mechanic;
}
