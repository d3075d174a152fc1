import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// `hflux lsp` on card files, spoken to over the protocol as a child process (test/lsp/client.ts): diagnostics
// as you type (and across files), quick fixes for 「もしかして」, hover, completion, go to definition and
// formatting, on copies of cards/starter in a temporary project. Expected answers come from the compiler and
// the explainer run in this process on the same files — the server must say what `hflux check`, `hflux
// explain` and `hflux fmt` say.
import {
  CodeActionRequest,
  type CompletionItem,
  CompletionItemKind,
  CompletionRequest,
  DefinitionRequest,
  type Diagnostic,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  DocumentFormattingRequest,
  FileChangeType,
  type Hover,
  HoverRequest,
  type Location,
  type MarkupContent,
  type Position,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { compileProject } from '../../codegen/dsl/index.js';
import { formatText } from '../../codegen/dsl/tools/fmt.js';
import { explainCard } from '../../src/explain/index.js';
import { ruleText } from '../../src/tools/rulesReference.js';
import {
  LspClient,
  applyEdits,
  positionOf,
  readText,
  removeWorkspace,
  starterWorkspace,
  uriOf,
  writeFile,
} from './client.js';

const FIRE = 'cards/starter/fire.hf';
const WATER = 'cards/starter/water.hf';
const KEYWORDS = 'rules/keywords.hf';

let root: string;
let client: LspClient;
let fire: string;

beforeAll(async () => {
  root = starterWorkspace();
  fire = readText(root, FIRE);
  client = await LspClient.start(root);
});

afterAll(() => {
  client?.kill();
  removeWorkspace(root);
});

function at(path: string) {
  return { uri: uriOf(root, path) };
}

async function hover(path: string, position: Position): Promise<string> {
  const answer = (await client.connection.sendRequest(HoverRequest.type, {
    textDocument: at(path),
    position,
  })) as Hover | null;
  return answer ? (answer.contents as MarkupContent).value : '';
}

async function complete(path: string, position: Position): Promise<CompletionItem[]> {
  const answer = await client.connection.sendRequest(CompletionRequest.type, {
    textDocument: at(path),
    position,
  });
  return Array.isArray(answer) ? answer : (answer?.items ?? []);
}

async function definition(path: string, position: Position): Promise<Location | null> {
  const answer = await client.connection.sendRequest(DefinitionRequest.type, {
    textDocument: at(path),
    position,
  });
  return Array.isArray(answer) ? ((answer[0] as Location | undefined) ?? null) : (answer as Location | null);
}

async function quickFixes(path: string, diagnostics: Diagnostic[]): Promise<TextEdit[][]> {
  const actions = await client.connection.sendRequest(CodeActionRequest.type, {
    textDocument: at(path),
    range: diagnostics[0].range,
    context: { diagnostics },
  });
  return (actions ?? []).map((a) => ('edit' in a ? (a.edit?.changes?.[uriOf(root, path)] ?? []) : []));
}

/** The lines of the explanation of `name`'s section `title` (or all), as `hflux explain` computes them. */
function explained(name: string, title?: string): string[] {
  const card = compileProject(root)
    .sets.flatMap((s) => s.cards)
    .find((c) => c.def.name === name);
  if (!card) throw new Error(`no card ${name}`);
  const sections = explainCard(card.def, 'ja').sections.filter(
    (s) => title === undefined || s.title === title,
  );
  return sections.flatMap((s) => [s.title, ...s.lines.map((l) => l.text)]);
}

describe('hflux lsp: starting', () => {
  test('initialize announces every feature the server answers', () => {
    const caps = client.initializeResult.capabilities;
    expect(caps.hoverProvider).toBe(true);
    expect(caps.definitionProvider).toBe(true);
    expect(caps.documentFormattingProvider).toBe(true);
    expect(caps.completionProvider?.triggerCharacters).toContain('【');
    expect(caps.codeActionProvider).toEqual({ codeActionKinds: ['quickfix'] });
  });

  test('every card file of the workspace is checked on start, open or not (the starter set is clean)', async () => {
    for (const path of [FIRE, WATER, 'cards/starter/shadow.hf', 'cards/starter/neutral.hf', KEYWORDS])
      expect(await client.diagnostics(path)).toEqual([]);
  });
});

describe('hflux lsp: diagnostics as you type', () => {
  test('a typo is HF-E011 at its columns, with the expected phrases and 「もしかして」; the quick fix repairs it', async () => {
    await client.open(FIRE);
    const bad = fire.replace('このキャラクターが攻撃を行うたび', 'このキャラクターが攻撃を行うだび');
    await client.change(FIRE, bad);
    const [d] = await client.diagnostics(FIRE, (ds) => ds.length > 0);
    expect(d.code).toBe('HF-E011');
    expect(d.severity).toBe(1);
    expect(d.range.start).toEqual(positionOf(bad, '攻撃を行うだび'));
    expect(d.message).toContain('この文を読めません。');
    expect(d.message).toContain('期待される語句: 「攻撃を行うたび」');
    expect(d.message).toContain('もしかして: [自動] このキャラクターが攻撃を行うたび、');

    const [fix] = await quickFixes(FIRE, [d]);
    const fixed = applyEdits(bad, fix);
    expect(fixed).toBe(fire);
    await client.change(FIRE, fixed);
    expect(await client.diagnostics(FIRE, (ds) => ds.length === 0)).toEqual([]);
  });

  test('a keyword reminder in parentheses (issue 22) gets the line without it as a quick fix that compiles', async () => {
    const line = 'それは【貫通】を得る。その後、';
    const bad = fire.replace(
      line,
      'それは【貫通】を得る（このキャラクターが攻撃によるダメージでキャラクターを破壊した時、そのキャラクターのプレイヤーに1ダメージを与える）。その後、',
    );
    await client.change(FIRE, bad);
    const [d] = await client.diagnostics(FIRE, (ds) => ds.length > 0);
    expect(d.code).toBe('HF-E011');
    expect(d.message).toContain(
      'もしかして: あなたのキャラクター一体を対象とし、ターン終了時まで、それは【貫通】を得る。その後、あなたはメインデッキからカードを1枚引く。',
    );
    const [fix] = await quickFixes(FIRE, [d]);
    const fixed = applyEdits(bad, fix);
    expect(fixed).toBe(fire);
    await client.change(FIRE, fixed);
    expect(await client.diagnostics(FIRE, (ds) => ds.length === 0)).toEqual([]);
  });

  test('an incremental change is applied where it is made (a missing field, HF-E005 at the card)', async () => {
    const from = positionOf(fire, 'コスト：1');
    await client.edit(FIRE, { start: from, end: { line: from.line + 1, character: 0 } }, '');
    const ds = await client.diagnostics(FIRE, (x) => x.some((d) => d.code === 'HF-E005'));
    const missing = ds.find((d) => d.code === 'HF-E005')!;
    expect(missing.message).toBe('「コスト」がありません。');
    expect(missing.range.start.line).toBe(positionOf(fire, '【カード】紅蓮の見習い剣士').line);
    await client.change(FIRE, fire);
    await client.diagnostics(FIRE, (x) => x.length === 0);
  });

  test('a name defined in two sets is found across files (HF-E070), in the closed file too', async () => {
    const other = 'cards/extra/extra.hf';
    const text = [
      '【セット】extra',
      '',
      '【カード】紅蓮の剣聖',
      '種別：キャラクター',
      'コスト：1',
      'パワー：1000',
      '',
    ].join('\n');
    await client.open(other, text);
    // cards/extra/ comes before cards/starter/: the starter card is the second definition of the name
    const inFire = await client.diagnostics(FIRE, (x) => x.some((d) => d.code === 'HF-E070'));
    const clash = inFire.find((d) => d.code === 'HF-E070')!;
    expect(clash.message).toContain('cards/extra/extra.hf:3');
    expect(clash.range.start).toEqual(positionOf(fire, '紅蓮の剣聖'));
    await client.close(other);
    // closed and never saved: the file is gone from the project, and so is the clash
    expect(await client.diagnostics(FIRE, (x) => !x.some((d) => d.code === 'HF-E070'))).toEqual([]);
  });

  test('a file created or deleted on disk is read again when the editor reports it (didChangeWatchedFiles)', async () => {
    const path = 'cards/more/more.hf';
    writeFile(
      root,
      path,
      [
        '【セット】more',
        '',
        '【カード】紅蓮の剣聖',
        '種別：キャラクター',
        'コスト：1',
        'パワー：1000',
        '',
      ].join('\n'),
    );
    await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: uriOf(root, path), type: FileChangeType.Created }],
    });
    const clash = await client.diagnostics(FIRE, (x) => x.some((d) => d.code === 'HF-E070'));
    expect(clash.find((d) => d.code === 'HF-E070')?.message).toContain('cards/more/more.hf:3');
    rmSync(join(root, path));
    await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: uriOf(root, path), type: FileChangeType.Deleted }],
    });
    expect(await client.diagnostics(FIRE, (x) => !x.some((d) => d.code === 'HF-E070'))).toEqual([]);
  });

  test('a card name referenced with a typo is HF-E020 with 「もしかして」, fixed by the quick fix', async () => {
    const line = '  「紅蓮の剣聖」という名前のキャラクター一体を対象とし、それを破壊する。';
    const good = fire.replace('  対戦相手のキャラクター一体を対象とし、それに3000ダメージを与える。', line);
    expect(good).not.toBe(fire);
    const bad = good.replace('「紅蓮の剣聖」という', '「紅蓮の剣星」という');
    await client.change(FIRE, bad);
    const ds = await client.diagnostics(FIRE, (x) => x.some((d) => d.code === 'HF-E020'));
    const unknown = ds.find((d) => d.code === 'HF-E020')!;
    expect(unknown.message).toContain('「紅蓮の剣星」という名前のカードはありません。');
    const [fix] = await quickFixes(FIRE, [unknown]);
    expect(applyEdits(bad, fix)).toBe(good);
    await client.change(FIRE, fire);
    await client.diagnostics(FIRE, (x) => x.length === 0);
  });

  test('messages follow the language setting (English, as --lang en)', async () => {
    const bad = fire.replace('種別：キャラクター', '種別：キャラ');
    await client.change(FIRE, bad);
    await client.diagnostics(FIRE, (x) => x.some((d) => d.code === 'HF-E006'));
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { hollowflux: { language: 'en' } },
    });
    const ds = await client.diagnostics(FIRE, (x) =>
      x.some((d) => String(d.message).startsWith('The value of field')),
    );
    expect(ds.find((d) => d.code === 'HF-E006')?.message).toContain('did you mean: 種別：キャラクター');
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { hollowflux: { language: 'ja' } },
    });
    await client.change(FIRE, fire);
    await client.diagnostics(FIRE, (x) => x.length === 0);
  });
});

describe('hflux lsp: hover', () => {
  test('on a keyword: its block in rules/keywords.hf and what the engine understood of it', async () => {
    const text = await hover(FIRE, positionOf(fire, '【強撃】', 1));
    const keywords = readText(root, KEYWORDS);
    const block = keywords.slice(
      keywords.indexOf('【キーワード】強撃'),
      keywords.indexOf('\n\n', keywords.indexOf('【キーワード】強撃')),
    );
    expect(block).toContain('識別子：strike');
    expect(text).toContain(block);
    expect(text).toContain('rules/keywords\\.hf:');
    expect(text).toContain('攻撃によってプレイヤーに与えるダメージを+1する');
  });

  test('on an ability line: the explanation of that ability (hflux explain), not of the others', async () => {
    const line = 'によってキャラクターを破壊した場合、あなたはメインデッキから';
    const text = await hover(FIRE, positionOf(fire, line, 3));
    const [title, ...lines] = explained('紅蓮の突撃兵', '能力2（自動能力）');
    expect(title).toBe('能力2（自動能力）');
    for (const expected of [title, ...lines]) expect(text).toContain(expected);
    expect(text).toContain('紅蓮の突撃兵');
    const [pierce] = explained('紅蓮の突撃兵').filter((t) => t.startsWith('【貫通】'));
    expect(pierce).toBeDefined();
    expect(text).not.toContain(pierce); // the keyword line's section is not this line's
  });

  test('on a card header: the whole card; on a trait: the cards that have it', async () => {
    const whole = await hover(FIRE, positionOf(fire, '【カード】紅蓮の突撃兵', 8));
    for (const expected of explained('紅蓮の突撃兵')) expect(whole).toContain(expected);
    const trait = await hover(FIRE, positionOf(fire, '《剣士》', 2));
    expect(trait).toContain('《剣士》** を持つカード');
    expect(trait).toContain('紅蓮の見習い剣士');
    expect(trait).not.toContain('紅蓮の戦鼓手'); // 《発現者》 only
  });

  test('on a rule ID in a comment: the rule from docs/rules.md', async () => {
    const keywords = readText(root, KEYWORDS);
    const text = await hover(KEYWORDS, positionOf(keywords, 'HF-13.1 ', 4));
    const rule = ruleText('HF-13.1')!;
    expect(text).toContain(`**HF-13.1 ${rule.title.replace(/[()\-.!]/g, (c) => `\\${c}`)}**`);
    expect(text).toContain(rule.text.split('\n')[0]);
  });
});

describe('hflux lsp: completion', () => {
  const labels = (items: CompletionItem[]) => items.map((i) => i.label);

  test('the phrases the grammar expects at the cursor (「登場した時」 after 「戦場に」), replacing what is typed', async () => {
    const typed = `${fire}\n【カード】試し\n種別：キャラクター\nコスト：1\nパワー：1000\nテキスト：\n  [自動] このキャラクターが戦場に登`;
    await client.change(FIRE, typed);
    const items = await complete(
      FIRE,
      positionOf(typed, '戦場に登', 4, 1 + (fire.match(/戦場に登/g)?.length ?? 0)),
    );
    expect(labels(items)).toContain('登場した時');
    const item = items.find((i) => i.label === '登場した時')!;
    const edited = applyEdits(typed, [item.textEdit as TextEdit]);
    expect(edited.endsWith('このキャラクターが戦場に登場した時')).toBe(true);
  });

  test('traits in use after 《, card names after 「, keywords after 【, card types after 種別：', async () => {
    const base = `${fire}\n【カード】試し\n種別：`;
    await client.change(FIRE, base);
    const types = labels(
      await complete(FIRE, positionOf(base, '種別：', 3, fire.match(/種別：/g)!.length + 1)),
    );
    expect(types).toEqual(expect.arrayContaining(['キャラクター', 'コマンド', 'セット', 'ワールド・セット']));

    const traitLine = `${fire}\n【カード】試し\n種別：キャラクター\nコスト：1\n分類：《`;
    await client.change(FIRE, traitLine);
    const traits = labels(await complete(FIRE, { line: traitLine.split('\n').length - 1, character: 4 }));
    expect(traits).toEqual(expect.arrayContaining(['剣士', '騎士', '竜']));

    const nameLine = `${fire}\n  「紅蓮の`;
    await client.change(FIRE, nameLine);
    const names = await complete(FIRE, { line: nameLine.split('\n').length - 1, character: 7 });
    expect(labels(names)).toContain('紅蓮の剣聖');
    expect(names.find((n) => n.label === '紅蓮の剣聖')?.textEdit?.newText).toBe('紅蓮の剣聖」');

    const keywordLine = `${fire}\n  【`;
    await client.change(FIRE, keywordLine);
    const keywords = labels(await complete(FIRE, { line: keywordLine.split('\n').length - 1, character: 3 }));
    expect(keywords).toEqual(expect.arrayContaining(['反撃', '強撃', '神速']));
    await client.change(FIRE, fire);
  });

  test('field names at the start of a line in a card', async () => {
    const typed = `${fire}\n【カード】試し\nコ`;
    await client.change(FIRE, typed);
    const items = await complete(FIRE, { line: typed.split('\n').length - 1, character: 1 });
    const cost = items.find((i) => i.label === 'コスト');
    expect(cost?.textEdit?.newText).toBe('コスト：');
    expect(labels(items)).toEqual(expect.arrayContaining(['種別', 'パワー', 'テキスト']));
    await client.change(FIRE, fire);
  });
});

describe('hflux lsp: whole sentences and broken lines (issue 23)', () => {
  const labels = (items: CompletionItem[]) => items.map((i) => i.label);

  test('an empty text line offers whole-sentence snippets only, not grammar fragments', async () => {
    const typed = `${fire}\n【カード】試し\n種別：キャラクター\nコスト：1\nパワー：1000\nテキスト：\n  `;
    await client.change(FIRE, typed);
    const items = await complete(FIRE, { line: typed.split('\n').length - 1, character: 2 });
    expect(items.length).toBeLessThanOrEqual(12);
    expect(items.every((i) => i.kind === CompletionItemKind.Snippet && i.insertTextFormat === 2)).toBe(true);
    const onEnter = items.find((i) => i.label === '[自動] 戦場に登場した時、…')!;
    expect(onEnter.textEdit?.newText).toBe(
      '[自動] このキャラクターが戦場に登場した時、${1:あなたはメインデッキからカードを1枚引く}。',
    );
    expect(labels(items)).not.toContain('種別：…');
    await client.change(FIRE, fire);
  });

  test('an empty field line of a card offers the fields; rules/keywords.hf offers keyword fields', async () => {
    const typed = `${fire}\n【カード】試し\n`;
    await client.change(FIRE, typed);
    const fields = labels(await complete(FIRE, { line: typed.split('\n').length - 1, character: 0 }));
    expect(fields).toEqual(expect.arrayContaining(['種別：…', 'コスト：…', 'パワー：…', 'テキスト：']));
    expect(fields).not.toContain('[自動] 戦場に登場した時、…');
    await client.change(FIRE, fire);
    const keywords = readText(root, KEYWORDS);
    const inBlock = `${keywords}\n【キーワード】試しの力\n`;
    await client.open(KEYWORDS, inBlock);
    const keywordFields = labels(
      await complete(KEYWORDS, { line: inBlock.split('\n').length - 1, character: 0 }),
    );
    expect(keywordFields).toEqual(['識別子：…', '定義：[自動]：…', '【キーワード】…（新しいキーワード）']);
    await client.change(KEYWORDS, keywords);
    await client.close(KEYWORDS);
  });

  test('a hover on a line that did not compile gives its diagnostic, not the rest of the card', async () => {
    const bad = fire.replace('それに2000ダメージを与える。', 'それになんとかする。');
    expect(bad).not.toBe(fire);
    await client.change(FIRE, bad);
    const [d] = await client.diagnostics(FIRE, (x) => x.some((e) => e.severity === 1));
    const text = await hover(FIRE, { line: d.range.start.line, character: 4 });
    expect(text).toContain('この行はコンパイルされていません');
    expect(text).toContain(String(d.code));
    await client.change(FIRE, fire);
    await client.diagnostics(FIRE, (x) => x.length === 0);
  });
});

describe('hflux lsp: go to definition', () => {
  test('a keyword goes to its 【キーワード】 block in rules/keywords.hf', async () => {
    const water = readText(root, WATER);
    const found = await definition(WATER, positionOf(water, '【反撃】', 1));
    const keywords = readText(root, KEYWORDS);
    expect(found?.uri).toBe(uriOf(root, KEYWORDS));
    expect(found?.range.start).toEqual(positionOf(keywords, '【キーワード】反撃', '【キーワード】'.length));
  });

  test('a card name in 「」 goes to its 【カード】 line, in another file', async () => {
    const line = '  「蒼の騎士見習い」という名前のキャラクター一体を対象とし、それを破壊する。';
    const text = fire.replace('  対戦相手のキャラクター一体を対象とし、それに3000ダメージを与える。', line);
    await client.change(FIRE, text);
    const found = await definition(FIRE, positionOf(text, '蒼の騎士見習い', 2));
    expect(found?.uri).toBe(uriOf(root, WATER));
    expect(found?.range.start).toEqual(positionOf(readText(root, WATER), '蒼の騎士見習い'));
    await client.change(FIRE, fire);
  });
});

describe('hflux lsp: formatting = hflux fmt', () => {
  test('a file in non-canonical form gets the text hflux fmt prints', async () => {
    const messy = fire.replace('コスト：1\n分類：《発現者》《剣士》', '分類：《発現者》《剣士》\nコスト：１');
    expect(messy).not.toBe(fire);
    await client.change(FIRE, messy);
    const edits = await client.connection.sendRequest(DocumentFormattingRequest.type, {
      textDocument: at(FIRE),
      options: { tabSize: 2, insertSpaces: true },
    });
    const formatted = applyEdits(messy, edits ?? []);
    expect(formatted).toBe(formatText(messy, FIRE).text);
    expect(formatted).toBe(fire);
  });

  test('a file with lines that do not parse is left alone (as hflux fmt leaves it)', async () => {
    const broken = fire.replace('種別：キャラクター', '種別：キャラ');
    await client.change(FIRE, broken);
    const edits = await client.connection.sendRequest(DocumentFormattingRequest.type, {
      textDocument: at(FIRE),
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits).toEqual([]);
    await client.change(FIRE, fire);
  });
});

describe('hflux lsp: shutting down', () => {
  test('shutdown then exit ends the server with exit code 0', async () => {
    expect(await client.stop()).toBe(0);
  });
});
