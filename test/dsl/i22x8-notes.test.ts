// Issue 22 (helper i22x8): reminder notes after a sentence (codegen/dsl/designerWordsI22x8.ts). Every row's own example
// is tested by designerWords.test.ts; these tests read invented variants of each note the same way, check the card
// compiles to what the sentence without the note compiles to, and that a note which does not restate the sentence
// (another sentence before it, another trait, anything more) stays, so the line is rejected rather than read without it.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { cardText } from './helpers.js';

const read = (line: string) => readDesignerLine(normalizeWidth(line)).text;

/** The card's definitions without the printed text, for comparing two wordings. */
function defsOf(kind: string, lines: string[]) {
  const r = compileText(cardText(kind, lines), 't.hf');
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.cards.map((c) =>
    JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
  );
}

const errorsOf = (kind: string, lines: string[]) =>
  compileText(cardText(kind, lines), 't.hf').diagnostics.filter((d) => d.severity === 'error');

const DESTROYED = '[自動]：このキャラクターが破壊された時、あなたはメインデッキからカードを1枚引く。';
const ATTACK_TRASH =
  '[自動]：このキャラクターが攻撃を行うたび、あなたは自分の手札からカードを1枚選び、トラッシュに置く。';
const REPLACE =
  '[自動]：このカードがセットされているキャラクターが破壊される場合、代わりにこのカードをトラッシュに置く。';
const COUNT =
  'キャラクター全てに3000ダメージを与える。その後、あなたの《人魚》を持つキャラクター1体につき、カードを1枚引く。';
const SET_COST =
  '[スリープ]：このターン、あなたが次にプレイするセットカード1枚のエネルギーコストは1少なくなる。';

describe('「（直接トラッシュに置かれた場合は「破壊」ではない…）」 after a 「破壊された時」 trigger (000 ■破壊)', () => {
  test.each([
    '（直接トラッシュに置かれた場合は「破壊」ではないので、引くことはできません。）',
    '（直接トラッシュに置かれた場合は破壊ではないので、この能力は発揮しない。）',
    '（このキャラクターが効果で直接トラッシュに置かれた時は「破壊」ではないため、カードは引けない。）',
    '（キャラクターが直接トラッシュに送られた場合は「破壊」とはみなされないので、引くことはできない）',
  ])('%s is read away', (note) => {
    expect(defsOf('キャラクター', [DESTROYED + note])).toEqual(defsOf('キャラクター', [DESTROYED]));
  });
  test('after another trigger (戦場を離れた時) the note stays', () => {
    const line =
      '[自動]：このキャラクターが戦場を離れた時、カードを1枚引く。（直接トラッシュに置かれた場合は「破壊」ではないので、引くことはできません。）';
    expect(read(line)).toContain('直接トラッシュに');
    expect(errorsOf('キャラクター', [line]).length).toBeGreaterThan(0);
  });
  test('a note that adds something stays', () => {
    const line = `${DESTROYED}（直接トラッシュに置かれた場合も、1枚引く。）`;
    expect(errorsOf('キャラクター', [line]).length).toBeGreaterThan(0);
  });
});

describe('「（手札が無い場合は、何も置かなくてかまいません。）」 after putting hand cards into the trash (HF-5.9)', () => {
  test.each([
    '（手札が無い場合は、何も置かなくてかまいません。）',
    '（手札がない場合は何もしない）',
    '（あなたの手札が0枚の場合は、何も起こらない。）',
    '（自分の手札が1枚もない時は何も捨てなくてよい。）',
  ])('%s is read away', (note) => {
    expect(defsOf('キャラクター', [ATTACK_TRASH + note])).toEqual(defsOf('キャラクター', [ATTACK_TRASH]));
  });
  test('after 「手札を1枚捨てる」 too', () => {
    const plain = 'あなたは手札を1枚捨てる。';
    expect(defsOf('コマンド', [`${plain}（手札がない場合は何もしない。）`])).toEqual(
      defsOf('コマンド', [plain]),
    );
  });
  test('after a draw the note says something else: it stays', () => {
    const line = 'カードを1枚引く。（手札が無い場合は、何もしない。）';
    expect(errorsOf('コマンド', [line]).length).toBeGreaterThan(0);
  });
  test('a note that makes it depend on something else stays', () => {
    const line = `${ATTACK_TRASH}（手札が無い場合は、このキャラクターを破壊する。）`;
    expect(errorsOf('キャラクター', [line]).length).toBeGreaterThan(0);
  });
});

describe('「（パワーが0になったことによる破壊は置き換えられない）」: the replacement of damage or effects only', () => {
  const canonical =
    '[自動]：このカードがセットされているキャラクターがダメージか効果によって破壊される場合、代わりにこのカードをトラッシュに置く。';
  test.each([
    '（パワーが0になったことによる破壊は置き換えられない。）',
    '（パワーが0になった場合の破壊には適用されない）',
    '（ただし、パワーが0になったことによる破壊は置き換えられません。）',
  ])('%s', (note) => {
    expect(defsOf('セット', [REPLACE + note])).toEqual(defsOf('セット', [canonical]));
  });
  test('「破壊される時、かわりに」 as well', () => {
    const line =
      '[自動]：このキャラクターが破壊される時、かわりに、このキャラクターをスリープにする。（パワーが0になったことによる破壊は置き換えられない。）';
    expect(defsOf('キャラクター', [line])).toEqual(
      defsOf('キャラクター', [
        '[自動]：このキャラクターがダメージか効果によって破壊される場合、代わりにこのキャラクターをスリープにする。',
      ]),
    );
  });
  test('a replacement that names its cause already keeps the note (rejected)', () => {
    const line =
      '[自動]：このキャラクターが効果によって破壊される場合、代わりにこのキャラクターをスリープにする。（パワーが0になったことによる破壊は置き換えられない。）';
    expect(read(line)).toContain('パワーが0');
    expect(errorsOf('キャラクター', [line]).length).toBeGreaterThan(0);
  });
  test('the explain says power 0 is left out', () => {
    const r = compileText(
      cardText('セット', [REPLACE + '（パワーが0になったことによる破壊は置き換えられない。）']),
      't.hf',
    );
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const ability = r.cards[0].def.abilities.find((a) => JSON.stringify(a).includes('replace'));
    expect(JSON.stringify(ability)).toContain('damageOrEffect');
  });
});

describe('「（この効果で破壊された《人魚》は数えない）」 after damage, then a count (HF-9.4)', () => {
  test.each([
    '（この効果で破壊された《人魚》は数えない。）',
    '（この効果で破壊された《人魚》を持つキャラクターは数えません）',
    '（この効果によって破壊されたキャラクターは数えない。）',
  ])('%s', (note) => {
    expect(defsOf('コマンド', [COUNT + note])).toEqual(defsOf('コマンド', [COUNT]));
  });
  test('a character count after destroying all', () => {
    const plain =
      '対戦相手のキャラクター全てを破壊する。その後、あなたのキャラクター1体につき、カードを1枚引く。';
    expect(defsOf('コマンド', [`${plain}（これにより破壊されたキャラクターは数えない。）`])).toEqual(
      defsOf('コマンド', [plain]),
    );
  });
  test('another trait in the note stays', () => {
    const line = `${COUNT}（この効果で破壊された《竜》は数えない。）`;
    expect(read(line)).toContain('《竜》');
    expect(errorsOf('コマンド', [line]).length).toBeGreaterThan(0);
  });
  test('a count before the damage keeps the note (it would be counted)', () => {
    const line =
      'あなたの《人魚》を持つキャラクター1体につき、カードを1枚引く。その後、キャラクター全てに3000ダメージを与える。（この効果で破壊された《人魚》は数えない。）';
    expect(errorsOf('コマンド', [line]).length).toBeGreaterThan(0);
  });
});

describe('「（ワールド・セットもこの効果を受ける。…0未満にはならない）」 after a set cards’ cost change', () => {
  test.each([
    '（ワールド・セットもこの効果を受ける。エネルギーコストは0未満にはならない）',
    '（ワールド・セットもこの効果を受ける。）',
    '（ワールド・セットも含む。コストは0未満にはならない。）',
  ])('%s', (note) => {
    expect(defsOf('キャラクター', [SET_COST + note])).toEqual(defsOf('キャラクター', [SET_COST]));
  });
  test('after a cost change of characters the note stays', () => {
    const line =
      '[スリープ]：このターン、あなたが次にプレイするキャラクター1枚のエネルギーコストは1少なくなる。（ワールド・セットもこの効果を受ける。）';
    expect(errorsOf('キャラクター', [line]).length).toBeGreaterThan(0);
  });
});

describe('two targets of different kinds named by their player or trait (designerWordsI22x8.ts)', () => {
  const MINE_OPP = 'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とする。';
  test.each([
    [
      '自分のキャラクター1体と、相手のキャラクター1体を対象とする。ターン終了時まで、自分の対象のパワーを+2000し、相手の対象のパワーを-2000する。',
      'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とし、ターン終了時まで、前者のパワーを+2000し、後者のパワーを-2000する。',
    ],
    [
      `${MINE_OPP}対象にした対戦相手のキャラクターを破壊する。その後、対象にしたあなたのキャラクターをスリープにする。`,
      'あなたのキャラクター1体と、対戦相手のキャラクター1体を対象とし、後者を破壊する。その後、前者をスリープにする。',
    ],
    [
      'エネルギーコスト5以下の相手のキャラクター1体と、自分のキャラクター1体を対象とし、その相手のキャラクターをスリープにし、その自分のキャラクターをアクティブにする。',
      'エネルギーコスト5以下の対戦相手のキャラクター1体と、あなたのキャラクター1体を対象とし、前者をスリープにし、後者をアクティブにする。',
    ],
    [
      'あなたの《騎士》を持つキャラクター1体と、対戦相手のキャラクター1体を対象として選ぶ。対象の《騎士》のパワーに等しいダメージを、その対戦相手のキャラクターに与える。',
      null,
    ],
    [
      'あなたのキャラクター1体と、《竜》を持つキャラクター1体を対象とする。対象の《竜》を持つキャラクターを破壊する。',
      'あなたのキャラクター1体と、《竜》を持つキャラクター1体を対象とし、後者を破壊する。',
    ],
  ])('「%s」', (written, canonical) => {
    if (canonical === null) {
      // read as far as the references go; the damage sentence in this order is not the language's (rejected)
      expect(read(written)).toContain('前者のパワー');
      expect(read(written)).toContain('後者に');
      return;
    }
    expect(defsOf('コマンド', [written])).toEqual(defsOf('コマンド', [canonical]));
  });
  test('「そのキャラクター」 naming neither target stays (rejected)', () => {
    const line = `${MINE_OPP}そのキャラクターを破壊する。`;
    expect(read(line)).not.toContain('前者');
    expect(errorsOf('コマンド', [line]).length).toBeGreaterThan(0);
  });
  test('two targets of the same player are not told apart by player', () => {
    const line =
      'あなたのキャラクター1体と、あなたの《竜》を持つキャラクター1体を対象とする。あなたの対象のキャラクターを破壊する。';
    expect(read(line)).not.toContain('前者');
  });
  test('a trait both targets have names neither', () => {
    const line =
      '《竜》を持つあなたのキャラクター1体と、《竜》を持つ対戦相手のキャラクター1体を対象とする。その《竜》を破壊する。';
    expect(read(line)).not.toMatch(/前者|後者/);
    expect(errorsOf('コマンド', [line]).length).toBeGreaterThan(0);
  });
  test('「破壊したキャラクター」 is the target destroyed just before, not any other', () => {
    const line = `${MINE_OPP}あなたの対象のキャラクターを破壊する。その後、対戦相手の対象のキャラクターに、破壊したキャラクターのパワーに等しいダメージを与える。`;
    expect(read(line)).toContain('後者に、前者のパワーに等しいダメージ');
    const other =
      'あなたのキャラクター1体を破壊する。その後、破壊したキャラクターのパワーに等しいダメージを与える。';
    expect(read(other)).not.toContain('前者');
  });
});

describe('「…全てをアクティブにする。…それらの…」: the same characters named again (d21 千秋楽)', () => {
  test.each([
    [
      'あなたの《役者》のキャラクターすべてをアクティブにする。ターン終了時まで、それらのパワーを+1000する。',
      'あなたの《役者》を持つキャラクター全てをアクティブにする。ターン終了時まで、あなたの《役者》を持つキャラクター全てのパワーを+1000する。',
    ],
    [
      '対戦相手のキャラクター全てをスリープにし、このターン中、それらは【貫通】を得る。',
      '対戦相手のキャラクター全てをスリープにする。このターン中、対戦相手のキャラクター全ては【貫通】を得る。',
    ],
    // a qualifier before the player is part of the selector named again (d39 白魔)
    [
      'パワー5000以下の対戦相手のキャラクター全てをスリープにする。このターン中、それらは【貫通】を得る。',
      'パワー5000以下の対戦相手のキャラクター全てをスリープにする。このターン中、パワー5000以下の対戦相手のキャラクター全ては【貫通】を得る。',
    ],
    [
      'コスト2以下のあなたのキャラクター全てをアクティブにする。ターン終了時まで、それらのパワーを+1000する。',
      'コスト2以下のあなたのキャラクター全てをアクティブにする。ターン終了時まで、コスト2以下のあなたのキャラクター全てのパワーを+1000する。',
    ],
  ])('「%s」', (written, canonical) => {
    expect(defsOf('コマンド', [written])).toEqual(defsOf('コマンド', [canonical]));
  });
  test('a selector naming a state would match others afterwards: not named again, 「それら」 are the characters it changed (i22tb9)', () => {
    const line =
      'あなたのスリープのキャラクター全てをアクティブにする。ターン終了時まで、それらのパワーを+1000する。';
    expect(read(line)).not.toContain('あなたのスリープであるキャラクター全てのパワー');
    expect(read(line)).toContain('この効果でアクティブにしたキャラクターのパワー');
    expect(errorsOf('コマンド', [line])).toEqual([]);
  });
  test('after destroying them 「それら」 is not read as the selector again', () => {
    const line = 'あなたのキャラクター全てを破壊する。それらは【貫通】を得る。';
    expect(read(line)).toContain('それら');
  });
});
