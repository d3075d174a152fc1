// Explain for the set-card family (issue 22): cards set by an effect, cards chosen in a zone that stay there,
// every card set on a host moved at once, and a set card's condition about itself.
import type { Condition, EffectOp, FaceDownDefinition } from '../core/cardTypes.js';
import { filterPhrase } from './filter.js';
import type { OpText } from './opHelpers.js';
import { cardRefName, playerName, playerPossessive } from './refs.js';
import { type Ctx, say } from './types.js';
import { destinationPhrase, zoneName } from './words.js';

function faceDownPhrase(ctx: Ctx, d: FaceDownDefinition): string {
  const traits = d.traits.map((t) => `《${t}》`).join('');
  const power = d.power >= 0 ? `+${d.power}` : String(d.power);
  const name = d.name ? say(ctx, `「${d.name}」`, ` 「${d.name}」`) : say(ctx, '（名前なし）', ' (no name)');
  return say(
    ctx,
    `裏向きで、パワー${power}${traits ? `で${traits}を持つ` : 'の'}セットカード${name}として（能力なし。戦場を離れると表向きになり元のカードに戻る）`,
    `face down as a set card${name} with power ${power}${traits ? ` and ${traits}` : ''} (no abilities; it turns face up and is itself again when it leaves)`,
  );
}

export function setCardOpText(
  ctx: Ctx,
  op: Extract<EffectOp, { op: 'attach' | 'moveAttached' | 'chooseInZone' }>,
): OpText {
  const ref = (r: Parameters<typeof cardRefName>[1]) => cardRefName(ctx, r);
  switch (op.op) {
    case 'attach': {
      const how = op.faceDown
        ? faceDownPhrase(ctx, op.faceDown)
        : say(
            ctx,
            '表向きで（セットカードだけ。セット対象に合わないならセットされない）',
            'face up (set cards only, on a host its セット対象 allows)',
          );
      return {
        text: say(
          ctx,
          `${ref(op.card)}を${how}${ref(op.host)}にセットする（効果によるセットでプレイではない。コストは支払わず、「セットされた時」は誘発する）`,
          `set ${ref(op.card)} ${how} on ${ref(op.host)} (by the effect, not played: nothing is paid; 「when set」 abilities trigger)`,
        ),
        sub: [],
      };
    }
    case 'moveAttached': {
      const what = filterPhrase(ctx, op.filter, 'set', true);
      const on = op.host !== undefined ? ref(op.host) : filterPhrase(ctx, op.hosts, 'character');
      const all = say(ctx, `${on}にセットされている${what}全て`, `every ${what} set on ${on}`);
      const text =
        op.to === 'destroy'
          ? say(
              ctx,
              `${all}を破壊する（持ち主のトラッシュに置く）`,
              `destroy ${all} (into their owners' trash)`,
            )
          : destinationPhrase(ctx.lang, op.to, all, true);
      return {
        text: `${text}${say(ctx, '（同時に。なければ何もしない）', ' (at once; none: nothing happens)')}`,
        sub: [],
      };
    }
    case 'chooseInZone': {
      const what = filterPhrase(ctx, op.filter, 'card', true);
      const zone = `${playerPossessive(ctx, op.player)}${zoneName(ctx.lang, op.from)}`;
      const n = `${op.count}${say(ctx, '枚', '')}${op.upTo ? say(ctx, 'まで', ' or fewer') : ''}`;
      return {
        text: say(
          ctx,
          `${playerName(ctx, op.chooser)}は${zone}から${what}を${n}選ぶ（解決時に選ぶ。選んだカードはそのまま。足りなければあるだけ、なければ以降は行われない）`,
          `${playerName(ctx, op.chooser)} chooses ${n} ${what} in ${zone} (on resolution; they stay there; fewer: all there are; none: the rest does not happen)`,
        ),
        sub: [],
      };
    }
  }
}

/**
 * 「このカードがあなたのキャラクターにセットされている」: its 「あなた」 is the set card's player (RULING, docs/engine.md,
 * 000 ■戦場とカードのプレイヤー). In an ability the host has (HF-4.4) the rest of the text is the host's player's:
 * said, so that the two 「あなた」 of one ability are never read as one (fixd task 3).
 */
export function sourceSetOnPhrase(ctx: Ctx, cond: Extract<Condition, { kind: 'sourceSetOn' }>): string {
  const host = filterPhrase({ ...ctx }, cond.filter, 'character');
  const own = ctx.trigger?.on === 'setSelf' && !ctx.granted;
  const set = cond.none ? 'セットされていない' : 'セットされている';
  return own
    ? say(
        ctx,
        `このセットカードが${host}に${set}（この条件の「あなた」＝このセットカードのプレイヤー（持ち主））`,
        `this set card is ${cond.none ? 'not ' : ''}set on ${host} (「あなた」 in this condition = this set card's player, its owner)`,
      )
    : say(
        ctx,
        `このセットカードが${host}に${set}（この条件の「あなた」＝このセットカードのプレイヤー（持ち主）。この能力のほかの「あなた」はセット先のキャラクターのプレイヤーで、別のプレイヤーのことがある）`,
        `this set card is ${cond.none ? 'not ' : ''}set on ${host} (「あなた」 in this condition = this set card's player, its owner; elsewhere in this ability 「あなた」 is the player of the character it is set on, who may be the other player)`,
      );
}
