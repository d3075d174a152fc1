// toIR for the set-card family (issue 22): cards set by an effect (from a zone, face down or face up, or a card
// a previous part named), every card set on a host moved at once, set cards targeted on the battlefield with
// 「戦場の」 and 「（ワールド・セットを含む／除く）」 after the count, a set card's condition about itself and the
// trigger on a played set card being set (HF-4.4, 000 ■戦場の裏向きのカード).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type {
  IRAction,
  IRAttachedHost,
  IRCondition,
  IRFaceDownDef,
  IRPlayer,
  IRQual,
  IRSelector,
  IRTargetPhrase,
  IRTrigger,
  IRZoneOf,
} from '../ir.js';
import { spanAt, spanOf } from './context.js';

function act(node: Node, rest: Record<string, unknown>): IRAction {
  return { span: spanOf(node), ...rest } as IRAction;
}

/** 「裏向きで」 → false, 「表向きで」 → true; not written: undefined. */
function faceOf(...ways: Node[]): boolean | undefined {
  for (const w of ways) {
    const given = w.children[0];
    if (given) return !given.sourceString.startsWith('裏');
  }
  return undefined;
}

/**
 * 「…に裏向きでセットされているカード」: the 「裏向きで」 of setOnWord is a qualifier of the cards (「裏向きの」), so
 * nothing written is lost (issue 22). `onWord` is the setOnWord node.
 */
export function withFace(selector: IRSelector, onWord: Node): IRSelector {
  const face = onWord.child(1).children[0];
  if (!face) return selector;
  const qual: IRQual = { kind: 'faceUp', span: spanOf(face), up: !face.sourceString.startsWith('裏') };
  return { ...selector, quals: [qual, ...selector.quals] };
}

export const setCardActions: HollowFluxActionDict<unknown> = {
  attachedAllAction(host, _ni, _c, face, _w, _c2, selector, _all, dest) {
    const written = host.child(0);
    const h: IRAttachedHost =
      written.ctorName === 'ref'
        ? { kind: 'ref', span: spanOf(host), ref: written.toIR() as never }
        : { kind: 'selector', span: spanOf(host), selector: written.toIR() as never };
    const up = faceOf(face);
    return act(this, {
      kind: 'attachedAll',
      host: h,
      selector: selector.toIR(),
      ...(up !== undefined ? { faceUp: up } : {}),
      to: dest.toIR(),
    });
  },
  attachedDest_move(destination) {
    return destination.toIR();
  },
  attachedDest_destroy(_w, _suru) {
    return 'destroy';
  },
  zoneSetAction(player, _wa, _c, zone, pick, _c2, noPay, def, _toshite, _c3, face1, host, _ni, face2, _verb) {
    const given = player.children[0];
    const who: IRPlayer = given
      ? (given.toIR() as IRPlayer)
      : { kind: 'you', span: spanAt(this.source.startIdx, this.source.startIdx) };
    const defined = def.children[0];
    const h = host.children[0];
    const up = faceOf(face1, face2);
    return act(this, {
      kind: 'zoneSet',
      player: who,
      zone: zone.toIR() as IRZoneOf,
      ...(pick.toIR() as object),
      faceDown: defined !== undefined || up === false,
      ...(defined ? { definition: defined.toIR() } : {}),
      ...(h ? { host: h.toIR() } : {}),
      ...(noPay.children.length > 0 ? { noPay: true } : {}),
    });
  },
  zoneSetPick_selector(_from, selector, count, _verb) {
    return { selector: selector.toIR(), ...(count.toIR() as object) };
  },
  zoneSetPick_bare(_wo, n, _mai, _wo2, _verb) {
    // 「手札を1枚」: any card, the same IR as 「手札からカードを1枚選び」 (so `hflux fmt` round-trips)
    const selector: IRSelector = { kind: 'selector', span: spanOf(n), quals: [], noun: 'card' };
    return { selector, count: n.toIR(), upTo: false };
  },
  unnamedDef(_power, n, _no, traits, _motsu, kind) {
    const list = traits.children[0];
    return {
      power: n.toIR() as number,
      traits: list ? list.children.map((t) => t.toIR()) : [],
      cardKind: kind.sourceString === 'キャラクター' ? 'character' : 'set',
    } satisfies IRFaceDownDef;
  },
  refSetAction(object, _wo, _c, noPay, host, _ni, face, _verb) {
    return act(this, {
      kind: 'refSet',
      card: object.toIR(),
      host: host.toIR(),
      ...(faceOf(face) === false ? { faceDown: true } : {}),
      ...(noPay.children.length > 0 ? { noPay: true } : {}),
    });
  },
  targetPhrase_noteAfter(field, selector, _wo, count, note) {
    const way = note.toIR() as 'with' | 'without';
    return {
      kind: 'selector',
      span: spanOf(this),
      selector: selector.toIR(),
      ...count.toIR(),
      ...(way === 'with' ? { withWorldSets: true as const } : { withoutWorldSets: true as const }),
      ...(field.children.length > 0 ? { field: true as const } : {}),
      noteAfter: true,
    } as IRTargetPhrase;
  },
  targetPhrase_field(_field, selector, note, _wo, count) {
    return {
      kind: 'selector',
      span: spanOf(this),
      selector: selector.toIR(),
      ...count.toIR(),
      ...(note.children.length > 0 ? { withWorldSets: true as const } : {}),
      field: true,
    } as IRTargetPhrase;
  },
  targetPhrase_zoneNote(zone, _no, selector, _wo, count, note) {
    return {
      kind: 'zone',
      span: spanOf(this),
      zone: zone.toIR(),
      selector: selector.toIR(),
      ...count.toIR(),
      note: note.toIR(),
    } as IRTargetPhrase;
  },
  worldSetNote(_open, _ws, way, _close) {
    return way.toIR();
  },
  worldSetWay_with(_w) {
    return 'with';
  },
  worldSetWay_without(_w) {
    return 'without';
  },
  condition_selfSetOn(self, _ga, _c, selector, _ni, done) {
    const none = done.child(0).ctorName === 'setDone_none';
    return {
      kind: 'selfSetOn',
      span: spanOf(this),
      subject: self.toIR(),
      host: selector.toIR(),
      ...(none ? { none: true } : {}),
    } as IRCondition;
  },
  eventTrigger_playedSetOn(actor, _ga, _played, setCard, _ga2, host, _ni, _w) {
    return {
      kind: 'cardSetOn',
      span: spanOf(this),
      setCard: setCard.toIR(),
      host: host.toIR(),
      playedBy: actor.toIR() as 'you' | 'opponent' | 'any',
    } as IRTrigger;
  },
};
