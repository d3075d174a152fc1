// Issue 22 (helper t14a): wordings of the fourteenth round's d57 train half (herbalists, natural modern wording, a
// designer-defined 「毒を盛る」 printed with its reminder), read by codegen/dsl/designerWordsTrain14a.ts. Each row's own
// example is tested by test/dsl/designerWords.test.ts; here each row's family — variants beyond the corpus sentence —
// means what the canonical wording means, and near wordings that mean something else are not read.
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { cardText } from './helpers.js';
import { codes, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const POISON =
  '（毒を盛る：盛る数だけ、あなたのメインデッキの一番上のカードを、《毒》を持つパワー-1000のセットカードとして、裏向きでそのキャラクターにセットする。）';
const CURSE =
  '(呪いをかける:かける数だけ、自分のメインデッキの一番上のカードを、《呪い》を持つパワー-2000のセットカードとして、裏向きでそのキャラクターにセットする。)';
const SET_POISON =
  'あなたのメインデッキの一番上のカードを、パワー-1000で《毒》を持つセットカードとして裏向きで';
const SET_CURSE =
  'あなたのメインデッキの一番上のカードを、パワー-2000で《呪い》を持つセットカードとして裏向きで';

describe('a designer-defined action with its reminder on the line: what the reminder defines (RULING HF-14.3)', () => {
  same([
    [
      'コマンド',
      `対戦相手のキャラクター1体を対象とし、それに毒を1つ盛る。${POISON}`,
      `対戦相手のキャラクター1体を対象とし、${SET_POISON}それにセットする。`,
    ],
    [
      'コマンド',
      `対戦相手のキャラクター1体を対象とし、そのキャラクターに毒を1個盛る。${POISON}`,
      `対戦相手のキャラクター1体を対象とし、${SET_POISON}それにセットする。`,
    ],
    // any word, verb, trait and power the reminder gives; 「自分の」; half-width brackets
    [
      'コマンド',
      `対戦相手のキャラクター1体を対象とし、それに呪いを1つかける。${CURSE}`,
      `対戦相手のキャラクター1体を対象とし、${SET_CURSE}それにセットする。`,
    ],
    [
      'セット',
      `[自動]：このカードがセットされた時、このカードがセットされているキャラクターに毒を1つ盛る。${POISON}`,
      `[自動]：このカードがセットされた時、${SET_POISON}このカードがセットされているキャラクターにセットする。`,
    ],
  ]);
});

describe('「…に毒を1つ盛ってもよい。（…）」: the same, optional', () => {
  same([
    [
      'キャラクター',
      `[自動]：このキャラクターが防御を行った時、攻撃しているキャラクターを対象とし、それに毒を1つ盛ってもよい。${POISON}`,
      `[自動]：このキャラクターが防御を行った時、攻撃しているキャラクターを対象とし、${SET_POISON}それにセットしてもよい。`,
    ],
    [
      'キャラクター',
      `[自動]：このキャラクターが攻撃した時、対戦相手のキャラクター1体を対象とし、それに呪いを1つかけても良い。${CURSE}`,
      `[自動]：このキャラクターが攻撃した時、対戦相手のキャラクター1体を対象とし、${SET_CURSE}それにセットしてもよい。`,
    ],
  ]);
});

describe('「…に毒を2つ盛る。（…）」: 「2回、」 after the target (chosen once, HF-5.5)', () => {
  same([
    [
      'コマンド',
      `対戦相手のキャラクター1体を対象とし、それに毒を2つ盛る。${POISON}`,
      `対戦相手のキャラクター1体を対象とし、2回、${SET_POISON}それにセットする。`,
    ],
    [
      'キャラクター',
      `[自動]：このキャラクターが破壊された時、対戦相手のキャラクター1体を対象とし、それに毒を3個盛る。${POISON}`,
      `[自動]：このキャラクターが破壊された時、対戦相手のキャラクター1体を対象とする。3回、${SET_POISON}それにセットする。`,
    ],
  ]);

  test('a count before the target and 「これを2回行う」 after a target stay HF-E025', () => {
    expect(
      codes('コマンド', ['2回、対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。']),
    ).toContain('HF-E025');
    expect(
      codes('コマンド', ['対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。これを2回行う。']),
    ).toContain('HF-E025');
  });

  test('a reminder that defines something else (a name, no power) is not read', () => {
    const other =
      '（毒を盛る：盛る数だけ、あなたのメインデッキの一番上のカードを、裏向きでそのキャラクターにセットする。）';
    expect(
      codes('コマンド', [`対戦相手のキャラクター1体を対象とし、それに毒を1つ盛る。${other}`]),
    ).not.toEqual([]);
  });
});

describe('「[自動]（1ターンに1回）：…」: the once-per-turn label in round brackets (HF-12.8)', () => {
  same([
    [
      'キャラクター',
      '[自動]（1ターンに1回）：あなたの《薬師》を持つ他のキャラクターが登場した時、カードを1枚引く。',
      '[自動]：あなたの他の《薬師》を持つキャラクターが戦場に登場した時、カードを1枚引く。1ターンに1回。',
    ],
    [
      'キャラクター',
      '【自動】(ターン1回)このキャラクターが攻撃した時、カードを1枚引く。',
      '[自動]：このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
    [
      'キャラクター',
      '[自動](1ターンに1回まで):このキャラクターが破壊された時、カードを1枚引く。',
      '[自動]：このキャラクターが破壊された時、カードを1枚引く。1ターンに1回。',
    ],
  ]);

  test('without the label the ability is not once per turn', () => {
    expect(meaning('キャラクター', ['[自動]：このキャラクターが攻撃した時、カードを1枚引く。'])).not.toEqual(
      meaning('キャラクター', ['[自動]（1ターンに1回）：このキャラクターが攻撃した時、カードを1枚引く。']),
    );
  });
});

describe('a defined action used where its reminder is not on the line: the file’s reminder defines it', () => {
  const two = (kind: string, defining: string, using: string) =>
    `${cardText(kind, [defining]).trimEnd()}\n\n${cardText(kind, [using]).split('\n').slice(1).join('\n').replace('【カード】テスト', '【カード】テスト2')}`;
  const abilities = (text: string) => {
    const r = compileText(text, 't.hf');
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
    return JSON.parse(
      JSON.stringify(r.cards[1].def.abilities, (k, v) => (k === 'text' || k === 'span' ? undefined : v)),
    );
  };
  const defining = `対戦相手のキャラクター1体を対象とし、それに毒を1つ盛る。${POISON}`;

  test.each([
    ['それに毒を1つ盛る。', `${SET_POISON}それにセットする。`],
    ['それに毒を1つ盛ってもよい。', `${SET_POISON}それにセットしてもよい。`],
    ['それに毒を2つ盛る。', `2回、${SET_POISON}それにセットする。`],
  ])('「%s」 in another card of the file means 「%s」', (use, canonical) => {
    const target = '[自動]：あなたのターン終了時、対戦相手のキャラクター1体を対象とし、';
    expect(
      abilities(two('キャラクター', `[自動]：このキャラクターが攻撃した時、${defining}`, target + use)),
    ).toEqual(
      abilities(two('キャラクター', `[自動]：このキャラクターが攻撃した時、${defining}`, target + canonical)),
    );
  });

  test('the same card, its reminder on a later line, reads too', () => {
    const text = cardText('キャラクター', [
      '[自動]：あなたのターン終了時、対戦相手のキャラクター1体を対象とし、それに毒を1つ盛る。',
      `[自動]：このキャラクターが攻撃した時、${defining}`,
    ]);
    expect(compileText(text, 't.hf').diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  test('with no definition anywhere in the file the use stays unread', () => {
    expect(codes('コマンド', ['対戦相手のキャラクター1体を対象とし、それに毒を1つ盛る。'])).not.toEqual([]);
  });
});

describe('the cards left moved optionally (「そうでなければ、それをトラッシュに置いてもよい」): HF-E040, not a must', () => {
  const reveal =
    '[自動]：あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを公開する。それが《薬草》を持つカードなら、手札に加える。';
  test.each([
    `${reveal}そうでないなら、それをトラッシュに置いてもよい。`,
    `${reveal}そうでなければ、そのカードをメインデッキの一番下に戻してもよい。`,
    'あなたのメインデッキの上から3枚を見て、1枚を選び手札に加え、残りをトラッシュに置いてもよい。',
  ])('「%s」 is HF-E040', (line) => {
    expect(codes(line.startsWith('[') ? 'キャラクター' : 'コマンド', [line])).toContain('HF-E040');
  });
  test('the same without 「てもよい」 reads (the card goes there)', () => {
    expect(codes('キャラクター', [`${reveal}そうでないなら、それをトラッシュに置く。`])).toEqual([]);
  });
});
