// Issue 22 (helper m12): what explain says of the mechanics of test/fixtures/m12-mechanics.hf, in Japanese and
// in English — the facts a designer checks their card against.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';

const PATH = 'test/fixtures/m12-mechanics.hf';
const compiled = compileSources([{ path: PATH, text: readFileSync(PATH, 'utf8') }]);
const explained = (name: string, lang: 'ja' | 'en' = 'ja') => {
  const card = compiled.files[0].cards.find((c) => c.def.name === name);
  if (!card) throw new Error(`no ${name}`);
  return renderExplanation(explainCard(card.def, lang));
};

describe('explain of the m12 mechanics (issue 22)', () => {
  test('the fixture compiles without errors', () => {
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  test('HF-9.6 a trigger of the destruction that moves the destroyed card says it goes there instead of the trash', () => {
    expect(explained('戻り猫')).toContain('トラッシュの代わりにそこに置かれる');
    expect(explained('底の小僧', 'en')).toContain('it goes there instead of the trash');
    expect(explained('一撃')).not.toContain('トラッシュの代わりに');
  });
});
