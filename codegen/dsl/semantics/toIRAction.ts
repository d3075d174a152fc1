// toIR for the action of a sentence: one primitive of the runtime effect library each (src/engine/effects/ops/),
// or a continuous effect (HF-12.1, HF-13.4–13.6).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type {
  Destination,
  IRAction,
  IRCost,
  IRDamageSource,
  IRGrant,
  IRName,
  IRObject,
  IRPlayer,
  IRProtectSource,
  IRRecipient,
  IRRef,
  IRZoneOf,
  ZoneWord,
} from '../ir.js';
import { PROTECT_SOURCE_WORDS, readWord } from '../vocabulary.js';
import { spanAt, spanOf } from './context.js';
import { deckActions } from './toIRDeck.js';
import { withFace } from './toIRSetCards.js';

function act(node: Node, rest: Record<string, unknown>): IRAction {
  return { span: spanOf(node), ...rest } as IRAction;
}

/** 「あなたは」 may be left out: the player is then the ability's controller. */
function playerOrYou(node: Node, optional: Node): IRPlayer {
  const given = optional.children[0];
  return given ? given.toIR() : { kind: 'you', span: spanAt(node.source.startIdx, node.source.startIdx) };
}

/** 「このキャラクターは」 may be left out: the chain's previous object, or the card itself. */
function objectOrElided(node: Node, optional: Node): IRObject {
  const given = optional.children[0];
  return given ? given.toIR() : { kind: 'elided', span: spanAt(node.source.startIdx, node.source.startIdx) };
}

/** 「対戦相手のメインデッキ」 names whose deck; otherwise 「あなたは」 (or nobody: the controller). */
function lookWho(node: Node, player: Node, deck: Node): Record<string, unknown> {
  const owner = deck.toIR() as IRPlayer | undefined;
  return owner ? { player: owner, deckOwner: true } : { player: playerOrYou(node, player) };
}

/** As lookWho, for a look: 「対戦相手は対戦相手のメインデッキの…」 keeps who looks (`looker`, issue 22). */
function lookWhoLooking(node: Node, player: Node, deck: Node): Record<string, unknown> {
  const given = player.children[0];
  const owner = deck.toIR() as IRPlayer | undefined;
  return { ...lookWho(node, player, deck), ...(given && owner ? { looker: given.toIR() } : {}) };
}

function perOf(per: Node): Record<string, unknown> {
  const p = per.children[0];
  return p ? { per: p.toIR() } : {};
}

function powerIR(node: Node, object: Node, per: Node, sign: Node, amount: Node): IRAction {
  return act(node, {
    kind: 'power',
    object: object.toIR(),
    sign: sign.toIR(),
    amount: amount.toIR(),
    ...perOf(per),
  });
}

export const actionActions: HollowFluxActionDict<unknown> = {
  drawUntilAction(player, _wa, _comma, _own, _hand, n, _until, _comma2, _from, _card, _verb) {
    return act(this, { kind: 'drawUntil', player: playerOrYou(this, player), count: n.toIR() });
  },
  drawAction(player, _wa, _from1, _card1, _from2, count, _mai, _card2, _verb) {
    return act(this, { kind: 'draw', player: playerOrYou(this, player), count: count.toIR() });
  },
  discardAction(player, _wa, _own, _hand, _wo, count, _mai, _choose, _verb) {
    return act(this, { kind: 'discard', player: playerOrYou(this, player), count: count.toIR() });
  },
  // mech20 (issue 22): 「あなたは手札から《竜》を持つカードを1枚公開してもよい」: chosen on resolution, shown, kept in the hand
  revealHandAction(player, _wa, _c, _own, _hand, pick, _c2, _verb) {
    return act(this, { kind: 'revealHand', player: playerOrYou(this, player), ...(pick.toIR() as object) });
  },
  loseAction(player, _wa, _w, _verb) {
    return act(this, { kind: 'lose', player: player.toIR() });
  },
  lookAction(player, _wa, _w, n, _mai, rest) {
    return act(this, { kind: 'look', player: playerOrYou(this, player), count: n.toIR(), ...rest.toIR() });
  },
  lookOrderAction(player, _wa, deck, _wo, _ue, n, _mai, _wo2, _mite, _comma, _any, _main, _top, _ni, _verb) {
    return act(this, {
      kind: 'look',
      count: n.toIR(),
      rest: 'mainTop',
      anyOrder: true,
      ...lookWhoLooking(this, player, deck),
    });
  },
  lookTopOrBottomAction(player, _wa, deck, _card, _mite, _comma, _deck2, _no, _where, _ni, _verb) {
    return act(this, {
      kind: 'look',
      count: 1,
      rest: 'mainTop',
      topOrBottom: true,
      ...lookWhoLooking(this, player, deck),
    });
  },
  // 「…の上から2枚を見て、好きな順番で…の一番上か一番下に置く」 (issue 22, t16a): each card on top or at the bottom, in the
  // looker's order
  lookTopOrBottomManyAction(
    player,
    _wa,
    deck,
    _wo,
    _ue,
    n,
    _mai,
    _wo2,
    _mite,
    _c,
    _any,
    _deck2,
    _no,
    _where,
    _ni,
    _v,
  ) {
    return act(this, {
      kind: 'look',
      count: n.toIR(),
      rest: 'mainTop',
      topOrBottom: true,
      anyOrder: true,
      ...lookWhoLooking(this, player, deck),
    });
  },
  deckOf(player, _no, _deck) {
    return player.children[0]?.toIR();
  },
  lookRest_rest(_mite, _comma, pick, _rest, rest) {
    const picked = pick.children[0];
    return { ...(picked ? { pick: picked.toIR() } : {}), rest: rest.toIR() };
  },
  lookRest_only(_w) {
    return { rest: 'keep' };
  },
  lookPick(_w, selector, _wo, n, _made, destination, _comma) {
    return { span: spanOf(this), selector: selector.toIR(), upTo: n.toIR(), to: destination.toIR() };
  },
  restDest(_w) {
    const text = this.sourceString;
    return text.includes('一番下') ? 'mainBottom' : text.includes('一番上') ? 'mainTop' : 'trash';
  },
  searchAction(
    player,
    _wa,
    _c,
    deck,
    _from,
    selector,
    count,
    random,
    _verb,
    _c2,
    reveal,
    dest,
    _then,
    _c3,
    _deck2,
    _wo,
    _sh,
    _suru,
  ) {
    const owner = deck.sourceString === 'デッキ' ? undefined : (deck.toIR() as IRPlayer | undefined);
    return act(this, {
      kind: 'search',
      player: owner ?? playerOrYou(this, player),
      selector: selector.toIR(),
      upTo: (count.toIR() as { count: number }).count,
      // 「1枚選び」 without 「まで」 must take one when one is there (docs/engine.md, HF-5.9)
      // 「…戦場に登場させてもよい」: none may be chosen, as with 「まで」 (i22r)
      ...((count.toIR() as { upTo: boolean }).upTo ||
      random.children.length > 0 ||
      dest.sourceString.endsWith('てもよい')
        ? {}
        : { exact: true as const }),
      ...(reveal.children.length > 0 ? { reveal: true } : {}),
      ...(random.children.length > 0 ? { random: true } : {}),
      ...(dest.sourceString.startsWith('戦場') ? { to: 'battlefield' as const } : {}),
    });
  },
  faceDownAction(player, _wa, owner, _no, _top, _comma, def, _toshite, place) {
    const owned = owner.children[0];
    const defined = def.children[0];
    return act(this, {
      kind: 'faceDown',
      player: owned ? owned.toIR() : playerOrYou(this, player),
      deckOwner: owned !== undefined,
      ...(defined ? { definition: defined.toIR() } : {}),
      ...place.toIR(),
    });
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
  faceDownPlace_set(_comma, host, _ni, _w, _comma2, host2, _ni2, _verb) {
    const h = host.children[0] ?? host2.children[0];
    return { place: 'set', ...(h ? { host: h.toIR() } : {}) };
  },
  faceDownPlace_enter(_w, _verb) {
    return { place: 'enter' };
  },
  // 「…として裏向きかつスリープで登場させる」 (issue 22, i22x7): the face-down character enters asleep
  faceDownPlace_enterAsleep(_w, _verb) {
    return { place: 'enter', asleep: true };
  },
  placeEnergyAction_top(player, _wa, _top, _energy, _verb) {
    return act(this, { kind: 'placeEnergy', player: player.toIR(), count: 1, topCard: true });
  },
  placeEnergyAction_topState(player, _wa, _top, state, _energy, _verb) {
    const sleep = state.sourceString === 'スリープ';
    return act(this, {
      kind: 'placeEnergy',
      player: player.toIR(),
      count: 1,
      topCard: true,
      state: sleep ? 'sleep' : 'active',
    });
  },
  placeEnergyAction_many(player, _wa, _top, n, _mai, _energy, _verb) {
    return act(this, { kind: 'placeEnergy', player: player.toIR(), count: n.toIR(), topCard: false });
  },
  sleepEnergyAction(player, _no, _state, _energy, n, _mai, made, _sleep, _verb) {
    // 「…エネルギーを2枚まで（選び、）スリープにする」: the player chooses 0…2 (sc12, ふゆの精シモヨ; RULING HF-3.2)
    const upTo = made.numChildren > 0 ? { upTo: true as const } : {};
    return act(this, { kind: 'sleepEnergy', player: playerOrYou(this, player), count: n.toIR(), ...upTo });
  },
  activateEnergyAction(player, _no, _energy, n, _mai, made, choose, _it, _active, _verb) {
    // 「…N枚選び、アクティブにする」 without 「まで」 is no choice (RULING HF-3.2): upTo only with both
    const upTo = choose.numChildren > 0 && made.numChildren > 0 ? { upTo: true as const } : {};
    const exact = made.numChildren === 0 ? { exact: true as const } : {}; // printed without 「まで」 (i22m9)
    return act(this, {
      kind: 'activateEnergy',
      player: playerOrYou(this, player),
      count: n.toIR(),
      ...upTo,
      ...exact,
    });
  },
  damageAction(recipient, _ni, _comma, per, amount, points, _damage, _verb) {
    return act(this, {
      kind: 'damage',
      to: recipient.toIR(),
      amount: amount.toIR(),
      points: points.children.length > 0,
      ...perOf(per),
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
  setPowerAction_copy(object, _no, base, _power, _comma, from, _same, _verb) {
    const ir = { card: object.toIR(), from: from.toIR(), base: base.sourceString !== '' };
    return act(this, { kind: 'setPower', ...(ir as { card: IRRef; from: IRRef; base: boolean }) });
  },
  setPowerAction_fixed(object, _no, base, _power, _comma, n, _verb) {
    const ir = { card: object.toIR(), value: n.toIR(), base: base.sourceString !== '' };
    return act(this, { kind: 'setPower', ...(ir as { card: IRRef; value: number; base: boolean }) });
  },
  fightAction(pair, _wa, _comma, _damage, _verb) {
    return act(this, { kind: 'fight', ...(pair.toIR() as { a: IRRef; b?: IRRef }) });
  },
  shuffleAction(player, _wa, _c, deck, _wo, _c2, _sh, _suru) {
    // 「メインデッキをシャッフルする」 (m12): the deck's owner when named, else the player before 「は」, else you
    const owner = deck.toIR() as IRPlayer | undefined;
    return act(this, { kind: 'shuffleDeck', player: owner ?? playerOrYou(this, player) });
  },
  swapPowerAction(pair, _no, _power, _comma, _verb) {
    return act(this, { kind: 'swapPower', ...(pair.toIR() as { a: IRRef; b?: IRRef }) });
  },
  fightPair_two(a, _to, b) {
    return { a: a.toIR(), b: b.toIR() };
  },
  fightPair_them(a) {
    return { a: a.toIR() };
  },
  powerAction_active(object, _no, _power, _comma, per, sign, amount, _verb) {
    return powerIR(this, object, per, sign, amount);
  },
  powerAction_passive(object, _no, _power, _comma, per, sign, amount, _verb) {
    return powerIR(this, object, per, sign, amount); // 「…のパワーは+1000される」
  },
  costChangeAction(selector, _no, word, _wa, _comma, per, n, dir, _naru, floor) {
    const f = floor.children[0];
    return act(this, {
      ...(f ? { floor: f.toIR() } : {}),
      kind: 'costChange',
      selector: selector.toIR(),
      amount: n.toIR(),
      sign: dir.sourceString === '少なく' ? -1 : 1,
      energyWord: word.sourceString === 'エネルギーコスト',
      ...perOf(per),
    });
  },
  costFloor(_stop, _tadashi, _comma, n, _w) {
    return n.toIR();
  },
  untargetableAction(object, _wa, source, _w) {
    const s = source.children[0];
    return act(this, {
      kind: 'untargetable',
      object: objectOrElided(this, object),
      ...(s ? { source: s.toIR() } : {}),
    });
  },
  protectSource(opponent, from) {
    return {
      span: spanOf(this),
      opponent: opponent.children.length > 0,
      from: readWord(PROTECT_SOURCE_WORDS, from.sourceString),
    } satisfies IRProtectSource;
  },
  damageProofAction(object, _wa, _c, by, _verb) {
    const source = by.children[0]?.toIR() as { opponent: boolean; from: IRDamageSource } | undefined;
    return act(this, {
      kind: 'damageProof',
      object: objectOrElided(this, object),
      opponent: source?.opponent ?? false,
      ...(source ? { from: source.from } : {}),
    });
  },
  damageReduceAction(object, _ga, _c, by, _dmg, _c2, amount, _verb) {
    const source = by.children[0]?.toIR() as { opponent: boolean; from: IRDamageSource } | undefined;
    return act(this, {
      kind: 'damageReduce',
      object: object.toIR() as IRObject,
      amount: amount.toIR() as number,
      opponent: source?.opponent ?? false,
      ...(source ? { from: source.from } : {}),
    });
  },
  damageProofBy(opponent, source, _by, _c) {
    return {
      opponent: opponent.children.length > 0,
      from: source.child(0).ctorName.replace('damageSource_', ''),
    };
  },
  unaffectedAction(object, _wa, opponent, what, _w) {
    return act(this, {
      kind: 'unaffected',
      object: objectOrElided(this, object),
      opponent: opponent.children.length > 0,
      what: what.sourceString === 'キャラクターの能力' ? 'characterAbilities' : 'characterCardEffects',
    });
  },
  pickAction(player, _wa, _c, zone, _from, selector, count, random, _choose, _comma, order, destination) {
    // 「このキャラクターのプレイヤーは、自分のトラッシュから…」: 「自分」 is the player who chooses, not 「あなた」
    // (issue 22: a set card's 「あなた」 is its player, its host's controller may be the other one)
    const zoneOf = zone.child(0);
    const zoneIR = zoneOf.toIR() as IRZoneOf;
    const also = zone.child(1).children[0]; // 「手札かトラッシュから」 (i22m9)
    const actor = player.children[0];
    const ownZone = zoneOf.child(0).children[0]?.sourceString === '自分';
    return act(this, {
      kind: 'pick',
      player: playerOrYou(this, player),
      zone: actor && ownZone ? { ...zoneIR, player: actor.toIR() } : zoneIR,
      ...(also ? { alsoZone: also.child(1).toIR() as ZoneWord } : {}),
      selector: selector.toIR(),
      ...(count.toIR() as { count: number; upTo: boolean }),
      to: destination.toIR(),
      ...(order.children.length > 0 ? { anyOrder: true } : {}),
      ...(random.children.length > 0 ? { random: true } : {}),
    });
  },
  pickCount_after(_wo, n, _mai, upTo) {
    return { count: n.toIR(), upTo: upTo.children.length > 0 };
  },
  pickCount_before(n, _mai, upTo, _wo) {
    return { count: n.toIR(), upTo: upTo.children.length > 0 };
  },
  pickCount_any(_wo, _any, _wo2) {
    return { count: 'any', upTo: true };
  },
  pickAll(_wo, _all, _wo2) {
    return { count: 'all', upTo: false };
  },
  ...deckActions,
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
  undefendableByAction(subject, _w, _comma, trait, _has, _chara, _ni, _comma2, _rest) {
    return act(this, { kind: 'undefendableBy', subject: subject.toIR(), trait: trait.toIR() });
  },
  indestructibleAction(object, _wa, _comma, cause, _w) {
    // 「ダメージによって破壊されない」 (t21a): damage only
    const byDamage = cause.children.length > 0 ? { byDamage: true as const } : {};
    return act(this, { kind: 'indestructible', object: object.toIR(), ...byDamage });
  },
  attackTaxAction(object, _wa, _c, list, _pay, _c2, _cannot) {
    // the bracket costs (「[1ターンに1回]」 is no cost here: it would be kept as an unknown bracket)
    const costs = list
      .child(0)
      .asIteration()
      .children.map((c) => c.toIR() as IRCost | { kind: 'once' })
      .filter((c): c is IRCost => c.kind !== 'once');
    return act(this, { kind: 'attackTax', object: object.toIR(), costs });
  },
  cannotAction_do(object, _wa, what, _dekinai) {
    const words = {
      攻撃: 'attack',
      防御: 'defend',
      起動能力を使用: 'activate',
      キャラクターを攻撃: 'attackCharacters', // mech17
    } as const;
    return act(this, {
      kind: 'cannot',
      object: objectOrElided(this, object),
      what: words[what.sourceString as keyof typeof words],
    });
  },
  cannotAction_unblocked(object, _wa, _comma, _w) {
    return act(this, { kind: 'cannot', object: object.toIR(), what: 'beDefended' });
  },
  /** 「このキャラクターは攻撃されない」 (mech17): not an attack's target (HF-8.1) */
  cannotAction_unattacked(object, _wa, _comma, _w) {
    return act(this, { kind: 'cannot', object: object.toIR(), what: 'beAttacked' });
  },
  /** 「それは全ての能力を失う」「…は【神速】と【死殺】を失う」 (mech16) */
  loseAbilityAction(object, _wa, _comma, what, _wo, _verb) {
    const keywords = what.toIR() as IRName[] | undefined;
    return act(this, {
      kind: 'loseAbilities',
      object: objectOrElided(this, object),
      ...(keywords ? { keywords } : {}),
    });
  },
  loseWhat_all(_all, _abilities) {
    return undefined;
  },
  loseWhat_keywords(list) {
    return list.asIteration().children.map((k) => k.toIR()) as IRName[];
  },
  /** 「【反撃】と【警戒】を得る」: one grant action each; after the first, the object is the same (elided). */
  grantAction(object, _wa, list, _wo, _verb) {
    return list.asIteration().children.map((granted, i) => {
      const target =
        i === 0
          ? objectOrElided(this, object)
          : { kind: 'elided', span: spanAt(granted.source.startIdx, granted.source.startIdx) };
      return act(this, {
        kind: 'grant',
        object: target,
        grant: granted.toIR(),
      });
    });
  },
  grantable(granted) {
    if (granted.ctorName === 'quotedGrant') return granted.toIR();
    const kind = granted.ctorName === 'keywordTag' ? 'keyword' : 'trait';
    return { kind, span: spanOf(this), name: granted.toIR() } satisfies IRGrant;
  },
  /** 「「【反撃】」を得る」 is the keyword grant itself. */
  quotedGrant_keyword(_open, keyword, _close) {
    return { kind: 'keyword', span: spanOf(this), name: keyword.toIR() } satisfies IRGrant;
  },
  quotedGrant_ability(_open, line, _close) {
    return { kind: 'ability', span: spanOf(this), line: line.toIR() } satisfies IRGrant;
  },
  chooseDestroyAction_count(player, _ha, _comma, selector, _wo, n, _unit, upTo, _wo2, _w, _suru) {
    const p = player.children[0];
    return act(this, {
      kind: 'chooseDestroy',
      ...(p ? { player: p.toIR() } : {}),
      selector: selector.toIR(),
      count: n.toIR(),
      upTo: upTo.children.length > 0,
    });
  },
  failAttackAction(_that, _w) {
    return act(this, { kind: 'failAttack' });
  },
  chooseDestroyAction_any(player, _ha, _comma, selector, _wo, _any, _w, _suru) {
    const p = player.children[0];
    return act(this, {
      kind: 'chooseDestroy',
      ...(p ? { player: p.toIR() } : {}),
      selector: selector.toIR(),
      count: 'any',
      upTo: true,
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
  revealAction(object, _wo, _k, _verb) {
    return act(this, { kind: 'reveal', object: object.toIR() });
  },
  // issue 22: 「カード名を1つ宣言し」「…のいずれかを宣言する」「分類を1つ指定し」
  declareAction(you, _wa, _c, what, _one, _wo, _one2, verb, _suru) {
    const w = what.children[0].ctorName.replace('declareWhat_', '');
    const given = you.children[0];
    return act(this, {
      kind: 'declare',
      what: w === 'kindWord' ? 'kind' : w,
      verb: verb.sourceString,
      ...(given ? { you: given.sourceString } : {}),
    });
  },
  controlAction(object, _wo, _comma, duration, player, _w, _verb) {
    const d = duration.children[0];
    return act(this, {
      kind: 'control',
      object: object.toIR(),
      player: player.toIR(),
      ...(d ? { duration: d.toIR() } : {}),
    });
  },
  sacrificeAction(choice, _sel, _comma, _w, _verb) {
    return act(this, { kind: 'fieldChoice', ...choice.toIR(), destroy: true });
  },
  selectAction(choice, _verb) {
    return act(this, { kind: 'fieldChoice', ...choice.toIR(), destroy: false });
  },
  chooseMoveAction(choice, _sel, _comma, destination) {
    return act(this, { kind: 'fieldChoice', ...choice.toIR(), destroy: false, to: destination.toIR() });
  },
  fieldChoice(player, _wa, _comma, setOn, selector, _wo, count, _wo2, random) {
    const on = setOn.children[0];
    const host = on?.toIR();
    return {
      player: playerOrYou(this, player),
      selector: on ? withFace(selector.toIR(), on.child(0).child(1)) : selector.toIR(),
      ...count.toIR(),
      ...(host ? { setOn: host } : {}),
      ...(random.children.length > 0 ? { random: true as const } : {}),
    };
  },
  fieldSetOn_host(host, _on, _comma) {
    return host.toIR();
  },
  fieldSetOn_ref(ref, _on, _comma) {
    return { kind: 'ref', span: spanOf(ref), ref: ref.toIR() };
  },
  fieldCount_some(n, _unit, upTo) {
    return { count: n.toIR(), upTo: upTo.children.length > 0 };
  },
  fieldCount_any(_w, _dake) {
    return { count: 'any', upTo: true };
  },
  healAction(object, _whose, _w, _comma, amount, _verb) {
    const a = amount.children[0]?.toIR();
    return act(this, { kind: 'heal', object: object.toIR(), ...(a ? { amount: a } : {}) });
  },
  healAmount_all(_w) {
    return undefined;
  },
  healAmount_some(amount, _ten, _bun) {
    return amount.toIR();
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
  destination_mainTop(_w, _where, _ni, _verb): Destination {
    return 'mainTop';
  },
  destination_mainBottom(_w, _where, _ni, _verb): Destination {
    return 'mainBottom';
  },
  destination_guardDeck(_w, _verb): Destination {
    return 'guardDeck';
  },
  destination_guardDeckFaceDown(_face, _w, _verb): Destination {
    return 'guardDeckFaceDown';
  },
  topCardAction(player, _wa, deck, _top, _comma, destination) {
    return act(this, { kind: 'topCard', to: destination.toIR(), ...lookWho(this, player, deck) });
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
  destination_battlefieldAsleep(_as, _w, _state, _de, _c, _field, _verb): Destination {
    return 'battlefieldAsleep';
  },
  destination_battlefield(_as, _active, _state, _de, _c, _w, _verb): Destination {
    return 'battlefield';
  },
  destination_ownerHand(_w, _verb): Destination {
    return 'ownerHand';
  },
  destination_play(_free, _verb): Destination {
    return 'play'; // 「コストを支払わずにプレイする」 (issue 22, m10a)
  },
};
