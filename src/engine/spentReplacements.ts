// HF-5.11 with HF-9.4 / HF-9.5: a character that has damage ≥ power (or power 0) is destroyed by the state
// check every time it is checked. When a replacement replaced that destruction and the character still meets
// the condition afterwards, it is the same continuing event: the replacements already applied to it do not
// apply again (they are "spent" while it stays that object and meets the condition), so the check ends.
import { type Game, card } from './game.js';
import { powerOf } from './query.js';

/** The replacements already applied to this character's destruction by the state check. */
export function spentReplacementKeys(game: Game, id: number): string[] {
  const spent = game.state.spentReplacements;
  if (spent === undefined) return [];
  const seq = card(game, id).seq;
  return spent.filter((x) => x.card === id && x.seq === seq).map((x) => x.key);
}

export function rememberSpentReplacement(
  game: Game,
  id: number,
  key: string,
  kill: { byAttack: number | null; byCounter?: number } = { byAttack: null },
): void {
  const s = game.state;
  const entry = {
    card: id,
    seq: card(game, id).seq,
    key,
    ...(kill.byAttack !== null ? { byAttack: kill.byAttack } : {}),
    ...(kill.byCounter !== undefined ? { byCounter: kill.byCounter } : {}),
  };
  s.spentReplacements = [...(s.spentReplacements ?? []), entry]; // replaced, never edited (snapshot.ts)
}

/**
 * fixc task 2 (RULING HF-5.11, HF-13.1): the attacker / 【反撃】 defender whose damage started the continuing
 * event of this character's replaced destruction, so the later check that destroys it still counts as that kill.
 */
export function spentKill(game: Game, id: number): { byAttack: number | null; byCounter: number | null } {
  let byAttack: number | null = null;
  let byCounter: number | null = null;
  const seq = card(game, id).seq;
  for (const x of game.state.spentReplacements ?? []) {
    if (x.card !== id || x.seq !== seq) continue;
    byAttack ??= x.byAttack ?? null;
    byCounter ??= x.byCounter ?? null;
  }
  return { byAttack, byCounter };
}

/** Forgets what no longer applies: the card left (a new object) or no longer meets the condition. */
export function forgetSpentReplacements(game: Game): void {
  const s = game.state;
  const spent = s.spentReplacements;
  if (spent === undefined) return;
  const kept = spent.filter((x) => {
    const c = card(game, x.card);
    if (c.seq !== x.seq || c.zone !== 'battlefield') return false;
    const power = powerOf(game, x.card);
    return power <= 0 || c.damage >= power;
  });
  if (kept.length === spent.length) return;
  if (kept.length === 0) s.spentReplacements = undefined;
  else s.spentReplacements = kept;
}

/**
 * Is a replacement of this card's destruction still being chosen (a 'replace' task) or carried out (its
 * `instead` process, whose context is the affected card with `replaced` set)? The state check waits.
 */
export function insteadInProgress(game: Game, id: number): boolean {
  for (const t of game.state.tasks) {
    if (t.t === 'replace' && t.card === id && t.event.kind === 'destroy') return true;
    if ((t.t === 'effect' || t.t === 'process') && t.ctx.self === id && t.ctx.replaced !== undefined)
      return true;
  }
  return false;
}
