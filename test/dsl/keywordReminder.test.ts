// Issue 22 (i22p2): designer wordings with one meaning that the vocabulary or the compiler used to read another way,
// and reminder text after a keyword (HF-13: a keyword does what rules/keywords.hf defines, nothing else).
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';
import { explainCard } from '../../src/explain/card.js';
import { renderExplanation } from '../../src/explain/render.js';
import { cardText } from './helpers.js';

const compile = (kind: string, line: string) => compileText(cardText(kind, [line]), 'test.hf');
const errors = (kind: string, line: string) =>
  compile(kind, line)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => d.code);
const explain = (kind: string, line: string) => {
  const r = compile(kind, line);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return renderExplanation(explainCard(r.cards[0].def, 'ja'));
};
/** The card's meaning (its definition without the canonical text). */
const meaning = (kind: string, line: string) => {
  const r = compile(kind, line);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const { text: _t, source: _s, ...def } = r.cards[0].def as unknown as Record<string, unknown>;
  return def;
};
const read = (line: string) => readDesignerLine(normalizeWidth(line)).text;

describe('reminder text after a keyword (HF-13, rules/keywords.hf is the one definition)', () => {
  const plain = (name: string) => meaning('キャラクター', `【${name}】`);
  test.each([
    // the definition itself, in parentheses or after a colon, with or without the full stop
    [
      '貫通',
      '【貫通】（このキャラクターが攻撃によるダメージによってキャラクターを破壊した場合、破壊したキャラクターのプレイヤーに1ダメージを与える）',
    ],
    [
      '反撃',
      '【反撃】：このキャラクターによる防御が成功した後の攻撃ダメージ解決時、これに攻撃したキャラクター全体を対象とし、それにXダメージを与える。Xはこれのパワーに等しい。',
    ],
    ['警戒', '【警戒】（対戦相手のアクティブフェイズ終了時、このキャラクターをアクティブにする）'],
    ['強撃', '【強撃】（このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する）'],
    ['死殺', '【死殺】（このキャラクターは破壊されない。）'],
    ['死殺', '【死殺】:このキャラクターは破壊されない。'],
    ['神速', '【神速】（このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない）'],
  ])('【%s】 with a reminder that means its definition: the keyword, nothing more', (name, line) => {
    expect(meaning('キャラクター', line)).toEqual(plain(name));
  });

  test.each([
    ['警戒', '【警戒】（あなたのターン終了時、このキャラクターをアクティブにする）'], // another trigger
    ['強撃', '【強撃】（このキャラクターが攻撃によってプレイヤーに与えるダメージに+2する）'], // another amount
    ['死殺', '【死殺】（このキャラクターはバトルでは破壊されない）'], // does not parse: still not the definition
  ])('【%s】 with a reminder that says something else: HF-E047', (_name, line) => {
    expect(errors('キャラクター', line)).toEqual(['HF-E047']);
  });

  test('a reminder in parentheses at the end of a line that names the keyword: checked the same way', () => {
    const grant = '[自動]：このキャラクターは【貫通】を得る。';
    expect(meaning('キャラクター', grant)).toEqual(
      meaning(
        'キャラクター',
        `${grant}（【貫通】：このキャラクターが攻撃によるダメージでキャラクターを破壊した時、そのキャラクターのプレイヤーに1ダメージを与える）`,
      ),
    );
    const two = '[自動]：このキャラクターは【死殺】と【強撃】を得る。';
    expect(
      meaning(
        'キャラクター',
        `${two}（【死殺】：このキャラクターは破壊されない）（【強撃】：このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する）`,
      ),
    ).toEqual(meaning('キャラクター', two));
    expect(
      errors(
        'キャラクター',
        '[自動]：あなたのターン中、このキャラクターは【警戒】を得る。（【警戒】：あなたのターン終了時、このキャラクターをアクティブにする）',
      ),
    ).toEqual(['HF-E047']);
    // a reminder of a keyword the line does not mention is not taken for one: the line is rejected
    expect(
      errors(
        'キャラクター',
        '[自動]：このキャラクターは【貫通】を得る。（【反撃】：このキャラクターは破壊されない）',
      ).length,
    ).toBeGreaterThan(0);
  });

  test('「…攻撃によるダメージでキャラクターを破壊した時」 is 【貫通】’s trigger (only characters are destroyed)', () => {
    expect(
      meaning(
        'キャラクター',
        '【貫通】（このキャラクターが攻撃によるダメージでキャラクターを破壊した時、そのキャラクターのプレイヤーに1ダメージを与える）',
      ),
    ).toEqual(plain('貫通'));
  });

  test('hflux fmt prints the keyword alone once its reminder is checked, and refuses a reminder that differs', () => {
    const ok = cardText('キャラクター', ['【死殺】（このキャラクターは破壊されない）']);
    expect(formatText(ok, 't.hf').text).toBe(formatText(cardText('キャラクター', ['【死殺】']), 't.hf').text);
    expect(formatText(ok, 't.hf').text).not.toContain('（');
    const bad = cardText('キャラクター', [
      '【警戒】（あなたのターン終了時、このキャラクターをアクティブにする）',
    ]);
    const result = formatText(bad, 't.hf');
    expect(result.text).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['HF-E047']);
  });

  test('HF-E047 points at the reminder and names the keyword', () => {
    const line = '【警戒】（あなたのターン終了時、このキャラクターをアクティブにする）';
    const d = compile('キャラクター', line).diagnostics.find((x) => x.code === 'HF-E047');
    expect(d?.message).toContain('【警戒】');
    expect(d?.message).toContain('rules/keywords.hf');
    expect(d?.col).toBe(3 + '【警戒】（'.length); // the card text is indented by 2
  });

  test('ability labels are not keywords: 【登場時】：… and 【ダメージトリガー】：… are read as before', () => {
    expect(errors('キャラクター', '【登場時】：カードを1枚引く。')).toEqual([]);
    expect(errors('キャラクター', '【ダメージトリガー】：カードを1枚引く。')).toEqual([]);
  });
});

describe('自分 is the subject of its sentence', () => {
  test('「対戦相手は自分の手札を1枚選び、トラッシュに置く」: the opponent’s own hand', () => {
    expect(read('対戦相手は自分の手札を1枚選び、トラッシュに置く。')).toContain('対戦相手の手札から');
    expect(explain('コマンド', '対戦相手は自分の手札を1枚選び、トラッシュに置く。')).toContain(
      '対戦相手は自分の手札からカードを1枚選び',
    );
  });

  test.each([
    '対戦相手は自分のキャラクター1体を選び、破壊する。',
    '相手は、自分のキャラクターを1体選んで手札に戻す。',
  ])('「%s」: the opponent chooses one of their own characters', (line) => {
    const text = explain('コマンド', line);
    expect(text).toContain('対戦相手が対戦相手のキャラクターを1体選ぶ');
    expect(text).not.toContain('あなたのキャラクター');
  });

  test('「対戦相手は自分の手札を1枚捨てる」 stays a discard of the opponent', () => {
    expect(explain('コマンド', '対戦相手は自分の手札を2枚選んで捨てる。')).toContain(
      '対戦相手は手札を2枚捨てる',
    );
  });

  test('自分 in another sentence, or after 「あなたは」, is still you', () => {
    expect(read('対戦相手は手札を1枚捨てる。自分のキャラクター1体を対象とし、それを手札に戻す。')).toContain(
      '。自分のキャラクター',
    );
    expect(read('あなたは自分のキャラクター1体を対象とし、それを手札に戻す。')).toBe(
      'あなたのキャラクター1体を対象とし、それを手札に戻す。',
    );
  });
});

describe('「キャラクター」 in a zone other than the battlefield is a character card (000 ■カードの種類)', () => {
  test.each([
    [
      '自分のトラッシュのキャラクターを1枚選び、手札に加える。',
      '自分のトラッシュのキャラクターカードを1枚選び、手札に加える。',
    ],
    [
      'あなたのトラッシュのキャラクター1枚を対象とし、それを手札に加える。',
      'あなたのトラッシュのキャラクターカード1枚を対象とし、それを手札に加える。',
    ],
    [
      'あなたの手札からキャラクターを1枚選び、トラッシュに置く。',
      'あなたの手札からキャラクターカードを1枚選び、トラッシュに置く。',
    ],
  ])('「%s」 reads, and means, the same as 「%s」', (written, canonical) => {
    expect(read(written)).toContain('キャラクターカード');
    expect(meaning('コマンド', written)).toEqual(meaning('コマンド', canonical));
    expect(explain('コマンド', written)).toContain('キャラクターカード');
  });

  test('on the battlefield a character stays a character', () => {
    expect(read('あなたのキャラクター1体を対象とし、それを手札に戻す。')).not.toContain('キャラクターカード');
  });
});

describe('explain: effects on all characters apply to those there now (grantAll.ts, modifyPowerAll.ts)', () => {
  test('a keyword granted to all says so, as a power change to all does', () => {
    expect(explain('コマンド', 'ターン終了時まで、あなたのキャラクター全ては【貫通】を得る。')).toContain(
      '【貫通】を得る（今いるものだけ）',
    );
    expect(explain('コマンド', 'ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。')).toContain(
      '+1000する（今いるものだけ）',
    );
  });
});

describe('HF-E047 offers the line without the note (issue 22: a rejected line’s first diagnostic is a suggestion)', () => {
  const first = (kind: string, line: string) =>
    compile(kind, line).diagnostics.filter((d) => d.severity === 'error')[0];

  test.each([
    ['キャラクター', '【強撃】（このキャラクターの攻撃が相手に与えるダメージを+3する）', '【強撃】'],
    ['キャラクター', '【強撃】(このキャラクターの攻撃が相手に与えるダメージを+3する)', '【強撃】'],
    [
      'コマンド',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それは【神速】を得る。（それは対戦相手のターンにも攻撃できる）',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それは【神速】を得る。',
    ],
  ])('%s 「%s」 → 「%s」, which compiles', (kind, line, without) => {
    const d = first(kind, line);
    expect(d.code).toBe('HF-E047');
    expect(d.suggestion).toBe(without);
    expect(d.suggestions?.map((s) => s.text)).toEqual([without]);
    expect(errors(kind, without)).toEqual([]);
  });
});
