// Issue 22 (helper i22ta8): designer vocabulary rows found on the train halves of two blind sets of the ninth round
// and their style twins — designers who wrote with no house style at all, close to the seeds' own sentences
// (「[自動]：」 on continuous abilities, 「一体」, 「それらのパワーをそれぞれ+1000する」, 「スリープである、あなたの…」,
// 「ガードデッキに裏向きで加える」, 「そのうち1枚を上に、もう1枚を下に置く」). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts); whole families are tested by test/dsl/i22ta8-train8a.test.ts.
// TRAIN8A_WORDS_FIRST run before every other row, TRAIN8A_WORDS after them all.
import type { DesignerWord } from './designerWords.js';

/** Who owns a zone, as written. */
const OWNER = '(?:あなた|自分)の';

/**
 * 「ガードデッキに裏向きで加える」「ガードデッキに裏向きで置く」「裏向きにしてガードデッキに入れる」: a card put face down
 * into the guard deck, in any word order, with any of the verbs of putting (HF-8: the guard deck holds its cards
 * face down). [written verb (a pattern), canonical verb, what follows in the example].
 */
const GUARD_VERBS: readonly (readonly [string, string, string])[] = [
  ['加え(?=る|て|、)', '加え', 'る。'],
  ['入れ(?=る|て|、)', '加え', 'る。'],
  ['置い(?=て)', '加え', 'てもよい。'],
  ['置く', '加える', '。'],
  ['置き(?=、)', '加え', '、カードを1枚引く。'],
];

/** How a designer says face down before the verb (「裏向きで」「裏向きにして」「裏向きのまま」「裏向きの状態で」). */
const FACE_DOWN = '裏向き(?:で|にして|にし|のまま|の状態で)';

const GUARD_ROWS: readonly DesignerWord[] = GUARD_VERBS.flatMap(([verb, canonical, rest]) => [
  {
    // 「…を1枚選び、あなたのガードデッキに裏向きで加える」: the zone before 「裏向きで」
    from: new RegExp(`(${OWNER})?ガードデッキ(?:に|へ)、?${FACE_DOWN}、?${verb}`, 'g'),
    to: `裏向きで$1ガードデッキに${canonical}`,
    need: 'ガードデッキ',
    note: `「ガードデッキに裏向きで${canonical}」: the words in another order`,
    example: [
      `あなたのダメージフィールドのカードを1枚選び、あなたのガードデッキに裏向きで${verb.replace(/\(.*$/, '')}${rest}`,
      `あなたのダメージフィールドのカードを1枚選び、裏向きでガードデッキに${canonical}${rest}`,
    ],
  },
  {
    // 「裏向きにしてガードデッキに入れる」「裏向きでガードデッキに置く」
    from: new RegExp(`${FACE_DOWN}、?(${OWNER})?ガードデッキ(?:に|へ)${verb}`, 'g'),
    to: `裏向きで$1ガードデッキに${canonical}`,
    need: 'ガードデッキ',
    note: `「裏向きにしてガードデッキに${canonical}」: face down, put into the guard deck`,
    example: [
      `あなたのダメージフィールドのカードを1枚選び、裏向きにしてガードデッキに${verb.replace(/\(.*$/, '')}${rest}`,
      `あなたのダメージフィールドのカードを1枚選び、裏向きでガードデッキに${canonical}${rest}`,
    ],
  },
]);

/** A modifier that may end before a comma and the owner of the noun it modifies (「スリープである、あなたの…」). */
const MODIFIER_END =
  '(?:(?:スリープ|アクティブ)(?:状態)?(?:である|の)|(?:以下|以上|未満)の|を持つ|を持っている|を持った|を持たない|が[0-9]+以[上下]の)';

export const TRAIN8A_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「[自動] このキャラクターが戦場に居る限り、…」: a space after the label instead of the colon, before a continuous
    // condition (a timing label such as 「[自動] 登場時：」 is designerStyleWords.ts's)
    from: /(?<=^\[自動\])\s+(?=[^:。]*?(?:限り|間)、)/g,
    to: ':',
    need: '[自動]',
    note: '「[自動] …」: the label followed by a space',
    example: [
      '[自動] このキャラクターが戦場に居る限り、あなたの他の《祭衆》を持つキャラクターのパワーを+1000する。',
      '[自動]:このキャラクターが戦場に居る限り、あなたの他の《祭衆》を持つキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「[1]、[スリープ]：」: a comma between two costs
    from: /(?<=^(?:\[[^\]]+\])+)、(?=\[)/g,
    to: '',
    need: ']、[',
    note: '「[1]、[スリープ]：」: a comma between the costs',
    example: ['[1]、[スリープ]：カードを1枚引く。', '[1][スリープ]:カードを1枚引く。'],
  },
  {
    // 「…を対象にし、」: 対象とし
    from: /対象に(?=し、)/g,
    to: '対象と',
    need: '対象に',
    note: '「…を対象にし、」: the target (対象とし)',
    example: [
      '対戦相手のキャラクター一体を対象にし、それを破壊する。',
      '対戦相手のキャラクター一体を対象とし、それを破壊する。',
    ],
  },
  {
    // 「メインデッキの1番上」「いちばん下」: 一番
    from: /(?:(?:1|１|いち)番|いちばん)(?=上|下)/g,
    to: '一番',
    note: '「1番上」「いちばん下」: 一番',
    example: [
      'あなたのメインデッキの1番上のカードをトラッシュに置く。',
      'あなたのメインデッキの一番上のカードをトラッシュに置く。',
    ],
  },
  {
    // 「最大2枚選び」「0～2枚選び」: up to that many (「2枚まで」)
    from: /(?:最大(?:で)?、?|0\s*[～〜~\-]\s*)([0-9一二三四五六七八九]+)(枚|体)(?:まで)?/g,
    to: '$1$2まで',
    note: '「最大2枚」「0～2枚」: up to that many',
    example: [
      'あなたのトラッシュから《灯霊》を持つキャラクターカードを最大2枚選び、手札に加える。',
      'あなたのトラッシュから《灯霊》を持つキャラクターカードを2枚まで選び、手札に加える。',
    ],
  },
  {
    // 「分類《舞手》を持つキャラクター」「分類が《祭衆》のカード」: the seeds' word for a trait before the trait itself
    from: /分類(?:が|は|に)?、?(?=《)/g,
    to: '',
    need: '分類',
    note: '「分類《舞手》を持つ」: the trait (分類 names what 《》 already says)',
    example: [
      '[1][スリープ]：スリープであるあなたの分類《舞手》を持つキャラクター一体を対象とし、それをアクティブにする。',
      '[1][スリープ]:スリープであるあなたの《舞手》を持つキャラクター一体を対象とし、それをアクティブにする。',
    ],
  },
  {
    // 「《舞手》の分類を持つキャラクター」: the same, the word after the trait
    from: /(?<=》)の分類を(?=持つ|持っている|持った|もつ)/g,
    to: 'を',
    need: '分類',
    note: '「《舞手》の分類を持つ」: the trait',
    example: [
      '[自動]：あなたの《舞手》の分類を持つキャラクターが破壊された時、カードを1枚引く。',
      '[自動]:あなたの《舞手》を持つキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    // 「エネルギー置き場」「エネルギーゾーン」「エネルギーエリア」: the energy field (HF-2)
    from: /エネルギー(?:置き場|置場|ゾーン|エリア)/g,
    to: 'エネルギーフィールド',
    need: 'エネルギー',
    note: '「エネルギー置き場」: the energy field',
    example: [
      'あなたのメインデッキの一番上のカードを、裏向きかつアクティブでエネルギー置き場に置く。',
      'あなたはメインデッキの一番上のカードをアクティブ状態のエネルギーとして置く。',
    ],
  },
  {
    // 「アクティブかつ裏向きで」「スリープ状態の裏向きで」: both states, in the other order
    from: /(アクティブ|スリープ)(?:状態)?(?:かつ|で、?|の)裏向き(?:で|の状態で)/g,
    to: '裏向きかつ$1で',
    need: '裏向き',
    note: '「アクティブかつ裏向きで」: face down and active (or asleep), in the other order',
    example: [
      'あなたのメインデッキの一番上のカードを、アクティブかつ裏向きでエネルギーフィールドに置く。',
      'あなたはメインデッキの一番上のカードをアクティブ状態のエネルギーとして置く。',
    ],
  },
  {
    // 「ターン終了時まで、このキャラクターはパワー+4000と【強撃】を持つ」「…+2000し、【強撃】を持つ」: for a while, a
    // keyword is gained (「を持つ」 with a duration is 「を得る」)
    from: /(?<=(?:ターン終了時まで|このターン中|このターンの間|次の[^、。]*?まで)、[^。]*?】)を(?:持つ|もつ)(?=。|$)/g,
    to: 'を得る',
    need: '】を',
    note: '「ターン終了時まで、…【強撃】を持つ」: a keyword gained for a while',
    example: [
      '[カルネージ1]：ターン終了時まで、このキャラクターはパワー+4000と【強撃】を持つ。',
      '[カルネージ1]:ターン終了時まで、このキャラクターのパワーを+4000し、このキャラクターは【強撃】を得る。',
    ],
  },
  {
    // 「【空装 条件：自分のメインデッキとガードデッキに…合計15枚以上ある …】」: 自分 is あなた in the condition of a
    // 【空装】 too (HF-13.8; its effect reads 自分 as any effect does)
    from: /(?<=^【空装\s*条件\s*:\s*)自分の/g,
    to: 'あなたの',
    need: '【空装',
    note: '「【空装 条件：自分の…】」: 自分 is あなた',
    example: [
      '【空装 条件：自分のメインデッキとガードデッキに《巨獣》のキャラクターカードが合計15枚以上ある 効果：自分の《巨獣》のキャラクターのパワーは+1000される】',
      '【空装 条件:あなたのメインデッキとガードデッキに《巨獣》を持つキャラクターカードが合計15枚以上ある 効果:自分の《巨獣》を持つキャラクターのパワーは+1000される。】',
    ],
  },
  {
    // 「キャラカード」: キャラ is キャラクター (the row of designerWordsTrain7a.ts leaves キャラ before katakana alone)
    from: /キャラカード/g,
    to: 'キャラクターカード',
    need: 'キャラカード',
    note: '「キャラカード」: a character card',
    example: [
      'あなたのトラッシュから《灯霊》を持つキャラカードを2枚まで選び、手札に加える。',
      'あなたのトラッシュから《灯霊》を持つキャラクターカードを2枚まで選び、手札に加える。',
    ],
  },
  {
    // 「…を対象とし、ターン終了時まで、そのパワーは+1000される」: the target's power, in the passive
    from: /(?<=対象と(?:し|して)、[^。]*?)(その|それの|それらの|そのキャラクターの|それらのキャラクターの)パワーは、?([+-][0-9]+)(?:される|になる|となる)/g,
    to: '$1パワーを$2する',
    need: 'パワーは',
    note: '「…を対象とし、そのパワーは+1000される」: the target’s power changed (the passive)',
    example: [
      '対戦相手のキャラクター一体を対象とし、ターン終了時まで、そのパワーは-1000される。',
      '対戦相手のキャラクター一体を対象とし、ターン終了時まで、それのパワーを-1000する。',
    ],
  },
  {
    // 「【空装 条件：… 効果：[自動]：…するたび、…】」: the label of an auto ability before the effect of a 【空装】 — the
    // effect is the player's for the rest of the game, with its trigger or continuous (HF-13.8), as without the label
    from: /(?<=^【空装 [^】]*?効果:\s*(?:1ターンに1回、)?)\[自動\]\s*:?\s*/g,
    to: '',
    need: '【空装',
    note: '「【空装 … 効果：[自動]：…】」: the label of an auto ability in the effect of a 【空装】',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードがすべて《祭衆》か《灯霊》を持つ 効果：[自動]：あなたの《灯霊》を持つキャラクターが破壊された時、あなたはカードを1枚引く。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードがすべて《祭衆》か《灯霊》を持つ 効果:あなたの《灯霊》を持つキャラクターが破壊された時、あなたはカードを1枚引く。】',
    ],
  },
  ...GUARD_ROWS,
  {
    // 「スリープである、あなたの《機械人形》を持つキャラクター一体」: a comma between a modifier and the noun phrase
    from: new RegExp(
      `(?<=${MODIFIER_END})、(?=(?:あなた|自分|対戦相手|相手)の[^、。]*?(?:キャラ|カード))`,
      'g',
    ),
    to: '',
    note: '「スリープである、あなたの…キャラクター」: a comma after a modifier of the noun phrase',
    example: [
      '[スリープ]：スリープである、あなたの《機械人形》を持つキャラクター一体を対象とし、それをアクティブにする。',
      '[スリープ]:スリープであるあなたの《機械人形》を持つキャラクター一体を対象とし、それをアクティブにする。',
    ],
  },
  {
    // 「あなたの、スリープである《機械人形》を持つキャラクター一体」: a comma after the owner
    from: /(?<=(?:あなた|自分|対戦相手|相手))の、(?=[^、。]*?(?:キャラ|カード)[^、。]*?(?:を|に|が|は))/g,
    to: 'の',
    note: '「あなたの、スリープである…キャラクター」: a comma after the owner of the noun phrase',
    example: [
      '[スリープ]：あなたの、スリープである《機械人形》を持つキャラクター一体を対象とし、それをアクティブにする。',
      '[スリープ]:あなたのスリープである《機械人形》を持つキャラクター一体を対象とし、それをアクティブにする。',
    ],
  },
  {
    // 「このキャラクター以外に《隊商》を持つあなたのキャラクターがいる」: 以外に (besides) is 以外の before a noun phrase
    // that a condition counts
    from: /(この(?:キャラクター|キャラ|カード)|それ)以外に、?(?=[^。、]*?(?:キャラ(?:クター)?|カード)が(?:い|居|あ|在|存在|[0-9一二三四五]+(?:体|枚)))/g,
    to: '$1以外の',
    note: '「このキャラクター以外に…キャラクターがいる」: other than this character',
    example: [
      '[自動]：このキャラクター以外に《隊商》を持つあなたのキャラクターがいる限り、このキャラクターのパワーは+1000される。',
      '[自動]:このキャラクター以外の《隊商》を持つあなたのキャラクターがいる限り、このキャラクターのパワーは+1000される。',
    ],
  },
  {
    // 「それらのパワーをそれぞれ+1000する」「それらにそれぞれ2000ダメージ」「それらをそれぞれスリープにする」: each of
    // the targets (what 「それら」 already says)
    from: /(それら(?:のキャラクター|のカード)?(?:のパワー)?(?:に|を|は))、?(?:それぞれ|各々|おのおの|各自)(?:に)?、?(?!の)/g,
    to: '$1',
    need: 'それら',
    note: '「それらのパワーをそれぞれ+1000する」: each of them (what 「それら」 says)',
    example: [
      'あなたのキャラクターを2体まで対象とし、ターン終了時まで、それらのパワーをそれぞれ+1000する。',
      'あなたのキャラクターを2体まで対象とし、ターン終了時まで、それらのパワーを+1000する。',
    ],
  },
  {
    // 「二体まで対象とし、それぞれをスリープにする」: each of the targets
    from: /(?<=対象と(?:し|して)、?(?:[^。、]*?まで、)?)(?:それぞれ|各々|おのおの)(?=を)/g,
    to: 'それら',
    note: '「…を対象とし、それぞれをスリープにする」: each of the targets',
    example: [
      '対戦相手のキャラクターを二体まで対象とし、それぞれをスリープにする。',
      '対戦相手のキャラクターを二体まで対象とし、それらをスリープにする。',
    ],
  },
  {
    // 「…の上から2枚を見る。そのうち1枚をメインデッキの上に、もう1枚をメインデッキの下に置く。」: one of the two
    // chosen for the top, the other to the bottom (もう1枚 is the rest only when two were looked at)
    from: /(上から(?:2|二)枚(?:のカード)?を?見(?:る。|て、))(?:その(?:うち|中から|中の)|うち)、?(?:カードを)?(?:1|一)枚を、?(?:(?:メインデッキ|山札|デッキ)の)?(?:一番)?(上|下)に(?:置き|戻し)?、もう(?:1|一)枚を、?(?:(?:メインデッキ|山札|デッキ)の)?(?:一番)?(上|下)に(?:置く|戻す)/g,
    to: '$1その中からカードを1枚選び、メインデッキの一番$2に置き、残りをメインデッキの一番$3に置く',
    need: '枚を',
    note: '「2枚を見る。そのうち1枚を上に、もう1枚を下に置く」: one chosen card to one end, the other to the other',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から2枚を見る。そのうち1枚をメインデッキの上に、もう1枚をメインデッキの下に置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から2枚を見る。その中からカードを1枚選び、メインデッキの一番上に置き、残りをメインデッキの一番下に置く。',
    ],
  },
  {
    // 「…見る。そのうち1枚を上に置き、残りを好きな順番で下に置く。」: N chosen for one end, the rest to the other
    from: /(?:その(?:うち|中の)|うち)、?(?:カードを)?([0-9一二三]+)枚を、?(?:(?:メインデッキ|山札|デッキ)の)?(?:一番)?(上|下)に(?:置き|戻し)?、(?:残り|残りのカード)を、?((?:好きな|任意の|自由な)(?:順番|順序|順)で、?)?(?:(?:メインデッキ|山札|デッキ)の)?(?:一番)?(上|下)に(置く|戻す)/g,
    to: 'その中からカードを$1枚選び、メインデッキの一番$2に置き、残りを$3メインデッキの一番$4に置く',
    need: '残り',
    note: '「そのうち1枚を上に、残りを下に置く」: the chosen cards to one end, the rest to the other',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から3枚を見る。そのうち1枚を上に置き、残りを好きな順番でメインデッキの下に置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中からカードを1枚選び、メインデッキの一番上に置き、残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
];

const ELSE_WORD =
  '(そうでないなら|そうでなければ|そうでない場合は?|違うなら|違う場合は?|それ以外の場合は?|それ以外なら)';

/**
 * 「[自動]：…時、あなたはメインデッキの一番上のカードを公開してもよい。そうした場合、それが…なら、A。そうでないなら、B。」:
 * the whole ability after the choice is about the revealed card, so the choice is whether to resolve it (「任意で、」,
 * HF-12.1) — only when the line ends with the two branches. [stem written before てもよい, plain form].
 */
const MAY_REVEAL_ROWS: readonly DesignerWord[] = [
  ['公開し', '公開する'],
  ['見', '見る'],
].map(([stem, plain]) => ({
  from: new RegExp(
    `^(\\[自動\\]:[^。]*?(?:時|たび|とき|際)、)((?:(?:あなた|自分)は、?)?(?:(?:あなた|自分)の)?メインデッキの一番上のカードを)${stem}てもよい。(?:そうした場合|そうしたら|そうする場合|${stem}た場合|${stem}たら)、?((?:それ|そのカード|公開したカード|見たカード)が[^。]*[。、](?:そうでな|違う|それ以外)[^。]*。)$`,
    'g',
  ),
  to: `$1任意で、$2${plain}。$3`,
  need: 'てもよい。',
  note: `「…時、一番上のカードを${stem}てもよい。そうした場合、それが…なら…。そうでないなら…。」: whether to resolve it (任意で)`,
  example: [
    `[自動]：あなたのエネルギーフェイズ終了時、あなたはメインデッキの一番上のカードを${stem}てもよい。そうした場合、それが《遺物》を持つカードであれば、手札に加える。そうでないなら、メインデッキの一番下に置く。`,
    `[自動]:あなたのエネルギーフェイズ終了時、任意で、あなたはメインデッキの一番上のカードを${plain}。それが《遺物》を持つカードであれば、手札に加える。そうでないなら、メインデッキの一番下に置く。`,
  ] as const,
}));

/** Two of the three card kinds (HF-4: a world set is a set card), read as the kind they leave out. */
const KIND_PAIRS: readonly (readonly [string, string, string])[] = [
  ['コマンドカード', 'セットカード', 'キャラクターカード'],
  ['キャラクターカード', 'セットカード', 'コマンドカード'],
  ['キャラクターカード', 'コマンドカード', 'セットカード'],
];

const KIND_PAIR_ROWS: readonly DesignerWord[] = KIND_PAIRS.map(([a, b, other]) => ({
  // 「コマンドカードかセットカードを1枚選び」: every card but a character card (HF-4: the kinds are character, command
  // and set — a world set is a set card, HF-4.6)
  from: new RegExp(
    `(?:${a}(?:か|または|もしくは|や|、)${b}|${b}(?:か|または|もしくは|や|、)${a})(?:の(?:いずれか|どちらか)|のどれか)?(?=を|が|[0-9一二三]+枚)`,
    'g',
  ),
  to: `${other}以外のカード`,
  need: 'カード',
  note: `「${a}か${b}」: a card of either kind, every card but a ${other} (HF-4)`,
  example: [
    `あなたのトラッシュから${a}か${b}を1枚選び、手札に加える。`,
    `あなたのトラッシュから${other}以外のカードを1枚選び、手札に加える。`,
  ] as const,
}));

export const TRAIN8A_WORDS: readonly DesignerWord[] = [
  ...KIND_PAIR_ROWS,
  {
    // 「このキャラクターにセットされているセットカード1枚をトラッシュに置く」: one of them, chosen (as 「…を1枚選び、」)
    from: /(セットされている(?:セットカード|カード))([0-9一二三]+)枚を、?(?=(?:持ち主の)?(?:トラッシュ|手札|メインデッキ)に)/g,
    to: '$1を$2枚選び、',
    need: 'セットされている',
    note: '「…にセットされているセットカード1枚をトラッシュに置く」: one of them, chosen by the player',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、このキャラクターにセットされているセットカード1枚をトラッシュに置いてもよい。そうした場合、カードを1枚引く。',
      '[自動]:このキャラクターが攻撃を行うたび、このキャラクターにセットされているセットカードを1枚選び、トラッシュに置いてもよい。そうした場合、カードを1枚引く。',
    ],
  },
  {
    // 「…を対象とし、それをアクティブにし、ターン終了時まで、あなたのキャラクターとする」: the object of the second
    // verb left off — the same target
    from: /(を対象と(?:し|して)、(?:それ|そのキャラクター|そのカード)を[^。、]*?(?:にし|し)、(?:ターン終了時まで|このターンの間|このターン中|次の[^、。]*?まで)、?)(?:(?:あなた|自分)のキャラクター(?:と|に)する|コントロールを得る)/g,
    to: '$1それをあなたのキャラクターとする',
    need: '対象と',
    note: '「…を対象とし、それをアクティブにし、ターン終了時まで、あなたのキャラクターとする」: the same target',
    example: [
      '[自動]：このキャラクターが登場した時、パワー3000以下の対戦相手のキャラクター1体を対象とし、それをアクティブにし、ターン終了時まで、あなたのキャラクターとする。',
      '[自動]:このキャラクターが戦場に登場した時、パワー3000以下の対戦相手のキャラクター1体を対象とし、それをアクティブにし、ターン終了時まで、それをあなたのキャラクターとする。',
    ],
  },
  {
    // 「…を対象とし、ターン終了時まで、コントロールを得る」: the target's control
    from: /(を対象と(?:し|して)、(?:ターン終了時まで|このターンの間|このターン中|次の[^、。]*?まで)、?)コントロールを得る/g,
    to: '$1それをあなたのキャラクターとする',
    need: 'コントロール',
    note: '「…を対象とし、ターン終了時まで、コントロールを得る」: the target’s control',
    example: [
      '[自動]：このキャラクターが登場した時、パワー3000以下の対戦相手のキャラクター1体を対象とし、ターン終了時まで、コントロールを得る。',
      '[自動]:このキャラクターが戦場に登場した時、パワー3000以下の対戦相手のキャラクター1体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
    ],
  },
  ...MAY_REVEAL_ROWS,
  {
    // 「そうでない場合は、トラッシュに置く」: the else word with its topic particle
    from: /(そうでない場合|違う場合|それ以外の場合)は、?/g,
    to: '$1、',
    need: '場合は',
    note: '「そうでない場合は、…」: the else word with は',
    example: [
      'あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードであれば、手札に加える。そうでない場合はトラッシュに置く。',
      'あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードであれば、手札に加える。そうでない場合、トラッシュに置く。',
    ],
  },
  {
    // 「それが《遺物》を持つカードであれば手札に加える。」: no comma after the condition on a revealed or looked-at card
    from: /((?:^|[。、:])(?:それ|そのカード|公開したカード|見たカード)が[^。、]*?(?:であれば|であるなら|ならば|なら(?!ば)|である場合|の場合))(?=[^、。])/g,
    to: '$1、',
    note: '「それが…カードなら手札に加える」: no comma after the condition',
    example: [
      '[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それが《遺物》を持つカードであれば手札に加える。そうでないなら、メインデッキの一番上に置く。',
      '[自動]:あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それが《遺物》を持つカードであれば、手札に加える。そうでないなら、メインデッキの一番上に置く。',
    ],
  },
  {
    // 「。そうでないならメインデッキの一番上に置く。」: no comma after the else word opening a sentence
    from: new RegExp(`(?<=。)${ELSE_WORD}(?=[^、。])`, 'g'),
    to: '$1、',
    need: '。',
    note: '「そうでないならメインデッキの上に置く」: no comma after the else word',
    example: [
      '[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それが《遺物》を持つカードであれば、手札に加える。そうでないならメインデッキの一番上に置く。',
      '[自動]:あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それが《遺物》を持つカードであれば、手札に加える。そうでないなら、メインデッキの一番上に置く。',
    ],
  },
  {
    // 「このカードがセットされているキャラクターが《砂竜》を持つならば、それは【貫通】を得る」: それ is the host the
    // condition names (a set card's continuous ability)
    from: /(このカードがセットされている(キャラクター|ワールド・セット)が[^。、]*?(?:ならば|なら|限り|間|場合)、)それ(?=は|が)/g,
    to: '$1このカードがセットされている$2',
    need: 'セットされている',
    note: '「このカードがセットされているキャラクターが…なら、それは…」: それ is the host named by the condition',
    example: [
      '[自動]：このカードがセットされているキャラクターが《砂竜》を持つならば、それは【貫通】を得る。',
      '[自動]:このカードがセットされているキャラクターが《砂竜》を持つキャラクターであるなら、このカードがセットされているキャラクターは【貫通】を得る。',
    ],
  },
  {
    // 「対戦相手の手札を見る。その中から…を1枚選び、トラッシュに置く。」: one process in two sentences
    from: /((?:対戦)?相手の手札を)(?:全て|すべて)?、?見る。(?=その中から)/g,
    to: '$1見て、',
    need: '手札を',
    note: '「対戦相手の手札を見る。その中から…選び」: looking at the hand and choosing from it, one process',
    example: [
      '対戦相手の手札を見る。その中からコマンドカードを1枚選び、トラッシュに置く。',
      '対戦相手の手札を見て、その中からコマンドカードを1枚選び、トラッシュに置く。',
    ],
  },
];
