// Issue 22 (helper t12a): designer vocabulary rows found on the train half of the twelfth round's d51 (a castle
// siege in 2020s OCG style: ①② numbered abilities, 「〜を対象として発動できる」, 「〜時に発動できる」). Same row shape and
// rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/train12a.test.ts). TRAIN12A_WORDS_FIRST run before every
// other row, TRAIN12A_WORDS after every other row.
import type { DesignerWord } from './designerWords.js';

/**
 * 「発動」 is OCG's word for an ability being used or taking effect; this game's text says 「発揮」 (000: 「…時に発揮される
 * 能力」) and 「使用」. Only where it ends the ability's opening — after a trigger (「時に」「たびに」「場合に」) or a target
 * phrase (「対象として」) and before 「できる。」「する。」 — so the later rows that read 「発揮できる」 see it.
 */
const ACTIVATE_AS_TAKE_EFFECT: DesignerWord = {
  from: /(?<=(?:時|たび|際|場合)に?|対象として|対象にして)発動(?=(?:でき|出来)(?:る|ます)。|(?:する|します)。)/g,
  to: '発揮',
  need: '発動',
  note: 'OCG 「…時に発動できる。」「…を対象として発動できる。」: this game’s 「発揮」 (an ability taking effect or being used)',
  example: [
    '[自動]：このキャラクターが破壊された場合に発動できる。カードを1枚引く。',
    '[自動]:このキャラクターが破壊された時、任意で、カードを1枚引く。',
  ],
};

export const TRAIN12A_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // OCG 「①：このキャラクターが戦場に登場した時に発動できる。」 with no 「[自動]」: a trigger (「…時に発動」) is an auto
    // ability (HF-12.1); the number stays
    from: /^([①-⑨])\s*:\s*(?=[^[。][^。]*?(?:時|たび|場合)(?:に|、[^。]*?対象として)発動(?:でき|出来|する|します))/g,
    to: '$1[自動]:',
    need: '発動',
    note: 'OCG 「①：…時に発動できる。」 with no label: an auto ability',
    example: [
      '①：このキャラクターが戦場に登場した時に発動できる。カードを1枚引く。',
      '①[自動]:このキャラクターが戦場に登場した時、任意で、カードを1枚引く。',
    ],
  },
  ACTIVATE_AS_TAKE_EFFECT,
  {
    // an auto ability's 「…時、〈target〉を対象として発動できる。〈effect〉」: optional (the controller chooses as it
    // resolves, RULING 「…場合に発揮できる。」 in docs/engine.md), the target chosen when it triggers (HF-5.5). Only
    // 「任意で、」 is added here: the target phrase is read by the rows of 「…1体を対象として使用できる。」 (also
    // 「…を2体まで対象として…。そのキャラクター」, designerStyleWords.ts); a target has a count (HF-5.4)
    from: /(時|たび)、(?=[^。]*?対象として発揮(?:でき|出来)(?:る|ます)。)/g,
    to: '$1、任意で、',
    need: '発揮',
    note: 'OCG 「…時、…を対象として発動できる。」 on an auto ability: optional, with a target',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象として発動できる。そのキャラクターに1000ダメージを与える。',
      '[自動]:このキャラクターが戦場に登場した時、任意で、対戦相手のキャラクター1体を対象とし、そのキャラクターに1000ダメージを与える。',
    ],
  },
  {
    // 「…時、…を2体まで対象として発動する。そのキャラクターを…」: not optional; the targets are 「それら」 (as the row of
    // 「…を2枚まで対象としてプレイできる。」 in designerStyleWords.ts)
    from: /を?((?:[0-9二三四五]体|[0-9二三四五]枚)まで)を?対象として発揮(?:する|します)。その(?:カード|キャラクター)/g,
    to: '$1を対象とし、それら',
    need: '発揮',
    note: 'OCG 「…を2体まで対象として発動する。そのキャラクターを…」: the targets (それら), not optional',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクターを2体まで対象として発動する。そのキャラクターをスリープにする。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター2体までを対象とし、それらをスリープにする。',
    ],
  },
  {
    // 「…時、…を対象として発動する。〈effect〉」: not optional, with a target
    from: /を対象として発揮(?:する|します)。/g,
    to: 'を対象とし、',
    need: '発揮',
    note: 'OCG 「…時、…を対象として発動する。」: a trigger with a target, not optional',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象として発動する。そのキャラクターに1000ダメージを与える。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、そのキャラクターに1000ダメージを与える。',
    ],
  },
  {
    // 「…時に発動できる。〈effect〉」: an optional trigger (RULING 「…場合に発揮できる。」)
    from: /(時|たび)に発揮(?:でき|出来)(?:る|ます)。/g,
    to: '$1、任意で、',
    need: '発揮',
    note: 'OCG 「…時に発動できる。」: an optional trigger',
    example: [
      '[自動]：このキャラクターが戦場に登場した時に発動できる。カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、任意で、カードを1枚引く。',
    ],
  },
  {
    // 「…時に発動する。〈effect〉」: a trigger (not optional)
    from: /(時|たび)に発揮(?:する|します)。/g,
    to: '$1、',
    need: '発揮',
    note: 'OCG 「…時に発動する。」: a trigger',
    example: [
      '[自動]：このキャラクターが破壊された時に発動する。カードを1枚引く。',
      '[自動]:このキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    // a command's numbered effect 「①：…」: a command has one effect and no label (HF-4.3); the number only numbers it
    from: /^[①-⑨]\s*:\s*(?=[^[\s])/g,
    to: '',
    note: 'OCG 「①：…」 on a command: the effect, numbered',
    example: [
      '①：対戦相手のキャラクター1体を対象として発動できる。そのキャラクターを破壊する。',
      '対戦相手のキャラクター1体を対象とし、そのキャラクターを破壊する。',
    ],
  },
  {
    // 「《武将》を持たない、パワー4000以下の…」: a comma between two qualifiers of one selector
    from: /(《[^》]+》を持(?:たない|つ))、(?=(?:パワー|コスト|エネルギーコスト)[0-9]+(?:以下|以上)の)/g,
    to: '$1',
    need: '》を持',
    note: '「《武将》を持たない、パワー4000以下の…」: two qualifiers of one selector, with a comma',
    example: [
      '《武将》を持たない、パワー4000以下の対戦相手のキャラクター1体を対象とし、それを破壊する。',
      '《武将》を持たないパワー4000以下の対戦相手のキャラクター1体を対象とし、それを破壊する。',
    ],
  },
  {
    // 「…キャラクター全てをアクティブにする。その後、ターン終了時まで、それらのパワーを+1000する。」: 「それら」 are every
    // such character, those already active too (d51 籠城's intent); 「その後」 gates nothing a 「全て」 can fail, so the
    // sentence is read as 「…。ターン終了時まで、それらの…」, which names the characters again (designerWordsI22x8.ts)
    from: /(全てを(?:アクティブ|スリープ)にする。)その後、(?=(?:(?:ターン終了時まで|このターン中)、)?それら)/g,
    to: '$1',
    need: 'その後',
    note: '「…全てをアクティブにする。その後、…それらの…」: the same characters, named again',
    example: [
      '《城兵》を持つあなたのキャラクター全てをアクティブにする。その後、ターン終了時まで、それらのキャラクターのパワーを+1000する。',
      '《城兵》を持つあなたのキャラクター全てをアクティブにする。ターン終了時まで、《城兵》を持つあなたのキャラクター全てのパワーを+1000する。',
    ],
  },
  {
    // 「…は対戦相手を攻撃対象として攻撃を行えない」: it cannot attack a player (HF-8.1: an attack's
    // target is a player or a character; 「攻撃対象に選べない」 is designerWords.ts's row)
    from: /(プレイヤー|対戦相手|相手)を、?攻撃(?:の)?対象(?:として|に)(?:して)?、?攻撃(?:を)?(?:行え|でき|出来|宣言でき|宣言出来)ない/g,
    to: '$1を攻撃できない',
    need: '攻撃',
    note: '「…は対戦相手を攻撃対象として攻撃を行えない」: it cannot attack a player',
    example: [
      '[自動]：このキャラクターは対戦相手を攻撃対象として攻撃を行えない。',
      '[自動]:このキャラクターはプレイヤーを攻撃できない。',
    ],
  },
];

export const TRAIN12A_WORDS: readonly DesignerWord[] = [
  {
    // 「そのキャラクターが《城壁》または《城門》を持つ場合、」: at least one of the traits (the one-trait row is
    // designerWords.ts 「そのキャラクターが《水霊》なら」)
    from: /(キャラクター)が(《[^》]+》(?:か《[^》]+》)+)を持つ(なら|ならば|場合)、/g,
    to: '$1が$2を持つキャラクターである$3、',
    need: '》か《',
    note: '「そのキャラクターが《城壁》または《城門》を持つ場合、」: it has one of the traits',
    example: [
      '[2]：対戦相手のキャラクター1体を対象とし、そのキャラクターに2000ダメージを与える。そのキャラクターが《城壁》または《城門》を持つ場合、代わりに4000ダメージを与える。',
      '[2]:対戦相手のキャラクター1体を対象とし、そのキャラクターに2000ダメージを与える。そのキャラクターが《城壁》か《城門》を持つキャラクターである場合、代わりに4000ダメージを与える。',
    ],
  },
  {
    // the same after 「それ」「そのカード」 (a card in any zone)
    from: /(それ|そのカード)が(《[^》]+》(?:か《[^》]+》)+)を持つ(なら|ならば|場合)、/g,
    to: '$1が$2を持つカードである$3、',
    need: '》か《',
    note: '「それが《城壁》または《城門》を持つ場合、」: it has one of the traits',
    example: [
      '対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。それが《城壁》か《城門》を持つなら、代わりに4000ダメージを与える。',
      '対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。それが《城壁》か《城門》を持つカードであるなら、代わりに4000ダメージを与える。',
    ],
  },
  {
    // 「《軍旗》を持つカードがこのキャラクターにセットされている限り、」: the host named first (the grammar's order)
    from: /(?<=^[①-⑨]?\[自動\]\s*:\s*)((?:《[^》]+》を持つ)?(?:セット)?カードが(?:[0-9]+枚以上)?)、?(このキャラクター)に(?=セットされている(?:限り|間))/g,
    to: '$2に$1',
    need: 'セットされている',
    note: '「《軍旗》を持つカードがこのキャラクターにセットされている限り、」: a card set on this character',
    example: [
      '[自動]：《軍旗》を持つカードがこのキャラクターにセットされている限り、このキャラクターのパワーを+1000する。',
      '[自動]:このキャラクターに《軍旗》を持つカードがセットされている限り、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「スリープ状態の《城兵》を持つあなたのキャラクター」: the state first, then the trait and the player (the row of
    // designerWords.ts reads 「スリープ状態の」 only right before the trait or the noun)
    from: /(スリープ|アクティブ)状態の(?=(?:《[^》]+》を持つ)?(?:あなた|自分|対戦相手|相手)の(?:《[^》]+》を持つ)?キャラクター)/g,
    to: '$1である',
    need: '状態の',
    note: '「スリープ状態の《城兵》を持つあなたのキャラクターを1体選び」: those asleep',
    example: [
      '[スリープ]：スリープ状態の《城兵》を持つあなたのキャラクターを1体選び、それをアクティブにする。',
      '[スリープ]:スリープである《城兵》を持つあなたのキャラクターを1体選び、それをアクティブにする。',
    ],
  },
  {
    // OCG 「この効果の発動後、ターン終了時まで…できない」: the restriction begins when the effect resolves — a later
    // sentence of the same effect already does (HF-5.7), so the phrase adds nothing
    from: /(?<=。)この効果の(?:発動|発揮|使用|解決)(?:後|した後)、?/g,
    to: '',
    need: 'この効果の',
    note: 'OCG 「…。この効果の発動後、ターン終了時まで…」: the sentence after the effect',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。この効果の発動後、ターン終了時まで、あなたのキャラクターは攻撃できない。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。ターン終了時まで、あなたのキャラクターは攻撃できない。',
    ],
  },
  {
    // 「次のあなたのターン終了時まで、対戦相手はコマンドをプレイできない」: the player first (the grammar's 「対戦相手は次の
    // あなたのターン終了時まで、…」; a ban to the end of this turn is not in the language)
    from: /(?<=^|。|:)(次の(?:あなた|対戦相手)のターン終了時まで)、?(あなた|対戦相手)は、?(?=[^。]*?をプレイ(?:でき|出来)ない。)/g,
    to: '$2は$1、',
    need: 'プレイ',
    note: '「次のあなたのターン終了時まで、対戦相手はコマンドをプレイできない」: the player, then how long',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、カードを1枚引く。次のあなたのターン終了時まで、対戦相手はコマンドをプレイできない。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。対戦相手は次のあなたのターン終了時まで、コマンドをプレイできない。',
    ],
  },
];
