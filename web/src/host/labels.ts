// Words for the choices the view alone cannot explain: which ability an `activate` uses, which trigger
// `nextTrigger` picks, which lasting effect `nextExpiration` ends, which replacement `replace` applies. Only
// for the legal actions of the seat that decides, and only from public facts (abilities of cards on the
// battlefield, triggers and effects in force).
import type { Ability } from '../../../src/core/cardTypes.js';
import { inEngine } from '../../../src/engine/derived.js';
import type { Action, Game } from '../../../src/engine/index.js';
import { abilitiesOf } from '../../../src/engine/query.js';
import type { ActionLabels } from '../protocol.js';

const name = (game: Game, id: number) => `「${game.defs.get(game.state.cards[id]?.def ?? '')?.name ?? '?'}」`;

function abilityText(ability: Ability | undefined): string {
  return ability?.text ?? '';
}

function expirationText(game: Game, id: number): string {
  const e = game.state.effects.find((x) => x.id === id);
  if (!e) return '';
  if (e.kind === 'power') return `${name(game, e.card)}のパワー${e.amount >= 0 ? '+' : ''}${e.amount}`;
  if (e.kind === 'control') return `${name(game, e.card)}のコントロール`;
  return `${name(game, e.card)}が得ている能力`;
}

export function actionLabels(game: Game, actions: readonly Action[]): ActionLabels {
  const labels: ActionLabels = { abilities: {}, triggers: {}, expirations: {}, replacements: {} };
  inEngine(game, () => {
    for (const a of actions) {
      if (a.type === 'activate') {
        const inst = abilitiesOf(game, a.card).find((i) => i.key === a.ability);
        labels.abilities[`${a.card}:${a.ability}`] = abilityText(inst?.ability);
      } else if (a.type === 'nextTrigger') {
        const t = game.state.triggers[a.index];
        if (t) labels.triggers[a.index] = `${name(game, t.ctx.self)}：${abilityText(t.ability)}`;
      } else if (a.type === 'nextExpiration') {
        labels.expirations[a.effect] = expirationText(game, a.effect);
      } else if (a.type === 'replace' && a.replacement !== null) {
        const task = game.state.tasks[game.state.tasks.length - 1];
        const about = task?.t === 'replace' ? name(game, task.card) : '';
        labels.replacements[a.replacement] = `${about}：置換効果 ${a.replacement}`;
      }
    }
  });
  return labels;
}
