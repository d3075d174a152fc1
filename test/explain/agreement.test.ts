// Issue 10 point 3b, "nothing silently lost": for every card in the repo (cards/**/*.hf) and every keyword
// (rules/keywords.hf), every fact of the IR — numbers, 《》「」【】 names, durations, conditions, targets and
// their counts, optionals, その後, once per turn, modes — shows up in the explanation of the lowered
// CardDefinition. A lowering that drops or changes a field makes the explanation miss a fact.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { KEYWORDS_FILE, compileCardFiles, findCardFiles } from '../../codegen/dsl/index.js';
import type { CardDefinition, EffectOp } from '../../src/core/cardTypes.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { type FixtureCards, compileFixture } from '../helpers/fixtureCards.js';
import { type Fact, irFacts, missingFacts } from './irFacts.js';

interface Checked {
  label: string;
  ir: unknown;
  def: CardDefinition;
}

/** Each keyword on a character of its own (its card line 【name】), compiled by the DSL like any card that prints
 * it. パワー9999 is a number no keyword says, so the card's header adds no fact the keyword's IR could miss. */
function keywordCards(names: readonly string[]): FixtureCards {
  const card = (name: string) => [
    `【カード】${name}`,
    '種別：キャラクター',
    'コスト：0',
    'パワー：9999',
    'テキスト：',
    `  【${name}】`,
  ];
  return compileFixture(['【セット】test', ...names.flatMap(card)].join('\n'));
}

function load(): Checked[] {
  const root = process.cwd();
  const kw = compileSources([{ path: KEYWORDS_FILE, text: readFileSync(KEYWORDS_FILE, 'utf8') }]);
  const irs = kw.files[0].ir.keywords;
  const withKeyword = keywordCards(irs.map((ir) => ir.name.name));
  const keywords: Checked[] = irs.map((ir) => ({
    label: `${KEYWORDS_FILE} 【${ir.name.name}】`,
    ir,
    def: withKeyword.card(ir.name.name),
  }));
  const { files } = compileCardFiles(root, findCardFiles(root), kw.keywords);
  const cards = files.flatMap((file) =>
    file.ir.cards.flatMap((ir) => {
      const compiled = file.cards.find((c) => c.span.start === ir.span.start);
      return compiled ? [{ label: `${file.path} ${ir.name.name}`, ir, def: compiled.def }] : [];
    }),
  );
  return [...keywords, ...cards];
}

function disagreements(item: Checked): string[] {
  const { facts, unknown } = irFacts(item.ir);
  const text = renderExplanation(explainCard(item.def, 'ja'));
  return [
    ...unknown.map((u) => `IR node this check does not know (add a rule to test/explain/irFacts.ts): ${u}`),
    ...missingFacts(facts, text),
  ].map((m) => `${item.label}: ${m}`);
}

const ALL = load();

describe('the explanation of every lowered card agrees with its IR (issue 10 point 3b)', () => {
  test('every card file and every keyword is checked', () => {
    expect(ALL.filter((c) => c.label.startsWith('cards/')).length).toBeGreaterThanOrEqual(96);
    expect(ALL.filter((c) => c.label.startsWith(KEYWORDS_FILE)).length).toBeGreaterThanOrEqual(6);
  });

  test('no fact of the IR is missing from the explanation (Japanese)', () => {
    expect(ALL.flatMap(disagreements)).toEqual([]);
  });

  test('every card explains in English too, with no hole in the text', () => {
    for (const item of ALL) {
      for (const lang of ['ja', 'en'] as const) {
        const text = renderExplanation(explainCard(item.def, lang));
        expect(text, item.label).not.toMatch(/undefined|\[object Object\]|NaN/);
      }
    }
  });
});

// Not a card: these tests break a lowered definition on purpose (as a faulty lowering would) to see the check catch it.
describe('the agreement check can fail', () => {
  const find = (name: string): Checked => {
    const item = ALL.find((c) => c.def.name === name);
    if (!item) throw new Error(`no card ${name}`);
    return item;
  };
  const withAbilityEffect = (def: CardDefinition, steps: EffectOp[]): CardDefinition => {
    const ability = def.abilities[0];
    if (ability.kind === 'static') throw new Error('not an effect ability');
    return { ...def, abilities: [{ ...ability, effect: { processes: [{ steps }] } }] };
  };

  test('a definition whose duration was dropped is caught (HF-12.9)', () => {
    const item = find('紅蓮の見習い剣士');
    const [op] = (item.def.abilities[0] as { effect: { processes: { steps: EffectOp[] }[] } }).effect
      .processes[0].steps;
    const { duration: _dropped, ...withoutDuration } = op as Extract<EffectOp, { op: 'modifyPower' }>;
    const broken = withAbilityEffect(item.def, [withoutDuration as EffectOp]);
    expect(disagreements(item)).toEqual([]);
    expect(disagreements({ ...item, def: broken })).toEqual([
      `${item.label}: duration endOfTurn: 「ターン終了時まで」 ×1 in the IR, ×0 in the explanation`,
    ]);
  });

  test('a definition whose 「…してもよい」 was dropped is caught', () => {
    const item = find('亡霊使いの少女');
    const ability = item.def.abilities[0] as { effect: { processes: { steps: EffectOp[] }[] } };
    const mayDo = ability.effect.processes[0].steps[0] as Extract<EffectOp, { op: 'mayDo' }>;
    const broken = withAbilityEffect(item.def, mayDo.then);
    expect(disagreements({ ...item, def: broken })).toEqual([
      `${item.label}: 「…してもよい」: 「てもよい」 ×1 in the IR, ×0 in the explanation`,
    ]);
  });

  test('a changed number, a dropped target and a dropped その後 step are caught', () => {
    const item = find('剣聖秘奥・天断');
    const process = item.def.effect?.processes[0];
    if (!process) throw new Error('no effect');
    const fewer = { ...item.def, effect: { processes: [{ steps: process.steps.slice(0, 1) }] } };
    expect(disagreements({ ...item, def: fewer }).join('\n')).toContain('「その後、」');
    const untargeted = { ...item.def, targets: [] };
    expect(disagreements({ ...item, def: untargeted }).join('\n')).toContain('a target');
    const weaker = {
      ...item.def,
      targets: [{ kind: 'character' as const, filter: { powerAtMost: 3000 } }],
    };
    expect(disagreements({ ...item, def: weaker }).join('\n')).toContain('「4000」');
  });

  test('a target whose controller was flipped (対戦相手 → あなた) is caught', () => {
    const item = find('業炎弾');
    const flipped = {
      ...item.def,
      targets: [{ kind: 'character' as const, filter: { controller: 'you' as const } }],
    };
    expect(disagreements(item)).toEqual([]);
    expect(disagreements({ ...item, def: flipped })).toEqual([
      `${item.label}: controller opponent: 「対戦相手」 ×1 in the IR, ×0 in the explanation`,
    ]);
  });

  test('a dropped 「1ターンに1回」 and dropped modes are caught (HF-12.8)', () => {
    const once = ALL.find((c) => c.def.abilities.some((a) => a.kind !== 'static' && a.oncePerTurn));
    const modal = ALL.find((c) => c.def.modal || c.def.abilities.some((a) => a.kind !== 'static' && a.modal));
    if (!once || !modal) throw new Error('the repo has no card with 1ターンに1回 or modes to break');
    const noOnce = {
      ...once.def,
      abilities: once.def.abilities.map((a) => (a.kind === 'static' ? a : { ...a, oncePerTurn: undefined })),
    };
    expect(disagreements({ ...once, def: noOnce }).join('\n')).toContain('「1ターンに1回」');
    const noModes = {
      ...modal.def,
      modal: undefined,
      abilities: modal.def.abilities.map((a) => (a.kind === 'static' ? a : { ...a, modal: undefined })),
    };
    expect(disagreements({ ...modal, def: noModes }).join('\n')).toContain('「以下から…選ぶ」');
  });

  test('facts are counted: saying a number once does not cover two of it', () => {
    const facts: Fact[] = [{ kind: 'number', text: '1000', count: 2, why: 'number amount' }];
    expect(missingFacts(facts, 'パワーを+1000する。パワーを+1000する。')).toEqual([]);
    expect(missingFacts(facts, 'パワーを+1000する。パワーを+10000する。')).toEqual([
      'number amount: 「1000」 ×2 in the IR, ×1 in the explanation',
    ]);
  });
});
