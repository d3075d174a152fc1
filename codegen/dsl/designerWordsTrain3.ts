// Issue 22 (helper i22t): designer vocabulary rows found on the third round of blind sets (d13–d16: a
// Digimon/ONE PIECE style with timing labels 「登場時：」, full-width signs and 「このキャラクターを＋１０００する」,
// 「自分の場の」, …). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer
// would agree with; each example is tested by test/dsl/designerWords.test.ts), kept in this file so it merges
// without touching the other tables. TRAIN3_WORDS_FIRST run before every other row, TRAIN3_WORDS after them.
import type { DesignerWord } from './designerWords.js';

/** Once-per-turn verbs (HF-12.8), as in designerWords.ts. */
const ONCE_VERB =
  '(?:使用|使|発揮|発動|起動)(?:可能(?:だ|です)?|(?:でき|出来|え|し|す|され)?(?:る|ます|ない|ません)?)';

/** Timing labels of other games written before a colon, and the trigger each is (of this character, HF-12.1). */
const LABEL_TRIGGERS: readonly (readonly [string, string, string])[] = [
  ['登場時', '登場時', 'このキャラクターが戦場に登場した時、'],
  ['(?:アタック|攻撃)時', 'アタック時', 'このキャラクターが攻撃した時、'],
  ['破壊時', '破壊時', 'このキャラクターが破壊された時、'],
  ['(?:ブロック|防御)時', 'ブロック時', 'このキャラクターが防御を行うたび、'],
];

const LABEL_ROWS: readonly DesignerWord[] = LABEL_TRIGGERS.flatMap(([label, shown, trigger]) => [
  {
    // 「[自動] 登場時：」: [自動] says what the label says; the label is the trigger
    from: new RegExp(`(?<=^\\[自動\\]\\s*[:\\s]?\\s*)${label}\\s*:\\s*`, 'g'),
    to: trigger,
    need: '時',
    note: `「[自動] ${shown}：…」: a timing label before a colon is the trigger of this character`,
    example: [`[自動] ${shown}：カードを1枚引く。`, `[自動] ${trigger}カードを1枚引く。`],
  },
  {
    // 「登場時：」 opening a line: an automatic ability of this character with that trigger
    from: new RegExp(`^${label}\\s*:\\s*`, 'g'),
    to: `[自動]:${trigger}`,
    need: '時',
    note: `「${shown}：…」: a timing label before a colon is the trigger of this character`,
    example: [`${shown}：カードを1枚引く。`, `[自動]:${trigger}カードを1枚引く。`],
  },
]);

export const TRAIN3_WORDS_FIRST: readonly DesignerWord[] = [
  ...LABEL_ROWS,
  {
    // 「[自動] 自分のターン終了時：」: a trigger written as a label before a second colon
    from: /(?<=^\[自動\]\s*[:\s]?\s*)([^:、。]{2,30}?(?:時|たび|たびに))\s*:\s*/g,
    to: '$1、',
    need: '[自動]',
    note: '「[自動] 自分のターン終了時：…」: the trigger written as a label (before a colon) is the trigger',
    example: ['[自動] 自分のターン終了時：カードを1枚引く。', '[自動] 自分のターン終了時、カードを1枚引く。'],
  },
  {
    // 「自分のターン終了時：」 without [自動]: the line is an automatic ability with that trigger
    from: /^((?:あなた|自分|対戦相手|相手)の(?:ターン|(?:アクティブ|ドロー|エネルギー|メイン|ディスカード)フェイズ)(?:開始|終了)時)\s*:\s*/g,
    to: '[自動]:$1、',
    note: '「自分のターン終了時：…」 without [自動]: a turn or phase label is the trigger of an automatic ability',
    example: ['自分のターン終了時：カードを1枚引く。', '[自動]:自分のターン終了時、カードを1枚引く。'],
  },
  {
    // 「このキャラクターを＋１０００する」「《新入生》全てを＋１０００する」: a signed number is a power change
    from: /(?<!パワー|コスト)を(?=[+-][0-9X]+(?:する|し、))/g,
    to: 'のパワーを',
    need: 'を',
    note: '「このキャラクターを＋１０００する」: a signed amount after を changes the power (the only signed value of a card)',
    example: [
      '[自動]：あなたのターン終了時、このキャラクターを＋１０００する。',
      '[自動]:あなたのターン終了時、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「このキャラクターは＋１０００される」: a signed amount is a power change, passive
    from: /(?<=(?:キャラクター|それ|それら|全て))は、?(?=[+-][0-9X]+される)/g,
    to: 'のパワーは',
    need: 'される',
    note: '「このキャラクターは＋１０００される」: its power is changed (the passive of 「…を＋１０００する」)',
    example: [
      '[自動]：自分のターン終了時、このキャラクターは＋１０００される。',
      '[自動]:自分のターン終了時、このキャラクターのパワーは+1000される。',
    ],
  },
  {
    // 「このキャラクターが攻撃するたびに、ターン終了時まで＋１０００する」: the trigger's own character is what changes
    from: /(?<=^\[自動\]\s*[:\s]?\s*このキャラクターが[^、。]*?(?:時|たび|たびに)、(?:(?:ターン終了時まで|このターン中|このターンの間)、?)?)(?=[+-][0-9X]+する)/g,
    to: 'このキャラクターのパワーを',
    need: 'このキャラクターが',
    note: '「このキャラクターが…たび、ターン終了時まで＋１０００する」: with no object, the power changed is that of the trigger’s subject, this character',
    example: [
      '[自動]：このキャラクターが攻撃するたびに、ターン終了時まで＋１０００する。',
      '[自動]:このキャラクターが攻撃するたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「このキャラクターが攻撃によって相手にダメージを与えた時」: the player is dealt damage by its attack
    from: /(?<=^\[自動\]\s*[:\s]?\s*)(このキャラクター)(?:が|の)攻撃(?:によって|により|で)((?:対戦)?相手)に(?:ダメージを与えた(?:時|とき)|ダメージを与えるたび(?:に)?)/g,
    to: '$1の攻撃によって$2がダメージを受けた時',
    need: 'ダメージを与え',
    note: '「このキャラクターが攻撃によって対戦相手にダメージを与えた時」: the opponent is dealt damage by this character’s attack (HF-8)',
    example: [
      '[自動]：このキャラクターが攻撃によって対戦相手にダメージを与えた時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃によって対戦相手がダメージを受けた時、カードを1枚引く。',
    ],
  },
  {
    // 「このキャラクターがアクティブである限り」: it is an active (asleep) character
    // (also a set card's host: 「このカードがセットされているキャラクターがスリープである場合」)
    from: /(このカードがセットされているキャラクター|このキャラクター|そのキャラクター|それ)が(アクティブ|スリープ)(?:状態)?(?:である|でいる|の状態である)?(?=限り|間|場合|なら)/g,
    to: '$1が$2のキャラクターである',
    need: 'が',
    note: '「このキャラクターがアクティブである限り」: a condition on its state (a character that is active)',
    example: [
      '[自動]：このキャラクターがアクティブである限り、このキャラクターは対戦相手の効果の対象にならない。',
      '[自動]:このキャラクターがアクティブであるキャラクターである限り、このキャラクターは対戦相手の効果の対象にならない。',
    ],
  },
  {
    // 「セットされたキャラクターはさらにパワー＋１０００。」: a power change; さらに (on top of the rest) says nothing more
    from: /(セットされ(?:た|ている)キャラクター|このキャラクター|そのキャラクター|それ)は、?(?:さらに|更に)、?パワー(?:を)?([+-][0-9]+)(?:する|される)?(?=。)/g,
    to: '$1のパワーを$2する',
    need: 'パワー',
    note: '「セットされたキャラクターはさらにパワー＋１０００。」: its power changes (さらに: on top of the others)',
    example: [
      '[自動]：あなたのエネルギーが６枚以上ある限り、このキャラクターはさらにパワー＋１０００。',
      '[自動]:あなたのエネルギーが6枚以上ある限り、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「[カルネージ2]：1ターンに1回使用できる。…」: once per turn as the ability's first sentence (HF-12.8)
    from: new RegExp(
      `(?<=^(?:\\[[^\\]]+\\])+\\s*:\\s*)(?:この(?:起動)?(?:能力|効果)は、?)?(?:1|一)ターンに(?:1|一)(?:回|度)(?:まで|だけ|のみ)?(?:しか)?${ONCE_VERB}。`,
      'g',
    ),
    to: '1ターンに1回、',
    need: 'ターンに',
    note: '「[コスト]：1ターンに1回使用できる。…」: once per turn written as a sentence before the effect (HF-12.8)',
    example: ['[2]：1ターンに1回使用できる。カードを1枚引く。', '[2]:1ターンに1回、カードを1枚引く。'],
  },
  ...(
    [
      ['破壊', '(?:して|し)', '破壊する'],
      ['トラッシュに置', '(?:いて|き)', 'トラッシュに置く'],
    ] as const
  ).map(
    ([verb, te, canonical]): DesignerWord => ({
      // 「[スリープ]：あなたの他のキャラクター1体を破壊して、…」: the first clause of an activated ability is a cost
      from: new RegExp(
        `(?<=^(?:\\[[^\\]]+\\])+)\\s*:\\s*((?:あなた|自分)の[^、。:「」]*?(?:キャラクター|カード)(?:を)?[0-9]+(?:体|枚))を?${verb}${te}、`,
        'g',
      ),
      to: `[$1を${canonical}]:`,
      need: verb,
      note: `「[スリープ]：自分の他のキャラクター1体を${canonical.replace('する', 'して').replace('置く', '置いて')}、…」: what the ability’s first clause does to the user’s own cards before the effect is a cost (HF-12.4 [other text]); the effect is what follows`,
      example: [
        `[スリープ]：あなたの他のキャラクター1体を${verb}${te === '(?:して|し)' ? 'して' : 'いて'}、対戦相手のキャラクター1体を対象とし、それに3000ダメージを与える。`,
        `[スリープ][あなたの他のキャラクター1体を${canonical}]:対戦相手のキャラクター1体を対象とし、それに3000ダメージを与える。`,
      ],
    }),
  ),
  {
    // 「スリープのエネルギーを2枚までアクティブにする」: only a sleeping energy can be made active
    from: /(?<=(?:あなた|自分)の)スリープ(?:状態)?の(?=エネルギーを[0-9]+枚(?:まで)?アクティブに)/g,
    to: '',
    need: 'アクティブに',
    note: '「あなたのスリープのエネルギーを2枚までアクティブにする」: making energy active is making sleeping energy active',
    example: [
      'あなたのスリープのエネルギーを2枚までアクティブにする。',
      'あなたのエネルギーを2枚までアクティブにする。',
    ],
  },
  {
    // 「自分のエネルギーが相手より少ないなら」: compared with the other player's own energy
    from: /(?<=(?:あなた|自分)の)(エネルギー|手札|トラッシュ|ダメージフィールド|ガードデッキ|メインデッキ)(?:の枚数)?が((?:対戦)?相手)より(?=少な|多)/g,
    to: '$1が$2の$1より',
    need: 'より',
    note: '「自分のエネルギーが相手より少ないなら」: the same count of the other player',
    example: [
      '[自動]：あなたのターン終了時、自分のエネルギーが相手より少ないなら、カードを1枚引く。',
      '[自動]:あなたのターン終了時、自分のエネルギーが対戦相手のエネルギーより少ないなら、カードを1枚引く。',
    ],
  },
  {
    // 「…場合、代わりにそれのパワーを-3000する」: the other amount of the sentence before
    from: /(?<=代わりに、?)(?:それ|そのキャラクター)のパワーを(?=[+-][0-9]+する)/g,
    to: '',
    need: '代わりに',
    note: '「それが《獲物》を持つ場合、代わりにそれのパワーを-3000する」: the same one, another amount',
    example: [
      '対戦相手のキャラクター1体を対象とし、それのパワーを-1000する。それが《獲物》を持つ場合、代わりにそれのパワーを-3000する。',
      '対戦相手のキャラクター1体を対象とし、それのパワーを-1000する。それが《獲物》を持つカードである場合、代わりに-3000する。',
    ],
  },
  {
    // 「…場合、代わりにそれに6000ダメージを与える」: the other amount of the sentence before
    from: /(?<=代わりに、?)(?:それ|そのキャラクター)に(?=[0-9]+(?:点の)?ダメージを与える)/g,
    to: '',
    need: '代わりに',
    note: '「それが《獲物》を持つ場合、代わりにそれに6000ダメージを与える」: the same one, another amount',
    example: [
      '対戦相手のキャラクター1体を対象とし、それに4000ダメージを与える。それが《獲物》を持つ場合、代わりにそれに6000ダメージを与える。',
      '対戦相手のキャラクター1体を対象とし、それに4000ダメージを与える。それが《獲物》を持つカードである場合、代わりに6000ダメージを与える。',
    ],
  },
  {
    // 「このキャラクターは防御されない」「その攻撃は誰にも防御されない」: no character may defend against its attacks
    from: /(このキャラクター|そのキャラクター|それ)(?:は|の攻撃は)、?(?:誰にも|どのキャラクターにも|キャラクターに)?(?:防御|ブロック)されない/g,
    to: '$1の攻撃は防御されない',
    need: 'されない',
    note: '「このキャラクターは防御されない」「…の攻撃は誰にも防御されない」: its attacks cannot be defended (HF-8.3)',
    example: [
      '[自動]：このキャラクターはブロックされない。',
      '[自動]:このキャラクターの攻撃は防御されない。',
    ],
  },
  {
    // 「このキャラクターが攻撃できるのは、相手のキャラクターに対してでしかない」: it may not attack a player (HF-8.1)
    from: /(?<=^|:|、)(このキャラクター|そのキャラクター|それ)が(?:攻撃(?:でき|出来|を行え)る|攻撃する|攻撃を行う|攻撃対象にできる|攻撃対象に選べる)のは、?(?:(?:対戦)?相手の)?(?:スリープ(?:状態)?の)?キャラクター(?:に対して|に|を)?(?:だけ|のみ)?(?:でしかない|しかない|だけ(?:だ|である)?|のみ(?:だ|である)?)(?=。)/g,
    to: '$1はプレイヤーを攻撃できない',
    need: 'のは',
    note: '「このキャラクターが攻撃できるのは、相手のキャラクターに対してでしかない」: it may attack characters only, not players (HF-8.1: a character it attacks is asleep anyway)',
    example: [
      '[自動]：このキャラクターが攻撃できるのは、相手のキャラクターに対してでしかない。',
      '[自動]:このキャラクターはプレイヤーを攻撃できない。',
    ],
  },
  {
    // 「このキャラクターは相手のキャラクターにしか攻撃できない」: the same
    from: /(?<=(?:このキャラクター|そのキャラクター|それ)は、?)(?:(?:対戦)?相手の)?(?:スリープ(?:状態)?の)?キャラクター(?:に|を)?(?:だけ|のみ)?しか攻撃(?:でき|出来|を行え)ない/g,
    to: 'プレイヤーを攻撃できない',
    need: 'しか攻撃',
    note: '「このキャラクターは相手のキャラクターにしか攻撃できない」: it may attack characters only, not players (HF-8.1)',
    example: [
      '[自動]：このキャラクターは相手のキャラクターにしか攻撃できない。',
      '[自動]:このキャラクターはプレイヤーを攻撃できない。',
    ],
  },
  {
    // 「…を1体選び、ターン終了時まで＋１０００する」: the chosen one's power (the style rows move the duration)
    from: /(?<=選(?:び|んで)、)((?:ターン終了時まで|このターン中|このターンの間)、?)(?=[+-][0-9]+する)/g,
    to: '$1パワー',
    need: '選',
    note: '「…を1体選び、ターン終了時まで＋１０００する」: with no object, the chosen card’s power changes',
    example: [
      '[自動]：このキャラクターが登場した時、自分の場の他のキャラクター１体を選び、ターン終了時まで＋１０００する。',
      '[自動]:このキャラクターが戦場に登場した時、ターン終了時まで、自分の他のキャラクター1体を選び、それのパワーを+1000する。',
    ],
  },
  {
    // 「…を1体選び、＋１０００する」: the chosen one's power
    from: /(?<=選(?:び|んで)、)(?=[+-][0-9]+する)/g,
    to: 'それのパワーを',
    need: '選',
    note: '「…を1体選び、＋１０００する」: with no object, the chosen card’s power changes',
    example: [
      '[自動]：自分のターン終了時、自分の場のキャラクター１体を選び、＋１０００する。',
      '[自動]:自分のターン終了時、自分のキャラクター1体を選び、それのパワーを+1000する。',
    ],
  },
  {
    // 「…をランダムに1体選び」: the count before the verb, as 「…を1体ランダムに選び」
    from: /を(?:ランダム|無作為)に([0-9]+)(体|枚)(まで)?(?:を)?(?=選)/g,
    to: 'を$1$2$3ランダムに',
    need: 'に',
    note: '「…をランダムに1体選び」: chosen at random (the count read before ランダムに)',
    example: [
      '[自動]：自分のターン終了時、自分の場のキャラクターをランダムに１体選び、それを＋１０００する。',
      '[自動]:自分のターン終了時、自分のキャラクターを1体ランダムに選び、それのパワーを+1000する。',
    ],
  },
  {
    // 「自分の場」「相手の場」: the battlefield of that player (other TCGs' word)
    from: /(?<=(?:あなた|自分|対戦相手|相手)の)場(?=[のにをで]|から)/g,
    to: '戦場',
    note: '「自分の場の…」「相手の場に…」: 場 is the battlefield',
    example: [
      '自分の場のキャラクター全てのパワーを+1000する。',
      '自分のキャラクター全てのパワーを+1000する。',
    ],
  },
];

export const TRAIN3_WORDS: readonly DesignerWord[] = [
  {
    // 「【空装 条件：メインデッキとガードデッキに《X》を持つカードが合計20枚以上ある 効果：…】」: the deck is both
    from: /(?<=条件\s*:\s*)(?:(?:あなた|自分)の)?メインデッキとガードデッキ(?:に|の中に|の)、?(《[^》]+》を持つカードが)(?:合計|合わせて)?([0-9]+枚以上)(?:ある|入っている|含まれている)?(?=\s*効果)/g,
    to: '$1$2',
    need: '条件',
    note: '「【空装 条件：メインデッキとガードデッキに《X》を持つカードが合計20枚以上ある …】」: the deck is the main deck and the guard deck together (HF-13.8)',
    example: [
      '【空装 条件：メインデッキとガードデッキに《貝殻商会》を持つカードが合計２０枚以上ある 効果：あなたのターン終了時、カードを1枚引く。】',
      '【空装 条件:《貝殻商会》を持つカードが20枚以上 効果:あなたのターン終了時、カードを1枚引く。】',
    ],
  },
  {
    // 「自分の手札を１枚まで選び、…」: a card of the hand (as 「手札からカードを1枚まで選び」)
    from: /(?<=(?:あなた|自分)の)手札を([0-9]+)枚(まで)?選(び|んで)、?(?!、|捨て)/g,
    to: '手札からカードを$1枚$2選$3、',
    need: '手札を',
    note: '「自分の手札を１枚まで選び、…」: up to one card of the hand',
    example: [
      'あなたは自分の手札を1枚まで選び、トラッシュに置く。',
      'あなたの手札からカードを1枚まで選び、トラッシュに置く。',
    ],
  },
  {
    // 「…選び、裏向き・スリープでエネルギーフィールドに置く」: an asleep energy (energy is face down anyway, 000)
    from: /選(び|んで)、(?:裏向き(?:かつ|で|・|、)?)?スリープ(?:の状態|状態)?で、?(?:あなたの|自分の)?エネルギー(?:フィールド|ゾーン|エリア)に置/g,
    to: '選$1、スリープでエネルギーフィールドに置',
    need: 'スリープ',
    note: '「…選び、裏向き・スリープでエネルギーフィールドに置く」: put into the energy field asleep (face down, as every energy: 000 ■メインデッキ)',
    example: [
      'あなたは手札からカードを1枚選び、裏向き・スリープで自分のエネルギーフィールドに置く。',
      'あなたは手札からカードを1枚選び、スリープでエネルギーフィールドに置く。',
    ],
  },
  {
    // 「手札のカードを1枚まで選び、それを裏向きでガードデッキに加えてもよい」: 「それ」 is the card just chosen
    from: /(?<=カードを[0-9]枚(?:まで)?選(?:び|んで)、)(?:それ|それら|そのカード|それらのカード)を、?(?=裏向きで|トラッシュに|ガードデッキに|メインデッキの|ダメージフィールドに|エネルギーとして)/g,
    to: '',
    need: '選',
    note: '「…を1枚選び、それをトラッシュに置く」: the chosen card is what moves (one sentence, as 「…を1枚選び、トラッシュに置く」)',
    example: [
      '[自動]：あなたのターンの終了時、あなたは手札のカードを1枚まで選び、それを裏向きであなたのガードデッキに加えてもよい。',
      '[自動]:あなたのターン終了時、あなたは手札のカードを1枚まで選び、裏向きでガードデッキに加えてもよい。',
    ],
  },
  {
    // 「手札のカードを1枚選び、裏向きであなたのガードデッキに加える」: a card of your hand goes to its owner's guard deck
    from: /(?<=(?:あなた|自分)(?:は|の)、?(?:自分の)?手札[^。相]*?選(?:び|んで)、裏向きで)(?:あなたの|自分の)(?=ガードデッキに加え)/g,
    to: '',
    need: 'ガードデッキに加え',
    note: '「自分の手札のカードを1枚選び、裏向きで自分のガードデッキに加える」: your card to your (its owner’s) guard deck',
    example: [
      'あなたは手札のカードを1枚選び、裏向きで自分のガードデッキに加える。',
      'あなたは手札のカードを1枚選び、裏向きでガードデッキに加える。',
    ],
  },
  {
    // 「このキャラクターが防御に成功した時」: its defense succeeded (HF-8.4)
    from: /(このキャラクター|そのキャラクター)が(?:防御|ブロック)に成功した(?:時|とき|際)/g,
    to: '$1による防御が成功した時',
    need: '成功した',
    note: '「このキャラクターが防御に成功した時」: a defense by it succeeded (HF-8.4)',
    example: [
      '[自動]：このキャラクターが防御に成功した時、カードを1枚引く。',
      '[自動]:このキャラクターによる防御が成功した時、カードを1枚引く。',
    ],
  },
  {
    // 「このキャラクターがブロックされた時」「…の攻撃がブロックされた時」: its attack was defended (HF-8.4)
    from: /(このキャラクター|そのキャラクター)(?:が|の攻撃が)(?:防御|ブロック)された(?:時|とき|際)/g,
    to: '$1の攻撃が防御された時',
    need: 'された',
    note: '「このキャラクターがブロックされた時」: its attack was defended, the defense succeeding (HF-8.4)',
    example: [
      '[自動]：このキャラクターがブロックされた時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃が防御された時、カードを1枚引く。',
    ],
  },
  {
    // 「自分の場に《軽音部》が2体以上いる限り」: a trait alone, counted, names the characters that have it
    from: /(?<=[のに]|である)(《[^》]+》)(?=が(?:[0-9]+体(?:以上|以下)|1体も)(?:いる|居る|いない|居ない))/g,
    to: '$1を持つキャラクター',
    note: '「自分の場に《軽音部》が2体以上いる限り」: a trait alone names the characters that have it (as 「自分の《軽音部》1体」)',
    example: [
      '[自動]：自分の場に《軽音部》が２体以上いる限り、このキャラクターを＋１０００する。',
      '[自動]:自分の戦場に《軽音部》を持つキャラクターが2体以上いる限り、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「…が持つ分類の種類が5以上」「…が持っている分類が5種類以上」: different traits among them
    from: /(?<=キャラクター(?:全て)?)が持(?:つ|っている)分類(?:の種類(?:の数)?)?が、?([0-9]+)(?:種類|つ)?(以上|以下)/g,
    to: 'が持つ分類が$1種類$2',
    need: '分類',
    note: '「自分の場のキャラクターが持つ分類の種類が5以上」: how many different traits they have together',
    example: [
      '[自動]：自分の場のキャラクターが持っている分類の種類が５以上なら、このキャラクターのパワーを＋１０００する。',
      '[自動]:自分のキャラクターが持つ分類が5種類以上なら、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「このキャラクターは防御できない。」 as a whole line without [自動]: a restriction of the card itself is
    // a continuous ability (as a set card's plain line is, docs/engine.md), never a one-time effect
    from: /^(?=このキャラクターは、?[^、。:「」]*?(?:できない|されない|ならない|受けない)。$)/g,
    to: '[自動]:',
    need: 'このキャラクターは',
    note: '「このキャラクターは防御できない。」 alone on a line: a restriction the card states about itself is a continuous ability ([自動] without a trigger, HF-12.1)',
    example: ['このキャラクターは防御できない。', '[自動]:このキャラクターは防御できない。'],
  },
  {
    // 「対戦相手のターンの間にこのキャラクターが登場した時」: the trigger counts only in that player's turn
    from: /(?<=^\[自動\]\s*[:\s]?\s*(?:あなた|自分|対戦相手|相手)のターン)(?:の間|中)(?:に|で)、?(?=[^。]+?(?:時|たび)、)/g,
    to: 'の間、',
    need: 'ターンの間',
    note: '「[自動]：相手のターンの間にこのキャラクターが登場した時、…」: only in that player’s turn (as 「相手のターンの間、…時、」)',
    example: [
      '[自動]：対戦相手のターンの間にこのキャラクターが登場した時、カードを1枚引く。',
      '[自動]:対戦相手のターンの間、このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「このキャラクターがガードデッキからプレイされた時」: a character's ability works on the battlefield only, so
    // this is when it enters by being played from there
    from: /(このキャラクター|このカード)がガードデッキからプレイされた(?:時|とき|際)/g,
    to: '$1がガードデッキからプレイされて戦場に登場した時',
    need: 'プレイされた',
    note: '「このキャラクターがガードデッキからプレイされた時」: when it enters the battlefield by being played from the guard deck (its abilities work there only)',
    example: [
      '[自動]：このキャラクターがガードデッキからプレイされた時、カードを1枚引く。',
      '[自動]:このキャラクターがガードデッキからプレイされて戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「《獲物》を持つ対戦相手のキャラクターが戦場に居る限り」: while there is one (not this card's own duration)
    from: /(?<=^\[自動\]\s*[:\s]?\s*(?!この)[^、。:]*?キャラクター)が戦場に((?:[0-9]+体以上)?(?:居る|いる))(?=限り)/g,
    to: 'が$1',
    need: '限り',
    note: '「《獲物》を持つ相手のキャラクターが戦場に居る限り」: a condition that such a character exists (not 「このキャラクターが戦場に居る限り」)',
    example: [
      '[自動]：《獲物》を持つ対戦相手のキャラクターが戦場に居る限り、このキャラクターは【神速】を得る。',
      '[自動]:《獲物》を持つ対戦相手のキャラクターが居る限り、このキャラクターは【神速】を得る。',
    ],
  },
  {
    // 「…場合、あなたは更にカードを1枚引く」: 更に (one more) says nothing the sentence does not
    from: /(?<=(?:場合|なら|ならば|限り)、(?:(?:あなた|自分)は、?)?)(?:更に|さらに)、?(?=(?:メインデッキから)?カードを[0-9]+枚引)/g,
    to: '',
    need: '引',
    note: '「…場合、あなたは更にカードを1枚引く」: a draw of its own (更に: in addition to the one before)',
    example: [
      'カードを1枚引く。あなたの手札が3枚以下の場合、あなたは更にメインデッキからカードを1枚引く。',
      'カードを1枚引く。あなたの手札が3枚以下の場合、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // after the other rows made 「《新入生》1体」 a character: 「自分の戦場の《新入生》を持つキャラクター」
    from: /(あなた|自分|対戦相手|相手)の戦場の(?=[^、。「」]*?キャラクター(?!カード))/g,
    to: '$1の',
    note: '「自分の場の《新入生》１体」: characters are only on the battlefield (after 《X》 became a character)',
    example: [
      '[スリープ]：自分の場の《新入生》１体を対象とし、それを＋１０００する。',
      '[スリープ]:自分の《新入生》を持つキャラクター1体を対象とし、それのパワーを+1000する。',
    ],
  },
  {
    // 「自分の場に他の《軽音部》が登場するたびに」: the character entering is that player's
    from: /(あなた|自分|対戦相手|相手)の戦場に([^、。]*?キャラクター)が戦場に(?=登場)/g,
    to: '$1の$2が戦場に',
    note: '「自分の場に《軽音部》が登場するたびに」: a character of that player enters the battlefield',
    example: [
      '[自動]：自分の場に他の《軽音部》が登場するたびに、ターン終了時まで、このキャラクターを＋１０００する。',
      '[自動]:自分の他の《軽音部》を持つキャラクターが戦場に登場した時、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
];
