// k11 (issue 22 "Done when"): an unread clause is named by its predicate and role, with no row per mechanic
// (codegen/dsl/diagnostics/predicate.ts); a suggestion keeps once per turn, who acts and who chooses (keepsContent).
import { afterEach, describe, expect, test } from 'vitest';
import { acceptedWith, predicateName, predicateOf } from '../../codegen/dsl/diagnostics/predicate.js';
import { setMechanicRowsOff } from '../../codegen/dsl/diagnostics/rowsSwitch.js';
import { compileText } from '../../codegen/dsl/index.js';
import { addsNothing, keepsContent, keepsSense } from '../../codegen/dsl/searchSuggest.js';
import { cardText } from './helpers.js';
import { K11_BLIND_SENTENCES } from './k11BlindSentences.js';

function first(kind: string, line: string) {
  return compileText(cardText(kind, [line]), 'test.hf').diagnostics.filter((d) => d.severity === 'error')[0];
}

afterEach(() => setMechanicRowsOff(false));

describe('the predicate of a clause and its role', () => {
  test.each([
    ['手札を見る', 'action', '手札を見る'],
    ['あなたのメインデッキの一番上のカードをガードデッキに加える', 'action', 'ガードデッキに加える'],
    ['それらのパワーを入れ替え', 'action', 'パワーを入れ替える'],
    ['自分の山札の一番上をめくり', 'action', '一番上をめくる'],
    ['各プレイヤーは手札を全て捨て', 'action', '捨てる'],
    ['対戦相手がエネルギーを支払った時', 'trigger', 'エネルギーを支払った時'],
    ['このキャラクターが回復した時', 'trigger', '回復した時'],
    ['あなたのライフが対戦相手より少ないなら', 'condition', '対戦相手より少ないなら'],
    ['対戦相手の次のドローフェイズまで', 'duration', 'ドローフェイズまで'],
  ])('「%s」: %s 「%s」', (clause, role, name) => {
    const p = predicateOf(clause);
    expect(p?.role).toBe(role);
    expect(p && predicateName(p)).toBe(name);
  });

  test('a cost is its bracket’s predicate; a clause of particles has none', () => {
    expect(predicateOf('手札を1枚公開する', true)?.role).toBe('cost');
    expect(predicateOf('対戦相手の、')).toBeUndefined();
  });

  test('the language has 「手札に加える」 as an action, and no 「ガードデッキに戻した時」 trigger', () => {
    const add = predicateOf('それを手札に加える');
    expect(add && acceptedWith(add).length).toBeGreaterThan(0);
    const back = predicateOf('あなたがカードをガードデッキに戻した時');
    expect(back && acceptedWith(back)).toEqual([]);
  });
});

describe('HF-E040 naming the designer’s predicate in its role (no row for it)', () => {
  test.each([
    [
      'キャラクター',
      '[自動]：このキャラクターが回復した時、カードを1枚引く。',
      'この言語には「回復した時」に発揮する自動能力がありません（「回復した時」）。近い書き方：（見つかりません）',
    ],
    [
      'キャラクター',
      '[自動]：対戦相手がエネルギーを支払った時、対戦相手に1ダメージを与える。',
      'この言語にはエネルギーについての誘発（「エネルギーを支払った時」）がありません（「エネルギーを支払った時」）。近い書き方：（見つかりません）',
    ],
    [
      'コマンド',
      '対戦相手の次のドローフェイズまで、対戦相手のキャラクター全てのパワーを-1000する。',
      'この言語には「ドローフェイズまで」という期間がありません（「ドローフェイズまで」）。近い書き方：（見つかりません）',
    ],
    [
      'コマンド',
      'このゲームの間、あなたのキャラクター全てのパワーを+1000する。',
      'この言語には「ゲームの間」という期間がありません（「ゲームの間」）。近い書き方：あなたのキャラクター全てのパワーを+1000する。',
    ],
  ])('%s 「%s」', (kind, line, message) => {
    const d = first(kind, line);
    expect(d.code).toBe('HF-E040');
    expect(d.message).toBe(message);
  });

  test('「山札の一番上をめくり、それが…なら手札に加える」 is read since mech21 (reveal the top card and branch): no HF-E040', () => {
    expect(
      first(
        'キャラクター',
        '[自動]：このキャラクターが攻撃するたびに、自分の山札の一番上をめくり、それがキャラクターなら手札に加える。',
      ),
    ).toBeUndefined();
  });

  test('a predicate the language has is a phrasing problem, the caret on the words it reads otherwise', () => {
    const d = first('コマンド', '対戦相手はエネルギーを1枚スリープにする。');
    expect(d.message).toBe(
      'この言語にはスリープとアクティブの効果（「スリープにする」）をこの形で書く書き方がありません（「対戦相手は」）。近い書き方：（見つかりません）',
    );
    expect(d.sourceLine.slice(d.col - 1, (d.endCol ?? 0) - 1)).toBe('対戦相手は');
  });

  test('rows switched off (the leave-rows-out measure): 「シャッフルした時」 is named by its predicate, not its row', () => {
    setMechanicRowsOff(true);
    expect(
      first('キャラクター', '[自動]：対戦相手がメインデッキをシャッフルした時、カードを1枚引く。').message,
    ).toBe(
      'この言語には「メインデッキをシャッフルした時」に発揮する自動能力がありません（「メインデッキをシャッフルした時」）。近い書き方：（見つかりません）',
    );
  });
});

describe('a suggestion keeps once per turn, who acts and who chooses (k10’s notes)', () => {
  test('「1ターンに1回」 is never dropped (d42x 竜騎士団本営)', () => {
    const line =
      '[自動]：あなたが《騎竜》を持つカードをプレイする際、そのエネルギーコストは1少なくなる。この効果は1ターンに1回のみ適用される。';
    expect(keepsContent(line, '[自動]：あなたの《騎竜》を持つカードのエネルギーコストは1少なくなる。')).toBe(
      false,
    );
    // 「この効果は1ターンに1回のみ適用される」 is read since t16a: the line compiles with the limit kept (HF-12.8)
    const r = compileText(cardText('ワールド・セット', [line]), 't.hf');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(JSON.stringify(r.cards[0].def.abilities)).toContain('"oncePerTurn":true');
  });

  test('「対戦相手は…スリープにする」 is never 「対戦相手の…」 (the other player acts and chooses, HF-5.4)', () => {
    expect(
      keepsContent('対戦相手はエネルギーを1枚スリープにする。', '対戦相手のエネルギーを1枚スリープにする。'),
    ).toBe(false);
    expect(first('コマンド', '対戦相手はエネルギーを1枚スリープにする。').suggestion).toBeUndefined();
  });

  test('the chooser is kept: 「相手が選ぶ」 is not a choice of the ability’s player', () => {
    expect(
      keepsContent(
        '対戦相手の手札を見て、相手が選んだカード1枚をトラッシュに置く。',
        '対戦相手の手札を見て、その中からカードを1枚選び、トラッシュに置く。',
      ),
    ).toBe(false);
  });

  test('no action is gained: 「それを変身させる」 is never 「それを登場させる」', () => {
    expect(keepsContent('それを変身させる。', 'それを登場させる。')).toBe(false);
    expect(
      first('コマンド', 'あなたのキャラクター1体を対象とし、それを変身させる。').suggestion,
    ).toBeUndefined();
  });
});

describe('40 sentences written before the change (test/dsl/k11BlindSentences.ts)', () => {
  test.each(K11_BLIND_SENTENCES.map((s) => [s.means, s] as const))('%s', (_means, s) => {
    const d = first(s.kind, s.line);
    if (!d) return; // it compiles
    if (d.suggestion !== undefined) {
      expect(keepsSense(s.line, d.suggestion)).toBe(true);
      return;
    }
    if (d.code === 'HF-E015') return; // a cost the language lacks, with the list of costs it has
    expect(d.code).toBe('HF-E040');
    expect(d.message).not.toMatch(/^この言語にはこの書き方がありません/);
    const nearest = d.message.split('近い書き方：').at(-1) ?? '';
    expect(nearest === '（見つかりません）' || !nearest.includes('。') || addsNothing(s.line, nearest)).toBe(
      true,
    );
  });
});
