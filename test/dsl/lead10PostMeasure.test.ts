// Issue 22, after the tenth round's held-out measure (lead): a hand-card cost with no player named, and the clauses
// whose first diagnostic was the bare 「この書き方」 fallback, now named as mechanics (clauseRowsK10.ts).
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';

function compile(kind: string, line: string) {
  const power = kind === 'キャラクター' ? 'パワー：1000\n' : '';
  return compileText(
    `【セット】t\n\n【カード】X\n種別：${kind}\nコスト：1\n${power}テキスト：\n  ${line}\n`,
    'test.hf',
  );
}

describe('a cost 「[手札のカード1枚をトラッシュに置く]」 is the discard cost (HF-12.4)', () => {
  for (const cost of [
    '[手札のカード1枚をトラッシュに置く]',
    '[手札のカード1枚を捨てる]',
    '[手札にある《X》を持つカード1枚を捨てる]',
  ])
    test(cost, () => {
      const r = compile('キャラクター', `${cost}：カードを2枚引く。`);
      expect(r.diagnostics).toEqual([]);
      const ability = r.cards[0].def.abilities[0] as { costs: { kind: string; count: number }[] };
      expect(ability.costs.map((c) => [c.kind, c.count])).toEqual([['discard', 1]]);
    });
});

describe('clauses the tenth round got 「この書き方」 for are named (HF-E040)', () => {
  const cases: [string, string, string][] = [
    [
      'キャラクター',
      '[自動]：このキャラクターが破壊された時、このカードを対戦相手のガードデッキに加えてもよい。',
      'ガードデッキに加える',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが《鬼》を持つキャラクターの攻撃を防御するたび、カードを1枚引く。',
      '防御の誘発',
    ],
    [
      'キャラクター',
      '[自動]：あなたのターン終了時、カードを1枚引く。このキャラクターのパワーを+1000する。この効果は、このキャラクターが戦場に居る限り続く。',
      '持続',
    ],
    [
      'コマンド',
      'あなたのメインデッキの上から4枚を見る。その中からキャラクターカードを1枚まで、セットカードを1枚まで公開し、手札に加える。',
      '種類ごと',
    ],
    [
      'コマンド',
      'あなたの手札からセットカード1枚を、エネルギーコストを支払わずにプレイする。',
      'キャラクターカード以外',
    ],
  ];
  for (const [kind, line, named] of cases)
    test(line, () => {
      const first = compile(kind, line).diagnostics[0];
      expect(first.code).toBe('HF-E040');
      expect(first.message).toContain(named);
      expect(first.message).not.toContain('この書き方がありません');
    });
});
