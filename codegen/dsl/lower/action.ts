// One sentence's action → the EffectOps that run it (src/effects/ops/, one primitive each).
import type {
  CardFilter,
  CardRef,
  Duration,
  EffectOp,
  Grant,
  Value,
  ZoneDestination,
} from '../../../src/core/cardTypes.js';
import type { IRAction, IRObject, IRRecipient, Span } from '../ir.js';
import { printAction } from '../print/action.js';
import { type SentenceEnv, lowerCount, misplaced } from './effect.js';
import { lowerGrants } from './grants.js';
import type { Antecedent } from './refs.js';
import { lowerPlayer, lowerRef } from './refs.js';
import { lowerFilter } from './selector.js';

export type ActionEnv = SentenceEnv & { duration: Duration };

const REST = { mainTop: 'top', mainBottom: 'bottom', trash: 'trash' } as const;

type Target = { one: CardRef } | { all: CardFilter };

function target(object: IRObject, env: ActionEnv, antecedent: Antecedent): Target {
  if (object.kind === 'ref') return { one: lowerRef(object.ref, env, antecedent) };
  return { all: lowerFilter(object.selector, env, false) };
}

/** Operations that need one card (「それを…」), not 「…全て」. */
function single(
  object: IRObject,
  env: ActionEnv,
  antecedent: Antecedent,
  span: Span,
  what: string,
): CardRef | undefined {
  const t = target(object, env, antecedent);
  if ('one' in t) return t.one;
  env.report({
    code: 'HF-E030',
    span,
    args: {
      reason: `「${what}」は「…全て」には使えません。「…一体を対象とし、それを…」と書いてください。`,
      reasonEn: `"${what}" cannot apply to 「…全て」: target one card (「…一体を対象とし、それを…」).`,
    },
  });
  return undefined;
}

function damage(to: IRRecipient, amount: Value, env: ActionEnv, antecedent: Antecedent): EffectOp {
  if (to.kind === 'each') return { op: 'damagePlayer', player: 'each', amount };
  if (to.kind === 'player')
    return { op: 'damagePlayer', player: lowerPlayer(to.player, env, antecedent), amount };
  const t = target(to.object, env, antecedent);
  return 'one' in t
    ? { op: 'damageCharacter', target: t.one, amount }
    : { op: 'damageCharacters', filter: t.all, amount };
}

function grantOps(object: IRObject, grants: Grant[], env: ActionEnv, antecedent: Antecedent): EffectOp[] {
  const t = target(object, env, antecedent);
  return grants.map((grant) =>
    'one' in t
      ? { op: 'grant', target: t.one, grant, duration: env.duration }
      : { op: 'grantAll', filter: t.all, grant, duration: env.duration },
  );
}

function signed(sign: 1 | -1, value: Value): Value {
  if (sign > 0) return value;
  return typeof value === 'number' ? -value : { times: [value, -1] };
}

export function lowerAction(a: IRAction, env: ActionEnv, antecedent: Antecedent): EffectOp[] {
  const player = (p: Parameters<typeof lowerPlayer>[0]) => lowerPlayer(p, env, antecedent);
  switch (a.kind) {
    case 'draw':
      return [{ op: 'draw', player: player(a.player), count: lowerCount(a.count, env) }];
    case 'discard':
      return [{ op: 'discard', player: player(a.player), count: lowerCount(a.count, env) }];
    case 'lose':
      return [{ op: 'loseGame', player: player(a.player) }];
    case 'look': {
      const pick = a.pick && {
        filter: lowerFilter(a.pick.selector, env, true),
        upTo: a.pick.upTo,
        to: 'hand' as const,
      };
      return [
        {
          op: 'lookAtTop',
          player: player(a.player),
          count: a.count,
          ...(pick ? { pick } : {}),
          rest: REST[a.rest],
        },
      ];
    }
    case 'search':
      return [
        {
          op: 'search',
          player: player(a.player),
          filter: lowerFilter(a.selector, env, true),
          upTo: a.upTo,
          to: 'hand',
        },
      ];
    case 'faceDown': {
      const definition = {
        name: a.name.name,
        kind: a.cardKind,
        power: a.power,
        traits: a.traits.map((t) => t.name),
      };
      const host = a.host ? { host: lowerRef(a.host, env, antecedent) } : {};
      antecedent.it = 'it'; // HF-14.3: 「それ」 after this is the face-down card
      return [{ op: 'putFaceDown', from: 'mainTop', player: player(a.player), definition, ...host }];
    }
    case 'placeEnergy':
      return [{ op: 'placeEnergy', player: player(a.player), count: a.count, state: 'active' }];
    case 'activateEnergy':
      return [{ op: 'activateEnergy', player: player(a.player), count: a.count }];
    case 'damage':
      return [damage(a.to, lowerCount(a.amount, env), env, antecedent)];
    case 'power': {
      const amount = signed(a.sign, lowerCount(a.amount, env));
      const t = target(a.object, env, antecedent);
      return 'one' in t
        ? [{ op: 'modifyPower', target: t.one, amount, duration: env.duration }]
        : [{ op: 'modifyPowerAll', filter: t.all, amount, duration: env.duration }];
    }
    case 'cannot':
      return grantOps(
        a.object,
        [a.what === 'attack' ? { cannotAttack: true } : { cannotDefend: true }],
        env,
        antecedent,
      );
    case 'grant':
      return grantOps(a.object, lowerGrants(a.grant, env), env, antecedent);
    case 'destroy': {
      const t = target(a.object, env, antecedent);
      return 'one' in t ? [{ op: 'destroy', target: t.one }] : [{ op: 'destroyAll', filter: t.all }];
    }
    case 'state': {
      const t = target(a.object, env, antecedent);
      return 'one' in t
        ? [{ op: 'setState', target: t.one, state: a.state }]
        : [{ op: 'setStateAll', filter: t.all, state: a.state }];
    }
    case 'negate': {
      const one = single(a.object, env, antecedent, a.span, printAction(a, false));
      return one ? [{ op: 'negate', target: one }] : [];
    }
    case 'control': {
      const one = single(a.object, env, antecedent, a.span, printAction(a, false));
      return one ? [{ op: 'changeControl', target: one, to: player(a.player) }] : [];
    }
    case 'move': {
      const one = single(a.object, env, antecedent, a.span, printAction(a, false));
      const to: ZoneDestination = a.to === 'handAdd' ? 'hand' : a.to;
      return one ? [{ op: 'moveCard', target: one, to }] : [];
    }
    case 'attackBonus':
    case 'unblockable':
    case 'indestructible':
    case 'extraDeck':
      misplaced(
        env,
        a.span,
        printAction(a, false),
        a.kind === 'extraDeck' ? '【空装】の効果以外' : '[自動]：の常在能力以外',
        a.kind === 'extraDeck' ? 'outside a 【空装】 effect' : 'outside a continuous [自動]： ability',
      );
      return [];
  }
}
