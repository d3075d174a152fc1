// One card as the view shows it: a hidden card is a plain back with no id and no name (nothing to leak); a
// visible one shows its name, cost, power and state, and is clickable and hoverable.
import type { CardDefinition } from '../../../src/core/cardTypes.js';
import type { SeenCard } from '../../../src/engine/view.js';
import { keywordPrintedName } from '../../../src/keywords.js';
import type { Translate } from './i18n.js';
import { isVisible } from './placement.js';

export type CardLookup = (defId: string) => CardDefinition | undefined;

export interface CardEvents {
  onClick(id: number): void;
  onHover(id: number | null): void;
}

export interface CardMarks {
  /** Clickable now as the answer to the current question (a target). */
  target?: boolean;
  /** Has actions the player can start from it. */
  usable?: boolean;
  /** Chosen as a target in the current draft. */
  chosen?: boolean;
  /** The card whose actions are being composed. */
  source?: boolean;
  /** Targeted by waiting chain entries or abilities: their numbers on the waiting stack (1 = resolves first). */
  targetedBy?: string[];
  /** Used by the bot's last action. */
  botLast?: boolean;
}

export function CardBack({ small }: { small?: boolean }) {
  return <div class={`card back${small ? ' small' : ''}`} aria-label="裏向きのカード" />;
}

interface Props {
  card: SeenCard;
  lookup: CardLookup;
  t: Translate;
  events: CardEvents;
  marks?: CardMarks;
  small?: boolean;
}

export function Card({ card, lookup, t, events, marks = {}, small }: Props) {
  if (!isVisible(card)) return <CardBack small={small} />;
  const def = card.def ? lookup(card.def) : undefined;
  const power = card.status?.power ?? (def?.kind === 'character' ? def.power : undefined);
  const classes = [
    'card',
    def?.kind ?? 'facedown',
    card.sleep && (card.zone === 'battlefield' || card.zone === 'attached') ? 'asleep' : '',
    card.faceDown ? 'facedown' : '',
    small ? 'small' : '',
    marks.target ? 'is-target' : '',
    marks.usable ? 'is-usable' : '',
    marks.chosen ? 'is-chosen' : '',
    marks.source ? 'is-source' : '',
    marks.targetedBy?.length ? 'is-chain-target' : '',
    marks.botLast ? 'is-bot-last' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      class={classes}
      data-card-id={card.id}
      data-card-name={card.name}
      onClick={() => events.onClick(card.id)}
      onMouseEnter={() => events.onHover(card.id)}
      onMouseLeave={() => events.onHover(null)}
      onFocus={() => events.onHover(card.id)}
    >
      <span class="card-name">{card.name}</span>
      {def && <span class="card-cost">{def.cost}</span>}
      {(power !== undefined || card.damage > 0) && (
        <span class="card-stats">
          {card.damage > 0 && (
            <span class="card-damage" title={t('damage')}>
              −{card.damage}
            </span>
          )}
          {power !== undefined && (
            <span class="card-power" title={t('power')}>
              {power}
            </span>
          )}
        </span>
      )}
      {marks.targetedBy && marks.targetedBy.length > 0 && (
        <span class="card-targeted" data-targeted-by={marks.targetedBy.join(',')}>
          ◎{marks.targetedBy.join(',')}
        </span>
      )}
      {card.status && card.status.keywords.length > 0 && (
        <span class="card-keywords">
          {card.status.keywords.map((k) => `【${keywordPrintedName(k)}】`).join('')}
        </span>
      )}
      {card.faceUp && (card.zone === 'guardDeck' || card.zone === 'damageField') && (
        <span class="card-faceup">{t('faceUp')}</span>
      )}
    </button>
  );
}
