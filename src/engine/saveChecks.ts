// What a schema cannot say about a saved game: that its definition data comes from the library, that card
// ids, hosts and attachments agree, and that the HF-16 invariants hold. Each check returns the first problem
// as { path, message } (English and Japanese), or null.
import { KEYWORDS } from '../../generated/keywords.js';
import type { CardDefinition } from '../core/cardTypes.js';
import type { GameState } from '../core/state.js';
import { Derived } from './derived.js';
import type { Game } from './game.js';
import { checkInvariants } from './invariants.js';
import { legalActions } from './legal.js';
import { checkPending, checkRng, checkTurnAndMarker } from './saveAgreement.js';
import { copyGame } from './snapshot.js';
import { PLAYER_ZONE_NAMES } from './zones.js';

export interface SaveProblem {
  path: string;
  en: string;
  ja: string;
}

const problem = (path: string, en: string, ja: string): SaveProblem => ({ path, en, ja });

/** Every object and array inside a definition (or the keywords), as JSON; cached per definition object. */
const fragmentCache = new WeakMap<object, Set<string>>();

function fragmentsOf(source: object): Set<string> {
  let set = fragmentCache.get(source);
  if (set) return set;
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return;
    found.add(JSON.stringify(v));
    for (const x of Array.isArray(v) ? v : Object.values(v)) walk(x);
  };
  walk(source);
  fragmentCache.set(source, found);
  set = found;
  return set;
}

function isDefinitionData(json: string, defs: ReadonlyMap<string, CardDefinition>): boolean {
  if (fragmentsOf(KEYWORDS).has(json)) return true;
  for (const d of defs.values()) if (fragmentsOf(d).has(json)) return true;
  return false;
}

/** Definition data held by the state: each piece must be a piece of the library's definitions. */
function definitionData(s: GameState): [string, unknown][] {
  const out: [string, unknown][] = [];
  // A set card's effect runs with the host spec its play built from the definition's 「セット対象」
  // (`{ kind: 'setHost', filter: def.setOn }`, chain.ts resolveSetCard, HF-4.4): its filter is the definition data
  // (found by a 100,000-game fuzz campaign: a save while 呪いの鎖's draw was resolving was refused, HF-16.9)
  const ctx = (path: string, c: { specs: unknown[] }) =>
    c.specs.forEach((x, i) => {
      const spec = x as { kind?: string; filter?: unknown };
      if (spec.kind !== 'setHost') out.push([`${path}.specs.${i}`, x]);
      else if (spec.filter !== undefined) out.push([`${path}.specs.${i}.filter`, spec.filter]);
    });
  const trig = (path: string, t: GameState['triggers'][number]) => {
    out.push([`${path}.ability`, t.ability]);
    ctx(`${path}.ctx`, t.ctx);
  };
  s.cards.forEach((c, i) => {
    if (c.faceDown !== null) out.push([`cards.${i}.faceDown`, c.faceDown]);
  });
  s.triggers.forEach((t, i) => trig(`triggers.${i}`, t));
  s.tasks.forEach((t, i) => {
    const p = `tasks.${i}`;
    if (t.t === 'process' || t.t === 'mayDo') {
      out.push([`${p}.steps`, t.steps]);
      ctx(`${p}.ctx`, t.ctx);
    }
    if (t.t === 'effect') {
      t.processes.forEach((x, j) => out.push([`${p}.processes.${j}`, x]));
      ctx(`${p}.ctx`, t.ctx);
    }
    if (t.t === 'triggered') trig(`${p}.trigger`, t.trigger);
    if (t.t === 'triggerGroup') t.triggers.forEach((x, j) => trig(`${p}.triggers.${j}`, x));
  });
  s.effects.forEach((e, i) => {
    if (e.grant !== null) out.push([`effects.${i}.grant`, e.grant]);
    if (typeof e.duration === 'object') out.push([`effects.${i}.duration`, e.duration]);
  });
  return out;
}

function checkDefinitions(s: GameState, defs: ReadonlyMap<string, CardDefinition>): SaveProblem | null {
  for (let i = 0; i < s.cards.length; i++) {
    const def = s.cards[i].def;
    if (!defs.has(def))
      return problem(
        `cards.${i}.def`,
        `unknown card definition "${def}"`,
        `カード定義「${def}」が見つかりません`,
      );
  }
  for (const [path, value] of definitionData(s)) {
    // An empty list is in every library (a card with no targets, no effect steps…).
    if (Array.isArray(value) && value.length === 0) continue;
    if (!isDefinitionData(JSON.stringify(value), defs))
      return problem(path, 'is not data of any card definition', 'どのカード定義のデータとも一致しません');
  }
  return null;
}

/** Ids, hosts and attachments: each card's id is its index; hosts and attachments agree, with no cycle. */
function checkCards(s: GameState): SaveProblem | null {
  for (let i = 0; i < s.cards.length; i++) {
    const c = s.cards[i];
    const p = `cards.${i}`;
    if (c.id !== i)
      return problem(`${p}.id`, `is ${c.id}, not its index ${i}`, `${c.id} が位置 ${i} と違います`);
    if ((c.zone === 'attached') !== (c.host !== null))
      return problem(`${p}.host`, `does not agree with zone ${c.zone}`, `領域 ${c.zone} と合いません`);
    if (c.host !== null && !s.cards[c.host].attachments.includes(i))
      return problem(
        `${p}.host`,
        `card ${c.host} does not list it`,
        `カード ${c.host} の付属に含まれていません`,
      );
    for (const a of c.attachments)
      if (s.cards[a].host !== i)
        return problem(`${p}.attachments`, `card ${a} has another host`, `カード ${a} の付け先が違います`);
    const onField = c.zone === 'battlefield' || c.zone === 'attached' || c.zone === 'limbo';
    if (!onField && (c.controller !== c.owner || c.faceDown !== null))
      return problem(
        p,
        `has a controller or face-down definition in ${c.zone}`,
        `${c.zone} で所有者か裏向き定義があります`,
      );
    if ((c.zone === 'mainDeck' || c.zone === 'energy') && c.faceUp)
      return problem(`${p}.faceUp`, `is face up in ${c.zone}`, `${c.zone} で表向きです`);
    if (c.seq > s.seq)
      return problem(`${p}.seq`, `is above the state's seq ${s.seq}`, `seq ${s.seq} を超えています`);
    // No host cycle: following hosts must leave the attached cards within as many steps as there are cards.
    let h: number | null = c.host;
    for (let n = 0; h !== null; n++) {
      if (n > s.cards.length) return problem(`${p}.host`, 'hosts form a cycle', '付け先が循環しています');
      h = s.cards[h].host;
    }
  }
  return null;
}

/** HF-3.4: a card in a player's zone is in its owner's zone (the engine finds it there). */
function checkOwners(s: GameState): SaveProblem | null {
  for (const [i, pl] of s.players.entries())
    for (const zone of PLAYER_ZONE_NAMES)
      for (const [j, id] of pl[zone].entries())
        if (s.cards[id].owner !== i)
          return problem(
            `players.${i}.${zone}.${j}`,
            `card ${id} belongs to player ${s.cards[id].owner}`,
            `カード ${id} の持ち主はプレイヤー${s.cards[id].owner}です`,
          );
  return null;
}

/** Counters the engine takes new ids from must be above every id in use. */
function checkCounters(s: GameState): SaveProblem | null {
  const ids = [...s.chain.map((x) => x.id), ...s.effects.map((e) => e.id)];
  for (const t of s.tasks) if (t.t === 'declare') ids.push(t.item.id);
  if (new Set(ids).size !== ids.length) return problem('chain', 'duplicate ids', 'id が重複しています');
  const top = Math.max(-1, ...ids);
  if (s.nextId <= top) return problem('nextId', `is not above id ${top}`, `id ${top} より大きくありません`);
  if ((s.pending === null) === (s.result === null))
    return problem(
      'pending',
      'needs exactly one of pending and result',
      'pending と result のどちらか一方が必要です',
    );
  return null;
}

/** Structure beyond the schema, then the HF-16 invariants, then that the decision owed can be answered. */
export function checkLoadedGame(game: Game): SaveProblem | null {
  const s = game.state;
  const first =
    checkDefinitions(s, game.defs) ??
    checkCards(s) ??
    checkOwners(s) ??
    checkCounters(s) ??
    checkRng(s) ??
    checkTurnAndMarker(s) ??
    checkPending(s);
  if (first) return first;
  const violations = checkInvariants(game);
  if (violations.length > 0) {
    const v = violations[0];
    return problem(v.rule, v.message, `不変条件 ${v.rule} に反しています: ${v.message}`);
  }
  if (s.result === null) {
    const trial = copyGame(game);
    trial.derived = new Derived();
    if (!legalActions(trial).some((a) => a.type !== 'concede'))
      return problem(
        'pending',
        `no legal action for ${s.pending?.kind}`,
        `${s.pending?.kind} に合法な行動がありません`,
      );
  }
  return null;
}
