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
    expect(def.abilities[0]).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'grant', grant: { cannotActivate: true } }],
    });
  });

  test('other abilities and a player subject stay HF-E040 (the mechanic is named, not an unrelated phrase)', () => {
    expect(codes('コマンド', [`${TARGET}それの能力は使用できない。`])).toContain('HF-E040');
    expect(codes('コマンド', ['ターン終了時まで、対戦相手は起動能力を使用できない。'])).toContain('HF-E040');
  });

  test('explain says the uses already declared still resolve', () => {
    const def = compile('コマンド', [CANON]).cards[0].def;
    expect(renderExplanation(explainCard(def, 'ja'))).toContain(
      '対象1の起動能力は使用できない（すでに使用した起動能力は解決される',
    );
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

describe('abilities lost (RULING «Abilities lost», mech16)', () => {
  const LOSE_ALL = `${TARGET}それは全ての能力を失う。`;
  test.each([
    [`${TARGET}それは能力を全て失う。`],
    [`${TARGET}それは能力を失う。`],
    [`${TARGET}それの能力を無効にする。`],
    [`${TARGET}そのキャラクターの能力は無効になる。`],
  ])('「%s」 means 「…は全ての能力を失う」', (written) => {
    const asWritten = meaning('コマンド', [written]).effect.processes[0].steps;
    expect(asWritten).toEqual(meaning('コマンド', [LOSE_ALL]).effect.processes[0].steps);
  });

  test('the effect grants loseAbilities for the sentence’s duration; keywords by their identifiers', () => {
    expect(meaning('コマンド', [LOSE_ALL]).effect.processes[0].steps[0]).toMatchObject({
      op: 'grant',
      grant: { loseAbilities: 'all' },
      duration: 'endOfTurn',
    });
    const [step] = meaning('コマンド', [`${TARGET}それは【神速】と【死殺】を失う。`]).effect.processes[0]
      .steps;
    expect(step.grant).toEqual({ loseAbilities: ['godspeed', 'deathless'] });
  });

  test('d24 決定的証拠: a set card’s continuous loss is its host’s (affects self)', () => {
    const def = meaning('セット', [
      '[自動]：このカードがセットされているキャラクターは、【神速】と【死殺】を失う。',
    ]);
    expect(def.abilities[0]).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'grant', grant: { loseAbilities: ['godspeed', 'deathless'] }, affects: 'self' }],
    });
  });

  test('a continuous loss on another card, or with a condition, is HF-E025; text and a player stay HF-E040', () => {
    expect(codes('キャラクター', ['[自動]：対戦相手のキャラクターは【死殺】を失う。'])).toContain('HF-E025');
    expect(
      codes('セット', [
        '[自動]：あなたの手札が2枚以下なら、このカードがセットされているキャラクターは【死殺】を失う。',
      ]),
    ).toContain('HF-E025');
    expect(codes('コマンド', [`${TARGET}それはテキストを失う。`])).toContain('HF-E040');
    expect(codes('コマンド', ['対戦相手は全ての能力を失う。'])).toContain('HF-E040');
  });

  test('explain names what is lost and what is kept', () => {
    const def = compile('コマンド', [LOSE_ALL]).cards[0].def;
    const ja = renderExplanation(explainCard(def, 'ja'));
    expect(ja).toContain('対象1は全ての能力を失う（印刷された能力・セットカードの能力');
    expect(ja).toContain('使用済みの起動能力は解決に失敗する：HF-7.6');
    expect(renderExplanation(explainCard(def, 'en'))).toContain('loses all its abilities');
  });

  test('the fixture prints 「全ての能力を失う」 and 「【神速】と【死殺】を失う」 back', () => {
    const printed = printFile(parse(readFileSync('test/fixtures/m16-mechanics.hf', 'utf8')).ir);
    expect(printed).toContain('それは全ての能力を失う。');
    expect(printed).toContain('このカードがセットされているキャラクターは【神速】と【死殺】を失う。');
  });
});
