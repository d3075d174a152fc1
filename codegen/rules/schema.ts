// The shape of rules/game.yaml once read and checked (see load.ts), and the keys it may contain.

/** The numbers the engine reads as GAME_RULES, in no particular order; all are required. */
export const CONSTANT_NAMES = [
  'mainDeckSize',
  'guardDeckSize',
  'extraDeckSize',
  'copyLimit',
  'openingHand',
  'mulligans',
  'secondPlayerExtraDraw',
  'secondPlayerMarkerPays',
  'drawPerTurn',
  'handLimit',
  'playerAttackDamage',
  'reloadGuardCards',
  'maxWorldSetsPerPlayer',
  'defaultMaxTurns',
  'defaultMaxDecisions',
] as const;

export const TOP_LEVEL_KEYS = ['constants', 'phases'] as const;
export const PHASE_KEYS = ['name', 'rule', 'opensWindowAtEnd'] as const;

/** A rule ID as cited in PHASES (`HF-6.1`). */
export const RULE_ID_PATTERN = /^HF-\d+\.\d+$/;
/** A phase name becomes a string-literal type member and is used in code: a plain camelCase word. */
export const PHASE_NAME_PATTERN = /^[a-z][A-Za-z0-9]*$/;

/** `note` is the line's YAML comment; the generator copies it next to the value it documents. */
export interface GameConstant {
  name: string;
  value: number;
  note: string;
}

export interface PhaseDefinition {
  name: string;
  rule: string;
  opensWindowAtEnd: boolean;
  note: string;
}

export interface GameRulesSpec {
  constants: GameConstant[];
  phases: PhaseDefinition[];
}
