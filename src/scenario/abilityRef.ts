// `activate <card> ability <which>` (docs/scenarios.md): which activated ability of the card a step uses.
//
//   ability 2            the card's 2nd activated ability in printed order (numbered from 1; only the
//                        「[コスト]：効果」 abilities are counted, keywords and [自動] abilities are not)
//   ability 1000ダメージ  the activated ability whose text contains that part (it must be the only one)
//   ability p0           the engine's own key (`p<i>`: the i-th printed ability counting every kind, from 0;
//                        `s…` from a set card, `g…` / `t…` granted) — what older scenarios wrote
import type { ActivatedAbility, CardDefinition } from '../core/cardTypes.js';
import type { Game } from '../engine/game.js';
import { type AbilityInstance, abilitiesOf } from '../engine/query.js';

/** Whitespace and full- / half-width never matter when a step quotes card text. */
const squash = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/^「(.*)」$/, '$1');

const isNumber = (which: string) => /^[0-9０-９]+$/.test(which);

/** The printed activated abilities of a definition with their engine keys, in printed order. */
export function printedActivated(def: CardDefinition): { key: string; ability: ActivatedAbility }[] {
  return def.abilities.flatMap((ability, i) =>
    ability.kind === 'activated' ? [{ key: `p${i}`, ability }] : [],
  );
}

/** The activated abilities the card has now (printed, its set cards', granted), in the engine's order. */
function activatedNow(game: Game, id: number): AbilityInstance[] {
  return abilitiesOf(game, id).filter((i) => i.ability.kind === 'activated');
}

/** `1「[1][スリープ]：…」`: an ability as the messages list it. */
function listed(n: number | string, ability: ActivatedAbility): string {
  return `${n}「${ability.text ?? '（文なし）'}」`;
}

/** The card's printed activated abilities, numbered, for messages: `1「…」、2「…」`, or 'なし'. */
export function abilityList(def: CardDefinition): string {
  const all = printedActivated(def);
  return all.length ? all.map((a, i) => listed(i + 1, a.ability)).join('、') : 'なし';
}

/**
 * Why `which` can never name an activated ability of this definition, or null. Text is also accepted when it
 * is in some card of the game: an ability a set card or an effect gives is not printed on the card itself.
 */
export function abilityProblem(def: CardDefinition, which: string, gameText: string): string | null {
  const printed = printedActivated(def);
  if (isNumber(which)) {
    const n = Number(which.normalize('NFKC'));
    if (n >= 1 && n <= printed.length) return null;
    return `「${def.name}」に${n}番目の起動能力はありません（起動能力: ${abilityList(def)}）`;
  }
  if (/^p\d+$/.test(which)) {
    if (printed.some((a) => a.key === which)) return null;
    return `「${def.name}」の ${which} は起動能力ではありません（起動能力: ${abilityList(def)}）`;
  }
  if (/^[sgt]\S*\d/.test(which)) return null; // a key of a set card's or a granted ability: known only in play
  const part = squash(which);
  if (printed.some((a) => squash(a.ability.text ?? '').includes(part))) return null;
  if (squash(gameText).includes(part)) return null;
  return `「${def.name}」に「${which}」を含む起動能力はありません（起動能力: ${abilityList(def)}）`;
}

/**
 * The engine keys of the card's activated abilities that `which` names, or why none / several. Numbers and
 * printed text name the printed ability even off the battlefield (the engine then says why it cannot be used).
 */
export function abilityKeys(game: Game, id: number, def: CardDefinition, which: string): string[] | string {
  const printed = printedActivated(def);
  if (isNumber(which)) {
    const key = printed[Number(which.normalize('NFKC')) - 1]?.key;
    return key === undefined ? (abilityProblem(def, which, '') ?? '') : [key];
  }
  const now = activatedNow(game, id);
  const known = [...now, ...printed.filter((p) => !now.some((i) => i.key === p.key))];
  if (known.some((i) => i.key === which)) return [which];
  const part = squash(which);
  const found = known.filter((i) => squash(i.ability.text ?? '').includes(part));
  if (found.length === 1) return [found[0].key];
  const number = (key: string) => printed.findIndex((p) => p.key === key) + 1 || '付与';
  const have = known.map((i) => listed(number(i.key), i.ability as ActivatedAbility)).join('、') || 'なし';
  if (found.length === 0)
    return `「${def.name}」は今「${which}」を含む起動能力を持っていません（起動能力: ${have}）`;
  return `「${which}」を含む起動能力が「${def.name}」に${found.length}つあります。文をもう少し長く書いてください（${have}）`;
}

/**
 * How a step names the ability `key` of the card: '' when it is the card's only activated ability, its
 * printed number, otherwise its text (or, without text, the engine key).
 */
export function abilityWords(game: Game, id: number, def: CardDefinition, key: string): string {
  const now = activatedNow(game, id);
  if (now.length <= 1) return '';
  const n = printedActivated(def).findIndex((a) => a.key === key);
  if (n >= 0) return ` ability ${n + 1}`;
  const text = now.find((i) => i.key === key)?.ability.text;
  const unique = text && now.filter((i) => i.ability.text === text).length === 1;
  return ` ability ${unique ? text.replace(/\s+/g, '') : key}`;
}
