// Issue 22 (helper t17c): designer vocabulary rows found on the train half of the seventeenth round's blind set d72 (a
// yokai night market; a designer with no house style who likes compound effects: 「…てもよい。置かなかった場合、…」 pay or
// suffer choices, 「その後、それが…を持っていた場合」). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a
// reading the designer would agree with; each example is tested by test/dsl/designerWords.test.ts, each family by
// test/dsl/train17c.test.ts). TRAIN17C_WORDS_FIRST run before every other row.
import type { DesignerWord } from './designerWords.js';

/** The verbs an optional step is written with, in the stem their negative takes (「置か」ない, 「加え」ない). */
const NOT_DONE_STEM =
  '(?:置か|加え|引か|捨て|戻さ|支払わ|払わ|除外し|スリープにし|レストにし|アクティブにし|与え|登場させ|出さ|セットし|公開し|選ば)';

/** Who does the optional step, named again before its negation (「対戦相手が置かなかった場合」: the same player only). */
const DOER = '(あなた|自分|対戦相手|相手|このキャラクターのプレイヤー|そのプレイヤー)';

/** The optional step's ending (「…てもよい」 and its spellings). */
const MAY = '[てで]も(?:よい|良い|いい|構わない)';

export const TRAIN17C_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「対戦相手は手札を1枚トラッシュに置いてもよい。置かなかった場合、…」: the optional step named again by its own verb,
    // negated, as 「そうしなかった場合、」 (grammar otherwiseWords: it runs when the doer declines or could not do it,
    // HF-5.9). Only right after a 「…てもよい。」 sentence (elsewhere HF-E075 keeps asking for one); 「破壊しなかった場合」 is
    // the grammar's own. The doer may be named again (「対戦相手が置かなかった場合」「対戦相手がそうしなかった場合」), only
    // as the same player the optional sentence names
    from: new RegExp(
      `(?:(?<=(?:^|。|、|:)${DOER}は、?[^。]*?${MAY}。)\\1が、?|(?<=${MAY}。))(?:それを|そのカードを|そうせず、?)?(?:${NOT_DONE_STEM}|そうし)(?:なかった場合|なかったら|なかったならば?|なかった時|なかったとき|ない場合|なければ)、?`,
      'g',
    ),
    to: 'そうしなかった場合、',
    need: 'も',
    note: '「…トラッシュに置いてもよい。置かなかった場合、…」: 「…トラッシュに置いてもよい。そうしなかった場合、…」',
    example: [
      '対戦相手のキャラクター一体を対象とする。対戦相手は手札を1枚トラッシュに置いてもよい。置かなかった場合、ターン終了時まで、そのキャラクターのパワーを-3000する。',
      '対戦相手のキャラクター一体を対象とし、対戦相手は手札からカードを1枚選び、トラッシュに置いてもよい。そうしなかった場合、ターン終了時まで、そのキャラクターのパワーを-3000する。',
    ],
  },
  {
    // 「あなたの手札が対戦相手の手札より少ない場合、…。そうでない場合、…。」: the else of the previous sentence's condition,
    // as 「そうでなければ、」 (grammar otherwise). Not after 「それが…であれば、…。」 (a revealed card: elseWord reads it as
    // written, and other rows' readings keep it)
    from: /(?<=。)(?<!(?:それ|そのカード)(?:が|は)[^。]*。)(?:そうでない場合|それ以外の場合|そうじゃない場合)は?、?/g,
    to: 'そうでなければ、',
    need: '場合',
    note: '「…場合、A。そうでない場合、B。」: 「…場合、A。そうでなければ、B。」',
    example: [
      'あなたの手札が対戦相手の手札より少ない場合、あなたはカードを2枚引く。そうでない場合、あなたはカードを1枚引く。',
      'あなたの手札が対戦相手の手札より少ない場合、あなたはカードを2枚引く。そうでなければ、あなたはカードを1枚引く。',
    ],
  },
  {
    // 「対戦相手は[1]を支払ってもよい。支払わなかった場合、…」: the opponent pays energy inside the effect (pay or suffer),
    // as 「対戦相手はエネルギーを1支払ってもよい」 (the doer decides and pays, all or nothing: RULING, docs/engine.md);
    // t16a reads the same for 「あなたは」
    from: /(?<=(?:^|、|。|:)(?:対戦相手|相手)は、?)\[(?:エネルギー)?([0-9]+)\]を?(?:(?:支払|払)って(?:も)?(?:よい|良い|いい)|(?:支払|払)うことが(?:でき|出来)る)/g,
    to: 'エネルギーを$1支払ってもよい',
    need: '払',
    note: '「対戦相手は[1]を支払ってもよい」: 「対戦相手はエネルギーを1支払ってもよい」',
    example: [
      '対戦相手は[1]を支払ってもよい。支払わなかった場合、あなたはカードを1枚引く。',
      '対戦相手はエネルギーを1支払ってもよい。そうしなかった場合、あなたはカードを1枚引く。',
    ],
  },
  {
    // 「[自動]：あなたの手札が対戦相手の手札より少ない限り、このキャラクターのパワーは+2000される。」: a continuous
    // ability's comparison of the two players' zones while it holds, as 「…より少ないなら、」 (extraCondition compare:
    // checked continuously on a continuous ability)
    from: /(?<=^\[自動\]\s*[:：]\s*[^。]*?の(?:手札|トラッシュ|ダメージフィールド|ガードデッキ|メインデッキ)(?:のカード)?(?:の枚数)?が、?[^。、]*?の(?:手札|トラッシュ|ダメージフィールド|ガードデッキ|メインデッキ)(?:のカード)?(?:の枚数)?)より(少な|多)い(?:間|限り)は?、/g,
    to: 'より$1いなら、',
    need: 'より',
    note: '「[自動]：あなたの手札が対戦相手の手札より少ない限り、…」: 「…より少ないなら、…」',
    example: [
      '[自動]：あなたの手札が対戦相手の手札より少ない限り、このキャラクターのパワーは+2000される。',
      '[自動]:あなたの手札が対戦相手の手札より少ないなら、このキャラクターのパワーは+2000される。',
    ],
  },
  {
    // 「セットカード1枚を対象とし、それをトラッシュに置く。その後、それが《呪い》か《借財》を持っていた場合、…」: a set card's
    // traits are its own (printed; 000 ■セットカード), so what it had on the battlefield is what it has where it went,
    // as 「それが《呪い》か《借財》を持つ場合」 (checked on the moved card, test/rules/17c-train17c.test.ts). Only for a set
    // card: a character's traits given by a set card are gone once it leaves (that stays HF-E040)
    from: /(?<=セットカード[^。]*?を対象と(?:し|する。)、?(?:それ|そのカード)を[^。]*?(?:置く|置き|破壊する|破壊し|戻す|戻し|除外する|除外し)(?:。その後、|、その後、|。)(?:それ|そのカード)(?:が|は))((?:《[^》]+》(?:か|または|もしくは|や)?)+)を持っていた(?:場合|なら(?:ば)?|とき|時)/g,
    to: '$1を持つ場合',
    need: '持っていた',
    note: '「…セットカード…を対象とし、それをトラッシュに置く。その後、それが《呪い》を持っていた場合」: 「…それが《呪い》を持つ場合」',
    example: [
      'セットカード1枚を対象とし、それをトラッシュに置く。その後、それが《呪い》か《借財》を持っていた場合、あなたはカードを1枚引く。',
      'セットカード1枚を対象とし、それをトラッシュに置く。その後、それが《呪い》か《借財》を持つカードである場合、あなたはカードを1枚引く。',
    ],
  },
  ...(
    [
      ['トラッシュに置く', 'トラッシュに置いた'],
      ['手札に加える', '手札に加えた'],
      ['ゲームから除外する', 'ゲームから除外した'],
      ['手札に戻す', '戻した'],
    ] as const
  ).map(
    ([done, past]): DesignerWord => ({
      // 「あなたは手札を2枚選び、トラッシュに置く。そうしたら、その中にコマンドカードがある場合、…」: the cards the choice just
      // moved, as 「この効果でコマンドカードを1枚以上トラッシュに置いたなら」 (grammar extraCondition movedAmong; the d72
      // 夜市の大売り出し intent). Only right after a choice (「…を2枚選び、…」: a discard without one is HF-E040) and for a
      // card noun
      from: new RegExp(
        `(?<=[0-9一二三四五]+枚(?:まで)?(?:を)?選(?:び|んで)、?(?:それらを|それを)?${done}。)(そうしたら|そうした場合|その後|そして)、(?:その|それらの)(?:中|うち)に、?([^、。]*?カード)が(?:1枚以上|一枚以上|1枚でも|一枚でも)?(?:ある場合|あれば|あるなら(?:ば)?|含まれ(?:ている|る)場合|含まれていれば|含まれるなら)`,
        'g',
      ),
      to: `$1、この効果で$2を1枚以上${past}なら`,
      need: '選',
      note: `「…を2枚選び、${done}。そうしたら、その中にコマンドカードがある場合」: 「…そうしたら、この効果でコマンドカードを1枚以上${past}なら」`,
      example: [
        `${done === 'トラッシュに置く' ? 'あなたは手札を2枚' : 'あなたは自分のトラッシュからカードを2枚'}選び、${done}。そうしたら、その中にキャラクターカードがある場合、あなたはカードを1枚引く。`,
        `${done === 'トラッシュに置く' ? 'あなたは手札からカードを2枚' : 'あなたのトラッシュからカードを2枚'}選び、${done}。そうしたら、この効果でキャラクターカードを1枚以上${past}なら、あなたはカードを1枚引く。`,
      ],
    }),
  ),
];
