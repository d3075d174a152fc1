// The DSL's vocabulary: one table per kind of word, mapping each IR value to its canonical spelling (what the
// printer writes) and to the other spellings the grammar accepts. The IR builder (codegen/dsl/semantics/)
// reads words through `readWord`, the printer (codegen/dsl/print/) writes them through the same tables, the
// variant corpus (test/dsl/variant-corpus.test.ts) is built from them, and test/dsl/vocabulary.test.ts checks
// that grammar/card.ohm accepts every spelling listed here.
import type {
  Destination,
  DurationWord,
  IRProtectSource,
  NounWord,
  PhaseWord,
  RefWord,
  ReplaceBy,
  ReplaceEvent,
  SelfWord,
  WhoseWord,
  ZoneWord,
} from './ir.js';

/** Canonical spelling first, then accepted variants. */
export type Spellings = readonly [string, ...string[]];
type Table<K extends string> = Readonly<Record<K, Spellings>>;

export const NOUN_WORDS: Table<NounWord> = {
  characterCard: ['キャラクターカード'],
  character: ['キャラクター'],
  setCard: ['セットカード'],
  worldSet: ['ワールド・セット', 'ワールドセット'],
  commandCard: ['コマンドカード'],
  command: ['コマンド'],
  card: ['カード'],
};

export const ZONE_WORDS: Table<ZoneWord> = {
  hand: ['手札'],
  trash: ['トラッシュ'],
  damageField: ['ダメージフィールド'],
  guardDeck: ['ガードデッキ'],
  mainDeck: ['メインデッキ'],
  excluded: ['除外領域'],
};

export const REF_WORDS_TABLE: Table<RefWord> = {
  madeActive: ['この効果でアクティブにしたキャラクター'],
  madeAsleep: ['この効果でスリープにしたキャラクター'],
  attackerOfThis: ['これに攻撃したキャラクター'],
  attacking: ['攻撃しているキャラクター'],
  defending: ['防御しているキャラクター'],
  destroyedVictim: ['破壊したキャラクター'],
  hostOfThis: ['このカードがセットされているキャラクター'],
  thisCharacter: ['このキャラクター'],
  thisCharacterCard: ['このキャラクターのカード'],
  thisCard: ['このカード'],
  this: ['これ'],
  former: ['前者'],
  latter: ['後者'],
  them: ['それら'],
  it: ['それ'],
};

export const SELF_WORDS: Table<SelfWord> = {
  thisCharacter: ['このキャラクター'],
  thisCard: ['このカード'],
  this: ['これ'],
};

export const PHASE_WORDS: Table<PhaseWord> = {
  active: ['アクティブ'],
  draw: ['ドロー'],
  energy: ['エネルギー'],
  main: ['メイン'],
  discard: ['ディスカード'],
};

export const WHOSE_WORDS: Table<WhoseWord> = {
  you: ['あなた', '自分'],
  opponent: ['対戦相手', '相手'],
  each: ['各プレイヤー'],
};

/** [plain form, て-form] of each destination phrase (the て-form + もよい is 「…してもよい」). */
export const DESTINATION_WORDS: Readonly<Record<Destination, readonly [string, string]>> = {
  trash: ['トラッシュに置く', 'トラッシュに置いて'],
  hand: ['手札に戻す', '手札に戻して'],
  handAdd: ['手札に加える', '手札に加えて'],
  mainTop: ['メインデッキの一番上に置く', 'メインデッキの一番上に置いて'],
  mainBottom: ['メインデッキの一番下に置く', 'メインデッキの一番下に置いて'],
  guardDeck: ['ガードデッキに加える', 'ガードデッキに加えて'],
  guardDeckFaceDown: ['裏向きでガードデッキに加える', '裏向きでガードデッキに加えて'],
  damageField: ['ダメージフィールドに置く', 'ダメージフィールドに置いて'],
  excluded: ['ゲームから除外する', 'ゲームから除外して'],
  energy: ['エネルギーとして置く', 'エネルギーとして置いて'],
  energyAsleep: ['スリープ状態のエネルギーとして置く', 'スリープ状態のエネルギーとして置いて'],
  battlefield: ['戦場に登場させる', '戦場に登場させて'],
  battlefieldAsleep: ['スリープで戦場に登場させる', 'スリープで戦場に登場させて'],
  ownerHand: ['持ち主の手札に戻す', '持ち主の手札に戻して'],
  play: ['コストを支払わずにプレイする', 'コストを支払わずにプレイして'], // issue 22, m10a
};

/** HF-12.9 durations; 'whileOnField' is written with its subject (「このキャラクターが戦場に居る限り」). */
export const DURATION_WORDS: Table<Exclude<DurationWord, 'whileOnField'>> = {
  endOfTurn: ['ターン終了時まで'],
  thisTurn: ['このターン中'],
  endOfGame: ['ゲーム終了時まで'],
  untilYourNextTurnEnd: ['次のあなたのターン終了時まで'],
  untilOpponentNextTurnEnd: ['次の対戦相手のターン終了時まで'],
  untilYourNextTurnStart: ['次のあなたのターン開始時まで'],
  untilOpponentNextTurnStart: ['次の対戦相手のターン開始時まで'],
  untilYourNextActivePhase: ['次のあなたのアクティブフェイズ終了時まで'],
  untilOpponentNextActivePhase: ['次の対戦相手のアクティブフェイズ終了時まで'],
  whileSetOnIt: ['このカードがそのキャラクターにセットされている限り'],
};

/** 「バトルで破壊される場合」: the cause of destruction a replacement covers (issue 22). */
export const REPLACE_BY_WORDS: Table<ReplaceBy> = {
  battle: ['バトルで', '戦闘で', '攻撃によるダメージで', '攻撃で'],
  effect: ['効果によって', 'バトル以外で', '戦闘以外で', '攻撃以外で'],
  damage: ['ダメージによって', 'ダメージで', 'ダメージにより'],
  damageOrEffect: [
    'ダメージか効果によって',
    '効果かダメージによって',
    'ダメージや効果によって',
    'ダメージまたは効果によって',
  ],
};

/** HF-5.11: what a replacement replaces (「…場合、代わりに」). */
export const REPLACE_EVENT_WORDS: Table<ReplaceEvent> = {
  destroyed: ['破壊される'],
  damaged: ['ダメージを受ける'],
  leaveBattlefield: ['戦場を離れる'],
  toTrash: ['トラッシュに置かれる'],
};

/** HF-5.12: whose effects 「…の対象にならない」 names. */
export const PROTECT_SOURCE_WORDS: Table<IRProtectSource['from']> = {
  characterAbility: ['キャラクターの能力の'],
  commandEffect: ['コマンドの効果の'],
  command: ['コマンドの'],
  cardEffect: ['カードの効果の'],
  effect: ['効果の'],
};

/** The canonical spelling of a value. */
export function wordOf<K extends string>(table: Table<K>, key: K): string {
  return table[key][0];
}

const reverse = new WeakMap<object, Map<string, string>>();

/** The IR value a spelling stands for (the grammar only lets known spellings through). */
export function readWord<K extends string>(table: Table<K>, text: string): K {
  let map = reverse.get(table);
  if (!map) {
    map = new Map();
    for (const [key, spellings] of Object.entries(table) as [K, Spellings][])
      for (const s of spellings) map.set(s, key);
    reverse.set(table, map);
  }
  const key = map.get(text);
  if (key === undefined) throw new Error(`vocabulary: no entry for 「${text}」`);
  return key as K;
}
