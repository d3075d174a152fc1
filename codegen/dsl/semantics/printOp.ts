// The `print` operation: canonical text of a parsed line, through the IR printer (one printer for
// `hflux fmt` and for the round trip parse(print(ir)) = ir).
import type { HollowFluxActionDict } from '../../../generated/grammar/card.ohm-bundle.cjs';
import { printHeaderLine } from '../print/header.js';
import { printTextLine } from '../print/line.js';

export const printActions: HollowFluxActionDict<string> = {
  headerLine(_line) {
    return printHeaderLine(this.toIR());
  },
  textLine(_line) {
    return printTextLine(this.toIR());
  },
};
