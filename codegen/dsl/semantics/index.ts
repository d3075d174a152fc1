// The ohm semantics of the card grammar: one operation per concern (HF-12):
//   toIR  — parse tree → IR (codegen/dsl/ir.ts), with spans;
//   check — line-local findings that need the parse tree (codegen/dsl/semantics/check.ts);
//   print — canonical text of the line (the IR printer, codegen/dsl/print/, so there is one printer).
import type { HollowFluxSemantics } from '../../../generated/grammar/card.ohm-bundle.cjs';
import { cardGrammar } from '../grammar.js';
import { checkActions } from './check.js';
import { printActions } from './printOp.js';
import { actionActions } from './toIRAction.js';
import { effectActions } from './toIREffect.js';
import { headerActions } from './toIRHeader.js';
import { lineActions } from './toIRLines.js';
import { playActions } from './toIRPlay.js';
import { priorActions } from './toIRPrior.js';
import { selectorActions } from './toIRSelector.js';
import { setCardActions } from './toIRSetCards.js';
import { staticActions } from './toIRStatic.js';
import { triggerActions } from './toIRTrigger.js';

let cached: HollowFluxSemantics | undefined;

export function cardSemantics(): HollowFluxSemantics {
  if (cached) return cached;
  const semantics = cardGrammar().createSemantics();
  semantics.addOperation('toIR', {
    _iter(...children) {
      return children.map((c) => c.toIR());
    },
    _terminal() {
      return this.sourceString;
    },
    ...headerActions,
    ...lineActions,
    ...triggerActions,
    ...effectActions,
    ...actionActions,
    ...selectorActions,
    ...staticActions,
    ...priorActions,
    ...setCardActions,
    ...playActions,
  });
  semantics.addOperation('check', checkActions);
  semantics.addOperation('print', printActions);
  cached = semantics;
  return semantics;
}
