// Issue 14: the VS Code extension's TextMate grammar for card files (editors/vscode/syntaxes/
// hollowflux.tmLanguage.json), tokenized as VS Code does (vscode-textmate + vscode-oniguruma). Snapshots of
// real card files, targeted checks of every construct of docs/dsl.md in half- and full-width spellings, and
// agreement with the compiler: every line of every card file is read as the compiler reads it
// (codegen/dsl/parse/lines.ts), and every card name and trait it parses is highlighted as one.
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import type { IGrammar } from 'vscode-textmate';
import { Reporter } from '../../codegen/dsl/diagnostics/report.js';
import { KEYWORDS_FILE, findCardFiles } from '../../codegen/dsl/index.js';
import { classifyLine, splitLines, splitTrailingComment } from '../../codegen/dsl/parse/lines.js';
import { LineCache } from '../../codegen/dsl/parse/matchLine.js';
import { parseFile } from '../../codegen/dsl/parse/parseFile.js';
import { dslWords } from '../../editors/vscode/build/dslWords.mjs';
import {
  type Token,
  golden,
  lineTokens,
  loadGrammar,
  scopesOf,
  textLines,
  tokenize,
  tokensOf,
} from './textmate.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const L = '.hollowflux';
const s = (name: string) => `${name}${L}`;

let grammar: IGrammar;
beforeAll(async () => {
  grammar = await loadGrammar('source.hollowflux');
});

const read = (file: string) => readFileSync(`${ROOT}${file}`, 'utf8');

/** Real files (every construct of the starter and kuon sets, the keyword definitions) and the fixture. */
const SNAPSHOT_FILES = [
  'cards/starter/fire.hf',
  'cards/starter/water.hf',
  'cards/kuon/kikou.hf',
  'cards/kuon/tsukuyomi.hf',
  KEYWORDS_FILE,
  'test/vscode/fixtures/constructs.hf',
];

describe('snapshots: every token of real card files with its scopes', () => {
  test.each(SNAPSHOT_FILES)('%s', async (file) => {
    const text = read(file);
    const snapshot = `./__snapshots__/${basename(dirname(file))}-${basename(file)}.tokens`;
    await expect(golden(tokenize(grammar, text), textLines(text), L)).toMatchFileSnapshot(snapshot);
  });
});

describe('cost brackets and ability markers (HF-12, HF-13)', () => {
  test.each([
    ['  [2][スリープ]：対戦相手に1ダメージを与える。', 'スリープ'],
    ['  ［２］［スリープ］：対戦相手に1ダメージを与える。', 'スリープ'],
  ])('[スリープ] is a sleep cost inside a cost bracket: %s', (line, word) => {
    expect(scopesOf(grammar, line, word)).toEqual(
      expect.arrayContaining([s('meta.cost'), s('keyword.other.cost.sleep')]),
    );
  });

  test('[2] and ［２］ are energy costs: a number inside a cost bracket', () => {
    for (const [line, digit] of [
      ['  [2]：あなたはカードを1枚引く。', '2'],
      ['  ［２］：あなたはカードを1枚引く。', '２'],
    ]) {
      expect(scopesOf(grammar, line, digit)).toEqual([
        s('meta.text-line'),
        s('meta.cost'),
        s('constant.numeric'),
      ]);
      expect(scopesOf(grammar, line, line.trim()[0])).toContain(s('punctuation.definition.cost.begin'));
    }
  });

  test('[X], [カルネージX], [手札を1枚捨てる] and [1ターンに1回] are costs', () => {
    const line =
      '  [1ターンに1回][X][カルネージX][手札の《竜》を持つカードを1枚捨てる]：それにXダメージを与える。';
    expect(scopesOf(grammar, line, '1ターンに1回')).toContain(s('keyword.other.once-per-turn'));
    expect(scopesOf(grammar, line, '[X]')).toContain(s('meta.cost'));
    expect(tokensOf(grammar, line, 'X')[0].scopes).toContain(s('variable.other.x'));
    expect(scopesOf(grammar, line, 'カルネージ')).toEqual(
      expect.arrayContaining([s('meta.cost'), s('keyword.other.cost.carnage')]),
    );
    expect(scopesOf(grammar, line, '《竜》')).toEqual(
      expect.arrayContaining([s('meta.cost'), s('support.class.trait')]),
    );
    expect(scopesOf(grammar, line, '捨てる')).toContain(s('keyword.other.cost.discard'));
    // The colon ends the costs: what follows is the effect, outside any bracket.
    expect(scopesOf(grammar, line, 'ダメージを与える')).toEqual([s('meta.text-line')]);
  });

  test.each([
    '  [自動] このキャラクターが破壊された時、対戦相手に1ダメージを与える。',
    '  ［自動］：このキャラクターは破壊されない。',
  ])('[自動] is an ability marker, not a cost: %s', (line) => {
    const tag = line.trim().slice(0, 4);
    expect(scopesOf(grammar, line, tag)).toEqual([s('meta.text-line'), s('keyword.control.ability.auto')]);
  });

  test('【ダメージトリガー】 is an ability marker', () => {
    const line = '  【ダメージトリガー】：対戦相手に1ダメージを与える。';
    expect(scopesOf(grammar, line, '【ダメージトリガー】')).toContain(s('keyword.control.damage-trigger'));
  });

  test('【奥義：ワード】 and 【奥義：[条件]】 (HF-13.7)', () => {
    const word = '  【奥義：紅蓮】';
    expect(scopesOf(grammar, word, '紅蓮')).toEqual(
      expect.arrayContaining([s('meta.ougi'), s('string.unquoted.ougi-word')]),
    );
    expect(tokensOf(grammar, word, '】')[0].scopes).toContain(s('keyword.control.ougi'));
    const condition = '  【奥義：[《剣士》を持つキャラクター]】';
    expect(scopesOf(grammar, condition, '《剣士》')).toEqual(
      expect.arrayContaining([s('meta.ougi'), s('meta.condition.ougi'), s('support.class.trait')]),
    );
    expect(tokensOf(grammar, condition, ']】').at(-1)!.scopes).toContain(s('keyword.control.ougi'));
  });

  test('【空装 条件：… 効果：…】 (HF-13.8): labels, traits, numbers and a keyword inside, its own closing bracket', () => {
    const line =
      '  【空装 条件：《騎士》を持つカードが6枚以上 効果：あなたのキャラクターは【神速】を得る。追加デッキを使用する。】';
    expect(scopesOf(grammar, line, '【空装')).toContain(s('keyword.control.kuusou'));
    for (const label of ['条件', '効果'])
      expect(scopesOf(grammar, line, label)).toContain(s('keyword.other.kuusou-label'));
    expect(scopesOf(grammar, line, '《騎士》')).toEqual(
      expect.arrayContaining([s('meta.kuusou'), s('support.class.trait')]),
    );
    expect(scopesOf(grammar, line, '6')).toContain(s('constant.numeric'));
    expect(scopesOf(grammar, line, '【神速】')).toEqual(
      expect.arrayContaining([s('meta.kuusou'), s('support.function.keyword')]),
    );
    expect(tokensOf(grammar, line, '。】').at(-1)!.scopes).toContain(s('keyword.control.kuusou'));
  });
});

describe('traits, keywords, quotes and numbers', () => {
  test('《竜》 is a trait, in 分類： and in text', () => {
    expect(scopesOf(grammar, '分類：《発現者》《竜》', '《竜》')).toEqual([
      s('meta.field.traits'),
      s('support.class.trait'),
    ]);
    expect(scopesOf(grammar, '  あなたの《竜》を持つキャラクターのパワーを+1000する。', '《竜》')).toContain(
      s('support.class.trait'),
    );
  });

  test('【反撃】 on its own line and 【神速】 inside a sentence are keywords (HF-13)', () => {
    expect(scopesOf(grammar, '  【反撃】【強撃】', '【強撃】')).toContain(s('support.function.keyword'));
    const line = '  [自動]：このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。';
    expect(scopesOf(grammar, line, '【神速】')).toContain(s('support.function.keyword'));
  });

  test('「名前」 is a quoted string; 「[自動] …」 and 「…。」 are quoted abilities with their own highlighting', () => {
    const name = '  「紅蓮」を名前に含むキャラクター一体を対象とし、それを破壊する。';
    expect(scopesOf(grammar, name, '「紅蓮」')).toContain(s('string.quoted.other.corner-bracket'));
    const ability =
      '  それは「[自動] このキャラクターが攻撃を行うたび、「紅蓮」を名前に含むカードを1枚引く。」を得る。';
    expect(scopesOf(grammar, ability, '[自動]')).toEqual(
      expect.arrayContaining([s('meta.embedded.ability'), s('keyword.control.ability.auto')]),
    );
    expect(scopesOf(grammar, ability, '「紅蓮」')).toEqual(
      expect.arrayContaining([s('meta.embedded.ability'), s('string.quoted.other.corner-bracket')]),
    );
    expect(scopesOf(grammar, ability, 'を得る')).toEqual([s('meta.text-line')]);
    const plain = '  それは「このキャラクターは攻撃できない。」を得る。';
    expect(scopesOf(grammar, plain, 'このキャラクター')).toContain(s('meta.embedded.ability'));
  });

  test.each([
    ['パワー：3000', '3000'],
    ['パワー：３０００', '３０００'],
    ['パワー：+1000', '+1000'],
    ['パワー：－１０００', '－１０００'],
    ['  それのパワーを＋１０００する。', '＋１０００'],
    ['  対戦相手のキャラクター一体を対象とし、それを破壊する。', '一'],
    ['コスト：三', '三'],
  ])('numbers in any width, with their sign: %s', (line, number) => {
    expect(tokensOf(grammar, line, number)).toHaveLength(1);
    expect(scopesOf(grammar, line, number).at(-1)).toMatch(/^constant\.numeric/);
  });

  test('a kanji digit is a number only as a count (一体, not 一番上)', () => {
    const line = '  それをメインデッキの一番上に置く。';
    expect(scopesOf(grammar, line, '一')).toEqual([s('meta.text-line')]);
  });
});

describe('headers, fields and comments (HF-4.1, docs/dsl.md「Files」)', () => {
  test('every field of grammar/card.ohm is a field name at column 1, with a spaced or full-width colon', () => {
    for (const field of dslWords().fields) {
      for (const line of [`${field.label}：`, `${field.label} : `]) {
        expect(scopesOf(grammar, line, field.label), line).toContain(s('support.type.property-name.field'));
      }
      expect(scopesOf(grammar, `  ${field.label}：`, field.label)).not.toContain(
        s('support.type.property-name.field'),
      );
    }
  });

  test('every card type is one after 種別：', () => {
    for (const type of dslWords().cardTypes)
      expect(scopesOf(grammar, `種別：${type}`, type)).toEqual([
        s('meta.field.type'),
        s('constant.language.card-type'),
      ]);
  });

  test('識別子： takes an identifier, in ASCII or full-width letters and digits', () => {
    for (const ident of ['vigilance', 'ｖｉｇｉｌａｎｃｅ２'])
      expect(scopesOf(grammar, `識別子：${ident}`, ident)).toEqual([
        s('meta.field.ident'),
        s('variable.other.constant.identifier'),
      ]);
  });

  test('【カード】, 【キーワード】 and 【セット】 name a card, a keyword and a set', () => {
    expect(scopesOf(grammar, '【カード】紅蓮の剣士 #1', '紅蓮の剣士 #1')).toContain(
      s('entity.name.type.card'),
    );
    expect(scopesOf(grammar, '【キーワード】反撃', '反撃')).toContain(s('entity.name.function.keyword'));
    expect(scopesOf(grammar, '【セット】starter', 'starter')).toContain(s('entity.name.namespace.set'));
  });

  test.each(['# コメント', '  # 字下げしたコメント', '// コメント', '＃ 全角', '／／ 全角'])(
    'a comment line: %s',
    (line) => {
      expect(lineTokens(grammar, line).every((t) => t.scopes.includes(s('comment.line')))).toBe(true);
    },
  );

  test('a field line may end with a comment after a space; 定義：, card names and text lines may not', () => {
    expect(scopesOf(grammar, 'コスト：3  # 重い', '# 重い')).toContain(s('comment.line'));
    expect(scopesOf(grammar, '分類：《剣士》　// 全角スペースの後', '// 全角スペースの後')).toContain(
      s('comment.line'),
    );
    expect(scopesOf(grammar, '【カード】札 #2', '#2')).not.toContain(s('comment.line'));
    expect(scopesOf(grammar, '  対戦相手に1ダメージを与える。 #1', '#1')).not.toContain(s('comment.line'));
    expect(scopesOf(grammar, '定義：[自動]：これは破壊されない。 #1', '#1')).not.toContain(s('comment.line'));
  });

  test('an unclosed bracket does not carry over to the next line', () => {
    const tokens = tokenize(
      grammar,
      '  [2：それを破壊する。\n  【空装 条件：\n【カード】次のカード\n種別：コマンド',
    );
    const onLine = (line: number) => tokens.filter((t) => t.line === line);
    expect(onLine(3).map((t) => t.scopes.at(-1))).toEqual([
      s('keyword.other.header.card'),
      s('entity.name.type.card'),
    ]);
    expect(onLine(4)[0].scopes).toEqual([s('meta.field.type'), s('support.type.property-name.field')]);
  });
});

describe('the sentence words come from codegen/dsl/vocabulary.ts and grammar/card.ohm', () => {
  test('durations, references, その後, 代わりに, 対象とし and 以下から…選ぶ', () => {
    const words = dslWords();
    const check = (line: string, fragment: string, scope: string) =>
      expect(scopesOf(grammar, line, fragment), `${fragment} in ${line}`).toContain(s(scope));
    for (const duration of words.durations)
      check(`  ${duration}、それのパワーを+1000する。`, duration, 'storage.modifier.duration');
    for (const ref of words.refs) check(`  ${ref}を破壊する。`, ref, 'variable.language.ref');
    for (const then of words.thenWords)
      check(`  それを破壊する。${then}、カードを1枚引く。`, then, 'keyword.control.then');
    for (const target of words.targetWords)
      check(`  キャラクター一体を${target}、それを破壊する。`, target, 'keyword.operator.target');
    check(
      '  このキャラクターが破壊される場合、代わりにこれをスリープにする。',
      '代わりに',
      'keyword.control.instead',
    );
    check('  以下から２つまで選ぶ。', '以下から２つまで選ぶ', 'keyword.control.choose-modes');
  });
});

/** The tokens of `line` that overlap the columns [col, endCol) (1-based, as the compiler's spans). */
function tokensInSpan(tokens: Token[], line: number, col: number, endCol: number): Token[] {
  return tokens.filter((t) => t.line === line && t.start < endCol - 1 && t.start + t.text.length > col - 1);
}

describe('agreement with the compiler on every card file', () => {
  const files = [...findCardFiles(ROOT), KEYWORDS_FILE, 'test/vscode/fixtures/constructs.hf'];

  test.each(files)('%s: comment, header and text lines, card names and traits', (file) => {
    const text = read(file);
    const tokens = tokenize(grammar, text);
    for (const line of splitLines(text)) {
      const kind = classifyLine(line).kind;
      const own = tokens.filter((t) => t.line === line.number && t.text.trim() !== '');
      const outer = new Set(own.map((t) => t.scopes[0]));
      if (kind === 'comment')
        expect(
          own.every((t) => t.scopes.includes(s('comment.line'))),
          `${file}:${line.number}`,
        ).toBe(true);
      if (kind === 'text') expect([...outer], `${file}:${line.number}`).toEqual([s('meta.text-line')]);
      if (kind === 'header')
        expect([...outer][0], `${file}:${line.number}`).toMatch(/^meta\.(header|field)\./);
    }
    const ir = parseFile(text, file, new LineCache({ keywords: [], traits: [] }), new Reporter());
    const names = [...ir.cards, ...ir.keywords].map((block) => block.name);
    for (const name of names) {
      const span = tokensInSpan(tokens, name.span.line, name.span.col, name.span.endCol);
      expect(span.map((t) => t.text).join(''), `${file}:${name.span.line}`).toBe(name.name);
      expect(span.every((t) => /^entity\.name\.(type\.card|function\.keyword)/.test(t.scopes.at(-1)!))).toBe(
        true,
      );
    }
    for (const trait of ir.cards.flatMap((card) => card.traits?.traits ?? [])) {
      const span = tokensInSpan(tokens, trait.span.line, trait.span.col, trait.span.endCol);
      expect(span.length, `${file}:${trait.span.line} 《${trait.name}》`).toBeGreaterThan(0);
      expect(span.every((t) => t.scopes.includes(s('support.class.trait')))).toBe(true);
    }
  });
});

describe('property: any line is split into comment, header and text as the compiler splits it', () => {
  const fragments = [
    ' ',
    '  ',
    '　',
    '\t',
    '#',
    '＃',
    '//',
    '／／',
    '/',
    ' #',
    '　# メモ',
    '：',
    ':',
    '【カード】',
    '【セット】',
    '【キーワード】',
    ...dslWords().fields.map((f) => f.label),
    'キャラクター',
    '《竜》',
    '[2]',
    '[自動]',
    '「札」',
    '3000',
    'テキスト',
    'それを破壊する。',
    '・',
    'x#y',
  ];
  const line = fc
    .array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 7 })
    .map((parts) => parts.join(''));

  test('comment lines, text lines and the trailing comment of a field line', () => {
    fc.assert(
      fc.property(line, (text) => {
        const classified = classifyLine({ number: 1, start: 0, text });
        const tokens = lineTokens(grammar, text).filter((t) => t.text.trim() !== '');
        const comment = tokens.filter((t) => t.scopes.includes(s('comment.line')));
        if (classified.kind === 'comment') expect(comment).toEqual(tokens);
        if (classified.kind === 'text')
          expect(tokens.every((t) => t.scopes[0] === s('meta.text-line'))).toBe(true);
        if (classified.kind !== 'header') return;
        // The column where the compiler cuts a trailing comment off (field lines only, codegen/dsl/parse/lines.ts).
        const [, trailing] = splitTrailingComment(classified.content);
        const cut = trailing === undefined ? undefined : classified.content.length - trailing.length;
        // Where the grammar shows one must be that column; and on a line it reads as a field (other than 定義：,
        // whose value is a text line) or as the 【セット】 line, it shows the comment the compiler cuts.
        if (comment.length > 0) expect(comment[0].start).toBe(cut);
        const outer = tokens[0]?.scopes[0] ?? '';
        const takesComments = /^meta\.(field\.(?!def)|header\.set)/.test(outer);
        if (takesComments && cut !== undefined) expect(comment[0]?.start).toBe(cut);
      }),
      { numRuns: 1500, seed: 14 },
    );
  });
});
