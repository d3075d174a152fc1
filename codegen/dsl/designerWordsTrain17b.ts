// Issue 22 (helper t17b): designer vocabulary rows found on the train halves of the seventeenth round's blind sets d70
// (cyber idols; a WIXOSS / Battle Spirits / Z/X designer: 「場」, 「そうでないならば」, 「代わりにそれぞれ…」) and d71 (a space
// fleet; a Gundam / Union Arena / Dragon Ball Fusion World designer: `[自動]【攻撃時】【1ターンに1回】` tags, 「～できる」,
// 「手札1枚を…」, face-down fighters 「パワー1000・分類《艦載機》のキャラクターとして」). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/train17b.test.ts). TRAIN17B_WORDS_FIRST run before every other
// row but t16's, TRAIN17B_WORDS after the sixteenth round's.
import type { DesignerWord } from './designerWords.js';

/** The once-per-turn labels (HF-12.8) as designers print them. */
const ONCE_LABEL = '【(?:1ターンに1回|ターン1回|1ターン1回|ターンに1回)】';
/** A turn label (【自分のターン中】) the grammar reads as 「あなたのターンの間、」 only before the trigger label. */
const TURN_LABEL = '【(?:自分|あなた|相手|対戦相手)のターン中】';
/** A trigger label (【攻撃時】【登場時】【防御時】【破壊時】…). */
const TRIGGER_LABEL = '【[^】\\s:：]{1,10}時】';

/** A face-down put of the top card, and the subject of the sentence defining it (designerWordsI22x7.ts). */
const FACE_DOWN_PUT =
  '(?:メインデッキ|山札)の一番上のカードを、?[^。]*?裏向き[^。]*?(?:登場させる|出す|セットする)。(?:それ|そのカード|そのキャラクター|そのセットカード)は、?';

/** A verb ending a conditional sentence before 「その後、」, and its continuative form. */
const THEN_AFTER_CONDITION: readonly (readonly [
  plain: string,
  renyou: string,
  example: string,
  read: string,
])[] = [
  [
    '引く',
    '引き',
    '[自動]：このカードが場に出たとき、このキャラクター以外のあなたの《電脳アイドル》を持つキャラクターが場にいる場合、カードを2枚引く。その後、あなたの手札を1枚選び、トラッシュに置く。',
    '[自動]:このカードが戦場に出た時、このキャラクター以外のあなたの《電脳アイドル》を持つキャラクターが戦場にいる場合、カードを2枚引き、その後、あなたの手札からカードを1枚選び、トラッシュに置く。',
  ],
  [
    'アクティブにする',
    'アクティブにし',
    '[自動]：このキャラクターが戦場に登場した時、あなたの手札が3枚以下なら、このキャラクターをアクティブにする。その後、カードを1枚引く。',
    '[自動]:このキャラクターが戦場に登場した時、あなたの手札が3枚以下なら、このキャラクターをアクティブにし、その後、カードを1枚引く。',
  ],
];

/** Potential forms at the end of an effect sentence (「それをアクティブにできる。」) read as 「…てもよい」 (may). */
const CAN_FORMS: readonly (readonly [written: string, canonical: string, example: string])[] = [
  [
    '(アクティブ|スリープ)にできる',
    '$1にしてもよい',
    '[自動]【攻撃時】：あなたの他の《艦載機》を持つキャラクター一体を対象とし、それをアクティブにできる。',
  ],
  [
    '破壊できる',
    '破壊してもよい',
    '[自動]【登場時】：対戦相手のキャラクター一体を対象とし、それを破壊できる。',
  ],
  [
    '([+-][0-9]+)できる',
    '$1してもよい',
    '[自動]【攻撃時】：対戦相手のキャラクター一体を対象とし、ターン終了時まで、それのパワーを-1000できる。',
  ],
  [
    '戻せる',
    '戻してもよい',
    '[自動]【攻撃時】：対戦相手のキャラクター一体を対象とし、それを持ち主の手札に戻せる。',
  ],
  [
    '加えられる',
    '加えてもよい',
    '[自動]【攻撃時】：あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に加えられる。',
  ],
  ['引ける', '引いてもよい', '[自動]【攻撃時】：カードを1枚引ける。'],
  [
    '置ける',
    '置いてもよい',
    '[自動]【攻撃時】：対戦相手のキャラクター一体を対象とし、それをトラッシュに置ける。',
  ],
];

export const TRAIN17B_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「[スリープ]：…。このカード名の能力は1ターンに1回しか使用できない。」「同名カードのこの能力は…」「このカード名の②の能力は…」
    // (inside the line of ②): one use a turn for every card with this name (HF-12.8, oncePerTurn 'name'; d70's
    // designer), as 「このカード名の能力は」 (grammar onceByName) before the rows that read 「この能力は…」 away
    from: /(?<=。)(?:このカード名の|同じ名前のカードの|同名(?:の)?カードの)(?:この)?(?:[①-⑨]の)?(?:能力|効果)は、?(?=1ターンに(?:1|一)(?:回|度))/g,
    to: 'このカード名の能力は',
    need: '1ターンに',
    note: '「…。同名カードのこの能力は1ターンに1回しか使えない。」: 「…。このカード名の能力は1ターンに1回。」',
    example: [
      '[スリープ]：カードを1枚引く。同名カードのこの能力は1ターンに1回しか使えない。',
      '[スリープ]:カードを1枚引く。このカード名の能力は1ターンに1回。',
    ],
  },
  {
    // 「…を裏向きでそれにセットする。そのカードは、カード名「ノイズ」、パワー-1000の、分類とテキストを持たないセットカードと
    // して扱う」: no traits is what a face-down card without traits has (000 ■戦場の裏向きのカード, HF-14.3), so 「分類と」
    // goes and designerWordsI22x7.ts reads the rest of the definition
    from: new RegExp(
      `分類(?<=${FACE_DOWN_PUT}[^。]*?分類)(?:(?:と|や|も|・|、)(?=(?:カード名|名前|テキスト|能力)[^。]*?(?:を|も)持たない)|(?:を|も)持たず、?|(?:なし|無し)、?)(?=[^。]*?(?:キャラクター|セットカード)(?:「[^」]+」)?として扱)`,
      'g',
    ),
    to: '',
    need: '扱',
    note: '「そのカードは、…分類とテキストを持たないセットカードとして扱う」: 「…テキストを持たないセットカードとして扱う」',
    example: [
      '対戦相手のキャラクター一体を対象とし、あなたのメインデッキの一番上のカードを裏向きでそれにセットする。そのカードは、カード名「ノイズ」、パワー-1000の、分類とテキストを持たないセットカードとして扱う。',
      '対戦相手のキャラクター一体を対象とし、あなたのメインデッキの一番上のカードを、パワー-1000でセットカード「ノイズ」として、裏向きでそれにセットする。',
    ],
  },
  {
    // 「[自動]【1ターンに1回】【攻撃時】：…」: the once-per-turn label (HF-12.8) before the trigger label, as after it
    // (codegen/dsl/designerWordsTrain4a.ts reads 「[自動]【攻撃時】【1ターンに1回】：…」)
    from: new RegExp(
      `^(\\[自動\\]\\s*:?\\s*(?:${TURN_LABEL})?)(${ONCE_LABEL})((?:${TURN_LABEL})?${TRIGGER_LABEL}(?:${TURN_LABEL})?)`,
      'g',
    ),
    to: '$1$3$2',
    need: '回】',
    note: '「[自動]【1ターンに1回】【攻撃時】：…」: 「[自動]【攻撃時】【1ターンに1回】：…」',
    example: [
      '[自動]【1ターンに1回】【攻撃時】：カードを1枚引く。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「[自動]【攻撃時】【1ターンに1回】【自分のターン中】：…」: the turn label last, as first
    from: new RegExp(`^(\\[自動\\]\\s*:?\\s*)(${TRIGGER_LABEL})(${ONCE_LABEL})(${TURN_LABEL})`, 'g'),
    to: '$1$4$2$3',
    need: 'ターン中】',
    note: '「[自動]【攻撃時】【1ターンに1回】【自分のターン中】：…」: 「[自動]【自分のターン中】【攻撃時】【1ターンに1回】：…」',
    example: [
      '[自動]【攻撃時】【1ターンに1回】【自分のターン中】：カードを1枚引く。',
      '[自動]:あなたのターンの間、このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「[自動]【攻撃時】【自分のターン中】：…」: the turn label after the trigger label, as before it
    from: new RegExp(`^(\\[自動\\]\\s*:?\\s*)(${TRIGGER_LABEL})(${TURN_LABEL})`, 'g'),
    to: '$1$3$2',
    need: 'ターン中】',
    note: '「[自動]【攻撃時】【自分のターン中】：…」: 「[自動]【自分のターン中】【攻撃時】：…」',
    example: [
      '[自動]【攻撃時】【自分のターン中】：カードを1枚引く。',
      '[自動]:あなたのターンの間、このキャラクターが攻撃した時、カードを1枚引く。',
    ],
  },
  {
    // 「[自動]【相手のターン中】【防御時】【1ターンに1回】：…」: three labels — the turn, the trigger and once per turn
    // (HF-12.8), said at the end of the ability as the grammar reads it
    from: new RegExp(
      `^(\\[自動\\]\\s*:?\\s*${TURN_LABEL}${TRIGGER_LABEL})${ONCE_LABEL}\\s*:?\\s*(.*[^。\\s])。?\\s*$`,
      'g',
    ),
    to: '$1:$2。1ターンに1回。',
    need: '回】',
    note: '「[自動]【相手のターン中】【防御時】【1ターンに1回】：…」: the turn and trigger labels, once per turn at the end',
    example: [
      '[自動]【相手のターン中】【防御時】【1ターンに1回】：カードを1枚引く。',
      '[自動]:対戦相手のターンの間、このキャラクターが防御を行うたび、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「【1ターンに1回】[2]：…」: the once-per-turn label (HF-12.8) before an activated ability's costs, as
    // 「[2]：…。1ターンに1回。」 (「[2]【1ターンに1回】：…」 is read by designerWordsTrain16a.ts)
    from: new RegExp(`^${ONCE_LABEL}\\s*((?:\\[[^\\]]+\\])+)\\s*:\\s*(.*[^。\\s])。?\\s*$`, 'g'),
    to: '$1:$2。1ターンに1回。',
    need: '回】',
    note: '「【1ターンに1回】[2]：…」: 「[2]：…。1ターンに1回。」',
    example: [
      '【1ターンに1回】[2]：あなたのキャラクター一体を対象とし、それを持ち主の手札に戻す。',
      '[2]:あなたのキャラクター一体を対象とし、それを持ち主の手札に戻す。1ターンに1回。',
    ],
  },
  {
    // 「…キャラクターとして裏向きでアクティブのまま登場させる」: active, as every face-down character enters unless told
    // (putFaceDown.ts); 「スリープのまま」 asleep (t16b reads the same right after 「…一番上のカードを」)
    from: /裏向き(?<=キャラクター(?:「[^」]+」)?として、?裏向き)(?:で|の|かつ)?(アクティブ|スリープ)(?:状態)?のまま、?/g,
    to: '裏向き$1で',
    need: 'のまま',
    note: '「…キャラクターとして裏向きでアクティブのまま登場させる」: 「…キャラクターとして裏向きかつアクティブで登場させる」',
    example: [
      '[自動]【登場時】：あなたのメインデッキの一番上のカードを、パワー1000・分類《艦載機》のキャラクターとして裏向きでスリープのまま登場させる。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを、パワー1000で《艦載機》を持つキャラクターとして裏向きかつスリープで登場させる。',
    ],
  },
  {
    // 「メインデッキの上から2枚を、…キャラクターとして1枚ずつ裏向きで登場させる」: the top card, N times (as many as there
    // are: HF-10.3), as 「2回、…一番上のカードを、…として裏向きで登場させる」
    from: /((?:(?:あなた|自分)の)?(?:メインデッキ|山札)の)上から([0-9]+)枚(?:まで)?を、?(パワー[^。]*?キャラクター(?:「[^」]+」)?として)、?1枚ずつ、?/g,
    to: '$2回、$1一番上のカードを、$3',
    need: '1枚ずつ',
    note: '「上から2枚を、…として1枚ずつ裏向きで登場させる」: 「2回、…一番上のカードを、…として裏向きで登場させる」',
    example: [
      '[自動]【登場時】：あなたのメインデッキの上から2枚を、パワー1000・分類《艦載機》のキャラクターとして1枚ずつ裏向きで登場させる。',
      '[自動]:このキャラクターが戦場に登場した時、2回、あなたのメインデッキの一番上のカードを、パワー1000で《艦載機》を持つキャラクターとして裏向きで登場させる。',
    ],
  },
  {
    // 「あなたの手札1枚をトラッシュに置く」「自分の手札2枚を捨てる」: cards of the hand, chosen on resolution, as
    // 「手札を1枚…」 (which designerStyleWords.ts reads as 「手札からカードを1枚選び、…」)
    from: /(?<!ランダムな[^、。]{0,6}|相手の|ランダムに[^、。]{0,6})手札([0-9一二三四五])枚を、?(?=(?:選(?:び|んで)、?)?(?:トラッシュに|捨て|墓地に))/g,
    to: '手札を$1枚',
    need: '手札',
    note: '「あなたの手札1枚をトラッシュに置く」: 「あなたの手札を1枚トラッシュに置く」',
    example: [
      '[自動]【登場時】：カードを1枚引く。その後、あなたの手札1枚をトラッシュに置く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。その後、あなたの手札からカードを1枚選び、トラッシュに置く。',
    ],
  },
  {
    // 「…を、パワー1000・分類《艦載機》のキャラクターとして裏向きで登場させる」: a face-down character (RULING 「Face-down
    // character with no name」, putFaceDown.ts) with that power and trait, as 「パワー1000で《艦載機》を持つキャラクターとして」
    from: /(?<=を、?)(?:パワー([0-9]+)(?:・|、|の|で)?(?:分類)?((?:《[^》]+》)+)|(?:分類)?((?:《[^》]+》)+)(?:・|、|で)?パワー([0-9]+))(?:の|を持つ)(?=キャラクター(?:カード)?として)/g,
    to: 'パワー$1$4で$2$3を持つ',
    need: 'として',
    note: '「…を、パワー1000・分類《艦載機》のキャラクターとして裏向きで登場させる」: 「…を、パワー1000で《艦載機》を持つキャラクターとして…」',
    example: [
      '[自動]【登場時】：あなたのメインデッキの一番上のカードを、パワー1000・分類《艦載機》のキャラクターとして裏向きで登場させる。これを2回行う。',
      '[自動]:このキャラクターが戦場に登場した時、2回、あなたのメインデッキの一番上のカードを、パワー1000で《艦載機》を持つキャラクターとして裏向きで登場させる。',
    ],
  },
  {
    // 「…ならば、手札に加える。そうでないならば、…」「そうでなかったら」「それ以外ならば」: otherwise (the else branch of the
    // condition just before), as 「そうでなければ」
    from: /(?:そうでない(?:の)?ならば|そうでないのなら|そうでなかった(?:ら|場合|なら|ならば|とき|時)|それ以外(?:ならば|なら|のとき|の時|だったら))、?/g,
    to: 'そうでなければ、',
    note: '「…ならば、A。そうでないならば、B。」: 「…ならば、A。そうでなければ、B。」',
    example: [
      '[自動]：このキャラクターが攻撃によって対戦相手にダメージを与えたとき、あなたのメインデッキの一番上のカードを公開する。それが《ファン》を持つキャラクターカードならば、手札に加える。そうでないならば、メインデッキの一番下に置く。',
      '[自動]:このキャラクターの攻撃によって対戦相手がダメージを受けた時、あなたのメインデッキの一番上のカードを公開する。それが《ファン》を持つキャラクターカードならば、手札に加える。そうでなければ、メインデッキの一番下に置く。',
    ],
  },
];

export const TRAIN17B_WORDS: readonly DesignerWord[] = [
  {
    // 「…1体を選び、アクティブにできる。」: the one chosen, as 「…1体を選び、それをアクティブにできる。」 (the row below reads the
    // 「できる」)
    from: /(?<=体を選(?:び|んで)、)(?=(?:アクティブ|スリープ)にできる。)/g,
    to: 'それを',
    need: 'にできる。',
    note: '「…1体を選び、アクティブにできる。」: 「…1体を選び、それをアクティブにできる。」',
    example: [
      '[自動]【攻撃時】：このキャラクター以外のあなたの《艦載機》を持つキャラクター1体を選び、アクティブにできる。',
      '[自動]:このキャラクターが攻撃した時、このキャラクター以外のあなたの《艦載機》を持つキャラクター1体を選び、それをアクティブにしてもよい。',
    ],
  },
  ...THEN_AFTER_CONDITION.map(
    ([plain, renyou, example, read]): DesignerWord => ({
      // 「…場合、カードを2枚引く。その後、手札を1枚選び、トラッシュに置く」: 「その後」 continues the same process (000
      // ■効果と対象, HF-5.7), so the condition governs both parts (d70 カナデ: 「いなければ何もしない」), as 「…場合、カードを2枚
      // 引き、その後、…」. Not after 「そうした場合」 (its own chain) nor a replacement 「…場合、代わりに…」
      from: new RegExp(
        `(?<!そうした|そうしなかった)(場合|なら|ならば)、(?!代わりに)([^。「」]*?)${plain}。その後、`,
        'g',
      ),
      to: `$1、$2${renyou}、その後、`,
      need: 'その後',
      note: `「…場合、…${plain}。その後、…」: 「…場合、…${renyou}、その後、…」 (the condition covers both parts)`,
      example: [example, read],
    }),
  ),
  {
    // a set card's 「[自動]：このキャラクターが破壊されたとき、このキャラクターのカードをトラッシュに置く代わりに、持ち主の手札に
    // 戻す」: the host's card, waiting to go to the trash while its destruction's trigger resolves (HF-9.6, RULING «A destroyed
    // card's move replaced by its trigger»), goes to the hand instead — as 「このキャラクターのカードを持ち主の手札に戻す」
    // (designerWordsM12.ts reads the same with 「このカード」, the card with the ability)
    from: /(この|その)キャラクターのカード(?<=破壊(?:された|した)(?:時|とき|場合)、.*キャラクターのカード)を、?(?:トラッシュ|墓地)に(?:は)?(?:置く代わりに|置かずに|置かず|送る代わりに)、?/g,
    to: '$1キャラクターのカードを',
    need: '代わり',
    note: '「破壊されたとき、このキャラクターのカードをトラッシュに置く代わりに、持ち主の手札に戻す」: 「…このキャラクターのカードを持ち主の手札に戻す」',
    example: [
      '[自動]：このキャラクターが破壊されたとき、このキャラクターのカードをトラッシュに置く代わりに、持ち主の手札に戻す。',
      '[自動]:このキャラクターが破壊された時、このキャラクターのカードを持ち主の手札に戻す。',
    ],
  },
  {
    // 「…全てに1000ダメージを与える。…場合、代わりにそれぞれ2000ダメージを与える」: each of them, as the first sentence
    // (the row of designerWords.ts drops 「それぞれ」 there); also a power change 「代わりにそれぞれ-2000する」
    from: /(?<=代わりに、?)それぞれ、?(?=[0-9]+ダメージ|[+-][0-9]+する)/g,
    to: '',
    need: 'それぞれ',
    note: '「…場合、代わりにそれぞれ2000ダメージを与える」: 「…場合、代わりに2000ダメージを与える」',
    example: [
      '対戦相手のキャラクター全てに、それぞれ1000ダメージを与える。あなたの場に《グリッチ》を持つキャラクターがいる場合、代わりにそれぞれ2000ダメージを与える。',
      '対戦相手のキャラクター全てに1000ダメージを与える。あなたの戦場に《グリッチ》を持つキャラクターがいる場合、代わりに2000ダメージを与える。',
    ],
  },
  {
    // 「対戦相手のキャラクター全てのパワーをそれぞれ-1000する」: each one's power, as 「…全てのパワーを-1000する」
    from: /(?<=全ての?パワーを、?)それぞれ、?(?=[+-][0-9]+)/g,
    to: '',
    need: 'それぞれ',
    note: '「…全てのパワーをそれぞれ-1000する」: 「…全てのパワーを-1000する」',
    example: [
      '対戦相手のキャラクター全てのパワーをそれぞれ-1000する。',
      '対戦相手のキャラクター全てのパワーを-1000する。',
    ],
  },
  ...CAN_FORMS.map(
    ([written, canonical, example]): DesignerWord => ({
      // 「それをアクティブにできる。」: an optional action at the end of an effect sentence (Gundam / Union Arena print
      // 「～できる」 for 「～してもよい」, HF-5.7); a restriction 「…できない」 and 「…使用できる」 are other rows
      // (the lookbehind after the verb: tried only where the verb is, issue 12's 400 ms)
      from: new RegExp(`${written}(?=。)(?<=を(?:選(?:び|んで)、)?[^、。]{0,34})`, 'g'),
      to: canonical,
      need: 'る。',
      note: `「…を${written.replace(/\(([^)]*)\)/, '$1')}。」: 「…を${canonical.replace(/\$1/, '…')}。」 (may)`,
      example: [example, readCan(example, written, canonical)],
    }),
  ),
];

/** The canonical line of a CAN_FORMS example (its trigger label as the grammar reads it). */
function readCan(example: string, written: string, canonical: string): string {
  const labels: Record<string, string> = {
    '[自動]【攻撃時】：': '[自動]:このキャラクターが攻撃した時、',
    '[自動]【登場時】：': '[自動]:このキャラクターが戦場に登場した時、',
  };
  const cut = example.indexOf('：') + 1;
  const [head, rest] = [example.slice(0, cut), example.slice(cut)];
  return `${labels[head] ?? head}${rest.replace(new RegExp(written), canonical)}`;
}
