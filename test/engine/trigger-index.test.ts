// Issue 12: the engine finds auto (HF-12.1) and continuous (HF-12.3) abilities through the trigger index —
// the one it was created with (a set's generated TRIGGERS) or one built from the game's definitions — and
// the index is derived, never saved.
import { describe, expect, it } from 'vitest';
import { CARDS as STARTER, TRIGGERS } from '../../generated/cards/starter/index.js';
import { initialRngState, randomInt } from '../../src/core/rng.js';
import { type TriggerIndex, buildTriggerIndex } from '../../src/core/triggerIndex.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import {
  type Game,
  apply,
  cloneGame,
  createGame,
  deserialize,
  legalActions,
  serialize,
} from '../../src/engine/index.js';
import { events } from '../helpers/events.js';
import { compileFixture } from '../helpers/fixtureCards.js';
import { endTurn } from '../helpers/flow.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const STUDENT = '旅の学徒'; // [自動] このキャラクターが戦場に登場した時、…カードを1枚引く。
const STUDENT_ID = 'starter/旅の学徒';

/** Plays `count` uniformly random decisions (never conceding). */
function playRandom(game: Game, count: number, seed: number): void {
  const rng = initialRngState(seed);
  for (let i = 0; i < count && !game.state.result; i++) {
    const legal = legalActions(game);
    apply(game, legal.length === 1 ? legal[0] : legal[randomInt(rng, 0, legal.length - 2)]);
  }
}

function starterGame(seed: number, triggers?: TriggerIndex): Game {
  const decks: [ReturnType<typeof deckFrom>, ReturnType<typeof deckFrom>] = [
    deckFrom('guren-aggro'),
    deckFrom('kage-funeral'),
  ];
  return createGame({ decks, seed, ...(triggers ? { triggers } : {}) });
}

describe('issue 12: the trigger index', () => {
  it('the generated TRIGGERS is buildTriggerIndex of the set', () => {
    expect(TRIGGERS).toEqual(buildTriggerIndex(STARTER));
  });

  it('HF-12.1 HF-12.3 a game with the generated index plays exactly as one that builds its own', () => {
    for (const seed of [1, 2, 3]) {
      const built = starterGame(seed);
      const given = starterGame(seed, TRIGGERS);
      playRandom(built, 400, seed);
      playRandom(given, 400, seed);
      expect(given.state.log).toEqual(built.state.log);
      expect(built.state.log.some((e) => e.type === 'trigger')).toBe(true);
    }
  });

  it('HF-12.1 the engine asks the index: a card indexed under another event does not trigger on entering', () => {
    const g = makeGame({ cards: STARTER, p0: { hand: [STUDENT], energy: 1 } });
    act(g, { type: 'play', card: cardId(g, STUDENT, 0) });
    passAll(g);
    expect(events(g, 'trigger')).toHaveLength(1);

    const wrong: TriggerIndex = { attack: [{ card: STUDENT_ID, ability: 0 }] };
    const h = makeGame({ cards: STARTER, p0: { hand: [STUDENT], energy: 1 } });
    h.triggers = wrong;
    h.derived = undefined; // the index is read once per card: forget what was derived with the real one
    act(h, { type: 'play', card: cardId(h, STUDENT, 0) });
    passAll(h);
    expect(events(h, 'trigger')).toHaveLength(0);
  });

  it('HF-16.9 the index is not saved: a loaded or cloned game continues identically', () => {
    const g = starterGame(5, TRIGGERS);
    playRandom(g, 150, 5);
    const saved = serialize(g);
    // (`triggers` in the state is the list of pending triggers, HF-12.2; index entries name definitions)
    expect(Array.isArray(JSON.parse(saved).triggers)).toBe(true);
    expect(saved.includes('"card":"starter/')).toBe(false);
    const loaded = deserialize(saved, [...g.defs.values()]);
    const cloned = cloneGame(g);
    for (const game of [g, loaded, cloned]) playRandom(game, 300, 99);
    expect(serialize(loaded)).toBe(serialize(g));
    expect(serialize(cloned)).toBe(serialize(g));
  });

  it('HF-12.1 HF-13.10 an auto ability granted by a continuous effect still triggers (the rare path)', () => {
    // 【警戒】: at the end of the opponent's active phase, this character becomes active (rules/keywords.hf).
    const camp = compileFixture(
      '【セット】test\n【カード】不寝の陣\n種別：ワールド・セット\nコスト：1\nテキスト：\n  [自動]：あなたのキャラクターは【警戒】を得る。\n',
    );
    const asleep = (withCamp: boolean) => {
      const g = makeGame({
        cards: camp.all,
        p0: { battlefield: [...(withCamp ? ['不寝の陣'] : []), { name: 'バニラ', sleep: true }] },
      });
      const vanilla = onBattlefield(g, 'バニラ', 0);
      endTurn(g);
      const triggered = events(g, 'trigger').filter((e) => e.card === vanilla).length;
      return { sleep: g.state.cards[vanilla].sleep, triggered };
    };
    expect(asleep(false)).toEqual({ sleep: true, triggered: 0 });
    expect(asleep(true)).toEqual({ sleep: false, triggered: 1 });
  });
});
