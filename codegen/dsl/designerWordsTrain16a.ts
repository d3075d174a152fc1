// Issue 22 (helper t16a): designer vocabulary rows found on the train halves of the sixteenth round's d65 (a desert
// caravan; no house style, natural modern wording: 「[2]を支払ってもよい」, 「スリープしている対戦相手のキャラクター」,
// 「そのターンのプレイヤーは…」) and d66 (pirates; a One Piece / Digimon designer: timing tags after the costs of an
// activated ability, 「[1][スリープ]【ターン1回】：」 「[スリープ]【相手のターン中】：」). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts, each family by test/dsl/train16a.test.ts). TRAIN16A_WORDS_FIRST run before every
// other row (they see the designer's own text).
import type { DesignerWord } from './designerWords.js';

/** The costs opening an activated ability (「[1][スリープ]」), never 「[自動]」. */
const COSTS = '((?:\\[(?!自動)[^\\]]+\\])+)';
/** Other labels between the costs and the colon (「【ターン1回】」), in any bracket these designers use. */
const LABELS = '((?:[【〔〈][^】〕〉]{1,12}[】〕〉])*?)';
/** 「1ターンに1回」 as a label (HF-12.8). */
const ONCE = '(?:ターン(?:1|一)回?(?:のみ|まで)?|(?:1|一)ターン(?:に)?(?:1|一)回(?:のみ|まで)?)';
/** Whose turn a label names (「【相手のターン中】」). */
const TURN = '((?:自分|あなた|相手|対戦相手)のターン(?:中|の間)?)';
/** A player's characters named after a state (「スリープしている対戦相手の」). */
const PLAYER = '((?:あなた|自分|対戦相手|相手)の)';

export const TRAIN16A_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // One Piece 「[スリープ]【相手のターン中】：…」: a turn label after the costs of an activated ability says when it may
    // be used, as the label before the costs does (「〔相手のターン中〕[スリープ]：」, HF-12.4)
    from: new RegExp(`^${COSTS}${LABELS}[【〔〈]${TURN}[】〕〉]`, 'g'),
    to: '〔$3〕$1$2',
    need: 'のターン',
    note: '「[スリープ]【相手のターン中】：…」: 「[スリープ]：対戦相手のターン中にのみ使用できる。…」',
    example: [
      '[スリープ]【相手のターン中】：対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワー-1000。',
      '[スリープ]:対戦相手のターン中にのみ使用できる。対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-1000する。',
    ],
  },
  {
    // 「[1][スリープ]【ターン1回】：…」: once per turn after the costs (HF-12.8), as before them (「〔ターン1〕[1]：」)
    from: new RegExp(`^((?:〔[^〕]{1,12}〕)*)${COSTS}${LABELS}[【〔〈]${ONCE}[】〕〉]`, 'g'),
    to: '$1〔ターン1回〕$2$3',
    need: '1',
    note: '「[1][スリープ]【ターン1回】：…」: 「[1][スリープ]：…。1ターンに1回。」',
    example: [
      '[1][スリープ]【ターン1回】：カードを1枚引く。',
      '[1][スリープ]:カードを1枚引く。1ターンに1回。',
    ],
  },
  ...(
    [
      ['(?:エネルギー)?', 'あなたはエネルギーを$1支払ってもよい', 'energy'],
      ['カルネージ', 'あなたはカルネージ$1を支払ってもよい', 'carnage'],
    ] as const
  ).map(
    ([what, pay, shown]): DesignerWord => ({
      // 「[2]を支払ってもよい。支払ったなら、…」: a cost bracket paid inside an effect is that payment, all or nothing;
      // what follows happens only if it was paid (RULING «Paying in an effect», docs/engine.md)
      from: new RegExp(
        `(?<=^|、|。|:)(?:あなたは、?)?\\[${what}([0-9]+)\\]を?(?:支払|払)って(?:も)?(?:よい|良い|いい)`,
        'g',
      ),
      to: pay,
      need: ']',
      readsNames: true, // the bracket is read whole: nothing but the payment is inside it
      note: `「[${shown === 'energy' ? '2' : 'カルネージ2'}]を支払ってもよい」: 「${pay.replace('$1', '2')}」`,
      example:
        shown === 'energy'
          ? [
              '[自動]：このキャラクターが登場した時、[2]を支払ってもよい。支払ったなら、カードを2枚引く。',
              '[自動]:このキャラクターが戦場に登場した時、あなたはエネルギーを2支払ってもよい。そうした場合、カードを2枚引く。',
            ]
          : [
              '[自動]：このキャラクターが攻撃した時、[カルネージ1]を払ってもよい。払ったら、カードを1枚引く。',
              '[自動]:このキャラクターが攻撃した時、あなたはカルネージ1を支払ってもよい。そうした場合、カードを1枚引く。',
            ],
    }),
  ),
  ...(
    [
      ['(?:スリープ|レスト|タップ)', 'スリープ'],
      ['(?:アクティブ|スタンド|アンタップ)', 'アクティブ'],
    ] as const
  ).map(
    ([state, canonical]): DesignerWord => ({
      // 「スリープしている対戦相手のキャラクター」「レスト状態の相手のキャラクター」: the state before the player (HF-3.2)
      from: new RegExp(
        `${state}(?:している|されている|状態の|状態である|状態になっている|になっている|である)${PLAYER}(?=[^、。]*?キャラクター)`,
        'g',
      ),
      to: `$1${canonical}である`,
      need: 'の',
      note: `「${canonical}している対戦相手のキャラクター」: 「対戦相手の${canonical}であるキャラクター」`,
      example: [
        `[2][スリープ]：${canonical}している対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。`,
        `[2][スリープ]:対戦相手の${canonical}であるキャラクター1体を対象とし、それに2000ダメージを与える。`,
      ],
    }),
  ),
  {
    // 「この効果は1ターンに1回までしか適用されない」「1ターンに1回しか誘発しない」: once per turn (HF-12.8), as the
    // 「…発揮されない」 the rows after read (also inside a 【空装】's effect)
    from: /(?<=。)(?:この(?:効果|能力)|これ)は、?(?:1|一)ターンに(?:つき)?(?:1|一)(?:回|度)(?:まで)?(?:しか|のみ|だけ)?(?:適用|誘発|処理|解決)(?:されない|しない|できない|される|する|できる)。/g,
    to: 'この効果は1ターンに1回しか発揮されない。',
    need: 'ターンに',
    note: '「この効果は1ターンに1回までしか適用されない。」: 「この効果は1ターンに1回しか発揮されない。」',
    example: [
      '[自動]：このキャラクターが攻撃した時、カードを1枚引く。この効果は1ターンに1回までしか適用されない。',
      '[自動]:このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
  },
  {
    // 「各ターンの終了時、そのターンのプレイヤーは自分の…」: the turn player does it — you in your turn, the opponent in
    // theirs (HF-6; 「あなたのターンなら…。そうでないなら…」)
    from: /(?<=(?:各ターン|各プレイヤーのターン|毎ターン|ターン)[^、。]*?、)(?:その)?ターン(?:の)?プレイヤーは、?自分の([^。]+)。/g,
    to: 'あなたのターンなら、あなたの$1。そうでないなら、対戦相手の$1。',
    need: 'プレイヤー',
    note: '「各ターンの終了時、そのターンのプレイヤーは自分の…」: 「…、あなたのターンなら、あなたの…。そうでないなら、対戦相手の…。」',
    example: [
      '[自動]：各ターンの終了時、そのターンのプレイヤーは自分のメインデッキの一番上のカードをトラッシュに置く。',
      '[自動]:各プレイヤーのターン終了時、あなたのターンなら、あなたのメインデッキの一番上のカードをトラッシュに置く。そうでないなら、対戦相手のメインデッキの一番上のカードをトラッシュに置く。',
    ],
  },
  {
    // One Piece 「デッキの上から2枚を見て、好きな順番でデッキの上か下に置く」「…見て、それぞれを好きな順番で…上か下に置く」: the
    // looker puts each card on top or at the bottom, in the order they choose (HF-10.3: fewer cards, nothing happens)
    from: /(?<=枚(?:を)?見て、)(?:それぞれ(?:を|、)?)?好きな(?:順番|順序|順)で、?(?:それぞれ(?:を)?)?((?:(?:あなた|自分|対戦相手|相手)の)?メインデッキの)(?:一番上か一番下|上か下|一番下か一番上|下か上)に(?:置く|戻す)/g,
    to: '好きな順番で$1一番上か一番下に置く',
    need: '好きな',
    note: '「…上から2枚見て、それぞれを好きな順番でメインデッキの上か下に置く」: 「…好きな順番でメインデッキの一番上か一番下に置く」',
    example: [
      '[スリープ]：あなたのメインデッキを上から2枚見て、それぞれを好きな順番でメインデッキの上か下に置く。',
      '[スリープ]:あなたのメインデッキの上から2枚を見て、好きな順番でメインデッキの一番上か一番下に置く。',
    ],
  },
  {
    // 「戦場の、このキャラクター以外の《海獣》を持つキャラクター1体につき」: every player's characters are on the one
    // battlefield (HF-3), so 「戦場の」 adds nothing to the count
    from: /(?<=^|、|:)戦場(?:の|にいる|に出ている|にある)、?(?=[^、。]*?キャラクター(?:1|一)体につき)/g,
    to: '',
    need: '戦場',
    note: '「戦場の、このキャラクター以外の…キャラクター1体につき」: 「このキャラクター以外の…キャラクター1体につき」',
    example: [
      '[自動]：戦場の、このキャラクター以外の《海獣》を持つキャラクター1体につき、このキャラクターのパワー+1000。',
      '[自動]:このキャラクター以外の《海獣》を持つキャラクター1体につき、このキャラクターのパワーを+1000する。',
    ],
  },
];
