// One sentence's action → the EffectOps that run it (src/engine/effects/ops/, one primitive each).
import type {
  Ability,
  CardFilter,
  CardRef,
  Duration,
  EffectOp,
  Grant,
  StaticEffect,
  Value,
  ZoneDestination,
} from '../../../src/core/cardTypes.js';
import type { Cost, FaceDownDefinition, PlayBanEnd, Replacement } from '../../../src/core/cardTypes.js';
import { KIND_EN, KIND_JA } from '../diagnostics/kindNames.js';
import type { IRAction, IRCost, IRObject, IRPlayer, IRPrefix, IRRecipient, Span } from '../ir.js';
import { indestructibleCause, printAction } from '../print/action.js';
import { printCost } from '../print/head.js';
import { lowerCondition } from './condition.js';
import { delayedGrant } from './delayed.js';
import { DESTINATION } from './destinations.js';
import type { CardEnv } from './env.js';
import { onlyCharactersPlayed } from './freePlay.js';
import { lowerGrants } from './grants.js';
import type { Antecedent } from './refs.js';
import { lowerPlayer, lowerRef } from './refs.js';
import { lowerRevealBranch } from './revealBranch.js';
import { lowerRevealHand } from './revealHand.js';
import { keywordId, lowerFilter } from './selector.js';
import {
  DURATIONS,
  type SentenceEnv,
  checkSetDuration,
  lowerCount,
  misplaced,
  movedCount,
  scaled,
} from './sentence.js';
import { faceDownDefinition, lowerSetCardAction } from './setCards.js';

export type ActionEnv = SentenceEnv & { duration: Duration };

// 「…枚見る。」 leaves the cards where they are: on top, in the same order (000 ■リロード).
const REST = {
  mainTop: 'top',
  mainBottom: 'bottom',
  trash: 'trash',
  keep: 'keep',
  shuffle: 'shuffle',
} as const;

type Target = { one: CardRef } | { all: CardFilter };

/** 「前者と後者」「それら」: the two cards of a fight or a power swap (m11); no `b`: `a` is a group of two. */
function pair(
  a: Extract<IRAction, { kind: 'fight' | 'swapPower' }>,
  env: ActionEnv,
  antecedent: Antecedent,
): { a: CardRef; b?: CardRef } {
  const first = lowerRef(a.a, env, antecedent);
  if (a.b) return { a: first, b: lowerRef(a.b, env, antecedent) };
  // 「それら」: one target of exactly two characters (「キャラクター2体を対象とし」); anything else names no pair
  const spec = typeof first === 'object' && 'target' in first ? env.targets?.[first.target] : undefined;
  if (spec?.kind !== 'character' || spec.count !== 2 || spec.upTo)
    env.report({
      code: 'HF-E040',
      span: a.span,
      args: {
        mechanic:
          '2体ちょうどの対象でない「それら」の戦闘やパワーの入れ替え（「キャラクター2体を対象とし」か「前者と後者」なら書けます）',
        mechanicEn: 'a fight or power swap of 「それら」 that are not exactly two targeted characters',
        phrase: printAction(a, false),
        nearest: 'キャラクター2体を対象とし、ターン終了時まで、それらのパワーを入れ替える。',
      },
    });
  return { a: first };
}

function target(object: IRObject, env: ActionEnv, antecedent: Antecedent): Target {
  if (object.kind === 'ref') return { one: lowerRef(object.ref, env, antecedent) };
  if (object.kind === 'elided') return { one: 'self' }; // resolved before lowering (resolveElided)
  return { all: lowerFilter(object.selector, env, false) };
}

function faceDownOp(
  a: Extract<IRAction, { kind: 'faceDown' }>,
  env: ActionEnv,
  antecedent: Antecedent,
  player: PlayerRefOf,
): EffectOp[] {
  const d = a.definition;
  if (!d && a.place === 'enter') {
    env.report({
      code: 'HF-E066',
      span: a.span,
      args: {
        where: '登場させる',
        what: '「パワー…で…キャラクター「名前」として」',
        whereEn: 'that enters',
        whatEn: 'a definition',
      },
    });
    return [];
  }
  const namelessCharacter = a.place === 'enter' && d?.cardKind === 'character';
  if (d && !d.name && !namelessCharacter && (a.place === 'enter' || d.cardKind === 'character')) {
    // 「パワー+1000のセットカードとして」 names no card: a set card, or a character that enters, may have no name
    // (issue 22; RULING HF-14.3: 「パワー1000で《忍》を持つキャラクターとして裏向きで登場させる」 has no name)
    env.report({
      code: 'HF-E066',
      span: a.span,
      args: {
        where: '登場させる',
        what: '名前（「キャラクター「影」として」）',
        whereEn: 'that enters',
        whatEn: 'a name',
      },
    });
    return [];
  }
  // RULING HF-14.3 (docs/engine.md): without a definition, or without a name, the set card has no name
  const definition: FaceDownDefinition = faceDownDefinition(d);
  let host: CardRef | undefined = a.host ? lowerRef(a.host, env, antecedent) : undefined;
  if (a.place === 'set' && !host) {
    // RULING HF-14.3: with no host named, a face-down set card is set on the ability's own card.
    if (env.kind === 'character' || env.kind === 'worldSet') host = 'self';
    else {
      env.report({
        code: 'HF-E066',
        span: a.span,
        args: {
          where: `${KIND_JA[env.kind]}でセットする`,
          what: 'セット先（「このキャラクターに」など）',
          whereEn: `set by a ${KIND_EN[env.kind]}`,
          whatEn: 'a host (「このキャラクターに」)',
        },
      });
      return [];
    }
  }
  antecedent.zonePick = undefined;
  antecedent.it = 'it'; // HF-14.3: 「それ」 after this is the face-down card
  return [
    {
      op: 'putFaceDown',
      from: 'mainTop',
      player: player(a.player),
      definition,
      ...(host ? { host } : {}),
      ...(a.asleep && a.place === 'enter' ? { asleep: true as const } : {}),
    },
  ];
}

type PlayerRefOf = (p: Parameters<typeof lowerPlayer>[0]) => ReturnType<typeof lowerPlayer>;

// 「このターン中、」「次の対戦相手のターン終了時まで、」: the turn whose end ends a cost change with a duration
const COST_UNTIL: Partial<Record<string, PlayBanEnd | 'game'>> = {
  endOfTurn: 'thisTurn',
  untilYourNextTurnEnd: 'yourNext',
  untilOpponentNextTurnEnd: 'opponentNext',
  endOfGame: 'game',
};

/**
 * 「このターン中、対戦相手がプレイするカードのエネルギーコストは1多くなる」 (issue 22, HF-5.12): a cost change made by an
 * effect lasts for its duration on the plays of the player whose cards the text names (src/engine/playCosts.ts).
 */
function lastingCostChange(
  a: Extract<IRAction, { kind: 'costChange' }>,
  env: ActionEnv,
  player: PlayerRefOf,
): EffectOp[] {
  const until = typeof env.duration === 'string' ? COST_UNTIL[env.duration] : undefined;
  const unsupported = a.per
    ? '…1体につき'
    : a.oncePerTurn
      ? '1ターンに1回'
      : a.floor !== undefined
        ? 'ただし…より少なくはならない'
        : a.from?.zone;
  if (until === undefined || unsupported) {
    misplaced(
      env,
      a.span,
      printAction(a, false),
      until === undefined
        ? '「このターン中」「次の（対戦相手の）ターン終了時まで」「ゲーム終了時まで」以外の期間'
        : '期間のあるコストの変更（数をかけること・下限・プレイする領域は書けません）',
      until === undefined
        ? 'a duration other than this turn, the next (opponent’s) turn or the game'
        : 'a cost change with a duration (no count, floor or zone)',
    );
    return [];
  }
  const { controller: written, ...filter } = lowerFilter(a.selector, env, true);
  const by = a.from ? player(a.from.player) : undefined;
  const who = by === 'you' || by === 'opponent' ? by : (written ?? 'you');
  const f = Object.keys(filter).length ? { filter } : {};
  return [{ op: 'playCostChange', player: who, amount: a.sign * a.amount, ...f, until }];
}

/** HF-5.12: whose effects 「…の対象にならない」 names. */
function untargetableGrant(a: Extract<IRAction, { kind: 'untargetable' }>): Grant {
  const s = a.source;
  if (!s) return { untargetable: {} };
  const from =
    s.from === 'characterAbility'
      ? 'character'
      : s.from === 'command' || s.from === 'commandEffect'
        ? 'command'
        : undefined;
  return { untargetable: { ...(s.opponent ? { by: 'opponent' as const } : {}), ...(from ? { from } : {}) } };
}

export function unaffectedGrant(a: Extract<IRAction, { kind: 'unaffected' }>): Grant {
  return { unaffected: a.what, ...(a.opponent ? { by: 'opponent' as const } : {}) };
}

/** mech22: 「…はコマンドカードの効果によってダメージを受けない」 (RULING «Damage prevented», docs/engine.md). */
export function damageProofGrant(a: Extract<IRAction, { kind: 'damageProof' }>): Grant {
  return {
    damageProof: { ...(a.opponent ? { by: 'opponent' as const } : {}), ...(a.from ? { from: a.from } : {}) },
  };
}

/** mech23: 「…が受けるダメージを1000減らす」 (RULING «Damage reduced», docs/engine.md). */
export function damageReduceGrant(a: Extract<IRAction, { kind: 'damageReduce' }>): Grant {
  const by = a.opponent ? { by: 'opponent' as const } : {};
  return { damageReduce: { amount: a.amount, ...by, ...(a.from ? { from: a.from } : {}) } };
}

export function protectionGrant(
  a: Extract<IRAction, { kind: 'untargetable' | 'unaffected' | 'damageProof' }>,
): Grant {
  if (a.kind === 'damageProof') return damageProofGrant(a);
  return a.kind === 'untargetable' ? untargetableGrant(a) : unaffectedGrant(a);
}

const REPLACE_NO_TARGETS = { where: '代わりに行う処理', whereEn: 'in a replacement' };

/**
 * HF-5.11: 「<object>が破壊される場合、代わりに<actions>」 → a replacement granted to the object (for the
 * sentence's duration). In the actions, 「それ」「これ」 are the affected card ('self').
 */
export function buildReplacement(
  prefix: Extract<IRPrefix, { kind: 'replace' }>,
  actions: IRAction[],
  optional: boolean,
  env: ActionEnv,
): Replacement {
  const inner: ActionEnv = { ...env, targets: undefined, noTargets: REPLACE_NO_TARGETS, it: 'self' };
  // t13b: given to another card, 「このカード」 in the actions is still the card whose ability it is ('source')
  if (!replacesItself(prefix.object)) inner.replacesOther = true;
  const instead = actions.flatMap((a) => lowerAction(a, inner, inner));
  return {
    event: prefix.event,
    instead,
    ...(optional ? { optional: true as const } : {}),
    ...(prefix.by ? { by: prefix.by } : {}),
  };
}

/** 「このキャラクターが破壊される場合」: the replacement is given to the card whose ability it is (or no subject). */
function replacesItself(object: IRObject): boolean {
  if (object.kind === 'elided') return true;
  return object.kind === 'ref' && SELF_WORDS.has(object.ref.word);
}

const SELF_WORDS: ReadonlySet<string> = new Set(['this', 'thisCharacter', 'thisCard', 'thisCharacterCard']);

export function lowerReplacement(
  prefix: Extract<IRPrefix, { kind: 'replace' }>,
  actions: IRAction[],
  optional: boolean,
  env: ActionEnv,
  antecedent: Antecedent,
): EffectOp[] {
  const grant: Grant = { replacement: buildReplacement(prefix, actions, optional, env) };
  return grantOps(prefix.object, [grant], env, antecedent);
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
  env.report({ code: 'HF-E042', span, args: { what } });
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

/**
 * 「ターン終了時まで、それは破壊されない」: a continuous phrase in a one-shot effect grants the card a
 * continuous ability saying it (as a set card's or keyword's ability would), for the sentence's duration.
 */
function grantedStatic(
  a: Extract<IRAction, { kind: 'attackBonus' | 'unblockable' | 'undefendableBy' | 'indestructible' }>,
  env: ActionEnv,
  antecedent: Antecedent,
): EffectOp[] {
  const effect = grantedStaticEffect(a, env);
  if (!effect) return [];
  // the granted ability speaks of the card that has it (「このキャラクター」)
  const text =
    a.kind === 'indestructible'
      ? `このキャラクターは${indestructibleCause(a)}破壊されない。`
      : `${printAction(a, false)}。`;
  const ability: Ability = { kind: 'static', text, effects: [effect] };
  const object: IRObject =
    a.kind === 'indestructible'
      ? a.object
      : { kind: 'ref', span: a.subject.span, ref: { ...a.subject, kind: 'ref' } };
  return grantOps(object, [{ ability }], env, antecedent);
}

/**
 * What a 「…破壊されない」 protects from (HF-13.5): every destruction but power 0, or only the opponent's effects
 * (`by`), only damage (`cause`), or only damage from the opponent's effects (both).
 */
export function indestructibleLimits(a: {
  byOpponent?: true;
  byDamage?: true;
}): { by?: 'opponentEffects'; cause?: 'damage' } {
  return {
    ...(a.byOpponent ? { by: 'opponentEffects' as const } : {}),
    ...(a.byDamage ? { cause: 'damage' as const } : {}),
  };
}

function grantedStaticEffect(
  a: Extract<IRAction, { kind: 'attackBonus' | 'unblockable' | 'undefendableBy' | 'indestructible' }>,
  env: ActionEnv,
): StaticEffect | undefined {
  if (a.kind === 'indestructible')
    return {
      kind: 'indestructible',
      affects: 'self',
      ...indestructibleLimits(a),
    };
  if (a.kind === 'unblockable') {
    const keyword = keywordId(a.keyword, env);
    return keyword ? { kind: 'unblockableExceptBy', keyword } : undefined;
  }
  if (a.kind === 'undefendableBy') return { kind: 'undefendableBy', traits: [a.trait.name] };
  if (a.amount.kind !== 'number') {
    env.report({ code: 'HF-E018', span: a.amount.span });
    return undefined;
  }
  return { kind: 'playerAttackDamageBonus', amount: a.sign * a.amount.value };
}

/** 「次の（あなたの／対戦相手の）アクティブフェイズに」 (issue 22): until the end of that active phase. */
function nextActivePhase(player: IRPlayer | undefined, env: ActionEnv, antecedent: Antecedent): Duration {
  if (!player) return 'untilNextActivePhase';
  const p = lowerPlayer(player, env, antecedent);
  if (p === 'you') return 'untilYourNextActivePhase';
  if (p === 'opponent') return 'untilOpponentNextActivePhase';
  // 「持ち主の」 (m10b): the owner of the card kept asleep (000 持ち主), not its controller (RULING, docs/engine.md)
  if ('ownerOf' in p) return 'untilOwnerNextActivePhase';
  return 'untilNextActivePhase'; // 「そのキャラクターのプレイヤーの」: the card's controller
}

function signed(sign: 1 | -1, value: Value): Value {
  if (sign > 0) return value;
  return typeof value === 'number' ? -value : { times: [value, -1] };
}

type Look = Extract<IRAction, { kind: 'look' }>;

/**
 * 「対戦相手のメインデッキの上から3枚を見て、…あなたの手札に加え」: a card looked at goes to its owner's zones
 * only; a different player's zone or deck named for the chosen card or the rest is a mechanic the language
 * lacks (HF-E040), never read as the owner's.
 */
function sameDeck(a: Look, env: ActionEnv, player: PlayerRefOf): void {
  const deck = JSON.stringify(player(a.player));
  for (const named of [a.pick?.owner, a.restDeck]) {
    if (!named || JSON.stringify(player(named)) === deck) continue;
    env.report({
      code: 'HF-E040',
      span: named.span,
      args: {
        mechanic: '見たカードを別のプレイヤーの領域に置くこと',
        mechanicEn: "putting a card looked at into another player's zone",
        phrase: printAction(a, false),
        nearest:
          '対戦相手のメインデッキの上から3枚を見て、1枚を選び対戦相手のトラッシュに置き、残りを好きな順番で対戦相手のメインデッキの一番上に置く。',
      },
    });
  }
}

/**
 * 「その攻撃を失敗させる」 makes the attack in progress fail (000 ■攻撃). After 「キャラクター一体を対象とし、」 「その攻撃」
 * is that character's attack, which is the attack in progress only when the target is the attacking character:
 * any other target is a mechanic the language lacks (HF-E040), never read as the attack in progress (issue 22).
 */
function namedAttacker(span: Span, env: ActionEnv, antecedent: Antecedent): void {
  const it = antecedent.it;
  if (it === null || typeof it !== 'object' || !('target' in it)) return;
  const spec = env.targets?.[it.target];
  if (!spec || (spec.kind === 'ref' && spec.ref === 'attacker') || spec.filter?.combat === 'attacking')
    return;
  env.report({
    code: 'HF-E040',
    span,
    args: {
      mechanic: '対象にしたキャラクターの攻撃を失敗させる効果（失敗させられるのは今行われている攻撃です）',
      mechanicEn: 'making a targeted character’s attack fail (only the attack in progress can fail)',
      phrase: 'その攻撃',
      nearest: '攻撃を行っている対戦相手のキャラクター一体を対象とし、それを手札に戻す。',
    },
  });
}

/** 「…枚を見て、1枚を選び手札に加え、残りを好きな順番で…」 and the revealing forms (issue 22). */
/**
 * 「対戦相手は（…の）メインデッキの…を見る。…てもよい」: the player the text names looks and chooses (issue 22); the
 * ability's controller otherwise (absent).
 */
function lookChooser(a: Look, player: PlayerRefOf): { chooser?: ReturnType<PlayerRefOf> } {
  const who = a.looker ?? (a.deckOwner ? undefined : a.player);
  if (!who) return {};
  const p = player(who);
  return p === 'you' ? {} : { chooser: p };
}

/** mech23: 「上からX枚」 — X as 「Xは…に等しい」 defines it, read as the look resolves (RULING «A counted look»). */
function lookCountOf(a: Look, env: ActionEnv): Value {
  if (!a.countX) return a.count;
  if (a.pick?.exact && a.pick.upTo === 0)
    // 「その中の…を全て」 takes as many as the look's count, written as a number only
    env.report({
      code: 'HF-E040',
      span: a.countX,
      args: {
        mechanic: '数えた枚数を見て、その中の全てを選ぶこと',
        mechanicEn: 'taking every matching card of a counted look',
        phrase: printAction(a, false),
        nearest:
          'あなたのメインデッキの上から3枚を見て、その中の《竜》を持つカードを全て手札に加え、残りをトラッシュに置く。',
      },
    });
  return lowerCount({ kind: 'x', span: a.countX }, env);
}

function lookSplit(a: Look, env: ActionEnv, player: PlayerRefOf): EffectOp[] {
  const p = a.pick;
  const pick = p && {
    filter: lowerFilter(p.selector, env, true),
    upTo: p.upTo,
    to: DESTINATION[p.to],
    ...(p.exact ? { exact: true as const } : {}),
    ...(p.reveal ? { reveal: true as const } : {}),
  };
  return [
    {
      op: 'lookAtTop',
      player: player(a.player),
      count: lookCountOf(a, env),
      ...(pick ? { pick } : {}),
      // 「そうでなければ、そのカードを…一番上か一番下に置く」 (i22x8): the looker chooses, card by card (`rest` is mainTop:
      // the card stays on top unless chosen)
      rest: REST[a.rest] === 'top' && a.topOrBottom ? ('topOrBottom' as const) : REST[a.rest],
      ...(a.anyOrder ? { orderBy: 'looker' as const } : {}),
      ...(a.reveal ? { reveal: true as const } : {}),
      ...lookChooser(a, player),
    },
  ];
}

export function lowerAction(a: IRAction, env: ActionEnv, antecedent: Antecedent): EffectOp[] {
  const player: PlayerRefOf = (p) => lowerPlayer(p, env, antecedent);
  switch (a.kind) {
    case 'draw':
      return [
        {
          op: 'draw',
          player: player(a.player),
          count: capped(scaled(lowerCount(a.count, env), a.per, env), a.cap), // 「（最大3）」 (i22m9)
        },
      ];
    case 'drawUntil': {
      const who = player(a.player);
      return [{ op: 'draw', player: who, count: { shortOf: [{ zoneSize: 'hand', player: who }, a.count] } }];
    }
    case 'discard': {
      const random = a.random ? { random: true as const } : {};
      return [{ op: 'discard', player: player(a.player), count: lowerCount(a.count, env), ...random }];
    }
    case 'lose':
      return [{ op: 'loseGame', player: player(a.player) }];
    case 'look': {
      sameDeck(a, env, player);
      if (a.split) return lookSplit(a, env, player);
      if (a.topOrBottom) {
        const pick = { upTo: a.count, to: 'mainBottom' as const };
        const chooser = lookChooser(a, player);
        // 「好きな順番で…一番上か一番下に置く」 (t16a): the looker also orders the cards left on top (HF-5.9)
        const order = a.anyOrder ? { orderBy: 'looker' as const } : {};
        const rest = REST[a.rest];
        return [
          { op: 'lookAtTop', player: player(a.player), count: a.count, pick, rest, ...order, ...chooser },
        ];
      }
      if (a.anyOrder) {
        const rest = REST[a.rest];
        const chooser = lookChooser(a, player);
        return [
          {
            op: 'lookAtTop',
            player: player(a.player),
            count: lookCountOf(a, env),
            rest,
            orderBy: 'looker',
            ...chooser,
          },
        ];
      }
      const pick = a.pick && {
        filter: lowerFilter(a.pick.selector, env, true),
        upTo: a.pick.upTo,
        to: DESTINATION[a.pick.to],
      };
      return [
        {
          op: 'lookAtTop',
          player: player(a.player),
          count: lookCountOf(a, env),
          ...(pick ? { pick } : {}),
          rest: REST[a.rest],
          ...lookChooser(a, player),
        },
      ];
    }
    case 'topCard': {
      const count = a.count !== undefined ? { count: a.count } : {};
      return [{ op: 'moveTop', player: player(a.player), to: DESTINATION[a.to], ...count }];
    }
    case 'search':
      return [
        {
          op: 'search',
          player: player(a.player),
          filter: lowerFilter(a.selector, env, true),
          upTo: a.upTo,
          ...(a.exact ? { exact: true as const } : {}),
          to: a.to ?? 'hand',
          ...(a.reveal ? { reveal: true as const } : {}),
          ...(a.random ? { random: true as const } : {}),
        },
      ];
    case 'faceDown':
      return faceDownOp(a, env, antecedent, player);
    case 'revealHand':
      return lowerRevealHand(a, env, antecedent);
    case 'revealBranch':
      return lowerRevealBranch(a, env, antecedent, lowerAction);
    case 'attachedAll':
    case 'zoneSet':
    case 'refSet':
      return lowerSetCardAction(a, env, antecedent);
    case 'placeEnergy':
      return [{ op: 'placeEnergy', player: player(a.player), count: a.count, state: a.state ?? 'active' }];
    case 'sleepEnergy':
      return [
        {
          op: 'sleepEnergy',
          player: player(a.player),
          count: a.count,
          ...(a.upTo ? { upTo: true as const } : {}),
        },
      ];
    case 'activateEnergy':
      return [
        {
          op: 'activateEnergy',
          player: player(a.player),
          count: a.count,
          // 「N枚まで」 with or without 「選び、」: the player chooses 0…N (RULING HF-3.2, mech15)
          ...(a.upTo || !a.exact ? { upTo: true as const } : {}),
        },
      ];
    case 'playBan': {
      // issue 22: 「…をプレイできない」 (src/engine/playBans.ts); the filter is read from the effect's controller
      const filter = lowerFilter(a.selector, env, true);
      const f = Object.keys(filter).length ? { filter } : {};
      return [{ op: 'banPlay', player: player(a.player), until: a.until, ...f }];
    }
    case 'delayed': {
      // issue 22: 「このターン終了時、それを破壊する」 — RULING (docs/engine.md): the card gets, until end of turn, an
      // auto ability 「ターン終了時、このキャラクターを破壊する」: it triggers at step (2) of this turn's end (HF-6.6),
      // before the 「ターン終了時まで」 effects end at step (3), and only while it is the same object (HF-5.6)
      const one = single(a.object, env, antecedent, a.span, printAction(a, false));
      return one ? [delayedGrant(one, a.verb)] : [];
    }
    case 'pay': // issue 22: 「エネルギーを2支払う」「カルネージ2を支払う」
      return [
        {
          op: 'pay',
          player: player(a.player),
          ...(a.energy ? { energy: a.energy } : {}),
          ...(a.carnage ? { carnage: a.carnage } : {}),
        },
      ];
    case 'damage':
      return [damage(a.to, capped(scaled(lowerCount(a.amount, env), a.per, env), a.cap), env, antecedent)];
    case 'fight': // 「…それぞれ相手のパワーに等しいダメージを与え合う」 (m11): RULING «Fight» (docs/engine.md)
      return [{ op: 'fight', ...pair(a, env, antecedent) }];
    case 'shuffleDeck': // 「メインデッキをシャッフルする」 (m12): RULING «Cards shuffled into the main deck»
      return [{ op: 'shuffleDeck', player: player(a.player) }];
    case 'swapPower': // 「…のパワーを入れ替える」 (m11): RULING «Power swap» (docs/engine.md)
      return [{ op: 'swapPower', ...pair(a, env, antecedent), duration: env.duration }];
    case 'setPower': {
      // 「…のパワーを、それのパワーと同じにする」 (m10a): RULING «Power set or copied» (docs/engine.md)
      const one = lowerRef(a.card, env, antecedent);
      const value = a.from ? { powerOf: lowerRef(a.from, env, antecedent) } : (a.value ?? 0);
      return [{ op: 'setPower', target: one, value, duration: env.duration }];
    }
    case 'power': {
      const amount = signed(a.sign, capped(scaled(lowerCount(a.amount, env), a.per, env), a.cap));
      const t = target(a.object, env, antecedent);
      return 'one' in t
        ? [{ op: 'modifyPower', target: t.one, amount, duration: env.duration }]
        : [{ op: 'modifyPowerAll', filter: t.all, amount, duration: env.duration }];
    }
    case 'cannot': {
      // RULING «An attack that cannot be defended, in an effect» (docs/engine.md, issue 22): 「…の攻撃は防御されない」
      // made by an effect with no duration written speaks of the attacks of this turn — until the end of the
      // turn (HF-12.9), not for as long as the source stays (a lasting one is a continuous [自動]： line)
      const thisTurn =
        a.what === 'beDefended' && !env.durationGiven && !(env.kind === 'set' && env.mode === 'oneShot');
      return grantOps(
        a.object,
        [cannotGrant(a.what)],
        thisTurn ? { ...env, duration: 'endOfTurn' } : env,
        antecedent,
      );
    }
    case 'attackTax': {
      const grant = attackTaxGrant(a, env);
      return grant ? grantOps(a.object, [grant], env, antecedent) : [];
    }
    case 'grant':
      return grantOps(a.object, lowerGrants(a.grant, env), env, antecedent);
    case 'loseAbilities': {
      const grant = lossGrant(a, env);
      return grant ? grantOps(a.object, [grant], env, antecedent) : [];
    }
    case 'cannotAttackPlayer':
      return grantOps(a.object, [{ cannotAttackPlayer: true }], env, antecedent);
    case 'noUntap': {
      // 「次の…アクティブフェイズに」: until that phase has passed (RULING, docs/engine.md)
      const until = a.next ? { ...env, duration: nextActivePhase(a.next.player, env, antecedent) } : env;
      return grantOps(a.object, [{ noUntap: true }], until, antecedent);
    }
    case 'nextPlayCost': {
      const { controller: _c, ...filter } = lowerFilter(a.selector, env, true);
      const who = a.player ? player(a.player) : 'you';
      const f = Object.keys(filter).length ? { filter } : {};
      return [{ op: 'nextPlayCost', player: who, amount: a.sign * a.amount, ...f }];
    }
    case 'lookHand':
      return [{ op: 'lookHand', looker: player(a.player), player: player(a.whose) }];
    case 'failAttack': {
      namedAttacker(a.span, env, antecedent);
      // 「…を対象とし、その攻撃を失敗させる」: the targeted attacker's attack (a blind judge, d20 本日貸切)
      const it = antecedent.it;
      const of = it !== null && typeof it === 'object' && 'target' in it ? { of: { target: it.target } } : {};
      return [{ op: 'failAttack', ...of }];
    }
    case 'chooseDestroy': {
      antecedent.zonePick = undefined;
      antecedent.it = 'it'; // 「それ」 after this: the characters destroyed
      const count = a.count === 'any' ? {} : { count: a.count };
      return [
        {
          op: 'destroyChosen',
          chooser: a.player ? player(a.player) : 'you',
          filter: lowerFilter(a.selector, env, true),
          ...count,
          ...(a.upTo ? { upTo: true as const } : {}),
        },
      ];
    }
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
    case 'declare': // issue 22: the controller declares on resolution (src/engine/effects/ops/declare.ts)
      return [{ op: 'declare', what: a.what }];
    case 'reveal': {
      // 「それら」 after a pick of several cards is the same CardRef as 「それ」: every card the step acted on
      const one = single(a.object, env, antecedent, a.span, printAction(a, false));
      return one ? [{ op: 'reveal', target: one }] : [];
    }
    case 'control': {
      // HF-12.9: 「ターン終了時まで、それを…のキャラクターとする」 gives control back when it ends.
      // 「…全てを、ターン終了時まで、あなたのキャラクターとする」: a duration inside the action is the action's own
      const inline = a.duration;
      if (inline?.kind === 'duration') checkSetDuration(inline, env);
      const given: Duration | undefined =
        inline?.kind === 'duration'
          ? DURATIONS[inline.duration]
          : inline?.kind === 'durationWhile'
            ? { while: lowerCondition(inline.cond, env) }
            : env.durationGiven
              ? env.duration
              : undefined;
      const duration = given === undefined ? {} : { duration: given };
      if (a.object.kind === 'all') {
        antecedent.zonePick = undefined;
        antecedent.it = 'it'; // 「それら」 after it: those characters
        const filter = lowerFilter(a.object.selector, env, false);
        return [{ op: 'changeControlAll', filter, to: player(a.player), ...duration }];
      }
      const one = single(a.object, env, antecedent, a.span, printAction(a, false));
      return one ? [{ op: 'changeControl', target: one, to: player(a.player), ...duration }] : [];
    }
    case 'fieldChoice': {
      const { destroy, to } = a;
      // 「…にセットされているセットカードを1枚選び」「セットカードを1枚選び」: set cards on the battlefield (issue 22)
      const setCards = a.setOn !== undefined || a.selector.noun === 'setCard';
      if (
        setCards
          ? a.selector.noun !== 'setCard' && a.selector.noun !== 'card'
          : a.selector.noun !== 'character'
      ) {
        env.report({ code: 'HF-E041', span: a.selector.span });
        return [];
      }
      // 「それにセットされている…」 (issue 22): 「それ」 is read before this choice changes it
      const setOn =
        a.setOn === undefined
          ? 'any'
          : a.setOn.kind === 'self'
            ? 'self'
            : a.setOn.kind === 'ref'
              ? { ref: lowerRef(a.setOn.ref, env, antecedent) }
              : lowerFilter(a.setOn.selector, env, true);
      antecedent.zonePick = undefined;
      antecedent.it = 'it'; // 「それ」 after it: the chosen characters
      const { kind: _kind, ...cardFilter } = lowerFilter(a.selector, env, false);
      const choose: EffectOp = {
        op: 'chooseOnField',
        chooser: player(a.player),
        filter: setCards ? cardFilter : lowerFilter(a.selector, env, false),
        count: a.count,
        ...(a.upTo ? { upTo: true as const } : {}),
        ...(setCards ? { setOn } : {}),
        ...(a.random ? { random: true as const } : {}),
      };
      if (a.to === 'battlefieldAsleep') {
        misplaced(
          env,
          a.span,
          'スリープで',
          '戦場のキャラクターを選ぶ文',
          'characters chosen on the battlefield',
        );
        return [];
      }
      if (a.to) return [choose, { op: 'moveCard', target: 'it', to: DESTINATION[a.to] }];
      return a.destroy ? [choose, { op: 'destroy', target: 'it' }] : [choose];
    }
    case 'heal': {
      const amount = a.amount ? { amount: lowerCount(a.amount, env) } : {};
      const t = target(a.object, env, antecedent);
      return 'one' in t
        ? [{ op: 'removeDamage', target: t.one, ...amount }]
        : [{ op: 'removeDamageAll', filter: t.all, ...amount }];
    }
    case 'move': {
      const to = DESTINATION[a.to];
      const t = target(a.object, env, antecedent);
      // 「この効果で登場させたキャラクター1体につき」 (issue 22): the cards that enter are the effect's latest choice
      const counted =
        to === 'battlefield' || to === 'battlefieldAsleep' || to === 'played'
          ? { counted: true as const }
          : {};
      if ('one' in t) return [{ op: 'moveCard', target: t.one, to, ...counted }];
      if (a.to === 'battlefieldAsleep') {
        misplaced(env, a.span, 'スリープで', '「…全てを」の登場', 'a put-all onto the battlefield');
        return [];
      }
      return [{ op: 'moveAll', filter: t.all, to }];
    }
    case 'pick': {
      // 「…を1枚選び、スリープ状態で戦場に登場させる」 (t10): the chosen cards enter asleep (000 ■戦場に出す)
      const zonePlayer = a.zone.player ? player(a.zone.player) : player(a.player);
      antecedent.zonePick = { before: antecedent.it }; // 「そのキャラクター」 after it: not these (issue 22)
      antecedent.it = 'it'; // 「それ」 after this: the chosen cards
      // 「今加えたカード以外の」 (issue 22): not the cards the effect's latest choice chose
      const notMoved = a.selector.quals.find((q) => q.kind === 'notMoved');
      if (notMoved) movedCount({ span: notMoved.span, verb: notMoved.verb, thisWay: true }, env);
      const selector = notMoved
        ? { ...a.selector, quals: a.selector.quals.filter((q) => q !== notMoved) }
        : a.selector;
      const filter = lowerFilter(selector, env, true);
      if (a.to === 'play') onlyCharactersPlayed(filter, a.span, env); // m10a
      return [
        {
          op: 'pick',
          ...(notMoved ? { exceptChosen: true as const } : {}),
          chooser: player(a.player),
          from: a.zone.zone,
          ...(a.alsoZone ? { alsoFrom: a.alsoZone } : {}), // 「手札かトラッシュから」 (i22m9)
          player: zonePlayer,
          filter,
          // 「好きな枚数」 (issue 22): up to every matching card of the zone, none allowed
          // 「全て」 (t21a): every matching card, as many as there are (no 「まで」: all of them must be chosen)
          count:
            a.count === 'any' || a.count === 'all'
              ? { count: filter, zone: a.zone.zone, player: zonePlayer }
              : a.count,
          ...(a.upTo ? { upTo: true as const } : {}),
          to: DESTINATION[a.to],
          ...(a.anyOrder ? { ordered: true as const } : {}),
          ...(a.seeAll ? { seeAll: true as const } : {}),
          ...(a.random ? { random: true as const } : {}),
        },
      ];
    }
    case 'untargetable':
    case 'unaffected':
    case 'damageProof':
      return grantOps(a.object, [protectionGrant(a)], env, antecedent);
    case 'damageReduce': // mech23
      return grantOps(a.object, [damageReduceGrant(a)], env, antecedent);
    case 'costChange':
      if (env.durationGiven) return lastingCostChange(a, env, player);
      misplaced(
        env,
        a.span,
        printAction(a, false),
        '[自動]：の常在能力以外（一度の効果では「このターン中、」などの期間を付けてください）',
        'outside a continuous [自動]： ability (in a one-time effect, give it a duration such as 「このターン中、」)',
      );
      return [];
    case 'selfCost':
    case 'abilityCost':
    // 「…はスリープで登場する」 (i22m9): how characters enter from now on, a continuous ability's only
    case 'entersAsleep':
      misplaced(
        env,
        a.span,
        printAction(a, false),
        '[自動]：の常在能力以外',
        'outside a continuous [自動]： ability',
      );
      return [];
    case 'attackBonus':
    case 'unblockable':
    case 'undefendableBy':
    case 'indestructible':
      return grantedStatic(a, env, antecedent);
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

/** 「…は攻撃できない」「…は防御できない」「…の攻撃は防御されない」 (issue 22) as the flag granted. */
/**
 * 「…は、[1][手札を1枚捨てる]を支払わなければ攻撃できない」 (issue 22): energy and hand cards only — the other costs of
 * an activated ability (スリープ, カルネージ, damage, characters) are not what an attack is taxed with (HF-E025).
 */
export function attackTaxGrant(a: Extract<IRAction, { kind: 'attackTax' }>, env: CardEnv): Grant | null {
  const bad = a.costs.find((c) => c.kind !== 'energy' && c.kind !== 'discard');
  if (bad) {
    misplaced(
      env,
      bad.span,
      printCost(bad),
      '攻撃のための支払い（[数字]と[手札をN枚捨てる]だけ）',
      'an attack tax (only [N] and [discard N])',
    );
    return null;
  }
  const costs = a.costs.map((c): Cost => {
    if (c.kind === 'energy') return { kind: 'energy', amount: c.amount };
    const d = c as Extract<IRCost, { kind: 'discard' }>;
    const filter = d.selector ? lowerFilter(d.selector, env, true) : undefined;
    if (filter && d.selector?.noun === 'setCard') filter.kind = ['set', 'worldSet']; // as for an ability's cost
    return { kind: 'discard', count: d.count, ...(filter ? { filter } : {}) };
  });
  return { attackTax: costs };
}

/** 「全ての能力を失う」「【神速】と【死殺】を失う」 (mech16): the keywords as the rules file names them. */
export function lossGrant(a: Extract<IRAction, { kind: 'loseAbilities' }>, env: CardEnv): Grant | null {
  if (!a.keywords) return { loseAbilities: 'all' };
  const ids = a.keywords.map((k) => keywordId(k, env));
  return ids.every((id): id is string => id !== undefined) ? { loseAbilities: ids } : null;
}

export function cannotGrant(what: Extract<IRAction, { kind: 'cannot' }>['what']): Grant {
  if (what === 'attack') return { cannotAttack: true };
  if (what === 'attackCharacters') return { cannotAttackCharacter: true }; // mech17 (src/engine/attackTargets.ts)
  if (what === 'beAttacked') return { cannotBeAttacked: true }; // mech17
  if (what === 'activate') return { cannotActivate: true }; // mech16 (src/engine/activationBan.ts)
  return what === 'defend' ? { cannotDefend: true } : { unblockable: true };
}

/** 「（最大5000）」 (issue 22): the scaled amount never exceeds the cap. */
function capped(v: Value, cap: number | undefined): Value {
  return cap === undefined ? v : { atMost: [v, cap] };
}
