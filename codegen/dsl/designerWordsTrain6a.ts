// Issue 22 (helper i22ta6): designer vocabulary rows found on the train halves of two blind sets of the seventh
// round — a Battle Spirits / Digimon designer (full-width digits everywhere, 「自分の／相手の」, 「このターンの間」,
// 「～を１つ指定し」, reminder text in parentheses after sentences) and a Yu-Gi-Oh Rush Duel / Buddyfight designer
// (abilities split into 「【条件】…【効果】…」, 「このカード」, 「フィールド」, 「～を１体対象として選んで」, 「この効果は１ターンに
// １度しか使えない」). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would
// agree with; each example is tested by test/dsl/designerWords.test.ts), kept in this file so it merges without
// touching the other tables. TRAIN6A_WORDS_FIRST run before every other row, TRAIN6A_WORDS after them all.
import type { DesignerWord } from './designerWords.js';

/**
 * Labels of the Rush Duel / Buddyfight split ability that reading.ts must not protect as names (the rows below
 * read them away).
 */
export const TRAIN6A_LABELS: readonly string[] = ['【条件】', '【効果】'];

/** A trigger or a continuous ability's 「…限り」 (without a label, a 「…場合」 is a condition of the effect). */
const TRIGGER_ONLY = '(?:時|とき|たび|際|限り)';

/** 「…にだけプレイできる」「…しかプレイできない」: a card's play restriction (HF-5.1). */
const ONLY_PLAY = '(?:に)?(?:のみ|だけ|しか)(?:プレイ|使用)(?:でき|出来)(?:る|ない)。?$';

/**
 * Where a trigger or a continuous condition of 【条件】 ends (「…した時」「…するたび」「…いる限り」, or a condition after
 * the trigger: 「…登場した時、…がいる場合」).
 */
const TRIGGER_END = '(?:時|とき|たび|際|限り|間|場合|なら|ならば|れば)';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * 「…上から３枚を見て、…。（３枚未満なら何もしない。）」: the reminder restates what looking at the top N does with fewer
 * cards (lookAtTop: nothing; designerStyleWords.ts reads the form naming the reload); one row per count (no
 * backreferences).
 */
const LOOK_EMPTY_REMINDERS: readonly DesignerWord[] = DIGITS.map((n) => ({
  from: new RegExp(
    `(?<=上から(?:カードを)?${n}枚を?(?:見|公開)[^()]*?)\\((?:あなたの|自分の)?(?:メインデッキ(?:のカード)?が)?${n}枚(?:未満|より少ない|に満たない)(?:の)?(?:場合|時|とき|なら)(?:は)?、?(?:何も(?:しない|起きない|見ない)|この効果は(?:適用されない|失敗する)|見ることができない|見られない)。?\\)`,
    'g',
  ),
  to: '',
  need: `${n}枚`,
  note: `reminder 「（${n}枚未満なら何もしない。）」 after looking at the top ${n}: what lookAtTop does`,
  example: [
    `[2]：自分のメインデッキの上から${n}枚を見て、好きな順番でメインデッキの上に戻す。（${n}枚未満なら何もしない。）`,
    `[2]:自分のメインデッキの上から${n}枚を見て、好きな順番でメインデッキの一番上に置く。`,
  ],
}));

export const TRAIN6A_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // Rush Duel / Buddyfight 「[自動]【条件】このカードが登場した時【効果】…」: the condition part is the trigger (or the
    // 「…限り」 of a continuous ability), the effect part what it does (HF-12.1); the label [自動] stays as written
    from: new RegExp(
      `(?<=^\\[自動\\])\\s*:?\\s*【条件】\\s*:?\\s*([^【】。]+?${TRIGGER_END})\\s*[、。]?\\s*【効果】\\s*:?\\s*`,
      'g',
    ),
    to: ':$1、',
    need: '【条件】',
    note: '「[自動]【条件】…した時【効果】…」 (Rush Duel / Buddyfight): the trigger, then the effect',
    example: [
      '[自動]【条件】このカードが登場した時【効果】カードを１枚引く。',
      '[自動]:このカードが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // the same without the label: 「【条件】このカードが登場した時【効果】…」 is an auto ability (HF-12.1)
    from: new RegExp(`^【条件】\\s*:?\\s*([^【】。]+?${TRIGGER_ONLY})\\s*[、。]?\\s*【効果】\\s*:?\\s*`, 'g'),
    to: '[自動]:$1、',
    need: '【条件】',
    note: '「【条件】…した時【効果】…」 without [自動]: an auto ability all the same',
    example: [
      '【条件】このカードが破壊された時【効果】カードを１枚引く。',
      '[自動]:このカードが破壊された時、カードを1枚引く。',
    ],
  },
  {
    // 「スリープの相手のキャラクター」: the state before the owner (the grammar reads 「相手のスリープのキャラクター」)
    from: /(スリープ|アクティブ|レスト|タップ)(状態)?の((?:対戦)?相手|自分|あなた)の(?=[^、。]*?(?:キャラクター|》|エネルギー))/g,
    to: '$3の$1$2の',
    need: 'の',
    note: '「スリープの相手のキャラクター」: the state adjective before the owner',
    example: [
      '[自動]：このキャラクターが登場した時、スリープの相手のキャラクター全てに１０００ダメージを与える。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のスリープであるキャラクター全てに1000ダメージを与える。',
    ],
  },
  {
    // 「【奥義：ゴーレム】（…カード名に「ゴーレム」を含む自分のカードがなければ…）」: 「カード名に」 is 「名前に」, and the
    // cards HF-13.7 looks at are yours anyway (designerWordsPlay.ts then reads the reminder as HF-13.7)
    from: /(?<=^【奥義:[^】]+】\s*\([^()]*?)(?:カード名|カードの名前|名称)に(「[^」]+」)を含む(?:あなたの|自分の)?(?=カード|もの)/g,
    to: '名前に$1を含む',
    need: '【奥義',
    note: '「【奥義：X】（…カード名に「X」を含む自分のカードがなければ…）」: the reminder of HF-13.7 in other words',
    example: [
      '【奥義：ゴーレム】（自分の戦場か、ガードデッキの表向きのカードに、カード名に「ゴーレム」を含む自分のカードがなければ、このカードはプレイできない。）',
      '【奥義:ゴーレム】',
    ],
  },
  {
    // 「[自動]：自分のターンに１回、…した時、…」: once per turn, in your turns only (HF-12.8): the trigger in your turn,
    // then 「1ターンに1回」 at the end of the ability (the label or 【空装】's 「効果：」 before it stays as written)
    from: /((?:^\[自動\]|効果)\s*:\s*)(あなた|自分|対戦相手|相手)のターン(?:中)?に(?:つき)?(?:1|一)(?:回|度)(?:だけ|まで|のみ|限り)?、([^。【】]+?(?:時|とき|たび)、[^【】]*?。)(?=\s*】|$)/g,
    to: '$1$2のターン中、$31ターンに1回。',
    need: 'ターン',
    note: '「自分のターンに1回、…した時、…」: once per turn, in your turns (HF-12.8)',
    example: [
      '[自動]：自分のターンに１回、自分の《ギルド》を持つキャラクターが登場した時、カードを１枚引く。',
      '[自動]:自分のターンの間、自分の《ギルド》を持つキャラクターが戦場に登場した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // a set card naming its host at the start of a clause, 「…セットされた時、セットされているキャラクターがスリープなら、…」:
    // read before the rows for conditions on 「このカードがセットされているキャラクター」 (designerWords.ts reads the same
    // words later, where they are not at a clause start)
    from: /(?<=^|[、。:])セットされ(?:ている|てる|た)キャラクター(?=が|は|に|を|の)/g,
    to: 'このカードがセットされているキャラクター',
    need: 'セットされ',
    note: '「セットされているキャラクターが…」 opening a clause of a set card: its host',
    example: [
      '[自動]：このカードがセットされた時、セットされているキャラクターがスリープなら、それに１０００ダメージを与える。',
      '[自動]:このカードがセットされた時、このカードがセットされているキャラクターがスリープであるキャラクターであるなら、それに1000ダメージを与える。',
    ],
  },
  {
    // 「【条件】相手のキャラクターが攻撃している時にだけプレイできる。」 (the line's first piece, parse/playOnlyPieces.ts): the
    // condition part of a command is its play restriction (HF-5.1), read by designerWordsStatic.ts
    from: new RegExp(`^【条件】\\s*:?\\s*(?=[^。【】]*?${ONLY_PLAY})`, 'g'),
    to: 'このカードは、',
    need: '【条件】',
    note: '「【条件】…時にだけプレイできる。」: the card’s play restriction (HF-5.1)',
    example: [
      '【条件】自分のターン中にだけプレイできる。',
      'このカードは、自分のターン中にのみプレイできる。',
    ],
  },
  {
    // 「【効果】…」 opening a line (after its 【条件】 piece, or alone on a command): the effect itself
    from: /^【効果】\s*:?\s*/g,
    to: '',
    need: '【効果】',
    note: '「【効果】…」 opening a line: the effect',
    example: ['【効果】カードを１枚引く。', 'カードを1枚引く。'],
  },
  {
    // 「相手のキャラクターが攻撃している時にだけプレイできる。」 without 「このカードは」: the card's own restriction
    from: new RegExp(`^([^。【】「」は]+?(?:場合|とき|時))(?=${ONLY_PLAY})`, 'g'),
    to: 'このカードは、$1',
    need: 'プレイ',
    note: '「…時にだけプレイできる。」 as a sentence of its own: the card’s play restriction (HF-5.1)',
    example: [
      '自分のダメージフィールドにカードが３枚以上ある時にだけプレイできる。',
      'このカードは、自分のダメージフィールドにカードが3枚以上ある場合にのみプレイできる。',
    ],
  },
  {
    // 「【条件】あなたの手札が3枚以下の場合。【効果】カードを2枚引く。」 (a command): the condition of the effect
    from: /^【条件】\s*:?\s*([^【】。]+?(?:場合|なら|ならば|れば))\s*[、。]?\s*【効果】\s*:?\s*/g,
    to: '$1、',
    need: '【条件】',
    note: '「【条件】…場合。【効果】…」 without a label: the effect happens only if the condition holds',
    example: [
      '【条件】自分の手札が３枚以下の場合。【効果】カードを２枚引く。',
      '自分の手札が3枚以下の場合、カードを2枚引く。',
    ],
  },
  {
    // Rush Duel 「【条件】このカードをスリープにする【効果】…」: the condition part is the cost of an activated ability
    // (HF-12.4), [スリープ] (costs in brackets before it stay as written)
    from: /^(?:\[起動\]\s*:?\s*)?((?:\[(?!自動)[^\]]+\])*)\s*【条件】\s*:?\s*この(?:カード|キャラクター)を(?:スリープ|レスト)に(?:する|して|し)\s*[、。]?\s*【効果】\s*:?\s*/g,
    to: '$1[スリープ]:',
    need: '【条件】',
    note: '「【条件】このカードをスリープにする【効果】…」 (Rush Duel): the sleep cost, then the effect',
    example: [
      '[1]【条件】このカードをスリープにする【効果】カードを１枚引く。',
      '[1][スリープ]:カードを1枚引く。',
    ],
  },
  {
    // 「【条件】自分の手札を１枚捨てる【効果】…」: a discard (or another written) cost of an activated ability (HF-12.4)
    from: /^(?:\[起動\]\s*:?\s*)?((?:\[(?!自動)[^\]]+\])*)\s*【条件】\s*:?\s*([^【】。[\]]*?を[^【】。[\]]*?(?:捨てる|トラッシュに置く|破壊する))\s*[、。]?\s*【効果】\s*:?\s*/g,
    to: '$1[$2]:',
    need: '【条件】',
    note: '「【条件】自分の手札を1枚捨てる【効果】…」 (Rush Duel): the cost in brackets, then the effect',
    example: [
      '【条件】自分の手札を１枚捨てる【効果】カードを２枚引く。',
      '[自分の手札を1枚捨てる]:カードを2枚引く。',
    ],
  },
  {
    // 「[2]【効果】…」: an activated ability's costs, then its effect part (HF-12.4)
    from: /(?<=^(?:\[[^\]]+\])+)\s*:?\s*【効果】\s*:?\s*/g,
    to: ':',
    need: '【効果】',
    note: '「[2]【効果】…」: the costs, then the effect',
    example: ['[2]【効果】カードを１枚引く。', '[2]:カードを1枚引く。'],
  },
  {
    // 「このカードがフィールドから離れた時」: the field is the battlefield (designerWords.ts reads 「フィールドに／の／を／で」)
    from: /(?<!ダメージ|エネルギー)フィールド(?:上)?(?=から|へ|より)/g,
    to: '戦場',
    need: 'フィールド',
    note: '「フィールドから」: from the battlefield (not ダメージフィールド / エネルギーフィールド)',
    example: [
      '[自動]【条件】このカードがフィールドから離れた時【効果】カードを１枚引く。',
      '[自動]:このカードが戦場から離れた時、カードを1枚引く。',
    ],
  },
  {
    // Yu-Gi-Oh 「召喚された時」 / Vanguard 「コールされた時」: a character put onto the battlefield (登場, HF-12.1)
    from: /(?<=が、?)(?:召喚|通常召喚|特殊召喚|コール|ライド)(?:された|に成功した)(時|とき)/g,
    to: '戦場に登場した$1',
    need: 'た',
    note: '「このカードが召喚された時」「コールされた時」 (other games’ words): it enters the battlefield',
    example: [
      '[自動]【条件】このカードが召喚された時【効果】カードを１枚引く。',
      '[自動]:このカードが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    from: /(?<=が、?)(?:召喚|通常召喚|特殊召喚|コール|ライド)されるたび/g,
    to: '戦場に登場するたび',
    need: 'される',
    note: '「…が召喚されるたび」: each time it enters the battlefield',
    example: [
      '[自動]：自分の《空賊》を持つキャラクターが召喚されるたび、カードを１枚引く。',
      '[自動]:自分の《空賊》を持つキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「…を１体対象として選んで、…」: the target phrase (HF-5.4), the て-form of 「対象として選び」
    from: /対象(?:として|に)(?:選んで|選択して|選択し|指定して|指定し)、/g,
    to: '対象とし、',
    need: '対象',
    note: '「…を1体対象として選んで、…」: the target phrase (HF-5.4)',
    example: [
      '[1][スリープ]：相手のキャラクターを１体対象として選んで、それに１０００ダメージを与える。',
      '[1][スリープ]:対戦相手のキャラクターを1体対象とし、それに1000ダメージを与える。',
    ],
  },
];

export const TRAIN6A_WORDS: readonly DesignerWord[] = [
  {
    // 「…上から１枚をエネルギーフィールドにスリープで置く」: the state after the zone (the grammar's 「スリープでエネルギー
    // フィールドに置く」, 000 ■エネルギー)
    from: /(エネルギー(?:フィールド|ゾーン|エリア)に)、?(?:裏向き(?:かつ|で|、)?)?(スリープ|アクティブ)(?:状態)?で(?=置)/g,
    to: '$2で$1',
    need: 'エネルギー',
    note: '「…をエネルギーフィールドにスリープで置く」: the state written after the zone',
    example: [
      '[自動]：このキャラクターが登場した時、自分のメインデッキの上から１枚をエネルギーフィールドにスリープで置く。',
      '[自動]:このキャラクターが戦場に登場した時、自分のメインデッキの上から1枚をスリープでエネルギーフィールドに置く。',
    ],
  },
  ...LOOK_EMPTY_REMINDERS,
  {
    // 「…それをトラッシュに置く。（破壊ではない。）」: a reminder that a move is no destruction (HF-9.7), after a move only
    from: /(?<=(?:トラッシュに置く|トラッシュに送る|手札に戻す|手札に加える|一番[上下]に置く|ゲームから除外する)。)\((?:これは|この効果は)?、?「?破壊」?(?:ではない|ではありません|扱いではない|として扱わない|したことにはならない)。?\)/g,
    to: '',
    need: '破壊',
    note: '「…トラッシュに置く。（破壊ではない。）」: the reminder restates that a move is no destruction',
    example: [
      '[自動]：このキャラクターが攻撃を行った時、相手のキャラクター１体を対象とし、それをトラッシュに置く。（破壊ではない。）',
      '[自動]:このキャラクターが攻撃した時、対戦相手のキャラクター1体を対象とし、それをトラッシュに置く。',
    ],
  },
  {
    // 「自分のキャラクター１体を対象とし、…。（このキャラクター自身も選べる。）」: 「あなたのキャラクター」 includes this one,
    // read away only after such a target with no 「以外」「他の」 in the sentence
    from: /(?<=(?:^|。|:)(?:(?!以外|他の)[^。()])*?(?:あなた|自分)の(?:(?!以外|他の)[^。()、])*?キャラクター(?:(?!以外|他の)[^。()])*?対象と(?:(?!以外|他の)[^。()])*。)\(この(?:キャラクター|カード)(?:自身|自体)?(?:も|を)(?:選べる|選ぶことができる|対象にできる|対象に選べる|選択できる|含む)。?\)/g,
    to: '',
    need: '対象',
    note: '「自分のキャラクター1体を対象とし、…。（このキャラクター自身も選べる。）」: your characters include this one',
    example: [
      '[１][スリープ]：自分のキャラクター１体を対象とし、このターンの間、そのキャラクターのパワーを＋２０００する。（このキャラクター自身も選べる。）',
      '[1][スリープ]:自分のキャラクター1体を対象とし、このターン中、そのキャラクターのパワーを+2000する。',
    ],
  },
  {
    // 「…一番上のカードを…エネルギーフィールドに置く。（メインデッキが０枚なら何もしない。）」: an empty deck has no top card
    // (the top-card moves do nothing then, and do not reload: HF-10.3)
    from: /(?<=メインデッキの一番上のカード[^()]*?。)\((?:あなたの|自分の)?メインデッキ(?:のカード)?が(?:0枚|1枚もない|空)(?:の場合|なら|の時|のとき|だったら)?(?:は)?、?(?:何もしない|何も起きない|置かない|置けない|この効果は(?:失敗する|適用されない))。?\)/g,
    to: '',
    need: 'メインデッキ',
    note: '「…一番上のカードを…置く。（メインデッキが0枚なら何もしない。）」: the reminder restates what an empty deck does',
    example: [
      '[自動]：このキャラクターが登場した時、自分のメインデッキの一番上のカードを、裏向きかつアクティブでエネルギーフィールドに置く。（メインデッキが０枚なら何もしない。）',
      '[自動]:このキャラクターが戦場に登場した時、あなたはメインデッキの一番上のカードをアクティブ状態のエネルギーとして置く。',
    ],
  },
  {
    // 「…キャラクター全てに1000ダメージを与える。（対象は取らない。）」: a reminder that 「全て」 chooses no target (HF-5.4), read
    // away only after a sentence with 「全て」 and no 「対象」
    from: /(?<=(?:^|。)(?:(?!対象)[^。()])*?(?:全て|すべて)(?:(?!対象)[^。()])*。)\((?:対象(?:は|を)(?:取らない|取りません|選ばない)|対象を取る効果ではない|対象にはとらない)。?\)/g,
    to: '',
    need: '対象',
    note: '「…全てに…。（対象は取らない。）」: the reminder restates that 「全て」 chooses no target',
    example: [
      '[自動]：このキャラクターが登場した時、相手のキャラクター全てに１０００ダメージを与える。（対象は取らない。）',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
  },
  {
    // 「メインデッキの上から2枚を公開する。その中の《結晶》を持つカードを全て手札に加え、…」: the revealed cards, then the pick
    from: /(上から[0-9]+枚を?)公開する。(?=その中(?:の|から))/g,
    to: '$1公開し、',
    need: '公開する。',
    note: '「…上から2枚を公開する。その中の…」: revealing the top cards, then picking among them',
    example: [
      '[自動]：このキャラクターが登場した時、自分のメインデッキの上から２枚を公開する。その中の《結晶》を持つカードを全て手札に加え、残りをトラッシュに置く。',
      '[自動]:このキャラクターが戦場に登場した時、自分のメインデッキの上から2枚を公開し、その中の《結晶》を持つカードを全て手札に加え、残りをトラッシュに置く。',
    ],
  },
  {
    // 「自分の手札１枚を捨てる」: the count after 手札 (the grammar's 「手札を1枚捨てる」)
    // (not after 「ランダムな…」: designerWordsTrain6b.ts reads 「ランダムな…手札1枚を」 as a random choice)
    from: /(?<!ランダムな[^、。]{0,12})手札([0-9一二三四五]+)枚を(?=捨て|トラッシュに置)/g,
    to: '手札を$1枚',
    need: '手札',
    note: '「自分の手札1枚を捨てる」: discarding that many cards',
    example: [
      '[自動]：このキャラクターが登場した時、自分の手札１枚を捨てる。そうした場合、カードを２枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、自分の手札を1枚捨てる。そうした場合、カードを2枚引く。',
    ],
  },
  {
    // 「このカードが相手のキャラクター（相手プレイヤー）を攻撃した時」: an attack on such a character or on the opponent (the
    // grammar's 「…に攻撃した時」, HF-8.1)
    from: /(?<=が、?)(対戦相手|(?:対戦相手|あなた)の(?:[^、。を]*?)キャラクター)を攻撃(した|する|を行った|を行う)(時|とき|たび)/g,
    to: '$1に攻撃$2$3',
    need: 'を攻撃',
    note: '「このカードが相手のキャラクターを攻撃した時」: an attack on such a character',
    example: [
      '[自動]：このキャラクターが相手のキャラクターを攻撃した時、ターン終了時まで、このキャラクターのパワーを＋２０００する。',
      '[自動]:このキャラクターが対戦相手のキャラクターに攻撃した時、ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
  },
  {
    // 「…がダメージか効果によって破壊される場合、代わりに…。（パワーが０になった場合は適用できない。）」: the reminder
    // restates what 「ダメージか効果によって」 says (a destruction by power 0 is neither: HF-9.5), read away only there
    from: /(?<=(?:ダメージか効果|効果かダメージ|ダメージや効果|効果やダメージ|ダメージまたは効果|効果またはダメージ|ダメージ)(?:によって|により|で)破壊される場合[^()]*。)\((?:パワーが?0(?:に|以下に)?なった(?:場合|時|とき|ことによる破壊)(?:は|に|には)?、?(?:適用(?:でき|され)ない|使えない|使用できない|この効果は使えない|破壊される)|パワー0(?:による|で(?:の)?)破壊(?:は|には)、?(?:含まない|含まれない|適用(?:でき|され)ない|使えない))。?\)/g,
    to: '',
    need: '破壊される場合',
    note: '「…ダメージか効果によって破壊される場合、代わりに…。（パワーが0になった場合は適用できない。）」: the reminder restates the cause',
    example: [
      '[自動]：このキャラクターがダメージか効果によって破壊される場合、代わりに、このキャラクターをスリープにしてもよい。（パワーが０になった場合は適用できない。）',
      '[自動]:このキャラクターがダメージか効果によって破壊される場合、代わりに、このキャラクターをスリープにしてもよい。',
    ],
  },
  {
    // 「相手のキャラクターが攻撃している場合」: while a character of that player is attacking (HF-8: its attack is pending)
    from: /(?<=^|[、。:]|^このカードは、)((?:あなた|対戦相手)の)?キャラクターが、?(?:攻撃している|攻撃中である|攻撃中の|攻撃中|攻撃を行っている)(?=場合|なら|限り)/g,
    to: '攻撃している$1キャラクターがいる',
    need: '攻撃',
    note: '「相手のキャラクターが攻撃している場合」: an attacking character of that player is on the battlefield',
    example: [
      '【条件】相手のキャラクターが攻撃している時にだけプレイできる。',
      'このカードは、攻撃している対戦相手のキャラクターがいる場合にのみプレイできる。',
    ],
  },
  {
    // 「相手が攻撃している場合」: a player attacks with a character
    from: /(?<=^|[、。:]|^このカードは、)(あなた|対戦相手)が、?(?:攻撃している|攻撃中である|攻撃中|攻撃を行っている)(?=場合|なら|限り)/g,
    to: '攻撃している$1のキャラクターがいる',
    need: '攻撃',
    note: '「相手が攻撃している場合」: an attacking character of that player is on the battlefield',
    example: [
      '相手が攻撃している時にだけプレイできる。',
      'このカードは、攻撃している対戦相手のキャラクターがいる場合にのみプレイできる。',
    ],
  },
  {
    // 「このターン中、自分の《ゴーレム》を持つキャラクター全てのパワーを+2000し、それらは【貫通】を得る」: both apply to
    // every such character present (HF-5.7), as designerWordsTrain2.ts reads it with 「あなたの」
    from: /(ターン終了時まで|このターン中)、(自分|相手)の([^、。]*?キャラクター)(?:全て|すべて)のパワーを([+-][0-9]+)し、それら(?:は|も)/g,
    to: '$1、$2の$3全てのパワーを$4する。$1、$2の$3全ては',
    need: 'それら',
    note: '「このターン中、自分の…キャラクター全てのパワーを+2000し、それらは【貫通】を得る」: both apply to every such character present',
    example: [
      'このターンの間、自分の《ゴーレム》を持つキャラクター全てのパワーを＋２０００し、それらは【貫通】を得る。',
      'このターン中、自分の《ゴーレム》を持つキャラクター全てのパワーを+2000する。このターン中、自分の《ゴーレム》を持つキャラクター全ては【貫通】を得る。',
    ],
  },
  {
    // 「スリープのキャラクター全てに…（自分のキャラクターも含む。）」: a reminder that a count of characters naming no
    // player takes both players' (as the sentence already does): read away only after such a sentence
    from: /(?<=(?:^|[:、。])(?:(?!あなた|自分|対戦相手|相手|お互い|各プレイヤー)[^、。:()])*?キャラクター全て[^。()]*。)\((?:(?:あなた|自分|対戦相手|相手)の(?:キャラクター)?(?:も|にも)(?:含む|含みます|含まれる|含める|対象になる|対象となる|与える|与えます)|(?:敵味方|自分(?:と|・)(?:対戦)?相手|あなた(?:と|・)対戦相手|両プレイヤー|お互い)(?:の(?:キャラクター)?)?(?:を|は)?(?:問わず|問わない|どちらも|両方(?:とも)?|含む|含みます))。?\)/g,
    to: '',
    need: 'キャラクター全て',
    note: '「…キャラクター全てに…。（自分のキャラクターも含む。）」: the reminder restates that no player is named',
    example: [
      '[自動]：このキャラクターが登場した時、スリープのキャラクター全てに１０００ダメージを与える。（自分のキャラクターも含む。）',
      '[自動]:このキャラクターが戦場に登場した時、スリープであるキャラクター全てに1000ダメージを与える。',
    ],
  },
  {
    // 「自分のスリープのエネルギー１枚をアクティブにする」: the count after the noun, 「を」 after it — sleeping energies of
    // yours made active (energies are alike: as many as there are, up to the number, as the rows of
    // designerStyleWords.ts for 「…エネルギーを1枚選び、アクティブにする」)
    from: /(?<=^|[、。:]\s*)(?:(?:あなた|自分)の)?(?:(?:スリープ|レスト)(?:の状態|状態)?(?:の|である|になっている))?(?:(?:あなた|自分)の)?エネルギー(?:カード)?([0-9一二三四五]+)枚(?:まで)?を、?アクティブに(する|して|し、)/g,
    to: 'あなたのエネルギーを$1枚アクティブに$2', // i22m9: no 「まで」 — one when there is one (fmt printed 「1枚まで」)
    need: 'アクティブに',
    note: '「自分のスリープのエネルギー1枚をアクティブにする」: sleeping energies of yours made active, up to the number',
    example: [
      '[自動]：このキャラクターが登場した時、自分のスリープのエネルギー１枚をアクティブにする。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのエネルギーを1枚アクティブにする。',
    ],
  },
  {
    // 「…のパワーを２０００アップし、【貫通】を得る」: the connective form of 「2000アップする」 (+2000)
    from: /パワーを、?([0-9X]+)(?:アップし|プラスし|上げ|増やし)(?=、|て)/g,
    to: 'パワーを+$1し',
    need: 'パワーを',
    note: '「…のパワーを2000アップし、…」: +2000, then the next clause',
    example: [
      '[カルネージ２]：ターン終了時まで、このカードのパワーを２０００アップし、【貫通】を得る。',
      '[カルネージ2]:ターン終了時まで、このカードのパワーを+2000し、【貫通】を得る。',
    ],
  },
  {
    from: /パワーを、?([0-9X]+)(?:ダウンし|マイナスし|下げ|減らし)(?=、|て)/g,
    to: 'パワーを-$1し',
    need: 'パワーを',
    note: '「…のパワーを2000ダウンし、…」: -2000, then the next clause',
    example: [
      '相手のキャラクターを１体対象として選んで、ターン終了時まで、そのパワーを２０００ダウンし、それをスリープにする。',
      '対戦相手のキャラクターを1体対象とし、ターン終了時まで、それのパワーを-2000し、それをスリープにする。',
    ],
  },
];
