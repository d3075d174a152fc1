// toIR for the issue 22 rules of playing and its costs (grammar/card.ohm, the block 「playing and its costs」):
// playing a card from the trash.
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type {
  IRExtraCostLine,
  IRNamePlayLimitLine,
  IRPlayCarnageLine,
  IRPlayer,
  IRTrashPlayLine,
} from '../ir.js';
import { spanAt, spanOf } from './context.js';

export const playActions: HollowFluxActionDict<unknown> = {
  payAction(player, _wa, _comma, what, _verb) {
    const p = player.children[0];
    return {
      kind: 'pay',
      span: spanOf(this),
      player: p
        ? (p.toIR() as IRPlayer)
        : { kind: 'you', span: spanAt(this.source.startIdx, this.source.startIdx) },
      ...(what.toIR() as object),
    };
  },
  playBanAction(player, _wa, _comma, until, _comma2, selector, _wo, _verb) {
    return {
      kind: 'playBan',
      span: spanOf(this),
      player: player.toIR(),
      until: until.toIR(),
      selector: selector.toIR(),
    };
  },
  banDuration_thisTurn(_w) {
    return 'thisTurn';
  },
  banDuration_nextTurn(_w) {
    return 'nextTurn';
  },
  banDuration_next(_tsugi, who, _w) {
    return who.sourceString === 'あなた' ? 'yourNext' : 'opponentNext';
  },
  delayedAction(_when, _comma, object, _wo, verb) {
    return { kind: 'delayed', span: spanOf(this), object: object.toIR(), verb: verb.toIR() };
  },
  delayedVerb_destroy(_v) {
    return 'destroy';
  },
  delayedVerb_trash(_v) {
    return 'trash';
  },
  delayedVerb_hand(_owner, _v) {
    return 'hand';
  },
  payWhat_energy(_e, n) {
    return { energy: n.toIR() };
  },
  payWhat_carnage(_c, n, _wo) {
    return { carnage: n.toIR() };
  },
  trashPlayLine(_kono, _yours, _aru, _comma, _you, extra, _play, _stop) {
    const e = extra.children[0];
    return {
      span: spanOf(this),
      comments: [],
      kind: 'trashPlay',
      ...(e ? { extra: e.toIR() as NonNullable<IRTrashPlayLine['extra']> } : {}),
    } satisfies IRTrashPlayLine;
  },
  // 「このカードは、エネルギーコストに加えてカルネージ1を支払わなければプレイできない。」 (i22x7)
  playCarnageLine(_kono, _comma, _kuwaete, _carnage, n, _pay, _stop) {
    return {
      span: spanOf(this),
      comments: [],
      kind: 'playCarnage',
      carnage: Number(n.toIR()),
    } satisfies IRPlayCarnageLine;
  },
  // 「このカード名のカードは1ターンに1枚しかプレイできない。」 (mech15)
  namePlayLimitLine(_name, _comma, _turn, n, _only, _stop) {
    return {
      span: spanOf(this),
      comments: [],
      kind: 'namePlayLimit',
      count: Number(n.toIR()),
    } satisfies IRNamePlayLimitLine;
  },
  // 「このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。」 (mech13)
  extraCostLine(_play, _comma, _you, what, _stop) {
    return {
      span: spanOf(this),
      comments: [],
      kind: 'extraCost',
      ...(what.toIR() as { energy?: number; carnage?: number; sleep?: number }),
    } satisfies IRExtraCostLine;
  },
  extraCostWhat_pay(what, _pay) {
    return what.toIR();
  },
  extraCostWhat_sleep(_comma, _chars, n, _sleep) {
    return { sleep: n.sourceString === '一' ? 1 : Number(n.toIR()) };
  },
  trashPlayExtra(_kuwaete, _carnage, n, _pay, _comma) {
    return { carnage: Number(n.toIR()), span: spanOf(this) };
  },
};
