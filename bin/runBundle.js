// `node bin/runBundle.js <bundle> [args…]`: runs a bundle of the CLI's build cache (bin/bundleCache.js) with plain
// Node, no TypeScript loader; bin/hflux.js starts it when the command line's bundle is fresh. The CLI sees its
// own arguments in process.argv as it does when run from its sources. It registers tsx itself only if it must
// load a source module after all (src/cli/hflux.ts, `importSource`): the flag below tells it tsx is not loaded.
import { compileBundle, runCompiled } from './bundleCache.js';

const [path] = process.argv.splice(2, 1);
globalThis[Symbol.for('hflux.withoutTsx')] = true;
runCompiled(compileBundle(path));
