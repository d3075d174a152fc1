// `greedy`: a one-decision-ahead heuristic player. It develops the board with the most expensive characters
// it can afford, pays costs without wasting the second-player marker or its guard deck, removes the
// opponent's best characters, attacks where the opponent cannot block profitably, defends when its defender
// survives or trades up (or when its guard deck is low), reveals damage triggers, takes the carnage extra
// draw with an empty hand and places energy up to what its hand needs. Ties are broken by its seeded
// generator, so it is deterministic for a seed. It reads only its player's view and public card definitions.
import { cardById } from '../../../generated/index.js';
import type {
  Ability,
  CardDefinition,
  CardFilter,
  Cost,
  Effect,
  EffectOp,
  Modal,
  TargetSpec,
} from '../../core/cardTypes.js';
import { initialRngState, randomInt } from '../../core/rng.js';
import { Board, Memory, type Unit } from './board.js';
import { pierces, playerDamageBonus, strikesBack } from './keywords.js';
import type { Action, Bot, BotOptions } from './types.js';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

interface Scored {
  action: Action;
  score: number;
}

/** Activations of one ability per turn, so a free repeatable ability cannot loop a game. */
const MAX_ACTIVATIONS_PER_TURN = 3;

export function greedyBot(options: BotOptions): Bot {
  const lookup = options.cards ?? cardById;
  const memory = new Memory();
  const rng = initialRngState(options.seed);
  const used = { turn: -1, counts: new Map<string, number>() };

  const best = (scored: Scored[], floor = Number.NEGATIVE_INFINITY): Action | null => {
    let top = floor;
    let ties: Action[] = [];
    for (const s of scored) {
      if (s.score > top + 1e-9) {
        top = s.score;
        ties = [s.action];
      } else if (Math.abs(s.score - top) <= 1e-9) ties.push(s.action);
    }
    if (ties.length === 0) return null;
    return ties.length === 1 ? ties[0] : ties[randomInt(rng, 0, ties.length - 1)];
  };

  return {
    name: 'greedy',
    choose(view, actions) {
      const legal = actions.filter((a) => a.type !== 'concede');
      if (legal.length <= 1 || !view.pending) return legal[0] ?? actions[0];
      // The most common decision: a window where nothing can be played. Pass, or refill an empty hand.
      if (legal.every((a) => a.type === 'pass' || a.type === 'extraDraw')) {
        const draw = view.players[view.viewer].hand.length === 0 && legal.find((a) => a.type === 'extraDraw');
        return draw || (legal.find((a) => a.type === 'pass') ?? legal[0]);
      }
      if (used.turn !== view.turn) {
        used.turn = view.turn;
        used.counts.clear();
      }
      const b = new Board(view, lookup, memory);
      const g = new Greedy(b, used.counts);
      const choice = g.decide(legal, best);
      if (choice?.type === 'activate') {
        const key = `${choice.card}:${choice.ability}`;
        used.counts.set(key, (used.counts.get(key) ?? 0) + 1);
      }
      return choice ?? legal[0];
    },
  };
}

type Best = (scored: Scored[], floor?: number) => Action | null;

class Greedy {
  private readonly me;
  private readonly opp;

  constructor(
    private readonly b: Board,
    private readonly activations: Map<string, number>,
  ) {
    this.me = b.me;
    this.opp = b.opp;
  }

  decide(legal: Action[], best: Best): Action | null {
    const kind = this.b.view.pending!.kind;
    switch (kind) {
      case 'ougiReveal':
        return this.ougiReveal(legal);
      case 'kuusou':
        return legal.find((a) => a.type === 'kuusou' && a.card !== null) ?? legal[0];
      case 'mulligan':
        return this.mulligan(legal);
      case 'energy':
        return this.energy(legal);
      case 'main':
        return this.main(legal, best);
      case 'window':
        return this.window(legal, best);
      case 'defense':
        return this.defense(legal, best);
      case 'damage':
        return this.damage(legal, best);
      case 'reload':
        return best(legal.map((a) => ({ action: a, score: -this.keepWorth((a as Of<'reloadCard'>).card) })));
      case 'triggerTargets':
        return best(
          legal.map((a) => ({ action: a, score: this.targetsScore((a as Of<'chooseTargets'>).targets) })),
        );
      case 'discard':
        return best(legal.map((a) => ({ action: a, score: -this.keepWorth((a as Of<'discard'>).card) })));
      case 'choose':
        return this.chooseCard(legal, best);
      case 'mayDo':
        return legal.find((a) => a.type === 'mayDo' && a.accept) ?? legal[0];
      case 'payCost':
        return this.payCost(legal, best);
      default:
        return legal[0]; // orderTriggers, orderExpirations: the order rarely matters
    }
  }

  // ---- setup ----------------------------------------------------------------------------------------------

  /** Reveal guard cards that make a visible 【奥義】 card playable (HF-13.7), one per 奥義. */
  private ougiReveal(legal: Action[]): Action {
    const guard = this.b.view.players[this.me].guardDeck;
    const mine = [...guard, ...this.b.view.players[this.me].hand];
    const ougis = mine.flatMap((c) => {
      const d = 'hidden' in c ? undefined : this.b.def(c);
      return d?.ougi ? [d.ougi] : [];
    });
    const faceUp = guard.flatMap((c) => ('hidden' in c || !c.faceUp ? [] : [this.b.def(c)]));
    for (const ougi of ougis) {
      const corresponds = (d: CardDefinition | undefined) =>
        !!d && !d.ougi && ('word' in ougi ? d.name.includes(ougi.word) : this.defMatches(d, ougi.filter));
      if (faceUp.some(corresponds)) continue;
      const reveal = legal.find((a) => a.type === 'revealGuard' && corresponds(this.b.defById(a.card)));
      if (reveal) return reveal;
    }
    return legal.find((a) => a.type === 'endReveal') ?? legal[0];
  }

  private defMatches(d: CardDefinition, f: CardFilter): boolean {
    if (f.kind && !f.kind.includes(d.kind)) return false;
    if (f.traits && !f.traits.every((t) => d.traits.includes(t))) return false;
    if (f.nameContains !== undefined && !d.name.includes(f.nameContains)) return false;
    if (f.name !== undefined && d.name !== f.name) return false;
    if (f.powerAtMost !== undefined && d.power > f.powerAtMost) return false;
    if (f.powerAtLeast !== undefined && d.power < f.powerAtLeast) return false;
    return true;
  }

  private mulligan(legal: Action[]): Action {
    const hand = this.handDefs();
    const cheap = hand.filter((d) => d.kind === 'character' && d.cost <= 2).length;
    const early = hand.filter((d) => d.kind === 'character' && d.cost <= 3).length;
    const keep = cheap >= 1 || early >= 2;
    return legal.find((a) => a.type === 'mulligan' && a.redraw === !keep) ?? legal[0];
  }

  private handDefs(): CardDefinition[] {
    return this.b.view.players[this.me].hand.flatMap((c) => {
      const d = 'hidden' in c ? undefined : this.b.def(c);
      return d ? [d] : [];
    });
  }

  private energy(legal: Action[]): Action {
    const p = this.b.view.players[this.me];
    const costs = this.handDefs().map((d) => d.cost);
    if (Array.isArray(p.extraDeck))
      for (const c of p.extraDeck) if (!('hidden' in c)) costs.push(this.b.def(c)?.cost ?? 0);
    // Enough for the most expensive card in hand, and more while the hand is fuller than what it can pay
    // for (those cards would be discarded at 8, HF-6.5). Placing from an empty main deck would reload
    // (HF-6.3): two guard cards for one energy, so keep a few cards in the deck.
    const want = Math.max(4, Math.min(8, Math.max(...costs, 0) + (p.hand.length >= 5 ? 2 : 0)));
    const place = p.energy.count < want && p.mainDeck > 3;
    return legal.find((a) => a.type === 'placeEnergy' && a.place === place) ?? legal[0];
  }

  // ---- main phase -----------------------------------------------------------------------------------------

  private main(legal: Action[], best: Best): Action | null {
    const scored: Scored[] = [];
    for (const a of legal) {
      switch (a.type) {
        case 'play':
          scored.push({ action: a, score: this.playScore(a) });
          break;
        case 'activate':
          scored.push({ action: a, score: this.activateScore(a) });
          break;
        case 'attack':
          scored.push({ action: a, score: this.attackScore(a) });
          break;
        case 'extraDraw':
          scored.push({ action: a, score: this.extraDrawScore() });
          break;
        case 'endMain':
          scored.push({ action: a, score: 0 });
          break;
      }
    }
    return best(scored);
  }

  /** Where a card the player may play is: hand, guard deck (HF-5.2) or extra deck (HF-13.8). */
  private source(id: number): 'hand' | 'guard' | 'extra' {
    const p = this.b.view.players[this.me];
    if (p.guardDeck.some((c) => !('hidden' in c) && c.id === id)) return 'guard';
    if (Array.isArray(p.extraDeck) && p.extraDeck.some((c) => !('hidden' in c) && c.id === id))
      return 'extra';
    return 'hand';
  }

  /** What paying for a play costs beyond the energy: the marker (HF-2.6) and a guard card (HF-5.2). */
  private payPenalty(a: { card: number; useMarker: boolean }, cost: number): number {
    let penalty = 0.15 * cost;
    if (a.useMarker) penalty += 0.4;
    if (this.source(a.card) === 'guard') {
      const guard = this.b.view.players[this.me].guardDeck.length;
      penalty += guard <= 4 ? 4 : 1.5;
    }
    return penalty;
  }

  private playScore(a: Of<'play'>): number {
    const d = this.b.defById(a.card);
    if (!d) return -1;
    const pay = this.payPenalty(a, d.cost);
    switch (d.kind) {
      case 'character':
        // Develop the board: the most expensive affordable character first.
        return 2 + d.cost + d.power / 2000 - pay + 0.15 * d.cost;
      case 'command': {
        const value = this.effectScore(d.effect, d.targets, d.modal, a, null);
        return value >= 0.9 ? value - pay : -1;
      }
      case 'set':
        return this.setScore(d, a.targets[0]) - pay;
      case 'worldSet': {
        const have = this.b.units.some((u) => u.kind === 'worldSet' && u.controller === this.me);
        return have ? -1 : 1.5 + 0.15 * d.cost - pay;
      }
    }
  }

  /**
   * An effect's score plus its chosen modes' (RULING HF-5.13), each with its own targets. The board scores
   * `{ target: i }` as one card: a spec with several cards (HF-5.10) counts by its first one.
   */
  private effectScore(
    effect: Effect | undefined,
    specs: TargetSpec[] | undefined,
    modal: Modal | undefined,
    a: { targets: number[]; targetCounts?: number[]; modes?: number[] },
    self: number | null,
    x = 0,
  ): number {
    const all = [...(specs ?? [])];
    for (const m of a.modes ?? []) all.push(...(modal?.modes[m]?.targets ?? []));
    const firsts: number[] = [];
    let at = 0;
    all.forEach((spec, i) => {
      firsts.push(a.targets[at]);
      at += a.targetCounts?.[i] ?? spec.count ?? 1;
    });
    let offset = specs?.length ?? 0;
    let total = this.b.scoreEffect(effect, this.me, self, firsts.slice(0, offset), x);
    for (const m of a.modes ?? []) {
      const mode = modal?.modes[m];
      if (!mode) continue;
      const n = mode.targets?.length ?? 0;
      total += this.b.scoreEffect(mode.effect, this.me, self, firsts.slice(offset, offset + n), x);
      offset += n;
    }
    return total;
  }

  private setScore(d: CardDefinition, hostId: number): number {
    const host = this.b.unit(hostId);
    if (!host) return -1;
    const keywords = d.abilities.filter((x) => x.keyword).length;
    const whenSet = this.b.scoreEffect(d.effect, this.me, hostId, [hostId]);
    if (d.power < 0 || d.abilities.some((x) => hostileGrant(x))) {
      // A curse: on the opponent's best character (or one it destroys).
      if (host.controller === this.me) return -2;
      if (host.power + d.power <= host.damage) return this.b.worth(host) + whenSet;
      return 0.8 + -d.power / 1000 + 0.1 * this.b.worth(host) + whenSet;
    }
    if (host.controller !== this.me || host.kind !== 'character') return -2;
    return (
      1 + d.power / 1000 + 0.5 * keywords + (host.sleep ? 0 : 0.3) + (0.05 * host.power) / 1000 + whenSet
    );
  }

  private ability(card: number, key: string): Ability | undefined {
    const printed = /^p(\d+)$/.exec(key);
    if (printed) return this.b.unit(card)?.def?.abilities[Number(printed[1])];
    const set = /^s(\d+)\.(\d+)$/.exec(key);
    if (set) return this.b.defById(Number(set[1]))?.abilities[Number(set[2])];
    return undefined;
  }

  private costPenalty(costs: Cost[], x: number, self: Unit | undefined): number {
    let n = 0;
    for (const c of costs) {
      if (c.kind === 'energy') n += 0.3 * c.amount;
      if (c.kind === 'energyX') n += 0.3 * x;
      if (c.kind === 'carnage') n += 0.4 * c.amount;
      if (c.kind === 'carnageX') n += 0.4 * x;
      if (c.kind === 'discard') n += 0.9 * c.count;
      if (c.kind === 'sleep' && self && !self.sleep && self.kind === 'character') n += 0.8;
    }
    return n;
  }

  private activateScore(a: Of<'activate'>, floor = 0.5): number {
    if ((this.activations.get(`${a.card}:${a.ability}`) ?? 0) >= MAX_ACTIVATIONS_PER_TURN) return -5;
    const ability = this.ability(a.card, a.ability);
    if (!ability || ability.kind !== 'activated') return -1;
    const value = this.effectScore(ability.effect, ability.targets, ability.modal, a, a.card, a.x);
    const score = value - this.costPenalty(ability.costs, a.x, this.b.unit(a.card)) - (a.useMarker ? 0.4 : 0);
    return score >= floor ? score : -1;
  }

  private extraDrawScore(): number {
    const p = this.b.view.players[this.me];
    if (p.hand.length === 0) return 6; // HF-11.1: refill an empty hand first
    if (p.hand.length <= 1 && p.damageField.length >= 5 && p.mainDeck > 3) return 0.5;
    return -1;
  }

  /** Opponent characters that could block this attacker and come out ahead (HF-8.3, HF-13.1, HF-13.6). */
  private profitableBlockers(attacker: Unit): Unit[] {
    return this.b.characters(this.opp).filter((d) => {
      if (d.sleep) return false;
      if (attacker.unblockableExceptBy && !d.keywords.has(attacker.unblockableExceptBy)) return false;
      const survives = !this.b.dies(d, attacker.power);
      const counterKills = strikesBack(d.keywords) && this.b.dies(attacker, d.power);
      return survives || (counterKills && this.b.worth(d) <= this.b.worth(attacker));
    });
  }

  private attackScore(a: Of<'attack'>): number {
    const attacker = this.b.unit(a.attacker);
    if (!attacker) return -1;
    const blocked = this.profitableBlockers(attacker).length > 0;
    const oppGuard = this.b.view.players[this.opp].guardDeck.length;
    if ('card' in a.target) {
      const target = this.b.unit(a.target.card);
      if (!target || !this.b.dies(target, attacker.power) || blocked) return -1;
      return 3 + this.b.worth(target) - 0.1 * this.b.worth(attacker);
    }
    const damage = 1 + playerDamageBonus(attacker.keywords);
    if (!blocked) return 2 + damage;
    // Pressure anyway when the opponent is nearly out of guard cards (HF-9.1).
    const ready = this.b.characters(this.me).filter((u) => !u.sleep).length;
    return oppGuard <= Math.max(2, ready - this.profitableBlockers(attacker).length) ? 1 + damage : -1;
  }

  // ---- windows, defense, damage -----------------------------------------------------------------------------

  private window(legal: Action[], best: Best): Action | null {
    const scored: Scored[] = [];
    const combat = this.b.view.combat;
    for (const a of legal) {
      if (a.type === 'pass') scored.push({ action: a, score: 0 });
      else if (a.type === 'play') {
        const d = this.b.defById(a.card);
        if (!d || d.kind !== 'command') continue;
        const trick = combat ? this.combatBonus(d.effect, null, a.targets) : 0;
        const value = this.effectScore(d.effect, d.targets, d.modal, a, null) + trick;
        // Outside combat only clear gains (removal) are worth spending a card at instant speed.
        if (value >= (trick > 0 ? 0.9 : 2.5))
          scored.push({ action: a, score: value - this.payPenalty(a, d.cost) });
      } else if (a.type === 'activate') {
        const ability = this.ability(a.card, a.ability);
        if (!ability || ability.kind !== 'activated') continue;
        const trick = combat ? this.combatBonus(ability.effect, a.card, a.targets, a.x) : 0;
        const base = this.activateScore(a, Number.NEGATIVE_INFINITY);
        if (base > -5 && base + trick >= (trick > 0 ? 0.5 : 2))
          scored.push({ action: a, score: base + trick });
      }
    }
    return best(scored);
  }

  /** Power changes and removals an effect makes, by unit id. */
  private combatChanges(
    effect: Effect | undefined,
    self: number | null,
    targets: number[],
    x: number,
  ): { power: Map<number, number>; damage: Map<number, number>; gone: Set<number> } {
    const power = new Map<number, number>();
    const damage = new Map<number, number>();
    const gone = new Set<number>();
    const visit = (op: EffectOp) => {
      const unit =
        op.op === 'modifyPower' || op.op === 'damageCharacter' || op.op === 'destroy' || op.op === 'moveCard'
          ? this.b.ref(op.target, self, targets)
          : undefined;
      if (op.op === 'modifyPower' && unit)
        power.set(unit.id, (power.get(unit.id) ?? 0) + this.b.value(op.amount, this.me, self, targets, x));
      if (op.op === 'damageCharacter' && unit)
        damage.set(unit.id, (damage.get(unit.id) ?? 0) + this.b.value(op.amount, this.me, self, targets, x));
      if ((op.op === 'destroy' || op.op === 'moveCard') && unit) gone.add(unit.id);
      if (op.op === 'ifThen') op.then.forEach(visit);
      if (op.op === 'mayDo') op.then.forEach(visit);
    };
    for (const p of effect?.processes ?? []) p.steps.forEach(visit);
    return { power, damage, gone };
  }

  /** How much an instant-speed effect changes the fight waiting to be resolved (HF-8.5, HF-17.1). */
  private combatBonus(effect: Effect | undefined, self: number | null, targets: number[], x = 0): number {
    const combat = this.b.view.combat;
    if (!combat) return 0;
    const attacker = this.b.unit(combat.attacker);
    if (!attacker) return 0;
    const victimId = combat.defender ?? ('card' in combat.target ? combat.target.card : null);
    const victim = victimId === null ? undefined : this.b.unit(victimId);
    const ch = this.combatChanges(effect, self, targets, x);
    const attackerGone =
      ch.gone.has(attacker.id) ||
      (ch.damage.has(attacker.id) && this.b.dies(attacker, ch.damage.get(attacker.id)!));
    const aPower = attacker.power + (ch.power.get(attacker.id) ?? 0);
    const mineAttacking = attacker.controller === this.me;
    if (!victim) {
      // An attack on a player: removing the attacker saves the damage.
      return !mineAttacking && attackerGone ? 1.5 : 0;
    }
    const vTough =
      this.b.toughness(victim) + (ch.power.get(victim.id) ?? 0) - (ch.damage.get(victim.id) ?? 0);
    const diesBefore = !victim.indestructible && attacker.power >= this.b.toughness(victim);
    const diesAfter = !victim.indestructible && !attackerGone && aPower >= vTough;
    if (mineAttacking && victim.controller !== this.me)
      return !diesBefore && diesAfter ? this.b.worth(victim) : 0;
    if (!mineAttacking && victim.controller === this.me)
      return diesBefore && !diesAfter ? this.b.worth(victim) : 0;
    return 0;
  }

  private defense(legal: Action[], best: Best): Action | null {
    const combat = this.b.view.combat;
    const attacker = combat ? this.b.unit(combat.attacker) : undefined;
    const none = legal.find((a) => a.type === 'defend' && a.defender === null) ?? null;
    if (!combat || !attacker) return none;
    const guard = this.b.view.players[this.me].guardDeck.length;
    const target = 'card' in combat.target ? this.b.unit(combat.target.card) : undefined;
    const targetLoss = target && this.b.dies(target, attacker.power) ? this.b.worth(target) : 0;
    const damage = 1 + playerDamageBonus(attacker.keywords);
    const scored: Scored[] = [];
    for (const a of legal) {
      if (a.type !== 'defend') continue;
      if (a.defender === null) {
        scored.push({ action: a, score: 0 });
        continue;
      }
      const d = this.b.unit(a.defender);
      if (!d) continue;
      const survives = !this.b.dies(d, attacker.power);
      const counterKills = strikesBack(d.keywords) && this.b.dies(attacker, d.power);
      let score = counterKills ? this.b.worth(attacker) : 0;
      score += survives ? 1 : -this.b.worth(d);
      if (target) score += targetLoss;
      else {
        // Blocking saves guard cards; a chump block is worth it when few are left (HF-9.1).
        const saved = survives || !pierces(attacker.keywords) ? damage : damage - 1;
        score += saved * (guard <= 2 ? 5 : guard <= 4 ? 2.5 : 0.6);
      }
      scored.push({ action: a, score: score - 0.3 });
    }
    return best(scored, 0) ?? none;
  }

  /** Which guard card takes the damage: a damage trigger revealed (HF-9.3), else the least useful card. */
  private damage(legal: Action[], best: Best): Action | null {
    return best(
      legal.map((a) => {
        const t = a as Of<'takeDamage'>;
        const d = this.b.defById(t.card);
        const trigger = t.reveal ? this.b.scoreEffect(d?.damageTrigger, this.me, null, t.targets) + 0.5 : 0;
        return { action: a, score: trigger - this.keepWorth(t.card) };
      }),
    );
  }

  // ---- small choices ------------------------------------------------------------------------------------

  private keepWorth(id: number): number {
    return this.b.handWorth(this.b.defById(id));
  }

  /** Targets for a triggered ability: the opponent's most valuable, or our own strongest ready character. */
  private targetsScore(targets: number[]): number {
    let score = 0;
    for (const id of targets) {
      const u = this.b.unit(id);
      if (!u) score += this.keepWorth(id);
      else if (u.controller === this.me) score += u.power / 1000 + (u.sleep ? 0 : 0.5);
      else score += this.b.worth(u) + 2;
    }
    return score;
  }

  private chooseCard(legal: Action[], best: Best): Action | null {
    const prompt = this.b.view.pending?.prompt;
    const options = legal.filter((a): a is Of<'choose'> => a.type === 'choose' && a.card !== null);
    if (options.length === 0) return legal[0];
    const sign = prompt === 'discard' ? -1 : 1;
    return best(options.map((a) => ({ action: a, score: sign * this.keepWorth(a.card!) })));
  }

  private payCost(legal: Action[], best: Best): Action | null {
    const prompt = this.b.view.pending?.prompt ?? '';
    if (prompt.startsWith('carnage')) return legal[0];
    return best(legal.map((a) => ({ action: a, score: -this.keepWorth((a as Of<'payCost'>).card) })));
  }
}

function hostileGrant(a: Ability): boolean {
  if (a.kind !== 'static') return false;
  return a.effects.some(
    (e) => e.kind === 'grant' && ('cannotAttack' in e.grant || 'cannotDefend' in e.grant),
  );
}
