// Issue 22 (helper i22ta): designer vocabulary rows found on the train halves of two blind sets written in the
// fifth round — a Union Arena / Chaos TCG style (「[自動]【登場時】：」 with no colon after [自動], 「【起動メイン】」,
// verbless power changes 「それはターン終了時までパワー+1000。」) and a Lorcana / Hearthstone Japanese localisation
// style (「〜するたび」, keyword reminders in parentheses, 「すべてのキャラクターに、それぞれ…」). Same row shape and
// rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested
// by test/dsl/designerWords.test.ts), kept in this file so it merges without touching the other tables.
// TRAIN4A_WORDS_FIRST run before every other row (after the 【自動】 label rows), TRAIN4A_WORDS after them all.
import type { DesignerWord } from './designerWords.js';

/**
 * Timing labels a [自動] may be followed by with no colon between (「[自動]【登場時】：」): those read by
 * designerStyleWords.ts (TIMING_LABELS) and the ones below (LABEL_TRIGGERS).
 */
const STYLE_LABELS = '登場時|アタック時|攻撃時|破壊時|ブロック時|防御時';

/** Further timing labels of other games, and the trigger each is (of this character, HF-12.1). */
export const LABEL_TRIGGERS: readonly (readonly [string, string])[] = [
  // (a turn starts with its active phase: 000 ■フェイズ進行, as designerWordsI22h.ts reads 「ターン開始時」)
  // Union Arena 【退場時】: this character leaves the battlefield (any way, 000 ■戦場を離れる)
  ['退場時', 'このキャラクターが戦場を離れた時、'],
  ['あなたのターン開始時', 'あなたのアクティブフェイズ開始時、'],
  ['自分のターン開始時', 'あなたのアクティブフェイズ開始時、'],
  ['あなたのターン終了時', 'あなたのターン終了時、'],
  ['自分のターン終了時', 'あなたのターン終了時、'],
  ['相手のターン開始時', '対戦相手のアクティブフェイズ開始時、'],
  ['対戦相手のターン開始時', '対戦相手のアクティブフェイズ開始時、'],
  ['相手のターン終了時', '対戦相手のターン終了時、'],
  ['対戦相手のターン終了時', '対戦相手のターン終了時、'],
];

/** Every bracketed label of this file (codegen/dsl/parse/reading.ts leaves them unprotected, so rows read them). */
export const TRAIN4A_LABELS: readonly string[] = [
  ...LABEL_TRIGGERS.map(([label]) => `【${label}】`),
  '【起動メイン】',
  '【ターン1回】',
  '[ダメージトリガー]',
  '【1ターンに1回】',
];

const ALL_LABELS = `${STYLE_LABELS}|${LABEL_TRIGGERS.map(([l]) => l).join('|')}`;

/** Durations (HF-5.7). */
const DUR =
  '(ターン終了時まで|ゲーム終了時まで|このターン中|次の(?:あなた|対戦相手)のターン(?:終了|開始)時まで)';

/**
 * Who a verbless power change is about, at the start of a clause: a noun phrase ending in a character, 「それ」
 * or 「全て」 (no comma or full stop inside; names and traits stay as written, as groups).
 */
const SUBJECT = '((?:[^、。:]{0,40}?(?:キャラクター|全て|すべて))|それら|それ)';

/** A clause starts at the line start, after the ability's colon, after a comma or after a full stop. */
const CLAUSE = '(?<=^|[、。:])';

const LABEL_ROWS: readonly DesignerWord[] = LABEL_TRIGGERS.flatMap(([label, trigger]) => [
  {
    from: new RegExp(`(?<=^\\[自動\\]\\s*[:\\s]?\\s*)【${label}】\\s*:?\\s*`, 'g'),
    to: trigger,
    need: `【${label}】`,
    note: `「[自動]【${label}】：…」: a timing label after [自動] is its trigger`,
    example: [`[自動]【${label}】：カードを1枚引く。`, `[自動]:${trigger}カードを1枚引く。`] as const,
  },
  {
    from: new RegExp(`^【${label}】\\s*:?\\s*`, 'g'),
    to: `[自動]:${trigger}`,
    need: `【${label}】`,
    note: `「【${label}】：…」 opening a line: an automatic ability with that trigger`,
    example: [`【${label}】：カードを1枚引く。`, `[自動]:${trigger}カードを1枚引く。`] as const,
  },
]);

export const TRAIN4A_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「各ターンに1回しか使えない」: once per turn (HF-12.8)
    from: /各ターン(?:に|につき|で)(?=[1一](?:回|度))/g,
    to: '1ターンに',
    need: '各ターン',
    note: '「この能力は各ターンに1回しか使えない」: once per turn (HF-12.8)',
    example: [
      '[2]：対戦相手のキャラクター一体を対象とし、それをスリープにする。この能力は各ターンに1回しか使えない。',
      '[2]:対戦相手のキャラクター一体を対象とし、それをスリープにする。1ターンに1回。',
    ],
  },
  {
    // 「キャラ」: the everyday short form of キャラクター (Union Arena prints it)
    from: /キャラ(?![ァ-ヺー])/g,
    to: 'キャラクター',
    need: 'キャラ',
    note: '「キャラ」 (Union Arena style): キャラクター',
    example: [
      '[自動]：このキャラが登場した時、相手のキャラ1体を対象とし、それをスリープにする。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、それをスリープにする。',
    ],
  },
  {
    // 「[自動]【登場時】：」: the label right after [自動] with no colon between (Union Arena / Chaos TCG print it so)
    from: new RegExp(`^(\\[自動\\])(?=【(?:${ALL_LABELS})】)`, 'g'),
    to: '$1:',
    need: '[自動]【',
    note: '「[自動]【登場時】：…」: a timing label right after [自動] (no colon between) is read like 「[自動]：【登場時】…」',
    example: [
      '[自動]【登場時】：カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「[自動]【登場時】【ターン1回】：…」: once per turn (HF-12.8), said at the end of the ability as the grammar reads it
    from: new RegExp(
      `^(\\[自動\\]\\s*:?\\s*【(?:${ALL_LABELS})】)\\s*【(?:ターン1回|1ターンに1回|ターンに1回)】(.*[^。\\s])。?\\s*$`,
      'g',
    ),
    to: '$1$2。1ターンに1回。',
    need: '回】',
    note: '「[自動]【アタック時】【ターン1回】：…」: a once-per-turn label after the timing label limits the ability (HF-12.8)',
    example: [
      '[自動]【アタック時】【ターン1回】：カードを1枚引く。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「【ダメージトリガー】カードを1枚引く。」「[ダメージトリガー]：…」: the damage trigger label (HF-9.3) without its colon, or
    // in the brackets of a cost
    from: /^\[ダメージトリガー\]\s*:?\s*/g,
    to: '【ダメージトリガー】:',
    need: '[ダメージトリガー]',
    note: '「[ダメージトリガー]：…」: the damage trigger label (HF-9.3) in a cost’s brackets',
    example: ['[ダメージトリガー]：カードを1枚引く。', '【ダメージトリガー】:カードを1枚引く。'],
  },
  {
    from: /^(【ダメージトリガー】)(?=[^:\s(])/g,
    to: '$1:',
    need: '【ダメージトリガー】',
    note: '「【ダメージトリガー】カードを1枚引く。」: the damage trigger label (HF-9.3) without its colon',
    example: ['【ダメージトリガー】カードを1枚引く。', '【ダメージトリガー】:カードを1枚引く。'],
  },
  ...LABEL_ROWS,
  {
    from: /^【起動メイン】\s*【(?:ターン1回|1ターンに1回)】\s*((?:\[[^\]]+\])+)\s*:\s*/g,
    to: '$1:1ターンに1回、あなたのメインフェイズで、何も待機していない時にのみ使用できる。',
    need: '【起動メイン】',
    note: '「【起動メイン】【ターン1回】[1]：…」: once per turn (HF-12.8), at the main phase timing of your turn only (HF-12.4)',
    example: [
      '【起動メイン】【ターン1回】[スリープ]：カードを1枚引く。',
      '[スリープ]:1ターンに1回、あなたのメインフェイズで、何も待機していない時にのみ使用できる。カードを1枚引く。',
    ],
  },
  {
    // Union Arena / Vanguard 「【起動メイン】[1]：」: an activated ability usable at the main phase's own timing only —
    // the tag is what sets it apart from 【起動】, which may also be used in interruption windows (HF-12.4; a d96
    // designer's intent: 「インタラプション・タイミングでは使用できない」); 「【ターン1回】」 before or after it is once per turn (HF-12.8)
    from: /^【起動メイン】\s*((?:\[[^\]]+\])+)\s*:\s*/g,
    to: '$1:あなたのメインフェイズで、何も待機していない時にのみ使用できる。',
    need: '【起動メイン】',
    note: '「【起動メイン】[1]：…」: an activated ability usable only at the main phase timing of your turn, not in its windows (HF-12.4)',
    example: [
      '【起動メイン】[1]：カードを1枚引く。',
      '[1]:あなたのメインフェイズで、何も待機していない時にのみ使用できる。カードを1枚引く。',
    ],
  },
];

/** Who an attack trigger is about (this character, or on a set card its host: docs/dsl.md). */
const ATTACKER = '(このキャラクター|このカードがセットされているキャラクター|セットされているキャラクター)';
/** 「…攻撃した時、」 in any of the forms the grammar reads (attackWord). */
const ATTACKED = '攻撃(?:した時|したとき|を行った時|するたび|を行うたび)';
/** 「…なら、」 after a noun. */
const NOUN_IF = '(?:である|だ)?(?:なら|ならば|であれば|の場合|である場合|場合)、';

export const TRAIN4A_WORDS: readonly DesignerWord[] = [
  // ── verbless power changes with a duration: 「それはターン終了時までパワー+1000。」 (Union Arena / Chaos TCG) ──
  {
    from: new RegExp(
      `${CLAUSE}${SUBJECT}は、?${DUR}、?パワー(?:を|が)?([+-][0-9X]+)(?:する|される|を得る)?(?=。)`,
      'g',
    ),
    to: '$2、$1のパワーを$3する',
    need: 'パワー',
    note: '「…キャラクターはターン終了時までパワー+1000。」: a verbless power change of that subject for that duration (HF-5.7)',
    example: [
      '[自動]：このカードがセットされているキャラクターが攻撃した時、このカードがセットされているキャラクターはターン終了時までパワー+1000。',
      '[自動]:このカードがセットされているキャラクターが攻撃した時、ターン終了時まで、このカードがセットされているキャラクターのパワーを+1000する。',
    ],
  },
  {
    from: new RegExp(`${CLAUSE}${SUBJECT}は、?${DUR}、?パワー(?:を|が)?([+-][0-9X]+)(?:し|され)、`, 'g'),
    to: '$2、$1のパワーを$3し、',
    need: 'パワー',
    note: '「…はターン終了時までパワー+3000し、【強撃】を得る。」: a verbless power change, then the rest of the sentence (same subject, same duration)',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、このキャラクターはターン終了時までパワー+3000し、【強撃】を得る。',
      '[自動]:このキャラクターが戦場に登場した時、ターン終了時まで、このキャラクターのパワーを+3000し、【強撃】を得る。',
    ],
  },
  {
    // 「…全ては、ターン終了時まで【貫通】を得る」「それはターン終了時まで【死殺】を得る」: the duration after the topic
    from: new RegExp(`${CLAUSE}${SUBJECT}は、?${DUR}、?(?=【[^】]+】(?:と【[^】]+】)*を得る)`, 'g'),
    to: '$2、$1は',
    need: 'を得る',
    note: '「…はターン終了時まで【貫通】を得る」: a duration written after the topic is the duration of the keyword (HF-5.7)',
    example: [
      'あなたの《騎士》を持つキャラクター全ては、ターン終了時まで【貫通】を得る。',
      'ターン終了時まで、あなたの《騎士》を持つキャラクター全ては【貫通】を得る。',
    ],
  },
  {
    // 「このキャラクターのパワーはターン終了時まで+1000される」: the power, changed for that duration
    from: new RegExp(
      `${CLAUSE}${SUBJECT}のパワー(?:は|が)、?${DUR}、?([+-][0-9X]+)(?:される|する)(?=。)`,
      'g',
    ),
    to: '$2、$1のパワーを$3する',
    need: 'パワー',
    note: '「このキャラクターのパワーはターン終了時まで+1000される」: a power change for that duration (HF-5.7)',
    example: [
      '[自動]：このキャラクターが防御を行うたび、このキャラクターのパワーはターン終了時まで+1000される。',
      '[自動]:このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「このキャラクターはパワー+1000を得る」「…は+1000のパワーを得る」 (Lorcana style 「+2の{S}を得る」): a power change
    from: new RegExp(
      `${CLAUSE}${SUBJECT}は、?(?:パワー([+-][0-9X]+)|([+-][0-9X]+)(?:の)?パワー)を得(?=る。)`,
      'g',
    ),
    to: '$1のパワーを$2$3す',
    need: 'を得',
    note: '「このキャラクターは+1000のパワーを得る」: its power is changed by that amount',
    example: [
      '[自動]：このキャラクターが攻撃するたび、ターン終了時まで、このキャラクターは+1000のパワーを得る。',
      '[自動]:このキャラクターが攻撃するたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「それを破壊。」: a verbless action (Union Arena style), 破壊する
    from: /(?<=を)破壊(?=。)/g,
    to: '破壊する',
    need: '破壊。',
    note: '「…を対象とし、それを破壊。」: the verb left out (Union Arena style) is する',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター一体を対象とし、それを破壊。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター一体を対象とし、それを破壊する。',
    ],
  },
  {
    // 「それに【神速】を付与する」: it gets the keyword
    from: /(それら|それ|そのキャラクター|このキャラクター)に(【[^】]+】(?:と【[^】]+】)*)を(?:付与する|与える)(?=。)/g,
    to: '$1は$2を得る',
    need: '】を',
    note: '「それに【神速】を付与する」: it gets the keyword (HF-13)',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたのキャラクター一体を対象とし、それに【神速】を付与する。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのキャラクター一体を対象とし、それは【神速】を得る。',
    ],
  },
  {
    // 「上から3枚見て、その中から…手札に加えてよい。残りを…」: the look is its own sentence when 残り is another
    from: /(上から(?:[0-9]+|X)枚(?:を)?見)て、(?=その中から[^。]*。残り)/g,
    to: '$1る。',
    need: '見て、その中から',
    note: '「上から3枚見て、その中から…加えてよい。残りを…」: looking, then the choice among them, then the rest (three sentences)',
    example: [
      'あなたのメインデッキを上から3枚見て、その中から《騎士》を持つカードを1枚まで公開し、手札に加えてよい。残りのカードを好きな順番でメインデッキの下に置く。',
      'あなたのメインデッキを上から3枚見る。その中から《騎士》を持つカードを1枚まで公開し、手札に加えてもよい。残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
  {
    // 「その中から1枚を手札に加え、残りのカードを…」: a card among them, then the rest (「その中から1枚を手札に加える。」 reads
    // as written)
    from: /その中から([0-9]+)枚を、?手札に加え、残り(?:のカード)?(?:は|を)、?/g,
    to: 'その中からカードを$1枚手札に加え、残りを',
    need: 'その中から',
    note: '「その中から1枚を手札に加え、残りのカードを…」: one card among them, then the rest',
    example: [
      'あなたのメインデッキを上から3枚見る。その中から1枚を手札に加え、残りのカードを好きな順番でメインデッキの下に置く。',
      'あなたのメインデッキを上から3枚見る。その中からカードを1枚手札に加え、残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
  {
    // 「このキャラクターが防御に成功するたび」: the moment its defence succeeds (HF-8.4)
    from: /(?<=このキャラクター)(?:が防御に|の防御が|による防御が)成功する(?:たび|たびに|とき|時)(?=、)/g,
    to: 'による防御が成功した時',
    need: '成功する',
    note: '「このキャラクターが防御に成功するたび」: each time its defence succeeds (HF-8.4)',
    example: [
      '[自動]：このキャラクターが防御に成功するたび、カードを1枚引く。',
      '[自動]:このキャラクターによる防御が成功した時、カードを1枚引く。',
    ],
  },
  {
    // 「このキャラクターが攻撃対象に選ばれるたび」: each time it is chosen as an attack's target (HF-8.1)
    from: /攻撃(?:の)?対象に(?:選ばれる|なる)(?:たび|たびに)(?=、)/g,
    to: '攻撃対象に選ばれた時',
    need: '対象に',
    note: '「…が攻撃対象に選ばれるたび」: each time it is chosen as an attack’s target (HF-8.1)',
    example: [
      '[自動]：このキャラクターが攻撃対象に選ばれるたび、ターン終了時まで、このキャラクターのパワーを+2000する。',
      '[自動]:このキャラクターが攻撃対象に選ばれた時、ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
  },
  // ── conditions ──
  {
    // 「あなたの戦場に、このキャラクター以外の《こぶた》を持つキャラクターが居る限り」: a comma after the place
    from: /(?<=(?:あなた|自分|対戦相手|相手)の戦場に)、(?=[^、。]{1,60}?が(?:[0-9一二三四五六七八九]+(?:体|枚)(?:以上|以下)?)?(?:居る|いる|在る|ある)(?:限り|なら|場合))/g,
    to: '',
    need: '戦場に、',
    note: '「あなたの戦場に、…キャラクターが居る限り」: a comma after 「…の戦場に」 changes nothing',
    example: [
      '[自動]：あなたの戦場に、このキャラクター以外の《こぶた》を持つキャラクターが居る限り、このキャラクターは【死殺】を得る。',
      '[自動]:あなたの戦場にこのキャラクター以外の《こぶた》を持つキャラクターが居る限り、このキャラクターは【死殺】を得る。',
    ],
  },
  {
    // 「戦場に在る限り」「戦場に存在する限り」: the same as 居る (a world set is 「在る」)
    from: /戦場に(?:在|存在す)る(?=限り|なら|場合|間)/g,
    to: '戦場に居る',
    need: '戦場に',
    note: '「このカードが戦場に在る限り」: 在る / 存在する is 居る',
    example: [
      '[自動]：このカードが戦場に在る限り、あなたの《獣》を持つキャラクターのパワーを+1000する。',
      '[自動]:このカードが戦場に居る限り、あなたの《獣》を持つキャラクターのパワーを+1000する。',
    ],
  },
  ...(
    [
      ['(?:あなた|自分)の', 'あなたの戦場に'],
      ['(?:対戦相手|相手)の', '対戦相手の戦場に'],
      ['', '戦場に'],
    ] as const
  ).flatMap(([who, field]) =>
    (
      [
        ['(?:居る|いる)', 'キャラクターがいる'],
        ['(?:在る|ある)', 'カードがある'],
      ] as const
    ).map(([exists, what]) => ({
      // 「あなたの「双剣のカストル」が戦場に居る限り」: a card of that name on that player's battlefield
      from: new RegExp(`(?<=^\\[自動\\]:|、)${who}(「[^」]+」)が、?戦場に${exists}(?=限り|なら|場合)`, 'g'),
      to: `${field}$1という名前の${what}`,
      need: '」が',
      note: `「${who ? 'あなたの' : ''}「X」が戦場に${exists === '(?:居る|いる)' ? '居る' : 'ある'}限り」: a card named X on the battlefield (居る: a character)`,
      example: [
        `[自動]：${who.includes('相手') ? '対戦相手の' : who ? 'あなたの' : ''}「双剣のカストル」が戦場に${exists === '(?:居る|いる)' ? '居る' : 'ある'}限り、このキャラクターは【警戒】を得る。`,
        `[自動]:${field}「双剣のカストル」という名前の${what}限り、このキャラクターは【警戒】を得る。`,
      ] as const,
    })),
  ),
  {
    // 「【アタック時】：攻撃対象が対戦相手のキャラクターなら、…」: the trigger is an attack on such a character
    from: new RegExp(
      `${ATTACKER}が${ATTACKED}、攻撃対象が、?(?:(?:対戦相手|相手)の)?((?:[^、。]{0,30}?)キャラクター)${NOUN_IF}`,
      'g',
    ),
    to: '$1が対戦相手の$2に攻撃した時、',
    need: '攻撃対象が',
    note: '「このキャラクターが攻撃した時、攻撃対象が（対戦相手の）キャラクターなら、」: an attack on such a character (the target is chosen when the attack is declared, and is always the opponent’s: HF-8)',
    example: [
      '[自動]：このキャラクターが攻撃した時、攻撃対象が対戦相手のキャラクターなら、カードを1枚引く。',
      '[自動]:このキャラクターが対戦相手のキャラクターに攻撃した時、カードを1枚引く。',
    ],
  },
  {
    from: new RegExp(
      `${ATTACKER}が${ATTACKED}、攻撃対象が、?(?:対戦相手|相手|プレイヤー)(?:プレイヤー)?${NOUN_IF}`,
      'g',
    ),
    to: '$1が対戦相手に攻撃した時、',
    need: '攻撃対象が',
    note: '「このキャラクターが攻撃した時、攻撃対象が対戦相手なら、」: an attack on the opponent (a player)',
    example: [
      '[自動]：このキャラクターが攻撃した時、攻撃対象がプレイヤーなら、カードを1枚引く。',
      '[自動]:このキャラクターが対戦相手に攻撃した時、カードを1枚引く。',
    ],
  },
  {
    // 「各キャラクターに1000ダメージを与える」「対戦相手の各キャラクターのパワーを…」: each of them, as 「キャラクター全て」
    from: /各キャラクター(?=に|の|は|を)/g,
    to: 'キャラクター全て',
    need: '各キャラクター',
    note: '「各キャラクターに1000ダメージを与える」: each character, as 「キャラクター全てに」',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、対戦相手の各キャラクターに1000ダメージを与える。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
  },
  {
    // 「このキャラクターのパワーが5000以上なら」: whether it is a character with that power (a selector, checked on
    // resolution)
    from: /(このキャラクター|そのキャラクター|それ|このカードがセットされているキャラクター)のパワーが、?([0-9]+)(以上|以下)(?:である|の)?(?:場合|なら|ならば|であれば|であるなら)、/g,
    to: '$1がパワー$2$3のキャラクターであるなら、',
    need: 'のパワーが',
    note: '「このキャラクターのパワーが5000以上なら」: whether it is a character of power 5000 or more',
    example: [
      '[自動]：このキャラクターが攻撃した時、このキャラクターのパワーが5000以上なら、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃した時、このキャラクターがパワー5000以上のキャラクターであるなら、カードを1枚引く。',
    ],
  },
  // ── Hearthstone style sides: 「敵の」「味方の」 ──
  {
    // 「敵のキャラクター」「敵キャラクター」: the opponent's (HF-2: the card's player and the opponent)
    from: /(?<![無素天宿強匹大])敵(?:の|側の)?(?=キャラクター|セットカード|ワールド・セット|手札|トラッシュ|メインデッキ|ガードデッキ)/g,
    to: '対戦相手の',
    need: '敵',
    note: '「敵のキャラクター」「敵キャラクター」 (Hearthstone style): the opponent’s',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、敵のキャラクター一体を対象とし、それに1000ダメージを与える。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。',
    ],
  },
  {
    // 「敵プレイヤー」「敵のプレイヤー」: the opponent
    from: /(?<![無素天宿強匹大])敵(?:の|側の)?プレイヤー/g,
    to: '対戦相手',
    need: '敵',
    note: '「敵プレイヤー」 (Hearthstone style 「敵のヒーロー」): the opponent',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、敵プレイヤーに1ダメージを与える。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手に1ダメージを与える。',
    ],
  },
  {
    // 「味方のキャラクター」「味方キャラクター」: your own (the card's player's)
    from: /味方(?:の|側の)?(?=キャラクター)/g,
    to: 'あなたの',
    need: '味方',
    note: '「味方のキャラクター」 (Hearthstone style 「味方のミニオン」): your own characters',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、味方のキャラクター一体を対象とし、ターン終了時まで、それのパワーを+1000する。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+1000する。',
    ],
  },
  // ── damage taken as a count: 「あなたのダメージが3点以上なら」 is the damage field (000 ■ダメージ) ──
  ...(
    [
      ['(?:あなた|自分)', 'あなた'],
      ['(?:対戦相手|相手)', '対戦相手'],
    ] as const
  ).map(([who, player]) => ({
    from: new RegExp(
      `${who}(?:の|が受けている)ダメージ(?:の数|の合計)?(?:が|は)、?([0-9]+)(?:点|枚)(以上|以下)(?=なら|ならば)`,
      'g',
    ),
    to: `${player}のダメージフィールドにカードが$1枚$2ある`,
    need: 'ダメージ',
    note: `「${player}のダメージが3点以上なら」: each damage is a card in the damage field (000 ■ダメージ)`,
    example: [
      `[自動]：このキャラクターが戦場に登場した時、${player}のダメージが3点以上なら、カードを1枚引く。`,
      `[自動]:このキャラクターが戦場に登場した時、${player}のダメージフィールドにカードが3枚以上あるなら、カードを1枚引く。`,
    ] as const,
  })),
  // ── damage to each ──
  {
    // 「すべてのキャラクターに、それぞれ3000ダメージを与える」: 全てに already deals the amount to each
    from: /(?<=全て)に、?それぞれ(?:に)?、?(?=[0-9X]+(?:点の|点)?ダメージ)/g,
    to: 'に',
    need: 'それぞれ',
    note: '「すべてのキャラクターに、それぞれ3000ダメージを与える」: each of them is dealt the amount (as 「キャラクター全てに3000ダメージ」)',
    example: [
      'すべてのキャラクターに、それぞれ3000ダメージを与える。',
      'キャラクター全てに3000ダメージを与える。',
    ],
  },
  // ── keyword reminders as other games print them (each then compared with rules/keywords.hf, HF-E047 when it means
  // anything else: codegen/dsl/lower/keywordReminder.ts); each row is also a plain reading of a whole line ──
  {
    // 【神速】: 「…の攻撃は、【神速】を持たないキャラクターでは防御できない」 is 「…には防御されない」 (HF-13.6)
    from: /(の攻撃は、?【[^】]+】を持たないキャラクター)(?:では|には|で|に|によっては|によって)、?(?:防御(?:でき|出来)ない|防御されない)/g,
    to: '$1には防御されない',
    need: '持たないキャラクター',
    note: '「…の攻撃は、【神速】を持たないキャラクターでは防御できない」: such characters cannot defend against it (HF-8.3, HF-13.6)',
    example: [
      '[自動]：このキャラクターの攻撃は、【神速】を持たないキャラクターでは防御できない。',
      '[自動]:このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。',
    ],
  },
  {
    // 「【神速】を持たないキャラクターはこのキャラクターの攻撃を防御できない」: the same, the defenders first
    from: /(【[^】]+】を持たないキャラクター)は、?(このキャラクター|このカードがセットされているキャラクター)の攻撃(?:を|に対して|に対し)、?防御(?:でき|出来)ない/g,
    to: '$2の攻撃は、$1には防御されない',
    need: '持たないキャラクター',
    note: '「【神速】を持たないキャラクターはこのキャラクターの攻撃を防御できない」: such characters cannot defend against it (HF-13.6)',
    example: [
      '[自動]：【神速】を持たないキャラクターはこのキャラクターの攻撃を防御できない。',
      '[自動]:このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。',
    ],
  },
  {
    // 「このキャラクターは【神速】を持たないキャラクターに防御されない」: its attacks are not defended by them
    from: /(このキャラクター|このカードがセットされているキャラクター)は、?(【[^】]+】を持たないキャラクター)(?:に|には|では|によって|から)、?(?:防御されない|ブロックされない)/g,
    to: '$1の攻撃は、$2には防御されない',
    need: '持たないキャラクター',
    note: '「このキャラクターは【神速】を持たないキャラクターに防御されない」: its attacks are not defended by them (HF-13.6)',
    example: [
      '[自動]：このキャラクターは【神速】を持たないキャラクターに防御されない。',
      '[自動]:このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。',
    ],
  },
  {
    // 【強撃】: 「このキャラクターの攻撃が対戦相手に与えるダメージは、1点多くなる」 (HF-13.4: the attacked player is the opponent)
    from: /このキャラクター(?:の攻撃(?:が|で|によって)|が攻撃(?:で|によって))、?(?:対戦相手|相手|プレイヤー)(?:プレイヤー)?(?:に与える|が受ける)ダメージ(?:は|を|が)、?\+?([0-9]+)(?:点)?(?:多くなる|増える|増加する|増やす|多い|上がる)/g,
    to: 'このキャラクターが攻撃によってプレイヤーに与えるダメージに+$1する',
    need: 'ダメージ',
    note: '「このキャラクターの攻撃が対戦相手に与えるダメージは、1点多くなる」: the damage its attacks deal to a player (HF-13.4)',
    example: [
      '[自動]：このキャラクターの攻撃が対戦相手に与えるダメージは、1点多くなる。',
      '[自動]:このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する。',
    ],
  },
  {
    from: /このキャラクター(?:の攻撃(?:が|で|によって)|が攻撃(?:で|によって))、?(?:対戦相手|相手|プレイヤー)(?:プレイヤー)?(?:に与える|が受ける)ダメージ(?:は|を|が|に)、?\+([0-9]+)(?:点)?(?:される|になる|する)/g,
    to: 'このキャラクターが攻撃によってプレイヤーに与えるダメージに+$1する',
    need: 'ダメージ',
    note: '「このキャラクターが攻撃で相手に与えるダメージは+1される」: the damage its attacks deal to a player (HF-13.4)',
    example: [
      '[自動]：このキャラクターが攻撃で相手に与えるダメージは+1される。',
      '[自動]:このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する。',
    ],
  },
  {
    // 【死殺】: 「ダメージや効果では破壊されない。パワーが0になった時は破壊される。」 — destruction by power 0 is the
    // rules' (HF-9.5), not damage's nor an effect's, and 【死殺】 does not prevent it: 「このキャラクターは破壊されない」
    from: /^(\[自動\]:)(?:このキャラクターは、?)?(?:(?:ダメージ(?:や|と|でも|も|および)効果|効果(?:や|と|でも|も)ダメージ)(?:によって|によっても|では|でも|で)?、?)?破壊されない。(?:(?:ただし|ただ)?、?(?:この)?(?:キャラクターの)?パワーが0(?:以下)?になった(?:時|とき|場合)(?:は|には)?、?破壊される。)?$/g,
    to: '$1このキャラクターは破壊されない。',
    need: '破壊されない',
    note: '「ダメージや効果では破壊されない。パワーが0になった時は破壊される。」: 【死殺】’s reminder; power 0 is the rules’ destruction (HF-9.5, HF-13.5)',
    example: [
      '[自動]：ダメージや効果では破壊されない。パワーが0になった時は破壊される。',
      '[自動]:このキャラクターは破壊されない。',
    ],
  },
  {
    // 【反撃】: 「このキャラクターの防御が成功したら、攻撃してきたキャラクターに、このキャラクターのパワーと同じだけの
    // ダメージを与える。」 is its definition (HF-13.1: with the attack damage of the successful defence), as a whole line
    // (「…防御が成功したら、攻撃ダメージの解決時、…」 says when the damage is dealt, as the definition does; 「その
    // キャラクターの防御が…」 is a reminder after 「【反撃】を与える」, whose 「その」 is the character given it)
    from: /^(\[自動\]:)(?:(?:この|その)キャラクター(?:の|による|が|は)、?)?防御(?:が|に)成功(?:したら|した時|したとき|した場合|した後)、?(?:(?:その|この)?攻撃ダメージ(?:の)?解決(?:時|の時)(?:に)?、?)?(?:その|この)?攻撃(?:してきた|した|を行った|している)キャラクター(?:全体)?に、?(?:この|その)キャラクターのパワー(?:と同じだけの|と同じ値の|と同じ数値の|と同じ量の|と同じ|に等しい|分の)ダメージを与える。$/g,
    to: '$1このキャラクターによる防御が成功した後の攻撃ダメージ解決時、これに攻撃したキャラクター全体を対象とし、それにXダメージを与える。Xはこれのパワーに等しい。',
    need: '成功',
    note: '「このキャラクターの防御が成功したら、攻撃してきたキャラクターに、このキャラクターのパワーと同じだけのダメージを与える。」: 【反撃】 (HF-13.1)',
    example: [
      '[自動]：防御に成功した時、攻撃してきたキャラクターに、このキャラクターのパワーと同じだけのダメージを与える。',
      '[自動]:このキャラクターによる防御が成功した後の攻撃ダメージ解決時、これに攻撃したキャラクター全体を対象とし、それにXダメージを与える。Xはこれのパワーに等しい。',
    ],
  },
  {
    // 「攻撃してきたキャラクター」 (after 【反撃】's reminder above): the attacking character
    from: /(?<!に)(?:その)?攻撃(?:してきた|してきている|してくる)(?=キャラクター)/g,
    to: '攻撃している',
    need: '攻撃してき',
    note: '「攻撃してきたキャラクター」: the attacking character (as 「攻撃しているキャラクター」)',
    example: [
      '[自動]：このキャラクターが防御を行うたび、攻撃してきたキャラクターに1000ダメージを与える。',
      '[自動]:このキャラクターが防御を行うたび、攻撃しているキャラクターに1000ダメージを与える。',
    ],
  },
  ...(
    [
      // 「…を破壊したら、相手に1ダメージを与える」: a conditional the grammar does not read, any way of naming the player
      [
        '(?:を破壊したら|が破壊されたら)',
        '(?:対戦相手|相手|そのプレイヤー|破壊されたキャラクターのプレイヤー|破壊したキャラクターのプレイヤー|そのキャラクターのプレイヤー)',
      ],
      // 「…を破壊した時、破壊されたキャラクターのプレイヤーに…」 (a trigger the grammar reads, with 対戦相手 as its own
      // trigger: test/dsl/triggers-chains.test.ts)
      [
        '(?:を破壊(?:した時|したとき|した場合)|が破壊(?:された時|されたとき|された場合))',
        '(?:そのプレイヤー|破壊されたキャラクターのプレイヤー|破壊したキャラクターのプレイヤー|そのキャラクターのプレイヤー)',
      ],
    ] as const
  ).map(([when, player], i) => ({
    // 【貫通】: 「このキャラクターが攻撃で相手のキャラクターを破壊したら、相手に1ダメージを与える。」 — an attack's damage only
    // destroys the attacked player's characters (HF-8.1), so 相手 is the destroyed character's player (HF-13.3); its
    // owner (持ち主) may be someone else, and is not read
    from: new RegExp(
      `^(\\[自動\\]:)このキャラクター(?:が|の)攻撃(?:で|によって|によるダメージで|のダメージで)、?(?:対戦相手の|相手の)?キャラクター${when}、${player}に1(?:点の)?ダメージを与える。$`,
      'g',
    ),
    to: '$1このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合、破壊したキャラクターのプレイヤーに1ダメージを与える。',
    need: '破壊',
    note: '「このキャラクターが攻撃で相手のキャラクターを破壊したら、相手に1ダメージを与える」: 【貫通】 (HF-13.3; only the attacked player’s characters are destroyed by an attack)',
    example: [
      i === 0
        ? '[自動]：このキャラクターが攻撃で相手のキャラクターを破壊したら、相手に1ダメージを与える。'
        : '[自動]：このキャラクターが攻撃でキャラクターを破壊した時、破壊されたキャラクターのプレイヤーに1ダメージを与える。',
      '[自動]:このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合、破壊したキャラクターのプレイヤーに1ダメージを与える。',
    ] as const,
  })),
];
