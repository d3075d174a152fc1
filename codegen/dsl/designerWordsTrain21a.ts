// Issue 22 (helper t21a): designer vocabulary rows found on the train halves of the twenty-first round's blind sets d85
// (a circus troupe written in Pokémon-card style: 「山札を切る」「相手に見せてから」) and d86 (a deep-sea set written in
// Yu-Gi-Oh! OCG style: 「…度に発動する」「その攻撃を無効にする」「…だった場合」). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/t21a-words.test.ts). TRAIN21A_WORDS_FIRST run before every
// other row.
import type { DesignerWord } from './designerWords.js';

/** The optional ending of an 「add to hand」 (「…ことができる」「…てもよい」 and their spellings). */
const MAY_ADD =
  '加え(?:る(?:こと|事)が(?:でき|出来)る|[てで](?:も)?(?:よい|良い|いい|構わない)|ることも(?:でき|出来)る)';

/** Pokémon's 「(山札を)切る」 is shuffling: [written ending, canonical ending, what follows in the example]. */
const KIRU_FORMS: readonly (readonly [string, string])[] = [
  ['切る', 'シャッフルする'],
  ['切って', 'シャッフルして'],
  ['切り', 'シャッフルし'],
];

const KIRU_ROWS: DesignerWord[] = KIRU_FORMS.flatMap(([written, canonical]) => [
  // (「戻して切って、…」「戻して切り、…」 go on with a sentence the grammar does not chain after a shuffle: 「切る」 only)
  {
    // 「メインデッキを切る」「山札を切って」: shuffling a deck (Pokémon's 「山札を切る」), as 「メインデッキをシャッフルする」
    // (op shuffleDeck). Only with a deck named as its object: 「切る」 of anything else is not read
    from: new RegExp(`((?:メインデッキ|山札|デッキ)を、?)(?:よく)?${written}(?=、|。|。$|$)`, 'g'),
    to: `$1${canonical}`,
    need: written,
    note: `「メインデッキを${written}」: 「メインデッキを${canonical}」 (Pokémon's 山札を切る)`,
    example: [
      `[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキから《猛獣》を持つキャラクターカードを1枚まで選び、公開して手札に加える。その後、メインデッキを${written}${written === '切る' ? '。' : '、カードを1枚引く。'}`,
      `[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキから《猛獣》を持つキャラクターカードを1枚まで選び、公開して手札に加え、メインデッキを${canonical}${written === '切る' ? '。' : '、カードを1枚引く。'}`,
    ],
  },
  ...(written !== '切る'
    ? []
    : [
        {
          // 「残りのカードはメインデッキに戻して切る」: the cards put back, then the deck shuffled (「…戻してシャッフルする」,
          // «Cards shuffled into the main deck» docs/engine.md); only right after the verb that put them into the deck
          from: new RegExp(
            `((?:メインデッキ|山札|デッキ)に(?:戻し|加え|入れ|置い)て、?)(?:よく)?${written}(?=、|。|$)`,
            'g',
          ),
          to: `$1${canonical}`,
          need: written,
          note: `「…メインデッキに戻して${written}」: 「…メインデッキに戻して${canonical}」`,
          example: [
            `[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《一座》を持つキャラクターカードを1枚まで選び、公開して手札に加える。残りをメインデッキに戻して${written}${written === '切る' ? '。' : '、カードを1枚引く。'}`,
            `[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《一座》を持つキャラクターカードを1枚まで選び、公開して手札に加える。残りをメインデッキに戻して${canonical}${written === '切る' ? '。' : '、カードを1枚引く。'}`,
          ] as const,
        },
      ]),
]);

export const TRAIN21A_WORDS_FIRST: readonly DesignerWord[] = [
  ...KIRU_ROWS,
  {
    // 「自分の手札をすべてメインデッキに戻して切る」 (d85 幕間の休憩): the whole hand into the main deck, then shuffled, as
    // 「あなたの手札からカードを全て選び、メインデッキの一番下に置き、メインデッキをシャッフルする」 (t21a pickAll: every card of the
    // hand; «Cards shuffled into the main deck», docs/engine.md: where they go in the deck does not matter once shuffled).
    // 「切る」 is read by the rows above; only the player's own hand and deck
    from: /(?<=^|。|、|:|\s)(?:(?:あなた|自分)は、?)?(?:あなたの|自分の)?手札(?:のカード)?を、?(?:全て|すべて|全部)、?(?:あなたの|自分の)?(?:メインデッキ|山札|デッキ)に(?:戻し|加え|入れ)て、?(?:よく)?シャッフル(する|し(?=、))/g,
    to: 'あなたの手札からカードを全て選び、メインデッキの一番下に置き、メインデッキをシャッフル$1',
    need: '手札',
    note: '「自分の手札をすべてメインデッキに戻して切る」: 「あなたの手札からカードを全て選び、メインデッキの一番下に置き、メインデッキをシャッフルする」',
    example: [
      '自分の手札をすべてメインデッキに戻して切る。その後、自分のメインデッキからカードを4枚引く。',
      'あなたの手札からカードを全て選び、メインデッキの一番下に置き、メインデッキをシャッフルする。その後、あなたはメインデッキからカードを4枚引く。',
    ],
  },
  {
    // 「…セットされているキャラクターが破壊されたとき、そのキャラクターのカードを、トラッシュに置くかわりに持ち主の手札に
    // 戻す」 (d85 命綱の安全ネット): in a trigger on a destruction, 「そのキャラクターのカード」 is the destroyed character's
    // card, waiting to go to the trash (HF-9.6); as 「そのキャラクターを…」 the m12 rows read the rest (RULING «A destroyed
    // card's move replaced by its trigger», docs/engine.md)
    from: /(?<=破壊(?:された|した)(?:時|とき|場合)、.*)(?:(そのキャラクター)(?:のカード)?を、?(?:トラッシュ|墓地)に(?:は)?(?:置く(?:代わり|かわり|替わり)に|置かずに|置かず)|(このキャラクター)(?:のカード)?を、?(?:トラッシュ|墓地)に(?:は)?置く(?:かわり|替わり)に)、?/g,
    to: '$1$2を',
    need: 'トラッシュに置',
    note: '「…が破壊された時、そのキャラクターのカードを、トラッシュに置く代わりに持ち主の手札に戻す」: 「…そのキャラクターを…」',
    example: [
      '[自動]：このカードがセットされているキャラクターが破壊されたとき、そのキャラクターのカードを、トラッシュに置くかわりに持ち主の手札に戻す。',
      '[自動]:このカードがセットされているキャラクターが破壊された時、このカードがセットされているキャラクターを持ち主の手札に戻す。',
    ],
  },
  {
    // 「メインデッキから…カードを1枚選び、公開して手札に加えることができる」: the card may be taken or not, which is the
    // seeds' 「1枚まで選び、公開して手札に加える」 (「まで」 is the option: docs/dsl.md search); only for a count of cards
    // chosen from a deck or looked-at cards (「…から」 before it), where choosing none leaves the cards where they were
    from: new RegExp(
      `(から[^。]*?カードを)([0-9]+)枚選(?:び|んで)、?(公開して|公開し、|(?:対戦)?相手に見せ(?:てから|て|、)、?)?((?:あなたの|自分の)?手札に)${MAY_ADD}`,
      'g',
    ),
    to: '$1$2枚まで選び、$3$4加える',
    need: '加え',
    note: '「…から…カードを1枚選び、公開して手札に加えることができる」: 「…から…カードを1枚まで選び、公開して手札に加える」',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキから《猛獣》を持つキャラクターカードを1枚選び、公開して手札に加えることができる。その後、メインデッキをシャッフルする。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキから《猛獣》を持つキャラクターカードを1枚まで選び、公開して手札に加え、メインデッキをシャッフルする。',
    ],
  },
  {
    // 「その中から《深海生物》を持つカード1枚を公開して手札に加える事ができる」 (OCG: no 「選ぶ」, the count after the
    // noun): one of the cards looked at may be taken, as 「その中から…カードを1枚まで選び、公開して手札に加える」
    from: new RegExp(
      `((?:その中から|その中の|そのうち)[^。、]*?(?:カード))([0-9]+)枚(?:まで)?を?、?(公開して|公開し、|(?:対戦)?相手に見せ(?:てから|て|、)、?)?((?:あなたの|自分の)?手札に)${MAY_ADD}`,
      'g',
    ),
    to: '$1を$2枚まで選び、$3$4加える',
    need: '加え',
    note: '「その中から《X》を持つカード1枚を公開して手札に加える事ができる」: 「その中から《X》を持つカードを1枚まで選び、公開して手札に加える」',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《深海生物》を持つカード1枚を公開して手札に加える事ができる。残りを好きな順番でメインデッキの一番下に置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《深海生物》を持つカードを1枚まで選び、公開して手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
  {
    // OCG 「…が破壊される度に発動する。」「…度に発動できる。」: 「度」 is 「たび」 (t12a reads 「…たびに発動する。」 as a
    // trigger each time, 「…できる。」 as an optional one)
    from: /(?<=[\u3041-\u3093])度に(?=発[動揮])/g,
    to: 'たびに',
    need: '度に',
    note: 'OCG 「…が破壊される度に発動する。」: 「…が破壊されるたびに発動する。」',
    example: [
      '[自動]：このキャラクター以外のキャラクターが破壊される度に発動する。ターン終了時まで、このキャラクターのパワーを+1000する。',
      '[自動]:このキャラクター以外のキャラクターが破壊された時、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // OCG 「その攻撃を無効にする」: the attack is stopped (no defence, no damage), which is the seeds' 「その攻撃を失敗させる」
    // (000 ■攻撃: an effect may make an attack fail); only 「その攻撃」「この攻撃」 (an attack named by a target or trigger)
    from: /((?:その|この)攻撃)を無効に(する|し(?=、))/g,
    to: '$1を失敗させ$2',
    need: '無効',
    note: 'OCG 「その攻撃を無効にする」: 「その攻撃を失敗させる」',
    example: [
      '攻撃を行っている対戦相手のキャラクター1体を対象とし、その攻撃を無効にする。',
      '攻撃を行っている対戦相手のキャラクター1体を対象とし、その攻撃を失敗させる。',
    ],
  },
  {
    // the ending of the row above: 「失敗させする」→「失敗させる」, 「失敗させし、」→「失敗させ、」
    from: /失敗させ(?:する|し(?=、))/g,
    to: '失敗させる',
    need: '失敗させ',
    note: '(the ending of 「その攻撃を無効にする」 read as 「その攻撃を失敗させる」)',
    example: [
      '攻撃を行っている対戦相手のキャラクター1体を対象とし、その攻撃を無効にする。',
      '攻撃を行っている対戦相手のキャラクター1体を対象とし、その攻撃を失敗させる。',
    ],
  },
  {
    // OCG 「それが《深海生物》を持つキャラクターカードだった場合、」 after looking at or revealing a card: the card's
    // condition, as 「それが…キャラクターカードであれば、」 (checked on the card as it is then)
    from: /((?:^|。|、|:)(?:それ|そのカード|公開したカード|見たカード)(?:が|は)[^。、]*?(?:カード|キャラクター))だった(?:場合|とき|時)(?:は)?、/g,
    to: '$1であれば、',
    need: 'カード',
    note: '「それが《X》を持つキャラクターカードだった場合、」: 「それが《X》を持つキャラクターカードであれば、」',
    example: [
      '[自動]：このキャラクターが攻撃した時、あなたのメインデッキの一番上のカードを見る。それが《深海生物》を持つキャラクターカードだった場合、そのカードを公開して手札に加えてもよい。そうでなければ、そのカードをメインデッキの一番上か一番下に置く。',
      '[自動]:このキャラクターが攻撃した時、あなたのメインデッキの一番上のカードを見る。それが《深海生物》を持つキャラクターカードであれば、そのカードを公開して手札に加えてもよい。そうでなければ、そのカードをメインデッキの一番上か一番下に置く。',
    ],
  },
  {
    // 「…であれば、そのカードを公開して手札に加える事ができる。」: the looked-at card may be taken, as 「…手札に加えてもよい。」
    // (only at the end of a sentence of an effect: the step is optional)
    from: /((?:^|。|、|:)(?:それ|そのカード)(?:が|は)[^。]*?であれば、[^。]*?手札に)加える(?:こと|事)が(?:でき|出来)る(?=。)/g,
    to: '$1加えてもよい',
    need: '加える',
    note: '「それが…であれば、…手札に加える事ができる。」: 「それが…であれば、…手札に加えてもよい。」',
    example: [
      '[自動]：このキャラクターが攻撃した時、あなたのメインデッキの一番上のカードを見る。それが《深海生物》を持つキャラクターカードであれば、そのカードを公開して手札に加える事ができる。',
      '[自動]:このキャラクターが攻撃した時、あなたのメインデッキの一番上のカードを見る。それが《深海生物》を持つキャラクターカードであれば、そのカードを公開して手札に加えてもよい。',
    ],
  },
  {
    // 「…であれば、…手札に加えてもよい。手札に加えなかった場合、そのカードを…一番上か一番下に置く。」: the card that did
    // not go to the hand (not matching, or declined) is the card left, as 「そうでなければ、」 (lookAtTop rest topOrBottom:
    // the card left stays on top or goes to the bottom, whichever way it was left). Only right after an optional
    // 「手札に加え…てもよい」 of a 「…であれば、」 sentence about the looked-at card
    from: new RegExp(
      `(?<=(?:それ|そのカード)(?:が|は)[^。]*?であれば、[^。]*?手札に${MAY_ADD}。)(?:(?:それを|そのカードを)?(?:手札に)?加え(?:なかった(?:場合|なら|時|とき)|ない場合|なければ)|そうしなかった場合)は?、`,
      'g',
    ),
    to: 'そうでなければ、',
    need: 'であれば',
    note: '「…であれば、…手札に加えてもよい。手札に加えなかった場合、…」: 「…。そうでなければ、…」 (the card left)',
    example: [
      '[自動]：このキャラクターが攻撃した時、あなたのメインデッキの一番上のカードを見る。それが《深海生物》を持つキャラクターカードであれば、そのカードを公開して手札に加えてもよい。手札に加えなかった場合、そのカードをメインデッキの一番上か一番下に置く。',
      '[自動]:このキャラクターが攻撃した時、あなたのメインデッキの一番上のカードを見る。それが《深海生物》を持つキャラクターカードであれば、そのカードを公開して手札に加えてもよい。そうでなければ、そのカードをメインデッキの一番上か一番下に置く。',
    ],
  },
];
