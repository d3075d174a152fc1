// One player's zones outside the battlefield: hand, guard deck (count and face-up cards), damage field,
// energies (active / asleep), main deck count, trash and exclusion (browsable), the extra deck for its owner,
// the second-player marker. The player's name is the attack target "the player" (HF-8.1).
import type { PlayerIndex } from '../../../src/core/cardTypes.js';
import type { PlayerView, SeenCard } from '../../../src/engine/view.js';
import { Card, CardBack, type CardEvents, type CardLookup, type CardMarks } from './Card.js';
import type { Translate } from './i18n.js';
import { isVisible } from './placement.js';

export type ZoneKey = 'trash' | 'excluded' | 'extraDeck';

export interface AreaProps {
  view: PlayerView;
  player: PlayerIndex;
  lookup: CardLookup;
  t: Translate;
  events: CardEvents;
  marks(id: number): CardMarks;
  /** The player is a legal attack target now. */
  attackable: boolean;
  onPlayerClick(player: PlayerIndex): void;
  onOpenZone(player: PlayerIndex, zone: ZoneKey): void;
}

function Row({
  cards,
  props,
  label,
  testId,
}: { cards: SeenCard[]; props: AreaProps; label: string; testId: string }) {
  // The cards the viewer can read first (face up, or its own), then the backs: the order of a guard deck or a
  // damage field is nobody's choice that matters (HF-9.1: the player picks any card).
  const sorted = [...cards.filter(isVisible), ...cards.filter((c) => !isVisible(c))];
  return (
    <div class="zone" data-zone={testId}>
      <span class="zone-label">
        {label} <span class="count">{cards.length}</span>
      </span>
      <div class="zone-cards">
        {sorted.map((c, i) => (
          <Card
            key={isVisible(c) ? c.id : `h${i}`}
            card={c}
            lookup={props.lookup}
            t={props.t}
            events={props.events}
            marks={isVisible(c) ? props.marks(c.id) : undefined}
            small
          />
        ))}
      </div>
    </div>
  );
}

export function PlayerArea(props: AreaProps) {
  const { view, player, t } = props;
  const p = view.players[player];
  const mine = player === view.viewer;
  const label = `P${player + 1}${mine ? `（${t('you')}）` : ''}`;
  const turn = view.turnPlayer === player;
  const extra = p.extraDeck;
  return (
    <section class={`player-area ${mine ? 'mine' : 'theirs'}`} data-player={player}>
      <header class="player-head">
        <button
          type="button"
          class={`player-name${props.attackable ? ' is-target' : ''}${turn ? ' is-turn' : ''}`}
          data-player-target={player}
          onClick={() => props.onPlayerClick(player)}
        >
          {label}
        </button>
        <span class="stat" data-stat="mainDeck" title={t('mainDeck')}>
          {t('mainDeck')} {p.mainDeck}
        </span>
        <span class="stat" data-stat="energy" title={`${t('active')} / ${t('energy')}`}>
          {t('energy')} {p.energy.active}/{p.energy.count}
          <span class="pips">
            {Array.from({ length: p.energy.count }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: energies are face down and alike (HF-3.5)
              <i key={i} class={i < p.energy.active ? 'pip on' : 'pip'} />
            ))}
          </span>
        </span>
        {p.secondPlayerMarker && <span class="stat marker">{t('marker')}</span>}
        <button
          type="button"
          class="stat zone-button"
          data-open-zone={`${player}:trash`}
          onClick={() => props.onOpenZone(player, 'trash')}
        >
          {t('trash')} {p.trash.length}
        </button>
        <button
          type="button"
          class="stat zone-button"
          data-open-zone={`${player}:excluded`}
          onClick={() => props.onOpenZone(player, 'excluded')}
        >
          {t('excluded')} {view.excluded.filter((c) => isVisible(c) && c.owner === player).length}
        </button>
        {Array.isArray(extra)
          ? extra.length > 0 && (
              <button
                type="button"
                class="stat zone-button"
                data-open-zone={`${player}:extraDeck`}
                onClick={() => props.onOpenZone(player, 'extraDeck')}
              >
                {t('extraDeck')} {extra.length}
              </button>
            )
          : extra > 0 && (
              <span class="stat">
                {t('extraDeck')} {extra}
              </span>
            )}
      </header>
      <div class="zones">
        <Row cards={p.guardDeck} props={props} label={t('guardDeck')} testId={`${player}:guardDeck`} />
        <Row cards={p.damageField} props={props} label={t('damageField')} testId={`${player}:damageField`} />
      </div>
      <div class="hand" data-zone={`${player}:hand`}>
        <span class="zone-label">
          {t('hand')} <span class="count">{p.hand.length}</span>
        </span>
        <div class="zone-cards">
          {p.hand.map((c, i) =>
            isVisible(c) ? (
              <Card
                key={c.id}
                card={c}
                lookup={props.lookup}
                t={t}
                events={props.events}
                marks={props.marks(c.id)}
              />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a hidden card has no identity to key by (HF-16.8)
              <CardBack key={`h${i}`} small />
            ),
          )}
        </div>
      </div>
    </section>
  );
}
