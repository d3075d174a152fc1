// The target of an `advance:` step (docs/scenarios.md, "advance:"), parsed once when the file is loaded so that
// a typo is a file:line error before anything runs:
//
//   target   := position? decision?                      (at least one of them)
//   position := ('turn' N | 'next' 'turn') side? phase?   "turn 4 B main", "turn 5", "next turn main"
//             | side phase                                "B main": B's next main phase
//             | phase ('of' 'turn')?                      "discard", "end of turn"
//   decision := 'next'? kind ('of' side)? | 'of' side     "next decision of A", "defense of B", "main of A"
//   phase    := active | draw | energy | main | discard | end      (end: the end of turn, HF-6.6)
//   kind     := decision | a decision kind as `pending: { kind }` names it (window, defense, mulligan, …)
import { PHASES } from '../../generated/rules.js';
import type { PhaseName } from '../core/cardTypes.js';
import { DECISION_KINDS, type DecisionKind } from '../core/decisions.js';
import { closestName } from '../deck/suggest.js';
import type { AdvanceTarget, Side } from './types.js';

const ANY_DECISION = 'decision';
const END_OF_TURN = 'end';
const PHASE_WORDS: readonly string[] = [...PHASES.map((p) => p.name), END_OF_TURN];
const KIND_WORDS: readonly string[] = [ANY_DECISION, ...DECISION_KINDS];
const SIDES: readonly string[] = ['A', 'B'];
const KEYWORDS = ['turn', 'next', 'of', ...SIDES, ...PHASE_WORDS, ...KIND_WORDS];

const EXAMPLES = '例: "turn 4 B main"、"next turn"、"B main"、"next decision of A"、"defense of B"';

const isSide = (w: string | undefined): w is Side => w !== undefined && SIDES.includes(w);
const isPhase = (w: string | undefined): boolean => w !== undefined && PHASE_WORDS.includes(w);
const isKind = (w: string | undefined): boolean => w !== undefined && KIND_WORDS.includes(w);

/** Reads the target, or says (in Japanese) what is wrong with it. */
export function parseAdvanceTarget(text: string): AdvanceTarget | string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return `advance: の行き先がありません（${EXAMPLES}）`;
  const target: AdvanceTarget = { text: text.trim() };
  let i = 0;
  // position: the turn
  if (words[i] === 'turn') {
    const n = Number(words[i + 1]);
    if (!Number.isInteger(n) || n < 1 || n > 999)
      return `turn の後にはターン番号（1〜999の整数）を書きます（値: ${words[i + 1] ?? 'なし'}）`;
    target.turn = n;
    i += 2;
  } else if (words[i] === 'next' && words[i + 1] === 'turn') {
    target.turn = 'next';
    i += 2;
  }
  // position: whose turn — only with a turn or a phase, since "A" alone could mean A's turn or A's decision
  if (isSide(words[i])) {
    if (target.turn === undefined && !isPhase(words[i + 1]))
      return `「${words[i]}」だけでは行き先になりません：「${words[i]} main」（${words[i]} のメインフェイズ）か「next decision of ${words[i]}」（${words[i]} の次の決定）と書きます`;
    target.turnPlayer = words[i] as Side;
    i++;
  }
  // position: the phase ("end of turn" reads as the phase end)
  if (isPhase(words[i])) {
    target.phase = (words[i] === END_OF_TURN ? 'end' : words[i]) as PhaseName | 'end';
    i++;
    if (target.phase === 'end' && words[i] === 'of' && words[i + 1] === 'turn') i += 2;
  }
  // decision: its kind and whose it is
  if (words[i] === 'next' && isKind(words[i + 1])) i++;
  if (isKind(words[i])) {
    if (words[i] !== ANY_DECISION) target.kind = words[i] as DecisionKind;
    i++;
  }
  if (words[i] === 'of') {
    if (!isSide(words[i + 1])) return `of の後には A か B を書きます（値: ${words[i + 1] ?? 'なし'}）`;
    target.decider = words[i + 1] as Side;
    i += 2;
  }
  if (i < words.length) return unexpectedWord(words[i]);
  return target;
}

function unexpectedWord(word: string): string {
  const hint = closestName(word, KEYWORDS);
  return `行き先の「${word}」が読めません${hint ? `（「${hint}」のことですか？）` : ''}（${EXAMPLES}。フェイズ: ${PHASE_WORDS.join(' / ')}、決定: ${KIND_WORDS.join(' / ')}）`;
}
