// Issue 22 (t18a): wordings of the eighteenth round's d76 train half (an undersea set in the friendly localisation of
// the Japanese Lorcana / Hearthstone / Marvel Snap editions), read by codegen/dsl/designerWordsTrain18a.ts and the
// grammar's lookTopMaySentences_either. Each row's own example is tested by test/dsl/designerWords.test.ts; here each
// family — variants beyond the corpus sentence — means what the canonical wording means, near wordings that mean
// something else are not read as it, and what the language lacks is HF-E040 naming it.
import { describe, expect, test } from 'vitest';
import { printCard, printFile } from '../../codegen/dsl/print/file.js';
import { explainCard } from '../../src/explain/card.js';
import { renderExplanation } from '../../src/explain/render.js';
import { cardText, parse, stripSpans } from './helpers.js';
import { codes, compile, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

describe('a parenthesised note defining the face-down card just set (HF-14.3)', () => {
  same([
    [
      'キャラクター',
      '[自動]：あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを裏向きでこのキャラクターにセットする。（そのカードはパワー+1000の《真珠》のセットカードとして扱う。）',
      '[自動]：あなたのアクティブフェイズ終了時、あなたのメインデッキの一番上のカードを、パワー+1000で《真珠》を持つセットカードとして裏向きでこのキャラクターにセットする。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行うたび、あなたのメインデッキの一番上のカードを裏向きでこのキャラクターにセットしてもよい。(そのカードは、パワー+2000の《珊瑚》のセットカードとして扱う)',
      '[自動]：このキャラクターが攻撃した時、あなたのメインデッキの一番上のカードを、パワー+2000で《珊瑚》を持つセットカードとして裏向きでこのキャラクターにセットしてもよい。',
    ],
  ]);
  test('a note after a sentence that sets nothing face down stays unread', () => {
    expect(
      read(
        '[自動]：このキャラクターが登場した時、カードを1枚引く。（そのカードはパワー+1000の《真珠》のセットカードとして扱う。）',
      ),
    ).toContain('として扱う');
  });
});

describe('a parenthesised duration note: the duration written where durations go (HF-12.3)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターによる防御が成功するたび、このキャラクターのパワーを+1000する。（この効果は、このキャラクターが戦場に居る限り続く。）',
      '[自動]：このキャラクターによる防御が成功した時、このキャラクターが戦場に居る限り、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのアクティブフェイズ終了時、このキャラクターのパワーを+1000する。(この効果は、このキャラクターが戦場にいる間有効。)',
      '[自動]：あなたのアクティブフェイズ終了時、このキャラクターが戦場に居る限り、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行うたび、あなたのキャラクター全てのパワーを+1000する。（この効果はこのターンの終わりまで続く。）',
      '[自動]：このキャラクターが攻撃した時、ターン終了時まで、あなたのキャラクター全てのパワーを+1000する。',
    ],
    [
      'コマンド',
      'あなたのキャラクター一体を対象とし、それのパワーを+2000する。（この効果はゲーム終了時まで続く。）',
      'ゲーム終了時まで、あなたのキャラクター一体を対象とし、それのパワーを+2000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、カードを1枚引く。このキャラクターのパワーを+1000する。（この効果は次の対戦相手のターン終了時まで続く。）',
      '[自動]：このキャラクターが登場した時、カードを1枚引く。次の対戦相手のターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  ]);
  test('a sentence with a duration of its own keeps the note (never two durations)', () => {
    expect(
      read('このターン、あなたのキャラクター全てのパワーを+1000する。（この効果はゲーム終了時まで続く。）'),
    ).toContain('ゲーム終了時まで続く');
  });
});

describe('「…にあるランダムなカード1枚を…」: chosen at random, nobody deciding', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが破壊された時、対戦相手のトラッシュにあるランダムなカード1枚をゲームから除外する。',
      '[自動]：このキャラクターが破壊された時、対戦相手のトラッシュからカードを1枚ランダムに選び、ゲームから除外する。',
    ],
    [
      'コマンド',
      'あなたのトラッシュからランダムなカード1枚を手札に加える。',
      'あなたのトラッシュからカードを1枚ランダムに選び、手札に加える。',
    ],
    [
      'コマンド',
      '対戦相手の手札のランダムなカード2枚をトラッシュに置く。',
      '対戦相手の手札からカードを2枚ランダムに選び、トラッシュに置く。',
    ],
    [
      'コマンド',
      'あなたのトラッシュにある《財宝》を持つランダムなキャラクターカード1枚を手札に加える。',
      'あなたのトラッシュから《財宝》を持つキャラクターカードを1枚ランダムに選び、手札に加える。',
    ],
    [
      'コマンド',
      'あなたのダメージフィールドから無作為に選ばれたカード1枚をトラッシュに置く。',
      'あなたのダメージフィールドからカードを1枚ランダムに選び、トラッシュに置く。',
    ],
  ]);
  test('the extra deck is not a zone of effects: HF-E040 naming it', () => {
    expect(codes('コマンド', ['あなたの追加デッキからランダムなカード1枚を手札に加える。'])).toContain(
      'HF-E040',
    );
  });
});

describe('「…一番上のカードを見る。それを手札に加えるか、トラッシュに置く。」: one card, two places, the looker choosing', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの一番上のカードを見る。それを手札に加えるかトラッシュに置くかを選ぶ。',
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの一番上のカードを見る。それを手札に加えるか、トラッシュに置く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの一番上のカードを見て、そのカードをトラッシュに置くか、手札に加える。',
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの一番上のカードを見る。それを手札に加えるか、トラッシュに置く。',
    ],
    [
      'コマンド',
      '対戦相手のメインデッキの一番上のカードを見る。それをトラッシュに置くか、メインデッキの一番上に戻すか、どちらかを選ぶ。',
      '対戦相手のメインデッキの一番上のカードを見る。それをトラッシュに置くか、メインデッキの一番上に置く。',
    ],
  ]);
  test('the look keeps both places: a pick of up to one card and the rest elsewhere', () => {
    const line = 'あなたのメインデッキの一番上のカードを見る。それを手札に加えるか、トラッシュに置く。';
    const r = compile('コマンド', [line]);
    expect(r.diagnostics).toEqual([]);
    const text = JSON.stringify(r.cards[0].def);
    expect(text).toContain('"rest":"trash"');
  });
  test('hflux fmt prints it back as written, and it reads the same', () => {
    const line = 'あなたのメインデッキの一番上のカードを見る。それを手札に加えるか、トラッシュに置く。';
    const r = compile('コマンド', [line]);
    const printed = printFile(r.ir);
    expect(printed).toContain('そのカードを手札に加えるか、トラッシュに置く。');
  });
  test.each([
    'あなたのメインデッキの一番上のカードを見る。それを手札に加えるか、トラッシュに置く。',
    '対戦相手のメインデッキの一番上のカードを見る。それをトラッシュに置くか、メインデッキの一番上に戻す。',
    'あなたのメインデッキの一番上のカードを見る。そのカードをゲームから除外するか、メインデッキの一番下に置く。',
  ])('hflux fmt: parse(print(ir)) equals ir for 「%s」', (line) => {
    const LAYOUT = ['span', 'leading', 'readings'];
    const { ir, diagnostics } = parse(cardText('コマンド', [line]));
    expect(diagnostics).toEqual([]);
    const again = parse(['【セット】t', ...printCard(ir.cards[0]), ''].join('\n'));
    expect(again.diagnostics).toEqual([]);
    expect(stripSpans(again.ir.cards[0], LAYOUT)).toEqual(stripSpans(ir.cards[0], LAYOUT));
  });
  test('hflux explain names both places: the chosen one and where it goes otherwise', () => {
    const r = compile('コマンド', [
      'あなたのメインデッキの一番上のカードを見る。それを手札に加えるか、トラッシュに置く。',
    ]);
    const text = renderExplanation(explainCard(r.cards[0].def, 'ja'));
    expect(text).toContain('手札に加える（しなくてもよい）');
    expect(text).toContain('そうでなければ、それをトラッシュに置く');
  });
  test('a target put in one of two places stays HF-E040 (oneOfTwoPlaces)', () => {
    const line = '対戦相手のキャラクター一体を対象とし、それを手札に戻すか、メインデッキの一番下に置く。';
    expect(codes('コマンド', [line])).toContain('HF-E040');
    expect(compile('コマンド', [line]).diagnostics[0].message).toContain('2つの場所のどちらか');
  });
});

describe('what the language lacks: HF-E040 naming the mechanic', () => {
  test('as many targets as a count (targetsUpToCount)', () => {
    const r = compile('コマンド', [
      'あなたのキャラクターを、あなたの《人魚》のキャラクターの数に等しい数まで対象とし、それらのパワーを+1000する。',
    ]);
    expect(r.diagnostics[0].code).toBe('HF-E040');
    expect(r.diagnostics[0].message).toContain('数えた数まで対象にする');
  });
  test('a face-down card set on each of several characters (faceDownOnEach)', () => {
    const r = compile('コマンド', [
      'あなたのキャラクターを2体まで対象とし、それぞれに、あなたのメインデッキの一番上のカードを1枚ずつ裏向きでセットする。',
    ]);
    expect(r.diagnostics[0].code).toBe('HF-E040');
    expect(r.diagnostics[0].message).toContain('それぞれに、裏向きでカードをセット');
  });
});

describe('a power changed by a count times a number (「…の数×1000に等しい値だけ上げる」)', () => {
  same([
    [
      'コマンド',
      'ターン終了時まで、あなたのキャラクター一体を対象とし、それのパワーを、あなたの《人魚》のキャラクターの数×1000だけ+する。',
      'ターン終了時まで、あなたのキャラクター一体を対象とし、それのパワーを、あなたの《人魚》を持つキャラクター1体につき+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを、あなたの他のキャラクターの数×500アップする。',
      '[自動]：このキャラクターが攻撃した時、ターン終了時まで、このキャラクターのパワーを、あなたの他のキャラクター1体につき+500する。',
    ],
    [
      'コマンド',
      'ターン終了時まで、対戦相手のキャラクター一体を対象とし、それのパワーを、対戦相手のキャラクターの数×1000に等しい値だけ下げる。',
      'ターン終了時まで、対戦相手のキャラクター一体を対象とし、それのパワーを、対戦相手のキャラクター1体につき-1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターのパワーは、対戦相手のキャラクターの数×1000に等しい値だけ上がる。',
      '[自動]：このキャラクターのパワーは、対戦相手のキャラクター1体につき+1000される。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターのパワーは、あなたのダメージフィールドのカードの枚数×1000に等しい値だけ上がる。',
      '[自動]：このキャラクターのパワーは、あなたのダメージフィールドのカード1枚につき+1000される。',
    ],
    [
      'コマンド',
      'ターン終了時まで、あなたのキャラクター一体を対象とし、それのパワーを、あなたのトラッシュにあるカードの数×1000上げる。',
      'ターン終了時まで、あなたのキャラクター一体を対象とし、それのパワーを、あなたのトラッシュのカード1枚につき+1000する。',
    ],
  ]);
  test('a power set to a count times a number (「…に等しくする」) is not read as a change', () => {
    expect(
      read('[自動]：このキャラクターのパワーを、あなたの《人魚》のキャラクターの数×1000に等しくする。'),
    ).not.toContain('につき');
  });
});

describe('notes that restate how lasting changes add up (HF-12.3)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃を行うたび、このキャラクターのパワーを+1000する。（この効果は累積する。）',
      '[自動]：このキャラクターが攻撃した時、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのアクティブフェイズ終了時、このキャラクターのパワーを+1000する。（この効果は、このキャラクターが戦場に居る限り続き、累積する。）',
      '[自動]：あなたのアクティブフェイズ終了時、このキャラクターが戦場に居る限り、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのアクティブフェイズ終了時、このキャラクターのパワーを+1000する。（この効果は、このキャラクターが戦場を離れるまで続く。）',
      '[自動]：あなたのアクティブフェイズ終了時、このキャラクターが戦場に居る限り、このキャラクターのパワーを+1000する。',
    ],
  ]);
  test('after a draw the note is not read away', () => {
    expect(read('[自動]：このキャラクターが攻撃した時、カードを1枚引く。（この効果は累積する。）')).toContain(
      '累積',
    );
  });
});
