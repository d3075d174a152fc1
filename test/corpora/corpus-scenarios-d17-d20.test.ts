// Issue 22 ("Done when": 0 accepted cards behave differently from their intent): the accepted cards of the
// designer corpora d17–d20 (d13–d16: corpus-scenarios-d13-d16.test.ts) with a subtle mechanic, played in the
// engine exactly as their designer wrote them (test/corpora/<set>.hf, compiled one by one as corpusReach does),
// each asserting what its `# 意図:` says — or, where the intent goes against the seeds or a RULING of
// docs/engine.md, what the rules say (the test names the ruling).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { hasKeyword, powerOf, traitsOf } from '../../src/engine/query.js';
import { moveCard } from '../../src/engine/zones.js';
import {
  type G,
  activatableOn,
  activate,
  activeEnergy,
  attack,
  bottom,
  canActivate,
  canDefend,
  cannotAttack,
  corpusGame,
  damageCount,
  defend,
  endTurn,
  foeAttacks,
  hand,
  handSize,
  inHand,
  inTrash,
  names,
  on,
  play,
  playBy,
  playable,
  settle,
  targetable,
  top,
  trash,
  untilPlayable,
} from '../helpers/corpusScenario.js';
import { act } from '../helpers/harness.js';
import { nameOf } from '../helpers/lookup.js';

const SETS = {
  d17: 'd17-ryusei',
  d18: 'd18-ehon',
  d19: 'd19-kikou',
  d20: 'd20-kissaten',
} as const;
const game = corpusGame(SETS);

/** The set card attached to `host`. */
const setOn = (g: G, host: number) =>
  g.state.cards.find((c) => c.zone === 'attached' && c.host === host)?.id ?? -1;

describe('d17-ryusei', () => {
  const ALTA = '流星騎士 見習いのアルタ'; // 《流星騎士》 2000
  const CAT = '星獣 コメットキャット'; // 《星獣》 1000 【神速】
  const SQUIRE = '流星騎士団 従騎士'; // 《流星騎士》 2000 vanilla
  const RABBIT = '星獣 ムーンラビット'; // 《星獣》 3000 vanilla
  const RHINO = '星獣 メテオライノ'; // 《星獣》 5000 【強撃】

  it('流星騎士 見習いのアルタ: look at 3, up to one 《流星騎士》 card to the hand, the rest to the bottom in the chosen order', () => {
    const g = game('d17', { hand: [ALTA], energy: 1, main: [RABBIT, SQUIRE, CAT] });
    play(g, ALTA, [], { choose: [SQUIRE, CAT, RABBIT] });
    expect(hand(g, 0)).toEqual([SQUIRE]);
    expect(bottom(g, 0, 2)).toEqual([CAT, RABBIT]);
    const g2 = game('d17', { hand: [ALTA], energy: 1, main: [RABBIT, SQUIRE, CAT] });
    play(g2, ALTA, [], { choose: [] });
    expect(hand(g2, 0)).toEqual([]);
    expect(bottom(g2, 0, 3).sort()).toEqual([CAT, RABBIT, SQUIRE].sort());
    const g3 = game('d17', { hand: [ALTA], energy: 1, main: [RABBIT, CAT, RHINO] });
    play(g3, ALTA);
    expect(hand(g3, 0)).toEqual([]); // no 《流星騎士》 card among them
  });

  it('流星騎士 見習いのアルタ / 星獣召喚: with fewer cards than they look at, nothing happens, no reload (HF-10.3)', () => {
    for (const name of [ALTA, '星獣召喚']) {
      const g = game('d17', { hand: [name], energy: 2, main: [SQUIRE, CAT], mainCount: 2, trash: [RABBIT] });
      play(g, name, [], { choose: [SQUIRE, CAT] });
      expect(names(g, g.state.players[0].mainDeck)).toEqual([SQUIRE, CAT]);
      expect(hand(g, 0)).toEqual([]);
      expect(trash(g, 0).filter((n) => n !== name)).toEqual([RABBIT]);
    }
  });

  it('星獣召喚: look at 4, up to one 《星獣》 character card to the hand, the rest to the bottom in the chosen order', () => {
    const g = game('d17', { hand: ['星獣召喚'], energy: 2, main: [SQUIRE, '星の加護', RABBIT, ALTA] });
    play(g, '星獣召喚', [], { choose: [RABBIT, ALTA, SQUIRE, '星の加護'] });
    expect(hand(g, 0)).toEqual([RABBIT]);
    expect(bottom(g, 0, 3)).toEqual([ALTA, SQUIRE, '星の加護']);
  });

  it('星獣 ルミナスフォックス / 流星の剣: each attack +1000 for the turn (forced)', () => {
    const g = game('d17', { battlefield: ['星獣 ルミナスフォックス'] });
    const fox = on(g, '星獣 ルミナスフォックス', 0);
    attack(g, fox, { player: 1 });
    expect(powerOf(g, fox)).toBe(3000);
    settle(g, {}, ['main']);
    endTurn(g);
    expect(powerOf(g, fox)).toBe(2000);
    const g2 = game('d17', { hand: ['流星の剣'], energy: 1, battlefield: [SQUIRE] });
    const host = on(g2, SQUIRE, 0);
    play(g2, '流星の剣', [host]);
    expect(powerOf(g2, host)).toBe(3000);
    attack(g2, host, { player: 1 });
    expect(powerOf(g2, host)).toBe(4000);
    settle(g2, {}, ['main']);
    endTurn(g2);
    expect(powerOf(g2, host)).toBe(3000);
  });

  it('流星騎士 哨戒のセリカ: defending → +1000 for the turn to a character of the defender’s (itself allowed)', () => {
    const g = game('d17', { battlefield: ['流星騎士 哨戒のセリカ', SQUIRE] }, { battlefield: [RABBIT] }, 1);
    const serica = on(g, '流星騎士 哨戒のセリカ', 0);
    const squire = on(g, SQUIRE, 0);
    attack(g, on(g, RABBIT, 1), { player: 0 });
    act(g, { type: 'defend', defender: serica });
    settle(g, { targets: [[squire]] }, ['main']);
    expect(powerOf(g, squire)).toBe(3000);
    const g2 = game('d17', { battlefield: ['流星騎士 哨戒のセリカ'] }, { battlefield: [RABBIT] }, 1);
    const serica2 = on(g2, '流星騎士 哨戒のセリカ', 0);
    attack(g2, on(g2, RABBIT, 1), { player: 0 });
    act(g2, { type: 'defend', defender: serica2 });
    settle(g2, { targets: [[serica2]] }, ['main', 'window']);
    expect(powerOf(g2, serica2)).toBe(3000);
  });

  it('星詠みの巫女 ステラ: [スリープ] the top card may go to the bottom; 【起動メイン】[1][スリープ] draw 1, then discard 1', () => {
    const g = game('d17', { battlefield: ['星詠みの巫女 ステラ'], main: [RABBIT, CAT] });
    activate(g, on(g, '星詠みの巫女 ステラ', 0), [], { choose: [RABBIT] }); // the card chosen goes to the bottom
    expect(top(g, 0, 1)).toEqual([CAT]);
    expect(bottom(g, 0, 1)).toEqual([RABBIT]);
    const g2 = game('d17', { battlefield: ['星詠みの巫女 ステラ'], main: [RABBIT, CAT] });
    activate(g2, on(g2, '星詠みの巫女 ステラ', 0), [], { choose: [] });
    expect(top(g2, 0, 1)).toEqual([RABBIT]);
    const g3 = game('d17', { battlefield: ['星詠みの巫女 ステラ'], energy: 1, hand: [CAT], main: [RABBIT] });
    const stella = on(g3, '星詠みの巫女 ステラ', 0);
    const abilities = legalActions(g3).flatMap((a) =>
      a.type === 'activate' && a.card === stella ? [a.ability] : [],
    );
    act(g3, { type: 'activate', card: stella, ability: abilities[abilities.length - 1], targets: [] });
    settle(g3, { choose: [CAT] });
    expect(hand(g3, 0)).toEqual([RABBIT]);
    expect(trash(g3, 0)).toEqual([CAT]);
    expect(activeEnergy(g3, 0)).toBe(0);
    const g4 = game(
      'd17',
      { battlefield: ['星詠みの巫女 ステラ'], energy: 1, hand: [CAT] },
      { battlefield: [RABBIT] },
      1,
    );
    foeAttacks(g4, on(g4, RABBIT, 1));
    const inFoeTurn = legalActions(g4).filter(
      (a) => a.type === 'activate' && a.card === on(g4, '星詠みの巫女 ステラ', 0),
    );
    expect(new Set(inFoeTurn.map((a) => (a.type === 'activate' ? a.ability : ''))).size).toBe(1); // 【起動メイン】 only in your main phase
  });

  it('流星騎士 突撃兵ロウ: attacking an opposing character → +2000 for the turn; attacking the player, nothing', () => {
    const g = game(
      'd17',
      { battlefield: ['流星騎士 突撃兵ロウ'] },
      { battlefield: [{ name: RABBIT, sleep: true }] },
    );
    const rou = on(g, '流星騎士 突撃兵ロウ', 0);
    act(g, { type: 'attack', attacker: rou, target: { card: on(g, RABBIT, 1) } });
    settle(g, {}, ['main', 'defense', 'window']);
    expect(powerOf(g, rou)).toBe(5000);
    const g2 = game('d17', { battlefield: ['流星騎士 突撃兵ロウ'] });
    const rou2 = on(g2, '流星騎士 突撃兵ロウ', 0);
    attack(g2, rou2, { player: 1 });
    expect(powerOf(g2, rou2)).toBe(3000);
  });

  it('星獣 ガーネットウルフ: its attack damages the opponent → draw; attacking a character, nothing', () => {
    const g = game('d17', { battlefield: ['星獣 ガーネットウルフ'] });
    attack(g, on(g, '星獣 ガーネットウルフ', 0), { player: 1 });
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(damageCount(g, 1)).toBe(1);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game(
      'd17',
      { battlefield: ['星獣 ガーネットウルフ'] },
      { battlefield: [{ name: CAT, sleep: true }] },
    );
    act(g2, {
      type: 'attack',
      attacker: on(g2, '星獣 ガーネットウルフ', 0),
      target: { card: on(g2, CAT, 1) },
    });
    settle(g2, {}, ['main']);
    expect(trash(g2, 1)).toEqual([CAT]);
    expect(handSize(g2, 0)).toBe(0);
  });

  it('流星騎士 弓兵ミラ: [1][スリープ] 2000 to an opposing character (not one of yours)', () => {
    const g = game(
      'd17',
      { battlefield: ['流星騎士 弓兵ミラ', SQUIRE], energy: 1 },
      { battlefield: [RABBIT] },
    );
    const mira = on(g, '流星騎士 弓兵ミラ', 0);
    expect(activatableOn(g, mira, on(g, SQUIRE, 0))).toBe(false);
    const foe = on(g, RABBIT, 1);
    activate(g, mira, [foe]);
    expect(g.state.cards[foe].damage).toBe(2000);
    expect(g.state.cards[mira].sleep).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
  });

  it('流星騎士団 副長ベガ: your other 《流星騎士》 characters +1000, not itself, not 《星獣》, not the opponent’s', () => {
    const g = game(
      'd17',
      { battlefield: ['流星騎士団 副長ベガ', SQUIRE, RABBIT] },
      { battlefield: [SQUIRE] },
    );
    expect(powerOf(g, on(g, '流星騎士団 副長ベガ', 0))).toBe(4000);
    expect(powerOf(g, on(g, SQUIRE, 0))).toBe(3000);
    expect(powerOf(g, on(g, RABBIT, 0))).toBe(3000);
    expect(powerOf(g, on(g, SQUIRE, 1))).toBe(2000);
  });

  it('流星騎士団長 アルデバラン / 流星騎士 魔導士シリウス: enters → an opposing character destroyed / 3000 damage; none: nothing', () => {
    const g = game('d17', { hand: ['流星騎士団長 アルデバラン'], energy: 6 }, { battlefield: [RHINO] });
    play(g, '流星騎士団長 アルデバラン');
    expect(trash(g, 1)).toEqual([RHINO]);
    const g2 = game('d17', { hand: ['流星騎士 魔導士シリウス'], energy: 4 }, { battlefield: [RHINO] });
    play(g2, '流星騎士 魔導士シリウス');
    expect(g2.state.cards[on(g2, RHINO, 1)].damage).toBe(3000);
    const g3 = game('d17', { hand: ['流星騎士団長 アルデバラン'], energy: 6, battlefield: [SQUIRE] });
    play(g3, '流星騎士団長 アルデバラン');
    expect(trash(g3, 0)).toEqual([]);
    expect(hasKeyword(g3, on(g3, '流星騎士団長 アルデバラン', 0), 'vigilance')).toBe(true);
  });

  it('星獣王 レグルス: enters → may take a 《星獣》 character card of your trash (a target); may decline', () => {
    const g = game('d17', { hand: ['星獣王 レグルス'], energy: 6, trash: [RABBIT, SQUIRE] });
    const rabbit = inTrash(g, 0, RABBIT);
    act(g, { type: 'play', card: inHand(g, 0, '星獣王 レグルス'), targets: [] });
    settle(g, {}, ['main', 'triggerTargets']);
    if (g.state.pending?.kind === 'triggerTargets') {
      const offered = legalActions(g).flatMap((a) => (a.type === 'chooseTargets' ? a.targets : []));
      expect(names(g, [...new Set(offered)])).toEqual([RABBIT]);
    }
    settle(g, { targets: [[rabbit]], may: [true] });
    expect(hand(g, 0)).toEqual([RABBIT]);
    const g2 = game('d17', { hand: ['星獣王 レグルス'], energy: 6, trash: [RABBIT] });
    play(g2, '星獣王 レグルス', [], { may: [false] });
    expect(hand(g2, 0)).toEqual([]);
    expect(trash(g2, 0)).toEqual([RABBIT]);
  });

  it('流星騎士 双剣のカストル / ポルックス: each has its keyword only while the other is yours on the battlefield', () => {
    const C = '流星騎士 双剣のカストル';
    const P = '流星騎士 双剣のポルックス';
    const g = game('d17', { battlefield: [C, P] });
    const [c, p] = [on(g, C, 0), on(g, P, 0)];
    expect(hasKeyword(g, c, 'pierce')).toBe(true);
    expect(hasKeyword(g, p, 'vigilance')).toBe(true);
    moveCard(g, p, 'trash');
    expect(hasKeyword(g, c, 'pierce')).toBe(false);
    const g2 = game('d17', { battlefield: [C] }, { battlefield: [P] });
    expect(hasKeyword(g2, on(g2, C, 0), 'pierce')).toBe(false);
    expect(hasKeyword(g2, on(g2, P, 1), 'vigilance')).toBe(false);
  });

  it('星獣 ネビュラタートル: 【死殺】 (not destroyed by damage), cannot attack, can defend', () => {
    const g = game('d17', { battlefield: ['星獣 ネビュラタートル'] });
    expect(cannotAttack(g, on(g, '星獣 ネビュラタートル', 0))).toBe(true);
    const g2 = game('d17', { hand: ['流星一閃'], energy: 2 }, { battlefield: ['星獣 ネビュラタートル'] });
    const t2 = on(g2, '星獣 ネビュラタートル', 1);
    play(g2, '流星一閃', [t2]);
    expect(trash(g2, 1)).toEqual([]);
    expect(g2.state.cards[t2].damage).toBe(3000);
    const g3 = game('d17', { battlefield: ['星獣 ネビュラタートル'] }, { battlefield: [RABBIT] }, 1);
    attack(g3, on(g3, RABBIT, 1), { player: 0 });
    expect(canDefend(g3, on(g3, '星獣 ネビュラタートル', 0))).toBe(true);
  });

  it('流星騎士 癒し手リゲル: [カルネージ1][スリープ] a character of yours gains 【死殺】 for the turn', () => {
    const g = game('d17', { battlefield: ['流星騎士 癒し手リゲル', SQUIRE], damageField: [CAT] });
    const rigel = on(g, '流星騎士 癒し手リゲル', 0);
    const squire = on(g, SQUIRE, 0);
    activate(g, rigel, [squire]);
    expect(damageCount(g, 0)).toBe(0);
    expect(hasKeyword(g, squire, 'deathless')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, squire, 'deathless')).toBe(false);
    const g2 = game('d17', { battlefield: ['流星騎士 癒し手リゲル', SQUIRE] });
    expect(canActivate(g2, on(g2, '流星騎士 癒し手リゲル', 0))).toBe(false);
  });

  it('堕ちた星の騎士 ザウラク: enters → its player discards a card of their choice (forced); an empty hand: nothing', () => {
    const g = game('d17', { hand: ['堕ちた星の騎士 ザウラク', CAT, RABBIT], energy: 4 });
    play(g, '堕ちた星の騎士 ザウラク', [], { choose: [RABBIT] });
    expect(hand(g, 0)).toEqual([CAT]);
    expect(trash(g, 0)).toEqual([RABBIT]);
    const g2 = game('d17', { hand: ['堕ちた星の騎士 ザウラク'], energy: 4 });
    play(g2, '堕ちた星の騎士 ザウラク');
    expect(on(g2, '堕ちた星の騎士 ザウラク', 0)).toBeGreaterThanOrEqual(0);
    expect(trash(g2, 0)).toEqual([]);
  });

  it('流星騎士 伝令のカペラ: enters → draw (forced)', () => {
    const g = game('d17', { hand: ['流星騎士 伝令のカペラ'], energy: 1 });
    play(g, '流星騎士 伝令のカペラ');
    expect(handSize(g, 0)).toBe(1);
  });

  it('星獣 アステロイドベア: defending → +1000 for the turn (7000 vs 7000 attacker: its 【反撃】 deals 7000)', () => {
    const g = game('d17', { battlefield: ['星獣 アステロイドベア'] }, { battlefield: [RHINO] }, 1);
    const bear = on(g, '星獣 アステロイドベア', 0);
    const rhino = on(g, RHINO, 1);
    attack(g, rhino, { player: 0 });
    act(g, { type: 'defend', defender: bear });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, bear)).toBe(7000);
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([RHINO]);
  });

  it('流星騎士 斥候ナオス: attacking with 2+ opposing characters → +1000 for the turn; with 1, nothing', () => {
    const g = game('d17', { battlefield: ['流星騎士 斥候ナオス'] }, { battlefield: [RABBIT, SQUIRE] });
    const naos = on(g, '流星騎士 斥候ナオス', 0);
    attack(g, naos, { player: 1 });
    expect(powerOf(g, naos)).toBe(3000);
    const g2 = game('d17', { battlefield: ['流星騎士 斥候ナオス'] }, { battlefield: [RABBIT] });
    const naos2 = on(g2, '流星騎士 斥候ナオス', 0);
    attack(g2, naos2, { player: 1 });
    expect(powerOf(g2, naos2)).toBe(2000);
  });

  it('星獣 オーロラドラゴン: each attack → 1000 to an ASLEEP opposing character (an active one is no target)', () => {
    const g = game(
      'd17',
      { battlefield: ['星獣 オーロラドラゴン'] },
      { battlefield: [RABBIT, { name: SQUIRE, sleep: true }] },
    );
    const squire = on(g, SQUIRE, 1);
    act(g, { type: 'attack', attacker: on(g, '星獣 オーロラドラゴン', 0), target: { player: 1 } });
    settle(g, {}, ['main', 'defense', 'triggerTargets']);
    if (g.state.pending?.kind === 'triggerTargets') {
      const offered = legalActions(g).flatMap((a) => (a.type === 'chooseTargets' ? a.targets : []));
      expect(names(g, [...new Set(offered)])).toEqual([SQUIRE]);
    }
    settle(g);
    expect(g.state.cards[squire].damage).toBe(1000);
    expect(g.state.cards[on(g, RABBIT, 1)].damage).toBe(0);
  });

  it('星詠みの大賢者 ポラリス: 【起動メイン】[カルネージ2] up to one 《流星騎士》 card of the main deck to the hand, then shuffle', () => {
    const g = game('d17', {
      battlefield: ['星詠みの大賢者 ポラリス'],
      damageField: [CAT, CAT],
      main: [RABBIT, SQUIRE],
    });
    const polaris = on(g, '星詠みの大賢者 ポラリス', 0);
    activate(g, polaris, [], { choose: [SQUIRE] });
    expect(hand(g, 0)).toEqual([SQUIRE]);
    expect(damageCount(g, 0)).toBe(0);
    expect(g.state.cards[polaris].sleep).toBe(false);
    const g2 = game('d17', { battlefield: ['星詠みの大賢者 ポラリス'], damageField: [CAT] });
    expect(canActivate(g2, on(g2, '星詠みの大賢者 ポラリス', 0))).toBe(false);
    const g3 = game(
      'd17',
      { battlefield: ['星詠みの大賢者 ポラリス'], damageField: [CAT, CAT], hand: [CAT], energy: 1 },
      { battlefield: [RABBIT] },
      1,
    );
    foeAttacks(g3, on(g3, RABBIT, 1));
    expect(playable(g3, CAT)).toBe(true); // player 0 holds the window
    expect(canActivate(g3, on(g3, '星詠みの大賢者 ポラリス', 0))).toBe(false); // your main phase only
  });

  it('流星騎士 新星のノヴァ: enters with 3+ cards in your damage field → +3000 for the turn and 【強撃】; with 2, nothing', () => {
    const g = game('d17', { hand: ['流星騎士 新星のノヴァ'], energy: 3, damageField: [CAT, CAT, CAT] });
    play(g, '流星騎士 新星のノヴァ');
    const nova = on(g, '流星騎士 新星のノヴァ', 0);
    expect(powerOf(g, nova)).toBe(5000);
    expect(hasKeyword(g, nova, 'strike')).toBe(true);
    endTurn(g);
    expect(powerOf(g, nova)).toBe(2000);
    const g2 = game('d17', { hand: ['流星騎士 新星のノヴァ'], energy: 3, damageField: [CAT, CAT] });
    play(g2, '流星騎士 新星のノヴァ');
    const nova2 = on(g2, '流星騎士 新星のノヴァ', 0);
    expect(powerOf(g2, nova2)).toBe(2000);
    expect(hasKeyword(g2, nova2, 'strike')).toBe(false);
  });

  it('星獣 ミーティアホース: 【神速】 while a set card is set on it, whoever owns it (the opponent’s 流星の剣 too)', () => {
    const g = game('d17', { battlefield: ['星獣 ミーティアホース'] }, { hand: ['流星の剣'], energy: 2 }, 1);
    const horse = on(g, '星獣 ミーティアホース', 0);
    expect(hasKeyword(g, horse, 'godspeed')).toBe(false);
    act(g, { type: 'play', card: inHand(g, 1, '流星の剣'), targets: [horse] });
    settle(g);
    expect(hasKeyword(g, horse, 'godspeed')).toBe(true);
    moveCard(g, setOn(g, horse), 'trash');
    expect(hasKeyword(g, horse, 'godspeed')).toBe(false);
  });

  it('騎士の誓い: draw 2, then discard 1 of your choice (both forced)', () => {
    const g = game('d17', { hand: ['騎士の誓い'], energy: 1, main: [CAT, RABBIT] });
    play(g, '騎士の誓い', [], { choose: [CAT] });
    expect(hand(g, 0)).toEqual([RABBIT]);
    expect(trash(g, 0)).toContain(CAT);
  });

  it('隕石落とし / 緊急招集 / 流星の帳 / 星獣 スターダストバード: their 【ダメージトリガー】 resolve when revealed as damage', () => {
    const g = game('d17', { guard: ['隕石落とし'] }, { battlefield: [RHINO] }, 1);
    const rhino = on(g, RHINO, 1);
    attack(g, rhino, { player: 0 }, { reveal: true });
    if (g.state.pending?.kind === 'defense') defend(g, null, { reveal: true });
    expect(g.state.cards[rhino].damage).toBe(2000);
    const g2 = game(
      'd17',
      { guard: ['緊急招集'], battlefield: [{ name: SQUIRE, sleep: true }] },
      { battlefield: [RHINO] },
      1,
    );
    attack(g2, on(g2, RHINO, 1), { player: 0 }, { reveal: true });
    if (g2.state.pending?.kind === 'defense') defend(g2, null, { reveal: true });
    expect(g2.state.cards[on(g2, SQUIRE, 0)].sleep).toBe(false);
    for (const name of ['流星の帳', '星獣 スターダストバード']) {
      const g3 = game('d17', { guard: [name] }, { battlefield: [RABBIT] }, 1);
      const before = handSize(g3, 0);
      attack(g3, on(g3, RABBIT, 1), { player: 0 }, { reveal: true });
      if (g3.state.pending?.kind === 'defense') defend(g3, null, { reveal: true });
      expect(handSize(g3, 0)).toBe(before + 1);
    }
  });

  it('隕石落とし / 墜ちる星: destroy an opposing character / only an ASLEEP one', () => {
    const g = game('d17', { hand: ['隕石落とし'], energy: 4 }, { battlefield: [RHINO] });
    play(g, '隕石落とし', [on(g, RHINO, 1)]);
    expect(trash(g, 1)).toEqual([RHINO]);
    const g2 = game(
      'd17',
      { hand: ['墜ちる星'], energy: 3 },
      { battlefield: [RHINO, { name: RABBIT, sleep: true }] },
    );
    expect(targetable(g2, '墜ちる星', on(g2, RHINO, 1))).toBe(false);
    play(g2, '墜ちる星', [on(g2, RABBIT, 1)]);
    expect(trash(g2, 1)).toEqual([RABBIT]);
  });

  it('緊急招集: an ASLEEP character of yours stands (an active one is no target)', () => {
    const g = game('d17', {
      hand: ['緊急招集'],
      energy: 1,
      battlefield: [RABBIT, { name: SQUIRE, sleep: true }],
    });
    expect(targetable(g, '緊急招集', on(g, RABBIT, 0))).toBe(false);
    play(g, '緊急招集', [on(g, SQUIRE, 0)]);
    expect(g.state.cards[on(g, SQUIRE, 0)].sleep).toBe(false);
  });

  it('流星の帳 / 星の加護: all your characters +1000 / one of yours +2000, for the turn', () => {
    const g = game(
      'd17',
      { hand: ['流星の帳', '星の加護'], energy: 3, battlefield: [SQUIRE, CAT] },
      { battlefield: [RABBIT] },
    );
    play(g, '流星の帳');
    expect(targetable(g, '星の加護', on(g, RABBIT, 1))).toBe(false);
    play(g, '星の加護', [on(g, CAT, 0)]);
    expect([powerOf(g, on(g, SQUIRE, 0)), powerOf(g, on(g, CAT, 0)), powerOf(g, on(g, RABBIT, 1))]).toEqual([
      3000, 4000, 3000,
    ]);
    endTurn(g);
    expect([powerOf(g, on(g, SQUIRE, 0)), powerOf(g, on(g, CAT, 0))]).toEqual([2000, 1000]);
  });

  it('天蓋の盾: only the attacking opposing character can be the target; −2000 for the turn', () => {
    const g = game('d17', { hand: ['天蓋の盾'], energy: 1 }, { battlefield: [RHINO, RABBIT] }, 1);
    const rhino = on(g, RHINO, 1);
    foeAttacks(g, rhino);
    expect(targetable(g, '天蓋の盾', on(g, RABBIT, 1))).toBe(false);
    playBy(g, 0, '天蓋の盾', [rhino]);
    expect(powerOf(g, rhino)).toBe(3000);
  });

  it('星還り: a character card of your trash to the hand (a command card is no target)', () => {
    const g = game('d17', { hand: ['星還り'], energy: 2, trash: [RABBIT, '星の加護'] });
    expect(targetable(g, '星還り', inTrash(g, 0, '星の加護'))).toBe(false);
    play(g, '星還り', [inTrash(g, 0, RABBIT)]);
    expect(hand(g, 0)).toEqual([RABBIT]);
  });

  it('星辰の導き: draw 2 with 2+ cards in your damage field, else draw 1', () => {
    const g = game('d17', { hand: ['星辰の導き'], energy: 1, damageField: [CAT, CAT] });
    play(g, '星辰の導き');
    expect(handSize(g, 0)).toBe(2);
    const g2 = game('d17', { hand: ['星辰の導き'], energy: 1, damageField: [CAT] });
    play(g2, '星辰の導き');
    expect(handSize(g2, 0)).toBe(1);
  });

  it('騎士団突撃: your 《流星騎士》 characters gain 【貫通】 for the turn; the target stands; a target gone, 【貫通】 still', () => {
    const g = game('d17', {
      hand: ['騎士団突撃'],
      energy: 3,
      battlefield: [{ name: SQUIRE, sleep: true }, ALTA, RABBIT],
    });
    const squire = on(g, SQUIRE, 0);
    play(g, '騎士団突撃', [squire]);
    expect(g.state.cards[squire].sleep).toBe(false);
    expect(hasKeyword(g, squire, 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, ALTA, 0), 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, RABBIT, 0), 'pierce')).toBe(false);
    endTurn(g);
    expect(hasKeyword(g, squire, 'pierce')).toBe(false);
    const g2 = game('d17', {
      hand: ['騎士団突撃'],
      energy: 3,
      battlefield: [{ name: SQUIRE, sleep: true }, ALTA],
    });
    const s2 = on(g2, SQUIRE, 0);
    act(g2, { type: 'play', card: inHand(g2, 0, '騎士団突撃'), targets: [s2] });
    moveCard(g2, s2, 'trash');
    settle(g2);
    expect(hasKeyword(g2, on(g2, ALTA, 0), 'pierce')).toBe(true);
  });

  it('奥義・星墜ノ流星群: needs an 「アルデバラン」 card of yours out or face up in your guard deck; 4000 to each opposing character', () => {
    const OUGI = '奥義・星墜ノ流星群';
    const g = game('d17', { hand: [OUGI], energy: 5 }, { battlefield: [RHINO, RABBIT] });
    expect(playable(g, OUGI)).toBe(false);
    const g2 = game(
      'd17',
      { hand: [OUGI], energy: 5, battlefield: ['流星騎士団長 アルデバラン', SQUIRE] },
      { battlefield: [RHINO, RABBIT] },
    );
    expect(playable(g2, OUGI)).toBe(true);
    play(g2, OUGI);
    expect(trash(g2, 1)).toEqual([RABBIT]);
    expect(g2.state.cards[on(g2, RHINO, 1)].damage).toBe(4000);
    expect(g2.state.cards[on(g2, SQUIRE, 0)].damage).toBe(0);
    const g3 = game(
      'd17',
      { hand: [OUGI], energy: 5, guard: [{ name: '流星騎士団長 アルデバラン', faceUp: true }] },
      { battlefield: [RHINO] },
    );
    expect(playable(g3, OUGI)).toBe(true);
    const g4 = game('d17', { hand: [OUGI], energy: 5 }, { battlefield: ['流星騎士団長 アルデバラン'] });
    expect(playable(g4, OUGI)).toBe(false); // the opponent’s does not count
  });

  it('星鋼の鎧 / 星獣の鞍 / 蒼星の聖槍: the host gets the power and the keyword', () => {
    for (const [name, power, kw] of [
      ['星鋼の鎧', 4000, 'counter'],
      ['星獣の鞍', 3000, 'godspeed'],
      ['蒼星の聖槍', 4000, 'strike'],
    ] as const) {
      const g = game('d17', { hand: [name], energy: 3, battlefield: [SQUIRE] });
      const host = on(g, SQUIRE, 0);
      play(g, name, [host]);
      expect(powerOf(g, host)).toBe(power);
      expect(hasKeyword(g, host, kw)).toBe(true);
    }
  });

  it('流星騎士団の紋章: +1000 and 《流星騎士》; the host gains 「[スリープ]：draw 1, then discard 1」, used by the host’s player', () => {
    const g = game('d17', {
      hand: ['流星騎士団の紋章', CAT],
      energy: 1,
      battlefield: [RABBIT],
      main: [RHINO],
    });
    const host = on(g, RABBIT, 0);
    play(g, '流星騎士団の紋章', [host]);
    expect(powerOf(g, host)).toBe(4000);
    expect(traitsOf(g, host)).toContain('流星騎士');
    activate(g, host, [], { choose: [CAT] });
    expect(g.state.cards[host].sleep).toBe(true);
    expect(hand(g, 0)).toEqual([RHINO]);
    expect(trash(g, 0)).toEqual([CAT]);
    const g2 = game('d17', { hand: ['流星騎士団の紋章'], energy: 1 }, { battlefield: [RABBIT] });
    const host2 = on(g2, RABBIT, 1);
    play(g2, '流星騎士団の紋章', [host2]);
    expect(canActivate(g2, host2)).toBe(false);
  });

  it('重力の枷: set on the opponent’s character, −2000 and it cannot defend', () => {
    const g = game(
      'd17',
      { hand: ['重力の枷'], energy: 2, battlefield: [SQUIRE] },
      { battlefield: [RHINO, RABBIT] },
    );
    const host = on(g, RHINO, 1);
    play(g, '重力の枷', [host]);
    expect(powerOf(g, host)).toBe(3000);
    attack(g, on(g, SQUIRE, 0), { player: 1 });
    expect(g.state.pending?.kind).toBe('defense');
    expect(canDefend(g, host)).toBe(false);
    expect(canDefend(g, on(g, RABBIT, 1))).toBe(true);
  });

  it('誓約の星冠: +1000; the host’s player pays [カルネージ1] from their own damage field for 【死殺】 for the turn', () => {
    const g = game('d17', { hand: ['誓約の星冠'], energy: 3, battlefield: [SQUIRE], damageField: [CAT] });
    const host = on(g, SQUIRE, 0);
    play(g, '誓約の星冠', [host]);
    expect(powerOf(g, host)).toBe(3000);
    activate(g, host);
    expect(damageCount(g, 0)).toBe(0);
    expect(hasKeyword(g, host, 'deathless')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, host, 'deathless')).toBe(false);
    const g2 = game(
      'd17',
      { hand: ['誓約の星冠'], energy: 3, damageField: [CAT] },
      { battlefield: [SQUIRE], damageField: [RABBIT] },
    );
    const host2 = on(g2, SQUIRE, 1);
    play(g2, '誓約の星冠', [host2]);
    expect(canActivate(g2, host2)).toBe(false);
    endTurn(g2);
    act(g2, { type: 'activate', card: host2, targets: [] });
    settle(g2);
    expect(hasKeyword(g2, host2, 'deathless')).toBe(true);
    expect([damageCount(g2, 0), damageCount(g2, 1)]).toEqual([1, 0]); // the host's player paid
  });

  it('星降る丘: your 《星獣》 characters +1000 (not 《流星騎士》, not the opponent’s)', () => {
    const g = game('d17', { battlefield: ['星降る丘', RABBIT, SQUIRE] }, { battlefield: [RABBIT] });
    expect(powerOf(g, on(g, RABBIT, 0))).toBe(4000);
    expect(powerOf(g, on(g, SQUIRE, 0))).toBe(2000);
    expect(powerOf(g, on(g, RABBIT, 1))).toBe(3000);
  });

  it('流星一閃: 3000 to an opposing character (not one of yours)', () => {
    const g = game('d17', { hand: ['流星一閃'], energy: 2, battlefield: [RHINO] }, { battlefield: [RHINO] });
    expect(targetable(g, '流星一閃', on(g, RHINO, 0))).toBe(false);
    play(g, '流星一閃', [on(g, RHINO, 1)]);
    expect(g.state.cards[on(g, RHINO, 1)].damage).toBe(3000);
  });
});

describe('d18-ehon', () => {
  const POLO = 'こぐまのポロ'; // 《どうぶつ》 2000
  const PIG1 = 'こぶたの長男'; // 《どうぶつ》《おとぎ話》《こぶた》 1000
  const PIG3 = 'こぶたの末っ子'; // 《こぶた》 3000
  const HOOD = '赤ずきん'; // 《おとぎ話》 2000
  const BLOCKS = 'つみきのかいじゅう'; // 《おもちゃ》 6000 vanilla
  const WOLF = 'はらぺこおおかみ'; // 《どうぶつ》《おとぎ話》 4000 【貫通】
  const NUT = 'くるみ割り人形'; // 《おもちゃ》 3000

  it('こぐまのポロ / くるみ割り人形 / ジンジャーブレッドマン: +1000 for the turn on each defense / attack', () => {
    const g = game('d18', { battlefield: [POLO] }, { battlefield: [WOLF] }, 1);
    const polo = on(g, POLO, 0);
    attack(g, on(g, WOLF, 1), { player: 0 });
    act(g, { type: 'defend', defender: polo });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, polo)).toBe(3000);
    for (const [name, power] of [
      [NUT, 3000],
      ['ジンジャーブレッドマン', 1000],
    ] as const) {
      const g2 = game('d18', { battlefield: [name] });
      const c = on(g2, name, 0);
      attack(g2, c, { player: 1 });
      expect(powerOf(g2, c)).toBe(power + 1000);
      settle(g2, {}, ['main']);
      endTurn(g2);
      expect(powerOf(g2, c)).toBe(power);
    }
  });

  it('うさぎの郵便屋さん: its attack damages the opponent → draw; a character attacked, nothing', () => {
    const g = game('d18', { battlefield: ['うさぎの郵便屋さん'] });
    attack(g, on(g, 'うさぎの郵便屋さん', 0), { player: 1 });
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game(
      'd18',
      { battlefield: ['うさぎの郵便屋さん'] },
      { battlefield: [{ name: PIG1, sleep: true }] },
    );
    act(g2, { type: 'attack', attacker: on(g2, 'うさぎの郵便屋さん', 0), target: { card: on(g2, PIG1, 1) } });
    settle(g2, {}, ['main']);
    expect(handSize(g2, 0)).toBe(0);
  });

  it('こぶたの長男: destroyed → its player draws; returned to the hand, nothing', () => {
    const g = game('d18', { hand: ['こわい夢'], energy: 2 }, { battlefield: [PIG1] });
    const foe = handSize(g, 1);
    play(g, 'こわい夢', [on(g, PIG1, 1)]);
    expect(handSize(g, 1)).toBe(foe + 1);
    expect(handSize(g, 0)).toBe(0);
    const g2 = game('d18', { hand: ['つづきはまた明日'], energy: 3 }, { battlefield: [PIG1] });
    const foe2 = handSize(g2, 1);
    play(g2, 'つづきはまた明日', [on(g2, PIG1, 1)]);
    expect(handSize(g2, 1)).toBe(foe2 + 1); // the pig itself, no draw
  });

  it('こぶたの次男 / ふしぎな豆の木: look at 3 / 4, up to one matching card to the hand, the rest to the bottom in the chosen order', () => {
    const g = game('d18', { hand: ['こぶたの次男'], energy: 2, main: [HOOD, PIG3, POLO] });
    play(g, 'こぶたの次男', [], { choose: [PIG3, POLO, HOOD] });
    expect(hand(g, 0)).toEqual([PIG3]);
    expect(bottom(g, 0, 2)).toEqual([POLO, HOOD]);
    const g2 = game('d18', { hand: ['こぶたの次男'], energy: 2, main: [HOOD, POLO, BLOCKS] });
    play(g2, 'こぶたの次男');
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d18', { hand: ['ふしぎな豆の木'], energy: 1, main: ['こわい夢', HOOD, POLO, BLOCKS] });
    play(g3, 'ふしぎな豆の木', [], { choose: [HOOD, BLOCKS, POLO, 'こわい夢'] });
    expect(hand(g3, 0)).toEqual([HOOD]);
    expect(bottom(g3, 0, 3)).toEqual([BLOCKS, POLO, 'こわい夢']);
    const g4 = game('d18', { hand: ['ふしぎな豆の木'], energy: 1, main: [HOOD, POLO, BLOCKS], mainCount: 3 });
    play(g4, 'ふしぎな豆の木', [], { choose: [HOOD] });
    expect(hand(g4, 0)).toEqual([]); // fewer than 4: nothing, no reload (HF-10.3)
    expect(names(g4, g4.state.players[0].mainDeck)).toEqual([HOOD, POLO, BLOCKS]);
  });

  it('こぶたの末っ子: 【死殺】 only while another 《こぶた》 character of yours is on the battlefield', () => {
    const g = game('d18', { battlefield: [PIG3, PIG1] }, { battlefield: [PIG1] });
    const pig3 = on(g, PIG3, 0);
    expect(hasKeyword(g, pig3, 'deathless')).toBe(true);
    moveCard(g, on(g, PIG1, 0), 'trash');
    expect(hasKeyword(g, pig3, 'deathless')).toBe(false);
    expect(hasKeyword(g, pig3, 'counter')).toBe(true);
  });

  it('赤ずきん: enters → draw, then discard a card of your choice (forced)', () => {
    const g = game('d18', { hand: [HOOD, POLO], energy: 2, main: [BLOCKS] });
    play(g, HOOD, [], { choose: [POLO] });
    expect(hand(g, 0)).toEqual([BLOCKS]);
    expect(trash(g, 0)).toEqual([POLO]);
  });

  it('かりうどのおじさん / ものがたりのドラゴン / 森の魔女: enters → 4000 to an asleep / any opposing character; −2000 for the turn', () => {
    const g = game(
      'd18',
      { hand: ['かりうどのおじさん'], energy: 4 },
      { battlefield: [BLOCKS, { name: WOLF, sleep: true }] },
    );
    const wolf = on(g, WOLF, 1);
    play(g, 'かりうどのおじさん', [], { targets: [[wolf]] });
    expect(trash(g, 1)).toEqual([WOLF]);
    const g1 = game('d18', { hand: ['かりうどのおじさん'], energy: 4 }, { battlefield: [BLOCKS] });
    play(g1, 'かりうどのおじさん');
    expect(g1.state.cards[on(g1, BLOCKS, 1)].damage).toBe(0); // an active one is no target
    const g2 = game('d18', { hand: ['ものがたりのドラゴン'], energy: 7 }, { battlefield: [BLOCKS] });
    play(g2, 'ものがたりのドラゴン');
    expect(g2.state.cards[on(g2, BLOCKS, 1)].damage).toBe(4000);
    const g3 = game('d18', { hand: ['森の魔女'], energy: 4 }, { battlefield: [BLOCKS, POLO] });
    play(g3, '森の魔女', [], { targets: [[on(g3, POLO, 1)]] });
    expect(trash(g3, 1)).toEqual([POLO]); // power 0: destroyed
    const g4 = game('d18', { hand: ['森の魔女'], energy: 4 }, { battlefield: [BLOCKS] });
    play(g4, '森の魔女');
    expect(powerOf(g4, on(g4, BLOCKS, 1))).toBe(4000);
    endTurn(g4);
    expect(powerOf(g4, on(g4, BLOCKS, 1))).toBe(6000);
  });

  it('いばら姫 / おやすみのじかん: a character of either player asleep', () => {
    const g = game('d18', { battlefield: ['いばら姫', POLO], energy: 2 }, { battlefield: [BLOCKS] });
    const ibara = on(g, 'いばら姫', 0);
    expect(activatableOn(g, ibara, on(g, POLO, 0))).toBe(true);
    activate(g, ibara, [on(g, BLOCKS, 1)]);
    expect(g.state.cards[on(g, BLOCKS, 1)].sleep).toBe(true);
    expect(activeEnergy(g, 0)).toBe(0);
    const g2 = game('d18', { hand: ['おやすみのじかん'], energy: 1, battlefield: [POLO] });
    play(g2, 'おやすみのじかん', [on(g2, POLO, 0)]);
    expect(g2.state.cards[on(g2, POLO, 0)].sleep).toBe(true);
  });

  it('シンデレラ: +2000 and 【神速】 while a set card (of either player) is set on it', () => {
    const g = game('d18', { battlefield: ['シンデレラ'] }, { hand: ['どくりんご'], energy: 2 }, 1);
    const cin = on(g, 'シンデレラ', 0);
    expect(powerOf(g, cin)).toBe(3000);
    act(g, { type: 'play', card: inHand(g, 1, 'どくりんご'), targets: [cin] });
    settle(g);
    expect(powerOf(g, cin)).toBe(3000 - 2000 + 2000);
    expect(hasKeyword(g, cin, 'godspeed')).toBe(true);
    moveCard(g, setOn(g, cin), 'trash');
    expect(powerOf(g, cin)).toBe(3000);
    expect(hasKeyword(g, cin, 'godspeed')).toBe(false);
  });

  it('まほうつかいのおばあさん: [1][スリープ] +2000 for the turn to a character of yours (itself allowed, not an opposing one)', () => {
    const g = game('d18', { battlefield: ['まほうつかいのおばあさん'], energy: 1 }, { battlefield: [POLO] });
    const gran = on(g, 'まほうつかいのおばあさん', 0);
    expect(activatableOn(g, gran, on(g, POLO, 1))).toBe(false);
    activate(g, gran, [gran]);
    expect(powerOf(g, gran)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, gran)).toBe(1000);
  });

  it('ぬいぐるみのテディ: defending → 【死殺】 for the turn (survives the 4000 attacker)', () => {
    const g = game('d18', { battlefield: ['ぬいぐるみのテディ'] }, { battlefield: [WOLF] }, 1);
    const teddy = on(g, 'ぬいぐるみのテディ', 0);
    expect(hasKeyword(g, teddy, 'deathless')).toBe(false);
    attack(g, on(g, WOLF, 1), { player: 0 });
    defend(g, teddy);
    expect(on(g, 'ぬいぐるみのテディ', 0)).toBe(teddy);
    expect(hasKeyword(g, teddy, 'deathless')).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, teddy, 'deathless')).toBe(false);
  });

  it('びっくり箱: defending → 2000 to the attacking character at once', () => {
    const g = game('d18', { battlefield: ['びっくり箱'] }, { battlefield: [NUT] }, 1);
    const nut = on(g, NUT, 1);
    attack(g, nut, { player: 0 });
    act(g, { type: 'defend', defender: on(g, 'びっくり箱', 0) });
    settle(g, {}, ['main', 'window']);
    expect(g.state.cards[nut].damage).toBe(2000);
  });

  it('しおりの妖精: destroyed → may take up to one command card of your trash (chosen, not a target), or none', () => {
    const g = game(
      'd18',
      { hand: ['こわい夢'], energy: 2 },
      { battlefield: ['しおりの妖精'], trash: ['おやすみのじかん', POLO] },
    );
    play(g, 'こわい夢', [on(g, 'しおりの妖精', 1)], { choose: ['おやすみのじかん'] });
    expect(hand(g, 1)).toContain('おやすみのじかん');
    expect(hand(g, 1)).not.toContain(POLO);
    const g2 = game(
      'd18',
      { hand: ['こわい夢'], energy: 2 },
      { battlefield: ['しおりの妖精'], trash: ['おやすみのじかん'] },
    );
    const before = handSize(g2, 1);
    play(g2, 'こわい夢', [on(g2, 'しおりの妖精', 1)], { choose: [] });
    expect(handSize(g2, 1)).toBe(before);
  });

  it('白雪姫: destroyed → back to its owner’s hand instead of the trash', () => {
    const g = game('d18', { hand: ['こわい夢'], energy: 2 }, { battlefield: ['白雪姫'] });
    play(g, 'こわい夢', [on(g, '白雪姫', 1)]);
    expect(hand(g, 1)).toContain('白雪姫');
    expect(trash(g, 1)).toEqual([]);
  });

  it('こびとの坑夫 / おやすみのじかん / まほうのつえのひとふり: their 【ダメージトリガー】 resolve when revealed as damage', () => {
    const g = game('d18', { guard: ['こびとの坑夫'] }, { battlefield: [WOLF] }, 1);
    const before = handSize(g, 0);
    attack(g, on(g, WOLF, 1), { player: 0 }, { reveal: true });
    if (g.state.pending?.kind === 'defense') defend(g, null, { reveal: true });
    expect(handSize(g, 0)).toBe(before + 1);
    expect(names(g, g.state.players[0].damageField)).toEqual(['こびとの坑夫']);
    const g2 = game('d18', { guard: ['おやすみのじかん'] }, { battlefield: [WOLF, BLOCKS] }, 1);
    const blocks = on(g2, BLOCKS, 1);
    act(g2, { type: 'attack', attacker: on(g2, WOLF, 1), target: { player: 0 } });
    settle(g2, {}, ['defense', 'damage']);
    if (g2.state.pending?.kind === 'defense') act(g2, { type: 'defend', defender: null });
    settle(g2, {}, ['damage']);
    const revealed = legalActions(g2).find(
      (a) => a.type === 'takeDamage' && a.reveal && a.targets.includes(blocks),
    );
    expect(revealed).toBeDefined();
    if (revealed) act(g2, revealed);
    settle(g2, {}, ['main']);
    expect(g2.state.cards[blocks].sleep).toBe(true);
    const g3 = game(
      'd18',
      { guard: ['まほうのつえのひとふり'], battlefield: [POLO] },
      { battlefield: [WOLF] },
      1,
    );
    attack(g3, on(g3, WOLF, 1), { player: 0 }, { reveal: true });
    if (g3.state.pending?.kind === 'defense') defend(g3, null, { reveal: true });
    expect(powerOf(g3, on(g3, POLO, 0))).toBe(4000);
  });

  it('ブレーメンの楽隊: enters → your 《どうぶつ》 characters there +1000 for the turn (itself included, not later ones)', () => {
    const g = game(
      'd18',
      { hand: ['ブレーメンの楽隊', PIG1], energy: 5, battlefield: [POLO, HOOD] },
      { battlefield: [POLO] },
    );
    play(g, 'ブレーメンの楽隊');
    play(g, PIG1);
    expect(powerOf(g, on(g, 'ブレーメンの楽隊', 0))).toBe(5000);
    expect(powerOf(g, on(g, POLO, 0))).toBe(3000);
    expect(powerOf(g, on(g, HOOD, 0))).toBe(2000);
    expect(powerOf(g, on(g, PIG1, 0))).toBe(1000);
    expect(powerOf(g, on(g, POLO, 1))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, POLO, 0))).toBe(2000);
  });

  it('ハーメルンの笛吹き: [2][スリープ] an opposing character of power ≤ 2000 becomes yours for good', () => {
    const g = game('d18', { battlefield: ['ハーメルンの笛吹き'], energy: 2 }, { battlefield: [POLO, NUT] });
    const piper = on(g, 'ハーメルンの笛吹き', 0);
    expect(activatableOn(g, piper, on(g, NUT, 1))).toBe(false);
    const polo = on(g, POLO, 1);
    activate(g, piper, [polo]);
    expect(g.state.cards[polo].controller).toBe(0);
    endTurn(g);
    endTurn(g);
    expect(g.state.cards[polo].controller).toBe(0);
    // above 2000 on resolution: no longer a legal target, nothing happens (HF-5.6)
    const g2 = game(
      'd18',
      { battlefield: ['ハーメルンの笛吹き'], energy: 2 },
      { battlefield: [POLO], hand: ['まほうのつえのひとふり'], energy: 1 },
    );
    const polo2 = on(g2, POLO, 1);
    act(g2, { type: 'activate', card: on(g2, 'ハーメルンの笛吹き', 0), targets: [polo2] });
    untilPlayable(g2, 1);
    playBy(g2, 1, 'まほうのつえのひとふり', [polo2]);
    settle(g2);
    expect(powerOf(g2, polo2)).toBe(4000);
    expect(g2.state.cards[polo2].controller).toBe(1);
  });

  it('ねむりのヒツジ: cannot attack; can defend', () => {
    const g = game('d18', { battlefield: ['ねむりのヒツジ'] });
    expect(cannotAttack(g, on(g, 'ねむりのヒツジ', 0))).toBe(true);
    const g2 = game('d18', { battlefield: ['ねむりのヒツジ'] }, { battlefield: [WOLF] }, 1);
    attack(g2, on(g2, WOLF, 1), { player: 0 });
    expect(canDefend(g2, on(g2, 'ねむりのヒツジ', 0))).toBe(true);
  });

  it('カエルの王子: a set card set on it (either player’s) → its player draws, once per turn', () => {
    const g = game('d18', {
      hand: ['ガラスのくつ', 'ライオンのたてがみ'],
      energy: 3,
      battlefield: ['カエルの王子'],
    });
    const frog = on(g, 'カエルの王子', 0);
    play(g, 'ガラスのくつ', [frog]);
    expect(handSize(g, 0)).toBe(2); // たてがみ + the draw
    play(g, 'ライオンのたてがみ', [frog]);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d18', { hand: ['どくりんご'], energy: 2 }, { battlefield: ['カエルの王子'] });
    const foe = handSize(g2, 1);
    play(g2, 'どくりんご', [on(g2, 'カエルの王子', 1)]);
    expect(handSize(g2, 1)).toBe(foe + 1);
    expect(handSize(g2, 0)).toBe(0);
  });

  it('おはようのキス / こわい夢 / まほうのつえのひとふり: your character stands; 3000 / +2000 to a character of either player', () => {
    const g = game(
      'd18',
      { hand: ['おはようのキス'], energy: 2, battlefield: [{ name: POLO, sleep: true }] },
      { battlefield: [BLOCKS] },
    );
    expect(targetable(g, 'おはようのキス', on(g, BLOCKS, 1))).toBe(false);
    play(g, 'おはようのキス', [on(g, POLO, 0)]);
    expect(g.state.cards[on(g, POLO, 0)].sleep).toBe(false);
    const g2 = game(
      'd18',
      { hand: ['こわい夢', 'まほうのつえのひとふり'], energy: 3, battlefield: [BLOCKS] },
      { battlefield: [BLOCKS] },
    );
    play(g2, 'こわい夢', [on(g2, BLOCKS, 0)]);
    expect(g2.state.cards[on(g2, BLOCKS, 0)].damage).toBe(3000);
    play(g2, 'まほうのつえのひとふり', [on(g2, BLOCKS, 1)]);
    expect(powerOf(g2, on(g2, BLOCKS, 1))).toBe(8000);
  });

  it('おおかみのおなかに石を: 【奥義：赤ずきん】 needs a 「赤ずきん」 card of yours out or face up in your guard deck; destroys an opposing character', () => {
    const OUGI = 'おおかみのおなかに石を';
    const g = game('d18', { hand: [OUGI], energy: 2 }, { battlefield: [WOLF, HOOD] });
    expect(playable(g, OUGI)).toBe(false);
    const g2 = game(
      'd18',
      { hand: [OUGI], energy: 2, guard: [{ name: HOOD, faceUp: true }] },
      { battlefield: [WOLF] },
    );
    expect(playable(g2, OUGI)).toBe(true);
    const g3 = game('d18', { hand: [OUGI], energy: 2, battlefield: [HOOD] }, { battlefield: [WOLF] });
    play(g3, OUGI, [on(g3, WOLF, 1)]);
    expect(trash(g3, 1)).toEqual([WOLF]);
    // 赤ずきんのずきん (its name has 「赤ずきん」) set on the opponent’s character is a card of yours there (RULING HF-13.7)
    const g4 = game('d18', { hand: [OUGI, '赤ずきんのずきん'], energy: 3 }, { battlefield: [WOLF] });
    expect(playable(g4, OUGI)).toBe(false);
    play(g4, '赤ずきんのずきん', [on(g4, WOLF, 1)]);
    expect(playable(g4, OUGI)).toBe(true);
  });

  it('つづきはまた明日: a character of either player to its owner’s hand; its set cards to their owner’s trash', () => {
    const g = game('d18', { hand: ['ガラスのくつ', 'つづきはまた明日'], energy: 4 }, { battlefield: [WOLF] });
    const wolf = on(g, WOLF, 1);
    play(g, 'ガラスのくつ', [wolf]);
    play(g, 'つづきはまた明日', [wolf]);
    expect(hand(g, 1)).toContain(WOLF);
    expect(trash(g, 0)).toContain('ガラスのくつ');
  });

  it('十二時の鐘: a set card on the battlefield (a world set too) to its owner’s trash, and draw (also with the target gone)', () => {
    const g = game('d18', { hand: ['ガラスのくつ', '十二時の鐘'], energy: 3, battlefield: [POLO] });
    const polo = on(g, POLO, 0);
    play(g, 'ガラスのくつ', [polo]);
    play(g, '十二時の鐘', [setOn(g, polo)]);
    expect(trash(g, 0)).toContain('ガラスのくつ');
    expect(hasKeyword(g, polo, 'godspeed')).toBe(false);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d18', { hand: ['十二時の鐘'], energy: 2 }, { battlefield: ['ひだまりの森'] });
    const forest = on(g2, 'ひだまりの森', 1);
    act(g2, { type: 'play', card: inHand(g2, 0, '十二時の鐘'), targets: [forest] });
    moveCard(g2, forest, 'trash');
    settle(g2);
    expect(handSize(g2, 0)).toBe(1);
  });

  it('みんなでうたおう / あらしの夜: all your characters +1000 for the turn / 3000 to every character', () => {
    const g = game(
      'd18',
      { hand: ['みんなでうたおう'], energy: 2, battlefield: [POLO, HOOD] },
      { battlefield: [POLO] },
    );
    play(g, 'みんなでうたおう');
    expect([powerOf(g, on(g, POLO, 0)), powerOf(g, on(g, HOOD, 0)), powerOf(g, on(g, POLO, 1))]).toEqual([
      3000, 3000, 2000,
    ]);
    const g2 = game(
      'd18',
      { hand: ['あらしの夜'], energy: 5, battlefield: [BLOCKS, POLO] },
      { battlefield: [NUT] },
    );
    play(g2, 'あらしの夜');
    expect(trash(g2, 0)).toContain(POLO);
    expect(trash(g2, 1)).toEqual([NUT]);
    expect(g2.state.cards[on(g2, BLOCKS, 0)].damage).toBe(3000);
  });

  it('めでたし、めでたし: a character card of your trash (chosen) to the hand, and draw; no character card: still draw', () => {
    const g = game('d18', {
      hand: ['めでたし、めでたし'],
      energy: 4,
      trash: [POLO, 'こわい夢'],
      main: [BLOCKS],
    });
    play(g, 'めでたし、めでたし', [], { choose: [POLO] });
    expect(hand(g, 0).sort()).toEqual([BLOCKS, POLO].sort());
    const g2 = game('d18', { hand: ['めでたし、めでたし'], energy: 4, trash: ['こわい夢'], main: [BLOCKS] });
    play(g2, 'めでたし、めでたし');
    expect(hand(g2, 0)).toEqual([BLOCKS]);
  });

  it('ガラスのくつ / ブリキのよろい / まほうのマント / ライオンのたてがみ: the host gets the power, traits and keyword', () => {
    for (const [name, power, kw, trait] of [
      ['ガラスのくつ', 3000, 'godspeed', ''],
      ['ブリキのよろい', 4000, 'counter', 'おもちゃ'],
      ['まほうのマント', 3000, 'deathless', '魔法'],
      ['ライオンのたてがみ', 4000, 'strike', 'どうぶつ'],
    ] as const) {
      const g = game('d18', { hand: [name], energy: 3, battlefield: [HOOD] });
      const host = on(g, HOOD, 0);
      play(g, name, [host]);
      expect(powerOf(g, host)).toBe(power);
      expect(hasKeyword(g, host, kw)).toBe(true);
      if (trait) expect(traitsOf(g, host)).toContain(trait);
    }
  });

  it('赤ずきんのずきん: set (on either player’s character) → the set card’s player draws (RULING HF-4.4)', () => {
    const g = game('d18', { hand: ['赤ずきんのずきん'], energy: 1 }, { battlefield: [POLO] });
    const foe = handSize(g, 1);
    play(g, '赤ずきんのずきん', [on(g, POLO, 1)]);
    expect(handSize(g, 0)).toBe(1);
    expect(handSize(g, 1)).toBe(foe);
    expect(traitsOf(g, on(g, POLO, 1))).toContain('おとぎ話');
  });

  it('どくりんご: −2000 and the host cannot defend; a 2000 host is destroyed', () => {
    const g = game(
      'd18',
      { hand: ['どくりんご'], energy: 2, battlefield: [HOOD] },
      { battlefield: [BLOCKS, NUT] },
    );
    const host = on(g, BLOCKS, 1);
    play(g, 'どくりんご', [host]);
    expect(powerOf(g, host)).toBe(4000);
    attack(g, on(g, HOOD, 0), { player: 1 });
    expect(canDefend(g, host)).toBe(false);
    expect(canDefend(g, on(g, NUT, 1))).toBe(true);
    const g2 = game('d18', { hand: ['どくりんご'], energy: 2 }, { battlefield: [POLO] });
    play(g2, 'どくりんご', [on(g2, POLO, 1)]);
    expect(trash(g2, 1)).toEqual([POLO]);
  });

  it('ねむりのつむ: set → the host asleep; it does not stand in its player’s active phase, 【警戒】 still stands it', () => {
    const g = game('d18', { hand: ['ねむりのつむ'], energy: 3 }, { battlefield: [BLOCKS] });
    const host = on(g, BLOCKS, 1);
    play(g, 'ねむりのつむ', [host]);
    expect(powerOf(g, host)).toBe(5000);
    expect(g.state.cards[host].sleep).toBe(true);
    endTurn(g);
    expect(g.state.turnPlayer).toBe(1);
    expect(g.state.cards[host].sleep).toBe(true);
    const g2 = game('d18', { hand: ['ねむりのつむ'], energy: 3 }, { battlefield: ['森のくまさん'] });
    const bear = on(g2, '森のくまさん', 1);
    play(g2, 'ねむりのつむ', [bear]);
    expect(g2.state.cards[bear].sleep).toBe(true);
    endTurn(g2); // player 1’s active phase: it stays asleep
    expect(g2.state.cards[bear].sleep).toBe(true);
    endTurn(g2); // 【警戒】 at the end of player 0’s active phase
    expect(g2.state.turnPlayer).toBe(0);
    expect(g2.state.cards[bear].sleep).toBe(false);
  });

  it('おかしの家: [2] an opposing character asleep, once per turn', () => {
    const g = game('d18', { battlefield: ['おかしの家'], energy: 4 }, { battlefield: [BLOCKS, POLO] });
    const house = on(g, 'おかしの家', 0);
    activate(g, house, [on(g, BLOCKS, 1)]);
    expect(g.state.cards[on(g, BLOCKS, 1)].sleep).toBe(true);
    expect(canActivate(g, house)).toBe(false);
  });

  it('ひだまりの森: your 《どうぶつ》 characters +1000 (not others, not the opponent’s)', () => {
    const g = game('d18', { battlefield: ['ひだまりの森', POLO, HOOD] }, { battlefield: [POLO] });
    expect([powerOf(g, on(g, POLO, 0)), powerOf(g, on(g, HOOD, 0)), powerOf(g, on(g, POLO, 1))]).toEqual([
      3000, 2000, 2000,
    ]);
  });

  it('おもちゃ箱のお城: your 《おもちゃ》 character destroyed → draw, once per turn; another one, nothing', () => {
    const g = game(
      'd18',
      { hand: ['あらしの夜'], energy: 5 },
      { battlefield: ['おもちゃ箱のお城', NUT, 'びっくり箱', POLO] },
    );
    const foe = handSize(g, 1);
    play(g, 'あらしの夜');
    expect(trash(g, 1)).toEqual(expect.arrayContaining([NUT, 'びっくり箱', POLO]));
    expect(handSize(g, 1)).toBe(foe + 1);
    const g2 = game('d18', { hand: ['こわい夢'], energy: 2 }, { battlefield: ['おもちゃ箱のお城', POLO] });
    const foe2 = handSize(g2, 1);
    play(g2, 'こわい夢', [on(g2, POLO, 1)]);
    expect(handSize(g2, 1)).toBe(foe2);
  });

  it('はりねずみのチクタ / 森のくまさん: 【反撃】 deals its power to the attacker of a successful defense', () => {
    for (const [name, power] of [
      ['はりねずみのチクタ', 2000],
      ['森のくまさん', 5000],
    ] as const) {
      const g = game('d18', { battlefield: [name] }, { battlefield: [BLOCKS] }, 1);
      const foe = on(g, BLOCKS, 1);
      attack(g, foe, { player: 0 });
      if (g.state.pending?.kind === 'defense') defend(g, on(g, name, 0));
      expect(
        g.state.log.some((e) => e.type === 'damageCharacter' && e.card === foe && e.amount === power),
      ).toBe(true);
    }
  });

  it('はらぺこおおかみ / 木馬の騎士: 【貫通】 / 【強撃】', () => {
    const g = game('d18', { battlefield: [WOLF] }, { battlefield: [{ name: PIG1, sleep: true }] });
    act(g, { type: 'attack', attacker: on(g, WOLF, 0), target: { card: on(g, PIG1, 1) } });
    settle(g, {}, ['main']);
    expect(damageCount(g, 1)).toBe(1);
    const g2 = game('d18', { battlefield: ['木馬の騎士'] });
    attack(g2, on(g2, '木馬の騎士', 0), { player: 1 });
    if (g2.state.pending?.kind === 'defense') defend(g2, null);
    expect(damageCount(g2, 1)).toBe(2);
  });
});

describe('d19-kikou', () => {
  const GARM = '量産型機甲兵〈ガルム〉'; // 《機甲》 3000 vanilla
  const SQUAD = '機甲歩兵小隊'; // 《歩兵》 1000 【反撃】
  const MIO = '新兵パイロット ミオ・カザミ'; // 《パイロット》 1000
  const AEGIS = '防空駆逐艦〈イージス〉'; // 《戦艦》 4000 【警戒】【反撃】
  const WOLF = '強襲型〈ヴォルフ〉'; // 《機甲》 3000 【神速】
  const GORDON = '整備班長 ゴードン・ヴェイル'; // 《支援》 1000

  it('新兵パイロット ミオ・カザミ: enters with a 《機甲》 character of yours → draw; without, nothing', () => {
    const g = game('d19', { hand: [MIO], energy: 1, battlefield: [GARM] });
    play(g, MIO);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d19', { hand: [MIO], energy: 1, battlefield: [SQUAD] }, { battlefield: [GARM] });
    play(g2, MIO);
    expect(handSize(g2, 0)).toBe(0);
  });

  it('偵察機〈スカイアイ〉: [スリープ] the top 2 back on top in the chosen order; fewer than 2: nothing, no reload', () => {
    const g = game('d19', { battlefield: ['偵察機〈スカイアイ〉'], main: [GARM, SQUAD, MIO] });
    activate(g, on(g, '偵察機〈スカイアイ〉', 0), [], { choose: [SQUAD, GARM] });
    expect(top(g, 0, 3)).toEqual([SQUAD, GARM, MIO]);
    const g2 = game('d19', {
      battlefield: ['偵察機〈スカイアイ〉'],
      main: [GARM],
      mainCount: 1,
      trash: [MIO],
    });
    activate(g2, on(g2, '偵察機〈スカイアイ〉', 0));
    expect(names(g2, g2.state.players[0].mainDeck)).toEqual([GARM]);
    expect(trash(g2, 0)).toEqual([MIO]);
  });

  it('狙撃型〈ロングボウ〉 / 対機甲地雷原: only an ASLEEP opposing character (地雷原: of power ≤ 4000) can be the target', () => {
    const g = game(
      'd19',
      { battlefield: ['狙撃型〈ロングボウ〉'], energy: 2 },
      { battlefield: [GARM, { name: WOLF, sleep: true }] },
    );
    const bow = on(g, '狙撃型〈ロングボウ〉', 0);
    expect(activatableOn(g, bow, on(g, GARM, 1))).toBe(false);
    activate(g, bow, [on(g, WOLF, 1)]);
    expect(g.state.cards[on(g, WOLF, 1)].damage).toBe(2000);
    const g2 = game(
      'd19',
      { hand: ['対機甲地雷原'], energy: 3 },
      {
        battlefield: [GARM, { name: '大型機動兵器〈タイタン〉', sleep: true }, { name: AEGIS, sleep: true }],
      },
    );
    expect(targetable(g2, '対機甲地雷原', on(g2, GARM, 1))).toBe(false);
    expect(targetable(g2, '対機甲地雷原', on(g2, '大型機動兵器〈タイタン〉', 1))).toBe(false);
    play(g2, '対機甲地雷原', [on(g2, AEGIS, 1)]);
    expect(trash(g2, 1)).toEqual([AEGIS]);
  });

  it('整備班長 ゴードン・ヴェイル / 緊急発進: an ASLEEP 《機甲》 character of yours stands', () => {
    const g = game('d19', {
      battlefield: [GORDON, { name: GARM, sleep: true }, { name: SQUAD, sleep: true }],
      energy: 2,
    });
    const gordon = on(g, GORDON, 0);
    expect(activatableOn(g, gordon, on(g, SQUAD, 0))).toBe(false);
    activate(g, gordon, [on(g, GARM, 0)]);
    expect(g.state.cards[on(g, GARM, 0)].sleep).toBe(false);
    const g2 = game('d19', {
      hand: ['緊急発進'],
      energy: 1,
      battlefield: [WOLF, { name: GARM, sleep: true }],
    });
    expect(targetable(g2, '緊急発進', on(g2, WOLF, 0))).toBe(false);
    play(g2, '緊急発進', [on(g2, GARM, 0)]);
    expect(g2.state.cards[on(g2, GARM, 0)].sleep).toBe(false);
  });

  it('強襲揚陸艦アルバトロス: [1][スリープ] may put a cost ≤ 3 《機甲》 character card of the hand onto the battlefield (not played), or not', () => {
    const g = game('d19', {
      battlefield: ['強襲揚陸艦アルバトロス'],
      energy: 1,
      hand: [GARM, '大型機動兵器〈タイタン〉', MIO],
    });
    const ship = on(g, '強襲揚陸艦アルバトロス', 0);
    act(g, { type: 'activate', card: ship, targets: [] });
    settle(g, {}, ['main', 'choose']);
    const offered = legalActions(g).flatMap((a) => (a.type === 'choose' && a.card !== null ? [a.card] : []));
    expect(names(g, offered)).toEqual([GARM]); // cost ≤ 3 《機甲》 only
    settle(g, { choose: [GARM] });
    expect(on(g, GARM, 0)).toBeGreaterThanOrEqual(0);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(hand(g, 0).sort()).toEqual(['大型機動兵器〈タイタン〉', MIO].sort());
    const g2 = game('d19', { battlefield: ['強襲揚陸艦アルバトロス'], energy: 1, hand: [GARM] });
    activate(g2, on(g2, '強襲揚陸艦アルバトロス', 0), [], { may: [false], choose: [] });
    expect(hand(g2, 0)).toEqual([GARM]);
  });

  it('艦長 レイラ・アーデント: your 《機甲》 characters +1000 while a 《戦艦》 character of yours is out', () => {
    const g = game('d19', { battlefield: ['艦長 レイラ・アーデント', GARM, AEGIS] }, { battlefield: [GARM] });
    expect(powerOf(g, on(g, GARM, 0))).toBe(4000);
    expect(powerOf(g, on(g, GARM, 1))).toBe(3000);
    moveCard(g, on(g, AEGIS, 0), 'trash');
    expect(powerOf(g, on(g, GARM, 0))).toBe(3000);
  });

  it('エースパイロット カイ・ストラトス: attacking with another 《機甲》 of yours → +2000; [カルネージ1] a 《機甲》 of yours gains 【神速】 for the turn', () => {
    const KAI = 'エースパイロット カイ・ストラトス';
    const g = game('d19', { battlefield: [KAI, GARM] });
    const kai = on(g, KAI, 0);
    attack(g, kai, { player: 1 });
    expect(powerOf(g, kai)).toBe(5000);
    const g2 = game('d19', { battlefield: [KAI, SQUAD] });
    const kai2 = on(g2, KAI, 0);
    attack(g2, kai2, { player: 1 });
    expect(powerOf(g2, kai2)).toBe(3000);
    const g3 = game('d19', { battlefield: [KAI, GARM], damageField: [SQUAD] });
    const kai3 = on(g3, KAI, 0);
    expect(activatableOn(g3, kai3, kai3)).toBe(false); // a 《パイロット》, not a 《機甲》
    activate(g3, kai3, [on(g3, GARM, 0)]);
    expect(hasKeyword(g3, on(g3, GARM, 0), 'godspeed')).toBe(true);
    expect(damageCount(g3, 0)).toBe(0);
    endTurn(g3);
    expect(hasKeyword(g3, on(g3, GARM, 0), 'godspeed')).toBe(false);
  });

  it('専用機〈ストラトス・ゼロ〉: 【神速】 while a 《パイロット》 set card is set on it; another set card: no', () => {
    const ZERO = '専用機〈ストラトス・ゼロ〉';
    const g = game('d19', {
      battlefield: [ZERO],
      hand: ['高機動ブースター', 'パイロット：ノア・ブレイク'],
      energy: 3,
    });
    const zero = on(g, ZERO, 0);
    play(g, '高機動ブースター', [zero]);
    moveCard(g, setOn(g, zero), 'trash');
    expect(hasKeyword(g, zero, 'godspeed')).toBe(false);
    play(g, 'パイロット：ノア・ブレイク', [zero]);
    expect(hasKeyword(g, zero, 'godspeed')).toBe(true);
    expect(hasKeyword(g, zero, 'strike')).toBe(true);
  });

  it('機動戦艦ネメシス: enters → 3000 to an opposing character; [2][スリープ] 3000 to a character of either player', () => {
    const g = game(
      'd19',
      { hand: ['機動戦艦ネメシス'], energy: 9, battlefield: [GARM] },
      { battlefield: [AEGIS] },
    );
    play(g, '機動戦艦ネメシス');
    expect(g.state.cards[on(g, AEGIS, 1)].damage).toBe(3000);
    const nemesis = on(g, '機動戦艦ネメシス', 0);
    activate(g, nemesis, [on(g, GARM, 0)]);
    expect(trash(g, 0)).toContain(GARM);
  });

  it('補給艦〈パック・ミュール〉: [1][スリープ] the top card as an asleep energy; an empty main deck: nothing, no reload', () => {
    const g = game('d19', { battlefield: ['補給艦〈パック・ミュール〉'], energy: 1, main: [GARM] });
    activate(g, on(g, '補給艦〈パック・ミュール〉', 0));
    const e = g.state.players[0].energy;
    expect(e.length).toBe(2);
    expect(nameOf(g, e.at(-1) ?? -1)).toBe(GARM);
    expect(g.state.cards[e.at(-1) ?? -1].sleep).toBe(true);
    const g2 = game('d19', {
      battlefield: ['補給艦〈パック・ミュール〉'],
      energy: 1,
      mainCount: 0,
      trash: [MIO],
    });
    activate(g2, on(g2, '補給艦〈パック・ミュール〉', 0));
    expect(g2.state.players[0].energy.length).toBe(1);
    expect(trash(g2, 0)).toEqual([MIO]);
  });

  it('特攻機〈ブレイズ〉: destroyed → its player deals 2000 to a character of that player’s opponent', () => {
    const g = game(
      'd19',
      { hand: ['一斉射撃'], energy: 2, battlefield: [GARM] },
      { battlefield: ['特攻機〈ブレイズ〉'] },
    );
    play(g, '一斉射撃', [on(g, '特攻機〈ブレイズ〉', 1)]);
    expect(trash(g, 1)).toContain('特攻機〈ブレイズ〉');
    expect(g.state.cards[on(g, GARM, 0)].damage).toBe(2000);
  });

  it('電子戦機〈ジャマー〉: [スリープ] −1000 for the turn to a character of either player; 1000: destroyed', () => {
    const g = game('d19', { battlefield: ['電子戦機〈ジャマー〉'] }, { battlefield: [GARM, SQUAD] });
    const jam = on(g, '電子戦機〈ジャマー〉', 0);
    activate(g, jam, [on(g, GARM, 1)]);
    expect(powerOf(g, on(g, GARM, 1))).toBe(2000);
    endTurn(g);
    expect(powerOf(g, on(g, GARM, 1))).toBe(3000);
    const g2 = game('d19', { battlefield: ['電子戦機〈ジャマー〉'] }, { battlefield: [SQUAD] });
    activate(g2, on(g2, '電子戦機〈ジャマー〉', 0), [on(g2, SQUAD, 1)]);
    expect(trash(g2, 1)).toEqual([SQUAD]);
  });

  it('大型機動兵器〈タイタン〉: enters → discard a card of your choice (forced); an empty hand: nothing', () => {
    const g = game('d19', { hand: ['大型機動兵器〈タイタン〉', GARM, MIO], energy: 6 });
    play(g, '大型機動兵器〈タイタン〉', [], { choose: [MIO] });
    expect(hand(g, 0)).toEqual([GARM]);
    expect(trash(g, 0)).toEqual([MIO]);
  });

  it('可変機〈ファルコン〉: [1] 【神速】 for the turn, usable again (no sleep)', () => {
    const g = game('d19', { battlefield: ['可変機〈ファルコン〉'], energy: 2 });
    const f = on(g, '可変機〈ファルコン〉', 0);
    activate(g, f);
    expect(hasKeyword(g, f, 'godspeed')).toBe(true);
    expect(g.state.cards[f].sleep).toBe(false);
    expect(canActivate(g, f)).toBe(true);
    endTurn(g);
    expect(hasKeyword(g, f, 'godspeed')).toBe(false);
  });

  it('鹵獲部隊長 ザイラス: enters → a cost ≤ 3 opposing character is yours until the turn ends, then stands; it goes back', () => {
    const g = game(
      'd19',
      { hand: ['鹵獲部隊長 ザイラス'], energy: 5 },
      { battlefield: [{ name: GARM, sleep: true }, AEGIS] },
    );
    const garm = on(g, GARM, 1);
    play(g, '鹵獲部隊長 ザイラス', [], { targets: [[garm]] });
    expect(g.state.cards[garm].controller).toBe(0);
    expect(g.state.cards[garm].sleep).toBe(false);
    expect(cannotAttack(g, garm)).toBe(false);
    endTurn(g);
    expect(g.state.cards[garm].controller).toBe(1);
    const g2 = game('d19', { hand: ['鹵獲部隊長 ザイラス'], energy: 5 }, { battlefield: [AEGIS] });
    play(g2, '鹵獲部隊長 ザイラス');
    expect(g2.state.cards[on(g2, AEGIS, 1)].controller).toBe(1); // cost 4: no target
  });

  it('装甲列車〈アイアンレール〉: defending → +1000 for the turn', () => {
    const g = game('d19', { battlefield: ['装甲列車〈アイアンレール〉'] }, { battlefield: [GARM] }, 1);
    const train = on(g, '装甲列車〈アイアンレール〉', 0);
    attack(g, on(g, GARM, 1), { player: 0 });
    act(g, { type: 'defend', defender: train });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, train)).toBe(6000);
  });

  it('回収班〈サルベージ〉: enters → may take a 《機甲》 character card of your trash (chosen), or none', () => {
    const g = game('d19', { hand: ['回収班〈サルベージ〉'], energy: 2, trash: [GARM, MIO] });
    play(g, '回収班〈サルベージ〉', [], { choose: [GARM] });
    expect(hand(g, 0)).toEqual([GARM]);
    const g2 = game('d19', { hand: ['回収班〈サルベージ〉'], energy: 2, trash: [GARM] });
    play(g2, '回収班〈サルベージ〉', [], { may: [false], choose: [] });
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d19', { hand: ['回収班〈サルベージ〉'], energy: 2, trash: [MIO] });
    play(g3, '回収班〈サルベージ〉');
    expect(hand(g3, 0)).toEqual([]);
  });

  it('最終防衛機〈ラストウォール〉 / 復讐機〈リベンジャー〉: [カルネージ2] 【死殺】 / [カルネージ1] +2000, for the turn, again and again', () => {
    const g = game('d19', { battlefield: ['最終防衛機〈ラストウォール〉'], damageField: [GARM] });
    expect(canActivate(g, on(g, '最終防衛機〈ラストウォール〉', 0))).toBe(false);
    const g2 = game('d19', { battlefield: ['最終防衛機〈ラストウォール〉'], damageField: [GARM, GARM] });
    const wall = on(g2, '最終防衛機〈ラストウォール〉', 0);
    activate(g2, wall);
    expect(hasKeyword(g2, wall, 'deathless')).toBe(true);
    expect(damageCount(g2, 0)).toBe(0);
    const g3 = game('d19', { battlefield: ['復讐機〈リベンジャー〉'], damageField: [GARM, GARM] });
    const rev = on(g3, '復讐機〈リベンジャー〉', 0);
    activate(g3, rev);
    activate(g3, rev);
    expect(powerOf(g3, rev)).toBe(7000);
    endTurn(g3);
    expect(powerOf(g3, rev)).toBe(3000);
  });

  it('双子パイロット リン＆ラン: a 《パイロット》 set card set on a character of yours → draw, once per turn; another set card: nothing', () => {
    const g = game('d19', {
      battlefield: ['双子パイロット リン＆ラン', GARM, WOLF],
      hand: ['高機動ブースター', 'パイロット：ジーナ・ロウ', 'パイロット：ジーナ・ロウ'],
      energy: 6,
    });
    play(g, '高機動ブースター', [on(g, GARM, 0)]);
    expect(handSize(g, 0)).toBe(2);
    play(g, 'パイロット：ジーナ・ロウ', [on(g, GARM, 0)]);
    expect(handSize(g, 0)).toBe(2);
    play(g, 'パイロット：ジーナ・ロウ', [on(g, WOLF, 0)]);
    expect(handSize(g, 0)).toBe(1);
  });

  it('黒鉄の将 ゲオルグ・ハイゼン: its attack damage destroys a character → draw; attacking the player, nothing', () => {
    const G_ = '黒鉄の将 ゲオルグ・ハイゼン';
    const g = game('d19', { battlefield: [G_] }, { battlefield: [{ name: GARM, sleep: true }] });
    act(g, { type: 'attack', attacker: on(g, G_, 0), target: { card: on(g, GARM, 1) } });
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([GARM]);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d19', { battlefield: [G_] });
    attack(g2, on(g2, G_, 0), { player: 1 });
    if (g2.state.pending?.kind === 'defense') defend(g2, null);
    expect(handSize(g2, 0)).toBe(0);
    const g3 = game('d19', { battlefield: [G_] }, { battlefield: [GARM] });
    attack(g3, on(g3, G_, 0), { player: 1 });
    defend(g3, on(g3, GARM, 1)); // the defender becomes the attack's target (000 ■戦闘)
    expect(trash(g3, 1)).toEqual([GARM]);
    expect(handSize(g3, 0)).toBe(1);
    const g4 = game('d19', { battlefield: [SQUAD] }, { battlefield: [G_] }, 1);
    attack(g4, on(g4, G_, 1), { player: 0 });
    defend(g4, on(g4, SQUAD, 0)); // the defender destroyed by the attack: its player (player 1) draws
    expect(handSize(g4, 1)).toBe(1);
  });

  it('要塞戦艦〈グラナイト〉: 【死殺】, cannot attack', () => {
    const g = game('d19', { battlefield: ['要塞戦艦〈グラナイト〉'] });
    const gr = on(g, '要塞戦艦〈グラナイト〉', 0);
    expect(cannotAttack(g, gr)).toBe(true);
    expect(hasKeyword(g, gr, 'deathless')).toBe(true);
  });

  it('覚醒〈ストラトス・オメガ〉 / アルバトロス、全砲門開放: 【奥義】 needs the named card of yours out or face up in your guard deck', () => {
    const OMEGA = '覚醒〈ストラトス・オメガ〉';
    const g = game('d19', { hand: [OMEGA], energy: 6 }, { battlefield: ['専用機〈ストラトス・ゼロ〉'] });
    expect(playable(g, OMEGA)).toBe(false);
    const g2 = game('d19', {
      hand: [OMEGA],
      energy: 6,
      guard: [{ name: 'エースパイロット カイ・ストラトス', faceUp: true }],
    });
    expect(playable(g2, OMEGA)).toBe(true);
    const ALL = 'アルバトロス、全砲門開放';
    const g3 = game('d19', { hand: [ALL], energy: 5, battlefield: [GARM] }, { battlefield: [GARM, AEGIS] });
    expect(playable(g3, ALL)).toBe(false);
    const g4 = game(
      'd19',
      { hand: [ALL], energy: 5, battlefield: ['強襲揚陸艦アルバトロス', GARM] },
      { battlefield: [GARM, AEGIS] },
    );
    play(g4, ALL);
    expect(trash(g4, 1)).toEqual([GARM]);
    expect(g4.state.cards[on(g4, AEGIS, 1)].damage).toBe(3000);
    expect(g4.state.cards[on(g4, GARM, 0)].damage).toBe(0);
  });

  it('迎撃機〈ホーネット〉 / 一斉射撃 / 緊急発進 / 補給物資投下 / 決死の盾 / 増加装甲: their 【ダメージトリガー】 resolve when revealed', () => {
    for (const [name, check] of [
      ['迎撃機〈ホーネット〉', (g: G) => g.state.cards[on(g, AEGIS, 1)].damage === 2000],
      ['一斉射撃', (g: G) => g.state.cards[on(g, AEGIS, 1)].damage === 2000],
      ['緊急発進', (g: G) => !g.state.cards[on(g, GARM, 0)].sleep],
      ['補給物資投下', (g: G) => handSize(g, 0) === 1],
      ['決死の盾', (g: G) => powerOf(g, on(g, GARM, 0)) === 5000],
      ['増加装甲', (g: G) => powerOf(g, on(g, GARM, 0)) === 4000],
    ] as const) {
      const g = game(
        'd19',
        { guard: [name], battlefield: [{ name: GARM, sleep: true }] },
        { battlefield: [AEGIS] },
        1,
      );
      attack(g, on(g, AEGIS, 1), { player: 0 }, { reveal: true });
      if (g.state.pending?.kind === 'defense') defend(g, null, { reveal: true });
      expect(check(g), name).toBe(true);
    }
  });

  it('主砲斉射: 5000, or 7000 instead with a 《戦艦》 character of yours (on resolution)', () => {
    const TITAN = '大型機動兵器〈タイタン〉'; // 7000
    const g = game('d19', { hand: ['主砲斉射'], energy: 4 }, { battlefield: [TITAN] });
    play(g, '主砲斉射', [on(g, TITAN, 1)]);
    expect(g.state.cards[on(g, TITAN, 1)].damage).toBe(5000);
    const g2 = game('d19', { hand: ['主砲斉射'], energy: 4, battlefield: [AEGIS] }, { battlefield: [TITAN] });
    play(g2, '主砲斉射', [on(g2, TITAN, 1)]);
    expect(trash(g2, 1)).toEqual([TITAN]);
  });

  it('撤退命令 / 降伏勧告: your character / a cost ≤ 3 opposing character to its owner’s hand, set cards to the trash', () => {
    const g = game(
      'd19',
      { hand: ['高機動ブースター', '撤退命令'], energy: 3, battlefield: [GARM] },
      { battlefield: [GARM] },
    );
    expect(targetable(g, '撤退命令', on(g, GARM, 1))).toBe(false);
    play(g, '高機動ブースター', [on(g, GARM, 0)]);
    play(g, '撤退命令', [on(g, GARM, 0)]);
    expect(hand(g, 0)).toEqual([GARM]);
    expect(trash(g, 0)).toContain('高機動ブースター');
    const g2 = game('d19', { hand: ['降伏勧告'], energy: 3 }, { battlefield: [GARM, AEGIS] });
    expect(targetable(g2, '降伏勧告', on(g2, AEGIS, 1))).toBe(false);
    play(g2, '降伏勧告', [on(g2, GARM, 1)]);
    expect(hand(g2, 1)).toContain(GARM);
  });

  it('電撃作戦 / 迎撃態勢: +2000 and 【強撃】 / stands and 【反撃】, for the turn, to a character of yours', () => {
    const g = game('d19', {
      hand: ['電撃作戦', '迎撃態勢'],
      energy: 4,
      battlefield: [GARM, { name: SQUAD, sleep: true }],
    });
    play(g, '電撃作戦', [on(g, GARM, 0)]);
    expect(powerOf(g, on(g, GARM, 0))).toBe(5000);
    expect(hasKeyword(g, on(g, GARM, 0), 'strike')).toBe(true);
    play(g, '迎撃態勢', [on(g, SQUAD, 0)]);
    expect(g.state.cards[on(g, SQUAD, 0)].sleep).toBe(false);
    const g2 = game('d19', { hand: ['迎撃態勢'], energy: 2, battlefield: [{ name: GARM, sleep: true }] });
    play(g2, '迎撃態勢', [on(g2, GARM, 0)]);
    expect(hasKeyword(g2, on(g2, GARM, 0), 'counter')).toBe(true);
    endTurn(g2);
    expect(hasKeyword(g2, on(g2, GARM, 0), 'counter')).toBe(false);
    endTurn(g);
    expect(hasKeyword(g, on(g, GARM, 0), 'strike')).toBe(false);
  });

  it('補給物資投下: draw 2, then discard 1 of your choice', () => {
    const g = game('d19', { hand: ['補給物資投下'], energy: 2, main: [GARM, MIO] });
    play(g, '補給物資投下', [], { choose: [MIO] });
    expect(hand(g, 0)).toEqual([GARM]);
    expect(trash(g, 0)).toContain(MIO);
  });

  it('電波妨害: an opposing character asleep; draw only with a 《支援》 character of yours (also with the target gone)', () => {
    const g = game('d19', { hand: ['電波妨害'], energy: 2, battlefield: [GORDON] }, { battlefield: [GARM] });
    play(g, '電波妨害', [on(g, GARM, 1)]);
    expect(g.state.cards[on(g, GARM, 1)].sleep).toBe(true);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d19', { hand: ['電波妨害'], energy: 2, battlefield: [GARM] }, { battlefield: [GARM] });
    play(g2, '電波妨害', [on(g2, GARM, 1)]);
    expect(handSize(g2, 0)).toBe(0);
    const g3 = game('d19', { hand: ['電波妨害'], energy: 2, battlefield: [GORDON] }, { battlefield: [GARM] });
    const t = on(g3, GARM, 1);
    act(g3, { type: 'play', card: inHand(g3, 0, '電波妨害'), targets: [t] });
    moveCard(g3, t, 'trash');
    settle(g3);
    expect(handSize(g3, 0)).toBe(1);
  });

  it('パイロット：ノア・ブレイク / ジーナ・ロウ: set only on a 《機甲》 character of yours', () => {
    const g = game(
      'd19',
      { hand: ['パイロット：ノア・ブレイク', 'パイロット：ジーナ・ロウ'], energy: 3, battlefield: [SQUAD] },
      { battlefield: [GARM] },
    );
    for (const n of ['パイロット：ノア・ブレイク', 'パイロット：ジーナ・ロウ']) {
      expect(targetable(g, n, on(g, SQUAD, 0))).toBe(false);
      expect(targetable(g, n, on(g, GARM, 1))).toBe(false);
    }
  });

  it('パイロット：ノア・ブレイク: +1000 and 《パイロット》; set → its player draws', () => {
    const g = game('d19', { hand: ['パイロット：ノア・ブレイク'], energy: 1, battlefield: [GARM] });
    const host = on(g, GARM, 0);
    play(g, 'パイロット：ノア・ブレイク', [host]);
    expect(powerOf(g, host)).toBe(4000);
    expect(traitsOf(g, host)).toContain('パイロット');
    expect(handSize(g, 0)).toBe(1);
  });

  it('パイロット：ジーナ・ロウ: +1000, 【警戒】; each defense of the host +1000 for the turn', () => {
    const g = game(
      'd19',
      { hand: ['パイロット：ジーナ・ロウ'], energy: 2, battlefield: [GARM] },
      { battlefield: [AEGIS] },
    );
    const host = on(g, GARM, 0);
    play(g, 'パイロット：ジーナ・ロウ', [host]);
    expect(powerOf(g, host)).toBe(4000);
    expect(hasKeyword(g, host, 'vigilance')).toBe(true);
    expect(traitsOf(g, host)).toEqual(expect.arrayContaining(['パイロット', 'エース']));
    endTurn(g);
    attack(g, on(g, AEGIS, 1), { player: 0 });
    act(g, { type: 'defend', defender: host });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, host)).toBe(5000);
  });

  it('増加装甲: the host would be destroyed → instead this card goes to the trash and the host’s damage is removed (once; RULING HF-4.4 the host after the set card left)', () => {
    const g = game('d19', {
      hand: ['増加装甲', '一斉射撃', '一斉射撃', '一斉射撃'],
      energy: 7,
      battlefield: [GARM],
    });
    const host = on(g, GARM, 0);
    play(g, '増加装甲', [host]);
    expect(powerOf(g, host)).toBe(4000);
    play(g, '一斉射撃', [host]);
    expect(g.state.cards[host].damage).toBe(3000);
    play(g, '一斉射撃', [host]);
    expect(on(g, GARM, 0)).toBe(host);
    expect(g.state.cards[host].damage).toBe(0);
    expect(trash(g, 0)).toContain('増加装甲');
    expect(powerOf(g, host)).toBe(3000);
    play(g, '一斉射撃', [host]);
    expect(trash(g, 0)).toContain(GARM); // spent: the next destruction happens
  });

  it('高出力ビームライフル: +2000; the host’s attack destroys a character → the host’s player draws', () => {
    const g = game(
      'd19',
      { hand: ['高出力ビームライフル'], energy: 2, battlefield: [GARM] },
      { battlefield: [{ name: AEGIS, sleep: true }] },
    );
    const host = on(g, GARM, 0);
    play(g, '高出力ビームライフル', [host]);
    expect(powerOf(g, host)).toBe(5000);
    act(g, { type: 'attack', attacker: host, target: { card: on(g, AEGIS, 1) } });
    settle(g, {}, ['main']);
    expect(trash(g, 1)).toEqual([AEGIS]);
    expect(handSize(g, 0)).toBe(1);
  });

  it('電子妨害ウイルス: −2000 and the host cannot defend', () => {
    const g = game(
      'd19',
      { hand: ['電子妨害ウイルス'], energy: 2, battlefield: [GARM] },
      { battlefield: [AEGIS, SQUAD] },
    );
    const host = on(g, AEGIS, 1);
    play(g, '電子妨害ウイルス', [host]);
    expect(powerOf(g, host)).toBe(2000);
    attack(g, on(g, GARM, 0), { player: 1 });
    expect(canDefend(g, host)).toBe(false);
    expect(canDefend(g, on(g, SQUAD, 1))).toBe(true);
  });

  it('リミッター解除: +3000; at the end of every turn the host is destroyed (not with 【死殺】)', () => {
    const g = game('d19', { hand: ['リミッター解除'], energy: 1, battlefield: [GARM] });
    const host = on(g, GARM, 0);
    play(g, 'リミッター解除', [host]);
    expect(powerOf(g, host)).toBe(6000);
    endTurn(g);
    expect(trash(g, 0)).toEqual(expect.arrayContaining([GARM, 'リミッター解除']));
    const g3 = game('d19', { hand: ['リミッター解除'], energy: 1 }, { battlefield: [GARM] });
    play(g3, 'リミッター解除', [on(g3, GARM, 1)]);
    endTurn(g3); // the end of the set card's player's turn too
    expect(trash(g3, 1)).toEqual([GARM]);
    expect(trash(g3, 0)).toEqual(['リミッター解除']);
    const g2 = game(
      'd19',
      { battlefield: ['要塞戦艦〈グラナイト〉'] },
      { hand: ['リミッター解除'], energy: 1 },
      1,
    );
    const h2 = on(g2, '要塞戦艦〈グラナイト〉', 0);
    act(g2, { type: 'play', card: inHand(g2, 1, 'リミッター解除'), targets: [h2] });
    settle(g2);
    endTurn(g2);
    expect(on(g2, '要塞戦艦〈グラナイト〉', 0)).toBe(h2);
  });

  it('第七機甲整備廠: your 《パイロット》 set cards cost 1 less (not others); [2][discard 1] draw, once per turn', () => {
    const g = game('d19', {
      battlefield: ['第七機甲整備廠', GARM],
      hand: ['パイロット：ジーナ・ロウ', MIO],
      energy: 3,
    });
    play(g, 'パイロット：ジーナ・ロウ', [on(g, GARM, 0)]);
    expect(activeEnergy(g, 0)).toBe(2);
    const yard = on(g, '第七機甲整備廠', 0);
    activate(g, yard, [], { choose: [MIO] });
    expect(trash(g, 0)).toContain(MIO);
    expect(handSize(g, 0)).toBe(1);
    expect(activeEnergy(g, 0)).toBe(0);
    expect(canActivate(g, yard)).toBe(false);
    const g2 = game('d19', { battlefield: ['第七機甲整備廠', GARM], hand: ['高機動ブースター'], energy: 2 });
    play(g2, '高機動ブースター', [on(g2, GARM, 0)]);
    expect(activeEnergy(g2, 0)).toBe(0); // not a 《パイロット》 set card: full cost
  });

  it('荒野の最前線: your 《機甲》 characters +1000 in your turn only', () => {
    const g = game('d19', { battlefield: ['荒野の最前線', GARM, SQUAD] }, { battlefield: [GARM] });
    expect([powerOf(g, on(g, GARM, 0)), powerOf(g, on(g, SQUAD, 0)), powerOf(g, on(g, GARM, 1))]).toEqual([
      4000, 1000, 3000,
    ]);
    endTurn(g);
    expect(powerOf(g, on(g, GARM, 0))).toBe(3000);
  });

  it('衛星軌道上艦隊戦域: your 《戦艦》 enters → 2000 to an opposing character; [カルネージ1] your 《戦艦》 stands', () => {
    const g = game(
      'd19',
      { battlefield: ['衛星軌道上艦隊戦域'], hand: [AEGIS, GARM], energy: 6 },
      { battlefield: [GARM] },
    );
    play(g, GARM);
    expect(g.state.cards[on(g, GARM, 1)].damage).toBe(0);
    play(g, AEGIS);
    expect(g.state.cards[on(g, GARM, 1)].damage).toBe(2000);
    const g3 = game('d19', { battlefield: ['衛星軌道上艦隊戦域', GARM] }, { hand: [AEGIS], energy: 4 }, 1);
    act(g3, { type: 'play', card: inHand(g3, 1, AEGIS), targets: [] });
    settle(g3);
    expect(g3.state.cards[on(g3, GARM, 0)].damage).toBe(0); // the opponent's 《戦艦》: nothing
    const g2 = game('d19', {
      battlefield: ['衛星軌道上艦隊戦域', { name: AEGIS, sleep: true }],
      damageField: [GARM],
    });
    activate(g2, on(g2, '衛星軌道上艦隊戦域', 0), [on(g2, AEGIS, 0)]);
    expect(g2.state.cards[on(g2, AEGIS, 0)].sleep).toBe(false);
  });

  it('機甲歩兵小隊 / 防空駆逐艦〈イージス〉: 【反撃】 deals its power to the attacker of a successful defense', () => {
    for (const [name, power] of [
      [SQUAD, 1000],
      [AEGIS, 4000],
    ] as const) {
      const g = game('d19', { battlefield: [name] }, { battlefield: ['大型機動兵器〈タイタン〉'] }, 1);
      const foe = on(g, '大型機動兵器〈タイタン〉', 1);
      attack(g, foe, { player: 0 });
      if (g.state.pending?.kind === 'defense') defend(g, on(g, name, 0));
      expect(g.state.cards[foe].damage).toBe(power);
    }
  });
});

describe('d20-kissaten', () => {
  const MASTER = 'マスター・灰谷'; // 《店員》 4000
  const KOHARU = '見習いバリスタ・小春'; // 《店員》 2000
  const MINATO = 'ホール係・ミナト'; // 《店員》 2000 【警戒】
  const NOVELIST = '窓際の小説家'; // 《常連》 2000
  const WORKER = '閉店間際の会社員'; // 《常連》 3000
  const HIYORI = '放課後の女子高生・ひより'; // 《常連》 1000 【神速】
  const GONDO = '元ボクサーの常連・権藤'; // 《常連》 5000 【貫通】
  const GUEST = '初めてのお客さん'; // 《来客》 2000 vanilla
  const CAT = '塀の上の白猫'; // 《猫》 2000 【神速】【警戒】
  const BLACK = '窓辺の黒猫'; // 《猫》 2000

  it('マスター・灰谷: your other 《店員》 +1000; [1][スリープ] an ASLEEP 《常連》 character of yours stands', () => {
    const g = game(
      'd20',
      {
        battlefield: [MASTER, KOHARU, { name: NOVELIST, sleep: true }, { name: GUEST, sleep: true }],
        energy: 1,
      },
      { battlefield: [KOHARU] },
    );
    const master = on(g, MASTER, 0);
    expect([powerOf(g, master), powerOf(g, on(g, KOHARU, 0)), powerOf(g, on(g, KOHARU, 1))]).toEqual([
      4000, 3000, 2000,
    ]);
    expect(activatableOn(g, master, on(g, GUEST, 0))).toBe(false);
    activate(g, master, [on(g, NOVELIST, 0)]);
    expect(g.state.cards[on(g, NOVELIST, 0)].sleep).toBe(false);
  });

  it('見習いバリスタ・小春 / 常連の大学教授: enters → draw 1 / 2', () => {
    const g = game('d20', { hand: [KOHARU, '常連の大学教授'], energy: 7 });
    play(g, KOHARU);
    expect(handSize(g, 0)).toBe(2);
    play(g, '常連の大学教授');
    expect(handSize(g, 0)).toBe(3);
  });

  it('ホール係・ミナト: [スリープ] +1000 for the turn to ANOTHER character of yours', () => {
    const g = game('d20', { battlefield: [MINATO, GUEST] }, { battlefield: [GUEST] });
    const minato = on(g, MINATO, 0);
    expect(activatableOn(g, minato, minato)).toBe(false);
    expect(activatableOn(g, minato, on(g, GUEST, 1))).toBe(false);
    activate(g, minato, [on(g, GUEST, 0)]);
    expect(powerOf(g, on(g, GUEST, 0))).toBe(3000);
    endTurn(g);
    expect(powerOf(g, on(g, GUEST, 0))).toBe(2000);
  });

  it('焙煎係・炭谷 / 似顔絵描きのイリス: [2][スリープ] 2000 / [スリープ] −1000 for the turn, to a character of either player', () => {
    const g = game('d20', { battlefield: ['焙煎係・炭谷', GUEST], energy: 2 });
    activate(g, on(g, '焙煎係・炭谷', 0), [on(g, GUEST, 0)]);
    expect(trash(g, 0)).toEqual([GUEST]);
    const g2 = game('d20', { battlefield: ['似顔絵描きのイリス'] }, { battlefield: [GUEST, HIYORI] });
    const iris = on(g2, '似顔絵描きのイリス', 0);
    activate(g2, iris, [on(g2, GUEST, 1)]);
    expect(powerOf(g2, on(g2, GUEST, 1))).toBe(1000);
    endTurn(g2);
    expect(powerOf(g2, on(g2, GUEST, 1))).toBe(2000);
    const g3 = game('d20', { battlefield: ['似顔絵描きのイリス'] }, { battlefield: [HIYORI] });
    activate(g3, on(g3, '似顔絵描きのイリス', 0), [on(g3, HIYORI, 1)]);
    expect(trash(g3, 1)).toEqual([HIYORI]); // power 0: destroyed
  });

  it('看板娘・すず: look at 3, up to one 《常連》 card to the hand, the rest to the bottom in the chosen order; fewer than 3: nothing', () => {
    const g = game('d20', { hand: ['看板娘・すず'], energy: 1, main: [GUEST, NOVELIST, KOHARU] });
    play(g, '看板娘・すず', [], { may: [true], choose: [NOVELIST, KOHARU, GUEST] });
    expect(hand(g, 0)).toEqual([NOVELIST]);
    expect(bottom(g, 0, 2)).toEqual([KOHARU, GUEST]);
    const g2 = game('d20', { hand: ['看板娘・すず'], energy: 1, main: [GUEST, NOVELIST, KOHARU] });
    play(g2, '看板娘・すず', [], { may: [false], choose: [] });
    expect(hand(g2, 0)).toEqual([]);
    const g3 = game('d20', {
      hand: ['看板娘・すず'],
      energy: 1,
      main: [NOVELIST, GUEST],
      mainCount: 2,
      trash: [KOHARU],
    });
    play(g3, '看板娘・すず', [], { choose: [NOVELIST] });
    expect(hand(g3, 0)).toEqual([]);
    expect(names(g3, g3.state.players[0].mainDeck)).toEqual([NOVELIST, GUEST]);
    expect(trash(g3, 0)).toEqual([KOHARU]);
  });

  it('パティシエ・綿貫: enters → +2000 for the turn to a character of yours (itself allowed); its 【ダメージトリガー】 too', () => {
    const g = game('d20', { hand: ['パティシエ・綿貫'], energy: 3 });
    play(g, 'パティシエ・綿貫');
    const w = on(g, 'パティシエ・綿貫', 0);
    expect(powerOf(g, w)).toBe(4000);
    endTurn(g);
    expect(powerOf(g, w)).toBe(2000);
    const g2 = game(
      'd20',
      { guard: ['パティシエ・綿貫'], battlefield: [GUEST] },
      { battlefield: [GONDO] },
      1,
    );
    attack(g2, on(g2, GONDO, 1), { player: 0 }, { reveal: true });
    if (g2.state.pending?.kind === 'defense') defend(g2, null, { reveal: true });
    expect(powerOf(g2, on(g2, GUEST, 0))).toBe(4000);
  });

  it('パティシエ・綿貫: with no character of yours its 【ダメージトリガー】 cannot be revealed (HF-9.3)', () => {
    const g = game('d20', { guard: ['パティシエ・綿貫'] }, { battlefield: [GONDO] }, 1);
    act(g, { type: 'attack', attacker: on(g, GONDO, 1), target: { player: 0 } });
    settle(g, {}, ['defense', 'damage']);
    if (g.state.pending?.kind === 'defense') act(g, { type: 'defend', defender: null });
    settle(g, {}, ['damage']);
    expect(g.state.pending?.kind).toBe('damage');
    expect(legalActions(g).some((a) => a.type === 'takeDamage' && a.reveal)).toBe(false);
  });

  it('窓際の小説家: [1][スリープ] draw, then discard a card of your choice', () => {
    const g = game('d20', { battlefield: [NOVELIST], energy: 1, hand: [GUEST], main: [CAT] });
    activate(g, on(g, NOVELIST, 0), [], { choose: [GUEST] });
    expect(hand(g, 0)).toEqual([CAT]);
    expect(trash(g, 0)).toEqual([GUEST]);
  });

  it('朝刊を読む老紳士 / 特製エプロン: each defense +1000 for the turn', () => {
    const g = game('d20', { battlefield: ['朝刊を読む老紳士'] }, { battlefield: [GONDO] }, 1);
    const old = on(g, '朝刊を読む老紳士', 0);
    attack(g, on(g, GONDO, 1), { player: 0 });
    act(g, { type: 'defend', defender: old });
    settle(g, {}, ['main', 'window']);
    expect(powerOf(g, old)).toBe(4000);
    const g2 = game(
      'd20',
      { hand: ['特製エプロン'], energy: 1, battlefield: [GUEST] },
      { battlefield: [GONDO] },
    );
    const host = on(g2, GUEST, 0);
    play(g2, '特製エプロン', [host]);
    expect(powerOf(g2, host)).toBe(3000);
    expect(traitsOf(g2, host)).toContain('店員');
    endTurn(g2);
    attack(g2, on(g2, GONDO, 1), { player: 0 });
    act(g2, { type: 'defend', defender: host });
    settle(g2, {}, ['main', 'window']);
    expect(powerOf(g2, host)).toBe(4000);
  });

  it('閉店間際の会社員: cannot defend', () => {
    const g = game('d20', { battlefield: [WORKER, GUEST] }, { battlefield: [GONDO] }, 1);
    attack(g, on(g, GONDO, 1), { player: 0 });
    expect(canDefend(g, on(g, WORKER, 0))).toBe(false);
    expect(canDefend(g, on(g, GUEST, 0))).toBe(true);
  });

  it('探偵の常連・朽木: enters → up to one ASLEEP opposing character of power ≤ 3000 destroyed (none allowed)', () => {
    const g = game(
      'd20',
      { hand: ['探偵の常連・朽木'], energy: 4 },
      { battlefield: [GUEST, { name: WORKER, sleep: true }, { name: GONDO, sleep: true }] },
    );
    act(g, { type: 'play', card: inHand(g, 0, '探偵の常連・朽木'), targets: [] });
    settle(g, {}, ['main', 'triggerTargets']);
    expect(g.state.pending?.kind).toBe('triggerTargets');
    const offered = legalActions(g).flatMap((a) => (a.type === 'chooseTargets' ? a.targets : []));
    expect(names(g, [...new Set(offered)])).toEqual([WORKER]);
    expect(legalActions(g).some((a) => a.type === 'chooseTargets' && a.targets.length === 0)).toBe(true);
    settle(g, { targets: [[on(g, WORKER, 1)]] });
    expect(trash(g, 1)).toEqual([WORKER]);
  });

  it('雨宿りの旅人: at the end of your turn back to its owner’s hand; not at the opponent’s', () => {
    const g = game('d20', { battlefield: ['雨宿りの旅人'] }, { battlefield: ['雨宿りの旅人'] });
    endTurn(g);
    expect(hand(g, 0)).toContain('雨宿りの旅人');
    expect(on(g, '雨宿りの旅人', 1)).toBeGreaterThanOrEqual(0);
  });

  it('ギター弾きの常連・ソウ: your other 《常連》 characters have 【反撃】 (not itself, not others)', () => {
    const g = game(
      'd20',
      { battlefield: ['ギター弾きの常連・ソウ', WORKER, GUEST] },
      { battlefield: [WORKER] },
    );
    expect(hasKeyword(g, on(g, WORKER, 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, 'ギター弾きの常連・ソウ', 0), 'counter')).toBe(false);
    expect(hasKeyword(g, on(g, GUEST, 0), 'counter')).toBe(false);
    expect(hasKeyword(g, on(g, WORKER, 1), 'counter')).toBe(false);
  });

  it('花屋の常連・千草: enters → ANOTHER character of yours stands', () => {
    const g = game('d20', {
      hand: ['花屋の常連・千草'],
      energy: 3,
      battlefield: [{ name: GUEST, sleep: true }],
    });
    play(g, '花屋の常連・千草');
    expect(g.state.cards[on(g, GUEST, 0)].sleep).toBe(false);
  });

  it('ボス猫・大五郎: 【強撃】; your other 《猫》 characters +1000', () => {
    const g = game('d20', { battlefield: ['ボス猫・大五郎', CAT, GUEST] }, { battlefield: [CAT] });
    expect(powerOf(g, on(g, 'ボス猫・大五郎', 0))).toBe(5000);
    expect(powerOf(g, on(g, CAT, 0))).toBe(3000);
    expect(powerOf(g, on(g, GUEST, 0))).toBe(2000);
    expect(powerOf(g, on(g, CAT, 1))).toBe(2000);
  });

  it('窓辺の黒猫: [スリープ] an opposing character cannot defend this turn', () => {
    const g = game('d20', { battlefield: [BLACK, GONDO] }, { battlefield: [GUEST, WORKER] });
    const guest = on(g, GUEST, 1);
    activate(g, on(g, BLACK, 0), [guest]);
    attack(g, on(g, GONDO, 0), { player: 1 });
    expect(canDefend(g, guest)).toBe(false);
  });

  it('猫集会の長老・ヤマ: each attack → may take up to one 《猫》 character card of your trash (chosen), or none', () => {
    const g = game('d20', { battlefield: ['猫集会の長老・ヤマ'], trash: [BLACK, GUEST] });
    attack(g, on(g, '猫集会の長老・ヤマ', 0), { player: 1 }, { may: [true], choose: [BLACK] });
    expect(hand(g, 0)).toEqual([BLACK]);
    const g2 = game('d20', { battlefield: ['猫集会の長老・ヤマ'], trash: [BLACK] });
    attack(g2, on(g2, '猫集会の長老・ヤマ', 0), { player: 1 }, { may: [false], choose: [] });
    expect(hand(g2, 0)).toEqual([]);
  });

  it('大家のおばあちゃん: enters → up to one character of either player (itself too) to its owner’s hand, or none', () => {
    const g = game('d20', { hand: ['大家のおばあちゃん'], energy: 4 }, { battlefield: [GONDO] });
    play(g, '大家のおばあちゃん', [], { targets: [[on(g, GONDO, 1)]] });
    expect(hand(g, 1)).toContain(GONDO);
    const g2 = game('d20', { hand: ['大家のおばあちゃん'], energy: 4 }, { battlefield: [GONDO] });
    act(g2, { type: 'play', card: inHand(g2, 0, '大家のおばあちゃん'), targets: [] });
    settle(g2, {}, ['main', 'triggerTargets']);
    const offered = legalActions(g2).flatMap((a) => (a.type === 'chooseTargets' ? a.targets : []));
    expect(offered).toContain(on(g2, '大家のおばあちゃん', 0)); // itself allowed
    const none = legalActions(g2).find((a) => a.type === 'chooseTargets' && a.targets.length === 0);
    expect(none).toBeDefined();
    if (none) act(g2, none);
    settle(g2);
    expect(on(g2, GONDO, 1)).toBeGreaterThanOrEqual(0);
    expect(on(g2, '大家のおばあちゃん', 0)).toBeGreaterThanOrEqual(0);
  });

  it('借金取りの男: enters → discard a card of your choice (forced)', () => {
    const g = game('d20', { hand: ['借金取りの男', GUEST, CAT], energy: 3 });
    play(g, '借金取りの男', [], { choose: [CAT] });
    expect(hand(g, 0)).toEqual([GUEST]);
    expect(trash(g, 0)).toEqual([CAT]);
  });

  it('本日のおすすめ / こぼれたコーヒー: draw 2 / 3000 to a character; their 【ダメージトリガー】 draw / 2000', () => {
    const g = game(
      'd20',
      { hand: ['本日のおすすめ', 'こぼれたコーヒー'], energy: 4 },
      { battlefield: [WORKER] },
    );
    play(g, '本日のおすすめ');
    expect(handSize(g, 0)).toBe(3);
    play(g, 'こぼれたコーヒー', [on(g, WORKER, 1)]);
    expect(trash(g, 1)).toEqual([WORKER]);
    const g2 = game('d20', { guard: ['本日のおすすめ'] }, { battlefield: [GONDO] }, 1);
    const before = handSize(g2, 0);
    attack(g2, on(g2, GONDO, 1), { player: 0 }, { reveal: true });
    if (g2.state.pending?.kind === 'defense') defend(g2, null, { reveal: true });
    expect(handSize(g2, 0)).toBe(before + 1);
    const g3 = game('d20', { guard: ['こぼれたコーヒー'] }, { battlefield: [GONDO] }, 1);
    attack(g3, on(g3, GONDO, 1), { player: 0 }, { reveal: true });
    if (g3.state.pending?.kind === 'defense') defend(g3, null, { reveal: true });
    expect(g3.state.cards[on(g3, GONDO, 1)].damage).toBe(2000);
  });

  it('お冷やのおかわり / お会計はこちらです: +2000 for the turn / to the owner’s hand (set cards to the trash), either player’s', () => {
    const g = game('d20', { hand: ['お冷やのおかわり'], energy: 1 }, { battlefield: [GUEST] });
    play(g, 'お冷やのおかわり', [on(g, GUEST, 1)]);
    expect(powerOf(g, on(g, GUEST, 1))).toBe(4000);
    const g2 = game(
      'd20',
      { hand: ['銀のトレイ', 'お会計はこちらです'], energy: 5 },
      { battlefield: [GONDO] },
    );
    const gondo = on(g2, GONDO, 1);
    play(g2, '銀のトレイ', [gondo]);
    play(g2, 'お会計はこちらです', [gondo]);
    expect(hand(g2, 1)).toContain(GONDO);
    expect(trash(g2, 0)).toContain('銀のトレイ');
  });

  it('出入り禁止: a character (【死殺】 too) is excluded from the game, not destroyed', () => {
    const g = game('d20', { hand: ['出入り禁止'], energy: 5 }, { battlefield: ['猫集会の長老・ヤマ'] });
    const yama = on(g, '猫集会の長老・ヤマ', 1);
    play(g, '出入り禁止', [yama]);
    expect(g.state.cards[yama].zone).toBe('excluded');
    expect(trash(g, 1)).toEqual([]);
  });

  it('猫まっしぐら: your 《猫》 character stands, then +1000 for the turn; a target gone: neither', () => {
    const g = game('d20', {
      hand: ['猫まっしぐら'],
      energy: 1,
      battlefield: [{ name: BLACK, sleep: true }, GUEST],
    });
    expect(targetable(g, '猫まっしぐら', on(g, GUEST, 0))).toBe(false);
    const black = on(g, BLACK, 0);
    play(g, '猫まっしぐら', [black]);
    expect(g.state.cards[black].sleep).toBe(false);
    expect(powerOf(g, black)).toBe(3000);
    endTurn(g);
    expect(powerOf(g, black)).toBe(2000);
  });

  it('本日貸切: only the attacking opposing character; its attack fails, then the opponent’s characters cannot attack this turn', () => {
    const g = game(
      'd20',
      { hand: ['本日貸切'], energy: 4 },
      { battlefield: [GONDO, HIYORI], hand: [CAT], energy: 3 },
      1,
    );
    const gondo = on(g, GONDO, 1);
    foeAttacks(g, gondo);
    expect(targetable(g, '本日貸切', on(g, HIYORI, 1))).toBe(false);
    playBy(g, 0, '本日貸切', [gondo]);
    settle(g, {}, ['main']);
    expect(damageCount(g, 0)).toBe(0);
    expect(g.state.pending?.kind).toBe('main');
    expect(cannotAttack(g, on(g, HIYORI, 1))).toBe(true);
    act(g, { type: 'play', card: inHand(g, 1, CAT), targets: [] });
    settle(g);
    expect(cannotAttack(g, on(g, CAT, 1))).toBe(true); // also one entering later (RULING «A rule on a group, for a while»)
    const g2 = game('d20', { hand: ['本日貸切'], energy: 4 }, { battlefield: [GONDO] });
    expect(playable(g2, '本日貸切')).toBe(false);
  });

  it('ラストオーダー: an ASLEEP 《店員》 character of yours stands, and draw (also with the target gone)', () => {
    const g = game('d20', {
      hand: ['ラストオーダー'],
      energy: 2,
      battlefield: [
        { name: KOHARU, sleep: true },
        { name: GUEST, sleep: true },
      ],
    });
    expect(targetable(g, 'ラストオーダー', on(g, GUEST, 0))).toBe(false);
    play(g, 'ラストオーダー', [on(g, KOHARU, 0)]);
    expect(g.state.cards[on(g, KOHARU, 0)].sleep).toBe(false);
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d20', {
      hand: ['ラストオーダー'],
      energy: 2,
      battlefield: [{ name: KOHARU, sleep: true }],
    });
    const k = on(g2, KOHARU, 0);
    act(g2, { type: 'play', card: inHand(g2, 0, 'ラストオーダー'), targets: [k] });
    moveCard(g2, k, 'trash');
    settle(g2);
    expect(handSize(g2, 0)).toBe(1);
  });

  it('猫の手も借りたい: up to two 《猫》 character cards of your trash (chosen) to the hand', () => {
    const g = game('d20', {
      hand: ['猫の手も借りたい'],
      energy: 2,
      trash: [BLACK, CAT, GUEST, 'ボス猫・大五郎'],
    });
    play(g, '猫の手も借りたい', [], { choose: [BLACK, CAT] });
    expect(hand(g, 0).sort()).toEqual([BLACK, CAT].sort());
    const g2 = game('d20', { hand: ['猫の手も借りたい'], energy: 2, trash: [BLACK, CAT] });
    play(g2, '猫の手も借りたい', [], { choose: [BLACK] });
    expect(hand(g2, 0)).toEqual([BLACK]);
  });

  it('雨の日の客足: 2000 to every character of both players', () => {
    const g = game(
      'd20',
      { hand: ['雨の日の客足'], energy: 4, battlefield: [GUEST, WORKER] },
      { battlefield: [HIYORI, GONDO] },
    );
    play(g, '雨の日の客足');
    expect(trash(g, 0)).toContain(GUEST);
    expect(trash(g, 1)).toEqual([HIYORI]);
    expect(g.state.cards[on(g, WORKER, 0)].damage).toBe(2000);
    expect(g.state.cards[on(g, GONDO, 1)].damage).toBe(2000);
  });

  it('マスターの特製ブレンド: 【奥義：マスター】; all your characters +1000 for the turn, and draw', () => {
    const OUGI = 'マスターの特製ブレンド';
    const g = game('d20', { hand: [OUGI], energy: 3, battlefield: [GUEST] }, { battlefield: [MASTER] });
    expect(playable(g, OUGI)).toBe(false);
    const g2 = game(
      'd20',
      { hand: [OUGI], energy: 3, battlefield: [MASTER, GUEST] },
      { battlefield: [GUEST] },
    );
    play(g2, OUGI);
    expect([powerOf(g2, on(g2, GUEST, 0)), powerOf(g2, on(g2, GUEST, 1))]).toEqual([3000, 2000]);
    expect(handSize(g2, 0)).toBe(1);
    const g3 = game('d20', { hand: [OUGI], energy: 3, guard: [{ name: MASTER, faceUp: true }] });
    expect(playable(g3, OUGI)).toBe(true);
  });

  it('猫じゃらし: −1000 and the host cannot attack', () => {
    const g = game('d20', { hand: ['猫じゃらし'], energy: 2 }, { battlefield: [GONDO] });
    const host = on(g, GONDO, 1);
    play(g, '猫じゃらし', [host]);
    expect(powerOf(g, host)).toBe(4000);
    endTurn(g);
    expect(cannotAttack(g, host)).toBe(true);
  });

  it('スタンプカード: +1000 and 《常連》; each attack of the host, the HOST’s player may draw, once per turn (RULING HF-4.4 a set card’s auto abilities)', () => {
    const g = game('d20', { hand: ['スタンプカード'], energy: 2, battlefield: [CAT] });
    const host = on(g, CAT, 0);
    play(g, 'スタンプカード', [host]);
    expect(powerOf(g, host)).toBe(3000);
    expect(traitsOf(g, host)).toContain('常連');
    attack(g, host, { player: 1 }, { may: [true] });
    expect(handSize(g, 0)).toBe(1);
    settle(g, {}, ['main']);
    const g2 = game('d20', { hand: ['スタンプカード'], energy: 2, battlefield: [CAT] });
    play(g2, 'スタンプカード', [on(g2, CAT, 0)]);
    attack(g2, on(g2, CAT, 0), { player: 1 }, { may: [false] });
    expect(handSize(g2, 0)).toBe(0);
    const g3 = game('d20', { hand: ['スタンプカード'], energy: 2 }, { battlefield: [GONDO] });
    play(g3, 'スタンプカード', [on(g3, GONDO, 1)]);
    endTurn(g3);
    const foe = handSize(g3, 1);
    attack(g3, on(g3, GONDO, 1), { player: 0 }, { may: [true] });
    expect(handSize(g3, 1)).toBe(foe + 1);
    expect(handSize(g3, 0)).toBe(0);
  });

  it('スタンプカード: once per turn (a host standing again and attacking again draws no more)', () => {
    const g = game('d20', { hand: ['スタンプカード', '猫まっしぐら'], energy: 3, battlefield: [CAT] });
    const host = on(g, CAT, 0);
    play(g, 'スタンプカード', [host]);
    attack(g, host, { player: 1 }, { may: [true] });
    settle(g, {}, ['main']);
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(handSize(g, 0)).toBe(2);
    play(g, '猫まっしぐら', [host]);
    attack(g, host, { player: 1 }, { may: [true] });
    expect(handSize(g, 0)).toBe(1);
  });

  it('鈴付きの首輪 / 銀のトレイ / 淹れたてのブレンド / 苦すぎるエスプレッソ: the host’s power, traits and keywords', () => {
    const g = game('d20', {
      hand: ['鈴付きの首輪', '銀のトレイ', '淹れたてのブレンド'],
      energy: 5,
      battlefield: [GUEST],
    });
    const host = on(g, GUEST, 0);
    play(g, '鈴付きの首輪', [host]);
    expect(traitsOf(g, host)).toContain('猫');
    expect(hasKeyword(g, host, 'vigilance')).toBe(true);
    play(g, '銀のトレイ', [host]);
    expect(hasKeyword(g, host, 'counter')).toBe(true);
    play(g, '淹れたてのブレンド', [host]);
    expect(powerOf(g, host)).toBe(2000 + 1000 + 1000 + 2000);
    const g2 = game('d20', { hand: ['苦すぎるエスプレッソ'], energy: 2 }, { battlefield: [GUEST] });
    play(g2, '苦すぎるエスプレッソ', [on(g2, GUEST, 1)]);
    expect(trash(g2, 1)).toEqual([GUEST]);
  });

  it('喫茶〈ほろにが〉: your 《店員》 characters +1000 (not others, not the opponent’s)', () => {
    const g = game('d20', { battlefield: ['喫茶〈ほろにが〉', KOHARU, GUEST] }, { battlefield: [KOHARU] });
    expect([powerOf(g, on(g, KOHARU, 0)), powerOf(g, on(g, GUEST, 0)), powerOf(g, on(g, KOHARU, 1))]).toEqual(
      [3000, 2000, 2000],
    );
  });

  it('常連席: a 《常連》 character of yours enters → may draw, once per turn; another trait: nothing', () => {
    const g = game('d20', { battlefield: ['常連席'], hand: [GUEST, HIYORI, WORKER], energy: 5 });
    play(g, GUEST, [], { may: [true] });
    expect(handSize(g, 0)).toBe(2);
    play(g, HIYORI, [], { may: [true] });
    expect(handSize(g, 0)).toBe(2);
    play(g, WORKER, [], { may: [true] });
    expect(handSize(g, 0)).toBe(1);
    const g2 = game('d20', { battlefield: ['常連席'], hand: [HIYORI], energy: 1 });
    play(g2, HIYORI, [], { may: [false] });
    expect(handSize(g2, 0)).toBe(0);
  });

  it('夜番の店員・黒江 / 元ボクサーの常連・権藤 / 放課後の女子高生・ひより / 塀の上の白猫: 【反撃】 / 【貫通】 / 【神速】 / 【神速】【警戒】', () => {
    const g = game('d20', { battlefield: ['夜番の店員・黒江', GONDO, HIYORI, CAT] });
    expect(hasKeyword(g, on(g, '夜番の店員・黒江', 0), 'counter')).toBe(true);
    expect(hasKeyword(g, on(g, GONDO, 0), 'pierce')).toBe(true);
    expect(hasKeyword(g, on(g, HIYORI, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, CAT, 0), 'godspeed')).toBe(true);
    expect(hasKeyword(g, on(g, CAT, 0), 'vigilance')).toBe(true);
  });
});

describe('d17–d20: keywords and plain effects', () => {
  it('星獣 コメットキャット (d17) / 強襲型〈ヴォルフ〉 (d19): 【神速】: only a 【神速】 character may defend', () => {
    for (const [set, name] of [
      ['d17', '星獣 コメットキャット'],
      ['d19', '強襲型〈ヴォルフ〉'],
    ] as const) {
      const g = game(
        set,
        { battlefield: [name] },
        { battlefield: ['星獣 ムーンラビット', '星獣 ルミナスフォックス'] },
      );
      attack(g, on(g, name, 0), { player: 1 });
      expect(canDefend(g, on(g, '星獣 ムーンラビット', 1))).toBe(false);
      expect(canDefend(g, on(g, '星獣 ルミナスフォックス', 1))).toBe(true);
    }
  });

  it('星獣 メテオライノ (d17): 【強撃】: its attack deals 2 damage to the opponent', () => {
    const g = game('d17', { battlefield: ['星獣 メテオライノ'] });
    attack(g, on(g, '星獣 メテオライノ', 0), { player: 1 });
    if (g.state.pending?.kind === 'defense') defend(g, null);
    expect(damageCount(g, 1)).toBe(2);
  });

  it('流星騎士 盾持ちのガレス / 流星騎士 重装のハダル (d17): 【反撃】 deals its power to the attacker; ハダル has 【警戒】', () => {
    for (const [name, power] of [
      ['流星騎士 盾持ちのガレス', 3000],
      ['流星騎士 重装のハダル', 6000],
    ] as const) {
      const g = game('d17', { battlefield: [name] }, { battlefield: ['流星騎士団長 アルデバラン'] }, 1);
      const foe = on(g, '流星騎士団長 アルデバラン', 1);
      attack(g, foe, { player: 0 });
      if (g.state.pending?.kind === 'defense') defend(g, on(g, name, 0));
      expect(g.state.cards[foe].damage).toBe(power);
    }
    const g2 = game('d17', { battlefield: ['流星騎士 重装のハダル'] });
    expect(hasKeyword(g2, on(g2, '流星騎士 重装のハダル', 0), 'vigilance')).toBe(true);
  });

  it('ページをめくって (d18): draw 2', () => {
    const g = game('d18', { hand: ['ページをめくって'], energy: 2 });
    play(g, 'ページをめくって');
    expect(handSize(g, 0)).toBe(2);
  });
});
