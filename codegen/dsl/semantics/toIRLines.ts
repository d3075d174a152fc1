// toIR for text lines: keywords, 【奥義】, 【空装】, 【ダメージトリガー】, [自動], activated abilities and plain
// effect lines (HF-12, HF-13), and their cost brackets (HF-12.4).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type { IRCost, IRKuusouCond, IRName, IROnce, IRSelfRef, IRTextLine } from '../ir.js';
import { spanOf } from './context.js';
import { withFace } from './toIRSetCards.js';

function line(node: Node, rest: Record<string, unknown>): IRTextLine {
  return { span: spanOf(node), comments: [], ...rest } as unknown as IRTextLine;
}

type CostOrOnce = IRCost | { kind: 'once'; span: IROnce['span'] };

/** The costs of a `costs` / `nonemptyCosts` node, without the [1ターンに1回] tag (HF-12.8). */
function costs(list: Node): IRCost[] {
  return costsAndOnce(list).filter((c): c is IRCost => c.kind !== 'once');
}

function costsAndOnce(list: Node): CostOrOnce[] {
  return list
    .child(0)
    .asIteration()
    .children.map((c) => c.toIR() as CostOrOnce);
}

/** 「1ターンに1回」 as a [bracket] among the costs, a lead phrase or a trailing （…）. */
function onceOf(list: Node, lead: Node, tail: Node): { once?: IROnce } {
  const bracket = costsAndOnce(list).find((c) => c.kind === 'once');
  if (bracket) return { once: { span: bracket.span, style: 'bracket' } };
  const l = lead.children[0];
  if (l) return { once: { span: spanOf(l), style: 'lead' } };
  const t = tail.children[0];
  if (!t) return {};
  // 「このカード名のこの能力は1ターンに1回。」 (issue 22, t17b)
  const byName = t.child(0).ctorName === 'onceTail_byName' ? { byName: true as const } : {};
  return { once: { span: spanOf(t), style: 'tail', ...byName } };
}

function cost(node: Node, rest: Record<string, unknown>): IRCost {
  return { span: spanOf(node), ...rest } as IRCost;
}

/** The card kinds a 【空装】 count condition names (「…を持つキャラクターカードが15枚以上」). */
const KUUSOU_CARD_KINDS = {
  キャラクターカード: 'character',
  コマンドカード: 'command',
  セットカード: 'set',
  ワールド・セット: 'worldSet',
  ワールドセット: 'worldSet',
} as const;

export const lineActions: HollowFluxActionDict<unknown> = {
  keywordLine(list) {
    return line(this, { kind: 'keywords', names: list.asIteration().children.map((k) => k.toIR()) });
  },
  ougiLine(_open, _colon, body, _close) {
    return line(this, body.toIR());
  },
  ougiBody_cond(_open, selector, _close) {
    return { kind: 'ougi', selector: selector.toIR() };
  },
  ougiBody_word(word) {
    return { kind: 'ougi', word: { name: word.sourceString.trim(), span: spanOf(word) } };
  },
  kuusouLine(_open, _sp1, _cond, _colon1, conds, _sp2, _eff, _colon2, body, _close) {
    return line(this, {
      kind: 'kuusou',
      conds: conds.asIteration().children.map((c) => c.toIR()),
      ...(body.toIR() as Record<string, unknown>),
    });
  },
  kuusouEffect_triggered(lead, trigger, lead2, effect) {
    const once = lead.children[0] ?? lead2.children[0];
    return {
      trigger: trigger.toIR(),
      sentences: (effect.toIR() as { sentences: unknown[] }).sentences,
      ...(once ? { once: { span: spanOf(once), style: 'lead' } } : {}),
    };
  },
  kuusouEffect_static(sentences) {
    return { sentences: sentences.children.map((s) => s.toIR()) };
  },
  kuusouCond_allTrait(yours, _deck, noun, _all, _comma, traits, _anyOf, _motsu) {
    return {
      kind: 'allTrait',
      span: spanOf(this),
      yours: yours.children.length > 0,
      characters: noun.sourceString === 'キャラクターカード',
      traits: traits.asIteration().children.map((t) => t.toIR()),
    } satisfies IRKuusouCond;
  },
  kuusouCond_minTrait(trait, _s, n, _ijou) {
    return {
      kind: 'minWithTrait',
      span: spanOf(this),
      trait: trait.toIR(),
      count: n.toIR(),
    } satisfies IRKuusouCond;
  },
  kuusouCond_minKind(_yours, _decks, _ni, _comma, trait, _motsu, noun, _ga, _comma2, _total, n, _ijou, _has) {
    const cardKind = KUUSOU_CARD_KINDS[noun.sourceString as keyof typeof KUUSOU_CARD_KINDS];
    // 「…に《X》を持つカードが合計15枚以上」: any card of both decks is 【空装】's plain trait count (HF-13.8)
    if (!cardKind && trait.children[0])
      return {
        kind: 'minWithTrait',
        span: spanOf(this),
        trait: trait.children[0].toIR() as IRName,
        count: n.toIR(),
      } satisfies IRKuusouCond;
    return {
      kind: 'minOfKind',
      span: spanOf(this),
      ...(cardKind ? { cardKind } : {}),
      count: n.toIR(),
      ...(trait.children[0] ? { trait: trait.children[0].toIR() as IRName } : {}),
    } satisfies IRKuusouCond;
  },
  kuusouCond_minOne(_yours, deck, _ni, _comma, trait, _motsu, noun, _ga, _comma2, _total, n, _ijou, _has) {
    const cardKind = KUUSOU_CARD_KINDS[noun.sourceString as keyof typeof KUUSOU_CARD_KINDS];
    return {
      kind: 'minOfKind',
      span: spanOf(this),
      ...(cardKind ? { cardKind } : {}),
      count: n.toIR(),
      ...(trait.children[0] ? { trait: trait.children[0].toIR() as IRName } : {}),
      deck: deck.sourceString === 'ガードデッキ' ? 'guard' : 'main',
    } satisfies IRKuusouCond;
  },
  kuusouCond_maxCopies(_s, n, _made) {
    return { kind: 'maxCopies', span: spanOf(this), count: n.toIR() } satisfies IRKuusouCond;
  },
  damageTriggerLine(_tag, _colon, effect) {
    return line(this, { kind: 'damageTrigger', effect: effect.toIR() });
  },
  autoLine(_tag, stray, sep, lead, body, tail) {
    const found = costs(stray);
    const parts = body.toIR() as Record<string, unknown>;
    return line(this, {
      kind: 'auto',
      sep: sep.sourceString.includes(':') ? 'colon' : 'space',
      ...onceOf(stray, lead, tail),
      ...parts,
      ...(found.length ? { strayCosts: found } : {}),
    });
  },
  modeLine(_dot, _sp, effect) {
    return line(this, { kind: 'mode', effect: effect.toIR() });
  },
  autoBody_triggered(trigger, optional, effect) {
    const lead = optional.children[0];
    return {
      trigger: trigger.toIR(),
      ...(lead ? { optional: { span: spanOf(lead) } } : {}),
      effect: effect.toIR(),
    };
  },
  numberedLine(no, _sp, inner) {
    return { ...(inner.toIR() as IRTextLine), no: no.toIR(), span: spanOf(this) };
  },
  abilityNo(_n) {
    return '①②③④⑤⑥⑦⑧⑨'.indexOf(this.sourceString) + 1;
  },
  onceRefLine_one(scope, _no1, no, _of, _wa, _comma, _once, _stop) {
    return line(this, { kind: 'onceRef', byName: scope.sourceString === 'このカード名', nos: [no.toIR()] });
  },
  // 「このカード名の①②の効果はそれぞれ1ターンに1回。」: each numbered ability once (t12a)
  onceRefLine_each(scope, _no1, first, _seps, rest, _of, _wa, _comma, _each, _comma2, _once, _stop) {
    const nos = [first.toIR() as number, ...rest.children.map((n) => n.toIR() as number)];
    return line(this, { kind: 'onceRef', byName: scope.sourceString === 'このカード名', nos });
  },
  autoBody_static(effect) {
    return { effect: effect.toIR() };
  },
  activatedLine(list, _colon, lead, useOnly, effect, tail) {
    const only = useOnly.children[0];
    return line(this, {
      kind: 'activated',
      ...onceOf(list, lead, tail),
      ...(only ? { useOnly: only.toIR() } : {}),
      costs: costs(list),
      effect: effect.toIR(),
    });
  },
  strayCostLine(list, rest) {
    const inner = rest.toIR() as IRTextLine;
    const bracket = costsAndOnce(list).find((c) => c.kind === 'once');
    const once =
      bracket && inner.kind === 'auto' && !inner.once
        ? { once: { span: bracket.span, style: 'bracket' } }
        : {};
    const stray = [...costs(list), ...(inner.strayCosts ?? [])];
    return { ...inner, ...once, span: spanOf(this), ...(stray.length ? { strayCosts: stray } : {}) };
  },
  effectLine(effect) {
    return line(this, { kind: 'effect', effect: effect.toIR() });
  },

  cost(_open, body, _close) {
    return cost(this, body.toIR());
  },
  costBody_once(_w) {
    return { kind: 'once' };
  },
  costBody_carnage(_c, n) {
    const amount = n.toIR();
    return amount.kind === 'x' ? { kind: 'carnageX' } : { kind: 'carnage', amount: amount.value };
  },
  costBody_sleep(_s) {
    return { kind: 'sleep' };
  },
  costBody_selfRemove(_self, _wo, _verb) {
    return { kind: 'selfRemove', text: this.sourceString };
  },
  costBody_damage(cost) {
    return cost.toIR();
  },
  selfDamageCost_take(_you, _wa, _comma, n, _ten, _verb) {
    return { kind: 'damage', amount: n.toIR() };
  },
  selfDamageCost_deal(_you, _ni, _comma, n, _ten, _verb) {
    return { kind: 'damage', amount: n.toIR() };
  },
  costBody_destroy(selector, n, _verb) {
    return { kind: 'destroy', count: n.toIR(), selector: selector.toIR() };
  },
  // 「[あなたのトラッシュのカードを1枚ゲームから除外する]」 (i22ta9)
  costBody_exileTrash(_you, _c, _trash, _no, selector, _wo, n, _s, _wo2, _game, _verb) {
    const sel = selector.children[0];
    return { kind: 'exileTrash', count: n.toIR(), ...(sel ? { selector: sel.toIR() } : {}) };
  },
  // 「[このキャラクターに裏向きでセットされているカードを1枚トラッシュに置く]」 (mech14)
  costBody_trashAttached(host, on, _comma, selector, n, _verb) {
    return {
      kind: 'trashAttached',
      host: host.toIR(),
      count: n.toIR(),
      selector: withFace(selector.toIR(), on),
    };
  },
  costHost_self(self) {
    return self.toIR();
  },
  // 「このワールド・セットに」: the world set names itself by its kind, printed 「このカード」 (mech14)
  costHost_worldSet(_w) {
    return { kind: 'self', span: spanOf(this), word: 'thisCard' } satisfies IRSelfRef;
  },
  costBody_trashChar(selector, n, _verb) {
    return { kind: 'trashCharacter', count: n.toIR(), selector: selector.toIR() };
  },
  charCostCount(_wo, n, _unit, _wo2) {
    return n.toIR();
  },
  costBody_discard(_hand, _no, selector, _wo, n, _s, _verb) {
    const sel = selector.children[0];
    return { kind: 'discard', count: n.toIR(), ...(sel ? { selector: sel.toIR() } : {}) };
  },
  // 「[自分の手札を1枚捨てる]」: the discard cost, its player named (issue 22, i22ta6)
  costBody_discardOwn(_you, _hand, _wo, n, _s, _verb) {
    return { kind: 'discard', count: n.toIR() };
  },
  // 「[あなたの手札にある《錬金》を持つカード1枚をトラッシュに置く]」: the discard cost with a filter (issue 22)
  costBody_handCard(_you, _hand, _aru, selector, _wo, n, _s, _wo2, _verb) {
    return { kind: 'discard', count: n.toIR(), selector: selector.toIR() };
  },
  costBody_energy(n) {
    const amount = n.toIR();
    return amount.kind === 'x' ? { kind: 'energyX' } : { kind: 'energy', amount: amount.value };
  },
  costBody_other(text) {
    return { kind: 'other', text: text.sourceString };
  },
};
