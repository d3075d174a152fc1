// The shared middle of the board: each side's characters with their set cards (HF-4.4), world sets (HF-4.6),
// and what is going on — the waiting stack in LIFO order (HF-7.5: the top resolves first), the combat, the
// open window, cards on their way (chain, being destroyed) and cards an effect lets the player look at.
import type { PlayerIndex } from '../../../src/core/cardTypes.js';
import type { ChainItem } from '../../../src/core/state.js';
import type { PlayerView, VisibleCard } from '../../../src/engine/view.js';
import { phaseName } from '../../../src/explain/words.js';
import type { Lang, WaitingAbility } from '../protocol.js';
import { Card, type CardEvents, type CardLookup, type CardMarks } from './Card.js';
import type { Translate } from './i18n.js';
import { isVisible, visibleCards } from './placement.js';

interface FieldProps {
  view: PlayerView;
  lookup: CardLookup;
  t: Translate;
  lang: Lang;
  events: CardEvents;
  marks(id: number): CardMarks;
  waitingAbilities: WaitingAbility[];
}

/** The card ids a chain entry targets (a play's or an ability's chosen targets, an attack's card target). */
export function chainTargets(item: ChainItem): number[] {
  if (item.kind === 'attack') return 'card' in item.target ? [item.target.card] : [];
  if (item.kind === 'play' || item.kind === 'ability') {
    const ids: number[] = [];
    for (const t of item.targets) {
      if (t && 'card' in t) ids.push(t.card);
      else if (t && 'cards' in t) ids.push(...t.cards.map((c) => c.card));
    }
    return ids;
  }
  return [];
}

function Unit({ card, props }: { card: VisibleCard; props: FieldProps }) {
  const sets = props.view.attached.filter((a): a is VisibleCard => isVisible(a) && a.host === card.id);
  return (
    <div class="unit">
      <Card
        card={card}
        lookup={props.lookup}
        t={props.t}
        events={props.events}
        marks={props.marks(card.id)}
      />
      {sets.length > 0 && (
        <div class="set-cards" title={props.t('sets')}>
          {sets.map((s) => (
            <Card
              key={s.id}
              card={s}
              lookup={props.lookup}
              t={props.t}
              events={props.events}
              marks={props.marks(s.id)}
              small
            />
          ))}
        </div>
      )}
    </div>
  );
}

function Side({ player, props }: { player: PlayerIndex; props: FieldProps }) {
  const { view, lookup } = props;
  const units = view.battlefield.filter(
    (c): c is VisibleCard => isVisible(c) && c.controller === player && lookup(c.def)?.kind !== 'worldSet',
  );
  return (
    <div
      class={`battlefield-row ${player === view.viewer ? 'mine' : 'theirs'}`}
      data-zone={`${player}:battlefield`}
    >
      {units.length === 0 && <span class="empty">{props.t('battlefield')}</span>}
      {units.map((c) => (
        <Unit key={c.id} card={c} props={props} />
      ))}
    </div>
  );
}

function targetWords(item: ChainItem, name: (id: number) => string, lang: Lang): string {
  const ids = chainTargets(item);
  if (ids.length === 0) return '';
  return lang === 'ja' ? ` → 対象：${ids.map(name).join('、')}` : ` → targets ${ids.map(name).join(', ')}`;
}

function chainText(item: ChainItem, name: (id: number) => string, t: Translate, lang: Lang): string {
  const P = (p: PlayerIndex) => `P${p + 1}`;
  switch (item.kind) {
    case 'attack':
      return `${P(item.player)}: ${name(item.attacker)} → ${'player' in item.target ? P(item.target.player) : name(item.target.card)}`;
    case 'defense':
      return `${P(item.player)}: ${name(item.defender)} ${lang === 'ja' ? 'が防御' : 'defends'}`;
    case 'play':
      return `${P(item.player)}: ${name(item.card)}${item.negated ? (lang === 'ja' ? '（無効）' : ' (negated)') : ''}${targetWords(item, name, lang)}`;
    case 'ability':
      return `${P(item.player)}: ${name(item.source)} ${lang === 'ja' ? 'の能力' : 'ability'}${targetWords(item, name, lang)}`;
    case 'phaseEnd':
      return `${P(item.player)}: ${phaseName(lang, item.phase)} ${lang === 'ja' ? '終了' : 'end'} (${t('window')})`;
  }
}

export function Field(props: FieldProps) {
  const { view, t, lang, lookup } = props;
  const cards = visibleCards(view);
  const name = (id: number) => `「${cards.get(id)?.name ?? '?'}」`;
  const opponent = (1 - view.viewer) as PlayerIndex;
  const worlds = view.battlefield.filter(
    (c): c is VisibleCard => isVisible(c) && lookup(c.def)?.kind === 'worldSet',
  );
  const lifo = [...view.chain].reverse();
  const combat = view.combat;
  return (
    <div class="field">
      <Side player={opponent} props={props} />
      <div class="middle">
        {worlds.length > 0 && (
          <div class="worlds" data-zone="worldSets">
            <span class="zone-label">{t('worldSets')}</span>
            {worlds.map((c) => (
              <Unit key={c.id} card={c} props={props} />
            ))}
          </div>
        )}
        {lifo.length > 0 && (
          <div class="chain" data-zone="chain">
            <span class="zone-label">{t('waitingStack')}</span>
            <ol>
              {lifo.map((item, i) => (
                <li key={item.id} data-chain-entry={i + 1} data-chain-targets={chainTargets(item).join(',')}>
                  <span class="chain-no">{i + 1}</span> {chainText(item, name, t, lang)}
                </li>
              ))}
            </ol>
          </div>
        )}
        {props.waitingAbilities.length > 0 && (
          <div class="chain waiting-abilities" data-zone="waitingAbilities">
            <span class="zone-label">{t('waitingAbilities')}</span>
            <ol>
              {props.waitingAbilities.map((w, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole for each screen
                <li key={i} data-ability-entry={`A${i + 1}`} data-chain-targets={w.targets.join(',')}>
                  <span class="chain-no">A{i + 1}</span> P{w.controller + 1}: {w.text}
                  {w.targets.length > 0 &&
                    (lang === 'ja'
                      ? ` → 対象：${w.targets.map(name).join('、')}`
                      : ` → targets ${w.targets.map(name).join(', ')}`)}
                </li>
              ))}
            </ol>
          </div>
        )}
        {combat && (
          <div class="combat">
            {t('combat')}: {name(combat.attacker)} →{' '}
            {'player' in combat.target ? `P${combat.target.player + 1}` : name(combat.target.card)}
            {combat.defender !== null && ` / ${name(combat.defender)}`}
          </div>
        )}
        {view.inFlight.length > 0 && (
          <div class="in-flight" data-zone="inFlight">
            <span class="zone-label">{t('inFlight')}</span>
            {view.inFlight.map((c, i) =>
              isVisible(c) ? (
                <Card
                  key={c.id}
                  card={c}
                  lookup={lookup}
                  t={t}
                  events={props.events}
                  marks={props.marks(c.id)}
                  small
                />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a hidden card has no identity to key by (HF-16.8)
                <span key={`h${i}`} class="card back small" />
              ),
            )}
          </div>
        )}
        {view.looking.length > 0 && (
          <div class="looking" data-zone="looking">
            <span class="zone-label">{t('looking')}</span>
            {view.looking.map((l) => (
              <Card
                key={l.card.id}
                card={l.card}
                lookup={lookup}
                t={t}
                events={props.events}
                marks={props.marks(l.card.id)}
                small
              />
            ))}
          </div>
        )}
      </div>
      <Side player={view.viewer} props={props} />
    </div>
  );
}
