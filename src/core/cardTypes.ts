// Card definitions: the typed shape that `hflux gen` emits for every card (and that tests may write by hand).
// Everything here is plain data built by the helpers in src/effects/builders.ts, so a definition can be
// printed, compared and type-checked. Rule IDs refer to docs/rules.md.

export type PlayerIndex = 0 | 1;
export type CardKind = 'character' | 'command' | 'set' | 'worldSet';
/** What 「宣言する」 declares (issue 22): a card name, a kind (character/command/set) or a trait. */
export type DeclareWhat = 'name' | 'kind' | 'trait';
/**
 * A keyword's identifier (HF-13): its 識別子 in rules/keywords.hf, or its printed name when it has none. Any
 * keyword defined there is one; generated/keywords.ts exports their literal union (`KnownKeyword`) for
 * hand-written definitions.
 */
export type KeywordName = string;
export type PhaseName = 'active' | 'draw' | 'energy' | 'main' | 'discard';
/**
 * How long a lasting effect lasts (HF-12.3, HF-12.9). 「このターン中」 is 'endOfTurn'. The two "next turn"
 * forms end at step (3) of the end of the first turn of that player that starts after the effect was
 * created ('you' is the effect's controller). `{ while }`: 「…限り」, as long as the condition holds for the
 * effect's controller (checked continuously).
 */
export type Duration =
  | 'endOfTurn'
  | 'endOfGame'
  | 'whileSourceOnBattlefield'
  // 「このカードがそのキャラクターにセットされている限り」: while the set card whose ability made it stays set on the
  // affected card (issue 22)
  | 'whileSourceSetOnIt'
  | 'untilYourNextTurnEnd'
  | 'untilOpponentNextTurnEnd'
  // issue 22: 「次のあなたのターン開始時まで」: until that player's next turn begins (RULING, docs/engine.md)
  | 'untilYourNextTurnStart'
  | 'untilOpponentNextTurnStart'
  // issue 22: 「次のアクティブフェイズに…」: until the end of the next active phase of the card's controller
  | 'untilNextActivePhase'
  | 'untilYourNextActivePhase' // 「次のあなたのアクティブフェイズに」: yours = the effect's controller
  | 'untilOpponentNextActivePhase'
  // issue 22 (m10b): 「持ち主の次のアクティブフェイズに」: until the end of the card's owner's next active phase
  | 'untilOwnerNextActivePhase'
  | { while: Condition };

/** Who a player reference means, seen from the ability's controller. */
export type PlayerRef = 'you' | 'opponent' | { controllerOf: CardRef } | { ownerOf: CardRef };

/** A card an effect talks about. */
export type CardRef =
  | 'self' // the card whose ability this is ("このキャラクター", "これ"); for granted abilities, the host
  | 'source' // the physical card that carries the ability (a set card itself)
  | { target: number } // the i-th chosen target
  | 'it' // the card the previous step of this process acted on ("それ")
  | 'eventCard' // the card the trigger event is about (entered, destroyed, set…)
  // 「破壊したキャラクター」 after 「…を破壊してもよい」 (issue 22): the first card the effect's latest choice on
  // resolution chose and moved or destroyed; its last known information once it has left (HF-9.6)
  | 'chosen'
  | 'attacker'
  | 'defender'
  | 'host'; // the card a set card is set on

export interface CardFilter {
  controller?: 'you' | 'opponent';
  state?: 'active' | 'sleep';
  traits?: string[]; // must have every listed trait (HF-12.5)
  anyTraits?: string[]; // 「《A》か《B》を持つ」: at least one of them (issue 22)
  powerAtMost?: number;
  powerAtLeast?: number;
  // 「パワーがこのキャラクターのパワー以下の」: compared with the power of the ability's own character (issue 22)
  powerAtMostSelf?: true;
  powerAtLeastSelf?: true;
  owner?: 'you' | 'opponent'; // 「持ち主が対戦相手である」: the card's owner, not its controller (000)
  costAtMost?: number; // the printed energy cost (「コスト2以下の」); a face-down card's is 0
  costAtLeast?: number;
  nameContains?: string;
  notName?: string; // 「「ドラゴン」以外の」 (issue 22)
  lacksTraits?: string[]; // 「《竜》を持たない」: none of these traits (issue 22)
  name?: string;
  kind?: CardKind[];
  hasKeyword?: KeywordName;
  lacksKeyword?: KeywordName;
  notSelf?: boolean;
  faceUp?: boolean; // 「表向きの」「裏向きの」: as the card lies in its zone (issue 22)
  attachedAtLeast?: number; // 「セットカードがセットされている」: at least this many set cards attached (issue 22)
  attachedAtMost?: number; // 「セットカードがセットされていない」: at most this many (0) set cards attached (issue 22)
  // 「《証拠》を持つセットカードがセットされている」: attachedAtLeast/AtMost count only the attached cards with every
  // one of these traits (issue 22)
  attachedTraits?: string[];
  // 「「若芽」という名前のセットカードがセットされていない」: likewise only the attached cards of that name (mech18)
  attachedNames?: string[];
  combat?: 'attacking' | 'defending'; // 「攻撃を行っている」: the attacker (defender) of the attack in progress (issue 22)
  // issue 22 (i22c): 「ダメージを受けている」 (true) / 「…受けていない」 (false): damage marked on it (HF-9.4)
  damaged?: boolean;
  // 「このターン中に攻撃を行った」 (true) / 「…行っていない」 (false): as the object it is now (HF-5.6)
  attackedThisTurn?: boolean;
  defendedThisTurn?: boolean;
  hasDamageTrigger?: boolean; // 「【ダメージトリガー】を持つ」 (true) / 「…を持たない」 (false) (HF-13.9)
  // 「宣言した名前の」「宣言した種別の」「指定した分類を持つ」 (issue 22): the value the same effect declared (its
  // context's `declared`); bound to name/kind/traits by bindDeclared() before matching; nothing declared, no match
  declared?: DeclareWhat;
}

/** Zones other than the battlefield whose cards an effect can name or choose. */
export type CardZone = 'trash' | 'hand' | 'damageField' | 'excluded' | 'guardDeck' | 'mainDeck';

/**
 * HF-5.10: `count` (default 1) distinct cards; with `upTo`, 1 to `count` of them. `{ target: i }` then
 * means every card chosen for spec i (「それら」).
 */
interface TargetCount {
  count?: number;
  upTo?: true;
  // 「…1体まで対象とし」 in an auto ability (issue 22): choosing none is allowed too (0 to `count`); the processes
  // that name the target then do nothing, the others still happen (RULING, docs/engine.md)
  orNone?: true;
  // 「セットカード1枚と、前者がセットされていないあなたのキャラクター一体を対象とし」 (issue 22, t18b): not the card the
  // set card chosen for target `notHostOf` is set on (checked when the targets are chosen, HF-5.4)
  notHostOf?: number;
}
export type TargetSpec = TargetCount &
  (
    | { kind: 'character'; filter?: CardFilter }
    | { kind: 'worldSet'; filter?: CardFilter }
    | { kind: 'setHost'; filter?: CardFilter } // a character or a world set (HF-4.4, HF-4.6)
    // 「キャラクターにセットされているセットカード1枚」 (issue 22): a card set on a battlefield card (HF-4.4) whose
    // host matches `host` ('self': the ability's own card); with no `host`, every set card on the battlefield,
    // world sets included (000 (3): a world set is a kind of set card; RULING, docs/engine.md)
    | { kind: 'setCard'; filter?: CardFilter; host?: CardFilter | 'self' }
    | { kind: 'waitingPlay'; filter?: CardFilter } // a play waiting in the interruption chain (negation)
    // 「これに攻撃したキャラクター全体を対象とし」 (【反撃】, HF-13.1): the target is the one character a reference
    // names now (the attacking or the defending character); every rule on targets applies to it (HF-5.4–5.6, 5.12)
    | { kind: 'ref'; ref: 'attacker' | 'defender'; filter?: CardFilter }
    | {
        kind: 'cardInZone';
        zone: CardZone;
        player: 'you' | 'opponent' | 'any';
        filter?: CardFilter;
      }
  );

export type Value =
  | number
  | { powerOf: CardRef }
  | { x: true } // the X chosen when paying a variable cost
  // `distinct: 'name'` (mech23): 「カード名の異なる…」, cards of one name count once (RULING «Distinct card names»)
  | { count: CardFilter; zone?: 'battlefield'; distinct?: 'name' } // cards on the battlefield matching the filter
  | { count: CardFilter; zone: CardZone; player: PlayerRef | 'each'; distinct?: 'name' } // 「あなたのトラッシュの…1枚につき」
  | { zoneSize: 'hand' | 'trash' | 'damageField' | 'guardDeck' | 'mainDeck'; player: PlayerRef }
  | { times: [Value, number] }
  // issue 22: 「このキャラクターにセットされているカード1枚につき」: how many cards are set on it ('it' in a
  // continuous effect on a group: each affected card's own)
  | { setOn: CardRef; filter?: CardFilter }
  | { plus: [Value, number] } // 「…に1を足した値」 (a negative number: 「…から1を引いた値」); never below 0
  | { over: [Value, number] } // 「…2枚につき」: the count divided by 2, rounded down (issue 22)
  | { atMost: [Value, number] } // 「…1枚につき1000ダメージを与える（最大5000）」: never more than that (issue 22)
  // 「この方法で除外したカード1枚につき」「置いた枚数」 (issue 22): how many cards the effect's latest choice on
  // resolution (pick, chooseOnField) chose and moved; 0 before any
  | { chosenCount: true; filter?: CardFilter } // issue 22: of them, those matching `filter`
  // 「手札が5枚になるまで」: how many the value lacks to reach the number, never below 0 (issue 22)
  | { shortOf: [Value, number] }
  // 「このキャラクターにセットされているカードの数」: set cards (matching `filter`) on this card or on the
  // battlefield cards matching `attachedTo` (issue 22)
  | { attachedTo: 'self' | CardFilter; filter?: CardFilter };

export type Condition =
  // 「あなたの《星座》を持つキャラクターの数が対戦相手のキャラクターの数以上なら」: two values compared (issue 22)
  | {
      kind: 'compareValues';
      left: Value;
      right: Value;
      compare: 'less' | 'more' | 'atLeast' | 'atMost' | 'equal';
    }
  | { kind: 'count'; filter: CardFilter; atLeast: number } // "…N体以上いる場合"
  // HF-12.9/conditions with counts: at least / at most / exactly (both bounds) / none (atMost 0), in any zone
  | {
      kind: 'countIn';
      filter: CardFilter;
      zone: 'battlefield' | CardZone;
      player?: PlayerRef | 'each'; // whose zone; on the battlefield the filter's controller decides
      atLeast?: number;
      atMost?: number;
    }
  | {
      kind: 'zoneSize';
      zone: 'hand' | 'trash' | 'damageField' | 'guardDeck' | 'mainDeck' | 'energy'; // 'energy': either state (issue 22)
      player: PlayerRef;
      atLeast?: number;
      atMost?: number;
    }
  | { kind: 'yourTurn' }
  | { kind: 'opponentTurn' }
  // 「このキャラクターにセットカードが2枚以上セットされている」: cards set on the hosts, whoever owns them (issue 22)
  | {
      kind: 'attached';
      value: Extract<Value, { attachedTo: unknown } | { setOn: unknown }>;
      atLeast?: number;
      atMost?: number;
    }
  // issue 22: 「あなたのメインフェイズ」: the turn player's main phase (its windows included)
  /** `idle`: nothing is waiting (the main phase's own action choice, not an interruption window: HF-6.4, HF-7.1) */
  | { kind: 'mainPhase'; whose: 'you' | 'opponent'; idle?: true }
  // `lastKnown`: 「それが《A》を持っていたなら」: a card that left the battlefield during this effect is checked with the
  // traits it had there (its last known information, as HF-9.6; issue 22, t18b)
  | { kind: 'cardMatches'; ref: CardRef; filter: CardFilter; lastKnown?: true }
  // 「あなたのキャラクターが持つ分類が5種類以上」: how many different traits the matching characters on the
  // battlefield have together, each trait once (issue 22)
  | { kind: 'traitKinds'; filter: CardFilter; atLeast?: number; atMost?: number }
  // 「このカードがあなたのキャラクターにセットされている」: the set card carrying the ability (the effect's source) is set on
  // a card matching `filter`, seen from the set card's player (000 ■戦場とカードのプレイヤー); `none`: is not (issue 22)
  | { kind: 'sourceSetOn'; filter: CardFilter; none?: true }
  // 「あなたの手札の枚数が対戦相手の手札の枚数より少なければ」: strictly fewer (more) cards (issue 22)
  | {
      kind: 'compareSizes';
      // 'energy': the energy field's cards, active or asleep (issue 22)
      left: {
        zone: 'hand' | 'trash' | 'damageField' | 'guardDeck' | 'mainDeck' | 'energy';
        player: PlayerRef;
      };
      right: {
        zone: 'hand' | 'trash' | 'damageField' | 'guardDeck' | 'mainDeck' | 'energy';
        player: PlayerRef;
      };
      compare: 'less' | 'more';
    }
  // 「このターン中にこのキャラクターが攻撃を行っていた場合」: it declared an attack this turn, as the object it is (HF-5.6)
  | { kind: 'attackedThisTurn'; ref: CardRef }
  // 「このターン中にあなたのキャラクターの攻撃によって対戦相手にダメージを与えていた場合」 (t12b): `player` was dealt
  // attack damage this turn (by the other player's characters, HF-8.5)
  | { kind: 'attackHitPlayer'; player: 'you' | 'opponent' }
  // 「このカードの追加コストを支払っていた場合」 (issue 22, mech13): the play whose effect this is paid its optional extra
  // cost (CardDefinition.extraCost); only inside a command's effect
  | { kind: 'extraCostPaid' }
  // 「この効果によって対戦相手のキャラクターが1体以上破壊された場合」: characters destroyed while this effect was
  // being carried out, matched as they were when destroyed (issue 22; RULING, docs/engine.md)
  | { kind: 'destroyedByThisEffect'; filter: CardFilter; atLeast: number; atMost?: number }
  // 「破壊できなかった場合」: the step before it (destroyChosen) destroyed nothing — 「それ」 names no card now;
  // `picked` (t15b): the step before was a pick in a zone, which moved nothing (the same check, said of cards)
  | { kind: 'nothingDone'; picked?: true }
  | { kind: 'not'; cond: Condition }
  | { kind: 'all'; conds: Condition[] };

export type ZoneDestination =
  | 'trash'
  | 'hand' // the owner's hand (「手札に戻す」「持ち主の手札に戻す」)
  | 'mainTop'
  | 'mainBottom'
  | 'guardDeck'
  | 'damageField'
  | 'excluded'
  | 'energy'
  | 'energyAsleep' // 「スリープ状態のエネルギーとして置く」: an asleep energy (issue 22)
  | 'battlefield' // 「登場させる」: a character card enters the battlefield under the effect's controller
  | 'battlefieldAsleep' // 「スリープで戦場に登場させる」: the same, asleep (issue 22)
  | 'played'; // 「コストを支払わずにプレイする」: played by the effect, its cost not paid (issue 22, m10a)

/** The definition given to a face-down card on the battlefield (HF-14.3). */
export interface FaceDownDefinition {
  name: string;
  kind: 'character' | 'set';
  power: number;
  traits: string[];
}

/**
 * HF-5.11: 「…場合、代わりに…」. The event does not happen; `instead` runs in its place (as a process of the
 * affected card's controller, 「これ」 = the affected card). `optional`: 「…してもよい」, the controller may let
 * the event happen. Each replacement applies to one event at most once.
 */
export interface Replacement {
  event: 'destroyed' | 'damaged' | 'leaveBattlefield' | 'toTrash';
  instead: EffectOp[];
  optional?: true;
  /**
   * issue 22: 「バトルで／効果によって／ダメージか効果によって破壊される場合」: only a destruction of that cause
   * (RULING «Destroyed in battle or not», docs/engine.md); `event` is 'destroyed'.
   */
  by?: 'battle' | 'effect' | 'damage' | 'damageOrEffect';
}

/** Who 「…の効果」 names in protection (HF-5.12): whose effects, and from which kind of card. */
export interface EffectSourceFilter {
  by?: 'opponent' | 'any'; // default 'any'
  from?: 'character' | 'command' | 'set' | 'any'; // default 'any'
}

export type Grant =
  | { keyword: KeywordName }
  | { trait: string }
  | { ability: Ability }
  | { cannotAttack: true }
  // issue 22: 「…は、[1]を支払わなければ攻撃できない」: the character's controller pays these (energy, hand cards) to
  // declare an attack with it; without them it cannot attack (src/engine/attackTax.ts, RULING docs/engine.md)
  | { attackTax: Cost[] }
  | { cannotDefend: true }
  // mech16: 「…は起動能力を使用できない」: its controller cannot use its activated abilities (HF-12.4; uses already
  // declared still resolve: src/engine/activationBan.ts, RULING «Abilities that cannot be used», docs/engine.md)
  | { cannotActivate: true }
  // mech16: 「…は全ての能力を失う」「…は【神速】と【死殺】を失う」: the card does not have them (printed, from set cards, or
  // granted by lasting effects before this one) while it lasts (src/engine/abilityLoss.ts, RULING «Abilities lost»)
  | { loseAbilities: 'all' | KeywordName[] }
  // issue 22: 「…の攻撃は防御されない」: no character may defend against its attacks (HF-8.3)
  | { unblockable: true }
  // issue 22: 「…はプレイヤーを攻撃できない」: may attack characters only (HF-8.1)
  | { cannotAttackPlayer: true }
  // mech17: 「…はキャラクターを攻撃できない」: may attack the opponent only (HF-8.1; src/engine/attackTargets.ts)
  | { cannotAttackCharacter: true }
  // mech17: 「…は攻撃されない」: cannot be chosen as an attack's target (HF-8.1; src/engine/attackTargets.ts)
  | { cannotBeAttacked: true }
  // issue 22: 「…はアクティブフェイズにアクティブにならない」: stays asleep in its controller's active phase (HF-6.1)
  | { noUntap: true }
  // issue 22 (i22m9): 「…はスリープで登場する」: enters the battlefield asleep, however it enters (RULING docs/engine.md)
  | { entersAsleep: true }
  // HF-5.12 「…の効果の対象にならない」: cannot be chosen as a target by those effects
  | { untargetable: EffectSourceFilter }
  // 000 ■ダメージトリガー: 「キャラクターの能力を受けない」 (abilities of characters, not damage triggers) and
  // 「キャラクターカードの効果を受けない」 (every effect of a character card, damage triggers included)
  | { unaffected: 'characterAbilities' | 'characterCardEffects'; by?: 'opponent' | 'any' }
  // mech22: 「…はコマンドカードの効果によってダメージを受けない」: damage of that source is not dealt to it
  // (src/engine/damageProof.ts, RULING «Damage prevented», docs/engine.md)
  | { damageProof: DamageSourceFilter }
  // mech23: 「…が受けるダメージを1000減らす」: each damage of that source dealt to it is `amount` smaller, never below 0
  // (src/engine/damageReduce.ts, RULING «Damage reduced», docs/engine.md)
  | { damageReduce: DamageSourceFilter & { amount: number } }
  | { replacement: Replacement };

/**
 * Which damage 「…によってダメージを受けない」 names (mech22): whose (`by`) and from what (`from`, default every damage):
 * 'attack' an attack's damage (HF-8.5), 'effect' every other damage, 'command' / 'character' / 'set' the effects of
 * that kind of card, 'characterAbility' a character's abilities (a damage trigger is not one: 000 ■ダメージトリガー).
 */
export interface DamageSourceFilter {
  by?: 'opponent';
  from?: 'attack' | 'effect' | 'command' | 'character' | 'characterAbility' | 'set';
}

/** One primitive step of an effect; each `op` is executed by one file of src/engine/effects/ops/. */
export type EffectOp =
  | { op: 'draw'; player: PlayerRef; count: Value }
  | { op: 'damageCharacter'; target: CardRef; amount: Value }
  | { op: 'damageCharacters'; filter: CardFilter; amount: Value } // "…全て" — no target
  | { op: 'damagePlayer'; player: PlayerRef | 'each'; amount: Value } // 'each': "各プレイヤーに", at once (HF-15.2)
  | { op: 'destroy'; target: CardRef }
  | { op: 'destroyAll'; filter: CardFilter }
  // 「あなたは自分の他のキャラクター1体を破壊する」: `chooser` chooses on resolution (not targets) `count` matching
  // characters (all it can when fewer; with `upTo`, 0 to `count`; `count` absent: 「好きな数」, any number) and
  // they are destroyed at once; 「それ」 after it are the ones destroyed, none when nothing was (issue 22)
  // `inFull` (RULING «An optional N-card step read by 「そうした場合」», docs/engine.md): fewer than `count` matching
  // cards: nothing is chosen or done (not HF-5.9's as many as possible), on pick/discard/chooseInZone/chooseOnField too
  | {
      op: 'destroyChosen';
      chooser: PlayerRef;
      filter: CardFilter;
      count?: number;
      upTo?: true;
      inFull?: true;
    }
  // 「その攻撃は失敗する」: the attack in progress ends before its damage (000 ■攻撃; issue 22); fails without one.
  // `of`: 「…を対象とし、その攻撃を失敗させる」 — only while that target is legal and is the attacker (HF-5.6)
  | { op: 'failAttack'; of?: CardRef }
  // 「対戦相手の手札を見る」 (t10): `looker` sees every card of `player`'s hand; nothing is revealed or moved
  | { op: 'lookHand'; looker: PlayerRef; player: PlayerRef }
  | { op: 'modifyPower'; target: CardRef; amount: Value; duration: Duration }
  /** 「…のパワーを、それのパワーと同じにする」: the base power set to the value at resolution (issue 22, m10a) */
  | { op: 'setPower'; target: CardRef; value: Value; duration: Duration }
  /** 「…それぞれ相手のパワーに等しいダメージを与え合う」: a fight; no `b`: `a` is a group of two (issue 22, m11) */
  | { op: 'fight'; a: CardRef; b?: CardRef }
  /** 「…のパワーを入れ替える」: each gets the other's power as its base power (issue 22, m11) */
  | { op: 'swapPower'; a: CardRef; b?: CardRef; duration: Duration }
  /** 「メインデッキをシャッフルする」: that player's main deck shuffled (issue 22, m12) */
  | { op: 'shuffleDeck'; player: PlayerRef }
  | { op: 'modifyPowerAll'; filter: CardFilter; amount: Value; duration: Duration }
  | { op: 'setState'; target: CardRef; state: 'active' | 'sleep' }
  // `counted` (i22tb9): the characters whose state it changed are 「この効果でアクティブにしたキャラクター」 (ctx.chosen)
  | { op: 'setStateAll'; filter: CardFilter; state: 'active' | 'sleep'; counted?: true }
  // `counted` (issue 22): the cards that arrived are what 「この効果で登場させた…1体につき」 counts (ctx.chosen)
  | { op: 'moveCard'; target: CardRef; to: ZoneDestination; faceUp?: boolean; counted?: true }
  | { op: 'moveAll'; filter: CardFilter; to: ZoneDestination } // 「…全てを手札に戻す」
  // without a duration it lasts; with one, control goes back to the previous controller when it ends
  | { op: 'changeControl'; target: CardRef; to: PlayerRef; duration?: Duration }
  | { op: 'changeControlAll'; filter: CardFilter; to: PlayerRef; duration?: Duration } // 「…全てを…とする」
  // 「それのダメージを全て取り除く」「…ダメージを1000回復する」 (issue 22): lowers a character's damage (HF-9.4),
  // never below 0; no `amount`: all of it
  | { op: 'removeDamage'; target: CardRef; amount?: Value }
  | { op: 'removeDamageAll'; filter: CardFilter; amount?: Value } // every matching character, no target
  // 「あなたは自分の他のキャラクター1体を（選び、）破壊する」: characters chosen on resolution, not targets; 「それ」
  // after it is them (issue 22)
  // `count` 'any': 「好きな数」 (none to all)
  // `setOn` (issue 22): the choice is among set cards on hosts matching it ('self': the ability's card; 'any':
  // any set card on the battlefield, world sets too), not among characters
  | {
      op: 'chooseOnField';
      chooser: PlayerRef;
      filter: CardFilter;
      count: number | 'any';
      upTo?: true;
      setOn?: CardFilter | 'self' | 'any' | { ref: CardRef }; // `ref`: 「それにセットされている…」 (issue 22)
      // 「…を1体ランダムに選び」 (issue 22): the game's random generator chooses `count` of them (all if fewer;
      // 「まで」 changes nothing: nobody decides to take fewer); `chooser` chooses nothing
      random?: true;
      inFull?: true; // fewer than `count`: the step fails (see destroyChosen)
    }
  // Choose cards (not targets: chosen on resolution) in a zone and move them; 「それ」/「それら」 after it are
  // the chosen cards. 「あなたのトラッシュからキャラクターカードを1枚選び、手札に加える」
  | {
      op: 'pick';
      chooser: PlayerRef;
      from: CardZone;
      alsoFrom?: CardZone; // 「手札かトラッシュから」: the same player's second zone, chosen among together (i22m9)
      player: PlayerRef; // whose zone
      filter?: CardFilter;
      count: Value;
      upTo?: true;
      to: ZoneDestination;
      ordered?: true; // 「好きな順番で…に置く」: they go into the deck one at a time in the order chosen (issue 22)
      exceptChosen?: true; // 「今加えたカード以外の」: not the cards the effect's latest choice chose (issue 22)
      seeAll?: true; // 「相手の手札を見て、その中から…」: the chooser sees every card of the zone first (issue 22)
      random?: true; // 「…を1枚ランダムに選び」 (i22tb6): the game's random generator chooses `count` (all if fewer)
      inFull?: true; // fewer than `count`: the step fails, nothing moves (see destroyChosen)
    }
  | { op: 'reveal'; target: CardRef } // 「公開する」 (cards looked at / chosen)
  // 「カード名を1つ宣言し」「「キャラクター」「コマンド」「セット」のいずれかを宣言する」「分類を1つ指定し」 (issue 22): the
  // controller declares a value, kept in the effect's context for a later filter (CardFilter.declared)
  | { op: 'declare'; what: DeclareWhat }
  | {
      op: 'lookAtTop';
      player: PlayerRef;
      count: Value; // mech23: 「上からX枚」, X read as the step resolves (RULING «A counted look»)
      // `exact`: 「1枚を選び」 — as many as can be chosen must be (else up to); `reveal`: the chosen are revealed
      pick?: { filter?: CardFilter; upTo: number; to: ZoneDestination; exact?: true; reveal?: true };
      // 'top'/'bottom': in the order the deck's owner chooses (RULING, docs/engine.md); 'keep': left in place;
      // 'shuffle': 「残りをメインデッキに戻してシャッフルする」, the deck is shuffled (issue 22); 'topOrBottom': 「そうでなければ、
      // そのカードをメインデッキの一番上か一番下に置く」, the chooser sends each card left to the bottom or leaves it on top (i22x8)
      rest: 'top' | 'bottom' | 'trash' | 'keep' | 'shuffle' | 'topOrBottom';
      orderBy?: 'looker'; // 「好きな順番で」: the player who looks (the controller) orders the rest
      reveal?: true; // 「…を公開する」: every player sees the cards (issue 22)
      // 「対戦相手は（自分の）メインデッキの一番上のカードを見る。そのカードを…てもよい」: the player the text names looks
      // and chooses (absent: the ability's controller) (issue 22)
      chooser?: PlayerRef;
    }
  // 「…メインデッキの一番上のカードを…に置く」: `player`'s top card; the ability's controller moves it.
  // `count`: 「…の上から3枚をトラッシュに置く」 — as many as there are (RULING, docs/engine.md)
  | { op: 'moveTop'; player: PlayerRef; to: ZoneDestination; count?: number }
  // 「…メインデッキの一番上のカードを公開する」 (issue 22, mech21): `player`'s top card shown to every player, left on top;
  // 「それ」 after it is that card. An empty deck: the step fails (RULING «Revealing the top card and branching»)
  // backOnTop (mech22): 「公開したカードはメインデッキの上に戻す」 was written — the card is left where it is
  | { op: 'revealTop'; player: PlayerRef; backOnTop?: true }
  // `random` (i22tb6): 「…を1枚ランダムに選び」, the game's random generator chooses `upTo` of them (all if fewer)
  | {
      op: 'search';
      player: PlayerRef;
      filter: CardFilter;
      upTo: number;
      /** 「N枚選び」 without 「まで」: N must be taken when there are (fewer: all of them). */
      exact?: true;
      to: ZoneDestination;
      reveal?: true;
      random?: true;
    }
  | {
      op: 'putFaceDown';
      from: 'mainTop';
      player: PlayerRef;
      definition: FaceDownDefinition;
      host?: CardRef;
      asleep?: true; // 「裏向きかつスリープで登場させる」: a character enters asleep (issue 22, i22x7)
    }
  | { op: 'grant'; target: CardRef; grant: Grant; duration: Duration }
  | { op: 'grantAll'; filter: CardFilter; grant: Grant; duration: Duration }
  | { op: 'negate'; target: CardRef }
  | { op: 'placeEnergy'; player: PlayerRef; count: Value; state: 'active' | 'sleep' }
  /** `upTo` (「…エネルギーを2枚まで選び、アクティブにする」): the player picks 0…N of the asleep ones (fixj7) */
  | { op: 'activateEnergy'; player: PlayerRef; count: Value; upTo?: true }
  /** 「対戦相手のエネルギーを1枚スリープにする」: N of the player's active energies go to sleep (issue 22, i22ta) */
  | { op: 'sleepEnergy'; player: PlayerRef; count: Value; upTo?: true }
  // issue 22: 「対戦相手は次のあなたのターン終了時まで、コスト3以下のコマンドをプレイできない」 (src/engine/playBans.ts)
  | { op: 'banPlay'; player: PlayerRef; filter?: CardFilter; until: PlayBanEnd }
  // issue 22: 「エネルギーを2支払う」「カルネージ2を支払う」 in an effect: all of it or nothing (RULING, docs/engine.md)
  | { op: 'pay'; player: PlayerRef; energy?: number; carnage?: number }
  // issue 22: 「このターン、次にあなたがプレイする《水霊》を持つキャラクターカードはコストが1少なくなる」
  | { op: 'nextPlayCost'; player: PlayerRef; amount: number; filter?: CardFilter }
  // issue 22: 「このターン中、対戦相手がプレイするカードのエネルギーコストは1多くなる」: every matching card `player`
  // plays costs `amount` more until the end of `until` ('game': 「ゲーム終了時まで」) (src/engine/playCosts.ts)
  | {
      op: 'playCostChange';
      player: PlayerRef;
      amount: number;
      filter?: CardFilter;
      until: PlayBanEnd | 'game';
    }
  // `random`: 「ランダムに」 (issue 22); `inFull`: fewer than `count` in the hand, nothing is discarded (see destroyChosen)
  | { op: 'discard'; player: PlayerRef; count: Value; random?: true; inFull?: true }
  | { op: 'loseGame'; player: PlayerRef }
  | { op: 'ifThen'; cond: Condition; then: EffectOp[]; else?: EffectOp[] }
  // issue 22: 「2回、…」「…1体につき1回、…」: `then` done `count` times in a row (counted when the step is reached)
  | { op: 'repeat'; count: Value; then: EffectOp[] }
  // "…してもよい" — the controller chooses; `else`: 「そうしなかった場合、…」, done when the controller declines.
  // `once`: 「…場合に発揮できる。」 with 「このカード名の…1ターンに1回」: the name-wide use is counted only when
  // accepted, and accepting does nothing once it is used this turn (issue 22). `chooser`: 「対戦相手は手札を1枚選んで
  // トラッシュに置いてもよい」 — the player who would do it decides, not the controller (issue 22, t15b)
  | { op: 'mayDo'; then: EffectOp[]; else?: EffectOp[]; once?: string; chooser?: PlayerRef }
  // ── issue 22: the set-card family ──
  // `card` ('it': every card just chosen) set on `host` by the effect: no play, no cost (HF-4.4); face down with
  // the definition `faceDown` (000 ■戦場の裏向きのカード), else face up (set cards only). RULING (docs/engine.md)
  | { op: 'attach'; card: CardRef; host: CardRef; faceDown?: FaceDownDefinition }
  // 「それにセットされているカードを全てトラッシュに置く」: every card set on `host` (or on each battlefield card matching
  // `hosts`) that matches `filter`, at once; 'destroy' puts them into their owners' trash (RULING HF-9.6)
  | {
      op: 'moveAttached';
      host?: CardRef;
      hosts?: CardFilter;
      filter?: CardFilter;
      to: ZoneDestination | 'destroy';
    }
  // 「あなたは手札を1枚選び、」: `count` cards chosen on resolution in a zone; they stay there and are 「それ」 for the
  // next step (fewer there: all of them; none: the step fails)
  | {
      op: 'chooseInZone';
      chooser: PlayerRef;
      from: CardZone;
      player: PlayerRef;
      filter?: CardFilter;
      count: number;
      upTo?: true; // 「1枚まで選び」: none may be chosen
      inFull?: true; // fewer than `count`: the step fails (see destroyChosen)
    };

/**
 * An effect is a list of processes (HF-5.7): each sentence is one process; sentences joined by "その後"
 * are one process. A process whose required target is gone or illegal does nothing at all.
 */
export interface Process {
  steps: EffectOp[];
}
export interface Effect {
  processes: Process[];
}

/**
 * An auto ability's event; `during`: 「あなたのターン中、…時」 — it triggers only during that player's turn (seen
 * from the ability's controller; checked when the event happens, issue 22).
 */
export type Trigger = { during?: 'you' | 'opponent' } & TriggerEvent;
export type TriggerEvent =
  // `playedFrom` (issue 22): 「…がガードデッキからプレイされて戦場に登場した時」 — only when it entered because it was
  // played from that zone and resolved, not when an effect put it onto the battlefield
  | { on: 'enter'; who: 'self' | CardFilter; playedFrom?: 'guardDeck' | 'hand' | 'any' } // 'any': 「プレイされて」
  // issue 22: 「…による防御が成功した時」 (the defender) and 「…の攻撃が防御された時」 (the attacker): when a defense
  // succeeds and the attack now targets the defender (HF-8.4)
  | { on: 'defenseSucceeded'; who: 'self' | CardFilter }
  | { on: 'attackDefended'; who: 'self' | CardFilter }
  // `at`: 「…を対象として攻撃を行うたび」 — only attacks on a player ('player') or on a matching character
  | { on: 'attack'; who: 'self' | CardFilter; at?: 'player' | CardFilter }
  | { on: 'attacked'; who: 'self' | CardFilter } // 「このキャラクターが攻撃された時」: chosen as an attack's target
  | { on: 'defend'; who: 'self' | CardFilter }
  // 「このキャラクターがダメージを受けた時」: a character is dealt damage (more than 0), by an attack or an effect
  | { on: 'characterDamaged'; who: 'self' | CardFilter }
  // 「…が戦場を離れた時」 (`to` absent) / 「…が戦場からトラッシュに置かれた時」 (`to: 'trash'`, destruction too) (issue 22)
  // `to: 'yourHand'`: 「…が戦場からあなたの手札に戻った時」: to the hand of the ability's controller (the card's owner
  // must be that player: cards go to their owner's hand, 000)
  // `to`: only to that zone; `notDestroyed`: 「破壊以外で戦場を離れた時」, any way but destruction (issue 22)
  // `itself` (on a set card, sc20): 「このカードが戦場を離れた時」 watches the set card, not its host — it leaves with
  // its host or alone (removed by an effect); the ability stays its host's (HF-4.4), so `who` is 'self'
  | {
      on: 'leave';
      who: 'self' | CardFilter;
      to?: 'trash' | 'hand' | 'yourHand';
      notDestroyed?: true;
      itself?: true;
    }
  // `by`: only when destroyed by an attack's or 【反撃】's damage ('battle') or any other way ('effect') (issue 22)
  | { on: 'destroyed'; who: 'self' | CardFilter; by?: 'battle' | 'effect' }
  // "攻撃によるダメージによってキャラクターを破壊した場合"; `victim`: only when the destroyed character matches
  // `who`: the attacker (issue 22: any matching one, 「自分の《機甲竜》が攻撃で…を破壊した時」); `by: 'counterDamage'`: destroyed
  // by the 【反撃】 damage of `who` (the defender) instead (HF-13.1)
  | { on: 'destroysByAttack'; who: 'self' | CardFilter; victim?: CardFilter; by?: 'counterDamage' }
  // 「あなたが<カード>をプレイした時」: when the card is played (declared and paid, HF-5.3), before it resolves
  // `from`: 「ガードデッキからプレイした時」 — only a card played from that zone (HF-5.2, issue 22)
  | { on: 'play'; player: 'you' | 'opponent' | 'any'; filter?: CardFilter; from?: 'guardDeck' | 'hand' }
  // 「あなたがカードを引いた時」: once per card drawn; `outsideDrawPhase`: not the draw of the draw phase (HF-6.2)
  | { on: 'draw'; player: 'you' | 'opponent' | 'any'; outsideDrawPhase?: true }
  // 「あなたがカードの【ダメージトリガー】を公開した時」: once its effect has resolved (issue 22; RULING, docs/engine.md)
  | { on: 'damageTriggerRevealed'; player: 'you' | 'opponent' | 'any' }
  // this set card is set onto something (matching `host`, issue 22); `playedFrom`: only when set by being played from
  // that zone — 「このキャラクターがガードデッキからプレイされて戦場に登場した時」 on a set card (RULING «【登場時】 on a set card»)
  | { on: 'setSelf'; host?: CardFilter; playedFrom?: 'guardDeck' | 'hand' | 'any' }
  // a card (matching `setCard`) is set on this card; `by`: only one whose player (its owner, 000) is this card's
  // controller ('you') or the other player — 「あなたがこのキャラクターにセットカードをセットするたび」 (i22m9)
  | { on: 'cardSetOnSelf'; setCard?: CardFilter; by?: 'you' | 'opponent' }
  // a set card matching `setCard` is set on a card matching `host`; the event card is the host (issue 22)
  | { on: 'cardSetOn'; setCard: CardFilter; host: CardFilter; played?: true } // `played`: not one an effect set (issue 22)
  // `byAttackOf`: 「このキャラクターの攻撃によって対戦相手がダメージを受けた時」 — only its attack damage (issue 22)
  // a filter: 「あなたの《怪盗》を持つキャラクターの攻撃によって…」 — any matching attacker (t10)
  | { on: 'playerDamaged'; player: 'you' | 'opponent' | 'any'; byAttackOf?: 'self' | CardFilter }
  // 'character' (phase and turnEnd): the turn of the controller of the character that has the ability — a set
  // card's host (issue 22)
  | { on: 'phaseStart'; phase: PhaseName; whose: 'you' | 'opponent' | 'each' | 'character' }
  | { on: 'phaseEnd'; phase: PhaseName; whose: 'you' | 'opponent' | 'each' | 'character' }
  // 'character': the turn of the controller of the character that has the ability — a set card's host (issue 22)
  | { on: 'turnEnd'; whose: 'you' | 'opponent' | 'each' | 'character' }
  | { on: 'defenseSucceededDamage' }; // HF-13.1: dealt simultaneously with the attack damage

/** Continuous effects of a card on the battlefield ("…限り", keyword restrictions). */
export type StaticEffect =
  | { kind: 'power'; amount: Value; affects: 'self' | CardFilter }
  // HF-13.5 「…は破壊されない」. Two independent limits: `by` who destroys it (issue 22 「対戦相手の効果で」: only the
  // effects of its controller's opponent), `cause` how (t21a 「ダメージによって」: only lethal damage, HF-9.4); with
  // both (「対戦相手の効果によるダメージで」) only damage from that opponent's effects is prevented.
  | { kind: 'indestructible'; affects: 'self' | CardFilter; by?: 'opponentEffects'; cause?: 'damage' }
  | { kind: 'unblockableExceptBy'; keyword: KeywordName } // HF-13.6
  // 「…の攻撃は、《城壁》を持つキャラクターには防御されない」: a character with any of the traits cannot defend against
  // this card's attacks (HF-8.3; mech18, RULING «Defenders restricted by trait», docs/engine.md)
  | { kind: 'undefendableBy'; traits: string[] }
  | { kind: 'playerAttackDamageBonus'; amount: number } // HF-13.4
  | { kind: 'grant'; grant: Grant; affects: 'self' | CardFilter }
  // HF-5.12: 「あなたの《竜》を持つカードのエネルギーコストは1少なくなる」 (amount -1) / 「…多くなる」 (+1);
  // applies to cards of `player` while they are played; never below 0
  // `floor`: 「ただし、Nより少なくはならない」 — this change lowers the cost no further than N (issue 22)
  | {
      kind: 'costChange';
      amount: Value;
      player: 'you' | 'opponent';
      filter?: CardFilter;
      floor?: number;
      // issue 22: 「このカードは、…プレイする時のコストが1少なくなる」: the card's own cost, while it is played
      // from the hand or guard deck (the static is read from the card being played, not from the battlefield)
      self?: true;
      // issue 22: 「ガードデッキからプレイする時」: only cards played from the guard deck (HF-5.2)
      from?: 'guardDeck' | 'hand';
      // issue 22: 「…がこのターンに2枚目以降にプレイする」: only the player's `n`th play of the turn (or a later one)
      nthPlay?: { n: number; orLater?: true };
      // issue 22 (i22x7): 「1ターンに1回、…のコストは1少なくなる」: the first play each turn it applies to uses it up
      // (per card object, or per 【空装】; RULING, docs/engine.md)
      oncePerTurn?: true;
    }
  // issue 22: 「…の起動能力のコストは1少なくなる」: the energy the affected cards' activated abilities pay (HF-12.4);
  // never below 0
  | { kind: 'abilityCostChange'; amount: number; affects: 'self' | CardFilter };

export type Cost =
  | { kind: 'energy'; amount: number }
  | { kind: 'energyX' }
  | { kind: 'sleep' }
  | { kind: 'carnage'; amount: number }
  | { kind: 'carnageX' } // HF-12.4 [カルネージX] with X unspecified: the user chooses X (000 ■カードテキストのキーワード)
  // 「[あなたは1ダメージを受ける]」 (issue 22): the user is dealt `amount` damage (HF-9.1: guard cards to the damage
  // field, 【ダメージトリガー】 may be revealed). RULING (docs/engine.md): payable only while the guard deck holds
  // at least `amount` cards — a cost is paid in full, and damage with an empty guard deck is a loss, not a payment
  | { kind: 'damage'; amount: number }
  | { kind: 'discard'; count: number; filter?: CardFilter }
  // HF-12.4 [other text], issue 22: 「[あなたの他のキャラクター1体を破壊する]」 and 「[あなたのキャラクターのうち持ち主が
  // 対戦相手であるもの一体をトラッシュに置く]」 — `count` characters on the battlefield matching `filter` (seen from
  // the user) are destroyed / put into their owner's trash; the ability cannot be used without enough of them
  | { kind: 'destroy'; count: number; filter: CardFilter }
  | { kind: 'trashCharacter'; count: number; filter: CardFilter }
  // 「[あなたのトラッシュのカードを1枚ゲームから除外する]」 (i22ta9): `count` cards of the user's trash matching `filter`
  // are exiled; the ability cannot be used without enough of them (HF-12.4)
  | { kind: 'exileTrash'; count: number; filter?: CardFilter }
  // 「[このキャラクターにセットされている《触媒》を持つカード1枚をトラッシュに置く]」 (mech14): `count` cards set on the
  // card using the ability (HF-4.4) matching `filter` go to their owners' trash; not usable without enough (HF-12.4)
  | { kind: 'trashAttached'; count: number; filter?: CardFilter };

/**
 * 「以下から1つを選ぶ。」/「以下から2つまで選ぶ。」 with one 「・」 line per mode. RULING HF-5.13 (docs/engine.md):
 * the modes are chosen when the card is played or the ability is used or triggered, before targets
 * (HF-5.4); only the chosen modes' targets are chosen, and they resolve in printed order. Each mode's
 * `{ target: i }` indexes its own `targets`.
 */
export interface Modal {
  choose: number;
  upTo?: true;
  modes: { text: string; targets?: TargetSpec[]; effect: Effect }[];
}

/**
 * HF-12.1: an auto ability takes effect whenever its event happens. It has no condition of its own: 000 and 001
 * know no condition checked when an ability triggers, so 「…場合、」 in its text is an `ifThen` step checked at
 * resolution (HF-5.7) and 「…してもよい」 a `mayDo` step of the sentence it ends (docs/dsl.md).
 */
export interface AutoAbility {
  kind: 'auto';
  keyword?: KeywordName; // set when the ability is a keyword's expansion (HF-13)
  text?: string;
  trigger: Trigger;
  targets?: TargetSpec[];
  // HF-12.8 「1ターンに1回」; 'name': 「このカード名の①の効果は…」, one use per turn for every card with this name
  oncePerTurn?: true | 'name';
  effect: Effect;
  modal?: Modal; // runs after `effect`
}
export interface StaticAbility {
  kind: 'static';
  keyword?: KeywordName;
  text?: string;
  condition?: Condition;
  effects: StaticEffect[];
}
export interface ActivatedAbility {
  kind: 'activated';
  keyword?: KeywordName; // a keyword's expansion may hold activated abilities too (HF-13)
  text?: string;
  costs: Cost[];
  targets?: TargetSpec[];
  oncePerTurn?: true | 'name'; // HF-12.8 「1ターンに1回」 (see AutoAbility)
  // issue 22: 「対戦相手のターン中にのみ使用できる」: it can be used only while this holds (checked as it is declared)
  useIf?: Condition;
  effect: Effect;
  modal?: Modal; // runs after `effect`
}
export type Ability = AutoAbility | StaticAbility | ActivatedAbility;

/** 【奥義：word】 or 【奥義：[condition]】 (HF-13.7). */
export type Ougi = { word: string } | { filter: CardFilter; label: string };

/** A condition on the deck at game start for 【空装】 (HF-1.4, HF-13.8). */
export type DeckCondition =
  | { kind: 'minWithTrait'; trait: string; count: number }
  | { kind: 'maxCopies'; count: number } // licenses up to N copies of a name (HF-1.4)
  // 「メインデッキとガードデッキにセットカードが合計10枚以上」: cards of a kind in both decks; 'set' counts world
  // sets too (000 (3)) (issue 22)
  // 「…に《役者》を持つキャラクターカードが合計15枚以上」: only those with `trait` (issue 22, i22ta)
  // 「メインデッキに《沈没船》を持つカードが15枚以上入っている」: `deck` counts that deck only; no `cardKind`:
  // any card (issue 22, i22ta9)
  | { kind: 'minOfKind'; cardKind?: CardKind; count: number; trait?: string; deck?: 'main' | 'guard' }
  // every card (of `cardKind`) of the main and guard decks has at least one of `traits` (issue 22)
  | { kind: 'allWithAnyTrait'; traits: string[]; cardKind?: 'character' }
  | { kind: 'all'; conds: DeckCondition[] };

export interface Kuusou {
  condition: DeckCondition;
  statics: StaticEffect[]; // game-long effects for the player
  effectCondition?: Condition; // 「…場合、」 in the effect: the statics apply only while it holds (for the player)
  abilities?: AutoAbility[]; // 「効果：<trigger>、…」: the player's auto abilities for the rest of the game
  extraDeck?: boolean; // the effect grants a 7-card extra deck whose cards may be played as from hand
}

/** Where a card is written: its `.hf` file (relative to the project root) and the line of its 【カード】 header. */
export interface CardSource {
  file: string;
  line: number;
}

/**
 * issue 22: when a 「…をプレイできない」 ends: this turn's end, the next turn's, or the end of the next turn of the
 * effect's controller ('yourNext') or of their opponent ('opponentNext').
 */
export type PlayBanEnd = 'thisTurn' | 'nextTurn' | 'yourNext' | 'opponentNext';

/** issue 22 (mech13): an optional payment on play — energy or carnage on top of the card's costs (HF-5.3, HF-11.2). */
export interface ExtraCost {
  // 'sleepCharacter': `amount` active characters of the player put to sleep, chosen one at a time (d45 かけ湯)
  kind: 'energy' | 'carnage' | 'sleepCharacter';
  amount: number;
}

/** issue 22: playing a card from the trash, and what it costs on top of its energy cost. */
export interface TrashPlay {
  carnage: number;
}

export interface CardDefinition {
  id: string; // stable: "<set>/<name>"
  name: string;
  kind: CardKind;
  cost: number;
  traits: string[];
  power: number; // a character's power; a set card's power modifier; 0 for commands and world sets
  text: string; // the printed text, for humans and UIs
  abilities: Ability[];
  /** A command's effect, or a set card's effect when it is set ("when set"). */
  effect?: Effect;
  /** A command's modes (runs after `effect`). */
  modal?: Modal;
  /** Targets chosen when the card is played (commands; set cards get their host target automatically). */
  targets?: TargetSpec[];
  /** A set card's host filter. */
  setOn?: CardFilter;
  ougi?: Ougi;
  /** issue 22: 「このカードは、…にのみプレイできる」: the card can be played only while this holds (HF-5.1). */
  playCondition?: Condition;
  /**
   * issue 22: 「このカードがあなたのトラッシュにある時、…このカードをトラッシュからプレイできる」: its owner may also play
   * it from their trash (HF-5.2), paying `carnage` (HF-11.2) on top of its energy cost.
   */
  trashPlay?: TrashPlay;
  /**
   * issue 22 (i22x7): 「このカードは、エネルギーコストに加えてカルネージ1を支払わなければプレイできない」 — carnage paid on
   * top of the energy cost whenever the card is played, from any zone (HF-5.3, HF-11.2; RULING, docs/engine.md).
   */
  playCarnage?: number;
  /**
   * issue 22 (mech15): 「このカード名のカードは1ターンに1枚しかプレイできない」 — each player plays at most this many cards
   * of this name a turn, from any zone (RULING «A play limit per card name», docs/engine.md; src/engine/namePlayLimit.ts).
   */
  namePlayLimit?: number;
  /**
   * issue 22 (mech13): 「このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。」 — an optional payment the
   * player chooses while playing the card (the play action's `extra`), read by 「追加コストを支払っていた場合」 (RULING
   * «Optional extra payment on play», docs/engine.md).
   */
  extraCost?: ExtraCost;
  kuusou?: Kuusou;
  damageTrigger?: Effect;
  /** Targets of the damage trigger, chosen when it is revealed (HF-9.3, HF-5.4). */
  damageTriggerTargets?: TargetSpec[];
  /** The `.hf` line the card comes from (issue 12): events, errors and reports name it. */
  source?: CardSource;
}
