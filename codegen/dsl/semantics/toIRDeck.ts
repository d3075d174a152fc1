// toIR for looking at, revealing and moving cards between the main deck, the hand, the trash and the energy
// field as designers write them (issue 22 point 3): 「…枚を見て、1枚を選び手札に加え、残りを好きな順番で…」,
// 「…一番上のカードを見る。そのカードを…一番下に置いてもよい。」, 「…一番上のカードを公開する。それが…であれば、
// …。そうでなければ、…。」, 「…上から3枚をトラッシュに置く」, 「手札をランダムに1枚捨てる」.
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type {
  Destination,
  IRAction,
  IRActionSentence,
  IRCount,
  IRPlayer,
  IRPrefix,
  IRRevealBranch,
  IRSelector,
  Span,
} from '../ir.js';
import { spanAt, spanOf } from './context.js';

type Look = Extract<IRAction, { kind: 'look' }>;
type Pick = NonNullable<Look['pick']>;
type Rest = { rest: Look['rest']; anyOrder?: true; restDeck?: IRPlayer; topOrBottom?: true };

/**
 * 「（Pは）（Qの）手札からランダムにN枚捨てる」: whose hand (Q, else P, else you) loses N cards chosen at random. 「対戦相手は自分の
 * 手札から…」: 自分 is the one who discards, not the card's player (issue 22, i22x).
 */
function randomDiscard(node: Node, player: Node, hand: Node, count: Node) {
  const owner = hand.child(0).children[0];
  const subject = player.children[0];
  const reflexive = owner !== undefined && subject !== undefined && owner.child(0).sourceString === '自分';
  const given = reflexive ? subject : (owner ?? subject);
  const p = given ? given.toIR() : youAt(node);
  return { kind: 'discard', span: spanOf(node), player: p, count: count.toIR(), random: true };
}

function youAt(node: Node): IRPlayer {
  return { kind: 'you', span: spanAt(node.source.startIdx, node.source.startIdx) };
}

/** 「対戦相手のメインデッキ」 names whose deck; otherwise 「あなたは」 (or nobody: the controller). */
function who(node: Node, player: Node, deck: Node): { player: IRPlayer; deckOwner?: true } {
  const owner = deck.toIR() as IRPlayer | undefined;
  if (owner) return { player: owner, deckOwner: true };
  const given = player.children[0];
  return { player: given ? (given.toIR() as IRPlayer) : youAt(node) };
}

function sentenceOf(node: Node, action: IRAction): IRActionSentence {
  return {
    kind: 'action',
    span: spanOf(node),
    continues: false,
    prefixes: [],
    actions: [action],
    optional: false,
  };
}

function look(node: Node, fields: Omit<Look, 'kind' | 'span' | 'player'>, player: Node, deck: Node): Look {
  return {
    kind: 'look',
    span: spanOf(node),
    ...fields,
    ...who(node, player, deck),
    ...lookerOf(player, deck),
  };
}

/** 「対戦相手は対戦相手のメインデッキの…を見る」: the player before 「は」 looks and chooses, whoever's deck it is. */
export function lookerOf(player: Node, deck: Node): { looker?: IRPlayer } {
  const given = player.children[0];
  return given && deck.toIR() !== undefined ? { looker: given.toIR() as IRPlayer } : {};
}

/** 「1枚を選び」 without a kind of card: any card. */
function anyCard(node: Node): IRSelector {
  const at = spanAt(node.source.startIdx, node.source.startIdx);
  return { kind: 'selector', span: at, quals: [], noun: 'card' };
}

export const deckActions: Partial<HollowFluxActionDict<unknown>> = {
  lookTopMaySentences_pick(player, _wa, _c, deck, _look, _stop, _that, _wo, _c2, destination, _s) {
    const optional = destination.sourceString.endsWith('もよい');
    const pick: Pick = {
      span: spanOf(destination),
      selector: anyCard(destination),
      upTo: 1,
      to: destination.toIR() as Pick['to'],
      ...(optional ? {} : { exact: true as const }),
    };
    return sentenceOf(this, look(this, { count: 1, pick, split: true, rest: 'keep' }, player, deck));
  },
  lookTopMaySentences_bottom(
    player,
    _wa,
    _c,
    deck,
    _look,
    _stop,
    _that,
    _wo,
    _c2,
    deck2,
    _no,
    _where,
    _ni,
    _verb,
    _s,
  ) {
    const restDeck = deck2.toIR() as IRPlayer | undefined;
    const fields = { count: 1, rest: 'mainTop' as const, topOrBottom: true as const };
    return sentenceOf(this, look(this, { ...fields, ...(restDeck ? { restDeck } : {}) }, player, deck));
  },
  // 「…一番上のカードを見る。それを手札に加えるか、トラッシュに置く。」 (issue 22, t18a): the looker may put it in the first place
  // (a pick of up to one card); a card not picked goes to the other (the look's rest)
  lookTopMaySentences_either(player, _wa, _c, deck, _look, _stop, _that, _wo, _c2, either, _s) {
    const { to, rest } = either.toIR() as { to: Pick['to']; rest: Rest };
    const pick: Pick = { span: spanOf(either), selector: anyCard(either), upTo: 1, to };
    return sentenceOf(this, look(this, { count: 1, pick, split: true, ...rest }, player, deck));
  },
  eitherPlace_pickFirst(destination, _ka, _c, rest) {
    return { to: destination.toIR(), rest: rest.toIR() };
  },
  eitherPlace_restFirst(rest, _ka, _c, destination) {
    return { to: destination.toIR(), rest: rest.toIR() };
  },
  lookThenPickSentences(player, _wa, _c, deck, _wo, _ue, n, _mai, _wo2, _look, _s, pick, _s2, rest, _s3) {
    const fields = { ...lookCount(n), pick: pick.toIR() as Pick, split: true as const };
    return sentenceOf(this, look(this, { ...fields, ...(rest.toIR() as Rest) }, player, deck));
  },
  revealTopSentences(player, _wa, _c, deck, _k, _end, _end2, ifTrue, otherwise, _s) {
    const pick = ifTrue.toIR() as Pick;
    const fields = { count: 1, pick, split: true as const, reveal: true as const };
    // no 「そうでなければ」 (m10b): the revealed card stays on top of the deck (RULING, docs/engine.md)
    const rest: Rest = otherwise.children[0] ? (otherwise.children[0].toIR() as Rest) : { rest: 'keep' };
    return sentenceOf(this, look(this, { ...fields, ...rest }, player, deck));
  },
  // mech21: 「…一番上のカードを公開する。それが…なら、<actions>。そうでないなら、<actions>。」
  revealBranchSentences(
    player,
    _wa,
    _c,
    deck,
    _k,
    _end,
    _end2,
    _sore,
    selector,
    ifWord,
    _c2,
    acts,
    otherwise,
    _s,
    back,
  ) {
    const elseNode = otherwise.children[0];
    const revealer = who(this, player, deck).player;
    const elseSide = elseNode ? (elseNode.toIR() as IRRevealBranch) : undefined;
    // 「そうでないなら、それをメインデッキの上か下に置く」 (t22b): the look is at the revealed deck
    // the ability's controller chooses, whoever's deck it is (deckOwner: as after 「対戦相手のメインデッキの…」)
    for (const act of elseSide?.actions ?? [])
      if (act.kind === 'look') Object.assign(act, { player: revealer, deckOwner: true });
    return sentenceOf(this, {
      kind: 'revealBranch',
      span: spanOf(this),
      player: revealer,
      selector: selector.toIR() as IRSelector,
      ...(ifWord.sourceString.includes('ない') ? { not: true as const } : {}),
      onMatch: acts.toIR() as IRRevealBranch,
      ...(elseSide ? { otherwise: elseSide } : {}),
      ...(back.children.length > 0 ? { backOnTop: true as const } : {}),
    });
  },
  revealBranchElse_acts(_stop, _else, _c, acts) {
    return acts.toIR();
  },
  // t22b: 「そうでないなら、それをメインデッキの上か下に置く」: the revealed card (still the top card: the else side does
  // nothing else) looked at where it is, left on top or put on the bottom as its looker chooses
  revealBranchElse_topOrBottom(_stop, _else, _c, _that, _wo, _c2, rest, _end) {
    const { restDeck } = rest.toIR() as Rest;
    const look: Look = {
      kind: 'look',
      span: spanOf(rest),
      player: { kind: 'you', span: spanOf(rest) }, // the revealed deck's player: set by revealBranchSentences
      count: 1,
      rest: 'mainTop',
      topOrBottom: true,
      ...(restDeck ? { restDeck } : {}),
    };
    return { span: spanOf(this), actions: [look] } satisfies IRRevealBranch;
  },
  revealActs(list) {
    const actions = list.asIteration().children.flatMap((a) => a.toIR() as IRAction | IRAction[]);
    const duration = branchDuration(list);
    return {
      span: spanOf(this),
      actions,
      ...(duration ? { duration } : {}),
      ...(this.sourceString.endsWith('もよい') ? { optional: true as const } : {}),
    } satisfies IRRevealBranch;
  },
  // 「手札に加え」「それをトラッシュに置く」: the revealed card moved
  revealAct_move(_that, _wo, _c, destination) {
    const at = spanAt(this.source.startIdx, this.source.startIdx);
    return {
      kind: 'move',
      span: spanOf(this),
      object: { kind: 'ref', span: at, ref: { kind: 'ref', span: at, word: 'it' } },
      to: destination.toIR() as Destination,
    } satisfies IRAction;
  },
  topCardOf(deck, _top, _card, _wo) {
    return deck.toIR();
  },
  revealIf(_sore, selector, _if, _c, _that, _wo, reveal, destination) {
    const optional = destination.sourceString.endsWith('もよい');
    return {
      span: spanOf(this),
      selector: selector.toIR(),
      upTo: 1,
      to: destination.toIR(),
      ...(optional ? {} : { exact: true }),
      ...(reveal.children.length > 0 ? { reveal: true as const } : {}),
    } satisfies Pick;
  },
  lookTopIfSentences(player, _wa, _c, deck, _look, _end, _end2, ifTrue, otherwise, _s) {
    const pick = ifTrue.toIR() as Pick;
    const rest: Rest = otherwise.children[0] ? (otherwise.children[0].toIR() as Rest) : { rest: 'keep' };
    return sentenceOf(this, look(this, { count: 1, pick, split: true, ...rest }, player, deck));
  },
  handLookAction(player, _wa, _c, owner, _hand, _look, _c2, _from, _c3, selector, count, _verb, _c4, dest) {
    const given = player.children[0];
    // 「…その中からカードを1枚選び、ゲームから除外する」 (t16b): removed from the game; else put into the trash
    const removed = dest.sourceString.endsWith('除外する');
    return {
      kind: 'pick',
      span: spanOf(this),
      player: given ? given.toIR() : youAt(this),
      zone: { span: spanOf(owner), player: owner.toIR(), zone: 'hand' },
      selector: selector.toIR(),
      ...(count.toIR() as { count: number; upTo: boolean }),
      to: removed ? 'excluded' : 'trash',
      seeAll: true,
    };
  },
  lookHandAction(player, _wa, _c, whose, _hand, _wo, _c2, _look) {
    const given = player.children[0];
    return {
      kind: 'lookHand',
      span: spanOf(this),
      player: given ? given.toIR() : youAt(this),
      whose: whose.toIR(),
    };
  },
  handOf(player, _no) {
    return player.toIR();
  },
  lookElse(_sep, _else, _c, _that, _wo, rest) {
    return rest.toIR();
  },
  lookSplitAction(player, _wa, _c, deck, _wo, _ue, n, _mai, _wo2, verb, _c2, pick, _c3, rest) {
    const counted = lookCount(n);
    const reveal = verb.sourceString.startsWith('公開') ? { reveal: true as const } : {};
    const { all, ...p } = pick.toIR() as Pick & { all?: true };
    const fields = {
      ...counted,
      pick: all ? { ...p, upTo: counted.count } : p,
      split: true as const,
      ...reveal,
    };
    return look(this, { ...fields, ...(rest.toIR() as Rest) }, player, deck);
  },
  splitPickAll(_from, _c, selector, _all, reveal, owner, _no, destination) {
    const ownerGiven = owner.children[0];
    return {
      span: spanOf(this),
      selector: selector.toIR() as IRSelector,
      upTo: 0, // every matching card: the look's count (lookSplitAction)
      to: destination.toIR() as Pick['to'],
      exact: true as const,
      all: true as const,
      ...(reveal.children.length > 0 ? { reveal: true as const } : {}),
      ...(ownerGiven ? { owner: ownerGiven.toIR() as IRPlayer } : {}),
    };
  },
  lookOnlyAction(player, _wa, _c, deck, _no, _ue, n, _mai, _wo, _look) {
    return look(this, { ...lookCount(n), rest: 'keep', split: true }, player, deck);
  },
  splitPick(_from, _c, selector, _wo, n, _mai, upTo, _wo2, _verb, _c2, reveal, owner, _no, destination) {
    const sel = selector.children[0];
    const ownerGiven = owner.children[0];
    // 「その中から…を1枚公開し、手札に加えてもよい」: 「…てもよい」 is up to that many, as 「1枚まで」 (i22ta: it was read as
    // 「選べるなら必ず」, the designer's 「もよい」 lost)
    const optional = destination.sourceString.endsWith('もよい');
    return {
      span: spanOf(this),
      selector: sel ? (sel.toIR() as IRSelector) : anyCard(this),
      upTo: n.toIR() as number,
      to: destination.toIR() as Pick['to'],
      ...(upTo.children.length > 0 || optional ? {} : { exact: true as const }),
      ...(reveal.children.length > 0 ? { reveal: true as const } : {}),
      ...(ownerGiven ? { owner: ownerGiven.toIR() as IRPlayer } : {}),
    } satisfies Pick;
  },
  splitRest(_rest, _wo, _c, to) {
    return to.toIR();
  },
  restTo_deck(order, deck, _no, where, _ni, order2, _verb): Rest {
    const restDeck = deck.toIR() as IRPlayer | undefined;
    const anyOrder = order.children.length > 0 || order2.children.length > 0;
    return {
      rest: where.sourceString.endsWith('下') ? 'mainBottom' : 'mainTop',
      ...(anyOrder ? { anyOrder: true as const } : {}),
      ...(restDeck ? { restDeck } : {}),
    };
  },
  // 「そうでなければ、そのカードをメインデッキの一番上か一番下に置く」 (issue 22, i22x8): the card left stays on top or goes to
  // the bottom, as its looker chooses
  restTopOrBottom(deck, _no, _where, _ni, _c, _how, _verb): Rest {
    const restDeck = deck.toIR() as IRPlayer | undefined;
    return { rest: 'mainTop', topOrBottom: true, ...(restDeck ? { restDeck } : {}) };
  },
  restTo_trash(_player, _no, _trash, _verb): Rest {
    return { rest: 'trash' };
  },
  restTo_shuffle(deck, _ni, _verb, _c, _then, _c2, _deck2, _wo, _sh, _suru): Rest {
    const restDeck = deck.toIR() as IRPlayer | undefined;
    return { rest: 'shuffle', ...(restDeck ? { restDeck } : {}) };
  },
  // 「好きな順番で…一番上か一番下に置く」 (issue 22, t16b): each card looked at on top or at the bottom, in the looker's order
  lookOrderTopOrBottom(order, rest): Rest {
    return { ...(rest.toIR() as Rest), ...(order.children.length > 0 ? { anyOrder: true as const } : {}) };
  },
  // 「…上から2枚を見て、（好きな順番で、）…の一番上か一番下に置く」 is the look of lookTopOrBottomManyAction (mech17: one IR,
  // not a split look whose rest is top-or-bottom); 「好きな順番で」 names the looker's order only for more than one card
  lookOrderAnyAction(player, _wa, _c, deck, _wo, _ue, n, _mai, _wo2, _look, _c2, rest) {
    const count = n.toIR() as number;
    const r = rest.toIR() as Rest;
    if (!r.topOrBottom) return look(this, { count, split: true, ...r }, player, deck);
    const { anyOrder, ...fields } = r;
    return look(this, { count, ...fields, ...(anyOrder && count !== 1 ? { anyOrder } : {}) }, player, deck);
  },
  millAction(player, _wa, _c, deck, _no, _ue, n, _mai, _wo, _c2, _owner, _no2, _trash, _verb) {
    return { kind: 'topCard', span: spanOf(this), to: 'trash', count: n.toIR(), ...who(this, player, deck) };
  },
  energyTopAction(player, _wa, _c, deck, _top, _c2, _face, _and, state, _jotai, _de, _c3, _field, _verb) {
    const s = state.children[0]?.sourceString;
    return {
      kind: 'placeEnergy',
      span: spanOf(this),
      count: 1,
      topCard: true,
      state: s === 'スリープ' ? 'sleep' : 'active',
      player: who(this, player, deck).player, // the deck's owner places it into their energy field
    };
  },
  randomDiscardAction_random(player, _wa, _c, hand, _random, _card, count, _mai, _wo2, _c2, _verb) {
    return randomDiscard(this, player, hand, count);
  },
  randomDiscardAction_after(player, _wa, _c, hand, count, _mai, _wo2, _c2, _random, _verb) {
    return randomDiscard(this, player, hand, count);
  },
  randomDiscardAction_before(player, _wa, _c, _random, hand, count, _mai, _wo2, _c2, _verb) {
    return randomDiscard(this, player, hand, count);
  },
  randomDiscardAction_chosen(player, _wa, _c, hand, _random, _chosen, _card, count, _mai, _wo2, _c2, _verb) {
    return randomDiscard(this, player, hand, count);
  },
};

/**
 * mech22: the first 「ターン終了時まで、」 written before an action of a reveal branch (chainAction's durPrefix) — the
 * branch's duration (mech21 read the actions alone, and a grant then lasted while the card stayed: a silent loss).
 */
function branchDuration(list: Node): IRPrefix | undefined {
  for (const item of list.asIteration().children) {
    const alt = item.child(0);
    if (alt.ctorName !== 'revealAct_action') continue;
    const dur = alt.child(0).child(0).children[0];
    if (dur) return dur.toIR() as IRPrefix;
  }
  return undefined;
}

/**
 * mech23: 「上から3枚」 or 「上からX枚」 (grammar count): a written number, or X with its 「Xは…に等しい」 — the count is then
 * 0 in the IR and `countX` says where X was written (RULING «A counted look», docs/engine.md).
 */
function lookCount(n: Node): { count: number; countX?: Span } {
  const c = n.toIR() as IRCount;
  if (c.kind === 'number') return { count: c.value };
  return { count: 0, countX: c.span };
}
