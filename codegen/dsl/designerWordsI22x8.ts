// Issue 22 (helper i22x8): reminder notes 「（…）」 after a sentence, found in d20, d32, d32x and d6 — each read away only
// when it restates what the sentence before it already does under the seeds' rules (the sentence is checked in a
// lookbehind, the rule named in the row's note), or moved into the sentence when it says which events the sentence
// covers in words the grammar has (「（パワーが0になったことによる破壊は置き換えられない）」 → 「ダメージか効果によって破壊
// される場合」). A note after another sentence, or saying anything else, stays in the line, and the line is rejected
// (HF-E040 names the note) rather than read without it. Same row shape as codegen/dsl/designerWords.ts; each example
// is tested by test/dsl/designerWords.test.ts, the variants and the notes that must stay by
// test/dsl/i22x8-notes.test.ts. The rows see the text after every other row (plain verbs, canonical nouns).
import type { DesignerWord } from './designerWords.js';

export const I22X8_WORDS: readonly DesignerWord[] = [
  {
    // 「…が破壊された時、…引く。（直接トラッシュに置かれた場合は「破壊」ではないので、引くことはできません。）」: 000 ■破壊
    // (a character put into the trash directly is not destroyed), so a 「破壊された時」 trigger does not fire then; what
    // follows 「ので、」 is a short negative (「引くことはできない」「この能力は発揮しない」「カードは引けない」), the consequence
    from: /\((?<=破壊された(?:時|とき|際)、[^()]*\()(?:(?:その|この)?(?:キャラクター|カード)が、?)?(?:効果で|効果によって|効果により)?、?直接トラッシュに(?:置かれた|置かれる|送られた|送られる)(?:場合|時|とき)(?:は|には)?、?(?:「破壊」|破壊)(?:で|と)は(?:ない|ありません|みなされない|見なされない|みなさない|見なさない)(?:ので|から|ため)、?[^()、。「」]{1,12}(?:ない|ません)。?\)/g,
    to: '',
    need: '直接トラッシュに',
    note: 'reminder 「（直接トラッシュに置かれた場合は「破壊」ではないので、…できない）」 after a 「破壊された時」 trigger: 000 ■破壊 (a character put into the trash directly is not destroyed), so the trigger does not fire then — what the engine does',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたはメインデッキからカードを1枚引きます。（直接トラッシュに置かれた場合は「破壊」ではないので、引くことはできません。）',
      '[自動]:このキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  {
    // 「…手札からカードを1枚選び、トラッシュに置きます。（手札が無い場合は、何も置かなくてかまいません。）」: an instruction
    // that cannot be carried out is skipped (HF-5.9): with no hand nothing is put
    from: /\((?<=手札(?:から|を)[^()。]*(?:トラッシュに置く|捨てる)。\()(?:あなたの|自分の)?手札が(?:無い|ない|0枚の|1枚もない|1枚も無い)(?:場合|とき|時|なら)(?:は|には)?、?(?:何も(?:置かなくて|捨てなくて|しなくて)も?(?:かまいません|かまわない|構いません|構わない|よい|いい)|何も(?:しない|起こらない|起きない|置かない|捨てない))。?\)/g,
    to: '',
    need: '手札が',
    note: 'reminder 「（手札が無い場合は、何も置かなくてかまいません）」 after putting cards from the hand into the trash: HF-5.9 (what cannot be carried out is skipped), what the engine does',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、あなたは自分の手札からカードを1枚選び、トラッシュに置きます。（手札が無い場合は、何も置かなくてかまいません。）',
      '[自動]:このキャラクターが攻撃を行うたび、あなたの手札からカードを1枚選び、トラッシュに置く。',
    ],
  },
  {
    // 「…が破壊される場合、代わりに…。（パワーが0になったことによる破壊は置き換えられない。）」: the replacement covers every
    // destruction but power 0 (HF-9.5) — 「ダメージか効果によって破壊される場合」 (RULING docs/engine.md, i22ta6). Only when
    // the sentence names no cause itself (「が破壊される」 with nothing between).
    from: /が破壊される(?:場合|時|とき)、?(?:代わりに|かわりに)([^()]*?。)\((?:ただし、?)?パワーが0になった(?:こと|場合|時|とき)?(?:による|での|で|の)?破壊(?:は|には|では)?、?(?:置き換えられない|置き換えない|置き換わらない|置き換えることはできない|適用されない|適用できない|適用しない)。?\)/g,
    to: 'がダメージか効果によって破壊される場合、代わりに$1',
    need: 'パワーが0になった',
    note: 'reminder 「（パワーが0になったことによる破壊は置き換えられない）」 after a replacement of a destruction: the replacement covers destruction by damage or effects only (HF-9.5 power 0 excluded), 「ダメージか効果によって破壊される場合」',
    example: [
      '[自動]：このカードがセットされているキャラクターが破壊される場合、代わりにこのカードをトラッシュに置く。（パワーが0になったことによる破壊は置き換えられない。）',
      '[自動]:このカードがセットされているキャラクターがダメージか効果によって破壊される場合、代わりにこのカードをトラッシュに置く。',
    ],
  },
  {
    // 「…ダメージを与える。その後、あなたの《人魚》を持つキャラクター1体につき、カードを1枚引く。（この効果で破壊された
    // 《人魚》は数えない。）」: a character destroyed by the damage is destroyed at once (HF-9.4, the state check right
    // after the step) and is no longer on the battlefield when a later step counts characters
    // The note names what the count counts: the same trait, or plain characters.
    // (The count is a group, kept as written: a backreference into a leading lookbehind would break the row's quick
    // test, codegen/dsl/parse/reading.ts quickTestOf.)
    from: /(?<=(?:ダメージを与える|を破壊する)。(?:その後、)?[^()]*?)((?:《([^》]+)》を持つ)?キャラクター(?:1体につき|の数)[^()]*)\((?:この効果で|この効果によって|これにより|この処理で)破壊された(?:《\2》(?:を持つキャラクター)?|キャラクター)(?:は|を)?数え(?:ない|ません|られない)。?\)/g,
    to: '$1',
    need: '破壊された',
    readsNames: true,
    note: 'reminder 「（この効果で破壊された《人魚》は数えない）」 after damage or destruction followed by a count of characters: HF-9.4/HF-9.6 (destroyed at once, no longer on the battlefield when the later step counts), what the engine does',
    example: [
      '全てのキャラクターに、それぞれ3000ダメージを与える。その後、あなたは、戦場にいるあなたの《人魚》を持つキャラクターの数に等しい枚数のカードを、メインデッキから引く。（この効果で破壊された《人魚》は数えない。）',
      'キャラクター全てに3000ダメージを与える。その後、あなたの《人魚》を持つキャラクター1体につき、カードを1枚引く。',
    ],
  },
  {
    // 「…次にプレイするセットカードのエネルギーコストは1少なくなる。（ワールド・セットもこの効果を受ける。エネルギーコストは
    // 0未満にはならない）」: a world set is a kind of set card (000 (3), docs/dsl.md) and a cost is never below 0 (HF-5.12)
    from: /\((?<=セットカード[^()]*コストは[0-9X]+(?:少なく|低く)なる。?\()ワールド・セット(?:も|にも)、?(?:この効果を受ける|この効果は適用される|この効果が適用される|対象(?:になる|に含む|に含まれる)|含む|含まれる)(?:(?:。|、)(?:ただし、?)?(?:エネルギー)?(?:コスト)?(?:は、?)?0(?:未満に(?:は)?|より少なく(?:は)?|より低く(?:は)?)ならない)?。?\)/g,
    to: '',
    need: 'ワールド・セット',
    note: 'reminder 「（ワールド・セットもこの効果を受ける。エネルギーコストは0未満にはならない）」 after a cost change of set cards: a world set is a set card (000 (3)) and a cost is never below 0 (HF-5.12), what the cost change does',
    example: [
      '①[スリープ]：このターン、あなたが次にプレイするセットカード1枚のエネルギーコストは1少なくなる。（ワールド・セットもこの効果を受ける。エネルギーコストは0未満にはならない）',
      '①[スリープ]:このターン、次にあなたがプレイするセットカードのエネルギーコストは1少なくなる。',
    ],
  },
];

// ── two targets of different kinds, named by what tells them apart (issue 22, i22x8) ──
// 「あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とする。あなたの対象のキャラクターを破壊する。その後、対戦相手の
// 対象のキャラクターに、…」「《飛空艇》を持つ自分のキャラクター1体と、相手のキャラクター1体を対象とする。その相手のキャラクター
// に、その《飛空艇》のパワーに等しいダメージを与える」: each reference names the player or the trait of exactly one of the
// two targets of the line's opening 「A1体と、B1体を対象と」, so it is that target — 「前者」 (the first) or 「後者」 (the
// second), as the grammar writes them (HF-5.10). A 「その（対象の）キャラクター」 naming neither stays (rejected).

const MINE = '(?:あなた|自分)';
const OPP = '(?:対戦相手|相手)';

/** The line's two-target opening, A (of player `first`) then B (of player `second`), and anything up to the reference. */
const twoTargets = (first: string, second: string) =>
  `(?<=(?:^|。|:)(?:(?!1体と)[^。:])*?${first}の(?:(?!${second}の)[^、。])*?1体と、?(?:(?!${first}の)[^、。])*?${second}の[^、。]*?1体を対象と[\\s\\S]*?)`;

/** A reference to the target of `player`: 「その／対象の／対象にした P のキャラクター」「P の対象（のキャラクター）」. */
const targetOf = (player: string) =>
  `(?:(?:その|対象の|対象とした|対象にした)${player}のキャラクター|${player}の対象(?:のキャラクター|とした(?:キャラクター)?|にした(?:キャラクター)?)?(?=[をにのはがへ]))`;

const PLAYER_EXAMPLE_MINE_FIRST: readonly [string, string] = [
  'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とする。あなたの対象のキャラクターを破壊する。その後、対戦相手の対象のキャラクターに、破壊したキャラクターが破壊される直前のパワーに等しいダメージを与える。',
  'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、前者を破壊する。その後、後者に、前者が破壊される直前のパワーに等しいダメージを与える。',
];
const PLAYER_EXAMPLE_OPP_FIRST: readonly [string, string] = [
  '対戦相手のキャラクター1体と、あなたのキャラクター1体を対象とする。ターン終了時まで、その対戦相手のキャラクターのパワーを-1000し、そのあなたのキャラクターのパワーを+1000する。',
  '対戦相手のキャラクター1体を対象とし、あなたのキャラクター1体を対象とし、ターン終了時まで、前者のパワーを-1000し、後者のパワーを+1000する。',
];

export const I22X8_TWO_TARGET_WORDS: readonly DesignerWord[] = [
  {
    // 「…を対象として選ぶ。」 ends the targeting sentence as 「…を対象とする。」 does
    // (with more after it, joined as 「…を対象とし、」 as the other rows join 「…を対象とする。」)
    from: /を対象として(?:選ぶ|選択する)。(?=.)/g,
    to: 'を対象とし、',
    need: '対象として',
    note: '「…1体を対象として選ぶ。」 is 「…1体を対象とする。」 (targets are chosen when it is played, HF-5.4)',
    example: [
      'キャラクター1体を対象として選ぶ。それを破壊する。',
      'キャラクター1体を対象とし、それを破壊する。',
    ],
  },
  {
    from: new RegExp(twoTargets(MINE, OPP) + targetOf(MINE), 'g'),
    to: '前者',
    need: '1体を対象と',
    note: '「あなたの対象のキャラクター」「そのあなたのキャラクター」 after 「あなたの…1体と、対戦相手の…1体を対象と」: the first target (前者)',
    example: PLAYER_EXAMPLE_MINE_FIRST,
  },
  {
    from: new RegExp(twoTargets(MINE, OPP) + targetOf(OPP), 'g'),
    to: '後者',
    need: '1体を対象と',
    note: '「対戦相手の対象のキャラクター」「その対戦相手のキャラクター」 after 「あなたの…1体と、対戦相手の…1体を対象と」: the second target (後者)',
    example: PLAYER_EXAMPLE_MINE_FIRST,
  },
  {
    from: new RegExp(twoTargets(OPP, MINE) + targetOf(OPP), 'g'),
    to: '前者',
    need: '1体を対象と',
    note: '「その対戦相手のキャラクター」 after 「対戦相手の…1体と、あなたの…1体を対象と」: the first target (前者)',
    example: PLAYER_EXAMPLE_OPP_FIRST,
  },
  {
    from: new RegExp(twoTargets(OPP, MINE) + targetOf(MINE), 'g'),
    to: '後者',
    need: '1体を対象と',
    note: '「そのあなたのキャラクター」 after 「対戦相手の…1体と、あなたの…1体を対象と」: the second target (後者)',
    example: PLAYER_EXAMPLE_OPP_FIRST,
  },
  {
    // 「その《飛空艇》」「対象の《飛空艇》（を持つキャラクター）」: the trait of the first target only
    from: /(?:その|対象の|対象とした|対象にした)《([^》]+)》(?:を持つキャラクター)?(?<=(?:^|。|:)(?:(?!1体と)[^。:])*?《\1》[^、。]*?1体と、?(?:(?!《\1》)[^、。])*?1体を対象と[\s\S]*)/g,
    to: '前者',
    need: '1体を対象と',
    readsNames: true,
    note: '「その《飛空艇》」 after 「《飛空艇》を持つ…1体と、…1体を対象と」 (the trait of the first target only): the first target (前者)',
    example: [
      '《飛空艇》を持つ自分のキャラクター１体と、相手のキャラクター１体を対象として選ぶ。その相手のキャラクターに、その《飛空艇》のパワーと同じ数値のダメージを与える。その後、その《飛空艇》をスリープにする。',
      '《飛空艇》を持つ自分のキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、後者に、前者のパワーと同じ数値のダメージを与える。その後、前者をスリープにする。',
    ],
  },
  {
    // 「その《竜》」: the trait of the second target only
    from: /(?:その|対象の|対象とした|対象にした)《([^》]+)》(?:を持つキャラクター)?(?<=(?:^|。|:)(?:(?!《\1》)[^。:])*?1体と、?[^、。]*?《\1》[^、。]*?1体を対象と[\s\S]*)/g,
    to: '後者',
    need: '1体を対象と',
    readsNames: true,
    note: '「その《竜》」 after 「…1体と、《竜》を持つ…1体を対象と」 (the trait of the second target only): the second target (後者)',
    example: [
      'あなたのキャラクター1体と、《竜》を持つキャラクター1体を対象とする。その《竜》をスリープにする。',
      'あなたのキャラクター1体を対象とし、《竜》を持つキャラクター1体を対象とし、後者をスリープにする。',
    ],
  },
  {
    // 「前者を破壊する。その後、…破壊したキャラクターが破壊される直前のパワー」: the target the line destroyed (its last known
    // power, HF-9.6)
    from: /(?<=(前者|後者)を破壊(?:する。|し、)[^。]*?)破壊した(?:キャラクター|カード)(?=が(?:破壊される|戦場を離れる|トラッシュに置かれる)直前のパワー|のパワー)/g,
    to: '$1',
    need: '破壊した',
    note: '「破壊したキャラクター（が破壊される直前）のパワー」 right after 「前者を破壊する。」: that target, its last known power (HF-9.6)',
    example: PLAYER_EXAMPLE_MINE_FIRST,
  },
];

export const I22X8_DECLARE_WORDS: readonly DesignerWord[] = [
  {
    // 「カード名を1つ指定し、自分のメインデッキの一番上のカードを公開する。それが指定した名前のカードなら、…」: the declaration
    // is a sentence of its own before the reveal (declaring cannot fail, so one process or two is the same, HF-5.7)
    from: /((?:カード名|カードの名前|カードの名称|種別|カードの種別|カードの種類|分類|特徴)を1つ)(?:宣言|指定)し、(?=(?:(?:あなた|自分)の)?メインデッキの一番上のカードを(?:公開|見))/g,
    to: '$1宣言する。',
    need: 'を1つ',
    note: '「カード名を1つ指定し、…一番上のカードを公開する」: the declaration, then the reveal as its own sentence',
    example: [
      '[自動]：このキャラクターが攻撃を行った時、カード名を１つ指定し、自分のメインデッキの一番上のカードを公開する。それが指定した名前のカードなら、手札に加える。そうでないなら、そのカードをメインデッキの一番上か一番下に置く。',
      '[自動]:このキャラクターが攻撃した時、カード名を1つ宣言する。自分のメインデッキの一番上のカードを公開する。それが指定した名前のカードなら、手札に加える。そうでないなら、そのカードをメインデッキの一番上か一番下に置く。',
    ],
  },
];

export const I22X8_ALL_THEN_THEM_WORDS: readonly DesignerWord[] = [
  {
    // 「あなたの《役者》のキャラクターすべてをアクティブにする。ターン終了時まで、それらのパワーを+1000する。」: 「それら」 are the
    // characters the first sentence made active — the same ones the selector names again (a change of state does not
    // change who matches it unless the selector names a state, so one naming アクティブ／スリープ has no row). d21 千秋楽.
    // i22tb9: the whole selector, from the start of its clause (「パワー5000以下の対戦相手のキャラクター」 kept its 「パワー
    // 5000以下の」, which was dropped when the match began at 「対戦相手の」).
    from: /(?<=^|[、。:])((?:(?!アクティブ|スリープ)[^、。:])*?(?:あなた|自分|対戦相手|相手)の(?:(?!アクティブ|スリープ)[^、。])*?キャラクター)(?:全て|すべて)を(アクティブ|スリープ)に(?:する。|し、)((?:ターン終了時まで|このターン中)、)?それら(?=のパワー|は)/g,
    to: '$1全てを$2にする。$3$1全て',
    need: 'それら',
    note: '「…キャラクター全てをアクティブにする。ターン終了時まで、それらのパワーを…」: 「それら」 is the same characters, named again (a selector naming a state has no row)',
    example: [
      'あなたの《役者》のキャラクターすべてをアクティブにする。ターン終了時まで、それらのパワーを+1000する。',
      'あなたの《役者》を持つキャラクター全てをアクティブにする。ターン終了時まで、あなたの《役者》を持つキャラクター全てのパワーを+1000する。',
    ],
  },
];
