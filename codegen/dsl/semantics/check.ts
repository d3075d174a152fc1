// The `check` operation: findings that are local to one line and read off the parse tree — cost brackets
// on a line that is not an activated ability (HF-12.4), unsupported cost brackets, two [スリープ].
// Checks that need the card or the project run on the IR (codegen/dsl/check/).
import type { Node } from 'ohm-js';
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import type { Finding } from '../diagnostics/report.js';
import { closestPhrase } from '../diagnostics/suggest.js';
import { spanOf } from './context.js';

const KNOWN_COSTS = ['1', '2', '3', 'X', 'スリープ', 'カルネージ1', 'カルネージX', '手札を1枚捨てる'];

function children(nodes: Node[]): Finding[] {
  return nodes.flatMap((n) => n.check() as Finding[]);
}

function costNodes(list: Node): Node[] {
  return list.child(0).asIteration().children;
}

/** [1ターンに1回] stands among the cost brackets but is not a cost (HF-12.8). */
function isOnce(cost: Node): boolean {
  return cost.child(1).ctorName === 'costBody' && cost.child(1).child(0).ctorName === 'costBody_once';
}

function strayCosts(list: Node): Finding[] {
  const costs = costNodes(list).filter((c) => !isOnce(c));
  if (costs.length === 0) return [];
  const first = spanOf(costs[0]);
  const last = spanOf(costs[costs.length - 1]);
  return [{ code: 'HF-E014', span: { ...first, endCol: last.endCol, end: last.end } }];
}

function doubleSleep(list: Node): Finding[] {
  const sleeps = costNodes(list).filter((c) => c.sourceString === '[スリープ]');
  return sleeps.slice(1).map((c) => ({
    code: 'HF-E043' as const,
    span: spanOf(c),
  }));
}

const NONE = (): Finding[] => [];

// Only the cost brackets of a line are inspected; nothing else of the tree is walked (speed).
export const checkActions: HollowFluxActionDict<Finding[]> = {
  _nonterminal(...nodes) {
    return children(nodes);
  },
  _iter(...nodes) {
    return children(nodes);
  },
  _terminal: NONE,
  textLine(line) {
    return line.check();
  },
  field_def(_label, _colon, line) {
    return children(line.children);
  },
  headerLine(line) {
    return line.sourceString.startsWith('定義') ? line.check() : [];
  },
  damageTriggerLine: (_a, _b, _c) => [],
  ougiLine: (_a, _b, _c, _d) => [],
  kuusouLine: (_a, _b, _c, _d, _e, _f, _g, _h, _i, _j) => [],
  keywordLine: (_a) => [],
  effectLine: (_a) => [],
  autoLine(_tag, costs, _sep, _lead, _body, _tail) {
    return [...strayCosts(costs), ...children(costNodes(costs))];
  },
  strayCostLine(costs, rest) {
    return [...strayCosts(costs), ...children(costNodes(costs)), ...rest.check()];
  },
  activatedLine(costs, _colon, _lead, _effect, _tail) {
    return [...children(costNodes(costs)), ...doubleSleep(costs)];
  },
  cost(_open, body, _close) {
    return body.check();
  },
  costBody_carnage: (_a, _b) => [],
  costBody_sleep: (_a) => [],
  costBody_discard: (_a, _b, _c, _d, _e, _f) => [],
  costBody_energy: (_a) => [],
  costBody_other(text) {
    const suggestion = closestPhrase(text.sourceString, KNOWN_COSTS);
    const finding: Finding = { code: 'HF-E015', span: spanOf(text), args: { text: text.sourceString } };
    if (suggestion !== undefined) finding.suggestion = `[${suggestion}]`;
    return [finding];
  },
};
