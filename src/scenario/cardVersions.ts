// `cardVersions:` of a scenario (issue 16): `hflux scenario --record` writes the version (src/catalog/cardHash.ts)
// of every card the recorded board uses, by name. A scenario whose cards have changed since then fails before
// it runs, naming the changed cards, instead of replaying other cards to a misleading pass or failure.
// Hand-written scenarios have no `cardVersions:` and are not checked.
import { type ChangedCard, cardHash, changedCardsMessage } from '../catalog/cardHash.js';
import type { CardDefinition } from '../core/cardTypes.js';
import type { Game } from '../engine/game.js';
import { type Scenario, ScenarioError } from './types.js';
import type { Path, YamlReader } from './yamlReader.js';

/** One `name: hash` line of `cardVersions:`. */
export interface CardVersionEntry {
  name: string;
  hash: string;
  line: number;
}

const HASH = /^[0-9a-f]{16}$/;

/** The `cardVersions:` block written for a game's cards: card name → version, names in code-point order. */
export function cardVersionsOf(game: Game): Record<string, string> {
  const byName = new Map<string, CardDefinition>();
  for (const c of game.state.cards) {
    const def = game.defs.get(c.def);
    if (def) byName.set(def.name, def);
  }
  const out: Record<string, string> = {};
  for (const name of [...byName.keys()].sort()) out[name] = cardHash(byName.get(name)!);
  return out;
}

/** Reads `cardVersions:` (a map of card name → 16 hex digits); [] when the scenario has none. */
export function loadCardVersions(r: YamlReader, path: Path): CardVersionEntry[] {
  const block = r.get(path);
  if (block === undefined) return [];
  if (block === null || typeof block !== 'object' || Array.isArray(block))
    return r.fail(path, 'cardVersions: は「カード名: 版（16桁の16進数）」のマップで書いてください');
  return Object.keys(block).map((name) => {
    const hash = r.string([...path, name]);
    if (!HASH.test(hash))
      r.fail([...path, name], `cardVersions: 「${name}」の版は16桁の16進数です（値: ${hash}）`);
    return { name, hash, line: r.line([...path, name]) };
  });
}

/** Throws a ScenarioError naming every card whose definition in `library` is not the recorded version. */
export function checkCardVersions(scenario: Scenario, library: ReadonlyMap<string, CardDefinition>): void {
  const entries = scenario.cardVersions ?? [];
  const changed = entries.filter((e) => {
    const def = library.get(e.name);
    return !def || cardHash(def) !== e.hash;
  });
  if (changed.length === 0) return;
  const cards: ChangedCard[] = changed.map((e) => ({ id: `?/${e.name}`, now: library.get(e.name) }));
  const message = changedCardsMessage(
    { ja: 'このシナリオを記録したとき', en: 'the scenario was recorded' },
    cards,
  );
  throw new ScenarioError(
    scenario.file,
    changed[0].line,
    `${message.ja}。記録どおりには再生できません：カードを戻すか記録し直してください（今のカードでも成り立つと確かめたなら、その行を cardVersions: から消してください）`,
  );
}
