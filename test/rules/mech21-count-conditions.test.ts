// Issue 22 (helper mech21): count conditions inside an effect sentence as designers write them — strict bounds
// (「3枚より多いなら」「3体未満なら」「1体を超える場合」), the two players compared in the short way (「…が対戦相手より
// 少ないなら」「…があなたより多いなら」), and a number replaced by the next sentence (「ただし、…なら、代わりに2枚引く」
// 「…なら、1枚ではなく2枚引く」). The condition is checked when the process resolves (HF-5.7); a strict bound is
// false on equality; the replaced number is the only one used (docs/engine.md «An effect replaced under a
// condition», HF-5.7). Cards: test/fixtures/mech21-conditions.hf; wordings: codegen/dsl/designerWordsMech21.ts and
// the grammar's countStrict.
import { describe, expect, it, test } from 'vitest';
import { printCard } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from '../dsl/helpers.js';
import { meaning } from '../dsl/wordingHelpers.js';
import { hand, play } from '../helpers/corpusScenario.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { makeGame, power } from '../helpers/harness.js';

const FIXTURE = fixtureCards('mech21-conditions');
const CARDS = FIXTURE.all;
const DECK = Array.from({ length: 10 }, () => '獣');
const DRAW = 'あなたはメインデッキからカードを1枚引く。';

function game(
  cmd: string,
  p0: { hand?: string[]; battlefield?: string[]; trash?: string[] } = {},
  p1: { hand?: string[]; battlefield?: string[] } = {},
) {
  return makeGame({
    cards: CARDS,
    p0: { hand: [cmd, ...(p0.hand ?? [])], battlefield: p0.battlefield, trash: p0.trash, main: DECK },
    p1: { hand: p1.hand, battlefield: p1.battlefield, main: DECK },
  });
}
/** Cards drawn by playing `cmd`: the hand after it, less the hand before it without the command. */
function drawn(cmd: string, p0: Parameters<typeof game>[1] = {}, p1: Parameters<typeof game>[2] = {}) {
  const g = game(cmd, p0, p1);
  const before = g.state.players[0].hand.length - 1;
  play(g, cmd);
  return hand(g, 0).length - before;
}

type Case = readonly [written: string, canonical: string];
const same = (cases: readonly Case[]) =>
  test.each(cases)('「%s」 means 「%s」', (written, canonical) => {
    expect(meaning('コマンド', [written])).toEqual(meaning('コマンド', [canonical]));
  });

describe('strict bounds (grammar countStrict, designerWordsMech21): one more 以上 / one fewer 以下', () => {
  same([
    [`あなたの手札が3枚より多いなら、${DRAW}`, `あなたの手札が4枚以上なら、${DRAW}`],
    [`あなたの手札が3枚を超えるなら、${DRAW}`, `あなたの手札が4枚以上なら、${DRAW}`],
    [`あなたの手札が3枚より少ないなら、${DRAW}`, `あなたの手札が2枚以下なら、${DRAW}`],
    [`あなたの手札が3枚未満の場合、${DRAW}`, `あなたの手札が2枚以下の場合、${DRAW}`],
    [`あなたの手札が3枚より少なければ、${DRAW}`, `あなたの手札が2枚以下なら、${DRAW}`],
    [
      `あなたのトラッシュのカードが5枚より多いなら、${DRAW}`,
      `あなたのトラッシュにカードが6枚以上あるなら、${DRAW}`,
    ],
    [
      `あなたのトラッシュにカードが5枚より多くあるなら、${DRAW}`,
      `あなたのトラッシュにカードが6枚以上あるなら、${DRAW}`,
    ],
    [
      `あなたのトラッシュにカードが5枚未満なら、${DRAW}`,
      `あなたのトラッシュにカードが4枚以下あるなら、${DRAW}`,
    ],
    [
      `あなたのトラッシュにキャラクターカードが3枚未満なら、${DRAW}`,
      `あなたのトラッシュにキャラクターカードが2枚以下ある場合、${DRAW}`,
    ],
    [`あなたの戦場のキャラクターが3体未満なら、${DRAW}`, `あなたのキャラクターが2体以下いるなら、${DRAW}`],
    [
      `あなたの戦場のキャラクターが3体より少ないなら、${DRAW}`,
      `あなたのキャラクターが2体以下いるなら、${DRAW}`,
    ],
    [
      `あなたの戦場にキャラクターが3体より多くいるなら、${DRAW}`,
      `あなたのキャラクターが4体以上いるなら、${DRAW}`,
    ],
    [
      `あなたの戦場に《人間》を持つキャラクターが1体を超える場合、${DRAW}`,
      `あなたの戦場に《人間》を持つキャラクターが2体以上いる場合、${DRAW}`,
    ],
  ]);

  it('「手札が3枚より少ないなら」: 2 cards draw, 3 do not (HF-5.7: checked as it resolves; equal is not fewer)', () => {
    expect(drawn('補充の祈り', { hand: ['獣', '獣'] })).toBe(2);
    expect(drawn('補充の祈り', { hand: ['獣', '獣', '獣'] })).toBe(0);
  });

  it('「トラッシュのカードが2枚より多いなら」: 3 cards in the trash draw, 2 do not', () => {
    expect(drawn('墓所の囁き', { trash: ['獣', '獣', '獣'] })).toBe(1);
    expect(drawn('墓所の囁き', { trash: ['獣', '獣'] })).toBe(0);
  });

  it('「《人間》を持つキャラクターが1体を超える場合」: two 《人間》 draw; one 《人間》 and a 《獣》 do not', () => {
    expect(drawn('群れの証', { battlefield: ['兵', '兵'] })).toBe(1);
    expect(drawn('群れの証', { battlefield: ['兵', '獣'] })).toBe(0);
  });

  it('「戦場のキャラクターが2体未満なら」: one character draws, two do not', () => {
    expect(drawn('孤軍の誓い', { battlefield: ['獣'] })).toBe(1);
    expect(drawn('孤軍の誓い', { battlefield: ['獣', '兵'] })).toBe(0);
  });
});

describe('the two players compared in the short way (designerWordsMech21)', () => {
  same([
    [
      `あなたの戦場のキャラクターが対戦相手より少ないなら、${DRAW}`,
      `あなたのキャラクターの数が対戦相手のキャラクターの数より少ないなら、${DRAW}`,
    ],
    [
      `あなたのキャラクターが対戦相手のキャラクターより少ないなら、${DRAW}`,
      `あなたのキャラクターの数が対戦相手のキャラクターの数より少ないなら、${DRAW}`,
    ],
    [
      `対戦相手の戦場のキャラクターがあなたの戦場のキャラクターより多い場合、${DRAW}`,
      `対戦相手のキャラクターの数があなたのキャラクターの数より多い場合、${DRAW}`,
    ],
    [
      `あなたの《人間》を持つキャラクターが対戦相手より多いなら、${DRAW}`,
      `あなたの《人間》を持つキャラクターの数が対戦相手の《人間》を持つキャラクターの数より多いなら、${DRAW}`,
    ],
    [
      `対戦相手の手札があなたより多いなら、${DRAW}`,
      `対戦相手の手札の枚数があなたの手札の枚数より多いなら、${DRAW}`,
    ],
    [
      `あなたのトラッシュのカードが対戦相手より多いなら、${DRAW}`,
      `あなたのトラッシュの枚数が対戦相手のトラッシュの枚数より多いなら、${DRAW}`,
    ],
    [
      `あなたのダメージフィールドのカードが対戦相手より多い場合、${DRAW}`,
      `あなたのダメージフィールドの枚数が対戦相手のダメージフィールドの枚数より多い場合、${DRAW}`,
    ],
    [
      `あなたの手札が対戦相手の手札以下なら、${DRAW}`,
      `あなたの手札の枚数が対戦相手の手札の枚数以下なら、${DRAW}`,
    ],
  ]);

  it('「あなたの戦場のキャラクターが対戦相手より少ないなら」: 1 against 2 draws; 2 against 2 does not', () => {
    expect(drawn('数の劣勢', { battlefield: ['獣'] }, { battlefield: ['獣', '獣'] })).toBe(1);
    expect(drawn('数の劣勢', { battlefield: ['獣', '兵'] }, { battlefield: ['獣', '獣'] })).toBe(0);
  });

  it('「対戦相手の手札があなたより多いなら」: 3 against 2 draws; 2 against 2 does not', () => {
    expect(drawn('手札比べ', { hand: ['獣', '獣'] }, { hand: ['獣', '獣', '獣'] })).toBe(1);
    expect(drawn('手札比べ', { hand: ['獣', '獣'] }, { hand: ['獣', '獣'] })).toBe(0);
  });
});

describe('a number replaced by the next sentence (「代わりに」, HF-5.7): designers’ 「ただし、」 and 「1枚ではなく2枚」', () => {
  same([
    [
      'あなたはメインデッキからカードを1枚引く。ただし、あなたの手札が3枚以下なら、代わりに2枚引く。',
      'あなたはメインデッキからカードを1枚引く。あなたの手札が3枚以下なら、代わりに2枚引く。',
    ],
    [
      'あなたはメインデッキからカードを1枚引く。あなたの手札が3枚以下の場合は、1枚ではなく2枚引く。',
      'あなたはメインデッキからカードを1枚引く。あなたの手札が3枚以下なら、代わりに2枚引く。',
    ],
    [
      'カードを1枚引く。なお、あなたの手札が3枚以下なら、かわりに2枚引く。',
      'あなたはメインデッキからカードを1枚引く。あなたの手札が3枚以下なら、代わりに2枚引く。',
    ],
    [
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+1000する。あなたの戦場に《人間》を持つキャラクターがいるなら、+1000ではなく+3000する。',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+1000する。あなたの戦場に《人間》を持つキャラクターがいるなら、代わりに+3000する。',
    ],
    [
      '対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。あなたの手札が対戦相手より少ないなら、1000ダメージではなく3000ダメージを与える。',
      '対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。あなたの手札の枚数が対戦相手の手札の枚数より少ないなら、代わりに3000ダメージを与える。',
    ],
  ]);

  it('「ただし、手札が1枚以下なら、代わりに2枚引く」: only one of the two numbers is drawn', () => {
    expect(drawn('補給線', { hand: ['獣'] })).toBe(2);
    expect(drawn('補給線', { hand: ['獣', '獣'] })).toBe(1);
  });

  it('「トラッシュにカードが2枚以上あるなら、1枚ではなく2枚引く」', () => {
    expect(drawn('重ね引き', { trash: ['獣', '獣'] })).toBe(2);
    expect(drawn('重ね引き', { trash: ['獣'] })).toBe(1);
  });

  it('「+1000ではなく+3000する」: +3000 with two 《人間》, else +1000 — never both', () => {
    for (const [field, want] of [
      [['兵', '兵'], 4000],
      [['兵', '獣'], 2000],
    ] as const) {
      const g = game('鼓舞の号令', { battlefield: [...field] });
      const target = g.state.battlefield.filter((id) => g.state.cards[id].controller === 0)[0];
      play(g, '鼓舞の号令', [target]);
      expect(power(g, target)).toBe(want);
    }
  });
});

describe('fmt prints the strict bounds and the replacement canonically, and explain states them', () => {
  it('printing then reading again gives the same meaning', () => {
    for (const name of [
      '補充の祈り',
      '墓所の囁き',
      '群れの証',
      '孤軍の誓い',
      '数の劣勢',
      '手札比べ',
      '補給線',
      '重ね引き',
      '鼓舞の号令',
    ]) {
      const source = FIXTURE.card(name);
      const { ir } = parse(
        `【セット】t\n【カード】${name}\n種別：コマンド\nコスト：0\nテキスト：\n  ${source.text}\n`,
      );
      const printed = printCard(ir.cards[0]);
      const line = printed[printed.length - 1].trim();
      expect(meaning('コマンド', [line])).toEqual(meaning('コマンド', [source.text]));
    }
  });

  it('the strict words print as 「より多い」「より少ない」', () => {
    const print = (text: string) => {
      const { ir } = parse(`【セット】t\n【カード】x\n種別：コマンド\nコスト：0\nテキスト：\n  ${text}\n`);
      return printCard(ir.cards[0]).at(-1)?.trim();
    };
    expect(print(`あなたの手札が3枚未満なら、${DRAW}`)).toBe(`あなたの手札が3枚より少ない場合、${DRAW}`);
    expect(print(`あなたのトラッシュにカードが5枚より多くあるなら、${DRAW}`)).toBe(
      `あなたのトラッシュにカードが5枚より多い場合、${DRAW}`,
    );
  });

  it('explain gives the bound as counted (「2枚以下」) and both numbers of a replacement', () => {
    const text = (name: string) => renderExplanation(explainCard(FIXTURE.card(name), 'ja'));
    expect(text('補充の祈り')).toContain('あなたの手札が2枚以下');
    expect(text('群れの証')).toContain('2体以上');
    expect(text('数の劣勢')).toContain('より少ない（同じなら成り立たない）');
    const supply = text('補給線');
    expect(supply).toContain('条件：あなたの手札が1枚以下');
    expect(supply).toContain('カードを2枚引く');
    expect(supply).toContain('そうでない場合');
    expect(supply).toContain('カードを1枚引く');
  });
});
