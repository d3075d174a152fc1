// Limits on a scenario's YAML that the yaml library's composer does not give a position for (issue 21): how
// deep collections nest, and where the first alias is. Read from the library's CST, which it builds without
// recursion, so a 3,000-level list is measured, never composed; the composer (recursive) only sees files within
// the limit.
import { CST, LineCounter, Parser } from 'yaml';

/** Deeper than any scenario needs (the deepest documented entry nests 7 levels); far below the stack's limit. */
export const MAX_YAML_DEPTH = 64;

export interface YamlShape {
  /** Line and column (from 1) of the first collection nested deeper than MAX_YAML_DEPTH, or null. */
  tooDeep: { line: number; col: number } | null;
  /** Line of the first alias (`*name`), or null: where an alias bomb starts. */
  firstAlias: number | null;
}

type Item = { key?: CST.Token | null; value?: CST.Token };

function children(token: CST.Token): CST.Token[] {
  if (token.type === 'document') return token.value ? [token.value] : [];
  if (!CST.isCollection(token)) return [];
  const items = token.items as Item[];
  return items.flatMap((i) => [i.key, i.value]).filter((t): t is CST.Token => !!t);
}

/** Walks the CST with an explicit stack (no recursion), stopping at the first collection past the limit. */
export function yamlShape(text: string): YamlShape {
  const lines = new LineCounter();
  const stack: { token: CST.Token; depth: number }[] = [];
  for (const token of new Parser(lines.addNewLine).parse(text)) stack.push({ token, depth: 0 });
  let aliasOffset: number | null = null;
  let tooDeep: YamlShape['tooDeep'] = null;
  while (stack.length > 0 && tooDeep === null) {
    const { token, depth } = stack.pop()!;
    if (token.type === 'alias' && (aliasOffset === null || token.offset < aliasOffset))
      aliasOffset = token.offset;
    const nested = CST.isCollection(token) ? depth + 1 : depth;
    if (nested > MAX_YAML_DEPTH) tooDeep = lines.linePos(token.offset);
    else for (const child of children(token)) stack.push({ token: child, depth: nested });
  }
  return { tooDeep, firstAlias: aliasOffset === null ? null : lines.linePos(aliasOffset).line };
}
