// Modes (RULING HF-5.13, docs/engine.md) and the target options of a play, activation or trigger.
// The chosen modes' target specs follow those of the card or ability; a mode's `{ target: i }` indexes its own
// specs, so its steps are shifted by its offset once (memoized) and the whole resolves as one effect whose
// processes are the card's or ability's, then each chosen mode's in printed order.
import type { Effect, EffectOp, Modal, PlayerIndex, TargetSpec } from '../core/cardTypes.js';
import type { TargetChoiceFields } from '../core/decisions.js';
import type { Game } from './game.js';
import { type SpecCombo, candidates, isGroupSpec, specCombos } from './targets.js';

/** One legal way to choose: the action fields `targets`, `targetCounts` (with "up to"), `modes` (with modes). */
export type TargetOption = TargetChoiceFields;

const NO_SPECS: TargetSpec[] = [];

/** The target specs in force: the card's or ability's, then each chosen mode's. */
export function specsWithModes(
  base: TargetSpec[] | undefined,
  modal: Modal | undefined,
  modes: readonly number[] | undefined,
): TargetSpec[] {
  if (!modal || !modes || modes.length === 0) return base ?? NO_SPECS;
  const out = [...(base ?? NO_SPECS)];
  for (const m of modes) out.push(...(modal.modes[m]?.targets ?? NO_SPECS));
  return out;
}

const SHIFTED = new WeakMap<Effect, Map<number, EffectOp[][]>>();

/** A copy of `v` with every `{ target: i }` made `{ target: i + by }`; granted abilities and replacements keep theirs. */
function shift(v: unknown, by: number): unknown {
  if (Array.isArray(v)) return v.map((x) => shift(x, by));
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 1 && typeof o.target === 'number') return { target: o.target + by };
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = k === 'ability' || k === 'replacement' ? o[k] : shift(o[k], by);
  return out;
}

function processesOf(effect: Effect, offset: number): EffectOp[][] {
  if (offset === 0) return effect.processes.map((p) => p.steps);
  let known = SHIFTED.get(effect);
  if (known === undefined) {
    known = new Map();
    SHIFTED.set(effect, known);
  }
  let found = known.get(offset);
  if (found === undefined) {
    found = effect.processes.map((p) => shift(p.steps, offset) as EffectOp[]);
    known.set(offset, found);
  }
  return found;
}

/** The processes to resolve: `effect`'s, then each chosen mode's in printed order (RULING HF-5.13). */
export function processesWithModes(
  effect: Effect | undefined,
  base: TargetSpec[] | undefined,
  modal: Modal | undefined,
  modes: readonly number[] | undefined,
): EffectOp[][] {
  const out = effect ? processesOf(effect, 0) : [];
  if (!modal || !modes) return out;
  let offset = base?.length ?? 0;
  for (const m of modes) {
    const mode = modal.modes[m];
    if (!mode) continue;
    out.push(...processesOf(mode.effect, offset));
    offset += mode.targets?.length ?? 0;
  }
  return out;
}

/** The mode sets a player may choose: `choose` of them (1 to `choose` with `upTo`), in printed order. */
function modeSets(modal: Modal, usable: boolean[]): number[][] {
  const out: number[][] = [];
  const min = modal.upTo ? 1 : modal.choose;
  const pick: number[] = [];
  const walk = (from: number, size: number): void => {
    if (pick.length === size) {
      out.push(pick.slice());
      return;
    }
    for (let i = from; i < modal.modes.length; i++) {
      if (!usable[i]) continue;
      pick.push(i);
      walk(i + 1, size);
      pick.pop();
    }
  };
  for (let size = min; size <= modal.choose; size++) walk(0, size);
  return out;
}

function hasUpTo(specs: readonly TargetSpec[]): boolean {
  return specs.some((s) => s.upTo === true);
}

function option(combos: SpecCombo[], specs: TargetSpec[], modes: number[] | undefined): TargetOption {
  const targets: number[] = [];
  const counts: number[] = [];
  for (const c of combos) {
    targets.push(...c.ids);
    counts.push(...c.counts);
  }
  const out: TargetOption = { targets };
  if (hasUpTo(specs)) out.targetCounts = counts;
  if (modes) out.modes = modes;
  return out;
}

/**
 * Every legal way to choose the modes and targets of a card or ability (HF-5.4, HF-5.10, RULING HF-5.13).
 * Targets are distinct within the card's or ability's own specs and within each mode's. Empty when it
 * cannot be played / used / put to resolve: a spec with too few legal targets, or too few choosable modes.
 */
export function targetOptions(
  game: Game,
  base: TargetSpec[] | undefined,
  modal: Modal | undefined,
  controller: PlayerIndex,
  selfId: number,
): TargetOption[] {
  const baseSpecs = base ?? NO_SPECS;
  if (!modal && baseSpecs.length === 1 && !isGroupSpec(baseSpecs[0]))
    return candidates(game, baseSpecs[0], controller, selfId).map((id) => ({ targets: [id] })); // the usual case
  const baseCombos = specCombos(game, baseSpecs, controller, selfId);
  if (!modal) return baseCombos.map((c) => option([c], baseSpecs, undefined));
  if (baseCombos.length === 0) return [];
  const modeCombos = modal.modes.map((m) => specCombos(game, m.targets ?? NO_SPECS, controller, selfId));
  const out: TargetOption[] = [];
  for (const modes of modeSets(
    modal,
    modeCombos.map((c) => c.length > 0),
  )) {
    const specs = specsWithModes(baseSpecs, modal, modes);
    let products: SpecCombo[][] = baseCombos.map((c) => [c]);
    for (const m of modes) products = products.flatMap((p) => modeCombos[m].map((c) => [...p, c]));
    for (const p of products) out.push(option(p, specs, modes));
  }
  return out;
}
