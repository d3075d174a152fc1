// Issue 22 (helper m10b): mechanics designers write in a form the language did not read (set B). Same row shape
// and rules as codegen/dsl/designerWords.ts (each example is tested by test/dsl/designerWords.test.ts); whole
// families are tested by test/dsl/m10b-mechanics.test.ts. M10B_WORDS_FIRST run before every other row,
// M10B_WORDS after them.
import type { DesignerWord } from './designerWords.js';

/** What a replacement does instead to the card of its event (HF-5.11), with no object written. */
const INSTEAD_VERB =
  '(?:ゲームから)?除外する|除外領域に置く|(?:持ち主の)?手札に(?:戻す|加える)|(?:持ち主の)?メインデッキの(?:一番)?(?:上|下)に置く|スリープにする';

const MINE = '(?:あなた|自分)';
const OPP = '(?:対戦相手|相手)';
/** One of the two named together: a player's cards of one kind (the same shape as designerWordsTrain6b.ts's row). */
const ONE = (player: string) => `(${player}の[^、。:と]*?(?:キャラクター|カード))([0-9一二三]+)(体|枚)`;

export const M10B_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「…場合、かわりに…」「…なら、替わりに…」: the kana and the other kanji of 代わりに (HF-5.11)
    from: /(?<=(?:場合|なら|ならば)(?:は)?、?)(?:かわりに|替わりに)/g,
    to: '代わりに',
    need: 'わりに',
    note: '「…場合、かわりに…」「替わりに」: 代わりに in kana or with the other kanji, after the condition of a replacement (HF-5.11)',
    example: [
      '[自動]：このキャラクターが破壊される場合、かわりに、このキャラクターを持ち主の手札に戻す。',
      '[自動]:このキャラクターが破壊される場合、代わりに、このキャラクターを持ち主の手札に戻す。',
    ],
  },
];

export const M10B_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたのキャラクターが破壊される場合、代わりに手札に戻す」: with no object, what is done instead is done to
    // the card the event happens to — the subject of the condition, 「それ」 of the replacement (HF-5.11; the
    // subject 「このキャラクター」 is codegen/dsl/designerWordsI22w.ts's row)
    from: new RegExp(
      `((?:あなた|自分|対戦相手|相手)の[^、。]{0,24}?(?:キャラクター|カード))が([^、。]{1,24}?)(場合|なら|ならば)(?:は)?、?代わりに、?(?=${INSTEAD_VERB})`,
      'g',
    ),
    to: '$1が$2$3、代わりに、それを',
    need: '代わりに',
    note: '「あなたのキャラクターが破壊される場合、代わりに手札に戻す」: no object after 代わりに is the card of the event, 「それ」 (HF-5.11)',
    example: [
      '[自動]：あなたのキャラクターが破壊される場合、代わりに手札に戻す。',
      '[自動]:あなたのキャラクターが破壊される場合、代わりに、それを手札に戻す。',
    ],
  },
  {
    // 「対戦相手のキャラクター1体とセットカード1枚を対象とし、それらを手札に戻す」: two targets named together, then
    // 「それら」 — each its own target phrase; 「それら」 after two targets of one sentence names both (HF-5.10,
    // codegen/dsl/lower/effect.ts eachTargetNamed). 「前者」「後者」 are designerWordsTrain6b.ts's row.
    from: /(?<=^|[、。:])((?:(?:あなた|自分|対戦相手|相手)の)?[^、。:]*?(?:キャラクター|カード))([0-9一二三]+)(体|枚)と、?((?:(?:あなた|自分|対戦相手|相手)の)?[^、。:]*?(?:キャラクター|カード))([0-9一二三]+)(体|枚)を、?(?:それぞれ)?対象と(し|する)(?=[、。]それら(?:を|に|は|の))/g,
    to: '$1$2$3を対象とし、$4$5$6を対象と$7',
    need: 'それら',
    note: '「…キャラクター1体とセットカード1枚を対象とし、それらを…」: two targets named together, both 「それら」 (HF-5.10)',
    example: [
      '対戦相手のキャラクター1体とセットカード1枚を対象とし、それらを手札に戻す。',
      '対戦相手のキャラクター1体を対象とし、セットカード1枚を対象とし、それらを手札に戻す。',
    ],
  },
  ...[
    [MINE, OPP],
    [OPP, MINE],
  ].map(
    ([first, second]): DesignerWord => ({
      // 「あなたのキャラクター1体と対戦相手のキャラクター1体を選び、それらをスリープにする。」: no 「対象」, so chosen on
      // resolution (000 ■効果と対象); one of each player's, so the two choices never meet — chosen and acted on one after
      // the other, in the order written (the effect ends before any trigger is put in a chain, HF-12.2)
      from: new RegExp(
        `(?<=^|[。:])${ONE(first)}と、?${ONE(second)}を(?:選び|選んで)、?それらを([^、。]+)。`,
        'g',
      ),
      to: '$1を$2$3選び、それを$7。$4を$5$6選び、それを$7。',
      need: 'それら',
      note: '「あなたのキャラクター1体と対戦相手のキャラクター1体を選び、それらを…」: one chosen of each player’s, each done in turn (000 ■効果と対象)',
      example:
        first === MINE
          ? [
              'あなたのキャラクター1体と対戦相手のキャラクター1体を選び、それらをスリープにする。',
              'あなたのキャラクターを1体選び、それをスリープにする。対戦相手のキャラクターを1体選び、それをスリープにする。',
            ]
          : [
              '相手のキャラクター1体と自分のキャラクター1体を選んで、それらを手札に戻す。',
              '対戦相手のキャラクターを1体選び、それを手札に戻す。自分のキャラクターを1体選び、それを手札に戻す。',
            ],
    }),
  ),
  // 「このカードを、あなたの他のキャラクター1体に付け替える」「…に移し替えてもよい」「…につけかえ、」: set again on another
  // host, as 「セットし直す」 is (codegen/dsl/designerWordsSetCards.ts; attach moves a card already set, HF-4.4)
  ...(
    [
      ['る', 'する', '。'],
      ['て', 'して', 'もよい。'],
      ['、', 'し、', 'カードを1枚引く。'],
    ] as const
  ).map(
    ([ending, to, rest]): DesignerWord => ({
      from: new RegExp(
        `(?<=に)(?:付け替え|つけかえ|付けかえ|つけ替え|移し替え|移しかえ|乗せ替え|載せ替え)${ending}`,
        'g',
      ),
      to: `セット${to}`,
      need: 'え',
      note: `「…に付け替え${ending}」「…に移し替え${ending}」: a set card set again on another host, 「セット${to}」 (HF-4.4)`,
      example: [
        `あなたのキャラクター1体を対象とし、このカードをそれに付け替え${ending}${rest}`,
        `あなたのキャラクター1体を対象とし、このカードをそれにセット${to}${rest}`,
      ],
    }),
  ),
  {
    // 「このカードを、あなたの他のキャラクター1体にセットし直す」: no 「対象」, so the new host is chosen on resolution
    // (000 ■効果と対象) — 「…を1体選び、このカードをそれにセットする」; 「他の」 on a set card is other than its host
    // (the set card's abilities are its host's, 000 (3)). The set card stays if none is there (RULING HF-4.4).
    from: /(?<=^|[、。:])(?:このカードを|このカードは)、?((?:あなた|自分|対戦相手|相手)の[^、。:]*?キャラクター)(?:1|一)体に(セットする|セットしてもよい)(?=。)/g,
    to: '$1を1体選び、このカードをそれに$2',
    need: 'このカード',
    note: '「このカードを、あなたの他のキャラクター1体にセットし直す」: the new host chosen on resolution, no target (000 ■効果と対象, HF-4.4)',
    example: [
      '[自動]：このカードがセットされた時、このカードを、あなたの他のキャラクター1体にセットし直す。',
      '[自動]:このカードがセットされた時、あなたの他のキャラクターを1体選び、このカードをそれにセットする。',
    ],
  },
  {
    // 「あなたの次のアクティブフェイズに」「自分の次のターン終了時まで」: the player before 「次の」 (issue 22, m10b)
    from: /(?:あなた|自分)の次の(?=アクティブフェイズ|ターン(?:開始|終了)時まで)|次の自分の(?=アクティブフェイズ|ターン(?:開始|終了)時まで)/g,
    to: '次のあなたの',
    need: '次の',
    note: '「あなたの次のアクティブフェイズに」「自分の次のターン終了時まで」: whose next phase or turn, written before 「次の」',
    example: [
      'このキャラクターは、あなたの次のアクティブフェイズにアクティブにならない。',
      '[自動]:このキャラクターは、次のあなたのアクティブフェイズにアクティブにならない。',
    ],
  },
  {
    from: /(?:対戦相手|相手)の次の(?=アクティブフェイズ|ターン(?:開始|終了)時まで)|次の相手の(?=アクティブフェイズ|ターン(?:開始|終了)時まで)/g,
    to: '次の対戦相手の',
    need: '次の',
    note: '「対戦相手の次のアクティブフェイズに」「相手の次のターン終了時まで」: whose next phase or turn, written before 「次の」',
    example: [
      '対戦相手のキャラクター1体を対象とし、それは対戦相手の次のアクティブフェイズにアクティブにならない。',
      '対戦相手のキャラクター1体を対象とし、それは次の対戦相手のアクティブフェイズにアクティブにならない。',
    ],
  },
  {
    // 「次のあなたのアクティブフェイズ開始時まで」: a turn begins with its active phase (000 ■フェイズ進行), so it is
    // 「次のあなたのターン開始時まで」 (RULING docs/engine.md: it ends before that turn's active phase)
    from: /(?<=次の(?:あなた|対戦相手)の)アクティブフェイズ(?:の)?(?:開始時|始め|はじめ|最初)まで/g,
    to: 'ターン開始時まで',
    need: 'アクティブフェイズ',
    note: '「次のあなたのアクティブフェイズ開始時まで」: a turn begins with its active phase, 「次のあなたのターン開始時まで」 (000 ■フェイズ進行)',
    example: [
      '対戦相手のキャラクター1体を対象とし、次のあなたのアクティブフェイズ開始時まで、それは攻撃できない。',
      '対戦相手のキャラクター1体を対象とし、次のあなたのターン開始時まで、それは攻撃できない。',
    ],
  },
  {
    // 「次のあなたのアクティブフェイズの終わりまで」: the end of that phase (the grammar's 「…終了時まで」)
    from: /(?<=次の(?:あなた|対戦相手)の)アクティブフェイズ(?:の)?(?:終わり|おわり|終了)まで/g,
    to: 'アクティブフェイズ終了時まで',
    need: 'アクティブフェイズ',
    note: '「次のあなたのアクティブフェイズの終わりまで」: 「…アクティブフェイズ終了時まで」',
    example: [
      '対戦相手のキャラクター1体を対象とし、次のあなたのアクティブフェイズの終わりまで、それのパワーを-2000する。',
      '対戦相手のキャラクター1体を対象とし、次のあなたのアクティブフェイズ終了時まで、それのパワーを-2000する。',
    ],
  },
  ...(
    [
      [
        /(それ|そのキャラクター|このキャラクター)は、?(?:その|自身の)?持ち主の次の(?=アクティブフェイズに)/g,
        '持ち主の次の',
      ],
      [
        /(それ|そのキャラクター|このキャラクター)は、?次の(?:その|自身の)?持ち主の(?=アクティブフェイズに)/g,
        '次の持ち主の',
      ],
    ] as const
  ).map(
    ([from, written]): DesignerWord => ({
      // 「そのキャラクターは持ち主の次のアクティブフェイズにアクティブにならない」: the next active phase of the owner of
      // the card kept asleep (000 持ち主; RULING docs/engine.md), 「次の…の持ち主の」 as the grammar writes it
      from,
      to: '$1は次の$1の持ち主の',
      need: '持ち主',
      note: `「そのキャラクターは${written}アクティブフェイズにアクティブにならない」: its owner's next active phase (000 持ち主)`,
      example: [
        `対戦相手のキャラクター1体を対象とし、それをスリープにする。そのキャラクターは${written}アクティブフェイズにアクティブにならない。`,
        '対戦相手のキャラクター1体を対象とし、それをスリープにする。そのキャラクターは次のそのキャラクターの持ち主のアクティブフェイズにアクティブにならない。',
      ],
    }),
  ),
  {
    // 「メインデッキの上から1枚を公開し、それがコスト2以下なら手札に加える」: the top card, revealed (issue 22, m10b)
    from: /(メインデッキ)の上から(?:1|一)枚(?:目)?(?:を|のカードを)、?公開(し|する)/g,
    to: '$1の一番上のカードを公開$2',
    need: '上から',
    note: '「メインデッキの上から1枚を公開し」: the top card of the deck, 「メインデッキの一番上のカードを公開し」',
    example: [
      'メインデッキの上から1枚を公開し、それがコスト2以下なら手札に加える。',
      'メインデッキの一番上のカードを公開し、それがコスト2以下のカードなら、手札に加える。',
    ],
  },
  {
    // 「手札を1枚捨てる。それがキャラクターカードなら、…」: the discarded card decides, so the discard is the choice
    // the condition reads — 「手札からカードを1枚選び、トラッシュに置く」 (to discard is to put into the trash, 000
    // ■カードの種類: トラッシュ（捨て札置き場）)
    from: /(?<=^|[。:])(?:(?:あなた|自分)は、?)?(?:(?:あなた|自分)の)?手札を(?:1|一)枚(?:選び、?|選んで)?捨てる。(?=(?:それ|そのカード)が[^。]*?(?:なら|場合|であれば)、)/g,
    to: 'あなたの手札からカードを1枚選び、トラッシュに置く。',
    need: '捨てる。',
    note: '「手札を1枚捨てる。それがキャラクターカードなら、」: the discard the next sentence asks about, 「手札からカードを1枚選び、トラッシュに置く。」',
    example: [
      '手札を1枚捨てる。それがキャラクターカードなら、カードを2枚引く。',
      'あなたの手札からカードを1枚選び、トラッシュに置く。この方法でトラッシュに置いたカードがキャラクターカードなら、カードを2枚引く。',
    ],
  },
  // 「手札を1枚トラッシュに置く。そのカードがキャラクターなら、カードを1枚引く」: 「そのカード」「それ」 opening the sentence
  // after a step that moved one card is the card it moved — 「この方法で…たカードが」 (the effect's latest choice,
  // issue 22: extraCondition movedIs), checked as it is now, where it went (HF-5.7: nothing moved, nothing holds)
  ...(
    [
      ['トラッシュに置く', 'トラッシュに置いた', 'あなたの手札からカードを1枚選び、'],
      ['手札に加える', '手札に加えた', 'あなたのトラッシュのカードを1枚選び、'],
      ['除外する', '除外した', 'あなたのトラッシュのカードを1枚選び、ゲームから'],
    ] as const
  ).map(
    ([verb, done, before]): DesignerWord => ({
      from: new RegExp(`(?<=${verb}。)(?:そのカード|それ)が、?(?=[^。]*?(?:なら|場合|であれば)、)`, 'g'),
      to: `この方法で${done}カードが`,
      need: verb,
      note: `「…${verb}。そのカードが…なら、」: the card that step moved, 「この方法で${done}カードが」`,
      example: [
        `${before}${verb}。そのカードがキャラクターカードなら、カードを1枚引く。`,
        `${before}${verb}。この方法で${done}カードがキャラクターカードなら、カードを1枚引く。`,
      ],
    }),
  ),
];
