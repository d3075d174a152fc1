// Every field of the contract's records that the explainer reads, listed per type: a field added to
// src/core/cardTypes.ts is a type error here until the explainer says something about it, and data with a
// field the explainer does not know is an error at run time rather than silently left out.
import type {
  ActivatedAbility,
  AutoAbility,
  CardDefinition,
  CardFilter,
  Modal,
  StaticAbility,
} from '../core/cardTypes.js';

type Fields<T> = Record<keyof T, true>;

export const CARD_FIELDS: Fields<CardDefinition> = {
  id: true,
  name: true,
  kind: true,
  cost: true,
  traits: true,
  power: true,
  text: true,
  abilities: true,
  effect: true,
  modal: true,
  targets: true,
  setOn: true,
  ougi: true,
  kuusou: true,
  playCondition: true,
  trashPlay: true,
  playCarnage: true,
  extraCost: true,
  namePlayLimit: true,
  damageTrigger: true,
  damageTriggerTargets: true,
  source: true,
};

export const AUTO_FIELDS: Fields<AutoAbility> = {
  kind: true,
  keyword: true,
  text: true,
  trigger: true,
  targets: true,
  oncePerTurn: true,
  effect: true,
  modal: true,
};

export const ACTIVATED_FIELDS: Fields<ActivatedAbility> = {
  kind: true,
  useIf: true,
  keyword: true,
  text: true,
  costs: true,
  targets: true,
  oncePerTurn: true,
  effect: true,
  modal: true,
};

export const STATIC_FIELDS: Fields<StaticAbility> = {
  kind: true,
  keyword: true,
  text: true,
  condition: true,
  effects: true,
};

export const FILTER_FIELDS: Fields<CardFilter> = {
  declared: true,
  controller: true,
  state: true,
  traits: true,
  anyTraits: true,
  powerAtMost: true,
  powerAtLeast: true,
  powerAtMostSelf: true,
  powerAtLeastSelf: true,
  owner: true,
  costAtMost: true,
  costAtLeast: true,
  nameContains: true,
  name: true,
  kind: true,
  hasKeyword: true,
  lacksKeyword: true,
  notSelf: true,
  combat: true,
  attachedAtLeast: true,
  attachedAtMost: true,
  attachedTraits: true,
  attachedNames: true,
  damaged: true,
  attackedThisTurn: true,
  defendedThisTurn: true,
  hasDamageTrigger: true,
  faceUp: true,
  notName: true,
  lacksTraits: true,
};

export const MODAL_FIELDS: Fields<Modal> = { choose: true, upTo: true, modes: true };

/** Throws when `value` has a field that `known` does not list (it would not be explained). */
export function checkFields(value: object, known: Record<string, true>, what: string): void {
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(known, key)) throw new Error(`explain: unknown field '${key}' in ${what}`);
  }
}
