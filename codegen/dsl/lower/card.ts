import type {
  Ability,
  CardDefinition,
  CardKind,
  Condition,
  DeckCondition,
  Effect,
  TargetSpec,
} from '../../../src/core/cardTypes.js';
// A card's IR → CardDefinition (src/core/cardTypes.ts). Plain lines are a command's effect (with its
// targets, HF-5.4) or a set card's effect when set (「それ」 = its host, HF-4.4).
import { nameOnceKey } from '../../../src/core/onceKey.js';
import { KIND_EN, KIND_JA } from '../diagnostics/kindNames.js';
import type {
  IRAction,
  IRCard,
  IRKuusouCond,
  IRKuusouLine,
  IRModeLine,
  IROnceRefLine,
  IROugiLine,
  IRPlayOnlyLine,
  IRTextLine,
} from '../ir.js';
import { abilityNo } from '../print/effect.js';
import { printTextLine } from '../print/line.js';
import { printSelector } from '../print/words.js';
import { selfStateOnly, statesOnly } from '../selfState.js';
import { lowerActivated, lowerAuto, lowerGrantedAbility, lowerKeywords } from './ability.js';
import { lowerCondition, lowerWhen } from './condition.js';
import { lowerEffect } from './effect.js';
import type { CardEnv } from './env.js';
import { checkExtraPaidRead, lowerExtraCost } from './extraCost.js';
import { checkKeywordReminders } from './keywordReminder.js';
import { chooseModesOf, effectOf, lowerModal } from './modal.js';
import { lowerPlayer } from './refs.js';
import { lowerFilter } from './selector.js';
import { misplaced } from './sentence.js';
import { lowerStatics } from './static.js';

function once(
  def: CardDefinition,
  key: 'ougi' | 'kuusou' | 'damageTrigger',
  line: IRTextLine,
  env: CardEnv,
): boolean {
  if (def[key] === undefined) return true;
  const what = { ougi: '【奥義】', kuusou: '【空装】', damageTrigger: '【ダメージトリガー】' }[key];
  env.report({ code: 'HF-E029', span: line.span, args: { what, whatEn: what } });
  return false;
}

function lowerOugi(line: IROugiLine, env: CardEnv): CardDefinition['ougi'] {
  if (line.selector)
    return { filter: lowerFilter(line.selector, env, true), label: printSelector(line.selector) };
  return { word: line.word?.name ?? '' };
}

function deckCondition(c: IRKuusouCond): DeckCondition {
  switch (c.kind) {
    case 'minWithTrait':
      return { kind: 'minWithTrait', trait: c.trait.name, count: c.count };
    case 'maxCopies':
      return { kind: 'maxCopies', count: c.count };
    case 'minOfKind':
      return {
        kind: 'minOfKind',
        ...(c.cardKind ? { cardKind: c.cardKind } : {}),
        count: c.count,
        ...(c.trait ? { trait: c.trait.name } : {}),
        ...(c.deck ? { deck: c.deck } : {}),
      };
    case 'allTrait':
      return {
        kind: 'allWithAnyTrait',
        traits: c.traits.map((t) => t.name),
        ...(c.characters ? { cardKind: 'character' as const } : {}),
      };
  }
}

/**
 * HF-13.8: the effect is the player's for the rest of the game. Issue 22: nothing of it is dropped — a
 * 「…場合、」 is the statics' condition, and a trigger makes it an auto ability of the player.
 */
function lowerKuusou(line: IRKuusouLine, env: CardEnv): CardDefinition['kuusou'] {
  const conds = line.conds.map(deckCondition);
  const condition = conds.length === 1 ? conds[0] : { kind: 'all' as const, conds };
  if (line.trigger) {
    const effect = { span: line.span, sentences: line.sentences };
    const auto = lowerAuto(
      {
        kind: 'auto',
        sep: 'colon',
        span: line.span,
        comments: [],
        trigger: line.trigger,
        effect,
        ...(line.once ? { once: line.once } : {}),
      },
      env,
    );
    return { condition, statics: [], ...(auto?.kind === 'auto' ? { abilities: [auto] } : {}) };
  }
  const statics = lowerStatics(line.sentences, { ...env, player: true });
  return {
    condition,
    statics: statics.effects,
    ...(statics.condition ? { effectCondition: statics.condition } : {}),
    ...(statics.extraDeck ? { extraDeck: true } : {}),
  };
}

/** issue 22: 「このカードは、あなたのターン中にのみプレイできる」 → the card's play condition (HF-5.1). */
function lowerPlayOnly(line: IRPlayOnlyLine, env: CardEnv): Condition {
  return lowerWhen(line.when, env);
}

/** A plain line made only of 「このカードは、…コストが1少なくなる」 sentences (issue 22). */
function ownCostOnly(line: Extract<IRTextLine, { kind: 'effect' }>): boolean {
  const sentences = line.effect.sentences;
  return (
    sentences.length > 0 &&
    sentences.every((s) => s.kind === 'action' && s.actions.every((a) => a.kind === 'selfCost'))
  );
}

// 「それ」「そのキャラクター」: on a set card's plain line 「それ」 starts as its host (initialIt), and every action
// of such a line is about the host, so it cannot mean anything else (「セットされているキャラクターが《X》なら、
// そのキャラクターは【強撃】を得る」, issue 22)
const HOST_WORDS = new Set(['hostOfThis', 'thisCharacter', 'this', 'it']);

/**
 * issue 22: a set card's plain line that only states what its host is (「このカードがセットされているキャラクターは
 * 攻撃できない」) with no duration and no target is a continuous ability of the host while the card is set — not a
 * one-time effect when it is set, which would outlast the set card (HF-4.4: the host has the set card's
 * abilities while it is set).
 */
function hostStateOnly(line: Extract<IRTextLine, { kind: 'effect' }>): boolean {
  return statesOnly(
    line,
    (object) => object.kind === 'elided' || (object.kind === 'ref' && HOST_WORDS.has(object.ref.word)),
  );
}

/** Abilities on a card type that never has them (a command is never on the battlefield). */
function abilityAllowed(line: IRTextLine, env: CardEnv): boolean {
  if (env.kind !== 'command') return true;
  const what = line.kind === 'keywords' ? 'キーワード' : line.kind === 'auto' ? '[自動]' : '起動能力';
  const whatEn =
    line.kind === 'keywords' ? 'keywords' : line.kind === 'auto' ? '[自動]' : 'activated abilities';
  env.report({
    code: 'HF-E017',
    span: line.span,
    args: { kind: 'コマンド', kindEn: 'command', what, whatEn },
  });
  return false;
}

class CardLowering {
  readonly def: CardDefinition;
  private readonly targets: TargetSpec[] = [];
  private readonly processes: Effect['processes'] = [];

  constructor(
    private readonly card: IRCard,
    private readonly env: CardEnv,
    setId: string,
  ) {
    const kind = env.kind;
    this.def = {
      id: `${setId}/${card.name.name}`,
      name: card.name.name,
      kind,
      cost: card.cost?.value ?? 0,
      traits: card.traits?.traits.map((t) => t.name) ?? [],
      power: kind === 'character' || kind === 'set' ? (card.power?.value ?? 0) : 0,
      text: card.lines.map(printTextLine).join('\n'),
      abilities: [],
      source: { file: card.span.file, line: card.span.line },
    };
  }

  private refs = new Map<number, IROnceRefLine>();

  run(): CardDefinition {
    this.refs = this.onceRefs();
    const lines = this.card.lines;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (line.kind === 'mode') {
        this.env.report({ code: 'HF-E060', span: line.span }); // no 「以下から…選ぶ。」 above it
        continue;
      }
      const modes = chooseModesOf(effectOf(line)) ? this.modesAfter(i) : [];
      i += modes.length;
      this.line(line, modes);
    }
    const def = this.def;
    if (this.processes.length) def.effect = { processes: this.processes };
    if (this.targets.length) def.targets = this.targets;
    if (this.card.setOn && def.kind === 'set')
      def.setOn = lowerFilter(this.card.setOn.selector, this.env, true);
    checkExtraPaidRead(def, this.env.extraPaidReads?.[0], this.env); // mech13
    return def;
  }

  /** 「このカード名の①の効果は1ターンに1回。」 lines by the number they name (issue 22). */
  private onceRefs(): Map<number, IROnceRefLine> {
    const refs = new Map<number, IROnceRefLine>();
    for (const line of this.card.lines)
      if (line.kind === 'onceRef') for (const no of line.nos) refs.set(no, line);
    const numbers = new Set(
      this.card.lines.flatMap((l) => (l.kind !== 'onceRef' && 'no' in l && l.no ? [l.no] : [])),
    );
    for (const [no, line] of refs)
      if (!numbers.has(no))
        this.env.report({
          code: 'HF-E085',
          span: line.span,
          args: { no: abilityNo(no), ref: line.byName ? 'このカード名の' : 'このカードの' },
        });
    return refs;
  }

  /**
   * HF-12.8 for a numbered ability named by a 「…の①の効果は1ターンに1回。」 line: per card, or (「このカード名の」)
   * one use per turn for every card with this name; an optional one counts when it is used (the mayDo's key).
   */
  private numbered<T extends Ability>(line: { no?: number; optional?: unknown }, ability: T): T {
    const ref = line.no ? this.refs.get(line.no) : undefined;
    if (!ref || ability.kind === 'static') return ability;
    const limited = { ...ability, oncePerTurn: ref.byName ? ('name' as const) : true };
    const first = ability.effect.processes[0]?.steps[0];
    if (ability.kind !== 'auto' || !line.optional || first?.op !== 'mayDo') return limited;
    // per card, the key is the ability's own place on it (src/engine/query.ts: `p<index>`), as the engine keys it
    const index = this.def.abilities.length;
    const once = ref.byName ? nameOnceKey(this.def.name, index) : `p${index}`;
    return { ...limited, effect: { processes: [{ steps: [{ ...first, once }] }] } };
  }

  /** The 「・」 lines right after line i (HF-5.13). */
  private modesAfter(i: number): IRModeLine[] {
    const modes: IRModeLine[] = [];
    for (const line of this.card.lines.slice(i + 1)) {
      if (line.kind !== 'mode') break;
      modes.push(line);
    }
    return modes;
  }

  private line(line: IRTextLine, modes: IRModeLine[]): void {
    const { env, def } = this;
    checkKeywordReminders(line, env);
    switch (line.kind) {
      case 'mode':
        return; // consumed by the line above it (run)
      case 'keywords':
        if (abilityAllowed(line, env)) def.abilities.push(...lowerKeywords(line, env));
        return;
      case 'auto': {
        const ability = abilityAllowed(line, env) ? lowerAuto(line, env, modes) : undefined;
        if (ability) def.abilities.push(this.numbered(line, ability));
        return;
      }
      case 'activated':
        if (abilityAllowed(line, env))
          def.abilities.push(this.numbered(line, lowerActivated(line, env, modes)));
        return;
      case 'onceRef':
        return; // applied to its numbered ability (numbered)
      case 'ougi':
        if (once(def, 'ougi', line, env)) def.ougi = lowerOugi(line, env);
        return;
      case 'kuusou':
        if (once(def, 'kuusou', line, env)) def.kuusou = lowerKuusou(line, env);
        return;
      case 'damageTrigger':
        if (once(def, 'damageTrigger', line, env)) {
          this.noModes(line, modes);
          // Targets are chosen as the trigger is revealed (HF-9.3).
          const targets: TargetSpec[] = [];
          def.damageTrigger = lowerEffect(line.effect, { ...env, mode: 'oneShot', targets });
          if (targets.length) def.damageTriggerTargets = targets;
        }
        return;
      case 'trashPlay':
        if (def.trashPlay !== undefined)
          env.report({
            code: 'HF-E029',
            span: line.span,
            args: { what: 'トラッシュからのプレイ', whatEn: 'playing from the trash' },
          });
        else def.trashPlay = { carnage: line.extra?.carnage ?? 0 };
        return;
      case 'playCarnage':
        if (def.playCarnage !== undefined)
          env.report({
            code: 'HF-E029',
            span: line.span,
            args: { what: 'プレイの追加のコスト', whatEn: 'an additional play cost' },
          });
        else def.playCarnage = line.carnage;
        return;
      case 'namePlayLimit':
        if (def.namePlayLimit !== undefined)
          env.report({
            code: 'HF-E029',
            span: line.span,
            args: { what: 'カード名ごとのプレイの枚数の制限', whatEn: 'a play limit per card name' },
          });
        else def.namePlayLimit = line.count;
        return;
      case 'extraCost':
        lowerExtraCost(def, line, env);
        return;
      case 'playOnly':
        if (def.playCondition !== undefined)
          env.report({
            code: 'HF-E029',
            span: line.span,
            args: { what: 'プレイの条件', whatEn: 'a play condition' },
          });
        else def.playCondition = lowerPlayOnly(line, env);
        return;
      case 'effect':
        if (ownCostOnly(line) || (env.kind === 'set' && hostStateOnly(line))) {
          // issue 22: 「このカードは、…プレイする時のコストが1少なくなる」 on any card is about the card itself while
          // it is played: a continuous ability of the card, whatever its type (a command's too)
          const statics = lowerStatics(line.effect.sentences, {
            ...env,
            player: false,
            itIsHost: env.kind === 'set',
          });
          def.abilities.push({
            kind: 'static',
            text: printTextLine(line),
            ...(statics.condition ? { condition: statics.condition } : {}),
            effects: statics.effects,
          });
          return;
        }
        return this.effectLine(line, modes);
    }
  }

  /** 「以下から…選ぶ。」 where modes cannot be (a set card's effect, a damage trigger). */
  private noModes(line: IRTextLine, modes: IRModeLine[]): void {
    const header = chooseModesOf(effectOf(line));
    if (header) misplaced(this.env, header.span, '以下から…選ぶ', 'ここ', 'here');
    for (const mode of modes) this.env.report({ code: 'HF-E060', span: mode.span });
  }

  private effectLine(line: Extract<IRTextLine, { kind: 'effect' }>, modes: IRModeLine[]): void {
    const { env } = this;
    if (env.kind === 'command') {
      const effectEnv = { ...env, mode: 'oneShot' as const, targets: this.targets };
      this.processes.push(...lowerEffect(line.effect, effectEnv).processes);
      const header = chooseModesOf(line.effect);
      const modal = header ? lowerModal(header, modes, { ...effectEnv, targets: [] }, env) : undefined;
      if (modal) this.def.modal = modal;
      return;
    }
    this.noModes(line, modes);
    if (env.kind === 'set') {
      const noTargets = {
        where: 'セットカードの効果（対象はセットされるキャラクター）',
        whereEn: "in a set card's effect (its target is its host)",
      };
      this.processes.push(
        ...lowerEffect(line.effect, { ...env, mode: 'oneShot', noTargets, initialIt: 'host' }).processes,
      );
      return;
    }
    if (selfStateOnly(line)) {
      const ability = lowerAuto({ ...line, kind: 'auto', sep: 'colon' }, env);
      if (ability) this.def.abilities.push(ability);
      return;
    }
    env.report({
      code: 'HF-E022',
      span: line.span,
      args: { kind: KIND_JA[env.kind], kindEn: KIND_EN[env.kind] },
    });
  }
}

export function lowerCard(
  card: IRCard,
  setId: string,
  env: Omit<CardEnv, 'kind' | 'grantedAbility'>,
): CardDefinition {
  const kind: CardKind = card.type?.value ?? 'character';
  const cardEnv = { ...env, kind, grantedAbility: lowerGrantedAbility, extraPaidReads: [] };
  return new CardLowering(card, cardEnv, setId).run();
}
