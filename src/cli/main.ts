// The hflux command line (./hfluxProgram.ts has its commands). Errors are printed as messages, never stack traces;
// exit 0 ok, 1 findings, 2 error.
import { hfluxProgram } from './hfluxProgram.js';
import { guardStdio } from './output.js';
import { runProgram } from './program.js';

guardStdio();
runProgram(hfluxProgram());
