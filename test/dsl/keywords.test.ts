// rules/keywords.hf defines every keyword of 000 from its own [自動] text; the compiled abilities must be
// the shapes the engine has always used (src/keywords.ts), and a designer can add a keyword in the DSL.
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { compileProject, compileText, loadKeywords } from '../../codegen/dsl/index.js';
import { keywordRecord } from '../../codegen/dsl/lower/keywords.js';
import type { Ability, KeywordName } from '../../src/core/cardTypes.js';
import {
  auto,
  continuous,
  damageCharacter,
  damagePlayer,
  effect,
  makeActive,
} from '../../src/effects/builders.js';
import { KEYWORD_NAMES, type KnownKeyword, keywordAbilities } from '../../src/keywords.js';
import { EXPECTED_KEYWORDS as HAND_WRITTEN } from '../helpers/expectedKeywords.js';
import { keywordBlocks } from '../helpers/keywordsFile.js';
import { cardText } from './helpers.js';

describe('HF-13 keyword definitions in rules/keywords.hf', () => {
  const { table, diagnostics } = loadKeywords();
  const record = keywordRecord(table);

  test('compile without diagnostics', () => {
    expect(diagnostics).toEqual([]);
  });

  test('every 【キーワード】 block of the file is in the table, keyed by its identifier (issue 10.6)', () => {
    expect(Object.keys(record)).toEqual(keywordBlocks().map((b) => b.id));
    expect(KEYWORD_NAMES).toEqual(Object.keys(record));
  });

  test.each(Object.keys(HAND_WRITTEN) as KnownKeyword[])(
    'HF-13.1–13.6 %s deep-equals the hand-written table and src/keywords.ts',
    (name) => {
      expect(record[name]).toEqual(HAND_WRITTEN[name]);
      expect(record[name]).toEqual(keywordAbilities(name));
    },
  );

  test('compileProject returns the same table, keyed by KeywordName', () => {
    const project = compileProject('.');
    expect(project.keywords).toEqual(record);
    for (const [name, abilities] of Object.entries(HAND_WRITTEN))
      expect(project.keywords[name]).toEqual(abilities);
  });
});

describe('HF-13.10 a keyword line expands to its definition; stacking is repetition', () => {
  test('【反撃】【反撃】 gives two counter abilities, 【強撃】 one strike', () => {
    const text = cardText('キャラクター', ['【反撃】', '【反撃】【強撃】']);
    const def = compileText(text, 't.hf').cards[0].def;
    expect(def.abilities).toEqual([...HAND_WRITTEN.counter, ...HAND_WRITTEN.counter, ...HAND_WRITTEN.strike]);
  });
});

describe('HF-13 a designer adds a keyword from existing phrases', () => {
  const rules = [
    '【キーワード】堅守',
    '定義：',
    '  [自動]：このキャラクターは破壊されない。',
    '  [自動] 対戦相手のアクティブフェイズ終了時、このキャラクターをアクティブにする。',
  ].join('\n');
  const cards = cardText('キャラクター', ['【堅守】', '【堅守】']);

  test('a card line 【堅守】 expands to the definition, marked with its name (its identifier) and printed name', () => {
    const result = compileSources([
      { path: 'rules/keywords.hf', text: rules },
      { path: 'cards/t/a.hf', text: cards },
    ]);
    expect(result.diagnostics).toEqual([]);
    const abilities = result.files[1].cards[0].def.abilities;
    expect(abilities).toHaveLength(4);
    expect(abilities[0]).toEqual({
      kind: 'static',
      keyword: '堅守',
      text: '【堅守】',
      effects: [{ kind: 'indestructible', affects: 'self' }],
    });
    expect(abilities[1]).toMatchObject({
      kind: 'auto',
      text: '【堅守】',
      trigger: { on: 'phaseEnd', phase: 'active', whose: 'opponent' },
    });
    expect(abilities[1]).toHaveProperty('keyword', '堅守');
  });

  test('granting a designer keyword grants the keyword by its identifier (one instance, HF-13.10)', () => {
    const result = compileSources([
      { path: 'rules/keywords.hf', text: rules },
      {
        path: 'cards/t/a.hf',
        text: cardText('コマンド', ['キャラクター一体を対象とし、ターン終了時まで、それは【堅守】を得る。']),
      },
    ]);
    expect(result.diagnostics).toEqual([]);
    const steps = result.files[1].cards[0].def.effect?.processes[0].steps;
    expect(steps).toEqual([
      { op: 'grant', target: { target: 0 }, grant: { keyword: '堅守' }, duration: 'endOfTurn' },
    ]);
  });
});
