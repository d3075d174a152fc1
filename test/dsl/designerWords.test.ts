// Issue 22 point 1: the designer vocabulary (codegen/dsl/designerWords.ts). Every row's example reads as its
// canonical line, that line parses, and the designer's line gives the same IR as the canonical one; spans and
// names stay the designer's own.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DESIGNER_WORDS, SET_ON_FIELD } from '../../codegen/dsl/designerWords.js';
import type { IRCard } from '../../codegen/dsl/ir.js';
import { normalizeWidth } from '../../codegen/dsl/normalize.js';
import { leadingLookbehind, readDesignerLine, requiredText } from '../../codegen/dsl/parse/reading.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { cardText, parse, stripSpans } from './helpers.js';

const kindOf = (line: string) => (line.includes('セットされ') ? 'セット' : 'キャラクター');
const linesOf = (line: string) => {
  const { ir, diagnostics } = parse(cardText(kindOf(line), [line]));
  return { card: ir.cards[0] as IRCard, diagnostics };
};

describe('designer vocabulary rows (issue 22)', () => {
  test.each(DESIGNER_WORDS.map((row, i) => [i, String(row.from), row.example[0], row.example[1]] as const))(
    'row %i %s: 「%s」 reads as 「%s」',
    (_, __, written, canonical) => {
      expect(readDesignerLine(normalizeWidth(written)).text).toBe(normalizeWidth(canonical));
      const asWritten = linesOf(written);
      const asCanonical = linesOf(canonical);
      expect(asCanonical.diagnostics).toEqual([]);
      expect(asWritten.diagnostics).toEqual([]);
      expect(stripSpans(asWritten.card.lines, ['span', 'readings', 'comments'])).toEqual(
        stripSpans(asCanonical.card.lines, ['span', 'readings', 'comments']),
      );
      expect(stripSpans(asWritten.card.setOn, ['span'])).toEqual(
        stripSpans(asCanonical.card.setOn, ['span']),
      );
      if (!normalizeWidth(canonical).startsWith(SET_ON_FIELD))
        expect(asWritten.card.lines.flatMap((l) => l.readings ?? []).length).toBeGreaterThan(0);
      else expect(asWritten.card.setOn).toBeDefined();
    },
  );
});

describe('readings never flip a meaning (issue 22)', () => {
  // 「相手のキャラクターは、このキャラクターしか攻撃できない」 restricts the opponent's attackers (HF-8.1), a mechanic the
  // language lacks: it was read as 「…このプレイヤーを攻撃できない」 ("cannot attack this player") by the row for
  // 「相手のキャラクターにしか攻撃できない」, whose 「キャラクター」 matched inside 「このキャラクター」.
  test.each([
    '[自動]：相手のキャラクターは、このキャラクターしか攻撃できない。',
    '[自動]：対戦相手のキャラクターはこのキャラクターにしか攻撃できない。',
  ])('「%s」 is not read as a restriction on attacking players', (line) => {
    expect(readDesignerLine(normalizeWidth(line)).text).not.toContain('プレイヤーを攻撃できない');
  });
});

describe('readings keep the source', () => {
  test('each reading names the designer’s words and where they are', () => {
    const line = '[自動]：このキャラクターが登場した時、山札からカードを1枚ドローする。';
    const { card } = linesOf(line);
    const readings = card.lines[0].readings ?? [];
    expect(readings.map((r) => `${r.from} → ${r.to}`)).toEqual([
      '山札 → メインデッキ',
      '登場した時 → 戦場に登場した時',
      'ドローする → 引く',
    ]);
    const source = cardText('キャラクター', [line]);
    for (const r of readings) expect(source.slice(r.span.start, r.span.end)).toBe(r.from);
  });

  test('a span after a reading points at the designer’s text, not the canonical one', () => {
    const line = '山札からカードを1枚引く。それを捨て札に置く。';
    const source = cardText('コマンド', [line]);
    const { card } = parse(source).ir.cards.map((c) => ({ card: c }))[0];
    const spans = JSON.stringify(card.lines[0]);
    expect(spans).toContain('"to":"トラッシュ"');
    const second = card.lines[0].kind === 'effect' ? card.lines[0].effect.sentences[1] : undefined;
    expect(second).toBeDefined();
    const at = (second as { span: { start: number; end: number } }).span;
    expect(source.slice(at.start, at.end)).toBe('それを捨て札に置く。');
  });

  test('an error after a reading is reported where the designer wrote it', () => {
    const line = '山札からカードを1枚引く。それをほげほげする。';
    const source = cardText('コマンド', [line]);
    const { diagnostics } = parse(source);
    expect(diagnostics).toHaveLength(1);
    const col = diagnostics[0].col;
    expect(source.split('\n')[diagnostics[0].line - 1].slice(col - 1)).toMatch(/^(それ|ほげ)/);
  });

  test('names, traits and keywords are never read', () => {
    const line =
      '[自動]：あなたの戦場に「山札の番人」という名前のキャラクターがいる場合、このキャラクターのパワーを+1000する。';
    const read = readDesignerLine(normalizeWidth(line));
    expect(read.readings).toEqual([]);
    expect(readDesignerLine('《墓地》を持つキャラクター全てに1000ダメージを与える。').readings).toEqual([]);
  });

  test('場合 and 登場 are not the field 場', () => {
    const read = readDesignerLine(
      'このキャラクターが戦場に登場した時、手札が2枚以下の場合、カードを1枚引く。',
    );
    expect(read.readings).toEqual([]);
  });

  test('hflux fmt prints the canonical reading', () => {
    const { ir } = parse(
      cardText('キャラクター', ['[自動]：このキャラクターが登場した時、カードを1枚ドローする。']),
    );
    expect(printFile(ir)).toContain('このキャラクターが戦場に登場した時、');
    expect(printFile(ir)).toContain('カードを1枚引く。');
  });

  test('modes on the choosing line are mode lines of their own (HF-5.13), spans in place', () => {
    const line = '次から1つ選ぶ。●相手のキャラクター1体を対象にして、レストする。●カードを1枚ドローする。';
    const source = cardText('コマンド', [line]);
    const split = parse(source);
    const stacked = parse(
      cardText('コマンド', [
        '次から1つ選ぶ。',
        '・相手のキャラクター1体を対象とし、それをスリープにする。',
        '・カードを1枚引く。',
      ]),
    );
    expect(split.diagnostics).toEqual([]);
    const strip = (c: IRCard) => stripSpans(c.lines, ['span', 'readings', 'comments']);
    expect(strip(split.ir.cards[0])).toEqual(strip(stacked.ir.cards[0]));
    const modes = split.ir.cards[0].lines.slice(1);
    expect(modes.map((m) => source.slice(m.span.start, m.span.end))).toEqual([
      '●相手のキャラクター1体を対象にして、レストする。',
      '●カードを1枚ドローする。',
    ]);
  });

  test('「このカードは、…にしかセットできない」 is the card’s セット対象 field', () => {
    const source = cardText('セット', ['このカードは、あなたの《戦機》のキャラクターにしかセットできない。']);
    const { ir, diagnostics } = parse(source);
    expect(diagnostics).toEqual([]);
    const card = ir.cards[0];
    expect(card.lines).toEqual([]);
    const canonical = parse(cardText('セット', [], ['セット対象：あなたの《戦機》を持つキャラクター'])).ir
      .cards[0];
    expect(stripSpans(card.setOn, ['span', 'readings'])).toEqual(
      stripSpans(canonical.setOn, ['span', 'readings']),
    );
    expect(printFile(ir)).toContain('セット対象：あなたの《戦機》を持つキャラクター');
    // the kept group (the selector) keeps its own source positions
    const spans: { start: number; end: number }[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        if ('start' in v && 'end' in v && 'file' in v) spans.push(v as { start: number; end: number });
        Object.values(v).forEach(walk);
      }
    };
    walk(card.setOn?.selector);
    expect(spans.map((sp) => source.slice(sp.start, sp.end))).toContain('《戦機》');
  });
});

describe('the table itself (issue 22)', () => {
  test('a backreference never points into the lookbehind a row’s quick test cuts (codegen/dsl/parse/reading.ts quickTestOf)', () => {
    const groups = (source: string) => (new RegExp(`${source}|`).exec('')?.length ?? 1) - 1;
    for (const row of DESIGNER_WORDS) {
      if (typeof row.from === 'string' || !/\\[1-9]/.test(row.from.source)) continue;
      const cut = leadingLookbehind(row.from.source);
      expect(groups(row.from.source.slice(cut))).toBe(groups(row.from.source));
    }
  });

  test('a row is tried only on lines holding its required text (the reading of a canonical line stays cheap)', () => {
    expect(requiredText('(?<=を)除外(?=する|し)')).toBe('除外');
    expect(requiredText('対象にして、|対象に選び、')).toBe('');
    expect(requiredText('メインデッキの([上下])に(?=置|戻)')).toBe('メインデッキの');
    expect(requiredText('パワーを、?([0-9]+)')).toBe('パワーを');
    // every row's example reads as its canonical line (above), so the prefilter never hides a row
  });

  test('every line of cards/ and rules/ is canonical already: no row reads it', () => {
    const files = [...readdirSync('cards', { recursive: true })]
      .map(String)
      .filter((f) => f.endsWith('.hf'))
      .map((f) => join('cards', f));
    for (const file of [...files, 'rules/keywords.hf'])
      for (const line of readFileSync(file, 'utf8').split('\n'))
        if (line.startsWith('  ') && !line.trim().startsWith('#'))
          expect([file, readDesignerLine(normalizeWidth(line.trim())).readings]).toEqual([file, []]);
  });

  test('the 【空装】 text is read, its traits are not', () => {
    const read = readDesignerLine(
      normalizeWidth(
        '【空装 条件：デッキのキャラクターカードが全て《墓地》を持っている 効果：追加デッキを使用する。】',
      ),
    );
    expect(read.text).toContain('あなたのメインデッキとガードデッキのキャラクターカードが全て《墓地》を持つ');
  });

  test('「対戦相手は自分の手札…」: 自分 after another player is not read as あなた', () => {
    // a player discards from their own hand only: 「自分の」 (the opponent's, i22p2) is dropped, never read as あなた
    expect(readDesignerLine('対戦相手は自分の手札を1枚捨てる。').text).toBe('対戦相手は手札を1枚捨てる。');
  });

  // After the merge of issue 22's helpers, rows of one family rewrote the text another family reads whole.
  test('「次に相手がプレイする」 keeps the player: the opponent’s next play, not yours', () => {
    for (const who of ['相手', '対戦相手']) {
      const line = `[スリープ]：このターン、次に${who}がプレイするコマンドカードのコストは1多くなる。`;
      expect(readDesignerLine(normalizeWidth(line)).text).toBe(
        '[スリープ]:このターン、次に対戦相手がプレイするコマンドカードのコストは1多くなる。',
      );
      const { card, diagnostics } = linesOf(line);
      expect(diagnostics).toEqual([]);
      expect(JSON.stringify(card.lines)).toMatch(/"kind":"nextPlayCost","player":\{[^}]*"opponent"/);
    }
  });
  test('「…を、ターン終了時まで、あなたのキャラクターとし、それらを…」: the duration stays on the control change', () => {
    const line =
      '対戦相手のキャラクター全てを、ターン終了時まで、あなたのキャラクターとし、それらをアクティブにする。';
    expect(readDesignerLine(normalizeWidth(line)).text).toBe(normalizeWidth(line));
    expect(parse(cardText('コマンド', [line])).diagnostics).toEqual([]);
  });
});
