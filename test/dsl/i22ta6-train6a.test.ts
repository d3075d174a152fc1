// Issue 22 (helper i22ta6): wordings of the seventh round's blind sets — a Battle Spirits / Digimon designer (d25:
// full-width digits, 「自分の／相手の」, 「このターンの間」, reminders after sentences) and a Yu-Gi-Oh Rush Duel / Buddyfight
// designer (d26: 「【条件】…【効果】…」, 「このカード」, 「フィールド」, 「…を１体対象として選んで」). Each row's own example is
// tested by test/dsl/designerWords.test.ts; here: whole cards mean what the canonical wording means, fmt round-trips
// the new forms, the play restriction splits off its line, and what the rows must not read.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { playOnlyPieces } from '../../codegen/dsl/parse/playOnlyPieces.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse } from './helpers.js';
import { codes, compile, meaning, read } from './wordingHelpers.js';

describe('Rush Duel 「【条件】…【効果】…」 (HF-12.1)', () => {
  test.each([
    [
      'キャラクター',
      '[自動]【条件】このカードが登場した時【効果】自分のメインデッキの上から３枚を見る。その中から《宝》を持つカードを１枚まで選んで相手に見せ、手札に加える。残りのカードは好きな順番でメインデッキの一番下に置く。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《宝》を持つカードを1枚まで選び、公開して手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
    [
      'キャラクター',
      '[自動]【条件】このカードがフィールドにいる限り【効果】自分の他の《空賊》を持つキャラクターのパワーは５００アップする。',
      '[自動]：このキャラクター以外のあなたの《空賊》を持つキャラクター全てのパワーを+500する。',
    ],
    [
      'キャラクター',
      '[自動]【条件】このカードが防御した時【効果】ターン終了時まで、このカードは【反撃】を得る。この効果は１ターンに１度しか使えない。',
      '[自動]：このキャラクターが防御した時、ターン終了時まで、このキャラクターは【反撃】を得る。1ターンに1回。',
    ],
    [
      'キャラクター',
      '[自動]【条件】このカードが登場した時、自分のフィールドに《飛空艇》を持つキャラクターがいる場合【効果】カードを１枚引く。',
      '[自動]：このキャラクターが戦場に登場した時、あなたの戦場に《飛空艇》を持つキャラクターがいる場合、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '【条件】このカードが破壊された時【効果】カードを１枚引く。',
      '[自動]：このキャラクターが破壊された時、カードを1枚引く。',
    ],
    ['キャラクター', '[2]【効果】カードを１枚引く。', '[2]：カードを1枚引く。'],
    [
      'キャラクター',
      '[自動]【条件】このカードが相手のキャラクターを攻撃した時【効果】カードを１枚引く。',
      '[自動]：このキャラクターが対戦相手のキャラクターに攻撃した時、カードを1枚引く。',
    ],
  ])('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

  test('【条件】 naming neither a trigger nor a restriction is not read (the line is rejected)', () => {
    expect(read('[自動]【条件】手札を１枚捨てる【効果】カードを２枚引く。')).toContain('【条件】');
    expect(codes('キャラクター', ['[自動]【条件】手札を１枚捨てる【効果】カードを２枚引く。'])).not.toEqual(
      [],
    );
  });
});

describe('costs (HF-12.4)', () => {
  test.each([
    ['[自分の手札を１枚捨てる]：カードを２枚引く。', '[手札を1枚捨てる]：カードを2枚引く。'],
    ['[1][あなたの手札から1枚捨てる]：カードを２枚引く。', '[1][手札を1枚捨てる]：カードを2枚引く。'],
    ['【条件】自分の手札を１枚捨てる【効果】カードを２枚引く。', '[手札を1枚捨てる]：カードを2枚引く。'],
    ['[1]【条件】このカードをスリープにする【効果】カードを１枚引く。', '[1][スリープ]：カードを1枚引く。'],
  ])('「%s」 means 「%s」', (written, canonical) => {
    expect(meaning('キャラクター', [written])).toEqual(meaning('キャラクター', [canonical]));
  });
  test('[自動] is never read as a cost of 【条件】', () => {
    expect(read('[自動]【条件】手札を１枚捨てる【効果】カードを２枚引く。')).toMatch(/^\[自動\]【条件】/);
  });
});

describe('a play restriction on the line of its effect (HF-5.1)', () => {
  const line =
    '【条件】相手のキャラクターが攻撃している時にだけプレイできる。【効果】攻撃しているキャラクターを対象として選んで、その攻撃を失敗させる。';
  test('the line is matched as two pieces, each in its place', () => {
    const content = normalizeWidth(line);
    const pieces = playOnlyPieces(content);
    expect(pieces.map(([s, e]) => content.slice(s, e))).toEqual([
      '【条件】相手のキャラクターが攻撃している時にだけプレイできる。',
      '【効果】攻撃しているキャラクターを対象として選んで、その攻撃を失敗させる。',
    ]);
  });
  test('it means the restriction line and the effect line', () => {
    expect(meaning('コマンド', [line])).toEqual(
      meaning('コマンド', [
        'このカードは、攻撃している対戦相手のキャラクターがいる場合にのみプレイできる。',
        '攻撃しているキャラクターを対象とし、その攻撃を失敗させる。',
      ]),
    );
  });
  test('「このカードは、…場合にのみプレイできる。…」 on one line splits too', () => {
    expect(
      meaning('コマンド', ['このカードは、あなたのターン中にのみプレイできる。カードを1枚引く。']),
    ).toEqual(
      meaning('コマンド', ['このカードは、あなたのターン中にのみプレイできる。', 'カードを1枚引く。']),
    );
  });
  test('a sentence that only mentions playing is not split', () => {
    expect(playOnlyPieces('対戦相手はコマンドをプレイできない。カードを1枚引く。')).toHaveLength(1);
  });
});

describe('d25 wordings', () => {
  test.each([
    [
      'コマンド',
      'スリープのキャラクター全てに３０００ダメージを与える。（自分のキャラクターも含む。）',
      'スリープであるキャラクター全てに3000ダメージを与える。',
    ],
    [
      'コマンド',
      '相手のキャラクター全てに１０００ダメージを与える。（対象は取らない。）',
      '対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃によるダメージで相手のキャラクターを破壊した時、スリープの相手のキャラクター全てに１０００ダメージを与える。',
      '[自動]：このキャラクターが攻撃によるダメージで対戦相手のキャラクターを破壊した時、対戦相手のスリープであるキャラクター全てに1000ダメージを与える。',
    ],
    [
      'セット',
      '[自動]：このカードがセットされた時、セットされているキャラクターがスリープなら、それに１０００ダメージを与える。',
      '[自動]：このカードがセットされた時、このカードがセットされているキャラクターがスリープであるキャラクターであるなら、それに1000ダメージを与える。',
    ],
    [
      'コマンド',
      'このターンの間、自分の《ゴーレム》を持つキャラクター全てのパワーを＋２０００し、それらは【貫通】を得る。',
      'このターン中、あなたの《ゴーレム》を持つキャラクター全てのパワーを+2000する。このターン中、あなたの《ゴーレム》を持つキャラクター全ては【貫通】を得る。',
    ],
  ])('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

  test('「（自分のキャラクターも含む。）」 after a sentence naming a player is not read (HF-E040 note)', () => {
    expect(
      codes('コマンド', ['対戦相手のキャラクター全てに1000ダメージを与える。（自分のキャラクターも含む。）']),
    ).toContain('HF-E040');
  });
  test('「（対象は取らない。）」 after a sentence with a target is not read', () => {
    expect(
      read(
        '対戦相手のキャラクター1体を対象とし、それとスリープのキャラクター全てに1000ダメージを与える。（対象は取らない。）',
      ),
    ).toContain('(対象は取らない。)');
  });
  test('「（パワーが０になった場合は適用できない。）」 stays after a replacement of every destruction', () => {
    expect(
      read(
        '[自動]：このキャラクターが破壊される場合、代わりに、このキャラクターをスリープにする。（パワーが０になった場合は適用できない。）',
      ),
    ).toContain('(パワーが0になった場合は適用できない。)');
  });
});

describe('「…がバトルで／効果によって／ダメージによって／ダメージか効果によって破壊される場合、代わりに…」', () => {
  test.each([
    ['バトルで', 'battle'],
    ['戦闘で', 'battle'],
    ['効果によって', 'effect'],
    ['ダメージによって', 'damage'],
    ['ダメージか効果によって', 'damageOrEffect'],
    ['ダメージや効果で', 'damageOrEffect'],
  ])('「%s破壊される場合」 is a replacement of %s', (how, by) => {
    const def = meaning('キャラクター', [
      `[自動]：このキャラクターが${how}破壊される場合、代わりに、このキャラクターをスリープにする。`,
    ]);
    expect(JSON.stringify(def)).toContain(`"by":"${by}"`);
  });
  test('「ダメージか効果によってダメージを受ける場合」 is not a replacement of a cause', () => {
    expect(
      codes('キャラクター', [
        '[自動]：このキャラクターが効果によってダメージを受ける場合、代わりに、カードを1枚引く。',
      ]),
    ).not.toEqual([]);
  });
});

describe('fmt round-trips the new forms', () => {
  test('the fixture prints canonical text that compiles to the same definitions', () => {
    const source = readFileSync('test/fixtures/i22ta6-train6a.hf', 'utf8');
    const first = compileText(source, 'i22ta6-train6a.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain('ダメージか効果によって破壊される場合、代わりに、');
    expect(printed).toContain('バトルで破壊される場合、代わりに、');
    expect(printed).toContain('効果によって破壊される場合、代わりに、');
    expect(printed).toContain(
      'このカードは、攻撃を行っている対戦相手のキャラクターがいる場合にのみプレイできる。',
    );
    const again = compileText(printed, 'i22ta6-train6a.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        // (the play restriction prints as a line of its own: the lines after it move down)
        JSON.stringify({
          ...c.def,
          source: undefined,
          abilities: c.def.abilities.map(({ text: _t, ...a }) => a),
        }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});
