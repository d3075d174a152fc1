// Issue 22 "Done when": every rejected card's first diagnostic names its mechanic, never the clause fallback's bare
// 「この書き方」. Rows the lead added after the ninth round's held-out measure (d37–d40; codegen/dsl/diagnostics/
// clauseFallback.ts, after the i22k9 block), each in several wordings, and 「《A》または《B》を持つ」 read as the grammar's
// 「《A》か《B》を持つ」 (codegen/dsl/designerWordsTrain6b.ts).
import { describe, expect, test } from 'vitest';
import { clauseMechanicOf, liveClauseMechanics } from '../../codegen/dsl/diagnostics/clauseFallback.js';
import { compileText } from '../../codegen/dsl/index.js';
import { cardText } from './helpers.js';

function errors(kind: string, lines: string[]) {
  return compileText(cardText(kind, lines), 'test.hf').diagnostics.filter((d) => d.severity === 'error');
}

describe('the ninth round’s mechanics name their clause (each row, in several wordings)', () => {
  const rows: [string, string[]][] = [
    [
      'groupDefenceTrigger',
      [
        'あなたの《明鏡流》を持つキャラクターの防御が成功するたび',
        '自分のキャラクターが防御に成功した時',
        'あなたの《門下生》を持つキャラクターによる防御が成功したとき',
      ],
    ],
    [
      'butIfBonus',
      [
        'ただし、あなたのトラッシュに《付喪神》のカードが5枚以上あるなら、',
        'ただし、自分の戦場に《師範》を持つキャラクターがいる場合は、',
      ],
    ],
    [
      'hostExcluded',
      [
        'そのキャラクター以外のあなたの《空賊》を持つキャラクター全て',
        'そのキャラを除くあなたのキャラクター',
      ],
    ],
  ];
  test('every row is live (no accepted line has its words)', () => {
    const live = new Set(liveClauseMechanics().map((m) => m.id));
    for (const [id] of rows) expect(live.has(id), id).toBe(true);
  });
  for (const [id, clauses] of rows)
    test(`${id}: ${clauses[0]}`, () => {
      for (const clause of clauses) expect(clauseMechanicOf(clause)?.id, clause).toBe(id);
    });
  test('this character’s own defence and 「このキャラクター以外の」 name none of them', () => {
    for (const clause of [
      'このキャラクターによる防御が成功した時',
      'このキャラクター以外のあなたのキャラクター全て',
    ])
      expect(clauseMechanicOf(clause)?.id, clause).toBeUndefined();
  });
});

describe('HF-E040 names them on a card (the first diagnostic)', () => {
  test('a group’s defence succeeding', () => {
    const [d] = errors('キャラクター', [
      '[自動]：あなたの《明鏡流》を持つキャラクターの防御が成功するたび、カードを1枚引く。',
    ]);
    expect(d.code).toBe('HF-E040');
    expect(d.message).toContain('防御が成功した時の自動能力');
    expect(d.message).not.toContain('この書き方がありません');
  });
  test('「ただし、…なら」 after an effect', () => {
    const [d] = errors('コマンド', [
      'キャラクター一体を対象とし、それに3000ダメージを与える。ただし、あなたのトラッシュに《付喪神》のカードが5枚以上あるなら、代わりにそれを破壊する。',
    ]);
    expect(d.code).toBe('HF-E040');
    expect(d.message).not.toContain('この書き方がありません'); // a mechanic named (this one: a replaced number)
  });
});

describe('「《A》または《B》を持つ」 is either trait', () => {
  test.each(['または', 'もしくは', '、または', 'あるいは'])('「《童》%s《里人》」', (or) => {
    const written = compileText(
      cardText('ワールド・セット', [
        `[自動]：あなたの《童》${or}《里人》を持つキャラクター全てのパワーを+1000する。`,
      ]),
      'a.hf',
    );
    const canonical = compileText(
      cardText('ワールド・セット', [
        '[自動]：あなたの《童》か《里人》を持つキャラクター全てのパワーを+1000する。',
      ]),
      'a.hf',
    );
    expect(written.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const strip = (r: typeof written) => r.cards.map((c) => c.def.abilities.map(({ text: _t, ...a }) => a));
    expect(strip(written)).toEqual(strip(canonical));
  });
});
