// fixd task 4: a command whose effect moves the command itself (「このカードをゲームから除外する」「このカードを手札に
// 戻す」) ends where its effect put it; only a command still waiting when its effect is over goes to the trash
// (HF-4.3, HF-10.2; src/engine/tasks.ts finishPlay). A negated command resolves nothing and goes to the trash.
import { describe, expect, it } from 'vitest';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { events } from '../helpers/events.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, makeGame, passAll } from '../helpers/harness.js';
import { inHand, ofType } from '../helpers/lookup.js';

const FIXTURE = fixtureCards('fixd-commands');
const CARDS = FIXTURE.all;

describe('a command that moves itself (HF-4.3, fixd task 4)', () => {
  it('「…引く。このカードをゲームから除外する。」: the draw, then the command is excluded, never put into the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一度きりの閃き'] } });
    const spell = inHand(g, '一度きりの閃き', 0);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: spell, targets: [] });
    passAll(g);
    expect(g.state.cards[spell].zone).toBe('excluded');
    expect(g.state.excluded).toContain(spell);
    expect(g.state.players[0].trash).not.toContain(spell);
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1);
    expect(
      events(g, 'move')
        .filter((e) => e.card === spell)
        .map((e) => e.to),
    ).toEqual(['excluded']);
    expect(g.state.pending?.kind).toBe('main');
  });

  it('「その後、このカードを手札に戻す。」: back in the hand, and it can be played again', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['巡る知恵'] } });
    const spell = inHand(g, '巡る知恵', 0);
    act(g, { type: 'play', card: spell, targets: [] });
    passAll(g);
    expect(g.state.cards[spell].zone).toBe('hand');
    expect(g.state.players[0].trash).not.toContain(spell);
    expect(ofType(g, 'play').some((a) => a.card === spell)).toBe(true);
  });

  it('negated while waiting: nothing resolves, the command goes to the trash', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一度きりの閃き'] }, p1: { hand: ['打ち消し'] } });
    const spell = inHand(g, '一度きりの閃き', 0);
    const hand = g.state.players[0].hand.length;
    act(g, { type: 'play', card: spell, targets: [] });
    expect(g.state.pending).toMatchObject({ player: 1 });
    act(g, { type: 'play', card: inHand(g, '打ち消し', 1), targets: [spell] });
    passAll(g);
    expect(g.state.cards[spell].zone).toBe('trash');
    expect(g.state.players[0].hand.length).toBe(hand - 1);
  });

  it('explain says where the command ends', () => {
    const text = renderExplanation(explainCard(FIXTURE.card('一度きりの閃き'), 'ja'));
    expect(text).toContain('このカードは効果で移した先に残り、解決の後トラッシュに置かれない');
    expect(renderExplanation(explainCard(FIXTURE.card('打ち消し'), 'ja'))).not.toContain('移した先に残り');
  });
});
