// HF-5.12 「…の効果の対象にならない」 and 000 ■ダメージトリガー 「キャラクターの能力を受けない」/「キャラクターカードの効果を
// 受けない」 (RULING HF-5.12 in docs/engine.md), from a static ability or a lasting grant.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { inGuard, inHand, ofType, onBattlefield } from '../helpers/lookup.js';

// Protected 3000 characters (守護者, 呪文避け, 不動, 絶対者) and a plain one (兵); what they are protected from:
// 雷撃 (500 damage, その後 draw), 隠れ蓑 and 平静 (lasting grants), 狙撃手 ([スリープ] 500 damage), 自傷 (to reveal
// a damage trigger), 雷の兵 (a targeting damage trigger), 嵐の術師 ([スリープ] 500 damage to all, no target).
const cards = fixtureCards('hf05-protection').all;

const boltTargets = (game: Game) =>
  ofType(game, 'play')
    .filter((a) => a.card === inHand(game, '雷撃', game.state.pending!.player))
    .map((a) => a.targets[0]);

describe('HF-5.12 untargetable', () => {
  it("HF-5.12 「対戦相手の効果の対象にならない」: not offered to the opponent's effects, offered to its controller's", () => {
    const game = makeGame({
      cards,
      p0: { hand: ['雷撃'], battlefield: ['守護者'], marker: false },
      p1: { battlefield: ['守護者', '兵'] },
    });
    const mine = onBattlefield(game, '守護者', 0);
    const theirs = onBattlefield(game, '守護者', 1);
    const plain = onBattlefield(game, '兵', 1);
    const targets = boltTargets(game);
    expect(targets).toContain(mine);
    expect(targets).toContain(plain);
    expect(targets).not.toContain(theirs);
  });

  it('HF-5.12 「コマンドの効果の対象にならない」: a command cannot target it, a character ability can', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['雷撃'], battlefield: ['狙撃手'], marker: false },
      p1: { battlefield: ['呪文避け'] },
    });
    const warded = onBattlefield(game, '呪文避け', 1);
    expect(boltTargets(game)).not.toContain(warded);
    const sniper = onBattlefield(game, '狙撃手', 0);
    const shots = ofType(game, 'activate').filter((a) => a.card === sniper);
    expect(shots.map((a) => a.targets[0])).toContain(warded);
  });

  it('HF-5.12 HF-5.6 a card that gains it after being chosen is an illegal target at resolution', () => {
    const game = makeGame({
      cards,
      p0: { hand: ['雷撃'], marker: false },
      p1: { hand: ['隠れ蓑'], battlefield: ['兵'] },
    });
    const plain = onBattlefield(game, '兵', 1);
    const hand = game.state.players[0].hand.length;
    act(game, { type: 'play', card: inHand(game, '雷撃', 0), targets: [plain] });
    act(game, { type: 'play', card: inHand(game, '隠れ蓑', 1), targets: [plain] }); // in the window
    passAll(game);
    expect(game.state.cards[plain].damage).toBe(0);
    expect(game.state.players[0].hand.length).toBe(hand - 1); // the その後 draw failed with it (HF-5.7)
  });
});

describe('HF-5.12 unaffected (000 ■ダメージトリガー)', () => {
  it("HF-5.12 「キャラクターの能力を受けない」: an opposing character's ability can target it but does nothing to it", () => {
    const game = makeGame({ cards, p0: { battlefield: ['狙撃手'] }, p1: { battlefield: ['不動'] } });
    const stoic = onBattlefield(game, '不動', 1);
    act(game, { type: 'activate', card: onBattlefield(game, '狙撃手', 0), targets: [stoic] });
    passAll(game);
    expect(game.state.cards[stoic].damage).toBe(0);
  });

  it("HF-5.12 「キャラクターの能力を受けない」: a command's effect still applies", () => {
    const game = makeGame({ cards, p0: { hand: ['雷撃'], marker: false }, p1: { battlefield: ['不動'] } });
    const stoic = onBattlefield(game, '不動', 1);
    act(game, { type: 'play', card: inHand(game, '雷撃', 0), targets: [stoic] });
    passAll(game);
    expect(game.state.cards[stoic].damage).toBe(500);
  });

  function revealThunderAt(name: string): { game: Game; victim: number } {
    const game = makeGame({
      cards,
      p0: { hand: ['自傷'], guard: ['雷の兵', '兵'], marker: false },
      p1: { battlefield: [name] },
    });
    const victim = onBattlefield(game, name, 1);
    act(game, { type: 'play', card: inHand(game, '自傷', 0) });
    passAll(game);
    expect(game.state.pending?.kind).toBe('damage');
    act(game, { type: 'takeDamage', card: inGuard(game, '雷の兵', 0), reveal: true, targets: [victim] });
    return { game, victim };
  }

  it('HF-5.12 000 a damage trigger is not an ability: 「キャラクターの能力を受けない」 does not stop it', () => {
    const { game, victim } = revealThunderAt('不動');
    expect(game.state.cards[victim].damage).toBe(500);
  });

  it('HF-5.12 000 「キャラクターカードの効果を受けない」 stops a character card’s damage trigger too', () => {
    const { game, victim } = revealThunderAt('絶対者');
    expect(game.state.cards[victim].damage).toBe(0);
  });

  it("HF-5.12 by: 'opponent' — its own controller's character abilities still apply", () => {
    const game = makeGame({ cards, p0: { battlefield: ['狙撃手', '不動'] } });
    const stoic = onBattlefield(game, '不動', 0);
    act(game, { type: 'activate', card: onBattlefield(game, '狙撃手', 0), targets: [stoic] });
    passAll(game);
    expect(game.state.cards[stoic].damage).toBe(500);
  });

  it('HF-5.12 an effect on every matching character (「…全て」) leaves the unaffected one alone', () => {
    const game = makeGame({ cards, p0: { battlefield: ['嵐の術師'] }, p1: { battlefield: ['不動', '兵'] } });
    const stoic = onBattlefield(game, '不動', 1);
    const plain = onBattlefield(game, '兵', 1);
    act(game, { type: 'activate', card: onBattlefield(game, '嵐の術師', 0) });
    passAll(game);
    expect(game.state.cards[stoic].damage).toBe(0);
    expect(game.state.cards[plain].damage).toBe(500);
  });

  it('HF-5.12 HF-12.3 a lasting grant of 「…の能力を受けない」 protects too', () => {
    const game = makeGame({
      cards,
      p0: { battlefield: ['嵐の術師'] },
      p1: { hand: ['平静'], battlefield: ['兵'] },
    });
    const plain = onBattlefield(game, '兵', 1);
    act(game, { type: 'activate', card: onBattlefield(game, '嵐の術師', 0) });
    act(game, { type: 'play', card: inHand(game, '平静', 1), targets: [plain] }); // answers in the window
    passAll(game);
    expect(game.state.cards[plain].damage).toBe(0);
  });
});
