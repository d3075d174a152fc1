// Canonical spellings of the IR's words (the printer's vocabulary).
import type {
  Destination,
  IRCount,
  IRObject,
  IRPlayer,
  IRQual,
  IRRef,
  IRSelector,
  IRSelfRef,
  NounWord,
  PhaseWord,
  RefWord,
  IRZoneOf,
  SelfWord,
  WhoseWord,
  ZoneWord,
} from '../ir.js';

export const REF_WORDS: Record<RefWord, string> = {
  attackerOfThis: 'これに攻撃したキャラクター',
  attacking: '攻撃しているキャラクター',
  defending: '防御しているキャラクター',
  destroyedVictim: '破壊したキャラクター',
  hostOfThis: 'このカードがセットされているキャラクター',
  thisCharacter: 'このキャラクター',
  thisCard: 'このカード',
  this: 'これ',
  them: 'それら',
  it: 'それ',
};
export const NOUNS: Record<NounWord, string> = {
  character: 'キャラクター',
  characterCard: 'キャラクターカード',
  commandCard: 'コマンドカード',
  setCard: 'セットカード',
  worldSet: 'ワールド・セット',
  command: 'コマンド',
  card: 'カード',
};
export const ZONES: Record<ZoneWord, string> = {
  hand: '手札',
  trash: 'トラッシュ',
  damageField: 'ダメージフィールド',
  guardDeck: 'ガードデッキ',
  mainDeck: 'メインデッキ',
  excluded: '除外領域',
};
export const PHASES: Record<PhaseWord, string> = {
  active: 'アクティブ',
  draw: 'ドロー',
  energy: 'エネルギー',
  main: 'メイン',
  discard: 'ディスカード',
};
export const WHOSE: Record<WhoseWord, string> = { you: 'あなた', opponent: '対戦相手', each: '各プレイヤー' };
/** [plain form, て-form] of each destination phrase. */
export const DESTINATIONS: Record<Destination, [string, string]> = {
  trash: ['トラッシュに置く', 'トラッシュに置いて'],
  hand: ['手札に戻す', '手札に戻して'],
  handAdd: ['手札に加える', '手札に加えて'],
  mainTop: ['メインデッキの一番上に置く', 'メインデッキの一番上に置いて'],
  mainBottom: ['メインデッキの一番下に置く', 'メインデッキの一番下に置いて'],
  guardDeck: ['ガードデッキに加える', 'ガードデッキに加えて'],
  damageField: ['ダメージフィールドに置く', 'ダメージフィールドに置いて'],
  excluded: ['ゲームから除外する', 'ゲームから除外して'],
  energy: ['エネルギーとして置く', 'エネルギーとして置いて'],
  battlefield: ['戦場に登場させる', '戦場に登場させて'],
  ownerHand: ['持ち主の手札に戻す', '持ち主の手札に戻して'],
};

/** Plain verb endings → the connective form used when another action follows (「…し、…する」). */
const CONNECTIVE: [string, string][] = [
  ['する', 'し'],
  ['させる', 'させ'],
  ['引く', '引き'],
  ['置く', '置き'],
  ['戻す', '戻し'],
  ['える', 'え'],
  ['てる', 'て'],
  ['得る', '得て'],
  ['なる', 'なり'],
  ['見る', '見て'],
];

/** The connective form of a printed action (「パワーを+1000する」→「パワーを+1000し」). */
export function connective(plain: string): string {
  const hit = CONNECTIVE.find(([end]) => plain.endsWith(end));
  return hit ? plain.slice(0, -hit[0].length) + hit[1] : plain;
}

export function printZoneOf(zone: IRZoneOf): string {
  return (zone.player ? `${printPlayer(zone.player)}の` : '') + ZONES[zone.zone];
}

export function selfWord(word: SelfWord | 'other'): string {
  return word === 'other' ? '他の' : REF_WORDS[word];
}

export function printRef(ref: IRRef | IRSelfRef): string {
  return REF_WORDS[ref.word];
}

export function printPlayer(player: IRPlayer): string {
  if (!('ref' in player)) return player.kind === 'you' ? 'あなた' : '対戦相手';
  return printRef(player.ref) + (player.kind === 'controllerOf' ? 'のプレイヤー' : 'の持ち主');
}

export function printCount(count: IRCount): string {
  if (count.kind === 'number') return String(count.value);
  return count.times === undefined ? 'X' : `X×${count.times}`;
}

export function printSigned(sign: 1 | -1, count: IRCount): string {
  return (sign < 0 ? '-' : '+') + printCount(count);
}

function printQual(qual: IRQual): string {
  switch (qual.kind) {
    case 'power':
      return `パワー${qual.value}${qual.compare === 'atLeast' ? '以上' : '以下'}の`;
    case 'state':
      return qual.state === 'sleep' ? 'スリープである' : 'アクティブである';
    case 'trait':
      return `《${qual.name.name}》を持つ`;
    case 'nameContains':
      return `「${qual.name.name}」を名前に含む`;
    case 'name':
      return `「${qual.name.name}」という名前の`;
    case 'hasKeyword':
      return `【${qual.name.name}】を持つ`;
    case 'lacksKeyword':
      return `【${qual.name.name}】を持たない`;
    case 'notSelf':
      return qual.word === 'other' ? '他の' : `${selfWord(qual.word)}以外の`;
    case 'controller':
      return qual.who === 'you' ? 'あなたの' : '対戦相手の';
  }
}

export function printSelector(selector: IRSelector): string {
  return selector.quals.map(printQual).join('') + NOUNS[selector.noun];
}

export function printObject(object: IRObject): string {
  if (object.kind === 'elided') return '';
  if (object.kind === 'ref') return printRef(object.ref);
  return printSelector(object.selector) + (object.explicit ? '全て' : '');
}

/** The plain form, or the て-form + 「もよい」 when the controller may decline. */
export function verb(plain: string, te: string, optional: boolean): string {
  return optional ? `${te}もよい` : plain;
}
