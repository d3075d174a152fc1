// toIR for tokens, card selectors, references and players (HF-12.5, HF-14.1).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type {
  Compare,
  CountCompare,
  IRCount,
  IRName,
  IRObject,
  IRPlayer,
  IRQual,
  IRRef,
  IRSelector,
  IRSelfRef,
  IRZoneOf,
  RefWord,
  SelfWord,
} from '../ir.js';
import { NOUN_WORDS, SELF_WORDS, ZONE_WORDS, readWord } from '../vocabulary.js';
import { originalOf, spanOf } from './context.js';

const KANJI_DIGITS = '〇一二三四五六七八九';

function bracketed(this: Node, _open: Node, inner: Node, _close: Node): IRName {
  return { name: originalOf(inner), span: spanOf(this) };
}

function ref(node: Node, word: RefWord): IRRef {
  return { kind: 'ref', span: spanOf(node), word };
}

function qual(node: Node, q: Record<string, unknown>): IRQual {
  return { span: spanOf(node), ...q } as IRQual;
}

export function selfWord(node: Node): SelfWord {
  return readWord(SELF_WORDS, node.sourceString);
}

export const selectorActions: HollowFluxActionDict<unknown> = {
  number(_digits) {
    const text = this.sourceString;
    return KANJI_DIGITS.includes(text) ? KANJI_DIGITS.indexOf(text) : Number.parseInt(text, 10);
  },
  count(n) {
    const span = spanOf(this);
    return (
      this.sourceString === 'X' ? { kind: 'x', span } : { kind: 'number', span, value: n.toIR() }
    ) as IRCount;
  },
  amount_xTimes(_x, _times, n) {
    return { kind: 'x', span: spanOf(this), times: n.toIR() } satisfies IRCount;
  },
  amount_valueTimes(expr, _times, n) {
    return { kind: 'expr', span: spanOf(this), expr: expr.toIR(), times: n.toIR() } satisfies IRCount;
  },
  amount_plain(count) {
    return count.toIR();
  },
  zoneOf(player, _no, zone) {
    const p = player.children[0];
    return { span: spanOf(this), ...(p ? { player: p.toIR() } : {}), zone: zone.toIR() } satisfies IRZoneOf;
  },
  fieldOf(player, _no, _field) {
    const p = player.children[0];
    return { span: spanOf(this), ...(p ? { player: p.toIR() } : {}) };
  },
  signedNumber(sign, n) {
    return sign.sourceString === '-' ? -n.toIR() : n.toIR();
  },
  sign(_s) {
    return this.sourceString === '-' ? -1 : 1;
  },
  compare(_c) {
    return (this.sourceString === '以上' ? 'atLeast' : 'atMost') satisfies Compare;
  },
  // 「より多い」「を超える」 → more, 「より少ない」「未満」 → less (issue 22, mech21)
  countStrict(_c) {
    return (/多|超/.test(this.sourceString) ? 'more' : 'less') satisfies CountCompare;
  },
  zone(_z) {
    return readWord(ZONE_WORDS, this.sourceString);
  },
  traitRef: bracketed,
  keywordTag: bracketed,
  quoted: bracketed,

  selector(quals, noun, tail) {
    const after = tail.children[0];
    const written = noun.child(0);
    // 「「名前」」 alone: the cards of that name (issue 22), read as 「「名前」という名前のカード」
    const named =
      written.ctorName === 'quoted'
        ? [{ kind: 'name' as const, span: spanOf(written), name: written.toIR() as IRName }]
        : [];
    return {
      kind: 'selector',
      span: spanOf(this),
      quals: [...quals.children.map((q) => q.toIR() as IRQual), ...named],
      noun: named.length ? 'card' : readWord(NOUN_WORDS, noun.sourceString),
      ...(after ? { tail: after.toIR() as IRQual[] } : {}),
    } satisfies IRSelector;
  },
  namedCard(name, _ahead) {
    const at = spanOf(this);
    return {
      kind: 'selector',
      span: at,
      quals: [{ kind: 'name', span: at, name: name.toIR() }],
      noun: 'card',
    } satisfies IRSelector;
  },
  selectorTail(_uchi, _comma, quals, _mono) {
    return quals.children.map((q) => q.toIR());
  },
  tailQual_owner(owner) {
    return owner.toIR();
  },
  tailQual_power(_p, n, compare, _de) {
    return qual(this, { kind: 'power', value: n.toIR(), compare: compare.toIR() });
  },
  tailQual_cost(_c, _ga, n, compare, _de) {
    return qual(this, { kind: 'cost', value: n.toIR(), compare: compare.toIR() });
  },
  tailQual_state(state, _jotai, _de) {
    return qual(this, { kind: 'state', state: state.sourceString === 'スリープ' ? 'sleep' : 'active' });
  },
  tailQual_plain(q) {
    return q.toIR();
  },
  qual_owner(owner) {
    return owner.toIR();
  },
  ownerIs_after(_w, who, _de) {
    return qual(this, { kind: 'owner', owner: who.sourceString === 'あなた' ? 'you' : 'opponent' });
  },
  ownerIs_before(who, _w, _comma) {
    const you = who.sourceString === 'あなた' || who.sourceString === '自分';
    return qual(this, { kind: 'owner', owner: you ? 'you' : 'opponent' });
  },
  qual_power(_p, n, compare, _no) {
    return qual(this, { kind: 'power', value: n.toIR(), compare: compare.toIR() });
  },
  qual_cost(_c, n, compare, _no) {
    return qual(this, { kind: 'cost', value: n.toIR(), compare: compare.toIR() });
  },
  qual_attached(of, _w, _ga, n, _mai, _ijou, done, _comma, _next) {
    const c = n.children[0];
    const t = of.children[0];
    const named = t?.ctorName === 'attachedNameOf';
    const none = done.child(0).ctorName === 'setDone_none';
    return qual(this, {
      kind: 'attached',
      atLeast: c ? c.toIR() : 1,
      ...(t && !named ? { trait: t.toIR() } : {}),
      ...(t && named ? { name: t.toIR() } : {}),
      ...(none ? { none: true as const } : {}),
    });
  },
  // 「「若芽」がセットされていない、…キャラクター」: the set cards' name (issue 22, mech18)
  qual_attachedName(name, _ga, n, _mai, _ijou, done, _comma, _next) {
    const c = n.children[0];
    const none = done.child(0).ctorName === 'setDone_none';
    return qual(this, {
      kind: 'attached',
      atLeast: c ? c.toIR() : 1,
      name: name.toIR(),
      ...(none ? { none: true as const } : {}),
    });
  },
  attachedTraitOf(name, _of) {
    return name.toIR();
  },
  attachedNameOf(name, _of) {
    return name.toIR();
  },
  qual_faceUp(_w) {
    return qual(this, { kind: 'faceUp', up: true });
  },
  qual_faceDown(_w, _next) {
    return qual(this, { kind: 'faceUp', up: false });
  },
  qual_combat(role) {
    return role.toIR();
  },
  tailQual_combat(role) {
    return role.toIR();
  },
  combatRole_attacking(_w) {
    return qual(this, { kind: 'combat', role: 'attacking' });
  },
  combatRole_defending(_w) {
    return qual(this, { kind: 'combat', role: 'defending' });
  },
  qual_state(state, _de) {
    return qual(this, { kind: 'state', state: state.sourceString === 'スリープ' ? 'sleep' : 'active' });
  },
  qual_anyTrait(first, _ka, rest, _of, _motsu) {
    const names = [first, ...rest.children];
    return qual(this, { kind: 'anyTrait', names: names.map((n) => n.toIR()) });
  },
  qual_powerSelf(_p, _self, _no, compare, _de) {
    return qual(this, { kind: 'powerSelf', compare: compare.toIR() });
  },
  qual_traitOf(name, _no, _next) {
    return qual(this, { kind: 'trait', name: name.toIR() });
  },
  qual_trait(name, _motsu) {
    return qual(this, { kind: 'trait', name: name.toIR() });
  },
  qual_nameContains(name, _s) {
    return qual(this, { kind: 'nameContains', name: name.toIR() });
  },
  qual_notName(name, _s) {
    return qual(this, { kind: 'notName', name: name.toIR() });
  },
  qual_lacksTrait(name, _s) {
    return qual(this, { kind: 'lacksTrait', name: name.toIR() });
  },
  qual_notKind(word, _s, _next) {
    return qual(this, { kind: 'notKind', word: word.sourceString });
  },
  qual_declared(verb, _did, what) {
    // issue 22: 「宣言した種別の」「宣言した名前の」「指定した分類を持つ」
    const w = what.children[0].ctorName.replace('declaredWhat_', '');
    return qual(this, { kind: 'declared', what: w, verb: verb.sourceString });
  },
  qual_name(name, _s) {
    return qual(this, { kind: 'name', name: name.toIR() });
  },
  qual_hasKeyword(name, _s) {
    return qual(this, { kind: 'hasKeyword', name: name.toIR() });
  },
  qual_lacksKeyword(name, _s) {
    return qual(this, { kind: 'lacksKeyword', name: name.toIR() });
  },
  qual_notSelf(self, _s) {
    return qual(this, { kind: 'notSelf', word: selfWord(self) });
  },
  qual_controller(who, _no) {
    const you = who.sourceString === 'あなた' || who.sourceString === '自分';
    return qual(this, { kind: 'controller', who: you ? 'you' : 'opponent' });
  },
  qual_other(_w) {
    return qual(this, { kind: 'notSelf', word: 'other' });
  },
  qual_notHostOfFormer(word, _ga, _set, _c, _next) {
    return qual(this, { kind: 'notHostOfFormer', word: word.sourceString });
  },

  object_all(selector, _all) {
    return { kind: 'all', span: spanOf(this), selector: selector.toIR(), explicit: true } satisfies IRObject;
  },
  object_ref(r) {
    return { kind: 'ref', span: spanOf(this), ref: r.toIR() } satisfies IRObject;
  },
  object_each(selector) {
    return { kind: 'all', span: spanOf(this), selector: selector.toIR(), explicit: false } satisfies IRObject;
  },

  ref_madeActive(_by, _w, _state, _did, _noun, _all) {
    return ref(this, 'madeActive');
  },
  ref_madeAsleep(_by, _w, _state, _did, _noun, _all) {
    return ref(this, 'madeAsleep');
  },
  ref_attackerOfThis(_w) {
    return ref(this, 'attackerOfThis');
  },
  ref_attacking(_w) {
    return ref(this, 'attacking');
  },
  ref_defending(_w) {
    return ref(this, 'defending');
  },
  ref_destroyedVictim(_w) {
    return ref(this, 'destroyedVictim');
  },
  ref_hostOfThis(_w) {
    return ref(this, 'hostOfThis');
  },
  ref_thisCharacter(_w) {
    return ref(this, 'thisCharacter');
  },
  ref_thisCharacterCard(_w) {
    return ref(this, 'thisCharacterCard');
  },
  ref_thisCard(_w) {
    return ref(this, 'thisCard');
  },
  ref_this(_w) {
    return ref(this, 'this');
  },
  ref_it(w) {
    const it = ref(this, 'it');
    return w.sourceString === 'そのキャラクター' ? { ...it, character: true as const } : it;
  },
  ref_them(_w) {
    return ref(this, 'them');
  },
  ref_former(_w) {
    return ref(this, 'former');
  },
  ref_latter(_w) {
    return ref(this, 'latter');
  },
  selfRef(_w) {
    return { kind: 'self', span: spanOf(this), word: selfWord(this) } satisfies IRSelfRef;
  },

  playerRef_you(_w) {
    return { kind: 'you', span: spanOf(this) } satisfies IRPlayer;
  },
  playerRef_opponent(_w) {
    return { kind: 'opponent', span: spanOf(this) } satisfies IRPlayer;
  },
  playerRef_controllerOf(r, _w) {
    return { kind: 'controllerOf', span: spanOf(this), ref: r.toIR() } satisfies IRPlayer;
  },
  playerRef_ownerOf(r, _w) {
    return { kind: 'ownerOf', span: spanOf(this), ref: r.toIR() } satisfies IRPlayer;
  },
};
