// Issue 22 (fixj7): accepted cards of the seventh blind round (designer corpora d29–d32) whose explain the
// blind judges found to differ from their designers' intents, played in the engine exactly as their designer
// wrote them (test/corpora/<set>.hf, compiled one by one as corpusReach does), each asserting what its
// `# 意図:` says.
import { describe, expect, it } from 'vitest';
import { powerOf } from '../../src/engine/query.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { corpusCard } from '../helpers/corpusCards.js';
import {
  activate,
  activeEnergy,
  corpusGame,
  damageCount,
  endTurn,
  handSize,
  on,
  play,
} from '../helpers/corpusScenario.js';

const SETS = {
  d29: 'd29-ryusei',
  d30: 'd30-gekka',
  d31: 'd31-utahime',
  d32: 'd32-tokei',
} as const;
const game = corpusGame(SETS);

describe('d30-gekka', () => {
  const PACT = '宵闇の契り';
  it('宵闇の契り: a chosen guard card goes FACE DOWN to the damage field (000 ■ダメージフィールド, HF-9.3), then draw 2', () => {
    const g = game('d30', { hand: [PACT], energy: 1, main: ['バニラ', 'バニラ'] });
    const guard = g.state.players[0].guardDeck.length;
    play(g, PACT);
    expect(damageCount(g, 0)).toBe(1);
    expect(g.state.players[0].guardDeck.length).toBe(guard - 1);
    expect(g.state.cards[g.state.players[0].damageField[0]].faceUp).toBe(false);
    expect(handSize(g, 0)).toBe(2);
  });
  it('宵闇の契り: explain says the face the card lands with', () => {
    const text = renderExplanation(explainCard(corpusCard('d30-gekka', PACT)));
    expect(text).toContain('それを裏向きで持ち主のダメージフィールドに置く');
  });
});

describe('d31-utahime', () => {
  const YUE = '霧島ユエ';
  const FAN = 'ファンクラブ会長 ミツル'; // 《ファン》, 3000
  const PLAIN = '夜凪シズク'; // no 《ファン》, 3000
  it('霧島ユエ: [スリープ] the target -1000 for the turn, a further -1000 if it has 《ファン》; ユエ keeps her power', () => {
    const g = game('d31', { battlefield: [YUE] }, { battlefield: [FAN] });
    const yue = on(g, YUE, 0);
    const fan = on(g, FAN, 1);
    activate(g, yue, [fan]);
    expect(powerOf(g, fan)).toBe(1000);
    expect(powerOf(g, yue)).toBe(2000);
    endTurn(g);
    expect(powerOf(g, fan)).toBe(3000);
    expect(powerOf(g, yue)).toBe(2000);

    const g2 = game('d31', { battlefield: [YUE] }, { battlefield: [PLAIN] });
    const plain = on(g2, PLAIN, 1);
    activate(g2, on(g2, YUE, 0), [plain]);
    expect(powerOf(g2, plain)).toBe(2000);
    expect(powerOf(g2, on(g2, YUE, 0))).toBe(2000);
  });
  it('霧島ユエ: explain — both changes are the target’s, until end of turn (never this character’s)', () => {
    const text = renderExplanation(explainCard(corpusCard('d31-utahime', YUE)));
    expect(text).not.toContain('このキャラクターのパワーを-1000');
    expect(text).not.toContain('戦場に居る限り');
    expect(text.match(/対象1のパワーを-1000する/g)?.length).toBe(2);
  });
});

describe('d32-tokei', () => {
  const SAND = '時の砂';
  /** Puts `n` of player 0's energies to sleep. */
  const sleepEnergies = (g: ReturnType<typeof game>, n: number) => {
    for (const id of g.state.players[0].energy.filter((e) => !g.state.cards[e].sleep).slice(0, n))
      g.state.cards[id].sleep = true;
  };
  it('時の砂: up to 2 of your asleep energies become active — the player may choose fewer, even none', () => {
    const g = game('d32', { hand: [SAND], energy: 4 });
    sleepEnergies(g, 2);
    play(g, SAND, [], { choose: [] }); // cost 1: 3 asleep; chooses none
    expect(activeEnergy(g, 0)).toBe(1);
    const g1 = game('d32', { hand: [SAND], energy: 4 });
    sleepEnergies(g1, 2);
    play(g1, SAND, [], { choose: ['バニラ'] }); // one, then stops
    expect(activeEnergy(g1, 0)).toBe(2);
    const g2 = game('d32', { hand: [SAND], energy: 4 });
    sleepEnergies(g2, 2);
    play(g2, SAND, [], { choose: ['バニラ', 'バニラ', 'バニラ'] }); // at most 2
    expect(activeEnergy(g2, 0)).toBe(3);
  });
  it('時計塔の主 アルカ＝クロノス: enters → up to 3 asleep energies active (0 allowed)', () => {
    const ARCA = '時計塔の主 アルカ＝クロノス';
    const g = game('d32', { hand: [ARCA], energy: 8 });
    play(g, ARCA, [], { choose: [] });
    expect(activeEnergy(g, 0)).toBe(1);
    const g2 = game('d32', { hand: [ARCA], energy: 8 });
    play(g2, ARCA, [], { choose: ['バニラ', 'バニラ', 'バニラ', 'バニラ'] });
    expect(activeEnergy(g2, 0)).toBe(4);
  });
  it('explain: 「N枚まで選び」 is an up-to choice; without まで as many as there are', () => {
    const text = renderExplanation(explainCard(corpusCard('d32-tokei', SAND)));
    expect(text).toContain('2枚まで選び、アクティブにする（0枚から2枚まで');
    expect(text).not.toContain('0枚にはできない');
  });
});
