// The Japanese narration: one line for every event type (the table's type makes a missing one a type error).
// `hflux play`'s story lines are these lines too (narrate.ts chooses which events and decorates them).
import type { Duration, PhaseName } from '../core/cardTypes.js';
import type { ExpireWhat, GameEvent } from '../core/events.js';
import { keywordPrintedName } from '../keywords.js';
import type { EventLines } from './narrateTypes.js';

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
  whileSourceSetOnIt: 'セットされている限り',
  untilYourNextTurnEnd: '次の自分のターン終了時まで',
  untilOpponentNextTurnEnd: '次の相手のターン終了時まで',
  untilYourNextTurnStart: '次の自分のターン開始時まで',
  untilOpponentNextTurnStart: '次の相手のターン開始時まで',
  untilNextActivePhase: '次のアクティブフェイズ終了時まで',
  untilYourNextActivePhase: '次の自分のアクティブフェイズ終了時まで',
  untilOpponentNextActivePhase: '次の相手のアクティブフェイズ終了時まで',
  untilOwnerNextActivePhase: '持ち主の次のアクティブフェイズ終了時まで',
  while: '条件を満たす限り',
};

const REVEAL_REASONS: Record<Extract<GameEvent, { type: 'reveal' }>['reason'], string> = {
  ougi: '奥義',
  kuusou: '空装',
  damageTrigger: 'ダメージトリガー',
  play: 'プレイ',
  effect: '効果',
};

/** fixc task 5: what a lasting effect that ended did, for 「「A」の…効果が終わった」. */
const EXPIRED: Record<ExpireWhat, (e: Extract<GameEvent, { type: 'expire' }>) => string> = {
  power: (e) => `のパワー${signed(e.amount ?? 0)}の`,
  control: () => 'のプレイヤーを変える',
  keyword: (e) => `が【${keywordPrintedName(e.name ?? '')}】を得る`,
  trait: (e) => `が《${e.name ?? ''}》を得る`,
  ability: () => 'が能力を得る',
  cannotAttack: () => 'が攻撃できない',
  cannotDefend: () => 'が防御できない',
  cannotActivate: () => 'が起動能力を使用できない',
  loseAbilities: () => 'が能力を失う',
  cannotAttackPlayer: () => 'がプレイヤーを攻撃できない',
  cannotAttackCharacter: () => 'がキャラクターを攻撃できない',
  cannotBeAttacked: () => 'が攻撃されない',
  noUntap: () => 'がアクティブにならない',
  untargetable: () => 'が効果の対象にならない',
  unaffected: () => 'が効果を受けない',
  replacement: () => 'が置換効果を得る',
};

const zone = (z: string) => ZONE_NAMES[z] ?? z;
const phase = (p: PhaseName) => PHASE_NAMES[p];
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

export const JAPANESE: EventLines = {
  gameStart: (e, { player: p }) =>
    `先攻は${p(e.firstPlayer)}（後攻の${p(e.firstPlayer === 0 ? 1 : 0)}は後攻マーカーを受け取る）`,
  turnStart: (e, { player: p }) => `── ターン${e.turn}：${p(e.player)}のターン ──`,
  mulligan: (e, { player: p }) =>
    e.redraw ? `${p(e.player)}は初期手札を引き直した` : `${p(e.player)}は初期手札をそのままにした`,
  play: (e, { player: p, card: c }) =>
    `${p(e.player)}が${c(e.card)}をプレイ${e.targets.length ? `（対象：${e.targets.map(c).join('、')}）` : ''}${e.useMarker ? '［後攻マーカー使用］' : ''}`,
  activate: (e, { player: p, card: c }) => `${p(e.player)}が${c(e.card)}の起動能力を使用`,
  attack: (e, { player: p, card: c }) =>
    `${p(e.player)}の${c(e.attacker)}が${'player' in e.target ? p(e.target.player) : c(e.target.card)}に攻撃`,
  defend: (e, { player: p, card: c }) =>
    e.defender === null ? `${p(e.player)}は防御しない` : `${p(e.player)}の${c(e.defender)}が防御`,
  enter: (e, { player: p, card: c }) => `${c(e.card)}が戦場に登場（${p(e.controller)}）`,
  damageCharacter: (e, { card: c }) => `${c(e.card)}に${e.amount}ダメージ${e.byAttack ? '（攻撃）' : ''}`,
  damagePlayer: (e, { player: p }) => `${p(e.player)}に${e.amount}点のダメージ`,
  damageTrigger: (e, { player: p, card: c }) => `${p(e.player)}の${c(e.card)}のダメージトリガー！`,
  destroyed: (e, { card: c }) => `${c(e.card)}は破壊された`,
  notDestroyed: (e, { card: c }) => `${c(e.card)}は破壊されない`,
  reload: (e, { player: p }) => `${p(e.player)}はリロード（ガード${e.placed}枚をダメージフィールドへ）`,
  extraDraw: (e, { player: p }) => `${p(e.player)}は追加ドロー`,
  controlChange: (e, { player: p, card: c }) => `${c(e.card)}のプレイヤーが${p(e.to)}になった`,
  negate: (e, { card: c }) => `${c(e.card)}のプレイは無効になった`,
  attackFails: (e) => `攻撃は失敗した（${e.why}）`,
  concede: (e, { player: p }) => `${p(e.player)}は投了した`,
  gameOver: (e, { player: p }) =>
    `★ ${e.winner === null ? '引き分け' : `${p(e.winner)}の勝利`}：${e.reason}（${e.rule}）`,
  // hflux play shows the main phase only, as a heading without the player (narrate.ts).
  phaseStart: (e, { player: p }) =>
    e.phase === 'main' ? `[${phase(e.phase)}フェイズ]` : `[${p(e.player)}の${phase(e.phase)}フェイズ開始]`,
  phaseEnd: (e, { player: p }) => `[${p(e.player)}の${phase(e.phase)}フェイズ終了]`,
  shuffle: (e, { player: p }) => `${p(e.player)}はメインデッキをシャッフルした`,
  reveal: (e, { player: p, card: c }) =>
    `${p(e.player)}は${c(e.card)}を公開した（${REVEAL_REASONS[e.reason]}）`,
  draw: (e, { player: p, card: c }) => `${p(e.player)}は${c(e.card)}を引いた`,
  move: (e, { card: c }) => `${c(e.card)}：${zone(e.from)}→${zone(e.to)}`,
  energyPlaced: (e, { player: p, card: c }) => `${p(e.player)}はエネルギーを置いた（${c(e.card)}）`,
  stateChange: (e, { card: c }) => `${c(e.card)}は${e.sleep ? 'スリープ' : 'アクティブ'}になった`,
  windowOpen: (e, { player: p }) =>
    `ウィンドウが開いた（${p(e.holder)}が先に${e.openedByPass ? '、パスから' : ''}）`,
  pass: (e, { player: p }) => `${p(e.player)}はパスした`,
  windowClose: () => 'ウィンドウが閉じた',
  resolve: (e, { card: c }) => {
    const item = CHAIN_ITEMS[e.item] ?? e.item;
    const what = e.card === null ? item : `${c(e.card)}の${item}`;
    return `${what}を解決${e.ok ? '' : `できなかった（${e.why ?? ''}）`}`;
  },
  set: (e, { card: c }) => `${c(e.card)}を${c(e.host)}にセットした`,
  defenseResult: (e, { card: c }) =>
    `${c(e.defender)}の防御は${e.ok ? '成功' : '失敗'}${e.why ? `（${e.why}）` : ''}`,
  damageCard: (e, { player: p, card: c }) =>
    `${p(e.player)}の${c(e.card)}がダメージフィールドへ${e.revealed ? '（公開）' : ''}`,
  powerChange: (e, { card: c }) =>
    `${c(e.card)}のパワー${signed(e.amount)}（${DURATIONS[e.duration as keyof typeof DURATIONS] ?? e.duration}）`,
  trigger: (e, { player: p, card: c }) => `${c(e.card)}の自動能力が誘発した（${p(e.controller)}）`,
  discard: (e, { player: p, card: c }) => `${p(e.player)}は${c(e.card)}を捨てた`,
  damageRemoved: () => 'キャラクターのダメージが取り除かれた',
  expire: (e, { card: c }) => {
    if (e.card === undefined || e.what === undefined) return '継続効果が1つ終わった'; // older saves
    const by = e.source !== undefined && e.source !== e.card ? `（${c(e.source)}の効果）` : '';
    return `${c(e.card)}${EXPIRED[e.what](e)}効果が終わった${by}`;
  },
  damagePrevented: (e, { card: c }) => `${c(e.card)}はそのダメージを受けない`,
  damageReduced: (e, { card: c }) => `${c(e.card)}が受けるダメージは${e.from}から${e.to}に減る`,
  replaced: (e, { card: c }) => `${c(e.card)}の「${e.event}」は置き換えられた（${e.replacement}）`,
  processFails: (e, { card: c }) => `${c(e.card)}の処理は行えなかった（${e.why}）`,
  lookAt: (e, { player: p, card: c }) => `${p(e.player)}は${e.cards.map(c).join('、')}を見た`,
};
