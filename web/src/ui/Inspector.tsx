// The card under the pointer (or last tapped, on a touch screen): its printed text and what the engine
// understood of it (src/explain, the same words as `hflux explain`).
import type { CardDefinition } from '../../../src/core/cardTypes.js';
import type { VisibleCard } from '../../../src/engine/view.js';
import { type CardExplanation, explainCard } from '../../../src/explain/index.js';
import type { Lang } from '../protocol.js';
import type { Translate } from './i18n.js';

function explanation(def: CardDefinition, lang: Lang): CardExplanation | null {
  try {
    return explainCard(def, lang);
  } catch {
    return null; // a definition the explainer does not know (a scenario's stand-in card): the text is enough
  }
}

export function Inspector({
  card,
  def,
  lang,
  t,
}: { card: VisibleCard | null; def: CardDefinition | undefined; lang: Lang; t: Translate }) {
  if (!card) return null;
  const e = def ? explanation(def, lang) : null;
  return (
    <section class="inspector" data-inspect={card.id}>
      <h3>{card.name}</h3>
      {card.faceDown && !def && (
        <p class="header">
          {t('power')} {card.faceDown.power} {card.faceDown.traits.map((x) => `《${x}》`).join('')}
        </p>
      )}
      {e && <p class="header">{e.header}</p>}
      {def && (
        <>
          <h4>{t('cardText')}</h4>
          <pre class="card-text">{def.text || t('nothing')}</pre>
        </>
      )}
      {e && e.sections.length > 0 && (
        <>
          <h4>{t('explanation')}</h4>
          <div class="explain">
            {e.sections.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's explanation is fixed for the card shown
              <div key={i} class="explain-section">
                <strong>{s.title}</strong>
                <ul>
                  {s.lines.map((l, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a card's explanation is fixed for the card shown
                    <li key={j} style={{ marginLeft: `${l.depth}em` }} data-kind={l.kind}>
                      {l.text}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
