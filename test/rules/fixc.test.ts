// fixc: known bugs found by earlier sessions, each with the rule it checks.
import { describe, expect, it } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import type { Action } from '../../src/core/decisions.js';
import { legalActions } from '../../src/engine/index.js';
import { powerOf } from '../../src/engine/query.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame as make, type makeGame, passAll } from '../helpers/harness.js';

const CARDS = fixtureCards('fixc').all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const handSize = (g: G, p: 0 | 1) => g.state.players[p].hand.length;

function play(g: G, name: string, targets: number[] = []): void {
  const id = g.state.players[0].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`${name} is not in the hand`);
  act(g, { type: 'play', card: id, targets });
  passAll(g);
}

describe('fixc 1: 「あなたの手札が3枚以上ある場合、…」 and its family (HF-5.7 conditions checked at resolution)', () => {
  it('hand: draws only when the hand has 3 or more cards as the effect resolves', () => {
    const yes = make({ cards: CARDS, p0: { hand: ['手札読み', '赤', '赤', '赤'] } });
    play(yes, '手札読み');
    expect(handSize(yes, 0)).toBe(4);
    const no = make({ cards: CARDS, p0: { hand: ['手札読み', '赤', '赤'] } });
    play(no, '手札読み');
    expect(handSize(no, 0)).toBe(2);
  });

  it('trash, inside an auto ability: 「あなたのトラッシュが2枚以上あるなら」', () => {
    const yes = make({ cards: CARDS, p0: { hand: ['墓読み'], trash: ['赤', '赤'] } });
    play(yes, '墓読み');
    expect(handSize(yes, 0)).toBe(1);
    const no = make({ cards: CARDS, p0: { hand: ['墓読み'], trash: ['赤'] } });
    play(no, '墓読み');
    expect(handSize(no, 0)).toBe(0);
  });

  it('guard deck 「3枚以下である場合」, damage field 「の枚数が2枚以上の場合」, energy 「…にカードが2枚以上あれば」', () => {
    const guardYes = make({ cards: CARDS, p0: { hand: ['守り読み'], guard: ['赤', '赤', '赤'] } });
    play(guardYes, '守り読み');
    expect(handSize(guardYes, 0)).toBe(1);
    const guardNo = make({ cards: CARDS, p0: { hand: ['守り読み'] } });
    play(guardNo, '守り読み');
    expect(handSize(guardNo, 0)).toBe(0);

    const dmgYes = make({ cards: CARDS, p0: { hand: ['傷読み'] }, p1: { damageField: ['赤', '赤'] } });
    play(dmgYes, '傷読み');
    expect(handSize(dmgYes, 0)).toBe(1);
    const dmgNo = make({ cards: CARDS, p0: { hand: ['傷読み'], damageField: ['赤', '赤'] } });
    play(dmgNo, '傷読み');
    expect(handSize(dmgNo, 0)).toBe(0);

    const energyYes = make({ cards: CARDS, p0: { hand: ['力読み'], energy: 2 } });
    play(energyYes, '力読み');
    expect(handSize(energyYes, 0)).toBe(1);
    const energyNo = make({ cards: CARDS, p0: { hand: ['力読み'], energy: 1 } });
    play(energyNo, '力読み');
    expect(handSize(energyNo, 0)).toBe(0);
  });
});

describe('fixc 1: explain of the count conditions', () => {
  const text = (name: string) => renderExplanation(explainCard(fixtureCards('fixc').card(name), 'ja'));
  it('says which zone is counted and the bound', () => {
    expect(text('手札読み')).toContain('条件：あなたの手札が3枚以上である');
    expect(text('墓読み')).toContain('条件：あなたのトラッシュが2枚以上である');
    expect(text('守り読み')).toContain('条件：あなたのガードデッキが3枚以下である');
    expect(text('傷読み')).toContain('条件：対戦相手のダメージフィールドが2枚以上である');
    expect(text('力読み')).toContain('条件：あなたのエネルギー（アクティブとスリープの両方）が2枚以上である');
  });
});

describe('fixc 2: a 【反撃】 kill destroyed after a replacement choice (HF-13.1, HF-5.11)', () => {
  const field = (g: G, name: string) => {
    const id = g.state.battlefield.find((c) => nameOf(g, c) === name);
    if (id === undefined) throw new Error(`${name} is not on the battlefield`);
    return id;
  };
  function counterAttack(attacker: string): { g: G; dragon: number; hand: number } {
    const g = make({ cards: CARDS, p0: { battlefield: [attacker] }, p1: { battlefield: ['海溝の番人'] } });
    const hand = g.state.players[1].hand.length;
    const dragon = field(g, attacker);
    act(g, { type: 'attack', attacker: dragon, target: { player: 1 } });
    passAll(g);
    act(g, { type: 'defend', defender: field(g, '海溝の番人') });
    passAll(g);
    return { g, dragon, hand };
  }

  it('its owner declines the optional 「破壊される場合、代わりに…してもよい」: the counter kill still triggers', () => {
    const { g, dragon, hand } = counterAttack('迷う竜');
    expect(g.state.pending).toMatchObject({ kind: 'replacement', player: 0 });
    act(g, { type: 'replace', player: 0, replacement: null });
    passAll(g);
    expect(g.state.cards[dragon].zone).toBe('trash');
    expect(g.state.players[1].hand).toHaveLength(hand + 1);
  });

  it('the replacement applies: not destroyed, so no counter kill', () => {
    const { g, dragon, hand } = counterAttack('迷う竜');
    const key = legalActions(g).find((a) => a.type === 'replace' && a.replacement !== null);
    act(g, key as Action);
    passAll(g);
    expect(g.state.cards[dragon].zone).toBe('hand');
    expect(g.state.players[1].hand).toHaveLength(hand);
  });

  it('the replacement applies but leaves the damage: destroyed by the later check, still the counter kill (RULING HF-5.11)', () => {
    const { g, dragon, hand } = counterAttack('粘る竜');
    const mine = g.state.players[0].hand.length;
    const key = legalActions(g).find((a) => a.type === 'replace' && a.replacement !== null);
    act(g, key as Action);
    passAll(g);
    expect(g.state.players[0].hand).toHaveLength(mine + 1); // the replacement's card
    expect(g.state.cards[dragon].zone).toBe('trash');
    expect(g.state.players[1].hand).toHaveLength(hand + 1);
  });

  it('its owner declines the optional 「ダメージを受ける場合、代わりに…」: the counter damage destroys it and counts', () => {
    const { g, dragon, hand } = counterAttack('迷う盾竜');
    expect(g.state.pending).toMatchObject({ kind: 'replacement', player: 0 });
    act(g, { type: 'replace', player: 0, replacement: null });
    passAll(g);
    expect(g.state.cards[dragon].zone).toBe('trash');
    expect(g.state.players[1].hand).toHaveLength(hand + 1);
  });
});

describe('fixc 3: 「この方法で…破壊された場合」 sees what every sentence of the effect destroyed (RULING HF-5.7)', () => {
  const field = (g: G, name: string, p: 0 | 1) => {
    const id = g.state.battlefield.find((c) => nameOf(g, c) === name && g.state.cards[c].controller === p);
    if (id === undefined) throw new Error(`${name} is not on the battlefield`);
    return id;
  };
  it('a destruction in the sentence before counts', () => {
    const g = make({ cards: CARDS, p0: { hand: ['一撃'] }, p1: { battlefield: ['赤'] } });
    play(g, '一撃', [field(g, '赤', 1)]);
    expect(g.state.battlefield).toHaveLength(0);
    expect(handSize(g, 0)).toBe(1);
  });

  it('destructions in two sentences add up', () => {
    const g = make({
      cards: CARDS,
      p0: { hand: ['二連撃'], battlefield: ['赤'] },
      p1: { battlefield: ['赤'] },
    });
    play(g, '二連撃', [field(g, '赤', 1), field(g, '赤', 0)]);
    expect(g.state.battlefield).toHaveLength(0);
    expect(handSize(g, 0)).toBe(1);
  });

  it('a second play of the card starts from zero', () => {
    const g = make({ cards: CARDS, p0: { hand: ['一撃', '一撃'] }, p1: { battlefield: ['赤'] } });
    play(g, '一撃', [field(g, '赤', 1)]);
    expect(handSize(g, 0)).toBe(2); // 一撃 + the card drawn
    const g2 = make({
      cards: CARDS,
      p0: { hand: ['二連撃'], battlefield: ['赤'] },
      p1: { battlefield: ['赤', '赤'] },
    });
    const [a] = g2.state.battlefield.filter((c) => g2.state.cards[c].controller === 1);
    play(g2, '二連撃', [a, field(g2, '赤', 0)]);
    expect(handSize(g2, 0)).toBe(1);
  });
});

describe('fixc 4: where a set card without セット対象 may be set (000 ■セットカード, HF-4.4, HF-4.6)', () => {
  const hostsOf = (g: G, name: string) => {
    const id = g.state.players[0].hand.find((c) => nameOf(g, c) === name);
    return legalActions(g)
      .filter((a) => a.type === 'play' && a.card === id)
      .map((a) => (a as { targets: number[] }).targets[0])
      .sort((x, y) => x - y);
  };
  it('any character or world set, of either player (「自分のキャラクターも対戦相手のキャラクターも」, 「キャラクターと同じように」)', () => {
    const g = make({
      cards: CARDS,
      p0: { hand: ['ただの紋章', '味方の紋章'], battlefield: ['赤', '小さな世界'] },
      p1: { battlefield: ['赤', '小さな世界'] },
    });
    const all = [...g.state.battlefield].sort((x, y) => x - y);
    expect(all).toHaveLength(4);
    expect(hostsOf(g, 'ただの紋章')).toEqual(all);
    // セット対象 narrows it: only your characters
    const mine = g.state.battlefield.filter(
      (c) => nameOf(g, c) === '赤' && g.state.cards[c].controller === 0,
    );
    expect(hostsOf(g, '味方の紋章')).toEqual(mine);
  });

  it('never a set card already set, nor a card elsewhere', () => {
    const g = make({ cards: CARDS, p0: { hand: ['ただの紋章', 'ただの紋章'], battlefield: ['赤'] } });
    const red = g.state.battlefield[0];
    play(g, 'ただの紋章', [red]);
    expect(hostsOf(g, 'ただの紋章')).toEqual([red]);
  });

  it('explain says so', () => {
    const text = renderExplanation(explainCard(fixtureCards('fixc').card('ただの紋章'), 'ja'));
    expect(text).toContain('セット先：キャラクターかワールド・セット（どちらのプレイヤーのものでもよい');
  });
});

describe('fixc 7: 「このカード以外の」 on a set card is the set card itself; 「このキャラクター以外の」 its host (HF-4.4)', () => {
  const mine = (g: G, name: string) =>
    g.state.battlefield.filter((c) => nameOf(g, c) === name && g.state.cards[c].controller === 0);

  it('「このカードがセットされた時、このカード以外のセットカード…」: the set card itself cannot be chosen, another can', () => {
    const g = make({ cards: CARDS, p0: { hand: ['掃除の紋章', 'ただの紋章'], battlefield: ['赤'] } });
    const [red] = mine(g, '赤');
    play(g, 'ただの紋章', [red]);
    const other = g.state.cards.findIndex((c, i) => c.host === red && nameOf(g, i) === 'ただの紋章');
    const sweeper = g.state.players[0].hand.find((c) => nameOf(g, c) === '掃除の紋章')!;
    act(g, { type: 'play', card: sweeper, targets: [red] });
    passAll(g);
    const offered = legalActions(g).flatMap((a) =>
      a.type === 'chooseTargets' ? (a as { targets: (number | null)[] }).targets : [],
    );
    expect(offered).toContain(other);
    expect(offered).not.toContain(sweeper);
  });

  it('「このキャラクター以外のあなたのキャラクター」 leaves out the host only', () => {
    const g = make({ cards: CARDS, p0: { hand: ['号令の紋章'], battlefield: ['赤', '赤'] } });
    const [host, other] = mine(g, '赤');
    play(g, '号令の紋章', [host]);
    expect(
      g.state.cards.findIndex((c, i) => c.host === host && nameOf(g, i) === '号令の紋章'),
    ).toBeGreaterThan(-1);
    expect(powerOf(g, host)).toBe(1000);
    expect(powerOf(g, other)).toBe(1500);
  });

  it('explain says which card is left out', () => {
    const text = (name: string) => renderExplanation(explainCard(fixtureCards('fixc').card(name), 'ja'));
    expect(text('掃除の紋章')).toContain('このカード（このセットカード自身）以外のセットカード');
    expect(text('号令の紋章')).toContain('このカードのセット先以外のあなたのキャラクター');
  });

  it('the other readings are reported, never read as the wrong card (HF-E025, HF-E040)', () => {
    const set = (line: string) =>
      compileText(
        `【セット】t\n【カード】紋\n種別：セット\nコスト：0\nパワー：+0\nテキスト：\n  ${line}\n`,
        't.hf',
      ).diagnostics.map((d) => d.code);
    expect(set('[自動]：このカード以外のあなたのキャラクターのパワーを+500する。')).toEqual(['HF-E025']);
    expect(
      set(
        '[自動]：このキャラクターが攻撃した時、このカード以外のセットカード1枚を対象とし、それを破壊する。',
      ),
    ).toEqual(['HF-E040']);
    expect(
      set(
        '[自動]：このカードがセットされた時、このキャラクター以外のあなたのキャラクター1体を対象とし、それのパワーを+1000する。',
      ),
    ).toEqual(['HF-E040']);
    expect(set('[自動]：このキャラクター以外のあなたのキャラクターのパワーを+500する。')).toEqual([]);
  });
});
