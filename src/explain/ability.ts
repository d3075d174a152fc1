import type { Ability, ActivatedAbility, AutoAbility, StaticAbility } from '../core/cardTypes.js';
// One ability (auto, static, activated) as lines: when, who decides what, costs, targets, processes.
import { deferredOnceKey } from '../core/onceKey.js';
import { conditionPhrase } from './conditions.js';
import { costPhrase, hasX } from './costs.js';
import { destroyedMoveNote } from './destroyedMove.js';
import { effectLines, modalLines } from './effect.js';
import { ACTIVATED_FIELDS, AUTO_FIELDS, STATIC_FIELDS, checkFields } from './fields.js';
import type { NestedExplainer } from './grants.js';
import { nestedSteps } from './ops.js';
import { staticText } from './statics.js';
import { chooseTimePhrase, targetLines } from './targets.js';
import { triggerPhrase } from './triggers.js';
import { type Ctx, type ExplainLine, say, unexplained } from './types.js';
import { keywordName } from './words.js';

/** Nested explanations (granted abilities, replacement steps), shared by every part of the explainer. */
export const NESTED: NestedExplainer = {
  ability: (ctx, ability, depth) =>
    abilityLines({ ...ctx, trigger: undefined, targets: [] }, ability).map((l) => ({
      ...l,
      depth: l.depth + depth,
    })),
  steps: (ctx, steps, depth) => nestedSteps(ctx, steps, depth, NESTED),
};

function line(kind: ExplainLine['kind'], text: string, depth = 0): ExplainLine {
  return { kind, depth, text };
}

function mentionsIt(ability: { text?: string }): boolean {
  return ability.text?.includes('それ') ?? false;
}

function limitLine(
  ctx: Ctx,
  what: 'use' | 'trigger',
  scope: true | 'name' = true,
  optional = false,
): ExplainLine {
  if (scope === 'name')
    return line(
      'limit',
      what === 'use'
        ? say(
            ctx,
            '1ターンに1回（そのプレイヤーの同じ名前のカード全体で（プレイヤーごとに数える）、この能力は1ターンに1回だけ使用できる：HF-12.8）',
            'Once per turn (this ability can be used once each turn among all cards with this name of one player, each player counting their own: HF-12.8)',
          )
        : optional
          ? say(
              ctx,
              '1ターンに1回（そのプレイヤーの同じ名前のカード全体で（プレイヤーごとに数える）、この能力は1ターンに1回だけ発揮できる。発揮しなかった時は数えない：HF-12.8）',
              'Once per turn (among all cards with this name of one player (each player counts their own), this ability resolves once each turn; declining it does not count: HF-12.8)',
            )
          : say(
              ctx,
              '1ターンに1回（そのプレイヤーの同じ名前のカード全体で（プレイヤーごとに数える）、この能力は1ターンに1回だけ誘発する：HF-12.8）',
              'Once per turn (among all cards with this name of one player (each player counts their own), this ability triggers once each turn at most: HF-12.8)',
            ),
    );
  // RULING HF-12.8 (docs/engine.md): a set card's ability that its host gets counts per set card, not per
  // character — two of them set on one character give it two abilities, each usable once a turn
  if (ctx.cardKind === 'set' && what === 'use')
    return line(
      'limit',
      say(
        ctx,
        '1ターンに1回（セットカード1枚ごとに数える：このセットカードが与えるこの能力は1ターンに1回だけ使用できる。同じセットカードが2枚セットされたキャラクターは、それぞれの能力を1回ずつ、合わせて2回使える。キャラクターごとに1回ではない：HF-12.8）',
        'Once per turn (counted per set card: the ability this set card gives can be used once each turn; a character with two of these set on it can use each one once, twice in all — not once per character: HF-12.8)',
      ),
    );
  return line(
    'limit',
    what === 'use'
      ? say(
          ctx,
          '1ターンに1回（このカードのこの能力は1ターンに1回だけ使用できる：HF-12.8）',
          'Once per turn (this ability of this card can be used once each turn: HF-12.8)',
        )
      : optional
        ? say(
            ctx,
            '1ターンに1回（このカードのこの能力は1ターンに1回だけ発揮できる。発揮しなかった時は数えない：HF-12.8）',
            'Once per turn (this ability of this card resolves once each turn; declining it does not count: HF-12.8)',
          )
        : say(
            ctx,
            '1ターンに1回（このカードのこの能力は1ターンに1回だけ誘発する：HF-12.8）',
            'Once per turn (this ability of this card triggers once each turn at most: HF-12.8)',
          ),
  );
}

function autoLines(base: Ctx, a: AutoAbility): ExplainLine[] {
  const ctx: Ctx = { ...base, trigger: a.trigger, targets: a.targets ?? [], chooseTime: 'trigger' };
  const out = [
    line(
      'when',
      say(
        ctx,
        `いつ：${triggerPhrase(ctx, a.trigger)}（自動能力）`,
        `When: ${triggerPhrase(ctx, a.trigger)} (auto ability)`,
      ),
    ),
    line(
      'order',
      say(
        ctx,
        '同時に誘発した自動能力の解決順は、ターンプレイヤーが決める（HF-12.2）',
        'Auto abilities that trigger at the same time resolve in the order the turn player chooses (HF-12.2)',
      ),
    ),
  ];
  if (a.oncePerTurn)
    out.push(limitLine(ctx, 'trigger', a.oncePerTurn, deferredOnceKey(a.effect) !== undefined));
  // a keyword too when it speaks of a player: the host has it (【警戒】's 「対戦相手」 is the host's player's
  // opponent; a blind judge, d20)
  if (ctx.cardKind === 'set' && (!a.keyword || speaksOfPlayer(a)))
    out.push(setCardYouNote(ctx, a.trigger.on === 'setSelf' && !ctx.granted ? 'own' : 'auto'));
  // HF-12.1: no condition or option of its own; 「…場合、」 and 「…してもよい」 are steps, explained with them
  return [...out, ...bodyLines(ctx, a), ...destroyedMoveNote(ctx, a)];
}

/**
 * Whose 「あなた」 and 「対戦相手」 an ability on a set card are (fixd task 3, one wording for every kind): the host has
 * the set card's abilities (000 ■セットカード; RULING HF-4.4), so its player — a continuous ability too (the engine
 * computes it as the host's, and 「対戦相手の効果の対象にならない」 is about the host's player's opponent); only
 * 「このカードがセットされた時」 is the set card's own, processed by its player (HF-4.5).
 */
function setCardYouNote(ctx: Ctx, whose: 'own' | 'auto' | 'use' | 'static'): ExplainLine {
  const opp = say(ctx, '「対戦相手」＝そのプレイヤーの対戦相手', "「対戦相手」 = that player's opponent");
  switch (whose) {
    case 'own':
      return line(
        'note',
        say(
          ctx,
          `「あなた」＝このセットカードのプレイヤー（持ち主）。セット先のキャラクターのプレイヤーではない。${opp}（000 ■戦場とカードのプレイヤー：セットした時にセットカード自身が発揮する効果はセットカードのプレイヤーが処理する）`,
          `「あなた」 = this set card's player (its owner), not the player of the character it is set on; ${opp} (000 ■戦場とカードのプレイヤー)`,
        ),
      );
    case 'auto':
      return line(
        'note',
        say(
          ctx,
          `「あなた」＝この能力を持つキャラクター（セット先）のプレイヤー。セットカードの持ち主ではない。${opp}（000 ■セットカード：セットされているキャラクターはセットカードの自動能力を持つ）`,
          `「あなた」 = the player of the character it is set on, which has this ability; not the set card's owner; ${opp} (000 ■セットカード: the host has the set card's auto abilities)`,
        ),
      );
    case 'use':
      return line(
        'note',
        say(
          ctx,
          `「あなた」＝この能力を使うプレイヤー：セット先のキャラクターのプレイヤー。セットカードの持ち主ではない。${opp}（000 ■戦場とカードのプレイヤー：キャラクターが得た起動能力はそのプレイヤーが使う）`,
          `「あなた」 = the player who uses it: the player of the character it is set on, not the set card's owner; ${opp} (000 ■戦場とカードのプレイヤー)`,
        ),
      );
    case 'static':
      return line(
        'note',
        say(
          ctx,
          `「あなた」＝この能力を持つキャラクター（セット先）のプレイヤー。セットカードの持ち主ではない。${opp}（000 ■セットカード：セットされているキャラクターはセットカードの能力を持つ、RULING HF-4.4）`,
          `「あなた」 = the player of the character it is set on, which has this ability; not the set card's owner; ${opp} (000 ■セットカード: the host has the set card's abilities, RULING HF-4.4)`,
        ),
      );
  }
}

/** Does an ability's data name 'you' or 'opponent' (「あなたの」「対戦相手のアクティブフェイズ」…)? */
function speaksOfPlayer(a: Ability): boolean {
  const json = JSON.stringify({ ...a, text: undefined });
  return json.includes('"you"') || json.includes('"opponent"');
}

function bodyLines(ctx: Ctx, a: AutoAbility | ActivatedAbility): ExplainLine[] {
  const when = chooseTimePhrase(ctx, ctx.chooseTime);
  return [
    ...targetLines(ctx, a.targets ?? []),
    ...effectLines(ctx, a.effect, NESTED, mentionsIt(a)),
    ...(a.modal ? modalLines(ctx, a.modal, NESTED, when) : []),
  ];
}

function activatedLines(base: Ctx, a: ActivatedAbility): ExplainLine[] {
  const ctx: Ctx = { ...base, trigger: undefined, targets: a.targets ?? [], chooseTime: 'use' };
  const out = [
    line(
      'when',
      say(
        ctx,
        'いつ：あなたのメインフェイズ中（何も待機していない時）か、インタラプション・タイミングを得ている時に使用できる（起動能力：HF-12.4）',
        'When: you may use it in your main phase while nothing is waiting, or when you hold an interruption window (activated ability: HF-12.4)',
      ),
    ),
  ];
  if (a.useIf)
    out.push(
      line(
        'condition',
        say(
          ctx,
          `使用条件：${conditionPhrase(ctx, a.useIf)}時にのみ使用できる（使用を宣言する時に確認）`,
          `Only when: ${conditionPhrase(ctx, a.useIf)} (checked as it is declared)`,
        ),
      ),
    );
  if (ctx.cardKind === 'set') out.push(setCardYouNote(ctx, 'use'));
  if (a.costs.length > 0)
    out.push(
      line(
        'cost',
        say(
          ctx,
          `コスト：${a.costs.map((c) => costPhrase(ctx, c)).join('、')}（使用を宣言し対象を選んだ後に支払う）`,
          `Cost: ${a.costs.map((c) => costPhrase(ctx, c)).join(', ')} (paid after declaring and choosing targets)`,
        ),
      ),
    );
  if (hasX(a.costs))
    out.push(
      line(
        'cost',
        say(
          ctx,
          'X：コストを支払う時にあなたが決める（1以上：HF-12.4）',
          'X: you choose it when paying the cost (at least 1: HF-12.4)',
        ),
      ),
    );
  if (a.oncePerTurn) out.push(limitLine(ctx, 'use', a.oncePerTurn));
  return [...out, ...bodyLines(ctx, a)];
}

function staticLines(ctx: Ctx, a: StaticAbility): ExplainLine[] {
  // issue 22: 「このカードは、…コストが1少なくなる」 works while the card itself is played, not on the battlefield
  const ownCost = a.effects.every((e) => e.kind === 'costChange' && e.self);
  const out = [
    line(
      'when',
      ownCost
        ? say(
            ctx,
            'いつ：このカードを手札かガードデッキからプレイして、コストを支払う時（HF-5.3、HF-5.12）',
            'When: as this card is played from the hand or guard deck and its cost is paid (HF-5.3, HF-5.12)',
          )
        : say(
            ctx,
            'いつ：このカードが戦場に居る間、常に（[自動]：の継続的な効果）',
            'When: always, while this card is on the battlefield ([自動]： continuous effect)',
          ),
    ),
  ];
  if (ctx.cardKind === 'set' && !ctx.granted && !ownCost && speaksOfPlayer(a))
    out.push(setCardYouNote(ctx, 'static'));
  if (a.condition)
    out.push(
      line(
        'condition',
        say(
          ctx,
          `条件：${conditionPhrase(ctx, a.condition)}（成り立っている間だけ有効）`,
          `Condition: ${conditionPhrase(ctx, a.condition)} (works only while it holds)`,
        ),
      ),
    );
  for (const e of a.effects) {
    const t = staticText(ctx, e, 1, NESTED);
    out.push(line('static', say(ctx, `効果：${t.text}。`, `Effect: ${t.text}.`)), ...t.sub);
  }
  return out;
}

/** The lines of an ability, without a title. */
export function abilityLines(ctx: Ctx, ability: Ability): ExplainLine[] {
  switch (ability.kind) {
    case 'auto':
      checkFields(ability, AUTO_FIELDS, 'an auto ability');
      return autoLines(ctx, ability);
    case 'activated':
      checkFields(ability, ACTIVATED_FIELDS, 'an activated ability');
      return activatedLines(ctx, ability);
    case 'static':
      checkFields(ability, STATIC_FIELDS, 'a static ability');
      return staticLines(ctx, ability);
    default:
      return unexplained(ability);
  }
}

/** 「能力2（自動能力）」 or 「【強撃】（キーワード能力）」. */
export function abilityTitle(ctx: Pick<Ctx, 'lang' | 'keywordNames'>, ability: Ability, n: number): string {
  const kind =
    ability.kind === 'auto'
      ? say(ctx, '自動能力', 'auto ability')
      : ability.kind === 'activated'
        ? say(ctx, '起動能力', 'activated ability')
        : say(ctx, '自動能力・常時', 'auto ability, continuous');
  if (ability.keyword)
    return say(
      ctx,
      `${keywordName(ctx, ability.keyword, 'ja')}（キーワード能力・${kind}）`,
      `${keywordName(ctx, ability.keyword, 'en')} (keyword ability, ${kind})`,
    );
  const printed = ability.text?.match(/^【[^】]+】$/)?.[0];
  if (printed)
    return say(ctx, `${printed}（キーワード能力・${kind}）`, `${printed} (keyword ability, ${kind})`);
  return say(ctx, `能力${n}（${kind}）`, `Ability ${n} (${kind})`);
}
