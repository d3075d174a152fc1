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
import {
  type Answers,
  type G,
  activate,
  activeEnergy,
  bottom,
  corpusGame,
  damageCount,
  inHand,
  names,
  on,
  play,
  settle,
  top,
} from '../helpers/corpusScenario.js';
import { type BoardSpec, act, makeGame } from '../helpers/harness.js';
import { nameOf, onBattlefield } from '../helpers/lookup.js';

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
const game = corpusGame(SETS);

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

  it('竜騎再突撃: HF-5.6 a target already active when the effect begins to resolve is illegal for both sentences', () => {
    const g = game('d5', {
      hand: ['竜騎再突撃'],
      energy: 3,
      battlefield: [{ name: '鉄鱗竜グラント', sleep: true }],
    });
    const dragon = on(g, '鉄鱗竜グラント', 0);
    act(g, { type: 'play', card: inHand(g, 0, '竜騎再突撃'), targets: [dragon] });
    g.state.cards[dragon].sleep = false; // made active in the window, before it resolves
    settle(g);
    expect(hasKeyword(g, dragon, 'strike')).toBe(false);
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

describe('d6-hanazono', () => {
  it('白百合の花精 リリエ: 「このカード名の①の効果は1ターンに1度」 with 「発揮できる」 counts only a use that was accepted', () => {
    const g = game('d6', {
      hand: ['白百合の花精 リリエ', '白百合の花精 リリエ', '白百合の花精 リリエ'],
      energy: 6,
      damageField: ['野花の精', '詩集の番人 リブロ'],
    });
    const guard = g.state.players[0].guardDeck.length;
    play(g, '白百合の花精 リリエ', [], { may: [false] });
    expect(g.state.players[0].guardDeck.length).toBe(guard);
    play(g, '白百合の花精 リリエ', [], { may: [true], choose: ['野花の精'] });
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    expect(names(g, g.state.players[0].damageField)).toEqual(['詩集の番人 リブロ']);
    play(g, '白百合の花精 リリエ', [], { may: [true], choose: ['詩集の番人 リブロ'] });
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1); // the name already used it this turn
  });

  it('蜜蜂の伝令 ビー: draw 1, then a card of the hand (the one drawn too) goes to the guard deck', () => {
    const g = game('d6', { hand: ['蜜蜂の伝令 ビー'], energy: 1, main: ['野花の精'] });
    const guard = g.state.players[0].guardDeck.length;
    play(g, '蜜蜂の伝令 ビー', [], { may: [true], choose: ['野花の精'] });
    expect(g.state.players[0].hand.length).toBe(0);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    expect(names(g, g.state.players[0].guardDeck)).toContain('野花の精');
  });

  it('夜露の子守唄: RULING a target already asleep is still made asleep, so 「その後」 draws', () => {
    const g = game(
      'd6',
      { hand: ['夜露の子守唄'], energy: 2 },
      { battlefield: [{ name: '野花の精', sleep: true }] },
    );
    const hand = g.state.players[0].hand.length;
    play(g, '夜露の子守唄', [on(g, '野花の精', 1)]);
    expect(g.state.cards[on(g, '野花の精', 1)].sleep).toBe(true);
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1);
  });

  it('詩篇・冬の挽歌: set on the opponent’s character, the ability it grants is that player’s (000 ■戦場とカードのプレイヤー)', () => {
    const g = game(
      'd6',
      { hand: ['詩篇・冬の挽歌', '落雷'], energy: 5 },
      { battlefield: ['野花の精'], damageField: ['詩集の番人 リブロ'] },
    );
    const host = on(g, '野花の精', 1);
    play(g, '詩篇・冬の挽歌', [host]);
    const guard1 = g.state.players[1].guardDeck.length;
    play(g, '落雷', [host], { may: [true], choose: ['詩集の番人 リブロ'] }); // 5000 ≥ 3000+1000: destroyed
    expect(names(g, g.state.players[1].trash)).toContain('野花の精');
    expect(g.state.players[1].guardDeck.length).toBe(guard1 + 1);
    expect(names(g, g.state.players[1].damageField)).toEqual([]);
  });

  it('詩篇・春の序章: set on the opponent’s character, its own 「あなた」 is the set card’s player, who draws', () => {
    const g = game('d6', { hand: ['詩篇・春の序章'], energy: 1 }, { battlefield: ['野花の精'] });
    const hand = g.state.players[0].hand.length;
    const foeHand = g.state.players[1].hand.length;
    play(g, '詩篇・春の序章', [on(g, '野花の精', 1)], { may: [true] });
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1);
    expect(g.state.players[1].hand.length).toBe(foeHand);
  });

  it('花冠・陽だまりの冠: 「《花精》を持つキャラクターにしかセットできない」: only 《花精》 hosts are offered', () => {
    const g = game('d6', {
      hand: ['花冠・陽だまりの冠'],
      energy: 3,
      battlefield: ['野花の精', '詩集の番人 リブロ'],
    });
    const crown = inHand(g, 0, '花冠・陽だまりの冠');
    const offered = legalActions(g).flatMap((a) => (a.type === 'play' && a.card === crown ? a.targets : []));
    expect(names(g, offered)).toEqual(['野花の精']);
  });

  it('花言葉の返歌: −2000 on the target; the draw is its own process, checked on resolution (3+ damage)', () => {
    const g = game(
      'd6',
      { hand: ['花言葉の返歌'], energy: 2, damageField: ['野花の精', '野花の精', '野花の精'] },
      { battlefield: ['花園の守り神 ガイア'] },
    );
    const hand = g.state.players[0].hand.length;
    const foe = on(g, '花園の守り神 ガイア', 1);
    play(g, '花言葉の返歌', [foe]);
    expect(powerOf(g, foe)).toBe(5000);
    expect(g.state.players[0].hand.length).toBe(hand);
  });

  it('花園の守り神 ガイア: 「2枚まで選び」: up to two damage-field cards to the guard deck, the player’s choice', () => {
    const g = game('d6', {
      hand: ['花園の守り神 ガイア'],
      energy: 7,
      damageField: ['野花の精', '野花の精', '詩集の番人 リブロ'],
    });
    const guard = g.state.players[0].guardDeck.length;
    play(g, '花園の守り神 ガイア', [], { choose: ['詩集の番人 リブロ'] });
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
    expect(names(g, g.state.players[0].damageField)).toEqual(['野花の精', '野花の精']);
  });

  it('椿の刃姫 カメリア: X = the set cards on it × 1000, counted on resolution', () => {
    const g = game(
      'd6',
      { hand: ['花冠・白薔薇の冠', '詩篇・夏夜の恋歌'], energy: 6, battlefield: ['椿の刃姫 カメリア'] },
      { battlefield: ['花園の守り神 ガイア'] },
    );
    const me = on(g, '椿の刃姫 カメリア', 0);
    play(g, '花冠・白薔薇の冠', [me]);
    play(g, '詩篇・夏夜の恋歌', [me]);
    const foe = on(g, '花園の守り神 ガイア', 1);
    act(g, { type: 'attack', attacker: me, target: { player: 1 } });
    settle(g, { targets: [[foe]], may: [true] });
    expect(g.state.cards[foe].damage).toBe(2000);
  });
});

describe('d7-raimei', () => {
  it('蓄電: 「…置いてよい。そうしたら、1枚ドローする」: with no card to put, nothing is drawn', () => {
    const g = game('d7', { hand: ['蓄電'], energy: 1 });
    play(g, '蓄電', [], { may: [true] });
    expect(g.state.players[0].hand.length).toBe(0);
    const g2 = game('d7', { hand: ['蓄電', '雷撃'], energy: 1 });
    const energy = g2.state.players[0].energy.length;
    play(g2, '蓄電', [], { may: [true], choose: ['雷撃'] });
    expect(g2.state.players[0].energy.length).toBe(energy + 1);
    expect(g2.state.cards[g2.state.players[0].energy.at(-1) ?? -1].sleep).toBe(false);
    expect(g2.state.players[0].hand.length).toBe(1); // drew one
    const g3 = game('d7', { hand: ['蓄電', '雷撃'], energy: 1 });
    play(g3, '蓄電', [], { may: [false] });
    expect(names(g3, g3.state.players[0].hand)).toEqual(['雷撃']); // declined: no draw
  });

  // the intent: 0〜2 chosen (RULING HF-3.2: 「まで」 is the player's choice, mech15)
  it('充電: up to two asleep energies, chosen, become active (the ones paid for it too)', () => {
    const g = game('d7', { hand: ['充電'], energy: 3 });
    for (const id of g.state.players[0].energy) g.state.cards[id].sleep = true;
    g.state.cards[g.state.players[0].energy[0]].sleep = false;
    play(g, '充電', [], { most: true });
    // all asleep after paying 1; two of them stand again
    expect(g.state.players[0].energy.filter((id) => !g.state.cards[id].sleep).length).toBe(2);
  });

  it('補習: hand ≤ 2 on resolution → draw 3, else draw 1', () => {
    const g = game('d7', { hand: ['補習', '雷撃', '雷撃'], energy: 2 });
    play(g, '補習');
    expect(g.state.players[0].hand.length).toBe(5);
    const g2 = game('d7', { hand: ['補習', '雷撃', '雷撃', '雷撃'], energy: 2 });
    play(g2, '補習');
    expect(g2.state.players[0].hand.length).toBe(4);
  });

  it('図書委員 シオリ: look at 3, one to the hand, the rest to the bottom in the order the player chooses', () => {
    const g = game('d7', { hand: ['図書委員 シオリ'], energy: 2, main: ['雷撃', '充電', '補習'] });
    play(g, '図書委員 シオリ', [], { choose: ['充電', '補習', '雷撃'] });
    expect(names(g, g.state.players[0].hand)).toEqual(['充電']);
    expect(names(g, g.state.players[0].mainDeck.slice(-2))).toEqual(['補習', '雷撃']);
  });

  it('電算部部長 ケイ: [1][スリープ] draw 1, then discard a card of the player’s choice', () => {
    const g = game('d7', { battlefield: ['電算部部長 ケイ'], energy: 1, hand: ['雷撃'], main: ['充電'] });
    const kei = on(g, '電算部部長 ケイ', 0);
    activate(g, kei, [], { choose: ['雷撃'] });
    expect(g.state.cards[kei].sleep).toBe(true);
    expect(names(g, g.state.players[0].hand)).toEqual(['充電']);
    expect(names(g, g.state.players[0].trash)).toEqual(['雷撃']);
  });

  it('雷鳴学園 生徒会長 ライカ: the optional draw on your command triggers once per turn', () => {
    const g = game('d7', { battlefield: ['雷鳴学園 生徒会長 ライカ'], hand: ['充電', '充電'], energy: 2 });
    play(g, '充電', [], { may: [true] });
    expect(g.state.players[0].hand.length).toBe(2);
    play(g, '充電', [], { may: [true] });
    expect(g.state.players[0].hand.length).toBe(1);
  });

  it('雷鳴学園 大講堂: on your command you may draw; if you do, discard one', () => {
    const g = game('d7', {
      battlefield: ['雷鳴学園 大講堂'],
      hand: ['充電', '雷撃'],
      energy: 2,
      main: ['補習'],
    });
    play(g, '充電', [], { may: [true], choose: ['雷撃'] });
    expect(names(g, g.state.players[0].hand)).toEqual(['補習']);
    expect(names(g, g.state.players[0].trash).sort()).toEqual(['充電', '雷撃'].sort());
  });

  it('学園長の推薦状: set on the opponent’s character, its player (the one who played it) draws', () => {
    const g = game('d7', { hand: ['学園長の推薦状'], energy: 2 }, { battlefield: ['雷鳴学園の一般生徒'] });
    const foeHand = g.state.players[1].hand.length;
    play(g, '学園長の推薦状', [on(g, '雷鳴学園の一般生徒', 1)]);
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.players[1].hand.length).toBe(foeHand);
  });

  it('応援団長 ゴロウ: your other 《雷鳴学園》 characters +1000, not itself', () => {
    const g = game(
      'd7',
      { battlefield: ['応援団長 ゴロウ', '雷鳴学園の一般生徒'] },
      { battlefield: ['雷鳴学園の一般生徒'] },
    );
    expect(powerOf(g, on(g, '応援団長 ゴロウ', 0))).toBe(4000);
    expect(powerOf(g, on(g, '雷鳴学園の一般生徒', 0))).toBe(3000);
    expect(powerOf(g, on(g, '雷鳴学園の一般生徒', 1))).toBe(2000);
  });

  it('雷光の双子 ヒカル: draws only with 「雷光の双子 ヒカリ」 on your side', () => {
    const g = game('d7', { hand: ['雷光の双子 ヒカル', '雷光の双子 ヒカル'], energy: 4, battlefield: [] });
    play(g, '雷光の双子 ヒカル');
    expect(g.state.players[0].hand.length).toBe(1);
    const g2 = game('d7', { hand: ['雷光の双子 ヒカル'], energy: 2, battlefield: ['雷光の双子 ヒカリ'] });
    play(g2, '雷光の双子 ヒカル');
    expect(g2.state.players[0].hand.length).toBe(1);
  });

  it('待ち伏せの一年生 カスミ: entering in your own turn does nothing', () => {
    const g = game(
      'd7',
      { hand: ['待ち伏せの一年生 カスミ'], energy: 2 },
      { battlefield: ['雷鳴学園の一般生徒'] },
    );
    play(g, '待ち伏せの一年生 カスミ');
    expect(powerOf(g, on(g, '雷鳴学園の一般生徒', 1))).toBe(2000);
  });

  it('雷鳴返し / 迅雷返し: 「対戦相手のターン中にのみプレイできる」 are not offered in your own turn', () => {
    const g = game(
      'd7',
      { hand: ['雷鳴返し', '迅雷返し'], energy: 4, battlefield: ['雷鳴学園の一般生徒'] },
      { battlefield: ['雷鳴学園の一般生徒'] },
    );
    const plays = legalActions(g).flatMap((a) => (a.type === 'play' ? [nameOf(g, a.card)] : []));
    expect(plays).not.toContain('雷鳴返し');
    expect(plays).not.toContain('迅雷返し');
  });
});

describe('d8-shinkai', () => {
  it('圧壊の水圧: −2000; then you may take 1 damage, and only if you did, −3000 more', () => {
    const g = game(
      'd8',
      { hand: ['圧壊の水圧', '圧壊の水圧'], energy: 4 },
      { battlefield: ['深層回遊鮫', '深層回遊鮫'] },
    );
    const a = on(g, '深層回遊鮫', 1, 0);
    const b = on(g, '深層回遊鮫', 1, 1);
    play(g, '圧壊の水圧', [a], { may: [true] });
    expect(damageCount(g, 0)).toBe(1);
    expect(g.state.players[1].trash).toContain(a); // 4000 − 5000: power 0, destroyed
    play(g, '圧壊の水圧', [b], { may: [false] });
    expect(damageCount(g, 0)).toBe(1);
    expect(powerOf(g, b)).toBe(2000);
  });

  it('血の契約書: you take 1 damage, then draw 2', () => {
    const g = game('d8', { hand: ['血の契約書'], energy: 1 });
    play(g, '血の契約書');
    expect(damageCount(g, 0)).toBe(1);
    expect(g.state.players[0].hand.length).toBe(2);
  });

  it('深淵の瞳: the host’s player uses the granted [スリープ][カルネージ1] ability; the host sleeps, −2000', () => {
    const g = game(
      'd8',
      { hand: ['深淵の瞳'], energy: 2, battlefield: ['深層回遊鮫'], damageField: ['沈船の甲板兵'] },
      { battlefield: ['沈船の甲板兵'] },
    );
    const host = on(g, '深層回遊鮫', 0);
    play(g, '深淵の瞳', [host]);
    const foe = on(g, '沈船の甲板兵', 1);
    activate(g, host, [foe]);
    expect(g.state.cards[host].sleep).toBe(true);
    expect(names(g, g.state.players[0].trash)).toContain('沈船の甲板兵'); // carnage 1 paid
    expect(powerOf(g, foe)).toBe(1000);
  });

  it('深淵の瞳 on the opponent’s character: the opponent, not the set card’s player, may use it', () => {
    const g = game(
      'd8',
      { hand: ['深淵の瞳'], energy: 2, damageField: ['沈船の甲板兵'] },
      { battlefield: ['深層回遊鮫'] },
    );
    const host = on(g, '深層回遊鮫', 1);
    play(g, '深淵の瞳', [host]);
    expect(legalActions(g).some((a) => a.type === 'activate' && a.card === host)).toBe(false);
  });

  it('亡霊船団の甲板長: up to one 《亡霊船団》 character of cost ≤ 2 from your trash enters, active', () => {
    const g = game('d8', {
      hand: ['亡霊船団の甲板長'],
      energy: 3,
      trash: ['沈船の甲板兵', '亡霊船団の甲板長', '沈み人形ネネ'],
    });
    play(g, '亡霊船団の甲板長', [], { choose: ['沈船の甲板兵'] });
    const soldier = on(g, '沈船の甲板兵', 0);
    expect(g.state.cards[soldier].sleep).toBe(false);
    expect(names(g, g.state.players[0].trash).sort()).toEqual(['亡霊船団の甲板長', '沈み人形ネネ'].sort());
  });

  it('錨鎖の枷: when set, its host falls asleep; while set it cannot defend', () => {
    const g = game('d8', { hand: ['錨鎖の枷'], energy: 2 }, { battlefield: ['深層回遊鮫'] });
    const host = on(g, '深層回遊鮫', 1);
    play(g, '錨鎖の枷', [host]);
    expect(g.state.cards[host].sleep).toBe(true);
    expect(powerOf(g, host)).toBe(3000);
  });

  it('深海の呪鎖: −1000 while set, and −2000 more this turn when set with 3+ cards in your damage field', () => {
    const g = game(
      'd8',
      { hand: ['深海の呪鎖', '深海の呪鎖'], energy: 2, damageField: ['沈船の甲板兵', '沈船の甲板兵'] },
      { battlefield: ['深層回遊鮫', '深層回遊鮫'] },
    );
    const a = on(g, '深層回遊鮫', 1, 0);
    play(g, '深海の呪鎖', [a]);
    expect(powerOf(g, a)).toBe(3000);
    const g2 = game(
      'd8',
      { hand: ['深海の呪鎖'], energy: 1, damageField: ['沈船の甲板兵', '沈船の甲板兵', '沈船の甲板兵'] },
      { battlefield: ['深層回遊鮫'] },
    );
    const b = on(g2, '深層回遊鮫', 1);
    play(g2, '深海の呪鎖', [b]);
    expect(powerOf(g2, b)).toBe(1000);
  });

  it('逆流の鱗楯: +2000; then, with 4+ damage, 【反撃】 for the turn', () => {
    const g = game('d8', {
      hand: ['逆流の鱗楯'],
      energy: 1,
      battlefield: ['深層回遊鮫'],
      damageField: ['沈船の甲板兵', '沈船の甲板兵', '沈船の甲板兵', '沈船の甲板兵'],
    });
    const me = on(g, '深層回遊鮫', 0);
    play(g, '逆流の鱗楯', [me]);
    expect(powerOf(g, me)).toBe(6000);
    expect(hasKeyword(g, me, 'counter')).toBe(true);
    const g2 = game('d8', {
      hand: ['逆流の鱗楯'],
      energy: 1,
      battlefield: ['深層回遊鮫'],
      damageField: ['沈船の甲板兵'],
    });
    const me2 = on(g2, '深層回遊鮫', 0);
    play(g2, '逆流の鱗楯', [me2]);
    expect(hasKeyword(g2, me2, 'counter')).toBe(false);
  });

  it('沈船の墓場: [カルネージ1] take up to one 《亡霊船団》 from the trash, once per turn', () => {
    const g = game('d8', {
      battlefield: ['沈船の墓場'],
      damageField: ['深層回遊鮫', '深層回遊鮫'],
      trash: ['沈船の甲板兵', '深層回遊鮫'],
    });
    const yard = on(g, '沈船の墓場', 0);
    activate(g, yard, [], { choose: ['沈船の甲板兵'] });
    expect(names(g, g.state.players[0].hand)).toEqual(['沈船の甲板兵']);
    expect(legalActions(g).some((a) => a.type === 'activate' && a.card === yard)).toBe(false);
  });

  it('深淵の取り立て屋ドレッジ: on its attack, up to one card of the opponent’s damage field is excluded', () => {
    const g = game('d8', { battlefield: ['深淵の取り立て屋ドレッジ'] }, { damageField: ['深層回遊鮫'] });
    act(g, { type: 'attack', attacker: on(g, '深淵の取り立て屋ドレッジ', 0), target: { player: 1 } });
    settle(g, { choose: ['深層回遊鮫'] });
    expect(
      g.state.cards.find((c) => nameOf(g, c.id) === '深層回遊鮫' && c.owner === 1 && c.zone === 'excluded'),
    ).toBeDefined();
  });

  it('血潮の契約者ルカ: +2000 each time you take damage (from your own 血の契約書 too)', () => {
    const g = game('d8', { battlefield: ['血潮の契約者ルカ'], hand: ['血の契約書'], energy: 1 });
    play(g, '血の契約書');
    expect(powerOf(g, on(g, '血潮の契約者ルカ', 0))).toBe(4000);
  });
});

describe('d4-kageori', () => {
  it('影縫い: HF-5.6 the character taken for the turn is then made active (its 「対戦相手の」 target is not re-checked)', () => {
    const g = game(
      'd4',
      { hand: ['影縫い'], energy: 3 },
      { battlefield: [{ name: '影織の木偶', sleep: true }] },
    );
    const doll = on(g, '影織の木偶', 1);
    play(g, '影縫い', [doll]);
    expect(g.state.cards[doll].controller).toBe(0);
    expect(g.state.cards[doll].sleep).toBe(false);
  });

  it('糸操りの傀儡師 シグレ: up to one opponent’s character of power ≤ 5000 is yours this turn, and active', () => {
    const g = game(
      'd4',
      { hand: ['糸操りの傀儡師 シグレ'], energy: 5 },
      { battlefield: [{ name: '影織の木偶', sleep: true }] },
    );
    const doll = on(g, '影織の木偶', 1);
    play(g, '糸操りの傀儡師 シグレ', [], { targets: [[doll]] });
    expect(g.state.cards[doll].controller).toBe(0);
    expect(g.state.cards[doll].sleep).toBe(false);
  });

  it('影糸の首輪: its player controls the host while it stays set', () => {
    const g = game('d4', { hand: ['影糸の首輪'], energy: 5 }, { battlefield: ['影織の木偶'] });
    const doll = on(g, '影織の木偶', 1);
    play(g, '影糸の首輪', [doll]);
    expect(g.state.cards[doll].controller).toBe(0);
    expect(powerOf(g, doll)).toBe(3000);
  });

  it('影写し: X = your characters owned by the opponent + 1', () => {
    const g = game('d4', { hand: ['影写し'], energy: 2 }, { battlefield: ['宵の鴉', '影織の木偶'] });
    for (const id of [on(g, '宵の鴉', 1), on(g, '影織の木偶', 1)]) g.state.cards[id].controller = 0;
    play(g, '影写し');
    expect(g.state.players[0].hand.length).toBe(3);
  });

  it('影の刃: X = 《影織》 cards in your trash × 500', () => {
    const g = game(
      'd4',
      { hand: ['影の刃'], energy: 3, trash: ['宵の鴉', '影織の木偶', '黄泉還りの糸'] },
      { battlefield: ['影織の木偶'] },
    );
    const doll = on(g, '影織の木偶', 1);
    play(g, '影の刃', [doll]);
    expect(g.state.cards[doll].damage).toBe(1500);
  });

  it('夜帳の番人: +1000 per card set on it, beside the set card’s own modifier', () => {
    const g = game('d4', { hand: ['影織りの外套', '夜鷹の爪'], energy: 3, battlefield: ['夜帳の番人'] });
    const me = on(g, '夜帳の番人', 0);
    play(g, '影織りの外套', [me]);
    play(g, '夜鷹の爪', [me]);
    expect(powerOf(g, me)).toBe(2000 + 2000 + 2000);
  });

  it('墓暴き: the top 3 to the trash, then up to one character card of the trash (those just milled too) to the hand', () => {
    const g = game('d4', { hand: ['墓暴き'], energy: 2, main: ['影織の木偶', '黄泉還りの糸', '影縫い'] });
    play(g, '墓暴き', [], { choose: ['影織の木偶'] });
    expect(names(g, g.state.players[0].hand)).toEqual(['影織の木偶']);
    expect(names(g, g.state.players[0].trash).sort()).toEqual(['墓暴き', '影縫い', '黄泉還りの糸'].sort());
  });

  it('影を喰む墓守: up to one cost ≤ 2 character card of your trash enters asleep under you', () => {
    const g = game('d4', { hand: ['影を喰む墓守'], energy: 4, trash: ['宵の鴉', '影織の木偶'] });
    play(g, '影を喰む墓守', [], { targets: [[g.state.players[0].trash[0]]] });
    const crow = on(g, '宵の鴉', 0);
    expect(g.state.cards[crow].sleep).toBe(true);
  });

  it('亡骸繰り: the opponent’s card enters under you; it goes to its owner’s trash when it leaves', () => {
    const g = game(
      'd4',
      { hand: ['亡骸繰り', '影の刃'], energy: 7, trash: ['宵の鴉', '宵の鴉'] },
      { trash: ['影織の木偶'] },
    );
    const dollCard = g.state.players[1].trash[0];
    play(g, '亡骸繰り', [], { targets: [[dollCard]] });
    const doll = on(g, '影織の木偶', 1);
    expect(g.state.cards[doll].controller).toBe(0);
    expect(g.state.cards[doll].sleep).toBe(true);
  });

  it('影織りの密偵: up to one cost ≤ 2 character of the opponent becomes yours for good', () => {
    const g = game('d4', { hand: ['影織りの密偵'], energy: 4 }, { battlefield: ['宵の鴉', '影織の木偶'] });
    const crow = on(g, '宵の鴉', 1);
    play(g, '影織りの密偵', [], { targets: [[crow]] });
    expect(g.state.cards[crow].controller).toBe(0);
  });

  it('縫師の指貫: set on the opponent’s character, the set card’s player draws', () => {
    const g = game('d4', { hand: ['縫師の指貫'], energy: 1 }, { battlefield: ['宵の鴉'] });
    const foe = g.state.players[1].hand.length;
    play(g, '縫師の指貫', [on(g, '宵の鴉', 1)]);
    expect(g.state.players[0].hand.length).toBe(1);
    expect(g.state.players[1].hand.length).toBe(foe);
  });
});

describe('d2-tetsuken', () => {
  it('血の報酬: you may destroy one of your characters; only if one was destroyed, draw 2', () => {
    const g = game('d2', { hand: ['血の報酬', '血の報酬'], energy: 10, battlefield: ['鉄剣傭兵団の重装兵'] });
    play(g, '血の報酬', [], { may: [true] });
    expect(names(g, g.state.players[0].trash)).toContain('鉄剣傭兵団の重装兵');
    expect(g.state.players[0].hand.length).toBe(3);
    play(g, '血の報酬', [], { may: [true] }); // nothing left to destroy: no draw
    expect(g.state.players[0].hand.length).toBe(2);
  });

  it('戦機〈ハウンド〉: destroys another of yours; when none could be destroyed, destroys itself instead', () => {
    const g = game('d2', { hand: ['戦機〈ハウンド〉'], energy: 10 });
    play(g, '戦機〈ハウンド〉');
    expect(names(g, g.state.players[0].trash)).toContain('戦機〈ハウンド〉');
    const g2 = game('d2', { hand: ['戦機〈ハウンド〉'], energy: 10, battlefield: ['鉄剣傭兵団の重装兵'] });
    play(g2, '戦機〈ハウンド〉');
    expect(names(g2, g2.state.players[0].trash)).toEqual(['鉄剣傭兵団の重装兵']);
    expect(on(g2, '戦機〈ハウンド〉', 0)).toBeGreaterThanOrEqual(0);
  });

  it('斬り込み: +2000, or +3000 instead on a 《鉄剣傭兵団》 character', () => {
    const g = game('d2', {
      hand: ['斬り込み', '斬り込み'],
      energy: 10,
      battlefield: ['鉄剣傭兵団の重装兵', '戦機〈ゴーレム・マークⅠ〉'],
    });
    const merc = on(g, '鉄剣傭兵団の重装兵', 0);
    const golem = on(g, '戦機〈ゴーレム・マークⅠ〉', 0);
    const [m0, g0] = [powerOf(g, merc), powerOf(g, golem)];
    play(g, '斬り込み', [merc]);
    play(g, '斬り込み', [golem]);
    expect(powerOf(g, merc) - m0).toBe(3000);
    expect(powerOf(g, golem) - g0).toBe(2000);
  });

  it('鉄剣奥義・断界: 5000 to up to two; then 1 damage to the opponent only if this effect destroyed one', () => {
    const g = game(
      'd2',
      { hand: ['鉄剣奥義・断界'], energy: 10, battlefield: ['鉄剣傭兵団の重装兵'] },
      { battlefield: ['鉄剣傭兵団の新兵'] },
    );
    play(g, '鉄剣奥義・断界', [on(g, '鉄剣傭兵団の新兵', 1)]);
    expect(damageCount(g, 1)).toBe(1);
  });

  it('戦機工廠: your 《戦機》 character cards cost 1 less', () => {
    const g = game('d2', { battlefield: ['戦機工廠'], hand: ['戦機〈ゴーレム・マークⅠ〉'], energy: 10 });
    const golemCost = corpusCard('d2-tetsuken', '戦機〈ゴーレム・マークⅠ〉').cost;
    const before = g.state.players[0].energy.filter((id) => !g.state.cards[id].sleep).length;
    play(g, '戦機〈ゴーレム・マークⅠ〉');
    const after = g.state.players[0].energy.filter((id) => !g.state.cards[id].sleep).length;
    expect(before - after).toBe(golemCost - 1);
  });
});

describe('d1-hoshizora', () => {
  it('見習い星詠み ツキミ: the two cards looked at go back on top in the order the player chooses', () => {
    const g = game('d1', { hand: ['見習い星詠み ツキミ'], energy: 1, main: ['星読み', '日蝕'] });
    play(g, '見習い星詠み ツキミ', [], { choose: ['日蝕', '星読み'] });
    expect(top(g, 0, 2)).toEqual(['日蝕', '星読み']);
  });

  it('星図描きの少年 カナタ: the top card may go to the bottom, or stay', () => {
    const g = game('d1', { battlefield: ['星図描きの少年 カナタ'], main: ['星読み', '日蝕'] });
    activate(g, on(g, '星図描きの少年 カナタ', 0), [], { choose: ['星読み'] });
    expect(top(g, 0, 1)).toEqual(['日蝕']);
    expect(bottom(g, 0, 1)).toEqual(['星読み']);
  });

  it('星辰の観測者: the opponent’s top card, to the top or the bottom of their deck, as you choose', () => {
    const g = game('d1', { battlefield: ['星辰の観測者'], energy: 1 }, { main: ['星読み', '日蝕'] });
    activate(g, on(g, '星辰の観測者', 0), [], { choose: ['星読み'] });
    expect(top(g, 1, 1)).toEqual(['日蝕']);
    expect(bottom(g, 1, 1)).toEqual(['星読み']);
  });

  it('運命の書き換え: one of the opponent’s top 3 to their trash, the rest back on top in your order; then draw', () => {
    const g = game('d1', { hand: ['運命の書き換え'], energy: 3 }, { main: ['星読み', '日蝕', '星の帳'] });
    play(g, '運命の書き換え', [], { choose: ['日蝕', '星の帳', '星読み'] });
    expect(names(g, g.state.players[1].trash)).toEqual(['日蝕']);
    expect(top(g, 1, 2)).toEqual(['星の帳', '星読み']);
    expect(g.state.players[0].hand.length).toBe(1);
  });

  it('星図の再編: up to 3 trash cards to the bottom in the chosen order (this card is not yet in the trash); then draw', () => {
    const g = game('d1', { hand: ['星図の再編'], energy: 1, trash: ['星読み', '日蝕'] });
    play(g, '星図の再編', [], { choose: ['日蝕', '星読み'] });
    expect(bottom(g, 0, 2)).toEqual(['日蝕', '星読み']);
    expect(names(g, g.state.players[0].trash)).toEqual(['星図の再編']);
  });

  it('星の導き: a revealed 《星詠み》/《星獣》 card goes to the hand, anything else to the bottom', () => {
    const g = game('d1', { hand: ['星の導き', '星の導き'], main: ['見習い星詠み ツキミ', '日蝕'] });
    play(g, '星の導き');
    expect(names(g, g.state.players[0].hand)).toEqual(['星の導き', '見習い星詠み ツキミ']);
    play(g, '星の導き');
    expect(bottom(g, 0, 1)).toEqual(['日蝕']);
  });

  it('天球儀: the host’s player uses the granted [1][スリープ] draw-then-put-back ability', () => {
    const g = game('d1', {
      hand: ['天球儀', '日蝕'],
      energy: 3,
      battlefield: ['星屑の仔竜'],
      main: ['星読み'],
    });
    const host = on(g, '星屑の仔竜', 0);
    play(g, '天球儀', [host]);
    activate(g, host, [], { choose: ['日蝕'] });
    expect(g.state.cards[host].sleep).toBe(true);
    expect(names(g, g.state.players[0].hand)).toEqual(['星読み']);
    expect(top(g, 0, 1)).toEqual(['日蝕']);
  });

  it('天秤座の星獣 リブラ: a card to the guard deck only while yours is smaller than the opponent’s', () => {
    const g = game('d1', { hand: ['天秤座の星獣 リブラ'], energy: 3 });
    const guard = g.state.players[0].guardDeck.length;
    play(g, '天秤座の星獣 リブラ');
    expect(g.state.players[0].guardDeck.length).toBe(guard); // equal: nothing
    const g2 = game('d1', { hand: ['天秤座の星獣 リブラ'], energy: 3, guard: ['星読み'] });
    play(g2, '天秤座の星獣 リブラ');
    expect(g2.state.players[0].guardDeck.length).toBe(2);
  });

  it('星詠みの長 セレスティア: [2][スリープ] look at 3, one to the hand (forced), the rest to the bottom in your order', () => {
    const g = game('d1', {
      battlefield: ['星詠みの長 セレスティア'],
      energy: 2,
      main: ['星読み', '日蝕', '星の帳'],
    });
    activate(g, on(g, '星詠みの長 セレスティア', 0), [], { choose: ['日蝕', '星の帳', '星読み'] });
    expect(names(g, g.state.players[0].hand)).toEqual(['日蝕']);
    expect(bottom(g, 0, 2)).toEqual(['星の帳', '星読み']);
  });
});

describe('d3-mizuchi', () => {
  it('手水の水霊 チョウズ: the next 《水霊》 character card played this turn costs 1 less, only that one', () => {
    const g = game('d3', {
      battlefield: ['手水の水霊 チョウズ'],
      hand: ['渦潮の水霊 ウズ', '渦潮の水霊 ウズ'],
      energy: 4,
    });
    activate(g, on(g, '手水の水霊 チョウズ', 0));
    const e0 = activeEnergy(g, 0);
    play(g, '渦潮の水霊 ウズ');
    expect(e0 - activeEnergy(g, 0)).toBe(1);
    const e1 = activeEnergy(g, 0);
    play(g, '渦潮の水霊 ウズ');
    expect(e1 - activeEnergy(g, 0)).toBe(2);
  });

  it('清流の巫女 セセラギ: 《水霊》 cards cost 1 less, never below 1', () => {
    const g = game('d3', {
      battlefield: ['清流の巫女 セセラギ'],
      hand: ['小波の水霊 ササナミ', '渦潮の水霊 ウズ'],
      energy: 4,
    });
    const e0 = activeEnergy(g, 0);
    play(g, '小波の水霊 ササナミ');
    expect(e0 - activeEnergy(g, 0)).toBe(1);
    const e1 = activeEnergy(g, 0);
    play(g, '渦潮の水霊 ウズ');
    expect(e1 - activeEnergy(g, 0)).toBe(1);
  });

  it('大水霊 ワタツミ: costs 1 less per 《水霊》 character on your side', () => {
    const g = game('d3', {
      battlefield: ['小波の水霊 ササナミ', '渦潮の水霊 ウズ'],
      hand: ['大水霊 ワタツミ'],
      energy: 7,
    });
    const e0 = activeEnergy(g, 0);
    play(g, '大水霊 ワタツミ');
    expect(e0 - activeEnergy(g, 0)).toBe(5);
  });

  it('金縛りの雨: asleep, and it does not stand in its player’s next active phase', () => {
    const g = game('d3', { hand: ['金縛りの雨'], energy: 3 }, { battlefield: ['渦潮の水霊 ウズ'] });
    const foe = on(g, '渦潮の水霊 ウズ', 1);
    play(g, '金縛りの雨', [foe]);
    expect(g.state.cards[foe].sleep).toBe(true);
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    expect(g.state.turnPlayer).toBe(1);
    expect(g.state.cards[foe].sleep).toBe(true);
  });

  it('白蛇の神使 シラハ: the opponent cannot target it', () => {
    const g = game(
      'd3',
      { hand: ['波返し'], energy: 3 },
      { battlefield: ['白蛇の神使 シラハ', '渦潮の水霊 ウズ'] },
    );
    const shiraha = on(g, '白蛇の神使 シラハ', 1);
    const targets = legalActions(g).flatMap((a) => (a.type === 'play' ? a.targets : []));
    expect(targets).not.toContain(shiraha);
    expect(targets).toContain(on(g, '渦潮の水霊 ウズ', 1));
  });

  it('神託: draw 2, then discard one of your choice', () => {
    const g = game('d3', { hand: ['神託'], energy: 1, main: ['波返し', '子守唄'] });
    play(g, '神託', [], { choose: ['波返し'] });
    expect(names(g, g.state.players[0].hand)).toEqual(['子守唄']);
  });
});

describe('replacements and groups (d3, d4)', () => {
  it('泡沫の衣 (d3): its host would be destroyed → it goes back to its owner’s hand instead; the set card to the trash', () => {
    const g = game('d3', { hand: ['泡沫の衣', '落雷'], energy: 5, battlefield: ['渦潮の水霊 ウズ'] });
    const host = on(g, '渦潮の水霊 ウズ', 0);
    play(g, '泡沫の衣', [host]);
    play(g, '落雷', [host]); // 5000 ≥ its power: it would be destroyed
    expect(names(g, g.state.players[0].hand)).toEqual(['渦潮の水霊 ウズ']);
    expect(names(g, g.state.players[0].trash).sort()).toEqual(['泡沫の衣', '落雷'].sort());
  });

  it('夕立 (d3): set → its host falls asleep', () => {
    const g = game('d3', { hand: ['夕立'], energy: 1 }, { battlefield: ['渦潮の水霊 ウズ'] });
    const host = on(g, '渦潮の水霊 ウズ', 1);
    play(g, '夕立', [host]);
    expect(g.state.cards[host].sleep).toBe(true);
  });

  it('月無き夜の宴 (d4): at your turn end, any number of your characters owned by the opponent go to their owner’s trash', () => {
    const g = game('d4', { battlefield: ['月無き夜の宴'] }, { battlefield: ['宵の鴉', '影織の木偶'] });
    const crow = on(g, '宵の鴉', 1);
    const doll = on(g, '影織の木偶', 1);
    g.state.cards[crow].controller = 0;
    g.state.cards[doll].controller = 0;
    act(g, { type: 'endMain' });
    settle(g, { may: [true], choose: ['宵の鴉', '影織の木偶'] }, ['main']);
    expect(names(g, g.state.players[1].trash).sort()).toEqual(['宵の鴉', '影織の木偶'].sort());
  });
});

describe('optional triggers limited per card (d6)', () => {
  it('蔦絡みの番人 アイヴィ: 「このカードの①の効果は1ターンに1度」 with 「発揮できる」: a declined use does not count', () => {
    const g = game(
      'd6',
      { battlefield: ['蔦絡みの番人 アイヴィ'], main: ['野花の精', '詩集の番人 リブロ'] },
      { battlefield: ['野花の精', '詩集の番人 リブロ'] },
      1,
    );
    const ivy = on(g, '蔦絡みの番人 アイヴィ', 0);
    const guard = g.state.players[0].guardDeck.length;
    const attack = (name: string, accept: boolean) => {
      act(g, { type: 'attack', attacker: on(g, name, 1), target: { player: 0 } });
      settle(g);
      act(g, { type: 'defend', defender: ivy });
      settle(g, { may: [accept] });
      g.state.cards[ivy].sleep = false; // as if made active again
    };
    attack('野花の精', false);
    expect(g.state.players[0].guardDeck.length).toBe(guard);
    attack('詩集の番人 リブロ', true);
    expect(g.state.players[0].guardDeck.length).toBe(guard + 1);
  });
});

describe('HF-4.4 RULING a set card’s printed auto ability is its host’s (000 ■セットカード; docs/engine.md)', () => {
  it('落ちた星の欠片 (d1) on the opponent’s character: when the host is destroyed, the host’s player draws (as intended)', () => {
    const g = game('d1', { hand: ['落ちた星の欠片', '落雷'], energy: 4 }, { battlefield: ['星屑の仔竜'] });
    const host = on(g, '星屑の仔竜', 1);
    play(g, '落ちた星の欠片', [host]);
    const foe = g.state.players[1].hand.length;
    play(g, '落雷', [host]);
    expect(names(g, g.state.players[1].trash)).toContain('星屑の仔竜');
    expect(g.state.players[0].hand.length).toBe(0);
    expect(g.state.players[1].hand.length).toBe(foe + 1);
  });
});

describe('once per turn counted when it triggers (d4)', () => {
  it('影織りの語り部: 「…引いてもよい。この能力は1ターンに1回しか発揮されない」: declining still uses the turn’s once', () => {
    const g = game('d4', {
      battlefield: ['影織りの語り部', '宵の鴉', '宵の鴉'],
      hand: ['影の刃', '影の刃'],
      energy: 6,
      trash: ['宵の鴉', '宵の鴉', '宵の鴉', '宵の鴉'],
    });
    const hand = g.state.players[0].hand.length;
    play(g, '影の刃', [on(g, '宵の鴉', 0, 0)], { may: [false] });
    expect(g.state.players[0].hand.length).toBe(hand - 1);
    play(g, '影の刃', [on(g, '宵の鴉', 0, 0)], { may: [true] });
    expect(g.state.players[0].hand.length).toBe(hand - 2); // no second trigger this turn
    expect(names(g, g.state.players[0].trash).filter((n) => n === '宵の鴉').length).toBe(6);
  });
});

describe('durations (d8)', () => {
  it('逆潮のセイレーン: −1000 until the end of the opponent’s next turn (through their turn, gone after it)', () => {
    const g = game('d8', { hand: ['逆潮のセイレーン'], energy: 3 }, { battlefield: ['深層回遊鮫'] });
    const shark = on(g, '深層回遊鮫', 1);
    play(g, '逆潮のセイレーン', [], { targets: [[shark]] });
    expect(powerOf(g, shark)).toBe(3000);
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    expect(g.state.turnPlayer).toBe(1);
    expect(powerOf(g, shark)).toBe(3000);
    act(g, { type: 'endMain' });
    settle(g, {}, ['main']);
    expect(g.state.turnPlayer).toBe(0);
    expect(powerOf(g, shark)).toBe(4000);
  });
});

describe('a destroyed card is not yet in the trash while its destruction’s effects resolve (HF-9.6)', () => {
  it('亡霊の帆 (d8): the destroyed host cannot be chosen from the trash; another 《亡霊船団》 of cost ≤ 2 can', () => {
    const g = game('d8', {
      hand: ['亡霊の帆', '落雷'],
      energy: 5,
      battlefield: ['沈船の甲板兵'],
      trash: ['沈み人形ネネ'],
    });
    const host = on(g, '沈船の甲板兵', 0);
    play(g, '亡霊の帆', [host]);
    act(g, { type: 'play', card: inHand(g, 0, '落雷'), targets: [host] });
    let offered: string[] = [];
    for (let i = 0; i < 50 && g.state.pending?.kind !== 'main'; i++) {
      if (g.state.pending?.kind === 'choose') {
        offered = legalActions(g).flatMap((a) =>
          a.type === 'choose' && a.card !== null ? [nameOf(g, a.card) ?? ''] : [],
        );
        act(g, {
          type: 'choose',
          card: g.state.players[0].trash.find((id) => nameOf(g, id) === '沈み人形ネネ') ?? null,
        });
      } else settle(g, {}, ['main', 'choose']);
    }
    expect(offered).toEqual(['沈み人形ネネ']);
    expect(on(g, '沈み人形ネネ', 0)).toBeGreaterThanOrEqual(0);
    expect(names(g, g.state.players[0].trash)).toContain('沈船の甲板兵');
  });
});
