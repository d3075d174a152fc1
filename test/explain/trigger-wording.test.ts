// nc7: one trigger, one wording. 「このキャラクターが攻撃する時」 is printed by `hflux fmt` (and so shown in the
// sim's ability table, which quotes the canonical text) as 「…が攻撃を行うたび」; explain said 「攻撃を行った時」.
// The printer's canonical wording is the source: explain's いつ line now says what fmt prints.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { cardText, parse } from '../dsl/helpers.js';

const CASES: [string, string][] = [
  ['[自動]：このキャラクターが攻撃する時、カードを1枚引く。', 'このキャラクターが攻撃を行うたび'],
  ['[自動]：このキャラクターが攻撃した時、カードを1枚引く。', 'このキャラクターが攻撃を行うたび'],
  ['[自動]：このキャラクターが防御を行った時、カードを1枚引く。', 'このキャラクターが防御を行うたび'],
];

describe('explain uses the printer’s trigger wording (nc7)', () => {
  test.each(CASES)('%s', (line, canonical) => {
    const text = cardText('キャラクター', [line]);
    const printed = printFile(parse(text).ir);
    expect(printed).toContain(`${canonical}、`);
    const r = compileText(text, 'test.hf');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const explained = renderExplanation(explainCard(r.cards[0].def, 'ja'));
    expect(explained).toContain(`いつ：${canonical}（自動能力）`);
    expect(explained).not.toMatch(/を行った時/);
  });
});
