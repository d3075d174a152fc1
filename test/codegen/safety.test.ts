// Codegen safety (issue 3): card names and texts are data. Any string — quotes, backslashes, backticks,
// `${`, `*／`, U+2028/2029, lone surrogates, `__proto__`, names that are not identifiers — must give
// generated code that compiles and carries the string only as an escaped literal.
// 250 arbitrary cards (1,000 in `npm run fuzz:long`) are emitted as ONE module, type-checked in memory with the TypeScript compiler API,
// and the emitted code is parsed (never run) to check that every string came back as a literal with the
// same value, that the code has exactly the expected shape (no injected statement or expression), that the
// constants named after any card name are valid and unique, and that doc comments (name, text, source file)
// end where they should, with no injected JSDoc tag.
import { join } from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { stringLiteral } from '../../codegen/emit/literal.js';
import { cell } from '../../codegen/emit/markdown.js';
import { emitCardModule, emitKeywordsModule } from '../../codegen/emit/modules.js';
import type { Ability, CardDefinition } from '../../src/core/cardTypes.js';
import { budget } from '../helpers/budget.js';

const ROOT = join(import.meta.dirname, '../..');
// The fuzz budgets: CI's, and the long ones of `npm run fuzz:long` (FUZZ_BUDGET=long; docs/fuzzing.md "CI budget").
// The one-module type check of CARD_COUNT cards was most of this file's CPU (branch ci21).
const CARD_COUNT = budget(250, 1000);
const LITERAL_RUNS = budget(500, 2000);
const CELL_RUNS = budget(250, 1000);
const KEYWORD_RUNS = budget(100, 300);

/** The strings designers are most likely to break a generator with, mixed into arbitrary ones. */
const NASTY = [
  "'",
  '"',
  '\\',
  '`',
  '${',
  '${process.exit(1)}',
  '*/',
  '/*',
  '//',
  '\u2028',
  '\u2029',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '😀',
  '👨‍👩‍👧',
  '\r\n',
  '\r',
  '\0',
  '\ud800',
  '\udfff',
  '\u202e',
  '\ufeff',
  '</script>',
  "'); process.exit(1); ('",
  "\\'",
  '\\x41',
  '\\u{1F600}',
  '】',
  '《剣士》',
  '-->',
  ' @see x', // mid-line: TypeScript's JSDoc parser starts a tag at any `@` after a space
  '{@link x}',
  ' ',
  '',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 6 }) },
);
const nastyString = fc.array(piece, { maxLength: 5 }).map((parts) => parts.join(''));

/** The designer-written strings of one card, in the card at the positions `cardOf` puts them. */
interface Strings {
  name: string;
  text: string;
  traits: string[];
  nameContains: string;
  grantedTrait: string;
  word: string;
  faceDownName: string;
}

const strings: fc.Arbitrary<Strings> = fc.record({
  name: nastyString,
  text: nastyString,
  traits: fc.array(nastyString, { maxLength: 3 }),
  nameContains: nastyString,
  grantedTrait: nastyString,
  word: nastyString,
  faceDownName: nastyString,
});

/** A card with designer strings in names, text, traits, filters, grants, 奥義 and a face-down definition. */
function cardOf(s: Strings): CardDefinition {
  return {
    id: `safety/${s.name}`,
    name: s.name,
    kind: 'character',
    cost: 2,
    traits: s.traits,
    power: 3000,
    text: s.text,
    abilities: [
      {
        kind: 'auto',
        trigger: { on: 'enter', who: 'self' },
        text: s.text,
        effect: {
          processes: [
            {
              steps: [
                {
                  op: 'search',
                  player: 'you',
                  filter: { nameContains: s.nameContains },
                  upTo: 1,
                  to: 'hand',
                },
              ],
            },
            {
              steps: [
                {
                  op: 'putFaceDown',
                  from: 'mainTop',
                  player: 'you',
                  definition: { name: s.faceDownName, kind: 'character', power: 2000, traits: s.traits },
                },
              ],
            },
          ],
        },
      },
      {
        kind: 'activated',
        costs: [{ kind: 'energy', amount: 2 }, { kind: 'sleep' }],
        targets: [{ kind: 'character', filter: { traits: [s.grantedTrait], nameContains: s.nameContains } }],
        effect: {
          processes: [
            {
              steps: [
                {
                  op: 'grant',
                  target: { target: 0 },
                  grant: { trait: s.grantedTrait },
                  duration: 'endOfTurn',
                },
              ],
            },
          ],
        },
      },
    ],
    ougi: { word: s.word },
    source: { file: `cards/safety/${s.word}.hf`, line: 3 },
  };
}

function designerStrings(s: Strings): string[] {
  // id, name, traits, text (card and ability), nameContains (search, target filter), face-down name and
  // traits, granted trait (filter and grant), 奥義 word.
  return [
    `safety/${s.name}`,
    s.name,
    ...s.traits,
    s.text,
    s.text,
    s.nameContains,
    s.nameContains,
    s.faceDownName,
    ...s.traits,
    s.grantedTrait,
    s.grantedTrait,
    s.word,
    `cards/safety/${s.word}.hf`,
  ];
}

/** Type-checks one module in memory (it is never written to disk) against the real engine sources. */
function typeCheck(fileName: string, text: string): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName
      ? ts.createSourceFile(name, text, language, true)
      : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.readFile = (name) => (name === fileName ? text : readFile(name));
  const program = ts.createProgram({ rootNames: [fileName], options, host });
  const source = program.getSourceFile(fileName)!;
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ];
  return diagnostics.map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    return `${where ? `${where.line + 1}:${where.character + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** Expression kinds a card module's data may consist of: literals and references — no call, nothing else. */
const DATA_KINDS = new Set([
  ts.SyntaxKind.ObjectLiteralExpression,
  ts.SyntaxKind.ArrayLiteralExpression,
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.PrefixUnaryExpression,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.ComputedPropertyName,
]);

/**
 * The string literals of a data expression, in source order; throws on anything that is not data. An
 * identifier is a property name or one of `references` (the card's ability constants).
 */
function literalsOf(node: ts.Node, references: readonly string[] = [], out: string[] = []): string[] {
  if (!DATA_KINDS.has(node.kind)) throw new Error(`unexpected ${ts.SyntaxKind[node.kind]} in card data`);
  if (ts.isStringLiteral(node)) out.push(node.text);
  if (ts.isIdentifier(node) && !(ts.isPropertyAssignment(node.parent) && node.parent.name === node)) {
    if (!references.includes(node.text)) throw new Error(`unexpected identifier ${node.text}`);
  }
  ts.forEachChild(node, (child) => {
    literalsOf(child, references, out);
  });
  return out;
}

/**
 * An exported typed constant: `const name: <type> = <data>;` (abilities) or `const name = <data> satisfies
 * <type>;` (cards): its name, type and data.
 */
function typedConstant(statement: ts.Statement): { name: string; type: string; data: ts.Expression } {
  if (!ts.isVariableStatement(statement)) throw new Error(`unexpected ${ts.SyntaxKind[statement.kind]}`);
  expect(statement.modifiers?.map((m) => m.kind)).toEqual([ts.SyntaxKind.ExportKeyword]);
  const [declaration] = statement.declarationList.declarations;
  expect(statement.declarationList.declarations).toHaveLength(1);
  const initializer = declaration.initializer!;
  const name = declaration.name.getText();
  if (declaration.type) return { name, type: declaration.type.getText(), data: initializer };
  if (!ts.isSatisfiesExpression(initializer)) throw new Error(`${name} is neither annotated nor a satisfies`);
  return { name, type: initializer.type.getText(), data: initializer.expression };
}

/** The doc comment before a statement: exactly one, whose only JSDoc tag is the `@see` of the source line. */
function checkDoc(statement: ts.Statement, text: string, where: string): void {
  const comments = ts.getLeadingCommentRanges(text, statement.pos) ?? [];
  expect(
    comments.map((c) => c.kind),
    where,
  ).toEqual([ts.SyntaxKind.MultiLineCommentTrivia]);
  const comment = text.slice(comments[0].pos, comments[0].end);
  expect(comment.startsWith('/**') && comment.indexOf('*/') === comment.length - 2, where).toBe(true);
  const tags = ts.getJSDocTags((statement as ts.VariableStatement).declarationList.declarations[0]);
  expect(
    tags.map((t) => t.tagName.text),
    where,
  ).toEqual(['see']);
}

function sorted(list: string[]): string[] {
  return [...list].sort();
}

describe('codegen safety: any name or text compiles and stays a literal', () => {
  test(`stringLiteral round-trips any string through the TypeScript parser (${LITERAL_RUNS} runs)`, () => {
    fc.assert(
      fc.property(nastyString, (text) => {
        const file = ts.createSourceFile(
          'x.ts',
          `x(${stringLiteral(text)});\n`,
          ts.ScriptTarget.ES2022,
          true,
        );
        expect(file.statements).toHaveLength(1);
        const call = (file.statements[0] as ts.ExpressionStatement).expression as ts.CallExpression;
        expect(call.arguments).toHaveLength(1);
        const [arg] = call.arguments;
        expect(ts.isStringLiteral(arg) && arg.text).toBe(text);
        expect((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
      }),
      { numRuns: LITERAL_RUNS },
    );
  });

  test(`${CARD_COUNT} arbitrary cards emitted as one module type-check and keep every string as a literal`, () => {
    const seed = Date.now() ^ (Math.random() * 0x7fffffff);
    const samples = fc.sample(strings, { numRuns: CARD_COUNT, seed });
    const cards = samples.map(cardOf);
    const text = emitCardModule({ sources: ['cards/safety/*.hf'], cards });
    const fileName = join(ROOT, 'generated/cards/safety/__safety__.ts');
    const context = `fast-check seed ${seed}`;

    expect(typeCheck(fileName, text), context).toEqual([]);

    const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
    // Exactly: the type import, then per card its two abilities and the card, then CARDS — no statement
    // injected by any string.
    expect(file.statements.map(statementKind), context).toEqual([
      'import',
      ...cards.flatMap(() => ['const', 'const', 'const']),
      'const',
    ]);
    const names = new Set<string>();

    // The number of string literals a card is written with, besides its designer strings (kinds, ops…).
    const plainText = emitCardModule({ sources: [], cards: [cardOf(samplePlain())] });
    const plainFile = ts.createSourceFile('plain.ts', plainText, ts.ScriptTarget.ES2022, true);
    const plainStatements = plainFile.statements.slice(1, 4).map(typedConstant);
    const plain = plainStatements.flatMap((c) =>
      literalsOf(c.data, [plainStatements[0].name, plainStatements[1].name]),
    );
    const fixedLiterals = plain.length - designerStrings(samplePlain()).length;

    cards.forEach((_, i) => {
      const where = `${context}, card ${i}: ${JSON.stringify(samples[i].name)}`;
      const statements = file.statements.slice(1 + 3 * i, 4 + 3 * i);
      const [auto, activated, card] = statements.map(typedConstant);
      expect([auto.type, activated.type, card.type], where).toEqual([
        'AutoAbility',
        'ActivatedAbility',
        'CardDefinition',
      ]);
      for (const c of [auto, activated, card]) {
        expect(names.has(c.name), `${where}: ${c.name} declared twice`).toBe(false);
        names.add(c.name);
      }
      statements.forEach((statement) => {
        checkDoc(statement, text, where);
      });
      expect(ts.isObjectLiteralExpression(card.data), where).toBe(true);
      const properties = (card.data as ts.ObjectLiteralExpression).properties;
      expect(
        properties.map((p) => p.name?.getText()),
        where,
      ).toEqual(['id', 'name', 'kind', 'cost', 'traits', 'power', 'text', 'abilities', 'ougi', 'source']);
      const name = properties[1] as ts.PropertyAssignment;
      expect(ts.isStringLiteral(name.initializer) && name.initializer.text, where).toBe(samples[i].name);
      const abilities = (properties[7] as ts.PropertyAssignment).initializer as ts.ArrayLiteralExpression;
      expect(
        abilities.elements.map((e) => e.getText()),
        where,
      ).toEqual([auto.name, activated.name]);
      const literals = [auto, activated, card].flatMap((c) =>
        literalsOf(c.data, [auto.name, activated.name]),
      );
      const expected = designerStrings(samples[i]);
      expect(literals.length, where).toBe(expected.length + fixedLiterals);
      const remaining = [...literals];
      for (const value of expected) {
        const at = remaining.indexOf(value);
        expect(at, `${where}: ${JSON.stringify(value)} is not a literal of the card`).toBeGreaterThanOrEqual(
          0,
        );
        remaining.splice(at, 1);
      }
      expect(sorted(remaining), where).toEqual(sorted(fixedOf(plain, samplePlain())));
    });
  });

  test(`CARDS.md: any text stays inside its table cell, with no HTML but <br> (${CELL_RUNS} runs)`, () => {
    fc.assert(
      fc.property(nastyString, (text) => {
        const out = cell(text);
        expect(out).not.toMatch(/[\n\r\u2028\u2029]/);
        for (let i = 0; i < out.length; i++) {
          if (out[i] === '\\')
            i++; // a backslash escape: the next character is literal
          else if (out[i] === '|' || out[i] === '`')
            throw new Error(`unescaped ${out[i]} in ${JSON.stringify(out)}`);
          else if (out[i] === '<') {
            expect(out.slice(i, i + 4)).toBe('<br>');
            i += 3;
          }
        }
      }),
      { numRuns: CELL_RUNS },
    );
  });

  test('keyword names (object keys from data) are quoted, and __proto__ stays an own property', () => {
    fc.assert(
      fc.property(fc.uniqueArray(nastyString, { minLength: 1, maxLength: 8 }), (names) => {
        const keywords: Record<string, Ability[]> = {};
        for (const name of names) Object.defineProperty(keywords, name, { value: [], enumerable: true });
        const text = emitKeywordsModule({ sources: ['rules/keywords.hf'], keywords });
        const file = ts.createSourceFile('k.ts', text, ts.ScriptTarget.ES2022, true);
        const statement = file.statements.find(ts.isVariableStatement)!;
        const object = statement.declarationList.declarations[0].initializer as ts.ObjectLiteralExpression;
        const keys = object.properties.map((p) => {
          const name = (p as ts.PropertyAssignment).name;
          if (ts.isComputedPropertyName(name)) return (name.expression as ts.StringLiteral).text;
          expect(ts.isStringLiteral(name)).toBe(true);
          return (name as ts.StringLiteral).text;
        });
        expect(keys).toEqual(Object.keys(keywords));
        for (const p of object.properties) {
          const name = (p as ts.PropertyAssignment).name;
          if (ts.isStringLiteral(name)) expect(name.text).not.toBe('__proto__');
        }
      }),
      { numRuns: KEYWORD_RUNS },
    );
  });
});

function statementKind(statement: ts.Statement): string {
  if (ts.isImportDeclaration(statement)) return 'import';
  if (ts.isVariableStatement(statement)) return 'const';
  return ts.SyntaxKind[statement.kind];
}

function samplePlain(): Strings {
  return {
    name: 'n',
    text: 't',
    traits: ['a'],
    nameContains: 'c',
    grantedTrait: 'g',
    word: 'w',
    faceDownName: 'f',
  };
}

/** The literals of a plain card that are not its designer strings (kinds, ops, zones…). */
function fixedOf(literals: string[], s: Strings): string[] {
  const remaining = [...literals];
  for (const value of designerStrings(s)) remaining.splice(remaining.indexOf(value), 1);
  return remaining;
}
