// The step notation (docs/scenarios.md, `steps:`): "A: play 業火 target B:学徒#1 mode 2" → a StepSpec, or why
// the text is not a step. Only the shape is checked here; the card names are checked against the board
// (src/scenario/validate.ts) and the step against the legal actions (src/scenario/steps.ts).
import { didYouMean } from './didYouMean.js';
import type { Side } from './types.js';

export const VERBS = [
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

export type Verb = (typeof VERBS)[number];

/**
 * What a step says. Card fields hold references as written (`A:学徒#2`); `null` card means the verb's "none"
 * answer (`defend none`, `choose done`, `reveal done`, `kuusou none`). Absent fields are not constrained.
 */
export interface StepSpec {
  verb: Verb;
  card?: string | null;
  /** attack: `B` / `A` for a player, otherwise a card reference. */
  attackTarget?: string;
  targets?: string[];
  /** Chosen modes, numbered from 1 in printed order (RULING HF-5.13). */
  modes?: number[];
  marker?: boolean;
  x?: number;
  /** activate: which activated ability — a number, a part of its text, or an engine key (p0). */
  ability?: string;
  /** energy place, mulligan redraw, may yes, damage … reveal. */
  flag?: boolean;
  /** order / expire: the option's number in the listed order, from 1. */
  index?: number;
  /** expire: the card that created the effect. */
  from?: string;
  /** expire: a part of the effect's text. */
  text?: string;
  /** replace: the replacement's key, or null for `none`. */
  replacement?: string | null;
}

export interface ParsedStep {
  side: Side;
  verb: Verb;
  args: string[];
  raw: string;
  spec: StepSpec;
}

/** Splits "業火 target 学徒, 兵士 marker" into the head and keyword arguments. */
function keywordArgs(
  args: string[],
  keywords: readonly string[],
): { head: string; kw: Record<string, string> } {
  const kw: Record<string, string> = {};
  const head: string[] = [];
  let current: string | null = null;
  for (const a of args) {
    if (keywords.includes(a)) {
      if (a in kw) throw new SyntaxProblem(`「${a}」が2回あります`);
      current = a;
      kw[a] = '';
    } else if (current) kw[current] = `${kw[current]} ${a}`.trim();
    else head.push(a);
  }
  return { head: head.join(' '), kw };
}

class SyntaxProblem extends Error {}

const list = (text: string) =>
  text
    .split(/\s*[,、，]\s*/)
    .map((t) => t.trim())
    .filter(Boolean);

function numbers(text: string, what: string): number[] {
  const items = list(text);
  if (items.length === 0) throw new SyntaxProblem(`${what} の後に番号を書いてください（例: ${what} 1, 2）`);
  return items.map((t) => {
    const n = Number(t.normalize('NFKC'));
    if (!Number.isInteger(n) || n < 1) throw new SyntaxProblem(`${what} の番号は1以上の整数です（値: ${t}）`);
    return n;
  });
}

function refs(text: string, what: string): string[] {
  const items = list(text);
  if (items.length === 0) throw new SyntaxProblem(`${what} の後にカードを書いてください`);
  return items;
}

function card(text: string, verb: string): string {
  if (text === '') throw new SyntaxProblem(`${verb} の後にカードを書いてください`);
  return text;
}

/** One word out of two: `energy place|skip`, `mulligan keep|redraw`, `may yes|no`. */
function choice(args: string[], verb: string, yes: string, no: string): boolean {
  if (args.length === 1 && (args[0] === yes || args[0] === no)) return args[0] === yes;
  throw new SyntaxProblem(`${verb} の後は ${yes} か ${no} です（値: ${args.join(' ') || 'なし'}）`);
}

/** A card, or the verb's word for "none". */
function cardOrNone(args: string[], verb: string, none: string): string | null {
  if (args.length === 1 && args[0] === none) return null;
  return card(args.join(' '), verb);
}

function withTargets(kw: Record<string, string>): Pick<StepSpec, 'targets' | 'modes' | 'marker'> {
  const out: Pick<StepSpec, 'targets' | 'modes' | 'marker'> = {};
  if (kw.target !== undefined) out.targets = refs(kw.target, 'target');
  if (kw.mode !== undefined) out.modes = numbers(kw.mode, 'mode');
  if (kw.marker !== undefined) {
    if (kw.marker !== '') throw new SyntaxProblem(`marker の後には何も書きません（値: ${kw.marker}）`);
    out.marker = true;
  } else out.marker = false;
  return out;
}

function noArgs(args: string[], verb: string): void {
  if (args.length > 0) throw new SyntaxProblem(`${verb} の後には何も書きません（値: ${args.join(' ')}）`);
}

function specOf(verb: Verb, args: string[]): StepSpec {
  const text = args.join(' ');
  switch (verb) {
    case 'pass':
    case 'end':
    case 'concede':
      noArgs(args, verb);
      return { verb };
    case 'attack': {
      const [attacker, target, extra] = text.split(/\s*->\s*/);
      if (!attacker || !target || extra !== undefined)
        throw new SyntaxProblem('attack は「attack 攻撃者 -> B」か「attack 攻撃者 -> 対象」と書きます');
      return { verb, card: attacker, attackTarget: target };
    }
    case 'play': {
      const { head, kw } = keywordArgs(args, ['target', 'marker', 'mode']);
      return { verb, card: card(head, verb), ...withTargets(kw) };
    }
    case 'activate': {
      const { head, kw } = keywordArgs(args, ['target', 'marker', 'x', 'ability', 'mode']);
      const spec: StepSpec = { verb, card: card(head, verb), ...withTargets(kw) };
      if (kw.x !== undefined) {
        const x = Number(kw.x.normalize('NFKC'));
        if (kw.x === '' || !Number.isInteger(x) || x < 0)
          throw new SyntaxProblem(`x の後は0以上の整数です（値: ${kw.x || 'なし'}）`);
        spec.x = x;
      }
      if (kw.ability !== undefined) {
        if (kw.ability === '') throw new SyntaxProblem('ability の後に番号か能力の文の一部を書いてください');
        spec.ability = kw.ability;
      }
      return spec;
    }
    case 'defend':
      return { verb, card: cardOrNone(args, verb, 'none') };
    case 'damage': {
      // damage [choose] <card> [reveal [target <card>, …]]
      const { head, kw } = keywordArgs(args[0] === 'choose' ? args.slice(1) : args, ['reveal', 'target']);
      if (kw.reveal) throw new SyntaxProblem(`reveal の後には target だけが書けます（値: ${kw.reveal}）`);
      const spec: StepSpec = { verb, card: card(head, verb), flag: 'reveal' in kw };
      if (kw.target !== undefined) spec.targets = refs(kw.target, 'target');
      return spec;
    }
    case 'energy':
      return { verb, flag: choice(args, verb, 'place', 'skip') };
    case 'mulligan':
      return { verb, flag: choice(args, verb, 'redraw', 'keep') };
    case 'may':
      return { verb, flag: choice(args, verb, 'yes', 'no') };
    case 'reveal':
      return { verb, card: cardOrNone(args, verb, 'done') };
    case 'kuusou':
      return { verb, card: cardOrNone(args, verb, 'none') };
    case 'choose':
      return { verb, card: cardOrNone(args, verb, 'done') };
    case 'order': {
      const n = Number(text.normalize('NFKC'));
      if (text !== '' && Number.isInteger(n)) return { verb, index: positive(n, verb) };
      return { verb, card: card(text, verb) };
    }
    case 'expire':
      return expireSpec(args);
    case 'targets': {
      const { head, kw } = keywordArgs(args, ['mode']);
      // `targets mode 2` alone chooses the mode and leaves the targets open; `targets` alone chooses none
      const spec: StepSpec = { verb };
      if (head !== '') spec.targets = refs(head, verb);
      else if (kw.mode === undefined) spec.targets = [];
      if (kw.mode !== undefined) spec.modes = numbers(kw.mode, 'mode');
      return spec;
    }
    case 'replace':
      if (text === '') throw new SyntaxProblem('replace の後に置換効果か none を書いてください');
      return { verb, replacement: text === 'none' ? null : text };
    default: // reload, discard, pay, extra-draw: one card
      return { verb, card: card(text, verb) };
  }
}

function positive(n: number, verb: string): number {
  if (n < 1) throw new SyntaxProblem(`${verb} の番号は1からです（値: ${n}）`);
  return n;
}

/** `expire 2` | `expire <card> [from <card>] [text <part of the text>]` (HF-6.6). */
function expireSpec(args: string[]): StepSpec {
  const { head, kw } = keywordArgs(args, ['from', 'text']);
  const n = Number(head.normalize('NFKC'));
  if (head !== '' && Number.isInteger(n) && kw.from === undefined && kw.text === undefined)
    return { verb: 'expire', index: positive(n, 'expire') };
  const spec: StepSpec = { verb: 'expire' };
  if (head !== '') spec.card = head;
  if (kw.from !== undefined) spec.from = card(kw.from, 'from');
  if (kw.text !== undefined) {
    if (kw.text === '') throw new SyntaxProblem('text の後に効果の文の一部を書いてください');
    spec.text = kw.text;
  }
  if (head === '' && spec.from === undefined && spec.text === undefined)
    throw new SyntaxProblem(
      'expire の後に番号か、効果を受けているカード（from 効果を作ったカード、text 文の一部）を書いてください',
    );
  return spec;
}

/** "A: attack 紅蓮の剣士 -> B" → the parsed step, or why it is not one (a message for a file:line error). */
export function parseStep(text: string): ParsedStep | string {
  const m = /^\s*([AB])\s*[:：]\s*(\S+)\s*(.*)$/.exec(text);
  if (!m) return `「${text}」は「A: 動作 …」の形で書いてください`;
  const verb = m[2];
  if (!(VERBS as readonly string[]).includes(verb))
    return `不明な動作「${verb}」${didYouMean(verb, VERBS)}（使える動作: ${VERBS.join(', ')}）`;
  const args = m[3].trim() === '' ? [] : m[3].trim().split(/\s+/);
  try {
    return { side: m[1] as Side, verb: verb as Verb, args, raw: text, spec: specOf(verb as Verb, args) };
  } catch (e) {
    if (e instanceof SyntaxProblem) return `「${text}」: ${e.message}`;
    throw e;
  }
}

/** Every card reference a step writes (for checking them against the board). */
export function stepRefs(spec: StepSpec): string[] {
  const out: string[] = [];
  if (typeof spec.card === 'string') out.push(spec.card);
  if (spec.attackTarget !== undefined && spec.attackTarget !== 'A' && spec.attackTarget !== 'B')
    out.push(spec.attackTarget);
  out.push(...(spec.targets ?? []));
  if (spec.from !== undefined) out.push(spec.from);
  return out;
}
