import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The HTML report escapes every value it shows; the Wilson interval has its textbook values.
import { describe, expect, test } from 'vitest';
import { MIN_FLAG_GAMES, whenRate } from '../../src/sim/cardStats.js';
import { botsDifferWarning, formatMatchup, formatTournament } from '../../src/sim/format.js';
import { renderReport } from '../../src/sim/report.js';
import { type DeckBalance, type MatchupSummary, type Rate, wilson } from '../../src/sim/stats.js';

const EVIL = '<script>alert("x")</script>&\'';

function rate(label: string, wins: number, games: number): Rate {
  const [low, high] = wilson(wins, games);
  return { label, wins, losses: games - wins, draws: 0, games, rate: wins / games, low, high };
}

function balance(deck: string, card: string): DeckBalance {
  return {
    deck,
    overall: rate(deck, 6, 10),
    first: rate('first', 4, 5),
    second: rate('second', 2, 5),
    kuusou: { used: 1, games: 10, useRate: 0.1, withKuusou: whenRate(1, 1), without: whenRate(5, 9) },
    cards: [
      {
        deck,
        card,
        id: 'x/y',
        plays: 3,
        playRate: 0.2,
        whenPlayed: whenRate(1, 2),
        whenDrawn: whenRate(3, 5),
        whenOpening: whenRate(1, 1),
        reveals: 1,
        abilities: [{ ability: '0', label: `#1 ${EVIL}`, uses: 2 }],
        asKuusou: whenRate(1, 1),
        flag: 'low',
      },
    ],
  };
}

const summary: MatchupSummary = {
  decks: [EVIL, 'b'],
  bots: ['greedy', 'random'],
  botsDiffer: true,
  games: 10,
  perDeck: [rate(EVIL, 6, 10), rate('b', 4, 10)],
  perBot: [rate('greedy', 9, 10), rate('random', 1, 10)],
  firstPlayer: rate('first player', 5, 10),
  avgTurns: 12,
  avgDecisions: 300,
  draws: 0,
  errors: 1,
  errorSamples: [`game 3: ${EVIL}`],
  endReasons: [{ reason: EVIL, rule: 'HF-9.1', count: 10 }],
  balance: [balance(EVIL, '<img src=x onerror=alert(1)>'), balance('b', 'c')],
};

describe('HTML report', () => {
  test('deck names, card names, end reasons and errors are escaped', () => {
    const html = renderReport({ title: EVIL, params: { decks: EVIL }, matchups: [summary] });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#x27;');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//); // no external assets
  });
});

describe('HTML report layout (issue 23)', () => {
  const html = renderReport({ title: 't', params: {}, matchups: [summary] });

  test('a table of contents links every section and deck, and every link has its target', () => {
    const nav = html.slice(html.indexOf('<nav class="toc">'), html.indexOf('</nav>'));
    const links = [...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['matchup-1', 'matchup-1-deck-1', 'matchup-1-deck-2']);
    for (const id of links) expect(html).toContain(`id="${id}"`);
  });

  test('the minimum sample for a flag is stated; one colour: no red/green, the bars all one fill', () => {
    expect(html).toContain(`only once it was played in at least ${MIN_FLAG_GAMES} games`);
    expect(html).not.toMatch(/hsl\(|#e3f4e1|#fbe3e3/);
    const bar = /<rect x="[^"]+" y="[^"]+" width="[^"]+" height="[^"]+" fill="([^"]+)"\/>/g;
    const fills = [...html.matchAll(bar)].map((m) => m[1]);
    expect(fills.length).toBeGreaterThan(3);
    expect(new Set(fills).size).toBe(1);
  });
});

describe('different bots: the report warns that the figures measure the bots (nc7)', () => {
  const same: MatchupSummary = { ...summary, bots: ['greedy', 'greedy'], botsDiffer: false };

  test('the text report says it in Japanese under the title, and only when the bots differ', () => {
    const text = formatMatchup(summary).split('\n');
    expect(text[1]).toMatch(
      /^注意：2人のボットが違います（greedy \/ random）。デッキ・カード・【空装】の数字は/,
    );
    expect(text[1]).toContain('--bots greedy');
    expect(text[2]).toMatch(/^\(warning: the players' bots differ/);
    expect(formatMatchup(same)).not.toContain('ボットが違います');
    expect(formatMatchup(summary, { botsWarning: false })).not.toContain('ボットが違います');
  });

  test('a round robin warns once, under its table title', () => {
    const t = formatTournament({
      decks: [EVIL, 'b'],
      bots: ['greedy', 'random'],
      gamesPerPairing: 10,
      matrix: [
        [null, rate('b', 6, 10)],
        [rate(EVIL, 4, 10), null],
      ],
      overall: [rate(EVIL, 6, 10), rate('b', 4, 10)],
      matchups: [summary],
      balance: summary.balance,
    });
    expect(t.split('\n')[1]).toMatch(/^注意：2人のボットが違います/);
  });

  test('docs/balance.md quotes the warning as the report prints it, and README shows no card sim with two bots', () => {
    const root = join(import.meta.dirname, '..', '..');
    const doc = readFileSync(join(root, 'docs/balance.md'), 'utf8');
    expect(doc).toContain(`\n${botsDifferWarning(['greedy', 'random'])!.split('\n')[0]}\n`);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const line of readme
      .split('\n')
      .filter((l) => /hflux sim .*--bots \S+ \S+/.test(l) && !l.includes('--bots greedy --')))
      expect(line, 'two bots only in a mirror match (a bot comparison)').toMatch(/--decks (\S+) \1 /);
  });

  test('a mirror match with two bots is a bot comparison: a reading hint, not the card warning (README, docs/balance.md)', () => {
    const hint = botsDifferWarning(['greedy', 'random'], ['guren-aggro (1)', 'guren-aggro (2)']);
    expect(hint!.split('\n')[0]).toBe(
      'ボットの比較です（同じデッキ guren-aggro 同士、greedy / random）：ボット別の勝率の表を読んでください。デッキ・カード・【空装】の数字はボットの差を表します。',
    );
    expect(botsDifferWarning(['greedy', 'random'], ['guren-aggro', 'soukyu-knights'])).toMatch(
      /^注意：2人のボットが違います/,
    );
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs/balance.md'), 'utf8');
    expect(doc).toContain(`\n${hint!.split('\n')[0]}\n`);
  });

  test('the HTML report shows the warning, and none with one bot', () => {
    expect(renderReport({ title: 't', params: {}, matchups: [summary] })).toContain(
      '<p class="warning"><strong>注意：2人のボットが違います',
    );
    expect(renderReport({ title: 't', params: {}, matchups: [same] })).not.toContain('class="warning"');
  });
});

describe('Wilson score interval (95%)', () => {
  test('textbook values', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    expect(wilson(0, 0)).toEqual([0, 0]);
  });
});
