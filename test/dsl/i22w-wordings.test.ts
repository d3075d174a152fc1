// Issue 22 (i22w): wordings reported by other helpers — 「…1体につき、カードを1枚引く」 (a draw per count),
// 「【自動】：」 written with the seeds' brackets, a keyword reminder right after 「を得る」 (HF-13: accepted only when
// it restates rules/keywords.hf), a look and its choice in separate sentences, a replacement without an object
// (HF-5.11) and HF-E040 for replacements of cards leaving zones other than the battlefield.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';
import { explainCard } from '../../src/explain/card.js';
import { renderExplanation } from '../../src/explain/render.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { ofType } from '../helpers/lookup.js';
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
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const chooseByName = (g: G, name: string) => {
  const id = ofType(g, 'choose').find((a) => a.card !== null && nameOf(g, a.card) === name)?.card;
  if (id === undefined || id === null) throw new Error(`${name} is not offered`);
  act(g, { type: 'choose', card: id });
};
const meaning = (kind: string, line: string) => {
  const r = compile(kind, line);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const { text: _t, source: _s, ...def } = r.cards[0].def as unknown as Record<string, unknown>;
  return def;
};

describe('a draw per count (issue 22)', () => {
  test.each([
    '対戦相手のキャラクター1体につき、カードを1枚引く。',
    '相手のキャラクター1体につき、あなたはカードを1枚引く。',
    '対戦相手の戦場のキャラクター１体につき、自分はカードを１枚引く。',
  ])('「%s」: X cards, X the count', (line) => {
    expect(explain('コマンド', line)).toContain(
      'カードをX（＝戦場の対戦相手のキャラクター1体につき1）枚引く',
    );
  });

  test('「あなたのトラッシュのカード1枚につき、あなたはカードを1枚引く」: counted in the trash', () => {
    expect(explain('コマンド', 'あなたのトラッシュのカード1枚につき、あなたはカードを1枚引く。')).toContain(
      'カードをX（＝あなたのトラッシュのカード1枚につき1）枚引く',
    );
  });

  test('the printer keeps 「…につき」', () => {
    const text = formatText(
      cardText('コマンド', ['対戦相手のキャラクター1体につき、カードを1枚引く。']),
      't.hf',
    ).text;
    expect(text).toContain('対戦相手のキャラクター1体につき、あなたはメインデッキからカードを1枚引く。');
    expect(formatText(text ?? '', 't.hf').text).toBe(text);
  });

  test('the engine draws one card per opposing character', () => {
    const cards = fixtureCards('i22w-wordings').all;
    const g = makeGame({
      cards,
      p0: { hand: ['数え引き'], main: ['赤', '青', '緑'] },
      p1: { battlefield: ['赤', '青'] },
    });
    const before = g.state.players[0].hand.length;
    act(g, { type: 'play', card: cardId(g, '数え引き', 0), targets: [] });
    passAll(g);
    expect(g.state.players[0].hand.length).toBe(before - 1 + 2);
  });

  test('「…につき」 before anything else still gets HF-E025', () => {
    expect(
      errors(
        'コマンド',
        '対戦相手のキャラクター1体につき、対戦相手のキャラクター1体を対象とし、それを破壊する。',
      ),
    ).toContain('HF-E025');
  });
});

describe('a look and its choice in separate sentences', () => {
  const canonical = meaning(
    'コマンド',
    'あなたはメインデッキの上から3枚を見て、その中からカードを1枚選び、手札に加え、残りを好きな順番でメインデッキの一番下に置く。',
  );
  test.each([
    'あなたはメインデッキの上から3枚を見る。その中からカードを1枚選び、手札に加え、残りを好きな順番でメインデッキの下に置く。',
    'あなたはメインデッキの上から３枚を見る。その中からカード１枚を選び、手札に加える。その後、残りをメインデッキの下に好きな順番で置く。',
    '自分の山札の上から3枚を見る。その中から1枚を選んで手札に加え、残りを好きな順番で山札の下に置く。',
  ])('「%s」', (line) => {
    expect(meaning('コマンド', line)).toEqual(canonical);
  });

  test('the engine: the player keeps one and orders the rest at the bottom', () => {
    const cards = fixtureCards('i22w-wordings').all;
    const g = makeGame({ cards, p0: { hand: ['見て選ぶ'], main: ['赤', '青', '緑'] } });
    act(g, { type: 'play', card: cardId(g, '見て選ぶ', 0), targets: [] });
    passAll(g);
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0 });
    chooseByName(g, '青'); // to the hand
    expect(g.state.pending).toMatchObject({ kind: 'choose', player: 0, prompt: 'orderBottom' });
    chooseByName(g, '緑');
    chooseByName(g, '赤');
    const main = g.state.players[0].mainDeck;
    expect(main.slice(-2).map((id) => nameOf(g, id))).toEqual(['緑', '赤']);
    expect(g.state.players[0].hand.map((id) => nameOf(g, id))).toContain('青');
  });
});

describe('【自動】 and 【起動】 with the seeds’ brackets', () => {
  test('「【自動】：…」 is [自動]', () => {
    expect(
      meaning('キャラクター', '【自動】：このキャラクターが戦場に登場した時、カードを1枚引く。'),
    ).toEqual(meaning('キャラクター', '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。'));
    expect(meaning('キャラクター', '【自動】このキャラクターが戦場に登場した時、カードを1枚引く。')).toEqual(
      meaning('キャラクター', '[自動]:このキャラクターが戦場に登場した時、カードを1枚引く。'),
    );
  });
  test('「【起動】[1][スリープ]：…」 is the activated ability', () => {
    expect(meaning('キャラクター', '【起動】[1][スリープ]：カードを1枚引く。')).toEqual(
      meaning('キャラクター', '[1][スリープ]:カードを1枚引く。'),
    );
  });
  test('the engine: 【自動】 triggers on entering (HF-12.1)', () => {
    const cards = fixtureCards('i22w-wordings').all;
    const g = makeGame({ cards, p0: { hand: ['括弧自動'], main: ['赤', '青'] } });
    act(g, { type: 'play', card: cardId(g, '括弧自動', 0), targets: [] });
    passAll(g);
    const hand = g.state.players[0].hand.map((id) => nameOf(g, id));
    expect(hand).toContain('赤');
  });
});

describe('a keyword reminder right after 「を得る」 (HF-13)', () => {
  const plain = '[1]:ターン終了時まで、このキャラクターは【強撃】を得る。';
  test.each([
    '[1]:ターン終了時まで、このキャラクターは【強撃】を得る（このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する）。',
    '[1]：ターン終了時まで、このキャラクターは【強撃】を得る(このキャラクターが攻撃によってプレイヤーに与えるダメージに＋１する。)',
    '[1]:ターン終了時まで、このキャラクターは【強撃】を得る（このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する）',
  ])('「%s」 restating the definition: the keyword, nothing more', (line) => {
    expect(meaning('キャラクター', line)).toEqual(meaning('キャラクター', plain));
  });
  test('a reminder saying something else is HF-E047, never obeyed or dropped', () => {
    expect(
      errors(
        'キャラクター',
        '[1]:ターン終了時まで、このキャラクターは【強撃】を得る（このキャラクターが攻撃によってプレイヤーに与えるダメージに+2する）。',
      ),
    ).toEqual(['HF-E047']);
  });
  test('the printer prints the keyword (the definition is the reminder)', () => {
    const text = formatText(
      cardText('キャラクター', [
        '[1]:ターン終了時まで、このキャラクターは【強撃】を得る（このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する）。',
      ]),
      't.hf',
    ).text;
    expect(text).toContain('このキャラクターは【強撃】を得る。');
    expect(formatText(text ?? '', 't.hf').text).toBe(text);
  });
});

describe('a replacement without an object (HF-5.11)', () => {
  test('「このカードがトラッシュに置かれる場合、代わりにゲームから除外する」: the card of the event', () => {
    expect(
      meaning('キャラクター', '[自動]:このカードがトラッシュに置かれる場合、代わりにゲームから除外する。'),
    ).toEqual(
      meaning(
        'キャラクター',
        '[自動]:このカードがトラッシュに置かれる場合、代わりにこのカードをゲームから除外する。',
      ),
    );
  });
  test.each([
    '[自動]:このカードが手札から捨てられる場合、代わりにゲームから除外する。',
    '[自動]:このカードがメインデッキからトラッシュに置かれる場合、代わりにゲームから除外する。',
  ])('「%s」: HF-E040 (no replacement outside the battlefield)', (line) => {
    expect(errors('キャラクター', line)).toEqual(['HF-E040']);
  });
});
