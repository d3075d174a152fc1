// A canonical string for an action, independent of property order, to compare with legalActions().
export function actionKey(value: unknown): string {
  // JSON would write NaN and ±Infinity as null: keep them apart from null (and from each other).
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(actionKey).join(',')}]`;
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${actionKey(o[k])}`)
    .join(',')}}`;
}
