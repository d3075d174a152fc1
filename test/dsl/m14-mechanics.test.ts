// Issue 22 (helper mech14): mechanics the committed corpora still lacked, in the wordings their designers printed:
// what each wording means, what must stay rejected, what explain says, and test/fixtures/m14-mechanics.hf prints back.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from './helpers.js';
import { codes, compile, meaning } from './wordingHelpers.js';

const EFFECT = '対戦相手に1ダメージを与える。';
const CANON = '[このキャラクターにセットされているカードを1枚トラッシュに置く]';

describe('cost: cards set on the card using the ability put into the trash (HF-12.4, HF-4.4, mech14)', () => {
  test.each([
    // d53 錬成師リーゼ, 錬金炉アタノール
    ['[このキャラクターにセットされているカード1枚をトラッシュに置く]', CANON],
    ['[このキャラクターにセットされたカードを1枚捨てる]', CANON],
    ['[このキャラクターについているカード1枚をトラッシュに置く]', CANON],
    [
      '[このカードにセットされているカード1枚をトラッシュに置く]',
      '[このカードにセットされているカードを1枚トラッシュに置く]',
    ],
  ])('「%s」 means 「%s」', (written, canonical) => {
    expect(meaning('キャラクター', [`${written}：${EFFECT}`])).toEqual(
      meaning('キャラクター', [`${canonical}：${EFFECT}`]),
    );
  });

  test('d12 黒煙の破壊工作員 「裏向きで」 and d53 錬成師リーゼ 《触媒》 are the filter of the cards that pay', () => {
    const down = meaning('キャラクター', [
      `[スリープ][このキャラクターに裏向きでセットされているカードを1枚トラッシュに置く]：${EFFECT}`,
    ]);
    expect(down.abilities[0].costs).toEqual([
      { kind: 'sleep' },
      { kind: 'trashAttached', count: 1, filter: { faceUp: false } },
    ]);
    const trait = meaning('キャラクター', [
      `[このキャラクターにセットされている《触媒》を持つカード1枚をトラッシュに置く]：${EFFECT}`,
    ]);
    expect(trait.abilities[0].costs).toEqual([
      { kind: 'trashAttached', count: 1, filter: { traits: ['触媒'] } },
    ]);
  });

  test('a world set naming itself 「このワールド・セットに」 reads as 「このカードに」', () => {
    const world = (head: string) => meaning('ワールド・セット', [`${head}：${EFFECT}`]);
    expect(world('[このワールド・セットにセットされているカード1枚をトラッシュに置く]')).toEqual(
      world('[このカードにセットされているカードを1枚トラッシュに置く]'),
    );
  });

  test('moving other cards off the battlefield as a cost stays HF-E040, naming the cost that can be written', () => {
    const r = compile('キャラクター', [`[あなたのキャラクター1体を手札に戻す]：${EFFECT}`]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['HF-E040']);
    expect(r.diagnostics[0].message).toContain(
      '[このキャラクターにセットされているカードを1枚トラッシュに置く]',
    );
    expect(codes('ワールド・セット', [`[このワールド・セットをトラッシュに置く]：${EFFECT}`])).toContain(
      'HF-E040',
    );
  });

  test('HF-4.4 nothing is set on a set card itself: its 「[このカードにセットされている…]」 is refused', () => {
    expect(
      codes('セット', [`[このカードにセットされているカードを1枚トラッシュに置く]：${EFFECT}`]),
    ).toContain('HF-E015');
    expect(
      codes('キャラクター', [`[このカードにセットされているカードを1枚トラッシュに置く]：${EFFECT}`]),
    ).toEqual([]);
  });

  test('explain names the host, the filter, who chooses and that the ability cannot be used without them', () => {
    const def = compile('キャラクター', [
      `[スリープ][このキャラクターに裏向きでセットされているカードを1枚トラッシュに置く]：${EFFECT}`,
    ]).cards[0].def;
    const ja = renderExplanation(explainCard(def, 'ja'));
    expect(ja).toContain(
      'このキャラクターにセットされている裏向きのカードを1枚、持ち主のトラッシュに置く（置くカードはあなたが選ぶ。1枚なければ使えない：HF-12.4）',
    );
    expect(renderExplanation(explainCard(def, 'en'))).toContain("into its owner's trash");
  });
});

describe('test/fixtures/m14-mechanics.hf round-trips (hflux fmt)', () => {
  test('fmt prints canonical text that compiles to the same definitions', () => {
    const source = readFileSync('test/fixtures/m14-mechanics.hf', 'utf8');
    const first = compileText(source, 'm14.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain(
      '[スリープ][このキャラクターにセットされている裏向きのカードを1枚トラッシュに置く]',
    );
    expect(printed).toContain(
      '[このキャラクターにセットされている《触媒》を持つカードを1枚トラッシュに置く]',
    );
    expect(printed).toContain('[このカードにセットされているカードを1枚トラッシュに置く]');
    const again = compileText(printed, 'm14.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});
