// Issue 22 point 4: for a process of several parts (「その後、」, 「…してもよい。そうした場合、」), when a later part
// is skipped (HF-5.7: it happens only if the part before it was carried out, HF-5.9) and whose 「あなた」 it is.
import type { EffectOp } from '../core/cardTypes.js';
import { inFullReason } from './inFull.js';
import { type Ctx, type ExplainLine, say } from './types.js';

/** When the step cannot be carried out, or null when it always is (a draw reloads, damage to a player…). */
function failsWhen(ctx: Ctx, op: EffectOp): string | null {
  const whole = inFullReason(ctx, op); // all or nothing (RULING, docs/engine.md)
  if (whole !== null) return whole;
  switch (op.op) {
    case 'discard':
      return say(ctx, '手札が1枚もない', 'the hand is empty');
    case 'lookAtTop':
      return say(ctx, `メインデッキが${op.count}枚ない`, `the main deck has fewer than ${op.count} cards`);
    case 'chooseOnField':
      return op.upTo ? null : say(ctx, '選べるキャラクターがいない', 'there is no character to choose');
    case 'pick':
      return op.upTo ? null : say(ctx, '選べるカードがない', 'there is no card to choose');
    case 'destroy':
      return say(
        ctx,
        '対象が不適切・破壊されない・破壊が置き換えられた',
        'the target is illegal, indestructible, or its destruction is replaced',
      );
    case 'moveCard':
      return say(
        ctx,
        'カードがもうその場所にない・移動が置き換えられた',
        'the card is gone, or its move is replaced',
      );
    case 'damageCharacter':
      return say(
        ctx,
        '対象が不適切・ダメージが置き換えられた',
        'the target is illegal, or the damage is replaced',
      );
    case 'modifyPower':
    case 'setPower':
    case 'setState':
    case 'grant':
    case 'changeControl':
    case 'removeDamage':
    case 'putFaceDown':
      return say(ctx, 'カードがもう戦場にない', 'the card is no longer on the battlefield');
    case 'fight':
    case 'swapPower':
      return say(
        ctx,
        '2体のどちらかがもう戦場にない（どちらにも何も起きない）',
        'either of the two is no longer on the battlefield (nothing happens to either)',
      );
    case 'reveal':
      return say(ctx, '公開するカードがない', 'there is no card to reveal');
    case 'failAttack':
      return say(ctx, '攻撃が行われていない', 'no attack is in progress');
    case 'negate':
      return say(ctx, '無効にできなかった', 'it could not be negated');
    case 'mayDo': {
      const inner = op.then[0] ? failsWhen(ctx, op.then[0]) : null;
      const declined = say(ctx, '行わないことを選んだ', 'you chose not to');
      return inner ? say(ctx, `${declined}、または${inner}`, `${declined}, or ${inner}`) : declined;
    }
    default:
      return null;
  }
}

/**
 * 「前の部分が行えなかった場合（例：…）、この部分は行われない」 under a later part, or nothing when no part
 * before it can fail. `previous`: the parts before it, in order — a part that fails ends the rest of the process
 * (HF-5.7), so a part is skipped when any earlier part could not be carried out, not only the one just before
 * it (「…する。そうした場合、カードを2枚引く。その後、手札を1枚捨てる」: no discard either when nothing was
 * done first). `later`: how the later part is named (「この部分」, 「2つ目以降」).
 */
export function skipLine(
  ctx: Ctx,
  previous: EffectOp | readonly EffectOp[],
  depth: number,
  later?: [string, string],
): ExplainLine[] {
  const parts = Array.isArray(previous) ? previous : [previous as EffectOp];
  const failing = parts.flatMap((op, k) => {
    const reason = failsWhen(ctx, op);
    return reason === null ? [] : [{ k: k + 1, reason }];
  });
  if (failing.length === 0) return [];
  const [ja, en] = later ?? ['この部分', 'this part'];
  const already = alreadyInStateLines(ctx, parts, depth, ja, en);
  // the part just before it can fail, and no earlier one: the plain wording
  if (failing.length === 1 && failing[0].k === parts.length)
    return [
      {
        kind: 'note',
        depth,
        text: say(
          ctx,
          `前の部分が行えなかった場合（例：${failing[0].reason}）、${ja}は行われない（HF-5.7、HF-5.9）`,
          `if the part before could not be carried out (e.g. ${failing[0].reason}), ${en} does not happen (HF-5.7, HF-5.9)`,
        ),
      },
      ...already,
    ];
  const which = say(
    ctx,
    failing.map((f) => `${f.k}つ目`).join('か'),
    failing.map((f) => `part ${f.k}`).join(' or '),
  );
  const reasons = failing.map((f) => f.reason).join(say(ctx, '／', '; '));
  return [
    {
      kind: 'note',
      depth,
      text: say(
        ctx,
        `${which}の部分が行えなかった場合（例：${reasons}）、そこで処理が終わり、${ja}も行われない（HF-5.7、HF-5.9）`,
        `if ${which} could not be carried out (e.g. ${reasons}), the process ends there and ${en} does not happen either (HF-5.7, HF-5.9)`,
      ),
    },
    ...already,
  ];
}

/**
 * 「スリープにする」 on a character already asleep (「アクティブにする」 on an active one) counts as done: the later part
 * happens (RULING 「スリープにする」 a card already asleep, docs/engine.md; src/engine/effects/ops/setState.ts).
 */
function alreadyInStateLines(
  ctx: Ctx,
  parts: readonly EffectOp[],
  depth: number,
  ja: string,
  en: string,
): ExplainLine[] {
  const states = new Set<'sleep' | 'active'>();
  for (const p of parts) {
    const op = p.op === 'mayDo' ? p.then[0] : p;
    if (op?.op !== 'setState') continue;
    // 「アクティブの…を対象とし、それをスリープにする」: an asleep target is illegal instead (HF-5.6, said elsewhere)
    const t =
      typeof op.target === 'object' && 'target' in op.target ? ctx.targets[op.target.target] : undefined;
    if (t?.filter?.state !== undefined && t.filter.state !== op.state) continue;
    states.add(op.state);
  }
  return [...states].map((state) => {
    const [word, wordEn] = state === 'sleep' ? ['スリープ', 'asleep'] : ['アクティブ', 'active'];
    return {
      kind: 'note' as const,
      depth,
      text: say(
        ctx,
        `すでに${word}のキャラクターを${word}にする場合も、行えたものとして扱う（状態はそのまま）：${ja}は行われる（HF-3.2、HF-5.7）`,
        `making a character that is already ${wordEn} ${wordEn} counts as done (its state stays): ${en} happens (HF-3.2, HF-5.7)`,
      ),
    };
  });
}

/** A process of several parts: 「その後」, or a 「…してもよい。そうした場合、…」 with more than one step. */
export function isChain(steps: readonly EffectOp[]): boolean {
  return steps.length > 1 || steps.some((s) => s.op === 'mayDo' && s.then.length > 1);
}

/** Whose 「あなた」 a chain speaks of, from when its card or ability is used. */
export function youLine(ctx: Ctx, depth: number): ExplainLine {
  const who =
    ctx.chooseTime === 'play'
      ? say(ctx, 'このカードをプレイしたプレイヤー', 'the player who played this card')
      : ctx.chooseTime === 'reveal'
        ? say(ctx, 'このカードの持ち主', "this card's owner")
        : ctx.chooseTime === 'kuusou'
          ? say(ctx, 'この【空装】を公開したプレイヤー', 'the player who revealed this 【空装】')
          : ctx.cardKind === 'set' && ctx.trigger?.on === 'setSelf' && !ctx.granted
            ? say(ctx, 'このセットカードのプレイヤー（持ち主）', "this set card's player (its owner)")
            : ctx.cardKind === 'set'
              ? say(
                  ctx,
                  'この能力を持つキャラクター（セット先）のプレイヤー',
                  'the player of the character that has this ability (the one it is set on)',
                )
              : say(ctx, 'この能力を持つカードのプレイヤー', 'the player of the card with this ability');
  return {
    kind: 'ref',
    depth,
    text: say(ctx, `この処理の「あなた」＝${who}`, `「あなた」 in this process = ${who}`),
  };
}
