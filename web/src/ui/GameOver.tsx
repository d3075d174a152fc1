// The end of a game (HF-15): who won and why, with the rule; a rematch with the same decks and seats (the same
// seed, or a new one); the narrated log as a text file; and the game as a scenario from its first point that
// can start one.
import type { BoardScreen, Lang } from '../protocol.js';
import type { Translate } from './i18n.js';

interface Props {
  screen: BoardScreen;
  t: Translate;
  lang: Lang;
  onRematch(seed: number): void;
  onSave(from: number): void;
}

/** The narrated log as plain text, one decision a paragraph. */
export function logText(screen: BoardScreen): string {
  return screen.log
    .map((e) =>
      [
        e.position < 0 ? '#setup' : `#${e.position} P${(e.player ?? 0) + 1} ${e.action ?? ''}`,
        ...e.lines,
      ].join('\n'),
    )
    .join('\n\n');
}

function download(text: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

export function GameOver({ screen, t, lang, onRematch, onSave }: Props) {
  const result = screen.view.result;
  if (!result) return null;
  const who = result.winner === null ? t('draw') : `P${result.winner + 1}${t('winner')}`;
  const mine = result.winner === screen.seat;
  const seed = screen.game.seed;
  const first = screen.savePoints[0];
  return (
    <section class="game-over" data-game-over={result.winner === null ? 'draw' : `P${result.winner + 1}`}>
      <h2>
        {t('gameOver')}：{who}
        {result.winner !== null && screen.game.seats[screen.seat] === 'human' && (mine ? ' 🎉' : '')}
      </h2>
      <p>
        {result.reason}
        {lang === 'ja' ? `（${result.rule}）` : ` (${result.rule})`} ・ {t('turn')} {screen.view.turn} ・{' '}
        {t('decision')} {screen.tip}
      </p>
      <div class="game-over-buttons">
        {seed !== null && (
          <button type="button" class="primary" data-rematch="same" onClick={() => onRematch(seed)}>
            {t('rematch')}
          </button>
        )}
        {seed !== null && (
          <button
            type="button"
            data-rematch="new"
            onClick={() => onRematch(Math.floor(Math.random() * 0xffff_ffff))}
          >
            {t('rematchNew')}
          </button>
        )}
        <button
          type="button"
          data-save-log
          onClick={() => download(logText(screen), `playtest${seed === null ? '' : `-seed${seed}`}.log.txt`)}
        >
          {t('saveLog')}
        </button>
        {first !== undefined && (
          <button type="button" data-save-game onClick={() => onSave(first)}>
            {t('saveScenario')}
          </button>
        )}
      </div>
    </section>
  );
}
