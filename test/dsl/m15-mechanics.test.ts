// Issue 22 (helper mech15): what each wording of the play limit per card name means, what stays rejected, what explain
// says and that test/fixtures/m15-mechanics.hf prints back; and the all-or-nothing optional N-card step read by
// 「そうした場合」 (RULING «An optional N-card step read by 「そうした場合」», docs/engine.md).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from './helpers.js';
import { codes, compile, meaning } from './wordingHelpers.js';

const DRAW = 'あなたはメインデッキからカードを1枚引く。';
const CANON = 'このカード名のカードは1ターンに1枚しかプレイできない。';

describe('the play limit per card name (HF-5.3, mech15)', () => {
  test.each([
    ['同名カードは1ターンに1枚までしかプレイできない。'],
    ['このカード名のカードは1ターンに1枚しか発動できない。'],
    ['このカード名のカードは1ターンに一枚しか発動できない。'],
    ['同名カードは1ターンに1枚まで。'],
    ['各プレイヤーは、同じ名前のカードを1ターンに1枚までしかプレイできない。'],
    ['このカードと同じ名前のカードは、1ターンに1枚しかプレイできない。'],
  ])('「%s」 means the canonical line', (written) => {
    expect(meaning('コマンド', [written, DRAW])).toEqual(meaning('コマンド', [CANON, DRAW]));
  });

  test('the limit is the card definition’s namePlayLimit, N as written', () => {
    expect(meaning('コマンド', [CANON, DRAW]).namePlayLimit).toBe(1);
    expect(
      meaning('コマンド', ['このカード名のカードは1ターンに2枚しかプレイできない。', DRAW]).namePlayLimit,
    ).toBe(2);
  });

  test('written twice on one card is HF-E029; an unrelated count of plays stays HF-E040', () => {
    expect(codes('コマンド', [CANON, CANON, DRAW])).toContain('HF-E029');
    expect(codes('コマンド', ['同名カードは1ゲームに1枚しかプレイできない。', DRAW])).toContain('HF-E040');
  });

  test('explain says per player, per turn, from any zone, negated plays counted', () => {
    const def = compile('コマンド', [CANON, DRAW]).cards[0].def;
    const ja = renderExplanation(explainCard(def, 'ja'));
    expect(ja).toContain('各プレイヤーは、「');
    expect(ja).toContain(
      'という名前のカードを1ターンに1枚までしかプレイできない（手札・ガードデッキ・トラッシュのどこからでも数える。無効にされたプレイも数える',
    );
    expect(renderExplanation(explainCard(def, 'en'))).toContain('a turn (plays from any zone count');
  });

  test('test/fixtures/m15-mechanics.hf round-trips (hflux fmt): canonical text compiling to the same definitions', () => {
    const source = readFileSync('test/fixtures/m15-mechanics.hf', 'utf8');
    const first = compileText(source, 'm15.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain('このカード名のカードは1ターンに2枚しかプレイできない。');
    const text = printed
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .join('\n');
    expect(text).not.toContain('同名カード');
    expect(text).not.toContain('発動');
    const again = compileText(printed, 'm15.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});

describe('an optional N-card step read by 「そうした場合」 is all or nothing (HF-5.7, HF-5.9, mech15)', () => {
  const steps = (line: string) => meaning('コマンド', [line]).effect.processes[0].steps;

  test('「…を2枚選び、…してもよい。そうした場合、…」: the optional pick is inFull', () => {
    const [may] = steps(
      'あなたのトラッシュの《薬草》を持つカードを2枚選び、ゲームから除外してもよい。そうした場合、あなたはメインデッキからカードを1枚引く。',
    );
    expect(may.op).toBe('mayDo');
    expect(may.then[0]).toMatchObject({ op: 'pick', count: 2, inFull: true });
  });

  test('「まで」, one card, a mandatory step or no 「そうした場合」 keep HF-5.9 (no inFull)', () => {
    const upTo = steps(
      'あなたのトラッシュの《薬草》を持つカードを2枚まで選び、ゲームから除外してもよい。そうした場合、あなたはメインデッキからカードを1枚引く。',
    );
    expect(upTo[0].then[0].inFull).toBeUndefined();
    const one = steps(
      'あなたのトラッシュのカードを1枚選び、ゲームから除外してもよい。そうした場合、あなたはメインデッキからカードを1枚引く。',
    );
    expect(one[0].then[0].inFull).toBeUndefined();
    const alone = steps('あなたのトラッシュのカードを2枚選び、ゲームから除外してもよい。');
    expect(alone[0].then[0].inFull).toBeUndefined();
  });

  test('explain says all or nothing, and why the 「そうした場合」 part may not happen', () => {
    const def = compile('コマンド', [
      'あなたのトラッシュのカードを2枚選び、ゲームから除外してもよい。そうした場合、あなたはメインデッキからカードを1枚引く。',
    ]).cards[0].def;
    const ja = renderExplanation(explainCard(def, 'ja'));
    expect(ja).toContain('2枚全部を行うか、何もしないかのどちらか');
    expect(ja).toContain('選べるカードが2枚ない');
    expect(renderExplanation(explainCard(def, 'en'))).toContain('all 2 or nothing');
  });
});
