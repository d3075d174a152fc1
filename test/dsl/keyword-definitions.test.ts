// Issue 21 point 3, "a keyword must compile to exactly its definition": for every keyword of rules/keywords.hf,
// the parts of its definition sentence (000 ■カードテキストのキーワード) are read from the IR of that sentence —
// when it takes effect, what it targets, what it does and to whom, the amount, how long — by rules written
// here, independently of the lowering (codegen/dsl/lower/), and the ability the engine runs (generated/keywords.ts,
// handed out by src/keywords.ts) must carry each of them. Like test/explain/agreement.test.ts does for the
// explanation of every card, an IR node these rules do not know is reported, never skipped.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileSources } from '../../codegen/dsl/compile.js';
import { KEYWORDS_FILE } from '../../codegen/dsl/index.js';
import type { IRKeywordDef } from '../../codegen/dsl/ir.js';
import type { Ability, EffectOp } from '../../src/core/cardTypes.js';
import { KEYWORD_NAMES, keywordAbilities, keywordPrintedName } from '../../src/keywords.js';

/** The parts of one definition. `duration` null: none written (a continuous ability lasts while on the field). */
interface Parts {
  timing: string;
  targets: string[];
  action: string;
  amount: string | null;
  duration: string | null;
}

type Node = Record<string, unknown>;
const obj = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});

/** IR reference words → the card they mean (000's words, read here on their own). */
const REF_WORDS: Record<string, string> = {
  attackerOfThis: 'attacker', // これに攻撃したキャラクター
  attacking: 'attacker', // 攻撃しているキャラクター
  defending: 'defender', // 防御しているキャラクター
  thisCharacter: 'self', // このキャラクター
  this: 'self', // これ
  destroyedVictim: 'eventCard', // 破壊したキャラクター
};

class IRReader {
  readonly unknown: string[] = [];
  private targets: string[] = [];

  ref(node: unknown): string {
    const word = String(obj(node).word);
    if (word === 'it' && this.targets.length > 0) return `target${this.targets.length - 1}`; // 「それ」
    const card = REF_WORDS[word];
    if (card === undefined) this.unknown.push(`ref ${word}`);
    return card ?? word;
  }

  timing(trigger: unknown): string {
    const t = obj(trigger);
    if (trigger === undefined) return 'continuous';
    if (t.kind === 'counter') return 'defenseSucceededDamage'; // 「防御が成功した後の攻撃ダメージ解決時」
    if (t.kind === 'destroysByAttack') return `destroysByAttack:${this.ref(t.subject)}`;
    if (t.kind === 'phase') return `${t.edge === 'end' ? 'phaseEnd' : 'phaseStart'}:${t.phase}:${t.whose}`;
    this.unknown.push(`trigger ${String(t.kind)}`);
    return String(t.kind);
  }

  target(prefix: Node): void {
    const target = obj(prefix.target);
    if (target.kind === 'ref') this.targets.push(`ref:${this.ref(target.ref)}`);
    else this.unknown.push(`target ${String(target.kind)}`);
  }

  recipient(to: unknown): string {
    const r = obj(to);
    if (r.kind === 'object') return this.ref(obj(r.object).ref);
    const player = obj(r.player);
    if (r.kind === 'player' && player.kind === 'controllerOf') return `controllerOf:${this.ref(player.ref)}`;
    this.unknown.push(`recipient ${JSON.stringify(r)}`);
    return '?';
  }

  action(a: Node): string {
    switch (a.kind) {
      case 'damage':
        return `damage→${this.recipient(a.to)}`;
      case 'state':
        return `state:${a.state}→${this.ref(obj(a.object).ref)}`;
      case 'attackBonus':
        return `attackBonus→${this.ref(a.subject)}`;
      case 'indestructible':
        return `indestructible→${this.ref(obj(a.object).ref)}`;
      case 'unblockable':
        return `unblockableExceptBy:${String(obj(a.keyword).name)}→${this.ref(a.subject)}`;
      default:
        this.unknown.push(`action ${String(a.kind)}`);
        return String(a.kind);
    }
  }

  amount(a: Node, x: string | null): string | null {
    const amount = obj(a.amount);
    if (amount.kind === 'number') return String(amount.value);
    if (amount.kind === 'x') return x;
    if (a.amount !== undefined) this.unknown.push(`amount ${String(amount.kind)}`);
    return null;
  }

  /** 「Xはこれのパワーに等しい。」 */
  defineX(sentences: Node[]): string | null {
    const def = sentences.find((s) => s.kind === 'defineX');
    if (!def) return null;
    const base = obj(obj(def.value).base);
    if (base.kind === 'power') return `powerOf:${this.ref(base.ref)}`;
    this.unknown.push(`X ${String(base.kind)}`);
    return null;
  }

  read(def: IRKeywordDef): Parts[] {
    return def.lines.map((line) => {
      const l = line as unknown as Node;
      if (l.kind !== 'auto') this.unknown.push(`line ${String(l.kind)}`);
      this.targets = [];
      const sentences = (obj(l.effect).sentences ?? []) as Node[];
      const x = this.defineX(sentences);
      const actions = sentences.filter((s) => s.kind === 'action');
      if (actions.length !== 1) this.unknown.push(`${actions.length} action sentences`);
      const sentence = actions[0] ?? {};
      let duration: string | null = null;
      for (const p of (sentence.prefixes ?? []) as Node[]) {
        if (p.kind === 'target') this.target(p);
        else if (p.kind === 'duration') duration = String(p.duration);
        else this.unknown.push(`prefix ${String(p.kind)}`);
      }
      const acts = (sentence.actions ?? []) as Node[];
      if (acts.length !== 1) this.unknown.push(`${acts.length} actions`);
      const act = acts[0] ?? {};
      return {
        timing: this.timing(l.trigger),
        targets: [...this.targets],
        action: this.action(act),
        amount: this.amount(act, x),
        duration,
      };
    });
  }
}

/** The same parts, read from the engine's ability. */
function engineParts(ability: Ability): Parts & { continuous: boolean } {
  const keywordName = (id: string) => keywordPrintedName(id);
  if (ability.kind === 'static') {
    const [e] = ability.effects;
    const self = (affects: unknown) => (affects === 'self' ? 'self' : JSON.stringify(affects));
    const action =
      e?.kind === 'playerAttackDamageBonus'
        ? 'attackBonus→self' // a bonus to this character's attacks
        : e?.kind === 'indestructible'
          ? `indestructible→${self(e.affects)}`
          : e?.kind === 'unblockableExceptBy'
            ? `unblockableExceptBy:${keywordName(e.keyword)}→self`
            : JSON.stringify(e);
    const amount = e?.kind === 'playerAttackDamageBonus' ? String(e.amount) : null;
    return {
      timing: 'continuous',
      targets: (ability.effects.length === 1 ? [] : ['more than one effect']) as string[],
      action,
      amount,
      duration: null,
      continuous: true,
    };
  }
  const steps = ability.effect.processes.flatMap((p) => p.steps);
  const [step] = steps;
  const card = (ref: unknown) =>
    typeof ref === 'object' && ref !== null && 'target' in ref
      ? `target${(ref as { target: number }).target}`
      : String(ref);
  const value = (v: unknown) =>
    typeof v === 'number'
      ? String(v)
      : v && typeof v === 'object' && 'powerOf' in v
        ? `powerOf:${card(v.powerOf)}`
        : null;
  const actionOf = (op: EffectOp | undefined): string => {
    if (op?.op === 'damageCharacter') return `damage→${card(op.target)}`;
    if (op?.op === 'damagePlayer')
      return typeof op.player === 'object' && 'controllerOf' in op.player
        ? `damage→controllerOf:${card(op.player.controllerOf)}`
        : `damage→${String(op.player)}`;
    if (op?.op === 'setState') return `state:${op.state}→${card(op.target)}`;
    return JSON.stringify(op);
  };
  if (ability.kind === 'activated') return { ...emptyParts('activated'), continuous: false };
  const t = ability.trigger;
  const timing =
    t.on === 'phaseEnd' || t.on === 'phaseStart'
      ? `${t.on}:${t.phase}:${t.whose}`
      : 'who' in t
        ? `${t.on}:${typeof t.who === 'string' ? t.who : JSON.stringify(t.who)}`
        : t.on;
  return {
    timing,
    targets: [
      ...(ability.targets ?? []).map((s) => (s.kind === 'ref' ? `ref:${s.ref}` : s.kind)),
      ...(steps.length === 1 ? [] : ['more than one step']),
    ],
    action: actionOf(step),
    amount: step && 'amount' in step ? value(step.amount) : null,
    duration: step && 'duration' in step ? String(step.duration) : null,
    continuous: false,
  };
}

function emptyParts(timing: string): Parts {
  return { timing, targets: [], action: '', amount: null, duration: null };
}

/** A written duration is carried by the op's duration or, for 「戦場に居る限り」, by a continuous ability. */
function durationCarried(written: string | null, engine: Parts & { continuous: boolean }): boolean {
  if (written === null) return engine.duration === null;
  if (written === 'whileOnField') return engine.continuous || engine.duration === 'whileSourceOnBattlefield';
  return engine.duration === written;
}

interface Disagreement {
  keyword: string;
  part: string;
  definition: unknown;
  engine: unknown;
}

function disagreements(id: string, abilities: readonly Ability[], def: IRKeywordDef): Disagreement[] {
  const reader = new IRReader();
  const written = reader.read(def);
  const out: Disagreement[] = reader.unknown.map((u) => ({
    keyword: id,
    part: 'IR node this check does not know (add a rule here)',
    definition: u,
    engine: null,
  }));
  if (abilities.length !== written.length)
    out.push({ keyword: id, part: 'abilities', definition: written.length, engine: abilities.length });
  written.forEach((parts, i) => {
    const ability = abilities[i];
    if (!ability) return;
    const engine = engineParts(ability);
    for (const part of ['timing', 'targets', 'action', 'amount'] as const)
      if (JSON.stringify(parts[part]) !== JSON.stringify(engine[part]))
        out.push({ keyword: id, part, definition: parts[part], engine: engine[part] });
    if (!durationCarried(parts.duration, engine))
      out.push({
        keyword: id,
        part: 'duration',
        definition: parts.duration,
        engine: engine.continuous ? 'continuous' : engine.duration,
      });
  });
  return out;
}

const compiled = compileSources([{ path: KEYWORDS_FILE, text: readFileSync(KEYWORDS_FILE, 'utf8') }]);
const DEFS = compiled.files[0].ir.keywords;
/** Identifier → its definition's IR (the identifier is 識別子, or the name). */
const BY_ID = new Map(DEFS.map((d) => [d.ident?.value ?? d.name.name, d]));

describe('every keyword is exactly its definition (issue 21, HF-13)', () => {
  test('every keyword of rules/keywords.hf is checked, and the engine knows exactly those', () => {
    expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect([...BY_ID.keys()]).toEqual(KEYWORD_NAMES);
    expect(KEYWORD_NAMES.length).toBeGreaterThanOrEqual(6);
  });

  for (const id of KEYWORD_NAMES)
    test(`HF-13 【${keywordPrintedName(id)}】: the engine's ability carries the timing, targets, action, amount and duration of its definition`, () => {
      const def = BY_ID.get(id);
      if (!def) throw new Error(`no definition for ${id}`);
      expect(disagreements(id, keywordAbilities(id), def)).toEqual([]);
    });

  test('HF-13.1 the parts read from 【反撃】’s definition: the attacker is its target', () => {
    const [parts] = new IRReader().read(BY_ID.get('counter')!);
    expect(parts).toEqual({
      timing: 'defenseSucceededDamage',
      targets: ['ref:attacker'],
      action: 'damage→target0',
      amount: 'powerOf:self',
      duration: null,
    });
  });
});

// Not a keyword: engine abilities broken on purpose, as a faulty lowering (or the old untargeted 【反撃】) would be.
describe('the keyword-definition check can fail', () => {
  const broken = (id: string, change: (a: Ability) => Ability) =>
    disagreements(id, keywordAbilities(id).map(change), BY_ID.get(id)!).map((d) => d.part);

  test('a 【反撃】 without its target (the engine before issue 21) is caught', () => {
    const untargeted = (a: Ability): Ability =>
      a.kind === 'auto'
        ? {
            ...a,
            targets: undefined,
            effect: {
              processes: [
                { steps: [{ op: 'damageCharacter', target: 'attacker', amount: { powerOf: 'self' } }] },
              ],
            },
          }
        : a;
    expect(broken('counter', untargeted)).toEqual(['targets', 'action']);
  });

  test('a changed amount, a changed timing and a lost duration are caught', () => {
    const twice = (a: Ability): Ability =>
      a.kind === 'auto'
        ? {
            ...a,
            effect: {
              processes: [
                { steps: [{ op: 'damagePlayer', player: { controllerOf: 'eventCard' }, amount: 2 }] },
              ],
            },
          }
        : a;
    expect(broken('pierce', twice)).toEqual(['amount']);
    const yours = (a: Ability): Ability =>
      a.kind === 'auto' ? { ...a, trigger: { on: 'phaseEnd', phase: 'active', whose: 'you' } } : a;
    expect(broken('vigilance', yours)).toEqual(['timing']);
    const oneTurn = (): Ability => ({
      kind: 'auto',
      trigger: { on: 'attack', who: 'self' },
      effect: {
        processes: [
          { steps: [{ op: 'grant', target: 'self', grant: { cannotDefend: true }, duration: 'endOfTurn' }] },
        ],
      },
    });
    expect(broken('godspeed', oneTurn)).toEqual(expect.arrayContaining(['timing', 'action', 'duration']));
  });
});
