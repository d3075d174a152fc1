// Issue 22 point 2 (helper mech18): a suggestion or a HF-E040's nearest wording keeps every known part of the
// designer's sentence — never drops a restricting clause or a condition, never reads a card's last-known state as
// its state now, and "adds nothing" is judged on one reading of both sides (codegen/dsl/searchSuggest.ts).
import { describe, expect, test } from 'vitest';
import { addsNothing, keepsRestrictions, keepsSense } from '../../codegen/dsl/searchSuggest.js';
import { compile } from './wordingHelpers.js';

const first = (kind: string, line: string) => compile(kind, [line]).diagnostics[0];
const offered = (d: ReturnType<typeof first>) => [
  ...(d.suggestions ?? []).map((s) => s.text),
  d.message.slice(d.message.lastIndexOf('近い書き方：') + '近い書き方：'.length),
];

describe('(a) a clause that restricts or conditions the effect is never dropped', () => {
  test.each([
    ['「若芽」がどこにも咲いていない、パワーが3000以下のキャラクターをすべて破壊する。'],
    ['あなたの手札が0枚なら、パワーが3000以下のキャラクターをすべて破壊する。'],
    ['他のキャラクターが3体以上いる場合、パワーが3000以下のキャラクターをすべて破壊する。'],
  ])('「%s」 is not kept by the sentence without its first clause', (line) => {
    const bare = 'パワーが3000以下のキャラクターをすべて破壊する。';
    expect(keepsRestrictions(line, bare)).toBe(false);
    expect(keepsSense(line, bare)).toBe(false);
  });

  test('a line kept whole (its reading spelled the language\u2019s way) is kept', () => {
    const line = 'あなたの手札が0枚なら、パワーが3000以下のキャラクターをすべて破壊する。';
    expect(
      keepsRestrictions(line, 'あなたの手札が0枚なら、パワー3000以下のキャラクター全てを破壊する。'),
    ).toBe(true);
  });

  test('a name in 「」 is kept; a quoted ability (a sentence a suggestion may mend) is not a name', () => {
    expect(keepsRestrictions('「若芽」を破壊する。', 'キャラクターを破壊する。')).toBe(false);
    expect(
      keepsRestrictions(
        '[自動]：このキャラクターは「[1]：対戦相手に1ダメージを与える」を得る。',
        '[自動]：このキャラクターは「[1]：対戦相手に1ダメージを与える。」を得る。',
      ),
    ).toBe(true);
  });

  test('「…温室が開いているなら、…」: the HF-E040\u2019s nearest wording is never the unconditional sentence', () => {
    const d = first(
      'コマンド',
      'あなたの温室が開いているなら、パワーが3000以下のキャラクターをすべて破壊する。',
    );
    expect(d.code).toBe('HF-E040');
    for (const s of offered(d)) expect(s === '（見つかりません）' || /なら|場合/.test(s)).toBe(true);
  });
});

describe('(b) a destroyed character\u2019s 「…を持っていた場合」 is never 「…を持つカードである場合」 (last-known)', () => {
  const line =
    '[自動]：あなたのキャラクターが破壊された時、それが《植物》を持っていた場合、カードを1枚引く。';

  test('keepsSense rejects the present-tense reading', () => {
    expect(
      keepsSense(
        line,
        '[自動]：あなたのキャラクターが破壊された時、それが《植物》を持つカードである場合、カードを1枚引く。',
      ),
    ).toBe(false);
  });

  // t18b's last-known condition (「それが《A》を持っていたなら」, HF-9.6) reads the line as written: no suggestion is
  // needed, and the compiled condition looks at the traits the character had before it left the battlefield.
  test('the line compiles, reading the traits the character had on the battlefield (HF-9.6), not the card in the trash', () => {
    const result = compile('キャラクター', [line]);
    expect(result.diagnostics).toEqual([]);
    expect(JSON.stringify(result)).toContain('"lastKnown":true');
  });
});

describe('(c) 「adds nothing」 compares the whole reading, never check by check', () => {
  test('「あなたは敗北する」 adds a loss to 「あなたはゲームに勝利する」 (read as 「対戦相手はゲームに敗北する」)', () => {
    expect(addsNothing('あなたはゲームに勝利する。', 'あなたは敗北する。')).toBe(false);
    expect(addsNothing('あなたはゲームに勝利する。', '対戦相手はゲームに敗北する。')).toBe(true);
  });

  test('leaving out what the language lacks adds nothing', () => {
    expect(
      addsNothing(
        '対戦相手のキャラクター1体を対象とし、それを破壊する。さらに月が満ちる。',
        '対戦相手のキャラクター1体を対象とし、それを破壊する。',
      ),
    ).toBe(true);
  });
});
