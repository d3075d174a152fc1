// issue 22 (mech13): 「このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。」 — an optional payment on
// play (CardDefinition.extraCost), and 「このカードの追加コストを支払っていた場合」 that reads it. Only a command's effect
// reads what its play paid (the effect of the play itself: src/engine/chain.ts resolvePlay).
import type { CardDefinition } from '../../../src/core/cardTypes.js';
import type { IRExtraCostLine, Span } from '../ir.js';
import type { CardEnv } from './env.js';

/** Lowers the line onto the card: one per card (HF-E029), on a command only (HF-E040). */
export function lowerExtraCost(def: CardDefinition, line: IRExtraCostLine, env: CardEnv): void {
  if (def.extraCost !== undefined) {
    env.report({
      code: 'HF-E029',
      span: line.span,
      args: { what: '追加で支払えるコスト', whatEn: 'an optional extra cost' },
    });
    return;
  }
  if (env.kind !== 'command') {
    reportNotCommand(line.span, env);
    return;
  }
  if (line.energy !== undefined) def.extraCost = { kind: 'energy', amount: line.energy };
  else if (line.sleep !== undefined) def.extraCost = { kind: 'sleepCharacter', amount: line.sleep };
  else def.extraCost = { kind: 'carnage', amount: line.carnage ?? 0 };
}

function reportNotCommand(span: Span, env: CardEnv): void {
  env.report({
    code: 'HF-E040',
    span,
    args: {
      mechanic:
        'コマンド以外のカードのプレイ時に追加で支払うコスト（コマンドの「このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。」は書けます）',
      mechanicEn:
        'an optional extra cost on playing a card that is not a command (a command’s 「このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。」 is supported)',
      phrase: 'このカードをプレイする時、あなたは追加で',
      nearest: 'このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。',
    },
  });
}

/** 「このカードの追加コストを支払っていた場合」 on a card with no optional extra cost can never hold (HF-E040). */
export function checkExtraPaidRead(def: CardDefinition, span: Span | undefined, env: CardEnv): void {
  if (def.extraCost !== undefined || span === undefined) return;
  env.report({
    code: 'HF-E040',
    span,
    args: {
      mechanic:
        '追加で支払えるコストのないカードの「追加コストを支払っていた場合」（コマンドに「このカードをプレイする時、あなたは追加で…を支払ってもよい。」の行が要ります）',
      mechanicEn:
        '「追加コストを支払っていた場合」 on a card with no optional extra cost (a command needs the line 「このカードをプレイする時、あなたは追加で…を支払ってもよい。」)',
      phrase: 'このカードの追加コストを支払っていた',
      nearest: 'このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。',
    },
  });
}

/** 「追加コストを支払っていた場合」 outside a command's own effect (an ability, a character): nothing was paid there. */
export function reportExtraPaidElsewhere(span: Span, env: CardEnv): void {
  env.report({
    code: 'HF-E040',
    span,
    args: {
      mechanic:
        'コマンドの効果以外で読む「追加コストを支払っていた場合」（コマンドの効果の中でなら書けます）',
      mechanicEn:
        '「追加コストを支払っていた場合」 outside a command’s own effect (inside a command’s effect it is supported)',
      phrase: 'このカードの追加コストを支払っていた',
      nearest: 'このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。',
    },
  });
}
