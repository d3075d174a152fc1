// Selectors → CardFilter and TargetSpec (HF-5.4, HF-12.5). A 「キャラクター」 noun becomes kind: ['character']
// only where the consumer does not already restrict to characters (continuous effects, triggers, counts).
import type { CardFilter, CardKind, KeywordName, TargetSpec } from '../../../src/core/cardTypes.js';
import type { IRName, IRQual, IRSelector, NounWord } from '../ir.js';
import type { CardEnv } from './env.js';

const NOUN_KINDS: Partial<Record<NounWord, CardKind>> = {
  character: 'character',
  worldSet: 'worldSet',
  setCard: 'set',
  command: 'command',
};

/** The engine keyword a 【name】 stands for; reports HF-E012 / HF-E033 when there is none. */
export function builtinKeyword(
  name: IRName,
  env: CardEnv,
  use: string,
  useEn: string,
): KeywordName | undefined {
  const entry = env.keywords.get(name.name);
  if (!entry) {
    env.report({ code: 'HF-E012', span: name.span, args: { name: name.name } });
    return undefined;
  }
  if (!entry.builtin) env.report({ code: 'HF-E033', span: name.span, args: { name: name.name, use, useEn } });
  return entry.builtin;
}

function addQual(filter: CardFilter, qual: IRQual, env: CardEnv): void {
  switch (qual.kind) {
    case 'power':
      if (qual.compare === 'atMost') filter.powerAtMost = qual.value;
      else filter.powerAtLeast = qual.value;
      return;
    case 'state':
      filter.state = qual.state;
      return;
    case 'trait':
      filter.traits = [...(filter.traits ?? []), qual.name.name];
      return;
    case 'nameContains':
      filter.nameContains = qual.name.name;
      return;
    case 'name':
      filter.name = qual.name.name;
      return;
    case 'hasKeyword': {
      const k = builtinKeyword(qual.name, env, 'キーワードを持つカードの指定', 'a keyword filter');
      if (k) filter.hasKeyword = k;
      return;
    }
    case 'lacksKeyword': {
      const k = builtinKeyword(qual.name, env, 'キーワードを持たないカードの指定', 'a keyword filter');
      if (k) filter.lacksKeyword = k;
      return;
    }
    case 'notSelf':
      filter.notSelf = true;
      return;
    case 'controller':
      filter.controller = qual.who;
  }
}

/** The filter of a selector; `impliedKind` adds the noun's card kind (see the file comment). */
export function lowerFilter(selector: IRSelector, env: CardEnv, impliedKind: boolean): CardFilter {
  const filter: CardFilter = {};
  for (const qual of selector.quals) addQual(filter, qual, env);
  const kind = NOUN_KINDS[selector.noun];
  if (kind && (impliedKind || kind !== 'character')) filter.kind = [kind];
  return filter;
}

/** 「<selector>一体を対象とし」 → a target spec; only characters and world sets can be targets on the battlefield. */
export function lowerTargetSpec(selector: IRSelector, env: CardEnv): TargetSpec | undefined {
  if (selector.noun === 'character') return { kind: 'character', filter: lowerFilter(selector, env, false) };
  if (selector.noun === 'worldSet') {
    const { kind: _kind, ...filter } = lowerFilter(selector, env, false);
    return Object.keys(filter).length ? { kind: 'worldSet', filter } : { kind: 'worldSet' };
  }
  env.report({
    code: 'HF-E030',
    span: selector.span,
    args: {
      reason: '対象にできるのはキャラクターかワールド・セット（またはプレイ中のカード）です。',
      reasonEn: 'Only a character or a world set (or a card being played) can be a target.',
    },
  });
  return undefined;
}
