// A readable Japanese account of a game from its event log. `hflux play` tells a game with the story events
// only; scenario failures and `hflux scenario --log` tell every event (`every: true`), with the scenario's own
// names for players (A / B) and cards (A:学徒#2). Below the tools so that both may use it.
import type { Duration, PhaseName, PlayerIndex } from '../core/cardTypes.js';
import type { GameEvent } from '../core/events.js';
import type { Game } from './game.js';

/** How players and cards are called in the narration. */
export interface Namer {
  player(p: PlayerIndex): string;
  card(id: number): string;
}

export interface NarrateOptions {
  namer?: Namer;
  /** Tell every event (draws, moves, windows, …), not only the story of the game. */
  every?: boolean;
}

const PHASE_NAMES: Record<PhaseName, string> = {
  active: 'アクティブ',
  draw: 'ドロー',
  energy: 'エネルギー',
  main: 'メイン',
  discard: 'ディスカード',
};

const ZONE_NAMES: Record<string, string> = {
  hand: '手札',
  mainDeck: 'メインデッキ',
  mainTop: 'メインデッキの上',
  mainBottom: 'メインデッキの下',
  guardDeck: 'ガードデッキ',
  energy: 'エネルギー',
  trash: 'トラッシュ',
  damageField: 'ダメージフィールド',
  extraDeck: '追加デッキ',
  excluded: '除外',
  battlefield: '戦場',
  attached: 'セット',
  chain: 'プレイ中',
  limbo: '移動中',
};

/** `hflux play`'s names: P1 / P2 and 「card name」. */
export function plainNamer(game: Game): Namer {
  return {
    player: (p) => `P${p + 1}`,
    card: (id) => `「${game.defs.get(game.state.cards[id]?.def ?? '')?.name ?? '?'}」`,
  };
}

const zone = (z: string) => ZONE_NAMES[z] ?? z;
const phase = (p: PhaseName) => PHASE_NAMES[p];
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** The story of a game: what `hflux play` prints (null for the bookkeeping events). */
function storyLine(e: GameEvent, n: Namer): string | null {
  const { player: p, card: c } = n;
  switch (e.type) {
    case 'gameStart':
      return `先攻は${p(e.firstPlayer)}（後攻の${p(e.firstPlayer === 0 ? 1 : 0)}は後攻マーカーを受け取る）`;
    case 'turnStart':
      return `\n── ターン${e.turn}：${p(e.player)}のターン ──`;
    case 'mulligan':
      return e.redraw ? `${p(e.player)}は初期手札を引き直した` : null;
    case 'play':
      return `${p(e.player)}が${c(e.card)}をプレイ${e.targets.length ? `（対象：${e.targets.map(c).join('、')}）` : ''}${e.useMarker ? '［後攻マーカー使用］' : ''}`;
    case 'activate':
      return `${p(e.player)}が${c(e.card)}の起動能力を使用`;
    case 'attack':
      return `${p(e.player)}の${c(e.attacker)}が${'player' in e.target ? p(e.target.player) : c(e.target.card)}に攻撃`;
    case 'defend':
      return e.defender === null ? `${p(e.player)}は防御しない` : `${p(e.player)}の${c(e.defender)}が防御`;
    case 'enter':
      return `${c(e.card)}が戦場に登場（${p(e.controller)}）`;
    case 'damageCharacter':
      return `${c(e.card)}に${e.amount}ダメージ${e.byAttack ? '（攻撃）' : ''}`;
    case 'damagePlayer':
      return `${p(e.player)}に${e.amount}点のダメージ`;
    case 'damageTrigger':
      return `${p(e.player)}の${c(e.card)}のダメージトリガー！`;
    case 'destroyed':
      return `${c(e.card)}は破壊された`;
    case 'notDestroyed':
      return `${c(e.card)}は破壊されない`;
    case 'reload':
      return `${p(e.player)}はリロード（ガード${e.placed}枚をダメージフィールドへ）`;
    case 'extraDraw':
      return `${p(e.player)}は追加ドロー`;
    case 'controlChange':
      return `${c(e.card)}のプレイヤーが${p(e.to)}になった`;
    case 'negate':
      return `${c(e.card)}のプレイは無効になった`;
    case 'attackFails':
      return `攻撃は失敗した（${e.why}）`;
    case 'concede':
      return `${p(e.player)}は投了した`;
    case 'gameOver':
      return `\n★ ${e.winner === null ? '引き分け' : `${p(e.winner)}の勝利`}：${e.reason}（${e.rule}）`;
    case 'phaseStart':
      return e.phase === 'main' ? `  [${phase(e.phase)}フェイズ]` : null;
    default:
      return null;
  }
}

/** The bookkeeping events, told only with `every` (each event type has a line: see the test). */
function detailLine(e: GameEvent, n: Namer): string {
  const { player: p, card: c } = n;
  switch (e.type) {
    case 'mulligan':
      return `${p(e.player)}は初期手札をそのままにした`;
    case 'phaseStart':
      return `[${p(e.player)}の${phase(e.phase)}フェイズ開始]`;
    case 'phaseEnd':
      return `[${p(e.player)}の${phase(e.phase)}フェイズ終了]`;
    case 'shuffle':
      return `${p(e.player)}はメインデッキをシャッフルした`;
    case 'reveal':
      return `${p(e.player)}は${c(e.card)}を公開した（${REVEAL_REASONS[e.reason]}）`;
    case 'draw':
      return `${p(e.player)}は${c(e.card)}を引いた`;
    case 'move':
      return `${c(e.card)}：${zone(e.from)}→${zone(e.to)}`;
    case 'energyPlaced':
      return `${p(e.player)}はエネルギーを置いた（${c(e.card)}）`;
    case 'stateChange':
      return `${c(e.card)}は${e.sleep ? 'スリープ' : 'アクティブ'}になった`;
    case 'windowOpen':
      return `ウィンドウが開いた（${p(e.holder)}が先に${e.openedByPass ? '、パスから' : ''}）`;
    case 'pass':
      return `${p(e.player)}はパスした`;
    case 'windowClose':
      return 'ウィンドウが閉じた';
    case 'resolve': {
      const item = CHAIN_ITEMS[e.item] ?? e.item;
      const what = e.card === null ? item : `${c(e.card)}の${item}`;
      return `${what}を解決${e.ok ? '' : `できなかった（${e.why ?? ''}）`}`;
    }
    case 'set':
      return `${c(e.card)}を${c(e.host)}にセットした`;
    case 'defenseResult':
      return `${c(e.defender)}の防御は${e.ok ? '成功' : '失敗'}`;
    case 'damageCard':
      return `${p(e.player)}の${c(e.card)}がダメージフィールドへ${e.revealed ? '（公開）' : ''}`;
    case 'powerChange':
      return `${c(e.card)}のパワー${signed(e.amount)}（${DURATIONS[e.duration as keyof typeof DURATIONS] ?? e.duration}）`;
    case 'trigger':
      return `${c(e.card)}の自動能力が誘発した（${p(e.controller)}）`;
    case 'discard':
      return `${p(e.player)}は${c(e.card)}を捨てた`;
    case 'damageRemoved':
      return 'キャラクターのダメージが取り除かれた';
    case 'expire':
      return `効果${e.effect}が終わった`;
    case 'replaced':
      return `${c(e.card)}の「${e.event}」は置き換えられた（${e.replacement}）`;
    case 'processFails':
      return `${c(e.card)}の処理は行えなかった（${e.why}）`;
    case 'lookAt':
      return `${p(e.player)}は${e.cards.map(c).join('、')}を見た`;
    default:
      return storyLine(e, n)?.trim() ?? e.type;
  }
}

/** What a `resolve` event resolved (src/engine/chain.ts). */
const CHAIN_ITEMS: Record<string, string> = {
  play: 'プレイ',
  ability: '能力',
  attack: '攻撃',
  phaseEnd: 'フェイズの終わり',
};

/** A powerChange's duration as src/engine/lasting.ts logs it ('while': a 「…限り」 condition). */
const DURATIONS: Record<Extract<Duration, string> | 'while', string> = {
  endOfTurn: 'ターン終了時まで',
  endOfGame: 'ゲーム終了時まで',
  whileSourceOnBattlefield: '戦場に居る限り',
  untilYourNextTurnEnd: '次の自分のターン終了時まで',
  untilOpponentNextTurnEnd: '次の相手のターン終了時まで',
  while: '条件を満たす限り',
};

const REVEAL_REASONS: Record<Extract<GameEvent, { type: 'reveal' }>['reason'], string> = {
  ougi: '奥義',
  kuusou: '空装',
  damageTrigger: 'ダメージトリガー',
  play: 'プレイ',
  effect: '効果',
};

export function narrateEvent(game: Game, e: GameEvent, opts: NarrateOptions = {}): string | null {
  const namer = opts.namer ?? plainNamer(game);
  if (!opts.every) return storyLine(e, namer);
  const story = storyLine(e, namer);
  return story === null ? detailLine(e, namer) : story.trim();
}

export function narrate(game: Game, opts: NarrateOptions = {}): string[] {
  return game.state.log.map((e) => narrateEvent(game, e, opts)).filter((l): l is string => l !== null);
}
