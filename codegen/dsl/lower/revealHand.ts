// mech20 (issue 22): 「あなたは手札から《竜》を持つカードを1枚公開してもよい。そうしたら、…」 — cards of the player's own
// hand chosen on resolution by that player (chooseInZone: none matching, the step fails and a 「そうしたら」 part is
// not done, HF-5.7) and shown to every player (reveal); they stay in the hand and are 「それ」 for the next step.
// RULING «Revealing from the hand» (docs/engine.md).
import type { EffectOp } from '../../../src/core/cardTypes.js';
import type { IRAction } from '../ir.js';
import type { ActionEnv } from './action.js';
import type { Antecedent } from './refs.js';
import { lowerPlayer } from './refs.js';
import { lowerFilter } from './selector.js';

export function lowerRevealHand(
  a: Extract<IRAction, { kind: 'revealHand' }>,
  env: ActionEnv,
  antecedent: Antecedent,
): EffectOp[] {
  const who = lowerPlayer(a.player, env, antecedent);
  const filter = lowerFilter(a.selector, env, true);
  antecedent.zonePick = { before: antecedent.it };
  antecedent.it = 'it'; // 「それ」 after this: the cards revealed
  return [
    {
      op: 'chooseInZone',
      chooser: who,
      from: 'hand',
      player: who,
      ...(Object.keys(filter).length ? { filter } : {}),
      count: a.count,
      ...(a.upTo ? { upTo: true as const } : {}),
    },
    { op: 'reveal', target: 'it' },
  ];
}
