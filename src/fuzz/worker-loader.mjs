// Registers tsx's TypeScript loader inside a fuzz worker thread (passed as `--import` in its execArgv).
// On Node 20, `--import tsx` (what bin/hflux.js uses for the main thread) does not reach worker threads, so a
// worker registers tsx through its API; tsx is resolved from this package, like bin/hflux.js does.
import { register } from 'tsx/esm/api';

register();
