// Issue 22 point 2: whole-line 「もしかして」 by rewriting the designer's own sentence. Each row is a family of
// near-misses with the wording the language reads, the two meaning the same thing under the rules (a cost
// spelt out as its definition, a reminder in parentheses that restates a rule, a word order). A rewrite is
// never accepted silently (that is the designer vocabulary's job, codegen/dsl/designerWords*.ts): it is only
// offered, after the rewritten line compiled on its card and kept every known part of the designer's line
// (codegen/dsl/searchSuggest.ts), with its explain for the designer to confirm.

export interface Rewrite {
  id: string;
  /** Global: every occurrence is rewritten. */
  pattern: RegExp;
  replace: string;
  /** A line this row rewrites, and what it becomes (test/dsl/rewrites.test.ts compiles `to`). */
  example: { kind: string; from: string; to: string };
}

const N = '([0-9０-９]+)';
/** A reminder in parentheses (full or half width, already width-normalised to half). */
const PAREN = '[(（][^)）]*';
const CLOSE = '[^)）]*[)）]';

export const REWRITES: Rewrite[] = [
  {
    // HF-5.3: カルネージN = put N cards of your damage field into the trash; the reminder says so
    id: 'carnageInEffect',
    pattern: new RegExp(
      `(?:あなたは)?カルネージ${N}を(?:支)?払(?:っ|い)?て(?:も)?(よい|いい)(?:${PAREN}ダメージフィールド${CLOSE})?`,
      'g',
    ),
    replace: 'あなたのダメージフィールドのカード$1枚をトラッシュに置いてもよい',
    example: {
      kind: 'キャラクター',
      from: '[自動]：このキャラクターが防御を行った時、あなたはカルネージ1を支払ってもよい（あなたのダメージフィールドのカード1枚をトラッシュに置く）。そうした場合、ターン終了時まで、このキャラクターのパワーを+2000する。',
      to: '[自動]：このキャラクターが防御を行った時、あなたのダメージフィールドのカード1枚をトラッシュに置いてもよい。そうした場合、ターン終了時まで、このキャラクターのパワーを+2000する。',
    },
  },
  {
    // a damage is a card of the guard deck put into the damage field (HF-9): the reminder restates it
    id: 'damageReminder',
    pattern: new RegExp(
      `(ダメージを受け(?:る|てもよい|てもいい))${PAREN}ガードデッキ[^)）]*ダメージフィールド${CLOSE}`,
      'g',
    ),
    replace: '$1',
    example: {
      kind: 'キャラクター',
      from: '[自動]：このキャラクターが登場した時、あなたは1ダメージを受けてもよい（ガードデッキのカード1枚を選び、ダメージフィールドに置く）。そうした場合、あなたはメインデッキからカードを1枚引く。',
      to: '[自動]：このキャラクターが登場した時、あなたは1ダメージを受けてもよい。そうした場合、あなたはメインデッキからカードを1枚引く。',
    },
  },
  {
    // only a sleeping energy can become active: choosing among them is activating up to N of your energies
    id: 'sleepingEnergy',
    pattern: new RegExp(
      `(?:(?:あなた|自分)の)?スリープ(?:状態)?(?:の|である)(?:(?:あなた|自分)の)?エネルギー(?:を)?${N}枚(?:まで)?(?:を)?(?:選(?:び|んで)、?)?アクティブにする`,
      'g',
    ),
    replace: 'あなたのエネルギーを$1枚までアクティブにする',
    example: {
      kind: 'コマンド',
      from: '自分のスリープのエネルギーを2枚まで選び、アクティブにする。',
      to: 'あなたのエネルギーを2枚までアクティブにする。',
    },
  },
  {
    // 「…を対象とし、ターン終了時まで【神速】を与える」: the target gains the keyword
    id: 'grantKeyword',
    pattern: /を対象とし、(ターン終了時まで|このターン中)、?(【[^】]+】)を(?:与える|付与する)/g,
    replace: 'を対象とし、$1、それは$2を得る',
    example: {
      kind: 'コマンド',
      from: 'あなたのキャラクター1体を対象とし、ターン終了時まで【神速】を与える。',
      to: 'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【神速】を得る。',
    },
  },
  {
    // 「自分の《機甲竜》が」「自分の他の《機甲竜》1体を」: a character with the trait
    id: 'traitAsCharacter',
    pattern: /(?:あなた|自分)の(他の)?(《[^》]+》(?:か《[^》]+》)?)(?=が|[0-9]+体|全て)/g,
    replace: 'あなたの$1$2を持つキャラクター',
    example: {
      kind: 'キャラクター',
      from: '[自動]：自分の《幼竜》が破壊された時、あなたはメインデッキからカードを1枚引く。',
      to: '[自動]：あなたの《幼竜》を持つキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。',
    },
  },
  {
    // 「パワーは（…につき）1000アップする」 = 「パワーを（、…につき）+1000する」
    id: 'powerUp',
    pattern: /パワー(?:は|が|を)?(、?[^。、]*?につき)?[+＋]?([0-9０-９]+)(?:アップ|上昇|増加)(する|し)/g,
    replace: 'パワーを$1+$2$3',
    example: {
      kind: 'キャラクター',
      from: '[自動]：このキャラクターのパワーは、このキャラクターにセットされているセットカード1枚につき1000アップする。',
      to: '[自動]：このキャラクターのパワーを、このキャラクターにセットされているセットカード1枚につき+1000する。',
    },
  },
  {
    id: 'powerDown',
    pattern: /パワー(?:は|が|を)?(、?[^。、]*?につき)?[-－−]?([0-9０-９]+)(?:ダウン|低下|減少)(する|し)/g,
    replace: 'パワーを$1-$2$3',
    example: {
      kind: 'コマンド',
      from: '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーは1000ダウンする。',
      to: '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-1000する。',
    },
  },
  {
    // 「パワー-2000する」 (no particle)
    id: 'powerParticle',
    pattern: /パワー([+＋\-－−][0-9０-９]+)(する|し)/g,
    replace: 'パワーを$1$2',
    example: {
      kind: 'コマンド',
      from: '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワー-2000する。',
      to: '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。',
    },
  },
  {
    // 「…を対象として使用できる。そのカードを…」: the target is chosen when the card or ability is used
    id: 'targetAsUse',
    pattern: /を対象として(?:プレイ|使用|発揮)(?:できる|する)。/g,
    replace: 'を対象とし、',
    example: {
      kind: 'コマンド',
      from: 'あなたのキャラクター1体を対象としてプレイできる。ターン終了時まで、それのパワーを+1000する。',
      to: 'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。',
    },
  },
  {
    // 「そのキャラクター」「そのカード」 after the target: 「それ」
    id: 'thatCard',
    pattern: /(を対象とし、[^。]*?)その(?:カード|キャラクター)(?=を|の|は|に)/g,
    replace: '$1それ',
    example: {
      kind: 'コマンド',
      from: 'あなたのキャラクター1体を対象とし、ターン終了時まで、そのキャラクターのパワーを+1000する。',
      to: 'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。',
    },
  },
  {
    // 「《A》か《B》の少なくとも一方を持つ」 = 「《A》か《B》を持つ」
    id: 'eitherTrait',
    pattern:
      /(《[^》]+》か《[^》]+》)の(?:少なくとも|いずれか|どちらか)?(?:一方|片方|1つ|ひとつ)(?:以上)?を(持|も)/g,
    replace: '$1を$2',
    example: {
      kind: 'コマンド',
      from: 'あなたの《竜》か《騎士》の少なくとも一方を持つキャラクター1体を対象とし、それをアクティブにする。',
      to: 'あなたの《竜》か《騎士》を持つキャラクター1体を対象とし、それをアクティブにする。',
    },
  },
  {
    // a card put into a zone goes to its owner's (HF-3): 「あなたの…を対象とし、それをあなたのメインデッキ…」
    id: 'ownZoneOfOwnTarget',
    pattern:
      /((?:あなた|自分)の[^。]*?を対象とし、[^。]*?)それを(?:あなた|自分)の(メインデッキ|手札|トラッシュ|ガードデッキ)/g,
    replace: '$1それを$2',
    example: {
      kind: 'コマンド',
      from: 'あなたのトラッシュのセットカード1枚を対象とし、それをあなたのメインデッキの一番下に置く。',
      to: 'あなたのトラッシュのセットカード1枚を対象とし、それをメインデッキの一番下に置く。',
    },
  },
  {
    // a keyword's reminder in parentheses right after it: rules/keywords.hf defines the keyword
    id: 'keywordReminder',
    // also after the sentence's 「。」 when the reminder opens with the keyword's own label (「…【貫通】を得る。（【貫通】：…）」)
    pattern:
      /(【([^】]+)】(?:を得る|を持つ|を与える)?)(?:[(（][^)）]*[)）]|(。)[(（]【\2】[:：][^)）]*[)）])/g,
    replace: '$1$3',
    example: {
      kind: 'キャラクター',
      from: '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターは【強撃】を得る（このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する）。',
      to: '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターは【強撃】を得る。',
    },
  },
  {
    // 「…を、スリープでエネルギーフィールドに置く」: as an energy, asleep
    id: 'energyField',
    pattern:
      /を、?スリープ(?:状態)?で(?:(?:あなた|自分)の)?エネルギー(?:フィールド|置き場|ゾーン|エリア)に置/g,
    replace: 'をスリープ状態のエネルギーとして置',
    example: {
      kind: 'キャラクター',
      from: '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキの一番上のカードを、スリープでエネルギーフィールドに置く。',
      to: '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキの一番上のカードをスリープ状態のエネルギーとして置く。',
    },
  },
  {
    // 「この効果は1ターンに1回しか発揮されない」: the ability's once per turn (HF-12.8)
    id: 'onceEffect',
    pattern:
      /この効果は(?:1|一)ターンに(?:1|一)(?:回|度)(?:しか|のみ)?(?:発揮|使用|適用|誘発)(?:されない|できない|しない|する|される)/g,
    replace: 'この能力は1ターンに1回しか使えない',
    example: {
      kind: 'キャラクター',
      from: '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。この効果は1ターンに1回しか発揮されない。',
      to: '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキからカードを1枚引く。この能力は1ターンに1回しか使えない。',
    },
  },
  {
    // in 【空装 条件：… 効果：…】 (designer's text, not read by the vocabulary) 「自分の」 is the card's player
    id: 'kuusouSelf',
    pattern: /(?<=【空装[^】]*)(?<!(?:対戦相手|相手)(?:は|が)[^。、]*)自分の/g,
    replace: 'あなたの',
    example: {
      kind: 'キャラクター',
      from: '【空装 条件：自分のメインデッキとガードデッキのキャラクターカードが全て《竜》を持つ 効果：あなたのキャラクターのパワーを+1000する。】',
      to: '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《竜》を持つ 効果：あなたのキャラクターのパワーを+1000する。】',
    },
  },
  {
    // 「【空装 条件：…持つ。 効果：…】」: the condition is not a sentence
    id: 'kuusouStop',
    pattern: /(【空装\s*条件[:：][^】]*?)。\s*(効果[:：])/g,
    replace: '$1 $2',
    example: {
      kind: 'キャラクター',
      from: '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《竜》を持つ。 効果：あなたのキャラクターのパワーを+1000する。】',
      to: '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《竜》を持つ 効果：あなたのキャラクターのパワーを+1000する。】',
    },
  },
  {
    // 「上からN枚を見て、好きな順番で戻す」: back on top, where they were
    id: 'reorderBack',
    pattern:
      /(上から[^。]*?見て、(?:それらを|そのカードを)?好きな順番?で)(?:元の位置に|元に|デッキに|山札に|メインデッキに)?戻す/g,
    replace: '$1メインデッキの上に戻す',
    example: {
      kind: 'コマンド',
      from: 'あなたはメインデッキの上から3枚を見て、好きな順番で戻す。',
      to: 'あなたはメインデッキの上から3枚を見て、好きな順番でメインデッキの上に戻す。',
    },
  },
  {
    // 「スタンドする」「タップする」 (other games' words): アクティブ, スリープ (HF-3.2)
    id: 'standTap',
    pattern: /(スタンド|アンタップ|タップ|レスト)(?:状態に)?(?:する|させる)/g,
    replace: '$1',
    example: {
      kind: 'コマンド',
      from: 'あなたのキャラクター1体を対象とし、それをスタンドする。',
      to: 'あなたのキャラクター1体を対象とし、それをアクティブにする。',
    },
  },
  {
    // 「パワー-1000。」 (no verb)
    id: 'powerNoVerb',
    pattern: /パワー(?:を|は)?([+＋\-－−][0-9０-９]+)(?=。)/g,
    replace: 'パワーを$1する',
    example: {
      kind: 'コマンド',
      from: '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワー-1000。',
      to: '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-1000する。',
    },
  },
  {
    // 「手札を1枚選び、エネルギーとして置く」 = 「手札のカードを1枚エネルギーとして置く」 (the player chooses either way)
    id: 'handAsEnergy',
    pattern:
      /手札(?:から|を|のカードを)(?:カードを)?([0-9０-９]+)枚選(?:び|んで)、?(?:それを)?エネルギーとして置/g,
    replace: '手札のカードを$1枚エネルギーとして置',
    example: {
      kind: 'コマンド',
      from: 'あなたは手札を1枚選び、エネルギーとして置く。',
      to: 'あなたは手札のカードを1枚エネルギーとして置く。',
    },
  },
  {
    // 「…を1枚まで相手に見せ、手札に加える」: 「見せて、」 (the grammar's reveal, HF-14)
    id: 'showTe',
    pattern: /((?:対戦相手|相手)に)見せ、/g,
    replace: '$1見せて、',
    example: {
      kind: 'コマンド',
      from: 'あなたはメインデッキの上から4枚を見る。その中から《竜》を持つカードを1枚まで相手に見せ、手札に加える。残りは好きな順番でメインデッキの下に置く。',
      to: 'あなたはメインデッキの上から4枚を見る。その中から《竜》を持つカードを1枚まで相手に見せて、手札に加える。残りは好きな順番でメインデッキの下に置く。',
    },
  },
  {
    // 「その中から《竜》を1枚」「《竜》のキャラクターカード」: a card with the trait
    id: 'traitAsCard',
    pattern: /(その中から|その中の)(《[^》]+》)(?:の)?(キャラクターカード|カード)?を(?=[0-9０-９]+枚)/g,
    replace: '$1$2を持つ$3を',
    example: {
      kind: 'コマンド',
      from: 'あなたはメインデッキの上から4枚を見る。その中から《竜》を1枚まで手札に加える。残りは好きな順番でメインデッキの下に置く。',
      to: 'あなたはメインデッキの上から4枚を見る。その中から《竜》を持つカードを1枚まで手札に加える。残りは好きな順番でメインデッキの下に置く。',
    },
  },
  {
    // a limit or cost in keyword brackets among square ones (「[自動]【1ターンに1回】：」「[スリープ]【1】：」): the
    // brackets of an ability's head are square (HF-12.8); 【…】 is a keyword
    id: 'headBrackets',
    pattern: /(?<=\])【((?:[0-9]+ターンに[0-9]+回)|スリープ|[0-9]+)】/g,
    replace: '[$1]',
    example: {
      kind: 'キャラクター',
      from: '[自動]【1ターンに1回】：このキャラクターが攻撃した時、カードを1枚引く。',
      to: '[自動][1ターンに1回]：このキャラクターが攻撃した時、カードを1枚引く。',
    },
  },
];

const STAND_TAP: Record<string, string> = {
  スタンド: 'アクティブにする',
  アンタップ: 'アクティブにする',
  タップ: 'スリープにする',
  レスト: 'スリープにする',
};

export interface Rewritten {
  line: string;
  /** The rows applied, in table order. */
  ids: string[];
  /** The designer's text each application replaced, and what replaced it. */
  replaced: string[];
  added: string[];
}

function apply(line: string, rows: readonly Rewrite[]): Rewritten {
  const out: Rewritten = { line, ids: [], replaced: [], added: [] };
  for (const row of rows) {
    const next = out.line.replace(row.pattern, (...m) => {
      const match = m[0] as string;
      const by =
        row.id === 'standTap'
          ? STAND_TAP[m[1] as string]
          : row.id === 'traitAsCard' && !m[3]
            ? `${m[1]}${m[2]}を持つカードを`
            : row.replace.replace(/\$(\d)/g, (_, i: string) => (m[Number(i)] as string | undefined) ?? '');
      out.replaced.push(match);
      out.added.push(by);
      return by;
    });
    if (next !== out.line) out.ids.push(row.id);
    out.line = next;
  }
  return out;
}

/**
 * Candidate rewrites of `line`: all the rows that apply at once first, then each alone (another problem may
 * keep the whole from compiling); none when no row applies.
 */
export function rewriteCandidates(line: string, rows: readonly Rewrite[] = REWRITES): Rewritten[] {
  // in table order on the line as rewritten so far: a row may apply only after another (「…を対象として使用で
  // きる。そのカードを…」 → 「…を対象とし、そのカードを…」 → 「…を対象とし、それを…」)
  const all = apply(line, rows);
  if (all.ids.length === 0) return [];
  const out = [all];
  if (all.ids.length > 1)
    for (const r of rows.filter((row) => all.ids.includes(row.id))) out.push(apply(line, [r]));
  return out.filter((c, i) => c.line !== line && out.findIndex((o) => o.line === c.line) === i);
}
