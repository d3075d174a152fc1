// Where the turn is: the turn number and its player, the five phases of a turn (HF-6) with the current one lit,
// and what is open inside it — a window (HF-7) or a combat (HF-8).
import type { PhaseName } from '../../../src/core/cardTypes.js';
import type { PlayerView } from '../../../src/engine/view.js';
import { phaseName } from '../../../src/explain/words.js';
import type { Lang } from '../protocol.js';
import type { Translate } from './i18n.js';

const PHASES: PhaseName[] = ['active', 'draw', 'energy', 'main', 'discard'];

export function PhaseTrack({ view, lang, t }: { view: PlayerView; lang: Lang; t: Translate }) {
  const current = view.phase;
  const short = (p: PhaseName) => phaseName(lang, p).replace(/フェイズ$| phase$/, '');
  return (
    <div class="phase-track" data-phase={current}>
      <span class="pt-turn">
        {t('turn')} {view.turn}・P{view.turnPlayer + 1}
        {view.turnPlayer === view.viewer ? `（${t('you')}）` : ''}
      </span>
      <ol>
        {PHASES.map((p) => (
          <li key={p} class={p === current ? 'on' : ''} data-phase-step={p} aria-current={p === current}>
            {short(p)}
          </li>
        ))}
      </ol>
      {view.combat && <span class="pt-sub">{t('combat')}</span>}
      {view.window && (
        <span class="pt-sub">
          {t('window')}（P{view.window.holder + 1} {t('holder')}）
        </span>
      )}
    </div>
  );
}
