// The English narration (the page's English mode, `--lang en`): one line for every event type, as narrateJa.ts.
// The engine's own Japanese texts in events (why an attack failed, how the game ended) go through
// engineTexts.ts. Keywords keep their Japanese name with the English after it (【空装】 kuusou), as the page does.
import type { Duration, PhaseName } from '../core/cardTypes.js';
import type { ExpireWhat, GameEvent } from '../core/events.js';
import { englishText } from './engineTexts.js';
import type { EventLines } from './narrateTypes.js';

const PHASE_NAMES: Record<PhaseName, string> = {
  active: 'active',
  draw: 'draw',
  energy: 'energy',
  main: 'main',
  discard: 'discard',
};

const ZONE_NAMES: Record<string, string> = {
  hand: 'hand',
  mainDeck: 'main deck',
  mainTop: 'top of the main deck',
  mainBottom: 'bottom of the main deck',
  guardDeck: 'guard deck',
  energy: 'energy',
  trash: 'trash',
  damageField: 'damage field',
  extraDeck: 'extra deck',
  excluded: 'exclusion zone',
  battlefield: 'battlefield',
  attached: 'set',
  chain: 'being played',
  limbo: 'moving',
};

const CHAIN_ITEMS: Record<string, string> = {
  play: 'play',
  ability: 'ability',
  attack: 'attack',
  phaseEnd: 'end of the phase',
};

const DURATIONS: Record<Extract<Duration, string> | 'while', string> = {
  endOfTurn: 'until end of turn',
  endOfGame: 'until end of game',
  whileSourceOnBattlefield: 'while on the battlefield',
  whileSourceSetOnIt: 'while set on it',
  untilYourNextTurnEnd: 'until the end of your next turn',
  untilOpponentNextTurnEnd: "until the end of the opponent's next turn",
  untilYourNextTurnStart: 'until the start of your next turn',
  untilOpponentNextTurnStart: "until the start of the opponent's next turn",
  untilNextActivePhase: 'until the end of the next active phase',
  untilYourNextActivePhase: 'until the end of your next active phase',
  untilOpponentNextActivePhase: "until the end of the opponent's next active phase",
  untilOwnerNextActivePhase: "until the end of its owner's next active phase",
  while: 'while the condition holds',
};

const REVEAL_REASONS: Record<Extract<GameEvent, { type: 'reveal' }>['reason'], string> = {
  ougi: 'ougi',
  kuusou: 'kuusou',
  damageTrigger: 'damage trigger',
  play: 'play',
  effect: 'effect',
};

const zone = (z: string) => ZONE_NAMES[z] ?? z;
const phase = (p: PhaseName) => PHASE_NAMES[p];
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const list = (items: string[]) => items.join(', ');

/** fixc task 5: what a lasting effect that ended did, for "the effect giving A +1000 power ended". */
const EXPIRED: Record<ExpireWhat, (e: Extract<GameEvent, { type: 'expire' }>, card: string) => string> = {
  power: (e, card) => `giving ${card} ${signed(e.amount ?? 0)} power`,
  control: (_e, card) => `changing who controls ${card}`,
  keyword: (e, card) => `giving ${card} ${e.name ?? 'a keyword'}`, // the identifier: pierce, counter…
  trait: (e, card) => `giving ${card} 《${e.name ?? ''}》`,
  ability: (_e, card) => `giving ${card} an ability`,
  cannotAttack: (_e, card) => `that ${card} cannot attack`,
  cannotDefend: (_e, card) => `that ${card} cannot defend`,
  cannotActivate: (_e, card) => `that ${card} cannot use its activated abilities`,
  loseAbilities: (_e, card) => `that ${card} loses abilities`,
  cannotAttackPlayer: (_e, card) => `that ${card} cannot attack players`,
  cannotAttackCharacter: (_e, card) => `that ${card} cannot attack characters`,
  cannotBeAttacked: (_e, card) => `that ${card} cannot be attacked`,
  noUntap: (_e, card) => `that ${card} does not become active`,
  untargetable: (_e, card) => `that ${card} cannot be targeted`,
  unaffected: (_e, card) => `that ${card} is unaffected`,
  replacement: (_e, card) => `giving ${card} a replacement effect`,
};

export const ENGLISH: EventLines = {
  gameStart: (e, { player: p }) =>
    `${p(e.firstPlayer)} goes first (${p(e.firstPlayer === 0 ? 1 : 0)}, going second, gets the second-player marker)`,
  turnStart: (e, { player: p }) => `── Turn ${e.turn}: ${p(e.player)}'s turn ──`,
  mulligan: (e, { player: p }) =>
    e.redraw ? `${p(e.player)} redrew the opening hand` : `${p(e.player)} kept the opening hand`,
  play: (e, { player: p, card: c }) =>
    `${p(e.player)} plays ${c(e.card)}${e.targets.length ? ` (targets: ${list(e.targets.map(c))})` : ''}${e.useMarker ? ' [second-player marker used]' : ''}`,
  activate: (e, { player: p, card: c }) => `${p(e.player)} activates an ability of ${c(e.card)}`,
  attack: (e, { player: p, card: c }) =>
    `${p(e.player)}'s ${c(e.attacker)} attacks ${'player' in e.target ? p(e.target.player) : c(e.target.card)}`,
  defend: (e, { player: p, card: c }) =>
    e.defender === null ? `${p(e.player)} does not defend` : `${p(e.player)}'s ${c(e.defender)} defends`,
  enter: (e, { player: p, card: c }) => `${c(e.card)} enters the battlefield (${p(e.controller)})`,
  damageCharacter: (e, { card: c }) =>
    `${c(e.card)} takes ${e.amount} damage${e.byAttack ? ' (attack)' : ''}`,
  damagePlayer: (e, { player: p }) => `${p(e.player)} takes ${e.amount} damage`,
  damageTrigger: (e, { player: p, card: c }) => `${p(e.player)}'s ${c(e.card)}: damage trigger!`,
  destroyed: (e, { card: c }) => `${c(e.card)} was destroyed`,
  notDestroyed: (e, { card: c }) => `${c(e.card)} is not destroyed (${englishText(e.why)})`,
  reload: (e, { player: p }) => `${p(e.player)} reloads (${e.placed} guard card(s) to the damage field)`,
  extraDraw: (e, { player: p }) => `${p(e.player)} makes an extra draw`,
  controlChange: (e, { player: p, card: c }) => `${c(e.card)} is now controlled by ${p(e.to)}`,
  negate: (e, { card: c }) => `the play of ${c(e.card)} was negated`,
  attackFails: (e) => `the attack failed (${englishText(e.why)})`,
  concede: (e, { player: p }) => `${p(e.player)} conceded`,
  gameOver: (e, { player: p }) =>
    `★ ${e.winner === null ? 'Draw' : `${p(e.winner)} wins`}: ${englishText(e.reason)} (${e.rule})`,
  phaseStart: (e, { player: p }) =>
    e.phase === 'main' ? `[${phase(e.phase)} phase]` : `[${p(e.player)}'s ${phase(e.phase)} phase begins]`,
  phaseEnd: (e, { player: p }) => `[${p(e.player)}'s ${phase(e.phase)} phase ends]`,
  shuffle: (e, { player: p }) => `${p(e.player)} shuffled the main deck`,
  reveal: (e, { player: p, card: c }) => `${p(e.player)} revealed ${c(e.card)} (${REVEAL_REASONS[e.reason]})`,
  draw: (e, { player: p, card: c }) => `${p(e.player)} drew ${c(e.card)}`,
  move: (e, { card: c }) => `${c(e.card)}: ${zone(e.from)} → ${zone(e.to)}`,
  energyPlaced: (e, { player: p, card: c }) => `${p(e.player)} placed an energy (${c(e.card)})`,
  stateChange: (e, { card: c }) => `${c(e.card)} became ${e.sleep ? 'asleep' : 'active'}`,
  windowOpen: (e, { player: p }) =>
    `a window opened (${p(e.holder)} first${e.openedByPass ? ', after a pass' : ''})`,
  pass: (e, { player: p }) => `${p(e.player)} passed`,
  windowClose: () => 'the window closed',
  resolve: (e, { card: c }) => {
    const item = CHAIN_ITEMS[e.item] ?? e.item;
    const what = e.card === null ? `the ${item}` : `the ${item} of ${c(e.card)}`;
    return e.ok ? `${what} resolved` : `${what} could not resolve (${englishText(e.why ?? '')})`;
  },
  set: (e, { card: c }) => `${c(e.card)} was set on ${c(e.host)}`,
  defenseResult: (e, { card: c }) =>
    `the defense of ${c(e.defender)} ${e.ok ? 'succeeded' : 'failed'}${e.why ? ` (${englishText(e.why)})` : ''}`,
  damageCard: (e, { player: p, card: c }) =>
    `${p(e.player)}'s ${c(e.card)} goes to the damage field${e.revealed ? ' (revealed)' : ''}`,
  powerChange: (e, { card: c }) =>
    `${c(e.card)} power ${signed(e.amount)} (${DURATIONS[e.duration as keyof typeof DURATIONS] ?? e.duration})`,
  trigger: (e, { player: p, card: c }) =>
    `an automatic ability of ${c(e.card)} triggered (${p(e.controller)})`,
  discard: (e, { player: p, card: c }) => `${p(e.player)} discarded ${c(e.card)}`,
  damageRemoved: () => "characters' damage was removed",
  expire: (e, { card: c }) => {
    if (e.card === undefined || e.what === undefined) return 'a lasting effect ended'; // older saves
    const by = e.source !== undefined && e.source !== e.card ? ` (${c(e.source)}'s effect)` : '';
    return `the effect ${EXPIRED[e.what](e, c(e.card))} ended${by}`;
  },
  damagePrevented: (e, { card: c }) => `${c(e.card)} took no damage (it cannot be dealt that damage)`,
  damageReduced: (e, { card: c }) => `the damage to ${c(e.card)} is reduced from ${e.from} to ${e.to}`,
  replaced: (e, { card: c }) => `"${e.event}" of ${c(e.card)} was replaced (${e.replacement})`,
  processFails: (e, { card: c }) =>
    `the process of ${c(e.card)} could not be performed (${englishText(e.why)})`,
  lookAt: (e, { player: p, card: c }) => `${p(e.player)} looked at ${list(e.cards.map(c))}`,
};
