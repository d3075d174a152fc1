// RULING (issue 22, docs/engine.md «A rule for a group, for a while»): 「このターン、あなたのキャラクターの攻撃は防御されない」
// 「ターン終了時まで、対戦相手のキャラクターは攻撃できない」 — an effect that changes what a group of characters may do
// (attack, defend, be defended against) for a number of turns holds for every character that matches the group
// while it lasts, including characters that enter the battlefield after it resolved. An effect that changes what
// the characters ARE (power, keywords, abilities, traits, protection) still affects only those there on
// resolution (grantAll.ts, modifyPowerAll.ts). The seeds are silent; this is the convention of the TCGs the
// seeds' wording comes from (MTG 611.2c: "creatures can't block this turn" covers later creatures, "+1/+1"
// does not), and what blind designers meant (d15 望月の大狩猟).
// Kept on the player whose effect made it (PlayerState.groupRules), each until the end of a given turn, like
// play bans (playBans.ts); the list is replaced, never edited in place (snapshots share it).
import type { Duration } from '../core/cardTypes.js';
import type { GroupRule, GroupRuleFlag } from '../core/state.js';
import { type Game, card } from './game.js';
import { banUntil } from './playBans.js';
import { unaffectedByOrigin } from './protection.js';
import { isCharacter, matchesFilter } from './query.js';

/** The last turn a rule lasting `duration` holds, or null when the duration is not a number of turns. */
export function groupRuleUntil(game: Game, controller: 0 | 1, duration: Duration): number | null {
  if (duration === 'endOfTurn') return game.state.turn;
  if (duration === 'untilYourNextTurnEnd') return banUntil(game, controller, 'yourNext');
  if (duration === 'untilOpponentNextTurnEnd') return banUntil(game, controller, 'opponentNext');
  return null; // not counted in turns (isTurnDuration, src/core/groupRules.ts)
}

/** Adds a rule on the group `rule.filter`, seen from `rule.controller`. */
export function addGroupRule(game: Game, rule: GroupRule): void {
  const p = game.state.players[rule.controller];
  const live = (p.groupRules ?? []).filter((r) => r.until >= game.state.turn);
  p.groupRules = [...live, rule];
}

/**
 * Does a rule for a group hold on character `id` now? A character that ignores the effects of the rule's
 * origin (「…の効果を受けない」) is not bound by it (HF-5.12). Free when no player has a rule (the usual case).
 */
export function groupRuleHolds(game: Game, id: number, flag: GroupRuleFlag): boolean {
  const players = game.state.players;
  if (players[0].groupRules === undefined && players[1].groupRules === undefined) return false;
  if (card(game, id).zone !== 'battlefield' || !isCharacter(game, id)) return false;
  const turn = game.state.turn;
  for (const p of players)
    for (const r of p.groupRules ?? [])
      if (
        r.flag === flag &&
        r.until >= turn &&
        matchesFilter(game, id, r.filter, r.controller, -1) &&
        !unaffectedByOrigin(game, id, r.controller, r.origin)
      )
        return true;
  return false;
}
