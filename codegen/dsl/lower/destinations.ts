// Where a 「…に置く／加える／戻す」 of the card language puts a card, as the engine's destination (HF-3): one table,
// read by the lowering of actions, effects and set cards.
import type { ZoneDestination } from '../../../src/core/cardTypes.js';
import type { IRAction } from '../ir.js';

export const DESTINATION: Record<
  IRAction & { kind: 'move' } extends { to: infer D } ? D & string : never,
  ZoneDestination
> = {
  trash: 'trash',
  hand: 'hand',
  handAdd: 'hand',
  ownerHand: 'hand',
  mainTop: 'mainTop',
  mainBottom: 'mainBottom',
  guardDeck: 'guardDeck',
  guardDeckFaceDown: 'guardDeck',
  damageField: 'damageField',
  excluded: 'excluded',
  energy: 'energy',
  energyAsleep: 'energyAsleep',
  battlefield: 'battlefield',
  battlefieldAsleep: 'battlefieldAsleep',
  play: 'played', // 「コストを支払わずにプレイする」 (issue 22, m10a)
};
