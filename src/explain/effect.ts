// An effect (HF-5.7) as numbered processes: 「処理1：…」「処理1の続き（その後）：…」, what 「それ」 means, and
// which processes fail with their targets (HF-5.6, HF-5.10).
import type { Effect, EffectOp, Modal } from '../core/cardTypes.js';
import { isChain, skipLine, youLine } from './chain.js';
import { MODAL_FIELDS, checkFields } from './fields.js';
import type { NestedExplainer } from './grants.js';
import { opText } from './ops.js';
import { targetName } from './refs.js';
import { targetLines } from './targets.js';
import { type Ctx, type ExplainLine, say } from './types.js';

/** The target indexes and 「それ」 ('it') references a list of steps uses (nested steps included). */
export function refsIn(steps: readonly EffectOp[]): { targets: number[]; it: boolean } {
  const targets = new Set<number>();
  let it = false;
  const visit = (node: unknown, key: string): void => {
    if (node === 'it' && key !== 'op') it = true;
    if (Array.isArray(node)) for (const x of node) visit(x, key);
    else if (node && typeof node === 'object') {
      // a granted ability has targets of its own: its references are not this process's
      if (key === 'ability') return;
      const ref = node as { target?: unknown };
      if (Object.keys(node).length === 1 && typeof ref.target === 'number') targets.add(ref.target);
      for (const [k, v] of Object.entries(node)) visit(v, k);
    }
  };
  visit(steps, '');
  return { targets: [...targets].sort((a, b) => a - b), it };
}

/**
 * Whether 「それ」 is said before any step of the list acted on a card: only its first step can (a nested list of
 * 「…してもよい」 or 「…場合」 counts its own steps: 「自分のキャラクター1体を破壊してもよい」 chooses, then destroys it).
 */
function itBeforeAnyStep(steps: readonly EffectOp[]): boolean {
  const first = steps[0];
  if (first === undefined) return false;
  if (first.op === 'mayDo' || first.op === 'repeat') return itBeforeAnyStep(first.then);
  if (first.op === 'ifThen') return itBeforeAnyStep(first.then) || itBeforeAnyStep(first.else ?? []);
  return refsIn([first]).it;
}

/** What 「それ」 means in each step that says it: the card(s) the step before it acted on (HF-5.7). */
function itLines(ctx: Ctx, steps: readonly EffectOp[], label: string): ExplainLine[] {
  return steps.flatMap((op, j) => {
    if (!refsIn([op]).it) return [];
    const prev = steps[j - 1];
    if (
      prev === undefined &&
      (op.op === 'mayDo' || op.op === 'ifThen' || op.op === 'repeat') &&
      !itBeforeAnyStep([op])
    )
      return [];
    const where = j === 0 ? label : say(ctx, `${label}の続き`, `${label}, continued`);
    const text =
      prev === undefined
        ? say(
            ctx,
            `${where}の「それ」：この処理ではまだ何も扱っていない（何も指さない）`,
            `「それ」 in ${where}: nothing (no step of this process acted on a card yet)`,
          )
        : prev.op === 'pick' || prev.op === 'chooseOnField'
          ? say(
              ctx,
              `${where}の「それ」＝直前の手順で選んだカード`,
              `「それ」 in ${where} = the cards chosen in the step before`,
            )
          : say(
              ctx,
              `${where}の「それ」＝直前の手順が扱ったカード`,
              `「それ」 in ${where} = the card the step before acted on`,
            );
    return [{ kind: 'ref' as const, depth: 1, text }];
  });
}

function processNotes(
  ctx: Ctx,
  steps: readonly EffectOp[],
  label: string,
  mentionsIt: boolean,
  later = false,
): ExplainLine[] {
  const { targets, it } = refsIn(steps);
  const out: ExplainLine[] = [];
  if (mentionsIt && targets.length > 0)
    out.push({
      kind: 'ref',
      depth: 1,
      text: targets
        .map((i) => {
          const several = (ctx.targets[i]?.count ?? 1) > 1 || ctx.targets[i]?.upTo === true;
          const word = several ? 'それら' : 'それ';
          return say(ctx, `${word}＝${targetName(ctx, i)}`, `「${word}」 = ${targetName(ctx, i)}`);
        })
        .join(say(ctx, '、', '; ')),
    });
  if (it) out.push(...itLines(ctx, steps, label));
  if (targets.length > 0) {
    const names = targets.map((i) => say(ctx, `対象${i + 1}`, `target ${i + 1}`)).join(say(ctx, '・', ', '));
    const several =
      targets.length > 1 || targets.some((i) => (ctx.targets[i]?.count ?? 1) > 1 || ctx.targets[i]?.upTo);
    // src/engine/targetSteps.ts: a group target fails only when all its cards are illegal (HF-5.10), but the
    // process fails when any one of several target phrases is wholly illegal (i22tb6: say so, as the engine does)
    const group = targets.some((i) => (ctx.targets[i]?.count ?? 1) > 1 || ctx.targets[i]?.upTo);
    const every =
      targets.length > 1
        ? group
          ? say(
              ctx,
              'いずれか（複数のカードの対象はその全て）が',
              'any one of (every card of a group target) ',
            )
          : say(ctx, 'いずれかが', 'any one of ')
        : several
          ? say(ctx, '全て', 'every card of ')
          : '';
    const rules = several ? say(ctx, 'HF-5.6、HF-5.10', 'HF-5.6, HF-5.10') : 'HF-5.6';
    const whole =
      steps.length > 1 ? say(ctx, '（その後の部分も含めて）', ' (including its その後 part)') : '';
    // HF-5.6 (000 ■効果と対象): targets are checked once, as the effect begins to resolve; a later process
    // asks only that they are still there (an earlier process changing them does not make them illegal)
    out.push({
      kind: 'note',
      depth: 1,
      text: later
        ? say(
            ctx,
            `${label}${whole}は、${names}${targets.length > 1 ? 'の' : 'が'}${every}効果の解決を始めた時に不適切だったか、もうその場所にないなら行われない（前の処理で変わった状態や分類では不適切にならない：${rules}）`,
            `${label}${whole} does nothing if ${every}${names} was illegal when the effect began to resolve, or is gone from where it was (what an earlier process changed does not make it illegal: ${rules})`,
          )
        : say(
            ctx,
            `${label}${whole}は、${names}${targets.length > 1 ? 'の' : 'が'}${every}不適切（もうその場所にない・条件に合わない）なら行われない（${rules}）`,
            `${label}${whole} does nothing if ${every}${names} is illegal (gone from where it was, or no longer matching) (${rules})`,
          ),
    });
  }
  return out;
}

/** The lines of an effect's processes at depth 0 (sub-lines deeper). `mentionsIt`: the text says 「それ」. */
export function effectLines(
  ctx: Ctx,
  effect: Effect,
  nested: NestedExplainer,
  mentionsIt: boolean,
  prefix = '',
): ExplainLine[] {
  const out: ExplainLine[] = [];
  effect.processes.forEach((process, p) => {
    const label = say(ctx, `${prefix}処理${p + 1}`, `${prefix}Process ${p + 1}`);
    process.steps.forEach((op, i) => {
      const t = opText(ctx, op, 1, nested);
      // issue 22: 「破壊できなかった場合、…」 continues the process only when nothing was destroyed
      const otherwise = op.op === 'ifThen' && op.cond.kind === 'nothingDone';
      const head =
        i === 0
          ? label
          : otherwise
            ? say(ctx, `${label}の続き（できなかった場合）`, `${label}, continued (if it could not be done)`)
            : say(ctx, `${label}の続き（その後）`, `${label}, continued (その後)`);
      out.push({ kind: 'step', depth: 0, text: say(ctx, `${head}：${t.text}。`, `${head}: ${t.text}.`) });
      out.push(...t.sub);
      if (i > 0) out.push(...skipLine(ctx, process.steps.slice(0, i), 1));
    });
    if (isChain(process.steps)) out.push(youLine(ctx, 1));
    out.push(...processNotes(ctx, process.steps, label, mentionsIt, p > 0));
  });
  return out;
}

/** 「以下から1つを選ぶ」: when the modes are chosen, then each mode with its own targets and processes. */
export function modalLines(ctx: Ctx, modal: Modal, nested: NestedExplainer, when: string): ExplainLine[] {
  checkFields(modal, MODAL_FIELDS, 'modes');
  const n = modal.choose;
  const how = modal.upTo ? say(ctx, `${n}つまで`, `up to ${n}`) : say(ctx, `${n}つ`, `${n}`);
  const out: ExplainLine[] = [
    {
      kind: 'mode',
      depth: 0,
      text: say(
        ctx,
        `モード：以下から${how}を選ぶ（${when}、対象より先にあなたが選ぶ。選んだモードだけが書かれた順に解決される：HF-5.13）`,
        `Modes: choose ${how} of the following (you choose ${when}, before targets; only the chosen modes resolve, in printed order: HF-5.13)`,
      ),
    },
  ];
  modal.modes.forEach((mode, m) => {
    const label = say(ctx, `モード${m + 1}`, `Mode ${m + 1}`);
    out.push({
      kind: 'mode',
      depth: 1,
      text: say(ctx, `${label}「${mode.text}」`, `${label} 「${mode.text}」`),
    });
    const inner: Ctx = { ...ctx, targets: mode.targets ?? [] };
    const lines = [
      ...targetLines(inner, mode.targets ?? [], say(ctx, `${label}の`, `${label} `)),
      ...effectLines(
        inner,
        mode.effect,
        nested,
        mode.text.includes('それ'),
        say(ctx, `${label}の`, `${label} `),
      ),
    ];
    out.push(...lines.map((l) => ({ ...l, depth: l.depth + 2 })));
  });
  return out;
}
