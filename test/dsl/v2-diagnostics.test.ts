// DSL v2 diagnostics (issue 10): phrases the grammar accepts but that cannot mean what they say are errors,
// never approximations — modes without their lines, durations on one-time actions, 「1ターンに1回」 off an
// ability, 「2体につき」, a chained action with no subject, an undefined face-down card that would enter.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { cardText } from './helpers.js';

function codes(kind: string, lines: string[]): string[] {
  return compileText(cardText(kind, lines), 'v2.hf').diagnostics.map((d) => d.code);
}
function messages(kind: string, lines: string[]): string[] {
  return compileText(cardText(kind, lines), 'v2.hf').diagnostics.map((d) => d.message);
}

describe('HF-5.13 modes', () => {
  test('HF-5.13 a 「・」 line with no 「以下から…選ぶ。」 above is HF-E060', () => {
    expect(codes('コマンド', ['カードを1枚引く。', '・対戦相手に1ダメージを与える。'])).toEqual(['HF-E060']);
  });
  test('HF-5.13 「以下から2つ選ぶ。」 with two modes is HF-E061 (it needs more modes than it chooses)', () => {
    expect(
      codes('コマンド', ['以下から2つ選ぶ。', '・カードを1枚引く。', '・対戦相手に1ダメージを与える。']),
    ).toEqual(['HF-E061']);
  });
  test('HF-5.13 modes of a set card are misplaced (HF-E025)', () => {
    const result = compileText(
      cardText(
        'セット',
        ['以下から1つ選ぶ。', '・それのパワーを+1000する。', '・それは【貫通】を得る。'],
        ['パワー：+0', 'セット対象：キャラクター'],
      ),
      'v2.hf',
    );
    expect(result.diagnostics.map((d) => d.code)).toContain('HF-E025');
  });
});

describe('HF-12.9 durations mean something only on lasting effects', () => {
  test('HF-12.9 「ターン終了時まで、…カードを1枚引く。」 is HF-E062, not a silently ignored duration', () => {
    expect(messages('コマンド', ['ターン終了時まで、あなたはメインデッキからカードを1枚引く。'])).toEqual([
      '「ターン終了時まで」は続く効果にだけ付けられます。「あなたはメインデッキからカードを1枚引く」は一度で終わる処理です。',
    ]);
  });
  test('HF-12.9 a duration on a control change is kept (the v1 compiler dropped it)', () => {
    const def = compileText(
      cardText('コマンド', [
        '対戦相手のキャラクター一体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
      ]),
      'v2.hf',
    ).cards[0].def;
    expect(def.effect?.processes[0].steps[0]).toEqual({
      op: 'changeControl',
      target: { target: 0 },
      to: 'you',
      duration: 'endOfTurn',
    });
  });
});

describe('HF-12.8 once per turn', () => {
  test('HF-12.8 「1ターンに1回」 on a continuous ability is HF-E063', () => {
    expect(codes('キャラクター', ['[自動][1ターンに1回] このキャラクターのパワーを+1000する。'])).toContain(
      'HF-E063',
    );
  });
});

describe('scaling, subjects and face-down cards', () => {
  test('「2体につき」 counts one step per 2 cards, rounded down (issue 22); 「0体につき」 is HF-E064', () => {
    expect(
      codes('キャラクター', ['[自動] このキャラクターのパワーを、あなたのキャラクター2体につき+1000する。']),
    ).toEqual([]);
    expect(
      codes('キャラクター', ['[自動] このキャラクターのパワーを、あなたのキャラクター0体につき+1000する。']),
    ).toEqual(['HF-E064']);
  });
  test('a chained action with no subject at the start of a command is HF-E065', () => {
    expect(codes('コマンド', ['【貫通】を得る。'])).toEqual(['HF-E065']);
  });
  test('a chained action with no subject takes the previous object (「+3000し、【貫通】を得る」)', () => {
    const def = compileText(
      cardText('キャラクター', [
        '[2]：ターン終了時まで、このキャラクターのパワーを+3000し、【貫通】を得る。',
      ]),
      'v2.hf',
    ).cards[0].def;
    const ability = def.abilities[0];
    expect(ability.kind === 'activated' && ability.effect.processes).toEqual([
      {
        steps: [
          { op: 'modifyPower', target: 'self', amount: 3000, duration: 'endOfTurn' },
          { op: 'grant', target: 'self', grant: { keyword: 'pierce' }, duration: 'endOfTurn' },
        ],
      },
    ]);
  });
  test('HF-14.3 an undefined face-down card cannot enter the battlefield (HF-E066)', () => {
    expect(codes('コマンド', ['あなたはメインデッキの一番上のカードを裏向きで登場させる。'])).toEqual([
      'HF-E066',
    ]);
  });
  test('HF-14.3 a command must name where an undefined face-down card is set (HF-E066)', () => {
    expect(codes('コマンド', ['あなたのメインデッキの一番上のカードを裏向きでセットする。'])).toEqual([
      'HF-E066',
    ]);
  });
  test('continuous abilities reject 「その後」 and 「…してもよい」 (HF-E025) instead of dropping them', () => {
    expect(codes('キャラクター', ['[自動] このキャラクターのパワーを+1000してもよい。'])).toEqual([
      'HF-E025',
    ]);
  });

  test('a sentence ending in a connective verb (「…与え。」) is HF-E067 with the plain form suggested', () => {
    const [d] = compileText(cardText('コマンド', ['対戦相手に1ダメージを与え。']), 'v2.hf').diagnostics;
    expect([d.code, d.suggestion]).toEqual(['HF-E067', '対戦相手に1ダメージを与える。']);
    expect(codes('コマンド', ['キャラクター一体を対象とし、それを破壊し、カードを1枚引く。'])).toEqual([]);
  });

  test('HF-E067 is found in every kind of line: triggered, continuous, activated, a mode', () => {
    expect(
      codes('キャラクター', [
        '[自動] このキャラクターが攻撃を行うたび、対戦相手に1ダメージを与え。',
        '[自動] このキャラクターは【貫通】を得て。',
        '[1]：カードを1枚引き。',
        '[自動] このキャラクターが戦場に登場した時、以下から1つを選ぶ。',
        '・カードを1枚引き。',
        '・対戦相手に1ダメージを与える。',
      ]),
    ).toEqual(['HF-E067', 'HF-E067', 'HF-E067', 'HF-E067']);
  });
});
