// The explainer's contract: pure (no Node imports, so the browser playtest can use it), structured lines
// whose kinds say what they are, and every variant of every union explained (a `never` check at compile
// time; a clear error for data that is not a CardDefinition at run time).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CardDefinition, EffectOp } from '../../src/core/cardTypes.js';
import { explainCard } from '../../src/explain/index.js';
import { fixtureCard } from '../helpers/fixtureCards.js';

const OATH = fixtureCard('explain', '盾の誓い');
const GUARDIAN = fixtureCard('explain', '守護竜');

describe('src/explain', () => {
  test('imports nothing from Node (it runs in the browser too)', () => {
    const dir = 'src/explain';
    for (const file of readdirSync(dir)) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/from '(node:|fs|path|url|child_process)/);
    }
  });

  test('lines carry their kind: once per turn, modes, a condition and 「…してもよい」 as steps inside them (HF-12.8, HF-5.13, HF-5.5, HF-12.1)', () => {
    const auto = explainCard(GUARDIAN, 'ja').sections[2];
    expect(auto.title).toBe('能力3（自動能力）');
    expect(auto.lines.map((l) => `${l.depth}:${l.kind}`)).toEqual([
      '0:when',
      '0:order',
      '0:limit',
      '0:mode',
      '1:mode',
      '2:step', // 条件を満たす場合、次を行う
      '3:condition',
      '3:step', // 次を行ってもよい
      '4:step',
      '1:mode',
      '2:target',
      '2:step',
      '3:condition',
      '3:step',
      '4:step',
      '3:ref',
      '3:note',
    ]);
  });

  test('the same structure in both languages', () => {
    for (const def of [OATH, GUARDIAN]) {
      const shape = (lang: 'ja' | 'en') =>
        explainCard(def, lang).sections.map((s) => s.lines.map((l) => `${l.depth}:${l.kind}`));
      expect(shape('en')).toEqual(shape('ja'));
    }
  });

  test('a step the explainer does not know is an error naming it, never silently skipped', () => {
    // Not a card: data with an op no card can have, to see the explainer reject it
    const bogus = { op: 'teleport', target: 'self' } as unknown as EffectOp;
    const def: CardDefinition = { ...OATH, targets: [], effect: { processes: [{ steps: [bogus] }] } };
    expect(() => explainCard(def, 'ja')).toThrow(
      'explain: unknown variant {"op":"teleport","target":"self"}',
    );
  });

  test('a field the explainer does not know is an error naming it, never silently left out', () => {
    // Not a card: data with fields no card can have, to see the explainer reject them
    const def = { ...OATH, targets: [{ kind: 'character', filter: { controller: 'you', zone: 'hand' } }] };
    expect(() => explainCard(def as CardDefinition, 'ja')).toThrow(
      "explain: unknown field 'zone' in a card filter",
    );
    expect(() => explainCard({ ...OATH, cooldown: 2 } as CardDefinition, 'ja')).toThrow(
      "explain: unknown field 'cooldown' in a card definition",
    );
    // HF-12.1: an auto ability has no condition or option of its own (they are ifThen / mayDo steps)
    for (const field of ['condition', 'optional']) {
      const abilities = GUARDIAN.abilities.map((a) => (a.kind === 'auto' ? { ...a, [field]: true } : a));
      expect(() => explainCard({ ...GUARDIAN, abilities } as CardDefinition, 'ja')).toThrow(
        `explain: unknown field '${field}' in an auto ability`,
      );
    }
  });

  test('「このキャラクター」 in a granted ability or a replacement names the card it is about (HF-5.11)', () => {
    const granted = fixtureCard('explain-structure', '守りの加護');
    const text = explainCard(granted, 'ja').sections[0].lines.map((l) => l.text);
    expect(text).toContain(
      '効果：この能力を得たカード（対象1）は破壊されない（パワー0になった時は破壊される：HF-9.5）。',
    );
    // a quoted auto ability with a trigger of its own (「「[自動] …」を得る」): the card that gained it is named too
    const grantedAuto = fixtureCard('explain-structure', '攻めの加護');
    const autoText = explainCard(grantedAuto, 'ja').sections[0].lines.map((l) => l.text);
    expect(autoText).toContain('いつ：この能力を得たカード（対象1）が攻撃を行うたび（自動能力）');
    expect(autoText).toContain('処理1：この能力を得たカード（対象1）のパワーを+1000する。');
    const guardian = explainCard(GUARDIAN, 'ja').sections[1].lines.map((l) => l.text);
    expect(guardian).toContain('・そのカード（破壊されるカード）を持ち主の手札に戻す');
  });

  test('keyword names come from the keyword table given (hflux gen passes the one it is generating)', () => {
    const def = fixtureCard('explain-structure', '遅き者への一撃');
    const target = (names?: (k: string) => string) =>
      explainCard(def, 'ja', { keywordNames: names }).sections[0].lines[1].text;
    expect(target()).toContain('【神速】を持たないキャラクター1体');
    expect(target((k) => (k === 'godspeed' ? '疾風' : k))).toContain('【疾風】を持たないキャラクター1体');
  });
});
