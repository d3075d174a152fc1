// Reading saves made with an earlier shape of definition data. A save holds pieces of card definitions (lasting
// grants, pending abilities: saveChecks.ts requires each to be a piece of the library), so when the IR a card
// compiles to changes shape, an earlier save's pieces are rewritten here to the current shape before they are
// checked. Saves that carry card versions (issue 16) name the earlier hashes and are refused as changed cards
// anyway; this keeps the saves made before card versions loading.

/**
 * StaticEffect 'indestructible' once said 「ダメージによって破壊されない」 (t21a) as `by: 'damage'`; `by` now names
 * whose effects (HF-13.5 「対戦相手の効果で」) and `cause` the cause (HF-9.4 damage), so that one static may hold
 * both. Rewrites every such object of the parsed save in place (keys in the order the compiler writes them).
 */
export function upgradeSaveData(save: unknown): void {
  // an explicit stack: the save is untrusted and may nest deeper than the call stack allows
  const stack: unknown[] = [save];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
      continue;
    }
    const o = v as Record<string, unknown>;
    if (o.kind === 'indestructible' && o.by === 'damage' && !Object.hasOwn(o, 'cause')) {
      Reflect.deleteProperty(o, 'by'); // gone, not undefined: the save is checked as JSON against the library
      o.cause = 'damage';
    }
    for (const x of Object.values(o)) stack.push(x);
  }
}
