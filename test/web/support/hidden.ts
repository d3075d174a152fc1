// HF-16.8 on the page: the names of the cards a seat may not see, worked out by the engine in Node from the
// replayed game, and where the page could leak them — the DOM and every message its UI layer received.
import type { Page } from 'playwright-core';
import type { PlayerIndex } from '../../../src/core/cardTypes.js';
import type { GameEvent } from '../../../src/core/events.js';
import { type Game, view } from '../../../src/engine/index.js';
import type { SeenCard } from '../../../src/engine/view.js';

const nameOf = (game: Game, id: number) => game.defs.get(game.state.cards[id].def)!.name;

/** Events that show a card's face to both players. */
const FACE_SHOWN = new Set<GameEvent['type']>([
  'play',
  'activate',
  'reveal',
  'discard',
  'damageTrigger',
  'destroyed',
  'attack',
  'defend',
  'trigger',
  'extraDraw',
]);

/** Every card name `seat` may know: the cards its view shows and those the log showed face up. */
function knownNames(game: Game, seat: PlayerIndex): Set<string> {
  const v = view(game, seat);
  const names = new Set<string>();
  const add = (c: SeenCard) => {
    if (!('hidden' in c)) names.add(c.name);
  };
  for (const p of v.players) {
    [...p.hand, ...p.guardDeck, ...p.trash, ...p.damageField].forEach(add);
    if (Array.isArray(p.extraDeck)) p.extraDeck.forEach(add);
  }
  [...v.battlefield, ...v.attached, ...v.excluded, ...v.inFlight].forEach(add);
  for (const l of v.looking) add(l.card);
  for (const e of v.log) {
    if (!FACE_SHOWN.has(e.type)) continue;
    const r = e as unknown as Record<string, unknown>;
    for (const k of ['card', 'attacker', 'defender'])
      if (typeof r[k] === 'number' && (r[k] as number) >= 0) names.add(nameOf(game, r[k] as number));
  }
  return names;
}

/** Names of the other player's cards that `seat` cannot see and knows of no other copy of. */
export function hiddenNames(game: Game, seat: PlayerIndex): string[] {
  const known = knownNames(game, seat);
  const other = game.state.players[1 - seat];
  const hidden = [
    ...other.hand,
    ...other.mainDeck,
    ...other.energy,
    ...other.extraDeck,
    ...other.guardDeck,
    ...other.damageField,
  ]
    .filter((id) => {
      const c = game.state.cards[id];
      return !((c.zone === 'guardDeck' || c.zone === 'damageField') && c.faceUp);
    })
    .map((id) => nameOf(game, id));
  return [...new Set(hidden)].filter((n) => !known.has(n));
}

/** Where the page names cards: card elements, quoted names in its text, and the UI layer's messages. */
/** Messages count since the last hand-over: in hot-seat the UI rightly received the other seat's views before it. */
export async function namesOnPage(page: Page): Promise<{ dom: string[]; text: string; messages: string }> {
  return page.evaluate(() => {
    const received = (
      window as unknown as { __hflux: { received: { t: string; screen?: { kind: string } }[] } }
    ).__hflux.received;
    let handover = -1;
    received.forEach((m, i) => {
      if (m.t === 'screen' && m.screen?.kind === 'handover') handover = i;
    });
    return {
      dom: [...document.querySelectorAll('[data-card-name]')].map(
        (e) => e.getAttribute('data-card-name') ?? '',
      ),
      text: document.body.innerText,
      messages: JSON.stringify(received.slice(handover + 1)),
    };
  });
}

/** The hidden names that appear on the page (empty when nothing leaks). */
export async function leaks(page: Page, game: Game, seat: PlayerIndex): Promise<string[]> {
  const { dom, text, messages } = await namesOnPage(page);
  return hiddenNames(game, seat).filter(
    (n) =>
      dom.includes(n) ||
      text.includes(`「${n}」`) ||
      messages.includes(`"name":"${n}"`) ||
      messages.includes(`「${n}」`),
  );
}
