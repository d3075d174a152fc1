// What the board needs to say about the game beyond the view: the pending decision in words that name the card
// and the effect (never an engine key such as a trigger's ability key or a cost's `kind:remaining`), and the
// triggered abilities waiting to be put into play with their targets (HF-7.4). Built from public facts only —
// cards are named through the seat's namer (web/src/host/narration.ts), so a hidden card stays hidden.
import type { PlayerIndex } from '../../../src/core/cardTypes.js';
import type { EffectContext, TargetChoice, Task } from '../../../src/core/state.js';
import type { Game } from '../../../src/engine/index.js';
import type { Namer } from '../../../src/engine/narrate.js';
import type { Lang, WaitingAbility } from '../protocol.js';

/** The card ids a chain item's or a trigger's chosen targets name (a chain-item target names no card). */
export function targetCards(targets: readonly TargetChoice[]): number[] {
  const ids: number[] = [];
  for (const t of targets) {
    if (t && 'card' in t) ids.push(t.card);
    else if (t && 'cards' in t) ids.push(...t.cards.map((c) => c.card));
  }
  return ids;
}

const CHOOSE_WHAT: Record<string, [string, string]> = {
  search: ['メインデッキからカードを探す', 'search the main deck'],
  pick: ['カードを選ぶ', 'choose cards'],
  lookAtTop: ['デッキの上のカードを見て選ぶ', 'look at the top cards and choose'],
  discard: ['手札を捨てる', 'discard from the hand'],
};

const REPLACED: Record<string, [string, string]> = {
  destroy: ['破壊', 'being destroyed'],
  damage: ['ダメージ', 'damage'],
  move: ['移動', 'moving'],
  trash: ['トラッシュへの移動', 'going to the trash'],
};

/** The context of the effect being carried out: the nearest task (top first) that has one. */
function effectCtx(tasks: readonly Task[]): EffectContext | null {
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i];
    if (t.t === 'process' || t.t === 'effect' || t.t === 'mayDo') return t.ctx;
    if (t.t === 'triggered') return t.trigger.ctx;
  }
  return null;
}

/** The card whose play or ability is being declared below a cost (HF-11.2, HF-12.4). */
function declaredCard(tasks: readonly Task[]): number | null {
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i];
    if (t.t !== 'declare') continue;
    const item = t.item;
    if (item.kind === 'play') return item.card;
    if (item.kind === 'ability') return item.source;
  }
  return null;
}

/** A card's effect in a few words: its first line of text (the inspector shows the rest). */
function effectLine(game: Game, id: number): string {
  const text = game.defs.get(game.state.cards[id]?.def ?? '')?.text ?? '';
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

function last<T extends Task['t']>(tasks: readonly Task[], t: T): Extract<Task, { t: T }> | undefined {
  for (let i = tasks.length - 1; i >= 0; i--)
    if (tasks[i].t === t) return tasks[i] as Extract<Task, { t: T }>;
  return undefined;
}

/**
 * The pending decision said with its card and effect, for the seat that makes it; null when the page's own
 * words for the decision kind say enough (main phase, mulligan, energy…).
 */
export function decisionPrompt(game: Game, namer: Namer, lang: Lang): string | null {
  const s = game.state;
  const pending = s.pending;
  if (!pending) return null;
  const say = (ja: string, en: string) => (lang === 'ja' ? ja : en);
  const c = namer.card;
  switch (pending.kind) {
    case 'triggerTargets': {
      const t = s.triggers.find((x) => !x.targetsChosen && x.abilityKey === pending.prompt);
      if (!t) return null;
      return say(
        `${c(t.ctx.self)}の自動能力の対象を選んでください：${t.ability.text}`,
        `Choose the targets of ${c(t.ctx.self)}'s triggered ability: ${t.ability.text}`,
      );
    }
    case 'payCost': {
      const task = last(s.tasks, 'cost');
      if (!task) return null;
      const by = declaredCard(s.tasks);
      const of = by === null ? '' : say(`${c(by)}の`, `${c(by)}: `);
      return task.kind === 'carnage'
        ? say(
            `${of}コスト：ダメージフィールドのカードをあと${task.remaining}枚トラッシュに置く`,
            `${of}cost: put ${task.remaining} more damage-field card(s) into the trash`,
          )
        : say(
            `${of}コスト：手札をあと${task.remaining}枚捨てる`,
            `${of}cost: discard ${task.remaining} more card(s)`,
          );
    }
    case 'choose': {
      const task = last(s.tasks, 'choose');
      const ctx = effectCtx(s.tasks);
      const what = CHOOSE_WHAT[task?.prompt ?? ''] ?? ['カードを選ぶ', 'choose cards'];
      const count = task
        ? say(`（${task.picked.length}/${task.max}枚）`, ` (${task.picked.length}/${task.max})`)
        : '';
      const who = ctx ? say(`${c(ctx.self)}の効果：`, `${c(ctx.self)}'s effect: `) : '';
      return `${who}${say(what[0], what[1])}${count}`;
    }
    case 'mayDo': {
      const task = last(s.tasks, 'mayDo');
      if (!task) return null;
      return say(
        `${c(task.ctx.self)}の効果：「${effectLine(game, task.ctx.self)}」を実行しますか`,
        `${c(task.ctx.self)}'s effect: do it? (${effectLine(game, task.ctx.self)})`,
      );
    }
    case 'replacement': {
      const task = last(s.tasks, 'replace');
      if (!task) return null;
      const ev = REPLACED[task.event.kind] ?? [task.event.kind, task.event.kind];
      return say(
        `${c(task.card)}の${ev[0]}を置換効果で置き換えますか`,
        `Replace ${c(task.card)}'s ${ev[1]} with a replacement effect?`,
      );
    }
    case 'damage': {
      const task = last(s.tasks, 'damagePlayer');
      if (!task) return null;
      const from = task.source === null ? '' : say(`${c(task.source)}による`, ` from ${c(task.source)}`);
      return say(
        `${from}ダメージ：ガードデッキのカードをダメージフィールドへ（あと${task.remaining}枚）`,
        `Damage${from}: put a guard card into the damage field (${task.remaining} more)`,
      );
    }
    case 'reload': {
      const task = last(s.tasks, 'reload');
      if (!task) return null;
      return say(
        `リロード：ガードデッキに置くカードを選ぶ（あと${task.toPlace}枚）`,
        `Reload: choose a card for the guard deck (${task.toPlace} more)`,
      );
    }
    case 'defense': {
      const combat = s.combat;
      if (!combat) return null;
      const target = 'player' in combat.target ? namer.player(combat.target.player) : c(combat.target.card);
      return say(
        `${c(combat.attacker)}が${target}を攻撃：防御するキャラクターを選ぶか、防御しない`,
        `${c(combat.attacker)} attacks ${target}: choose a defender, or do not defend`,
      );
    }
    case 'window': {
      const top = s.chain[s.chain.length - 1];
      if (!top || top.kind === 'phaseEnd') return null;
      const what =
        top.kind === 'play'
          ? c(top.card)
          : top.kind === 'ability'
            ? say(`${c(top.source)}の能力`, `${c(top.source)}'s ability`)
            : top.kind === 'attack'
              ? say(`${c(top.attacker)}の攻撃`, `${c(top.attacker)}'s attack`)
              : say(`${c(top.defender)}の防御`, `${c(top.defender)}'s defense`);
      return say(`待機中の${what}に対応してプレイ・起動するか、パス`, `Respond to ${what} waiting, or pass`);
    }
    default:
      return null;
  }
}

/** Triggered abilities that triggered and wait to be put into play (HF-7.4), with their chosen targets. */
export function waitingAbilities(game: Game, namer: Namer, lang: Lang): WaitingAbility[] {
  return game.state.triggers.map((t) => ({
    controller: t.ctx.controller as PlayerIndex,
    card: t.ctx.self,
    text: `${namer.card(t.ctx.self)}${lang === 'ja' ? '：' : ': '}${t.ability.text}`,
    targets: t.targetsChosen ? targetCards(t.ctx.targets) : [],
  }));
}
