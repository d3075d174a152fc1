import type { Game } from '../engine/game.js';
// `view: { player, sees: […], hidden: […] }` — what that player's view() shows (HF-16.8). A card is seen when
// the view holds it with its face: its id and its definition. A face-down character (HF-14.3) is shown to the
// opponent only as what its effect defines, so it counts as hidden from them; cards in decks and energies are
// only counted (HF-3.5) and are hidden from both players.
import type { PlayerView, SeenCard, VisibleCard } from '../engine/view.js';
import { view } from '../engine/view.js';
import { sideIndex } from './build.js';
import type { Mismatch } from './expect.js';
import { type CardRefs, cardLabel, resolveRef } from './refs.js';
import type { Expectation } from './types.js';

function visible(card: SeenCard): card is VisibleCard {
  return !('hidden' in card) && card.def !== '';
}

/** The ids of the cards whose face the view shows. */
function seenIds(v: PlayerView): Set<number> {
  const lists: SeenCard[][] = [v.battlefield, v.attached, v.excluded];
  for (const p of v.players) {
    lists.push(p.guardDeck, p.hand, p.trash, p.damageField);
    if (Array.isArray(p.extraDeck)) lists.push(p.extraDeck);
  }
  return new Set(
    lists
      .flat()
      .filter(visible)
      .map((c) => c.id),
  );
}

export function checkView(game: Game, refs: CardRefs, e: Extract<Expectation, { kind: 'view' }>): Mismatch[] {
  const seen = seenIds(view(game, sideIndex(e.player)));
  const out: Mismatch[] = [];
  const check = (refsWritten: string[], wantSeen: boolean) => {
    for (const ref of refsWritten) {
      const ids = resolveRef(game, refs, ref);
      const wrong = ids.filter((id) => seen.has(id) !== wantSeen);
      if (wrong.length === 0) continue;
      const where = wrong
        .map((id) => `${cardLabel(game, refs, id)}（${game.state.cards[id].zone}）`)
        .join('、');
      out.push({
        what: `${e.player} の view() に「${ref}」`,
        expected: wantSeen ? '見える' : '見えない',
        actual: `${wantSeen ? '見えない' : '見える'}: ${where}`,
      });
    }
  };
  check(e.sees, true);
  check(e.hidden, false);
  return out;
}
