// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// fifth blind round, designer corpora d21–d24, played in the engine exactly as their designer wrote them
// (test/corpora/<set>.hf, compiled one by one as corpusReach does), each asserting what its `# 意図:` says —
// or, where the intent goes against the seeds or a RULING of docs/engine.md, what the rules say (the test
// names the ruling). Cards with no text or only keywords are checked together at the end of each set.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { hasKeyword, keywordCount, powerOf, traitsOf } from '../../src/engine/query.js';
import { deckConditionHolds } from '../../src/engine/setup.js';
import { corpusCard } from '../helpers/corpusCards.js';
import {
  type G,
  activatableOn,
  activate,
  activeEnergy,
  asleep,
  attack,
  bottom,
  canActivate,
  canDefend,
  cannotAttack,
  corpusGame,
  damageCount,
  damageOf,
  defend,
  endTurn,
  foeAttacks,
  hand,
  handSize,
  inGuard,
  inHand,
  names,
  on,
  play,
  playBy,
  playable,
  revealedAsDamage,
  settle,
  targetable,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';
import { nameOf } from '../helpers/lookup.js';

const SETS = {
  d21: 'd21-butai',
  d22: 'd22-kousen',
  d23: 'd23-mori',
  d24: 'd24-houtei',
} as const;
const game = corpusGame(SETS);

describe('d21-butai', () => {
  const EXTRA = '端役の劇団員'; // 《役者》 2000 vanilla
  const CROWD = '群衆役の劇団員'; // 《役者》 3000 vanilla
  const THUG = '用心棒役の大部屋俳優'; // 《役者》《悪役》 4000 vanilla
  const BELL = '開幕ベル'; // command 《演目》 cost 1
  const MIO = '照明係 ミオ'; // 《裏方》 1000
  const HANA = '子役 ハナ'; // 《役者》 1000

  it('見習い役者 ルカ: enters → may discard a card; only then draw (HF-5.7)', () => {
    const g = game('d21', { hand: ['見習い役者 ルカ', BELL], energy: 1, main: [EXTRA] });
    play(g, '見習い役者 ルカ', [], { may: [true], choose: [BELL] });
    expect(trash(g, 0)).toEqual([BELL]);
    expect(hand(g, 0)).toEqual([EXTRA]);
    const g2 = game('d21', { hand: ['見習い役者 ルカ', BELL], energy: 1, main: [EXTRA] });
    play(g2, '見習い役者 ルカ', [], { may: [false] });
    expect(hand(g2, 0)).toEqual([BELL]);
    const g3 = game('d21', { hand: ['見習い役者 ルカ'], energy: 1, main: [EXTRA] });
    play(g3, '見習い役者 ルカ');
    expect(hand(g3, 0)).toEqual([]); // nothing to discard: no draw
  });

  it('大道具係 ゴンザ: [スリープ] a 《役者》 character of yours +1000 for the turn (not the opponent’s, not a 《裏方》)', () => {
    const g = game('d21', { battlefield: ['大道具係 ゴンザ', EXTRA, MIO] }, { battlefield: [CROWD] });
    const gonza = on(g, '大道具係 ゴンザ', 0);
    expect(activatableOn(g, gonza, on(g, CROWD, 1))).toBe(false);
    expect(activatableOn(g, gonza, on(g, MIO, 0))).toBe(false);
    activate(g, gonza, [on(g, EXTRA, 0)]);
    expect(asleep(g, gonza)).toBe(true);
    expect(powerOf(g, on(g, EXTRA, 0))).toBe(3000);
    endTurn(g);
    expect(powerOf(g, on(g, EXTRA, 0))).toBe(2000);
  });

  it('照明係 ミオ / 奈落番 ガンテツ: [1][スリープ] −1000 for the turn / 2000 to an ASLEEP opposing character only', () => {
    const g = game(
      'd21',
      { battlefield: [MIO, '奈落番 ガンテツ'], energy: 3 },
      { battlefield: [{ name: EXTRA, sleep: true }, CROWD, { name: THUG, sleep: true }] },
    );
    const mio = on(g, MIO, 0);
    expect(activatableOn(g, mio, on(g, CROWD, 1))).toBe(false);
    activate(g, mio, [on(g, THUG, 1)]);
    expect(powerOf(g, on(g, THUG, 1))).toBe(3000);
    expect(activeEnergy(g, 0)).toBe(2);
    const gantetsu = on(g, '奈落番 ガンテツ', 0);
    expect(activatableOn(g, gantetsu, on(g, CROWD, 1))).toBe(false);
    activate(g, gantetsu, [on(g, EXTRA, 1)]);
    expect(trash(g, 1)).toEqual([EXTRA]);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('看板女優 アヤメ: 【強撃】 only while a 《裏方》 character of yours is out; attacking → may discard a 《演目》 card for +2000', () => {
    const g = game('d21', { battlefield: ['看板女優 アヤメ', MIO], hand: [BELL, EXTRA] });
    const ayame = on(g, '看板女優 アヤメ', 0);
    expect(hasKeyword(g, ayame, 'strike')).toBe(true);
    attack(g, ayame, { player: 1 }, { may: [true], choose: [BELL] });
    expect(trash(g, 0)).toEqual([BELL]);
    expect(powerOf(g, ayame)).toBe(7000);
    const g2 = game('d21', { battlefield: ['看板女優 アヤメ'], hand: [EXTRA] });
    const ayame2 = on(g2, '看板女優 アヤメ', 0);
    expect(hasKeyword(g2, ayame2, 'strike')).toBe(false);
    attack(g2, ayame2, { player: 1 }); // no 《演目》 card: nothing
    expect(hand(g2, 0)).toEqual([EXTRA]);
    expect(powerOf(g2, ayame2)).toBe(5000);
    const g3 = game('d21', { battlefield: ['看板女優 アヤメ'], hand: [BELL] });
    const ayame3 = on(g3, '看板女優 アヤメ', 0);
    attack(g3, ayame3, { player: 1 }, { may: [false] });
    expect(hand(g3, 0)).toEqual([BELL]);
    expect(powerOf(g3, ayame3)).toBe(5000);
  });

  it('悪役専門 ドウゲン: 【反撃】 destroys the attacker → draw (HF-13.4)', () => {
    const g = game('d21', { battlefield: ['悪役専門 ドウゲン'], main: [BELL] }, { battlefield: [CROWD] }, 1);
    attack(g, on(g, CROWD, 1), { player: 0 });
    defend(g, on(g, '悪役専門 ドウゲン', 0));
    expect(trash(g, 1)).toEqual([CROWD]);
    expect(hand(g, 0)).toEqual([BELL]);
  });

  it('道化師 ピエロット / 道化の相方 ポコ: defending → the attacker −1000 for the turn / draw', () => {
    const g = game('d21', { battlefield: ['道化師 ピエロット'] }, { battlefield: [THUG] }, 1);
    const thug = on(g, THUG, 1);
    attack(g, thug, { player: 0 });
    act(g, { type: 'defend', defender: on(g, '道化師 ピエロット', 0) });
    settle(g, { targets: [[thug]] }, ['main', 'window']);
    expect(powerOf(g, thug)).toBe(3000);
    const g2 = game('d21', { battlefield: ['道化の相方 ポコ'], main: [BELL] }, { battlefield: [EXTRA] }, 1);
    attack(g2, on(g2, EXTRA, 1), { player: 0 });
    defend(g2, on(g2, '道化の相方 ポコ', 0));
    expect(hand(g2, 0)).toEqual([BELL]);
  });

  it('舞台監督 クロエ: you play a 《演目》 card → draw, once per turn; another card, nothing', () => {
    const g = game('d21', {
      battlefield: ['舞台監督 クロエ'],
      hand: [BELL, BELL, '暗転'],
      energy: 4,
      main: [EXTRA, CROWD, THUG, HANA, MIO],
    });
    play(g, BELL); // クロエ draws 1 on the play, 開幕ベル draws 1 and (クロエ is 《裏方》) 1 more
    const after1 = handSize(g, 0);
    expect(after1).toBe(2 + 3);
    play(g, BELL);
    expect(handSize(g, 0)).toBe(after1 - 1 + 2); // the effect's two draws only: クロエ once per turn
    const g2 = game(
      'd21',
      { battlefield: ['舞台監督 クロエ'], hand: ['暗転'], energy: 2, main: [EXTRA] },
      {
        battlefield: [CROWD],
      },
    );
    play(g2, '暗転', [on(g2, CROWD, 1)]);
    expect(hand(g2, 0)).toEqual([]); // not 《演目》
  });

  it('座長 カゲツ: your OTHER 《役者》 characters +1000; [カルネージ1][スリープ] a 《役者》 character card of your trash to the hand', () => {
    const g = game(
      'd21',
      { battlefield: ['座長 カゲツ', EXTRA, MIO], trash: [BELL, CROWD], damageField: [HANA] },
      { battlefield: [CROWD] },
    );
    const kagetsu = on(g, '座長 カゲツ', 0);
    expect(powerOf(g, kagetsu)).toBe(6000);
    expect(powerOf(g, on(g, EXTRA, 0))).toBe(3000);
    expect(powerOf(g, on(g, MIO, 0))).toBe(1000);
    expect(powerOf(g, on(g, CROWD, 1))).toBe(3000);
    activate(g, kagetsu, [], { choose: [CROWD] });
    expect(hand(g, 0)).toEqual([CROWD]);
    expect(damageCount(g, 0)).toBe(0);
    expect(asleep(g, kagetsu)).toBe(true);
  });

  it('殺陣師 ジンパチ / 剣戟役者 タツミ: attack → +1000 (【貫通】); its attack destroys an opposing character → it stands, once per turn', () => {
    const g = game(
      'd21',
      { battlefield: ['殺陣師 ジンパチ'] },
      { battlefield: [{ name: CROWD, sleep: true }] },
    );
    const jin = on(g, '殺陣師 ジンパチ', 0);
    expect(hasKeyword(g, jin, 'pierce')).toBe(true);
    act(g, { type: 'attack', attacker: jin, target: { card: on(g, CROWD, 1) } });
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([CROWD]);
    expect(damageCount(g, 1)).toBe(1); // 【貫通】
    expect(powerOf(g, jin)).toBe(4000);
    const g2 = game(
      'd21',
      { battlefield: ['剣戟役者 タツミ'] },
      {
        battlefield: [
          { name: CROWD, sleep: true },
          { name: EXTRA, sleep: true },
        ],
      },
    );
    const tatsumi = on(g2, '剣戟役者 タツミ', 0);
    act(g2, { type: 'attack', attacker: tatsumi, target: { card: on(g2, CROWD, 1) } });
    settle(g2, {}, ['main']);
    expect(asleep(g2, tatsumi)).toBe(false);
    act(g2, { type: 'attack', attacker: tatsumi, target: { card: on(g2, EXTRA, 1) } });
    settle(g2, {}, ['main']);
    expect(trash(g2, 1)).toEqual([CROWD, EXTRA]);
    expect(asleep(g2, tatsumi)).toBe(true); // once per turn
  });

  it('早替わりの名手 ツバキ: enters → may take a 《衣装》 set card of your trash; [2] back to the hand', () => {
    const g = game('d21', { hand: ['早替わりの名手 ツバキ'], energy: 4, trash: ['模造刀', '王子の衣装'] });
    play(g, '早替わりの名手 ツバキ', [], { may: [true], choose: ['王子の衣装'] });
    expect(hand(g, 0)).toEqual(['王子の衣装']);
    activate(g, on(g, '早替わりの名手 ツバキ', 0));
    expect(hand(g, 0)).toEqual(['王子の衣装', '早替わりの名手 ツバキ']);
    const g2 = game('d21', { hand: ['早替わりの名手 ツバキ'], energy: 2, trash: ['王子の衣装'] });
    play(g2, '早替わりの名手 ツバキ', [], { may: [false] });
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d21', { hand: ['早替わりの名手 ツバキ'], energy: 2, trash: ['模造刀'] });
    play(g3, '早替わりの名手 ツバキ');
    expect(hand(g3, 0)).toEqual([]); // 《小道具》 only
  });

  it('子役 ハナ: destroyed → draw', () => {
    const g = game('d21', { hand: ['悲劇の幕切れ'], energy: 4, battlefield: [HANA], main: [EXTRA] });
    play(g, '悲劇の幕切れ', [on(g, HANA, 0)]);
    expect(hand(g, 0)).toEqual([EXTRA]);
  });

  it('二枚目俳優 レオン: 【神速】; its attack damages the opponent → may discard; only then draw 2', () => {
    const g = game('d21', { battlefield: ['二枚目俳優 レオン'], hand: [BELL], main: [EXTRA, CROWD] });
    const leon = on(g, '二枚目俳優 レオン', 0);
    expect(hasKeyword(g, leon, 'godspeed')).toBe(true);
    attack(g, leon, { player: 1 }, { may: [true], choose: [BELL] });
    if (g.state.pending?.kind === 'defense') defend(g, null, { may: [true], choose: [BELL] });
    expect(damageCount(g, 1)).toBe(1);
    expect(trash(g, 0)).toEqual([BELL]);
    expect(hand(g, 0)).toEqual([EXTRA, CROWD]);
    const g2 = game('d21', { battlefield: ['二枚目俳優 レオン'], main: [EXTRA, CROWD] });
    attack(g2, on(g2, '二枚目俳優 レオン', 0), { player: 1 });
    if (g2.state.pending?.kind === 'defense') defend(g2, null);
    expect(hand(g2, 0)).toEqual([]); // an empty hand: no draw
  });

  it('衣装係 シズ: look at 3, up to one 《衣装》 card to the hand, the rest back on top in the chosen order', () => {
    const g = game('d21', { hand: ['衣装係 シズ'], energy: 2, main: [EXTRA, '王子の衣装', CROWD] });
    play(g, '衣装係 シズ', [], { choose: ['王子の衣装', CROWD, EXTRA] });
    expect(hand(g, 0)).toEqual(['王子の衣装']);
    expect(top(g, 0, 2)).toEqual([CROWD, EXTRA]);
    const g2 = game('d21', { hand: ['衣装係 シズ'], energy: 2, main: [EXTRA, '王子の衣装'], mainCount: 2 });
    play(g2, '衣装係 シズ', [], { choose: ['王子の衣装'] });
    expect(hand(g2, 0)).toEqual([]); // fewer than 3: nothing (HF-10.3)
  });

  it('プロンプター ユウ: [1][スリープ] look at the top card; may put it into the trash, or leave it', () => {
    const g = game('d21', { battlefield: ['プロンプター ユウ'], energy: 1, main: [EXTRA, CROWD] });
    activate(g, on(g, 'プロンプター ユウ', 0), [], { choose: [EXTRA] });
    expect(trash(g, 0)).toEqual([EXTRA]);
    expect(top(g, 0, 1)).toEqual([CROWD]);
    const g2 = game('d21', { battlefield: ['プロンプター ユウ'], energy: 1, main: [EXTRA, CROWD] });
    activate(g2, on(g2, 'プロンプター ユウ', 0), [], { choose: [] });
    expect(top(g2, 0, 1)).toEqual([EXTRA]);
  });

  it('音響係 カナデ: you play a 《演目》 COMMAND → 1000 to an opposing character', () => {
    const g = game(
      'd21',
      { battlefield: ['音響係 カナデ'], hand: [BELL], energy: 1 },
      { battlefield: [EXTRA] },
    );
    const foe = on(g, EXTRA, 1);
    play(g, BELL, [], { targets: [[foe]] });
    expect(damageOf(g, foe)).toBe(1000);
    const g2 = game(
      'd21',
      { battlefield: ['音響係 カナデ'], hand: ['暗転'], energy: 2 },
      { battlefield: [EXTRA] },
    );
    const foe2 = on(g2, EXTRA, 1);
    play(g2, '暗転', [foe2]);
    expect(damageOf(g2, foe2)).toBe(0); // not 《演目》
  });

  it('主演女優 シオン: enters → an ASLEEP opposing character destroyed; 【空装】 your 《役者》 characters entering +1000 for the turn', () => {
    const g = game(
      'd21',
      { hand: ['主演女優 シオン'], energy: 6 },
      { battlefield: [{ name: CROWD, sleep: true }, THUG] },
    );
    play(g, '主演女優 シオン', [], { targets: [[on(g, CROWD, 1)]] });
    expect(trash(g, 1)).toEqual([CROWD]);
    const g2 = game('d21', { hand: [EXTRA, MIO], energy: 2, guard: ['主演女優 シオン'] });
    g2.state.players[0].kuusou = inGuard(g2, 0, '主演女優 シオン');
    play(g2, EXTRA);
    play(g2, MIO);
    expect(powerOf(g2, on(g2, EXTRA, 0))).toBe(3000);
    expect(powerOf(g2, on(g2, MIO, 0))).toBe(1000); // 《裏方》
    endTurn(g2);
    expect(powerOf(g2, on(g2, EXTRA, 0))).toBe(2000);
  });

  it('脚本家 ミナト: [1][スリープ] a 《演目》 card of your trash to the bottom of the main deck; only then draw', () => {
    const g = game('d21', { battlefield: ['脚本家 ミナト'], energy: 1, trash: [BELL], main: [EXTRA] });
    activate(g, on(g, '脚本家 ミナト', 0), [], { choose: [BELL] });
    expect(hand(g, 0)).toEqual([EXTRA]);
    expect(bottom(g, 0, 1)).toEqual([BELL]);
    const g2 = game('d21', { battlefield: ['脚本家 ミナト'], energy: 1, trash: [EXTRA], main: [CROWD] });
    activate(g2, on(g2, '脚本家 ミナト', 0));
    expect(hand(g2, 0)).toEqual([]);
  });

  it('女形 ウキョウ: a set card (either player’s) set on it → draw, once per turn', () => {
    const g = game(
      'd21',
      { battlefield: ['女形 ウキョウ'], hand: ['模造刀', '模造刀'], energy: 2, main: [EXTRA, CROWD] },
      { hand: ['血糊'], energy: 1 },
    );
    const ukyo = on(g, '女形 ウキョウ', 0);
    play(g, '模造刀', [ukyo]);
    expect(hand(g, 0)).toEqual(['模造刀', EXTRA]);
    play(g, '模造刀', [ukyo]);
    expect(hand(g, 0)).toEqual([EXTRA]);
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, 1, '血糊'), targets: [ukyo] });
    settle(g);
    expect(hand(g, 0)).toEqual([EXTRA, CROWD]); // the opponent's set card too: ウキョウ's player draws
  });

  it('怪人役 ファントム: 【警戒】; enters → an opposing character −2000 for the turn', () => {
    const g = game('d21', { hand: ['怪人役 ファントム'], energy: 5 }, { battlefield: [THUG] });
    const thug = on(g, THUG, 1);
    play(g, '怪人役 ファントム', [], { targets: [[thug]] });
    expect(powerOf(g, thug)).toBe(2000);
    expect(hasKeyword(g, on(g, '怪人役 ファントム', 0), 'vigilance')).toBe(true);
    endTurn(g);
    expect(powerOf(g, thug)).toBe(4000);
  });

  it('代役 ミツキ: another 《主演》 character of yours destroyed → +2000 and 《主演》 for the turn', () => {
    const g = game('d21', {
      battlefield: ['代役 ミツキ', '二枚目俳優 レオン'],
      hand: ['悲劇の幕切れ'],
      energy: 4,
    });
    const mitsuki = on(g, '代役 ミツキ', 0);
    play(g, '悲劇の幕切れ', [on(g, '二枚目俳優 レオン', 0)]);
    expect(powerOf(g, mitsuki)).toBe(4000);
    expect(traitsOf(g, mitsuki)).toContain('主演');
    endTurn(g);
    expect(powerOf(g, mitsuki)).toBe(2000);
    expect(traitsOf(g, mitsuki)).not.toContain('主演');
    const g2 = game('d21', { battlefield: ['代役 ミツキ', EXTRA], hand: ['悲劇の幕切れ'], energy: 4 });
    play(g2, '悲劇の幕切れ', [on(g2, EXTRA, 0)]);
    expect(powerOf(g2, on(g2, '代役 ミツキ', 0))).toBe(2000);
  });

  it('振付師 セイラ: [1][スリープ] a 《役者》 character of yours gains 【神速】 for the turn', () => {
    const g = game('d21', { battlefield: ['振付師 セイラ', EXTRA], energy: 1 }, { battlefield: [CROWD] });
    const seira = on(g, '振付師 セイラ', 0);
    expect(activatableOn(g, seira, on(g, CROWD, 1))).toBe(false);
    activate(g, seira, [on(g, EXTRA, 0)]);
    expect(hasKeyword(g, on(g, EXTRA, 0), 'godspeed')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, on(g, EXTRA, 0), 'godspeed')).toBe(false);
  });

  it('劇団の新星 アサヒ / スポットライト: 【ダメージトリガー】 a character of yours +2000 / +1000 for the turn', () => {
    for (const [name, plus] of [
      ['劇団の新星 アサヒ', 2000],
      ['スポットライト', 1000],
    ] as const) {
      const g = game('d21', { guard: [name], battlefield: [EXTRA] }, { battlefield: [CROWD] }, 1);
      const mine = on(g, EXTRA, 0);
      revealedAsDamage(g, on(g, CROWD, 1), [[mine]]);
      expect(names(g, g.state.players[0].damageField)).toEqual([name]);
      expect(powerOf(g, mine)).toBe(2000 + plus);
    }
  });

  it('開幕ベル: draw; then, with a 《裏方》 character of yours, draw another', () => {
    const g = game('d21', { hand: [BELL], energy: 1, battlefield: [MIO], main: [EXTRA, CROWD] });
    play(g, BELL);
    expect(hand(g, 0)).toEqual([EXTRA, CROWD]);
    const g2 = game('d21', { hand: [BELL], energy: 1, battlefield: [EXTRA], main: [EXTRA, CROWD] });
    play(g2, BELL);
    expect(hand(g2, 0)).toEqual([EXTRA]);
  });

  it('大立ち回り / アドリブ: +2000 and 【貫通】 / 【反撃】 for the turn; アドリブ only while a character of yours defends', () => {
    const g = game(
      'd21',
      { hand: ['大立ち回り'], energy: 2, battlefield: [EXTRA, MIO] },
      { battlefield: [CROWD] },
    );
    expect(targetable(g, '大立ち回り', on(g, MIO, 0))).toBe(false);
    expect(targetable(g, '大立ち回り', on(g, CROWD, 1))).toBe(false);
    const extra = on(g, EXTRA, 0);
    play(g, '大立ち回り', [extra]);
    expect(powerOf(g, extra)).toBe(4000);
    expect(hasKeyword(g, extra, 'pierce')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, extra, 'pierce')).toBe(false);
    const g2 = game(
      'd21',
      { hand: ['アドリブ'], energy: 1, battlefield: [EXTRA] },
      { battlefield: [CROWD] },
      1,
    );
    const extra2 = on(g2, EXTRA, 0);
    act(g2, { type: 'attack', attacker: on(g2, CROWD, 1), target: { player: 0 } });
    for (let i = 0; i < 10 && g2.state.pending?.kind === 'window'; i++) {
      expect(playable(g2, 'アドリブ')).toBe(false); // no character of yours defends yet
      act(g2, { type: 'pass', player: g2.state.pending.player });
    }
    expect(g2.state.pending?.kind).toBe('defense');
    act(g2, { type: 'defend', defender: extra2 });
    untilPlayable(g2, 0);
    playBy(g2, 0, 'アドリブ', [extra2]);
    settle(g2, {}, ['main']);
    expect(trash(g2, 1)).toEqual([CROWD]); // 4000 defends 3000 and 【反撃】 deals 4000
    expect(on(g2, EXTRA, 0)).toBe(extra2);
  });

  it('奈落落とし / 暗転 / 悲劇の幕切れ: an ASLEEP opposing character destroyed / an opposing one asleep / 5000 to either player’s', () => {
    const g = game(
      'd21',
      { hand: ['奈落落とし', '暗転', '悲劇の幕切れ'], energy: 9, battlefield: [THUG] },
      { battlefield: [{ name: CROWD, sleep: true }, EXTRA] },
    );
    expect(targetable(g, '奈落落とし', on(g, EXTRA, 1))).toBe(false);
    expect(targetable(g, '暗転', on(g, THUG, 0))).toBe(false);
    expect(targetable(g, '悲劇の幕切れ', on(g, THUG, 0))).toBe(true);
    play(g, '奈落落とし', [on(g, CROWD, 1)]);
    expect(trash(g, 1)).toEqual([CROWD]);
    play(g, '暗転', [on(g, EXTRA, 1)]);
    expect(asleep(g, on(g, EXTRA, 1))).toBe(true);
    play(g, '悲劇の幕切れ', [on(g, THUG, 0)]);
    expect(trash(g, 0)).toContain(THUG);
  });

  it('スポットライト: a character of either player +1000 for the turn', () => {
    const g = game('d21', { hand: ['スポットライト'], energy: 1 }, { battlefield: [CROWD] });
    play(g, 'スポットライト', [on(g, CROWD, 1)]);
    expect(powerOf(g, on(g, CROWD, 1))).toBe(4000);
  });

  it('カーテンコール: up to two 《役者》 character cards of your trash to the hand (chosen; none allowed)', () => {
    const g = game('d21', { hand: ['カーテンコール'], energy: 3, trash: [EXTRA, MIO, CROWD, THUG] });
    play(g, 'カーテンコール', [], { choose: [EXTRA, THUG] });
    expect(hand(g, 0)).toEqual([EXTRA, THUG]);
    const g2 = game('d21', { hand: ['カーテンコール'], energy: 3, trash: [EXTRA, CROWD] });
    play(g2, 'カーテンコール', [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d21', { hand: ['カーテンコール'], energy: 3, trash: [MIO] });
    play(g3, 'カーテンコール');
    expect(hand(g3, 0)).toEqual([]);
  });

  it('喝采: draw 2, then discard 1 of your choice (forced)', () => {
    const g = game('d21', { hand: ['喝采', BELL], energy: 2, main: [EXTRA, CROWD] });
    play(g, '喝采', [], { choose: [CROWD] });
    expect(hand(g, 0)).toEqual([BELL, EXTRA]);
    expect(trash(g, 0).sort()).toEqual(['喝采', CROWD].sort());
  });

  it('稽古: look at 3, one to the hand (forced), the rest to the trash; fewer than 3: nothing', () => {
    const g = game('d21', { hand: ['稽古'], energy: 1, main: [EXTRA, CROWD, THUG, HANA] });
    play(g, '稽古', [], { choose: [CROWD] });
    expect(hand(g, 0)).toEqual([CROWD]);
    expect(trash(g, 0).sort()).toEqual(['稽古', EXTRA, THUG].sort());
    expect(top(g, 0, 1)).toEqual([HANA]);
    const g2 = game('d21', { hand: ['稽古'], energy: 1, main: [EXTRA, CROWD], mainCount: 2 });
    play(g2, '稽古', [], { choose: [CROWD] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('台本改訂: a set card (a world set too, either player’s) to the trash; draw, also with the target gone', () => {
    const g = game(
      'd21',
      { hand: ['台本改訂'], energy: 2, main: [EXTRA] },
      { battlefield: ['大劇場「月光座」', CROWD] },
    );
    play(g, '台本改訂', [on(g, '大劇場「月光座」', 1)]);
    expect(trash(g, 1)).toEqual(['大劇場「月光座」']);
    expect(hand(g, 0)).toEqual([EXTRA]);
    const g2 = game('d21', { hand: ['模造刀', '台本改訂'], energy: 3, battlefield: [CROWD], main: [EXTRA] });
    play(g2, '模造刀', [on(g2, CROWD, 0)]);
    const set = g2.state.cards.find((c) => c.zone === 'attached')?.id ?? -1;
    play(g2, '台本改訂', [set]);
    expect(trash(g2, 0)).toContain('模造刀');
    expect(powerOf(g2, on(g2, CROWD, 0))).toBe(3000);
  });

  it('座長の大見得: 【奥義：座長】 needs a 「座長」 card of yours out or face up in the guard deck; your 《役者》 characters gain 【強撃】 for the turn', () => {
    const OUGI = '座長の大見得';
    const g = game('d21', { hand: [OUGI], energy: 4, battlefield: [EXTRA] });
    expect(playable(g, OUGI)).toBe(false);
    const g2 = game('d21', { hand: [OUGI], energy: 4, battlefield: ['座長 カゲツ', EXTRA, MIO] });
    play(g2, OUGI);
    expect(hasKeyword(g2, on(g2, EXTRA, 0), 'strike')).toBe(true);
    expect(hasKeyword(g2, on(g2, MIO, 0), 'strike')).toBe(false);
    endTurn(g2);
    expect(hasKeyword(g2, on(g2, EXTRA, 0), 'strike')).toBe(false);
    const g3 = game('d21', { hand: [OUGI], energy: 4, guard: [{ name: '座長 カゲツ', faceUp: true }] });
    expect(playable(g3, OUGI)).toBe(true);
  });

  it('王子の衣装 / 主役の衣装: +1000 and 【警戒】 only on a 《役者》 host / only on a 《役者》, +2000, 《主演》 and 【強撃】', () => {
    const g = game('d21', { hand: ['王子の衣装', '王子の衣装'], energy: 2, battlefield: [EXTRA, MIO] });
    play(g, '王子の衣装', [on(g, EXTRA, 0)]);
    play(g, '王子の衣装', [on(g, MIO, 0)]);
    expect(powerOf(g, on(g, EXTRA, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, EXTRA, 0), 'vigilance')).toBe(true);
    expect(powerOf(g, on(g, MIO, 0))).toBe(2000);
    expect(hasKeyword(g, on(g, MIO, 0), 'vigilance')).toBe(false);
    const g2 = game('d21', { hand: ['主役の衣装'], energy: 3, battlefield: [EXTRA, MIO] });
    expect(targetable(g2, '主役の衣装', on(g2, MIO, 0))).toBe(false);
    play(g2, '主役の衣装', [on(g2, EXTRA, 0)]);
    expect(powerOf(g2, on(g2, EXTRA, 0))).toBe(4000);
    expect(traitsOf(g2, on(g2, EXTRA, 0))).toContain('主演');
    expect(hasKeyword(g2, on(g2, EXTRA, 0), 'strike')).toBe(true);
  });

  it('悪役の仮面 / 模造刀 / 宙乗り装置: the host gets the power and the keyword', () => {
    for (const [name, power, kw] of [
      ['悪役の仮面', 3000, 'counter'],
      ['模造刀', 4000, null],
      ['宙乗り装置', 3000, 'godspeed'],
    ] as const) {
      const g = game('d21', { hand: [name], energy: 2, battlefield: [EXTRA] });
      const host = on(g, EXTRA, 0);
      play(g, name, [host]);
      expect(powerOf(g, host)).toBe(power);
      if (kw) expect(hasKeyword(g, host, kw)).toBe(true);
    }
  });

  it('重い緞帳: set on the opponent’s character, −1000 and it cannot attack; it can defend', () => {
    const g = game('d21', { hand: ['重い緞帳'], energy: 2, battlefield: [EXTRA] }, { battlefield: [THUG] });
    const host = on(g, THUG, 1);
    play(g, '重い緞帳', [host]);
    expect(powerOf(g, host)).toBe(3000);
    endTurn(g);
    expect(cannotAttack(g, host)).toBe(true);
    endTurn(g);
    attack(g, on(g, EXTRA, 0), { player: 1 });
    expect(canDefend(g, host)).toBe(true);
  });

  it('回り舞台: +1000; the host gains 「[スリープ]: another asleep character of yours stands」, used by the host’s player', () => {
    const g = game('d21', {
      hand: ['回り舞台'],
      energy: 2,
      battlefield: [EXTRA, { name: CROWD, sleep: true }],
    });
    const host = on(g, EXTRA, 0);
    play(g, '回り舞台', [host]);
    expect(powerOf(g, host)).toBe(3000);
    activate(g, host, [on(g, CROWD, 0)]);
    expect(asleep(g, host)).toBe(true);
    expect(asleep(g, on(g, CROWD, 0))).toBe(false);
  });

  it('血糊: −1000; the host destroyed → the set card’s player draws, also on the opponent’s character', () => {
    const g = game(
      'd21',
      { hand: ['血糊', '悲劇の幕切れ'], energy: 5, main: [EXTRA] },
      { battlefield: [CROWD], main: [THUG] },
    );
    const host = on(g, CROWD, 1);
    play(g, '血糊', [host]);
    expect(powerOf(g, host)).toBe(2000);
    play(g, '悲劇の幕切れ', [host]);
    expect(hand(g, 0)).toEqual([EXTRA]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('大劇場「月光座」: your 《役者》 characters +1000 (not 《裏方》, not the opponent’s)', () => {
    const g = game('d21', { battlefield: ['大劇場「月光座」', EXTRA, MIO] }, { battlefield: [EXTRA] });
    expect(powerOf(g, on(g, EXTRA, 0))).toBe(3000);
    expect(powerOf(g, on(g, MIO, 0))).toBe(1000);
    expect(powerOf(g, on(g, EXTRA, 1))).toBe(2000);
  });

  it('野外舞台「風の座」: [2] a 《演目》 command card of your trash to the hand, once per turn', () => {
    const g = game('d21', { battlefield: ['野外舞台「風の座」'], energy: 4, trash: [BELL, '暗転', '稽古'] });
    const stage = on(g, '野外舞台「風の座」', 0);
    activate(g, stage, [], { choose: [BELL] });
    expect(hand(g, 0)).toEqual([BELL]);
    expect(canActivate(g, stage)).toBe(false);
    const g2 = game('d21', { battlefield: ['野外舞台「風の座」'], energy: 2, trash: ['暗転'] });
    activate(g2, on(g2, '野外舞台「風の座」', 0));
    expect(hand(g2, 0)).toEqual([]); // not 《演目》
  });

  it('地下小劇場「灯」: a 《役者》 character of yours destroyed → may draw, once per turn', () => {
    const g = game('d21', {
      battlefield: ['地下小劇場「灯」', EXTRA, CROWD, MIO],
      hand: ['悲劇の幕切れ', '悲劇の幕切れ', '悲劇の幕切れ'],
      energy: 12,
      main: [HANA, THUG],
    });
    play(g, '悲劇の幕切れ', [on(g, MIO, 0)]);
    expect(handSize(g, 0)).toBe(2); // 《裏方》: nothing
    play(g, '悲劇の幕切れ', [on(g, EXTRA, 0)], { may: [true] });
    expect(hand(g, 0)).toEqual(['悲劇の幕切れ', HANA]);
    play(g, '悲劇の幕切れ', [on(g, CROWD, 0)]);
    expect(hand(g, 0)).toEqual([HANA]);
    const g2 = game('d21', { battlefield: ['地下小劇場「灯」', EXTRA], hand: ['悲劇の幕切れ'], energy: 4 });
    play(g2, '悲劇の幕切れ', [on(g2, EXTRA, 0)], { may: [false] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('老名優 ソウエモン and the vanilla cards: keywords only', () => {
    const g = game('d21', { battlefield: ['老名優 ソウエモン', EXTRA, CROWD, THUG] });
    const s = on(g, '老名優 ソウエモン', 0);
    expect([hasKeyword(g, s, 'vigilance'), hasKeyword(g, s, 'counter')]).toEqual([true, true]);
    expect([EXTRA, CROWD, THUG].map((n) => powerOf(g, on(g, n, 0)))).toEqual([2000, 3000, 4000]);
  });
});

describe('d22-kousen', () => {
  const TODD = '見習い坑夫 トッド'; // 《坑夫》 1000
  const IRON = '鉄腕の坑夫'; // 《坑夫》 3000 vanilla
  const TROLLEY = '鉱石運搬トロッコ'; // 《機関》 2000 【神速】
  const PISTON = '蒸気ピストン兵'; // 《機関》 3000
  const MOLE = '宝石喰いのモグラ'; // 《獣》 2000
  const GOLEM = '蒸気ゴーレム'; // 《機関》 6000 【反撃】
  const lastEnergy = (g: G, p: 0 | 1) => g.state.cards[g.state.players[p].energy.at(-1) ?? -1];

  it('見習い坑夫 トッド / 黒鉄鉱山: enters (黒鉄鉱山: a 《坑夫》 of yours) → look at the top card, may put it into the trash', () => {
    const g = game('d22', { hand: [TODD], energy: 1, main: [IRON, MOLE] });
    play(g, TODD, [], { may: [true], choose: [IRON] });
    expect(trash(g, 0)).toEqual([IRON]);
    expect(top(g, 0, 1)).toEqual([MOLE]);
    const g2 = game('d22', { hand: [TODD], energy: 1, main: [IRON, MOLE] });
    play(g2, TODD, [], { may: [false], choose: [] });
    expect(top(g2, 0, 1)).toEqual([IRON]);
    const g3 = game('d22', {
      battlefield: ['黒鉄鉱山'],
      hand: [IRON, MOLE],
      energy: 4,
      main: [PISTON, TODD],
    });
    play(g3, MOLE); // 《獣》: nothing
    expect(top(g3, 0, 1)).toEqual([PISTON]);
    play(g3, IRON, [], { may: [true], choose: [PISTON] });
    expect(trash(g3, 0)).toEqual([PISTON]);
    const g4 = game('d22', { battlefield: ['黒鉄鉱山'], hand: [IRON], energy: 2, main: [PISTON, TODD] });
    play(g4, IRON, [], { may: [false], choose: [] });
    expect(top(g4, 0, 1)).toEqual([PISTON]);
  });

  it('発破係 ミーナ / 発破: enters → / 1000 / 3000 to a character of either player (one of yours allowed)', () => {
    const g = game(
      'd22',
      { hand: ['発破係 ミーナ', '発破'], energy: 4, battlefield: [IRON] },
      { battlefield: [GOLEM] },
    );
    const iron = on(g, IRON, 0);
    play(g, '発破係 ミーナ', [], { targets: [[iron]] });
    expect(damageOf(g, iron)).toBe(1000);
    const golem = on(g, GOLEM, 1);
    play(g, '発破', [golem]);
    expect(damageOf(g, golem)).toBe(3000);
    const g2 = game('d22', { hand: ['発破'], energy: 2, battlefield: [IRON] });
    play(g2, '発破', [on(g2, IRON, 0)]);
    expect(trash(g2, 0)).toContain(IRON);
  });

  it('機関士 ハインツ: [スリープ] a 《機関》 character of yours stands (not a 《坑夫》, not the opponent’s)', () => {
    const g = game(
      'd22',
      { battlefield: ['機関士 ハインツ', { name: TROLLEY, sleep: true }, { name: IRON, sleep: true }] },
      { battlefield: [{ name: PISTON, sleep: true }] },
    );
    const heinz = on(g, '機関士 ハインツ', 0);
    expect(activatableOn(g, heinz, on(g, IRON, 0))).toBe(false);
    expect(activatableOn(g, heinz, on(g, PISTON, 1))).toBe(false);
    activate(g, heinz, [on(g, TROLLEY, 0)]);
    expect(asleep(g, on(g, TROLLEY, 0))).toBe(false);
    expect(asleep(g, heinz)).toBe(true);
  });

  it('宝石喰いのモグラ: destroyed → draw', () => {
    const g = game('d22', { hand: ['発破'], energy: 2, battlefield: [MOLE], main: [IRON] });
    play(g, '発破', [on(g, MOLE, 0)]);
    expect(hand(g, 0)).toEqual([IRON]);
  });

  it('宝石職人 ジュエル: you play a 《宝石》 set card → draw (on the play, before it resolves), once per turn', () => {
    const g = game('d22', {
      battlefield: ['宝石職人 ジュエル', IRON],
      hand: ['ルビーの原石', 'サファイアの護符', '蒸気圧ドリルアーム'],
      energy: 6,
      main: [TODD, MOLE, PISTON],
    });
    const iron = on(g, IRON, 0);
    play(g, '蒸気圧ドリルアーム', [iron]); // 《機関》: nothing
    expect(hand(g, 0)).toEqual(['ルビーの原石', 'サファイアの護符']);
    play(g, 'サファイアの護符', [iron]);
    expect(hand(g, 0)).toEqual(['ルビーの原石', TODD]);
    play(g, 'ルビーの原石', [iron]); // ルビー's own draw only
    expect(hand(g, 0)).toEqual([TODD, MOLE]);
  });

  it('坑夫 ガルム / 鉱脈発見: the top card as an asleep energy (ガルム: [スリープ], once per turn); an empty main deck: nothing, no reload', () => {
    const g = game('d22', { battlefield: ['坑夫 ガルム'], main: [IRON, MOLE] });
    const garm = on(g, '坑夫 ガルム', 0);
    activate(g, garm);
    expect(names(g, g.state.players[0].energy)).toEqual([IRON]);
    expect(lastEnergy(g, 0).sleep).toBe(true);
    g.state.cards[garm].sleep = false;
    expect(canActivate(g, garm)).toBe(false); // once per turn
    const g2 = game('d22', { hand: ['鉱脈発見'], energy: 2, main: [IRON, MOLE] });
    play(g2, '鉱脈発見');
    expect(names(g2, g2.state.players[0].energy).at(-1)).toBe(IRON);
    expect(lastEnergy(g2, 0).sleep).toBe(true);
    expect(hand(g2, 0)).toEqual([MOLE]);
    const g3 = game('d22', { battlefield: ['坑夫 ガルム'], main: [], mainCount: 0, trash: [IRON] });
    activate(g3, on(g3, '坑夫 ガルム', 0));
    expect(g3.state.players[0].energy.length).toBe(0);
    expect(trash(g3, 0)).toEqual([IRON]);
  });

  it('小型蒸気機関車 ポッポ: each attack → may draw; only then discard a card of your choice', () => {
    const g = game('d22', { battlefield: ['小型蒸気機関車 ポッポ'], hand: [TODD], main: [IRON] });
    attack(g, on(g, '小型蒸気機関車 ポッポ', 0), { player: 1 }, { may: [true], choose: [TODD] });
    expect(hand(g, 0)).toEqual([IRON]);
    expect(trash(g, 0)).toEqual([TODD]);
    const g2 = game('d22', { battlefield: ['小型蒸気機関車 ポッポ'], hand: [TODD], main: [IRON] });
    attack(g2, on(g2, '小型蒸気機関車 ポッポ', 0), { player: 1 }, { may: [false] });
    expect(hand(g2, 0)).toEqual([TODD]);
    expect(trash(g2, 0)).toEqual([]);
  });

  it('蒸気技師 ローザ: look at 3, may take one 《機関》 card, the rest to the bottom in the chosen order', () => {
    const g = game('d22', { hand: ['蒸気技師 ローザ'], energy: 3, main: [IRON, TROLLEY, MOLE] });
    play(g, '蒸気技師 ローザ', [], { may: [true], choose: [TROLLEY, MOLE, IRON] });
    expect(hand(g, 0)).toEqual([TROLLEY]);
    expect(bottom(g, 0, 2)).toEqual([MOLE, IRON]);
    const g2 = game('d22', { hand: ['蒸気技師 ローザ'], energy: 3, main: [IRON, TROLLEY, MOLE] });
    play(g2, '蒸気技師 ローザ', [], { may: [false], choose: [] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('蒸気ピストン兵 / 蒸気掘削機 ドリルボア: [1] +1000 / [2] +2000 for the turn, again and again (no sleep)', () => {
    const g = game('d22', { battlefield: [PISTON, '蒸気掘削機 ドリルボア'], energy: 4 });
    const piston = on(g, PISTON, 0);
    activate(g, piston);
    activate(g, piston);
    expect(powerOf(g, piston)).toBe(5000);
    expect(asleep(g, piston)).toBe(false);
    const drill = on(g, '蒸気掘削機 ドリルボア', 0);
    expect(hasKeyword(g, drill, 'pierce')).toBe(true);
    activate(g, drill);
    expect(powerOf(g, drill)).toBe(6000);
    expect(canActivate(g, drill)).toBe(false); // no energy left
    endTurn(g);
    expect([powerOf(g, piston), powerOf(g, drill)]).toEqual([3000, 4000]);
  });

  it('鋼鉄の守衛機: 【反撃】; cannot attack, can defend', () => {
    const g = game('d22', { battlefield: ['鋼鉄の守衛機'] }, { battlefield: [PISTON] });
    const guard = on(g, '鋼鉄の守衛機', 0);
    expect(cannotAttack(g, guard)).toBe(true);
    expect(hasKeyword(g, guard, 'counter')).toBe(true);
    endTurn(g);
    attack(g, on(g, PISTON, 1), { player: 0 });
    expect(canDefend(g, guard)).toBe(true);
    defend(g, guard);
    expect(trash(g, 1)).toEqual([PISTON]);
  });

  it('カナリア籠の坑夫 / 炭鉱救助隊 / 救援の汽笛: their 【ダメージトリガー】 resolve when revealed as damage', () => {
    for (const name of ['カナリア籠の坑夫', '救援の汽笛']) {
      const g = game('d22', { guard: [name], main: [IRON] }, { battlefield: [PISTON] }, 1);
      revealedAsDamage(g, on(g, PISTON, 1));
      expect(hand(g, 0)).toEqual([IRON]);
    }
    const g = game('d22', { guard: ['炭鉱救助隊'] }, { battlefield: [PISTON, TROLLEY] }, 1);
    const trolley = on(g, TROLLEY, 1);
    act(g, { type: 'attack', attacker: on(g, PISTON, 1), target: { player: 0 } });
    settle(g, {}, ['defense', 'damage']);
    if (g.state.pending?.kind === 'defense') act(g, { type: 'defend', defender: null });
    settle(g, {}, ['damage']);
    const revealed = legalActions(g).find(
      (a) => a.type === 'takeDamage' && a.reveal && a.targets.includes(trolley),
    );
    expect(revealed).toBeDefined();
    if (revealed) act(g, revealed);
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([TROLLEY]);
  });

  it('宝石獣 カーバンクル: 【神速】 while a set card (either player’s) is set on it', () => {
    const g = game('d22', { battlefield: ['宝石獣 カーバンクル'] }, { hand: ['ルビーの原石'], energy: 2 }, 1);
    const c = on(g, '宝石獣 カーバンクル', 0);
    expect(hasKeyword(g, c, 'godspeed')).toBe(false);
    act(g, { type: 'play', card: inHand(g, 1, 'ルビーの原石'), targets: [c] });
    settle(g);
    expect(hasKeyword(g, c, 'godspeed')).toBe(true);
  });

  it('闇坑の盗掘者: its attack damages the opponent → one active energy of the opponent’s asleep; a character attacked, nothing', () => {
    const g = game('d22', { battlefield: ['闇坑の盗掘者'] }, { energy: 2 });
    attack(g, on(g, '闇坑の盗掘者', 0), { player: 1 });
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(damageCount(g, 1)).toBe(1);
    expect(activeEnergy(g, 1)).toBe(1);
    const g2 = game(
      'd22',
      { battlefield: ['闇坑の盗掘者'] },
      { energy: 2, battlefield: [{ name: TODD, sleep: true }] },
    );
    act(g2, { type: 'attack', attacker: on(g2, '闇坑の盗掘者', 0), target: { card: on(g2, TODD, 1) } });
    settle(g2, {}, ['main']);
    expect(activeEnergy(g2, 1)).toBe(2);
  });

  it('坑夫長 ベルタ: 【警戒】; another 《坑夫》 of yours enters → +1000 for the turn; a 《機関》, nothing', () => {
    const g = game('d22', { battlefield: ['坑夫長 ベルタ'], hand: [TODD, IRON, TROLLEY], energy: 5 });
    const berta = on(g, '坑夫長 ベルタ', 0);
    expect(hasKeyword(g, berta, 'vigilance')).toBe(true);
    play(g, TODD, [], { may: [false], choose: [] });
    play(g, IRON);
    play(g, TROLLEY);
    expect(powerOf(g, berta)).toBe(5000);
    endTurn(g);
    expect(powerOf(g, berta)).toBe(3000);
  });

  it('落盤の生き残り: 【死殺】 (not destroyed by damage)', () => {
    const g = game('d22', { hand: ['発破'], energy: 2 }, { battlefield: ['落盤の生き残り'] });
    const s = on(g, '落盤の生き残り', 1);
    play(g, '発破', [s]);
    expect(on(g, '落盤の生き残り', 1)).toBe(s);
  });

  it('鉱山の亡霊: [カルネージ2] a 《坑夫》 character card of your trash (a target) to the hand', () => {
    const g = game('d22', { battlefield: ['鉱山の亡霊'], trash: [IRON, TROLLEY], damageField: [MOLE, MOLE] });
    const ghost = on(g, '鉱山の亡霊', 0);
    const trolley = g.state.players[0].trash.find((id) => nameOf(g, id) === TROLLEY) ?? -1;
    expect(activatableOn(g, ghost, trolley)).toBe(false);
    const iron = g.state.players[0].trash.find((id) => nameOf(g, id) === IRON) ?? -1;
    activate(g, ghost, [iron]);
    expect(hand(g, 0)).toEqual([IRON]);
    expect(damageCount(g, 0)).toBe(0);
    const g2 = game('d22', { battlefield: ['鉱山の亡霊'], trash: [IRON], damageField: [MOLE] });
    expect(canActivate(g2, on(g2, '鉱山の亡霊', 0))).toBe(false);
  });

  it('蒸気クレーン ギガリフト / 蒸気戦車 アイアンモール: enters → an opposing character asleep / 3000 to it', () => {
    const g = game('d22', { hand: ['蒸気クレーン ギガリフト'], energy: 4 }, { battlefield: [IRON] });
    play(g, '蒸気クレーン ギガリフト', [], { targets: [[on(g, IRON, 1)]] });
    expect(asleep(g, on(g, IRON, 1))).toBe(true);
    const g2 = game('d22', { hand: ['蒸気戦車 アイアンモール'], energy: 6 }, { battlefield: [IRON] });
    play(g2, '蒸気戦車 アイアンモール', [], { targets: [[on(g2, IRON, 1)]] });
    expect(trash(g2, 1)).toEqual([IRON]);
    expect(hasKeyword(g2, on(g2, '蒸気戦車 アイアンモール', 0), 'strike')).toBe(true);
  });

  it('親方 ドヴェルグ / 蒸気機関工房: your OTHER 《坑夫》 / your 《機関》 characters +1000 (not the opponent’s)', () => {
    const g = game(
      'd22',
      { battlefield: ['親方 ドヴェルグ', '蒸気機関工房', IRON, TROLLEY] },
      { battlefield: [IRON, TROLLEY] },
    );
    expect(powerOf(g, on(g, '親方 ドヴェルグ', 0))).toBe(5000);
    expect(powerOf(g, on(g, IRON, 0))).toBe(4000);
    expect(powerOf(g, on(g, TROLLEY, 0))).toBe(3000);
    expect(powerOf(g, on(g, IRON, 1))).toBe(3000);
    expect(powerOf(g, on(g, TROLLEY, 1))).toBe(2000);
  });

  // 「…まで」: the player chooses how many (RULING HF-3.2, mech15; the intents: 「3枚まで選んで」); taken in full here
  it('大蒸気機関 ヘカトンケイル / 蒸気圧上昇: up to 3 asleep energies stand (蒸気圧上昇: 1 without a 《機関》 of yours)', () => {
    const g = game('d22', { hand: ['大蒸気機関 ヘカトンケイル'], energy: 8 });
    play(g, '大蒸気機関 ヘカトンケイル', [], { most: true });
    expect(activeEnergy(g, 0)).toBe(1 + 3);
    const h = on(g, '大蒸気機関 ヘカトンケイル', 0);
    expect([hasKeyword(g, h, 'pierce'), hasKeyword(g, h, 'strike')]).toEqual([true, true]);
    for (const [battlefield, stood] of [
      [[], 1],
      [[TROLLEY], 3],
      [[IRON], 1],
    ] as const) {
      const g2 = game('d22', { hand: ['蒸気圧上昇'], energy: 6, battlefield: [...battlefield] });
      for (const e of g2.state.players[0].energy.slice(0, 4)) g2.state.cards[e].sleep = true; // 2 active, 4 asleep
      play(g2, '蒸気圧上昇', [], { most: true });
      expect(activeEnergy(g2, 0)).toBe(1 + stood);
    }
  });

  it('黒鉄ギルド総帥 グスタフ: 【反撃】; 【空装】 a 《機関》 of yours enters → look at the top card, may put it on the bottom', () => {
    const g = game('d22', {
      hand: [TROLLEY, TROLLEY],
      energy: 4,
      guard: ['黒鉄ギルド総帥 グスタフ'],
      main: [IRON, MOLE],
    });
    g.state.players[0].kuusou = inGuard(g, 0, '黒鉄ギルド総帥 グスタフ');
    play(g, TROLLEY, [], { may: [true], choose: [IRON] });
    expect(bottom(g, 0, 1)).toEqual([IRON]);
    expect(top(g, 0, 1)).toEqual([MOLE]);
    play(g, TROLLEY, [], { may: [false], choose: [] });
    expect(top(g, 0, 1)).toEqual([MOLE]);
    const g2 = game('d22', { battlefield: ['黒鉄ギルド総帥 グスタフ'] });
    expect(hasKeyword(g2, on(g2, '黒鉄ギルド総帥 グスタフ', 0), 'counter')).toBe(true);
  });

  it('大落盤: 3000 to every character of both players', () => {
    const g = game(
      'd22',
      { hand: ['大落盤'], energy: 5, battlefield: [IRON, PISTON] },
      { battlefield: [GOLEM, TODD] },
    );
    play(g, '大落盤');
    expect(trash(g, 0).sort()).toEqual(['大落盤', IRON, PISTON].sort());
    expect(trash(g, 1)).toEqual([TODD]);
    expect(damageOf(g, on(g, GOLEM, 1))).toBe(3000);
  });

  it('試掘: look at 3, one to the hand (forced), the rest to the bottom in the chosen order; fewer than 3: nothing', () => {
    const g = game('d22', { hand: ['試掘'], energy: 1, main: [IRON, MOLE, TODD] });
    play(g, '試掘', [], { choose: [MOLE, TODD, IRON] });
    expect(hand(g, 0)).toEqual([MOLE]);
    expect(bottom(g, 0, 2)).toEqual([TODD, IRON]);
    const g2 = game('d22', { hand: ['試掘'], energy: 1, main: [IRON, MOLE], mainCount: 2 });
    play(g2, '試掘', [], { choose: [MOLE] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('蒸気噴射: +2000 for the turn to a character of yours, +3000 instead on a 《機関》', () => {
    const g = game(
      'd22',
      { hand: ['蒸気噴射', '蒸気噴射'], energy: 2, battlefield: [IRON, TROLLEY] },
      { battlefield: [IRON] },
    );
    expect(targetable(g, '蒸気噴射', on(g, IRON, 1))).toBe(false);
    play(g, '蒸気噴射', [on(g, IRON, 0)]);
    play(g, '蒸気噴射', [on(g, TROLLEY, 0)]);
    expect(powerOf(g, on(g, IRON, 0))).toBe(5000);
    expect(powerOf(g, on(g, TROLLEY, 0))).toBe(5000);
    endTurn(g);
    expect(powerOf(g, on(g, TROLLEY, 0))).toBe(2000);
  });

  it('坑道封鎖: only the attacking opposing character; its attack fails (no damage), it stays asleep', () => {
    const g = game('d22', { hand: ['坑道封鎖'], energy: 2 }, { battlefield: [GOLEM, IRON] }, 1);
    const golem = on(g, GOLEM, 1);
    foeAttacks(g, golem);
    expect(targetable(g, '坑道封鎖', on(g, IRON, 1))).toBe(false);
    playBy(g, 0, '坑道封鎖', [golem]);
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    expect(asleep(g, golem)).toBe(true);
    expect(on(g, GOLEM, 1)).toBe(golem);
  });

  it('宝石の輝き / 宝石市場: a 《宝石》 card of your trash (a target) to the hand (宝石市場: [2], once per turn)', () => {
    const g = game('d22', { hand: ['宝石の輝き'], energy: 1, trash: ['ルビーの原石', IRON] });
    const iron = g.state.players[0].trash.find((id) => nameOf(g, id) === IRON) ?? -1;
    expect(targetable(g, '宝石の輝き', iron)).toBe(false);
    play(g, '宝石の輝き', [g.state.players[0].trash.find((id) => nameOf(g, id) === 'ルビーの原石') ?? -1]);
    expect(hand(g, 0)).toEqual(['ルビーの原石']);
    const g2 = game('d22', {
      battlefield: ['宝石市場'],
      energy: 4,
      trash: ['ルビーの原石', '宝石獣 カーバンクル'],
    });
    const market = on(g2, '宝石市場', 0);
    activate(g2, market, [g2.state.players[0].trash[0]]);
    expect(hand(g2, 0)).toHaveLength(1);
    expect(canActivate(g2, market)).toBe(false);
  });

  it('崩れた坑道: an ASLEEP character of either player destroyed', () => {
    const g = game(
      'd22',
      { hand: ['崩れた坑道'], energy: 4, battlefield: [{ name: IRON, sleep: true }] },
      { battlefield: [GOLEM] },
    );
    expect(targetable(g, '崩れた坑道', on(g, GOLEM, 1))).toBe(false);
    play(g, '崩れた坑道', [on(g, IRON, 0)]);
    expect(trash(g, 0)).toContain(IRON);
  });

  it('救援の汽笛: a character of yours stands', () => {
    const g = game(
      'd22',
      { hand: ['救援の汽笛'], energy: 2, battlefield: [{ name: IRON, sleep: true }] },
      {
        battlefield: [{ name: IRON, sleep: true }],
      },
    );
    expect(targetable(g, '救援の汽笛', on(g, IRON, 1))).toBe(false);
    play(g, '救援の汽笛', [on(g, IRON, 0)]);
    expect(asleep(g, on(g, IRON, 0))).toBe(false);
  });

  it('ルビーの原石: +1000 and 《宝石》; set → the set card’s player draws (on the opponent’s character too)', () => {
    const g = game(
      'd22',
      { hand: ['ルビーの原石'], energy: 2, main: [MOLE] },
      { battlefield: [IRON], main: [TODD] },
    );
    const host = on(g, IRON, 1);
    play(g, 'ルビーの原石', [host]);
    expect(powerOf(g, host)).toBe(4000);
    expect(traitsOf(g, host)).toContain('宝石');
    expect(hand(g, 0)).toEqual([MOLE]);
    expect(hand(g, 1)).toEqual([]);
  });

  it('サファイアの護符 / ダイヤモンドの心臓 / 蒸気圧ドリルアーム / 黒曜石の仮面: the host gets the power, trait and keyword', () => {
    for (const [name, power, trait, kw] of [
      ['サファイアの護符', 4000, '宝石', 'counter'],
      ['ダイヤモンドの心臓', 5000, '宝石', 'deathless'],
      ['蒸気圧ドリルアーム', 5000, '機関', 'pierce'],
      ['黒曜石の仮面', 4000, '宝石', 'godspeed'],
    ] as const) {
      const g = game('d22', { hand: [name], energy: 4, battlefield: [IRON] });
      const host = on(g, IRON, 0);
      play(g, name, [host]);
      expect(powerOf(g, host)).toBe(power);
      expect(traitsOf(g, host)).toContain(trait);
      expect(hasKeyword(g, host, kw)).toBe(true);
    }
  });

  it('エメラルドの灯: +1000; the host gains 「[スリープ]: look at the top card, may put it on the bottom」, used by the host’s player', () => {
    const g = game('d22', { hand: ['エメラルドの灯'], energy: 1, battlefield: [IRON], main: [MOLE, TODD] });
    const host = on(g, IRON, 0);
    play(g, 'エメラルドの灯', [host]);
    expect(powerOf(g, host)).toBe(4000);
    activate(g, host, [], { may: [true], choose: [MOLE] });
    expect(asleep(g, host)).toBe(true);
    expect(bottom(g, 0, 1)).toEqual([MOLE]);
    expect(top(g, 0, 1)).toEqual([TODD]);
    const g2 = game('d22', { hand: ['エメラルドの灯'], energy: 1 }, { battlefield: [IRON] });
    const host2 = on(g2, IRON, 1);
    play(g2, 'エメラルドの灯', [host2]);
    expect(canActivate(g2, host2)).toBe(false);
  });

  it('呪われた黒玉: −2000 and the host cannot defend; a 2000 host is destroyed', () => {
    const g = game(
      'd22',
      { hand: ['呪われた黒玉', '呪われた黒玉'], energy: 4, battlefield: [PISTON] },
      {
        battlefield: [GOLEM, TROLLEY],
      },
    );
    const golem = on(g, GOLEM, 1);
    play(g, '呪われた黒玉', [golem]);
    expect(powerOf(g, golem)).toBe(4000);
    play(g, '呪われた黒玉', [on(g, TROLLEY, 1)]);
    expect(trash(g, 1)).toEqual([TROLLEY]);
    attack(g, on(g, PISTON, 0), { player: 1 });
    expect(canDefend(g, golem)).toBe(false);
  });

  it('ボイラー増設: +1000 and 《機関》; the host gains 「[1]: +1000 for the turn」', () => {
    const g = game('d22', { hand: ['ボイラー増設'], energy: 5, battlefield: [IRON] });
    const host = on(g, IRON, 0);
    play(g, 'ボイラー増設', [host]);
    expect(powerOf(g, host)).toBe(4000);
    expect(traitsOf(g, host)).toContain('機関');
    activate(g, host);
    activate(g, host);
    expect(powerOf(g, host)).toBe(6000);
    endTurn(g);
    expect(powerOf(g, host)).toBe(4000);
  });

  it('坑道守りのドワーフ / 鉱石運搬トロッコ / 蒸気ゴーレム / 蒸気飛行船 スカイボイラー: keywords; 鉄腕の坑夫: none', () => {
    const g = game('d22', {
      battlefield: ['坑道守りのドワーフ', TROLLEY, GOLEM, '蒸気飛行船 スカイボイラー', IRON],
    });
    expect(hasKeyword(g, on(g, '坑道守りのドワーフ', 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, TROLLEY, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, GOLEM, 0), 'counter')).toBe(true);
    const sky = on(g, '蒸気飛行船 スカイボイラー', 0);
    expect([hasKeyword(g, sky, 'godspeed'), hasKeyword(g, sky, 'vigilance')]).toEqual([true, true]);
    expect(powerOf(g, on(g, IRON, 0))).toBe(3000);
  });
});

describe('d23-mori', () => {
  const POLO = 'こじか ポロ'; // 《どうぶつ》 2000 vanilla
  const HOLLY = 'あなぐま ホリィ'; // 《どうぶつ》 3000 vanilla
  const BEAR = 'ツキノワグマ'; // 《どうぶつ》 5000 vanilla
  const FINE = '森の精 フィーネ'; // 《森の精》 2000
  const HARU = 'もりのこ ハル'; // 《子ども》 2000
  const NUTS = 'どんぐりころころ'; // command 《木の実》 cost 1

  it('どんぐりリス ポッチ: look at 2, one back on top and the other to the bottom (forced); fewer than 2: nothing', () => {
    const g = game('d23', { hand: ['どんぐりリス ポッチ'], energy: 1, main: [POLO, HOLLY, BEAR] });
    play(g, 'どんぐりリス ポッチ', [], { choose: [HOLLY] });
    expect(top(g, 0, 2)).toEqual([HOLLY, BEAR]);
    expect(bottom(g, 0, 1)).toEqual([POLO]);
    const g2 = game('d23', { hand: ['どんぐりリス ポッチ'], energy: 1, main: [POLO], mainCount: 1 });
    play(g2, 'どんぐりリス ポッチ', [], { choose: [POLO] });
    expect(names(g2, g2.state.players[0].mainDeck)).toEqual([POLO]);
  });

  it('森の精 フィーネ: [スリープ] a 《どうぶつ》 character of yours +1000 for the turn (not the opponent’s)', () => {
    const g = game('d23', { battlefield: [FINE, POLO, HARU] }, { battlefield: [POLO] });
    const fine = on(g, FINE, 0);
    expect(activatableOn(g, fine, on(g, POLO, 1))).toBe(false);
    expect(activatableOn(g, fine, on(g, HARU, 0))).toBe(false);
    activate(g, fine, [on(g, POLO, 0)]);
    expect(powerOf(g, on(g, POLO, 0))).toBe(3000);
    expect(asleep(g, fine)).toBe(true);
  });

  it('こうさぎ ミミ: destroyed → draw', () => {
    const g = game(
      'd23',
      { hand: ['おおかぜ'], energy: 3, main: [POLO] },
      { battlefield: ['こうさぎ ミミ'], main: [BEAR] },
    );
    play(g, 'おおかぜ', [on(g, 'こうさぎ ミミ', 1)]);
    expect(hand(g, 1)).toEqual([BEAR]);
  });

  it('もりのこ ハル / 森のみちあんない: search the main deck for a 《どうぶつ》 character card / a 《森の精》 card, to the hand, then shuffle; none: shuffle only', () => {
    const g = game('d23', { hand: [HARU], energy: 2, main: [HARU, BEAR, NUTS] });
    play(g, HARU, [], { choose: [BEAR] });
    expect(hand(g, 0)).toEqual([BEAR]);
    expect(g.state.log.some((e) => e.type === 'shuffle')).toBe(true);
    const g2 = game('d23', { hand: [HARU], energy: 2, main: [HARU, NUTS], mainCount: 2 });
    play(g2, HARU, [], { choose: [NUTS] });
    expect(hand(g2, 0)).toEqual([]);
    expect(g2.state.log.some((e) => e.type === 'shuffle')).toBe(true); // none found: still shuffled
    const g3 = game('d23', {
      hand: ['森のみちあんない'],
      energy: 1,
      main: [POLO, 'ほたるの精 ピカリ', '森の精のまもり'],
    });
    play(g3, '森のみちあんない', [], { choose: ['森の精のまもり'] });
    expect(hand(g3, 0)).toEqual(['森の精のまもり']); // a 《森の精》 card, not only a character
  });

  it('ふくろう ホーホ: 【警戒】; defending → draw', () => {
    const g = game('d23', { battlefield: ['ふくろう ホーホ'], main: [POLO] }, { battlefield: [HOLLY] }, 1);
    const hoho = on(g, 'ふくろう ホーホ', 0);
    expect(hasKeyword(g, hoho, 'vigilance')).toBe(true);
    attack(g, on(g, HOLLY, 1), { player: 0 });
    defend(g, hoho);
    expect(hand(g, 0)).toEqual([POLO]);
  });

  it('いのしし ドドン / きつね コン: attacking → itself +1000 / an opposing character −1000, for the turn', () => {
    const g = game('d23', { battlefield: ['いのしし ドドン', 'きつね コン'] }, { battlefield: [HOLLY] });
    const dodon = on(g, 'いのしし ドドン', 0);
    attack(g, dodon, { player: 1 });
    expect(powerOf(g, dodon)).toBe(4000);
    if (g.state.pending?.kind === 'defense') defend(g, null);
    const holly = on(g, HOLLY, 1);
    attack(g, on(g, 'きつね コン', 0), { player: 1 }, { targets: [[holly]] });
    expect(powerOf(g, holly)).toBe(2000);
    if (g.state.pending?.kind === 'defense') defend(g, null);
    endTurn(g);
    expect([powerOf(g, dodon), powerOf(g, holly)]).toEqual([3000, 3000]);
  });

  it('森の精 ルゥ / どんぐりころころ: draw 1 / 2, then discard 1 of your choice (forced)', () => {
    const g = game('d23', { battlefield: ['森の精 ルゥ'], energy: 1, hand: [BEAR], main: [POLO] });
    activate(g, on(g, '森の精 ルゥ', 0), [], { choose: [BEAR] });
    expect(hand(g, 0)).toEqual([POLO]);
    expect(trash(g, 0)).toEqual([BEAR]);
    const g2 = game('d23', { hand: [NUTS, BEAR], energy: 1, main: [POLO, HOLLY] });
    play(g2, NUTS, [], { choose: [POLO] });
    expect(hand(g2, 0)).toEqual([BEAR, HOLLY]);
  });

  it('木の実あつめの クク: enters → a 《木の実》 card of your trash to the hand (forced); none: nothing', () => {
    const g = game('d23', { hand: ['木の実あつめの クク'], energy: 2, trash: [POLO, NUTS] });
    play(g, '木の実あつめの クク', [], { choose: [NUTS] });
    expect(hand(g, 0)).toEqual([NUTS]);
    const g2 = game('d23', { hand: ['木の実あつめの クク'], energy: 2, trash: [POLO] });
    play(g2, '木の実あつめの クク');
    expect(hand(g2, 0)).toEqual([]);
  });

  it('しか ミルテ: enters → one asleep energy stands', () => {
    const g = game('d23', { hand: ['しか ミルテ'], energy: 4 });
    play(g, 'しか ミルテ');
    expect(activeEnergy(g, 0)).toBe(2);
  });

  it('はりねずみ チク: two 【反撃】 → twice its power to the attacker (HF-13.10)', () => {
    const g = game('d23', { battlefield: ['はりねずみ チク'] }, { battlefield: [POLO] }, 1);
    const chiku = on(g, 'はりねずみ チク', 0);
    expect(keywordCount(g, chiku, 'counter')).toBe(2);
    const polo = on(g, POLO, 1);
    attack(g, polo, { player: 0 });
    defend(g, chiku);
    expect(g.state.log.filter((e) => e.type === 'damageCharacter' && e.card === polo).length).toBe(2);
    expect(trash(g, 1)).toEqual([POLO]); // 1000 + 1000 on a 2000 attacker
  });

  it('ほたるの精 ピカリ / きのこの精 ポコ: 【ダメージトリガー】 draw / 2000 to an opposing character', () => {
    const g = game('d23', { guard: ['ほたるの精 ピカリ'], main: [POLO] }, { battlefield: [BEAR] }, 1);
    revealedAsDamage(g, on(g, BEAR, 1));
    expect(hand(g, 0)).toEqual([POLO]);
    const g2 = game('d23', { guard: ['きのこの精 ポコ'] }, { battlefield: [BEAR, POLO] }, 1);
    const polo = on(g2, POLO, 1);
    act(g2, { type: 'attack', attacker: on(g2, BEAR, 1), target: { player: 0 } });
    settle(g2, {}, ['defense', 'damage']);
    if (g2.state.pending?.kind === 'defense') act(g2, { type: 'defend', defender: null });
    settle(g2, {}, ['damage']);
    const revealed = legalActions(g2).find(
      (a) => a.type === 'takeDamage' && a.reveal && a.targets.includes(polo),
    );
    expect(revealed).toBeDefined();
    if (revealed) act(g2, revealed);
    settle(g2, {}, ['main']);
    expect(trash(g2, 1)).toEqual([POLO]);
  });

  it('かえる ケロ: [スリープ] 1000 to an ASLEEP opposing character only', () => {
    const g = game(
      'd23',
      { battlefield: ['かえる ケロ'] },
      { battlefield: [HOLLY, { name: POLO, sleep: true }] },
    );
    const kero = on(g, 'かえる ケロ', 0);
    expect(activatableOn(g, kero, on(g, HOLLY, 1))).toBe(false);
    activate(g, kero, [on(g, POLO, 1)]);
    expect(damageOf(g, on(g, POLO, 1))).toBe(1000);
  });

  it('みつばちの精 ブンブ: its attack damages the opponent → draw; a character attacked, nothing', () => {
    const g = game('d23', { battlefield: ['みつばちの精 ブンブ'], main: [POLO] });
    attack(g, on(g, 'みつばちの精 ブンブ', 0), { player: 1 });
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(hand(g, 0)).toEqual([POLO]);
    const g2 = game(
      'd23',
      { battlefield: ['みつばちの精 ブンブ'], main: [POLO] },
      { battlefield: [{ name: BEAR, sleep: true }] },
    );
    act(g2, {
      type: 'attack',
      attacker: on(g2, 'みつばちの精 ブンブ', 0),
      target: { card: on(g2, BEAR, 1) },
    });
    settle(g2, {}, ['main']);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('たんけんたい ソラ: [1] look at 3, may take one 《どうぶつ》 card, the rest to the bottom in the chosen order; in your turn, once per turn', () => {
    const g = game('d23', { battlefield: ['たんけんたい ソラ'], energy: 2, main: [HARU, POLO, NUTS] });
    const sora = on(g, 'たんけんたい ソラ', 0);
    activate(g, sora, [], { may: [true], choose: [POLO, NUTS, HARU] });
    expect(hand(g, 0)).toEqual([POLO]);
    expect(bottom(g, 0, 2)).toEqual([NUTS, HARU]);
    expect(canActivate(g, sora)).toBe(false);
    const g2 = game(
      'd23',
      { battlefield: ['たんけんたい ソラ'], energy: 2, hand: [NUTS] },
      { battlefield: [POLO] },
      1,
    );
    foeAttacks(g2, on(g2, POLO, 1));
    expect(playable(g2, NUTS)).toBe(true); // a window of player 0 in the opponent's turn
    expect(canActivate(g2, on(g2, 'たんけんたい ソラ', 0))).toBe(false); // only in your turn
  });

  it('たんけんたい長 リク: 【警戒】; attacking → a 《どうぶつ》 character of yours stands', () => {
    const g = game('d23', {
      battlefield: ['たんけんたい長 リク', { name: POLO, sleep: true }, { name: HARU, sleep: true }],
    });
    const riku = on(g, 'たんけんたい長 リク', 0);
    expect(hasKeyword(g, riku, 'vigilance')).toBe(true);
    attack(g, riku, { player: 1 }, { targets: [[on(g, POLO, 0)]] });
    expect(asleep(g, on(g, POLO, 0))).toBe(false);
    expect(asleep(g, on(g, HARU, 0))).toBe(true);
  });

  it('風の精 シルフィ / ただいま！: an opposing character / one of yours to its owner’s hand', () => {
    const g = game('d23', { hand: ['風の精 シルフィ'], energy: 4 }, { battlefield: [BEAR] });
    play(g, '風の精 シルフィ', [], { targets: [[on(g, BEAR, 1)]] });
    expect(hand(g, 1)).toEqual([BEAR]);
    const g2 = game('d23', { hand: ['ただいま！'], energy: 1, battlefield: [BEAR] }, { battlefield: [POLO] });
    expect(targetable(g2, 'ただいま！', on(g2, POLO, 1))).toBe(false);
    play(g2, 'ただいま！', [on(g2, BEAR, 0)]);
    expect(hand(g2, 0)).toEqual([BEAR]);
  });

  it('こだまの精 コロン: [カルネージ1][スリープ] a 《どうぶつ》 character card of your trash to the hand', () => {
    const g = game('d23', { battlefield: ['こだまの精 コロン'], trash: [HARU, POLO], damageField: [BEAR] });
    activate(g, on(g, 'こだまの精 コロン', 0), [], { choose: [POLO] });
    expect(hand(g, 0)).toEqual([POLO]);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('森の王 シロガネ: 【警戒】【反撃】; enters → an opposing character destroyed', () => {
    const g = game('d23', { hand: ['森の王 シロガネ'], energy: 6 }, { battlefield: [BEAR] });
    play(g, '森の王 シロガネ', [], { targets: [[on(g, BEAR, 1)]] });
    expect(trash(g, 1)).toEqual([BEAR]);
    const s = on(g, '森の王 シロガネ', 0);
    expect([hasKeyword(g, s, 'vigilance'), hasKeyword(g, s, 'counter')]).toEqual([true, true]);
  });

  it('かくれんぼ / おやすみのうた: an ASLEEP character of yours stands / an ACTIVE opposing one asleep', () => {
    const g = game(
      'd23',
      {
        hand: ['かくれんぼ', 'おやすみのうた'],
        energy: 3,
        battlefield: [{ name: POLO, sleep: true }, HOLLY],
      },
      { battlefield: [BEAR, { name: HARU, sleep: true }] },
    );
    expect(targetable(g, 'かくれんぼ', on(g, HOLLY, 0))).toBe(false);
    expect(targetable(g, 'おやすみのうた', on(g, HARU, 1))).toBe(false);
    play(g, 'かくれんぼ', [on(g, POLO, 0)]);
    expect(asleep(g, on(g, POLO, 0))).toBe(false);
    play(g, 'おやすみのうた', [on(g, BEAR, 1)]);
    expect(asleep(g, on(g, BEAR, 1))).toBe(true);
  });

  it('おおかぜ / つるのわな / 木の実のあめ: 4000 / −2000 for the turn to an opposing character / 2000 to each opposing one', () => {
    const g = game(
      'd23',
      { hand: ['おおかぜ', 'つるのわな', '木の実のあめ'], energy: 10, battlefield: [POLO] },
      { battlefield: [BEAR, HOLLY, HARU] },
    );
    expect(targetable(g, 'おおかぜ', on(g, POLO, 0))).toBe(false);
    play(g, 'おおかぜ', [on(g, BEAR, 1)]);
    expect(damageOf(g, on(g, BEAR, 1))).toBe(4000);
    play(g, 'つるのわな', [on(g, HOLLY, 1)]);
    expect(powerOf(g, on(g, HOLLY, 1))).toBe(1000);
    play(g, '木の実のあめ');
    expect(trash(g, 1).sort()).toEqual([BEAR, HOLLY, HARU].sort());
    expect(damageOf(g, on(g, POLO, 0))).toBe(0);
  });

  it('みんなでこうげき: your 《どうぶつ》 characters there +1000 for the turn (not later ones, not others)', () => {
    const g = game(
      'd23',
      { hand: ['みんなでこうげき', POLO], energy: 3, battlefield: [HOLLY, HARU] },
      { battlefield: [BEAR] },
    );
    play(g, 'みんなでこうげき');
    play(g, POLO);
    expect(powerOf(g, on(g, HOLLY, 0))).toBe(4000);
    expect(powerOf(g, on(g, HARU, 0))).toBe(2000);
    expect(powerOf(g, on(g, POLO, 0))).toBe(2000);
    expect(powerOf(g, on(g, BEAR, 1))).toBe(5000);
  });

  it('木の実のおべんとう: +2000 for the turn to a character of yours, and draw (also with the target gone)', () => {
    const g = game('d23', { hand: ['木の実のおべんとう'], energy: 2, battlefield: [POLO], main: [BEAR] });
    play(g, '木の実のおべんとう', [on(g, POLO, 0)]);
    expect(powerOf(g, on(g, POLO, 0))).toBe(4000);
    expect(hand(g, 0)).toEqual([BEAR]);
  });

  it('森のめぐみ: up to two 《どうぶつ》 character cards of your trash to the hand', () => {
    const g = game('d23', { hand: ['森のめぐみ'], energy: 3, trash: [POLO, HARU, BEAR, HOLLY] });
    play(g, '森のめぐみ', [], { choose: [POLO, BEAR] });
    expect(hand(g, 0)).toEqual([POLO, BEAR]);
    const g2 = game('d23', { hand: ['森のめぐみ'], energy: 3, trash: [POLO] });
    play(g2, '森のめぐみ', [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('どんぐりのぼうし: +1000; the host destroyed → draw (on a character of yours, the owner: intent and RULING HF-4.4 agree)', () => {
    const g = game('d23', {
      hand: ['どんぐりのぼうし', '発破'],
      energy: 3,
      battlefield: [POLO],
      main: [BEAR],
    });
    const host = on(g, POLO, 0);
    play(g, 'どんぐりのぼうし', [host]);
    expect(powerOf(g, host)).toBe(3000);
    play(g, '発破', [host]); // borrowed from d22: 3000 to a character of either player
    expect(hand(g, 0)).toEqual([BEAR]);
  });

  it('どんぐりのぼうし: on the opponent’s character, 「自分」 of its auto ability is the host’s player: that player draws (RULING «A set card’s auto abilities», HF-4.4; the intent meant the set card’s owner)', () => {
    const g = game(
      'd23',
      { hand: ['どんぐりのぼうし', '発破'], energy: 3, main: [BEAR] },
      { battlefield: [POLO], main: [HOLLY] },
    );
    const host = on(g, POLO, 1);
    play(g, 'どんぐりのぼうし', [host]);
    play(g, '発破', [host]);
    expect(hand(g, 1)).toEqual([HOLLY]);
    expect(hand(g, 0)).toEqual([]);
  });

  it('森の精のまもり / はやてのはね / くまのつめ / 森の精のかんむり: the host gets the power, trait and keyword', () => {
    for (const [name, power, kw, trait] of [
      ['森の精のまもり', 3000, 'counter', '森の精'],
      ['はやてのはね', 3000, 'godspeed', null],
      ['くまのつめ', 4000, 'pierce', null],
      ['森の精のかんむり', 4000, 'vigilance', '森の精'],
    ] as const) {
      const g = game('d23', { hand: [name], energy: 3, battlefield: [POLO] });
      const host = on(g, POLO, 0);
      play(g, name, [host]);
      expect(powerOf(g, host)).toBe(power);
      expect(hasKeyword(g, host, kw)).toBe(true);
      if (trait) expect(traitsOf(g, host)).toContain(trait);
    }
  });

  it('つたのからまり: −1000; the host does not stand in its player’s active phase', () => {
    const g = game(
      'd23',
      { hand: ['つたのからまり'], energy: 3 },
      {
        battlefield: [
          { name: BEAR, sleep: true },
          { name: HOLLY, sleep: true },
        ],
      },
    );
    const host = on(g, BEAR, 1);
    play(g, 'つたのからまり', [host]);
    expect(powerOf(g, host)).toBe(4000);
    endTurn(g);
    expect(asleep(g, host)).toBe(true);
    expect(asleep(g, on(g, HOLLY, 1))).toBe(false);
  });

  it('木の実のくびかざり / ねむりごな: set → the set card’s player draws / the host asleep', () => {
    const g = game('d23', { hand: ['木の実のくびかざり'], energy: 2, main: [BEAR] }, { battlefield: [POLO] });
    const host = on(g, POLO, 1);
    play(g, '木の実のくびかざり', [host]);
    expect(powerOf(g, host)).toBe(3000);
    expect(hand(g, 0)).toEqual([BEAR]);
    const g2 = game('d23', { hand: ['ねむりごな'], energy: 2 }, { battlefield: [BEAR] });
    const host2 = on(g2, BEAR, 1);
    play(g2, 'ねむりごな', [host2]);
    expect(powerOf(g2, host2)).toBe(4000);
    expect(asleep(g2, host2)).toBe(true);
  });

  it('どんぐりの森: a 《どうぶつ》 character of yours enters → it gets +1000 for the turn', () => {
    const g = game(
      'd23',
      { battlefield: ['どんぐりの森'], hand: [POLO, HARU], energy: 4 },
      { battlefield: [POLO] },
    );
    play(g, POLO);
    play(g, HARU);
    expect(powerOf(g, on(g, POLO, 0))).toBe(3000);
    expect(powerOf(g, on(g, HARU, 0))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, POLO, 0))).toBe(2000);
  });

  it('せいれいのいずみ: at the end of your turn, with a 《森の精》 character of yours → draw', () => {
    const g = game('d23', { battlefield: ['せいれいのいずみ', FINE], main: [POLO] });
    endTurn(g);
    expect(hand(g, 0)).toEqual([POLO]);
    const g2 = game('d23', { battlefield: ['せいれいのいずみ', POLO], main: [POLO] });
    endTurn(g2);
    expect(hand(g2, 0)).toEqual([]);
  });

  it('ひみつきち: [2] an ASLEEP character of yours stands; in your turn, once per turn', () => {
    const g = game('d23', {
      battlefield: ['ひみつきち', { name: POLO, sleep: true }, { name: HOLLY, sleep: true }],
      energy: 4,
    });
    const base = on(g, 'ひみつきち', 0);
    activate(g, base, [on(g, POLO, 0)]);
    expect(asleep(g, on(g, POLO, 0))).toBe(false);
    expect(canActivate(g, base)).toBe(false);
  });

  it('こぐま モック / はやぶさ ピック / おおかみ グレイ / くまの親方 ゴウ: keywords; the vanilla cards: none', () => {
    const g = game('d23', {
      battlefield: [
        'こぐま モック',
        'はやぶさ ピック',
        'おおかみ グレイ',
        'くまの親方 ゴウ',
        POLO,
        HOLLY,
        BEAR,
      ],
    });
    expect(hasKeyword(g, on(g, 'こぐま モック', 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, 'はやぶさ ピック', 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, 'おおかみ グレイ', 0), 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, 'くまの親方 ゴウ', 0), 'counter')).toBe(true);
    expect([POLO, HOLLY, BEAR].map((n) => powerOf(g, on(g, n, 0)))).toEqual([2000, 3000, 5000]);
  });
});

describe('d24-houtei', () => {
  const MINATO = '見習い探偵 ミナト'; // 《探偵》 2000
  const YUI = '探偵助手 ワトソン・ユイ'; // 《探偵》 2000
  const JURY = '陪審員 第七号'; // 《法廷》 3000 vanilla
  const GALLERY = '傍聴人の群れ'; // 《法廷》 4000 vanilla
  const AOI = '新米弁護士 アオイ'; // 《弁護士》《法廷》 2000
  const TAKAMURA = '捜査一課 刑事 タカムラ'; // 《警察》 4000 【貫通】
  const KNIFE = '凶器のナイフ'; // 《証拠》 set −1000
  const PRINT = '指紋の鑑定書'; // 《証拠》 set −2000
  const ALIBI = '偽りのアリバイ'; // 《証拠》 set +1000
  const trashId = (g: G, p: 0 | 1, name: string) =>
    g.state.players[p].trash.find((id) => nameOf(g, id) === name) ?? -1;

  it('見習い探偵 ミナト: look at 2, one on top and the other to the bottom (forced)', () => {
    const g = game('d24', { hand: [MINATO], energy: 1, main: [JURY, GALLERY, AOI] });
    play(g, MINATO, [], { choose: [GALLERY] });
    expect(top(g, 0, 2)).toEqual([GALLERY, AOI]);
    expect(bottom(g, 0, 1)).toEqual([JURY]);
  });

  it('探偵助手 ワトソン・ユイ: [スリープ] ANOTHER 《探偵》 character of yours +1000 for the turn', () => {
    const g = game('d24', { battlefield: [YUI, MINATO, JURY] });
    const yui = on(g, YUI, 0);
    expect(activatableOn(g, yui, yui)).toBe(false);
    expect(activatableOn(g, yui, on(g, JURY, 0))).toBe(false);
    activate(g, yui, [on(g, MINATO, 0)]);
    expect(powerOf(g, on(g, MINATO, 0))).toBe(3000);
  });

  it('少年探偵 コウタ: attacking with a 《証拠》 set card of yours on the battlefield (on any host) → +1000; the opponent’s or none: nothing', () => {
    const g = game(
      'd24',
      { battlefield: ['少年探偵 コウタ'], hand: [ALIBI], energy: 1 },
      { battlefield: [JURY] },
    );
    play(g, ALIBI, [on(g, JURY, 1)]);
    const kouta = on(g, '少年探偵 コウタ', 0);
    attack(g, kouta, { player: 1 });
    expect(powerOf(g, kouta)).toBe(4000);
    const g2 = game(
      'd24',
      { battlefield: ['少年探偵 コウタ'] },
      { battlefield: [JURY], hand: [ALIBI], energy: 1 },
      1,
    );
    act(g2, { type: 'play', card: inHand(g2, 1, ALIBI), targets: [on(g2, JURY, 1)] });
    settle(g2);
    endTurn(g2);
    const kouta2 = on(g2, '少年探偵 コウタ', 0);
    attack(g2, kouta2, { player: 1 });
    expect(powerOf(g2, kouta2)).toBe(3000);
  });

  it('探偵事務所所長 ヒイラギ: a 《証拠》 set card of yours set (on either player’s character) → draw, once per turn', () => {
    const g = game('d24', {
      battlefield: ['探偵事務所所長 ヒイラギ', GALLERY],
      hand: [ALIBI, ALIBI, '探偵の虫眼鏡'],
      energy: 3,
      main: [JURY, AOI],
    });
    const gallery = on(g, GALLERY, 0);
    play(g, '探偵の虫眼鏡', [gallery]); // 《探偵》: nothing
    expect(handSize(g, 0)).toBe(2);
    play(g, ALIBI, [gallery]);
    expect(hand(g, 0)).toEqual([ALIBI, JURY]);
    play(g, ALIBI, [gallery]);
    expect(hand(g, 0)).toEqual([JURY]);
  });

  it('老練な私立探偵 ゲンジ: [カルネージ1] 2000 to an ASLEEP opposing character only', () => {
    const g = game(
      'd24',
      { battlefield: ['老練な私立探偵 ゲンジ'], damageField: [JURY] },
      {
        battlefield: [GALLERY, { name: AOI, sleep: true }],
      },
    );
    const genji = on(g, '老練な私立探偵 ゲンジ', 0);
    expect(activatableOn(g, genji, on(g, GALLERY, 1))).toBe(false);
    activate(g, genji, [on(g, AOI, 1)]);
    expect(trash(g, 1)).toEqual([AOI]);
    expect(damageCount(g, 0)).toBe(0);
  });

  it('安楽椅子探偵 オボロ: cannot attack; [1][スリープ] reveal the top card: a 《証拠》 card to the hand, else to the bottom', () => {
    const g = game('d24', { battlefield: ['安楽椅子探偵 オボロ'], energy: 2, main: [KNIFE, JURY, AOI] });
    const oboro = on(g, '安楽椅子探偵 オボロ', 0);
    expect(cannotAttack(g, oboro)).toBe(true);
    activate(g, oboro);
    expect(hand(g, 0)).toEqual([KNIFE]);
    g.state.cards[oboro].sleep = false;
    activate(g, oboro);
    expect(hand(g, 0)).toEqual([KNIFE]);
    expect(bottom(g, 0, 1)).toEqual([JURY]);
    expect(top(g, 0, 1)).toEqual([AOI]);
  });

  it('名探偵 シラヌイ・レン: attacking with 2+ 《証拠》 set cards of yours out → 【神速】 for the turn; its attack destroys an opposing character → draw', () => {
    const REN = '名探偵 シラヌイ・レン';
    const g = game('d24', { battlefield: [REN, GALLERY], hand: [ALIBI, ALIBI], energy: 2 });
    const ren = on(g, REN, 0);
    play(g, ALIBI, [on(g, GALLERY, 0)]);
    play(g, ALIBI, [on(g, GALLERY, 0)]);
    attack(g, ren, { player: 1 });
    expect(hasKeyword(g, ren, 'godspeed')).toBe(true);
    const g2 = game('d24', { battlefield: [REN, GALLERY], hand: [ALIBI], energy: 1 });
    play(g2, ALIBI, [on(g2, GALLERY, 0)]);
    attack(g2, on(g2, REN, 0), { player: 1 });
    expect(hasKeyword(g2, on(g2, REN, 0), 'godspeed')).toBe(false);
    const g3 = game(
      'd24',
      { battlefield: [REN], main: [JURY] },
      { battlefield: [{ name: GALLERY, sleep: true }] },
    );
    act(g3, { type: 'attack', attacker: on(g3, REN, 0), target: { card: on(g3, GALLERY, 1) } });
    settle(g3, {}, ['main']);
    expect(trash(g3, 1)).toEqual([GALLERY]);
    expect(hand(g3, 0)).toEqual([JURY]);
  });

  it('真相の名探偵 シラヌイ・レン: 【警戒】; 【空装】 at the end of your active phase, look at the top card and leave it or put it on the bottom', () => {
    const REN = '真相の名探偵 シラヌイ・レン';
    const g = game('d24', { guard: [REN], main: [AOI, JURY, GALLERY] }, {}, 1);
    g.state.players[0].kuusou = inGuard(g, 0, REN);
    endTurn(g, { may: [true], choose: [AOI] }); // at the end of the active phase, before the draw
    expect(hand(g, 0)).toEqual([JURY]);
    expect(bottom(g, 0, 1)).toEqual([AOI]);
    const g2 = game('d24', { guard: [REN], main: [AOI, JURY, GALLERY] }, {}, 1);
    g2.state.players[0].kuusou = inGuard(g2, 0, REN);
    endTurn(g2, { may: [false], choose: [] });
    expect(hand(g2, 0)).toEqual([AOI]);
    const g3 = game('d24', { battlefield: [REN] });
    expect(hasKeyword(g3, on(g3, REN, 0), 'vigilance')).toBe(true);
  });

  it('鑑識官 キサラギ: enters → may take a 《証拠》 set card of your trash (a target)', () => {
    const g = game('d24', { hand: ['鑑識官 キサラギ'], energy: 2, trash: [KNIFE, JURY] });
    play(g, '鑑識官 キサラギ', [], { targets: [[trashId(g, 0, KNIFE)]], may: [true] });
    expect(hand(g, 0)).toEqual([KNIFE]);
    const g2 = game('d24', { hand: ['鑑識官 キサラギ'], energy: 2, trash: [KNIFE] });
    play(g2, '鑑識官 キサラギ', [], { may: [false] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('監察医 ツキシマ: [2][スリープ] a character card of your trash removed from the game; then draw', () => {
    const g = game('d24', { battlefield: ['監察医 ツキシマ'], energy: 2, trash: [JURY, KNIFE], main: [AOI] });
    const t = on(g, '監察医 ツキシマ', 0);
    expect(activatableOn(g, t, trashId(g, 0, KNIFE))).toBe(false);
    const jury = trashId(g, 0, JURY);
    activate(g, t, [jury]);
    expect(g.state.cards[jury].zone).toBe('excluded');
    expect(hand(g, 0)).toEqual([AOI]);
  });

  it('刑事部長 オオガミ: 【強撃】; your OTHER 《警察》 characters +1000', () => {
    const g = game(
      'd24',
      { battlefield: ['刑事部長 オオガミ', TAKAMURA, JURY] },
      { battlefield: [TAKAMURA] },
    );
    expect(powerOf(g, on(g, '刑事部長 オオガミ', 0))).toBe(5000);
    expect(hasKeyword(g, on(g, '刑事部長 オオガミ', 0), 'strike')).toBe(true);
    expect(powerOf(g, on(g, TAKAMURA, 0))).toBe(5000);
    expect(powerOf(g, on(g, JURY, 0))).toBe(3000);
    expect(powerOf(g, on(g, TAKAMURA, 1))).toBe(4000);
  });

  it('法医学教授 サカキ / 緊急逮捕: 【ダメージトリガー】 draw / 3000 to an ASLEEP opposing character', () => {
    const g = game('d24', { guard: ['法医学教授 サカキ'], main: [JURY] }, { battlefield: [GALLERY] }, 1);
    revealedAsDamage(g, on(g, GALLERY, 1));
    expect(hand(g, 0)).toEqual([JURY]);
    const g2 = game(
      'd24',
      { guard: ['緊急逮捕'] },
      { battlefield: [GALLERY, { name: JURY, sleep: true }, AOI] },
      1,
    );
    const jury = on(g2, JURY, 1);
    act(g2, { type: 'attack', attacker: on(g2, GALLERY, 1), target: { player: 0 } });
    settle(g2, {}, ['defense', 'damage']);
    if (g2.state.pending?.kind === 'defense') act(g2, { type: 'defend', defender: null });
    settle(g2, {}, ['damage']);
    const reveals = legalActions(g2).filter((a) => a.type === 'takeDamage' && a.reveal);
    expect(reveals.some((a) => a.type === 'takeDamage' && a.targets.includes(on(g2, AOI, 1)))).toBe(false);
    const r = reveals.find((a) => a.type === 'takeDamage' && a.targets.includes(jury));
    expect(r).toBeDefined();
    if (r) act(g2, r);
    settle(g2, {}, ['main']);
    expect(trash(g2, 1)).toEqual([JURY]);
  });

  it('目撃者 ハルカ: enters → an opposing character cannot defend until the start of your next turn', () => {
    const g = game(
      'd24',
      { hand: ['目撃者 ハルカ'], energy: 1, battlefield: [GALLERY] },
      { battlefield: [JURY, AOI] },
    );
    const jury = on(g, JURY, 1);
    play(g, '目撃者 ハルカ', [], { targets: [[jury]] });
    attack(g, on(g, GALLERY, 0), { player: 1 });
    expect(canDefend(g, jury)).toBe(false);
    expect(canDefend(g, on(g, AOI, 1))).toBe(true);
    defend(g, null);
    endTurn(g);
    endTurn(g);
    attack(g, on(g, GALLERY, 0), { player: 1 });
    expect(canDefend(g, jury)).toBe(true);
  });

  it('事件記者 アマミヤ: its attack damages the opponent → may discard; only then draw', () => {
    const g = game('d24', { battlefield: ['事件記者 アマミヤ'], hand: [JURY], main: [AOI] });
    attack(g, on(g, '事件記者 アマミヤ', 0), { player: 1 }, { may: [true], choose: [JURY] });
    if (g.state.pending?.kind === 'defense') defend(g, null, { may: [true], choose: [JURY] });
    expect(hand(g, 0)).toEqual([AOI]);
    expect(trash(g, 0)).toEqual([JURY]);
    const g2 = game('d24', { battlefield: ['事件記者 アマミヤ'], hand: [JURY], main: [AOI] });
    attack(g2, on(g2, '事件記者 アマミヤ', 0), { player: 1 }, { may: [false] });
    if (g2.state.pending?.kind === 'defense') defend(g2, null, { may: [false] });
    expect(hand(g2, 0)).toEqual([JURY]);
  });

  it('法廷書記官 フミ / 現場検証: look at 3, up to one 《法廷》 / 《証拠》 card to the hand, the rest to the bottom in the chosen order', () => {
    const g = game('d24', { hand: ['法廷書記官 フミ'], energy: 2, main: [MINATO, JURY, KNIFE] });
    play(g, '法廷書記官 フミ', [], { choose: [JURY, KNIFE, MINATO] });
    expect(hand(g, 0)).toEqual([JURY]);
    expect(bottom(g, 0, 2)).toEqual([KNIFE, MINATO]);
    const g2 = game('d24', { hand: ['現場検証'], energy: 1, main: [MINATO, JURY, KNIFE] });
    play(g2, '現場検証', [], { choose: [KNIFE, JURY, MINATO] });
    expect(hand(g2, 0)).toEqual([KNIFE]);
    expect(bottom(g2, 0, 2)).toEqual([JURY, MINATO]);
    const g3 = game('d24', { hand: ['現場検証'], energy: 1, main: [MINATO, KNIFE], mainCount: 2 });
    play(g3, '現場検証', [], { choose: [KNIFE] });
    expect(hand(g3, 0)).toEqual([]);
  });

  it('新米弁護士 アオイ: destroyed → a character of yours +1000 for the turn', () => {
    const g = game('d24', {
      hand: ['密室トリック'],
      energy: 3,
      battlefield: [{ name: AOI, sleep: true }, JURY],
    });
    play(g, '密室トリック', [on(g, AOI, 0)], { targets: [[on(g, JURY, 0)]] });
    expect(trash(g, 0)).toContain(AOI);
    expect(powerOf(g, on(g, JURY, 0))).toBe(4000);
  });

  it('弁護団長 ミツルギ: [カルネージ2] a character of yours is not destroyed until the start of your next turn; power 0 still destroys (HF-9.5)', () => {
    const g = game(
      'd24',
      {
        battlefield: ['弁護団長 ミツルギ', { name: JURY, sleep: true }],
        damageField: [AOI, AOI],
        hand: ['密室トリック'],
        energy: 3,
      },
      { hand: ['待った！', '待った！'], energy: 2 },
    );
    const jury = on(g, JURY, 0);
    activate(g, on(g, '弁護団長 ミツルギ', 0), [jury]);
    expect(damageCount(g, 0)).toBe(0);
    play(g, '密室トリック', [jury]);
    expect(on(g, JURY, 0)).toBe(jury);
    endTurn(g);
    expect(on(g, JURY, 0)).toBe(jury);
    act(g, { type: 'play', card: inHand(g, 1, '待った！'), targets: [jury] });
    settle(g);
    act(g, { type: 'play', card: inHand(g, 1, '待った！'), targets: [jury] });
    settle(g);
    expect(trash(g, 0)).toContain(JURY); // power 0
  });

  it('弁護団長 ミツルギ: the protection ends at the start of your next turn', () => {
    const g = game('d24', {
      battlefield: ['弁護団長 ミツルギ', { name: JURY, sleep: true }],
      damageField: [AOI, AOI],
      hand: ['密室トリック'],
      energy: 3,
    });
    const jury = on(g, JURY, 0);
    activate(g, on(g, '弁護団長 ミツルギ', 0), [jury]);
    endTurn(g);
    endTurn(g);
    g.state.cards[jury].sleep = true;
    play(g, '密室トリック', [jury]);
    expect(trash(g, 0)).toContain(JURY);
  });

  it('敏腕検事 カミヤ: its attack destroys an opposing character → draw', () => {
    const g = game(
      'd24',
      { battlefield: ['敏腕検事 カミヤ'], main: [JURY] },
      { battlefield: [{ name: AOI, sleep: true }] },
    );
    act(g, { type: 'attack', attacker: on(g, '敏腕検事 カミヤ', 0), target: { card: on(g, AOI, 1) } });
    settle(g, {}, ['main']);
    expect(hand(g, 0)).toEqual([JURY]);
  });

  it('判事補 シノノメ: 【警戒】; defending with a world set of yours out → +2000 for the turn; without, nothing', () => {
    for (const [bf, power] of [
      [['第一法廷'], 6000],
      [[], 3000],
    ] as const) {
      const g = game('d24', { battlefield: ['判事補 シノノメ', ...bf] }, { battlefield: [GALLERY] }, 1);
      const s = on(g, '判事補 シノノメ', 0);
      expect(hasKeyword(g, s, 'vigilance')).toBe(true);
      attack(g, on(g, GALLERY, 1), { player: 0 });
      act(g, { type: 'defend', defender: s });
      settle(g, {}, ['main', 'window']);
      expect(powerOf(g, s)).toBe(power); // 第一法廷 gives 《法廷》 +1000 too
    }
  });

  it('黒幕 ヨミ: would be destroyed → may put another 《容疑者》 character of yours into the trash instead (not destroyed); with none, destroyed (HF-5.11)', () => {
    const YOMI = '黒幕 ヨミ';
    const KAGEROU = '逃亡中の容疑者 カゲロウ';
    const g = game(
      'd24',
      { hand: ['奈落落とし', '奈落落とし'], energy: 6 }, // borrowed from d21: an asleep opposing character destroyed
      { battlefield: [{ name: YOMI, sleep: true }, KAGEROU], main: [JURY] },
    );
    const yomi = on(g, YOMI, 1);
    play(g, '奈落落とし', [yomi], { replace: [true], choose: [KAGEROU] });
    expect(on(g, YOMI, 1)).toBe(yomi);
    expect(trash(g, 1)).toEqual([KAGEROU]);
    expect(g.state.log.some((e) => e.type === 'destroyed' && e.card !== yomi)).toBe(false); // カゲロウ put, not destroyed
    expect(
      (() => {
        act(g, { type: 'play', card: inHand(g, 0, '奈落落とし'), targets: [yomi] });
        settle(g, {}, ['main', 'replacement']);
        return g.state.pending?.kind;
      })(),
    ).toBe('main'); // no other 《容疑者》: nothing to put, no replacement offered (HF-5.11, HF-5.9; src/engine/replacement.ts canBeDone)
    expect(trash(g, 1)).toContain(YOMI);
    const g2 = game(
      'd24',
      { hand: ['奈落落とし'], energy: 3 },
      { battlefield: [{ name: YOMI, sleep: true }, KAGEROU] },
    );
    play(g2, '奈落落とし', [on(g2, YOMI, 1)], { replace: [false] });
    expect(trash(g2, 1)).toEqual([YOMI]);
  });

  it('黒幕 ヨミ: lethal damage replaced, the damage stays ≥ power: still destroyed (RULING «Replaced lethal damage», HF-5.11, HF-9.4)', () => {
    const YOMI = '黒幕 ヨミ';
    const KAGEROU = '逃亡中の容疑者 カゲロウ';
    const g = game(
      'd24',
      { hand: ['密室トリック'], energy: 3 },
      { battlefield: [{ name: YOMI, sleep: true }, KAGEROU] },
    );
    const yomi = on(g, YOMI, 1);
    g.state.cards[yomi].damage = 4000;
    play(g, '密室トリック', [yomi], { replace: [true], choose: [KAGEROU] });
    expect(trash(g, 1).sort()).toEqual([KAGEROU, YOMI].sort());
  });

  it('逃亡中の容疑者 カゲロウ: −2000 with 2+ 《証拠》 set cards on it; attacking with none on it → +1000 for the turn', () => {
    const KAGEROU = '逃亡中の容疑者 カゲロウ';
    const g = game('d24', { battlefield: [KAGEROU], hand: [ALIBI, ALIBI], energy: 2 });
    const k = on(g, KAGEROU, 0);
    attack(g, k, { player: 1 });
    expect(powerOf(g, k)).toBe(5000);
    const g2 = game('d24', { battlefield: [KAGEROU], hand: [ALIBI, ALIBI], energy: 2 });
    const k2 = on(g2, KAGEROU, 0);
    play(g2, ALIBI, [k2]);
    expect(powerOf(g2, k2)).toBe(5000);
    play(g2, ALIBI, [k2]);
    expect(powerOf(g2, k2)).toBe(6000 - 2000);
    attack(g2, k2, { player: 1 });
    expect(powerOf(g2, k2)).toBe(4000);
  });

  it('待った！ / 密室トリック: an ASLEEP character of either player −2000 for the turn / 4000', () => {
    const g = game(
      'd24',
      { hand: ['待った！', '密室トリック'], energy: 4, battlefield: [{ name: GALLERY, sleep: true }] },
      { battlefield: [JURY, { name: AOI, sleep: true }] },
    );
    expect(targetable(g, '待った！', on(g, JURY, 1))).toBe(false);
    expect(targetable(g, '密室トリック', on(g, JURY, 1))).toBe(false);
    play(g, '待った！', [on(g, GALLERY, 0)]);
    expect(powerOf(g, on(g, GALLERY, 0))).toBe(2000);
    play(g, '密室トリック', [on(g, AOI, 1)]);
    expect(trash(g, 1)).toEqual([AOI]);
  });

  it('異議あり！: only with a 《弁護士》 character of yours; negates a command the opponent played (it goes to the trash)', () => {
    const g = game(
      'd24',
      { hand: ['異議あり！'], energy: 2, battlefield: [AOI] },
      { hand: ['現場検証'], energy: 1, main: [KNIFE, JURY, MINATO] },
      1,
    );
    const spell = inHand(g, 1, '現場検証');
    act(g, { type: 'play', card: spell, targets: [] });
    untilPlayable(g, 0);
    playBy(g, 0, '異議あり！', [spell]);
    settle(g, {}, ['main']);
    expect(g.state.cards[spell].zone).toBe('trash');
    expect(hand(g, 1)).toEqual([]);
    const g2 = game(
      'd24',
      { hand: ['異議あり！'], energy: 2, battlefield: [JURY] },
      { hand: ['現場検証'], energy: 1 },
      1,
    );
    act(g2, { type: 'play', card: inHand(g2, 1, '現場検証'), targets: [] });
    expect(g2.state.pending).toMatchObject({ kind: 'window', player: 0 });
    expect(playable(g2, '異議あり！')).toBe(false); // no 《弁護士》 character of yours
  });

  it('判決・無罪: the opponent’s set cards on a character of yours to the trash (yours stay), then +1000 for the turn', () => {
    const g = game(
      'd24',
      { hand: ['判決・無罪', ALIBI], energy: 3, battlefield: [GALLERY] },
      { hand: [KNIFE, PRINT], energy: 3 },
    );
    const host = on(g, GALLERY, 0);
    play(g, ALIBI, [host]);
    endTurn(g);
    act(g, { type: 'play', card: inHand(g, 1, KNIFE), targets: [host] });
    settle(g);
    act(g, { type: 'play', card: inHand(g, 1, PRINT), targets: [host] });
    settle(g);
    expect(powerOf(g, host)).toBe(4000 + 1000 - 1000 - 2000);
    endTurn(g);
    play(g, '判決・無罪', [host]);
    expect(trash(g, 1).sort()).toEqual([KNIFE, PRINT].sort());
    expect(powerOf(g, host)).toBe(4000 + 1000 + 1000);
    const g2 = game('d24', { hand: ['判決・無罪'], energy: 2, battlefield: [GALLERY] });
    play(g2, '判決・無罪', [on(g2, GALLERY, 0)]);
    expect(powerOf(g2, on(g2, GALLERY, 0))).toBe(5000); // no set card on it: still +1000 (「全て」 of none is done)
  });

  it('休廷: an attacking character (either player’s) — its attack fails, it stays asleep', () => {
    const g = game('d24', { hand: ['休廷'], energy: 3 }, { battlefield: [GALLERY] }, 1);
    const gallery = on(g, GALLERY, 1);
    foeAttacks(g, gallery);
    playBy(g, 0, '休廷', [gallery]);
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    expect(asleep(g, gallery)).toBe(true);
  });

  it('張り込み: a 《探偵》 character of yours gains 【警戒】 and +1000 until the start of your next turn', () => {
    const g = game('d24', { hand: ['張り込み'], energy: 1, battlefield: [MINATO, JURY] });
    const minato = on(g, MINATO, 0);
    expect(targetable(g, '張り込み', on(g, JURY, 0))).toBe(false);
    play(g, '張り込み', [minato]);
    expect(powerOf(g, minato)).toBe(3000);
    attack(g, minato, { player: 1 });
    if (g.state.pending?.kind === 'defense') defend(g, null);
    endTurn(g);
    expect(asleep(g, minato)).toBe(false); // 【警戒】 stood it in the opponent's active phase
    expect(powerOf(g, minato)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, minato)).toBe(2000);
    expect(hasKeyword(g, minato, 'vigilance')).toBe(false);
  });

  it('緊急逮捕: 3000 to an opposing character', () => {
    const g = game('d24', { hand: ['緊急逮捕'], energy: 3, battlefield: [JURY] }, { battlefield: [JURY] });
    expect(targetable(g, '緊急逮捕', on(g, JURY, 0))).toBe(false);
    play(g, '緊急逮捕', [on(g, JURY, 1)]);
    expect(trash(g, 1)).toEqual([JURY]);
  });

  it('最終弁論: 【奥義】 needs a 《弁護士》 character card of yours; the attack fails, then the attacker destroyed if a 《証拠》 set card is on it', () => {
    const OUGI = '最終弁論';
    for (const [withEvidence, destroyed] of [
      [true, true],
      [false, false],
    ] as const) {
      const g = game(
        'd24',
        { hand: [OUGI], energy: 3, battlefield: [AOI] },
        { battlefield: [GALLERY], hand: [KNIFE], energy: 1 },
        1,
      );
      const gallery = on(g, GALLERY, 1);
      if (withEvidence) {
        act(g, { type: 'play', card: inHand(g, 1, KNIFE), targets: [gallery] });
        settle(g);
      }
      foeAttacks(g, gallery);
      playBy(g, 0, OUGI, [gallery]);
      settle(g, {}, ['main']);
      expect(damageCount(g, 0)).toBe(0);
      expect(trash(g, 1).includes(GALLERY)).toBe(destroyed);
    }
    const g2 = game(
      'd24',
      { hand: [OUGI, '待った！'], energy: 3, battlefield: [JURY] },
      { battlefield: [GALLERY] },
      1,
    );
    foeAttacks(g2, on(g2, GALLERY, 1));
    expect(playable(g2, '待った！')).toBe(true); // player 0's window during the attack
    expect(playable(g2, OUGI)).toBe(false);
    const g3 = game(
      'd24',
      { hand: [OUGI], energy: 3, guard: [{ name: AOI, faceUp: true }] },
      { battlefield: [GALLERY] },
      1,
    );
    foeAttacks(g3, on(g3, GALLERY, 1));
    expect(playable(g3, OUGI)).toBe(true);
  });

  it('凶器のナイフ: −1000; set on an ASLEEP host → the set card’s player draws; on an active one, nothing', () => {
    const g = game(
      'd24',
      { hand: [KNIFE, KNIFE], energy: 2, main: [JURY] },
      { battlefield: [{ name: GALLERY, sleep: true }, AOI] },
    );
    const host = on(g, GALLERY, 1);
    play(g, KNIFE, [host]);
    expect(powerOf(g, host)).toBe(3000);
    expect(hand(g, 0)).toEqual([KNIFE, JURY]);
    play(g, KNIFE, [on(g, AOI, 1)]);
    expect(hand(g, 0)).toEqual([JURY]);
  });

  it('血痕のついたハンカチ / 指紋の鑑定書: −1000 and the host cannot defend / −2000', () => {
    const g = game(
      'd24',
      { hand: ['血痕のついたハンカチ', PRINT], energy: 4, battlefield: [GALLERY] },
      { battlefield: [JURY, AOI] },
    );
    const jury = on(g, JURY, 1);
    play(g, '血痕のついたハンカチ', [jury]);
    expect(powerOf(g, jury)).toBe(2000);
    play(g, PRINT, [on(g, AOI, 1)]);
    expect(trash(g, 1)).toContain(AOI);
    attack(g, on(g, GALLERY, 0), { player: 1 });
    expect(canDefend(g, jury)).toBe(false);
  });

  it('偽りのアリバイ: +1000; the host would be destroyed → may put this card into the trash instead; the host stays', () => {
    const g = game('d24', {
      hand: [ALIBI, '崩れた坑道'],
      energy: 5,
      battlefield: [{ name: GALLERY, sleep: true }],
    }); // 崩れた坑道 (d22): an asleep character destroyed
    const host = on(g, GALLERY, 0);
    play(g, ALIBI, [host]);
    expect(powerOf(g, host)).toBe(5000);
    play(g, '崩れた坑道', [host], { replace: [true] });
    expect(on(g, GALLERY, 0)).toBe(host);
    expect(trash(g, 0)).toContain(ALIBI);
    expect(powerOf(g, host)).toBe(4000);
    const g2 = game('d24', {
      hand: [ALIBI, '崩れた坑道'],
      energy: 5,
      battlefield: [{ name: GALLERY, sleep: true }],
    });
    const host2 = on(g2, GALLERY, 0);
    play(g2, ALIBI, [host2]);
    play(g2, '崩れた坑道', [host2], { replace: [false] });
    expect(trash(g2, 0)).toContain(GALLERY);
  });

  it('偽りのアリバイ: lethal damage replaced, the damage stays (4000) ≥ the power without the alibi: still destroyed (RULING «Replaced lethal damage», HF-5.11, HF-9.4)', () => {
    const g = game('d24', {
      hand: [ALIBI, '密室トリック'],
      energy: 4,
      battlefield: [{ name: JURY, sleep: true }],
    });
    const host = on(g, JURY, 0);
    play(g, ALIBI, [host]);
    play(g, '密室トリック', [host], { replace: [true] });
    expect(trash(g, 0)).toEqual(expect.arrayContaining([ALIBI, JURY]));
  });

  it('探偵の虫眼鏡: +1000; the host gains 「[1][スリープ]: look at the top 2, back on top in the chosen order」', () => {
    const g = game('d24', {
      hand: ['探偵の虫眼鏡'],
      energy: 2,
      battlefield: [MINATO],
      main: [JURY, AOI, GALLERY],
    });
    const host = on(g, MINATO, 0);
    play(g, '探偵の虫眼鏡', [host]);
    expect(powerOf(g, host)).toBe(3000);
    activate(g, host, [], { choose: [AOI, JURY] });
    expect(top(g, 0, 3)).toEqual([AOI, JURY, GALLERY]);
    expect(asleep(g, host)).toBe(true);
  });

  it('黒き法服 / 弁護士バッジ: +2000 and 【警戒】 only on a 《裁判官》 host / +1000 and 【反撃】', () => {
    const g = game('d24', {
      hand: ['黒き法服', '黒き法服', '弁護士バッジ'],
      energy: 5,
      battlefield: ['判事補 シノノメ', JURY, MINATO],
    });
    const judge = on(g, '判事補 シノノメ', 0);
    play(g, '黒き法服', [judge]);
    play(g, '黒き法服', [on(g, JURY, 0)]);
    expect(powerOf(g, on(g, JURY, 0))).toBe(5000);
    expect(hasKeyword(g, on(g, JURY, 0), 'vigilance')).toBe(false);
    expect(hasKeyword(g, judge, 'vigilance')).toBe(true);
    play(g, '弁護士バッジ', [on(g, MINATO, 0)]);
    expect(powerOf(g, on(g, MINATO, 0))).toBe(3000);
    expect(hasKeyword(g, on(g, MINATO, 0), 'counter')).toBe(true);
  });

  it('第一法廷: your 《法廷》 characters +1000 (not others, not the opponent’s)', () => {
    const g = game('d24', { battlefield: ['第一法廷', JURY, MINATO] }, { battlefield: [JURY] });
    expect(powerOf(g, on(g, JURY, 0))).toBe(4000);
    expect(powerOf(g, on(g, MINATO, 0))).toBe(2000);
    expect(powerOf(g, on(g, JURY, 1))).toBe(3000);
  });

  it('シラヌイ探偵事務所: [2] an ASLEEP 《探偵》 character of yours stands, once per turn', () => {
    const g = game('d24', {
      battlefield: [
        'シラヌイ探偵事務所',
        { name: MINATO, sleep: true },
        { name: YUI, sleep: true },
        { name: JURY, sleep: true },
      ],
      energy: 4,
    });
    const office = on(g, 'シラヌイ探偵事務所', 0);
    expect(activatableOn(g, office, on(g, JURY, 0))).toBe(false);
    activate(g, office, [on(g, MINATO, 0)]);
    expect(asleep(g, on(g, MINATO, 0))).toBe(false);
    expect(canActivate(g, office)).toBe(false);
  });

  it('捜査一課 刑事 タカムラ / 廷吏 モリノ: keywords; the vanilla cards: none', () => {
    const g = game('d24', { battlefield: [TAKAMURA, '廷吏 モリノ', JURY, GALLERY] });
    expect(hasKeyword(g, on(g, TAKAMURA, 0), 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, '廷吏 モリノ', 0), 'vigilance')).toBe(true);
    expect([JURY, GALLERY].map((n) => powerOf(g, on(g, n, 0)))).toEqual([3000, 4000]);
  });
});

describe('d21–d24 【空装】 conditions, checked on the decks at game start (HF-13.8)', () => {
  const holds = (set: string, owner: string, deck: [string, string][]) => {
    const k = corpusCard(set, owner).kuusou;
    if (!k) throw new Error(`${owner} has no 【空装】`);
    return deckConditionHolds(
      deck.map(([s, n]) => corpusCard(s, n)),
      k.condition,
    );
  };
  it('主演女優 シオン: 15+ 《役者》 character cards in the main and guard decks (itself included)', () => {
    const shion: [string, string] = ['d21-butai', '主演女優 シオン'];
    const extra: [string, string] = ['d21-butai', '端役の劇団員'];
    const bell: [string, string] = ['d21-butai', '開幕ベル'];
    expect(holds('d21-butai', '主演女優 シオン', [shion, ...Array(14).fill(extra)])).toBe(true);
    expect(holds('d21-butai', '主演女優 シオン', [shion, ...Array(13).fill(extra), bell, bell])).toBe(false);
  });
  it('黒鉄ギルド総帥 グスタフ: every character card 《坑夫》 or 《機関》 (commands and set cards do not matter)', () => {
    const d = (n: string): [string, string] => ['d22-kousen', n];
    const base = [
      d('黒鉄ギルド総帥 グスタフ'),
      d('鉄腕の坑夫'),
      d('鉱石運搬トロッコ'),
      d('発破'),
      d('ルビーの原石'),
    ];
    expect(holds('d22-kousen', '黒鉄ギルド総帥 グスタフ', base)).toBe(true);
    expect(holds('d22-kousen', '黒鉄ギルド総帥 グスタフ', [...base, d('宝石喰いのモグラ')])).toBe(false);
  });
  it('真相の名探偵 シラヌイ・レン: every character card 《探偵》 or 《法廷》', () => {
    const d = (n: string): [string, string] => ['d24-houtei', n];
    const base = [
      d('真相の名探偵 シラヌイ・レン'),
      d('見習い探偵 ミナト'),
      d('陪審員 第七号'),
      d('緊急逮捕'),
    ];
    expect(holds('d24-houtei', '真相の名探偵 シラヌイ・レン', base)).toBe(true);
    expect(holds('d24-houtei', '真相の名探偵 シラヌイ・レン', [...base, d('捜査一課 刑事 タカムラ')])).toBe(
      false,
    );
  });
});
