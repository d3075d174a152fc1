// Issue 10.6: keywords are data. A designer adds a 【キーワード】 block to rules/keywords.hf and everything works —
// card lines, selectors 「【…】を持つ／持たない」, grants 「【…】を得る」, 「【…】を持たないキャラクターには防御されない」,
// view() keyword lists, bots — with no hand-written list anywhere. The project here is a temp root with two new
// keywords (test/dsl/keywordsFixture.ts); the engine runs on the generated/keywords.ts `hflux gen` emits for it.
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { loadKeywords } from '../../codegen/dsl/index.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { gameFromView, view } from '../../src/engine/index.js';
import { hasKeyword, keywordCount } from '../../src/engine/query.js';
import { isVisible } from '../../src/engine/view.js';
import { KEYWORD_NAMES, keywordAbilities, keywordPrintedName } from '../../src/keywords.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { keywordBlocks } from '../helpers/keywordsFile.js';
import { inHand, ofType, onBattlefield } from '../helpers/lookup.js';
import { keywordProject } from './keywordsFixture.js';

// The engine's keyword table is the one `hflux gen` writes for the fixture root, not this repository's.
vi.mock('../../generated/keywords.js', async () => {
  const { keywordProject: make } = await import('./keywordsFixture.js');
  return import(pathToFileURL(make().generatedKeywords).href);
});

const project = keywordProject();
afterAll(() => rmSync(project.root, { recursive: true, force: true }));
const cards: CardDefinition[] = project.compiled.sets.flatMap((s) => s.cards.map((c) => c.def));
const def = (name: string) => cards.find((c) => c.name === name)!;

describe('issue 10.6 a keyword added to rules/keywords.hf compiles like the built-in ones', () => {
  test('the project compiles without diagnostics; the table is the file’s blocks, keyed by identifier', () => {
    expect(project.compiled.diagnostics).toEqual([]);
    const blocks = keywordBlocks(project.root);
    expect(blocks.slice(-2)).toEqual([
      { name: '鉄壁', id: 'ironwall' },
      { name: '俊足', id: '俊足' },
    ]);
    expect(Object.keys(project.compiled.keywords)).toEqual(blocks.map((b) => b.id));
    expect(KEYWORD_NAMES).toEqual(blocks.map((b) => b.id)); // the engine reads the generated table
    expect(keywordPrintedName('ironwall')).toBe('鉄壁');
  });

  test('HF-13 a card line 【鉄壁】 expands to the definition, marked with the identifier', () => {
    expect(def('鉄壁の騎士').abilities).toEqual([
      {
        kind: 'static',
        keyword: 'ironwall',
        text: '【鉄壁】',
        effects: [{ kind: 'indestructible', affects: 'self' }],
      },
    ]);
    expect(def('鉄壁の騎士').abilities).toEqual(keywordAbilities('ironwall'));
    expect(def('俊足の斥候').abilities).toEqual([
      {
        kind: 'static',
        keyword: '俊足',
        text: '【俊足】',
        effects: [{ kind: 'unblockableExceptBy', keyword: '俊足' }],
      },
    ]);
  });

  test('HF-13.6 selectors, grants and 防御されない name the new keyword by its identifier', () => {
    expect(def('鉄壁崩し').targets).toEqual([{ kind: 'character', filter: { hasKeyword: 'ironwall' } }]);
    expect(def('鉄壁の外').targets).toEqual([{ kind: 'character', filter: { lacksKeyword: 'ironwall' } }]);
    expect(def('鉄壁の加護').effect?.processes[0].steps[0]).toMatchObject({
      op: 'grant',
      grant: { keyword: 'ironwall' },
    });
    expect(def('城門の番兵').abilities[0]).toMatchObject({
      effects: [{ kind: 'unblockableExceptBy', keyword: 'ironwall' }],
    });
  });

  test('HF-E023 a 【キーワード】 block in a card file is an error, never silently ignored', () => {
    const text = [
      '【セット】t',
      '【キーワード】堅守',
      '定義：[自動]：このキャラクターは破壊されない。',
      '',
    ].join('\n');
    const result = compileSources([{ path: 'cards/t/t.hf', text }], { keywords: loadKeywords().table });
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['HF-E023', 2]]);
    expect(result.diagnostics[0].message).toContain('rules/keywords.hf にだけ');
  });

  test('an unknown keyword in the engine is an error, never an empty expansion', () => {
    expect(() => keywordAbilities('no-such-keyword')).toThrow(/unknown keyword/);
  });
});

describe('issue 10.6 the engine plays the new keywords', () => {
  const board = () =>
    makeGame({
      cards,
      p0: {
        hand: ['鉄壁崩し', '鉄壁の外', '鉄壁の加護'],
        battlefield: ['鉄壁の騎士', '俊足の斥候', '城門の番兵'],
      },
      p1: { battlefield: ['バニラ', '鉄壁の騎士', '俊足の斥候'] },
    });
  const targetsOf = (g: ReturnType<typeof board>, name: string) =>
    ofType(g, 'play')
      .filter((a) => a.card === inHand(g, name, 0))
      .map((a) => a.targets[0])
      .sort((a, b) => a - b);

  test('HF-5.4 「【鉄壁】を持つ」 / 「持たない」 choose exactly the characters with / without it', () => {
    const g = board();
    const knights = [onBattlefield(g, '鉄壁の騎士', 0), onBattlefield(g, '鉄壁の騎士', 1)].sort(
      (a, b) => a - b,
    );
    expect(targetsOf(g, '鉄壁崩し')).toEqual(knights);
    const others = ['俊足の斥候', '城門の番兵'].map((n) => onBattlefield(g, n, 0));
    others.push(onBattlefield(g, 'バニラ', 1), onBattlefield(g, '俊足の斥候', 1));
    expect(targetsOf(g, '鉄壁の外')).toEqual(others.sort((a, b) => a - b));
  });

  test('HF-13.5-like: the definition makes the knight indestructible', () => {
    const g = board();
    const knight = onBattlefield(g, '鉄壁の騎士', 1);
    act(g, { type: 'play', card: inHand(g, '鉄壁崩し', 0), targets: [knight] });
    passAll(g);
    expect(g.state.cards[knight].zone).toBe('battlefield');
    expect(g.state.cards[knight].damage).toBe(5000);
  });

  test('HF-13.10 「【鉄壁】を得る」: one instance; view() and the bots see it; 「持たない」 no longer chooses it', () => {
    const g = board();
    const vanilla = onBattlefield(g, 'バニラ', 1);
    expect(hasKeyword(g, vanilla, 'ironwall')).toBe(false);
    act(g, { type: 'play', card: inHand(g, '鉄壁の加護', 0), targets: [vanilla] });
    passAll(g);
    expect(keywordCount(g, vanilla, 'ironwall')).toBe(1);
    const seen = view(g, 0)
      .battlefield.filter(isVisible)
      .find((c) => c.id === vanilla);
    expect(seen?.status?.keywords).toEqual(['ironwall']);
    // The bots ask the engine's own queries of a game rebuilt from their view (src/engine/fromView.ts).
    const seenByBot = gameFromView(view(g, 0), { cards: (id) => g.defs.get(id), seed: 1 });
    expect(keywordCount(seenByBot, vanilla, 'ironwall')).toBe(1);
    expect(targetsOf(g, '鉄壁の外')).not.toContain(vanilla);
  });

  test('HF-13.6-like: 【俊足】 is defended only by 【俊足】; 城門の番兵 only by 【鉄壁】', () => {
    const g = board();
    act(g, { type: 'attack', attacker: onBattlefield(g, '俊足の斥候', 0), target: { player: 1 } });
    passAll(g);
    expect(ofType(g, 'defend').map((a) => a.defender)).toEqual([onBattlefield(g, '俊足の斥候', 1), null]);
    const h = board();
    act(h, { type: 'attack', attacker: onBattlefield(h, '城門の番兵', 0), target: { player: 1 } });
    passAll(h);
    expect(ofType(h, 'defend').map((a) => a.defender)).toEqual([onBattlefield(h, '鉄壁の騎士', 1), null]);
  });
});

/** A string literal that is exactly a keyword's identifier or printed name: a hand-written keyword list. */
function literals(blocks: { name: string; id: string }[]): RegExp {
  const words = blocks.flatMap((b) => [b.id, b.name]).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(['"\`])(${words.join('|')})\\1`);
}

/** Files (and the word) allowed to spell a keyword, with the reason. */
const ALLOWED: { file: string; word?: string; reason: string }[] = [
  ...['codegen/dsl/ir.ts', 'codegen/dsl/semantics/toIRTrigger.ts', 'codegen/dsl/lower/trigger.ts'].map(
    (file) => ({ file, word: 'counter', reason: 'the IR trigger word of HF-13.1’s timing, not the keyword' }),
  ),
  {
    file: 'codegen/dsl/lower/ability.ts',
    word: 'counter',
    reason: 'the IR trigger word of HF-13.1’s timing, not the keyword',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|js)$/.test(f) ? [path] : [];
  });
}

describe('issue 10.6 no hand-written keyword list outside rules/keywords.hf', () => {
  test('no source in src/, codegen/, bench/, bin/ spells a keyword as a string literal', () => {
    const pattern = literals(keywordBlocks());
    const offenders: string[] = [];
    for (const file of ['src', 'codegen', 'bench', 'bin'].flatMap(sourceFiles)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const trimmed = line.trim();
          if (trimmed.startsWith('//') || trimmed.startsWith('*')) return;
          const word = line.match(pattern)?.[2];
          if (!word) return;
          if (ALLOWED.some((a) => a.file === file && (a.word === undefined || a.word === word))) return;
          offenders.push(`${file}:${i + 1}: ${trimmed}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  test('the guard catches a table like the one bots used to have', () => {
    expect(literals(keywordBlocks()).test("const ALL = ['counter', 'vigilance'];")).toBe(true);
    expect(literals(keywordBlocks()).test("names: ['反撃', 'Counter']")).toBe(true);
    expect(literals(keywordBlocks()).test("'【反撃】を得る'")).toBe(false);
  });
});
