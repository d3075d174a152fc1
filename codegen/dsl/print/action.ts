// Canonical text of an action (the part of a sentence before 「。」).
import type {
  IRAction,
  IRDamageSource,
  IRGrant,
  IRGrantedLine,
  IRObject,
  IRPerEach,
  IRPrefix,
  IRRecipient,
  IRRevealBranch,
} from '../ir.js';
import { BAN_UNTIL, DELAYED_VERB } from '../lower/delayed.js';
import { DURATION_WORDS, PROTECT_SOURCE_WORDS, wordOf } from '../vocabulary.js';
import { printCost } from './head.js';
import { printFaceDownDef, printSetCardAction } from './setCards.js';
import {
  DESTINATIONS,
  ZONES,
  connective,
  counterOf,
  printCount,
  printObject,
  printPlayer,
  printRef,
  printSelector,
  printSetHost,
  printSigned,
  printZoneOf,
  verb,
} from './words.js';

/** 「前者と後者」「それら」: the two characters of a fight or a power swap (m11). */
function printPair(a: Extract<IRAction, { kind: 'fight' | 'swapPower' }>): string {
  return a.b ? `${printRef(a.a)}と${printRef(a.b)}` : printRef(a.a);
}

function recipient(to: IRRecipient): string {
  if (to.kind === 'each') return '各プレイヤー';
  return to.kind === 'player' ? printPlayer(to.player) : printObject(to.object);
}

function faceDownDefinition(d: NonNullable<Extract<IRAction, { kind: 'faceDown' }>['definition']>): string {
  return `、${printFaceDownDef(d)}`;
}

function faceDown(a: Extract<IRAction, { kind: 'faceDown' }>, optional: boolean): string {
  const definition = a.definition ? faceDownDefinition(a.definition) : '';
  const place =
    a.place === 'set'
      ? `${a.host ? `${a.definition ? '、' : ''}${printRef(a.host)}に` : ''}裏向きで${verb('セットする', 'セットして', optional)}`
      : `裏向き${a.asleep ? 'かつスリープ' : ''}で${verb('登場させる', '登場させて', optional)}`;
  const who = a.deckOwner ? `${printPlayer(a.player)}の` : `${printPlayer(a.player)}は`;
  return `${who}メインデッキの一番上のカードを${definition}${place}`;
}

/** 「…の上から3枚を見て、1枚を選び手札に加え、残りを好きな順番で…の一番下に置く」 and its revealing forms. */
function lookSplit(a: Extract<IRAction, { kind: 'look' }>, who: string): string {
  const deck = a.restDeck ? `${printPlayer(a.restDeck)}のメインデッキ` : 'メインデッキ';
  const restPlace = a.topOrBottom
    ? `${deck}の一番上か一番下に置く`
    : a.rest === 'trash'
      ? 'トラッシュに置く'
      : a.rest === 'shuffle'
        ? `${deck}に戻してシャッフルする`
        : `${a.anyOrder ? '好きな順番で' : ''}${deck}の${a.rest === 'mainBottom' ? '一番下' : '一番上'}に置く`;
  const p = a.pick;
  const n = a.countX ? 'X' : a.count; // mech23: 「上からX枚」
  if (!p && a.rest === 'keep') return `${who}の上から${n}枚を見る`;
  const order = a.topOrBottom && a.anyOrder ? '好きな順番で' : ''; // 「好きな順番で…一番上か一番下に置く」 after a pick
  if (!p) return `${who}の上から${n}枚を${a.reveal ? '公開し' : '見て'}、${order}${restPlace}`;
  const owner = p.owner ? `${printPlayer(p.owner)}の` : '';
  const [plain, te] = DESTINATIONS[p.to];
  const plainCard = p.selector.quals.length === 0 && !p.selector.tail && p.selector.noun === 'card';
  if (a.count === 1 && p.upTo === 1 && plainCard && !a.reveal && !p.reveal && a.rest === 'keep')
    // 「…の一番上のカードを見る。そのカードをトラッシュに置いてもよい。」 (otherwise it stays)
    return `${who}の一番上のカードを見る。そのカードを${owner}${verb(plain, te, !p.exact)}`;
  if (
    a.count === 1 &&
    p.upTo === 1 &&
    plainCard &&
    !p.exact &&
    !a.reveal &&
    !p.reveal &&
    !a.topOrBottom &&
    !a.anyOrder
  )
    // 「…の一番上のカードを見る。そのカードを手札に加えるか、トラッシュに置く。」 (issue 22, t18a: the looker chooses)
    return `${who}の一番上のカードを見る。そのカードを${owner}${plain}か、${restPlace}`;
  if (a.count === 1 && p.upTo === 1) {
    // 「…を公開し、それが…であれば、…。そうでなければ、…」 / 「…を見る。それが…であれば、公開して…」
    const to = `${p.reveal ? '公開して' : ''}${owner}${verb(plain, te, !p.exact)}`;
    const head = a.reveal ? '公開し、' : '見る。';
    const otherwise = a.rest === 'keep' ? '' : `。そうでなければ、${restPlace}`;
    return `${who}の一番上のカードを${head}それが${printSelector(p.selector)}であれば、${to}${otherwise}`;
  }
  const reveal = p.reveal ? '公開して、' : '';
  const head = `${who}の上から${n}枚を${a.reveal ? '公開し' : '見て'}、`;
  if (p.exact && !a.countX && p.upTo >= a.count)
    return `${head}その中の${printSelector(p.selector)}を全て${reveal}${owner}${connective(plain)}、残りを${restPlace}`;
  return `${head}その中から${printSelector(p.selector)}を${p.upTo}枚${p.exact ? '' : 'まで'}選び、${reveal}${owner}${connective(plain)}、残りを${restPlace}`;
}

function look(a: Extract<IRAction, { kind: 'look' }>): string {
  const looker = a.looker ? `${printPlayer(a.looker)}は` : '';
  const who = a.deckOwner
    ? `${looker}${printPlayer(a.player)}のメインデッキ`
    : `${printPlayer(a.player)}はメインデッキ`;
  const deck = a.deckOwner ? `${printPlayer(a.player)}のメインデッキ` : 'メインデッキ';
  if (a.split || a.rest === 'shuffle') return lookSplit(a, who);
  if (a.topOrBottom && a.count > 1) {
    const order = a.anyOrder ? '好きな順番で' : ''; // 「好きな順番で」: the looker orders those left on top (t16a, mech17)
    return `${who}の上から${a.count}枚を見て、${order}${deck}の一番上か一番下に置く`;
  }
  if (a.topOrBottom) return `${who}の一番上のカードを見て、${deck}の一番上か一番下に置く`;
  if (a.anyOrder) return `${who}を上から${a.count}枚見て、好きな順番でメインデッキの一番上に戻す`;
  if (a.rest === 'keep') return `${printPlayer(a.player)}はメインデッキを上から${a.count}枚見る`;
  const pick = a.pick
    ? `その中から${printSelector(a.pick.selector)}を${a.pick.upTo}枚まで${connective(DESTINATIONS[a.pick.to][0])}、`
    : '';
  return `${printPlayer(a.player)}はメインデッキを上から${a.count}枚見て、${pick}残りを${DESTINATIONS[a.rest][0]}`;
}

/** The words of a plain duration written inside an action (「ターン終了時まで」), or undefined for a 「…限り」. */
export function inlineDuration(prefix: IRPrefix): string | undefined {
  if (prefix.kind !== 'duration' || prefix.duration === 'whileOnField') return undefined;
  return wordOf(DURATION_WORDS, prefix.duration);
}

/** 「<selector>1体につき、」 */
export function printPerEach(per: IRPerEach | undefined): string {
  if (!per) return '';
  if (per.setOn) {
    // 「それに裏向きでセットされているカード1枚につき」 (issue 22): the grammar reads the face qualifier there only
    const face = per.selector.quals.find((q) => q.kind === 'faceUp');
    const way = face && face.kind === 'faceUp' ? (face.up ? '表向きで' : '裏向きで') : '';
    const noun = per.selector.noun === 'setCard' ? 'セットカード' : 'カード';
    return `${printRef(per.setOn)}に${way}セットされている${noun}${per.unit}枚につき`;
  }
  if (per.host)
    return `${printSetHost(per.host)}にセットされている${printSelector(per.selector)}${per.unit}枚につき`;
  if (per.moved)
    return `${per.moved.thisWay ? 'この方法で' : ''}${per.moved.verb}${printSelector(per.selector)}${per.unit}${counterOf(per.selector.noun)}につき`;
  const place = per.zone
    ? `${printZoneOf(per.zone)}の`
    : per.field
      ? `${per.field.player ? `${printPlayer(per.field.player)}の` : ''}戦場の`
      : '';
  const unit = per.zone ? '枚' : counterOf(per.selector.noun);
  const distinct = per.distinctNames ? 'カード名の異なる' : ''; // mech23
  return `${place}${distinct}${printSelector(per.selector)}${per.unit}${unit}につき`;
}

/** 「攻撃できない」「防御できない」「起動能力を使用できない」 (mech16) */
const CANNOT_WORDS = {
  attack: '攻撃',
  defend: '防御',
  activate: '起動能力を使用',
  attackCharacters: 'キャラクターを攻撃', // mech17
} as const;

function subject(object: IRObject): string {
  return object.kind === 'elided' ? '' : `${printObject(object)}は`;
}

/**
 * Prints the ability line quoted in 「「…」を得る」. print/effect.ts hands its printer down (it prints effects,
 * which print actions); without one, the quoted ability is shown as 「…」 (in a diagnostic's message).
 */
export type AbilityLinePrinter = (line: IRGrantedLine) => string;
const ELIDED: AbilityLinePrinter = () => '…';

/** 「【反撃】」「《騎士》」「「[自動] …」」: what 「…を得る」 grants (canonically a keyword without 「」). */
function granted(grant: IRGrant, abilityLine: AbilityLinePrinter): string {
  if (grant.kind === 'ability') return `「${abilityLine(grant.line)}」`;
  return grant.kind === 'keyword' ? `【${grant.name.name}】` : `《${grant.name.name}》`;
}

export function printAction(a: IRAction, optional: boolean, abilityLine = ELIDED): string {
  switch (a.kind) {
    case 'drawUntil':
      return `${printPlayer(a.player)}は手札が${a.count}枚になるまでメインデッキからカードを${verb('引く', '引いて', optional)}`;
    case 'draw':
      return `${printPlayer(a.player)}はメインデッキからカードを${printCount(a.count)}枚${verb('引く', '引いて', optional)}`;
    case 'discard':
      return `${printPlayer(a.player)}は手札を${a.random ? 'ランダムに' : ''}${printCount(a.count)}枚${verb('捨てる', '捨てて', optional)}`;
    case 'lose':
      return `${printPlayer(a.player)}はゲームに敗北${verb('する', 'して', optional)}`;
    case 'look':
      return look(a);
    case 'search':
      if (a.random)
        return `${printPlayer(a.player)}はメインデッキから${printSelector(a.selector)}を${a.upTo}枚ランダムに選び${a.reveal ? '、公開して' : '、'}手札に加え、メインデッキをシャッフルする`;
      if (a.to === 'battlefield')
        return `${printPlayer(a.player)}はメインデッキから${printSelector(a.selector)}を${a.upTo}枚${a.exact ? '' : 'まで'}選び、${a.reveal ? '公開して' : ''}戦場に登場させ、メインデッキをシャッフルする`;
      return `${printPlayer(a.player)}はメインデッキから${printSelector(a.selector)}を${a.upTo}枚${a.exact ? '選び、' : 'まで探して'}${a.reveal ? `${a.exact ? '' : '、'}公開して` : ''}手札に加え、メインデッキをシャッフルする`;
    case 'faceDown':
      return faceDown(a, optional);
    case 'topCard': {
      const [plain, te] = DESTINATIONS[a.to];
      const who = a.deckOwner ? `${printPlayer(a.player)}の` : `${printPlayer(a.player)}は`;
      if (a.count !== undefined)
        return `${who}メインデッキの上から${a.count}枚を${verb(plain, te, optional)}`;
      return `${who}メインデッキの一番上のカードを${verb(plain, te, optional)}`;
    }
    case 'placeEnergy':
      if (a.state) {
        const who = `${printPlayer(a.player)}の`;
        const state = a.state === 'sleep' ? 'スリープ' : 'アクティブ';
        return `${who}メインデッキの一番上のカードを、裏向きかつ${state}でエネルギーフィールドに${verb('置く', '置いて', optional)}`;
      }
      return a.topCard
        ? `${printPlayer(a.player)}はメインデッキの一番上のカードを${a.state ? `${a.state === 'sleep' ? 'スリープ' : 'アクティブ'}状態の` : ''}エネルギーとして${verb('置く', '置いて', optional)}`
        : `${printPlayer(a.player)}はメインデッキの上から${a.count}枚をエネルギーとして${verb('置く', '置いて', optional)}`;
    case 'playBan':
      return `${printPlayer(a.player)}は${BAN_UNTIL[a.until]}、${printSelector(a.selector)}をプレイできない`;
    case 'delayed':
      return `このターン終了時、${printObject(a.object)}を${DELAYED_VERB[a.verb]}`;
    case 'pay':
      return `${printPlayer(a.player)}は${a.carnage ? `カルネージ${a.carnage}を` : `エネルギーを${a.energy}`}${verb('支払う', '支払って', optional)}`;
    case 'sleepEnergy':
      return `${printPlayer(a.player)}のエネルギーを${a.count}枚${a.upTo ? 'まで' : ''}スリープに${verb('する', 'して', optional)}`;
    case 'activateEnergy':
      // i22m9: written without 「まで」, printed without it (one when there is one, RULING HF-3.2)
      return `${printPlayer(a.player)}のエネルギーを${a.count}枚${a.exact ? '' : 'まで'}${a.upTo ? '選び、' : ''}アクティブに${verb('する', 'して', optional)}`;
    case 'damage': {
      const per = a.per ? `、${printPerEach(a.per)}` : '';
      return `${recipient(a.to)}に${per}${printCount(a.amount)}${a.points ? '点の' : ''}ダメージを${verb('与える', '与えて', optional)}`;
    }
    case 'power': {
      const per = a.per ? `、${printPerEach(a.per)}` : '';
      return `${printObject(a.object)}のパワーを${per}${printSigned(a.sign, a.amount)}${verb('する', 'して', optional)}`;
    }
    case 'fight': // 「前者と後者は、互いにもう一方のパワーに等しいダメージを与え合う」 (m11)
      return `${printPair(a)}は、互いにもう一方のパワーに等しいダメージを与え合う`;
    case 'shuffleDeck': // 「あなたのメインデッキをシャッフルする」 (m12)
      return `${printPlayer(a.player)}のメインデッキをシャッフル${verb('する', 'して', optional)}`;
    case 'swapPower': // 「それらのパワーを入れ替える」 (m11)
      return `${printPair(a)}のパワーを入れ替える`;
    case 'setPower': {
      // 「…のパワーを、それのパワーと同じにする」 (m10a)
      const base = a.base ? '元々の' : '';
      const to = a.from ? `${printRef(a.from)}のパワーと同じ` : `${a.value}`;
      return `${printRef(a.card)}の${base}パワーを${to}${verb('にする', 'にして', optional)}`;
    }
    case 'costChange': {
      const per = a.per ? `、${printPerEach(a.per)}` : '';
      const floor = a.floor === undefined ? '' : `。ただし、${a.floor}より少なくはならない`;
      const from = a.from
        ? `${printPlayer(a.from.player)}が${a.from.zone === 'guardDeck' ? 'ガードデッキ' : '手札'}からプレイする`
        : '';
      const nth = a.nth
        ? `${printPlayer(a.nth.player)}がこのターンに${a.nth.n}枚目${a.nth.orLater ? '以降' : ''}にプレイする`
        : '';
      const once = a.oncePerTurn ? '1ターンに1回、' : '';
      return `${once}${from}${nth}${printSelector(a.selector)}の${a.energyWord ? 'エネルギーコスト' : 'コスト'}は${per}${a.amount}${a.sign < 0 ? '少なく' : '多く'}なる${floor}`;
    }
    case 'untargetable': {
      const source = a.source
        ? `${a.source.opponent ? '対戦相手の' : ''}${wordOf(PROTECT_SOURCE_WORDS, a.source.from)}`
        : '';
      return `${subject(a.object)}${source}対象にならない`;
    }
    case 'damageProof':
      return `${subject(a.object)}${printDamageProofBy(a)}ダメージを受けない`;
    case 'damageReduce': // mech23
      return `${printObject(a.object)}が${printDamageProofBy(a)}受けるダメージを${a.amount}減らす`;
    case 'unaffected':
      return `${subject(a.object)}${a.opponent ? '対戦相手の' : ''}${a.what === 'characterAbilities' ? 'キャラクターの能力' : 'キャラクターカードの効果'}を受けない`;
    case 'pick': {
      const [plain, te] = DESTINATIONS[a.to];
      const chooser = a.player.kind === 'you' && a.zone.player ? '' : `${printPlayer(a.player)}は`;
      const n =
        a.count === 'any' ? '好きな枚数' : a.count === 'all' ? '全て' : `${a.count}枚${a.upTo ? 'まで' : ''}`;
      if (a.seeAll)
        return `${printPlayer(a.player)}は${printZoneOf(a.zone)}を見て、その中から${printSelector(a.selector)}を${n}選び、捨てさせる`;
      const order = a.anyOrder ? '好きな順番で' : '';
      const random = a.random ? 'ランダムに' : '';
      const also = a.alsoZone ? `か${ZONES[a.alsoZone]}` : ''; // 「手札かトラッシュから」 (i22m9)
      return `${chooser}${printZoneOf(a.zone)}${also}から${printSelector(a.selector)}を${n}${random}選び、${order}${verb(plain, te, optional)}`;
    }
    case 'attackBonus':
      return `${printRef(a.subject)}が攻撃によってプレイヤーに与えるダメージに${printSigned(a.sign, a.amount)}する`;
    case 'unblockable':
      return `${printRef(a.subject)}の攻撃は、【${a.keyword.name}】を持たないキャラクターには防御されない`;
    case 'undefendableBy':
      return `${printRef(a.subject)}の攻撃は、《${a.trait.name}》を持つキャラクターには防御されない`;
    case 'indestructible':
      return `${printObject(a.object)}は${indestructibleCause(a)}破壊されない`;
    case 'cannotAttackPlayer':
      return `${printObject(a.object)}はプレイヤーを攻撃できない`;
    case 'entersAsleep':
      return `${printObject(a.object)}はスリープで登場する`;
    case 'noUntap': {
      const whose = a.next?.player ? `${printPlayer(a.next.player)}の` : '';
      return `${printObject(a.object)}は${a.next ? `次の${whose}` : ''}アクティブフェイズにアクティブにならない`;
    }
    case 'selfCost': {
      const from = a.from ? `${a.from === 'guardDeck' ? 'ガードデッキ' : '手札'}からプレイする時、` : '';
      const per = a.per ? `${printPerEach(a.per)}、` : '';
      const floor = a.floor === undefined ? '' : `。ただし、${a.floor}より少なくはならない`;
      return `このカードは、${from}${per}${a.from ? '' : 'プレイする時の'}コストが${a.amount}${a.sign < 0 ? '少なく' : '多く'}なる${floor}`;
    }
    case 'abilityCost': {
      const who =
        a.subject.kind === 'self'
          ? printRef(a.subject)
          : a.subject.kind === 'host'
            ? 'このカードがセットされているキャラクター'
            : printSelector(a.subject);
      return `${who}の起動能力の${a.energyWord ? 'エネルギーコスト' : 'コスト'}は${a.amount}${a.sign < 0 ? '少なく' : '多く'}なる`;
    }
    case 'nextPlayCost': {
      const who = a.player ? `${printPlayer(a.player)}が` : '';
      return `このターン、次に${who}プレイする${printSelector(a.selector)}の${a.energyWord ? 'エネルギーコスト' : 'コスト'}は${a.amount}${a.sign < 0 ? '少なく' : '多く'}なる`;
    }
    case 'attackTax':
      return `${printObject(a.object)}は、${a.costs.map(printCost).join('')}を支払わなければ攻撃できない`;
    case 'cannot':
      if (a.what === 'beDefended') return `${printObject(a.object)}の攻撃は防御されない`;
      if (a.what === 'beAttacked') return `${printObject(a.object)}は攻撃されない`; // mech17
      return `${subject(a.object)}${CANNOT_WORDS[a.what]}できない`;
    case 'grant':
      return `${subject(a.object)}${granted(a.grant, abilityLine)}を${verb('得る', '得て', optional)}`;
    case 'loseAbilities': // mech16
      return `${subject(a.object)}${a.keywords ? a.keywords.map((k) => `【${k.name}】`).join('と') : '全ての能力'}を失う`;
    case 'destroy':
      return `${printObject(a.object)}を破壊${verb('する', 'して', optional)}`;
    case 'failAttack':
      return 'その攻撃は失敗する';
    case 'revealHand': {
      // mech20: the canonical 「…は手札から…をN枚公開する」 (「手札を1枚」 is the same IR: any card)
      const n = `${a.count}枚${a.upTo ? 'まで' : ''}`;
      return `${printPlayer(a.player)}は手札から${printSelector(a.selector)}を${n}公開${verb('する', 'して', optional)}`;
    }
    case 'revealBranch': {
      // mech21: 「あなたのメインデッキの一番上のカードを公開する。それが…なら、…。そうでないなら、…」 (one sentence of the IR)
      const side = (b: IRRevealBranch) => {
        const d = b.duration && inlineDuration(b.duration); // mech22
        return `${d ? `${d}、` : ''}${printActions(b.actions, b.optional === true)}`;
      };
      // t22b: the revealed card left on top or put on the bottom (a one-card look, topOrBottom)
      const [only] = a.otherwise?.actions ?? [];
      const elseSide = (b: IRRevealBranch) =>
        b.actions.length === 1 && only?.kind === 'look' && only.topOrBottom
          ? `それを${only.restDeck ? `${printPlayer(only.restDeck)}の` : ''}メインデッキの一番上か一番下に置く`
          : side(b);
      const is = a.not ? 'でないなら' : 'なら';
      const otherwise = a.otherwise ? `。そうでないなら、${elseSide(a.otherwise)}` : '';
      const back = a.backOnTop ? '。公開したカードはメインデッキの一番上に戻す' : ''; // mech22
      return `${printPlayer(a.player)}のメインデッキの一番上のカードを公開する。それが${printSelector(a.selector)}${is}、${side(a.onMatch)}${otherwise}${back}`;
    }
    case 'lookHand':
      return `${printPlayer(a.player)}は${printPlayer(a.whose)}の手札を見る`;
    case 'chooseDestroy': {
      const who = a.player ? `${printPlayer(a.player)}は` : '';
      const unit = counterOf(a.selector.noun);
      const n = a.count === 'any' ? 'を好きな数' : `${a.count}${unit}${a.upTo ? 'まで' : ''}を`;
      return `${who}${printSelector(a.selector)}${n}破壊${verb('する', 'して', optional)}`;
    }
    case 'state':
      return `${printObject(a.object)}を${a.state === 'sleep' ? 'スリープ' : 'アクティブ'}に${verb('する', 'して', optional)}`;
    case 'negate':
      return `${printObject(a.object)}を無効に${verb('する', 'して', optional)}`;
    case 'reveal':
      return `${printObject(a.object)}を公開${verb('する', 'して', optional)}`;
    case 'declare': {
      // issue 22
      const what = {
        kind: '「キャラクター」「コマンド」「セット」のいずれかを',
        name: 'カード名を1つ',
        trait: '分類を1つ',
      }[a.what];
      return `${a.you ? `${a.you}は` : ''}${what}${a.verb}${verb('する', 'して', optional)}`;
    }
    case 'control': {
      // 「…全てを、ターン終了時まで、あなたのキャラクターとする」: the duration is this action's (a 「…限り」 is printed
      // with the sentence's prefixes, print/effect.ts)
      const during = a.duration ? inlineDuration(a.duration) : undefined;
      const mid = during ? `、${during}、` : '';
      return `${printObject(a.object)}を${mid}${printPlayer(a.player)}のキャラクターと${verb('する', 'して', optional)}`;
    }
    case 'fieldChoice': {
      const who = a.player.kind === 'you' ? '' : `${printPlayer(a.player)}は`; // 「あなたは」 may be left out
      const unit = a.setOn ? '枚' : counterOf(a.selector.noun);
      const n = a.count === 'any' ? '好きな数' : `${a.count}${unit}${a.upTo ? 'まで' : ''}`;
      const host = a.setOn?.kind === 'ref' ? printRef(a.setOn.ref) : a.setOn ? printSetHost(a.setOn) : '';
      const on = a.setOn ? `${host}にセットされている` : '';
      const what = `${who}${on}${printSelector(a.selector)}を${n}${a.random ? 'ランダムに' : ''}`;
      if (a.to) {
        const [plain, te] = DESTINATIONS[a.to];
        return `${what}選び、${verb(plain, te, optional)}`;
      }
      return a.destroy
        ? `${what}選び、破壊${verb('する', 'して', optional)}`
        : `${what}${optional ? '選んでもよい' : '選ぶ'}`;
    }
    case 'heal': {
      const how = a.amount ? printCount(a.amount) : '全て';
      return `${printObject(a.object)}のダメージを${how}${verb('取り除く', '取り除いて', optional)}`;
    }
    case 'move': {
      const [plain, te] = DESTINATIONS[a.to];
      return `${printObject(a.object)}を${verb(plain, te, optional)}`;
    }
    case 'extraDeck':
      return '追加デッキを使用する';
    case 'attachedAll':
    case 'zoneSet':
    case 'refSet':
      return printSetCardAction(a, optional);
  }
}

/** The actions of one sentence: all but the last in the connective form (「…し、…する」). */
export function printActions(actions: IRAction[], optional: boolean, abilityLine = ELIDED): string {
  const last = actions.length - 1;
  return actions
    .map((a, i) =>
      i < last ? connective(printAction(a, false, abilityLine)) : printAction(a, optional, abilityLine),
    )
    .join('、');
}

/**
 * The words before 「破壊されない」 (issue 22: 「対戦相手の効果で」; t21a: 「ダメージによって」; both:
 * 「対戦相手の効果によるダメージで」).
 */
export function indestructibleCause(a: { byOpponent?: true; byDamage?: true }): string {
  if (a.byOpponent) return a.byDamage ? '対戦相手の効果によるダメージで' : '対戦相手の効果で';
  return a.byDamage ? 'ダメージによって' : '';
}

/** mech22: 「コマンドカードの効果によって」「対戦相手の攻撃によって」 (grammar damageProofBy). */
const DAMAGE_SOURCE_WORDS: Record<IRDamageSource, string> = {
  attack: '攻撃',
  effect: '効果',
  command: 'コマンドカードの効果',
  character: 'キャラクターカードの効果',
  characterAbility: 'キャラクターの能力',
  set: 'セットカードの効果',
};

function printDamageProofBy(a: Extract<IRAction, { kind: 'damageProof' | 'damageReduce' }>): string {
  if (!a.from) return ''; // the grammar has 「対戦相手の」 only before a source
  return `${a.opponent ? '対戦相手の' : ''}${DAMAGE_SOURCE_WORDS[a.from]}によって`;
}
