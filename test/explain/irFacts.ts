// Point 3b of issue 10 ("nothing silently lost"): facts read from a card's IR (what the text says,
// codegen/dsl/ir.ts) that must all show up in the explanation of its lowered CardDefinition (src/explain/).
// Each fact is a phrase and how many times the IR says it; the explanation must say it at least that often.
// The walk is generic (every number, every 《》「」【】 name) plus one rule per IR node kind, so an IR node kind
// this file does not know is reported rather than skipped.

/** A phrase the explanation must contain at least `count` times (`number`: as a whole number). */
export interface Fact {
  kind: 'number' | 'phrase' | 'pattern';
  text: string;
  count: number;
  /** What in the IR asked for it, for the failure message. */
  why: string;
}

type Node = Record<string, unknown>;

const SKIP_KEYS = new Set([
  'span',
  'comments',
  'leading',
  'trailing',
  'trailingComment',
  'broken',
  'brokenLines',
]);
/** Numbers that are not printed quantities. */
const NON_QUANTITY = new Set(['sign']);

const DURATIONS: Record<string, string> = {
  endOfTurn: 'ターン終了時まで',
  thisTurn: 'ターン終了時まで',
  endOfGame: 'ゲーム終了時まで',
  whileOnField: '戦場に居る',
  untilYourNextTurnEnd: '次のあなたのターン終了時まで',
  untilOpponentNextTurnEnd: '次の対戦相手のターン終了時まで',
  untilYourNextTurnStart: '次のあなたのターン開始時まで',
  untilOpponentNextTurnStart: '次の対戦相手のターン開始時まで',
};

const TRIGGERS: Record<string, string> = {
  enter: '登場した時',
  attack: '攻撃を行うたび',
  defend: '防御を行うたび',
  destroyed: '破壊された時',
  destroysByAttack: '攻撃によるダメージでキャラクターを破壊した時',
  setSelf: 'セットされた時',
  cardSetOnSelf: 'カードがセットされた時',
  counter: '防御が成功し',
  damaged: 'ダメージを受けた時',
  turnEnd: 'ターン終了時',
};

/** The word every explanation of an IR action says (one per action). */
const ACTIONS: Record<string, string> = {
  draw: '引く',
  discard: '捨てる',
  lose: '敗北する',
  look: '見る',
  search: '探して',
  topCard: 'メインデッキの', // 「…一番上のカード」 or 「…上から3枚」 (issue 22)
  faceDown: '裏向き',
  placeEnergy: 'エネルギーとして置く',
  activateEnergy: 'アクティブにする',
  damage: 'ダメージ',
  power: 'パワーを',
  attackBonus: 'ダメージを+',
  unblockable: '防御されない',
  indestructible: '破壊されない',
  cannot: 'できない',
  grant: 'を得る',
  costChange: 'エネルギーコスト',
  untargetable: '対象にならない',
  unaffected: '受けない',
  pick: '選び',
  destroy: '破壊する',
  state: 'にする',
  negate: '無効にする',
  control: 'コントロールを得る',
  move: '', // the destination says it (DESTINATIONS)
  extraDeck: 'エクストラデッキ',
};

const DESTINATIONS: Record<string, string> = {
  trash: 'トラッシュ',
  hand: '手札',
  handAdd: '手札',
  ownerHand: '手札',
  mainTop: 'メインデッキの一番上',
  mainBottom: 'メインデッキの一番下',
  guardDeck: 'ガードデッキ',
  damageField: 'ダメージフィールド',
  excluded: '除外',
  energy: 'エネルギー',
  battlefield: '戦場',
  battlefieldAsleep: 'スリープで戦場', // issue 22
};

const PHASES: Record<string, string> = {
  active: 'アクティブフェイズ',
  draw: 'ドローフェイズ',
  energy: 'エネルギーフェイズ',
  main: 'メインフェイズ',
  discard: 'ディスカードフェイズ',
};

class Facts {
  readonly byKey = new Map<string, Fact>();
  readonly unknown: string[] = [];

  add(kind: Fact['kind'], text: string, why: string): void {
    const key = `${kind}:${text}`;
    const fact = this.byKey.get(key);
    if (fact) fact.count++;
    else this.byKey.set(key, { kind, text, count: 1, why });
  }

  phrase(text: string, why: string): void {
    this.add('phrase', text, why);
  }

  lookup(table: Record<string, string>, value: unknown, what: string): void {
    const text = typeof value === 'string' && Object.hasOwn(table, value) ? table[value] : undefined;
    if (text === undefined) this.unknown.push(`${what} ${JSON.stringify(value)}`);
    else if (text !== '') this.phrase(text, `${what} ${String(value)}`);
  }
}

function isName(node: Node): boolean {
  return typeof node.name === 'string' && typeof node.span === 'object' && Object.keys(node).length === 2;
}

/** Rules per node kind; `parentKey` is the key the node hangs under. */
function kindFacts(node: Node, parentKey: string, facts: Facts): void {
  const kind = node.kind;
  if (typeof kind !== 'string') return;
  if ((parentKey === 'player' || parentKey === 'to') && (kind === 'you' || kind === 'opponent')) {
    facts.phrase(kind === 'opponent' ? '対戦相手' : 'あなた', `player ${kind}`);
    return;
  }
  switch (parentKey) {
    case 'trigger':
      if (kind === 'phase') {
        facts.lookup(PHASES, node.phase, 'phase');
        facts.phrase(node.edge === 'start' ? '開始時' : '終了時', `phase ${String(node.edge)}`);
      } else facts.lookup(TRIGGERS, kind, 'trigger');
      return;
    case 'actions':
    case 'action':
      // a search that must take what it finds, or a random one, is not worded 「探して」 (docs/engine.md, HF-5.9)
      if (kind === 'search' && node.exact === true)
        facts.phrase('（あれば必ず）選んで', 'search: must take one');
      else if (kind === 'search' && node.random === true) facts.phrase('ランダムに選び', 'search: at random');
      else facts.lookup(ACTIONS, kind, 'action');
      if (kind === 'move' || kind === 'topCard') facts.lookup(DESTINATIONS, node.to, 'destination');
      // issue 22: the top N revealed, a random discard, asleep energy
      if (kind === 'look' && node.reveal === true) facts.phrase('公開する', 'look: revealed');
      if (kind === 'look' && node.rest === 'shuffle')
        facts.phrase('シャッフル', 'look: the rest shuffled in');
      if (kind === 'search' && node.reveal === true) facts.phrase('公開して', 'search: revealed');
      if (kind === 'pick' && node.seeAll === true) facts.phrase('を全て見て', 'pick: sees the whole zone');
      if (kind === 'discard' && node.random === true) facts.phrase('ランダム', 'discard at random');
      if (kind === 'placeEnergy' && node.state === 'sleep') facts.phrase('スリープ', 'energy asleep');
      if (kind === 'state')
        facts.phrase(node.state === 'sleep' ? 'スリープ' : 'アクティブ', `state ${String(node.state)}`);
      return;
    case 'prefixes':
      return prefixFacts(node, facts);
    case 'cond':
      if (kind === 'zoneEmpty') facts.add('pattern', '0枚|1枚もない', 'condition zoneEmpty');
      if (kind === 'turn') facts.phrase('ターン中', 'condition turn');
      if (typeof node.compare === 'string')
        facts.phrase(node.compare === 'atLeast' ? '以上' : '以下', 'condition compare');
      return;
    case 'bound':
      if (kind === 'none') facts.add('pattern', '1(体|枚)も(い)?ない', 'bound none');
      if (kind === 'exactly') facts.phrase('ちょうど', 'bound exactly');
      if (kind === 'compare') facts.phrase(node.compare === 'atLeast' ? '以上' : '以下', 'bound compare');
      return;
    case 'quals':
      if (kind === 'state')
        facts.phrase(node.state === 'sleep' ? 'スリープ' : 'アクティブ', 'qualifier state');
      if (kind === 'lacksKeyword') facts.phrase('を持たない', 'qualifier lacksKeyword');
      if (kind === 'notSelf') facts.phrase('以外', 'qualifier notSelf');
      if (kind === 'power')
        facts.phrase(node.compare === 'atLeast' ? '以上' : '以下', `power ${String(node.compare)}`);
      if (kind === 'controller')
        facts.phrase(node.who === 'opponent' ? '対戦相手' : 'あなた', `controller ${String(node.who)}`);
      return;
    case 'sentences':
      if (kind === 'action') {
        if (node.optional === true) facts.phrase('てもよい', '「…してもよい」');
        if (node.continues === true) facts.phrase('の続き（その後）', '「その後、」');
      }
      if (kind === 'chooseModes') facts.phrase('モード：', '「以下から…選ぶ」');
      return;
    case 'lines':
      if (kind === 'mode') facts.add('pattern', 'モード\\d+「', 'a 「・」 mode line');
      if (kind === 'damageTrigger') facts.phrase('【ダメージトリガー】', 'damage trigger line');
      if (kind === 'ougi') facts.phrase('【奥義', 'ougi line');
      if (kind === 'kuusou') facts.phrase('【空装】', 'kuusou line');
      return;
  }
}

function prefixFacts(node: Node, facts: Facts): void {
  switch (node.kind) {
    case 'condition':
      facts.phrase('条件', 'a condition prefix');
      return;
    case 'duration':
      facts.lookup(DURATIONS, node.duration, 'duration');
      return;
    case 'durationWhile':
      facts.phrase('限り', 'a 「…限り」 duration');
      return;
    case 'target':
      // 「…を対象とし」 is a target whatever names it (000 ■効果と対象), 「これに攻撃したキャラクター全体」 too (HF-13.1)
      facts.add('pattern', '対象\\d+：', 'a target');
      return;
    case 'replace':
      facts.phrase('代わりに', 'a replacement');
      return;
    default:
      facts.unknown.push(`prefix ${JSON.stringify(node.kind)}`);
  }
}

/** A pick among cards looked at (issue 22): 「1枚を選び」 must take one, 「公開して」 shows it. */
function lookPickFacts(node: Node, facts: Facts): void {
  if (node.exact === true) facts.add('pattern', '選べるなら必ず|全て|（必ず）', 'look: exact pick');
  if (node.reveal === true) facts.phrase('公開して', 'look: the chosen card revealed');
  facts.lookup(DESTINATIONS, node.to, 'destination');
}

function walk(value: unknown, key: string, facts: Facts): void {
  if (SKIP_KEYS.has(key)) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, key, facts);
    return;
  }
  if (typeof value === 'number') {
    if (!NON_QUANTITY.has(key)) facts.add('number', String(value), `number ${key}`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Node;
  if (isName(node)) {
    facts.phrase(node.name as string, `name ${key}`);
    return;
  }
  kindFacts(node, key, facts);
  if (key === 'pick' && typeof node.selector === 'object') lookPickFacts(node, facts);
  if (key === 'once') facts.phrase('1ターンに1回', '「1ターンに1回」');
  if (node.upTo === true) facts.phrase('まで', 'upTo');
  for (const [k, v] of Object.entries(node)) walk(v, k, facts);
}

/** The facts of an IR card or keyword definition, and the IR node kinds no rule knows. */
export function irFacts(ir: unknown): { facts: Fact[]; unknown: string[] } {
  const facts = new Facts();
  walk(ir, '', facts);
  return { facts: [...facts.byKey.values()], unknown: facts.unknown };
}

function occurrences(text: string, fact: Fact): number {
  if (fact.kind === 'number') {
    const escaped = fact.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return text.match(new RegExp(`(?<![0-9])${escaped}(?![0-9])`, 'g'))?.length ?? 0;
  }
  if (fact.kind === 'pattern') return text.match(new RegExp(fact.text, 'g'))?.length ?? 0;
  return text.split(fact.text).length - 1;
}

/** The facts the explanation says fewer times than the IR (empty: they agree). */
export function missingFacts(facts: readonly Fact[], explanation: string): string[] {
  return facts.flatMap((fact) => {
    const found = occurrences(explanation, fact);
    return found >= fact.count
      ? []
      : [`${fact.why}: 「${fact.text}」 ×${fact.count} in the IR, ×${found} in the explanation`];
  });
}
