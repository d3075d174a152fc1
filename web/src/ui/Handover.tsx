// Hot-seat: between two players' decisions the board is taken off the page (nothing of the previous player's
// view stays in the DOM) until the next player says they are at the screen.
import type { HandoverScreen } from '../protocol.js';
import type { Translate } from './i18n.js';

export function Handover({
  screen,
  t,
  onReveal,
}: { screen: HandoverScreen; t: Translate; onReveal(): void }) {
  const who = `P${screen.seat + 1}`;
  return (
    <div class="handover" data-handover={screen.seat}>
      <h2>{t('handoverTitle')}</h2>
      <p>
        {who}
        {t('handoverText')}
      </p>
      <button type="button" class="primary" data-reveal onClick={onReveal}>
        {who}
        {t('handoverButton')}
      </button>
    </div>
  );
}
