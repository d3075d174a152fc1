// A browsable zone (trash, exclusion, extra deck): every card the view shows there, in order.
import { useEffect, useRef } from 'preact/hooks';
import type { SeenCard } from '../../../src/engine/view.js';
import { Card, type CardEvents, type CardLookup, type CardMarks } from './Card.js';
import type { Translate } from './i18n.js';
import { isVisible } from './placement.js';

interface Props {
  title: string;
  cards: SeenCard[];
  lookup: CardLookup;
  t: Translate;
  events: CardEvents;
  marks(id: number): CardMarks;
  onClose(): void;
}

export function ZoneDialog(props: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // A modal <dialog>: Escape closes it, and the page behind it cannot be clicked meanwhile.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} class="dialog" aria-label={props.title} onClose={props.onClose}>
      <header>
        <strong>
          {props.title}（{props.cards.length}）
        </strong>
        <button type="button" data-close onClick={props.onClose}>
          {props.t('close')}
        </button>
      </header>
      <div class="dialog-cards">
        {props.cards.length === 0 && <span class="empty">{props.t('nothing')}</span>}
        {props.cards.map((c, i) =>
          isVisible(c) ? (
            <Card
              key={c.id}
              card={c}
              lookup={props.lookup}
              t={props.t}
              events={props.events}
              marks={props.marks(c.id)}
            />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a hidden card has no identity to key by (HF-16.8)
            <span key={`h${i}`} class="card back" />
          ),
        )}
      </div>
    </dialog>
  );
}
