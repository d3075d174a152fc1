// Issue 22 (helper mech16): what each wording of 「…は起動能力を使用できない」 and of two restrictions in one phrase means
// (HF-12.4, HF-8.1, HF-8.3), what stays rejected, what explain says and that test/fixtures/m16-mechanics.hf prints back
// (RULING «Abilities that cannot be used», docs/engine.md).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from './helpers.js';
import { codes, compile, meaning } from './wordingHelpers.js';

const TARGET = 'キャラクター1体を対象とし、ターン終了時まで、';
const CANON = `${TARGET}それは起動能力を使用できない。`;

describe('activated abilities that cannot be used (HF-12.4, mech16)', () => {
  test.each([
    [`${TARGET}それは起動能力を使えない。`],
    [`${TARGET}それは起動能力を使用することができない。`],
    [`${TARGET}それは起動能力を起動できない。`],
    [`${TARGET}それの起動能力は使用できない。`],
  ])('「%s」 means the canonical line', (written) => {
    expect(meaning('コマンド', [written])).toEqual(meaning('コマンド', [CANON]));
  });

  test('the effect grants cannotActivate for the sentence’s duration', () => {
    const [step] = meaning('コマンド', [CANON]).effect.processes[0].steps;
    expect(step).toMatchObject({ op: 'grant', grant: { cannotActivate: true }, duration: 'endOfTurn' });
  });

  test('HF-8.1 HF-8.3 「攻撃と防御を行えず、起動能力を使用できない」 is three restrictions on the same target', () => {
    const written = meaning('コマンド', [`${TARGET}それは攻撃と防御を行えず、起動能力を使用できない。`]);
    const canon = meaning('コマンド', [`${TARGET}それは攻撃できず、防御できず、起動能力を使用できない。`]);
    expect(written).toEqual(canon);
    const grants = canon.effect.processes[0].steps.map((s: { grant?: object }) => s.grant);
    expect(grants).toEqual([{ cannotAttack: true }, { cannotDefend: true }, { cannotActivate: true }]);
    expect(meaning('コマンド', [`${TARGET}それは攻撃も防御もできない。`])).toEqual(
      meaning('コマンド', [`${TARGET}それは攻撃できず、防御できない。`]),
    );
  });

  test('a continuous line grants it to every card its subject names (HF-12.1)', () => {
    const def = meaning('キャラクター', ['[自動]：対戦相手のキャラクターは起動能力を使用できない。']);
    expect(def.abilities[0]).toMatchObject({ kind: 'static', effects: [{ kind: 'grant', grant: { cannotActivate: true } }] });
  });

  test('other abilities and a player subject stay HF-E040 (the mechanic is named, not an unrelated phrase)', () => {
    expect(codes('コマンド', [`${TARGET}それの能力は使用できない。`])).toContain('HF-E040');
    expect(codes('コマンド', ['ターン終了時まで、対戦相手は起動能力を使用できない。'])).toContain('HF-E040');
  });

  test('explain says the uses already declared still resolve', () => {
    const def = compile('コマンド', [CANON]).cards[0].def;
    expect(renderExplanation(explainCard(def, 'ja'))).toContain('対象1の起動能力は使用できない（すでに使用した起動能力は解決される');
    expect(renderExplanation(explainCard(def, 'en'))).toContain('uses already declared still resolve');
  });

  test('test/fixtures/m16-mechanics.hf round-trips (hflux fmt): canonical text compiling to the same definitions', () => {
    const source = readFileSync('test/fixtures/m16-mechanics.hf', 'utf8');
    const first = compileText(source, 'm16.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain('それは攻撃できず、防御できず、起動能力を使用できない。');
    expect(printed).toContain('対戦相手のキャラクターは起動能力を使用できない。');
    const text = printed
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .join('\n');
    expect(text).not.toContain('行えず');
    expect(text).not.toContain('状態を変更しない');
    const again = compileText(printed, 'm16.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});
