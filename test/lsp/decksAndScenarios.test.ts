import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// `hflux lsp` on deck lists (HF-1, docs/deck-lists.md) and scenario files (docs/scenarios.md), spoken to over the
// protocol as a child process (test/lsp/client.ts), in a temporary project with copies of cards/starter and its
// decks. Deck problems must be the ones src/deck's checkDeckList finds, scenario problems the ones the scenario
// loader reports — each at its line.
import {
  CodeActionRequest,
  type CompletionItem,
  CompletionRequest,
  DefinitionRequest,
  type Diagnostic,
  type Hover,
  HoverRequest,
  type Location,
  type MarkupContent,
  type Position,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { compileProject } from '../../codegen/dsl/index.js';
import { checkDeckList } from '../../src/deck/load.js';
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

const DECK = 'cards/starter/decks/guren-aggro.deck';
const WATER = 'cards/starter/water.hf';
const SCENARIO = 'scenarios/counter.scenario.yaml';

const SCENARIO_TEXT = [
  'name: HF-13.1 【反撃】',
  'cards: [starter]',
  'setup:',
  '  turn: 3',
  '  turnPlayer: A',
  '  phase: main',
  '  players:',
  '    A:',
  '      battlefield: [紅蓮の突撃兵]',
  '      guardDeck: [村の衛兵]',
  '    B:',
  '      battlefield:',
  '        - 蒼の騎士見習い',
  '      guardDeck: [村の衛兵]',
  'steps:',
  '  - "A: attack 紅蓮の突撃兵 -> B"',
  'expect:',
  '  - pending: { player: B }',
  '',
].join('\n');

let root: string;
let client: LspClient;
let deck: string;

beforeAll(async () => {
  root = starterWorkspace();
  deck = readText(root, DECK);
  writeFile(root, SCENARIO, SCENARIO_TEXT);
  client = await LspClient.start(root);
});

afterAll(() => {
  client?.kill();
  removeWorkspace(root);
});

const at = (path: string) => ({ uri: uriOf(root, path) });

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

async function hover(path: string, position: Position): Promise<string> {
  const answer = (await client.connection.sendRequest(HoverRequest.type, {
    textDocument: at(path),
    position,
  })) as Hover | null;
  return answer ? (answer.contents as MarkupContent).value : '';
}

async function quickFix(path: string, diagnostic: Diagnostic): Promise<TextEdit[]> {
  const actions = await client.connection.sendRequest(CodeActionRequest.type, {
    textDocument: at(path),
    range: diagnostic.range,
    context: { diagnostics: [diagnostic] },
  });
  const [first] = actions ?? [];
  return first && 'edit' in first ? (first.edit?.changes?.[uriOf(root, path)] ?? []) : [];
}

/** The workspace's cards by name, as the server checks deck lists against them. */
function library() {
  const cards = compileProject(root).sets.flatMap((s) => s.cards);
  return new Map(cards.map((c) => [c.def.name, c.def]));
}

describe('hflux lsp: deck lists', () => {
  test('the workspace deck lists are checked on start (the starter decks are legal, HF-1)', async () => {
    expect(await client.diagnostics(DECK)).toEqual([]);
    expect(await client.diagnostics('cards/starter/decks/soukyu-knights.deck')).toEqual([]);
  });

  test('a misspelt card name is HF-1.5 on the name, with 「もしかして」 as a quick fix', async () => {
    await client.open(DECK);
    const bad = deck.replace('3 紅蓮の突撃兵', '3 紅蓮の突撃平');
    await client.change(DECK, bad);
    const ds = await client.diagnostics(DECK, (x) => x.length > 0);
    const expected = checkDeckList(bad, DECK, library()).problems;
    expect(ds.map((d) => [d.code, d.message])).toEqual(expected.map((p) => [p.rule, p.message]));
    const unknown = ds.find((d) => d.code === 'HF-1.5')!;
    const start = positionOf(bad, '紅蓮の突撃平');
    expect(unknown.range).toEqual({ start, end: { line: start.line, character: start.character + 6 } });
    expect(applyEdits(bad, await quickFix(DECK, unknown))).toBe(deck);
    await client.change(DECK, deck);
    await client.diagnostics(DECK, (x) => x.length === 0);
  });

  test('a deck of the wrong size is HF-1.1 (the problems of checkDeckList, each at its line)', async () => {
    const short = deck.replace('3 紅蓮の見習い剣士', '1 紅蓮の見習い剣士');
    await client.change(DECK, short);
    const ds = await client.diagnostics(DECK, (x) => x.length > 0);
    const expected = checkDeckList(short, DECK, library()).problems;
    expect(expected.some((p) => p.rule === 'HF-1.1')).toBe(true);
    expect(ds.map((d) => [d.code, d.message, d.range.start.line + 1])).toEqual(
      expected.map((p) => [p.rule, p.message, p.line ?? 1]),
    );
    await client.change(DECK, deck);
    await client.diagnostics(DECK, (x) => x.length === 0);
  });

  test('card names are completed after a count; section headers at the start of a line', async () => {
    const typed = `${deck}\n2 蒼の`;
    await client.change(DECK, typed);
    const last = typed.split('\n').length - 1;
    const items = await complete(DECK, { line: last, character: 4 });
    const knight = items.find((i) => i.label === '蒼の騎士見習い');
    expect(knight?.textEdit).toEqual({
      range: { start: { line: last, character: 2 }, end: { line: last, character: 4 } },
      newText: '蒼の騎士見習い',
    });
    const header = `${deck}\n[`;
    await client.change(DECK, header);
    const headers = await complete(DECK, { line: last, character: 1 });
    expect(headers.map((i) => i.label)).toEqual(['[main]', '[guard]', '[extra]']);
    await client.change(DECK, deck);
  });

  test('a card line goes to its card and shows its explanation', async () => {
    const position = positionOf(deck, '紅蓮の突撃兵', 2);
    const found = await definition(DECK, position);
    const fire = readText(root, 'cards/starter/fire.hf');
    expect(found?.uri).toBe(uriOf(root, 'cards/starter/fire.hf'));
    expect(found?.range.start).toEqual(positionOf(fire, '【カード】紅蓮の突撃兵', '【カード】'.length));
    expect(await hover(DECK, position)).toContain('■ 紅蓮の突撃兵');
  });
});

describe('hflux lsp: scenario files', () => {
  test('a scenario that loads has no diagnostics', async () => {
    await client.open(SCENARIO, SCENARIO_TEXT, 'yaml');
    expect(await client.diagnostics(SCENARIO)).toEqual([]);
  });

  test('a key the format does not have is reported by the loader at its line', async () => {
    const bad = SCENARIO_TEXT.replace('  turn: 3', '  turm: 3');
    await client.change(SCENARIO, bad);
    const [d] = await client.diagnostics(SCENARIO, (x) => x.length > 0);
    expect(d.range.start.line).toBe(positionOf(bad, 'turm').line);
    expect(d.message).toContain('不明なキー「turm」');
  });

  test('an unknown step verb, an unknown card in a step and on the board are reported at their lines', async () => {
    const verb = SCENARIO_TEXT.replace('A: attack', 'A: atack');
    await client.change(SCENARIO, verb);
    const [v] = await client.diagnostics(SCENARIO, (x) => x.some((d) => String(d.message).includes('atack')));
    expect(v.range.start.line).toBe(positionOf(verb, 'atack').line);
    expect(v.message).toContain('不明な動作「atack」');

    const ref = SCENARIO_TEXT.replace('A: attack 紅蓮の突撃兵', 'A: attack 紅蓮の突撃平');
    await client.change(SCENARIO, ref);
    const [r] = await client.diagnostics(SCENARIO, (x) =>
      x.some((d) => String(d.message).includes('紅蓮の突撃平')),
    );
    expect(r.range.start.line).toBe(positionOf(ref, '紅蓮の突撃平').line);
    expect(r.message).toContain('紅蓮の突撃兵'); // 「もしかして」

    const card = SCENARIO_TEXT.replace('- 蒼の騎士見習い', '- 蒼の騎士見習');
    await client.change(SCENARIO, card);
    const [c] = await client.diagnostics(SCENARIO, (x) =>
      x.some((d) => String(d.message).includes('蒼の騎士見習」')),
    );
    expect(c.range.start.line).toBe(positionOf(card, '蒼の騎士見習').line);
    await client.change(SCENARIO, SCENARIO_TEXT);
    await client.diagnostics(SCENARIO, (x) => x.length === 0);
  });

  test('step verbs are completed after 「A: 」, card names in zones and after a verb', async () => {
    const typed = SCENARIO_TEXT.replace('  - "A: attack 紅蓮の突撃兵 -> B"', '  - "A: at');
    await client.change(SCENARIO, typed);
    const stepLine = positionOf(typed, '"A: at').line;
    const verbs = await complete(SCENARIO, { line: stepLine, character: 10 });
    expect(verbs.map((i) => i.label)).toEqual(expect.arrayContaining(['attack', 'play', 'pass', 'activate']));
    const attack = verbs.find((i) => i.label === 'attack')?.textEdit as TextEdit | undefined;
    expect(attack?.range.start.character).toBe(8);

    const zone = SCENARIO_TEXT.replace(
      '      guardDeck: [村の衛兵]\n    B:',
      '      guardDeck: [村の衛兵, 紅蓮]\n    B:',
    );
    await client.change(SCENARIO, zone);
    const zoneAt = positionOf(zone, '紅蓮]', 2);
    expect((await complete(SCENARIO, zoneAt)).map((i) => i.label)).toContain('紅蓮の剣聖');

    await client.change(SCENARIO, SCENARIO_TEXT);
    expect(await complete(SCENARIO, positionOf(SCENARIO_TEXT, 'turnPlayer: A', 13))).toEqual([]); // not a card

    const item = SCENARIO_TEXT.replace('        - 蒼の騎士見習い', '        - 蒼の');
    await client.change(SCENARIO, item);
    expect((await complete(SCENARIO, positionOf(item, '- 蒼の', 4))).map((i) => i.label)).toContain(
      '蒼の騎士見習い',
    );

    const arg = SCENARIO_TEXT.replace('"A: attack 紅蓮の突撃兵 -> B"', '"A: play 蒼');
    await client.change(SCENARIO, arg);
    expect((await complete(SCENARIO, positionOf(arg, 'play 蒼', 6))).map((i) => i.label)).toContain(
      '蒼の騎士見習い',
    );
    await client.change(SCENARIO, SCENARIO_TEXT);
  });

  test('a card name goes to its card', async () => {
    const found = await definition(SCENARIO, positionOf(SCENARIO_TEXT, '蒼の騎士見習い', 1));
    expect(found?.uri).toBe(uriOf(root, WATER));
    expect(found?.range.start).toEqual(positionOf(readText(root, WATER), '蒼の騎士見習い'));
    expect(await hover(SCENARIO, positionOf(SCENARIO_TEXT, 'HF-13.1', 3))).toContain('**HF-13.1');
  });

  test('other YAML files are left alone', async () => {
    const other = 'config.yaml';
    await client.open(other, 'a: [1\n', 'yaml');
    expect(await complete(other, { line: 0, character: 2 })).toEqual([]);
    expect(client.notifications(other)).toEqual([]);
    expect(await client.stop()).toBe(0);
  });
});
