// A readable Japanese account of a game from its event log (what `npm start` prints).
import type { GameEvent } from '../core/events.js';
import type { Game } from '../engine/index.js';

const PHASE_NAMES: Record<string, string> = {
  active: 'アクティブ',
  draw: 'ドロー',
  energy: 'エネルギー',
  main: 'メイン',
  discard: 'ディスカード',
};

function player(p: number): string {
  return `P${p + 1}`;
}

export function narrateEvent(game: Game, e: GameEvent): string | null {
  const name = (id: number) => `「${game.defs.get(game.state.cards[id]?.def ?? '')?.name ?? '?'}」`;
  switch (e.type) {
    case 'gameStart':
      return `先攻は${player(e.firstPlayer)}（後攻の${player(1 - e.firstPlayer)}は後攻マーカーを受け取る）`;
    case 'turnStart':
      return `\n── ターン${e.turn}：${player(e.player)}のターン ──`;
    case 'mulligan':
      return e.redraw ? `${player(e.player)}は初期手札を引き直した` : null;
    case 'play':
      return `${player(e.player)}が${name(e.card)}をプレイ${e.targets.length ? `（対象：${e.targets.map(name).join('、')}）` : ''}${e.useMarker ? '［後攻マーカー使用］' : ''}`;
    case 'activate':
      return `${player(e.player)}が${name(e.card)}の起動能力を使用`;
    case 'attack':
      return `${player(e.player)}の${name(e.attacker)}が${'player' in e.target ? player(e.target.player) : name(e.target.card)}に攻撃`;
    case 'defend':
      return e.defender === null
        ? `${player(e.player)}は防御しない`
        : `${player(e.player)}の${name(e.defender)}が防御`;
    case 'enter':
      return `${name(e.card)}が戦場に登場（${player(e.controller)}）`;
    case 'damageCharacter':
      return `${name(e.card)}に${e.amount}ダメージ${e.byAttack ? '（攻撃）' : ''}`;
    case 'damagePlayer':
      return `${player(e.player)}に${e.amount}点のダメージ`;
    case 'damageTrigger':
      return `${player(e.player)}の${name(e.card)}のダメージトリガー！`;
    case 'destroyed':
      return `${name(e.card)}は破壊された`;
    case 'notDestroyed':
      return `${name(e.card)}は破壊されない`;
    case 'reload':
      return `${player(e.player)}はリロード（ガード${e.placed}枚をダメージフィールドへ）`;
    case 'extraDraw':
      return `${player(e.player)}は追加ドロー`;
    case 'controlChange':
      return `${name(e.card)}のプレイヤーが${player(e.to)}になった`;
    case 'negate':
      return `${name(e.card)}のプレイは無効になった`;
    case 'attackFails':
      return `攻撃は失敗した（${e.why}）`;
    case 'concede':
      return `${player(e.player)}は投了した`;
    case 'gameOver':
      return `\n★ ${e.winner === null ? '引き分け' : `${player(e.winner)}の勝利`}：${e.reason}（${e.rule}）`;
    case 'phaseStart':
      return e.phase === 'main' ? `  [${PHASE_NAMES[e.phase]}フェイズ]` : null;
    default:
      return null;
  }
}

export function narrate(game: Game): string[] {
  return game.state.log.map((e) => narrateEvent(game, e)).filter((l): l is string => l !== null);
}
