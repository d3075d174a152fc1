import { GAME_RULES } from '../../generated/rules.js';
// Turning a scenario's setup into a game at exactly that state. Cards not listed do not exist.
import type { CardDefinition, FaceDownDefinition, PhaseName, PlayerIndex } from '../core/cardTypes.js';
import { initialRngState } from '../core/rng.js';
import type { CardInstance, ZoneName } from '../core/state.js';
import { licensedCopyLimit } from '../deck/licenses.js';
import { blankState, newCard } from '../engine/create.js';
import type { Game } from '../engine/game.js';
import { run } from '../engine/run.js';
import { unknownCard, unknownCards } from './cardLookup.js';
import { checkCardVersions } from './cardVersions.js';
import type { CardRefs } from './refs.js';
import { sideIndex } from './sides.js';
import { beginAtGameStart } from './start.js';
import {
  BLANK_ENERGY_ID,
  type CardEntry,
  type PlayerSetup,
  type Scenario,
  ScenarioError,
  SetupRefusal,
  type Side,
  combinedError,
  refusal,
} from './types.js';

// Not a card: a face-down stand-in no designer writes or deck holds, so it has no .hf source (issue 12).
/** Energies given only as a count are this blank card: face down, they never show a face (HF-3.5). */
export const BLANK_ENERGY: CardDefinition = {
  id: BLANK_ENERGY_ID,
  name: 'エネルギー',
  kind: 'command',
  cost: 0,
  traits: [],
  power: 0,
  text: '',
  abilities: [],
};

/**
 * Not a card either: it carries the face-down definitions the setup writes (HF-14.3). A saved game may hold
 * only definition data of its library (src/engine/saveChecks.ts: a save cannot invent a 9000-power face-down
 * card), and the setup's definitions are the scenario's own data, so they enter the library here — as the
 * effect that put those cards face down — and `invariants: hold` can replay each step on a saved copy.
 */
export const SETUP_FACE_DOWN_ID = 'scenario/裏向きの定義';

function faceDownCarrier(definitions: FaceDownDefinition[]): CardDefinition {
  return {
    id: SETUP_FACE_DOWN_ID,
    name: SETUP_FACE_DOWN_ID,
    kind: 'command',
    cost: 0,
    traits: [],
    power: 0,
    text: '',
    abilities: [],
    effect: {
      processes: [
        {
          steps: definitions.map((definition) => ({
            op: 'putFaceDown' as const,
            from: 'mainTop' as const,
            player: 'you' as const,
            definition,
          })),
        },
      ],
    },
  };
}

/** The setup's face-down definitions, in file order (characters and set cards). */
function setupFaceDowns(scenario: Scenario): FaceDownDefinition[] {
  return (['A', 'B'] as Side[]).flatMap((s) =>
    scenario.setup.players[s].battlefield.flatMap((b) =>
      [b.faceDown, ...b.set.map((x) => x.faceDown)].filter((d): d is FaceDownDefinition => !!d),
    ),
  );
}

export { sideIndex };

interface Placement {
  entry: { name: string; line: number };
  owner: PlayerIndex;
  place: (c: CardInstance, game: Game) => void;
}

type PlayerZone = 'hand' | 'mainDeck' | 'guardDeck' | 'energy' | 'trash' | 'damageField' | 'extraDeck';

function inZone(zone: PlayerZone | 'excluded', faceUpDefault: boolean, entry: CardEntry, sleep = false) {
  return (c: CardInstance, game: Game) => {
    c.zone = zone as ZoneName;
    c.faceUp = entry.faceUp ?? faceUpDefault;
    c.sleep = sleep;
    if (zone === 'excluded') game.state.excluded.push(c.id);
    else game.state.players[c.owner][zone].push(c.id);
  };
}

function placements(p: PlayerSetup, owner: PlayerIndex): Placement[] {
  const out: Placement[] = [];
  const add = (zone: PlayerZone | 'excluded', faceUp: boolean, list: CardEntry[]) =>
    list.forEach((e) => out.push({ entry: e, owner, place: inZone(zone, faceUp, e) }));
  add('hand', true, p.hand);
  add('mainDeck', false, p.mainDeck);
  add('guardDeck', false, p.guardDeck);
  for (const e of p.energy) out.push({ entry: e, owner, place: inZone('energy', false, e, e.sleep) });
  add('trash', true, p.trash);
  add('damageField', false, p.damageField);
  add('extraDeck', false, p.extraDeck);
  add('excluded', true, p.excluded);
  return out;
}

function lookup(
  library: ReadonlyMap<string, CardDefinition>,
  scenario: Scenario,
  entry: { name: string; line: number },
): CardDefinition {
  if (entry.name === '') return BLANK_ENERGY;
  const def = library.get(entry.name);
  if (def) return def;
  // nb17: at the first unknown name, every unknown name of the setup
  throw combinedError(unknownCards(scenario, library)) ?? unknownCard(scenario, library, entry);
}

/**
 * HF-1.2: at most 3 cards of a name per player — or as many as a 【空装】 licence allows (HF-1.4). With
 * `phase: start` and `deckCheck: true` the deck check (src/scenario/start.ts, the one `hflux deck check` runs)
 * judges copies, licences included, so this check stands aside. Otherwise the limit is that of the player's
 * 【空装】 in force (`kuusou:`), or at game start that of a 【空装】 in the guard deck: a partial deck cannot show
 * whether the rest of its condition holds, and `deckCheck: true` is how to check that.
 */
function copyLimit(scenario: Scenario, library: ReadonlyMap<string, CardDefinition>, side: Side): number {
  const p = scenario.setup.players[side];
  const licensors = scenario.setup.phase === 'start' ? p.guardDeck : p.kuusou ? [p.kuusou] : [];
  return Math.max(
    GAME_RULES.copyLimit,
    ...licensors.map((e) => library.get(e.name)).map((d) => (d ? licensedCopyLimit(d) : 0)),
  );
}

function checkCopies(
  scenario: Scenario,
  library: ReadonlyMap<string, CardDefinition>,
  made: { defs: CardDefinition[]; owners: PlayerIndex[]; lines: number[] },
): void {
  if (scenario.setup.start?.deckCheck) return;
  const limits = [copyLimit(scenario, library, 'A'), copyLimit(scenario, library, 'B')];
  const counts = new Map<string, number>();
  made.defs.forEach((d, i) => {
    if (d === BLANK_ENERGY) return;
    const owner = made.owners[i];
    const key = `${owner}:${d.name}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if ((counts.get(key) ?? 0) > limits[owner]) {
      const licensed = limits[owner] > GAME_RULES.copyLimit;
      throw refusal(
        scenario.file,
        made.lines[i],
        licensed ? 'kuusou-copy-limit' : 'copy-limit',
        licensed ? 'HF-1.4' : 'HF-1.2',
        `プレイヤー${owner === 0 ? 'A' : 'B'}の「${d.name}」が${limits[owner] + 1}枚以上あります（同名カードは${limits[owner]}枚まで${licensed ? '：【空装】の許す枚数' : ''}）`,
      );
    }
  });
}

function placeBattlefield(
  game: Game,
  scenario: Scenario,
  library: ReadonlyMap<string, CardDefinition>,
  owner: PlayerIndex,
  p: PlayerSetup,
  make: (def: CardDefinition, owner: PlayerIndex, line: number) => CardInstance,
): void {
  for (const b of p.battlefield) {
    const def = lookup(library, scenario, b);
    if (def.kind === 'set')
      throw new SetupRefusal(scenario.file, b.line, [
        {
          code: 'set-without-host',
          rule: 'HF-16.4',
          message: `「${def.name}」はセットカードです。宿主の set: に書いてください（HF-16.4）`,
        },
      ]);
    const c = make(def, owner, b.line);
    c.zone = 'battlefield';
    c.faceUp = !b.faceDown;
    c.faceDown = b.faceDown ?? null;
    c.sleep = def.kind !== 'worldSet' && b.state === 'sleep';
    c.damage = b.damage;
    c.controller = b.controller ? sideIndex(b.controller) : owner;
    game.state.battlefield.push(c.id);
    for (const s of b.set) {
      const sdef = lookup(library, scenario, s);
      if (sdef.kind !== 'set' && !s.faceDown)
        throw new SetupRefusal(scenario.file, s.line, [
          {
            code: 'not-a-set-card',
            rule: 'HF-4.5',
            message: `「${sdef.name}」はセットカードではありません（HF-4.5）`,
          },
        ]);
      const a = make(sdef, s.owner ? sideIndex(s.owner) : owner, s.line); // HF-4.5: a set card stays its owner's
      a.zone = 'attached';
      a.host = c.id;
      a.faceUp = !s.faceDown;
      a.faceDown = s.faceDown ?? null;
      a.sleep = c.sleep;
      c.attachments.push(a.id);
    }
  }
}

export function buildScenarioGame(
  scenario: Scenario,
  library: ReadonlyMap<string, CardDefinition>,
): { game: Game; refs: CardRefs } {
  checkCardVersions(scenario, library); // issue 16: a recorded scenario replays only the cards it was recorded with
  const st = scenario.setup;
  const state = blankState(
    st.rng ? [...st.rng] : initialRngState(scenario.seed),
    sideIndex(st.turnPlayer),
    undefined,
    true,
  );
  const defs = new Map<string, CardDefinition>([[BLANK_ENERGY.id, BLANK_ENERGY]]);
  const game: Game = { state, defs, damageBatch: null };
  const made: CardDefinition[] = [];
  const owners: PlayerIndex[] = [];
  const lines: number[] = [];
  const make = (def: CardDefinition, owner: PlayerIndex, line: number) => {
    defs.set(def.id, def);
    made.push(def);
    owners.push(owner);
    lines.push(line);
    const c = newCard(state.cards.length, def.id, owner, 'mainDeck');
    state.cards.push(c);
    return c;
  };
  (['A', 'B'] as Side[]).forEach((s) => {
    const owner = sideIndex(s);
    const p = st.players[s];
    placeBattlefield(game, scenario, library, owner, p, make);
    for (const pl of placements(p, owner))
      pl.place(make(lookup(library, scenario, pl.entry), owner, pl.entry.line), game);
    state.players[owner].secondPlayerMarker = p.marker;
    if (p.kuusou) state.players[owner].kuusou = findKuusou(game, scenario, owner, p.kuusou);
  });
  checkCopies(scenario, library, { defs: made, owners, lines });
  const faceDowns = setupFaceDowns(scenario);
  if (faceDowns.length > 0) defs.set(SETUP_FACE_DOWN_ID, faceDownCarrier(faceDowns));
  if (scenario.setup.phase === 'start') beginAtGameStart(game, scenario);
  else startAt(game, scenario, scenario.setup.phase);
  return { game, refs: { lines } };
}

function findKuusou(game: Game, scenario: Scenario, owner: PlayerIndex, entry: CardEntry): number {
  const c = game.state.cards.find((x) => x.owner === owner && game.defs.get(x.def)?.name === entry.name);
  if (!c || !game.defs.get(c.def)?.kuusou)
    throw new SetupRefusal(scenario.file, entry.line, [
      {
        code: 'kuusou-not-listed',
        rule: 'HF-13.8',
        message: `kuusou: 「${entry.name}」は このプレイヤーの【空装】カードとして載っていません`,
      },
    ]);
  return c.id;
}

/** Turn, phase and (optionally) an open phase-end window held by `window` (HF-7.2 (6)–(10)). */
function startAt(game: Game, scenario: Scenario, phase: PhaseName): void {
  const st = scenario.setup;
  const s = game.state;
  s.turn = st.turn;
  s.turnPlayer = sideIndex(st.turnPlayer);
  s.firstPlayer = st.turn % 2 === 1 ? s.turnPlayer : s.turnPlayer === 0 ? 1 : 0;
  s.phase = phase;
  s.step = 'body';
  if (st.window) {
    s.chain.push({ kind: 'phaseEnd', id: s.nextId++, player: s.turnPlayer, phase });
    s.window = { holder: sideIndex(st.window), openedByPass: false };
    s.step = 'next';
  }
  run(game);
}
