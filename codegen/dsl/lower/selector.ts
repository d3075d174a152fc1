// Selectors → CardFilter and TargetSpec (HF-5.4, HF-12.5). A 「キャラクター」 noun becomes kind: ['character']
// only where the consumer does not already restrict to characters (continuous effects, triggers, counts).
import type { CardFilter, CardKind, KeywordName, TargetSpec } from '../../../src/core/cardTypes.js';
import type { IRName, IRQual, IRSelector, IRTargetPhrase, NounWord } from '../ir.js';
import type { CardEnv } from './env.js';
import { notKindOfSameNoun } from './notKindOf.js';

// 「セットカード」 is a set card or a world set: 000 (3) 「セットカードの一種である「ワールド・セット」」 (HF-4.6).
// Phrases naming cards set on a host are read elsewhere (the host, lowerAttachedTargetSpec): a world set is
// never set on anything, so the kind alone never lets one in there.
const NOUN_KINDS: Partial<Record<NounWord, readonly CardKind[]>> = {
  character: ['character'],
  characterCard: ['character'],
  worldSet: ['worldSet'],
  setCard: ['set', 'worldSet'],
  command: ['command'],
  commandCard: ['command'],
};

/** The card kinds, for 「…以外の」 (issue 22, i22ta7). */
const ALL_KINDS: readonly CardKind[] = ['character', 'command', 'set', 'worldSet'];

/** 「キャラクターカード以外の」: the kinds each word of grammar rule notKindWord names. */
const NOT_KIND_WORDS: Record<string, readonly CardKind[]> = {
  キャラクターカード: ['character'],
  キャラクター: ['character'],
  コマンドカード: ['command'],
  コマンド: ['command'],
  セットカード: ['set', 'worldSet'],
  ワールド・セット: ['worldSet'],
};

/** The identifier (KeywordName) of the keyword a 【name】 stands for; reports HF-E012 when none is defined. */
export function keywordId(name: IRName, env: CardEnv): KeywordName | undefined {
  const entry = env.keywords.get(name.name);
  if (!entry) env.report({ code: 'HF-E012', span: name.span, args: { name: name.name } });
  return entry?.id;
}

function addQual(filter: CardFilter, qual: IRQual, env: CardEnv): void {
  switch (qual.kind) {
    case 'power':
      if (qual.compare === 'atMost') filter.powerAtMost = qual.value;
      else filter.powerAtLeast = qual.value;
      return;
    case 'powerSelf':
      if (qual.compare === 'atMost') filter.powerAtMostSelf = true;
      else filter.powerAtLeastSelf = true;
      return;
    case 'owner':
      filter.owner = qual.owner;
      return;
    case 'cost':
      if (qual.compare === 'atMost') filter.costAtMost = qual.value;
      else filter.costAtLeast = qual.value;
      return;
    case 'state':
      filter.state = qual.state;
      return;
    case 'combat':
      filter.combat = qual.role;
      return;
    case 'attached':
      // 「…セットされていない」: fewer than `atLeast` (none, with no count) (issue 22, i22x)
      if (qual.none) filter.attachedAtMost = qual.atLeast - 1;
      else filter.attachedAtLeast = qual.atLeast;
      if (qual.trait) filter.attachedTraits = [qual.trait.name];
      if (qual.name) filter.attachedNames = [qual.name.name];
      return;
    case 'faceUp':
      filter.faceUp = qual.up;
      return;
    case 'trait':
      filter.traits = [...(filter.traits ?? []), qual.name.name];
      return;
    case 'anyTrait':
      filter.anyTraits = qual.names.map((t) => t.name);
      return;
    case 'nameContains':
      filter.nameContains = qual.name.name;
      return;
    case 'name':
      filter.name = qual.name.name;
      return;
    case 'notName':
      filter.notName = qual.name.name;
      return;
    case 'declared': // issue 22: bound to the declared value on resolution (src/engine/declared.ts)
      filter.declared = qual.what;
      return;
    case 'lacksTrait':
      filter.lacksTraits = [...(filter.lacksTraits ?? []), qual.name.name];
      return;
    case 'notKind': // lowerFilter narrows the kinds (it knows the noun's)
      return;
    case 'hasKeyword': {
      const k = keywordId(qual.name, env);
      if (k) filter.hasKeyword = k;
      return;
    }
    case 'lacksKeyword': {
      const k = keywordId(qual.name, env);
      if (k) filter.lacksKeyword = k;
      return;
    }
    case 'notSelf':
      filter.notSelf = true;
      return;
    case 'controller':
      filter.controller = qual.who;
      return;
    case 'damaged':
      filter.damaged = qual.damaged;
      return;
    case 'didThisTurn':
      if (qual.act === 'attack') filter.attackedThisTurn = qual.did;
      else filter.defendedThisTurn = qual.did;
      return;
    case 'notHostOfFormer':
      // only the second of two targets reads it (lower/effect.ts applyTarget): anywhere else it would be lost
      env.report({
        code: 'HF-E040',
        span: qual.span,
        args: {
          mechanic:
            '前の対象がセットされていないという条件（「セットカード1枚と、前者がセットされていないキャラクター一体を対象とし」は書けます）',
          mechanicEn:
            'not the host of an earlier target (supported as the second of two targets after a set card)',
          phrase: `${qual.word}がセットされていない`,
          nearest:
            'あなたのキャラクターにセットされているセットカード1枚と、前者がセットされていないあなたのキャラクター一体を対象とし、前者を後者にセットし直す。',
        },
      });
      return;
    case 'notMoved':
      // only a pick reads it (lower/action.ts): anywhere else it would be lost
      env.report({
        code: 'HF-E040',
        span: qual.span,
        args: {
          mechanic: '前の処理で動いたカードを除く選び方（「…から今加えたカード以外の…を選び」は書けます）',
          mechanicEn: 'excluding the cards an earlier step moved (supported in a choice from a zone)',
          phrase: `${qual.now}${qual.verb}${qual.noun}以外の`,
          nearest: 'あなたのトラッシュからカードを1枚選び、手札に加える。',
        },
      });
      return;
    case 'damageTrigger':
      filter.hasDamageTrigger = qual.has;
  }
}

/** The negated qualifier joins the others: lists of traits add up, the rest is one field each. */
function mergeNegation(filter: CardFilter, negation: CardFilter): void {
  const { lacksTraits, traits, ...rest } = negation;
  if (lacksTraits) filter.lacksTraits = [...(filter.lacksTraits ?? []), ...lacksTraits];
  if (traits) filter.traits = [...(filter.traits ?? []), ...traits];
  Object.assign(filter, rest);
}

/** The filter of a selector; `impliedKind` adds the noun's card kind (see the file comment). */
export function lowerFilter(selector: IRSelector, env: CardEnv, impliedKind: boolean): CardFilter {
  const filter: CardFilter = {};
  const kind = NOUN_KINDS[selector.noun];
  const excludedOf = (q: IRQual) => (q.kind === 'notKind' ? (NOT_KIND_WORDS[q.word] ?? []) : []);
  // sc14: 「《竜》を持つキャラクター以外のキャラクター」: the characters without the quality (lower/notKindOf.ts)
  const sameNoun = notKindOfSameNoun(selector, kind, excludedOf, env, keywordId);
  const quals = sameNoun
    ? selector.quals.filter((q) => !sameNoun.before.includes(q) && q.kind !== 'notKind')
    : selector.quals;
  for (const qual of quals) addQual(filter, qual, env);
  for (const qual of selector.tail ?? []) addQual(filter, qual, env);
  if (sameNoun) mergeNegation(filter, sameNoun.negation);
  if (kind && (impliedKind || kind[0] !== 'character')) filter.kind = [...kind];
  // 「キャラクターカード以外のカード」: every kind the noun allows but the one named (issue 22, i22ta7)
  const excluded = sameNoun ? [] : [...selector.quals, ...(selector.tail ?? [])].flatMap(excludedOf);
  if (excluded.length > 0) filter.kind = (filter.kind ?? [...ALL_KINDS]).filter((k) => !excluded.includes(k));
  if (env.kind === 'set' && filter.notSelf && !setCardSelfReadable(selector, env)) {
    const { notSelf: _reported, ...kept } = filter;
    return kept;
  }
  return filter;
}

/**
 * fixc task 7 (RULING, docs/engine.md): on a set card 「このカード」 is the set card itself and 「このキャラクター」
 * its host, in filters as in references (refs.ts). `notSelf` excludes the ability's own card, which is the host
 * (an ability the set card gives it, a continuous ability) except in 「このカードがセットされた時」, where it is the
 * set card. A 「…以外の」 that names the other one is reported, never read as the wrong card.
 */
function setCardSelfReadable(selector: IRSelector, env: CardEnv): boolean {
  const q = [...selector.quals, ...(selector.tail ?? [])].find((x) => x.kind === 'notSelf');
  if (q?.kind !== 'notSelf' || q.word === 'other') return true; // 「他の」: other than the ability's own card
  const namesSetCard = q.word === 'thisCard';
  if (namesSetCard === (env.selfIsSetCard === true)) return true;
  const phrase = `${q.word === 'thisCard' ? 'このカード' : q.word === 'this' ? 'これ' : 'このキャラクター'}以外の`;
  if (namesSetCard && (selector.noun === 'character' || selector.noun === 'characterCard')) {
    // the set card is no character: excluding it would exclude nothing
    env.report({
      code: 'HF-E025',
      span: q.span,
      args: {
        phrase,
        where:
          'セットカードのキャラクターの指定（「このカード」はこのセットカード自身でキャラクターではありません。セット先を除くなら「このキャラクター以外の」）',
        whereEn:
          "a set card's choice of characters (「このカード」 is the set card itself, no character; write 「このキャラクター以外の」 to leave out its host)",
      },
    });
    return false;
  }
  env.report({
    code: 'HF-E040',
    span: q.span,
    args: namesSetCard
      ? {
          mechanic: 'セットカード自身を除いてカードを選ぶこと',
          mechanicEn: 'choosing cards other than this set card itself',
          phrase,
          nearest: 'セットカード1枚を対象とし、それを破壊する。',
        }
      : {
          mechanic: '「このカードがセットされた時」の効果でセット先を除いてカードを選ぶこと',
          mechanicEn: 'leaving out the host in a 「このカードがセットされた時」 effect',
          phrase,
          nearest: 'あなたのキャラクター1体を対象とし、それのパワーを+1000する。',
        },
  });
  return false;
}

/** HF-5.10: 「二体を対象とし」 (count 2), 「二体まで対象とし」 (upTo); one is the default and not written. */
function counted(count: number, upTo: boolean): { count?: number; upTo?: true } {
  return { ...(count !== 1 ? { count } : {}), ...(upTo ? { upTo: true as const } : {}) };
}

/** 「<selector>一体を対象とし」 → a target spec; only characters and world sets can be targets on the battlefield. */
export function lowerTargetSpec(
  selector: IRSelector,
  env: CardEnv,
  count = 1,
  upTo = false,
  withWorldSets?: true,
): TargetSpec | undefined {
  // 「（ワールド・セットを含む）」 belongs to 「セットカード」 only (a world set is one of them anyway, 000 (3))
  if (withWorldSets && selector.noun !== 'setCard') {
    env.report({ code: 'HF-E041', span: selector.span });
    return undefined;
  }
  const n = counted(count, upTo);
  if (selector.noun === 'character')
    return { kind: 'character', filter: lowerFilter(selector, env, false), ...n };
  if (selector.noun === 'worldSet') {
    const { kind: _kind, ...filter } = lowerFilter(selector, env, false);
    return Object.keys(filter).length ? { kind: 'worldSet', filter, ...n } : { kind: 'worldSet', ...n };
  }
  // 「セットカード1枚を対象とし」: any set card on the battlefield, a world set too (000 (3), issue 22)
  if (selector.noun === 'setCard') return setCardSpec(selector, env, undefined, n);
  env.report({ code: 'HF-E041', span: selector.span });
  return undefined;
}

/** The filter of the set card itself: its noun says nothing more (every card set on a host is a set card). */
function setCardSpec(
  selector: IRSelector,
  env: CardEnv,
  host: CardFilter | 'self' | undefined,
  n: { count?: number; upTo?: true },
): TargetSpec {
  // On a set card 「このカード以外のセットカード」 (the set card itself) is checked by lowerFilter (fixc task 7).
  const { kind: _kind, ...filter } = lowerFilter(selector, env, false);
  return {
    kind: 'setCard',
    ...(Object.keys(filter).length ? { filter } : {}),
    ...(host !== undefined ? { host } : {}),
    ...n,
  };
}

/**
 * 「キャラクターにセットされているセットカード1枚を対象とし」「このキャラクターにセットされているカード1枚を対象とし」
 * (HF-4.4, issue 22): a set card on a host; only 「カード」 or 「セットカード」 can be set on something.
 */
export function lowerAttachedTargetSpec(
  target: Extract<IRTargetPhrase, { kind: 'attached' }>,
  env: CardEnv,
): TargetSpec | undefined {
  if (target.selector.noun !== 'setCard' && target.selector.noun !== 'card') {
    env.report({ code: 'HF-E041', span: target.selector.span });
    return undefined;
  }
  const host = target.host.kind === 'self' ? 'self' : lowerFilter(target.host.selector, env, true);
  return setCardSpec(target.selector, env, host, counted(target.count, target.upTo));
}

/** 「あなたのトラッシュのキャラクターカード一枚を対象とし」 → a card in a zone (HF-5.4, HF-5.10). */
export function lowerZoneTargetSpec(
  target: Extract<IRTargetPhrase, { kind: 'zone' }>,
  env: CardEnv,
): TargetSpec {
  const who = target.zone.player?.kind;
  const player = who === 'you' || who === 'opponent' ? who : 'any';
  return {
    kind: 'cardInZone',
    zone: target.zone.zone,
    player,
    filter: lowerFilter(target.selector, env, true),
    ...counted(target.count, target.upTo),
  };
}
