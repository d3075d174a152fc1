// Issue 10 point 7: one vocabulary table (codegen/dsl/vocabulary.ts) read by the IR builder and the printer.
// Every spelling listed there is accepted by grammar/card.ohm and read back as its IR value, and the printer
// writes the canonical (first) spelling.
import { describe, expect, test } from 'vitest';
import type { IRActionSentence, IRAutoLine, IRTextLine } from '../../codegen/dsl/ir.js';
import { printTextLine } from '../../codegen/dsl/print/line.js';
import {
  DESTINATION_WORDS,
  DURATION_WORDS,
  NOUN_WORDS,
  PHASE_WORDS,
  PROTECT_SOURCE_WORDS,
  REF_WORDS_TABLE,
  REPLACE_EVENT_WORDS,
  type Spellings,
  WHOSE_WORDS,
  ZONE_WORDS,
} from '../../codegen/dsl/vocabulary.js';
import { cardText, parse } from './helpers.js';

function onlyLine(kind: string, line: string): IRTextLine {
  const { ir, diagnostics } = parse(cardText(kind, [line]));
  expect(diagnostics).toEqual([]);
  return ir.cards[0].lines[0];
}
const sentenceOf = (line: IRTextLine) => (line as IRAutoLine).effect.sentences[0] as IRActionSentence;
const cases = <K extends string>(table: Readonly<Record<K, Spellings>>) =>
  (Object.entries(table) as [K, Spellings][]).flatMap(([key, spellings]) =>
    spellings.map((spelling, i) => [key, spelling, i === 0] as const),
  );

describe('the vocabulary table is what the grammar reads and the printer writes', () => {
  test.each(cases(NOUN_WORDS))('noun %s 「%s」', (key, spelling, canonical) => {
    const line = onlyLine('コマンド', `あなたのトラッシュから${spelling}を1枚選び、手札に加える。`);
    const action = sentenceOf(line).actions[0];
    // in the trash, 「キャラクター」 is read as a character card (designerWords.ts; the same meaning: keywordReminder.test.ts)
    const noun = key === 'character' ? 'characterCard' : key;
    expect(action.kind === 'pick' && action.selector.noun).toBe(noun);
    if (canonical && key !== 'character') expect(printTextLine(line)).toContain(spelling);
  });
  test.each(cases(ZONE_WORDS))('zone %s 「%s」', (key, spelling) => {
    const action = sentenceOf(onlyLine('コマンド', `あなたの${spelling}からカードを1枚選び、手札に加える。`))
      .actions[0];
    expect(action.kind === 'pick' && action.zone.zone).toBe(key);
  });
  test.each(cases(REF_WORDS_TABLE))('reference %s 「%s」', (key, spelling) => {
    const action = sentenceOf(
      onlyLine('キャラクター', `[自動] このキャラクターが攻撃を行うたび、${spelling}を破壊する。`),
    ).actions[0];
    expect(action.kind === 'destroy' && action.object.kind === 'ref' && action.object.ref.word).toBe(key);
  });
  test.each(cases(PHASE_WORDS))('phase %s 「%s」', (key, spelling) => {
    const line = onlyLine(
      'キャラクター',
      `[自動] あなたの${spelling}フェイズ開始時、カードを1枚引く。`,
    ) as IRAutoLine;
    expect(line.trigger?.kind === 'phase' && line.trigger.phase).toBe(key);
  });
  test.each(cases(WHOSE_WORDS))('whose %s 「%s」', (key, spelling) => {
    const line = onlyLine(
      'キャラクター',
      `[自動] ${spelling}のターン終了時、カードを1枚引く。`,
    ) as IRAutoLine;
    expect(line.trigger?.kind === 'turnEnd' && line.trigger.whose).toBe(key);
  });
  test.each(Object.entries(DESTINATION_WORDS))('destination %s 「%s」', (key, [plain]) => {
    const line = onlyLine(
      'キャラクター',
      `[自動] このキャラクターが攻撃を行うたび、このキャラクターを${plain}。`,
    );
    const action = sentenceOf(line).actions[0];
    expect(action.kind === 'move' && action.to).toBe(key);
    expect(printTextLine(line)).toContain(plain);
  });
  test.each(cases(DURATION_WORDS))('duration %s 「%s」', (key, spelling) => {
    const line = onlyLine('キャラクター', `[2]：${spelling}、このキャラクターのパワーを+1000する。`);
    const prefix = sentenceOf(line).prefixes[0];
    expect(prefix.kind === 'duration' && prefix.duration).toBe(key);
    expect(printTextLine(line)).toContain(spelling);
  });
  test.each(cases(REPLACE_EVENT_WORDS))('replacement event %s 「%s」', (key, spelling) => {
    const line = onlyLine(
      'キャラクター',
      `[自動] このキャラクターが${spelling}場合、代わりにこのキャラクターをスリープにする。`,
    );
    const prefix = sentenceOf(line).prefixes[0];
    expect(prefix.kind === 'replace' && prefix.event).toBe(key);
  });
  test.each(cases(PROTECT_SOURCE_WORDS))('protection source %s 「%s」', (key, spelling) => {
    const action = sentenceOf(
      onlyLine('キャラクター', `[自動] このキャラクターは${spelling}対象にならない。`),
    ).actions[0];
    expect(action.kind === 'untargetable' && action.source?.from).toBe(key);
  });
});
