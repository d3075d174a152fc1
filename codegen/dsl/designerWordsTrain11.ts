// Issue 22 (helper t11): designer vocabulary rows found on the train halves of the eleventh round's four blind sets
// (d45 hot springs, d46 a library, d47 kaijū, d48 the countryside), written with no house style. Same row shape and
// rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested
// by test/dsl/designerWords.test.ts, each family by test/dsl/train11.test.ts). TRAIN11_WORDS run after every other
// row.
import type { DesignerWord } from './designerWords.js';

/**
 * Reminder notes after a keyword are compared with the keyword's definition (codegen/dsl/lower/keywordReminder.ts,
 * HF-13): these rows only let the comparison see the designer's wording; what the keyword does still comes from
 * rules/keywords.hf, so a row here can never change a card's meaning.
 */
const REMINDER_ROWS: readonly DesignerWord[] = [
  {
    // 「…がプレイヤーに与えるダメージを+1する」: 【強撃】's 「…与えるダメージに+1する」 (HF-13.4), particle only
    from: /(攻撃によって(?:プレイヤー|対戦相手)に与えるダメージ)を、?(?=[+][0-9]+する)/g,
    to: '$1に',
    need: '与えるダメージ',
    note: '「このキャラクターが攻撃によってプレイヤーに与えるダメージを+1する」: the damage raised (に or を)',
    example: [
      '[自動]：このキャラクターが攻撃によってプレイヤーに与えるダメージを+1する。',
      '[自動]:このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する。',
    ],
  },
  {
    // 「【空装 …】（ゲーム開始時、条件を満たしているなら、ガードデッキのこのカードを表向きにし、ゲーム終了時まで効果を
    // 得る。）」: the reminder restates HF-13.8 (what every 【空装】 does), so it is read away
    from: /(?<=^【空装[^】]*】)\s*[（(]ゲーム(?:の)?開始時[^（）()]*?表向き[^（）()]*?(?:効果を得る|効果が(?:発揮される|有効になる|続く))。?[）)]$/g,
    to: '',
    need: '空装',
    note: 'reminder 「（ゲーム開始時、条件を満たしているなら、ガードデッキのこのカードを表向きにし、ゲーム終了時まで効果を得る。）」 after 【空装 …】: HF-13.8 restated',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《防衛隊》を持つ 効果：あなたの《パイロット》を持つキャラクターのパワーを+1000する】（ゲーム開始時、条件を満たしているなら、ガードデッキのこのカードを表向きにし、ゲーム終了時まで効果を得る。）',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《防衛隊》を持つ 効果:あなたの《パイロット》を持つキャラクターのパワーを+1000する。】',
    ],
  },
];

/** 「スリープ」「アクティブ」, optionally 「状態」, then 「である」「の」. */
const STATE = '(スリープ|アクティブ)(?:状態)?(?:である|の)';

export const TRAIN11_WORDS_FIRST: readonly DesignerWord[] = [
  ...REMINDER_ROWS,
  {
    // 「このキャラクターが防御をするたび」「攻撃をするたび」: 「…を行うたび」 (HF-8.1, HF-8.3)
    from: /(このキャラクターが、?(?:防御|攻撃))をする(たび)/g,
    to: '$1を行う$2',
    need: 'このキャラクターが',
    note: '「このキャラクターが防御をするたび」「攻撃をするたび」: 「…を行うたび」',
    example: [
      '[自動]：このキャラクターが防御をするたび、ターン終了時まで、このキャラクターのパワーを+2000する。',
      '[自動]:このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
  },
  {
    // 「このカードがセットされているキャラクターがスリープである限り、それのパワーを更に+1000する」: a continuous
    // effect on the host while the condition holds (「それ」 is the host named in the condition)
    from: /^(\[自動\]\s*:\s*このカードがセットされているキャラクターが[^、。]*?(?:限り|間)、)(?:それ|その(?:キャラクター)?)の(パワーを)、?(?:更に|さらに)?、?/g,
    to: '$1このカードがセットされているキャラクターの$2',
    need: 'セット',
    note: '「このカードがセットされているキャラクターがスリープである限り、それのパワーを更に+1000する」: the host’s power',
    example: [
      '[自動]：このカードがセットされているキャラクターがスリープである限り、それのパワーを更に+1000する。',
      '[自動]:このカードがセットされているキャラクターがスリープであるキャラクターである限り、このカードがセットされているキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「あなたの《狸》を持つキャラクターは、スリープである限り、パワーを+1000する」: each such character while asleep
    from: new RegExp(
      `^(\\[自動\\]\\s*:\\s*)(あなた|自分|対戦相手|相手)の((?:[^、。]*?を持つ)?)キャラクターは、?${STATE}(?:限り|間)(?:は)?、?パワー(?:を|が)([+-][0-9]+)(?:する|される)?。$`,
      'g',
    ),
    to: '$1$2の$4である$3キャラクターのパワーを$5する。',
    need: 'キャラクターは',
    note: '「あなたの《狸》を持つキャラクターは、スリープである限り、パワーを+1000する」: those in that state',
    example: [
      '[自動]：あなたの《狸》を持つキャラクターは、スリープである限り、パワーを+1000する。',
      '[自動]:あなたのスリープである《狸》を持つキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「あなたが《司書》を持つキャラクターを戦場に出しているなら」: such a character is on your battlefield
    from: /(?:あなた|自分)が、?((?:[^、。]*?を持つ)?キャラクター(?:「[^」]+」)?)を、?(?:戦場|場)に(?:出して|登場させて|コントロールして)(?:いる|いれば)(?:なら|場合|時)?、/g,
    to: 'あなたの戦場に$1が居る場合、',
    need: 'て',
    note: '「あなたが《司書》を持つキャラクターを戦場に出しているなら、」: one is on your battlefield',
    example: [
      'あなたが《司書》を持つキャラクターを戦場に出しているなら、このカードのエネルギーコストは1少なくなる。',
      'あなたの戦場に《司書》を持つキャラクターが居る場合、このカードは、プレイする時のエネルギーコストが1少なくなる。',
    ],
  },
  {
    // 「[自動]：このカードをプレイする際、…このカードのエネルギーコストは1少なくなる」: the cost change already applies
    // when the card is played (HF-5.3, HF-5.12), so 「プレイする際」 adds nothing
    from: /^\[自動\]\s*:\s*このカードを(?:手札(?:か|または|や|と)ガードデッキ(?:から)?|手札から)?プレイする(?:際|時|とき)(?:に)?、(?=[^。]*このカードの(?:エネルギー)?コストは)/g,
    to: '',
    // the label goes too: a card's own cost is a rule of the card, written with no label (a command has no [自動])
    readsNames: true,
    need: 'プレイする',
    note: '「[自動]：このカードをプレイする際、このカードのエネルギーコストは…少なくなる」: the card’s own cost change',
    example: [
      '[自動]：このカードを手札かガードデッキからプレイする際、このカードのエネルギーコストは、あなたのトラッシュにあるコマンドカード2枚につき1少なくなる。',
      'このカードは、プレイする時のエネルギーコストがあなたのトラッシュにあるコマンドカード2枚につき1少なくなる。',
    ],
  },
  {
    // 「…カードを1枚選び、…加える。〈条件〉場合、1枚の代わりに2枚選ぶ」: the count depends on a condition checked on
    // resolution; read as the two branches written out (「〈条件〉なら、…2枚…。そうでないなら、…1枚…。」, issue 22 「場合、代わりに」)
    from: /^((?:\[[^\]]+\]\s*:\s*)?(?:[^。]*?(?:時|たび)、)?)([^。]*?)([0-9]+)枚(?:を)?(?:選び|選んで)(、[^。]*?)。([^。]*?)(?:場合|なら|ならば)、?\3枚の代わりに、?([0-9]+)枚(まで)?(?:選ぶ|選んで(?:も)?(?:よい|いい|構わない))。$/g,
    to: '$1$5なら、$2$6枚$7選び$4。そうでないなら、$2$3枚選び$4。',
    need: '代わりに',
    note: '「…を1枚選び、…加える。…場合、1枚の代わりに2枚まで選んでもよい」: the two branches written out',
    example: [
      'あなたのダメージフィールドのカードを1枚選び、裏向きでガードデッキに加える。あなたのスリープであるキャラクターが3体以上いる場合、1枚の代わりに2枚選ぶ。',
      'あなたのスリープであるキャラクターが3体以上いるなら、あなたのダメージフィールドのカードを2枚選び、裏向きでガードデッキに加える。そうでないなら、あなたのダメージフィールドのカードを1枚選び、裏向きでガードデッキに加える。',
    ],
  },
];

export const TRAIN11_WORDS: readonly DesignerWord[] = [
  {
    // 「それのパワーを+2000し、【貫通】と【強撃】を与える」: the same target gains both keywords (「それは…を得る」)
    from: /(それの[^。]*?し)、(【[^】]+】(?:(?:と|、)【[^】]+】)+)を(?:与える|付与する)/g,
    to: '$1、それは$2を得る',
    need: '】を',
    note: '「それのパワーを+2000し、【貫通】と【強撃】を与える」: it gains the keywords',
    example: [
      'あなたの《怪獣》を持つキャラクター一体を対象とし、ターン終了時まで、それのパワーを+2000し、【貫通】と【強撃】を与える。',
      'あなたの《怪獣》を持つキャラクター一体を対象とし、ターン終了時まで、それのパワーを+2000し、それは【貫通】と【強撃】を得る。',
    ],
  },
  {
    // 「あなたのトラッシュのカードを2枚まで選び、好きな順番であなたのメインデッキの一番下に置く」: cards of your own
    // zones go to their owner's deck, which is yours (000 ■カードの持ち主)
    from: /((?:あなた|自分)の(?:トラッシュ|手札|ダメージフィールド)[^。]*?(?:選び|選んで)、(?:好きな順番で、?)?)(?:あなた|自分)の(?=メインデッキの一番(?:下|上)に)/g,
    to: '$1',
    need: 'メインデッキの一番',
    note: '「あなたのトラッシュのカードを…選び、あなたのメインデッキの一番下に置く」: your own cards to your deck',
    example: [
      '[1][スリープ]：あなたのトラッシュのカードを1枚選び、あなたのメインデッキの一番下に置く。その後、あなたはメインデッキからカードを1枚引く。',
      '[1][スリープ]:あなたのトラッシュのカードを1枚選び、メインデッキの一番下に置く。その後、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  // (「…のキャラクターは、すべてパワー+1000。」 is v11's row, codegen/dsl/designerWordsV11.ts, read first)
];
