// The driver of the corpus scenarios (test/corpora/corpus-scenarios*.test.ts, issue 22): a game from corpus cards
// as their designers wrote them, and the answers to the decisions an effect asks for.
import type { CardDefinition, PlayerIndex } from '../../src/core/cardTypes.js';
import type { Action } from '../../src/core/decisions.js';
import { apply, legalActions } from '../../src/engine/index.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { corpusCard } from './corpusCards.js';
import { type BoardSpec, act, makeGame } from './harness.js';
import { nameOf, onBattlefield } from './lookup.js';

export type G = ReturnType<typeof makeGame>;

/**
 * `game(set, p0, p1)` for these sets: every corpus card named on the boards (harness cards such as バニラ are left
 * to the harness), found in that set, else in another of them (a scenario may borrow a plain card).
 */
export function corpusGame<S extends Record<string, string>>(SETS: S) {
  type SetKey = keyof S & string;
  /** The card of that set, else of another set (a scenario may borrow a plain card, e.g. 雷撃 to destroy). */
  function anyCorpusCard(set: SetKey, name: string): CardDefinition {
    for (const k of [set, ...(Object.keys(SETS) as SetKey[])]) {
      try {
        return corpusCard(SETS[k], name);
      } catch {
        // not in that set
      }
    }
    throw new Error(`no accepted corpus card ${name}`);
  }

  /** Every corpus card named on the boards (harness cards such as バニラ are left to the harness). */
  function game(set: SetKey, p0: BoardSpec, p1: BoardSpec = {}, turnPlayer: PlayerIndex = 0): G {
    const names = new Set<string>();
    for (const spec of [p0, p1])
      for (const list of [spec.hand, spec.battlefield, spec.main, spec.trash, spec.guard, spec.damageField])
        for (const p of list ?? []) names.add(typeof p === 'string' ? p : p.name);
    const cards: CardDefinition[] = [];
    for (const n of names) {
      if (n === 'バニラ') continue;
      cards.push(anyCorpusCard(set, n));
    }
    return makeGame({ cards, p0, p1, turnPlayer });
  }
  return game;
}
/** How the driver answers the decisions an effect asks for. */
export interface Answers {
  /** 「…してもよい」 (in order; default: accept) */
  may?: boolean[];
  /** cards to choose by name, in order (then: stop if allowed, else the first offered) */
  choose?: string[];
  /** after `choose` runs out: take the first offered card instead of stopping (「…まで」 taken in full, mech15) */
  most?: boolean;
  /** targets of a triggered ability, by card id (in order; default: the first legal choice) */
  targets?: number[][];
  /** reveal damage triggers (default: no) */
  reveal?: boolean;
  /** optional replacement effects 「代わりに…してもよい」 (in order; default: the first offered applies, HF-5.11) */
  replace?: boolean[];
  /** 「…を宣言する」 (issue 22): the values to declare, in order (default: the first offered) */
  declare?: string[];
}

/**
 * Answers every decision until a main phase, a defense or a window of a player with something else to
 * do than pass is reached (windows are passed by both players).
 */
export function settle(g: G, answers: Answers = {}, stopAt: string[] = ['main', 'defense']): void {
  const may = [...(answers.may ?? [])];
  const choose = [...(answers.choose ?? [])];
  const targets = [...(answers.targets ?? [])];
  const replace = [...(answers.replace ?? [])];
  const declare = [...(answers.declare ?? [])];
  for (let i = 0; i < 200; i++) {
    const p = g.state.pending;
    if (!p || stopAt.includes(p.kind)) return;
    const acts = legalActions(g);
    const pick = (f: (a: Action) => boolean) => {
      const a = acts.find(f);
      if (!a) throw new Error(`no answer to ${JSON.stringify(p)}: ${JSON.stringify(acts.slice(0, 6))}`);
      apply(g, a);
    };
    switch (p.kind) {
      case 'window':
        pick((a) => a.type === 'pass');
        break;
      case 'mayDo': {
        const yes = may.shift() ?? true;
        pick((a) => a.type === 'mayDo' && a.accept === yes);
        break;
      }
      case 'choose': {
        const want = choose.shift();
        if (want === undefined) {
          const stop = answers.most ? undefined : acts.find((a) => a.type === 'choose' && a.card === null);
          apply(g, stop ?? acts.find((a) => a.type === 'choose' && a.card !== null) ?? acts[0]);
        } else pick((a) => a.type === 'choose' && a.card !== null && nameOf(g, a.card) === want);
        break;
      }
      case 'triggerTargets': {
        const want = targets.shift();
        if (want === undefined) apply(g, acts[0]);
        else pick((a) => a.type === 'chooseTargets' && JSON.stringify(a.targets) === JSON.stringify(want));
        break;
      }
      case 'declare': {
        const want = declare.shift();
        if (want === undefined) apply(g, acts[0]);
        else pick((a) => a.type === 'declare' && a.value === want);
        break;
      }
      case 'replacement': {
        const yes = replace.shift() ?? true;
        pick((a) => a.type === 'replace' && (a.replacement !== null) === yes);
        break;
      }
      case 'damage': {
        const reveal = answers.reveal ?? false;
        const a = acts.find((x) => x.type === 'takeDamage' && x.reveal === reveal) ?? acts[0];
        apply(g, a);
        break;
      }
      default:
        apply(g, acts[0]);
    }
  }
  throw new Error('settle: too many decisions');
}

export const inHand = (g: G, p: PlayerIndex, name: string) => {
  const id = g.state.players[p].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`no ${name} in hand`);
  return id;
};
export const on = onBattlefield;
export const names = (g: G, ids: readonly number[]) => ids.map((id) => nameOf(g, id));
export const play = (g: G, name: string, targets: number[] = [], answers: Answers = {}) => {
  act(g, { type: 'play', card: inHand(g, 0, name), targets });
  settle(g, answers);
};
export const activate = (g: G, card: number, targets: number[] = [], answers: Answers = {}) => {
  act(g, { type: 'activate', card, targets });
  settle(g, answers);
};
export const damageCount = (g: G, p: PlayerIndex) => g.state.players[p].damageField.length;

// Reading a player's zones and acting for them, shared by the corpus scenario files (duplicates).
export const top = (g: G, p: PlayerIndex, n: number) => names(g, g.state.players[p].mainDeck.slice(0, n));
export const bottom = (g: G, p: PlayerIndex, n: number) => names(g, g.state.players[p].mainDeck.slice(-n));
export const activeEnergy = (g: G, p: PlayerIndex) =>
  g.state.players[p].energy.filter((id) => !g.state.cards[id].sleep).length;
export const hand = (g: G, p: PlayerIndex) => names(g, g.state.players[p].hand);
export const trash = (g: G, p: PlayerIndex) => names(g, g.state.players[p].trash);
export const canActivate = (g: G, card: number) =>
  legalActions(g).some((a) => a.type === 'activate' && a.card === card);
/** Ends the turn (both players pass), stopping at the next main phase. */
export const endTurn = (g: G, answers: Answers = {}) => {
  act(g, { type: 'endMain' });
  settle(g, answers, ['main']);
};

// Attacks, defenses and plays by either player (shared by the corpus scenario files, duplicates).
export const handSize = (g: G, p: PlayerIndex) => g.state.players[p].hand.length;
export const canDefend = (g: G, card: number) =>
  legalActions(g).some((a) => a.type === 'defend' && a.defender === card);
export const inTrash = (g: G, p: PlayerIndex, name: string) => {
  const id = g.state.players[p].trash.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`no ${name} in the trash`);
  return id;
};
export const inGuard = (g: G, p: PlayerIndex, name: string) => {
  const id = g.state.players[p].guardDeck.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`no ${name} in the guard deck`);
  return id;
};
/** The amounts of damage dealt to characters, in order (from the log). */
export const dealt = (g: G) => g.state.log.flatMap((e) => (e.type === 'damageCharacter' ? [e.amount] : []));
/** The turn player attacks `target` with `attacker`; stops at the defense (or the main phase). */
export const attack = (
  g: G,
  attacker: number,
  target: { player: PlayerIndex } | { card: number },
  answers: Answers = {},
) => {
  act(g, { type: 'attack', attacker, target });
  settle(g, answers);
};
/** The defender answers the pending defense with `defender` (or none), then the attack runs to the main phase. */
export const defend = (g: G, defender: number | null, answers: Answers = {}) => {
  act(g, { type: 'defend', defender });
  settle(g, answers, ['main']);
};
/** Plays a card of the hand of player `p` (in a window or a main phase of that player). */
export const playBy = (g: G, p: PlayerIndex, name: string, targets: number[] = [], answers: Answers = {}) => {
  act(g, { type: 'play', player: p, card: inHand(g, p, name), targets });
  settle(g, answers);
};
/** Passes windows until player `p` may play a card of their hand. */
export const untilPlayable = (g: G, p: PlayerIndex) => {
  for (let i = 0; i < 20 && !legalActions(g).some((a) => a.type === 'play' && a.player === p); i++)
    apply(g, legalActions(g).find((a) => a.type === 'pass') ?? legalActions(g)[0]);
};

// Shared by the corpus scenario files of the eighth and ninth rounds (were copies in each; duplicates --change).
export const cannotAttack = (g: G, id: number) =>
  !legalActions(g).some((a) => a.type === 'attack' && a.attacker === id);
export const playable = (g: G, name: string) =>
  legalActions(g).some((a) => a.type === 'play' && nameOf(g, a.card) === name);
export const targetable = (g: G, name: string, target: number) =>
  legalActions(g).some((a) => a.type === 'play' && nameOf(g, a.card) === name && a.targets.includes(target));
export const activatableOn = (g: G, card: number, target: number) =>
  legalActions(g).some((a) => a.type === 'activate' && a.card === card && a.targets.includes(target));
/**
 * Player 1 attacks player 0 with `attacker`, no defense; player 0 reveals the damaged guard card and its
 * 【ダメージトリガー】 takes `targets` (card ids, chosen with the reveal: HF-9.3).
 */
export const revealedWith = (g: G, attacker: number, targets: number[]) => {
  act(g, { type: 'attack', attacker, target: { player: 0 } });
  settle(g, {}, ['main', 'defense', 'damage']);
  if (g.state.pending?.kind === 'defense') {
    act(g, { type: 'defend', defender: null });
    settle(g, {}, ['main', 'damage']);
  }
  act(g, { type: 'takeDamage', reveal: true, targets });
  settle(g, {}, ['main']);
};
/** The turn player attacks `target` (a character) with `attacker`, no defense; runs to the main phase. */
export const attackCard = (g: G, attacker: number, target: number, answers = {}) => {
  act(g, { type: 'attack', attacker, target: { card: target } });
  settle(g, answers, ['main', 'defense']);
  if (g.state.pending?.kind === 'defense') defend(g, null, answers);
};
/** Player 0 attacks player 1, who does not defend; runs to the main phase. */
export const hitPlayer = (g: G, attacker: number, answers = {}) => {
  attack(g, attacker, { player: 1 }, answers);
  if (g.state.pending?.kind === 'defense') defend(g, null, answers);
};
/** Player 1 (the turn player) attacks player 0 with `attacker` and player 0 defends with `defender`; stops at the next window. */
export const defendWith = (g: G, attacker: number, defender: number) => {
  attack(g, attacker, { player: 0 });
  act(g, { type: 'defend', defender });
  settle(g, {}, ['main', 'window']);
};
/** The set cards attached to `host`. */
export const attachedTo = (g: G, host: number) =>
  g.state.cards.filter((c) => c.zone === 'attached' && c.host === host).map((c) => c.id);
export const asleep = (g: G, id: number) => g.state.cards[id].sleep;
export const energyCount = (g: G, p: 0 | 1) => g.state.players[p].energy.length;
export const sorted = (xs: readonly (string | undefined)[]) => [...xs].sort();
export const field = (g: G, p: 0 | 1) =>
  names(
    g,
    g.state.battlefield.filter((id) => g.state.cards[id].controller === p),
  );

// Copied into many corpus scenario files before (duplicates --most 60): one place now.
export const damageOf = (g: G, id: number) => g.state.cards[id].damage;
/** Player 1 (the turn player) attacks player 0 with `attacker`; player 0 then holds a window. */
export const foeAttacks = (g: G, attacker: number) => {
  act(g, { type: 'attack', attacker, target: { player: 0 } });
  untilPlayable(g, 0);
};
/** Player 1 attacks player 0, who takes the damage with the revealed guard card's trigger (targets by id). */
export const revealedAsDamage = (g: G, attacker: number, targets: number[][] = []) => {
  attack(g, attacker, { player: 0 }, { reveal: true, targets });
  if (g.state.pending?.kind === 'defense') defend(g, null, { reveal: true, targets });
};
/**
 * Player 1 attacks player 0 with `attacker`, no defense; player 0 reveals the damaged guard card (HF-9.3) and its
 * 【ダメージトリガー】 is answered with `answers`; runs to the main phase.
 */
export const revealAnd = (g: G, attacker: number, answers: Answers) => {
  act(g, { type: 'attack', attacker, target: { player: 0 } });
  settle(g, {}, ['main', 'defense', 'damage']);
  if (g.state.pending?.kind === 'defense') {
    act(g, { type: 'defend', defender: null });
    settle(g, {}, ['main', 'damage']);
  }
  act(g, { type: 'takeDamage', reveal: true, targets: [] });
  settle(g, answers, ['main']);
};
/** Player 1 plays the set card `name` of their hand onto `host`. */
export const setBy1 = (g: G, name: string, host: number) => {
  act(g, { type: 'play', player: 1, card: inHand(g, 1, name), targets: [host] });
  settle(g);
};

/** Reading a card of these sets as written: `vanilla` (no abilities), `explained` (the Japanese explanation). */
export function corpusReaders<S extends Record<string, string>>(SETS: S) {
  return {
    vanilla: (set: keyof S, name: string) => corpusCard(SETS[set], name).abilities.length === 0,
    explained: (set: keyof S, name: string) =>
      renderExplanation(explainCard(corpusCard(SETS[set], name), 'ja')),
  };
}
