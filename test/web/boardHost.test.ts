// The board's host (web/src/host) in Node, for issue 23's board: prompts that name the card and the effect,
// auto-pass and "pass until something happens", the game replayed on edited cards, and the narrated log telling
// every effect (keyword grants, ended effects, no-ops).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../generated/index.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import type { GameEvent } from '../../src/core/events.js';
import { deckFrom } from '../../src/deck/builtIn.js';
import { type Action, apply, createGame, serialize } from '../../src/engine/index.js';
import { seeded } from '../../web/scripts/clicker.js';
import { noOpResolutions } from '../../web/src/host/effectNotes.js';
import { Session } from '../../web/src/host/session.js';
import type { BoardScreen, NewGameRequest, Screen, SeatKind } from '../../web/src/protocol.js';

function deckText(name: string): string {
  const at = (set: string) => new URL(`../../cards/${set}/decks/${name}.deck`, import.meta.url);
  return readFileSync(existsSync(at('starter')) ? at('starter') : at('kuon'), 'utf8');
}

function request(
  seed: number,
  seats: [SeatKind, SeatKind],
  decks: [string, string] = ['guren-aggro', 'kage-funeral'],
  cards: CardDefinition[] = [...ALL_CARDS],
): NewGameRequest {
  return {
    cards,
    decks: [
      { label: decks[0], text: deckText(decks[0]) },
      { label: decks[1], text: deckText(decks[1]) },
    ],
    seed,
    seats,
  };
}

function board(screen: Screen): BoardScreen {
  if (screen.kind !== 'board') throw new Error('expected a board');
  return screen;
}

/** Plays the human seat with seeded random legal actions; calls `look` with each screen it decides on. */
function playHuman(session: Session, seed: number, look: (s: BoardScreen) => void, max = 600): void {
  const random = seeded(seed);
  for (let i = 0; i < max; i++) {
    const s = board(session.screen());
    if (s.view.result) return;
    look(s);
    const legal = s.actions.filter((a) => a.type !== 'concede');
    session.act(legal[Math.floor(random() * legal.length)]);
  }
}

const PAIRS: [string, string][] = [
  ['guren-aggro', 'kage-funeral'],
  ['soukyu-knights', 'tenryu-sky'],
  ['tsukuyomi-shrine', 'kikou-works'],
];

describe('prompts name the card and the effect, never an engine key (issue 23)', () => {
  it('every decision that comes from a card says which card, and no prompt carries the engine’s own key', () => {
    const kinds = new Set<string>();
    for (const [i, pair] of PAIRS.entries())
      for (const seed of [1, 2, 3]) {
        const session = Session.fromDecks(request(seed + i * 10, ['human', 'greedy'], pair));
        playHuman(session, seed, (s) => {
          const pending = s.view.pending!;
          if (s.prompt === null) {
            // Only decisions the page's own words describe fully have no prompt of the host.
            expect([
              'main',
              'mulligan',
              'energy',
              'window',
              'discard',
              'orderTriggers',
              'orderExpirations',
              'kuusou',
              'ougiReveal',
            ]).toContain(pending.kind);
            return;
          }
          kinds.add(pending.kind);
          if (pending.prompt) expect(s.prompt).not.toContain(`（${pending.prompt}）`);
          expect(s.prompt).not.toMatch(/\b(carnage|discard|search|pick|lookAtTop):?\d*\b|\bp\d+\b/);
          if (['triggerTargets', 'choose', 'mayDo', 'replacement', 'payCost'].includes(pending.kind))
            expect(s.prompt).toMatch(/「[^」]+」/);
        });
      }
    // The games reached decisions that come from cards (the check above ran on them).
    expect(kinds.size).toBeGreaterThanOrEqual(3);
    expect([...kinds].some((k) => ['triggerTargets', 'choose', 'mayDo', 'payCost'].includes(k))).toBe(true);
  });
});

describe('auto-pass and "pass until something happens"', () => {
  const onlyPass = (s: BoardScreen) =>
    s.actions.length > 0 && s.actions.every((a) => a.type === 'pass' || a.type === 'concede');

  it('with auto-pass the player is never asked a decision whose only answer is to pass; without it they are', () => {
    let asked = [0, 0];
    for (const [i, autoPass] of [false, true].entries())
      for (const seed of [1, 2]) {
        const session = Session.fromDecks(request(seed, ['human', 'random']), { autoPass });
        playHuman(session, seed, (s) => {
          if (onlyPass(s)) asked[i]++;
        });
        // The auto-passes are decisions of the timeline like any other: the game replays the same.
        const { actions } = session.debug('history') as { actions: Action[] };
        const game = createGame({ decks: [deckFrom('guren-aggro'), deckFrom('kage-funeral')], seed });
        for (const a of actions) apply(game, a);
        expect(serialize(game)).toBe(session.debug('serialize'));
      }
    expect(asked[0]).toBeGreaterThan(0);
    expect(asked[1]).toBe(0);
    asked = [0, 0];
  });

  it('pass until something happens: the next question is the other side acting, or a decision that is not a window', () => {
    let checked = 0;
    for (const seed of [3, 4, 5]) {
      const session = Session.fromDecks(request(seed, ['human', 'greedy']), { autoPass: false });
      const random = seeded(seed);
      for (let i = 0; i < 300; i++) {
        const s = board(session.screen());
        if (s.view.result) break;
        if (s.actions.some((a) => a.type === 'pass') && random() < 0.5) {
          const before = s.tip;
          session.passUntil();
          const after = board(session.screen());
          if (after.view.result) break;
          const between = after.log.filter((e) => e.position >= before && e.position < after.tip);
          // Every decision the host made for the player in between was a pass.
          for (const e of between) if (e.player === s.seat) expect(e.action).toBe('pass');
          const kind = after.view.pending!.kind;
          const otherActed = between.some(
            (e) =>
              e.player !== s.seat &&
              ['play', 'activate', 'attack', 'defend', 'extraDraw'].includes(e.action!),
          );
          expect(kind !== 'window' || otherActed).toBe(true);
          expect(after.passingUntil).toBe(false);
          checked++;
          continue;
        }
        const legal = s.actions.filter((a) => a.type !== 'concede');
        session.act(legal[Math.floor(random() * legal.length)]);
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('「新しいテキストで続ける」: the same seed and decisions on edited cards', () => {
  function played(seed: number): { session: Session; actions: Action[] } {
    const session = Session.fromDecks(request(seed, ['human', 'greedy']));
    playHuman(session, seed, () => {}, 40);
    return { session, actions: (session.debug('history') as { actions: Action[] }).actions };
  }

  it('replays every decision when they all still apply (the same game, event for event)', () => {
    const { session, actions } = played(21);
    const again = Session.replaying(request(21, ['human', 'greedy']), actions);
    expect(again.applied).toBe(actions.length);
    expect(again.stoppedBy).toBeNull();
    const replayedActions = (again.session.debug('history') as { actions: Action[] }).actions;
    expect(replayedActions.slice(0, actions.length)).toEqual(actions);
    // The replayed game reaches the old game's state at the old tip.
    again.session.seek(actions.length);
    expect(again.session.debug('serialize')).toBe(session.debug('serialize'));
  });

  it('stops at the first decision the new cards no longer allow, and says why', () => {
    const { actions } = played(22);
    const game = createGame({ decks: [deckFrom('guren-aggro'), deckFrom('kage-funeral')], seed: 22 });
    // The first card P1 played: made too expensive to play, the decision no longer applies.
    let at = -1;
    let def = '';
    for (const [i, a] of actions.entries()) {
      if (a.type === 'play' && a.player === 0 && at < 0) {
        at = i;
        def = game.state.cards[a.card].def;
      }
      apply(game, a);
    }
    expect(at).toBeGreaterThan(0);
    const edited = ALL_CARDS.map((c) => (c.id === def ? { ...c, cost: 99 } : c));
    const again = Session.replaying(request(22, ['human', 'greedy'], undefined, edited), actions);
    expect(again.applied).toBe(at);
    expect(again.total).toBe(actions.length);
    expect(again.stoppedBy).toMatch(/HF-|コスト|エネルギー/);
    const kept = (again.session.debug('history') as { actions: Action[] }).actions;
    expect(kept.slice(0, at)).toEqual(actions.slice(0, at));
  });
});

describe('the narrated log tells every effect', () => {
  it('keyword and trait grants are told, and an ended effect is named by its card, never by an id', () => {
    let grants = 0;
    let expired = 0;
    for (const [i, pair] of PAIRS.entries())
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const session = Session.fromDecks(request(seed + 100 * i, ['greedy', 'greedy'], pair));
        const s = board(session.screen());
        const lines = s.log.flatMap((e) => e.lines);
        grants += lines.filter((l) => /[】》]を得た/.test(l)).length;
        expired += lines.filter((l) => /の効果が終わった/.test(l)).length;
        expect(lines.filter((l) => /効果\d+/.test(l))).toEqual([]);
      }
    expect(grants).toBeGreaterThan(0);
    expect(expired).toBeGreaterThan(0);
  });

  it('a play or ability that resolved and changed nothing is told as a no-op', () => {
    const resolve = (card: number): GameEvent => ({ type: 'resolve', item: 'play', card, ok: true });
    const events: GameEvent[] = [
      resolve(1),
      { type: 'move', card: 1, from: 'chain', to: 'trash', player: 0 },
      resolve(2),
      { type: 'powerChange', card: 5, amount: 1000, duration: 'endOfTurn' },
      { type: 'resolve', item: 'play', card: 3, ok: false, why: '無効にされた' },
      resolve(4),
      { type: 'windowClose' },
      { type: 'draw', player: 0, card: 9 },
    ];
    expect(noOpResolutions(events, false)).toEqual([0, 5]);
    // A keyword granted by the last resolution is an effect.
    expect(noOpResolutions(events, true)).toEqual([0]);
  });
});

describe('targets of waiting abilities and chain entries are public and named as the seat knows them', () => {
  it('a waiting ability names its card; its targets are cards of the board', () => {
    let seen = 0;
    for (const [i, pair] of PAIRS.entries())
      for (const seed of [1, 2, 3]) {
        const session = Session.fromDecks(request(seed + 30 * i, ['human', 'random'], pair), {
          autoPass: false,
        });
        playHuman(session, seed, (s) => {
          for (const w of s.waitingAbilities) {
            seen++;
            expect(w.text).toMatch(/^「[^」]+」：/);
          }
        });
      }
    expect(seen).toBeGreaterThan(0);
  });
});
