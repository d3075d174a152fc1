// Issue 22, the set-card family: 「…にセットされているカードを全て…」 (moveAttached), 「手札を1枚選び、裏向きで…に
// セットする」 (chooseInZone + attach), 「そのカードをこのキャラクターにセットする」 (attach). Setting by an effect is no play
// (RULING, docs/engine.md); face down a card is the set card its definition says, with no name unless one is
// given (000 ■戦場の裏向きのカード).
import type { CardFilter, CardRef, EffectOp, FaceDownDefinition } from '../../../src/core/cardTypes.js';
import { KIND_EN, KIND_JA } from '../diagnostics/kindNames.js';
import type { IRAction, IRCondition, IRFaceDownDef, Span } from '../ir.js';
import type { ActionEnv } from './action.js';
import { DESTINATION } from './destinations.js';
import type { CardEnv } from './env.js';
import type { Antecedent } from './refs.js';
import { lowerPlayer, lowerRef } from './refs.js';
import { lowerFilter } from './selector.js';
import { misplaced } from './sentence.js';

export type SetCardAction = Extract<IRAction, { kind: 'attachedAll' | 'zoneSet' | 'refSet' }>;

/** RULING HF-14.3 (docs/engine.md): a face-down set card with no definition, or with no name given, has no name. */
export const NAMELESS_FACE_DOWN: FaceDownDefinition = { name: '', kind: 'set', power: 0, traits: [] };

export function faceDownDefinition(d: IRFaceDownDef | undefined): FaceDownDefinition {
  if (!d) return NAMELESS_FACE_DOWN;
  return { name: d.name?.name ?? '', kind: d.cardKind, power: d.power, traits: d.traits.map((t) => t.name) };
}

/** The filter of the set cards a phrase names: 「カード」 or 「セットカード」 (every card set on a host is one). */
function attachedFilter(
  a: { selector: Extract<IRAction, { kind: 'attachedAll' }>['selector']; faceUp?: boolean },
  env: ActionEnv,
): CardFilter | undefined {
  if (a.selector.noun !== 'card' && a.selector.noun !== 'setCard') {
    env.report({ code: 'HF-E041', span: a.selector.span });
    return undefined;
  }
  const { kind: _kind, ...filter } = lowerFilter(a.selector, env, false);
  if (a.faceUp !== undefined) filter.faceUp = a.faceUp;
  return filter;
}

/** Where an effect sets a card when no host is written: the ability's own character or world set (HF-14.3). */
function defaultHost(env: ActionEnv, span: Span): CardRef | undefined {
  if (env.kind === 'character' || env.kind === 'worldSet') return 'self';
  env.report({
    code: 'HF-E066',
    span,
    args: {
      where: `${KIND_JA[env.kind]}でセットする`,
      what: 'セット先（「このキャラクターに」など）',
      whereEn: `set by a ${KIND_EN[env.kind]}`,
      whatEn: 'a host (「このキャラクターに」)',
    },
  });
  return undefined;
}

export function lowerSetCardAction(a: SetCardAction, env: ActionEnv, antecedent: Antecedent): EffectOp[] {
  switch (a.kind) {
    case 'attachedAll': {
      const filter = attachedFilter(a, env);
      if (!filter) return [];
      if (a.to === 'battlefield' || a.to === 'battlefieldAsleep' || a.to === 'play') {
        misplaced(
          env,
          a.span,
          '登場させる',
          '「…にセットされているカードを全て」',
          'the cards set on a host',
        );
        return [];
      }
      const to = a.to === 'destroy' ? 'destroy' : DESTINATION[a.to];
      const where =
        a.host.kind === 'ref'
          ? { host: lowerRef(a.host.ref, env, antecedent) }
          : { hosts: lowerFilter(a.host.selector, env, true) };
      // 「それ」 after it stays the host (「…を全てトラッシュに置く。その後、それに2000ダメージを与える」)
      return [{ op: 'moveAttached', ...where, ...(Object.keys(filter).length ? { filter } : {}), to }];
    }
    case 'zoneSet': {
      if (!a.faceDown && a.selector?.noun !== 'setCard') {
        // face up, only a set card can be set (HF-4.4): 「手札を1枚選び、このキャラクターにセットする」 names none
        env.report({ code: 'HF-E041', span: a.selector?.span ?? a.span });
        return [];
      }
      if (a.faceDown && a.definition?.cardKind === 'character') {
        // a card set on a host is a set card (HF-4.4): 「…キャラクターとして裏向きで…にセットする」 cannot be
        env.report({
          code: 'HF-E066',
          span: a.span,
          args: {
            where: 'セットする',
            what: 'セットカードとしての定義（「パワー+1000のセットカードとして」）',
            whereEn: 'that is set',
            whatEn: 'a set-card definition',
          },
        });
        return [];
      }
      const host = a.host ? lowerRef(a.host, env, antecedent) : defaultHost(env, a.span);
      if (!host) return [];
      const zonePlayer = a.zone.player ?? a.player;
      const filter = a.selector ? lowerFilter(a.selector, env, true) : undefined;
      antecedent.zonePick = { before: antecedent.it };
      antecedent.it = 'it'; // 「それ」 after this: the card set
      return [
        {
          op: 'chooseInZone',
          chooser: lowerPlayer(a.player, env, antecedent),
          from: a.zone.zone,
          player: lowerPlayer(zonePlayer, env, antecedent),
          ...(filter && Object.keys(filter).length ? { filter } : {}),
          count: a.count,
          ...(a.upTo ? { upTo: true as const } : {}),
        },
        {
          op: 'attach',
          card: 'it',
          host,
          ...(a.faceDown ? { faceDown: faceDownDefinition(a.definition) } : {}),
        },
      ];
    }
    case 'refSet': {
      const card = lowerRef(a.card, env, antecedent);
      const host = lowerRef(a.host, env, antecedent);
      antecedent.it = card;
      return [{ op: 'attach', card, host, ...(a.faceDown ? { faceDown: NAMELESS_FACE_DOWN } : {}) }];
    }
  }
}

/**
 * 「このカードが…にセットされている限り」 as a continuous condition (a static ability, or 「…限り」 as a duration):
 * checked without the effect's context, so which set card it names is unknown — HF-E040 rather than a condition
 * that never holds (issue 22). Inside an effect (「…場合、」) it is supported.
 */
export function reportContinuousSelfSetOn(cond: IRCondition, env: CardEnv): void {
  if (cond.kind !== 'selfSetOn') return;
  env.report({
    code: 'HF-E040',
    span: cond.span,
    args: {
      mechanic: 'セットカード自身がセットされている間だけ続く効果（効果の中の「…場合、」は書けます）',
      mechanicEn:
        'a continuous effect lasting while this set card is set (「…場合、」 inside an effect is supported)',
      phrase: 'にセットされている限り',
      nearest:
        '[自動]:このカードがセットされた時、このカードがセットされているキャラクターのパワーを+1000する。',
    },
  });
}
