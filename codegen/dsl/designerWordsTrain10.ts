// Issue 22 (helper t10): designer vocabulary rows found on the train halves of the tenth round's four blind sets
// (a railway, onmyōdō, sweets, space; style twins: phantom thieves, dragon knights, ruins, a festival), written
// with no house style. Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer
// would agree with; each example is tested by test/dsl/designerWords.test.ts). TRAIN10_WORDS_FIRST run before
// the face-down definitions of designerWordsI22x7.ts and the static rows; TRAIN10_WORDS after every other row.
import type { DesignerWord } from './designerWords.js';

/** 「あなたは」 and the top card of a main deck (「自分の山札の一番上のカードを」). */
const TOP_CARD =
  '((?:(?:あなた|自分)は、?)?(?:(?:あなた|自分)の)?(?:メインデッキ|山札)の一番上のカードを、?)';
/** 「…てもよい」「…ていい」「…ても構わない」: may. */
const MAY = 'て(?:も)?(?:よい|良い|いい|構わない)';

/**
 * A face-down card put only if its player wants, defined in the next sentence (000 ■戦場の裏向きのカード, RULING
 * HF-14.3): 「…を裏向きで登場させてもよい。そうした場合、そのカードは…として扱う」. The option is read as 「任意で、」 in
 * front of the put, so that designerWordsI22x7.ts reads the definition as it reads an unconditional one; the
 * definition only describes the card that was put, so 「そうした場合」 adds nothing.
 */
const FACE_DOWN_OPTION_ROWS: readonly DesignerWord[] = [
  {
    from: new RegExp(
      `${TOP_CARD}(裏向き[^。]*?で)、?(?:戦場に|場に)?(?:登場させ|出し)${MAY}。(?:そうした(?:場合|なら|ら)、?)?((?:それ|そのカード|そのキャラクター)は、?)(?=[^。]*として扱)`,
      'g',
    ),
    to: '任意で、$1$2登場させる。$3',
    need: '扱',
    note: '「…を裏向きで登場させてもよい。そうした場合、そのカードは…として扱う」: an optional face-down put, then its definition',
    example: [
      '[自動]：このキャラクターが登場した時、あなたはメインデッキの一番上のカードを裏向きで登場させてもよい。そうした場合、そのカードはパワー2000で《式神》を持ち、テキストを持たないキャラクターとして扱う。',
      '[自動]:このキャラクターが戦場に登場した時、任意で、あなたはメインデッキの一番上のカードを、パワー2000で《式神》を持つキャラクターとして裏向きで登場させる。',
    ],
  },
  {
    // 「《式神》を持つ、テキストのないキャラクターとして扱う」: no abilities, as every face-down card (HF-14.3)
    from: /(を持つ|を持ち)、?(?:テキスト|能力)(?:の|が)(?:ない|無い)、?(?=キャラクター(?:「[^」]+」)?として扱)/g,
    to: 'を持ち、テキストを持たない',
    need: '扱',
    note: '「…を持つ、テキストのないキャラクターとして扱う」: a face-down definition without abilities',
    example: [
      '[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを裏向きで登場させる。それはパワー1000で《異星体》を持つ、能力のないキャラクター「増殖体」として扱う。',
      '[自動]:あなたのターン終了時、あなたのメインデッキの一番上のカードを、パワー1000で《異星体》を持つキャラクター「増殖体」として裏向きで登場させる。',
    ],
  },
];

/** 「行えない」「行うことができない」「することができない」「できない」: cannot. */
const CANNOT =
  '(?:行え|行うことが(?:でき|出来)|することが(?:でき|出来)|をすることが(?:でき|出来)|でき|出来)ない';

export const TRAIN10_WORDS_FIRST: readonly DesignerWord[] = [
  ...FACE_DOWN_OPTION_ROWS,
  {
    // 「攻撃も防御も行えない」: both restrictions (HF-8.1, HF-8.3), read by designerWordsStatic.ts
    from: new RegExp(`(?:攻撃も、?防御も|防御も、?攻撃も)${CANNOT}`, 'g'),
    to: '攻撃も防御もできない',
    need: 'も',
    note: '「攻撃も防御も行えない」「防御も攻撃もすることができない」: cannot attack and cannot defend',
    example: [
      '[自動]：このカードがセットされているキャラクターは、攻撃も防御も行えない。',
      '[自動]:このカードがセットされているキャラクターは攻撃できない。このカードがセットされているキャラクターは防御できない。',
    ],
  },
  {
    // 「このカードは、あなたの…キャラクターが戦場に居る場合にのみプレイできる」: the play condition (HF-5.1) names the
    // battlefield first. The character may be 「…を持つカードがセットされているキャラクター」 (a 「が」 inside).
    from: /^このカードは、?(?:あなた|自分)の((?:(?!戦場)[^、。:「」])*?キャラクター)が、?(?:戦場|場)に(?:居る|いる|存在する)(?:場合|時|とき)に?(?:のみ|だけ)(?=プレイ)/g,
    to: 'このカードは、あなたの戦場に$1が居る場合にのみ',
    need: 'プレイ',
    note: '「このカードは、あなたの…キャラクターが戦場に居る場合にのみプレイできる」: the battlefield named first',
    example: [
      'このカードは、あなたの《騎竜》を持つカードがセットされているキャラクターが戦場に居る場合にのみプレイできる。',
      'このカードは、あなたの戦場に《騎竜》を持つカードがセットされているキャラクターが居る場合にのみプレイできる。',
    ],
  },
];

export const TRAIN10_WORDS: readonly DesignerWord[] = [
  {
    // 「【空装 条件：あなたのメインデッキとガードデッキに《機関車》を持つキャラクターカードが合わせて12枚以上入っている …】」:
    // the condition counts the two decks together already (HF-13.8), so 「合わせて」「合計」 add nothing
    from: /(?<=【空装\s*条件\s*:[^効]*デッキ(?:の中)?に[^、。効]*カードが、?)(?:合わせて|全部で|総計で?|計)、?(?=[0-9]+枚以上)/g,
    to: '合計',
    need: '空装',
    note: '「【空装 条件：…デッキに…カードが合わせて12枚以上…】」: the total of both decks',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキに《機関車》を持つキャラクターカードが合わせて12枚以上入っている 効果：あなたの《機関車》を持つキャラクターは【警戒】を得る。】',
      '【空装 条件：あなたのメインデッキとガードデッキに《機関車》を持つキャラクターカードが合計12枚以上入っている 効果：あなたの《機関車》を持つキャラクターは【警戒】を得る。】',
    ],
  },
  {
    // 「パワーを、あなたのダメージフィールドのカードの枚数×1000上げる」: +1000 for each such card, counted on resolution
    from: /(のパワーを)、?((?:あなた|自分|対戦相手)の(?:ダメージフィールド|トラッシュ|手札|除外領域)の(?:[^、。×]*?)カード)の(?:枚数|数)(?:×|に)([0-9]+)(?:を掛けた値だけ|を掛けた分)?(?:上げる|アップする|増やす|上昇させる|\+する)/g,
    to: '$1、$21枚につき+$3する',
    need: 'パワー',
    note: '「パワーを、あなたのダメージフィールドのカードの枚数×1000上げる」: +1000 for each card',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、あなたのダメージフィールドのカードの枚数×1000上げる。',
      '[自動]:このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、あなたのダメージフィールドのカード1枚につき+1000する。',
    ],
  },
  {
    // 「対戦相手の手札を見ないで1枚選び」: a card chosen without seeing it is chosen at random (nobody decides)
    // (an earlier row reads 「を見ないで1枚」 as 「を1枚ランダムに」); the random discard reads the trash as destination
    from: /(?:対戦相手|相手)の手札(?:を|から)、?(?:(?:見ないで|見ずに)、?(?:ランダムに|無作為に)?、?(?:カードを)?([0-9]+)枚|(?:ランダムに|無作為に)、?(?:カードを)?([0-9]+)枚|(?:カードを)?([0-9]+)枚、?(?:ランダムに|無作為に))を?(?:選び|選んで)、?(?=(?:ゲームから)?除外)/g,
    to: '対戦相手の手札からカードを$1$2$3枚ランダムに選び、',
    need: '手札',
    note: '「対戦相手の手札を見ないで1枚選び、…」: a card of that hand chosen at random',
    example: [
      '対戦相手の手札を見ないで1枚選び、ゲームから除外する。その後、対戦相手はメインデッキからカードを1枚引く。',
      '対戦相手の手札からカードを1枚ランダムに選び、ゲームから除外する。その後、対戦相手はメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「対戦相手のメインデッキの一番上のカードを見る。その後、そのカードを対戦相手のメインデッキの一番上か一番下に置く。」:
    // the looked-at card back on top or at the bottom of the deck it came from (the looker chooses)
    from: /(((?:あなた|対戦相手)の)?メインデッキの一番上のカードを)見る。(?:その後、)?(?:そのカード|それ|見たカード)を、?(?:\2|持ち主の|その持ち主の)?メインデッキの一番上か一番下(?:のどちらか|のいずれか)?に(?:置く|戻す)/g,
    to: '$1見て、$2メインデッキの一番上か一番下に置く',
    need: '一番下',
    note: '「…一番上のカードを見る。その後、そのカードを…メインデッキの一番上か一番下に置く」: one look, then top or bottom',
    example: [
      '[スリープ]：対戦相手のメインデッキの一番上のカードを見る。その後、そのカードを対戦相手のメインデッキの一番上か一番下に置く。',
      '[スリープ]:対戦相手のメインデッキの一番上のカードを見て、対戦相手のメインデッキの一番上か一番下に置く。',
    ],
  },
  {
    // 「あなたの《怪盗》キャラクターの攻撃によって対戦相手にダメージを与えた時」: the opponent is dealt damage by the attack
    // of any matching character (HF-8.5); 「このキャラクターの…」 is read by designerWordsTrain3.ts
    from: /(?<=(?:^\[自動\]\s*:|、)\s*)((?:(?!この)[^、。:が「」])*?キャラクター)(?:の|が)(?:攻撃|アタック)(?:によって|により|で)、?(?:対戦相手|相手)(?:プレイヤー)?に、?(?:ダメージを与えた|ダメージが(?:通った|入った)|ダメージを与える)(?:時|とき|たび(?:に)?)(?=、)/g,
    to: '$1の攻撃によって対戦相手がダメージを受けた時',
    need: 'ダメージ',
    note: '「あなたの《怪盗》キャラクターの攻撃によって対戦相手にダメージを与えた時」: any matching attacker damaged the opponent',
    example: [
      '[自動]：1ターンに1回、あなたの《怪盗》キャラクターの攻撃によって対戦相手にダメージを与えた時、あなたはメインデッキからカードを1枚引く。',
      '[自動]:1ターンに1回、あなたの《怪盗》を持つキャラクターの攻撃によって対戦相手がダメージを受けた時、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「このキャラクターの攻撃によって《怪盗》を持つキャラクターを破壊した時」: the kill trigger with its victim (HF-9.6)
    from: /このキャラクターの攻撃(?:によるダメージ)?(?:によって|により|で)、?((?:(?!この)[^、。:が「」])*?キャラクター)を破壊した(時|とき|たび)/g,
    to: 'このキャラクターが攻撃によるダメージで$1を破壊した$2',
    need: '破壊した',
    note: '「このキャラクターの攻撃によって《怪盗》を持つキャラクターを破壊した時」: the kill trigger',
    example: [
      '[自動]：このキャラクターの攻撃によって《怪盗》を持つキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
      '[自動]:このキャラクターが攻撃によるダメージで《怪盗》を持つキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「このカードがセットされている限り、このカードがセットされているキャラクターはこのカードの持ち主のキャラクターとなる」:
    // control of the host while this card is set on it (HF-14.2; 「あなた」 on a set card is its owner, 000)
    from: /(?<=^\[自動\]\s*:\s*)(?:このカードがセットされている(?:限り|間)、?)?このカードがセットされているキャラクターは、?(?:このカードの(?:持ち主|プレイヤー)|あなた)のキャラクター(?:となる|になる|として扱う)。$/g,
    to: 'このカードがセットされた時、このカードがそのキャラクターにセットされている限り、そのキャラクターをあなたのキャラクターとする。',
    need: 'セット',
    note: '「このカードがセットされているキャラクターはこのカードの持ち主のキャラクターとなる」: control while set',
    example: [
      '[自動]：このカードがセットされている限り、このカードがセットされているキャラクターはこのカードの持ち主のキャラクターとなる。',
      '[自動]:このカードがセットされた時、このカードがそのキャラクターにセットされている限り、そのキャラクターをあなたのキャラクターとする。',
    ],
  },
];
