// The hash that ties generated/grammar/card.ohm-bundle.cjs to the grammar source it was built from.
import { createHash } from 'node:crypto';

export function sourceHash(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

/** The second line of the bundle (after the DO NOT EDIT header) names the source's hash, so a stale bundle is never loaded. */
export function bundleHashLine(hash: string): string {
  return `// source-sha256: ${hash}`;
}
