// Reading one item of `expect:` (docs/scenarios.md) with file:line errors for every malformed shape. Names in
// it are checked against the board later (src/scenario/validate.ts), once the cards exist.
import { stringify } from 'yaml';
import { DECISION_KINDS } from '../core/decisions.js';
import type { IllegalActionError } from '../core/errors.js';
import { didYouMean } from './didYouMean.js';
import type { EventPattern, Expectation, Side } from './types.js';
import type { Path, YamlReader } from './yamlReader.js';

export const EXPECT_KINDS = [
  'pending',
  'zone',
  'card',
  'event',
  'noEvent',
  'events',
  'energy',
  'marker',
  'view',
  'options',
  'result',
  'legal',
  'illegal',
  'invariants',
  'refused',
] as const;

/** The `code` of IllegalActionError (src/core/errors.ts), as `illegal:` may expect it. */
export const ILLEGAL_CODES: readonly IllegalActionError['code'][] = [
  'not-your-decision',
  'not-legal',
  'malformed',
  'game-over',
];

type Kind = (typeof EXPECT_KINDS)[number];

function side(r: YamlReader, path: Path): Side {
  const v = r.string(path);
  if (v !== 'A' && v !== 'B') return r.fail(path, `プレイヤーは A か B です（値: ${v}）`);
  return v;
}

/** A decision kind as the engine names it (`pending: { kind: defense }`), or a file:line error with a suggestion. */
function decisionKind(r: YamlReader, path: Path): string {
  const v = r.string(path);
  if (!(DECISION_KINDS as readonly string[]).includes(v))
    r.fail(
      path,
      `kind: ${v} という決定はありません${didYouMean(v, DECISION_KINDS)}（${DECISION_KINDS.join(' / ')}）`,
    );
  return v;
}

/** A map (`{ … }`) at path, or a file:line error showing the shape to write. */
function map(r: YamlReader, path: Path, shape: string): void {
  const v = r.get(path);
  if (!v || typeof v !== 'object' || Array.isArray(v))
    r.fail(path, `${path.at(-1)}: は ${shape} の形で書きます`);
}

function optional<T>(r: YamlReader, path: Path, read: () => T): T | undefined {
  return r.get(path) === undefined ? undefined : read();
}

function count(r: YamlReader, path: Path): number {
  const n = r.number(path);
  if (n < 0) r.fail(path, `${path.join('.')} は0以上です（値: ${n}）`);
  return n;
}

function strings(r: YamlReader, path: Path): string[] {
  return r.list(path).map((_, i) => r.string([...path, i]));
}

/** `{ type: destroyed, card: B:学徒#1 }`: an event pattern (fields are checked against the event log's). */
export function eventPattern(r: YamlReader, path: Path): EventPattern {
  map(r, path, '{ type: destroyed, card: B:学徒#1 }');
  if (r.get([...path, 'type']) === undefined) r.fail(path, 'イベントには type: を書いてください');
  r.string([...path, 'type']);
  return { fields: r.get(path) as Record<string, unknown>, line: r.line(path) };
}

/** The item as written, on one line without `after:` (`card: { ref: A:学徒#1, power: 3000 }`). */
function textOf(r: YamlReader, path: Path): string {
  const { after: _after, ...rest } = r.get(path) as Record<string, unknown>;
  return stringify(rest, { collectionStyle: 'flow', lineWidth: 0 })
    .trim()
    .replace(/^\{ (.*) \}$/, '$1');
}

export function expectation(r: YamlReader, path: Path, stepCount: number): Expectation {
  map(r, path, '{ card: { ref: A:学徒#1, power: 3000 } }');
  r.allowKeys(path, [...EXPECT_KINDS, 'after', 'count']);
  const line = r.line(path);
  const after = optional(r, [...path, 'after'], () => r.number([...path, 'after']));
  if (after !== undefined && (after < 0 || after > stepCount))
    r.fail([...path, 'after'], `after: ${after} — ステップは 0〜${stepCount} です`);
  const kinds = r.keys(path).filter((k) => (EXPECT_KINDS as readonly string[]).includes(k));
  if (kinds.length !== 1) r.fail(path, `期待は ${EXPECT_KINDS.join(' / ')} のどれか1つを書いてください`);
  const kind = kinds[0] as Kind;
  if (r.get([...path, 'count']) !== undefined && kind !== 'event')
    r.fail([...path, 'count'], 'count: は event: と一緒にだけ書けます');
  const body = read(r, kind, [...path, kind], path);
  if (body.kind === 'refused' && after !== undefined)
    r.fail([...path, 'after'], 'refused: は盤面を作るときに確かめるので after: は書けません');
  if (body.kind === 'invariants' && after !== undefined)
    r.fail([...path, 'after'], 'invariants: は毎ステップ確認するので after: は書けません');
  return { line, after, text: textOf(r, path), ...body } as Expectation;
}

/** An expectation without its place (`Omit` over each member of the union). */
type Body = Expectation extends infer E
  ? E extends unknown
    ? Omit<E, 'line' | 'after' | 'text'>
    : never
  : never;

function read(r: YamlReader, kind: Kind, p: Path, item: Path): Body {
  switch (kind) {
    case 'invariants':
      if (r.get(p) !== 'hold')
        r.fail(p, 'invariants: には hold と書きます（HF-16 の不変条件を毎ステップ確認します）');
      return { kind: 'invariants' };
    case 'legal':
      return { kind: 'legal', step: r.string(p), legal: true };
    case 'refused':
      return refused(r, p);
    case 'illegal':
      return illegal(r, p);
    case 'pending':
      map(r, p, '{ player: B, kind: defense }');
      r.allowKeys(p, ['player', 'kind']);
      return {
        kind: 'pending',
        player: optional(r, [...p, 'player'], () => side(r, [...p, 'player'])),
        decision: optional(r, [...p, 'kind'], () => decisionKind(r, [...p, 'kind'])),
      };
    case 'zone':
      map(r, p, '{ player: A, zone: hand, cards: [学徒] }');
      r.allowKeys(p, ['player', 'zone', 'cards', 'contains', 'count']);
      return {
        kind: 'zone',
        player: side(r, [...p, 'player']),
        zone: r.string([...p, 'zone']),
        cards: optional(r, [...p, 'cards'], () => strings(r, [...p, 'cards'])),
        contains: optional(r, [...p, 'contains'], () => strings(r, [...p, 'contains'])),
        count: optional(r, [...p, 'count'], () => count(r, [...p, 'count'])),
      };
    case 'card':
      return card(r, p);
    case 'event':
    case 'noEvent':
      return {
        kind: 'event',
        fields: eventPattern(r, p).fields,
        count: optional(r, [...item, 'count'], () => count(r, [...item, 'count'])),
        none: kind === 'noEvent',
      };
    case 'events': {
      const items = r.list(p).map((_, i) => eventPattern(r, [...p, i]));
      if (items.length === 0) r.fail(p, 'events: には順に起きるイベントを1つ以上書いてください');
      return { kind: 'events', items };
    }
    case 'energy':
      return energy(r, p);
    case 'marker':
      return marker(r, p);
    case 'view':
      map(r, p, '{ player: B, sees: [A:紅蓮の剣士], hidden: [A:学徒#2] }');
      r.allowKeys(p, ['player', 'sees', 'hidden']);
      if (r.get([...p, 'sees']) === undefined && r.get([...p, 'hidden']) === undefined)
        r.fail(p, 'view: には sees: か hidden: を書いてください');
      return {
        kind: 'view',
        player: side(r, [...p, 'player']),
        sees: strings(r, [...p, 'sees']),
        hidden: strings(r, [...p, 'hidden']),
      };
    case 'options':
      return options(r, p);
    default:
      return result(r, p);
  }
}

function card(r: YamlReader, p: Path): Body {
  map(r, p, '{ ref: A:学徒#1, zone: battlefield, power: 1000 }');
  r.allowKeys(p, ['ref', 'zone', 'power', 'damage', 'state', 'controller', 'faceUp']);
  const state = optional(r, [...p, 'state'], () => r.string([...p, 'state']));
  if (state !== undefined && state !== 'active' && state !== 'sleep')
    r.fail([...p, 'state'], `state は active か sleep です（値: ${state}）`);
  const faceUp = r.get([...p, 'faceUp']);
  if (faceUp !== undefined && typeof faceUp !== 'boolean')
    r.fail([...p, 'faceUp'], `faceUp は true か false です（値: ${faceUp}）`);
  return {
    kind: 'card',
    ref: r.string([...p, 'ref']),
    zone: optional(r, [...p, 'zone'], () => r.string([...p, 'zone'])),
    power: optional(r, [...p, 'power'], () => r.number([...p, 'power'])),
    damage: optional(r, [...p, 'damage'], () => r.number([...p, 'damage'])),
    state: state as 'active' | 'sleep' | undefined,
    controller: optional(r, [...p, 'controller'], () => side(r, [...p, 'controller'])),
    faceUp: faceUp as boolean | undefined,
  };
}

/** `illegal: "A: …"`, or `illegal: { step: "A: …", code: not-legal, rule: HF-13.7 }`. */
function illegal(r: YamlReader, p: Path): Body {
  if (typeof r.get(p) === 'string') return { kind: 'legal', step: r.string(p), legal: false };
  map(r, p, '{ step: "A: play 学徒", code: not-legal, rule: HF-5.3 }');
  r.allowKeys(p, ['step', 'code', 'rule']);
  const code = optional(r, [...p, 'code'], () => r.string([...p, 'code']));
  if (code !== undefined && !(ILLEGAL_CODES as readonly string[]).includes(code))
    r.fail(
      [...p, 'code'],
      `code は ${ILLEGAL_CODES.join(' / ')} のどれかです（値: ${code}）${didYouMean(code, ILLEGAL_CODES)}`,
    );
  const rule = optional(r, [...p, 'rule'], () => r.string([...p, 'rule']));
  if (rule !== undefined && !/^HF-\d+(\.\d+)*$/.test(rule))
    r.fail([...p, 'rule'], `rule は HF-5.3 のような規則番号です（値: ${rule}）`);
  return { kind: 'legal', step: r.string([...p, 'step']), legal: false, code, rule };
}

/** `refused: { code: copy-limit, rule: HF-1.2 }` (either may be left out; `refused: {}` is any refusal). */
function refused(r: YamlReader, p: Path): Body {
  map(r, p, '{ code: copy-limit, rule: HF-1.2 }');
  r.allowKeys(p, ['code', 'rule']);
  const rule = optional(r, [...p, 'rule'], () => r.string([...p, 'rule']));
  if (rule !== undefined && !/^HF-\d+(\.\d+)*$/.test(rule))
    r.fail([...p, 'rule'], `rule は HF-1.2 のような規則番号です（値: ${rule}）`);
  return { kind: 'refused', code: optional(r, [...p, 'code'], () => r.string([...p, 'code'])), rule };
}

function energy(r: YamlReader, p: Path): Body {
  map(r, p, '{ player: A, active: 2, asleep: 1 }');
  r.allowKeys(p, ['player', 'active', 'asleep', 'total']);
  const numbers = ['active', 'asleep', 'total'].map((k) => optional(r, [...p, k], () => count(r, [...p, k])));
  if (numbers.every((n) => n === undefined))
    r.fail(p, 'energy: には active: / asleep: / total: を書いてください');
  const [active, asleep, total] = numbers;
  return { kind: 'energy', player: side(r, [...p, 'player']), active, asleep, total };
}

/** `marker: B` (B holds it, A not), `marker: none`, or `marker: { player: B, held: false }` (HF-2.6). */
function marker(r: YamlReader, p: Path): Body {
  const v = r.get(p);
  if (v === 'A' || v === 'B') return { kind: 'marker', held: { A: v === 'A', B: v === 'B' } };
  if (v === 'none') return { kind: 'marker', held: { A: false, B: false } };
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    r.fail(p, `marker: は A / B / none か { player: B, held: true } です（値: ${v}）`);
  r.allowKeys(p, ['player', 'held']);
  const held = r.get([...p, 'held']);
  if (held !== undefined && typeof held !== 'boolean')
    r.fail([...p, 'held'], `held は true か false です（値: ${held}）`);
  return { kind: 'marker', held: { [side(r, [...p, 'player'])]: held !== false } };
}

function options(r: YamlReader, p: Path): Body {
  map(r, p, '{ exactly: ["A: pass"] } か { contains: ["A: play 業火"] }');
  r.allowKeys(p, ['exactly', 'contains', 'count']);
  const exactly = optional(r, [...p, 'exactly'], () => strings(r, [...p, 'exactly']));
  const contains = optional(r, [...p, 'contains'], () => strings(r, [...p, 'contains']));
  const n = optional(r, [...p, 'count'], () => count(r, [...p, 'count']));
  if (exactly === undefined && contains === undefined && n === undefined)
    r.fail(p, 'options: には exactly: / contains: / count: を書いてください');
  if (exactly !== undefined && contains !== undefined)
    r.fail([...p, 'contains'], 'exactly: と contains: はどちらか一方です');
  return { kind: 'options', exactly, contains, count: n };
}

function result(r: YamlReader, p: Path): Body {
  map(r, p, '{ winner: A, rule: HF-9.1 }');
  r.allowKeys(p, ['winner', 'rule']);
  const winner = r.string([...p, 'winner']);
  if (winner !== 'A' && winner !== 'B' && winner !== 'draw')
    r.fail([...p, 'winner'], 'winner は A / B / draw です');
  return {
    kind: 'result',
    winner: winner as Side | 'draw',
    rule: optional(r, [...p, 'rule'], () => r.string([...p, 'rule'])),
  };
}
