// Visits every object node of an IR subtree (for checks that look for one kind of phrase anywhere).
export function walk(node: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if ('endCol' in record) return; // a span
  visit(record);
  for (const key in record) {
    const child = record[key];
    if (typeof child === 'object' && child !== null) walk(child, visit);
  }
}
