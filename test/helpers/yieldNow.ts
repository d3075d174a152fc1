// Lets the test worker's event loop run during a long synchronous loop (a fuzz property, a run of games): vitest's
// worker answers its RPC there, and a loop that holds it for over 60 s (a loaded 2-core CI machine) fails the run
// with "Timeout calling onTaskUpdate" even when every test passes.

/** Resolves after the event loop has run once (I/O, timers and vitest's messages). */
export function yieldNow(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A counter that yields every `every`-th call: `await tick()` inside a loop or an async fast-check property. */
export function yieldEvery(every: number): () => Promise<void> {
  let n = 0;
  return () => (++n % every === 0 ? yieldNow() : Promise.resolve());
}
