// Issue 22 (t14a, fourteenth round): the d57 train half's designer-defined 「毒を盛る」 (its reminder on the line:
// the top card of the own main deck set face down as a −1000 《毒》 set card, codegen/dsl/designerWordsTrain14a.ts),
// played in the engine from the designer's own sentences to check they do what their 「# 意図:」 says.
import { describe, expect, it } from 'vitest';
import { attachedTo, attack, dealt, defend, play } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { makeGame, power } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const POISON =
  '（毒を盛る：盛る数だけ、あなたのメインデッキの一番上のカードを、《毒》を持つパワー-1000のセットカードとして、裏向きでそのキャラクターにセットする。）';

const CARDS = compileFixture(
  `【セット】test
【カード】一服盛る
種別：コマンド
コスト：2
分類：《毒》
テキスト：
  対戦相手のキャラクター1体を対象とし、それに毒を2つ盛る。${POISON}

【カード】鱗粉の毒蛾
種別：キャラクター
コスト：2
分類：《獣》《毒》
パワー：2000
テキスト：
  [自動]：このキャラクターが防御を行った時、攻撃しているキャラクターを対象とし、それに毒を1つ盛ってもよい。${POISON}

【カード】トリカブトの根
種別：セット
コスト：1
分類：《毒》《薬草》
パワー：-1000
テキスト：
  [自動]：このカードが対戦相手のキャラクターにセットされた時、そのキャラクターに毒を1つ盛る。${POISON}

【カード】大男
種別：キャラクター
コスト：1
パワー：5000

【カード】小石
種別：キャラクター
コスト：1
パワー：1000
`,
);
const ALL = CARDS.all;

const poisons = (g: ReturnType<typeof makeGame>, host: number) =>
  attachedTo(g, host).filter((id) => g.state.cards[id].faceDown);

describe('一服盛る: 毒を2つ盛る sets the top card twice on the one target (RULING HF-14.3, HF-5.5)', () => {
  it('two face-down −1000 《毒》 set cards from its player’s main deck on the target: 5000 → 3000', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['一服盛る'], energy: 2, main: ['小石', '小石', '小石'] },
      p1: { battlefield: ['大男'] },
    });
    const target = onBattlefield(g, '大男', 1);
    const top2 = g.state.players[0].mainDeck.slice(0, 2);
    play(g, '一服盛る', [target]);
    const set = poisons(g, target);
    expect([...set].sort()).toEqual([...top2].sort());
    expect(set.length).toBe(2);
    for (const id of set) {
      expect(g.state.cards[id].owner).toBe(0);
      expect(g.state.cards[id].faceDown).toMatchObject({ kind: 'set', power: -1000, traits: ['毒'] });
    }
    expect(power(g, target)).toBe(3000);
  });
});

describe('鱗粉の毒蛾: 毒を1つ盛ってもよい on the attacker when it defends (HF-12.1)', () => {
  it('the attacker has −1000 before the damage of the attack is dealt', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['大男'] },
      p1: { battlefield: ['鱗粉の毒蛾'], main: ['小石', '小石'] },
    });
    const attacker = onBattlefield(g, '大男', 0);
    attack(g, attacker, { player: 1 });
    defend(g, onBattlefield(g, '鱗粉の毒蛾', 1), { may: [true] });
    expect(poisons(g, attacker).length).toBe(1);
    expect(g.state.cards[poisons(g, attacker)[0]].owner).toBe(1);
    expect(power(g, attacker)).toBe(4000);
    expect(dealt(g)).toContain(4000);
    expect(dealt(g)).not.toContain(5000);
  });
  it('declined: nothing is set', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['大男'] },
      p1: { battlefield: ['鱗粉の毒蛾'], main: ['小石'] },
    });
    const attacker = onBattlefield(g, '大男', 0);
    attack(g, attacker, { player: 1 });
    defend(g, onBattlefield(g, '鱗粉の毒蛾', 1), { may: [false] });
    expect(poisons(g, attacker)).toEqual([]);
  });
});

describe('トリカブトの根: on an opponent’s character its owner poisons it from their own deck (000 ■戦場とカードのプレイヤー)', () => {
  it('set on the opponent’s character: itself and one face-down 《毒》 from its owner’s main deck, 5000 → 3000', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['トリカブトの根'], energy: 1, main: ['小石', '小石'] },
      p1: { battlefield: ['大男'], main: ['小石', '小石'] },
    });
    const host = onBattlefield(g, '大男', 1);
    const top = g.state.players[0].mainDeck[0];
    play(g, 'トリカブトの根', [host]);
    expect(attachedTo(g, host).length).toBe(2);
    expect(poisons(g, host)).toEqual([top]);
    expect(power(g, host)).toBe(3000);
  });
  it('set on its owner’s own character: no extra poison', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['トリカブトの根'], energy: 1, battlefield: ['大男'], main: ['小石', '小石'] },
    });
    const host = onBattlefield(g, '大男', 0);
    play(g, 'トリカブトの根', [host]);
    expect(poisons(g, host)).toEqual([]);
    expect(power(g, host)).toBe(4000);
  });
});
