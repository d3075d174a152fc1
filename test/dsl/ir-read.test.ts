// Issue 10.3a "nothing silently lost": every field the parser puts on an IR node is read by lowering. The
// IR given to lowering (codegen/dsl/compile.ts `observeLowering`) is wrapped in Proxies that record every
// property read; after compiling every card of the repository, rules/keywords.hf and a broad corpus of
// texts from the tests and docs, any field present on a node that lowering never read fails the test —
// except the bookkeeping and wording fields listed below, each with its reason.
// Reads made by the printers (codegen/dsl/print/: the card's `text`, labels, diagnostics) do not count: a
// field only printed is not carried into the definition.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { type SourceFile, compileSources } from '../../codegen/dsl/compile.js';
import { findCardFiles, loadKeywords } from '../../codegen/dsl/index.js';
import type { IRFile } from '../../codegen/dsl/ir.js';
import type { KeywordTable } from '../../codegen/dsl/lower/env.js';
import { cardText } from './helpers.js';

const printing = vi.hoisted(() => {
  const state = { depth: 0 };
  /** The module with every function marked as printing while it runs. */
  const quiet = (mod: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== 'function') {
        out[name] = value;
        continue;
      }
      const fn = value as (...args: unknown[]) => unknown;
      out[name] = (...args: unknown[]) => {
        state.depth++;
        try {
          return fn(...args);
        } finally {
          state.depth--;
        }
      };
    }
    return out;
  };
  return { state, quiet };
});
vi.mock('../../codegen/dsl/print/action.js', async (original) => printing.quiet(await original()));
vi.mock('../../codegen/dsl/print/effect.js', async (original) => printing.quiet(await original()));
vi.mock('../../codegen/dsl/print/file.js', async (original) => printing.quiet(await original()));
vi.mock('../../codegen/dsl/print/header.js', async (original) => printing.quiet(await original()));
vi.mock('../../codegen/dsl/print/line.js', async (original) => printing.quiet(await original()));
vi.mock('../../codegen/dsl/print/words.js', async (original) => printing.quiet(await original()));

/** Fields lowering need not read, on any node. */
const BOOKKEEPING: Record<string, string> = {
  span: 'source position, for diagnostics only',
  comments: 'comment lines, kept for `hflux fmt`',
  leading: 'comments and blank lines before a block, kept for `hflux fmt`',
  trailing: 'comments after the last block, kept for `hflux fmt`',
  trailingComment: 'a comment after a field, kept for `hflux fmt`',
  broken: 'fields whose line did not parse: already reported (HF-E01x) by the parser',
  brokenLines: 'how many text lines did not parse: already reported by the parser',
  readings:
    'the designer-vocabulary readings that made the line (「山札 → メインデッキ」): shown by explain --verbose and hover',
  strayCosts: 'cost brackets on a line that takes none: reported by `check` (HF-E014), never lowered',
};

/**
 * Fields that only say how a phrase is written, not what it means (`node` is the node's `kind`, or the key
 * it hangs under when it has none), each with the reason it cannot change the definition.
 */
const WORDING: { node: string; field: string; reason: string }[] = [
  ...['file', 'card', 'keyword', 'selector', 'ref', 'self'].map((node) => ({
    node,
    field: 'kind',
    reason: `the fixed tag of a ${node} node`,
  })),
  {
    node: 'file',
    field: 'file',
    reason: 'the source path: cards record it as sourceFile, keywords need none',
  },
  {
    node: 'card',
    field: 'textField',
    reason: 'the テキスト： marker line (a missing one is reported by check)',
  },
  { node: 'def', field: 'inline', reason: 'a definition on the 定義： line or under it: the same lines' },
  {
    node: 'allTrait',
    field: 'yours',
    reason: '「あなたの」 before メインデッキとガードデッキ: a 【空装】 condition is always on its own deck',
  },
  {
    node: 'topCard',
    field: 'deckOwner',
    reason:
      '「あなたのメインデッキの…」 vs 「あなたは…」: `player` holds whose deck; the ability controller moves it',
  },
  {
    node: 'look',
    field: 'deckOwner',
    reason:
      '「対戦相手のメインデッキ…」 vs 「対戦相手は…」: `player` holds whose deck; the ability controller looks either way',
  },
  { node: 'auto', field: 'sep', reason: '「[自動] 」 or 「[自動]：」: the same ability' },
  { node: 'declare', field: 'verb', reason: '「宣言する」 or 「指定する」: the same declaration (issue 22)' },
  {
    node: 'declare',
    field: 'you',
    reason: '「あなたは」／「自分は」 written or not: the controller declares (issue 22)',
  },
  {
    node: 'declared',
    field: 'verb',
    reason: '「宣言した」 or 「指定した」: the same declared value (issue 22)',
  },
  { node: 'power', field: 'signed', reason: '「パワー：+1000」 or 「パワー：1000」: the same number' },
  { node: 'all', field: 'explicit', reason: '「…全て」 written or not: every matching card either way' },
  { node: 'damage', field: 'points', reason: '「X点のダメージ」 is 「Xダメージ」' },
  {
    node: 'activateEnergy',
    field: 'exact',
    reason:
      '「1枚アクティブにする」 or 「1枚までアクティブにする」: one when there is one either way (RULING HF-3.2, i22m9)',
  },
  {
    node: 'setPower',
    field: 'base',
    reason:
      '「元々のパワーを…にする」 or 「パワーを…にする」: the base power either way (RULING «Power set or copied», m10a)',
  },
  { node: 'placeEnergy', field: 'topCard', reason: '「一番上のカードを」 is 「上から1枚を」 (count is 1)' },
  {
    node: 'waitingPlay',
    field: 'inChain',
    reason:
      '「プレイ中のカード」 and 「インタラプション・タイミングで待機しているカード」 are the same cards',
  },
  {
    node: 'ref',
    field: 'whole',
    reason: '「…全体」 (000’s wording of 【反撃】): the same character is the target',
  },
  { node: 'self', field: 'word', reason: 'このキャラクター／このカード／これ as a subject: the card itself' },
  {
    node: 'once',
    field: 'style',
    reason: '「1ターンに1回、…」「…（1ターンに1回）」「[1ターンに1回]」: one limit (HF-12.8)',
  },
  { node: 'condition', field: 'word', reason: '「…場合、」 or 「…なら、」: the same condition' },
  { node: 'compare', field: 'unit', reason: '「体」 or 「枚」: the counter word of the same number' },
  { node: 'exactly', field: 'unit', reason: '「体」 or 「枚」: the counter word of the same number' },
  {
    node: 'costChange',
    field: 'energyWord',
    reason: '「エネルギーコスト」 or 「コスト」: the same cost (HF-5.12)',
  },
  {
    node: 'abilityCost',
    field: 'energyWord',
    reason: '「エネルギーコスト」 or 「コスト」: the same cost (HF-12.4)',
  },
  {
    node: 'nextPlayCost',
    field: 'energyWord',
    reason: '「エネルギーコスト」 or 「コスト」: the same cost (HF-5.12)',
  },
  {
    node: 'faceDown',
    field: 'deckOwner',
    reason: '「あなたのメインデッキの…」 or 「あなたは…」: the same deck',
  },
  {
    node: 'notSelf',
    field: 'word',
    reason: '「このキャラクター以外」「これ以外」「他の」: the same card left out',
  },
  // issue 22, the set-card family
  {
    node: 'selector',
    field: 'field',
    reason: '「戦場の」 before a target: battlefield targets are there anyway',
  },
  {
    node: 'selector',
    field: 'noteAfter',
    reason:
      '「セットカード（ワールド・セットを含む）1枚」 or 「セットカード1枚（…）」: the note read either way',
  },
  {
    node: 'selfSetOn',
    field: 'subject',
    reason: '「このカードが…にセットされている」: only a self reference parses here, the set card itself',
  },
  {
    node: 'refSet',
    field: 'noPay',
    reason: '「エネルギーコストを支払わずに」: setting by an effect is no play and pays nothing anyway',
  },
  {
    node: 'zoneSet',
    field: 'noPay',
    reason:
      '「…を1枚選び、エネルギーコストを支払わずにそれにセットする」: as refSet, no play and nothing paid (i22x)',
  },
  {
    node: 'notMoved',
    field: 'now',
    reason: '「今加えた」「この方法で加えた」: the same cards, those the latest choice chose (issue 22)',
  },
  {
    node: 'notMoved',
    field: 'noun',
    reason: '「…カード以外の」「…キャラクター以外の」: the same chosen cards left out (issue 22)',
  },
  {
    node: 'powerBefore',
    field: 'event',
    reason: '「破壊される直前の」「戦場を離れる直前の」: the same last known power (HF-9.6, issue 22)',
  },
  ...['attackBonus', 'unblockable', 'duration'].map((node) => ({
    node,
    field: 'subject',
    reason: 'only a self reference parses here (grammar: selfRef): the card itself',
  })),
];

/**
 * Fields lowering drops today, each with what is lost (none now: 「…してもよい」 and 「その後、」 in continuous
 * abilities were dropped until lowerStatics reported them, HF-E025). The test fails if one is no longer
 * dropped, so the list stays exact: delete the entry when lowering reads the field or reports a diagnostic.
 */
const KNOWN_DROPPED: Record<string, string> = {
  // The designer's spelling (「前者」 or 「それ」) is kept for hflux fmt only; both name the first target (t18b).
  'notHostOfFormer.word': 'printer-only spelling',
  // Always 「このキャラクター」 (an IRSelfRef): the static restricts its own source, so lowering needs no subject (mech18).
  'undefendableBy.subject': 'always the source itself',
  // 「上からX枚」 (mech23): `count` is a placeholder 0 when `countX` says the count is the effect's X.
  'look.count': 'a placeholder under countX',
};

interface Unread {
  signature: string;
  where: string;
}

/** Records which properties of which IR objects are read (outside the printers). */
class ReadRecorder {
  private readonly proxies = new WeakMap<object, object>();
  private readonly reads = new WeakMap<object, Set<PropertyKey>>();
  readonly roots: { file: IRFile; path: string }[] = [];

  readonly observe = (ir: IRFile): IRFile => {
    this.roots.push({ file: ir, path: ir.file });
    return this.wrap(ir);
  };

  private note(target: object, key: PropertyKey): void {
    if (printing.state.depth > 0) return;
    let keys = this.reads.get(target);
    if (!keys) this.reads.set(target, (keys = new Set()));
    keys.add(key);
  }

  private wrap<T>(value: T): T {
    if (value === null || typeof value !== 'object') return value;
    const known = this.proxies.get(value);
    if (known) return known as T;
    const proxy = new Proxy(value, {
      get: (target, key, receiver) => {
        this.note(target, key);
        return this.wrap(Reflect.get(target, key, receiver));
      },
      has: (target, key) => {
        this.note(target, key);
        return Reflect.has(target, key);
      },
    });
    this.proxies.set(value, proxy);
    return proxy;
  }

  /** Every present field of every node under the roots that was never read. */
  unread(wording = WORDING): Unread[] {
    const out: Unread[] = [];
    const visit = (node: unknown, label: string, path: string): void => {
      if (node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        node.forEach((item, i) => visit(item, label, `${path}[${i}]`));
        return;
      }
      const record = node as Record<string, unknown>;
      // a Span under another name (mech23's `countX`: where X was written) is a source position, like `span`
      if (['file', 'line', 'col', 'start', 'end'].every((k) => k in record) && !('kind' in record)) return;
      const kind = typeof record.kind === 'string' ? record.kind : label;
      const read = this.reads.get(node);
      for (const [field, value] of Object.entries(record)) {
        if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
        if (field in BOOKKEEPING) continue;
        const childPath = `${path}.${field}`;
        if (!read?.has(field) && !wording.some((w) => w.node === kind && w.field === field))
          out.push({ signature: `${kind}.${field}`, where: childPath });
        visit(value, field, childPath);
      }
    };
    for (const root of this.roots) visit(root.file, 'file', root.path);
    return out;
  }
}

/** One line per signature: where it first occurs and how often. */
function summary(unread: Unread[]): string[] {
  const by = new Map<string, { where: string; count: number }>();
  for (const u of unread) {
    const seen = by.get(u.signature);
    if (seen) seen.count++;
    else by.set(u.signature, { where: u.where, count: 1 });
  }
  return [...by].map(([sig, { where, count }]) => `${sig} ×${count} (first: ${where})`).sort();
}

function compileObserved(
  sources: SourceFile[],
  recorder: ReadRecorder,
  keywords?: KeywordTable,
  references = true,
): { errors: string[]; keywords: KeywordTable; brokenLines: number } {
  let brokenLines = 0;
  const result = compileSources(sources, {
    ...(keywords ? { keywords } : {}),
    references,
    observeLowering: (ir) => {
      for (const card of ir.cards) brokenLines += card.brokenLines;
      return recorder.observe(ir);
    },
    // only whether a text compiles matters here: no suggestion search, and a line that does not parse is not
    // diagnosed (quick: diagnosing the ~1,500 tries that are no card line was a third of this file's CPU)
    searchSuggestions: false,
    quick: true,
  });
  const errors = result.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`);
  return { errors, keywords: result.keywords, brokenLines };
}

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return filesUnder(path, ext);
    return ext.test(f) ? [path] : [];
  });
}

/**
 * Card-text-looking strings of the tests and docs: single-line string literals with a sentence end or a
 * bracket tag, and the indented text lines of .hf files under test/ and of the docs' examples.
 */
function corpusSnippets(): string[] {
  const found = new Set<string>();
  const add = (s: string) => {
    if (/[。】]$/.test(s) && /[ぁ-んァ-ヶ]/.test(s) && !s.includes('${')) found.add(s);
  };
  for (const file of [...filesUnder('test', /\.ts$/), ...filesUnder('docs', /\.md$/)])
    for (const m of readFileSync(file, 'utf8').matchAll(/(['`])((?:(?!\1)[^\n\\])+)\1/g)) add(m[2].trim());
  for (const file of [...filesUnder('test', /\.hf$/), ...filesUnder('docs', /\.md$/)])
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) if (/^ {2}\S/.test(line)) add(line.trim());
  return [...found].sort();
}

const KINDS: [string, string[]][] = [
  ['コマンド', []],
  ['キャラクター', []],
  ['セット', ['パワー：+1000', 'セット対象：あなたのキャラクター']],
  ['ワールド・セット', []],
];

/**
 * Each snippet as a card of the first kind it compiles cleanly in; those fitting none are left out. An ability
 * line (「[自動]」「[2][スリープ]」「【反撃】」…) is tried as a character first. A snippet whose text line does not
 * parse under one kind parses under none (a text line is matched by its text, the keywords and the file's
 * readings alone — codegen/dsl/parse/matchLine.ts keys its cache by them —, never by the card's 種別), so the
 * other kinds are not tried: the same snippets fit the same kinds (checked on all 8,530 snippets of ci21's tree:
 * the same kind chosen for each), and a quarter fewer compiles.
 */
function compileCorpus(recorder: ReadRecorder, keywords: KeywordTable, snippets: string[]): number {
  let used = 0;
  for (const snippet of snippets) {
    const kinds = /^[[［【]/.test(snippet) ? [KINDS[1], KINDS[2], KINDS[3], KINDS[0]] : KINDS;
    for (const [kind, extra] of kinds) {
      const source = { path: 'corpus.hf', text: cardText(kind, [snippet], extra) };
      const result = compileObserved([source], recorder, keywords, false);
      if (result.errors.length > 0) {
        recorder.roots.pop(); // lowering may stop early on an error: only clean texts prove anything
        if (result.brokenLines > 0) break;
        continue;
      }
      used++;
      break;
    }
  }
  return used;
}

/** The corpus in this many tests, so that no single test nears the timeout on a loaded machine. */
const CORPUS_PARTS = 8;

describe('issue 10.3a every IR field is read by lowering', () => {
  // One recorder for the repository, rules/keywords.hf and every part of the corpus; the last test reads it.
  const recorder = new ReadRecorder();
  const snippets = corpusSnippets();
  let used = 0;

  test('rules/keywords.hf and the repository’s cards compile under observation', () => {
    const rules = compileObserved(
      [{ path: 'rules/keywords.hf', text: readFileSync('rules/keywords.hf', 'utf8') }],
      recorder,
    );
    expect(rules.errors).toEqual([]);
    const paths = findCardFiles('.');
    expect(paths.length).toBeGreaterThan(0);
    const cards = compileObserved(
      paths.map((path) => ({ path, text: readFileSync(path, 'utf8') })),
      recorder,
      rules.keywords,
    );
    expect(cards.errors).toEqual([]);
  });

  for (let part = 0; part < CORPUS_PARTS; part++) {
    test(`the corpus of test and doc texts, part ${part + 1} of ${CORPUS_PARTS}, compiles under observation`, () => {
      const mine = snippets.filter((_, i) => i % CORPUS_PARTS === part);
      used += compileCorpus(recorder, loadKeywords().table, mine);
    });
  }

  test('the repository’s cards, rules/keywords.hf and the corpus of test and doc texts lose nothing', () => {
    expect(used).toBeGreaterThan(100);
    const unread = recorder.unread();
    expect(summary(unread.filter((u) => !(u.signature in KNOWN_DROPPED)))).toEqual([]);
    // the known drops still happen (else delete them from KNOWN_DROPPED)
    expect(Object.keys(KNOWN_DROPPED).filter((sig) => !unread.some((u) => u.signature === sig))).toEqual([]);
  });

  test('it fails when a node carries a field lowering does not read (a test-only IR)', () => {
    const recorder = new ReadRecorder();
    const text = cardText('コマンド', ['キャラクター一体を対象とし、それを破壊する。']);
    compileSources([{ path: 't.hf', text }], {
      keywords: loadKeywords().table,
      references: false,
      observeLowering: (ir) => {
        const line = ir.cards[0].lines[0] as unknown as Record<string, unknown>;
        line.emphasis = 'bold'; // a field the parser might add and lowering would drop
        return recorder.observe(ir);
      },
    });
    expect(summary(recorder.unread())).toEqual([
      'effect.emphasis ×1 (first: t.hf.cards[0].lines[0].emphasis)',
    ]);
  });

  test('reads by the printers do not count: a field only printed is reported', () => {
    const recorder = new ReadRecorder();
    const text = cardText('キャラクター', ['[自動]：このキャラクターのパワーを+1000する。']);
    compileSources([{ path: 't.hf', text }], {
      keywords: loadKeywords().table,
      references: false,
      observeLowering: recorder.observe,
    });
    const withoutSep = WORDING.filter((w) => w.field !== 'sep');
    expect(summary(recorder.unread(withoutSep))).toContain('auto.sep ×1 (first: t.hf.cards[0].lines[0].sep)');
  });
});
