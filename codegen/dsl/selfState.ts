// nc8 finding 2: which plain (untagged) lines of a character or world set are read as if 「[自動]：」 were written.
// Shared by lowering (codegen/dsl/lower/card.ts) and the printer (`hflux fmt` writes the tag).
import type { IRAction, IRTextLine } from './ir.js';

/**
 * What a card states about a card while it is on the battlefield: about itself (a character's or world set's plain
 * line) or about its host (a set card's plain line, lower/card.ts hostStateOnly).
 */
const STATE_ACTIONS = new Set<IRAction['kind']>([
  'cannot',
  'cannotAttackPlayer',
  'noUntap',
  'entersAsleep',
  'indestructible',
  'untargetable',
  'unaffected',
  'damageProof', // mech22
  'damageReduce', // mech23
  'grant',
  'loseAbilities', // mech16: a set card's 「このカードがセットされているキャラクターは【神速】を失う。」
  'power',
]);
const SELF_WORDS = new Set(['thisCharacter', 'thisCard', 'this']);

/**
 * A plain line each of whose actions only states what one card is (STATE_ACTIONS), with no duration but 「…限り」, no
 * target and no next-turn untap, about the card `about` accepts: read as a continuous ability (HF-12.1).
 */
type StatedObject = Extract<IRAction, { object: unknown }>['object'];

export function statesOnly(
  line: Extract<IRTextLine, { kind: 'effect' }>,
  about: (object: StatedObject) => boolean,
): boolean {
  const sentences = line.effect.sentences;
  return (
    sentences.length > 0 &&
    sentences.every(
      (s) =>
        s.kind === 'action' &&
        s.prefixes.every((p) => p.kind === 'condition' || p.kind === 'durationWhile' || p.kind === 'per') &&
        s.actions.every(
          (a) =>
            STATE_ACTIONS.has(a.kind) &&
            !(a.kind === 'noUntap' && a.next) &&
            'object' in a &&
            about(a.object),
        ),
    )
  );
}

/**
 * docs/dsl.md «Plain lines on characters and world sets»: a character's or world set's plain line that only states
 * what this card itself is (「このキャラクターはブロックされない。」「相手のターン中、このキャラクターのパワーは+1000
 * される。」), with no duration and no target, is a continuous ability, read as if 「[自動]：」 were written
 * (HF-12.1) — as a set card's plain line about its host is (lower/card.ts hostStateOnly). The card is named: an
 * elided subject or 「それ」 is not surely this card, and stays HF-E022.
 */
export function selfStateOnly(line: IRTextLine): boolean {
  return (
    line.kind === 'effect' &&
    statesOnly(line, (object) => object.kind === 'ref' && SELF_WORDS.has(object.ref.word))
  );
}

/** The line as the tagged continuous ability it is read as (selfStateOnly), else the line itself. */
export function withSelfStateTag(line: IRTextLine): IRTextLine {
  return line.kind === 'effect' && selfStateOnly(line) ? { ...line, kind: 'auto', sep: 'colon' } : line;
}
