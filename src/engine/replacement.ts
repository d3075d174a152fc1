// Replacement effects (HF-5.11): 「…場合、代わりに…」. Before an event happens to a card, the replacements in
// force for that card are collected; one that applies makes the event not happen and runs its `instead`
// steps as a process of the affected card's controller ('self' = the affected card). With several, or an
// optional one, the controller chooses (a 'replacement' decision, answered in replacementTask.ts).
import type { CardFilter, Replacement, StaticAbility } from '../core/cardTypes.js';
import type { ReplaceableEvent } from '../core/state.js';
import { effectContext } from './context.js';
import { type Game, card, log } from './game.js';
import {
  type StaticInstance,
  activeStatics,
  baseAbilities,
  evaluateConditionStatic,
  isCharacter,
  matchesFilter,
  staticAffects,
} from './query.js';
import { rememberSpentReplacement } from './spentReplacements.js';
import { isSetCardOnField } from './targets.js';

export interface ReplacementCandidate {
  key: string;
  replacement: Replacement;
  source: number; // the card whose effect it is
}

/** What a replacement check decided: nothing applies, one was applied, or a choice is pending. */
export type ReplaceOutcome = 'none' | 'replaced' | 'pending';

/** The replacement events (cardTypes `Replacement.event`) an event of this card counts as. */
export function replacedEventNames(game: Game, id: number, ev: ReplaceableEvent): Replacement['event'][] {
  switch (ev.kind) {
    case 'destroy': // being destroyed makes it leave the battlefield too
      return ['destroyed', 'leaveBattlefield'];
    case 'damage':
      return ['damaged'];
    case 'trash':
      return ['toTrash'];
    case 'move': {
      const out: Replacement['event'][] = [];
      if (card(game, id).zone === 'battlefield') out.push('leaveBattlefield');
      if (ev.to === 'trash') out.push('toTrash');
      return out;
    }
  }
}

/**
 * The replacements in force for a card and these events, minus those already applied to this event:
 * lasting grants on it (HF-12.3), static grants reaching it (HF-12.1, staticReaches) and, while it waits in
 * limbo after being destroyed (HF-9.6), its own static grants to itself. A replacement given by a set card
 * to its host runs with the set card as 'source' (「このカード」 of the set card).
 */
export function replacementCandidates(
  game: Game,
  id: number,
  events: readonly Replacement['event'][],
  applied: readonly string[],
  ev?: ReplaceableEvent,
): ReplacementCandidate[] {
  if (events.length === 0) return [];
  const out: ReplacementCandidate[] = [];
  const c = card(game, id);
  const add = (key: string, replacement: Replacement, source: number) => {
    if (
      events.includes(replacement.event) &&
      !applied.includes(key) &&
      causeMatches(replacement, ev) &&
      canBeDone(game, id, replacement)
    )
      out.push({ key, replacement, source });
  };
  for (const e of game.state.effects) {
    if (e.kind === 'grant' && e.card === id && e.cardSeq === c.seq && e.grant && 'replacement' in e.grant)
      add(`l${e.id}`, e.grant.replacement, e.source);
  }
  for (const s of activeStatics(game)) {
    if (s.effect.kind !== 'grant' || !('replacement' in s.effect.grant)) continue;
    if (staticReaches(game, s, id)) add(`s${s.key}`, s.effect.grant.replacement, s.carrier ?? s.self ?? id);
  }
  if (c.zone === 'limbo') limboSelfReplacements(game, id, add);
  return out;
}

/**
 * HF-5.11, HF-5.9: an optional 「代わりに、あなたの…を1体選び、トラッシュに置いてもよい」 whose choice has nothing to
 * choose on the battlefield would replace the event with nothing: it is not offered (黒幕 ヨミ, d24).
 */
function canBeDone(game: Game, id: number, r: Replacement): boolean {
  const first = r.instead[0];
  if (!r.optional || first?.op !== 'chooseOnField' || first.upTo) return true;
  const controller = card(game, id).controller;
  const setOn = first.setOn;
  if (setOn === undefined)
    return game.state.battlefield.some(
      (x) => isCharacter(game, x) && matchesFilter(game, x, first.filter, controller, id),
    );
  // issue 22 (i22ta8): 「代わりに、このキャラクターにセットされているセットカード1枚を選びトラッシュに置き、…てもよい」
  // with no set card to choose is not offered either (苔むした自動人形, d33x); 「それにセットされている」 names a card
  // only the process knows, so it stays offered. The process runs with the affected card as 「この…」 (applyReplacement)
  if (typeof setOn === 'object' && 'ref' in setOn) return true;
  return game.state.battlefield
    .flatMap((x) => [x, ...card(game, x).attachments])
    .some(
      (x) =>
        isSetCardOnField(game, setOn === 'any' ? undefined : setOn, x, controller, id) &&
        matchesFilter(game, x, first.filter, controller, id),
    );
}

/**
 * issue 22: 「バトルで／効果によって／ダメージか効果によって破壊される場合、代わりに」 replaces only a destruction of that
 * cause. RULING «Destroyed in battle or not» (docs/engine.md), as the triggers read it: 'battle' is the state check
 * right after an attack's or a 【反撃】's damage (HF-8.6, HF-13.1), 'effect' every other destruction (power 0
 * included); 'damage' a destruction by damage of any source (HF-9.4), 'damageOrEffect' every destruction but
 * power 0 (HF-9.5).
 */
function causeMatches(r: Replacement, ev: ReplaceableEvent | undefined): boolean {
  if (r.by === undefined || ev === undefined || ev.kind !== 'destroy') return true;
  const battle = ev.byAttack !== null || ev.byCounter !== undefined;
  if (r.by === 'battle') return battle;
  if (r.by === 'effect') return !battle;
  if (r.by === 'damage') return ev.reason === 'damage';
  return ev.reason !== 'power0';
}

/**
 * Does a static grant reach this card? On the battlefield as for any continuous effect. Elsewhere (a card
 * going to the trash from limbo, the hand…) a grant naming cards by a filter (「あなたの《式神》がトラッシュ
 * に置かれる場合」) judges the card as it is there — a destroyed card by its last known controller.
 */
function staticReaches(game: Game, s: StaticInstance, id: number): boolean {
  if (card(game, id).zone === 'battlefield') return staticAffects(game, s, id);
  const affects = (s.effect as { affects: 'self' | CardFilter }).affects;
  return affects !== 'self' && matchesFilter(game, id, affects, s.controller, s.self ?? -1, false);
}

function limboSelfReplacements(
  game: Game,
  id: number,
  add: (key: string, r: Replacement, source: number) => void,
): void {
  const controller = card(game, id).controller; // the last known controller (destruction.ts)
  for (const inst of baseAbilities(game, id)) {
    if (inst.ability.kind !== 'static') continue;
    const ability = inst.ability as StaticAbility;
    if (ability.condition && !evaluateConditionStatic(game, ability.condition, controller, id)) continue;
    ability.effects.forEach((effect, j) => {
      if (effect.kind === 'grant' && effect.affects === 'self' && 'replacement' in effect.grant)
        add(`s${inst.key}.${j}`, effect.grant.replacement, inst.carrier);
    });
  }
}

/**
 * HF-5.11: called just before `ev` happens to card `id`. 'none': let it happen now. 'replaced': a single
 * mandatory replacement applied. 'pending': a 'replace' task waits for the controller's choice; the event
 * happens (or not) when it is answered.
 */
export function checkReplacement(
  game: Game,
  id: number,
  ev: ReplaceableEvent,
  applied: readonly string[] = [],
  endsProcess = false,
): ReplaceOutcome {
  const list = replacementCandidates(game, id, replacedEventNames(game, id, ev), applied, ev);
  if (list.length === 0) return 'none';
  if (list.length === 1 && !list[0].replacement.optional) {
    applyReplacement(game, id, ev, list[0], applied);
    return 'replaced';
  }
  game.state.tasks.push({
    t: 'replace',
    card: id,
    seq: card(game, id).seq,
    event: ev,
    applied: [...applied],
    endsProcess,
  });
  return 'pending';
}

/** The event does not happen; `instead` runs as one process of the affected card's controller. */
export function applyReplacement(
  game: Game,
  id: number,
  ev: ReplaceableEvent,
  cand: ReplacementCandidate,
  applied: readonly string[],
): void {
  log(game, { type: 'replaced', card: id, event: ev.kind, replacement: cand.key });
  if (ev.kind === 'destroy' && ev.reason !== 'effect') rememberSpentReplacement(game, id, cand.key, ev);
  const ctx = effectContext(game, card(game, id).controller, id, cand.source);
  ctx.replaced = [...applied, cand.key]; // each replacement applies to one event at most once
  game.state.tasks.push({ t: 'effect', ctx, processes: [cand.replacement.instead], index: 0 });
}
