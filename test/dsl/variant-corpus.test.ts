// Issue 10: the variant corpus — each mechanic × its natural wording variants (word order, 「なら」/「場合」,
// 一体/1体, with or without 「あなたは」), built from the printer's word tables. Every sentence must compile with
// no diagnostic to the intended definition (checked by a predicate on the lowered CardDefinition).
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { DESTINATIONS, NOUNS, ZONES } from '../../codegen/dsl/print/words.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';
import type { Ability, CardDefinition, EffectOp } from '../../src/core/cardTypes.js';
import { cardText } from './helpers.js';

type Check = (def: CardDefinition) => boolean;
interface Variant {
  mechanic: string;
  kind: 'コマンド' | 'キャラクター';
  line: string;
  check: Check;
}

const firstStep = (def: CardDefinition): EffectOp | undefined => {
  const ability = def.abilities[0];
  const effect = def.effect ?? (ability && ability.kind !== 'static' ? ability.effect : undefined);
  return effect?.processes[0]?.steps[0];
};
const unwrap = (op: EffectOp | undefined): EffectOp | undefined =>
  op && (op.op === 'ifThen' || op.op === 'mayDo') ? unwrap(op.then[0]) : op;
const stepIs = (op: string) => (def: CardDefinition) => unwrap(firstStep(def))?.op === op;
const product = <T>(...lists: T[][]): T[][] =>
  lists.reduce<T[][]>((acc, list) => acc.flatMap((a) => list.map((x) => [...a, x])), [[]]);

const players = ['あなたは', ''];
const counters = ['一体', '1体', '１体'];
const ifWords = ['場合', 'なら', 'ならば'];
const drawWordings = [
  'メインデッキからカードを{n}枚引く',
  'カードをメインデッキから{n}枚引く',
  'カードを{n}枚引く',
  '{n}枚カードを引く',
];
const numbers = ['1', '2', '3'];

function variants(): Variant[] {
  const out: Variant[] = [];
  const add = (mechanic: string, kind: Variant['kind'], line: string, check: Check) =>
    out.push({ mechanic, kind, line, check });

  // draw: player × wording × count
  for (const [p, w, n] of product(players, drawWordings, numbers))
    add('draw', 'コマンド', `${p}${w.replace('{n}', n)}。`, (d) => {
      const s = firstStep(d);
      return s?.op === 'draw' && s.count === Number(n);
    });
  // targets: counter × noun × destination
  for (const [c, dest] of product(
    counters,
    Object.keys(DESTINATIONS).filter((k) => !['energy', 'battlefield'].includes(k)),
  ))
    add(
      'target + move',
      'コマンド',
      `キャラクター${c}を対象とし、それを${DESTINATIONS[dest as keyof typeof DESTINATIONS][0]}。`,
      (d) => d.targets?.length === 1 && stepIs('moveCard')(d),
    );
  // several targets (HF-5.10)
  for (const [n, upTo, verb] of product(
    ['二体', '2体', '三体'],
    ['', 'まで'],
    ['それらを破壊する', 'それらに1000ダメージを与える', 'それらをスリープにする'],
  ))
    add('several targets', 'コマンド', `対戦相手のキャラクター${n}${upTo}を対象とし、${verb}。`, (d) => {
      const t = d.targets?.[0];
      return t !== undefined && (t.count ?? 1) >= 2 && (upTo === '' ? t.upTo === undefined : t.upTo === true);
    });
  // conditions with 場合/なら over zones and counts
  for (const [zone, cmp, w] of product(
    ['手札', 'トラッシュ', 'ダメージフィールド', 'ガードデッキ'],
    ['以上', '以下'],
    ifWords,
  ))
    add(
      'zone condition',
      'コマンド',
      `あなたの${zone}が3枚${cmp}${w === '場合' ? 'の' : ''}${w}、カードを1枚引く。`,
      (d) => firstStep(d)?.op === 'ifThen',
    );
  for (const [bound, w] of product(
    ['2体以上いる', 'ちょうど1体いる', 'いない', '1体もいない', '1体以下いる'],
    ifWords,
  ))
    add(
      'count condition',
      'コマンド',
      `あなたの戦場に《竜》を持つキャラクターが${bound}${w}、カードを1枚引く。`,
      (d) => firstStep(d)?.op === 'ifThen',
    );
  for (const [zone, bound] of product(
    ['トラッシュ', 'ダメージフィールド', '手札'],
    ['3枚以上ある', 'ちょうど2枚ある', '無い'],
  ))
    add(
      'zone count condition',
      'コマンド',
      `あなたの${zone}にキャラクターカードが${bound}場合、カードを1枚引く。`,
      (d) => {
        const s = firstStep(d);
        return s?.op === 'ifThen' && s.cond.kind === 'countIn';
      },
    );
  // durations (HF-12.9) on lasting effects
  for (const [dur, amount] of product(
    ['ターン終了時まで', 'このターン中', '次のあなたのターン終了時まで', '次の対戦相手のターン終了時まで'],
    ['+1000', '-2000'],
  ))
    add(
      'duration',
      'コマンド',
      `あなたのキャラクター一体を対象とし、${dur}、それのパワーを${amount}する。`,
      stepIs('modifyPower'),
    );
  for (const dur of ['ターン終了時まで', '次のあなたのターン終了時まで'])
    add(
      'control duration',
      'コマンド',
      `対戦相手のキャラクター一体を対象とし、${dur}、それをあなたのキャラクターとする。`,
      (d) => {
        const s = firstStep(d);
        return s?.op === 'changeControl' && s.duration !== undefined;
      },
    );
  // per each (continuous and one-shot), X×N
  for (const [who, unit] of product(['あなたの', '対戦相手の', 'あなたの他の'], ['+1000', '+500']))
    add(
      'per each (continuous)',
      'キャラクター',
      `[自動] このキャラクターのパワーを、${who}キャラクター1体につき${unit}する。`,
      (d) => d.abilities[0]?.kind === 'static',
    );
  for (const zone of ['トラッシュ', 'ダメージフィールド', '手札'])
    add(
      'per each (zone)',
      'コマンド',
      `対戦相手のキャラクター一体を対象とし、それに、あなたの${zone}のカード1枚につき1000ダメージを与える。`,
      stepIs('damageCharacter'),
    );
  for (const n of ['1000', '500', '2000'])
    add(
      'X×N',
      'キャラクター',
      `[X]：対戦相手のキャラクター一体を対象とし、それにX×${n}ダメージを与える。`,
      (d) => d.abilities[0]?.kind === 'activated',
    );
  // once per turn in every spelling
  for (const [form, text] of product(['lead', 'tail', 'bracket'], ['1ターンに1回', '1ターンに一回']))
    add(
      'once per turn',
      'キャラクター',
      form === 'lead'
        ? `[2]：${text}、カードを1枚引く。`
        : form === 'tail'
          ? `[2]：カードを1枚引く。（${text}）`
          : `[${text}][2]：カードを1枚引く。`,
      (d) => d.abilities[0]?.kind === 'activated' && d.abilities[0].oncePerTurn === true,
    );
  // cost changes
  for (const [who, dir, noun] of product(
    ['あなたの', '対戦相手の'],
    ['少なく', '多く'],
    ['カード', 'コマンド', '《竜》を持つカード'],
  ))
    add('cost change', 'キャラクター', `[自動] ${who}${noun}のエネルギーコストは1${dir}なる。`, (d) => {
      const a = d.abilities[0];
      return a?.kind === 'static' && a.effects[0]?.kind === 'costChange';
    });
  // protection
  for (const src of [
    '対戦相手の効果の',
    '効果の',
    '対戦相手のコマンドの',
    '対戦相手のキャラクターの能力の',
    '',
  ])
    add(
      'untargetable',
      'キャラクター',
      `[自動] このキャラクターは${src}対象にならない。`,
      (d) => d.abilities[0]?.kind === 'static',
    );
  for (const subj of ['このキャラクターは', ''])
    for (const what of ['キャラクターの能力', 'キャラクターカードの効果', '対戦相手のキャラクターの能力'])
      add(
        'unaffected',
        'キャラクター',
        `[自動] ${subj}${what}を受けない。`,
        (d) => d.abilities[0]?.kind === 'static',
      );
  // replacement effects
  for (const [event, instead, w] of product(
    ['破壊される', 'ダメージを受ける', '戦場を離れる', 'トラッシュに置かれる'],
    ['このキャラクターをスリープにする', 'このキャラクターを手札に戻す', 'ゲームから除外する'],
    ['場合', 'なら'],
  ))
    add(
      'replacement',
      'キャラクター',
      `[自動] このキャラクターが${event}${w}、代わりに${instead.startsWith('このキャラクター') ? instead : `このキャラクターを${instead}`}。`,
      (d) => {
        const a = d.abilities[0];
        return a?.kind === 'static' && a.effects[0]?.kind === 'grant' && 'replacement' in a.effects[0].grant;
      },
    );
  // cards in zones
  for (const [zone, dest] of product(
    ['トラッシュ', 'ダメージフィールド', '除外領域'],
    ['手札に加える', '戦場に登場させる', 'メインデッキの一番下に置く', 'ゲームから除外する'],
  ))
    add(
      'pick from a zone',
      'コマンド',
      `あなたの${zone}からキャラクターカードを1枚選び、${dest}。`,
      stepIs('pick'),
    );
  for (const [zone, c] of product(['トラッシュ', 'ダメージフィールド'], ['一枚', '1枚', '二枚まで']))
    add(
      'target in a zone',
      'コマンド',
      `あなたの${zone}のキャラクターカード${c}を対象とし、それを手札に加える。`,
      (d) => d.targets?.[0]?.kind === 'cardInZone',
    );
  // compound sentences
  for (const [amount, kw] of product(['+1000', '+3000'], ['【貫通】', '【強撃】', '《竜》']))
    add(
      'chain',
      'キャラクター',
      `[スリープ]：ターン終了時まで、このキャラクターのパワーを${amount}し、${kw}を得る。`,
      (d) => {
        const a = d.abilities[0];
        return a?.kind === 'activated' && a.effect.processes[0].steps.length === 2;
      },
    );
  // selectors naming keywords and nouns
  for (const [kw, noun] of product(['【神速】', '【反撃】', '【警戒】'], ['キャラクター']))
    add(
      'keyword selector',
      'コマンド',
      `${kw}を持つ${noun}一体を対象とし、それを破壊する。`,
      (d) => d.targets?.[0]?.filter?.hasKeyword !== undefined,
    );
  // modal (header; the modes are the next lines)
  for (const [n, upTo] of product(['1', '2'], ['', 'まで']))
    add(
      'modal',
      'コマンド',
      `以下から${n}つ${upTo}選ぶ。\n  ・カードを1枚引く。\n  ・対戦相手に1ダメージを与える。\n  ・あなたのキャラクター全てのパワーを+1000する。`,
      (d) => d.modal?.choose === Number(n),
    );
  // self-reference from beyond the battlefield (RULING HF-9.6)
  for (const dest of [
    '手札に戻す',
    'メインデッキの一番下に置く',
    'ゲームから除外する',
    'ガードデッキに加える',
  ])
    add(
      'self beyond the battlefield',
      'キャラクター',
      `[自動] このキャラクターが破壊された時、このカードを${dest}。`,
      (d) => d.abilities[0]?.kind === 'auto',
    );
  // zones and nouns from the word tables
  for (const [zone, noun] of product(Object.values(ZONES), [
    NOUNS.characterCard,
    NOUNS.commandCard,
    NOUNS.card,
  ]))
    if (zone !== ZONES.mainDeck && zone !== ZONES.guardDeck)
      add(
        'zone × noun',
        'コマンド',
        `あなたの${zone}から${noun}を1枚まで選び、手札に加える。`,
        stepIs('pick'),
      );
  // damage to players and characters
  for (const [who, n, points] of product(['対戦相手', 'あなた', '各プレイヤー'], numbers, ['', '点の']))
    add('player damage', 'コマンド', `${who}に${n}${points}ダメージを与える。`, stepIs('damagePlayer'));
  // power changes on every kind of object
  for (const [obj, amount] of product(
    [
      'このキャラクター',
      'あなたのキャラクター全て',
      '対戦相手のキャラクター全て',
      '《竜》を持つキャラクター全て',
    ],
    ['+1000', '-1000', '+X'],
  ))
    add(
      'power',
      'キャラクター',
      `[${amount === '+X' ? 'X' : '1'}]：ターン終了時まで、${obj}のパワーを${amount}する。`,
      (d) => d.abilities[0]?.kind === 'activated',
    );
  // grants with optional 「…してもよい」 and 「あなたは」
  for (const [kw, opt] of product(
    ['【貫通】', '【強撃】', '【警戒】', '【神速】', '《剣士》'],
    ['得る', '得てもよい'],
  ))
    add(
      'grant',
      'キャラクター',
      `[自動] このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターは${kw}を${opt}。`,
      (d) => d.abilities[0]?.kind === 'auto',
    );
  // discard / search / look with and without 「あなたは」
  for (const [p, n] of product(players, numbers)) {
    add('discard', 'コマンド', `${p}手札を${n}枚捨てる。`, stepIs('discard'));
    add('look', 'コマンド', `${p}メインデッキを上から${n}枚見る。`, stepIs('lookAtTop'));
  }
  // triggers × effects
  const triggers = [
    'このキャラクターが戦場に登場した時',
    'このキャラクターが攻撃を行うたび',
    'このキャラクターが防御を行うたび',
    'このキャラクターが破壊された時',
    'あなたのメインフェイズ開始時',
    '対戦相手のターン終了時',
  ];
  for (const [t, e] of product(triggers, [
    'カードを1枚引く',
    '対戦相手に1ダメージを与える',
    'あなたのキャラクター全てのパワーを+1000する',
  ]))
    add('trigger', 'キャラクター', `[自動] ${t}、${e}。`, (d) => d.abilities[0]?.kind === 'auto');
  // trigger spellings designers use (登場した時 / 出た時, 攻撃を行うたび / 攻撃するたび / 攻撃した時, フェイズの開始時)
  for (const t of [
    'このキャラクターが戦場に出た時',
    'このキャラクターが攻撃するたび',
    'このキャラクターが攻撃した時',
    '自分のメインフェイズの開始時',
    '相手のターン終了時',
  ])
    add(
      'trigger spelling',
      'キャラクター',
      `[自動] ${t}、カードを1枚引く。`,
      (d) => d.abilities[0]?.kind === 'auto',
    );
  // players as 自分 / 相手
  for (const [who, what] of product(
    ['相手', '自分'],
    ['に1ダメージを与える', 'の手札が2枚以下の場合、カードを1枚引く'],
  ))
    add('player spelling', 'コマンド', `${who}${what}。`, (d) => firstStep(d) !== undefined);
  // 「…してもよい。そうした場合、…」: the second part only if the first was done
  for (const [first, then] of product(
    ['あなたは手札を1枚捨ててもよい', 'このキャラクターをスリープにしてもよい'],
    ['カードを2枚引く', '対戦相手に1ダメージを与える'],
  ))
    add(
      'if you do',
      'キャラクター',
      `[自動] このキャラクターが戦場に登場した時、${first}。そうした場合、${then}。`,
      (d) => {
        const a = d.abilities[0];
        const step = a?.kind === 'auto' ? a.effect.processes[0].steps[0] : undefined;
        return step?.op === 'mayDo' && step.then.length === 2;
      },
    );
  // wordings designers reached for first (issue 10 set): no count, 「…にある」, 「…を2体まで対象とし」, a one-shot 破壊されない
  for (const w of ['場合', 'なら'])
    add(
      'some',
      'コマンド',
      `あなたの《竜》を持つキャラクターがいる${w}、カードを1枚引く。`,
      (d) => firstStep(d)?.op === 'ifThen',
    );
  add(
    'in a zone (にある)',
    'キャラクター',
    '[自動] このキャラクターのパワーを、あなたのトラッシュにあるキャラクターカード1枚につき+500する。',
    (d) => d.abilities[0]?.kind === 'static',
  );
  add(
    'target with を',
    'コマンド',
    '相手のキャラクターを2体まで対象とし、それらに1000ダメージを与える。',
    (d) => d.targets?.[0]?.count === 2,
  );
  add(
    'granted continuous',
    'キャラクター',
    '[2]：ターン終了時まで、このキャラクターは破壊されない。',
    (d) => {
      const a = d.abilities[0];
      const step = a?.kind === 'activated' ? a.effect.processes[0].steps[0] : undefined;
      return step?.op === 'grant' && 'ability' in step.grant;
    },
  );
  // looked-at cards go anywhere (issue 10: 「revealed or looked-at cards」)
  for (const dest of ['手札に加え', '戦場に登場させ', 'ゲームから除外し', 'メインデッキの一番下に置き'])
    add(
      'look and pick',
      'コマンド',
      `あなたはメインデッキを上から3枚見て、その中からキャラクターカードを1枚まで${dest}、残りをトラッシュに置く。`,
      (d) => {
        const s = firstStep(d);
        return s?.op === 'lookAtTop' && s.pick !== undefined && s.rest === 'trash';
      },
    );
  // 「…につき、」 in front, 「…の数×1000」, 「…し、その後、…」, 「…。1ターンに1回。」, 「あなたのターンの間、」
  for (const zone of ['ダメージフィールド', 'トラッシュ'])
    add(
      'per each in front',
      'コマンド',
      `あなたの${zone}のカード1枚につき、対戦相手に1ダメージを与える。`,
      stepIs('damagePlayer'),
    );
  add(
    'value × N',
    'コマンド',
    '対戦相手のキャラクター一体を対象とし、それに、あなたの《竜》を持つキャラクターの数×1000ダメージを与える。',
    (d) => {
      const s = firstStep(d);
      return s?.op === 'damageCharacter' && typeof s.amount === 'object';
    },
  );
  add(
    'chain with その後',
    'コマンド',
    'あなたはカードを2枚引き、その後、手札を1枚捨てる。',
    (d) => d.effect?.processes[0].steps.length === 2,
  );
  add(
    'once as a sentence',
    'キャラクター',
    '[1][スリープ]：対戦相手に1ダメージを与える。1ターンに1回。',
    (d) => d.abilities[0]?.kind === 'activated' && d.abilities[0].oncePerTurn === true,
  );
  add(
    'during your turn',
    'キャラクター',
    '[自動] あなたのターンの間、このキャラクターのパワーを+2000する。',
    (d) => {
      const a = d.abilities[0];
      return a?.kind === 'static' && a.condition?.kind === 'yourTurn';
    },
  );
  // second round of designer wordings
  add('discard, chosen', 'コマンド', '対戦相手は自分の手札を1枚選んで捨てる。', stepIs('discard'));
  add(
    'そのキャラクター',
    'コマンド',
    '対戦相手のキャラクター一体を対象とし、そのキャラクターを破壊する。',
    stepIs('destroy'),
  );
  add(
    'pick with の',
    'コマンド',
    'あなたのトラッシュのカードを2枚まで選び、メインデッキの一番下に置く。',
    stepIs('pick'),
  );
  add(
    'two grants',
    'コマンド',
    'あなたのキャラクター一体を対象とし、それは【反撃】と【警戒】を得る。',
    (d) => d.effect?.processes[0].steps.length === 2,
  );
  add(
    'passive power',
    'キャラクター',
    '[自動] このキャラクターのパワーは+1000される。',
    (d) => d.abilities[0]?.kind === 'static',
  );
  // 「このキャラクター以外の…」 opens a selector, not the ref 「このキャラクター」 (PEG: ref must not take it)
  add(
    'notSelf before the power of',
    'キャラクター',
    '[自動]：このキャラクター以外のあなたのキャラクターのパワーを+1000する。',
    (d) => {
      const a = d.abilities[0];
      const e = a?.kind === 'static' ? a.effects[0] : undefined;
      return e?.kind === 'power' && e.affects !== 'self' && e.affects.notSelf === true;
    },
  );
  add(
    'notSelf, all, lasting',
    'キャラクター',
    '[自動] このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクター以外のあなたのキャラクター全てのパワーを+1000する。',
    (d) => d.abilities[0]?.kind === 'auto',
  );
  // a noun-final condition keeps 「である」 before 「限り」 when printed (hflux fmt)
  for (const cond of ['あなたのターンである', 'あなたの手札が5枚以上である'])
    add(
      '「…である限り」',
      'キャラクター',
      `[自動]：${cond}限り、このキャラクターのパワーを+1000する。`,
      (d) => d.abilities[0]?.kind === 'static' && d.abilities[0].condition !== undefined,
    );
  quotedAbilities(add);
  return out;
}

/** The targets of a triggered or activated ability (a continuous one has none). */
const targetsOf = (a: Ability | undefined) => (a && a.kind !== 'static' ? (a.targets ?? []) : []);

/** The ability a card's first step or first continuous effect grants (「「…」を得る」). */
function grantedAbility(def: CardDefinition): Ability | undefined {
  const ability = def.abilities[0];
  const effect = ability?.kind === 'static' ? ability.effects[0] : undefined;
  const step = unwrap(firstStep(def));
  const grant =
    effect?.kind === 'grant'
      ? effect.grant
      : step?.op === 'grant' || step?.op === 'grantAll'
        ? step.grant
        : undefined;
  return grant && 'ability' in grant ? grant.ability : undefined;
}

/** 「…は「…」を得る」: an ability written as a card's own line, quoted (HF-12). */
function quotedAbilities(add: (m: string, k: Variant['kind'], line: string, check: Check) => void): void {
  const drawOnAttack = 'このキャラクターが攻撃を行うたび、あなたはメインデッキからカードを1枚引く。';
  for (const sep of [' ', '：'])
    add(
      'quoted auto ability',
      'コマンド',
      `キャラクター一体を対象とし、ターン終了時まで、それは「[自動]${sep}${drawOnAttack}」を得る。`,
      (d) => {
        const a = grantedAbility(d);
        return a?.kind === 'auto' && a.trigger.on === 'attack' && a.trigger.who === 'self';
      },
    );
  add(
    'quoted activated ability',
    'キャラクター',
    '[自動]：このキャラクターは「[1][スリープ]：対戦相手に1ダメージを与える。」を得る。',
    (d) => grantedAbility(d)?.kind === 'activated',
  );
  add(
    'quoted ability with a target',
    'キャラクター',
    '[自動]：このキャラクターが戦場に居る限り、あなたの他のキャラクターは「[1]：対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。」を得る。',
    (d) => targetsOf(grantedAbility(d)).length === 1,
  );
  add(
    'quoted ability to every 《竜》',
    'キャラクター',
    `[自動]：あなたの《竜》を持つキャラクター全ては「[自動] ${drawOnAttack}」を得る。`,
    (d) => grantedAbility(d)?.kind === 'auto',
  );
  add(
    'quoted continuous sentence',
    'コマンド',
    'キャラクター一体を対象とし、ターン終了時まで、それは「このキャラクターは破壊されない。」を得る。',
    (d) => grantedAbility(d)?.kind === 'static',
  );
  add(
    'quoted name inside a quoted ability',
    'キャラクター',
    '[自動]：このキャラクターは「[スリープ]：「炎の剣」という名前のキャラクター一体を対象とし、それを破壊する。」を得る。',
    (d) => {
      const target = targetsOf(grantedAbility(d))[0];
      return target?.kind === 'character' && target.filter?.name === '炎の剣';
    },
  );
  add('quoted keyword', 'コマンド', 'キャラクター一体を対象とし、それは「【反撃】」を得る。', (d) => {
    const step = firstStep(d);
    return step?.op === 'grant' && 'keyword' in step.grant && step.grant.keyword === 'counter';
  });
}

const corpus = variants();

describe('issue 10 variant corpus', () => {
  test('has at least 300 sentences', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
  });
  test.each(corpus.map((v) => [v.mechanic, v.line, v] as const))('%s: %s', (_m, _l, v) => {
    const result = compileText(cardText(v.kind, v.line.split('\n  ')), 'variant.hf');
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
    expect(v.check(result.cards[0].def)).toBe(true);
    // `hflux fmt` round trip: the canonical text compiles to the same definition (and is a fixed point)
    const formatted = formatText(cardText(v.kind, v.line.split('\n  ')), 'variant.hf');
    const canonical = formatted.text ?? '';
    const again = compileText(canonical, 'variant.hf');
    expect(again.diagnostics).toEqual([]);
    expect({ ...again.cards[0].def, text: '', source: undefined }).toEqual({
      ...result.cards[0].def,
      text: '',
      source: undefined,
    });
    expect(formatText(canonical, 'variant.hf').text).toBe(canonical);
  });
});

describe('printing keeps natural Japanese', () => {
  test.each(['あなたのターンである', 'あなたの手札が5枚以上である'])(
    'HF-12.9 「%s限り」 keeps 「である」 after hflux fmt',
    (cond) => {
      const line = `[自動]：${cond}限り、このキャラクターのパワーを+1000する。`;
      const text = formatText(cardText('キャラクター', [line]), 'variant.hf').text ?? '';
      expect(text).toContain(`  ${line}\n`);
    },
  );
});
