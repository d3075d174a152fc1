// `hflux check` on its own (src/cli/hflux.ts sends it here): main.ts imports every command, and through
// src/cli/cards.ts the whole card compiler from its sources — ~435 modules through tsx before the check loads
// its own bundle (codegen/dsl/tools/checkBundle.ts). Here only the root program and the DSL commands are
// registered, as main.ts registers them (same options, messages and exit codes); --help and --version go
// through main.ts, which lists every command.
import { registerDslCommands } from './dsl.js';
import { guardStdio } from './output.js';
import { rootProgram, runProgram } from './program.js';

guardStdio();
const program = rootProgram();
registerDslCommands(program);
runProgram(program);
