// Issue 22 (t12a, twelfth round): cards of the d51 train half (2020s OCG style) that compile through
// codegen/dsl/designerWordsTrain12a.ts, played in the engine (compiled inline from the designer's own sentences).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import {
  activate,
  attack,
  canActivate,
  cannotAttack,
  dealt,
  defend,
  hand,
  play,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame, power } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const CARDS = compileFixture(
  `【セット】test
【カード】弩兵隊
種別：キャラクター
コスト：3
分類：《弓兵》《攻め手》
パワー：2000
テキスト：
  このカード名の①の効果は1ターンに1度しか使用できない。
  ①[スリープ]：対戦相手のキャラクター1体を対象として発動できる。そのキャラクターに1000ダメージを与える。《攻城兵器》を持つあなたのキャラクターが戦場に存在する場合、代わりに2000ダメージを与える。

【カード】投石機
種別：キャラクター
コスト：4
分類：《攻城兵器》
パワー：4000
テキスト：
  ①[自動]：このキャラクターは対戦相手を攻撃対象として攻撃を行えない。
  ②[2][スリープ]：対戦相手のキャラクター1体を対象として発動できる。そのキャラクターに2000ダメージを与える。そのキャラクターが《城壁》または《城門》を持つ場合、代わりに4000ダメージを与える。

【カード】攻城櫓
種別：キャラクター
コスト：5
分類：《攻城兵器》《攻め手》
パワー：5000
テキスト：
  このカード名の①の効果は1ターンに1度しか使用できない。
  ①[自動]：このキャラクターが戦場に登場した時に発動できる。あなたのトラッシュからコスト2以下の《弓兵》を持つキャラクターカード1枚を選び、戦場に登場させる。

【カード】煮え湯の番兵
種別：キャラクター
コスト：2
分類：《城兵》
パワー：2000
テキスト：
  ①[自動]：《城壁》を持つあなたのキャラクターが防御を行った時、攻撃を行っているキャラクター1体を対象として発動できる。そのキャラクターに1000ダメージを与える。

【カード】籠城
種別：コマンド
コスト：2
テキスト：
  ①：《城兵》を持つあなたのキャラクター全てをアクティブにする。その後、ターン終了時まで、それらのキャラクターのパワーを+1000する。

【カード】物見櫓
種別：キャラクター
コスト：1
分類：《城兵》
パワー：1000
テキスト：
  このカード名の①②の効果はそれぞれ1ターンに1度しか使用できない。
  ①[自動]：このキャラクターが戦場に登場した時に発動できる。カードを1枚引く。
  ②[スリープ]：対戦相手のキャラクター1体を対象として発動できる。そのキャラクターに1000ダメージを与える。

【カード】見張り弓
種別：キャラクター
コスト：2
分類：《弓兵》
パワー：1000

【カード】石垣
種別：キャラクター
コスト：3
分類：《城壁》《城兵》
パワー：5000

【カード】足軽
種別：キャラクター
コスト：1
パワー：6000
`,
  'test/fixtures/t12a-inline.hf',
);
const ALL = CARDS.all;

describe('「…を対象として発動できる。…。…場合、代わりに2000ダメージを与える」 on an activated ability (HF-5.5, HF-12.4)', () => {
  const run = (siege: boolean) => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['弩兵隊', ...(siege ? ['投石機'] : [])] },
      p1: { battlefield: ['足軽'] },
    });
    activate(g, onBattlefield(g, '弩兵隊', 0), [onBattlefield(g, '足軽', 1)]);
    return dealt(g);
  };
  it('1000 damage; 2000 instead with a 《攻城兵器》 character of yours on the battlefield', () => {
    expect(run(false)).toEqual([1000]);
    expect(run(true)).toEqual([2000]);
  });

  it('「このカード名の①の効果は1ターンに1度」: a second 弩兵隊 cannot use ① in the same turn (RULING, HF-12.8)', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['弩兵隊', '弩兵隊'] },
      p1: { battlefield: ['足軽'] },
    });
    const [first, second] = [onBattlefield(g, '弩兵隊', 0, 0), onBattlefield(g, '弩兵隊', 0, 1)];
    expect(canActivate(g, second)).toBe(true);
    activate(g, first, [onBattlefield(g, '足軽', 1)]);
    expect(canActivate(g, second)).toBe(false);
  });
});

describe('投石機: 「《城壁》または《城門》を持つ場合、代わりに4000」, 「対戦相手を攻撃対象として攻撃を行えない」', () => {
  it('4000 damage to a 《城壁》 character, 2000 to another', () => {
    for (const [target, amount] of [
      ['石垣', 4000],
      ['足軽', 2000],
    ] as const) {
      const g = makeGame({
        cards: ALL,
        p0: { battlefield: ['投石機'], energy: 2 },
        p1: { battlefield: [target] },
      });
      activate(g, onBattlefield(g, '投石機', 0), [onBattlefield(g, target, 1)]);
      expect(dealt(g)).toEqual([amount]);
    }
  });

  it('it may attack an asleep character, never the opponent (HF-8.1)', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['投石機'] },
      p1: { battlefield: [{ name: '足軽', sleep: true }] },
    });
    const me = onBattlefield(g, '投石機', 0);
    const attacks = legalActions(g).filter((a) => a.type === 'attack' && a.attacker === me);
    expect(attacks.length).toBeGreaterThan(0);
    expect(attacks.every((a) => a.type === 'attack' && 'card' in a.target)).toBe(true);
    expect(cannotAttack(g, onBattlefield(g, '足軽', 1))).toBe(true);
  });
});

describe('「…登場した時に発動できる。」: an optional trigger (RULING 「…場合に発揮できる。」)', () => {
  const run = (accept: boolean) => {
    const g = makeGame({ cards: ALL, p0: { hand: ['攻城櫓'], energy: 5, trash: ['見張り弓'] } });
    play(g, '攻城櫓', [], { may: [accept] });
    return g;
  };
  it('accepted: the 《弓兵》 of cost 2 comes from the trash, active; declined: it stays', () => {
    const yes = run(true);
    const archer = onBattlefield(yes, '見張り弓', 0);
    expect(yes.state.cards[archer].sleep).toBe(false);
    const no = run(false);
    expect(() => onBattlefield(no, '見張り弓', 0)).toThrow();
  });
});

describe('「《城壁》を持つあなたのキャラクターが防御を行った時、攻撃を行っているキャラクター1体を対象として発動できる。」', () => {
  const run = (accept: boolean) => {
    const g = makeGame({
      cards: ALL,
      turnPlayer: 1,
      p0: { battlefield: ['煮え湯の番兵', '石垣'] },
      p1: { battlefield: ['足軽'] },
    });
    const attacker = onBattlefield(g, '足軽', 1);
    attack(g, attacker, { player: 0 });
    defend(g, onBattlefield(g, '石垣', 0), { may: [accept] });
    return { dealt: dealt(g), onAttacker: g.state.cards[attacker].damage };
  };
  it('the attacker takes 1000 when the player accepts, only the battle’s damage when they decline', () => {
    // the defense (HF-8.4) deals the attacker's power, 6000, to 石垣; the ability's 1000 goes to the attacker
    expect(run(true)).toEqual({ dealt: [1000, 6000], onAttacker: 1000 });
    expect(run(false)).toEqual({ dealt: [6000], onAttacker: 0 });
  });
});

describe('「①：…全てをアクティブにする。その後、ターン終了時まで、それらのキャラクターのパワーを+1000する。」', () => {
  it('every 《城兵》 of yours gets +1000, the one that was already active too (d51 籠城, HF-12.9)', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['籠城'], energy: 2, battlefield: [{ name: '石垣', sleep: true }, '煮え湯の番兵', '足軽'] },
    });
    play(g, '籠城');
    const wall = onBattlefield(g, '石垣', 0);
    expect(g.state.cards[wall].sleep).toBe(false);
    expect(power(g, wall)).toBe(6000);
    expect(power(g, onBattlefield(g, '煮え湯の番兵', 0))).toBe(3000);
    expect(power(g, onBattlefield(g, '足軽', 0))).toBe(6000);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('「このカード名の①②の効果はそれぞれ1ターンに1度」: one use of each, shared by the name (HF-12.8)', () => {
  it('② used by one copy stops ② of another, not ①; ① once drawn stops the next copy’s ①', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['物見櫓', '物見櫓'], hand: ['物見櫓', '物見櫓'], energy: 2 },
      p1: { battlefield: ['足軽'] },
    });
    const [first, second] = [onBattlefield(g, '物見櫓', 0, 0), onBattlefield(g, '物見櫓', 0, 1)];
    activate(g, first, [onBattlefield(g, '足軽', 1)]);
    expect(canActivate(g, second)).toBe(false);
    const before = g.state.players[0].hand.length;
    play(g, '物見櫓');
    expect(g.state.players[0].hand.length).toBe(before); // one played, one drawn
    play(g, '物見櫓');
    expect(g.state.players[0].hand.length).toBe(before - 1); // played, no draw
  });
});
