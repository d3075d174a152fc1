// Issue 22 (helper i22v8): spelling rows the variant probe (codegen/dsl/tools/variantProbe.ts) found missing. Each
// reads one family of spellings as the canonical one BEFORE every other row, so the rows after them (which are
// written against the canonical spelling: 「対象とし」, 「時、」, 「ターン終了時まで」…) see one spelling whatever
// the designer typed: a fix for one wording then holds for the whole family. Same row shape and rules as
// codegen/dsl/designerWords.ts (each example is tested by test/dsl/designerWords.test.ts; the families by
// test/dsl/i22v8-variants.test.ts). Only spellings that mean the same: 「このターンの間」 is このターン中, never
// ターン終了時まで (HF-6.6: they end at different steps).
import type { DesignerWord } from './designerWords.js';
import { KANJI_DIGIT } from './normalize.js';

export const I22V8_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「+1,000」「３，０００ダメージ」: a thousands separator (full width 「，」 is width-normalised to 「,」)
    from: /(?<=\d),(?=\d{3}(?!\d))/g,
    to: '',
    note: '「+1,000」: a number with a thousands separator',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1,000する。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。',
    ],
  },
  ...Object.entries(KANJI_DIGIT).map(
    ([kanji, digit]): DesignerWord => ({
      // 「三枚見る」「二枚まで」「一回」: a count in kanji (「一体」 is the grammar's own spelling and stays; so does
      // 「一枚」 but in a limit 「一枚以上」, read by rows written for 「1枚」)
      from: new RegExp(
        `(?<![一二三四五六七八九十百千])${kanji}(?=${kanji === '一' ? '枚(?:まで|以上|以下)|回' : '枚|回'})`,
        'g',
      ),
      to: digit,
      note: `「${kanji}枚」: a count in kanji`,
      example: [
        `あなたの手札が${kanji}枚以上の場合、カードを1枚引く。`,
        `あなたの手札が${digit}枚以上の場合、カードを1枚引く。`,
      ],
    }),
  ),
  {
    // 「…を対象にし、」「…を対象として、」「…を対象にして攻撃を行うたび」: the target phrase (HF-5.4) with に for と
    // or in the て-form; the rows after this one (an omitted object read as それ／それら, a subject read as それは)
    // see 「対象とし」 only. Without it 「…を対象として、ターン終了時まで、【神速】を得る。」 gave the keyword to this
    // character, not to the target (the grammar reads a subjectless 「…を得る」 as this character's)
    from: /対象(?:に|と)して?(?=、)/g,
    to: '対象とし',
    note: '「対象にし、」: the target phrase with に (HF-5.4)',
    example: [
      '対戦相手のキャラクター1体を対象にし、それを破壊する。',
      '対戦相手のキャラクター1体を対象とし、それを破壊する。',
    ],
  },
  {
    // 「…を対象にしてプレイできる」「…を対象にして発揮できる」「…を対象にして選んで」: the target phrase's に for と
    // before what is done with the target (a move right after 「対象にして」 is read by designerWordsTrain7a.ts)
    from: /対象にして(?=選|発揮|使用|プレイ|攻撃)/g,
    to: '対象として',
    note: '「…を対象にしてプレイできる」: the target phrase with に',
    example: [
      '対戦相手のキャラクター1体を対象にしてプレイできる。そのキャラクターをスリープにする。',
      '対戦相手のキャラクター1体を対象とし、そのキャラクターをスリープにする。',
    ],
  },
  {
    // 「あなたのターン終了時あなたの手札が…」: a turn-timing trigger with no comma after it
    from: /(?<=(?:終了|開始)時)(?=[^、。にのはもまでかと点ご迄以:)）〕〉】\]」』\s])/g,
    to: '、',
    note: '「あなたのターン終了時カードを1枚引く」: a timing trigger with no comma after it',
    example: [
      '[自動]：あなたのターン終了時カードを1枚引く。',
      '[自動]:あなたのターン終了時、カードを1枚引く。',
    ],
  },
  {
    // 「[自動]：登場時1ドロー。」「[自動]：防御時ターン終了時まで…」: a timing word opening the ability, no comma after it
    from: /(?<=^\[自動\]\s*:?\s*(?:登場|攻撃|防御|破壊|アタック|ブロック|退場|セット)時)(?=[^、。:\s])/g,
    to: '、',
    note: '「[自動]：登場時カードを1枚引く。」: a timing word with no comma after it',
    example: [
      '[自動]：登場時カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「…3枚以上ならあなたはカードを1枚引く」: a condition with no comma after it (not 「ならない」「ならず」)
    from: /(?<=なら|ならば)(?=[^、。ずばなびでにくし])/g,
    to: '、',
    note: '「…ならカードを1枚引く」: a condition with no comma after it',
    example: ['あなたの手札が2枚以下ならカードを1枚引く。', 'あなたの手札が2枚以下なら、カードを1枚引く。'],
  },
  {
    // 「このキャラクターが登場した時カードを1枚引く」: the trigger with no comma before the effect
    from: /(?<=[たれ](?:時|とき|際)|たび|たびに)(?=[^、。にのはもまでかと点ご迄以:)）〕〉】\]」』\s])/g,
    to: '、',
    note: '「…した時カードを1枚引く」: a trigger with no comma after it',
    example: [
      '[自動]：このキャラクターが戦場に登場した時カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「手札が5枚以上の場合カードを1枚引く」: a condition with no comma before what it governs
    from: /(?<=場合)(?=[^、。はにのでも])/g,
    to: '、',
    note: '「…の場合カードを1枚引く」: a condition with no comma after it',
    example: [
      'あなたの手札が2枚以下の場合カードを1枚引く。',
      'あなたの手札が2枚以下の場合、カードを1枚引く。',
    ],
  },
  {
    // 「…したとき、」「…した際、」「…した際に、」: the trigger's 時 (HF-12.1) in kana or as 際
    from: /(?<=[たれ])(?:とき|際)(?:に)?(?=、)/g,
    to: '時',
    note: '「登場したとき、」「破壊された際、」: a trigger',
    example: [
      '[自動]：このキャラクターが破壊された際、カードを1枚引く。',
      '[自動]:このキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    // 「手札へ戻す」「戦場へ登場した時」: the particle へ for に before a move
    from: /(?<=手札|トラッシュ|戦場|場|ガードデッキ|ダメージフィールド|エネルギー置き場)へ(?=置|加え|戻|登場)/g,
    to: 'に',
    note: '「戦場へ登場した時」「手札へ戻す」: へ for に before a move',
    example: [
      '[自動]：このキャラクターが戦場へ登場した時、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
  {
    // 「ターン終了まで」「ターンの終了時まで」「このターンの終わりまで」: until end of turn (HF-6.6 (3)); the
    // same row as designerWords.ts, first, so the rows written against 「ターン終了時まで」 apply
    from: /このターン(?:の)?(?:終了|終わり)(?:時)?まで|ターン(?:の(?:終了|終わり)(?:時)?|終わり(?:時)?|終了)まで/g,
    to: 'ターン終了時まで',
    note: '「ターン終了まで」「ターンの終了時まで」: until end of turn',
    example: [
      'あなたのキャラクター1体を対象とし、ターンの終了時まで、それのパワーを+2000する。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。',
    ],
  },
  {
    // 「ターン終了時までそのキャラクターは、破壊されないし、…対象にもならない。」: a duration with no comma before the
    // subject. The rows splitting one sentence in two copy the duration 「ターン終了時まで、」 into each part; without
    // the comma the second part lost it and lasted for the rest of the game (nothing silently lost, issue 22)
    from: /(?<=ターン終了時まで|このターン中)(?=(?:それら?|その(?:キャラクター|カード)|この(?:キャラクター|カード))は|【)/g,
    to: '、',
    note: '「ターン終了時までそのキャラクターは…」: a duration with no comma before its subject',
    example: [
      'あなたのキャラクター1体を対象とし、ターン終了時までそのキャラクターは、破壊されないし、相手の効果の対象にもならない。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、そのキャラクターは破壊されない。ターン終了時まで、そのキャラクターは対戦相手の効果の対象にならない。',
    ],
  },
  {
    // 「このターンの間は、」「このターンの間に」: this turn (このターン中, not ターン終了時まで)
    from: /このターンの間(?:は|に)?(?=、)|このターンの間(?=に)/g,
    to: 'このターン中',
    note: '「このターンの間は、」: this turn',
    example: [
      'あなたのキャラクター1体を対象とし、このターンの間は、それのパワーを+2000する。',
      'あなたのキャラクター1体を対象とし、このターン中、それのパワーを+2000する。',
    ],
  },
  {
    // 「置いても良い」「引いてもいい」: may (HF-5.7)
    from: /ても(?:良い|いい)(?=。|（|\(|、|$)/g,
    to: 'てもよい',
    note: '「…ても良い」「…てもいい」: may',
    example: ['カードを1枚引いても良い。', 'カードを1枚引いてもよい。'],
  },
  {
    // 「…手札に加えることが可能。」: may (HF-5.7)
    from: /ことが可能(?:です)?(?=。)/g,
    to: 'ことができる',
    note: '「…ことが可能。」: may',
    example: ['カードを1枚引くことが可能。', 'カードを1枚引いてもよい。'],
  },
  {
    // 「カード1枚引く」「キャラクターカード1枚選び」: the object's を dropped before its count
    from: /(?<=手札)(?=[0-9]+枚(?:まで)?(?:引|ひ|選|えら|捨|見|公開|トラッシュに|、))|(?<=カード)(?=[0-9]+枚(?:まで)?(?:引|ひ|選|えら|捨|見|探|公開|ドロー|トラッシュに(?!置く(?:。|$))|手札に|、))/g,
    to: 'を',
    note: '「カード1枚引く」: を dropped before a count',
    example: ['カード1枚引く。', 'カードを1枚引く。'],
  },
  {
    // 「相手プレイヤーに見せてから」「次の相手プレイヤーのターン」: the opponent
    from: /対戦相手プレイヤー|(?<!対戦)相手プレイヤー/g,
    to: '対戦相手',
    note: '「相手プレイヤー」: the opponent',
    example: [
      '[自動]：このキャラクターの攻撃で相手プレイヤーにダメージを与えるたび、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃によって対戦相手がダメージを受けた時、カードを1枚引く。',
    ],
  },
  {
    // 「【自動】〔登場時〕：」「【自動】【条件】…」: the bracketed label before a timing label (the row reading 【自動】
    // as 「[自動]:」 would put a colon between them)
    from: /^【自動】(?=\s*[〔【[])/g,
    to: '[自動]',
    note: '「【自動】〔登場時〕：」: the automatic-ability label before a timing label',
    example: [
      '【自動】〔登場時〕：カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。',
    ],
  },
];
