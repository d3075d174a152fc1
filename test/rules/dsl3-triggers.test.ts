// Issue 22 point 3: triggers on what a card or a player does, written as designers write them
// (test/fixtures/dsl3-triggers.hf), played in the engine (HF-12.1, HF-8.1, HF-9.6; RULINGs in docs/engine.md).
import { describe, expect, it } from 'vitest';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, apply, cardId, legalActions, makeGame, passAll, power } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const CARDS = fixtureCards('dsl3-triggers').all;
type G = ReturnType<typeof makeGame>;
const hand = (g: G, p: 0 | 1) => g.state.players[p].hand.length;
const damage = (g: G, p: 0 | 1) => g.state.players[p].damageField.length;

function play(g: G, name: string, targets: number[] = []): void {
  const id = g.state.players[0].hand.find((c) => g.defs.get(g.state.cards[c].def)?.name === name);
  if (id === undefined) throw new Error(`${name} is not in hand`);
  act(g, { type: 'play', card: id, targets });
  passAll(g);
}

/** Answers windows, defense and damage with the first legal answer until it is the main phase again. */
function settle(g: G): void {
  for (let i = 0; i < 40 && g.state.pending?.kind !== 'main' && g.state.result === null; i++) {
    const k = g.state.pending?.kind;
    if (k === 'window') act(g, { type: 'pass' });
    else apply(g, legalActions(g).find((a) => a.type !== 'concede')!);
  }
}

describe('issue 22: triggers on what a card or a player does', () => {
  it('HF-12.1 「…以外のあなたのキャラクターが破壊されるたび」: once for each other character destroyed', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['一撃', '一撃'], battlefield: ['弔い人', '赤', '青'] },
    });
    const before = hand(g, 0);
    play(g, '一撃', [onBattlefield(g, '赤', 0)]);
    play(g, '一撃', [onBattlefield(g, '弔い人', 0)]);
    expect(hand(g, 0)).toBe(before - 2 + 1); // two commands played, one draw: its own destruction does not count
  });

  it("HF-4.4 「このカードがセットされているキャラクターが破壊された時」: the set card's player draws, even on an opponent's character", () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['呪縫いの針', '一撃'], battlefield: [], energy: 3 },
      p1: { battlefield: ['巨人'] },
    });
    const red = onBattlefield(g, '巨人', 1);
    play(g, '呪縫いの針', [red]);
    expect(g.state.cards[cardId(g, '呪縫いの針', 0)].zone).toBe('attached');
    const mine = hand(g, 0);
    const theirs = hand(g, 1);
    play(g, '一撃', [red]);
    settle(g);
    expect(hand(g, 0)).toBe(mine - 1 + 1);
    expect(hand(g, 1)).toBe(theirs);
  });

  it("HF-8.1 「このキャラクターが攻撃された時」: the attacked character's ability deals damage to the attacker", () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['青'] },
      p1: { battlefield: [{ name: '見張り', sleep: true }] },
    });
    const blue = onBattlefield(g, '青', 0);
    act(g, { type: 'attack', attacker: blue, target: { card: onBattlefield(g, '見張り', 1) } });
    expect(g.state.cards[blue].damage).toBe(1000);
  });

  it('HF-8.1 「…を対象として攻撃を行うたび」: only an attack on a character triggers it', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['狩人', '狩人'] },
      p1: { battlefield: [{ name: '赤', sleep: true }] },
    });
    const [a, b] = [onBattlefield(g, '狩人', 0), onBattlefield(g, '狩人', 0, 1)];
    act(g, { type: 'attack', attacker: a, target: { player: 1 } });
    expect(power(g, a)).toBe(4000);
    settle(g);
    act(g, { type: 'attack', attacker: b, target: { card: onBattlefield(g, '赤', 1) } });
    expect(power(g, b)).toBe(6000);
  });

  it('HF-8.1 「あなたの《傭兵》のキャラクターが攻撃を行うたび、…その攻撃を行ったキャラクター」: the attacker gets +1000', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['傭兵隊長', '青', '赤'] } });
    const blue = onBattlefield(g, '青', 0);
    const red = onBattlefield(g, '赤', 0);
    act(g, { type: 'attack', attacker: blue, target: { player: 1 } });
    expect(power(g, blue)).toBe(3000);
    settle(g);
    act(g, { type: 'attack', attacker: red, target: { player: 1 } });
    expect(power(g, red)).toBe(1000); // not a 《傭兵》
  });

  it('HF-9.6 「このキャラクターの攻撃によるダメージで対戦相手のキャラクターが破壊された時」', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['処刑人'] },
      p1: { battlefield: [{ name: '赤', sleep: true }] },
    });
    const before = hand(g, 0);
    act(g, {
      type: 'attack',
      attacker: onBattlefield(g, '処刑人', 0),
      target: { card: onBattlefield(g, '赤', 1) },
    });
    settle(g);
    expect(g.state.cards[cardId(g, '赤', 1)].zone).toBe('trash');
    expect(hand(g, 0)).toBe(before + 1);
  });

  it('HF-5.3 「あなたがコマンドをプレイした時」: triggers when the command is played, before it resolves', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一筆'], battlefield: ['詠唱者'] } });
    const before = damage(g, 1);
    const spell = cardId(g, '一筆', 0);
    act(g, { type: 'play', card: spell, targets: [] });
    expect(g.state.cards[spell].zone).toBe('chain'); // not resolved yet
    expect(g.state.pending?.kind).toBe('damage'); // the trigger resolves first (HF-7.8)
    settle(g);
    expect(damage(g, 1)).toBe(before + 1);
  });

  it('RULING 「ドローフェイズ以外でカードを引いた時」: a draw by an effect in the main phase triggers it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一筆'], battlefield: ['盗み見'] } });
    const before = damage(g, 1);
    play(g, '一筆');
    settle(g);
    expect(damage(g, 1)).toBe(before + 1);
  });
});

describe('issue 22: conditions', () => {
  it('「あなたの手札の枚数が対戦相手の手札の枚数より少なければ」: strictly fewer, checked on resolution', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['灯り番', '灯り番', '赤'], energy: 2 },
      p1: { hand: ['赤', '赤'] },
    });
    play(g, '灯り番'); // 2 cards against 2: not fewer
    settle(g);
    expect(hand(g, 0)).toBe(2);
    play(g, '灯り番'); // 1 card against 2: draws one
    settle(g);
    expect(hand(g, 0)).toBe(2);
  });

  it('「このターン中にこのキャラクターが攻撃を行っていた場合」: only the character that attacked is destroyed at turn end', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['狂戦士', '狂戦士'] } });
    const [a, b] = [onBattlefield(g, '狂戦士', 0), onBattlefield(g, '狂戦士', 0, 1)];
    act(g, { type: 'attack', attacker: a, target: { player: 1 } });
    settle(g);
    for (let i = 0; i < 30 && g.state.turnPlayer === 0; i++) {
      if (g.state.pending?.kind === 'main') act(g, { type: 'endMain' });
      else apply(g, legalActions(g).find((x) => x.type !== 'concede')!);
    }
    expect(g.state.cards[a].zone).toBe('trash');
    expect(g.state.cards[b].zone).toBe('battlefield');
  });
});

describe('issue 22: effect chains', () => {
  const chooseName = (g: G, name: string) => {
    const id = legalActions(g).find(
      (a) => a.type === 'choose' && a.card !== null && g.defs.get(g.state.cards[a.card].def)?.name === name,
    );
    if (!id) throw new Error(`${name} is not offered`);
    apply(g, id);
  };

  it('「自分の他のキャラクター1体を破壊する。破壊できなかった場合、このキャラクターを破壊する」: with another character, it is chosen and destroyed', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['生贄の騎士'], battlefield: ['赤', '青'], energy: 1 } });
    play(g, '生贄の騎士');
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'destroy' });
    chooseName(g, '青');
    settle(g);
    expect(g.state.cards[cardId(g, '青', 0)].zone).toBe('trash');
    expect(g.state.cards[cardId(g, '赤', 0)].zone).toBe('battlefield');
    expect(g.state.cards[cardId(g, '生贄の騎士', 0)].zone).toBe('battlefield');
  });

  it('「…破壊できなかった場合、このキャラクターを破壊する」: alone, it destroys itself', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['生贄の騎士'], energy: 1 } });
    play(g, '生贄の騎士');
    settle(g);
    expect(g.state.cards[cardId(g, '生贄の騎士', 0)].zone).toBe('trash');
  });

  it('「…破壊してもよい。そうした場合、2枚引く」: declined or nothing to destroy, no draw', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['血の契約', '血の契約', '血の契約'], battlefield: ['赤'] },
    });
    play(g, '血の契約');
    act(g, { type: 'mayDo', accept: false });
    settle(g);
    expect(hand(g, 0)).toBe(2);
    play(g, '血の契約');
    act(g, { type: 'mayDo', accept: true });
    chooseName(g, '赤');
    settle(g);
    expect(hand(g, 0)).toBe(1 + 2);
    play(g, '血の契約'); // no character left: accepting destroys nothing, so no draw
    if (g.state.pending?.kind === 'mayDo') act(g, { type: 'mayDo', accept: true });
    settle(g);
    expect(hand(g, 0)).toBe(2);
  });

  it('「…破壊してもよい。破壊しなかった場合、このキャラクターを破壊する」: declining destroys it', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['臆病者', '赤'] } });
    act(g, { type: 'endMain' });
    for (let i = 0; i < 10 && g.state.pending?.kind !== 'mayDo'; i++)
      apply(g, legalActions(g).find((x) => x.type !== 'concede')!);
    act(g, { type: 'mayDo', accept: false });
    expect(g.state.cards[cardId(g, '臆病者', 0)].zone).not.toBe('battlefield');
    expect(g.state.cards[cardId(g, '赤', 0)].zone).toBe('battlefield');
  });
});

describe('issue 22: 「…まで対象とし」 in an auto ability allows choosing none', () => {
  it('RULING: with nothing in the trash the ability still resolves its other sentence', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['墓守'], energy: 1 } });
    play(g, '墓守');
    settle(g);
    expect(hand(g, 0)).toBe(1);
  });

  it('RULING: with a card in the trash, choosing none leaves it there', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['墓守'], energy: 1, trash: ['赤'] } });
    const id = g.state.players[0].hand[0];
    act(g, { type: 'play', card: id, targets: [] });
    act(g, { type: 'pass' });
    act(g, { type: 'pass' });
    expect(g.state.pending?.kind).toBe('triggerTargets');
    const none = legalActions(g).find((a) => a.type === 'chooseTargets' && a.targets.length === 0);
    expect(none).toBeDefined();
    apply(g, none!);
    settle(g);
    expect(g.state.cards[cardId(g, '赤', 0)].zone).toBe('trash');
    expect(hand(g, 0)).toBe(1);
  });
});

describe('issue 22: 「このキャラクターの攻撃によって対戦相手がダメージを受けた時」', () => {
  it("HF-8.5 triggers on its own attack damage, not on another character's", () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['斥候', '赤'] } });
    act(g, { type: 'attack', attacker: onBattlefield(g, '赤', 0), target: { player: 1 } });
    settle(g);
    expect(hand(g, 0)).toBe(0);
    act(g, { type: 'attack', attacker: onBattlefield(g, '斥候', 0), target: { player: 1 } });
    settle(g);
    expect(hand(g, 0)).toBe(1);
  });
});

describe('issue 22: 「…場合、代わりに…」', () => {
  it('HF-5.7 「代わりに5000ダメージを与える」 when a 《傭兵》 is on your battlefield, else 3000', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['鉄槌', '鉄槌'], battlefield: ['赤'] },
      p1: { battlefield: ['巨人', '巨人'] },
    });
    const [a, b] = [onBattlefield(g, '巨人', 1), onBattlefield(g, '巨人', 1, 1)];
    play(g, '鉄槌', [a]);
    expect(g.state.cards[a].damage).toBe(3000);
    g.state.log = [];
    const blue = makeGame({
      cards: CARDS,
      p0: { hand: ['鉄槌'], battlefield: ['青'] },
      p1: { battlefield: ['巨人'] },
    });
    play(blue, '鉄槌', [onBattlefield(blue, '巨人', 1)]);
    expect(blue.state.cards[onBattlefield(blue, '巨人', 1)].damage).toBe(5000);
    expect(b).toBeDefined();
  });

  it('「そのキャラクターが《傭兵》を持つ場合、代わりに+3000する」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['鼓舞', '鼓舞'], battlefield: ['赤', '青'] } });
    const red = onBattlefield(g, '赤', 0);
    const blue = onBattlefield(g, '青', 0);
    play(g, '鼓舞', [red]);
    play(g, '鼓舞', [blue]);
    expect(power(g, red)).toBe(3000);
    expect(power(g, blue)).toBe(5000);
  });
});

describe('issue 22: 「あなたの戦場に「名前」がいる限り」', () => {
  it('HF-12.9 the power changes while a card of that name is on your battlefield', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { battlefield: ['ポルックス', 'カストル'] },
      p1: { battlefield: [] },
    });
    expect(power(g, onBattlefield(g, 'ポルックス', 0))).toBe(3000);
    const h = makeGame({
      cards: CARDS,
      p0: { battlefield: ['ポルックス'] },
      p1: { battlefield: ['カストル'] },
    });
    expect(power(h, onBattlefield(h, 'ポルックス', 0))).toBe(2000);
  });
});

describe('RULING (issue 22): 「このカードを破壊する」 on a set card', () => {
  it("puts the set card into its owner's trash when no other character could be destroyed", () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['燃える鎧'], battlefield: ['赤'] } });
    const red = onBattlefield(g, '赤', 0);
    play(g, '燃える鎧', [red]);
    expect(power(g, red)).toBe(2000);
    act(g, { type: 'attack', attacker: red, target: { player: 1 } });
    expect(g.state.cards[cardId(g, '燃える鎧', 0)].zone).toBe('trash');
    expect(power(g, red)).toBe(1000);
  });
});

describe('issue 22: 「…が戦場を離れた時」「…が戦場からトラッシュに置かれた時」', () => {
  it('RULING a destroyed character is put from the battlefield into the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一撃'], battlefield: ['残り香'] } });
    play(g, '一撃', [onBattlefield(g, '残り香', 0)]);
    settle(g);
    expect(hand(g, 0)).toBe(1);
  });

  it('returned to the hand: 「戦場を離れた時」 triggers, 「戦場からトラッシュに置かれた時」 does not', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['帰還', '帰還'], battlefield: ['残り香', '旅人'] } });
    play(g, '帰還', [onBattlefield(g, '残り香', 0)]);
    settle(g);
    expect(hand(g, 0)).toBe(2); // the other 帰還 and 残り香, no draw
    play(g, '帰還', [onBattlefield(g, '旅人', 0)]);
    settle(g);
    expect(hand(g, 0)).toBe(2 - 1 + 1 + 1); // 旅人 back in hand, and one draw
  });
});

describe('issue 22: 「その攻撃は失敗する」', () => {
  it('RULING alone, nothing is destroyed and the attack fails: no damage to the player', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['重装兵'] } });
    const before = damage(g, 1);
    act(g, { type: 'attack', attacker: onBattlefield(g, '重装兵', 0), target: { player: 1 } });
    settle(g);
    expect(g.state.combat).toBeNull();
    expect(damage(g, 1)).toBe(before);
  });

  it('with another character to destroy, the attack goes on', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['重装兵', '赤'] } });
    const before = damage(g, 1);
    act(g, { type: 'attack', attacker: onBattlefield(g, '重装兵', 0), target: { player: 1 } });
    settle(g);
    expect(g.state.cards[cardId(g, '赤', 0)].zone).toBe('trash');
    expect(damage(g, 1)).toBe(before + 1);
  });
});

describe('issue 22: 「攻撃を行っている対戦相手のキャラクター1体を対象とし」', () => {
  it('only the attacker can be targeted, and only during its attack; the attack then fails', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['赤', '青'] }, p1: { hand: ['迎撃'] } });
    const spell = cardId(g, '迎撃', 1);
    const red = onBattlefield(g, '赤', 0);
    act(g, { type: 'attack', attacker: red, target: { player: 1 } });
    expect(g.state.pending).toMatchObject({ kind: 'window', player: 1 });
    const plays = legalActions(g).filter((a) => a.type === 'play' && a.card === spell);
    expect(plays.map((a) => (a as { targets: number[] }).targets)).toEqual([[red]]);
    const before = damage(g, 1);
    act(g, { type: 'play', card: spell, targets: [red] });
    settle(g);
    expect(g.state.combat).toBeNull();
    expect(damage(g, 1)).toBe(before);
  });
});

describe('issue 22: 「…を対象とし、その攻撃を失敗させる」 is the target’s attack (HF-5.6; a blind judge, d20 本日貸切)', () => {
  it('a target that became illegal before resolution: the attack goes on', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['赤', '青'] }, p1: { hand: ['迎撃'] } });
    const red = onBattlefield(g, '赤', 0);
    act(g, { type: 'attack', attacker: red, target: { player: 1 } });
    act(g, { type: 'play', card: cardId(g, '迎撃', 1), targets: [red] });
    // 赤 gains 「対戦相手の効果の対象にならない」 before 迎撃 resolves (as a response would give it)
    const c = g.state.cards[red];
    g.state.effects = [
      ...g.state.effects,
      {
        id: g.state.nextId++,
        kind: 'grant',
        card: red,
        cardSeq: c.seq,
        amount: 0,
        grant: { untargetable: { by: 'opponent' } },
        duration: 'endOfTurn',
        source: red,
        sourceSeq: c.seq,
        controller: 0,
        turn: g.state.turn,
      },
    ];
    const before = damage(g, 1);
    settle(g);
    expect(damage(g, 1)).toBe(before + 1);
  });
});

describe('issue 22: 「この効果によって…が1体以上破壊された場合」', () => {
  it('RULING counts the characters its damage destroyed', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['連撃', '連撃'] }, p1: { battlefield: ['巨人', '赤'] } });
    const before = damage(g, 1);
    play(g, '連撃', [onBattlefield(g, '巨人', 1)]);
    settle(g);
    expect(damage(g, 1)).toBe(before); // 9000 survives 5000
    play(g, '連撃', [onBattlefield(g, '赤', 1)]);
    settle(g);
    expect(g.state.cards[cardId(g, '赤', 1)].zone).toBe('trash');
    expect(damage(g, 1)).toBe(before + 1);
  });
});

describe('issue 22: 「このキャラクターがダメージを受けた時」', () => {
  it('HF-9.4 damage from an effect triggers it', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['火花'], battlefield: ['手負いの獣'] } });
    play(g, '火花', [onBattlefield(g, '手負いの獣', 0)]);
    settle(g);
    expect(hand(g, 0)).toBe(1);
  });
});

describe('issue 22: 「あなたのターン中、…時、」', () => {
  it("triggers in your turn, not in the opponent's", () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一撃'], battlefield: ['昼の番人', '赤'] } });
    play(g, '一撃', [onBattlefield(g, '赤', 0)]);
    settle(g);
    expect(hand(g, 0)).toBe(1);
    const h = makeGame({
      cards: CARDS,
      turnPlayer: 1,
      p0: { battlefield: ['昼の番人', '赤'] },
      p1: { hand: ['一撃'] },
    });
    const before = hand(h, 0);
    act(h, { type: 'play', card: cardId(h, '一撃', 1), targets: [onBattlefield(h, '赤', 0)] });
    passAll(h);
    settle(h);
    expect(h.state.cards[cardId(h, '赤', 0)].zone).toBe('trash');
    expect(hand(h, 0)).toBe(before);
  });
});
