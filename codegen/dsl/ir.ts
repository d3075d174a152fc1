// The typed IR of a card file: what `toIR` builds from the parse tree, `check` inspects, `print` turns back
// into canonical text and `lower` turns into CardDefinition. Plain JSON data; every node has its span.
// It records what the text *says* (which reference word, which qualifier order), not yet what it means;
// lowering decides meaning (e.g. what 「それ」 refers to). Rule IDs refer to docs/rules.md.
import type { SourceSpan } from './types.js';

/** What 「宣言する」 declares (issue 22): a card name, a kind or a trait. */
export type IRDeclareWhat = 'name' | 'kind' | 'trait';

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

/** A designer wording read as the canonical one (codegen/dsl/designerWords.ts): 「山札 → メインデッキ」. */
export interface IRReading {
  /** Where the designer's wording is. */
  span: Span;
  from: string;
  to: string;
}

interface IRLineBase {
  span: Span;
  comments: Trivia[];
  /** The designer-vocabulary readings made in this line, in order (none when it was written canonically). */
  readings?: IRReading[];
  /** Cost brackets in front of a line that is not an activated ability (HF-E014). */
  strayCosts?: IRCost[];
  /**
   * Keyword reminder text on this line (「【貫通】（このキャラクターが…）」「【反撃】：…」, or 「…【貫通】を得る。（【貫通】：…）」,
   * issue 22): accepted only when it means what rules/keywords.hf defines (lower/keywordReminder.ts). Not printed
   * (`hflux fmt` prints the line without it).
   */
  reminders?: IRKeywordReminder[];
}
export interface IRKeywordReminder {
  /** The keyword it explains (without 【】). */
  name: string;
  span: Span;
  text: string;
  /** The reminder read as an [自動] ability; absent when it does not parse. */
  line?: IRAutoLine;
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
  /** 「効果：<trigger>、…」: the sentences are an auto ability's effect (issue 22). */
  trigger?: IRTrigger;
  /** 「効果：1ターンに1回、<trigger>、…」 (HF-12.8; only with a trigger) */
  once?: IROnce;
  sentences: IRSentence[];
}
export type IRKuusouCond =
  | { kind: 'minWithTrait'; span: Span; trait: IRName; count: number }
  | { kind: 'maxCopies'; span: Span; count: number }
  /** 「メインデッキとガードデッキにセットカードが合計10枚以上入っている」 (issue 22) */
  | {
      kind: 'minOfKind';
      span: Span;
      /** absent: any card (「メインデッキに《沈没船》を持つカードが15枚以上」, i22ta9) */
      cardKind?: 'character' | 'command' | 'set' | 'worldSet';
      count: number;
      /** 「《役者》を持つキャラクターカードが合計15枚以上」 (i22ta) */
      trait?: IRName;
      /** 「メインデッキに…」: that deck only; absent: the main and guard decks together (i22ta9) */
      deck?: 'main' | 'guard';
    }
  /** 「メインデッキとガードデッキのキャラクターカードが全て《A》か《B》を持つ」 */
  | { kind: 'allTrait'; span: Span; characters: boolean; traits: IRName[]; yours: boolean };
export interface IRDamageTriggerLine extends IRLineBase {
  kind: 'damageTrigger';
  effect: IREffect;
}
/** HF-12.8 「1ターンに1回」, written as a lead phrase, a trailing （…） or a bracket. */
export interface IROnce {
  span: Span;
  style: 'lead' | 'tail' | 'bracket';
  /** 「このカード名のこの能力は1ターンに1回。」: one use a turn for every card with this name (issue 22, t17b). */
  byName?: true;
}
/**
 * 「このカード名の①の効果は1ターンに1回。」: HF-12.8 for the ability numbered ① (issue 22); 「①②の効果はそれぞれ…」: for
 * each of them, one use each.
 */
export interface IROnceRefLine extends IRLineBase {
  kind: 'onceRef';
  /** 「このカード名の」: one use per turn for every card with this name; 「このカードの」: per card. */
  byName: boolean;
  nos: number[];
}
export interface IRAutoLine extends IRLineBase {
  kind: 'auto';
  sep: 'space' | 'colon';
  /** 「①」 before the line (issue 22). */
  no?: number;
  /** 「任意で、」 after the trigger: the controller chooses whether to resolve it (issue 22). */
  optional?: { span: Span };
  once?: IROnce;
  trigger?: IRTrigger;
  effect: IREffect;
}
export interface IRActivatedLine extends IRLineBase {
  kind: 'activated';
  /** 「①」 before the line (issue 22). */
  no?: number;
  once?: IROnce;
  costs: IRCost[];
  /** 「対戦相手のターン中にのみ使用できる。」 (issue 22) */
  useOnly?: IRPlayOnlyLine['when'];
  effect: IREffect;
}
export interface IREffectLine extends IRLineBase {
  kind: 'effect';
  effect: IREffect;
}
/** 「・…」: one mode of the 「以下から…選ぶ。」 on the line above (HF-5.13). */
export interface IRModeLine extends IRLineBase {
  kind: 'mode';
  effect: IREffect;
}
/** 「このカードは、あなたのターン中にのみプレイできる。」 (issue 22): the card's play condition. */
export interface IRPlayOnlyLine extends IRLineBase {
  kind: 'playOnly';
  when:
    | { kind: 'turn'; span: Span; player: IRPlayer }
    /** `idle`: 「…のメインフェイズで、何も待機していない時」 — not in an interruption window (i22tb7) */
    | { kind: 'main'; span: Span; player: IRPlayer; idle?: true }
    | { kind: 'cond'; span: Span; cond: IRCondition };
}
/**
 * 「このカードがあなたのトラッシュにある時、あなたは（エネルギーコストに加えてカルネージ1を支払うことで、）このカードを
 * トラッシュからプレイできる。」 (issue 22): the card may also be played from its owner's trash (HF-5.2).
 */
export interface IRTrashPlayLine extends IRLineBase {
  kind: 'trashPlay';
  /** The carnage paid on top of the energy cost (none: only the energy cost), and where it is written. */
  extra?: { span: Span; carnage: number };
}
/**
 * 「このカードは、エネルギーコストに加えてカルネージ1を支払わなければプレイできない。」 (issue 22, i22x7): carnage paid on
 * top of the energy cost whenever the card is played (HF-11.2).
 */
export interface IRPlayCarnageLine extends IRLineBase {
  kind: 'playCarnage';
  carnage: number;
}
/**
 * 「このカード名のカードは1ターンに1枚しかプレイできない。」 (issue 22, mech15): each player plays at most `count` cards of
 * this name a turn (RULING «A play limit per card name», docs/engine.md).
 */
export interface IRNamePlayLimitLine extends IRLineBase {
  kind: 'namePlayLimit';
  count: number;
}
/**
 * 「このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。」 (issue 22, mech13): an optional payment on play,
 * energy or carnage.
 */
export interface IRExtraCostLine extends IRLineBase {
  kind: 'extraCost';
  energy?: number;
  carnage?: number;
  /** 「…あなたのアクティブのキャラクター1体をスリープにしてもよい」: that many characters put to sleep */
  sleep?: number;
}
export type IRTextLine =
  | IRTrashPlayLine
  | IRPlayCarnageLine
  | IRNamePlayLimitLine
  | IRExtraCostLine
  | IRPlayOnlyLine
  | IRModeLine
  | IROnceRefLine
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
  /** 「[あなたの他のキャラクター1体を破壊する]」「[…一体をトラッシュに置く]」 (issue 22) */
  | { kind: 'destroy' | 'trashCharacter'; span: Span; count: number; selector: IRSelector }
  /** 「[あなたは1ダメージを受ける]」: the user is dealt that damage (HF-9.1, issue 22) */
  | { kind: 'damage'; span: Span; amount: number }
  /** 「[あなたのトラッシュのカードを1枚ゲームから除外する]」: cards of the user's trash exiled (i22ta9) */
  | { kind: 'exileTrash'; span: Span; count: number; selector?: IRSelector }
  /**
   * 「[このキャラクターにセットされている《触媒》を持つカード1枚をトラッシュに置く]」: cards set on the card using the
   * ability put into their owner's trash (mech14); 「裏向きで」 is a `faceUp` qualifier of `selector`
   */
  | { kind: 'trashAttached'; span: Span; host: IRSelfRef; count: number; selector: IRSelector }
  /** 「[このキャラクターをトラッシュに置く]」: reported (HF-E040), the ability could never resolve */
  | { kind: 'selfRemove'; span: Span; text: string }
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
/** 「このカードがセットされているキャラクター」: a set card's host as a trigger's subject (issue 22). */
export interface IRHostSubject {
  kind: 'host';
  span: Span;
}
export type IRSubject = IRSelfRef | IRSelector | IRHostSubject;
/** Whom 「…に攻撃するたび」 names: a player, or a character matching a selector (issue 22). */
export type IRAttackAt =
  | {
      kind: 'player';
      span: Span;
    } /** 「対戦相手に」「プレイヤーに」: only an opponent can be attacked (HF-8.1) */
  | { kind: 'card'; span: Span; selector: IRSelector };
/** 「あなたのターン中、」 in front of a trigger (issue 22). */
export interface IRDuringTurn {
  span: Span;
  whose: 'you' | 'opponent';
}
export type IRTrigger = { during?: IRDuringTurn } & IRTriggerEvent;
export type IRTriggerEvent =
  | {
      // 'defenseSucceeded' 「…による防御が成功した時」, 'attackDefended' 「…の攻撃が防御された時」 (issue 22)
      kind: 'enter' | 'defend' | 'destroyed' | 'attacked' | 'defenseSucceeded' | 'attackDefended';
      span: Span;
      subject: IRSubject;
      /** 'enter' only: 「…がガードデッキからプレイされて戦場に登場した時」 (issue 22) */
      playedFrom?: 'guardDeck' | 'hand' | 'any'; // 'any': 「プレイされて」 from any zone (i22x)
      /** 'destroyed' only: 「バトルで」 (an attack's or 【反撃】's damage) or 「効果によって」 (any other way), issue 22 */
      by?: 'battle' | 'effect';
    }
  /** 「このキャラクターがダメージを受けた時」: a character is dealt damage (issue 22) */
  | { kind: 'charDamaged'; span: Span; subject: IRSubject }
  /** 「…が戦場を離れた時」; `toTrash`: 「…が戦場からトラッシュに置かれた時」 (issue 22) */
  /** `toHand: 'you'`: 「戦場からあなたの手札に戻った時」: only to the hand of the ability's controller */
  /** `notDestroyed`: 「破壊以外で戦場を離れた時」 (issue 22) */
  | {
      kind: 'leave';
      span: Span;
      subject: IRSubject;
      toTrash: boolean;
      toHand?: true | 'you';
      notDestroyed?: true;
    }
  /** `at`: 「…を対象として攻撃を行うたび」 (issue 22) */
  | { kind: 'attack'; span: Span; subject: IRSubject; at?: IRAttackAt }
  /** `victim`: 「このキャラクターの攻撃によるダメージで<selector>が破壊された時」 (issue 22) */
  /** `counter`: 「このキャラクターの【反撃】によってキャラクターが破壊された時」 (issue 22, HF-13.1) */
  | { kind: 'destroysByAttack'; span: Span; subject: IRSubject; victim?: IRSelector; counter?: true }
  | { kind: 'counter'; span: Span; subject: IRSelfRef }
  // 「このキャラクターに（セット）カードがセットされた時」: `setCardOnly` for 「セットカード」 (000 ■戦場の裏向きの
  // カード: an effect may set any card face down; issue 22)
  // `by`: 「あなたがこのキャラクターにセットカードをセットするたび」 — only a card that player set (its player, i22m9)
  | {
      kind: 'cardSetOnSelf';
      span: Span;
      subject: IRSelfRef;
      setCardOnly?: true;
      by?: 'you' | 'opponent' | 'any';
    }
  // 「このカードが《詩人》を持つキャラクターにセットされた時」: `host` says what it must be set on (issue 22)
  | { kind: 'setSelf'; span: Span; subject: IRSelfRef; host?: IRSelector }
  // issue 22; `playedBy`: 「あなたがプレイしたセットカードが…」 — only a set card that player played (not one set by an effect)
  | {
      kind: 'cardSetOn';
      span: Span;
      setCard: IRSelector;
      host: IRSelector;
      playedBy?: 'you' | 'opponent' | 'any';
    }
  /** 「あなたが<selector>をプレイした時」 (issue 22) */
  | {
      kind: 'play';
      span: Span;
      who: 'you' | 'opponent' | 'any';
      selector: IRSelector;
      from?: 'guardDeck' | 'hand';
    }
  /** 「あなたがカードを引いた時」「…ドローフェイズ以外でカードを引いた時」 (issue 22) */
  | { kind: 'draw'; span: Span; who: 'you' | 'opponent' | 'any'; outsideDrawPhase: boolean }
  /** 「あなたがカードの【ダメージトリガー】を公開した時」 (issue 22) */
  | { kind: 'damageTrigger'; span: Span; who: 'you' | 'opponent' | 'any' }
  /** `byAttack`: 「このキャラクターの攻撃によって対戦相手がダメージを受けた時」 (issue 22) */
  /** `attacker`: 「あなたの《怪盗》を持つキャラクターの攻撃によって対戦相手がダメージを受けた時」 (issue 22, t10) */
  | {
      kind: 'damaged';
      span: Span;
      who: 'you' | 'opponent' | 'any';
      /** t20a: or the set card's host (「このカードがセットされているキャラクターの攻撃によって…」) */
      byAttack?: IRSelfRef | IRHostSubject;
      attacker?: IRSelector;
    }
  | { kind: 'phase'; span: Span; whose: WhoseWord | 'character'; phase: PhaseWord; edge: 'start' | 'end' }
  | { kind: 'turnEnd'; span: Span; whose: WhoseWord | 'character' };

// ───────────────────────────── effects (HF-5.7) ─────────────────────────────

export interface IREffect {
  span: Span;
  sentences: IRSentence[];
}
export type IRSentence = IRActionSentence | IRDefineX | IRChooseModes | IRInsteadSentence;
/** 「<condition>場合、代わりに+3000する。」「…場合、代わりに5000ダメージを与える。」: the amount of the sentence before (issue 22). */
export interface IRInsteadSentence {
  kind: 'instead';
  span: Span;
  cond: IRCondition;
  amount:
    | { kind: 'power'; span: Span; sign: Sign; amount: IRCount }
    | { kind: 'damage'; span: Span; amount: IRCount; points: boolean }
    /** 「代わりに3枚までアクティブにする」「代わりにカードを2枚引く」: the count of energy activated or cards drawn (i22ta) */
    | { kind: 'activate'; span: Span; count: number }
    | { kind: 'draw'; span: Span; count: number }
    /** 「2回、…。…なら、代わりに3回行う。」: the count of the repeated sentence before (i22tb6) */
    | { kind: 'repeat'; span: Span; count: number };
}
/** 「以下から1つを選ぶ。」 / 「以下から2つまで選ぶ。」: the modes are the 「・」 lines that follow (HF-5.13). */
export interface IRChooseModes {
  kind: 'chooseModes';
  span: Span;
  count: number;
  upTo: boolean;
}
/** Actions a duration written before a later action of a chain cannot have changed (issue 22). */
export const DURATIONLESS_ACTIONS: ReadonlySet<string> = new Set([
  'state',
  'draw',
  'discard',
  'destroy',
  'chooseDestroy',
  'move',
  'pick',
  'heal',
  'damage',
  'reveal',
  'revealHand',
  'declare',
  'topCard',
  'placeEnergy',
  'activateEnergy',
  'sleepEnergy',
  'negate',
  'search',
  'look',
]);

export interface IRActionSentence {
  kind: 'action';
  span: Span;
  /** Starts with 「その後、」: continues the previous process (HF-5.7). */
  continues: boolean;
  /** 「そうした場合、」: continues it only if the previous sentence was done (after 「…してもよい」, if chosen). */
  ifDone?: true;
  /** 「破壊できなかった場合、」「そうしなかった場合、」: only if the previous sentence destroyed nothing (issue 22). */
  otherwise?: true;
  /** 「そうでないなら、」: done instead of the previous sentence when its condition does not hold (issue 22). */
  elseOf?: true;
  prefixes: IRPrefix[];
  /** One or more actions: 「…し、…する」 chains them into one process (HF-5.7). */
  actions: IRAction[];
  /** 「…してもよい」 */
  optional: boolean;
  /** 「（最大5000）」: the sentence's scaled amount (「…につき」) never exceeds it (issue 22). */
  cap?: { span: Span; value: number };
  /** A duration before a later action of the chain that cannot be the sentence's (reported, issue 22). */
  misplacedDuration?: Span;
}
/** 「Xは…に等しい。」 — defines X for the effect; not a process of its own. */
export interface IRDefineX {
  kind: 'defineX';
  span: Span;
  value: IRValueExpr;
  /** 「（最大3）」: X never exceeds it (issue 22, t22b). */
  cap?: number;
}
export type DurationWord =
  | 'endOfTurn'
  | 'thisTurn'
  | 'endOfGame'
  | 'whileOnField'
  | 'whileSetOnIt' // 「このカードがそのキャラクターにセットされている限り」 (issue 22)
  | 'untilYourNextTurnEnd'
  | 'untilOpponentNextTurnEnd'
  | 'untilYourNextTurnStart' // 「次のあなたのターン開始時まで」 (issue 22)
  | 'untilOpponentNextTurnStart'
  | 'untilYourNextActivePhase' // 「次のあなたのアクティブフェイズ終了時まで」 (issue 22, m10b)
  | 'untilOpponentNextActivePhase';
export type ReplaceEvent = 'destroyed' | 'damaged' | 'leaveBattlefield' | 'toTrash';
/**
 * 「バトルで／効果によって／ダメージか効果によって破壊される場合」: the causes of destruction a replacement covers
 * (issue 22; RULING «Destroyed in battle or not», docs/engine.md).
 */
export type ReplaceBy = 'battle' | 'effect' | 'damage' | 'damageOrEffect';
export type IRPrefix =
  | { kind: 'condition'; span: Span; cond: IRCondition; word: 'baai' | 'nara' | 'aida' }
  | {
      kind: 'duration';
      span: Span;
      duration: DurationWord;
      subject?: IRSelfRef;
    }
  | { kind: 'durationWhile'; span: Span; cond: IRCondition }
  | { kind: 'target'; span: Span; target: IRTargetPhrase }
  /** 「<selector>1枚につき、」 in front: scales the amount of the sentence's damage or power change */
  | { kind: 'per'; span: Span; per: IRPerEach }
  /** 「<object>が破壊される場合、代わりに、」 (HF-5.11) */
  | { kind: 'replace'; span: Span; object: IRObject; event: ReplaceEvent; by?: ReplaceBy }
  /** 「2回、」「…1体につき1回、」: the sentence's actions are done `times` (× the count) times in a row (issue 22) */
  | { kind: 'repeat'; span: Span; times: number; per?: IRPerEach };
export type IRTargetPhrase =
  /** `withWorldSets`: 「セットカード（ワールド・セットを含む）」, the note written (it changes nothing: 000 counts a world set among the set cards) */
  | {
      kind: 'selector';
      span: Span;
      selector: IRSelector;
      count: number;
      upTo: boolean;
      withWorldSets?: true;
      /** 「（ワールド・セットを除く）」: only cards set on a host (issue 22) */
      withoutWorldSets?: true;
      /** 「戦場の」 written (issue 22) */
      field?: true;
      /** the note written after the count (「セットカード1枚（ワールド・セットを含む）」) */
      noteAfter?: true;
    }
  /** 「キャラクターにセットされているセットカード1枚」: a card set on a host the phrase names (HF-4.4, issue 22) */
  | {
      kind: 'attached';
      span: Span;
      host: IRSetHost;
      selector: IRSelector;
      count: number;
      upTo: boolean;
    }
  /** 「あなたのトラッシュのキャラクターカード一枚」; `note`: 「（ワールド・セットを除く）」 written after it (issue 22) */
  | {
      kind: 'zone';
      span: Span;
      zone: IRZoneOf;
      selector: IRSelector;
      count: number;
      upTo: boolean;
      note?: 'with' | 'without';
    }
  | {
      kind: 'waitingPlay';
      span: Span /** 「インタラプション・タイミングで待機しているカード」 */;
      inChain: boolean;
      /** 「対戦相手がプレイした」 (issue 22) */
      player?: 'you' | 'opponent';
      /** 「コマンドカード」: the kind of card waiting (issue 22) */
      noun?: 'command' | 'character' | 'set';
    }
  | { kind: 'ref'; span: Span; ref: IRRef; whole: boolean };

export type Compare = 'atLeast' | 'atMost';
/** A count's bound: 「以上」「以下」, or strict 「より多い」「より少ない／未満」 (issue 22, mech21). */
export type CountCompare = Compare | 'more' | 'less';
export type ZoneWord = 'hand' | 'trash' | 'damageField' | 'guardDeck' | 'mainDeck' | 'excluded';
/** 「あなたのトラッシュ」: a zone, with its player when written. */
export interface IRZoneOf {
  span: Span;
  player?: IRPlayer;
  zone: ZoneWord;
}
/** One side of a revealBranch (mech21): its actions and whether they are optional (「…てもよい」). */
export interface IRRevealBranch {
  span: Span;
  actions: IRAction[];
  optional?: true;
  /** mech22: 「…なら、ターン終了時まで、このキャラクターは【強撃】を得る」: a duration written in the branch */
  duration?: IRPrefix;
}
/** 「2体以上」「ちょうど1枚」「いない」 */
export type IRBound =
  | { kind: 'compare'; count: number; compare: CountCompare; unit: '体' | '枚' }
  | { kind: 'exactly'; count: number; unit: '体' | '枚' }
  | { kind: 'some' } /** 「…がいる」: at least one */
  | { kind: 'none' };
export type IRCondition =
  | { kind: 'zone'; span: Span; player: IRPlayer; zone: ZoneWord; count: number; compare: CountCompare }
  | { kind: 'zoneEmpty'; span: Span; player: IRPlayer; zone: ZoneWord }
  /** 「あなたのエネルギーが7枚以上」: the cards of the energy field, active or asleep (issue 22). */
  | { kind: 'energy'; span: Span; player: IRPlayer; count: number; compare: CountCompare }
  /** 「このキャラクターにセットカードが2枚以上セットされている」: cards set on it, whoever owns them (issue 22) */
  | {
      kind: 'attached';
      span: Span;
      host: IRSetHost | { kind: 'ref'; span: Span; ref: IRRef };
      selector: IRSelector;
      bound: IRBound;
    }
  | { kind: 'turn'; span: Span; player: IRPlayer }
  | {
      kind: 'count';
      span: Span;
      field?: { span: Span; player?: IRPlayer };
      selector: IRSelector;
      bound: IRBound;
    }
  | { kind: 'zoneCount'; span: Span; zone: IRZoneOf; selector: IRSelector; bound: IRBound }
  /** 「あなたのキャラクターにセットされているセットカードが合計3枚以上」 (issue 22, HF-4.4) */
  | { kind: 'attached'; span: Span; host: IRSetHost; selector: IRSelector; bound: IRBound }
  /** `lastKnown`: 「それが《A》を持っていたなら」, what it had when it left the battlefield (issue 22, t18b) */
  | { kind: 'matches'; span: Span; ref: IRRef; selector: IRSelector; lastKnown?: true }
  /** 「あなたのキャラクターが持つ分類が5種類以上」: different traits among them (issue 22) */
  | { kind: 'traitKinds'; span: Span; selector: IRSelector; count: number; compare: Compare }
  /** 「あなたのガードデッキの枚数が対戦相手のガードデッキの枚数より少なければ」 (issue 22) */
  | {
      kind: 'compareSizes';
      span: Span;
      left: { player: IRPlayer; zone: ZoneWord | 'energy' };
      right: { player: IRPlayer; zone: ZoneWord | 'energy' };
      compare: 'less' | 'more';
    }
  /** 「あなたの《星座》を持つキャラクターの数が対戦相手のキャラクターの数以上なら」 (issue 22) */
  | { kind: 'compareValues'; span: Span; left: IRValueExpr; right: IRValueExpr; compare: ValueCompare }
  /** 「この方法でキャラクターカードを1枚以上除外したなら」: among the cards the latest choice moved (issue 22) */
  | { kind: 'movedMatch'; span: Span; moved: IRMoved; selector: IRSelector; bound: IRBound }
  /** 「この効果によって対戦相手のキャラクターが1体以上破壊された場合」 (issue 22) */
  | { kind: 'destroyedByThis'; span: Span; selector: IRSelector; bound: IRBound }
  /** 「このターン中にこのキャラクターが攻撃を行っていた場合」 (issue 22) */
  | { kind: 'attackedThisTurn'; span: Span; ref: IRRef /** 「…攻撃を行っていない」 (i22tb6) */; not?: true }
  /**
   * 「このターン中にあなたのキャラクターの攻撃によって対戦相手にダメージを与えていた場合」 (t12b): `by`'s characters'
   * attacks dealt damage to `to` this turn
   */
  | { kind: 'attackHitPlayer'; span: Span; by: 'you' | 'opponent'; to: 'you' | 'opponent' }
  /** 「このカードの追加コストを支払っていた場合」 (mech13): the play paid its optional extra cost */
  | { kind: 'extraCostPaid'; span: Span }
  /** 「このカードがあなたのキャラクターにセットされている」: a set card about itself (issue 22); `none`: 「…ていない」 */
  | { kind: 'selfSetOn'; span: Span; subject: IRSelfRef; host: IRSelector; none?: true };

/** How a value compares with another: 「より少ない」「より多い」「以上」「以下」「と同じ」. */
export type ValueCompare = 'less' | 'more' | 'atLeast' | 'atMost' | 'equal';

export interface IRValueExpr {
  span: Span;
  base:
    | { kind: 'power'; span: Span; ref: IRRef }
    /** 「破壊したキャラクターが破壊される直前のパワー」: its last known power (issue 22) */
    | { kind: 'powerBefore'; span: Span; ref: IRRef; event: string }
    | { kind: 'zone'; span: Span; player: IRPlayer; zone: ZoneWord }
    | { kind: 'zoneCount'; span: Span; zone: IRZoneOf; selector: IRSelector }
    | { kind: 'count'; span: Span; selector: IRSelector }
    /** 「このキャラクターにセットされているカードの数」 (issue 22) */
    | { kind: 'attached'; span: Span; host: IRSetHost; selector: IRSelector }
    /** 「この方法で捨てた枚数」 (issue 22) */
    | ({ kind: 'moved' } & IRMoved);
  times?: number;
  /** 「…に1を足した値」 (+1), 「…から1を引いた値」 (-1) */
  plus?: number;
}

/** 「この方法で除外した」: the cards the effect's latest choice on resolution moved; `verb` as written (issue 22). */
export interface IRMoved {
  span: Span;
  verb: string;
  thisWay: boolean;
}

/** Whose set cards are counted: this card's own, or those of the characters a selector names. */
export type IRSetHost = { kind: 'self'; span: Span } | { kind: 'selector'; span: Span; selector: IRSelector };

/** 「X×1000」: X times a number (`times`). */
export type IRCount =
  | { kind: 'number'; span: Span; value: number }
  | { kind: 'x'; span: Span; times?: number }
  /** 「あなたの《竜》を持つキャラクターの数×1000」 */
  | { kind: 'expr'; span: Span; expr: IRValueExpr; times: number }
  /** 「このキャラクターのパワーに等しいダメージ」 (issue 22) */
  | { kind: 'equal'; span: Span; expr: IRValueExpr };
/** 「<selector>1体につき」: the amount is multiplied by how many cards match (in a zone, or on the field). */
export interface IRPerEach {
  span: Span;
  /** 「<ref>にセットされているカード1枚につき」 (issue 22): the cards set on that card */
  setOn?: IRRef;
  zone?: IRZoneOf;
  field?: { span: Span; player?: IRPlayer };
  /** 「このキャラクターにセットされているカード1枚につき」: set cards of that host (issue 22) */
  host?: IRSetHost;
  /** 「この方法で除外したカード1枚につき」: the cards the effect's latest choice moved (issue 22) */
  moved?: IRMoved;
  selector: IRSelector;
  unit: number;
  /** mech23: 「カード名の異なる…1枚につき」: cards of one name count once (zone or field counts) */
  distinctNames?: true;
}
export type Sign = 1 | -1;
export type Destination =
  | 'trash'
  | 'hand'
  | 'handAdd'
  | 'mainTop'
  | 'mainBottom'
  | 'guardDeck'
  | 'guardDeckFaceDown'
  | 'damageField'
  | 'excluded'
  | 'energy'
  /** 「スリープ状態のエネルギーとして置く」「裏向きかつスリープでエネルギーフィールドに置く」 (issue 22) */
  | 'energyAsleep'
  | 'battlefield'
  | 'battlefieldAsleep'
  | 'ownerHand'
  /** 「コストを支払わずにプレイする」: played by the effect without paying its cost (issue 22, m10a) */
  | 'play';

/** Whose effects 「…の対象にならない」 names. */
export interface IRProtectSource {
  span: Span;
  opponent: boolean;
  from: 'characterAbility' | 'commandEffect' | 'command' | 'cardEffect' | 'effect';
}

export type IRAction =
  /** `per`: 「対戦相手のキャラクター1体につき、カードを1枚引く」 scales the count (issue 22) */
  /** `cap`: 「…の数だけカードを引く（最大3）」 — never more than that many (issue 22, i22m9) */
  | { kind: 'draw'; span: Span; player: IRPlayer; count: IRCount; per?: IRPerEach; cap?: number }
  /** 「あなたは手札が5枚になるまでカードを引く」 (issue 22) */
  | { kind: 'drawUntil'; span: Span; player: IRPlayer; count: number }
  | { kind: 'discard'; span: Span; player: IRPlayer; count: IRCount; random?: true }
  | { kind: 'lose'; span: Span; player: IRPlayer }
  | {
      kind: 'look';
      span: Span;
      player: IRPlayer;
      count: number;
      /** mech23: 「上からX枚」 — the count is the effect's X (`count` is then 0) */
      countX?: Span;
      pick?: {
        span: Span;
        selector: IRSelector;
        upTo: number;
        to: Destination;
        /** 「1枚を選び」 (not 「1枚まで」): as many as can be chosen must be */
        exact?: true;
        /** 「公開して手札に加える」: the chosen cards are revealed */
        reveal?: true;
        /** 「対戦相手のトラッシュに置き」: whose zone the text names (must be the deck's owner) */
        owner?: IRPlayer;
      };
      /** 'keep': 「…枚見る。」 — only looked at, left in place (000 ■リロード) */
      rest: 'mainTop' | 'mainBottom' | 'trash' | 'keep' | 'shuffle';
      /** 「…を見て、N枚を選び…、残りを…」 and the sentences read as one (issue 22): printed in that form */
      split?: true;
      /** 「…を公開する。それが…であれば、…。そうでなければ、…」: every looked-at card is revealed */
      reveal?: true;
      /** the deck 「残りを…」 names, when it names one (must be the deck looked at) */
      restDeck?: IRPlayer;
      /** 「好きな順番で…上に戻す」: the player who looks orders the cards (not the deck's owner) */
      anyOrder?: true;
      /**
       * 「一番上のカードを見て、一番上か一番下に置く」; with `split` (i22x8): the card the pick left, 「そうでなければ、そのカードを
       * メインデッキの一番上か一番下に置く」
       */
      topOrBottom?: true;
      /** 「対戦相手のメインデッキの…」: `player` names the deck, not who looks (the ability's controller) */
      deckOwner?: true;
      /** 「対戦相手は対戦相手の（自分の）メインデッキの…を見る」: who looks and chooses, when the deck is named too (issue 22) */
      looker?: IRPlayer;
    }
  /** `reveal`: 「…を1枚選び、公開して手札に加え」 (issue 22) */
  /** `random`: 「…を1枚ランダムに選び」, the game's random generator chooses (i22tb6) */
  | {
      kind: 'search';
      span: Span;
      player: IRPlayer;
      selector: IRSelector;
      upTo: number;
      exact?: true;
      reveal?: true;
      random?: true;
      /** 「…戦場に登場させる」 (issue 22, i22r); else the hand */
      to?: 'battlefield';
    }
  | {
      kind: 'faceDown';
      span: Span;
      player: IRPlayer;
      /** 「あなたのメインデッキの…」 rather than 「あなたは…」 */
      deckOwner: boolean;
      /** Absent: 「…を裏向きでセットする」 with no definition (RULING HF-14.3, docs/engine.md). */
      definition?: IRFaceDownDef;
      place: 'set' | 'enter';
      /** 「裏向きかつスリープで登場させる」 (issue 22, i22x7): the character enters asleep; else active */
      asleep?: true;
      host?: IRRef;
    }
  /** `state`: 「…をスリープ状態のエネルギーとして置く」 says the state (issue 22); without it the energy is active. */
  | {
      kind: 'placeEnergy';
      span: Span;
      player: IRPlayer;
      count: number;
      topCard: boolean;
      /** 「…一番上のカードを、裏向きかつスリープでエネルギーフィールドに置く」 */
      state?: 'active' | 'sleep';
    }
  /** 「あなたのメインデッキの一番上のカードを<destination>」; `deckOwner` as in 'look' */
  | {
      kind: 'topCard';
      span: Span;
      player: IRPlayer;
      deckOwner?: true;
      to: Destination;
      /** 「メインデッキの上から3枚をトラッシュに置く」 (as many as there are) */
      count?: number;
    }
  /** `exact`: written without 「まで」 (「1枚アクティブにする」): printed so; the same effect (RULING HF-3.2, i22m9) */
  | { kind: 'activateEnergy'; span: Span; player: IRPlayer; count: number; upTo?: true; exact?: true }
  /** 「対戦相手のエネルギーを1枚スリープにする」 (issue 22, i22ta) */
  | { kind: 'sleepEnergy'; span: Span; player: IRPlayer; count: number; upTo?: true }
  /** 「対戦相手は次のあなたのターン終了時まで、コスト3以下のコマンドをプレイできない」 (issue 22) */
  | {
      kind: 'playBan';
      span: Span;
      player: IRPlayer;
      until: 'thisTurn' | 'nextTurn' | 'yourNext' | 'opponentNext';
      selector: IRSelector;
    }
  /** 「このターン終了時、それを破壊する」: done at this turn's end to the card (issue 22) */
  | { kind: 'delayed'; span: Span; object: IRObject; verb: 'destroy' | 'trash' | 'hand' }
  /** 「あなたはエネルギーを2支払ってもよい」「カルネージ2を支払う」: a payment in an effect (issue 22) */
  | { kind: 'pay'; span: Span; player: IRPlayer; energy?: number; carnage?: number }
  | {
      kind: 'damage';
      span: Span;
      to: IRRecipient;
      amount: IRCount /** 「X点のダメージ」 */;
      points: boolean;
      per?: IRPerEach;
      cap?: number;
    }
  | {
      kind: 'power';
      span: Span;
      object: IRObject;
      sign: Sign;
      amount: IRCount;
      per?: IRPerEach;
      cap?: number;
    }
  /** 「…のパワーを、それのパワーと同じにする」「…の元々のパワーを1000にする」: the base power set (issue 22, m10a) */
  | { kind: 'setPower'; span: Span; card: IRRef; from?: IRRef; value?: number; base: boolean }
  /** 「前者と後者は、互いにもう一方のパワーに等しいダメージを与え合う」: a fight; no `b`: `a` is two cards (issue 22, m11) */
  | { kind: 'fight'; span: Span; a: IRRef; b?: IRRef }
  /** 「それらのパワーを入れ替える」: each gets the other's power as its base power (issue 22, m11) */
  | { kind: 'swapPower'; span: Span; a: IRRef; b?: IRRef }
  /** 「メインデッキをシャッフルする」: that player's main deck shuffled (issue 22, m12) */
  | { kind: 'shuffleDeck'; span: Span; player: IRPlayer }
  | { kind: 'attackBonus'; span: Span; subject: IRSelfRef; sign: Sign; amount: IRCount }
  | { kind: 'unblockable'; span: Span; subject: IRSelfRef; keyword: IRName }
  // 「…の攻撃は、《城壁》を持つキャラクターには防御されない」 (HF-8.3, mech18)
  | { kind: 'undefendableBy'; span: Span; subject: IRSelfRef; trait: IRName }
  /** `byOpponent`: 「…は、対戦相手の効果で破壊されない」 (issue 22); `byDamage`: 「…はダメージによって破壊されない」 (t21a) */
  | { kind: 'indestructible'; span: Span; object: IRObject; byOpponent?: true; byDamage?: true }
  /** 「…はプレイヤーを攻撃できない」 (issue 22) */
  | { kind: 'cannotAttackPlayer'; span: Span; object: IRObject }
  /** 「…はスリープで登場する」: those characters enter asleep, however they enter (issue 22, i22m9) */
  | { kind: 'entersAsleep'; span: Span; object: IRObject }
  /** 「…はアクティブフェイズにアクティブにならない」; `next`: 「次の（…の）アクティブフェイズに」 (issue 22) */
  | { kind: 'noUntap'; span: Span; object: IRObject; next?: { player?: IRPlayer } }
  /** 「このカードは、…プレイする時のコストが1少なくなる」 (issue 22) */
  | {
      kind: 'selfCost';
      span: Span;
      from?: 'guardDeck' | 'hand';
      per?: IRPerEach;
      amount: number;
      sign: Sign;
      floor?: number;
    }
  /** 「<subject>の起動能力のコストは1少なくなる」 (issue 22) */
  | {
      kind: 'abilityCost';
      span: Span;
      subject: IRSubject;
      amount: number;
      sign: Sign;
      energyWord: boolean;
    }
  /** 「このターン、次にプレイする…のコストは1少なくなる」 (issue 22) */
  | {
      kind: 'nextPlayCost';
      span: Span;
      player?: IRPlayer;
      selector: IRSelector;
      amount: number;
      sign: Sign;
      energyWord: boolean;
    }
  /** 「…は、[1]を支払わなければ攻撃できない」: what the character's controller pays to attack with it (issue 22) */
  | { kind: 'attackTax'; span: Span; object: IRObject; costs: IRCost[] }
  /** 「…は攻撃できない」「…は防御できない」; 'beDefended': 「…の攻撃は防御されない」 (issue 22) */
  // mech16: 「…は全ての能力を失う」「…は【神速】と【死殺】を失う」 (`keywords` absent: every ability)
  | { kind: 'loseAbilities'; span: Span; object: IRObject; keywords?: IRName[] }
  // mech16: 'activate' — 「…は起動能力を使用できない」 (HF-12.4)
  // mech17: 'attackCharacters' 「…はキャラクターを攻撃できない」, 'beAttacked' 「…は攻撃されない」 (HF-8.1)
  | {
      kind: 'cannot';
      span: Span;
      object: IRObject;
      what: 'attack' | 'defend' | 'beDefended' | 'activate' | 'attackCharacters' | 'beAttacked';
    }
  | {
      kind: 'grant';
      span: Span;
      object: IRObject;
      grant: IRGrant;
    }
  | {
      kind: 'costChange';
      span: Span;
      selector: IRSelector;
      amount: number;
      sign: Sign;
      per?: IRPerEach;
      energyWord: boolean;
      /** 「ただし、Nより少なくはならない」 */
      floor?: number;
      /** 「あなたがガードデッキからプレイする…」 (issue 22): whose plays, and from where */
      from?: { player: IRPlayer; zone: 'guardDeck' | 'hand' };
      /** 「対戦相手がこのターンに2枚目以降にプレイする…」 (issue 22): whose plays, and which of the turn */
      nth?: { player: IRPlayer; n: number; orLater: boolean };
      /** 「1ターンに1回、…のコストは1少なくなる」 (issue 22, i22x7): one play a turn uses it */
      oncePerTurn?: true;
    }
  | { kind: 'untargetable'; span: Span; object: IRObject; source?: IRProtectSource }
  | {
      kind: 'unaffected';
      span: Span;
      object: IRObject;
      opponent: boolean;
      what: 'characterAbilities' | 'characterCardEffects';
    }
  // mech22: 「…はコマンドカードの効果によってダメージを受けない」 (grammar damageProofAction)
  | { kind: 'damageProof'; span: Span; object: IRObject; opponent: boolean; from?: IRDamageSource }
  // mech23: 「…が受けるダメージを1000減らす」 (grammar damageReduceAction; RULING «Damage reduced»)
  | {
      kind: 'damageReduce';
      span: Span;
      object: IRObject;
      amount: number;
      opponent: boolean;
      from?: IRDamageSource;
    }
  | {
      kind: 'pick';
      span: Span;
      player: IRPlayer;
      zone: IRZoneOf;
      /** 「手札かトラッシュから」: a second zone of the same player, chosen among together (issue 22, i22m9) */
      alsoZone?: ZoneWord;
      selector: IRSelector;
      /** 'any': 「好きな枚数」 (0 or more, issue 22); 'all': 「全て」 (every matching card, t21a) */
      count: number | 'any' | 'all';
      upTo: boolean;
      to: Destination;
      /** 「好きな順番で…の下に置く」: the chooser's order (the order they are chosen in) */
      anyOrder?: true;
      /** 「対戦相手の手札を見て、その中から…」: the chooser sees the whole zone first (issue 22) */
      seeAll?: true;
      /** 「…を1枚ランダムに選び」: the game's random generator chooses, nobody decides (i22tb6) */
      random?: true;
    }
  | { kind: 'destroy'; span: Span; object: IRObject }
  /** 「その攻撃は失敗する」 (issue 22) */
  | { kind: 'failAttack'; span: Span }
  /** 「対戦相手の手札を見る」 (t10): `player` sees every card of `whose` hand; nothing moves */
  | { kind: 'lookHand'; span: Span; player: IRPlayer; whose: IRPlayer }
  /** 「あなたは自分の他のキャラクター1体を破壊する」: chosen on resolution; count 'any' is 「好きな数」 (issue 22) */
  | {
      kind: 'chooseDestroy';
      span: Span;
      player?: IRPlayer;
      selector: IRSelector;
      count: number | 'any';
      upTo: boolean;
    }
  | { kind: 'state'; span: Span; object: IRObject; state: 'active' | 'sleep' }
  | { kind: 'negate'; span: Span; object: IRObject }
  | { kind: 'reveal'; span: Span; object: IRObject } // 「それを公開する」
  /**
   * 「あなたは手札から《竜》を持つカードを1枚公開してもよい」 (mech20, issue 22): `count` cards of `player`'s hand chosen on
   * resolution and shown to every player; they stay in the hand and are 「それ」 for the next step
   */
  | { kind: 'revealHand'; span: Span; player: IRPlayer; selector: IRSelector; count: number; upTo: boolean }
  /**
   * 「…一番上のカードを公開する。それが《X》を持つなら、手札に加え、…。そうでないなら、…」 (mech21, issue 22): the top card of
   * `player`'s main deck revealed; `onMatch` is done when it matches `selector` (`not`: when it does not), else
   * `otherwise`.
   * Each branch's actions name the revealed card as 「それ」 (a move written without 「それを」 is a move of it);
   * `optional`: the branch ends in 「…てもよい」
   */
  | {
      kind: 'revealBranch';
      span: Span;
      player: IRPlayer;
      selector: IRSelector;
      not?: true;
      onMatch: IRRevealBranch;
      otherwise?: IRRevealBranch;
      /** mech22: 「公開したカードはメインデッキの上に戻す。」 written after the branches */
      backOnTop?: true;
    }
  /** 「カード名を1つ宣言し」「「キャラクター」「コマンド」「セット」のいずれかを宣言する」 (issue 22) */
  | { kind: 'declare'; span: Span; what: IRDeclareWhat; verb: '宣言' | '指定'; you?: string }
  /** `duration`: 「…全てを、ターン終了時まで、あなたのキャラクターとする」 written inside the action (issue 22) */
  | { kind: 'control'; span: Span; object: IRObject; player: IRPlayer; duration?: IRPrefix }
  /** 「あなたは自分の他のキャラクター1体を（選び、）破壊する」 (destroy) or 「…を1体選ぶ」: chosen on resolution */
  | {
      kind: 'fieldChoice';
      span: Span;
      player: IRPlayer;
      selector: IRSelector;
      /** 'any': 「好きな数」 */
      count: number | 'any';
      upTo: boolean;
      destroy: boolean;
      /** 「…を選び、トラッシュに置く」: where the chosen characters go */
      to?: Destination;
      /** 「このキャラクターにセットされているセットカードを1枚選び」「それにセットされている…」: cards set on that host (issue 22) */
      setOn?: IRSetHost | { kind: 'ref'; span: Span; ref: IRRef };
      /** 「…を1体ランダムに選び」: chosen at random, by nobody (issue 22) */
      random?: true;
    }
  /** 「それのダメージを全て取り除く」 (no amount), 「…ダメージを1000回復する」 (issue 22) */
  | { kind: 'heal'; span: Span; object: IRObject; amount?: IRCount }
  | { kind: 'move'; span: Span; object: IRObject; to: Destination }
  | { kind: 'extraDeck'; span: Span }
  // ── issue 22: the set-card family (codegen/dsl/semantics/toIRSetCards.ts) ──
  /** 「それに（裏向きで）セットされている（相手の）カードを全てトラッシュに置く／破壊する」: every card set on the host(s) */
  | {
      kind: 'attachedAll';
      span: Span;
      host: IRAttachedHost;
      selector: IRSelector;
      /** 「裏向きで」 (false) or 「表向きで」 (true) written before 「セットされている」 */
      faceUp?: boolean;
      to: Destination | 'destroy';
    }
  /**
   * 「あなたは手札を1枚選び、裏向きでこのキャラクターにセットする」「あなたのトラッシュからセットカードを1枚選び、このキャラクター
   * にセットする」: cards chosen on resolution in a zone, set on `host` (absent: the ability's own card) by the effect
   */
  | {
      kind: 'zoneSet';
      span: Span;
      player: IRPlayer;
      zone: IRZoneOf;
      /** absent: 「手札を1枚」, any card of the zone */
      selector?: IRSelector;
      count: number;
      upTo: boolean;
      faceDown: boolean;
      definition?: IRFaceDownDef;
      host?: IRRef;
      /** 「エネルギーコストを支払わずに」 written (setting by an effect pays nothing anyway: HF-4.4) */
      noPay?: true;
    }
  /** 「そのカードをこのキャラクターにセットする」: the card a previous part named; `noPay`: 「エネルギーコストを支払わずに」 written */
  | { kind: 'refSet'; span: Span; card: IRRef; host: IRRef; faceDown?: true; noPay?: true };
/** Whose set cards 「…にセットされているカードを全て」 names: one card, or every card a selector names (issue 22). */
export type IRAttachedHost =
  | { kind: 'ref'; span: Span; ref: IRRef }
  | { kind: 'selector'; span: Span; selector: IRSelector };
/** 「パワー+1000で《影》を持つセットカード「影」として」; no `name`: 「パワー+1000のセットカードとして」 (000: no name) */
export interface IRFaceDownDef {
  power: number;
  traits: IRName[];
  cardKind: 'character' | 'set';
  name?: IRName;
}
export type IRActionKind = IRAction['kind'];

/** What 「…を得る」 grants: a keyword (also written 「【反撃】」), a trait, or a quoted ability. */
export type IRGrant =
  | { kind: 'keyword' | 'trait'; span: Span; name: IRName }
  /** 「「[自動] …」を得る」: an ability written as a card's own line would be, between 「」 (HF-12). */
  | { kind: 'ability'; span: Span; line: IRGrantedLine };
/** The lines a quoted ability may be: [自動] (with or without a trigger), activated, or a continuous sentence. */
export type IRGrantedLine = IRAutoLine | IRActivatedLine | IREffectLine;

export type IRRecipient =
  | { kind: 'object'; span: Span; object: IRObject }
  | { kind: 'player'; span: Span; player: IRPlayer }
  | { kind: 'each'; span: Span };

/** 「<selector>全て」, a bare selector (every matching card), or a reference. */
export type IRObject =
  | { kind: 'all'; span: Span; selector: IRSelector; explicit: boolean }
  | { kind: 'ref'; span: Span; ref: IRRef }
  /** No subject written: the previous action's object in a chain, else the card itself (「キャラクターの能力を受けない」). */
  | { kind: 'elided'; span: Span };

export type RefWord =
  /** 「この効果でアクティブ／スリープにしたキャラクター」: what the effect's latest 「…全てを…にする」 changed (i22tb9) */
  | 'madeActive'
  | 'madeAsleep'
  | 'attackerOfThis'
  | 'attacking'
  | 'defending'
  | 'destroyedVictim'
  | 'hostOfThis'
  | 'thisCharacter'
  | 'thisCharacterCard'
  | 'thisCard'
  | 'this'
  /** 「前者」「後者」: the first / the second of the last two targets (i22tb6) */
  | 'former'
  | 'latter'
  | 'them'
  | 'it';
export interface IRRef {
  kind: 'ref';
  span: Span;
  word: RefWord;
  /** 「そのキャラクター」 (word 'it'): never the cards just chosen in a zone (issue 22) */
  character?: true;
}

export type IRPlayer =
  | { kind: 'you' | 'opponent'; span: Span }
  | { kind: 'controllerOf' | 'ownerOf'; span: Span; ref: IRRef };

// ───────────────────────────── selectors ─────────────────────────────

export type NounWord =
  | 'character'
  | 'characterCard'
  | 'setCard'
  | 'worldSet'
  | 'command'
  | 'commandCard'
  | 'card';
export interface IRSelector {
  kind: 'selector';
  span: Span;
  quals: IRQual[];
  noun: NounWord;
  /** 「…のうち、<tail>もの」: qualifiers written after the noun */
  tail?: IRQual[];
}
export type IRQual =
  | { kind: 'owner'; span: Span; owner: 'you' | 'opponent' }
  | { kind: 'power'; span: Span; value: number; compare: Compare }
  /** 「パワーがこのキャラクターのパワー以下の」 (issue 22) */
  | { kind: 'powerSelf'; span: Span; compare: Compare }
  | { kind: 'cost'; span: Span; value: number; compare: Compare }
  | { kind: 'state'; span: Span; state: 'active' | 'sleep' }
  /** 「攻撃を行っている」「防御を行っている」 (issue 22) */
  | { kind: 'combat'; span: Span; role: 'attacking' | 'defending' }
  /** 「表向きの」「裏向きの」: a card in a zone, face up or down (issue 22) */
  | { kind: 'faceUp'; span: Span; up: boolean }
  /**
   * 「セットカードが（2枚以上）セットされている」: with at least this many set cards attached (issue 22); `trait`:
   * 「《証拠》を持つセットカードが…」 counts only the attached cards with it; `none`: 「…セットされていない」 (fewer than
   * `atLeast`) (issue 22, i22x)
   */
  // trait/name: of the set cards counted, never of the host (「《X》を持つ」「「X」という名前の」セットカードが…; mech18)
  | { kind: 'attached'; span: Span; atLeast: number; trait?: IRName; name?: IRName; none?: true }
  | { kind: 'trait'; span: Span; name: IRName }
  /** 「《A》か《B》を持つ」: at least one of them (issue 22) */
  | { kind: 'anyTrait'; span: Span; names: IRName[] }
  | { kind: 'nameContains'; span: Span; name: IRName }
  | { kind: 'name'; span: Span; name: IRName }
  /** 「宣言した種別の」「宣言した名前の」「指定した分類を持つ」: the value the effect declared (issue 22) */
  | { kind: 'declared'; span: Span; what: IRDeclareWhat; verb: '宣言' | '指定' }
  /** 「「ドラゴン」以外の」 (issue 22) */
  | { kind: 'notName'; span: Span; name: IRName }
  /** 「《竜》を持たない」「《竜》以外の」 (issue 22) */
  | { kind: 'lacksTrait'; span: Span; name: IRName }
  /** 「キャラクターカード以外の（カード）」: a card of any other kind (issue 22, i22ta7); `word` as written */
  | { kind: 'notKind'; span: Span; word: string }
  | { kind: 'hasKeyword'; span: Span; name: IRName }
  | { kind: 'lacksKeyword'; span: Span; name: IRName }
  | { kind: 'notSelf'; span: Span; word: SelfWord | 'other' }
  /** 「前者がセットされていない」: not the host of the previous target, a set card (issue 22, t18b) */
  | { kind: 'notHostOfFormer'; span: Span; word: '前者' | 'それ' }
  | { kind: 'controller'; span: Span; who: 'you' | 'opponent' }
  /** 「ダメージを受けている」 (yes) / 「ダメージを受けていない」: damage marked on it (HF-9.4, issue 22) */
  | { kind: 'damaged'; span: Span; damaged: boolean }
  /** 「このターン中に攻撃を行った」「このターン防御していない」: what it did this turn (issue 22) */
  | { kind: 'didThisTurn'; span: Span; act: 'attack' | 'defend'; did: boolean }
  /** 「【ダメージトリガー】を持つ」「…を持たない」 (HF-13.9, issue 22) */
  | { kind: 'damageTrigger'; span: Span; has: boolean }
  /** 「今加えたカード以外の」: not the cards the effect's latest choice moved (issue 22) */
  | { kind: 'notMoved'; span: Span; now: string; verb: string; noun: string };

/** mech22: which damage 「…によってダメージを受けない」 names (grammar damageSource; cardTypes DamageSourceFilter). */
export type IRDamageSource = 'attack' | 'effect' | 'command' | 'character' | 'characterAbility' | 'set';
