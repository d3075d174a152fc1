// The quick playout policy: simple rules of thumb, a few engine queries per decision and no lookahead, so
// that a search can play thousands of decisions a second. Develop the board with the most expensive card the
// player can pay for, attack where no defender can stop the attacker, block with a character that survives,
// reveal damage triggers, pass windows. What it cannot judge without looking ahead (commands, abilities) it
// plays now and then at random. Used on games the bots rebuilt from their views.
import type { PlayerIndex } from '../../core/cardTypes.js';
import type { Action } from '../../core/decisions.js';
import { randomInt } from '../../core/rng.js';
import type { Game } from '../../engine/index.js';
import { defOf, hasGrantFlag, isCharacter, powerOf, reading } from '../../engine/readGame.js';
import type { GreedyPolicy } from './policy.js';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** How often a command or an ability is tried when nothing else is worth doing (in 1/100). */
const TRY_OTHER_PERCENT = 35;

export class RulesPolicy {
  constructor(
    private readonly rng: number[],
    /** Answers the decisions rules of thumb leave to it (setup, which card to give up). */
    private readonly fallback: GreedyPolicy,
  ) {}

  choose(game: Game, legal: Action[]): Action {
    const pending = game.state.pending!;
    switch (pending.kind) {
      case 'window':
        return legal.find((a) => a.type === 'pass') ?? legal[0];
      case 'main':
        return reading(game, () => this.main(game, pending.player, legal));
      case 'defense':
        return reading(game, () => this.defend(game, legal));
      case 'damage':
        return legal.find((a) => a.type === 'takeDamage' && a.reveal) ?? legal[0];
      case 'mayDo':
        return legal.find((a) => a.type === 'mayDo' && a.accept) ?? legal[0];
      case 'triggerTargets':
      case 'choose':
      case 'replacement':
        return legal[randomInt(this.rng, 0, legal.length - 1)];
      default:
        return this.fallback.choose(game, legal);
    }
  }

  private main(game: Game, me: PlayerIndex, legal: Action[]): Action {
    const end = legal.find((a) => a.type === 'endMain') ?? legal[0];
    const plays = legal.filter((a): a is Of<'play'> => a.type === 'play' && !a.useMarker);
    let develop: Of<'play'> | null = null;
    let top = -1;
    for (const a of plays) {
      const d = defOf(game, a.card);
      const own = d.kind === 'set' ? this.ownHost(game, me, a.targets[0]) : true;
      const good =
        d.kind === 'character' || d.kind === 'worldSet' || (d.kind === 'set' && own === d.power >= 0);
      const score = d.cost + (d.kind === 'character' ? 0.5 : 0);
      if (good && score > top) {
        top = score;
        develop = a;
      }
    }
    if (develop) return develop;
    const attack = this.attack(game, me, legal);
    if (attack) return attack;
    const other = legal.filter((a) => a.type === 'activate' || (a.type === 'play' && !a.useMarker));
    if (other.length > 0 && randomInt(this.rng, 0, 99) < TRY_OTHER_PERCENT)
      return other[randomInt(this.rng, 0, other.length - 1)];
    return end;
  }

  private ownHost(game: Game, me: PlayerIndex, host: number | undefined): boolean {
    return host !== undefined && game.state.cards[host].controller === me;
  }

  /** HF-8: the opponent's characters that could defend now (active, allowed to). */
  private blockers(game: Game, me: PlayerIndex): number[] {
    return game.state.battlefield.filter((id) => {
      const c = game.state.cards[id];
      return (
        c.controller !== me && !c.sleep && isCharacter(game, id) && !hasGrantFlag(game, id, 'cannotDefend')
      );
    });
  }

  /** An attack no defender survives: on a character it destroys, else on the player. */
  private attack(game: Game, me: PlayerIndex, legal: Action[]): Action | null {
    const attacks = legal.filter((a): a is Of<'attack'> => a.type === 'attack');
    if (attacks.length === 0) return null;
    const walls = this.blockers(game, me).map((id) => powerOf(game, id));
    const strongest = Math.max(0, ...walls);
    // HF-8.3: each defender stops one attack; more attackers than defenders get through.
    const swarm = attacks.length > 0 && new Set(attacks.map((a) => a.attacker)).size > walls.length;
    let best: Action | null = null;
    let score = 0;
    for (const a of attacks) {
      const power = powerOf(game, a.attacker);
      if ('card' in a.target) {
        const target = a.target.card;
        const left = powerOf(game, target) - game.state.cards[target].damage;
        if (power >= left && 1 + left / 1000 > score) {
          score = 1 + left / 1000;
          best = a;
        }
      } else if ((power > strongest || swarm) && 1 > score) {
        score = 1;
        best = a;
      }
    }
    return best;
  }

  private defend(game: Game, legal: Action[]): Action {
    const combat = game.state.combat;
    const none = legal.find((a) => a.type === 'defend' && a.defender === null) ?? legal[0];
    if (!combat) return none;
    let best: Action = none;
    let top = powerOf(game, combat.attacker);
    for (const a of legal)
      if (a.type === 'defend' && a.defender !== null && powerOf(game, a.defender) > top) {
        top = powerOf(game, a.defender);
        best = a;
      }
    return best;
  }
}
