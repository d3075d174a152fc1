// The bot's last action up to the board on screen: the log outlines its entry and the board its cards.
import type { BoardScreen, LogEntry } from '../protocol.js';

/** The latest bot decision before the board on screen that was not a pass or the end of
 * its main phase (neither is worth pointing at). */
export function lastBotEntry(screen: BoardScreen): LogEntry | null {
  for (let i = screen.log.length - 1; i >= 0; i--) {
    const e = screen.log[i];
    if (e.position >= screen.position) continue;
    if (e.bot && e.action !== 'pass' && e.action !== 'endMain') return e;
  }
  return null;
}
