// Issue 22 (t22a): Rush Duel 【条件】 stating a fact and the digital-game 「継続：」 label, played in the engine as
// written (codegen/dsl/designerWordsTrain22a.ts; RULING «Rush Duel 【条件】 stating a fact», docs/engine.md): on a
// command the fact is when it may be played (HF-5.1), on an activated ability when it may be used (HF-12.4), after a
// trigger the effect's condition (HF-12.1), with no trigger a continuous ability while it holds.
import { describe, expect, it } from 'vitest';
import { powerOf } from '../../src/engine/query.js';
import {
  activate,
  canActivate,
  cannotAttack,
  handSize,
  on,
  play,
  playable,
} from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { type BoardSpec, makeGame } from '../helpers/harness.js';

const CARDS = compileFixture(
  `【セット】t22a
【カード】子鯨
種別：キャラクター
コスト：1
分類：《空鯨》
パワー：1000
テキスト：

【カード】航法士
種別：キャラクター
コスト：1
パワー：1000
テキスト：

【カード】鯨の唄
種別：コマンド
コスト：1
テキスト：
  【条件】あなたの戦場に《空鯨》を持つキャラクターが居る。【効果】あなたはメインデッキからカードを2枚引く。

【カード】見張り
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [スリープ]：【条件】あなたの戦場に《空鯨》を持つキャラクターが居る。【効果】あなたはメインデッキからカードを1枚引く。

【カード】群れの子
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [自動]：【条件】このキャラクターが登場した時、あなたの戦場に《空鯨》を持つキャラクターが居る。【効果】あなたはメインデッキからカードを1枚引く。

【カード】旗振り
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [自動]：【条件】あなたの戦場に《空鯨》を持つキャラクターが居る。【効果】このキャラクターのパワーを1000上げる。

【カード】隅の幽霊
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [自動] 継続：このキャラクターは攻撃を行えない。
`,
  'test/dsl/t22a-scenarios.hf',
).all;

const game = (p0: BoardSpec) => makeGame({ cards: CARDS, p0 });

describe('Rush Duel 【条件】 stating a fact', () => {
  it('on a command: playable only while the fact holds (HF-5.1)', () => {
    expect(playable(game({ hand: ['鯨の唄'], battlefield: ['航法士'], energy: 3 }), '鯨の唄')).toBe(false);
    const g = game({ hand: ['鯨の唄'], battlefield: ['子鯨'], energy: 3 });
    expect(playable(g, '鯨の唄')).toBe(true);
    const before = handSize(g, 0);
    play(g, '鯨の唄');
    expect(handSize(g, 0)).toBe(before - 1 + 2);
  });

  it('on an activated ability: usable only while the fact holds (HF-12.4)', () => {
    const without = game({ battlefield: ['見張り', '航法士'] });
    expect(canActivate(without, on(without, '見張り', 0))).toBe(false);
    const g = game({ battlefield: ['見張り', '子鯨'] });
    expect(canActivate(g, on(g, '見張り', 0))).toBe(true);
    const before = handSize(g, 0);
    activate(g, on(g, '見張り', 0));
    expect(handSize(g, 0)).toBe(before + 1);
  });

  it('after a trigger: the effect happens only if the fact holds (HF-12.1)', () => {
    const without = game({ hand: ['群れの子'], battlefield: ['航法士'], energy: 3 });
    const h0 = handSize(without, 0);
    play(without, '群れの子');
    expect(handSize(without, 0)).toBe(h0 - 1);
    const g = game({ hand: ['群れの子'], battlefield: ['子鯨'], energy: 3 });
    const h1 = handSize(g, 0);
    play(g, '群れの子');
    expect(handSize(g, 0)).toBe(h1 - 1 + 1);
  });

  it('on [自動] with no trigger: a continuous ability while the fact holds', () => {
    const without = game({ battlefield: ['旗振り', '航法士'] });
    expect(powerOf(without, on(without, '旗振り', 0))).toBe(1000);
    const g = game({ battlefield: ['旗振り', '子鯨'] });
    expect(powerOf(g, on(g, '旗振り', 0))).toBe(2000);
  });
});

describe('the digital-game label 「継続：」', () => {
  it('「[自動] 継続：このキャラクターは攻撃を行えない。」 keeps it from attacking, always', () => {
    const g = game({ battlefield: ['隅の幽霊', '航法士'] });
    expect(cannotAttack(g, on(g, '隅の幽霊', 0))).toBe(true);
    expect(cannotAttack(g, on(g, '航法士', 0))).toBe(false);
  });
});
