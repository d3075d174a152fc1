// nc8 finding 2: which plain (untagged) lines of a character or world set are read as if 「[自動]：」 were written.
// Shared by lowering (codegen/dsl/lower/card.ts) and the printer (`hflux fmt` writes the tag).
import type { IRAction, IRTextLine } from './ir.js';

/** What a card states about itself while it is on the battlefield (lower/card.ts HOST_STATE, for set cards). */
const SELF_STATE = new Set<IRAction['kind']>([
  'cannot',
  'cannotAttackPlayer',
  'noUntap',
  'indestructible',
  'untargetable',
  'unaffected',
  'grant',
  'power',
]);
const SELF_WORDS = new Set(['thisCharacter', 'thisCard', 'this']);

/**
 * docs/dsl.md «Plain lines on characters and world sets»: a character's or world set's plain line that only states
 * what this card itself is (「このキャラクターはブロックされない。」「相手のターン中、このキャラクターのパワーは+1000
 * される。」), with no duration and no target, is a continuous ability, read as if 「[自動]：」 were written
 * (HF-12.1) — as a set card's plain line about its host is (lower/card.ts hostStateOnly). The card is named: an
 * elided subject or 「それ」 is not surely this card, and stays HF-E022.
 */
export function selfStateOnly(line: IRTextLine): boolean {
  if (line.kind !== 'effect') return false;
  const sentences = line.effect.sentences;
  return (
    sentences.length > 0 &&
    sentences.every(
      (s) =>
        s.kind === 'action' &&
        s.prefixes.every((p) => p.kind === 'condition' || p.kind === 'durationWhile' || p.kind === 'per') &&
        s.actions.every(
          (a) =>
            SELF_STATE.has(a.kind) &&
            !(a.kind === 'noUntap' && a.next) &&
            'object' in a &&
            a.object.kind === 'ref' &&
            SELF_WORDS.has(a.object.ref.word),
        ),
    )
  );
}

/** The line as the tagged continuous ability it is read as (selfStateOnly), else the line itself. */
export function withSelfStateTag(line: IRTextLine): IRTextLine {
  return line.kind === 'effect' && selfStateOnly(line) ? { ...line, kind: 'auto', sep: 'colon' } : line;
}
