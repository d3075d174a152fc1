// Scenario steps: "A: attack 紅蓮の剣士 -> B" → the one legal action it means.
import type { Action } from '../core/decisions.js';
import type { Game } from '../engine/game.js';
import { legalActions } from '../engine/legal.js';
import { type CardRefs, cardLabel, resolveRef } from './refs.js';
import type { Side } from './types.js';

export interface ParsedStep {
  side: Side;
  verb: string;
  args: string[];
  raw: string;
}

const VERBS = [
  'pass',
  'end',
  'concede',
  'attack',
  'play',
  'activate',
  'defend',
  'damage',
  'reload',
  'energy',
  'mulligan',
  'reveal',
  'kuusou',
  'discard',
  'choose',
  'may',
  'pay',
  'order',
  'expire',
  'targets',
  'extra-draw',
  'replace',
] as const;

export function parseStep(text: string): ParsedStep | string {
  const m = /^\s*([AB])\s*[:：]\s*(\S+)\s*(.*)$/.exec(text);
  if (!m) return `「${text}」は「A: 動作 …」の形で書いてください`;
  const verb = m[2];
  if (!(VERBS as readonly string[]).includes(verb))
    return `不明な動作「${verb}」（使える動作: ${VERBS.join(', ')}）`;
  return { side: m[1] as Side, verb, args: m[3].trim() === '' ? [] : m[3].trim().split(/\s+/), raw: text };
}

type Matcher = (a: Action) => boolean;

/** Splits "play 業火 target 学徒, 兵士 marker" into the card and keyword arguments. */
function keywordArgs(args: string[], keywords: string[]): { head: string; kw: Record<string, string> } {
  const kw: Record<string, string> = {};
  const head: string[] = [];
  let current: string | null = null;
  for (const a of args) {
    if (keywords.includes(a)) {
      current = a;
      kw[a] = kw[a] ?? '';
    } else if (current) kw[current] = `${kw[current]} ${a}`.trim();
    else head.push(a);
  }
  return { head: head.join(' '), kw };
}

function idsOf(game: Game, refs: CardRefs, text: string): number[] {
  return resolveRef(game, refs, text);
}

function targetsMatch(game: Game, refs: CardRefs, text: string | undefined, targets: number[]): boolean {
  if (text === undefined) return true;
  const wanted = text.split(/[,、]\s*/).filter(Boolean);
  return (
    wanted.length === targets.length && wanted.every((w, i) => idsOf(game, refs, w).includes(targets[i]))
  );
}

/** RULING HF-5.13: `mode 1, 3` — the chosen modes, numbered from 1 in printed order; absent: any. */
function modesMatch(text: string | undefined, modes: number[] | undefined): boolean {
  if (text === undefined) return true;
  const wanted = text
    .split(/[,、]\s*/)
    .filter(Boolean)
    .map((n) => Number(n) - 1);
  const chosen = modes ?? [];
  return wanted.length === chosen.length && wanted.every((m, i) => chosen[i] === m);
}

function matcherFor(game: Game, refs: CardRefs, step: ParsedStep): Matcher | string {
  const { verb, args } = step;
  const one = (t: string) => idsOf(game, refs, t);
  switch (verb) {
    case 'pass':
      return (a) => a.type === 'pass';
    case 'end':
      return (a) => a.type === 'endMain';
    case 'concede':
      return (a) => a.type === 'concede';
    case 'attack': {
      const text = args.join(' ');
      const [attacker, target] = text.split(/\s*->\s*/);
      if (!target) return 'attack は「attack 攻撃者 -> B」か「attack 攻撃者 -> 対象」と書きます';
      return (a) =>
        a.type === 'attack' &&
        one(attacker).includes(a.attacker) &&
        (target === 'A' || target === 'B'
          ? 'player' in a.target && a.target.player === (target === 'A' ? 0 : 1)
          : 'card' in a.target && one(target).includes(a.target.card));
    }
    case 'play': {
      const { head, kw } = keywordArgs(args, ['target', 'marker', 'mode']);
      return (a) =>
        a.type === 'play' &&
        one(head).includes(a.card) &&
        targetsMatch(game, refs, kw.target, a.targets) &&
        modesMatch(kw.mode, a.modes) &&
        a.useMarker === 'marker' in kw;
    }
    case 'activate': {
      const { head, kw } = keywordArgs(args, ['target', 'marker', 'x', 'ability', 'mode']);
      return (a) =>
        a.type === 'activate' &&
        one(head).includes(a.card) &&
        targetsMatch(game, refs, kw.target, a.targets) &&
        modesMatch(kw.mode, a.modes) &&
        a.useMarker === 'marker' in kw &&
        a.x === Number(kw.x ?? 0) &&
        (kw.ability === undefined || a.ability === kw.ability);
    }
    case 'defend':
      return (a) =>
        a.type === 'defend' &&
        (args[0] === 'none'
          ? a.defender === null
          : a.defender !== null && one(args.join(' ')).includes(a.defender));
    case 'damage': {
      // damage [choose] <card> [reveal [target <card>, …]]
      const { head, kw } = keywordArgs(args[0] === 'choose' ? args.slice(1) : args, ['reveal', 'target']);
      const reveal = 'reveal' in kw;
      return (a) =>
        a.type === 'takeDamage' &&
        one(head).includes(a.card) &&
        a.reveal === reveal &&
        targetsMatch(game, refs, kw.target, a.targets);
    }
    case 'reload':
      return (a) => a.type === 'reloadCard' && one(args.join(' ')).includes(a.card);
    case 'energy':
      return (a) => a.type === 'placeEnergy' && a.place === (args[0] === 'place');
    case 'mulligan':
      return (a) => a.type === 'mulligan' && a.redraw === (args[0] === 'redraw');
    case 'reveal':
      return args[0] === 'done'
        ? (a) => a.type === 'endReveal'
        : (a) => a.type === 'revealGuard' && one(args.join(' ')).includes(a.card);
    case 'kuusou':
      return (a) =>
        a.type === 'kuusou' &&
        (args[0] === 'none' ? a.card === null : a.card !== null && one(args.join(' ')).includes(a.card));
    case 'discard': {
      // The discard phase asks for `discard`; a discard effect ("手札を1枚捨てる") asks a `choose` with the
      // prompt 'discard' — docs/scenarios.md names both `discard`.
      const effectDiscard = game.state.pending?.kind === 'choose' && game.state.pending.prompt === 'discard';
      return (a) =>
        (a.type === 'discard' || (effectDiscard && a.type === 'choose' && a.card !== null)) &&
        one(args.join(' ')).includes(a.card as number);
    }
    case 'choose':
      return (a) =>
        a.type === 'choose' &&
        (args[0] === 'done' ? a.card === null : a.card !== null && one(args.join(' ')).includes(a.card));
    case 'may':
      return (a) => a.type === 'mayDo' && a.accept === (args[0] === 'yes');
    case 'pay':
      return (a) => a.type === 'payCost' && one(args.join(' ')).includes(a.card);
    case 'order': {
      const n = Number(args[0]);
      if (Number.isInteger(n)) return (a) => a.type === 'nextTrigger' && a.index === n - 1;
      const ids = one(args.join(' '));
      return (a) => a.type === 'nextTrigger' && ids.includes(game.state.triggers[a.index]?.ctx.self ?? -1);
    }
    case 'expire': {
      const listed = legalActions(game).flatMap((x) => (x.type === 'nextExpiration' ? [x.effect] : []));
      const effect = listed[Number(args[0]) - 1];
      return (a) => a.type === 'nextExpiration' && a.effect === effect;
    }
    case 'targets': {
      const { head, kw } = keywordArgs(args, ['mode']);
      return (a) =>
        a.type === 'chooseTargets' &&
        targetsMatch(game, refs, head === '' ? (kw.mode === undefined ? '' : undefined) : head, a.targets) &&
        modesMatch(kw.mode, a.modes);
    }
    case 'replace': // HF-5.11: which replacement applies (as `--record` prints it), or `none`
      return (a) =>
        a.type === 'replace' &&
        (args[0] === 'none' ? a.replacement === null : a.replacement === args.join(' '));
    default:
      return (a) => a.type === 'extraDraw' && one(args.join(' ')).includes(a.card);
  }
}

/** Describes a legal action in step notation, for error messages and --record. */
export function describeAction(game: Game, refs: CardRefs, a: Action): string {
  const side = a.player === 0 ? 'A' : 'B';
  const l = (id: number) => cardLabel(game, refs, id);
  const t = (ts: number[]) => (ts.length ? ` target ${ts.map(l).join(', ')}` : '');
  const m = (ms: number[] | undefined) => (ms?.length ? ` mode ${ms.map((i) => i + 1).join(', ')}` : '');
  switch (a.type) {
    case 'pass':
      return `${side}: pass`;
    case 'endMain':
      return `${side}: end`;
    case 'concede':
      return `${side}: concede`;
    case 'attack':
      return `${side}: attack ${l(a.attacker)} -> ${'player' in a.target ? (a.target.player === 0 ? 'A' : 'B') : l(a.target.card)}`;
    case 'play':
      return `${side}: play ${l(a.card)}${m(a.modes)}${t(a.targets)}${a.useMarker ? ' marker' : ''}`;
    case 'activate':
      return `${side}: activate ${l(a.card)} ability ${a.ability}${m(a.modes)}${t(a.targets)}${a.x ? ` x ${a.x}` : ''}${a.useMarker ? ' marker' : ''}`;
    case 'defend':
      return `${side}: defend ${a.defender === null ? 'none' : l(a.defender)}`;
    case 'takeDamage':
      return `${side}: damage choose ${l(a.card)}${a.reveal ? ' reveal' : ''}${t(a.targets)}`;
    case 'reloadCard':
      return `${side}: reload ${l(a.card)}`;
    case 'placeEnergy':
      return `${side}: energy ${a.place ? 'place' : 'skip'}`;
    case 'mulligan':
      return `${side}: mulligan ${a.redraw ? 'redraw' : 'keep'}`;
    case 'revealGuard':
      return `${side}: reveal ${l(a.card)}`;
    case 'endReveal':
      return `${side}: reveal done`;
    case 'kuusou':
      return `${side}: kuusou ${a.card === null ? 'none' : l(a.card)}`;
    case 'discard':
      return `${side}: discard ${l(a.card)}`;
    case 'choose':
      return `${side}: choose ${a.card === null ? 'done' : l(a.card)}`;
    case 'mayDo':
      return `${side}: may ${a.accept ? 'yes' : 'no'}`;
    case 'payCost':
      return `${side}: pay ${l(a.card)}`;
    case 'nextTrigger':
      return `${side}: order ${a.index + 1}`;
    case 'nextExpiration':
      return `${side}: expire ${
        legalActions(game)
          .filter((x) => x.type === 'nextExpiration')
          .findIndex((x) => x.type === 'nextExpiration' && x.effect === a.effect) + 1
      }`;
    case 'chooseTargets':
      return `${side}: targets ${a.targets.map(l).join(', ')}${m(a.modes)}`;
    case 'extraDraw':
      return `${side}: extra-draw ${l(a.card)}`;
    case 'replace': // HF-5.11
      return `${side}: replace ${a.replacement ?? 'none'}`;
  }
}

/** The legal action a step means, or why there is none. */
export function actionForStep(game: Game, refs: CardRefs, step: ParsedStep): Action | string {
  const m = matcherFor(game, refs, step);
  if (typeof m === 'string') return m;
  const player = step.side === 'A' ? 0 : 1;
  const matches = legalActions(game).filter((a) => a.player === player && m(a));
  if (matches.length === 0) return '';
  return matches[0];
}
