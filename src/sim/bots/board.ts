// What a bot can work out from its player's view: the characters on the battlefield with estimated power
// and keywords, and rough values of cards and effects. Only the view and public card definitions are used
// (a visible card carries its definition id; a face-down battlefield card only its public definition).
// A character's power, keywords and traits come from the view's status (what every player can work out,
// HF-12.6); without one (a view from an older engine) they are estimated from printed power, set cards and
// the continuous effects of visible cards.
import type {
  CardDefinition,
  CardFilter,
  CardKind,
  CardRef,
  Condition,
  Effect,
  EffectOp,
  KeywordName,
  PlayerIndex,
  PlayerRef,
  StaticEffect,
  Value,
} from '../../core/cardTypes.js';
import type { PlayerView, SeenCard, VisibleCard } from '../../engine/view.js';
import type { CardLookup } from './types.js';

export interface Unit {
  id: number;
  controller: PlayerIndex;
  owner: PlayerIndex;
  kind: CardKind;
  name: string;
  traits: string[];
  /** Undefined for an opponent's face-down card (only its public definition is known). */
  def: CardDefinition | undefined;
  sleep: boolean;
  damage: number;
  basePower: number;
  power: number;
  keywords: Set<KeywordName>;
  indestructible: boolean;
  /** Only attackable / defendable by characters with this keyword (【神速】). */
  unblockableExceptBy: KeywordName | null;
  attachments: number[];
  /** Power, keywords and traits are the view's own (status), not estimates. */
  exact: boolean;
}

/**
 * What a bot remembers between decisions: public facts it has seen — which card an id was when its face was
 * visible (so a set card it saw stays known once attached) and 【空装】 reveals.
 */
export class Memory {
  readonly defs = new Map<number, string>();
  readonly kuusou: [string | null, string | null] = [null, null];

  /** A face-up 【空装】 card in a guard deck: its effect lasts for the game (HF-13.8). */
  noteKuusou(player: PlayerIndex, defId: string): void {
    if (this.kuusou[player] === null) this.kuusou[player] = defId;
  }
}

export function isVisible(c: SeenCard): c is VisibleCard {
  return !('hidden' in c);
}

export class Board {
  readonly me: PlayerIndex;
  readonly opp: PlayerIndex;
  readonly units: Unit[] = [];
  private readonly byId = new Map<number, Unit>();
  private readonly visible = new Map<number, VisibleCard>();

  constructor(
    readonly view: PlayerView,
    readonly lookup: CardLookup,
    readonly memory: Memory,
  ) {
    this.me = view.viewer;
    this.opp = view.viewer === 0 ? 1 : 0;
    const all: SeenCard[] = [...view.battlefield, ...(view.attached ?? []), ...view.excluded];
    for (const p of view.players) {
      all.push(...p.hand, ...p.guardDeck, ...p.trash, ...p.damageField);
      if (Array.isArray(p.extraDeck)) all.push(...p.extraDeck);
    }
    for (const c of all) {
      if (!isVisible(c)) continue;
      this.visible.set(c.id, c);
      if (c.def !== '') memory.defs.set(c.id, c.def);
    }
    view.players.forEach((p, i) => {
      for (const c of p.guardDeck)
        if (isVisible(c) && c.faceUp && this.def(c)?.kuusou) memory.noteKuusou(i as PlayerIndex, c.def);
    });
    for (const c of view.battlefield) {
      if (!isVisible(c)) continue;
      const unit = this.withStatus(this.unitOf(c), c);
      this.units.push(unit);
      this.byId.set(unit.id, unit);
    }
    this.applyStatics();
  }

  def(c: VisibleCard): CardDefinition | undefined {
    return c.def ? this.lookup(c.def) : undefined;
  }

  /** The definition of a visible card, or of a card the bot has seen before (e.g. a set card now attached). */
  defById(id: number): CardDefinition | undefined {
    const c = this.visible.get(id);
    if (c) return this.def(c);
    const remembered = this.memory.defs.get(id);
    return remembered ? this.lookup(remembered) : undefined;
  }

  card(id: number): VisibleCard | undefined {
    return this.visible.get(id);
  }

  unit(id: number): Unit | undefined {
    return this.byId.get(id);
  }

  characters(player?: PlayerIndex): Unit[] {
    return this.units.filter(
      (u) => u.kind === 'character' && (player === undefined || u.controller === player),
    );
  }

  activeEnergy(player: PlayerIndex = this.me): number {
    return this.view.players[player].energy.active;
  }

  private unitOf(c: VisibleCard): Unit {
    const def = c.faceDown ? undefined : this.def(c);
    const keywords = new Set<KeywordName>();
    let indestructible = false;
    let unblockableExceptBy: KeywordName | null = null;
    let power = c.faceDown ? c.faceDown.power : (def?.power ?? 0);
    const abilities = def ? [...def.abilities] : [];
    for (const a of c.attachments) {
      const setDef = this.defById(a);
      // An unseen set card (a view without `attached`): most are +1000 weapons.
      power += setDef ? setDef.power : 1000;
      if (setDef) abilities.push(...setDef.abilities);
    }
    for (const ability of abilities) {
      if (ability.keyword) keywords.add(ability.keyword);
      if (ability.kind !== 'static') continue;
      for (const e of ability.effects) {
        if (e.kind === 'indestructible' && e.affects === 'self') indestructible = true;
        if (e.kind === 'unblockableExceptBy') unblockableExceptBy = e.keyword;
      }
    }
    return {
      id: c.id,
      controller: c.controller,
      owner: c.owner,
      kind: c.faceDown ? c.faceDown.kind : (def?.kind ?? 'character'),
      name: c.name,
      traits: c.faceDown ? [...c.faceDown.traits] : [...(def?.traits ?? [])],
      def,
      sleep: c.sleep,
      damage: c.damage,
      basePower: power,
      power,
      keywords,
      indestructible,
      unblockableExceptBy,
      attachments: [...c.attachments],
      exact: false,
    };
  }

  /** The view's status of a battlefield character overrides the estimates. */
  private withStatus(u: Unit, c: VisibleCard): Unit {
    const st = c.status;
    if (!st) return u;
    u.power = st.power;
    u.keywords = new Set(st.keywords);
    u.traits = [...st.traits];
    u.indestructible = st.indestructible;
    u.exact = true;
    return u;
  }

  /** Continuous effects of visible battlefield cards and of revealed 【空装】 cards (HF-12.1, HF-13.8). */
  private applyStatics(): void {
    const sources: { effects: StaticEffect[]; condition?: Condition; self: Unit | null; you: PlayerIndex }[] =
      [];
    for (const u of this.units) {
      const defs = u.def ? [u.def] : [];
      for (const a of u.attachments) {
        const d = this.defById(a);
        if (d) defs.push(d);
      }
      for (const d of defs)
        for (const ability of d.abilities)
          if (ability.kind === 'static' && !ability.keyword)
            sources.push({
              effects: ability.effects,
              condition: ability.condition,
              self: u,
              you: u.controller,
            });
    }
    this.memory.kuusou.forEach((defId, i) => {
      const k = defId ? this.lookup(defId)?.kuusou : undefined;
      if (k) sources.push({ effects: k.statics, self: null, you: i as PlayerIndex });
    });
    for (const s of sources) {
      if (s.condition && !this.condition(s.condition, s.you, s.self?.id ?? null)) continue;
      for (const e of s.effects) {
        if (e.kind === 'playerAttackDamageBonus' || e.kind === 'unblockableExceptBy') continue;
        if (e.kind === 'costChange') continue; // HF-5.12: the engine's legal actions already pay the changed cost
        const affected =
          e.affects === 'self'
            ? s.self
              ? [s.self]
              : []
            : this.units.filter((u) => this.matches(u, e.affects as CardFilter, s.you, s.self?.id ?? null));
        for (const u of affected) {
          if (u.exact) continue; // the view's status already has every effect in force
          if (e.kind === 'power') u.power += this.value(e.amount, s.you, s.self?.id ?? null, []);
          if (e.kind === 'indestructible') u.indestructible = true;
          if (e.kind === 'grant' && 'keyword' in e.grant) u.keywords.add(e.grant.keyword);
        }
      }
    }
    for (const u of this.units) u.power = Math.max(0, u.power);
  }

  matches(u: Unit, f: CardFilter, you: PlayerIndex, self: number | null): boolean {
    if (f.controller === 'you' && u.controller !== you) return false;
    if (f.controller === 'opponent' && u.controller === you) return false;
    if (f.state === 'active' && u.sleep) return false;
    if (f.state === 'sleep' && !u.sleep) return false;
    if (f.traits && !f.traits.every((t) => u.traits.includes(t))) return false;
    if (f.powerAtMost !== undefined && u.basePower > f.powerAtMost) return false;
    if (f.powerAtLeast !== undefined && u.basePower < f.powerAtLeast) return false;
    if (f.nameContains !== undefined && !u.name.includes(f.nameContains)) return false;
    if (f.name !== undefined && u.name !== f.name) return false;
    if (f.kind && !f.kind.includes(u.kind)) return false;
    if (f.hasKeyword && !u.keywords.has(f.hasKeyword)) return false;
    if (f.lacksKeyword && u.keywords.has(f.lacksKeyword)) return false;
    if (f.notSelf && u.id === self) return false;
    return true;
  }

  private playerOf(ref: PlayerRef, you: PlayerIndex): PlayerIndex | null {
    if (ref === 'you') return you;
    if (ref === 'opponent') return you === 0 ? 1 : 0;
    return null;
  }

  zoneSize(zone: string, player: PlayerIndex): number {
    const p = this.view.players[player];
    switch (zone) {
      case 'hand':
        return p.hand.length;
      case 'trash':
        return p.trash.length;
      case 'damageField':
        return p.damageField.length;
      case 'guardDeck':
        return p.guardDeck.length;
      case 'mainDeck':
        return p.mainDeck;
      default:
        return 0;
    }
  }

  value(v: Value, you: PlayerIndex, self: number | null, targets: number[], x = 0): number {
    if (typeof v === 'number') return v;
    if ('x' in v) return x;
    if ('count' in v) return this.units.filter((u) => this.matches(u, v.count, you, self)).length;
    if ('zoneSize' in v) {
      const p = this.playerOf(v.player, you);
      return p === null ? 0 : this.zoneSize(v.zoneSize, p);
    }
    if ('powerOf' in v) return this.ref(v.powerOf, self, targets)?.power ?? 0;
    return this.value(v.times[0], you, self, targets, x) * v.times[1];
  }

  ref(r: CardRef, self: number | null, targets: number[]): Unit | undefined {
    if (r === 'self' || r === 'source') return self === null ? undefined : this.unit(self);
    if (typeof r === 'object' && 'target' in r) return this.unit(targets[r.target]);
    return undefined;
  }

  condition(c: Condition, you: PlayerIndex, self: number | null): boolean {
    switch (c.kind) {
      case 'count':
        return this.units.filter((u) => this.matches(u, c.filter, you, self)).length >= c.atLeast;
      case 'zoneSize': {
        const p = this.playerOf(c.player, you);
        if (p === null) return true;
        const n = this.zoneSize(c.zone, p);
        return (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
      }
      case 'yourTurn':
        return this.view.turnPlayer === you;
      case 'opponentTurn':
        return this.view.turnPlayer !== you;
      case 'not':
        return !this.condition(c.cond, you, self);
      case 'all':
        return c.conds.every((d) => this.condition(d, you, self));
      default:
        return true;
    }
  }

  /** Damage this unit can still take before it is destroyed (HF-9.4). */
  toughness(u: Unit): number {
    return u.power - u.damage;
  }

  /** A rough worth of a unit on the battlefield, in "cards". */
  worth(u: Unit): number {
    if (u.kind !== 'character') return 1.5;
    return 0.5 + u.power / 1000 + 0.6 * u.keywords.size + (u.def ? u.def.cost * 0.25 : 0.5);
  }

  /** Would `amount` damage destroy it (HF-9.4, HF-13.5)? */
  dies(u: Unit, amount: number): boolean {
    return !u.indestructible && amount >= this.toughness(u);
  }

  /** Positive when losing this unit hurts `you`'s opponent, negative when it hurts `you`. */
  private lossFor(u: Unit | undefined, you: PlayerIndex): number {
    if (!u) return 0;
    return u.controller === you ? -this.worth(u) : this.worth(u);
  }

  /** A rough score of an effect for its controller `you`, with its chosen targets (card ids). */
  scoreEffect(
    effect: Effect | undefined,
    you: PlayerIndex,
    self: number | null,
    targets: number[],
    x = 0,
  ): number {
    if (!effect) return 0;
    let total = 0;
    for (const p of effect.processes) total += this.scoreSteps(p.steps, you, self, targets, x);
    return total;
  }

  scoreSteps(steps: EffectOp[], you: PlayerIndex, self: number | null, targets: number[], x = 0): number {
    let total = 0;
    for (const op of steps) total += this.scoreOp(op, you, self, targets, x);
    return total;
  }

  private sign(ref: PlayerRef | 'each', you: PlayerIndex): number {
    if (ref === 'each') return 0;
    const p = this.playerOf(ref, you);
    return p === null ? 0 : p === you ? -1 : 1;
  }

  private scoreOp(op: EffectOp, you: PlayerIndex, self: number | null, targets: number[], x: number): number {
    const val = (v: Value) => this.value(v, you, self, targets, x);
    switch (op.op) {
      case 'draw':
        return -0.6 * this.sign(op.player, you) * val(op.count);
      case 'damageCharacter': {
        const u = this.ref(op.target, self, targets);
        if (!u) return 0;
        return this.dies(u, val(op.amount)) ? this.lossFor(u, you) : 0.1 * Math.sign(this.lossFor(u, you));
      }
      case 'damageCharacters': {
        const amount = val(op.amount);
        return this.units
          .filter(
            (u) => u.kind === 'character' && this.matches(u, op.filter, you, self) && this.dies(u, amount),
          )
          .reduce((n, u) => n + this.lossFor(u, you), 0);
      }
      case 'damagePlayer':
        return 1.2 * this.sign(op.player, you) * val(op.amount);
      case 'destroy': {
        const u = this.ref(op.target, self, targets);
        return u && !u.indestructible ? this.lossFor(u, you) : 0;
      }
      case 'destroyAll':
        return this.units
          .filter((u) => !u.indestructible && this.matches(u, op.filter, you, self))
          .reduce((n, u) => n + this.lossFor(u, you), 0);
      case 'modifyPower': {
        const u = this.ref(op.target, self, targets);
        if (!u) return 0;
        const amount = val(op.amount);
        if (amount < 0 && u.power + amount <= u.damage) return this.lossFor(u, you);
        return u.controller === you ? (amount > 0 ? 0.3 : -0.3) : amount < 0 ? 0.3 : -0.3;
      }
      case 'modifyPowerAll': {
        const amount = val(op.amount);
        return this.units
          .filter((u) => u.kind === 'character' && this.matches(u, op.filter, you, self))
          .reduce((n, u) => n + 0.2 * Math.sign(amount) * (u.controller === you ? 1 : -1), 0);
      }
      case 'setState': {
        const u = this.ref(op.target, self, targets);
        if (!u) return 0;
        const good = (u.controller === you) === (op.state === 'active');
        return good ? 0.5 : -0.5;
      }
      case 'setStateAll':
        return 0.2;
      case 'moveCard': {
        const u = this.ref(op.target, self, targets);
        if (u) return 0.8 * this.lossFor(u, you);
        // A card in a zone (trash, hand, damage field): taking one back is good.
        return op.to === 'hand' ? 1 : 0.3;
      }
      case 'changeControl': {
        const u = this.ref(op.target, self, targets);
        return u && u.controller !== you ? 2 * this.worth(u) : 0;
      }
      case 'moveAll':
        return this.units
          .filter((u) => this.matches(u, op.filter, you, self))
          .reduce((n, u) => n + 0.8 * this.lossFor(u, you), 0);
      case 'pick':
        return op.to === 'hand' || op.to === 'battlefield' ? 0.8 : 0.3;
      case 'reveal':
        return 0;
      case 'lookAtTop':
      case 'search':
        return 0.7;
      case 'putFaceDown':
        return 1;
      case 'grant':
      case 'grantAll': {
        const g = op.grant;
        const hostile = 'cannotAttack' in g || 'cannotDefend' in g;
        if (op.op === 'grant') {
          const u = this.ref(op.target, self, targets);
          if (!u) return 0;
          return (u.controller === you) !== hostile ? 0.4 : -0.2;
        }
        return 0.3;
      }
      case 'negate':
        return 2;
      case 'placeEnergy':
        return -0.8 * this.sign(op.player, you) * val(op.count);
      case 'activateEnergy':
        return -0.3 * this.sign(op.player, you) * val(op.count);
      case 'discard':
        return 0.6 * this.sign(op.player, you) * val(op.count);
      case 'loseGame':
        return 100 * this.sign(op.player, you);
      case 'ifThen':
        return this.condition(op.cond, you, self)
          ? this.scoreSteps(op.then, you, self, targets, x)
          : op.else
            ? this.scoreSteps(op.else, you, self, targets, x)
            : 0;
      case 'mayDo':
        return Math.max(0, this.scoreSteps(op.then, you, self, targets, x));
    }
  }

  /** How much a card in hand is worth keeping (low: discard or lose it first). */
  handWorth(def: CardDefinition | undefined): number {
    if (!def) return 0;
    const trigger = def.damageTrigger ? 0.5 : 0;
    if (def.kind === 'character') return def.power / 1000 + def.cost * 0.2 + trigger;
    if (def.kind === 'command') return 1 + def.cost * 0.3 + trigger;
    return 0.8 + def.cost * 0.2 + trigger;
  }
}
