// Canonical text of an action (the part of a sentence before 「。」).
import type { IRAction, IRRecipient } from '../ir.js';
import {
  DESTINATIONS,
  printCount,
  printObject,
  printPlayer,
  printRef,
  printSelector,
  printSigned,
  verb,
} from './words.js';

function recipient(to: IRRecipient): string {
  if (to.kind === 'each') return '各プレイヤー';
  return to.kind === 'player' ? printPlayer(to.player) : printObject(to.object);
}

function faceDown(a: Extract<IRAction, { kind: 'faceDown' }>, optional: boolean): string {
  const traits = a.traits.length ? `${a.traits.map((t) => `《${t.name}》`).join('')}を持つ` : '';
  const power = a.cardKind === 'set' && a.power >= 0 ? `+${a.power}` : String(a.power);
  const kind = a.cardKind === 'set' ? 'セットカード' : 'キャラクター';
  const place = a.host
    ? `、${printRef(a.host)}に裏向きで${verb('セットする', 'セットして', optional)}`
    : `裏向きで${verb('登場させる', '登場させて', optional)}`;
  return `${printPlayer(a.player)}はメインデッキの一番上のカードを、パワー${power}で${traits}${kind}「${a.name.name}」として${place}`;
}

function look(a: Extract<IRAction, { kind: 'look' }>): string {
  const pick = a.pick ? `その中から${printSelector(a.pick.selector)}を${a.pick.upTo}枚まで手札に加え、` : '';
  return `${printPlayer(a.player)}はメインデッキを上から${a.count}枚見て、${pick}残りを${DESTINATIONS[a.rest][0]}`;
}

export function printAction(a: IRAction, optional: boolean): string {
  switch (a.kind) {
    case 'draw':
      return `${printPlayer(a.player)}はメインデッキからカードを${printCount(a.count)}枚${verb('引く', '引いて', optional)}`;
    case 'discard':
      return `${printPlayer(a.player)}は手札を${printCount(a.count)}枚${verb('捨てる', '捨てて', optional)}`;
    case 'lose':
      return `${printPlayer(a.player)}はゲームに敗北${verb('する', 'して', optional)}`;
    case 'look':
      return look(a);
    case 'search':
      return `${printPlayer(a.player)}はメインデッキから${printSelector(a.selector)}を${a.upTo}枚まで探して手札に加え、メインデッキをシャッフルする`;
    case 'faceDown':
      return faceDown(a, optional);
    case 'placeEnergy':
      return a.topCard
        ? `${printPlayer(a.player)}はメインデッキの一番上のカードをエネルギーとして${verb('置く', '置いて', optional)}`
        : `${printPlayer(a.player)}はメインデッキの上から${a.count}枚をエネルギーとして${verb('置く', '置いて', optional)}`;
    case 'activateEnergy':
      return `${printPlayer(a.player)}のエネルギーを${a.count}枚までアクティブに${verb('する', 'して', optional)}`;
    case 'damage':
      return `${recipient(a.to)}に${printCount(a.amount)}${a.points ? '点の' : ''}ダメージを${verb('与える', '与えて', optional)}`;
    case 'power':
      return `${printObject(a.object)}のパワーを${printSigned(a.sign, a.amount)}${verb('する', 'して', optional)}`;
    case 'attackBonus':
      return `${printRef(a.subject)}が攻撃によってプレイヤーに与えるダメージに${printSigned(a.sign, a.amount)}する`;
    case 'unblockable':
      return `${printRef(a.subject)}の攻撃は、【${a.keyword.name}】を持たないキャラクターには防御されない`;
    case 'indestructible':
      return `${printObject(a.object)}は破壊されない`;
    case 'cannot':
      return `${printObject(a.object)}は${a.what === 'attack' ? '攻撃' : '防御'}できない`;
    case 'grant': {
      const granted = a.grant.kind === 'keyword' ? `【${a.grant.name.name}】` : `《${a.grant.name.name}》`;
      return `${printObject(a.object)}は${granted}を${verb('得る', '得て', optional)}`;
    }
    case 'destroy':
      return `${printObject(a.object)}を破壊${verb('する', 'して', optional)}`;
    case 'state':
      return `${printObject(a.object)}を${a.state === 'sleep' ? 'スリープ' : 'アクティブ'}に${verb('する', 'して', optional)}`;
    case 'negate':
      return `${printObject(a.object)}を無効に${verb('する', 'して', optional)}`;
    case 'control':
      return `${printObject(a.object)}を${printPlayer(a.player)}のキャラクターと${verb('する', 'して', optional)}`;
    case 'move': {
      const [plain, te] = DESTINATIONS[a.to];
      return `${printObject(a.object)}を${verb(plain, te, optional)}`;
    }
    case 'extraDeck':
      return '追加デッキを使用する';
  }
}
