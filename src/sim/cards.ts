// The public card definitions bots may look up: the whole card pool (every generated set), never a deck's
// contents. A card's definition is public once its face is seen.
import { ALL_CARDS } from '../../generated/index.js';
import type { CardDefinition } from '../core/cardTypes.js';
import type { CardLookup } from './bots/index.js';

let pool: Map<string, CardDefinition> | undefined;

function cardPool(): Map<string, CardDefinition> {
  pool ??= new Map(ALL_CARDS.map((c) => [c.id, c]));
  return pool;
}

export const publicCards: CardLookup = (id) => cardPool().get(id);
