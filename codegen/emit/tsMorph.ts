// ts-morph, loaded on first use. It brings the TypeScript compiler (~0.5 s to load), which only `hflux gen`
// needs: `hflux check`, `fmt` and `explain` never import this package, and importing the generator's
// modules does not load it either until a module is emitted.
import { createRequire } from 'node:module';

type TsMorph = typeof import('ts-morph');

let loaded: TsMorph | undefined;

export function tsMorph(): TsMorph {
  loaded ??= createRequire(import.meta.url)('ts-morph') as TsMorph;
  return loaded;
}

/** Whether ts-morph has been loaded in this process (the benchmark and a test check `hflux check` never does). */
export function tsMorphLoaded(): boolean {
  return loaded !== undefined;
}
