// Writes codegen/dsl/diagnostics/clauseBank.json: the parts (leads, sentences, clauses: ../diagnostics/lineParts.ts)
// of lines GENERATED from the language's own vocabulary — every trigger, condition, target phrase, action and
// duration the grammar (grammar/card.ohm) accepts, instantiated from the templates below with sample numbers,
// a trait, a name and a keyword (they become slots) — each kept only when its whole line compiles without an
// error on a card of its type. The part bank (./partBank.ts) holds what some designer or card happened to
// write; this one holds what the language can say, so that a designer's sentence built from known parts in a
// combination nobody wrote before still has candidates (issue 22 point 2: the search helped the sets it was
// developed on, not unseen ones). ../diagnostics/partSearch.ts merges the two. Never edit the JSON by hand:
//   npx tsx codegen/dsl/tools/clauseBank.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileText } from '../index.js';
import { type PartBank, partBank, partBankSource } from './partBank.js';

/** The JSON text of a clause bank (the part bank's format). */
export function clauseBankSource(bank: PartBank): string {
  return partBankSource(bank);
}

export const CLAUSE_BANK_PATH = 'codegen/dsl/diagnostics/clauseBank.json';

const T = '《獣》';
const K = '【貫通】';

// ── who and what (grammar: playerRef, selector, selfRef) ──
const PLAYERS = ['あなた', '対戦相手'];
/** Characters as a trigger's subject or a condition's counted cards. */
const CHAR_GROUPS = [
  'キャラクター',
  'あなたのキャラクター',
  '対戦相手のキャラクター',
  `あなたの${T}を持つキャラクター`,
  `対戦相手の${T}を持つキャラクター`,
  `${T}を持つキャラクター`,
  'あなたの他のキャラクター',
  'このキャラクター以外のあなたのキャラクター',
  '他のキャラクター',
  `${K}を持つあなたのキャラクター`,
  `${K}を持つ対戦相手のキャラクター`,
  'スリープである対戦相手のキャラクター',
  'アクティブである対戦相手のキャラクター',
  'スリープであるあなたのキャラクター',
  'パワー3000以下の対戦相手のキャラクター',
  'パワー3000以上の対戦相手のキャラクター',
  'パワー3000以下のキャラクター',
  'パワー3000以下のあなたのキャラクター',
  'コスト2以下の対戦相手のキャラクター',
  'コスト2以下のキャラクター',
];
const SUBJECTS = ['このキャラクター', ...CHAR_GROUPS];

// ── triggers (grammar: triggerBody, eventTrigger) ──
const CHAR_EVENTS = [
  'が戦場に登場した時',
  'が攻撃を行うたび',
  'が攻撃した時',
  'が防御を行うたび',
  'が防御した時',
  'が破壊された時',
  'がバトルで破壊された時',
  'が効果によって破壊された時',
  'がダメージを受けた時',
  'が戦場を離れた時',
  'が戦場からトラッシュに置かれた時',
  'が戦場から手札に戻った時',
  'が攻撃された時',
  'が対戦相手に攻撃した時',
];
const PLAYER_EVENTS = [
  'がダメージを受けた時',
  'がコマンドをプレイした時',
  'がキャラクターをプレイした時',
  'がセットカードをプレイした時',
  `が${T}を持つカードをプレイした時`,
  'がガードデッキからカードをプレイした時',
  'がドローフェイズ以外でカードを引いた時',
  'がカードを引いた時',
  'がカードの【ダメージトリガー】を公開した時',
];
const WHOSE = ['あなた', '対戦相手', '各プレイヤー'];
const PHASES = ['アクティブ', 'ドロー', 'エネルギー', 'メイン', 'ディスカード'];

function triggers(): string[] {
  const out: string[] = [];
  for (const s of SUBJECTS) for (const e of CHAR_EVENTS) out.push(`${s}${e}`);
  for (const p of [...PLAYERS, 'いずれかのプレイヤー']) for (const e of PLAYER_EVENTS) out.push(`${p}${e}`);
  for (const w of WHOSE) {
    out.push(`${w}のターン開始時`, `${w}のターン終了時`);
    for (const ph of PHASES) out.push(`${w}の${ph}フェイズ開始時`, `${w}の${ph}フェイズ終了時`);
  }
  out.push(
    'このカードがセットされた時',
    'このキャラクターにカードがセットされた時',
    'このカードがセットされているキャラクターが攻撃を行うたび',
    'このカードがセットされているキャラクターが破壊された時',
    'このカードがセットされているキャラクターが戦場に登場した時',
    'このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合',
    'このキャラクターの攻撃によって対戦相手がダメージを受けた時',
    'このキャラクターの攻撃が防御された時',
    'このキャラクターによる防御が成功した時',
  );
  return out;
}

// ── costs of an activated ability (grammar: costBody) ──
const COSTS = [
  '[スリープ]',
  '[1]',
  '[1][スリープ]',
  '[2][スリープ]',
  '[カルネージ1]',
  '[カルネージ1][スリープ]',
  '[手札を1枚捨てる]',
  '[手札を1枚捨てる][スリープ]',
  '[1ターンに1回][1]',
  '[1ターンに1回][スリープ]',
  '[あなたは1ダメージを受ける]',
  '[あなたの他のキャラクター1体を破壊する]',
];

// ── durations and conditions (grammar: duration, condition, extraCondition) ──
const DURATIONS = [
  'ターン終了時まで、',
  'このターン中、',
  '次のあなたのターン終了時まで、',
  '次の対戦相手のターン終了時まで、',
  '次のあなたのターン開始時まで、',
  'ゲーム終了時まで、',
];
const ZONES = ['手札', 'トラッシュ', 'ダメージフィールド', 'ガードデッキ', 'メインデッキ', 'エネルギー'];
function conditions(): string[] {
  const out: string[] = [];
  for (const p of PLAYERS)
    for (const z of ZONES) for (const cmp of ['以上', '以下']) out.push(`${p}の${z}が3枚${cmp}の場合、`);
  for (const p of PLAYERS)
    for (const z of ['手札', 'トラッシュ', 'メインデッキ']) out.push(`${p}の${z}が無い場合、`);
  for (const g of CHAR_GROUPS) {
    out.push(`${g}が2体以上いる場合、`, `${g}がいない場合、`);
  }
  for (const p of PLAYERS) {
    out.push(`${p}のトラッシュに${T}を持つカードが3枚以上ある場合、`);
    out.push(`${p}のトラッシュにキャラクターカードが3枚以上ある場合、`);
    out.push(`${p}のターンなら、`);
  }
  out.push(
    `このキャラクターが${K}を持つ場合、`,
    'あなたの手札が対戦相手の手札より少なければ、',
    'あなたのキャラクターの数が対戦相手のキャラクターの数より少なければ、',
    'このキャラクターにセットカードがセットされている場合、',
  );
  return out;
}

// ── targets and groups (grammar: targetPhrase, object, recipient) ──
const TARGETS = [
  'あなたのキャラクター1体',
  '対戦相手のキャラクター1体',
  'キャラクター1体',
  '対戦相手のキャラクター1体まで',
  '対戦相手のキャラクター2体まで',
  `あなたの${T}を持つキャラクター1体`,
  `${T}を持つキャラクター1体`,
  'このキャラクター以外のあなたのキャラクター1体',
  'あなたの他のキャラクター1体',
  'パワー3000以下の対戦相手のキャラクター1体',
  'パワー3000以下のキャラクター1体',
  'コスト2以下の対戦相手のキャラクター1体',
  'スリープである対戦相手のキャラクター1体',
  'アクティブである対戦相手のキャラクター1体',
  'スリープであるあなたのキャラクター1体',
  `${K}を持つ対戦相手のキャラクター1体`,
  '攻撃を行っている対戦相手のキャラクター1体',
];
const ZONE_TARGETS = [
  'あなたのトラッシュのキャラクターカード1枚',
  `あなたのトラッシュの${T}を持つキャラクターカード1枚`,
  `あなたのトラッシュの${T}を持つカード1枚`,
  'あなたのトラッシュのカード1枚',
  'あなたのトラッシュのパワー3000以下のキャラクターカード1枚',
  '対戦相手のトラッシュのカード1枚まで',
];
const GROUPS = [
  'あなたのキャラクター全て',
  '対戦相手のキャラクター全て',
  'キャラクター全て',
  `あなたの${T}を持つキャラクター全て`,
  'このキャラクター以外のあなたのキャラクター全て',
  'パワー3000以下の対戦相手のキャラクター全て',
  'パワー3000以下のキャラクター全て',
  'スリープである対戦相手のキャラクター全て',
  'アクティブである対戦相手のキャラクター全て',
];

/** What is done to one card already named (「それ」 of a target, 「このキャラクター」). */
function onCard(ref: string, ga: string): string[] {
  return [
    `${ref}を破壊する`,
    `${ref}を持ち主の手札に戻す`,
    `${ref}を手札に戻す`,
    `${ref}をスリープにする`,
    `${ref}をアクティブにする`,
    `${ref}に1000ダメージを与える`,
    `${ref}のパワーを+1000する`,
    `${ref}のパワーを-1000する`,
    `${ref}${ga}${K}を得る`,
    `${ref}${ga}${T}を得る`,
    `${ref}をトラッシュに置く`,
    `${ref}をゲームから除外する`,
    `${ref}をメインデッキの一番下に置く`,
    `${ref}をメインデッキの一番上に置く`,
    `${ref}をガードデッキに加える`,
    `${ref}をダメージフィールドに置く`,
    `${ref}${ga}攻撃できない`,
    `${ref}${ga}防御できない`,
    `${ref}${ga}破壊されない`,
    `${ref}${ga}対戦相手の効果の対象にならない`,
    `${ref}をあなたのキャラクターとする`,
  ];
}
/** What is done to a card of a zone named as the target. */
const ZONE_ACTIONS = [
  'それを手札に加える',
  'それを戦場に登場させる',
  'それをゲームから除外する',
  'それをメインデッキの一番下に置く',
  'それをガードデッキに加える',
];

/** Sentences a player or the card does, with no target (grammar: drawAction, damageAction, pickAction…). */
function playerSentences(): string[] {
  const out: string[] = [];
  for (const p of PLAYERS) {
    out.push(
      `${p}はメインデッキからカードを1枚引く。`,
      `${p}は手札を1枚捨てる。`,
      `${p}のエネルギーを1枚までアクティブにする。`,
      `${p}はメインデッキの一番上のカードをエネルギーとして置く。`,
      `${p}のメインデッキの一番上のカードをトラッシュに置く。`,
      `${p}のメインデッキの一番上のカードをガードデッキに加える。`,
    );
  }
  out.push(
    '対戦相手に1ダメージを与える。',
    'あなたに1ダメージを与える。',
    '各プレイヤーに1ダメージを与える。',
    'あなたはメインデッキからカードを1枚引く。その後、あなたは手札を1枚捨てる。',
    'あなたは手札を1枚捨てる。その後、あなたはメインデッキからカードを2枚引く。',
    `あなたのトラッシュから${T}を持つカードを1枚選び、手札に加える。`,
    'あなたのトラッシュからキャラクターカードを1枚選び、手札に加える。',
    `あなたのトラッシュから${T}を持つキャラクターカードを1枚まで選び、手札に加える。`,
    `あなたのトラッシュから${T}を持つキャラクターカードを1枚選び、戦場に登場させる。`,
    'あなたのトラッシュからカードを1枚選び、ガードデッキに加える。',
    `あなたはメインデッキから${T}を持つカードを1枚まで探して手札に加え、メインデッキをシャッフルする。`,
    `あなたはメインデッキを上から3枚見て、その中から${T}を持つカードを1枚まで手札に加え、残りをメインデッキの一番下に置く。`,
    'あなたはメインデッキを上から3枚見て、好きな順番でメインデッキの一番上に戻す。',
    'あなたはメインデッキの一番上のカードを見て、メインデッキの一番上か一番下に置く。',
    'あなたは手札が5枚になるまでカードを引く。',
    '対戦相手は手札を1枚捨てる。',
    'プレイ中のカード1枚を対象とし、それを無効にする。',
  );
  return out;
}

/** The te-form of a sentence's last verb (「破壊する」→「破壊して」, 「置く」→「置いて」), or undefined. */
export function teForm(body: string): string | undefined {
  const endings: [string, string][] = [
    ['する', 'して'],
    ['とする', 'として'],
    ['させる', 'させて'],
    ['える', 'えて'],
    ['てる', 'てて'],
    ['せる', 'せて'],
    ['得る', '得て'],
    ['く', 'いて'],
    ['す', 'して'],
    ['る', 'って'],
  ];
  for (const [end, te] of endings) if (body.endsWith(end)) return body.slice(0, -end.length) + te;
  return undefined;
}

/** The continuative (連用形) of a sentence's last verb, for a chain 「…し、…する」 (「置く」→「置き」). */
export function chainForm(body: string): string | undefined {
  const endings: [string, string][] = [
    ['する', 'し'],
    ['させる', 'させ'],
    ['える', 'え'],
    ['てる', 'て'],
    ['得る', '得'],
    ['く', 'き'],
    ['す', 'し'],
  ];
  for (const [end, stem] of endings) if (body.endsWith(end)) return body.slice(0, -end.length) + stem;
  return undefined;
}

/** 「…してもよい」: the optional form of an action (grammar: optional). */
function optional(body: string): string[] {
  const te = teForm(body);
  return te ? [`${te}もよい`] : [];
}

/** Effect sentences (a command's line, an activated or auto ability's effect). */
function effectSentences(): string[] {
  const out: string[] = [];
  const withDur = (body: string) => [`${body}。`, ...DURATIONS.map((d) => `${d}${body}。`)];
  const onTarget = onCard('それ', 'は');
  for (const t of TARGETS)
    for (const a of onTarget) {
      out.push(`${t}を対象とし、${a}。`);
      for (const o of optional(a)) out.push(`${t}を対象とし、${o}。`);
      if (/パワー|得る|できない|されない|ならない/.test(a))
        for (const d of DURATIONS.slice(0, 3)) out.push(`${t}を対象とし、${d}${a}。`);
    }
  for (const t of ZONE_TARGETS)
    for (const a of ZONE_ACTIONS)
      out.push(`${t}を対象とし、${a}。`, ...optional(a).map((o) => `${t}を対象とし、${o}。`));
  // two actions on one target, chained 「…し、…する」 (grammar: actionSentence, chainSep)
  for (const t of TARGETS.slice(0, 6))
    for (const a of onTarget.slice(0, 9))
      for (const b of onTarget.slice(0, 9)) {
        const first = chainForm(a);
        if (!first || a === b) continue;
        out.push(`${t}を対象とし、${first}、${b.replace(/^それ(は|の|を|に)/, (m) => m)}。`);
      }
  for (const g of GROUPS) {
    out.push(
      ...withDur(`${g}のパワーを+1000する`),
      ...withDur(`${g}のパワーを-1000する`),
      ...withDur(`${g}は${K}を得る`),
      `${g}を破壊する。`,
      `${g}をスリープにする。`,
      `${g}をアクティブにする。`,
      `${g}を持ち主の手札に戻す。`,
      `${g}に1000ダメージを与える。`,
      ...withDur(`${g}は攻撃できない`),
      ...withDur(`${g}のパワーを+1000し、${K}を得る`),
    );
  }
  for (const a of onCard('このキャラクター', 'は'))
    out.push(
      `${a}。`,
      ...optional(a).map((o) => `${o}。`),
      ...DURATIONS.slice(0, 3).map((d) => `${d}${a}。`),
    );
  out.push(...withDur(`このキャラクターのパワーを+1000し、${K}を得る`));
  for (const p of playerSentences()) {
    out.push(p);
    // 「あなたはカードを1枚引いてもよい。」 (one sentence only)
    if (p.split('。').length === 2) for (const o of optional(p.slice(0, -1))) out.push(`${o}。`);
  }
  return out;
}

/** Continuous statements of an auto ability with no trigger (「[自動]：…」). */
function staticSentences(): string[] {
  const out: string[] = [];
  const whiles = ['', 'このキャラクターが戦場にいる限り、', ...conditions()];
  const bodies = [
    ...GROUPS.slice(0, 5).map((g) => `${g}のパワーを+1000する。`),
    ...GROUPS.slice(0, 5).map((g) => `${g}は${K}を得る。`),
    'このキャラクターのパワーを+1000する。',
    `このキャラクターは${K}を得る。`,
    'このキャラクターは破壊されない。',
    'このキャラクターは攻撃できない。',
    'このキャラクターは防御できない。',
    'このキャラクターは対戦相手の効果の対象にならない。',
    `あなたの${T}を持つキャラクターカードのエネルギーコストは1少なくなる。`,
    '対戦相手のコマンドのエネルギーコストは1多くなる。',
    `このキャラクターのパワーを、あなたの${T}を持つキャラクター1体につき+1000する。`,
  ];
  for (const w of whiles) for (const b of bodies) out.push(`${w}${b}`);
  return out;
}

interface Generated {
  kind: 'キャラクター' | 'コマンド';
  line: string;
}

/** Every generated line with the card type it is tried on. */
export function generatedLines(): Generated[] {
  const out: Generated[] = [];
  const draw = 'あなたはメインデッキからカードを1枚引く。';
  // leads: every trigger (also during a turn, once per turn) with one effect; every cost with one effect
  for (const t of triggers()) {
    out.push({ kind: 'キャラクター', line: `[自動] ${t}、${draw}` });
    out.push({ kind: 'キャラクター', line: `[自動][1ターンに1回] ${t}、${draw}` });
  }
  for (const t of triggers().slice(0, 40))
    out.push({ kind: 'キャラクター', line: `[自動] あなたのターン中、${t}、${draw}` });
  for (const c of COSTS) out.push({ kind: 'キャラクター', line: `${c}：${draw}` });
  // sentences: every effect as a command's line, and under a condition
  const effects = effectSentences();
  for (const e of effects) out.push({ kind: 'コマンド', line: e });
  const conds = conditions();
  for (const c of conds)
    for (const e of playerSentences().slice(0, 4)) out.push({ kind: 'コマンド', line: `${c}${e}` });
  for (const c of conds.slice(0, 30))
    for (const e of effects.filter((_, i) => i % 23 === 0)) out.push({ kind: 'コマンド', line: `${c}${e}` });
  // an effect after its trigger with a condition: 「[自動] …時、C、E。」
  for (const c of conds)
    out.push({ kind: 'キャラクター', line: `[自動] このキャラクターが戦場に登場した時、${c}${draw}` });
  for (const s of staticSentences()) out.push({ kind: 'キャラクター', line: `[自動]：${s}` });
  return out;
}

function compiles(g: Generated): boolean {
  const power = g.kind === 'キャラクター' ? 'パワー：1000\n' : '';
  const source = `【セット】gen\n【カード】候補\n種別：${g.kind}\nコスト：1\n${power}テキスト：\n  ${g.line}\n`;
  // without the whole-line suggestion search: it adds suggestions to an error or names its mechanic, never
  // clears one, and it was most of this tool's time; a line that does not parse is not diagnosed either (quick)
  return !compileText(source, 'gen.hf', undefined, undefined, {
    searchSuggestions: false,
    quick: true,
  }).diagnostics.some((d) => d.severity === 'error' || d.code === 'HF-E040');
}

export function clauseBank(): { bank: PartBank; tried: number; kept: number } {
  const all = generatedLines();
  const kept = [...new Set(all.map((g) => g.line))].length;
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const g of all) {
    if (seen.has(g.line)) continue;
    seen.add(g.line);
    if (compiles(g)) lines.push(g.line);
  }
  return { bank: partBank(lines), tried: kept, kept: lines.length };
}

function main(argv: string[]): void {
  const root = process.cwd();
  const { bank, tried, kept } = clauseBank();
  const source = clauseBankSource(bank);
  if (argv.includes('--check')) {
    if (readFileSync(join(root, CLAUSE_BANK_PATH), 'utf8') !== source) {
      console.error(`${CLAUSE_BANK_PATH} is out of date: run npx tsx codegen/dsl/tools/clauseBank.ts`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(join(root, CLAUSE_BANK_PATH), source);
  console.log(
    `${CLAUSE_BANK_PATH}: ${kept} of ${tried} generated lines compile; ${bank.leads.length} leads, ${bank.sentences.length} sentences, ${bank.clauses.length} clauses`,
  );
  if (argv.includes('--rejected'))
    for (const g of generatedLines()) if (!compiles(g)) console.log(`  ✗ ${g.line}`);
}

if (process.argv[1]?.endsWith('clauseBank.ts')) main(process.argv.slice(2));
