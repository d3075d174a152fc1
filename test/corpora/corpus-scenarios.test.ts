// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// designer corpora with a subtle mechanic, played in the engine exactly as their designer wrote them
// (test/corpora/<set>.hf, compiled one by one as corpusReach does), each asserting what its `# 意図:` says —
// or, where the intent goes against the seeds, what the seeds rule (the test names the ruling).
import { describe, expect, it } from 'vitest';
import type { CardDefinition, PlayerIndex } from '../../src/core/cardTypes.js';
import type { Action } from '../../src/core/decisions.js';
import { apply, legalActions } from '../../src/engine/index.js';
import { hasKeyword, powerOf } from '../../src/engine/query.js';
import { corpusCard } from '../helpers/corpusCards.js';
import { type BoardSpec, act, makeGame } from '../helpers/harness.js';
import { nameOf, onBattlefield } from '../helpers/lookup.js';

type G = ReturnType<typeof makeGame>;
const SETS = {
  d1: 'd1-hoshizora',
  d2: 'd2-tetsuken',
  d3: 'd3-mizuchi',
  d4: 'd4-kageori',
  d5: 'd5-ryuki',
  d6: 'd6-hanazono',
  d7: 'd7-raimei',
  d8: 'd8-shinkai',
} as const;
type SetKey = keyof typeof SETS;

/** Every corpus card named on the boards (harness cards such as バニラ are left to the harness). */
function game(set: SetKey, p0: BoardSpec, p1: BoardSpec = {}, turnPlayer: PlayerIndex = 0): G {
  const names = new Set<string>();
  for (const spec of [p0, p1])
    for (const list of [spec.hand, spec.battlefield, spec.main, spec.trash, spec.guard, spec.damageField])
      for (const p of list ?? []) names.add(typeof p === 'string' ? p : p.name);
  const cards: CardDefinition[] = [];
  for (const n of names) {
    if (n === 'バニラ') continue;
    cards.push(corpusCard(SETS[set], n));
  }
  return makeGame({ cards, p0, p1, turnPlayer });
}

/** How the driver answers the decisions an effect asks for. */
interface Answers {
  /** 「…してもよい」 (in order; default: accept) */
  may?: boolean[];
  /** cards to choose by name, in order (then: stop if allowed, else the first offered) */
  choose?: string[];
  /** targets of a triggered ability, by card id (in order; default: the first legal choice) */
  targets?: number[][];
  /** reveal damage triggers (default: no) */
  reveal?: boolean;
}

/**
 * Answers every decision until a main phase, a defense or a window of a player with something else to
 * do than pass is reached (windows are passed by both players).
 */
function settle(g: G, answers: Answers = {}, stopAt: string[] = ['main', 'defense']): void {
  const may = [...(answers.may ?? [])];
  const choose = [...(answers.choose ?? [])];
  const targets = [...(answers.targets ?? [])];
  for (let i = 0; i < 200; i++) {
    const p = g.state.pending;
    if (!p || stopAt.includes(p.kind)) return;
    const acts = legalActions(g);
    const pick = (f: (a: Action) => boolean) => {
      const a = acts.find(f);
      if (!a) throw new Error(`no answer to ${JSON.stringify(p)}: ${JSON.stringify(acts.slice(0, 6))}`);
      apply(g, a);
    };
    switch (p.kind) {
      case 'window':
        pick((a) => a.type === 'pass');
        break;
      case 'mayDo': {
        const yes = may.shift() ?? true;
        pick((a) => a.type === 'mayDo' && a.accept === yes);
        break;
      }
      case 'choose': {
        const want = choose.shift();
        if (want === undefined) {
          const stop = acts.find((a) => a.type === 'choose' && a.card === null);
          apply(g, stop ?? acts[0]);
        } else pick((a) => a.type === 'choose' && a.card !== null && nameOf(g, a.card) === want);
        break;
      }
      case 'triggerTargets': {
        const want = targets.shift();
        if (want === undefined) apply(g, acts[0]);
        else pick((a) => a.type === 'chooseTargets' && JSON.stringify(a.targets) === JSON.stringify(want));
        break;
      }
      case 'damage': {
        const reveal = answers.reveal ?? false;
        const a = acts.find((x) => x.type === 'takeDamage' && x.reveal === reveal) ?? acts[0];
        apply(g, a);
        break;
      }
      default:
        apply(g, acts[0]);
    }
  }
  throw new Error('settle: too many decisions');
}

const inHand = (g: G, p: PlayerIndex, name: string) => {
  const id = g.state.players[p].hand.find((c) => nameOf(g, c) === name);
  if (id === undefined) throw new Error(`no ${name} in hand`);
  return id;
};
const on = onBattlefield;
const names = (g: G, ids: readonly number[]) => ids.map((id) => nameOf(g, id));
const play = (g: G, name: string, targets: number[] = [], answers: Answers = {}) => {
  act(g, { type: 'play', card: inHand(g, 0, name), targets });
  settle(g, answers);
};
const activate = (g: G, card: number, targets: number[] = [], answers: Answers = {}) => {
  act(g, { type: 'activate', card, targets });
  settle(g, answers);
};
const damageCount = (g: G, p: PlayerIndex) => g.state.players[p].damageField.length;

describe('d5-ryuki', () => {
  it('竜騎再突撃: HF-5.6 the asleep target made active still gets 【強撃】 (targets are checked once, as the effect begins)', () => {
    const g = game('d5', {
      hand: ['竜騎再突撃'],
      energy: 3,
      battlefield: [{ name: '鉄鱗竜グラント', sleep: true }],
    });
    const dragon = on(g, '鉄鱗竜グラント', 0);
    play(g, '竜騎再突撃', [dragon]);
    expect(g.state.cards[dragon].sleep).toBe(false);
    expect(hasKeyword(g, dragon, 'strike')).toBe(true);
  });

  it('焼き尽くす竜焔: destroyed, then 1 damage with a 《機甲竜》 out; 【死殺】 stops the destruction and so the damage (000 ■効果と対象)', () => {
    const g = game(
      'd5',
      { hand: ['焼き尽くす竜焔', '焼き尽くす竜焔'], energy: 10, battlefield: ['鉄鱗竜グラント'] },
      { battlefield: ['鋼嶺竜モノリス', '竜舎番のグレタ'] },
    );
    play(g, '焼き尽くす竜焔', [on(g, '竜舎番のグレタ', 1)]);
    expect(names(g, g.state.players[1].trash)).toContain('竜舎番のグレタ');
    expect(damageCount(g, 1)).toBe(1);
    play(g, '焼き尽くす竜焔', [on(g, '鋼嶺竜モノリス', 1)]);
    expect(on(g, '鋼嶺竜モノリス', 1)).toBeGreaterThanOrEqual(0);
    expect(damageCount(g, 1)).toBe(1); // RULING 「…を破壊する。その後、…」: not destroyed, no damage
  });

  it('竜炎ブレス: 3000, or 5000 instead with a 《機甲竜》 on your side (checked on resolution)', () => {
    const g = game(
      'd5',
      { hand: ['竜炎ブレス', '竜炎ブレス'], energy: 4, battlefield: ['竜舎番のグレタ'] },
      { battlefield: ['鉄鱗竜グラント', '機甲竜ガルヴォルグ'] },
    );
    const grant = on(g, '鉄鱗竜グラント', 1);
    play(g, '竜炎ブレス', [grant]);
    expect(g.state.cards[grant].damage).toBe(3000);
    const g2 = game(
      'd5',
      { hand: ['竜炎ブレス'], energy: 4, battlefield: ['鉄翼のチビ竜'] },
      { battlefield: ['機甲竜ガルヴォルグ'] },
    );
    const big = on(g2, '機甲竜ガルヴォルグ', 1);
    play(g2, '竜炎ブレス', [big]);
    expect(g2.state.cards[big].damage).toBe(5000);
  });

  it('王冠竜鎧クラウンメイル: 【強撃】 while its host has 《機甲竜》, even gained after it was set (a continuous condition)', () => {
    const g = game('d5', {
      hand: ['王冠竜鎧クラウンメイル', '竜化装甲ドラグーンシェル'],
      energy: 6,
      battlefield: ['竜舎番のグレタ'],
    });
    const host = on(g, '竜舎番のグレタ', 0);
    play(g, '王冠竜鎧クラウンメイル', [host]);
    expect(hasKeyword(g, host, 'strike')).toBe(false);
    expect(powerOf(g, host)).toBe(4000);
    play(g, '竜化装甲ドラグーンシェル', [host]);
    expect(hasKeyword(g, host, 'strike')).toBe(true);
  });

  it('焔噴きの機関砲: the host gains 「[スリープ]：…2000ダメージ」; using it puts the host to sleep', () => {
    const g = game(
      'd5',
      { hand: ['焔噴きの機関砲'], energy: 3, battlefield: ['竜舎番のグレタ'] },
      { battlefield: ['鉄鱗竜グラント'] },
    );
    const host = on(g, '竜舎番のグレタ', 0);
    play(g, '焔噴きの機関砲', [host]);
    const foe = on(g, '鉄鱗竜グラント', 1);
    activate(g, host, [foe]);
    expect(g.state.cards[host].sleep).toBe(true);
    expect(g.state.cards[foe].damage).toBe(2000);
  });

  it('機甲竜の巣窟ドラグネスト: [2] puts the top card as asleep energy, once per turn', () => {
    const g = game('d5', { battlefield: ['機甲竜の巣窟ドラグネスト'], energy: 4 });
    const nest = on(g, '機甲竜の巣窟ドラグネスト', 0);
    const energy = g.state.players[0].energy.length;
    activate(g, nest);
    expect(g.state.players[0].energy.length).toBe(energy + 1);
    expect(g.state.cards[g.state.players[0].energy.at(-1) ?? -1].sleep).toBe(true);
    expect(legalActions(g).some((a) => a.type === 'activate' && a.card === nest)).toBe(false);
  });

  it('竜具職人ハンナ: may take one 《竜装》 set card from the trash, or none', () => {
    const g = game('d5', {
      hand: ['竜具職人ハンナ', '竜具職人ハンナ'],
      energy: 6,
      trash: ['推進翼ブースター', '鉄鱗竜グラント'],
    });
    play(g, '竜具職人ハンナ', [], { choose: ['推進翼ブースター'] });
    expect(names(g, g.state.players[0].hand)).toContain('推進翼ブースター');
    const g2 = game('d5', { hand: ['竜具職人ハンナ'], energy: 3, trash: ['推進翼ブースター'] });
    play(g2, '竜具職人ハンナ', [], { choose: [] });
    expect(names(g2, g2.state.players[0].trash)).toContain('推進翼ブースター');
  });

  it('竜舎番のグレタ: destroyed → the top card of the main deck becomes asleep energy', () => {
    const g = game('d5', { battlefield: ['竜舎番のグレタ'] }, { hand: [] });
    const greta = on(g, '竜舎番のグレタ', 0);
    const g2 = game('d5', { hand: ['竜炎ブレス'], energy: 2 }, { battlefield: ['竜舎番のグレタ'] });
    const foe = on(g2, '竜舎番のグレタ', 1);
    const energy = g2.state.players[1].energy.length;
    play(g2, '竜炎ブレス', [foe]);
    expect(g2.state.players[1].energy.length).toBe(energy + 1);
    expect(greta).toBeGreaterThanOrEqual(0);
  });

  it('奥義・天穿ツ竜騎槍: destroys up to two; the 1 damage is its own process (still dealt when both targets are gone)', () => {
    const g = game(
      'd5',
      { hand: ['奥義・天穿ツ竜騎槍'], energy: 6, battlefield: ['機甲竜王ヴァルガリオン'] },
      { battlefield: ['鉄鱗竜グラント', '竜舎番のグレタ', '鉄翼のチビ竜'] },
    );
    play(g, '奥義・天穿ツ竜騎槍', [on(g, '鉄鱗竜グラント', 1), on(g, '鉄翼のチビ竜', 1)]);
    expect(names(g, g.state.players[1].trash).sort()).toEqual(['鉄翼のチビ竜', '鉄鱗竜グラント'].sort());
    expect(damageCount(g, 1)).toBe(1);
  });
});
