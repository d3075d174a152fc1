// Issue 22 (t10, tenth round): the wordings read by codegen/dsl/designerWordsTrain10.ts and the trigger on any
// matching character's attack damage, played in the engine (cards compiled inline from designers' own sentences
// and other wordings of them).
import { describe, expect, it } from 'vitest';
import { traitsOf } from '../../src/engine/query.js';
import { type G, attackCard, cannotAttack, hand, hitPlayer, settle } from '../helpers/corpusScenario.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, power } from '../helpers/harness.js';
import { nameOf, onBattlefield } from '../helpers/lookup.js';

const CARDS = compileFixture(
  `【セット】test
【カード】怪盗団のアジト
種別：ワールド・セット
コスト：3
テキスト：
  [自動]：1ターンに1回、あなたの《怪盗》キャラクターの攻撃によって対戦相手にダメージを与えた時、あなたはメインデッキからカードを1枚引く。

【カード】盗賊ギルド
種別：ワールド・セット
コスト：3
テキスト：
  [自動]：自分の《怪盗》を持つキャラクターの攻撃で相手プレイヤーにダメージが通った時、カードを1枚引く。

【カード】国境の単線区間
種別：ワールド・セット
コスト：2
テキスト：
  [自動]：《機関車》を持つキャラクターの攻撃によってプレイヤーにダメージが与えられるたび、その攻撃を行ったキャラクターのプレイヤーはメインデッキからカードを1枚引く。

【カード】機関車A
種別：キャラクター
コスト：1
分類：《機関車》
パワー：1000

【カード】怪盗A
種別：キャラクター
コスト：1
分類：《怪盗》
パワー：1000

【カード】刑事A
種別：キャラクター
コスト：1
分類：《警察》
パワー：1000

【カード】ゴーレム使い
種別：キャラクター
コスト：4
パワー：3000
テキスト：
  [3][スリープ]：あなたのトラッシュからコスト3以下の《ゴーレム》を持つキャラクターカードを1枚選び、スリープ状態で戦場に登場させる。
  [自動]：このキャラクターが破壊された時、あなたの手札からキャラクターカードを1枚まで選び、スリープで登場させる。

【カード】石像
種別：キャラクター
コスト：3
分類：《ゴーレム》
パワー：3000

【カード】情報屋
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [自動]：このキャラクターが登場した時、対戦相手の手札を見る。

【カード】虫眼鏡
種別：コマンド
コスト：0
テキスト：
  あなたは相手の手札をすべて確認する。その後、カードを1枚引く。

【カード】衛兵
種別：キャラクター
コスト：3
パワー：3000

【カード】安倍晴明
種別：キャラクター
コスト：5
分類：《陰陽師》
パワー：5000
テキスト：
  [自動]：このキャラクターが登場した時、あなたはメインデッキの一番上のカードを裏向きで登場させてもよい。そうした場合、そのカードはパワー2000で《式神》を持つ、テキストのないキャラクターとして扱う。

【カード】呪縛の符
種別：セット
コスト：1
パワー：-1000
テキスト：
  [自動]：このカードがセットされているキャラクターは、攻撃も防御も行えない。

【カード】平将門の首
種別：キャラクター
コスト：5
パワー：5000
テキスト：
  [自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、あなたのダメージフィールドのカードの枚数×1000上げる。

【カード】すり替えトリック
種別：コマンド
コスト：0
テキスト：
  対戦相手の手札を見ないで1枚選び、ゲームから除外する。その後、対戦相手はメインデッキからカードを1枚引く。

【カード】新米刑事
種別：キャラクター
コスト：3
分類：《警察》
パワー：3000
テキスト：
  [自動]：このキャラクターの攻撃によって《怪盗》を持つキャラクターを破壊した時、あなたはメインデッキからカードを1枚引く。

【カード】ハッキング・モジュール
種別：セット
コスト：0
パワー：-1000
テキスト：
  [自動]：このカードがセットされている限り、このカードがセットされているキャラクターはこのカードの持ち主のキャラクターとなる。
`,
  'test/fixtures/t10-inline.hf',
);
const ALL = CARDS.all;
const field = (g: G, name: string, owner: 0 | 1 = 0) => onBattlefield(g, name, owner);
const handCount = (g: G, p: 0 | 1) => g.state.players[p].hand.length;

describe('「あなたの《怪盗》キャラクターの攻撃によって対戦相手にダメージを与えた時」: any matching attacker (HF-8.5)', () => {
  const board = (world: string) =>
    makeGame({ cards: ALL, p0: { battlefield: [world, '怪盗A', '怪盗A', '刑事A'] }, p1: {} });

  it('a 《怪盗》 attacker damaging the opponent draws; once per turn', () => {
    const g = board('怪盗団のアジト');
    const before = handCount(g, 0);
    hitPlayer(g, onBattlefield(g, '怪盗A', 0, 0));
    settle(g);
    expect(handCount(g, 0)).toBe(before + 1);
    hitPlayer(g, onBattlefield(g, '怪盗A', 0, 1));
    settle(g);
    expect(handCount(g, 0)).toBe(before + 1); // 1ターンに1回 (HF-12.8)
  });

  it('another attacker does not trigger it', () => {
    for (const world of ['怪盗団のアジト', '盗賊ギルド']) {
      const g = board(world);
      const before = handCount(g, 0);
      hitPlayer(g, field(g, '刑事A'));
      settle(g);
      expect(handCount(g, 0)).toBe(before);
    }
  });

  it('「自分の…の攻撃で相手プレイヤーにダメージが通った時」 reads the same', () => {
    const g = board('盗賊ギルド');
    const before = handCount(g, 0);
    hitPlayer(g, onBattlefield(g, '怪盗A', 0, 0));
    settle(g);
    expect(handCount(g, 0)).toBe(before + 1);
  });
});

describe('「…を裏向きで登場させてもよい。そうした場合、そのカードは…として扱う」 (HF-14.3)', () => {
  const run = (accept: boolean) => {
    const g = makeGame({ cards: ALL, p0: { hand: ['安倍晴明'], energy: 5, main: ['刑事A'] } });
    act(g, { type: 'play', card: cardId(g, '安倍晴明', 0), targets: [] });
    settle(g, { may: [accept] });
    return g;
  };
  it('accepted: the top card is a face-down 2000 《式神》 character', () => {
    const g = run(true);
    const down = g.state.battlefield.filter((id) => g.state.cards[id].faceDown !== null);
    expect(down).toHaveLength(1);
    expect(power(g, down[0])).toBe(2000);
    expect(traitsOf(g, down[0])).toEqual(['式神']);
  });
  it('declined: nothing is put', () => {
    const g = run(false);
    expect(g.state.battlefield.filter((id) => g.state.cards[id].faceDown !== null)).toEqual([]);
  });
});

describe('「このカードがセットされているキャラクターは、攻撃も防御も行えない」 (HF-8.1, HF-8.3)', () => {
  it('the host can neither attack nor defend', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['呪縛の符'], energy: 1, battlefield: ['衛兵'] } });
    const host = field(g, '衛兵');
    expect(cannotAttack(g, host)).toBe(false);
    act(g, { type: 'play', card: cardId(g, '呪縛の符', 0), targets: [host] });
    settle(g);
    expect(g.state.cards[cardId(g, '呪縛の符', 0)].host).toBe(host);
    expect(cannotAttack(g, host)).toBe(true);
    expect(CARDS.card('呪縛の符').abilities).toHaveLength(1);
    const effects = JSON.stringify(CARDS.card('呪縛の符').abilities);
    expect(effects).toContain('cannotAttack');
    expect(effects).toContain('cannotDefend');
  });
});

describe('「パワーを、あなたのダメージフィールドのカードの枚数×1000上げる」', () => {
  it('+1000 for each card of the damage field when it attacks', () => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['平将門の首'], damageField: ['刑事A', '刑事A', '刑事A'] },
      p1: { battlefield: [{ name: '刑事A', sleep: true }] },
    });
    const head = field(g, '平将門の首');
    act(g, { type: 'attack', attacker: head, target: { player: 1 } });
    settle(g);
    expect(power(g, head)).toBe(8000);
  });
});

describe('「対戦相手の手札を見ないで1枚選び、ゲームから除外する。その後、…引く」: chosen at random', () => {
  it('one card of the hand leaves the game, then the opponent draws', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['すり替えトリック'] }, p1: { hand: ['刑事A'] } });
    const before = handCount(g, 1);
    const excluded = g.state.excluded.length;
    act(g, { type: 'play', card: cardId(g, 'すり替えトリック', 0), targets: [] });
    settle(g);
    expect(g.state.excluded).toHaveLength(excluded + 1);
    expect(handCount(g, 1)).toBe(before);
  });
});

describe('「このキャラクターの攻撃によって《怪盗》を持つキャラクターを破壊した時」 (HF-9.6)', () => {
  const run = (victim: string) => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['新米刑事'] },
      p1: { battlefield: [{ name: victim, sleep: true }] },
    });
    const before = handCount(g, 0);
    attackCard(g, field(g, '新米刑事'), field(g, victim, 1));
    settle(g);
    return handCount(g, 0) - before;
  };
  it('a 《怪盗》 destroyed by its attack: draw', () => expect(run('怪盗A')).toBe(1));
  it('another character destroyed: no draw', () => expect(run('刑事A')).toBe(0));
});

describe('「このカードがセットされている限り、…はこのカードの持ち主のキャラクターとなる」 (HF-14.2)', () => {
  it('the set card’s owner controls the host while it is set', () => {
    const g = makeGame({
      cards: ALL,
      p0: { hand: ['ハッキング・モジュール'] },
      p1: { battlefield: ['衛兵'] },
    });
    const host = field(g, '衛兵', 1);
    act(g, { type: 'play', card: cardId(g, 'ハッキング・モジュール', 0), targets: [host] });
    settle(g);
    expect(g.state.cards[host].controller).toBe(0);
    expect(hand(g, 0)).not.toContain('ハッキング・モジュール');
    expect(nameOf(g, host)).toBe('衛兵');
  });
});

describe('「…から…を1枚選び、スリープ状態で戦場に登場させる」: the chosen card enters asleep (000 ■戦場に出す)', () => {
  it('from the trash, asleep and not played', () => {
    const g = makeGame({ cards: ALL, p0: { battlefield: ['ゴーレム使い'], trash: ['石像'], energy: 3 } });
    act(g, { type: 'activate', card: field(g, 'ゴーレム使い'), ability: 'p0' });
    settle(g, { choose: ['石像'] });
    const golem = field(g, '石像');
    expect(g.state.cards[golem].sleep).toBe(true);
  });
});

describe('「対戦相手の手札を見る」: the looker sees the whole hand, nothing moves (t10)', () => {
  it('on entering: player 0 looks at every card of player 1’s hand', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['情報屋'], energy: 1 }, p1: { hand: ['衛兵', '刑事A'] } });
    const theirs = [...g.state.players[1].hand];
    act(g, { type: 'play', card: cardId(g, '情報屋', 0), targets: [] });
    settle(g);
    const looks = g.state.log.filter((e) => e.type === 'lookAt');
    expect(looks).toEqual([{ type: 'lookAt', player: 0, cards: theirs }]);
    expect(g.state.players[1].hand).toEqual(theirs);
  });
  it('「相手の手札をすべて確認する」 reads the same, and an empty hand is looked at all the same', () => {
    const g = makeGame({ cards: ALL, p0: { hand: ['虫眼鏡'] }, p1: {} });
    g.state.players[1].hand.length = 0;
    const before = handCount(g, 0);
    act(g, { type: 'play', card: cardId(g, '虫眼鏡', 0), targets: [] });
    settle(g);
    expect(g.state.log.filter((e) => e.type === 'lookAt')).toEqual([
      { type: 'lookAt', player: 0, cards: [] },
    ]);
    expect(handCount(g, 0)).toBe(before); // played one, drew one (その後 is not skipped)
  });
});

describe('「《機関車》を持つキャラクターの攻撃によってプレイヤーにダメージが与えられるたび、その攻撃を行ったキャラクターのプレイヤーは…」', () => {
  const drawsOf = (attackerSide: 0 | 1) => {
    const g = makeGame({
      cards: ALL,
      p0: { battlefield: ['国境の単線区間', ...(attackerSide === 0 ? ['機関車A', '怪盗A'] : [])] },
      p1: { battlefield: attackerSide === 1 ? ['機関車A', '怪盗A'] : [] },
      turnPlayer: attackerSide,
    });
    const before = [handCount(g, 0), handCount(g, 1)];
    const other = attackerSide === 0 ? 1 : 0;
    act(g, { type: 'attack', attacker: field(g, '機関車A', attackerSide), target: { player: other } });
    settle(g);
    if (g.state.pending?.kind === 'defense') act(g, { type: 'defend', defender: null });
    settle(g, {}, ['main']);
    return [handCount(g, 0) - before[0], handCount(g, 1) - before[1]];
  };
  it('the attacker’s player draws, whoever controls the world set (HF-8.5)', () => {
    expect(drawsOf(0)).toEqual([1, 0]);
    expect(drawsOf(1)).toEqual([0, 1]);
  });
});
