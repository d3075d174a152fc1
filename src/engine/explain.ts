// Why an action is not legal: a message naming the rule, and the card it concerns, for IllegalActionError.
import { cardWithSource, sourceLabel } from '../core/cardSource.js';
import type { Action, ActionType, DecisionKind, TargetChoiceFields } from '../core/decisions.js';
import type { ConcernedCard } from '../core/errors.js';
import { keywordPrintedName } from '../keywords.js';
import { activationBanned } from './activationBan.js';
import { energyBudget, playCost } from './costs.js';
import { type Game, card, defOf } from './game.js';
import { hasGrantFlag } from './grantFlags.js';
import {
  playConditionHolds,
  playModal,
  playTargetOptions,
  playTargetSpecs,
  playableSources,
  sameData,
} from './legal.js';
import { targetOptions } from './modes.js';
import { namePlayLimitReached } from './namePlayLimit.js';
import { onceKeyOf, usedThisTurn } from './oncePerTurn.js';
import { playBanned } from './playBans.js';
import {
  abilitiesOf,
  evaluateConditionStatic,
  forbiddenDefenderTrait,
  hasKeyword,
  isCharacter,
  requiredDefenderKeywords,
} from './query.js';
import { ougiSatisfied } from './setup.js';
import { canSee } from './view.js';

const ALLOWED: Record<DecisionKind, ActionType[]> = {
  ougiReveal: ['revealGuard', 'endReveal'],
  kuusou: ['kuusou'],
  mulligan: ['mulligan'],
  energy: ['placeEnergy'],
  main: ['attack', 'play', 'activate', 'extraDraw', 'endMain'],
  window: ['play', 'activate', 'extraDraw', 'pass'],
  defense: ['defend', 'extraDraw'],
  damage: ['takeDamage'],
  reload: ['reloadCard'],
  triggerTargets: ['chooseTargets'],
  orderTriggers: ['nextTrigger'],
  orderExpirations: ['nextExpiration'],
  discard: ['discard'],
  choose: ['choose'],
  mayDo: ['mayDo'],
  payCost: ['payCost'],
  replacement: ['replace'],
  declare: ['declare'],
};

/** Why not: `message` in Japanese, `english` the same in English. */
type Why = { message: string; english: string; rule?: string };

function validCard(game: Game, id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < game.state.cards.length;
}

function explainAttack(game: Game, a: Extract<Action, { type: 'attack' }>): Why {
  if (!validCard(game, a.attacker) || !isCharacter(game, a.attacker))
    return {
      message: '攻撃できるのは戦場のキャラクターだけです',
      english: 'only a character on the battlefield can attack',
      rule: 'HF-8.1',
    };
  const c = card(game, a.attacker);
  if (c.controller !== a.player)
    return {
      message: '自分のキャラクターでしか攻撃できません',
      english: 'you can attack only with your own characters',
      rule: 'HF-14.1',
    };
  if (c.sleep)
    return {
      message: 'スリープのキャラクターは攻撃できません（アクティブである必要があります）',
      english: 'an asleep character cannot attack (it must be active)',
      rule: 'HF-8.1',
    };
  return {
    message: '攻撃対象は対戦相手か、スリープである相手のキャラクター一体です',
    english: 'the attack target is the opponent or one asleep character of theirs',
    rule: 'HF-8.1',
  };
}

/** Do the targets (and modes) the action gives match one of the legal ways to choose them? */
function chosenAsOffered(options: readonly TargetChoiceFields[], a: TargetChoiceFields): boolean {
  return options.some((o) => sameData(o.targets, a.targets) && sameData(o.modes, a.modes));
}

/**
 * Why the targets of a play or an ability use are refused, or null when they are fine. Targets (and modes) are
 * chosen before the cost is paid (HF-5.3, HF-12.4), so a target problem is the reason even if the cost could not
 * be paid either.
 */
function targetProblem(
  options: readonly TargetChoiceFields[],
  a: TargetChoiceFields,
  modal: boolean,
  hasSpecs: boolean,
  noTargetRule: string,
  verb: { ja: string; en: string },
): Why | null {
  if (options.length === 0) {
    if (modal)
      return {
        message: `選べるモードが足りないため${verb.ja}できません`,
        english: `cannot be ${verb.en}: not enough modes can be chosen`,
        rule: 'HF-5.13',
      };
    return {
      message: `対象に取れるものがないため${verb.ja}できません`,
      english: `cannot be ${verb.en}: nothing can be targeted`,
      rule: noTargetRule,
    };
  }
  if (modal && !options.some((o) => sameData(o.modes, a.modes)))
    return {
      message: 'そのモードの組み合わせは選べません',
      english: 'that combination of modes cannot be chosen',
      rule: 'HF-5.13',
    };
  if (chosenAsOffered(options, a)) return null;
  return {
    message: '対象が不適切です',
    english: 'invalid targets',
    rule: hasSpecs ? 'HF-5.10' : noTargetRule,
  };
}

function explainPlay(game: Game, a: Extract<Action, { type: 'play' }>): Why {
  if (!validCard(game, a.card) || !playableSources(game, a.player).includes(a.card)) {
    return {
      message:
        'プレイできるのは手札とガードデッキのカード（と、トラッシュからプレイできると書かれたトラッシュのカード）だけです',
      english:
        'only cards in your hand and guard deck can be played (and trash cards that say they can be played from there)',
      rule: 'HF-5.2',
    };
  }
  if (!ougiSatisfied(game, a.player, a.card))
    return {
      message: '【奥義】の対応カードがありません',
      english: 'no card answers the 【奥義】 (ougi) requirement',
      rule: 'HF-13.7',
    };
  if (!playConditionHolds(game, a.player, a.card))
    return {
      message: 'このカードをプレイできる時ではありません（カードに書かれたプレイの条件）',
      english: "the card's own play condition does not hold now",
      rule: 'HF-5.1',
    };
  if (namePlayLimitReached(game, a.player, a.card))
    return {
      message: `このカード名のカードは、このターンにもう${defOf(game, a.card).namePlayLimit}枚プレイしています（カードに書かれたプレイできる枚数）`,
      english: `you have already played ${defOf(game, a.card).namePlayLimit} card(s) of this name this turn (the card's play limit)`,
      rule: 'HF-5.1',
    };
  if (playBanned(game, a.player, a.card))
    return {
      message: '効果によって、このカードは今プレイできません（「…をプレイできない」）',
      english: 'an effect forbids playing this card now',
      rule: 'HF-12.7',
    };
  // HF-5.3: its player shows it, chooses its targets (HF-5.4), then pays — the targets are refused first.
  const options = playTargetOptions(game, a.player, a.card);
  const modal = playModal(game, a.card) !== undefined;
  const specs = playTargetSpecs(game, a.card).length > 0;
  const verb = { ja: 'プレイ', en: 'played' };
  const targets = targetProblem(options, a, modal, specs, 'HF-5.4', verb);
  if (targets) return targets;
  const cost = playCost(game, a.player, a.card); // HF-5.12: with every cost change in force
  if (energyBudget(game, a.player) < cost) {
    const changed = cost !== defOf(game, a.card).cost;
    return {
      message: `エネルギーコスト${cost}${changed ? '（コスト変更後）' : ''}を支払えません`,
      english: `cannot pay the energy cost ${cost}${changed ? ' (after cost changes)' : ''}`,
      rule: changed ? 'HF-5.12' : 'HF-5.3',
    };
  }
  if (a.useMarker && !game.state.players[a.player].secondPlayerMarker)
    return {
      message: '後攻マーカーは使用済みか持っていません',
      english: 'the second-player marker is used or not yours',
      rule: 'HF-2.6',
    };
  if (a.useMarker)
    return {
      message: '後攻マーカーで支払うコストがありません（コスト0）',
      english: 'there is no cost for the second-player marker to pay (cost 0)',
      rule: 'HF-2.6',
    };
  return { message: '対象が不適切です', english: 'invalid targets', rule: specs ? 'HF-5.10' : 'HF-5.4' };
}

function explainActivate(game: Game, a: Extract<Action, { type: 'activate' }>): Why {
  const onField = validCard(game, a.card) && card(game, a.card).zone === 'battlefield';
  const inst = onField ? abilitiesOf(game, a.card).find((i) => i.key === a.ability) : undefined;
  if (inst?.ability.kind !== 'activated')
    return {
      message: '戦場のカードの起動能力ではありません',
      english: 'not an activated ability of a card on the battlefield',
      rule: 'HF-12.4',
    };
  if (card(game, a.card).controller !== a.player)
    return {
      message: '起動能力を使えるのは、そのカードをコントロールしているプレイヤーだけです',
      english: 'only the player who controls the card can use its activated abilities',
      rule: 'HF-14.1',
    };
  if (activationBanned(game, a.card))
    return {
      message: '効果によって、このカードの起動能力は今使用できません（「…は起動能力を使用できない」）',
      english: "an effect forbids using this card's activated abilities now (「…は起動能力を使用できない」)",
      rule: 'HF-12.4',
    };
  const ability = inst.ability;
  if (ability.oncePerTurn && usedThisTurn(game, a.card, onceKeyOf(game, inst)))
    return {
      message: 'この能力は1ターンに1回しか使えません（このターンは使用済み）',
      english: 'this ability can be used once per turn (already used this turn)',
      rule: 'HF-12.8',
    };
  if (
    ability.kind === 'activated' &&
    ability.useIf &&
    !evaluateConditionStatic(game, ability.useIf, a.player, a.card)
  )
    return {
      message: 'この能力を使用できる条件（「…にのみ使用できる」）を満たしていません',
      english: 'the condition under which this ability may be used (「…にのみ使用できる」) does not hold',
      rule: 'HF-12.4',
    };
  // HF-12.4: declared, targets chosen (HF-5.5, HF-5.10), then the costs paid.
  if (ability.targets?.length || ability.modal) {
    const options = targetOptions(game, ability.targets, ability.modal, a.player, a.card);
    const verb = { ja: '使用', en: 'used' };
    const targets = targetProblem(options, a, ability.modal !== undefined, true, 'HF-5.10', verb);
    if (targets) return targets;
  }
  return {
    message: '起動能力のコストを支払えません',
    english: 'the activated ability’s cost cannot be paid',
    rule: 'HF-12.4',
  };
}

/** HF-8.3; HF-13.6 when the defender would be one but lacks the attacker's 【神速】. */
function explainDefend(game: Game, a: Extract<Action, { type: 'defend' }>): Why {
  const c = game.state.combat;
  const d = a.defender;
  if (c && d !== null && validCard(game, d) && isCharacter(game, d) && !card(game, d).sleep) {
    if (card(game, d).controller === a.player && hasGrantFlag(game, c.attacker, 'unblockable'))
      return {
        message: '攻撃キャラクターの攻撃は防御されません（効果による）',
        english: 'the attacker cannot be defended (an effect says so)',
        rule: 'HF-8.3',
      };
    const trait = forbiddenDefenderTrait(game, c.attacker, d);
    if (card(game, d).controller === a.player && trait !== undefined)
      return {
        message: `攻撃キャラクターの攻撃は《${trait}》を持つキャラクターには防御されません`,
        english: `the attacker cannot be defended by a character with 《${trait}》`,
        rule: 'HF-8.3',
      };
    const missing = requiredDefenderKeywords(game, c.attacker).find((k) => !hasKeyword(game, d, k));
    if (card(game, d).controller === a.player && missing !== undefined)
      return {
        message: `攻撃キャラクターは【${keywordPrintedName(missing)}】を持たないキャラクターには防御されません`,
        english: `the attacker cannot be defended by a character without ${missing}`,
        rule: 'HF-13.6',
      };
  }
  return {
    message: '防御できるのは攻撃を受けているプレイヤーのアクティブなキャラクターです',
    english: 'only an active character of the attacked player can defend',
    rule: 'HF-8.3',
  };
}

export function explainIllegal(game: Game, a: Action): Why {
  const kind = game.state.pending!.kind;
  if (!ALLOWED[kind].includes(a.type) && a.type !== 'concede') {
    const phaseRule =
      a.type === 'attack' ? 'HF-8.7' : a.type === 'play' || a.type === 'activate' ? 'HF-5.1' : undefined;
    return {
      message: `今の決定（${kind}）では「${a.type}」はできません。できること：${ALLOWED[kind].join(', ')}`,
      english: `"${a.type}" is not possible in the current decision (${kind}); possible: ${ALLOWED[kind].join(', ')}`,
      rule: phaseRule,
    };
  }
  if (a.type === 'attack') return explainAttack(game, a);
  if (a.type === 'play') return explainPlay(game, a);
  if (a.type === 'activate') return explainActivate(game, a);
  if (a.type === 'defend') return explainDefend(game, a);
  return {
    message: `このアクションは今は合法ではありません（${kind}）`,
    english: `this action is not legal now (${kind})`,
  };
}

/**
 * The card an action is about (what it plays, activates, attacks or defends with, discards, picks…), named
 * with its `.hf` line (issue 12) — only when the acting player can see its face (HF-16.8: an error message
 * must not reveal a hidden card).
 */
export function concernedCard(game: Game, a: Action): { card: ConcernedCard; label: string } | null {
  const fields = a as unknown as Record<string, unknown>;
  const id = [fields.card, fields.attacker, fields.defender].find((v) => validCard(game, v));
  if (id === undefined || !canSee(game.state, id, a.player)) return null;
  const def = defOf(game, id);
  const source = sourceLabel(def);
  return { card: source ? { name: def.name, source } : { name: def.name }, label: cardWithSource(def) };
}
