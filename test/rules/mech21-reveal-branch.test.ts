// Issue 22 (helper mech21): 「あなたのメインデッキの一番上のカードを公開する。それが…なら、<actions>。そうでないなら、
// <actions>。」 — the top card is shown to every player and stays on top unless a branch moves it; the branch is chosen
// by what the card is when the step resolves; an empty deck reveals nothing and neither branch is done (HF-5.7: a
// later part of a process needs the part before; HF-5.9; no reload outside the draw, HF-10.3). A card put on the
// main deck's bottom goes to its owner's deck (HF-3.4). RULING «Revealing the top card and branching»
// (docs/engine.md). Cards: test/fixtures/mech21-reveal-branch.hf.
import { describe, expect, it, test } from 'vitest';
import { printCard } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from '../dsl/helpers.js';
import { meaning } from '../dsl/wordingHelpers.js';
import { bottom, damageCount, hand, play, top, trash } from '../helpers/corpusScenario.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { makeGame } from '../helpers/harness.js';

const FIXTURE = fixtureCards('mech21-reveal-branch');
const CARDS = FIXTURE.all;

function game(cmd: string, p0: { hand?: string[]; main?: string[]; mainCount?: number }, p1Main?: string[]) {
  return makeGame({
    cards: CARDS,
    p0: { hand: [cmd, ...(p0.hand ?? [])], main: p0.main, mainCount: p0.mainCount },
    p1: { main: p1Main ?? ['獣', '獣', '獣'] },
  });
}
const revealed = (g: ReturnType<typeof game>) =>
  g.state.log.flatMap((e) => (e.type === 'reveal' && e.reason === 'effect' ? [e.card] : []));

describe('HF-5.7 the top card revealed, then any actions by what it is (mech21)', () => {
  it('《人間》 on top: it is revealed, goes to the hand, and the opponent is dealt 1 damage', () => {
    const g = game('天啓の一枚', { main: ['兵', '獣', '獣'] });
    const card = g.state.players[0].mainDeck[0];
    play(g, '天啓の一枚');
    expect(revealed(g)).toEqual([card]);
    expect(g.state.cards[card].zone).toBe('hand');
    expect(damageCount(g, 1)).toBe(1);
  });

  it('anything else: that card goes to the bottom (HF-3.4) and the next one is drawn; no damage', () => {
    const g = game('天啓の一枚', { main: ['獣', '策', '獣'] });
    const card = g.state.players[0].mainDeck[0];
    play(g, '天啓の一枚');
    expect(revealed(g)).toEqual([card]);
    expect(g.state.players[0].mainDeck.at(-1)).toBe(card);
    expect(hand(g, 0)).toEqual(['策']);
    expect(damageCount(g, 1)).toBe(0);
  });

  it('a branch that does not move the card leaves it on top: 「…なら、カードを1枚引く」 draws that very card', () => {
    const g = game('占いの札', { main: ['兵', '策'] });
    play(g, '占いの札');
    expect(hand(g, 0)).toEqual(['兵']);
    const no = game('占いの札', { main: ['策', '兵'] });
    play(no, '占いの札');
    expect(hand(no, 0)).toEqual([]);
    expect(top(no, 0, 1)).toEqual(['策']);
  });

  it('「でないなら」: a command is put into the trash, a character stays on top (「めくる」 reads as 「公開する」)', () => {
    const g = game('ふるい分け', { main: ['策', '兵'] });
    play(g, 'ふるい分け');
    expect(trash(g, 0)).toContain('策');
    expect(top(g, 0, 1)).toEqual(['兵']);
    const no = game('ふるい分け', { main: ['兵', '策'] });
    play(no, 'ふるい分け');
    expect(trash(no, 0)).not.toContain('兵');
    expect(top(no, 0, 1)).toEqual(['兵']);
  });

  it('「コスト1以下なら、手札を1枚選び、トラッシュに置く。そうでないなら、トラッシュに置いてもよい」', () => {
    const cheap = game('呼び声', { hand: ['策'], main: ['兵', '獣'] });
    play(cheap, '呼び声', [], { choose: ['策'] });
    expect(trash(cheap, 0)).toContain('策');
    expect(top(cheap, 0, 1)).toEqual(['兵']);
    const yes = game('呼び声', { hand: ['策'], main: ['獣', '兵'] });
    play(yes, '呼び声', [], { may: [true] });
    expect(trash(yes, 0)).toContain('獣');
    expect(hand(yes, 0)).toEqual(['策']);
    const no = game('呼び声', { hand: ['策'], main: ['獣', '兵'] });
    play(no, '呼び声', [], { may: [false] });
    expect(top(no, 0, 1)).toEqual(['獣']);
    expect(trash(no, 0)).not.toContain('獣');
  });

  it("the opponent's deck: their command goes to their trash (HF-3.4) and you draw", () => {
    const g = game('敵情偵察', { main: ['兵', '兵'] }, ['策', '獣']);
    play(g, '敵情偵察');
    expect(trash(g, 1)).toEqual(['策']);
    expect(hand(g, 0)).toEqual(['兵']);
    const no = game('敵情偵察', { main: ['兵', '兵'] }, ['獣', '策']);
    play(no, '敵情偵察');
    expect(top(no, 1, 1)).toEqual(['獣']);
    expect(hand(no, 0)).toEqual([]);
  });

  it('an empty main deck: nothing is revealed and neither branch is done (HF-5.7, HF-5.9)', () => {
    const g = game('天啓の一枚', { main: [], mainCount: 0 });
    play(g, '天啓の一枚');
    expect(revealed(g)).toEqual([]);
    expect(hand(g, 0)).toEqual([]);
    expect(damageCount(g, 1)).toBe(0);
    expect(bottom(g, 0, 1)).toEqual([]);
  });
});

const CANON =
  'あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードなら、手札に加え、あなたはメインデッキからカードを1枚引く。そうでないなら、トラッシュに置く。';
describe('wordings of the reveal and branch mean the canonical sentence', () => {
  test.each([
    'あなたのメインデッキの一番上のカードを公開する。そのカードがキャラクターカードなら、それを手札に加え、あなたはメインデッキからカードを1枚引く。そうでなければ、それをトラッシュに置く。',
    'メインデッキの一番上のカードを公開し、公開したカードがキャラクターカードの場合、手札に加え、カードを1枚引く。それ以外の場合、トラッシュに置く。',
    'あなたのメインデッキの一番上のカードをめくる。それがキャラクターカードであれば、手札に加え、その後、あなたはメインデッキからカードを1枚引く。そうでない場合、トラッシュに置く。',
  ])('「%s」', (written) => {
    expect(meaning('コマンド', [written])).toEqual(meaning('コマンド', [CANON]));
  });

  it('「でないなら」 is the negation: the branches swap', () => {
    const negated = meaning('コマンド', [
      'あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードでないなら、トラッシュに置く。',
    ]);
    const plain = meaning('コマンド', [
      'あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードなら、トラッシュに置く。',
    ]);
    expect(negated).not.toEqual(plain);
  });

  it('fmt prints every fixture card so that it reads back to the same meaning', () => {
    for (const def of CARDS.filter((c) => c.kind === 'command' && c.name !== '策')) {
      const { ir } = parse(
        `【セット】t\n【カード】${def.name}\n種別：コマンド\nコスト：0\nテキスト：\n  ${def.text}\n`,
      );
      const line = printCard(ir.cards[0]).at(-1)?.trim() ?? '';
      expect(line).toContain('公開する。');
      expect(meaning('コマンド', [line])).toEqual(meaning('コマンド', [def.text]));
    }
  });

  it('explain says the card is revealed and stays on top, what the condition is, and both branches', () => {
    const text = renderExplanation(explainCard(FIXTURE.card('天啓の一枚'), 'ja'));
    expect(text).toContain(
      'メインデッキの一番上のカードを公開する（全員が見る。カードはそのまま一番上に残り',
    );
    expect(text).toContain('この処理の残りは行われない');
    expect(text).toContain('条件：それが《人間》を持つカードである');
    expect(text).toContain('そうでない場合：');
    expect(text).toContain('メインデッキの一番下に置く');
  });
});
