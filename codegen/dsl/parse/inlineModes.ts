import { playOnlyPieces } from './playOnlyPieces.js';
// Modes written on the line that chooses among them (「次から1つ選ぶ。●…。●…。」, issue 22): each ● ■ ◆ ・
// after the 「選ぶ。」 sentence starts a mode line of its own (HF-5.13), so the line is matched as the lines a
// designer would have written one under another; every piece keeps its place in the source line.

/** [start, end) of each piece of `content` (one piece when it has no inline modes). */
export function inlinePieces(content: string): [number, number][] {
  // MTG 「以下から1つを選ぶ ― ・…」: a dash instead of the full stop (issue 22, t17a)
  const choose = /(?:選ぶ|選択する)(?:。|\s*[―—─]+)\s*(?=[●■◆○□◇▪◼★☆▼▽▶►▷▸・])/.exec(content);
  if (!choose) return playOnlyPieces(content); // 「【条件】…にだけプレイできる。【効果】…」 (./playOnlyPieces.ts)
  const pieces: [number, number][] = [];
  let start = 0;
  if (!choose[0].includes('。')) {
    // the dash: the choosing sentence is the first piece, the first mode starts at its bullet
    start = choose.index + choose[0].length;
    pieces.push([0, start]);
  }
  const bullet = /。\s*([●■◆○□◇▪◼★☆▼▽▶►▷▸・])/g;
  bullet.lastIndex = choose.index;
  for (let m = bullet.exec(content); m; m = bullet.exec(content)) {
    const at = m.index + m[0].length - 1;
    pieces.push([start, m.index + 1]);
    start = at;
  }
  pieces.push([start, content.length]);
  return pieces;
}
