// sc14 (issue 22, HF-5.4): 「<X>キャラクター以外のキャラクター」 — every character that is not an X character. The
// qualifiers written before 「キャラクター以外の」 describe the characters left out, so each is negated; 「キャラクター以外の
// カード」 (another kind, i22ta7) is read in selector.ts. Only one qualifier can be negated into a filter (not A and
// B is not A or not B): two or more, or one with no opposite, are reported (HF-E040), never read as something else.
import type { CardFilter, CardKind, KeywordName } from '../../../src/core/cardTypes.js';
import type { IRName, IRQual, IRSelector } from '../ir.js';
import type { CardEnv } from './env.js';

/** selector.ts's keywordId, handed in (importing it would make a cycle). */
type KeywordOf = (name: IRName, env: CardEnv) => KeywordName | undefined;

const opposite = <T extends string>(v: T, a: T, b: T): T => (v === a ? b : a);

/** The filter of every card without the quality (undefined: no single filter says it). */
function negated(q: IRQual, env: CardEnv, keywordId: KeywordOf): CardFilter | undefined {
  switch (q.kind) {
    case 'trait':
      return { lacksTraits: [q.name.name] };
    case 'anyTrait':
      return { lacksTraits: q.names.map((n) => n.name) };
    case 'lacksTrait':
      return { traits: [q.name.name] };
    case 'controller':
      return { controller: opposite(q.who, 'you', 'opponent') };
    case 'owner':
      return { owner: opposite(q.owner, 'you', 'opponent') };
    case 'state':
      return { state: opposite(q.state, 'active', 'sleep') };
    case 'power':
      return q.compare === 'atMost' ? { powerAtLeast: q.value + 1 } : { powerAtMost: q.value - 1 };
    case 'cost':
      return q.compare === 'atMost' ? { costAtLeast: q.value + 1 } : { costAtMost: q.value - 1 };
    case 'name':
      return { notName: q.name.name };
    case 'hasKeyword': {
      const k = keywordId(q.name, env);
      return k ? { lacksKeyword: k } : {};
    }
    case 'lacksKeyword': {
      const k = keywordId(q.name, env);
      return k ? { hasKeyword: k } : {};
    }
    case 'damaged':
      return { damaged: !q.damaged };
    case 'faceUp':
      return { faceUp: !q.up };
    case 'didThisTurn':
      return q.act === 'attack' ? { attackedThisTurn: !q.did } : { defendedThisTurn: !q.did };
    case 'damageTrigger':
      return { hasDamageTrigger: !q.has };
    default:
      return undefined;
  }
}

/**
 * When the selector says 「<X>キャラクター以外の<noun>」 with a noun of the excluded kind only: the filter of its
 * qualifiers, X negated (an empty filter and a finding when it cannot be said). Otherwise undefined.
 */
export function notKindOfSameNoun(
  selector: IRSelector,
  nounKinds: readonly CardKind[] | undefined,
  excludedOf: (q: IRQual) => readonly CardKind[],
  env: CardEnv,
  keywordId: KeywordOf,
): { before: IRQual[]; negation: CardFilter } | undefined {
  const at = selector.quals.findIndex((q) => q.kind === 'notKind');
  if (at < 0 || !nounKinds) return undefined;
  const excluded = excludedOf(selector.quals[at]);
  if (!nounKinds.every((k) => excluded.includes(k))) return undefined;
  const before = selector.quals.slice(0, at);
  const negation = before.length === 1 ? negated(before[0], env, keywordId) : undefined;
  if (negation) return { before, negation };
  const q = selector.quals[at];
  env.report({
    code: 'HF-E040',
    span:
      before.length > 0
        ? { ...q.span, start: before[0].span.start, col: before[0].span.col, line: before[0].span.line }
        : q.span,
    args: {
      mechanic:
        before.length === 0
          ? '「キャラクター以外のキャラクター」（除く条件のない指定）'
          : '2つ以上の条件（または反対の言えない条件）を満たすキャラクターを除いて選ぶこと（「《A》を持つキャラクター以外の」のように条件1つなら書けます）',
      mechanicEn:
        before.length === 0
          ? '「characters other than characters」 (nothing left out)'
          : 'leaving out the characters with two or more qualities (or one with no opposite); one quality is supported',
      phrase: `${q.kind === 'notKind' ? q.word : 'キャラクター'}以外の`,
      nearest: '[自動]：このキャラクターが登場した時、《錬金術師》を持たないキャラクター全てを破壊する。',
    },
  });
  return { before, negation: {} };
}
