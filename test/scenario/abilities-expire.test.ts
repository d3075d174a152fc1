// `activate … ability <which>` and `expire …` name things, not bare numbers (docs/scenarios.md): an ability by
// its number among the card's activated abilities, a part of its text or the engine key; an ending effect
// (HF-6.6) by the card it is on, the card that made it, a part of its text, or its place in the list.
import { describe, expect, it } from 'vitest';
import { runText, scenario } from './harness.js';

/** 二刀の術師 has 【反撃】, then [1]: 1000 damage, then [スリープ]: draw (test/fixtures/scenario-names.hf). */
const SORCERERS = {
  a: [
    'battlefield: [二刀の術師, 二刀の術師]',
    'energy: 2',
    'mainDeck: [学徒, 学徒]',
    'guardDeck: [守りの盾]',
  ],
  b: ['battlefield: [紅蓮の剣士]', 'guardDeck: [守りの盾]'],
};

/** The activate events of a one-step run: [card's owner label…, ability key]. */
function activated(step: string, extra: string[] = []): { ability: string; failures: string[] } {
  const r = runText(scenario({ ...SORCERERS, steps: [step, ...extra] }));
  const ev = r.game.state.log.find((e) => e.type === 'activate');
  return {
    ability: ev?.type === 'activate' ? ev.ability : 'none',
    failures: r.failures.map((f) => f.message),
  };
}

describe('activate … ability', () => {
  it('a number counts the activated abilities only, in printed order (p0 is the 【反撃】 expansion)', () => {
    expect(activated('A: activate A:二刀の術師#1 ability 2')).toEqual({ ability: 'p2', failures: [] });
    expect(activated('A: activate A:二刀の術師#1 ability 1 target 紅蓮の剣士')).toEqual({
      ability: 'p1',
      failures: [],
    });
  });

  it('a part of the ability’s text (whitespace and full-width are ignored); the engine key still works', () => {
    expect(activated('A: activate A:二刀の術師#2 ability カードを１枚 引く')).toEqual({
      ability: 'p2',
      failures: [],
    });
    expect(activated('A: activate A:二刀の術師#2 ability 1000ダメージ target 紅蓮の剣士').ability).toBe('p1');
    expect(activated('A: activate A:二刀の術師#2 ability p2').ability).toBe('p2');
  });

  it('text that fits both abilities is refused with both listed', () => {
    expect(activated('A: activate 二刀の術師 ability 。').failures).toEqual([
      'test/scenarios/x.scenario.yaml:14: step 1: 「A: activate 二刀の術師 ability 。」は今は合法ではありません：「。」を含む起動能力が「二刀の術師」に2つあります。文をもう少し長く書いてください（1「[1]：対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。」、2「[スリープ]：あなたはメインデッキからカードを1枚引く。」）（main の合法手: A: attack A:二刀の術師#1 -> B / A: attack A:二刀の術師#2 -> B / A: play A:守りの盾 target A:二刀の術師#1 / A: play A:守りの盾 target A:二刀の術師#2 / A: activate A:二刀の術師#1 ability 1 target 紅蓮の剣士 / A: activate A:二刀の術師#1 ability 2 / A: activate A:二刀の術師#2 ability 1 target 紅蓮の剣士 / A: activate A:二刀の術師#2 ability 2 … ほか1件）（カード: 「二刀の術師」 test/fixtures/scenario-names.hf:7）',
    ]);
  });

  it('options: lists abilities by number only when the card has several', () => {
    const r = runText(
      scenario({
        a: ['battlefield: [二刀の術師, 砲術士]', 'energy: 1', 'mainDeck: [学徒]', 'guardDeck: [守りの盾]'],
        b: SORCERERS.b,
        expect: [
          'options: { contains: ["A: activate 二刀の術師 ability 2", "A: activate 砲術士 target 紅蓮の剣士"], count: 8 }',
        ],
      }),
    );
    expect(r.failures.flatMap((f) => f.mismatches)).toEqual([]);
  });
});

/**
 * Three "until end of turn" effects that end together at the end of A's turn (HF-6.6): 号令 twice (+2000 on 学徒
 * and on 紅蓮の剣士) and 鬨の声 (【警戒】 for 学徒). The turn player orders them.
 */
const EFFECTS = {
  a: ['battlefield: [学徒, 紅蓮の剣士]', 'hand: [号令, 号令, 鬨の声]', 'guardDeck: [守りの盾]'],
  b: ['guardDeck: [守りの盾]'],
};
const TO_END = [
  'A: play A:号令#1 target 学徒',
  'B: pass',
  'A: pass',
  'A: play A:号令#2 target 紅蓮の剣士',
  'B: pass',
  'A: pass',
  'A: play 鬨の声 target 学徒',
  'B: pass',
  'A: pass',
  'A: end',
  'B: pass',
  'A: pass',
  'B: pass',
  'A: pass',
];

/** The failure messages of a run that goes on with these steps at the end of the turn. */
function ended(...steps: string[]): string[] {
  return runText(scenario({ ...EFFECTS, steps: [...TO_END, ...steps] })).failures.map((f) => f.message);
}

describe('expire …', () => {
  it('HF-6.6 the pending choice lists each effect in the shortest words that name it', () => {
    const r = runText(scenario({ ...EFFECTS, steps: TO_END, expect: ['options: { count: 0 }'] }));
    expect(r.failures[0].mismatches).toEqual([
      {
        what: '合法手の数',
        expected: 0,
        actual: '3（A: expire 学徒 from A:号令#1 / A: expire 紅蓮の剣士 / A: expire 学徒 from 鬨の声）',
      },
    ]);
  });

  it('by the card it is on, the card that made it, or a part of its text — each ends that effect', () => {
    const order = (...steps: string[]) =>
      runText(scenario({ ...EFFECTS, steps: [...TO_END, ...steps] })).game.state.log.flatMap((e) =>
        e.type === 'expire' ? [e.effect] : [],
      );
    const byNumber = order('A: expire 3', 'A: expire 2'); // 鬨の声's, then 紅蓮の剣士's, then the last
    expect(order('A: expire 学徒 text 警戒', 'A: expire 紅蓮の剣士')).toEqual(byNumber);
    expect(order('A: expire from 鬨の声', 'A: expire from A:号令#2')).toEqual(byNumber);
    expect(order('A: expire 学徒 from 鬨の声', 'A: expire 紅蓮の剣士 text パワー＋2000')).toEqual(byNumber);
    expect(byNumber).toHaveLength(3);
  });

  it('words that fit two different effects are refused with the numbered list', () => {
    expect(ended('A: expire 学徒')).toEqual([
      'test/scenarios/x.scenario.yaml:26: step 15: 「A: expire 学徒」は今は合法ではありません：2つの効果に当てはまります。from か text を足すか番号で書いてください（今終わる効果: 1「学徒 パワー+2000（A:号令#1）」、2「紅蓮の剣士 パワー+2000（A:号令#2）」、3「学徒 【警戒】を得る（鬨の声）」）（orderExpirations の合法手: A: expire 学徒 from A:号令#1 / A: expire 紅蓮の剣士 / A: expire 学徒 from 鬨の声）（カード: 「学徒」 test/fixtures/fixture.hf:54）',
    ]);
  });

  it('a number past the list, and text that fits nothing', () => {
    expect(ended('A: expire 4')[0]).toContain(
      '「A: expire 4」は今は合法ではありません：expire 4: 今終わる効果は3つです（1「学徒 パワー+2000（A:号令#1）」',
    );
    expect(ended('A: expire 学徒 text 貫通')[0]).toContain(
      '：当てはまる効果がありません（今終わる効果: 1「学徒 パワー+2000（A:号令#1）」',
    );
  });
});
