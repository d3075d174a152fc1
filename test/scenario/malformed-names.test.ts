// Scenario files that name what is not there — an unknown card, a `#n` past the last copy, an ability or mode
// the card lacks, a misspelt verb, event type or key — and expectations of the wrong shape: each is a
// file:line error (exit 2) with a 「もしかして」 suggestion where one is close, never a failed or "not legal" check.
import { describe, expect, it } from 'vitest';
import { FILE, fileError, scenario } from './harness.js';

/** The 1-based line of the first line of `text` containing `needle`. */
function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`not in the scenario: ${needle}`);
  return i + 1;
}

/** The error expected for the line holding `needle`. */
function errorAt(text: string, needle: string, problem: string): [string, string] {
  return [fileError(text), `${FILE}:${lineOf(text, needle)}: ${problem}`];
}

const BOARD = {
  a: ['battlefield: [紅蓮の剣士, 学徒]', 'hand: [業火, 学徒]', 'energy: 3', 'guardDeck: [守りの盾]'],
  b: ['battlefield: [学徒]', 'guardDeck: [守りの盾]'],
};

describe('card names in steps and expectations', () => {
  it('an unknown card in a step, with a suggestion', () => {
    const text = scenario({ ...BOARD, steps: ['A: attack 紅蓮の剣 -> B'] });
    const [actual, wanted] = errorAt(
      text,
      '紅蓮の剣 ->',
      'step 1: このシナリオに「紅蓮の剣」というカードはありません（もしかして「紅蓮の剣士」？）',
    );
    expect(actual).toBe(wanted);
  });

  it('an unknown card in illegal: is a file error, not "not legal"', () => {
    const text = scenario({ ...BOARD, expect: ['illegal: "A: play 業化 target B:学徒"'] });
    expect(fileError(text)).toBe(
      `${FILE}:${lineOf(text, 'illegal:')}: このシナリオに「業化」というカードはありません（もしかして「業火」？）`,
    );
  });

  it('an unknown card in the map form of illegal: too', () => {
    const text = scenario({
      ...BOARD,
      expect: ['illegal: { step: "A: attack 紅蓮の剣士 -> B:学従", code: not-legal }'],
    });
    expect(fileError(text)).toBe(
      `${FILE}:${lineOf(text, 'illegal:')}: このシナリオに「学従」というカードはありません（もしかして「学徒」？）`,
    );
  });

  it('#n beyond the owner’s copies names them all', () => {
    const text = scenario({ ...BOARD, steps: ['A: attack A:学徒#3 -> B'] });
    const [actual, wanted] = errorAt(
      text,
      'A:学徒#3',
      'step 1: 「A:学徒#3」: A の「学徒」は2枚です（A:学徒#1、A:学徒#2）',
    );
    expect(actual).toBe(wanted);
  });

  it('#n beyond the copies of both players (the older notation without an owner)', () => {
    const text = scenario({ ...BOARD, expect: ['card: { ref: 学徒#4, zone: hand }'] });
    expect(fileError(text)).toBe(
      `${FILE}:${lineOf(text, '学徒#4')}: 「学徒#4」: 「学徒」は3枚です（A:学徒#1、A:学徒#2、B:学徒#1）`,
    );
  });

  it('#0 is not a number a card can have', () => {
    const text = scenario({ ...BOARD, expect: ['card: { ref: "A:学徒#0", zone: hand }'] });
    expect(fileError(text)).toBe(`${FILE}:${lineOf(text, '#0')}: 「A:学徒#0」: #の番号は1からです`);
  });

  it('an owner who has no card of that name is told where the cards are', () => {
    const text = scenario({ ...BOARD, expect: ['card: { ref: B:紅蓮の剣士, zone: battlefield }'] });
    expect(fileError(text)).toBe(
      `${FILE}:${lineOf(text, 'B:紅蓮の剣士')}: 「B:紅蓮の剣士」: B の「紅蓮の剣士」はありません（あるのは A:紅蓮の剣士#1）`,
    );
  });

  it('a card: expectation needs one card: an ambiguous name lists the references to choose from', () => {
    const text = scenario({ ...BOARD, expect: ['card: { ref: A:学徒, zone: hand }'] });
    expect(fileError(text)).toBe(
      `${FILE}:${lineOf(text, 'ref: A:学徒')}: 「A:学徒」は2枚あります（A:学徒#1、A:学徒#2）。1枚に決まる書き方（A:名前#番号）をしてください`,
    );
  });

  it('names in zone lists, view:, options: and event fields are checked too', () => {
    const cases: [string, string, string][] = [
      ['zone: { player: A, zone: hand, contains: [業化] }', '業化', '業火'],
      ['view: { player: B, sees: [紅蓮の剣], hidden: [] }', '紅蓮の剣', '紅蓮の剣士'],
      ['options: { contains: ["A: attack 紅蓮の剣 -> B"] }', '紅蓮の剣', '紅蓮の剣士'],
      ['event: { type: destroyed, card: 学従 }', '学従', '学徒'],
    ];
    for (const [item, wrong, hint] of cases) {
      const text = scenario({ ...BOARD, expect: [item] });
      expect(fileError(text)).toBe(
        `${FILE}:${lineOf(text, item)}: このシナリオに「${wrong}」というカードはありません（もしかして「${hint}」？）`,
      );
    }
  });
});

describe('abilities and modes the card does not have', () => {
  const SORCERER = { a: ['battlefield: [二刀の術師]', 'energy: 1'], b: BOARD.b };
  const ABILITIES =
    '1「[1]：対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。」、2「[スリープ]：あなたはメインデッキからカードを1枚引く。」';

  it('an ability number past the card’s activated abilities lists them', () => {
    const text = scenario({ ...SORCERER, steps: ['A: activate 二刀の術師 ability 3'] });
    const [actual, wanted] = errorAt(
      text,
      'ability 3',
      `step 1: 「二刀の術師」に3番目の起動能力はありません（起動能力: ${ABILITIES}）`,
    );
    expect(actual).toBe(wanted);
  });

  it('ability text found on no card of the game', () => {
    const text = scenario({
      ...SORCERER,
      expect: ['illegal: "A: activate 二刀の術師 ability 5000ダメージ"'],
    });
    expect(fileError(text)).toBe(
      `${FILE}:${lineOf(text, 'illegal:')}: 「二刀の術師」に「5000ダメージ」を含む起動能力はありません（起動能力: ${ABILITIES}）`,
    );
  });

  it('an engine key that is not an activated ability (p0 is the 【反撃】 expansion)', () => {
    const text = scenario({ ...SORCERER, steps: ['A: activate 二刀の術師 ability p0'] });
    const [actual, wanted] = errorAt(
      text,
      'ability p0',
      `step 1: 「二刀の術師」の p0 は起動能力ではありません（起動能力: ${ABILITIES}）`,
    );
    expect(actual).toBe(wanted);
  });

  it('RULING HF-5.13 a mode number past the card’s modes lists them; a card without modes says so', () => {
    const modal = scenario({ a: ['hand: [二択の術]'], b: BOARD.b, steps: ['A: play 二択の術 mode 3'] });
    expect(fileError(modal)).toBe(
      `${FILE}:${lineOf(modal, 'mode 3')}: step 1: 「二択の術」にモード3はありません（モード: 1「あなたはメインデッキからカードを1枚引く。」、2「対戦相手のキャラクター一体を対象とし、それに500ダメージを与える。」）`,
    );
    const plain = scenario({ ...BOARD, steps: ['A: play 業火 mode 1 target B:学徒'] });
    expect(fileError(plain)).toBe(
      `${FILE}:${lineOf(plain, 'mode 1')}: step 1: 「業火」にはモード（「以下から…選ぶ」）がありません`,
    );
  });
});

describe('the step notation', () => {
  const cases: [string, string][] = [
    [
      'A: atack 紅蓮の剣士 -> B',
      '不明な動作「atack」（もしかして「attack」？）（使える動作: pass, end, concede, attack, play, activate, defend, damage, reload, energy, mulligan, reveal, kuusou, discard, choose, may, pay, order, expire, targets, extra-draw, replace）',
    ],
    ['A: energy foo', '「A: energy foo」: energy の後は place か skip です（値: foo）'],
    ['A: may maybe', '「A: may maybe」: may の後は yes か no です（値: maybe）'],
    ['A: pass now', '「A: pass now」: pass の後には何も書きません（値: now）'],
    [
      'A: attack 紅蓮の剣士',
      '「A: attack 紅蓮の剣士」: attack は「attack 攻撃者 -> B」か「attack 攻撃者 -> 対象」と書きます',
    ],
    ['A: play 業火 target', '「A: play 業火 target」: target の後にカードを書いてください'],
    ['A: play 業火 mode two', '「A: play 業火 mode two」: mode の番号は1以上の整数です（値: two）'],
    ['A: expire 0', '「A: expire 0」: expire の番号は1からです（値: 0）'],
    ['A: play', '「A: play」: play の後にカードを書いてください'],
  ];
  for (const [step, problem] of cases) {
    it(`"${step}"`, () => {
      const text = scenario({ ...BOARD, steps: [step] });
      expect(fileError(text)).toBe(`${FILE}:${lineOf(text, JSON.stringify(step))}: step 1: ${problem}`);
    });
  }
});

describe('expectations of the wrong shape', () => {
  const cases: [string, string][] = [
    [
      'evnets: []',
      '不明なキー「evnets」（もしかして「events」？）（使えるキー: pending, zone, card, event, noEvent, events, energy, marker, view, options, result, legal, illegal, invariants, refused, after, count）',
    ],
    ['events: []', 'events: には順に起きるイベントを1つ以上書いてください'],
    ['events: { type: destroyed }', 'expect.0.events はリスト（- …）で書いてください'],
    ['events: [{ card: 学徒 }]', 'イベントには type: を書いてください'],
    ['energy: { player: A }', 'energy: には active: / asleep: / total: を書いてください'],
    ['energy: { player: A, active: -1 }', 'expect.0.energy.active は0以上です（値: -1）'],
    ['energy: 3', 'energy: は { player: A, active: 2, asleep: 1 } の形で書きます'],
    ['marker: C', 'marker: は A / B / none か { player: B, held: true } です（値: C）'],
    ['marker: { player: B, held: yes }', 'held は true か false です（値: yes）'],
    ['view: { sees: [学徒] }', 'expect.0.view.player は文字列で書いてください'],
    ['view: { player: B }', 'view: には sees: か hidden: を書いてください'],
    ['options: {}', 'options: には exactly: / contains: / count: を書いてください'],
    ['options: { exactly: ["A: end"], contains: ["A: end"] }', 'exactly: と contains: はどちらか一方です'],
    [
      'illegal: { step: "B: pass", code: not-your-turn }',
      'code は not-your-decision / not-legal / malformed / game-over のどれかです（値: not-your-turn）（もしかして「not-your-decision」？）',
    ],
    ['illegal: { step: "B: pass", rule: "7.1" }', 'rule は HF-5.3 のような規則番号です（値: 7.1）'],
    ['illegal: { code: not-legal }', 'expect.0.illegal.step は文字列で書いてください'],
    [
      'pending: { player: B, kind: defence }',
      'kind: defence という決定はありません（もしかして「defense」？）（ougiReveal / kuusou / mulligan / energy / main / window / defense / damage / reload / triggerTargets / orderTriggers / orderExpirations / discard / choose / mayDo / payCost / replacement / declare）',
    ],
    ['card: { ref: 紅蓮の剣士, state: tired }', 'state は active か sleep です（値: tired）'],
    ['card: { ref: 紅蓮の剣士, faceUp: yes }', 'faceUp は true か false です（値: yes）'],
    [
      'event: { type: destroy, card: B:学徒 }',
      '不明なイベント「destroy」（もしかして「destroyed」？）（イベントの種類: gameStart, shuffle, reveal, mulligan, turnStart, phaseStart, phaseEnd, draw, move, energyPlaced, stateChange, play, activate, attack, defend, windowOpen, pass, windowClose, resolve, enter, set, attackFails, defenseResult, damageCharacter, damagePlayer, damageCard, damageTrigger, destroyed, notDestroyed, powerChange, controlChange, trigger, reload, extraDraw, discard, damageRemoved, expire, negate, replaced, damagePrevented, damageReduced, processFails, lookAt, concede, gameOver）',
    ],
    [
      'event: { type: destroyed, cards: B:学徒 }',
      'イベント destroyed に「cards」はありません（もしかして「card」？）（あるもの: card, reason, byAttack）',
    ],
    [
      'zone: { player: A, zone: trsh, count: 0 }',
      '不明な領域「trsh」（もしかして「trash」？）（領域: hand, mainDeck, guardDeck, energy, trash, damageField, extraDeck, battlefield, excluded）',
    ],
  ];
  for (const [item, problem] of cases) {
    it(item, () => {
      const text = scenario({ ...BOARD, expect: [item] });
      expect(fileError(text)).toBe(`${FILE}:${lineOf(text, `- ${item}`)}: ${problem}`);
    });
  }

  it('count: goes only with event:', () => {
    const text = `${scenario({ ...BOARD, expect: ['card: { ref: 紅蓮の剣士 }'] })}    count: 2\n`;
    expect(fileError(text)).toBe(
      `${FILE}:${lineOf(text, 'count: 2')}: count: は event: と一緒にだけ書けます`,
    );
  });

  it('a problem in the second item of events: names that item’s line', () => {
    const text = `${scenario({ ...BOARD, expect: ['events:'] })}      - { type: attack, attacker: 紅蓮の剣士 }\n      - { type: destroyed, card: B:学徒#2 }\n`;
    expect(fileError(text)).toBe(
      `${FILE}:${lineOf(text, 'B:学徒#2')}: 「B:学徒#2」: B の「学徒」は1枚です（B:学徒#1）`,
    );
  });
});
