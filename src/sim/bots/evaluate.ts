// How good a position is for a player: the bots' one measure of a game. It weighs what each player has —
// guard cards (the life total, HF-9.1), cards in hand, energies, damage-field cards (carnage and extra draws,
// HF-11) and what they control on the battlefield — and reads every card's power, keywords and abilities
// with the engine's own queries (src/engine/readGame.ts). The bots ask it only of games rebuilt from their
// view, so it never sees a hidden card's face. `evaluate` turns the difference into a win chance in (0, 1).
import type { PlayerIndex } from '../../core/cardTypes.js';
import type { Game, PlayerView } from '../../engine/index.js';
import {
  abilitiesOf,
  hasGrantFlag,
  isIndestructible,
  kindOf,
  powerOf,
  reading,
} from '../../engine/readGame.js';

type LastingEffect = PlayerView['effects'][number];

/** The weights of the evaluation, in "cards". */
export const WEIGHTS = {
  hand: 0.7,
  energy: 0.3,
  /** Energies beyond this many add little (the most expensive cards cost about this much). */
  energyUseful: 7,
  damageField: 0.12,
  /** Per guard card a flat worth (it can be played, HF-5.2) plus a life worth that grows as they run out. */
  guardCard: 1.0,
  guardLife: 4.0,
  /** A main deck about to run out reloads at the cost of guard cards (HF-10.1). */
  lowDeck: 0.4,
  character: 0.5,
  perThousandPower: 0.85,
  keyword: 0.35,
  ability: 0.3,
  indestructible: 0.5,
  /** A character that will not be able to defend in the opponent's next turn (asleep at its own turn's end). */
  asleep: 0.3,
  restricted: 0.3,
  /**
   * A world set (one per player, HF-4.6) stays: each of its triggered or activated abilities works turn after
   * turn (a static one shows in what it changes, such as power).
   */
  worldSet: 1.5,
  worldSetAbility: 2.0,
  /** How much of the guard damage a player's unblockable attackers threaten is counted (its turn, the other's). */
  threatNow: 0.6,
  threatLater: 0.3,
  /** How many cards of difference make a 73 % (1/(1+e^-1)) win chance. */
  scale: 3,
} as const;

/** The guard deck's worth: HF-9.1, the last cards matter most (the player loses on damage with none). */
function guardWorth(n: number): number {
  let v = 0;
  for (let i = 1; i <= n; i++) v += guardMarginal(i);
  return v;
}

/** The worth of the `n`-th guard card (HF-9.1: with none left, damage loses the game). */
function guardMarginal(n: number): number {
  return n <= 0 ? 3 * WEIGHTS.guardLife : WEIGHTS.guardCard + WEIGHTS.guardLife / n;
}

/**
 * HF-8, HF-9.1: the guard damage `p`'s characters threaten — attackers beyond the opponent's possible
 * defenders get through (HF-8.3: a defender falls asleep defending, so each stops one attack). Counted in
 * part: the opponent still has its answers.
 */
function threat(game: Game, p: PlayerIndex): number {
  const s = game.state;
  const o: PlayerIndex = p === 0 ? 1 : 0;
  const now = s.turnPlayer === p;
  let attackers = 0;
  let defenders = 0;
  for (const id of s.battlefield) {
    const c = s.cards[id];
    if (kindOf(game, id) !== 'character') continue;
    if (c.controller === p) {
      // In its own turn only the active ones can still attack; otherwise all will be after the active phase.
      if ((!now || !c.sleep) && !hasGrantFlag(game, id, 'cannotAttack')) attackers++;
    } else if (!c.sleep && !hasGrantFlag(game, id, 'cannotDefend')) defenders++;
  }
  const through = attackers - defenders;
  if (through <= 0) return 0;
  const guard = s.players[o].guardDeck.length;
  let v = 0;
  for (let k = 0; k < through && guard - k >= 0; k++) v += guardMarginal(guard - k);
  return v * (now ? WEIGHTS.threatNow : WEIGHTS.threatLater);
}

/** Lasting effects that end with this turn (HF-12.9): their power and keywords are worth nothing later. */
function fleeting(game: Game): LastingEffect[] {
  return game.state.effects.filter((e) => e.duration === 'endOfTurn');
}

/** An ability instance's key without its trailing effect index, as keywordCount() counts them (memoized). */
const INSTANCES = new Map<string, string>();
function instanceOf(key: string): string {
  let out = INSTANCES.get(key);
  if (out === undefined) {
    out = key.replace(/\.\d+$/, '');
    if (INSTANCES.size >= 4096) INSTANCES.clear(); // granted abilities' keys name effect ids: keep it bounded
    INSTANCES.set(key, out);
  }
  return out;
}

/** characterWorth()'s set of the instances counted, cleared on each use (it is not reentrant). */
const COUNTED = new Set<string>();

/**
 * The keyword and ability counts of an ability list with no lasting grant about to end, kept per list: the
 * engine never modifies a list it returned (query.ts: built anew when a card's abilities change), and the
 * counts read only the instances' keys and abilities, so the same list always counts the same (issue 25:
 * the bots evaluate a position per candidate answer, and this loop was their largest self time).
 */
const COUNTS = new WeakMap<readonly unknown[], { keywords: number; abilities: number }>();

function characterWorth(game: Game, id: number, soon: readonly LastingEffect[]): number {
  const c = game.state.cards[id];
  let power = powerOf(game, id);
  let passing: Set<string> | null = null;
  for (const e of soon) {
    if (e.card !== id || e.cardSeq !== c.seq) continue;
    if (e.kind === 'power') power -= e.amount;
    if (e.kind === 'grant') (passing ??= new Set()).add(`g${e.id}`);
  }
  const all = abilitiesOf(game, id);
  let keywords: number;
  let abilities: number;
  const kept = passing === null ? COUNTS.get(all) : undefined;
  if (kept !== undefined) {
    keywords = kept.keywords;
    abilities = kept.abilities;
  } else {
    keywords = 0;
    abilities = 0;
    const counted = COUNTED;
    counted.clear();
    for (const inst of all) {
      const instance = instanceOf(inst.key);
      if (passing?.has(instance) || counted.has(instance)) continue;
      counted.add(instance);
      if (inst.ability.keyword) keywords++;
      else abilities++;
    }
    if (passing === null) COUNTS.set(all, { keywords, abilities });
  }
  let v = WEIGHTS.character + (WEIGHTS.perThousandPower * Math.max(0, power)) / 1000;
  v += WEIGHTS.keyword * keywords + WEIGHTS.ability * abilities;
  if (isIndestructible(game, id)) v += WEIGHTS.indestructible;
  if (hasGrantFlag(game, id, 'cannotAttack')) v -= WEIGHTS.restricted;
  if (hasGrantFlag(game, id, 'cannotDefend')) v -= WEIGHTS.restricted;
  // Asleep at the end of its controller's turn, it cannot defend in the opponent's turn (HF-6.1, HF-8.3).
  if (c.sleep) v -= game.state.turnPlayer === c.controller ? WEIGHTS.asleep : WEIGHTS.asleep / 3;
  return Math.max(0.1, v);
}

function permanentWorth(game: Game, id: number, soon: readonly LastingEffect[]): number {
  const kind = kindOf(game, id);
  if (kind === 'character') return characterWorth(game, id, soon);
  if (kind === 'worldSet') {
    let v = WEIGHTS.worldSet;
    for (const inst of abilitiesOf(game, id))
      v += inst.ability.kind === 'static' ? WEIGHTS.ability : WEIGHTS.worldSetAbility;
    return v;
  }
  return 0.2; // a card set on its host counts through the host (power, abilities); this is the card itself
}

/** What player `p` has, in cards. */
export function material(game: Game, p: PlayerIndex): number {
  return reading(game, () => {
    const s = game.state;
    const pl = s.players[p];
    let v = guardWorth(pl.guardDeck.length);
    v += WEIGHTS.hand * pl.hand.length;
    const energies = pl.energy.length;
    v += WEIGHTS.energy * Math.min(energies, WEIGHTS.energyUseful);
    v += (WEIGHTS.energy / 4) * Math.max(0, energies - WEIGHTS.energyUseful);
    v += WEIGHTS.damageField * pl.damageField.length;
    if (pl.mainDeck.length < 3) v -= WEIGHTS.lowDeck * (3 - pl.mainDeck.length);
    const soon = fleeting(game);
    for (const id of s.battlefield) if (s.cards[id].controller === p) v += permanentWorth(game, id, soon);
    return v;
  });
}

/** A won game's lead, far above any material lead. */
export const WON = 1000;

/** `me`'s material lead over the opponent, in cards (±WON once the game is over, 0 for a draw). */
export function lead(game: Game, me: PlayerIndex): number {
  const r = game.state.result;
  if (r) return r.winner === null ? 0 : r.winner === me ? WON : -WON;
  return material(game, me) - material(game, me === 0 ? 1 : 0);
}

/** `me`'s chance to win, estimated: 1 or 0 for a game over, 0.5 for a draw. */
export function evaluate(game: Game, me: PlayerIndex): number {
  const r = game.state.result;
  if (r) return r.winner === null ? 0.5 : r.winner === me ? 1 : 0;
  return 1 / (1 + Math.exp(-lead(game, me) / WEIGHTS.scale));
}
