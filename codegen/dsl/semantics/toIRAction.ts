// toIR for the action of a sentence: one primitive of the runtime effect library each (src/effects/ops/),
// or a continuous effect (HF-12.1, HF-13.4–13.6).
import type { ActionDict, Node } from 'ohm-js';
import type { Destination, IRAction, IRPlayer, IRRecipient } from '../ir.js';
import { spanAt, spanOf } from './context.js';

function act(node: Node, rest: Record<string, unknown>): IRAction {
  return { span: spanOf(node), ...rest } as IRAction;
}

/** 「あなたは」 may be left out: the player is then the ability's controller. */
function playerOrYou(node: Node, optional: Node): IRPlayer {
  const given = optional.children[0];
  return given ? given.toIR() : { kind: 'you', span: spanAt(node.source.startIdx, node.source.startIdx) };
}

export const actionActions: ActionDict<unknown> = {
  drawAction(player, _wa, _from, _card, count, _mai, _verb) {
    return act(this, { kind: 'draw', player: playerOrYou(this, player), count: count.toIR() });
  },
  discardAction(player, _wa, _hand, count, _mai, _verb) {
    return act(this, { kind: 'discard', player: player.toIR(), count: count.toIR() });
  },
  loseAction(player, _wa, _w, _verb) {
    return act(this, { kind: 'lose', player: player.toIR() });
  },
  lookAction(player, _wa, _w, n, _mite, _comma, pick, _rest, rest) {
    const picked = pick.children[0];
    return act(this, {
      kind: 'look',
      player: player.toIR(),
      count: n.toIR(),
      ...(picked ? { pick: picked.toIR() } : {}),
      rest: rest.toIR(),
    });
  },
  lookPick(_w, selector, _wo, n, _made, _add, _comma) {
    return { span: spanOf(this), selector: selector.toIR(), upTo: n.toIR() };
  },
  restDest(_w) {
    const text = this.sourceString;
    return text.includes('一番下') ? 'mainBottom' : text.includes('一番上') ? 'mainTop' : 'trash';
  },
  searchAction(player, _wa, _from, selector, _wo, n, _made, _add, _comma, _shuffle) {
    return act(this, { kind: 'search', player: player.toIR(), selector: selector.toIR(), upTo: n.toIR() });
  },
  faceDownAction(player, _wa, _top, _comma, def, _toshite, place) {
    return act(this, { kind: 'faceDown', player: player.toIR(), ...def.toIR(), ...place.toIR() });
  },
  faceDownDef(_power, n, _de, traits, _motsu, kind, name) {
    const list = traits.children[0];
    return {
      power: n.toIR(),
      traits: list ? list.children.map((t) => t.toIR()) : [],
      cardKind: kind.sourceString === 'キャラクター' ? 'character' : 'set',
      name: name.toIR(),
    };
  },
  faceDownPlace_set(_comma, host, _ni, _w, _verb) {
    return { host: host.toIR() };
  },
  faceDownPlace_enter(_w, _verb) {
    return {};
  },
  placeEnergyAction_top(player, _wa, _top, _energy, _verb) {
    return act(this, { kind: 'placeEnergy', player: player.toIR(), count: 1, topCard: true });
  },
  placeEnergyAction_many(player, _wa, _top, n, _mai, _energy, _verb) {
    return act(this, { kind: 'placeEnergy', player: player.toIR(), count: n.toIR(), topCard: false });
  },
  activateEnergyAction(player, _no, _energy, n, _made, _active, _verb) {
    return act(this, { kind: 'activateEnergy', player: playerOrYou(this, player), count: n.toIR() });
  },
  damageAction(recipient, _ni, amount, points, _damage, _verb) {
    return act(this, {
      kind: 'damage',
      to: recipient.toIR(),
      amount: amount.toIR(),
      points: points.children.length > 0,
    });
  },
  recipient_all(selector, _all) {
    const object = { kind: 'all' as const, span: spanOf(this), selector: selector.toIR(), explicit: true };
    return { kind: 'object', span: spanOf(this), object } satisfies IRRecipient;
  },
  recipient_each(_w) {
    return { kind: 'each', span: spanOf(this) } satisfies IRRecipient;
  },
  recipient_player(player) {
    return { kind: 'player', span: spanOf(this), player: player.toIR() } satisfies IRRecipient;
  },
  recipient_ref(ref) {
    return {
      kind: 'object',
      span: spanOf(this),
      object: { kind: 'ref', span: spanOf(this), ref: ref.toIR() },
    } satisfies IRRecipient;
  },
  powerAction(object, _no, _power, sign, amount, _verb) {
    return act(this, { kind: 'power', object: object.toIR(), sign: sign.toIR(), amount: amount.toIR() });
  },
  attackBonusAction(subject, _ga, _w, sign, amount, _suru) {
    return act(this, {
      kind: 'attackBonus',
      subject: subject.toIR(),
      sign: sign.toIR(),
      amount: amount.toIR(),
    });
  },
  unblockableAction(subject, _w, _comma, keyword, _rest) {
    return act(this, { kind: 'unblockable', subject: subject.toIR(), keyword: keyword.toIR() });
  },
  indestructibleAction(object, _wa, _w) {
    return act(this, { kind: 'indestructible', object: object.toIR() });
  },
  cannotAction(object, _wa, what, _dekinai) {
    return act(this, {
      kind: 'cannot',
      object: object.toIR(),
      what: what.sourceString === '攻撃' ? 'attack' : 'defend',
    });
  },
  grantAction(object, _wa, granted, _wo, _verb) {
    const kind = granted.sourceString.startsWith('【') ? 'keyword' : 'trait';
    return act(this, {
      kind: 'grant',
      object: object.toIR(),
      grant: { kind, span: spanOf(granted), name: granted.toIR() },
    });
  },
  destroyAction(object, _wo, _w, _verb) {
    return act(this, { kind: 'destroy', object: object.toIR() });
  },
  stateAction(object, _wo, state, _ni, _verb) {
    return act(this, {
      kind: 'state',
      object: object.toIR(),
      state: state.sourceString === 'スリープ' ? 'sleep' : 'active',
    });
  },
  negateAction(object, _wo, _w, _verb) {
    return act(this, { kind: 'negate', object: object.toIR() });
  },
  controlAction(object, _wo, player, _w, _verb) {
    return act(this, { kind: 'control', object: object.toIR(), player: player.toIR() });
  },
  moveAction(object, _wo, destination) {
    return act(this, { kind: 'move', object: object.toIR(), to: destination.toIR() });
  },
  extraDeckAction(_w) {
    return act(this, { kind: 'extraDeck' });
  },
  destination_trash(_w, _verb): Destination {
    return 'trash';
  },
  destination_hand(_w, _verb): Destination {
    return 'hand';
  },
  destination_handAdd(_w, _verb): Destination {
    return 'handAdd';
  },
  destination_mainTop(_w, _verb): Destination {
    return 'mainTop';
  },
  destination_mainBottom(_w, _verb): Destination {
    return 'mainBottom';
  },
  destination_guardDeck(_w, _verb): Destination {
    return 'guardDeck';
  },
  destination_damageField(_w, _verb): Destination {
    return 'damageField';
  },
  destination_excluded(_w, _verb): Destination {
    return 'excluded';
  },
  destination_energy(_w, _verb): Destination {
    return 'energy';
  },
};
