// Card filters and target specs as noun phrases (「スリープである対戦相手のキャラクター」).
import type { CardFilter, CardKind, TargetSpec } from '../core/cardTypes.js';
import { FILTER_FIELDS, checkFields } from './fields.js';
import { type Ctx, type Lang, say, unexplained } from './types.js';
import { counted, keywordName, kindNoun, whoseName, zoneName } from './words.js';

// 「宣言した名前の」「宣言した種別の」「指定した分類を持つ」 (issue 22): the value the effect declared earlier
const DECLARED_JA = { name: '宣言した名前の', kind: '宣言した種別の', trait: '宣言した分類を持つ' } as const;
const DECLARED_EN = {
  name: 'with the declared name',
  kind: 'of the declared kind',
  trait: 'with the declared trait',
} as const;

type Names = Pick<Ctx, 'lang' | 'cardKind' | 'keywordNames'> & Partial<Pick<Ctx, 'trigger' | 'granted'>>;

/** What to call a card when the filter names no kind. */
export type DefaultNoun = CardKind | 'card' | 'host';

function noun(lang: Lang, kinds: CardKind[] | undefined, fallback: DefaultNoun, asCard: boolean): string {
  let list: CardKind[];
  if (kinds && kinds.length > 0) list = kinds;
  else if (fallback === 'host') list = ['character', 'worldSet'];
  else list = fallback === 'card' ? [] : [fallback];
  if (list.length === 0) return say({ lang }, 'カード', 'card');
  return list.map((k) => kindNoun(lang, k, asCard)).join(say({ lang }, 'か', ' or '));
}

function jaQualifiers(ctx: Names, f: CardFilter, selfWord: string): string[] {
  const q: string[] = [];
  if (f.notSelf) q.push(`${selfWord}以外の`);
  // first, and with a comma after a set card's trait: the qualifiers after it are the character's (issue 22)
  if (f.attachedAtLeast !== undefined || f.attachedAtMost !== undefined) {
    const named = f.attachedNames?.length
      ? `${f.attachedNames.map((t) => `「${t}」`).join('か')}という名前の`
      : '';
    const which = f.attachedTraits?.length
      ? `${named}${f.attachedTraits.map((t) => `《${t}》`).join('と')}を持つセットカード（持ち主を問わず、セットされているカードの分類）`
      : named
        ? `${named}セットカード（持ち主を問わず、セットされているカードの名前）`
        : 'セットカード（持ち主を問わない）';
    const sep = f.attachedTraits?.length || named ? '、' : '';
    if (f.attachedAtLeast !== undefined) q.push(`${which}が${f.attachedAtLeast}枚以上セットされている${sep}`);
    if (f.attachedAtMost !== undefined)
      q.push(
        f.attachedAtMost === 0
          ? `${which}が1枚もセットされていない${sep}`
          : `${which}が${f.attachedAtMost}枚以下しかセットされていない${sep}`,
      );
  }
  if (f.state) q.push(f.state === 'sleep' ? 'スリープである' : 'アクティブである');
  if (f.combat) q.push(f.combat === 'attacking' ? '今攻撃を行っている' : '今防御を行っている');
  if (f.faceUp !== undefined) q.push(f.faceUp ? '表向きの' : '裏向きの');
  if (f.damaged !== undefined) q.push(f.damaged ? 'ダメージを受けている' : 'ダメージを受けていない');
  if (f.attackedThisTurn !== undefined)
    q.push(f.attackedThisTurn ? 'このターン中に攻撃を行った' : 'このターン中に攻撃を行っていない');
  if (f.defendedThisTurn !== undefined)
    q.push(f.defendedThisTurn ? 'このターン中に防御を行った' : 'このターン中に防御を行っていない');
  if (f.hasDamageTrigger !== undefined)
    q.push(f.hasDamageTrigger ? '【ダメージトリガー】を持つ' : '【ダメージトリガー】を持たない');
  if (f.notName !== undefined) q.push(`「${f.notName}」という名前以外の`);
  if (f.lacksTraits?.length) q.push(`${f.lacksTraits.map((t) => `《${t}》`).join('も')}を持たない`);
  if (f.powerAtLeast !== undefined) q.push(`パワー${f.powerAtLeast}以上の`);
  if (f.powerAtMost !== undefined) q.push(`パワー${f.powerAtMost}以下の`);
  if (f.powerAtLeastSelf) q.push('パワーがこのキャラクターのパワー以上の');
  if (f.powerAtMostSelf) q.push('パワーがこのキャラクターのパワー以下の');
  if (f.owner) q.push(`持ち主が${f.owner === 'you' ? 'あなた' : '対戦相手'}である`);
  if (f.costAtLeast !== undefined) q.push(`コスト${f.costAtLeast}以上の`);
  if (f.costAtMost !== undefined) q.push(`コスト${f.costAtMost}以下の`);
  if (f.name !== undefined) q.push(`「${f.name}」という名前の`);
  if (f.declared !== undefined) q.push(DECLARED_JA[f.declared]); // issue 22
  if (f.nameContains !== undefined) q.push(`「${f.nameContains}」を名前に含む`);
  if (f.traits && f.traits.length > 0) q.push(`${f.traits.map((t) => `《${t}》`).join('と')}を持つ`);
  if (f.anyTraits && f.anyTraits.length > 0)
    q.push(`${f.anyTraits.map((t) => `《${t}》`).join('か')}の少なくとも一方を持つ`);
  if (f.hasKeyword) q.push(`${keywordName(ctx, f.hasKeyword, 'ja')}を持つ`);
  if (f.lacksKeyword) q.push(`${keywordName(ctx, f.lacksKeyword, 'ja')}を持たない`);
  if (f.controller) q.push(whoseName('ja', f.controller));
  return q;
}

function enQualifiers(ctx: Names, f: CardFilter, selfWord: string): { before: string[]; after: string[] } {
  const before: string[] = [];
  const after: string[] = [];
  if (f.state) before.push(f.state === 'sleep' ? 'sleeping' : 'active');
  if (f.combat) before.push(f.combat === 'attacking' ? 'attacking' : 'defending');
  if (f.faceUp !== undefined) before.push(f.faceUp ? 'face-up' : 'face-down');
  if (f.damaged !== undefined) before.push(f.damaged ? 'damaged' : 'undamaged');
  if (f.attackedThisTurn !== undefined)
    after.push(f.attackedThisTurn ? 'that attacked this turn' : 'that has not attacked this turn');
  if (f.defendedThisTurn !== undefined)
    after.push(f.defendedThisTurn ? 'that defended this turn' : 'that has not defended this turn');
  if (f.hasDamageTrigger !== undefined)
    after.push(f.hasDamageTrigger ? 'with a 【ダメージトリガー】' : 'without a 【ダメージトリガー】');
  if (f.notName !== undefined) after.push(`not named 「${f.notName}」`);
  if (f.lacksTraits?.length) after.push(`without ${f.lacksTraits.map((t) => `《${t}》`).join(' or ')}`);
  if (f.attachedAtLeast !== undefined || f.attachedAtMost !== undefined) {
    const named = f.attachedNames?.length
      ? ` named ${f.attachedNames.map((t) => `「${t}」`).join(' or ')}`
      : '';
    const which = f.attachedTraits?.length
      ? `set cards${named} with ${f.attachedTraits.map((t) => `《${t}》`).join(' and ')} (the set cards' traits, whoever owns them)`
      : named
        ? `set cards${named} (the set cards' names, whoever owns them)`
        : 'set cards (whoever owns them)';
    if (f.attachedAtLeast !== undefined) after.push(`with ${f.attachedAtLeast} or more ${which} attached`);
    if (f.attachedAtMost !== undefined)
      after.push(
        f.attachedAtMost === 0
          ? `with no ${which} attached`
          : `with at most ${f.attachedAtMost} ${which} attached`,
      );
  }
  if (f.controller) after.push(f.controller === 'you' ? 'you control' : 'your opponent controls');
  if (f.powerAtLeast !== undefined) after.push(`with power ${f.powerAtLeast} or more`);
  if (f.powerAtMost !== undefined) after.push(`with power ${f.powerAtMost} or less`);
  if (f.powerAtLeastSelf) after.push("with power at least this character's");
  if (f.powerAtMostSelf) after.push("with power at most this character's");
  if (f.owner) after.push(f.owner === 'you' ? 'that you own' : 'that your opponent owns');
  if (f.costAtLeast !== undefined) after.push(`with cost ${f.costAtLeast} or more`);
  if (f.costAtMost !== undefined) after.push(`with cost ${f.costAtMost} or less`);
  if (f.name !== undefined) after.push(`named 「${f.name}」`);
  if (f.declared !== undefined) after.push(DECLARED_EN[f.declared]); // issue 22
  if (f.nameContains !== undefined) after.push(`whose name contains 「${f.nameContains}」`);
  if (f.traits && f.traits.length > 0) after.push(`with ${f.traits.map((t) => `《${t}》`).join(' and ')}`);
  if (f.anyTraits && f.anyTraits.length > 0)
    after.push(`with at least one of ${f.anyTraits.map((t) => `《${t}》`).join(', ')}`);
  if (f.hasKeyword) after.push(`with ${keywordName(ctx, f.hasKeyword, 'en')}`);
  if (f.lacksKeyword) after.push(`without ${keywordName(ctx, f.lacksKeyword, 'en')}`);
  if (f.notSelf) after.push(`other than ${selfWord}`);
  return { before, after };
}

/** 「このキャラクター」 / 「このカード」 for `notSelf`. */
function selfWord(ctx: Names): string {
  // fixc task 7: on a set card the ability's own card is its host (「このキャラクター以外の」, HF-4.4), except in
  // 「このカードがセットされた時」, where it is the set card itself (「このカード以外の」)
  if (ctx.cardKind === 'set' && ctx.trigger?.on === 'setSelf' && !ctx.granted)
    return say(ctx, 'このカード（このセットカード自身）', 'this set card itself');
  if (ctx.cardKind === 'set') return say(ctx, 'このカードのセット先', "this card's host");
  return ctx.cardKind === 'character'
    ? say(ctx, 'このキャラクター', 'this character')
    : say(ctx, 'このカード', 'this card');
}

/** A filter as a noun phrase; `asCard`: cards outside the battlefield (「キャラクターカード」). */
export function filterPhrase(
  ctx: Names,
  filter: CardFilter | undefined,
  fallback: DefaultNoun,
  asCard = false,
): string {
  const f = filter ?? {};
  checkFields(f, FILTER_FIELDS, 'a card filter');
  const n = noun(ctx.lang, f.kind, fallback, asCard);
  if (ctx.lang === 'ja') return `${jaQualifiers(ctx, f, selfWord(ctx)).join('')}${n}`;
  const { before, after } = enQualifiers(ctx, f, selfWord(ctx));
  return [...before, n, ...after].join(' ');
}

/**
 * 「キャラクターにセットされているセットカード」 (issue 22): a card set on a host (HF-4.4); no host (or 'any'): any set
 * card on the battlefield, world sets too (000 (3)).
 */
export function setCardPhrase(
  ctx: Names,
  filter: CardFilter | undefined,
  host: CardFilter | 'self' | 'any' | undefined,
): string {
  const what = filterPhrase(ctx, filter, 'set', true);
  if (host === undefined || host === 'any')
    return say(
      ctx,
      `戦場の${what}（キャラクターかワールド・セットにセットされているもの、またはワールド・セット）`,
      `${what} on the battlefield (set on a character or a world set, or a world set)`,
    );
  const on =
    host === 'self' ? say(ctx, 'このキャラクター', 'this character') : filterPhrase(ctx, host, 'host');
  const plain = what === kindNoun('ja', 'set', true);
  return say(ctx, `${on}にセットされている${plain ? '' : '、'}${what}`, `${what} set on ${on}`);
}

/**
 * The counter of cards on the battlefield a filter counts (issue 22): 「体」 for characters, 「枚」 when it names only
 * cards that are not characters (「セットカード1枚につき」, never 「1体につき」).
 */
export function fieldUnit(filter: CardFilter): '体' | '枚' {
  return filter.kind && !filter.kind.includes('character') ? '枚' : '体';
}

/** The counter of a count of battlefield cards (sc12): 「枚」 also for a filter with no kind (fieldNoun). */
export function countUnit(filter: CardFilter): '体' | '枚' {
  return filter.kind ? fieldUnit(filter) : '枚';
}

/**
 * The noun of a filter counted on the battlefield (sc12): a filter with no kind matches every card there, a world
 * set as well as a character (src/engine/query.ts countMatching; 「あなたの戦場に月見の湯がある場合」), so it is not
 * said to be 「…キャラクター」.
 */
export function fieldNoun(filter: CardFilter | undefined): DefaultNoun {
  return filter?.kind ? 'character' : 'host';
}

/** The counter word of a target: 体 for characters, つ for a character or world set, else 枚. */
export function targetUnit(spec: TargetSpec): '体' | 'つ' | '枚' {
  if (spec.kind === 'character' || spec.kind === 'ref') return '体';
  return spec.kind === 'setHost' ? 'つ' : '枚';
}

/** `count`/`upTo` of a target spec in words: 「1体」「2体まで」. */
export function targetCountPhrase(ctx: Names, spec: TargetSpec): string {
  const n = String(spec.count ?? 1);
  return counted(ctx.lang, n, targetNoun(ctx, spec), targetUnit(spec), spec.upTo === true);
}

function targetNoun(ctx: Names, spec: TargetSpec): string {
  switch (spec.kind) {
    case 'character':
      return filterPhrase(ctx, spec.filter, 'character');
    case 'worldSet':
      return filterPhrase(ctx, spec.filter, 'worldSet');
    case 'setHost':
      return filterPhrase(ctx, spec.filter, 'host');
    case 'waitingPlay':
      return say(
        ctx,
        `インタラプション・タイミングで待機している${filterPhrase(ctx, spec.filter, 'card')}`,
        `${filterPhrase(ctx, spec.filter, 'card')} waiting in the interruption chain`,
      );
    case 'ref': // HF-13.1 【反撃】: the combatant a reference names
      return spec.ref === 'attacker'
        ? say(ctx, '攻撃しているキャラクター', 'the attacking character')
        : say(ctx, '防御しているキャラクター', 'the defending character');
    case 'setCard':
      return setCardPhrase(ctx, spec.filter, spec.host);
    case 'cardInZone': {
      const owner =
        spec.player === 'any'
          ? say(ctx, 'いずれかのプレイヤーの', "either player's")
          : whoseName(ctx.lang, spec.player);
      const zone = zoneName(ctx.lang, spec.zone);
      const what = filterPhrase(ctx, spec.filter, 'card', true);
      return say(ctx, `${owner}${zone}の${what}`, `${what} in ${owner} ${zone}`);
    }
    default:
      return unexplained(spec);
  }
}
