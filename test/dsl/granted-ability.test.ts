// 「…は「…」を得る」: an ability written as a card's own line, quoted, is granted (Grant.ability, HF-12). The
// quoted line is lowered like a card's own line, in an environment of its own: 「このキャラクター」 is the card
// that has the ability, and its targets, 「それ」 and checks are its own.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import type { Ability, CardDefinition, EffectOp } from '../../src/core/cardTypes.js';
import { cardText, parse, stripSpans } from './helpers.js';

function compile(kind: string, line: string, extra: string[] = []) {
  return compileText(cardText(kind, [line], extra), 'granted.hf');
}

function firstStep(def: CardDefinition): EffectOp | undefined {
  return def.effect?.processes[0]?.steps[0];
}

function grantedBy(step: EffectOp | undefined): Ability {
  if (step?.op !== 'grant' || !('ability' in step.grant)) throw new Error('no granted ability');
  return step.grant.ability;
}

describe('「…」を得る: a quoted ability', () => {
  test('a command grants an auto ability whose 「このキャラクター」 is the card that gets it', () => {
    const { cards, diagnostics } = compile(
      'コマンド',
      'キャラクター一体を対象とし、ターン終了時まで、それは「[自動] このキャラクターが攻撃を行うたび、このキャラクターのパワーを+1000する。」を得る。',
    );
    expect(diagnostics).toEqual([]);
    const def = cards[0].def;
    const step = firstStep(def);
    expect(step).toMatchObject({ op: 'grant', target: { target: 0 }, duration: 'endOfTurn' });
    expect(grantedBy(step)).toEqual({
      kind: 'auto',
      text: '[自動] このキャラクターが攻撃を行うたび、このキャラクターのパワーを+1000する。',
      trigger: { on: 'attack', who: 'self' },
      effect: {
        processes: [
          {
            steps: [
              { op: 'modifyPower', target: 'self', amount: 1000, duration: 'whileSourceOnBattlefield' },
            ],
          },
        ],
      },
    });
  });

  test('on a set card too, 「このキャラクター」 inside the quotes is the card that has the ability (HF-4.4)', () => {
    const { cards, diagnostics } = compile(
      'セット',
      '[自動]：このキャラクターは「[スリープ]：このキャラクターのパワーを+1000する。」を得る。',
      ['セット対象：キャラクター'],
    );
    expect(diagnostics).toEqual([]);
    const ability = cards[0].def.abilities[0];
    if (ability.kind !== 'static' || ability.effects[0].kind !== 'grant') throw new Error('not a grant');
    const grant = ability.effects[0].grant;
    if (!('ability' in grant)) throw new Error('no granted ability');
    expect(grant.ability).toMatchObject({
      kind: 'activated',
      costs: [{ kind: 'sleep' }],
      effect: { processes: [{ steps: [{ op: 'modifyPower', target: 'self' }] }] },
    });
  });

  test("the quoted ability's targets are its own, chosen when it is used, not when the card is played", () => {
    const { cards, diagnostics } = compile(
      'コマンド',
      'あなたのキャラクター一体を対象とし、それは「[1]：対戦相手のキャラクター一体を対象とし、それを破壊する。」を得る。',
    );
    expect(diagnostics).toEqual([]);
    const def = cards[0].def;
    expect(def.targets).toEqual([{ kind: 'character', filter: { controller: 'you' } }]);
    const granted = grantedBy(firstStep(def));
    if (granted.kind !== 'activated') throw new Error('not an activated ability');
    expect(granted.targets).toEqual([{ kind: 'character', filter: { controller: 'opponent' } }]);
    expect(granted.effect.processes[0].steps).toEqual([{ op: 'destroy', target: { target: 0 } }]);
  });

  test("「それ」 inside the quotes never means the granting sentence's target (HF-E016 at its column)", () => {
    const { diagnostics } = compile(
      'コマンド',
      'キャラクター一体を対象とし、それは「[1]：それを破壊する。」を得る。',
    );
    expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.col}-${d.endCol}`)).toEqual(['HF-E016 6:25-27']);
  });

  test('a plain sentence in quotes is a continuous ability; 「【反撃】」 is the keyword itself', () => {
    const { cards, diagnostics } = compile(
      'コマンド',
      'キャラクター一体を対象とし、それは「このキャラクターは破壊されない。」と「【反撃】」を得る。',
    );
    expect(diagnostics).toEqual([]);
    const steps = cards[0].def.effect?.processes[0].steps ?? [];
    expect(grantedBy(steps[0])).toEqual({
      kind: 'static',
      text: 'このキャラクターは破壊されない。',
      effects: [{ kind: 'indestructible', affects: 'self' }],
    });
    expect(steps[1]).toMatchObject({ op: 'grant', grant: { keyword: 'counter' } });
  });

  test('the IR holds the quoted line as a text line, with spans in the file', () => {
    const { ir } = parse(
      cardText('キャラクター', ['[自動]：このキャラクターは「[1]：対戦相手に1ダメージを与える。」を得る。']),
    );
    const line = ir.cards[0].lines[0];
    if (line.kind !== 'auto') throw new Error('not an auto line');
    const sentence = line.effect.sentences[0];
    const action = sentence.kind === 'action' ? sentence.actions[0] : undefined;
    if (action?.kind !== 'grant' || action.grant.kind !== 'ability') throw new Error('not a quoted ability');
    expect(action.grant.span).toMatchObject({ line: 7, col: 17 });
    expect(action.grant.line.span).toMatchObject({ line: 7, col: 18 });
    expect(stripSpans(action.grant.line)).toMatchObject({
      kind: 'activated',
      costs: [{ kind: 'energy', amount: 1 }],
    });
  });

  test("checks of a card's own abilities apply inside: two [スリープ] (HF-E043)", () => {
    const { diagnostics } = compile(
      'キャラクター',
      '[自動]：このキャラクターは「[スリープ][スリープ]：対戦相手に1ダメージを与える。」を得る。',
    );
    expect(diagnostics.map((d) => `${d.code} ${d.line}:${d.col}`)).toEqual(['HF-E043 7:24']);
  });
});
