import type { CardDefinition, PlayerIndex } from '../core/cardTypes.js';
// Game-start scenarios (`setup.phase: start`, docs/scenarios.md "Game start"): both players' decks as the file
// lists them, and the game at its very first decision, before any step of the game-start procedure (HF-2):
// the 【奥義】 reveals, the 【空装】 choice, the opening hands, the mulligans and the second player's extra card
// are all still to come, driven by the scenario's steps (reveal, kuusou, mulligan) or `advance:`.
import { randomInt, shuffleInPlace } from '../core/rng.js';
import type { Deck } from '../deck/types.js';
import { validateDeck } from '../deck/validate.js';
import { type Game, defOf, log, other } from '../engine/game.js';
import { run } from '../engine/run.js';
import { sideIndex } from './sides.js';
import { type RefusalReason, type Scenario, SetupRefusal, type Side, refusal } from './types.js';

/** HF-2.1–2.2 as createGame does them, then the engine runs to its first decision. */
export function beginAtGameStart(game: Game, scenario: Scenario): void {
  const options = scenario.setup.start!;
  const s = game.state;
  checkStartDecks(game, scenario);
  // HF-2.2: the first player (drawn from the generator when the file says random, as createGame draws it)
  const first: PlayerIndex =
    options.firstPlayer === 'random'
      ? (randomInt(s.rng, 0, 1) as PlayerIndex)
      : sideIndex(options.firstPlayer);
  s.firstPlayer = first;
  s.turnPlayer = first;
  s.players[first].secondPlayerMarker = false;
  s.players[other(first)].secondPlayerMarker = true; // HF-2.2: the second player receives the marker
  for (const p of [0, 1] as PlayerIndex[]) {
    const player = s.players[p];
    if (options.shuffle) shuffleInPlace(s.rng, player.mainDeck); // HF-2.1; otherwise top first as listed
    player.ougiDeck = [...player.mainDeck, ...player.guardDeck].some((id) => defOf(game, id).ougi); // HF-2.3
  }
  log(game, { type: 'gameStart', firstPlayer: first });
  run(game);
}

/** The decks a player brings, as the deck validator takes them (HF-1). */
function deckOf(game: Game, owner: PlayerIndex): Deck {
  const p = game.state.players[owner];
  const defs = (ids: number[]): CardDefinition[] => ids.map((id) => defOf(game, id));
  return { main: defs(p.mainDeck), guard: defs(p.guardDeck), extra: defs(p.extraDeck) };
}

/**
 * HF-1.4: an extra deck exists only through a 【空装】 card that grants one, so one listed without such a card
 * is a mistake. With `deckCheck: true` the decks must be legal decks (HF-1.1, HF-1.2, HF-1.4) as createGame
 * demands; every problem is named at once.
 */
function checkStartDecks(game: Game, scenario: Scenario): void {
  const options = scenario.setup.start!;
  const reasons: { line: number; reason: RefusalReason }[] = [];
  for (const side of ['A', 'B'] as Side[]) {
    const deck = deckOf(game, sideIndex(side));
    const extra = scenario.setup.players[side].extraDeck;
    if (extra.length > 0 && !deck.guard.some((d) => d.kuusou?.extraDeck))
      throw refusal(
        scenario.file,
        extra[0].line,
        'extra-not-allowed',
        'HF-1.4',
        `プレイヤー${side}のガードデッキに追加デッキを使う【空装】カード（「追加デッキを使用する」）がありません`,
      );
    if (!options.deckCheck) continue;
    validateDeck(deck).forEach((p, i) =>
      reasons.push({
        line: options.lines[side],
        reason: {
          code: p.code ?? 'deck',
          rule: p.rule,
          message: `${i === 0 ? `deckCheck: プレイヤー${side}のデッキは正しいデッキではありません：` : ''}${p.rule} ${p.message}`,
        },
      }),
    );
  }
  if (reasons.length > 0)
    throw new SetupRefusal(
      scenario.file,
      reasons[0].line,
      reasons.map((r) => r.reason),
    );
}
