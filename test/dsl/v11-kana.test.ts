// Issue 22 (v11): the kana spellings of the language's words (codegen/dsl/kanaWords.ts) are folded to their
// kanji before the designer vocabulary reads a line (codegen/dsl/parse/kanaReading.ts), only where the line
// does not read without them and reads with them; the casual style's rows (codegen/dsl/designerWordsV11.ts).
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { V11_WORDS } from '../../codegen/dsl/designerWordsV11.js';
import { KANA_WORDS, NOT_FOLDED, kanaSpellings } from '../../codegen/dsl/kanaWords.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { kanaFolds } from '../../codegen/dsl/parse/kanaReading.js';
import { readDesignerLine } from '../../codegen/dsl/parse/reading.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';
import { runExplain } from '../../src/cli/explain.js';
import { cardText, parse, stripSpans } from './helpers.js';

const lineOf = (kind: string, line: string) => {
  const { ir, diagnostics } = parse(cardText(kind, [line]));
  return { line: ir.cards[0]?.lines[0], diagnostics };
};
const irOf = (kind: string, line: string) => {
  const { line: read, diagnostics } = lineOf(kind, line);
  expect(diagnostics).toEqual([]);
  return stripSpans(read, ['span', 'readings', 'comments']);
};
const readingsOf = (kind: string, line: string) =>
  (lineOf(kind, line).line?.readings ?? []).map((r) => `${r.from} → ${r.to}`);
const spelled = (kana: string) => kanaSpellings().find((s) => s.kana === kana)?.kanji;

describe('the kana spellings derived from the table, one class of word each', () => {
  test.each([
    ['ku', 'ひく', '引く'],
    ['ku', 'ひいて', '引いて'],
    ['ku', 'おかれた', '置かれた'],
    ['su', 'もどす', '戻す'],
    ['su', 'もどして', '戻して'],
    ['bu', 'えらび', '選び'],
    ['bu', 'えらんで', '選んで'],
    ['tsu', 'もつ', '持つ'],
    ['tsu', 'もたない', '持たない'],
    ['u', 'しはらって', '支払って'],
    ['ru', 'のこり', '残り'],
    ['mu', 'ふくむ', '含む'],
    ['ichidan', 'くわえる', '加える'],
    ['ichidan', 'くわえ', '加え'],
    ['ichidan', 'えて', '得て'],
    ['noun', 'はかい', '破壊'],
    ['noun', 'いじょう', '以上'],
    ['noun', 'かぎり', '限り'],
    ['countWord', 'まい', '枚'],
  ])('%s: 「%s」 is 「%s」', (_, kana, kanji) => {
    expect(spelled(kana)).toBe(kanji);
  });

  test('a bare stem of one or two kana is no spelling (得 え, 受け うけ)', () => {
    expect(spelled('え')).toBeUndefined();
    expect(spelled('うけ')).toBeUndefined();
  });

  test('every spelling is kana and longer spellings come first', () => {
    const all = kanaSpellings();
    for (const s of all) expect(s.kana).toMatch(/^[\u3041-\u309f]+$/);
    for (let i = 1; i < all.length; i++)
      expect(all[i - 1].kana.length).toBeGreaterThanOrEqual(all[i].kana.length);
  });

  test('no kana spelling stands for two words (the fold would have to guess)', () => {
    const byKana = new Map<string, Set<string>>();
    for (const s of kanaSpellings()) byKana.set(s.kana, (byKana.get(s.kana) ?? new Set()).add(s.kanji));
    expect([...byKana].filter(([, kanji]) => kanji.size > 1)).toEqual([]);
  });
});

describe('the table is complete for the grammar (the hand table in place of an analyser)', () => {
  const grammar = readFileSync('grammar/card.ohm', 'utf8');
  const terminals = [...grammar.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);
  const runs = [...new Set(terminals.flatMap((t) => t.match(/[\p{Script=Han}々]+/gu) ?? []))];

  test('every kanji run of a terminal is made of words of the table and runs with a reason in NOT_FOLDED', () => {
    const pieces = [
      ...KANA_WORDS.flatMap(([kanji]) => kanji.match(/[\p{Script=Han}々]+/gu) ?? []),
      ...Object.keys(NOT_FOLDED),
    ];
    const made = (run: string): boolean =>
      run === '' || pieces.some((p) => run.startsWith(p) && made(run.slice(p.length)));
    expect(runs.filter((run) => !made(run))).toEqual([]);
  });

  test('every word of the table is a word of the language (in a terminal or a vocabulary table)', () => {
    const vocabulary = readFileSync('codegen/dsl/vocabulary.ts', 'utf8');
    const designer = readdirSync('codegen/dsl')
      .filter((f) => f.startsWith('designerWords'))
      .map((f) => readFileSync(join('codegen/dsl', f), 'utf8'))
      .join('\n');
    const unknown = KANA_WORDS.map(([kanji]) => kanji).filter(
      (w) => !terminals.some((t) => t.includes(w)) && !vocabulary.includes(w) && !designer.includes(w),
    );
    expect(unknown).toEqual([]);
  });
});

describe('kana words fold where the folded line reads (HF-12 effects written in kana)', () => {
  test.each([
    ['コマンド', 'カードを1まいひく。', 'カードを1枚引く。'],
    [
      'コマンド',
      'あいてのキャラクター1たいをたいしょうとし、それをはかいする。',
      '対戦相手のキャラクター1体を対象とし、それを破壊する。',
    ],
    [
      'コマンド',
      'あなたのトラッシュのキャラクターカードを1まいえらび、てふだにもどす。',
      'あなたのトラッシュのキャラクターカードを1枚選び、手札に戻す。',
    ],
    ['コマンド', 'あいてに1ダメージをあたえる。', '対戦相手に1ダメージを与える。'],
    [
      'コマンド',
      'あなたのメインデッキの一番上のカードを、裏向きでガードデッキにくわえる。カードを1まいひく。',
      'あなたのメインデッキの一番上のカードを、裏向きでガードデッキに加える。カードを1枚引く。',
    ],
    [
      'コマンド',
      'あなたの《かかし》のキャラクター1体を対象とし、それをアクティブにする。そのあと、ターン終了時まで、それは【反撃】をえる。',
      'あなたの《かかし》を持つキャラクター1体を対象とし、それをアクティブにする。その後、ターン終了時まで、それは【反撃】を得る。',
    ],
    [
      'コマンド',
      'あいてのキャラクター1体をたいしょうとし、それをもちぬしのてふだにもどす。',
      '対戦相手のキャラクター1体を対象とし、それを持ち主の手札に戻す。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのターンのおわりに、カードを1まいひく。',
      '[自動]：あなたのターン終了時、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターがはかいされたとき、カードを1まいひく。',
      '[自動]：このキャラクターが破壊された時、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが戦場にいるかぎり、このキャラクターいがいのあなたの《かかし》を持つキャラクターのパワーを+1000する。',
      '[自動]：このキャラクターが戦場に居る限り、このキャラクター以外のあなたの《かかし》を持つキャラクターのパワーを+1000する。',
    ],
  ])('%s 「%s」 reads as 「%s」', (kind, written, canonical) => {
    expect(irOf(kind, written)).toEqual(irOf(kind, canonical));
  });

  test('each fold is a reading, in the order of the line, spanning the kana as written', () => {
    const { line } = lineOf('コマンド', 'カードを1まいひく。');
    expect((line?.readings ?? []).map((r) => [r.from, r.to, r.span.col, r.span.endCol])).toEqual([
      ['まい', '枚', 8, 10],
      ['ひく', '引く', 10, 12],
    ]);
  });
});

describe('guards against false folds', () => {
  const folded = (text: string) => kanaFolds(text, new Array<boolean>(text.length).fill(false));

  test('a line that reads as written is not folded (「すべて」 stays, no kana readings)', () => {
    const line = '対戦相手のキャラクターをすべてスリープにする。';
    expect(readingsOf('コマンド', line).filter((r) => r.startsWith('すべて'))).toEqual([]);
  });

  test('kana inside a name 「…」 or a trait 《…》 is never folded', () => {
    const line = 'あなたのキャラクターにセットされている「ひく」を1まいえらび、手札にくわえる。';
    expect(readDesignerLine(line, line, true).text).toBe(
      'あなたのキャラクターにセットされている「ひく」を1枚選び、手札に加える。',
    );
    const trait = 'あなたの《はかい》を持つキャラクター1たいを対象とし、それを破壊する。';
    expect(readDesignerLine(trait, trait, true).text).toContain('《はかい》');
  });

  test('a counter folds only after a digit (「まい」 alone is no word)', () => {
    expect(folded('まいにち1まい')).toEqual([{ index: 5, length: 2, to: '枚' }]);
  });

  test('a two-kana word folds only at a word start (える in くわえる / かえる is no word)', () => {
    expect(folded('かえる')).toEqual([]);
    expect(folded('【反撃】をえる').map((f) => f.to)).toEqual(['得る']);
    expect(folded('くわえる').map((f) => f.to)).toEqual(['加える']);
  });

  test('ambiguous: 「ひく」 in 「パワーを1000ひく」 (subtract, not draw) is not folded: the folded line does not read', () => {
    const line = '対戦相手のキャラクター1体を対象とし、それのパワーを1000ひく。';
    const { line: read, diagnostics } = lineOf('コマンド', line);
    expect(read).toBeUndefined();
    expect(diagnostics[0]?.code).toMatch(/^HF-E0/);
    expect(readingsOf('コマンド', line)).toEqual([]);
  });

  test('ambiguous readings have no spelling at all (した is also the past of する: 下 only in 一番下)', () => {
    for (const kanji of ['上', '下', '後', '方', '中']) expect(NOT_FOLDED[kanji]).toMatch(/ambiguous/);
    expect(folded('破壊した')).toEqual([]);
    expect(folded('いちばんしたのカード').map((f) => f.to)).toEqual(['一番下']);
  });
});

describe('the casual style rows (codegen/dsl/designerWordsV11.ts)', () => {
  test.each(V11_WORDS.map((row) => [row.note, row.example[0], row.example[1]] as const))(
    '%s',
    (_, written, canonical) => {
      expect(readDesignerLine(normalizeWidth(written)).text).toBe(normalizeWidth(canonical));
      expect(irOf('キャラクター', written)).toEqual(irOf('キャラクター', canonical));
    },
  );

  test('「攻撃をしたとき」 written in kana: the fold and the row together', () => {
    const line = '[自動]：このキャラクターがこうげきをしたとき、カードを1まいひく。';
    expect(irOf('キャラクター', line)).toEqual(
      irOf('キャラクター', '[自動]：このキャラクターが攻撃した時、カードを1枚引く。'),
    );
  });
});

const KANA_CARD = [
  '【セット】demo',
  '',
  '【カード】ふゆじたく',
  '種別：コマンド',
  'コスト：2',
  'テキスト：',
  '  カードを1まいひく。',
  '',
].join('\n');

describe('hflux fmt and explain --verbose', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'hflux-v11-'));
    mkdirSync(join(root, 'rules'));
    copyFileSync('rules/keywords.hf', join(root, 'rules/keywords.hf'));
    writeFileSync(join(root, 'kana.hf'), KANA_CARD);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('fmt prints the canonical text', () => {
    expect(formatText(KANA_CARD, 'kana.hf').text).toBe(
      KANA_CARD.replace('カードを1まいひく。', 'あなたはメインデッキからカードを1枚引く。'),
    );
  });

  test('explain --verbose shows each reading (「ひく → 引く」)', async () => {
    const plain = await runExplain({ args: ['kana.hf'], root });
    const verbose = await runExplain({ args: ['kana.hf'], root, verbose: true });
    expect(plain.stdout).toBe(
      '■ ふゆじたく\n  コマンド・コスト2\n  効果\n    いつ：このカードをプレイして、それが解決された時\n    処理1：あなたはメインデッキからカードを1枚引く。\n',
    );
    expect(verbose.stdout).toBe(
      `${plain.stdout}  読み替え（デザイナー語彙）\n    7:8 まい → 枚\n    7:10 ひく → 引く\n`,
    );
  });
});
