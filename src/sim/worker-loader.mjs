// Registers tsx's TypeScript loader inside a worker thread (passed as `--import` in the worker's execArgv).
// `--import tsx` (what bin/hflux.js uses) registers the loader only on the main thread on Node < 22.14, so
// a worker started with it cannot load .ts files; tsx's API registers it in any thread.
import { register } from 'tsx/esm/api';

register();
