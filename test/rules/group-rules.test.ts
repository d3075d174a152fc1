// RULING (issue 22, docs/engine.md «A rule on a group, for a while»): an effect that changes what a group of
// characters may do for some turns (「このターン、あなたのキャラクター全ての攻撃は防御されない」) holds for characters
// that enter the battlefield after it resolved; one that changes what they are (power) affects only those there
// on resolution. Found by the blind scenarios of d15 (望月の大狩猟). src/engine/groupRules.ts.
import { describe, expect, it } from 'vitest';
import { hasGrantFlag } from '../../src/engine/grantFlags.js';
import { powerOf } from '../../src/engine/query.js';
import { deserialize, serialize } from '../../src/engine/serialize.js';
import { restore, snapshot } from '../../src/engine/snapshot.js';
import { moveCard } from '../../src/engine/zones.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';

const FIXTURE = fixtureCards('group-rules');
const CARDS = FIXTURE.all;

function afterCommand(command: string) {
  const g = makeGame({
    cards: CARDS,
    p0: { hand: [command], battlefield: ['番兵'], trash: ['新兵'] },
    p1: { battlefield: ['番兵'], trash: ['新兵'] },
  });
  act(g, { type: 'play', card: cardId(g, command, 0) });
  passAll(g);
  return g;
}

/** Puts player `p`'s 新兵 from the trash onto the battlefield, as an effect would. */
function enterLater(g: ReturnType<typeof makeGame>, p: 0 | 1): number {
  const id = cardId(g, '新兵', p);
  moveCard(g, id, 'battlefield');
  return id;
}

describe('a rule on a group holds for characters that enter later (issue 22 RULING)', () => {
  it('「このターン、あなたのキャラクター全ての攻撃は防御されない」: a character entering afterwards is covered too', () => {
    const g = afterCommand('大狩猟');
    expect(hasGrantFlag(g, cardId(g, '番兵', 0), 'unblockable')).toBe(true);
    const later = enterLater(g, 0);
    expect(hasGrantFlag(g, later, 'unblockable')).toBe(true);
    expect(hasGrantFlag(g, cardId(g, '番兵', 1), 'unblockable')).toBe(false); // not the opponent's
  });

  it('it ends with the turn', () => {
    const g = afterCommand('大狩猟');
    const later = enterLater(g, 0);
    endTurn(g);
    expect(hasGrantFlag(g, later, 'unblockable')).toBe(false);
    expect(hasGrantFlag(g, cardId(g, '番兵', 0), 'unblockable')).toBe(false);
  });

  it('「ターン終了時まで、対戦相手のキャラクター全ては防御できない」 binds the opponent’s later characters', () => {
    const g = afterCommand('足止め');
    expect(hasGrantFlag(g, enterLater(g, 1), 'cannotDefend')).toBe(true);
    expect(hasGrantFlag(g, cardId(g, '番兵', 0), 'cannotDefend')).toBe(false);
  });

  it('a power change is still for those there on resolution only (HF-12.9)', () => {
    const g = afterCommand('鼓舞');
    expect(powerOf(g, cardId(g, '番兵', 0))).toBe(4000);
    expect(powerOf(g, enterLater(g, 0))).toBe(1000);
  });

  it('survives snapshot + restore and a save round trip (state is plain data)', () => {
    const g = afterCommand('大狩猟');
    const snap = snapshot(g);
    endTurn(g);
    restore(g, snap);
    expect(hasGrantFlag(g, enterLater(g, 0), 'unblockable')).toBe(true);
    const loaded = deserialize(serialize(g), g.defs);
    expect(hasGrantFlag(loaded, cardId(loaded, '新兵', 0), 'unblockable')).toBe(true);
  });

  it('explain says which: later characters for the rule, only those there now for power', () => {
    const text = (name: string) => renderExplanation(explainCard(FIXTURE.card(name)));
    expect(text('大狩猟')).toContain('（後から登場したキャラクターにも）');
    expect(text('足止め')).toContain('（後から登場したキャラクターにも）');
    expect(text('鼓舞')).toContain('（今いるものだけ）');
  });
});
