// The expectations of issue 13 — events: (in order), energy:, marker:, view:, options:, illegal: with the
// engine's code and rule — each holding on one board and failing on another, with the exact message.
import { describe, expect, it } from 'vitest';
import { mismatches, runText, scenario } from './harness.js';

/** A attacks B with 剛腕の闘士 (3000, 【強撃】); B defends with 紅蓮の剣士, which is destroyed (HF-8, HF-9.4). */
const ATTACK = {
  a: [
    'battlefield: [剛腕の闘士]',
    'hand: [業火, 学徒]',
    'energy: { active: 2, asleep: 1 }',
    'guardDeck: [守りの盾]',
  ],
  b: [
    'battlefield: [紅蓮の剣士, {card: 学徒, state: sleep}]',
    'guardDeck: [守りの盾]',
    'hand: [打ち消し]',
    'marker: true',
  ],
  steps: ['A: attack 剛腕の闘士 -> B', 'B: pass', 'A: pass', 'B: defend 紅蓮の剣士', 'A: pass', 'B: pass'],
};

/** The mismatches of a run of ATTACK with these expectations (empty: all held). */
const check = (...items: string[]) => mismatches(runText(scenario({ ...ATTACK, expect: items })));

describe('events: — a subsequence of the log, in order', () => {
  it('HF-8.3 attack, then defence, then destruction: holds with other events between them', () => {
    expect(
      check(
        'events: [{ type: attack, attacker: 剛腕の闘士, target: B }, { type: defend, defender: 紅蓮の剣士 }, { type: destroyed, card: 紅蓮の剣士, reason: damage }]',
      ),
    ).toEqual([]);
  });

  it('out of order: says where the item did happen', () => {
    expect(
      check('events: [{ type: destroyed, card: 紅蓮の剣士 }, { type: attack, attacker: 剛腕の闘士 }]'),
    ).toEqual([
      'events: の2番目 { type: attack, attacker: 剛腕の闘士 }（「剛腕の闘士」 test/fixtures/fixture.hf:30）（1番目はイベント #21 で見つかりました）: "1番目より後に起きる" / "イベント #2 で起きています（順番が違います）"',
    ]);
  });

  it('an item that never happened', () => {
    expect(
      check('events: [{ type: attack, attacker: 剛腕の闘士 }, { type: destroyed, card: B:学徒 }]'),
    ).toEqual([
      'events: の2番目 { type: destroyed, card: B:学徒 }（「学徒」 test/fixtures/fixture.hf:54）（1番目はイベント #2 で見つかりました）: "1番目より後に起きる" / "起きなかった（近いイベント: #20 「剛腕の闘士」は破壊された（違い: card 剛腕の闘士）、#21 「紅蓮の剣士」は破壊された（違い: card 紅蓮の剣士））"',
    ]);
  });

  it('an attack target is written as the player (B) or a card reference', () => {
    expect(check('events: [{ type: attack, target: A }]')).toEqual([
      'events: の1番目 { type: attack, target: A }: "起きる" / "起きなかった（近いイベント: #2 Aの「剛腕の闘士」がBに攻撃（違い: target B））"',
    ]);
  });
});

// nc9 finding 5: a failed `event:` said only 「起きなかった」; a designer who changed a card's number had to rerun
// with --log to see what did happen. The events of the type that did happen are shown, closest first.
describe('event: that did not happen — the near misses', () => {
  it('a wrong number or card: the closest events of the type, with the fields that differ', () => {
    expect(check('event: { type: damageCharacter, card: 紅蓮の剣士, amount: 5000 }')).toEqual([
      'イベント { type: damageCharacter, card: 紅蓮の剣士, amount: 5000 }（「紅蓮の剣士」 test/fixtures/fixture.hf:6）: "起きる" / "起きなかった（近いイベント: #18 「紅蓮の剣士」に3000ダメージ（攻撃）（違い: amount 3000）、#19 「剛腕の闘士」に3000ダメージ（違い: card 剛腕の闘士、amount 3000））"',
    ]);
  });

  it('no event of the type at all', () => {
    expect(check('event: { type: reload }')).toEqual([
      'イベント { type: reload }: "起きる" / "起きなかった（reload のイベントは1件も起きていません）"',
    ]);
  });
});

describe('energy: — active and asleep energies (HF-3.5)', () => {
  it('holds on the counts', () => {
    expect(check('energy: { player: A, active: 2, asleep: 1, total: 3 }')).toEqual([]);
  });

  it('names the count that differs', () => {
    expect(check('energy: { player: A, active: 3, asleep: 1 }')).toEqual(['A のエネルギー（active）: 3 / 2']);
  });
});

describe('marker: — who still holds the second-player marker (HF-2.6)', () => {
  it('marker: B — B holds it and A does not', () => {
    expect(check('marker: B')).toEqual([]);
  });

  it('marker: A fails on both players', () => {
    expect(check('marker: A')).toEqual([
      'A の後攻マーカー: "持っている" / "持っていない"',
      'B の後攻マーカー: "持っていない" / "持っている"',
    ]);
  });

  it('marker: { player, held } checks one player; marker: none checks that nobody has it', () => {
    expect(check('marker: { player: A, held: false }')).toEqual([]);
    expect(check('marker: none')).toEqual(['B の後攻マーカー: "持っていない" / "持っている"']);
  });
});

describe('view: — what a player’s view() shows (HF-16.8)', () => {
  it('B sees A’s battlefield and trash and its own hand, not A’s hand, guard deck or energies', () => {
    expect(
      check(
        'view: { player: B, sees: [剛腕の闘士, 打ち消し, 紅蓮の剣士], hidden: [業火, A:学徒, A:守りの盾] }',
      ),
    ).toEqual([]);
  });

  it('a wrong claim names the card and the zone it is in', () => {
    expect(check('view: { player: A, sees: [打ち消し], hidden: [剛腕の闘士] }')).toEqual([
      'A の view() に「打ち消し」: "見える" / "見えない: 打ち消し（hand）"',
      'A の view() に「剛腕の闘士」: "見えない" / "見える: 剛腕の闘士（trash）"',
    ]);
  });
});

describe('options: — the legal actions of the pending decision, in step notation', () => {
  it('exactly: the defence choices after the attack (HF-8.3: only active characters defend)', () => {
    expect(
      check('after: 3\n    options: { exactly: ["B: defend 紅蓮の剣士", "B: defend none"], count: 2 }'),
    ).toEqual([]);
  });

  it('exactly: lists the legal actions it does not mention', () => {
    expect(check('after: 3\n    options: { exactly: ["B: defend none"] }')).toEqual([
      '書かれていない合法手: "ない" / ["B: defend 紅蓮の剣士"]',
    ]);
  });

  it('contains: a step pattern covers every target; a missing one lists the actual options', () => {
    expect(
      check('after: 0\n    options: { contains: ["A: play 業火", "A: attack 剛腕の闘士 -> B:学徒"] }'),
    ).toEqual([]);
    expect(check('after: 3\n    options: { contains: ["B: defend B:学徒"] }')).toEqual([
      '合法手に「B: defend B:学徒」: "ある" / ["B: defend 紅蓮の剣士","B: defend none"]',
    ]);
  });

  it('count: shows the options when it differs', () => {
    expect(check('after: 3\n    options: { count: 1 }')).toEqual([
      '合法手の数: 1 / "2（B: defend 紅蓮の剣士 / B: defend none）"',
    ]);
  });
});

describe('illegal: with the engine’s code and rule', () => {
  it('HF-7.1 "not your decision" is told apart from "not legal"', () => {
    expect(
      check('after: 1\n    illegal: { step: "A: pass", code: not-your-decision, rule: HF-7.1 }'),
    ).toEqual([]);
    expect(check('after: 1\n    illegal: { step: "A: pass", code: not-legal }')).toEqual([
      '「A: pass」 が拒否される理由: "not-legal" / "not-your-decision HF-7.1「今はプレイヤー1の決定（window）です。プレイヤー0は行動できません」"',
    ]);
  });

  it('HF-8.1 an active character cannot be attacked: not-legal with its rule', () => {
    expect(
      check(
        'after: 0\n    illegal: { step: "A: attack 剛腕の闘士 -> 紅蓮の剣士", code: not-legal, rule: HF-8.1 }',
      ),
    ).toEqual([]);
    expect(
      check('after: 0\n    illegal: { step: "A: attack 剛腕の闘士 -> 紅蓮の剣士", rule: HF-8.3 }'),
    ).toEqual([
      '「A: attack 剛腕の闘士 -> 紅蓮の剣士」（「剛腕の闘士」 test/fixtures/fixture.hf:30、「紅蓮の剣士」 test/fixtures/fixture.hf:6） が拒否される理由: "HF-8.3" / "not-legal HF-8.1「攻撃対象は対戦相手か、スリープである相手のキャラクター一体です：「剛腕の闘士」（test/fixtures/fixture.hf:30）」"',
    ]);
  });

  it('a legal step expected illegal, and an illegal one expected legal with the engine’s reason', () => {
    expect(check('after: 0\n    illegal: "A: play 業火 target 紅蓮の剣士"')).toEqual([
      '「A: play 業火 target 紅蓮の剣士」（「業火」 test/fixtures/fixture.hf:78、「紅蓮の剣士」 test/fixtures/fixture.hf:6）: "合法でない" / "合法"',
    ]);
    expect(check('after: 0\n    legal: "B: pass"')).toEqual([
      '「B: pass」: "合法" / "合法でない: not-your-decision HF-7.1「今はプレイヤー0の決定（main）です。プレイヤー1は行動できません」"',
    ]);
  });

  it('the check never changes the game: the run goes on as if it were not there', () => {
    const r = runText(
      scenario({
        ...ATTACK,
        expect: [
          'after: 0\n    illegal: { step: "A: attack 剛腕の闘士 -> 紅蓮の剣士", code: not-legal }',
          'pending: { player: A, kind: main }',
        ],
      }),
    );
    expect(r.failures).toEqual([]);
    expect(r.game.state.log.filter((e) => e.type === 'attack')).toHaveLength(1);
  });
});

describe('card: zone of a set card (000 ■カードの種別 (3), HF-4.4, HF-16.4) — rl9', () => {
  const SET = (...items: string[]) =>
    mismatches(
      runText(
        scenario({
          a: ['battlefield: [{ card: 紅蓮の剣士, set: [炎の剣] }]', 'guardDeck: [守りの盾]'],
          b: ['guardDeck: [守りの盾]'],
          expect: items,
        }),
      ),
    );

  it('a set card on its host is on the battlefield: zone: battlefield and zone: attached both hold', () => {
    expect(
      SET('card: { ref: 炎の剣, zone: battlefield, state: active }', 'card: { ref: 炎の剣, zone: attached }'),
    ).toEqual([]);
  });

  it('any other zone still fails, naming where it is', () => {
    expect(SET('card: { ref: 炎の剣, zone: trash }')).toEqual([
      '炎の剣（test/fixtures/fixture.hf:108） の zone: "trash" / "attached"',
    ]);
  });
});
