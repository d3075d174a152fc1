// The game state: plain data only, so it serializes to JSON and restores exactly (HF-16.9).
import type {
  Ability,
  CardFilter,
  CardRef,
  DeclareWhat,
  Duration,
  EffectOp,
  FaceDownDefinition,
  Grant,
  PhaseName,
  PlayerIndex,
  TargetSpec,
  ZoneDestination,
} from './cardTypes.js';
import type { Decision } from './decisions.js';

/** A cost paid with cards, one at a time (HF-11.2, HF-12.4). */
// 'sleepCharacter' (mech13): an active character of the player's put to sleep (an optional extra cost on play)
// 'trashAttached' (mech14): a card set on the ability's source put into its owner's trash
export type CardCostKind =
  | 'carnage'
  | 'discard'
  | 'destroy'
  | 'trashCharacter'
  | 'exileTrash'
  | 'trashAttached'
  | 'sleepCharacter';
import type { GameEvent } from './events.js';

export const STATE_VERSION = 3;

export type ZoneName =
  | 'mainDeck'
  | 'guardDeck'
  | 'hand'
  | 'energy'
  | 'trash'
  | 'damageField'
  | 'extraDeck'
  | 'battlefield'
  | 'excluded'
  | 'attached' // set on a host (HF-4.4)
  | 'chain' // waiting in the interruption chain (HF-3.7)
  | 'limbo'; // being destroyed (HF-9.6) or a revealed damage trigger resolving (HF-9.3)

export interface CardInstance {
  id: number;
  def: string; // CardDefinition id
  owner: PlayerIndex; // 持ち主: never changes (HF-14.2)
  controller: PlayerIndex; // 所有者 in 000: who controls it on the battlefield
  zone: ZoneName;
  faceUp: boolean; // guard deck (HF-2.3) and damage field (HF-9.3) cards may be face up
  sleep: boolean; // energies and battlefield cards (HF-3.2)
  damage: number; // accumulated this turn (HF-9.4)
  lastDamageBy?: PlayerIndex; // issue 22: the player whose effect dealt its latest damage (absent: an attack's)
  host: number | null; // for attached set cards
  attachments: number[]; // cards set on this card, in order
  faceDown: FaceDownDefinition | null; // HF-14.3
  seq: number; // bumped on every move: a card that left and came back is a new object (HF-5.6)
}

export interface PlayerState {
  mainDeck: number[]; // index 0 is the top
  guardDeck: number[];
  hand: number[];
  energy: number[];
  trash: number[];
  damageField: number[];
  extraDeck: number[];
  secondPlayerMarker: boolean; // holds an unused marker (HF-2.6)
  mulliganed: boolean;
  kuusou: number | null; // card whose 【空装】 effect this player has (HF-13.8)
  ougiDeck: boolean; // deck contains a 【奥義】 card (HF-2.3)
  /**
   * issue 22: 「このターン、次にあなたがプレイする…はコストが1少なくなる」: cost changes waiting for this player's next
   * matching play this turn; each is used up by one play and dropped at end of turn (RULING, docs/engine.md).
   */
  nextPlayCosts?: NextPlayCost[];
  /**
   * issue 22: 「対戦相手は次のあなたのターン終了時まで、コスト3以下のコマンドをプレイできない」: what this player cannot
   * play, each until the end of turn `until` (replaced, never edited in place; src/engine/playBans.ts).
   */
  playBans?: PlayBan[];
  /**
   * issue 22: 「このターン、あなたのキャラクターの攻撃は防御されない」: rules this player's effects put on a group of
   * characters for a number of turns, holding for characters that enter later too (src/engine/groupRules.ts).
   */
  groupRules?: GroupRule[];
  /**
   * issue 22: 「このターン中、対戦相手がプレイするカードのエネルギーコストは1多くなる」: cost changes with a duration on this
   * player's plays (replaced, never edited in place; src/engine/playCosts.ts).
   */
  playCosts?: PlayCostChange[];
}

export type GroupRuleFlag =
  | 'cannotAttack'
  | 'cannotDefend'
  | 'unblockable'
  | 'cannotAttackPlayer'
  | 'cannotAttackCharacter'
  | 'cannotBeAttacked';

/** issue 22: one rule on a group of characters (src/engine/groupRules.ts). */
export interface GroupRule {
  flag: GroupRuleFlag;
  /** The characters it holds for, seen from `controller`, the player whose effect made it. */
  filter: CardFilter;
  controller: PlayerIndex;
  /** Where the effect that made it came from (for 「…の効果を受けない」, HF-5.12). */
  origin: 'characterAbility' | 'characterDamageTrigger' | 'other';
  /** The last turn it holds (it ends at that turn's end). */
  until: number;
}

/** issue 22: one cost change with a duration on a player's plays (src/engine/playCosts.ts). */
export interface PlayCostChange {
  amount: number;
  /** The cards it changes (all when absent), seen from `controller`, the player whose effect made it. */
  filter?: CardFilter;
  controller: PlayerIndex;
  /** The last turn it holds (it ends at that turn's end); absent: until the end of the game. */
  until?: number;
}

/** issue 22: one 「…をプレイできない」 on a player (src/engine/playBans.ts). */
export interface PlayBan {
  /** The cards it forbids (all when absent), seen from `controller`, the player whose effect made it. */
  filter?: CardFilter;
  controller: PlayerIndex;
  /** The last turn it holds (it ends at that turn's end). */
  until: number;
}

export interface NextPlayCost {
  amount: number;
  filter?: CardFilter;
  turn: number;
}

/**
 * A continuous effect with a duration, created by an effect (HF-12.3, HF-12.9). 'control': a change of
 * control with a duration; `from` is the controller it gives the card back to when it ends.
 */
export interface LastingEffect {
  id: number;
  kind: 'power' | 'grant' | 'control';
  card: number;
  cardSeq: number; // the effect applies only while the card is the same object
  amount: number;
  grant: Grant | null;
  duration: Duration;
  source: number;
  sourceSeq: number;
  controller: PlayerIndex;
  turn: number;
  from?: PlayerIndex; // 'control' only
  /** 'power' only: `amount` is the base power (the printed value replaced, HF-12.6), not an addition (m10a) */
  base?: true;
}

/** What an effect's steps refer to while it resolves. */
export interface EffectContext {
  controller: PlayerIndex;
  self: number; // the card whose ability it is (host for granted abilities)
  source: number; // the physical card carrying the ability
  selfSeq: number;
  targets: TargetChoice[];
  specs: TargetSpec[];
  it: number | null;
  /** 「それら」: every card the previous step acted on when it chose several (pick); `its[0]` is `it`. */
  its?: number[];
  eventCard: number | null;
  x: number;
  /** Last known information of cards that left (HF-9.6): id → controller, power, traits. */
  lki: Record<number, { controller: PlayerIndex; power: number; traits: string[] }>;
  /** HF-5.11: replacements already applied to the event this process carries out in place of another. */
  replaced?: string[];
  /** Characters destroyed while this effect was being carried out (「この効果によって…破壊された」, issue 22). */
  destroyed?: number[];
  /**
   * HF-5.6 (000 ■効果と対象: 「効果を解決する前に…不適切になった場合」): per target index, the cards of that target
   * still legal when the effect began to resolve (null: not a card target). A later process of the same effect
   * only asks that they are still the same objects, so a sentence that changed its target (「スリープの…を
   * アクティブにする。それは…を得る。」) does not make the next sentence fail (issue 22).
   */
  legalAtStart?: (number[] | null)[];
  /**
   * 「この方法で除外したカード1枚につき」「置いた枚数」: the cards the latest choice on resolution chose (and moved),
   * passed from each process to the effect for the next ones (issue 22; src/engine/tasks.ts finishProcess);
   * replaced, never edited in place (snapshots and saves copy contexts shallowly, fixd task 2).
   */
  chosen?: number[];
  /** 「宣言した…」 (issue 22): what the effect's 'declare' step declared: a card name, a kind or a trait. */
  declared?: { name?: string; kind?: string; trait?: string };
  /** mech13: the play this effect is paid its optional extra cost (「このカードの追加コストを支払っていた場合」). */
  extraPaid?: true;
}

/** An event a replacement effect (HF-5.11) may replace, waiting for its affected card's controller. */
export type ReplaceableEvent =
  // `byCounter` / `counter`: the defender whose 【反撃】 damage it is (HF-13.1), kept while a replacement choice
  // delays the event so the destruction still counts as that counter's kill (fixc task 2)
  | { kind: 'destroy'; reason: 'damage' | 'effect' | 'power0'; byAttack: number | null; byCounter?: number }
  | { kind: 'damage'; amount: number; source: number | null; attacker: number | null; counter?: number }
  | { kind: 'move'; to: ZoneDestination; faceUp: boolean | null; controller: PlayerIndex }
  | { kind: 'trash' }; // a destroyed card leaving limbo for its owner's trash (HF-9.6)

export type TargetChoice =
  | { card: number; seq: number }
  | { chainItem: number }
  | { cards: { card: number; seq: number }[] } // a spec with `count` > 1 or `upTo` (HF-5.10)
  | null;

/** HF-12.8: a 「1ターンに1回」 ability of a card object used (activated) or triggered (auto) on `turn`. */
export interface OncePerTurnUse {
  card: number;
  seq: number;
  ability: string;
  turn: number;
}

export type ChainItem =
  | {
      kind: 'attack';
      id: number;
      player: PlayerIndex;
      attacker: number;
      attackerSeq: number;
      target: AttackTarget;
    }
  | { kind: 'defense'; id: number; player: PlayerIndex; defender: number; defenderSeq: number }
  | {
      kind: 'play';
      id: number;
      player: PlayerIndex;
      card: number;
      targets: TargetChoice[];
      x: number;
      negated: boolean;
      modes?: number[]; // RULING HF-5.13: the chosen modes of the card's Modal, in printed order
      from?: 'guardDeck' | 'hand'; // issue 22: where it was played from (「ガードデッキからプレイされて…登場した時」)
      extraPaid?: true; // mech13: its optional extra cost was paid (「追加コストを支払っていた場合」)
    }
  | {
      kind: 'ability';
      id: number;
      player: PlayerIndex;
      source: number; // the card the ability is on (host for a granted ability)
      sourceSeq: number;
      abilityKey: string; // identifies the ability among the card's current abilities (HF-7.6)
      targets: TargetChoice[];
      x: number;
      modes?: number[]; // RULING HF-5.13
    }
  | { kind: 'phaseEnd'; id: number; player: PlayerIndex; phase: PhaseName };

export type AttackTarget = { player: PlayerIndex } | { card: number; seq: number };

export interface Combat {
  attacker: number;
  attackerSeq: number;
  attackingPlayer: PlayerIndex;
  target: AttackTarget;
  defender: number | null;
  defenderSeq: number;
  defenseSucceeded: boolean;
  stage: 'declared' | 'defense' | 'defenseDeclared' | 'damage' | 'done';
}

export interface Window {
  holder: PlayerIndex;
  openedByPass: boolean; // HF-7.4: a pass in a window opened by a pass closes it
}

/** A triggered auto ability waiting to be ordered and put onto the task stack (HF-12.2). */
export interface PendingTrigger {
  ability: Ability & { kind: 'auto' };
  abilityKey: string;
  ctx: EffectContext;
  targetsChosen: boolean;
  modes?: number[]; // RULING HF-5.13: chosen with the targets
}

/** Explicit continuation of whatever is resolving: the engine steps the top task until a decision is needed. */
export type Task =
  | {
      t: 'process';
      ctx: EffectContext;
      steps: EffectOp[];
      index: number;
      checked: boolean;
      // an accepted 「…してもよい」's steps: their 「そうしなかった場合」, done when the first step cannot be (HF-5.9)
      notDone?: EffectOp[];
    }
  | { t: 'effect'; ctx: EffectContext; processes: EffectOp[][]; index: number }
  | { t: 'triggered'; trigger: PendingTrigger }
  | { t: 'triggerGroup'; triggers: PendingTrigger[] }
  | { t: 'draw'; player: PlayerIndex; remaining: number }
  | { t: 'energyFromDeck'; player: PlayerIndex }
  | { t: 'reload'; player: PlayerIndex; toPlace: number; started: boolean }
  // `byAttack`: the attack damage of `source` (HF-8.5), for 「このキャラクターの攻撃によって…ダメージを受けた時」
  | {
      t: 'damagePlayer';
      player: PlayerIndex;
      remaining: number;
      started: boolean;
      source: number | null;
      byAttack?: true;
    }
  | { t: 'finishDamageTrigger'; card: number }
  | { t: 'finishDestroy'; card: number }
  | { t: 'finishPlay'; card: number }
  | { t: 'resolveChain' }
  | { t: 'combatDamage' }
  | {
      t: 'choose';
      player: PlayerIndex;
      prompt: string;
      options: number[];
      min: number;
      max: number;
      picked: number[];
      to: ZoneDestination;
      // 'topByChooser' / 'bottomByChooser': `player` orders them (「好きな順番で」)
      // 'topOrBottomByChooser' (i22x8): `player` chooses which of them go to the bottom, the others stay on top
      rest: 'top' | 'bottom' | 'trash' | 'stay' | 'topByChooser' | 'bottomByChooser' | 'topOrBottomByChooser';
      reveal?: true; // 「公開して手札に加える」: the picked cards are revealed (issue 22)
      shuffle: PlayerIndex | null;
      ctxIt: boolean;
      restCards: number[]; // cards looked at that are not picked go to `rest`
    }
  // 「…してもよい」: `steps` run if accepted, `otherwise` (「そうしなかった場合、…」, issue 22) if declined;
  // `once`: the name-wide once-per-turn use counted when accepted (issue 22)
  | {
      t: 'mayDo';
      ctx: EffectContext;
      steps: EffectOp[];
      otherwise?: EffectOp[];
      once?: string;
      player?: PlayerIndex;
    }
  // 「…を宣言する」 (issue 22): the effect's controller declares a value of `what`, stored in `ctx.declared`
  | { t: 'declareValue'; ctx: EffectContext; what: DeclareWhat }
  /**
   * Card costs paid card by card (HF-11.2, HF-12.4): carnage, discard, and (issue 22) destroying or trashing
   * characters on the battlefield. `filter` (seen from `player`, `source` = the ability's card) narrows
   * which cards pay it.
   */
  | {
      t: 'cost';
      player: PlayerIndex;
      kind: CardCostKind;
      remaining: number;
      filter?: CardFilter;
      source?: number;
    }
  | { t: 'declare'; item: ChainItem }
  | {
      t: 'replace'; // HF-5.11: which replacement applies (or whether an optional one does) is being chosen
      card: number;
      seq: number;
      event: ReplaceableEvent;
      applied: string[];
      endsProcess: boolean; // replacing it ends the process below (its step counts as not carried out)
    };

export interface GameResult {
  winner: PlayerIndex | null; // null: a draw (HF-15.2, HF-15.4)
  reason: string;
  rule: string;
}

export interface Limits {
  maxTurns: number;
  maxDecisions: number;
}

export interface GameState {
  version: number;
  rng: number[];
  cards: CardInstance[];
  players: [PlayerState, PlayerState];
  battlefield: number[];
  excluded: number[];
  limbo: number[];
  firstPlayer: PlayerIndex;
  turn: number;
  turnPlayer: PlayerIndex;
  phase: PhaseName | 'setup' | 'endOfTurn' | 'over';
  chain: ChainItem[];
  window: Window | null;
  combat: Combat | null;
  resolving: boolean; // HF-7.5: no window while waiting actions resolve
  tasks: Task[];
  triggers: PendingTrigger[];
  effects: LastingEffect[];
  /** HF-12.8: 「1ターンに1回」 uses; replaced (never edited in place), entries of past turns dropped. */
  oncePerTurn: OncePerTurnUse[];
  step: string; // where the flow is inside the current phase (see src/engine/flow.ts)
  /** HF-16.6: the turn player's hand size when this turn's discard phase ended; null before that. */
  handAtDiscardEnd: number | null;
  pending: Decision | null;
  result: GameResult | null;
  nextId: number;
  seq: number;
  decisions: number;
  limits: Limits;
  log: GameEvent[];
  logEnabled: boolean;
  /**
   * HF-5.11: replacements already applied to a character's destruction by damage or power 0 (HF-9.4,
   * HF-9.5). While the character stays that object and still meets the condition it is the same event, so
   * they do not apply again (otherwise the check would repeat forever). Absent when empty.
   */
  // `byAttack` / `byCounter`: whose attack or 【反撃】 damage the replaced destruction was (fixc task 2): the
  // same continuing event stays that kill when the later check destroys it
  spentReplacements?: { card: number; seq: number; key: string; byAttack?: number; byCounter?: number }[];
}

export type { Ability, CardRef };
