// Issue 22 (i22v8): the variation operators of codegen/dsl/tools/variantProbe.ts — one rewrite a designer makes
// without changing what a sentence means (自分/あなた, 1体/一体, 戦場/場, してもよい/ことができる, した時/したとき,
// full/half width, an optional comma…). The probe applies one operator at a time, at one place, to every line the
// language accepts, and checks that the variant still compiles to the same IR (its `hflux fmt` text).
//
// An operator is data: a pattern and its replacements. Where the vocabulary already lists the spellings
// (codegen/dsl/vocabulary.ts: WHOSE_WORDS, DESTINATION_WORDS, NOUN_WORDS), the operator is derived from that
// table, so there is one source of truth. An operator must preserve meaning: a rewrite that reads differently
// (「まで」 added, ターン終了時まで → このターン中, which end at different steps, HF-6.6) is no operator. Each
// operator's example is tested (test/dsl/variantOperators.test.ts).
import { DESTINATION_WORDS, NOUN_WORDS, WHOSE_WORDS } from '../vocabulary.js';
import { V20_OPERATORS } from './variantOperatorsV20.js';

export interface VariantOperator {
  /** Stable id, `family.name`. */
  id: string;
  /** The family of wordings (what the report groups by). */
  family: string;
  /** Where the rewrite applies (global; each match is one variant). */
  from: RegExp;
  /**
   * Each replacement (`$1`… are the pattern's groups, or a function of the match when the rewrite conjugates);
   * one variant per match and replacement.
   */
  to: readonly (string | ((match: RegExpExecArray) => string))[];
  note: string;
  /** Lines the operator does not apply to (where the rewrite would change the meaning). */
  unless?: RegExp;
  /** A line and one of its variants under this operator. */
  example: readonly [string, string];
}

const KANJI_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each spelling of `spellings` → every other one, where it is not part of a longer word (`around`). */
function swaps(
  family: string,
  name: string,
  spellings: readonly string[],
  /** One example per spelling: a line with it and one of its variants. */
  examples: readonly (readonly [string, string])[],
  around: { before?: string; after?: string; unless?: RegExp } = {},
): VariantOperator[] {
  return spellings.map((s, i) => ({
    id: `${family}.${name}${i}`,
    family,
    ...(around.unless ? { unless: around.unless } : {}),
    from: new RegExp(`${around.before ?? ''}${escapeRe(s)}${around.after ?? ''}`, 'g'),
    to: spellings.filter((t) => t !== s),
    note: `「${s}」 → ${spellings
      .filter((t) => t !== s)
      .map((t) => `「${t}」`)
      .join('')}`,
    example: examples[i],
  }));
}

/** Te-forms of the destinations (「手札に戻して」) and the verb each ends with (「戻して」 → 「戻す」). */
const TE_VERBS: readonly (readonly [string, string])[] = [
  ...new Map(
    Object.values(DESTINATION_WORDS).map(([plain, te]) => {
      const verbAt = plain.search(/[置戻加除登与引捨]|させ/);
      return [te.slice(verbAt), plain.slice(verbAt)] as const;
    }),
  ),
  ['破壊して', '破壊する'],
  ['スリープにして', 'スリープにする'],
  ['アクティブにして', 'アクティブにする'],
  ['引いて', '引く'],
  ['与えて', '与える'],
  ['捨てて', '捨てる'],
];

const you = WHOSE_WORDS.you;
const opponent = WHOSE_WORDS.opponent;

export const VARIANT_OPERATORS: readonly VariantOperator[] = [
  // ── who: 自分/あなた, 相手/対戦相手/相手プレイヤー (vocabulary.ts WHOSE_WORDS) ──
  // 自分 is the subject's own: 「対戦相手は自分の手札を…」 is the opponent's hand, so no swap where another
  // player is the subject
  ...swaps(
    '自分/あなた',
    'you',
    you,
    [
      ['あなたの手札を1枚捨てる。', '自分の手札を1枚捨てる。'],
      ['自分の手札を1枚捨てる。', 'あなたの手札を1枚捨てる。'],
    ],
    {
      unless: /(相手|プレイヤー|持ち主|各プレイヤー)(は|が)/,
    },
  ),
  ...swaps(
    '相手/対戦相手',
    'opponent',
    [...opponent, '相手プレイヤー'],
    [
      ['対戦相手に1ダメージを与える。', '相手に1ダメージを与える。'],
      ['相手に1ダメージを与える。', '対戦相手に1ダメージを与える。'],
      ['相手プレイヤーに1ダメージを与える。', '対戦相手に1ダメージを与える。'],
    ],
    { before: '(?<!対戦)', after: '(?!プレイヤー)(?=[のにはがを])' },
  ),
  // ── counts: 1体/一体/１体, 1枚/一枚 ──
  {
    id: 'count.kanji',
    family: '1体/一体',
    from: /(?<![\d,.])([1-9])(?=[体枚回つ度])/g,
    to: ['<kanji>'],
    note: 'a count of one digit in kanji (「1体」 → 「一体」)',
    example: ['キャラクター1体を対象とし、それを破壊する。', 'キャラクター一体を対象とし、それを破壊する。'],
  },
  {
    id: 'width.digits',
    family: '全角/半角',
    from: /(?<!\d)(\d+)(?!\d)/g,
    to: ['<fullwidth>'],
    note: 'a number in full-width digits (「1000」 → 「１０００」)',
    example: ['対戦相手に1ダメージを与える。', '対戦相手に１ダメージを与える。'],
  },
  {
    id: 'width.signs',
    family: '全角/半角',
    from: /[+\-:()]/g,
    to: ['<fullwidth>'],
    note: 'a sign or colon in full width (「+」 → 「＋」, 「:」 → 「：」)',
    example: ['[自動]:カードを1枚引く。', '[自動]：カードを1枚引く。'],
  },
  {
    id: 'width.thousands',
    family: '全角/半角',
    from: /(?<!\d)(\d)(000)(?!\d)/g,
    to: ['$1,$2'],
    note: 'a thousands separator (「1000」 → 「1,000」)',
    example: ['それのパワー+1000。', 'それのパワー+1,000。'],
  },
  // ── nouns: キャラクター/キャラ, 戦場/場/フィールド ──
  {
    id: 'noun.chara',
    family: 'キャラクター/キャラ',
    from: new RegExp(`${NOUN_WORDS.character[0]}(?!カード)`, 'g'),
    to: ['キャラ'],
    note: '「キャラクター」 shortened to 「キャラ」',
    example: ['このキャラクターを破壊する。', 'このキャラを破壊する。'],
  },
  {
    id: 'zone.field',
    family: '戦場/場/フィールド',
    from: /戦場/g,
    to: ['場', 'フィールド'],
    note: '「戦場」 as 「場」 or 「フィールド」',
    example: ['このキャラクターが戦場に登場した時、', 'このキャラクターが場に登場した時、'],
  },
  // ── choosing: を選び/を選んで ──
  ...swaps(
    'を選び/を選んで',
    'choose',
    ['選び、', '選んで、'],
    [
      ['手札を1枚選び、', '手札を1枚選んで、'],
      ['手札を1枚選んで、', '手札を1枚選び、'],
    ],
  ),
  {
    id: 'target.ni',
    family: '対象とし/対象にし',
    from: /対象とし(?!て)/g,
    to: ['対象にし', '対象として'],
    note: '「対象とし」 as 「対象にし」 or 「対象として」',
    example: ['キャラクター1体を対象とし、', 'キャラクター1体を対象にし、'],
  },
  {
    id: 'target.nite',
    family: '対象とし/対象にし',
    from: /対象として/g,
    to: ['対象にして'],
    note: '「対象として」 as 「対象にして」',
    example: ['キャラクター1体を対象としてプレイできる。', 'キャラクター1体を対象にしてプレイできる。'],
  },
  // ── may: てもよい/てもいい/ことができる/事が出来る ──
  {
    id: 'may.ii',
    family: 'してもよい/ことができる',
    from: /てもよい/g,
    to: ['てもいい', ['て', 'も良い'].join('')],
    note: '「…てもよい」 as 「…てもいい」「…ても良い」',
    example: ['カードを1枚引いてもよい。', 'カードを1枚引いてもいい。'],
  },
  {
    id: 'may.dekiru',
    family: 'してもよい/ことができる',
    from: new RegExp(`(${TE_VERBS.map(([te]) => escapeRe(te)).join('|')})もよい(?=。)`, 'g'),
    to: ['<can>'],
    note: '「…してもよい。」 as 「…することができる。」「…する事が出来る。」',
    example: ['カードを1枚引いてもよい。', 'カードを1枚引くことができる。'],
  },
  {
    id: 'may.kanji',
    family: 'してもよい/ことができる',
    from: /ことができる/g,
    to: ['事が出来る', 'ことが出来る', 'ことが可能'],
    note: '「ことができる」 in kanji (「事が出来る」)',
    example: ['このキャラクターは攻撃することができる。', 'このキャラクターは攻撃する事が出来る。'],
  },
  // ── する/を行う ──
  {
    id: 'suru.okonau',
    family: 'する/を行う',
    from: /(攻撃|防御|リロード)(する|し(?=た|、|て))/g,
    to: ['<okonau>'],
    note: '「攻撃する」 as 「攻撃を行う」',
    example: ['このキャラクターが攻撃した時、', 'このキャラクターが攻撃を行った時、'],
  },
  // ── when: した時/したとき/した際 ──
  {
    id: 'when.toki',
    family: 'した時/したとき/した際',
    from: /(?<=[たれ])時(?=、)/g,
    to: ['とき', '際'],
    note: '「…した時、」 as 「…したとき、」「…した際、」',
    example: ['このキャラクターが戦場に登場した時、', 'このキャラクターが戦場に登場したとき、'],
  },
  {
    id: 'when.toki2',
    family: 'した時/したとき/した際',
    from: /(?<=[たれ])とき(?=、)/g,
    to: ['時', '際'],
    note: '「…したとき、」 as 「…した時、」「…した際、」',
    example: ['このキャラクターが破壊されたとき、', 'このキャラクターが破壊された時、'],
  },
  // ── durations within one ending (HF-6.6: ターン終了時まで and このターン中 end at different steps) ──
  {
    id: 'duration.endOfTurn',
    family: 'ターン終了時まで',
    from: /ターン終了時まで/g,
    to: ['ターン終了まで', 'ターンの終了時まで'],
    note: '「ターン終了時まで」 as 「ターン終了まで」',
    example: ['ターン終了時まで、それのパワー+1000。', 'ターン終了まで、それのパワー+1000。'],
  },
  {
    id: 'duration.thisTurn',
    family: 'このターン中',
    from: /このターン中(?=、)/g,
    to: ['このターンの間', 'このターンの間は'],
    note: '「このターン中」 as 「このターンの間」',
    example: ['このターン中、それのパワー+1000。', 'このターンの間、それのパワー+1000。'],
  },
  // ── draw: カードを1枚引く/1枚ドローする ──
  {
    id: 'draw.draw',
    family: 'カードを1枚引く/ドローする',
    from: /カードを(\d+)枚引(く|き、|いて、|いてもよい)/g,
    to: ['<draw>'],
    note: '「カードを1枚引く」 as 「カードを1枚ドローする」「1枚ドローする」',
    example: ['カードを1枚引く。', 'カードを1枚ドローする。'],
  },
  // ── commas: optional after a topic, a trigger or a condition ──
  {
    id: 'comma.topic',
    family: 'optional comma',
    from: /(このキャラクター|このカード|あなた|対戦相手|それ|それら)は(?![、。])/g,
    to: ['$1は、'],
    note: 'a comma after a topic (「このキャラクターは、」)',
    example: ['このキャラクターは【貫通】を得る。', 'このキャラクターは、【貫通】を得る。'],
  },
  {
    id: 'comma.drop',
    family: 'optional comma',
    from: /(時|とき|場合|なら|その後|代わりに|まで)、/g,
    to: ['$1'],
    note: 'no comma after a trigger, a condition or 「その後」',
    example: [
      'このキャラクターが戦場に登場した時、カードを1枚引く。',
      'このキャラクターが戦場に登場した時カードを1枚引く。',
    ],
  },
  // ── particles: に/へ, dropped を ──
  {
    id: 'particle.he',
    family: 'に/へ',
    from: /(手札|トラッシュ|戦場|ガードデッキ|ダメージフィールド)に(?=(置|戻|加え|登場))/g,
    to: ['$1へ'],
    note: 'the particle へ for に before a move (「手札へ戻す」)',
    example: ['それを手札に戻す。', 'それを手札へ戻す。'],
  },
  {
    id: 'particle.dropWo',
    family: 'dropped を',
    from: /(カード|手札)を(?=\d+枚)/g,
    to: ['$1'],
    note: '「カードを1枚引く」 as 「カード1枚引く」',
    example: ['カードを1枚引く。', 'カード1枚引く。'],
  },
  // ── labels: [自動] as 【自動】 ──
  {
    id: 'label.brackets',
    family: '[自動]/【自動】',
    from: /^\[(自動)\]/g,
    to: ['【$1】'],
    note: 'an ability label or cost in 【】 (「【自動】」)',
    example: ['[自動]:このキャラクターが戦場に登場した時、', '【自動】:このキャラクターが戦場に登場した時、'],
  },
  // ── v20: polite endings, たら/と, 場合は, たびに/度に, その代わりに, ても構わない, a missing 。, 選択する, 手札に入れる,
  // 獲得する, kana verbs, ，, その/それの, commas after conditions (./variantOperatorsV20.ts) ──
  ...V20_OPERATORS,
];

/** `to` of an operator at one match: the special replacements (kanji, full width, …) or the pattern's own. */
export function replacement(to: string, match: RegExpExecArray): string {
  const m = match[0];
  switch (to) {
    case '<kanji>':
      return KANJI_DIGITS[Number(m)];
    case '<fullwidth>':
      return [...m].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    case '<can>': {
      const te = match[1];
      const plain = TE_VERBS.find(([t]) => t === te)?.[1] ?? te;
      return `${plain}ことができる`;
    }
    case '<okonau>': {
      const tail = match[2] === 'する' ? '行う' : '行っ';
      return `${match[1]}を${tail}`;
    }
    case '<draw>': {
      const form: Record<string, string> = {
        く: 'する',
        'き、': 'し、',
        'いて、': 'して、',
        いてもよい: 'してもよい',
      };
      return `カードを${match[1]}枚ドロー${form[match[2]]}`;
    }
    default:
      return to.replace(/\$(\d)/g, (_, d: string) => match[Number(d)] ?? '');
  }
}

/** Ranges of a line no operator rewrites: names 「」, traits 《》, keywords 【】 and notes in parentheses. */
function protectedRanges(line: string): [number, number][] {
  const out: [number, number][] = [];
  const pairs: Record<string, string> = { '「': '」', '《': '》', '【': '】', '(': ')', '（': '）' };
  let open: string | undefined;
  let start = 0;
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (open === undefined) {
      if (pairs[c]) {
        open = c;
        start = i;
        depth = 1;
      }
    } else if (c === open) depth++;
    else if (c === pairs[open] && --depth === 0) {
      out.push([start, i + 1]);
      open = undefined;
    }
  }
  if (open !== undefined) out.push([start, line.length]);
  return out;
}

export interface Variant {
  operator: VariantOperator;
  text: string;
  /** Where the rewrite is (0-based, in the original line). */
  at: number;
}

/** Every variant of `line` under `op`: one per match outside protected ranges and per replacement. */
export function variantsOf(line: string, op: VariantOperator): Variant[] {
  if (op.unless?.test(line)) return [];
  const guarded = protectedRanges(line);
  const out: Variant[] = [];
  const re = new RegExp(op.from.source, op.from.flags.includes('g') ? op.from.flags : `${op.from.flags}g`);
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (m[0] === '') {
      re.lastIndex++;
      continue;
    }
    const at = m.index;
    const end = at + m[0].length;
    if (guarded.some(([s, e]) => at < e && end > s)) continue;
    for (const to of op.to) {
      const text =
        line.slice(0, at) + (typeof to === 'string' ? replacement(to, m) : to(m)) + line.slice(end);
      if (text !== line) out.push({ operator: op, text, at });
    }
  }
  return out;
}
