// The typed IR of a card file: what `toIR` builds from the parse tree, `check` inspects, `print` turns back
// into canonical text and `lower` turns into CardDefinition. Plain JSON data; every node has its span.
// It records what the text *says* (which reference word, which qualifier order), not yet what it means;
// lowering decides meaning (e.g. what 「それ」 refers to). Rule IDs refer to ../shared/RULES.md.
import type { SourceSpan } from './types.js';

export type Span = SourceSpan;
/** A comment line as it will be printed ('' is a blank line kept between blocks). */
export type Trivia = string;

export interface IRFile {
  kind: 'file';
  file: string;
  span: Span;
  set: IRSetHeader | null;
  cards: IRCard[];
  keywords: IRKeywordDef[];
  /** Comments after the last block. */
  trailing: Trivia[];
}

export interface IRSetHeader {
  span: Span;
  leading: Trivia[];
  id: string;
  trailingComment?: string;
}

interface IRFieldBase {
  span: Span;
  comments: Trivia[];
  trailingComment?: string;
}
export type CardKindWord = 'character' | 'command' | 'set' | 'worldSet';
export interface IRTypeField extends IRFieldBase {
  value: CardKindWord;
}
export interface IRNumberField extends IRFieldBase {
  value: number;
}
export interface IRTraitsField extends IRFieldBase {
  traits: IRName[];
}
export interface IRPowerField extends IRFieldBase {
  value: number;
  signed: boolean;
}
export interface IRSetOnField extends IRFieldBase {
  selector: IRSelector;
}
export interface IRIdentField extends IRFieldBase {
  value: string;
}
export type IRMarkerField = IRFieldBase;

/** A name written between brackets (《trait》, 【keyword】, 「name」). */
export interface IRName {
  name: string;
  span: Span;
}

export interface IRCard {
  kind: 'card';
  span: Span;
  leading: Trivia[];
  name: IRName;
  type?: IRTypeField;
  cost?: IRNumberField;
  traits?: IRTraitsField;
  power?: IRPowerField;
  setOn?: IRSetOnField;
  textField?: IRMarkerField;
  lines: IRTextLine[];
  /** Fields whose line did not parse (so "missing field" is not reported twice). */
  broken: string[];
  /** Text lines that did not parse. */
  brokenLines: number;
}

export interface IRKeywordDef {
  kind: 'keyword';
  span: Span;
  leading: Trivia[];
  name: IRName;
  ident?: IRIdentField;
  /** The 定義： line; `inline` when the definition is written on it. */
  def?: IRMarkerField & { inline: boolean };
  lines: IRTextLine[];
  broken: string[];
  brokenLines: number;
}

// ───────────────────────────── text lines (HF-12, HF-13) ─────────────────────────────

interface IRLineBase {
  span: Span;
  comments: Trivia[];
  /** Cost brackets in front of a line that is not an activated ability (HF-E014). */
  strayCosts?: IRCost[];
}
export interface IRKeywordLine extends IRLineBase {
  kind: 'keywords';
  names: IRName[];
}
export interface IROugiLine extends IRLineBase {
  kind: 'ougi';
  word?: IRName;
  selector?: IRSelector;
}
export interface IRKuusouLine extends IRLineBase {
  kind: 'kuusou';
  conds: IRKuusouCond[];
  sentences: IRSentence[];
}
export type IRKuusouCond =
  | { kind: 'minWithTrait'; span: Span; trait: IRName; count: number }
  | { kind: 'maxCopies'; span: Span; count: number };
export interface IRDamageTriggerLine extends IRLineBase {
  kind: 'damageTrigger';
  effect: IREffect;
}
export interface IRAutoLine extends IRLineBase {
  kind: 'auto';
  sep: 'space' | 'colon';
  trigger?: IRTrigger;
  effect: IREffect;
}
export interface IRActivatedLine extends IRLineBase {
  kind: 'activated';
  costs: IRCost[];
  effect: IREffect;
}
export interface IREffectLine extends IRLineBase {
  kind: 'effect';
  effect: IREffect;
}
export type IRTextLine =
  | IRKeywordLine
  | IROugiLine
  | IRKuusouLine
  | IRDamageTriggerLine
  | IRAutoLine
  | IRActivatedLine
  | IREffectLine;

export type IRCost =
  | { kind: 'energy'; span: Span; amount: number }
  | { kind: 'energyX'; span: Span }
  | { kind: 'sleep'; span: Span }
  | { kind: 'carnage'; span: Span; amount: number }
  | { kind: 'carnageX'; span: Span }
  | { kind: 'discard'; span: Span; count: number; selector?: IRSelector }
  | { kind: 'other'; span: Span; text: string };

// ───────────────────────────── triggers ─────────────────────────────

export type SelfWord = 'thisCharacter' | 'thisCard' | 'this';
export type WhoseWord = 'you' | 'opponent' | 'each';
export type PhaseWord = 'active' | 'draw' | 'energy' | 'main' | 'discard';
export interface IRSelfRef {
  kind: 'self';
  span: Span;
  word: SelfWord;
}
export type IRSubject = IRSelfRef | IRSelector;
export type IRTrigger =
  | { kind: 'enter' | 'attack' | 'defend' | 'destroyed'; span: Span; subject: IRSubject }
  | { kind: 'destroysByAttack' | 'setSelf' | 'cardSetOnSelf' | 'counter'; span: Span; subject: IRSelfRef }
  | { kind: 'damaged'; span: Span; who: 'you' | 'opponent' | 'any' }
  | { kind: 'phase'; span: Span; whose: WhoseWord; phase: PhaseWord; edge: 'start' | 'end' }
  | { kind: 'turnEnd'; span: Span; whose: WhoseWord };

// ───────────────────────────── effects (HF-5.7) ─────────────────────────────

export interface IREffect {
  span: Span;
  sentences: IRSentence[];
}
export type IRSentence = IRActionSentence | IRDefineX;
export interface IRActionSentence {
  kind: 'action';
  span: Span;
  /** Starts with 「その後、」: continues the previous process (HF-5.7). */
  continues: boolean;
  prefixes: IRPrefix[];
  action: IRAction;
  /** 「…してもよい」 */
  optional: boolean;
}
/** 「Xは…に等しい。」 — defines X for the effect; not a process of its own. */
export interface IRDefineX {
  kind: 'defineX';
  span: Span;
  value: IRValueExpr;
}
export type IRPrefix =
  | { kind: 'condition'; span: Span; cond: IRCondition }
  | {
      kind: 'duration';
      span: Span;
      duration: 'endOfTurn' | 'endOfGame' | 'whileOnField';
      subject?: IRSelfRef;
    }
  | { kind: 'target'; span: Span; target: IRTargetPhrase };
export type IRTargetPhrase =
  | { kind: 'selector'; span: Span; selector: IRSelector }
  | {
      kind: 'waitingPlay';
      span: Span /** 「インタラプション・タイミングで待機しているカード」 */;
      inChain: boolean;
    }
  | { kind: 'ref'; span: Span; ref: IRRef; whole: boolean };

export type Compare = 'atLeast' | 'atMost';
export type ZoneWord = 'hand' | 'trash' | 'damageField' | 'guardDeck' | 'mainDeck';
export type IRCondition =
  | { kind: 'zone'; span: Span; player: IRPlayer; zone: ZoneWord; count: number; compare: Compare }
  | { kind: 'turn'; span: Span; player: IRPlayer }
  | { kind: 'count'; span: Span; selector: IRSelector; count: number; compare: Compare }
  | { kind: 'matches'; span: Span; ref: IRRef; selector: IRSelector };

export interface IRValueExpr {
  span: Span;
  base:
    | { kind: 'power'; span: Span; ref: IRRef }
    | { kind: 'zone'; span: Span; player: IRPlayer; zone: ZoneWord }
    | { kind: 'count'; span: Span; selector: IRSelector };
  times?: number;
}

export type IRCount = { kind: 'number'; span: Span; value: number } | { kind: 'x'; span: Span };
export type Sign = 1 | -1;
export type Destination =
  | 'trash'
  | 'hand'
  | 'handAdd'
  | 'mainTop'
  | 'mainBottom'
  | 'guardDeck'
  | 'damageField'
  | 'excluded'
  | 'energy';

export type IRAction =
  | { kind: 'draw'; span: Span; player: IRPlayer; count: IRCount }
  | { kind: 'discard'; span: Span; player: IRPlayer; count: IRCount }
  | { kind: 'lose'; span: Span; player: IRPlayer }
  | {
      kind: 'look';
      span: Span;
      player: IRPlayer;
      count: number;
      pick?: { span: Span; selector: IRSelector; upTo: number };
      rest: 'mainTop' | 'mainBottom' | 'trash';
    }
  | { kind: 'search'; span: Span; player: IRPlayer; selector: IRSelector; upTo: number }
  | {
      kind: 'faceDown';
      span: Span;
      player: IRPlayer;
      power: number;
      traits: IRName[];
      cardKind: 'character' | 'set';
      name: IRName;
      host?: IRRef;
    }
  | { kind: 'placeEnergy'; span: Span; player: IRPlayer; count: number; topCard: boolean }
  | { kind: 'activateEnergy'; span: Span; player: IRPlayer; count: number }
  | { kind: 'damage'; span: Span; to: IRRecipient; amount: IRCount /** 「X点のダメージ」 */; points: boolean }
  | { kind: 'power'; span: Span; object: IRObject; sign: Sign; amount: IRCount }
  | { kind: 'attackBonus'; span: Span; subject: IRSelfRef; sign: Sign; amount: IRCount }
  | { kind: 'unblockable'; span: Span; subject: IRSelfRef; keyword: IRName }
  | { kind: 'indestructible'; span: Span; object: IRObject }
  | { kind: 'cannot'; span: Span; object: IRObject; what: 'attack' | 'defend' }
  | {
      kind: 'grant';
      span: Span;
      object: IRObject;
      grant: { kind: 'keyword' | 'trait'; span: Span; name: IRName };
    }
  | { kind: 'destroy'; span: Span; object: IRObject }
  | { kind: 'state'; span: Span; object: IRObject; state: 'active' | 'sleep' }
  | { kind: 'negate'; span: Span; object: IRObject }
  | { kind: 'control'; span: Span; object: IRObject; player: IRPlayer }
  | { kind: 'move'; span: Span; object: IRObject; to: Destination }
  | { kind: 'extraDeck'; span: Span };
export type IRActionKind = IRAction['kind'];

export type IRRecipient =
  | { kind: 'object'; span: Span; object: IRObject }
  | { kind: 'player'; span: Span; player: IRPlayer }
  | { kind: 'each'; span: Span };

/** 「<selector>全て」, a bare selector (every matching card), or a reference. */
export type IRObject =
  | { kind: 'all'; span: Span; selector: IRSelector; explicit: boolean }
  | { kind: 'ref'; span: Span; ref: IRRef };

export type RefWord =
  | 'attackerOfThis'
  | 'attacking'
  | 'defending'
  | 'destroyedVictim'
  | 'hostOfThis'
  | 'thisCharacter'
  | 'thisCard'
  | 'this'
  | 'it';
export interface IRRef {
  kind: 'ref';
  span: Span;
  word: RefWord;
}

export type IRPlayer =
  | { kind: 'you' | 'opponent'; span: Span }
  | { kind: 'controllerOf' | 'ownerOf'; span: Span; ref: IRRef };

// ───────────────────────────── selectors ─────────────────────────────

export type NounWord = 'character' | 'setCard' | 'worldSet' | 'command' | 'card';
export interface IRSelector {
  kind: 'selector';
  span: Span;
  quals: IRQual[];
  noun: NounWord;
}
export type IRQual =
  | { kind: 'power'; span: Span; value: number; compare: Compare }
  | { kind: 'state'; span: Span; state: 'active' | 'sleep' }
  | { kind: 'trait'; span: Span; name: IRName }
  | { kind: 'nameContains'; span: Span; name: IRName }
  | { kind: 'name'; span: Span; name: IRName }
  | { kind: 'hasKeyword'; span: Span; name: IRName }
  | { kind: 'lacksKeyword'; span: Span; name: IRName }
  | { kind: 'notSelf'; span: Span; word: SelfWord }
  | { kind: 'controller'; span: Span; who: 'you' | 'opponent' };
