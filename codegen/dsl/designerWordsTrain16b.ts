// Issue 22 (helper t16b): designer vocabulary rows found on the train halves of the sixteenth round's blind sets d67
// (a puppet theatre; a Shadowverse / Hearthstone designer writing for paper: face-down 「木偶」 put 「裏向きでアクティブの
// まま」, 「…を無作為に一体選び」, 「…はパワー+1000され、【警戒】を得る」) and d68 (dream eaters; a competitive-set designer:
// 「…一番上のカードを見る。あなたはそれを…に置いてもよい」). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a
// reading the designer would agree with; each example is tested by test/dsl/designerWords.test.ts, each family by
// test/dsl/train16b.test.ts). TRAIN16B_WORDS_FIRST run before every other row, TRAIN16B_WORDS after the fifteenth
// round's.
import type { DesignerWord } from './designerWords.js';

/** A player as designers name them. */
const WHO = '(あなた|自分|対戦相手|相手)';

export const TRAIN16B_WORDS_FIRST: readonly DesignerWord[] = [
  ...(
    [
      ['アクティブ', '裏向きかつアクティブで'],
      ['スリープ', '裏向きかつスリープで'],
    ] as const
  ).map(
    ([state, to]): DesignerWord => ({
      // 「…一番上のカードを裏向きでアクティブのまま戦場に登場させる。それは…として扱う」: a face-down character enters
      // active (or asleep: 「裏向きでスリープのまま」) (RULING 「Face-down character with no name」, putFaceDown.ts), as
      // 「裏向きかつアクティブで」, which the rows of codegen/dsl/designerWordsI22x7.ts read with the definition of the next
      // sentence
      from: new RegExp(
        `(?<=(?:メインデッキ|山札)の一番上のカードを、?)(?:裏向き(?:で|の|かつ)?${state}(?:状態)?のまま|${state}(?:状態)?のまま、?裏向きで|裏向きのまま、?${state}(?:状態)?で)、?(?=(?:戦場に|場に)?(?:登場させる|出す)。)`,
        'g',
      ),
      to,
      need: 'のまま',
      note: `「…一番上のカードを裏向きで${state}のまま戦場に登場させる。」: 「…を${to}戦場に登場させる。」`,
      example: [
        `[自動]：このキャラクターが登場した時、あなたのメインデッキの一番上のカードを裏向きで${state}のまま戦場に登場させる。それはカード名「木偶」、パワー1000、分類《人形》を持ち、テキストを持たないキャラクターとして扱う。`,
        `[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの一番上のカードを、パワー1000で《人形》を持つキャラクター「木偶」として裏向き${state === 'スリープ' ? 'かつスリープ' : ''}で登場させる。`,
      ],
    }),
  ),
  {
    // 「対戦相手のキャラクターを無作為に一体選び、それに2000ダメージを与える」: the number after the adverb, as 「…を一体
    // 無作為に選び」 (chosen by the game, not targeted: HF-5.4)
    from: /(?<=を、?)(無作為に|ランダムに)、?([0-9一二三四五]+)(体|枚)(?:を)?、?(?=選)/g,
    to: '$2$3$1',
    need: 'に',
    note: '「…を無作為に一体選び」: 「…を一体無作為に選び」',
    example: [
      '[自動]：このキャラクターが破壊された時、対戦相手のキャラクターを無作為に一体選び、それに2000ダメージを与える。',
      '[自動]:このキャラクターが破壊された時、対戦相手のキャラクターを一体無作為に選び、それに2000ダメージを与える。',
    ],
  },
  {
    // 「あなたの《観客》を持つキャラクターはパワー+1000され、【警戒】を得る」: the topic's power (HF-12.1, HF-12.6), as
    // 「…キャラクターのパワーは+1000され、…」 (designerWords.ts reads that as 「…のパワーを+1000し、…」)
    // (not before 「…を持つ限り」: a keyword the host has while a condition holds is a condition, t16a)
    from: /(キャラクター|それ)は、?パワー(?:が|を)?、?([+-][0-9]+)(?=され)(?!され、[^。]{0,16}を(?:持つ|得る)限り)/g,
    to: '$1のパワーは$2',
    need: 'パワー',
    note: '「…キャラクターはパワー+1000され、【警戒】を得る」: 「…キャラクターのパワーは+1000され、【警戒】を得る」',
    example: [
      '[自動]：このカードが戦場にある限り、あなたの《観客》を持つキャラクターはパワー+1000され、【警戒】を得る。',
      '[自動]:このカードが戦場に居る限り、あなたの《観客》を持つキャラクターのパワーを+1000し、【警戒】を得る。',
    ],
  },
  ...(
    [
      // a name, with any condition word; a selector only with 「限り」 (designerWords.ts reads 「あなたが…キャラクターを戦場に
      // 出しているなら、」 as 「あなたの戦場に…が居る場合、」)
      ['(「[^」]+」)', '(限り|なら|場合)'],
      ['([^、。:「」]*?キャラクター)', '(限り)'],
    ] as const
  ).map(
    ([what, condition], i): DesignerWord => ({
      // 「あなたが「腹話術師ボルドー」を戦場に出している限り」: a character of that name (or matching the selector) on the
      // player's side, as 「あなたの戦場に「腹話術師ボルドー」がいる限り」 (HF-12.1)
      from: new RegExp(
        `${WHO}が、?${what}を、?(?:戦場に|場に)(?:出している|出ている|置いている|並べている|コントロールしている)${condition}`,
        'g',
      ),
      to: '$1の戦場に$2がいる$3',
      need: 'ている',
      note: `「あなたが${i === 0 ? '「X」' : '…キャラクター'}を戦場に出している限り」: 「あなたの戦場に${i === 0 ? '「X」' : '…キャラクター'}がいる限り」`,
      example:
        i === 0
          ? [
              '[自動]：あなたが「腹話術師ボルドー」を戦場に出している限り、このキャラクターはパワー+2000され、【反撃】を得る。',
              '[自動]:あなたの戦場に「腹話術師ボルドー」という名前のキャラクターがいる限り、このキャラクターのパワーを+2000し、【反撃】を得る。',
            ]
          : [
              '[自動]：対戦相手が《竜》を持つキャラクターを戦場に出している限り、このキャラクターのパワーを+1000する。',
              '[自動]:対戦相手の戦場に《竜》を持つキャラクターがいる限り、このキャラクターのパワーを+1000する。',
            ],
    }),
  ),
];

export const TRAIN16B_WORDS: readonly DesignerWord[] = [
  {
    // 「対戦相手の手札を全て見て、その中から…」: the whole hand is looked at anyway (grammar handLookAction, lookHandAction)
    from: /(?<=手札を)(?:全て|すべて)、?(?=見(?:て|る))/g,
    to: '',
    need: '手札を',
    note: '「対戦相手の手札を全て見て、…」: 「対戦相手の手札を見て、…」',
    example: [
      '[自動]：このキャラクターが登場した時、対戦相手の手札を全て見て、その中からカードを1枚選び、ゲームから除外する。',
      '[自動]:このキャラクターが戦場に登場した時、対戦相手の手札を見て、その中からカードを1枚選び、ゲームから除外する。',
    ],
  },
  {
    // 「対戦相手の手札を見る。その中から1枚を選び、…」: any card of it, as 「その中からカードを1枚選び」
    from: /(?<=手札を見(?:て、?|る。)その中から、?)([0-9]+|一)枚を?(?=選)/g,
    to: 'カードを$1枚',
    need: 'その中から',
    note: '「…手札を見る。その中から1枚を選び」: 「…手札を見て、その中からカードを1枚選び」',
    example: [
      '対戦相手の手札を見る。その中から1枚を選び、トラッシュに置く。',
      '対戦相手の手札を見て、その中からカードを1枚選び、トラッシュに置く。',
    ],
  },
  {
    // a set card's 「[自動]：このカードがセットされている限り、このキャラクターは…」: a set card's abilities are its host's only
    // while it is set (000 ■セットカード), so the condition restates that; 「このキャラクター」 is the host. Only before
    // 「このキャラクターは／の」 (支配の十字木's 「…限り、セットされているキャラクターは…となる」 keeps its own reading)
    from: /(?<=^\[自動\]:)このカードが(?:キャラクターに)?セットされている(?:限り|間)、?(?=(?:このキャラクター|(?:このカードが)?セットされているキャラクター)(?:は|の)(?![^。]*(?:となる|になる)))/g,
    to: '',
    need: 'セットされている',
    note: '「[自動]：このカードがセットされている限り、このキャラクターは…」 on a set card: 「[自動]：このキャラクターは…」',
    example: [
      '[自動]：このカードがセットされている限り、このキャラクターはアクティブフェイズにアクティブにならない。',
      '[自動]:このキャラクターはアクティブフェイズにアクティブにならない。',
    ],
  },
  {
    // 「[2]：このキャラクターにセットされているこのカードをトラッシュに置く」: the set card itself (an ability its host uses,
    // 000 ■戦場とカードのプレイヤー), as 「このカードをトラッシュに置く」
    from: /(?:この|その)キャラクターにセットされている、?(?=このカード)/g,
    to: '',
    need: 'セットされている',
    note: '「このキャラクターにセットされているこのカード」: 「このカード」 (the set card)',
    example: [
      '[2]：このキャラクターにセットされているこのカードをトラッシュに置く。',
      '[2]:このカードをトラッシュに置く。',
    ],
  },
  {
    // 「対戦相手がドローフェイズ以外でメインデッキからカードを引くたび」: every draw is from the main deck (HF-10), as
    // 「対戦相手がドローフェイズ以外でカードを引くたび」 (once per card drawn, RULING in docs/engine.md)
    from: /(?<=(?:あなた|自分|対戦相手|相手|プレイヤー)(?:が|は)、?(?:ドローフェイズ以外(?:で|に|の時に)、?)?)(?:自分の|その)?(?:メインデッキ|山札|デッキ)から、?(?=カードを(?:[0-9一]枚)?(?:引いた(?:時|とき)|引くたび|ドローした(?:時|とき)|ドローするたび))/g,
    to: '',
    need: 'から',
    note: '「対戦相手がメインデッキからカードを引くたび」: 「対戦相手がカードを引くたび」',
    example: [
      '[自動]：対戦相手がドローフェイズ以外でメインデッキからカードを引くたび、このキャラクターのパワーをターン終了時まで+1000する。',
      '[自動]:対戦相手がドローフェイズ以外でカードを引くたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「対戦相手のメインデッキの一番上のカードを見る。あなたはそれを対戦相手のメインデッキの一番下に置いてもよい」: the one
    // who looks is the one who may move it (the ability's controller), so 「あなたは」 restates the chooser
    from: /(?<=(?:メインデッキ|山札|デッキ)の一番上(?:のカード|の1枚)?を見る。)(?:その後、?)?(?:あなた|自分)は、?(?=(?:それ|そのカード|見たカード)を)/g,
    to: '',
    need: '見る。',
    note: '「…一番上のカードを見る。あなたはそれを…に置いてもよい」: 「…一番上のカードを見る。それを…に置いてもよい」',
    example: [
      '対戦相手のメインデッキの一番上のカードを見る。あなたはそれを対戦相手のメインデッキの一番下に置いてもよい。',
      '対戦相手のメインデッキの一番上のカードを見る。それを対戦相手のメインデッキの一番下に置いてもよい。',
    ],
  },
];
