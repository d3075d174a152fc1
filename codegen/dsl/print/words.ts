// Canonical spellings of the IR's words, from the one vocabulary table (codegen/dsl/vocabulary.ts).
import type {
  Destination,
  IRCount,
  IRObject,
  IRPlayer,
  IRQual,
  IRRef,
  IRSelector,
  IRSelfRef,
  IRSetHost,
  IRValueExpr,
  IRZoneOf,
  NounWord,
  PhaseWord,
  RefWord,
  SelfWord,
  WhoseWord,
  ZoneWord,
} from '../ir.js';
import {
  DESTINATION_WORDS,
  NOUN_WORDS,
  PHASE_WORDS,
  REF_WORDS_TABLE,
  type Spellings,
  WHOSE_WORDS,
  ZONE_WORDS,
} from '../vocabulary.js';

/** 「宣言した種別の」「宣言した名前の」「宣言した分類を持つ」 (issue 22). */
const DECLARED_WORD = { kind: '種別の', name: '名前の', trait: '分類を持つ' } as const;

/** The canonical spelling of every value of a vocabulary table. */
function canonical<K extends string>(table: Readonly<Record<K, Spellings>>): Record<K, string> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, (v as Spellings)[0]])) as Record<
    K,
    string
  >;
}

export const REF_WORDS = canonical(REF_WORDS_TABLE);
export const NOUNS = canonical(NOUN_WORDS);
export const ZONES = canonical(ZONE_WORDS);
export const PHASES = canonical(PHASE_WORDS);
export const WHOSE = canonical(WHOSE_WORDS);
export const DESTINATIONS = DESTINATION_WORDS;

/** Plain verb endings → the connective form used when another action follows (「…し、…する」). */
const CONNECTIVE: [string, string][] = [
  ['取り除く', '取り除き'],
  ['できない', 'できず'], // 「攻撃できず、防御できない」 (mech16, grammar cannotEnd)
  ['与え合う', '与え合い'], // 「…ダメージを与え合い、…」 (m11)
  ['選ぶ', '選び'],
  ['する', 'し'],
  ['させる', 'させ'],
  ['引く', '引き'],
  ['置く', '置き'],
  ['戻す', '戻し'],
  ['える', 'え'],
  ['てる', 'て'],
  ['得る', '得て'],
  ['失う', '失い'], // 「全ての能力を失い、…」 (mech16)
  ['なる', 'なり'],
  ['見る', '見て'],
];

/** The connective form of a printed action (「パワーを+1000する」→「パワーを+1000し」). */
export function connective(plain: string): string {
  const hit = CONNECTIVE.find(([end]) => plain.endsWith(end));
  return hit ? plain.slice(0, -hit[0].length) + hit[1] : plain;
}

export function printZoneOf(zone: IRZoneOf): string {
  return (zone.player ? `${printPlayer(zone.player)}の` : '') + ZONES[zone.zone];
}

export function selfWord(word: SelfWord | 'other'): string {
  return word === 'other' ? '他の' : REF_WORDS[word];
}

export function printRef(ref: IRRef | IRSelfRef): string {
  // 「そのキャラクター」 is kept: after a choice in a zone it names the target, not the chosen cards (issue 22)
  if (ref.kind === 'ref' && ref.character) return 'そのキャラクター';
  return REF_WORDS[ref.word];
}

export function printPlayer(player: IRPlayer): string {
  if (!('ref' in player)) return player.kind === 'you' ? 'あなた' : '対戦相手';
  return printRef(player.ref) + (player.kind === 'controllerOf' ? 'のプレイヤー' : 'の持ち主');
}

export function printCount(count: IRCount): string {
  if (count.kind === 'number') return String(count.value);
  if (count.kind === 'expr') return `${printValue(count.expr)}×${count.times}`;
  if (count.kind === 'equal') return `${printValue(count.expr)}に等しい`;
  return count.times === undefined ? 'X' : `X×${count.times}`;
}

export function printSigned(sign: 1 | -1, count: IRCount): string {
  return (sign < 0 ? '-' : '+') + printCount(count);
}

function printQual(qual: IRQual): string {
  switch (qual.kind) {
    case 'power':
      return `パワー${qual.value}${qual.compare === 'atLeast' ? '以上' : '以下'}の`;
    case 'powerSelf':
      return `パワーがこのキャラクターのパワー${qual.compare === 'atLeast' ? '以上' : '以下'}の`;
    case 'owner':
      return `持ち主が${qual.owner === 'you' ? 'あなた' : '対戦相手'}である`;
    case 'cost':
      return `コスト${qual.value}${qual.compare === 'atLeast' ? '以上' : '以下'}の`;
    case 'state':
      return qual.state === 'sleep' ? 'スリープである' : 'アクティブである';
    case 'combat':
      return qual.role === 'attacking' ? '攻撃を行っている' : '防御を行っている';
    case 'faceUp':
      return qual.up ? '表向きの' : '裏向きの';
    case 'attached':
      return `${qual.trait ? `《${qual.trait.name}》を持つ` : ''}${qual.name ? `「${qual.name.name}」という名前の` : ''}セットカードが${qual.atLeast > 1 ? `${qual.atLeast}枚以上` : ''}${qual.none ? 'セットされていない' : 'セットされている'}`;
    case 'trait':
      return `《${qual.name.name}》を持つ`;
    case 'anyTrait':
      return `${qual.names.map((t) => `《${t.name}》`).join('か')}を持つ`;
    case 'nameContains':
      return `「${qual.name.name}」を名前に含む`;
    case 'name':
      return `「${qual.name.name}」という名前の`;
    case 'notName':
      return `「${qual.name.name}」以外の`;
    case 'declared': // issue 22
      return `${qual.verb}した${DECLARED_WORD[qual.what]}`;
    case 'notKind': // issue 22, i22ta7
      return `${qual.word}以外の`;
    case 'lacksTrait':
      return `《${qual.name.name}》を持たない`;
    case 'hasKeyword':
      return `【${qual.name.name}】を持つ`;
    case 'lacksKeyword':
      return `【${qual.name.name}】を持たない`;
    case 'notSelf':
      return qual.word === 'other' ? '他の' : `${selfWord(qual.word)}以外の`;
    case 'notHostOfFormer':
      return `${qual.word}がセットされていない`;
    case 'controller':
      return qual.who === 'you' ? 'あなたの' : '対戦相手の';
    case 'damaged':
      return qual.damaged ? 'ダメージを受けている' : 'ダメージを受けていない';
    case 'didThisTurn':
      return `このターン中に${qual.act === 'attack' ? '攻撃' : '防御'}を行${qual.did ? 'った' : 'っていない'}`;
    case 'notMoved':
      return `${qual.now}${qual.verb}${qual.noun}以外の`;
    case 'damageTrigger':
      return `【ダメージトリガー】を持${qual.has ? 'つ' : 'たない'}`;
  }
}

export function printSelector(selector: IRSelector): string {
  const tail = selector.tail ? `のうち${selector.tail.map(printTailQual).join('')}もの` : '';
  return selector.quals.map(printQual).join('') + NOUNS[selector.noun] + tail;
}

/** A qualifier after 「…のうち」: 「パワーが5000以下の」「持ち主が対戦相手である」. */
function printTailQual(qual: IRQual): string {
  const bound = 'value' in qual ? `${qual.value}${qual.compare === 'atLeast' ? '以上' : '以下'}の` : '';
  if (qual.kind === 'power') return `パワーが${bound}`;
  if (qual.kind === 'cost') return `コストが${bound}`;
  return printQual(qual);
}

export function printObject(object: IRObject): string {
  if (object.kind === 'elided') return '';
  if (object.kind === 'ref') return printRef(object.ref);
  return printSelector(object.selector) + (object.explicit ? '全て' : '');
}

/** The plain form, or the て-form + 「もよい」 when the controller may decline. */
export function verb(plain: string, te: string, optional: boolean): string {
  return optional ? `${te}もよい` : plain;
}

/** 「このキャラクターのパワー」「あなたのトラッシュの枚数」「…の数」, optionally 「…の2倍」. */
export function printValue(value: IRValueExpr): string {
  const base = value.base;
  const text =
    base.kind === 'moved'
      ? `${base.thisWay ? 'この方法で' : ''}${base.verb}カードの枚数`
      : base.kind === 'attached'
        ? `${printSetHost(base.host)}にセットされている${printSelector(base.selector)}の数`
        : base.kind === 'power'
          ? `${printRef(base.ref)}のパワー`
          : base.kind === 'powerBefore'
            ? `${printRef(base.ref)}が${base.event}直前のパワー`
            : base.kind === 'zone'
              ? `${printPlayer(base.player)}の${ZONES[base.zone]}の枚数`
              : base.kind === 'zoneCount'
                ? `${printZoneOf(base.zone)}の${printSelector(base.selector)}の枚数`
                : `${printSelector(base.selector)}の数`;
  const times = value.times === undefined ? text : `${text}の${value.times}倍`;
  if (value.plus === undefined) return times;
  return value.plus >= 0 ? `${times}に${value.plus}を足した値` : `${times}から${-value.plus}を引いた値`;
}

/** 「このキャラクター」 or a selector, before 「にセットされている」. */
export function printSetHost(host: IRSetHost): string {
  return host.kind === 'self' ? 'このキャラクター' : printSelector(host.selector);
}

/**
 * The counter after a number of cards (issue 22): 「体」 for characters only, 「枚」 for every other card — set cards,
 * world sets, commands and cards in zones (「セットカード1枚につき」, never 「1体につき」).
 */
export function counterOf(noun: NounWord): '体' | '枚' {
  return noun === 'character' ? '体' : '枚';
}
