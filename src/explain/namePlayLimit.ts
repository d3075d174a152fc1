// issue 22 (mech15): 「このカード名のカードは1ターンに1枚しかプレイできない」 (RULING «A play limit per card name»,
// docs/engine.md; src/engine/namePlayLimit.ts).
import { type Ctx, type ExplainSection, say } from './types.js';

export function namePlayLimitSection(ctx: Ctx, name: string, count: number): ExplainSection {
  const text = say(
    ctx,
    `各プレイヤーは、「${name}」という名前のカードを1ターンに${count}枚までしかプレイできない（手札・ガードデッキ・トラッシュのどこからでも数える。無効にされたプレイも数える。ターンごとに数え直す）`,
    `each player may play at most ${count} card(s) named 「${name}」 a turn (plays from any zone count, negated plays too; counted afresh each turn)`,
  );
  return {
    title: say(ctx, 'プレイできる枚数', 'Play limit'),
    lines: [{ kind: 'when', depth: 0, text }],
  };
}
