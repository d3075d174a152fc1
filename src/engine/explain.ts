// Why an action is not legal: a message naming the rule, for IllegalActionError.
import type { Action, ActionType, DecisionKind } from '../core/decisions.js';
import { energyBudget } from './costs.js';
import { type Game, card, defOf } from './game.js';
import { playTargetSpecs, playableSources } from './legal.js';
import { isCharacter } from './query.js';
import { ougiSatisfied } from './setup.js';
import { targetCombinations } from './targets.js';

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
};

type Why = { message: string; rule?: string };

function validCard(game: Game, id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < game.state.cards.length;
}

function explainAttack(game: Game, a: Extract<Action, { type: 'attack' }>): Why {
  if (!validCard(game, a.attacker) || !isCharacter(game, a.attacker))
    return { message: '攻撃できるのは戦場のキャラクターだけです', rule: 'HF-8.1' };
  const c = card(game, a.attacker);
  if (c.controller !== a.player)
    return { message: '自分のキャラクターでしか攻撃できません', rule: 'HF-14.1' };
  if (c.sleep)
    return {
      message: 'スリープのキャラクターは攻撃できません（アクティブである必要があります）',
      rule: 'HF-8.1',
    };
  return { message: '攻撃対象は対戦相手か、スリープである相手のキャラクター一体です', rule: 'HF-8.1' };
}

function explainPlay(game: Game, a: Extract<Action, { type: 'play' }>): Why {
  if (!validCard(game, a.card) || !playableSources(game, a.player).includes(a.card)) {
    return { message: 'プレイできるのは手札とガードデッキのカードだけです', rule: 'HF-5.2' };
  }
  const def = defOf(game, a.card);
  if (energyBudget(game, a.player) < def.cost)
    return { message: `エネルギーコスト${def.cost}を支払えません`, rule: 'HF-5.3' };
  if (a.useMarker && !game.state.players[a.player].secondPlayerMarker)
    return { message: '後攻マーカーは使用済みか持っていません', rule: 'HF-2.6' };
  if (!ougiSatisfied(game, a.player, a.card))
    return { message: '【奥義】の対応カードがありません', rule: 'HF-13.7' };
  const specs = playTargetSpecs(game, a.card);
  if (specs.length > 0 && targetCombinations(game, specs, a.player, a.card).length === 0) {
    return { message: '対象に取れるものがないためプレイできません', rule: 'HF-5.4' };
  }
  return { message: '対象が不適切です', rule: 'HF-5.4' };
}

export function explainIllegal(game: Game, a: Action): Why {
  const kind = game.state.pending!.kind;
  if (!ALLOWED[kind].includes(a.type) && a.type !== 'concede') {
    const phaseRule =
      a.type === 'attack' ? 'HF-8.7' : a.type === 'play' || a.type === 'activate' ? 'HF-5.1' : undefined;
    return {
      message: `今の決定（${kind}）では「${a.type}」はできません。できること：${ALLOWED[kind].join(', ')}`,
      rule: phaseRule,
    };
  }
  if (a.type === 'attack') return explainAttack(game, a);
  if (a.type === 'play') return explainPlay(game, a);
  if (a.type === 'activate')
    return { message: '起動能力のコストを支払えないか、対象が不適切です', rule: 'HF-12.4' };
  if (a.type === 'defend')
    return {
      message: '防御できるのは攻撃を受けているプレイヤーのアクティブなキャラクターです',
      rule: 'HF-8.3',
    };
  return { message: `このアクションは今は合法ではありません（${kind}）` };
}
