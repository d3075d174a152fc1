// Issue 22 point 3 (helper mech23): designer wordings of the mechanics mech23 adds or already has under another
// spelling — damage reduction said of the damage (「…へのダメージは1000少なくなる」「それに与えられるダメージは、1回につき
// 1000少なくなる」, grammar damageReduceAction), and a cost change of the first such card a player plays each turn
// (「あなたが各ターンに最初にプレイする…のコストは1少なくなる」, the Nth-play form of mech15).
// Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each
// example is tested by test/dsl/designerWords.test.ts, each family by test/dsl/mech23.test.ts).
import type { DesignerWord } from './designerWords.js';

/** The amount and verb of a reduction: 「は、1回につき1000少なくなる」「を1000減らす」「は1000軽減される」. */
const LESS =
  '(?:は|を)、?(?:(?:1|一)回(?:につき|ごとに)、?|それぞれ)?([0-9]+)(?:少なくなる|少なくする|減らす|減る|減少する|軽減する|軽減される)';

export const MECH23_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたのトラッシュにある《星霊》を持つカードのうち、カード名が異なるもの1枚につき」 (d92 十二宮の星霊王 ゾディアーク):
    // one per different name (grammar distinctNames; RULING «Distinct card names», docs/engine.md)
    from: /((?:《[^》]+》を持つ)?(?:キャラクター|コマンド|セット)?カード)のうち、?(?:カード名|名前)(?:が|の)(?:互いに)?異なるもの(?:を)?(?:1|一)(?:枚|種類|つ)につき/g,
    to: 'カード名の異なる$11枚につき',
    need: '異なるもの',
    note: '「…を持つカードのうち、カード名が異なるもの1枚につき」: one per different card name (mech23)',
    example: [
      '[自動]：このキャラクターが戦場に居る限り、このキャラクターのパワーは、あなたのトラッシュにある《星霊》を持つカードのうち、カード名が異なるもの1枚につき+1000される。',
      '[自動]：このキャラクターが戦場に居る限り、このキャラクターのパワーは、あなたのトラッシュにあるカード名の異なる《星霊》を持つカード1枚につき+1000される。',
    ],
  },
  {
    // 「このキャラクターへのダメージは1000少なくなる」「それに与えられるダメージは、1回につき1000少なくなる」「このキャラクターが
    // 受けるダメージは1000減る」: each damage dealt to it is 1000 less, never below 0 (RULING «Damage reduced», docs/engine.md)
    from: new RegExp(`(?:へのダメージ|に与えられるダメージ|が受ける(?:全ての)?ダメージ)${LESS}`, 'g'),
    to: 'が受けるダメージを$1減らす',
    need: 'ダメージ',
    note: '「…へのダメージは1000少なくなる」「…に与えられるダメージは、1回につき1000少なくなる」: a damage reduction (mech23)',
    example: [
      'あなたの他のキャラクター1体を対象とする。ターン終了時まで、それに与えられるダメージは、1回につき1000少なくなる。',
      'あなたの他のキャラクター1体を対象とし、ターン終了時まで、それが受けるダメージを1000減らす。',
    ],
  },
  {
    // 「この効果は攻撃によるダメージにも効果によるダメージにも適用され、ダメージは0未満にはならない。」 after a reduction:
    // the rule restated (every damage, never below 0: RULING «Damage reduced»), read away
    from: /(受けるダメージを[0-9]+減らす。)(?:この効果は、?(?:攻撃|戦闘|バトル)(?:による|の)ダメージにも、?(?:(?:カードの)?効果|【反撃】)(?:による|の)ダメージにも(?:、?(?:【反撃】|効果)(?:による|の)ダメージにも)?適用され(?:る。|、))?(?:ダメージは、?0(?:未満に|より少なく)(?:は)?ならない。)?/g,
    to: '$1',
    need: '減らす。',
    note: '「この効果は攻撃によるダメージにも効果によるダメージにも適用され、ダメージは0未満にはならない」 after a reduction: the rule restated',
    example: [
      '[自動]：このキャラクターへのダメージは1000少なくなる。この効果は攻撃によるダメージにも効果によるダメージにも適用され、ダメージは0未満にはならない。',
      '[自動]：このキャラクターが受けるダメージを1000減らす。',
    ],
  },
  {
    // 「あなたが各ターンに最初にプレイする《レシピ》を持つコマンドのエネルギーコストは1少なくなる」 (d90 二代目マスター 灯): the
    // turn's first such play, counted whether or not the change was in force then — the Nth-play form (mech15; RULING
    // «The Nth play of a turn», docs/engine.md). i22x7 reads 「あなたが毎ターン最初に」 (no 「に」) as once a turn.
    from: /((?:あなた|自分|対戦相手|相手)が)(?:毎ターン|各ターン)(?:に|の間に|中に|の中で)、?最初に(?=プレイする[^。]*?コスト)/g,
    to: '$1そのターンに1枚目に',
    need: '最初に',
    note: '「あなたが各ターンに最初にプレイする…のコストは1少なくなる」: the turn’s first such play (mech23)',
    example: [
      '[自動]：あなたが各ターンに最初にプレイする《レシピ》を持つコマンドのエネルギーコストは1少なくなる。',
      '[自動]：あなたがそのターンに1枚目にプレイする《レシピ》を持つコマンドのエネルギーコストは1少なくなる。',
    ],
  },
];
