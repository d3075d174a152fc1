// Canonical text of the set-card family's actions (issue 22; codegen/dsl/semantics/toIRSetCards.ts).
import type { IRAction, IRFaceDownDef } from '../ir.js';
import { DESTINATIONS, printPlayer, printRef, printSelector, printZoneOf, verb } from './words.js';

/** 「パワー+1000のセットカードとして」 (no name) or 「パワー+1000で《影》を持つセットカード「影」として」. */
export function printFaceDownDef(d: IRFaceDownDef): string {
  const traits = d.traits.length ? `${d.traits.map((t) => `《${t.name}》`).join('')}を持つ` : '';
  const power = d.cardKind === 'set' && d.power >= 0 ? `+${d.power}` : String(d.power);
  const kind = d.cardKind === 'set' ? 'セットカード' : 'キャラクター';
  if (!d.name) return `パワー${power}${traits ? `で${traits}` : 'の'}${kind}として`;
  return `パワー${power}で${traits}${kind}「${d.name.name}」として`;
}

const SET = (optional: boolean) => verb('セットする', 'セットして', optional);

export function printSetCardAction(
  a: Extract<IRAction, { kind: 'attachedAll' | 'zoneSet' | 'refSet' }>,
  optional: boolean,
): string {
  switch (a.kind) {
    case 'attachedAll': {
      const host = a.host.kind === 'ref' ? printRef(a.host.ref) : printSelector(a.host.selector);
      const face = a.faceUp === undefined ? '' : a.faceUp ? '表向きで' : '裏向きで';
      const [plain, te] = a.to === 'destroy' ? ['破壊する', '破壊して'] : DESTINATIONS[a.to];
      return `${host}に${face}セットされている${printSelector(a.selector)}を全て${verb(plain, te, optional)}`;
    }
    case 'zoneSet': {
      const who = a.player.kind === 'you' && a.zone.player ? '' : `${printPlayer(a.player)}は`;
      const n = `${a.count}枚${a.upTo ? 'まで' : ''}`;
      const what = a.selector ? `から${printSelector(a.selector)}を${n}選び` : `を${n}選び`;
      const def = a.definition ? `${printFaceDownDef(a.definition)}、` : '';
      const face = a.faceDown ? '裏向きで' : '';
      const host = a.host ? `${printRef(a.host)}に` : '';
      const noPay = a.noPay ? 'エネルギーコストを支払わずに' : '';
      return `${who}${printZoneOf(a.zone)}${what}、${noPay}${def}${face}${host}${SET(optional)}`;
    }
    case 'refSet': {
      const noPay = a.noPay ? 'エネルギーコストを支払わずに' : '';
      return `${printRef(a.card)}を${noPay}${printRef(a.host)}に${a.faceDown ? '裏向きで' : ''}${SET(optional)}`;
    }
  }
}
