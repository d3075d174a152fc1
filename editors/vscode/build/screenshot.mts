// The picture of the highlighting in docs/editor.md. VS Code cannot be installed where this is built, so the
// picture is made another way, and says so: a card file is tokenized with the extension's grammar by
// vscode-textmate + vscode-oniguruma (what VS Code itself runs), each token gets the colour VS Code's
// Dark+ theme gives its scopes (vscode-textmate's own theme matcher, with Dark+'s rules for the scopes the
// grammar uses), and the lines are drawn as HTML in headless Chromium (playwright-core).
//
//   npx tsx editors/vscode/build/screenshot.mts [file] [first-last,first-last…] [out.png]
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { IRawTheme } from 'vscode-textmate';
import { EXTENSION_DIR, INITIAL, registry, textLines } from './textmate.mjs';

const ROOT = join(EXTENSION_DIR, '..', '..');
const DEFAULTS = {
  file: 'cards/starter/fire.hf',
  lines: '1-12,37-44,70-78,100-113',
  out: 'docs/images/vscode-highlighting.png',
};
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const BACKGROUND = '#1e1e1e';
const FOREGROUND = '#d4d4d4';
/** VS Code's Dark+ token colours (dark_vs + dark_plus) for the scopes the grammars use. */
const DARK_PLUS: IRawTheme = {
  name: 'Dark+',
  settings: [
    { settings: { foreground: FOREGROUND, background: BACKGROUND } },
    { scope: 'comment', settings: { foreground: '#6a9955' } },
    { scope: 'string', settings: { foreground: '#ce9178' } },
    { scope: 'constant.numeric', settings: { foreground: '#b5cea8' } },
    { scope: 'constant.language', settings: { foreground: '#569cd6' } },
    {
      scope: ['keyword', 'storage', 'storage.modifier', 'variable.language'],
      settings: { foreground: '#569cd6' },
    },
    { scope: 'keyword.control', settings: { foreground: '#c586c0' } },
    { scope: 'keyword.operator', settings: { foreground: FOREGROUND } },
    {
      scope: ['entity.name.type', 'entity.name.namespace', 'support.class', 'support.type'],
      settings: { foreground: '#4ec9b0' },
    },
    { scope: ['entity.name.function', 'support.function'], settings: { foreground: '#dcdcaa' } },
    { scope: ['variable', 'support.type.property-name'], settings: { foreground: '#9cdcfe' } },
    { scope: 'variable.other.constant', settings: { foreground: '#4fc1ff' } },
    { scope: 'markup.heading', settings: { foreground: '#569cd6', fontStyle: 'bold' } },
    { scope: 'invalid', settings: { foreground: '#f44747' } },
  ],
};

// vscode-textmate's encoded token attributes (the layout VS Code uses): font style in bits 11–14, the
// foreground colour's index in bits 15–23.
const FONT_STYLE = (attributes: number) => (attributes >>> 11) & 0b1111;
const FOREGROUND_INDEX = (attributes: number) => (attributes >>> 15) & 0b111111111;
const ITALIC = 1;
const BOLD = 2;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Each line as HTML spans coloured as Dark+ colours its tokens. */
async function highlightedLines(text: string): Promise<string[]> {
  const themed = await registry(DARK_PLUS);
  const grammar = await themed.loadGrammar('source.hollowflux');
  if (!grammar) throw new Error('no grammar source.hollowflux');
  const colorMap = themed.getColorMap();
  let state = INITIAL;
  return textLines(text).map((line) => {
    const result = grammar.tokenizeLine2(line, state);
    state = result.ruleStack;
    const spans: string[] = [];
    for (let i = 0; i < result.tokens.length; i += 2) {
      const start = result.tokens[i];
      const end = i + 2 < result.tokens.length ? result.tokens[i + 2] : line.length;
      const attributes = result.tokens[i + 1];
      const style = FONT_STYLE(attributes);
      const css = [
        `color:${colorMap[FOREGROUND_INDEX(attributes)] ?? FOREGROUND}`,
        style & BOLD ? 'font-weight:bold' : '',
        style & ITALIC ? 'font-style:italic' : '',
      ].filter(Boolean);
      spans.push(`<span style="${css.join(';')}">${escapeHtml(line.slice(start, end))}</span>`);
    }
    return spans.join('');
  });
}

interface Excerpt {
  first: number;
  lines: string[];
}

/** 「1-12,37-44」 → the 1-based line ranges. */
function parseRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((range) => {
    const [first, last] = range.split('-').map(Number);
    if (!(first >= 1 && last >= first)) throw new Error(`bad line range 「${range}」`);
    return [first, last];
  });
}

function page(file: string, excerpts: Excerpt[]): string {
  const row = (number: string, html: string) =>
    `<div class="row"><span class="num">${number}</span><span class="code">${html}</span></div>`;
  const rows = excerpts
    .map(({ first, lines }) => lines.map((html, i) => row(String(first + i), html)).join('\n'))
    .join(`\n${row('⋮', '')}\n`);
  const ranges = excerpts.map(({ first, lines }) => `${first}–${first + lines.length - 1}`).join(', ');
  const caption =
    `${escapeHtml(file)}, lines ${ranges}: tokenized by the extension's TextMate grammar ` +
    "(vscode-textmate + vscode-oniguruma), coloured with VS Code's Dark+ token colours, drawn by Chromium — not a VS Code window.";
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; background: #181818; }
  #shot { display: inline-block; background: ${BACKGROUND}; padding: 12px 24px 0 0; }
  .row { font: 14px/20px 'DejaVu Sans Mono', 'Noto Sans CJK JP', monospace; white-space: pre; color: ${FOREGROUND}; }
  .num { display: inline-block; width: 48px; margin-right: 20px; text-align: right; color: #6e7681; }
  .caption { margin-top: 12px; padding: 8px 16px; background: #252526; color: #9d9d9d; max-width: 900px;
    font: 12px/16px 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif; }
</style></head><body><div id="shot">${rows}<div class="caption">${caption}</div></div></body></html>`;
}

export async function screenshot(
  file = DEFAULTS.file,
  range = DEFAULTS.lines,
  out = DEFAULTS.out,
): Promise<string> {
  const highlighted = await highlightedLines(readFileSync(join(ROOT, file), 'utf8'));
  const excerpts = parseRanges(range).map(([first, last]) => ({
    first,
    lines: highlighted.slice(first - 1, last),
  }));
  const target = join(ROOT, out);
  mkdirSync(dirname(target), { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const tab = await browser.newPage({ deviceScaleFactor: 1 });
    await tab.setContent(page(file, excerpts));
    await tab.locator('#shot').screenshot({ path: target });
  } finally {
    await browser.close();
  }
  return relative(ROOT, target);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, range, out] = process.argv.slice(2);
  console.log(await screenshot(file, range, out));
}
