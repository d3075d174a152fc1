// Issue 22 (t22b): wordings of the twenty-second round's d91 (ninja clans, 1990s–2000s formal TCG wording) and d92
// (astronomers, One Piece-style deck looking) train halves, read by codegen/dsl/designerWordsTrain22b.ts and the grammar
// (「Xは…に等しい（最大3）」, 「そうでないなら、それをメインデッキの上か下に置く」 after a revealed card). Each row's own example
// is tested by test/dsl/designerWords.test.ts; here each family — sentences a designer of that style would plausibly
// print beyond the corpus sentence — means what the canonical wording means, and near wordings that mean something
// else are not read as it.
import { describe, expect, test } from 'vitest';
import { printCard } from '../../codegen/dsl/print/file.js';
import { parse, stripSpans } from './helpers.js';
import { codes, compile, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, written.split('\n'))).toEqual(meaning(kind, canonical.split('\n')));
  });

const PING = '対戦相手のキャラクター一体を対象とし、それに1000ダメージを与える。';

describe('「…に限り使用できる／プレイする事ができる／セットできる」 is 「…にのみ…」 (HF-12.4, HF-5.1, HF-4.1)', () => {
  same([
    [
      'キャラクター',
      `[1][スリープ]：${PING}この能力は対戦相手のターン中に限り使用できる。`,
      `[1][スリープ]：対戦相手のターン中にのみ使用できる。${PING}`,
    ],
    [
      'キャラクター',
      `[1][スリープ]：${PING}この能力は自分のターン中に限り使用する事ができる。`,
      `[1][スリープ]：あなたのターン中にのみ使用できる。${PING}`,
    ],
    [
      'キャラクター',
      `[1][スリープ]：${PING}この能力はあなたのターン中に限り使用出来る。`,
      `[1][スリープ]：あなたのターン中にのみ使用できる。${PING}`,
    ],
    [
      'キャラクター',
      `[1][スリープ]：${PING}この能力は1ターンに1回に限り使用できる。`,
      `[1][スリープ]：${PING}1ターンに1回。`,
    ],
    [
      'キャラクター',
      `[1][スリープ]：${PING}この能力は一ターンに一度に限り使用する事ができる。`,
      `[1][スリープ]：${PING}1ターンに1回。`,
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃した時、カードを1枚引く。この能力は1ターンに1回に限り発揮される。',
      '[自動]：このキャラクターが攻撃した時、カードを1枚引く。1ターンに1回。',
    ],
    [
      'コマンド',
      `このカードは、あなたの戦場に《忍》を持つキャラクターが居る場合に限り、プレイする事ができる。\n${PING}`,
      `このカードは、あなたの戦場に《忍》を持つキャラクターが居る場合にのみプレイできる。\n${PING}`,
    ],
    [
      'コマンド',
      `このカードは、あなたのターン中に限りプレイできる。\n${PING}`,
      `このカードは、あなたのターン中にのみプレイできる。\n${PING}`,
    ],
  ]);
  test('「…場合に限り、」 before an effect is a condition, not a restriction of when it may be used', () => {
    const line = '[自動]：このキャラクターが攻撃した時、あなたの手札が2枚以下の場合に限り、カードを1枚引く。';
    expect(read(line)).not.toContain('にのみ');
  });
});

describe('事 in kanji before 「できない」 and 「なく」 is こと', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターは攻撃を行う事ができない。',
      '[自動]：このキャラクターは攻撃できない。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターは防御を行う事ができない。',
      '[自動]：このキャラクターは防御できない。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターは攻撃する事ができない。',
      '[自動]：このキャラクターは攻撃できない。',
    ],
    [
      'キャラクター',
      '[2][スリープ]：あなたは自分の手札にある《鷹》を持つキャラクターカード一枚を選び、エネルギーコストを支払う事なく戦場に登場させる事ができる。',
      '[2][スリープ]：あなたは自分の手札にある《鷹》を持つキャラクターカード一枚を選び、エネルギーコストを支払うことなく戦場に登場させることができる。',
    ],
  ]);
});

describe('【空装】 conditions in the formal style (HF-13.8)', () => {
  const effect =
    '効果：あなたがプレイする《口寄せ》を持つキャラクターカードのエネルギーコストは1少なくなる。';
  const canonical = `【空装 条件：あなたのメインデッキとガードデッキに、《口寄せ》を持つカードが合計9枚以上含まれている。 ${effect}】`;
  same([
    [
      'キャラクター',
      `【空装 条件：あなたのメインデッキ及びガードデッキに、《口寄せ》を持つカードが合計九枚以上含まれている事。 ${effect}】`,
      canonical,
    ],
    [
      'キャラクター',
      `【空装 条件：あなたのメインデッキ並びにガードデッキに、《口寄せ》を持つカードが合計9枚以上含まれている事。 ${effect}】`,
      canonical,
    ],
    [
      'キャラクター',
      `【空装 条件：あなたのメインデッキおよびガードデッキに、《口寄せ》を持つカードが合計9枚以上ある事。 ${effect}】`,
      canonical,
    ],
  ]);
  test('「及び」 between characters is not read as a zone list', () => {
    expect(read('あなたのキャラクター及び対戦相手のキャラクターに1000ダメージを与える。')).toContain('及び');
  });
});

describe('looking at the top cards: 「それらを好きな順番で」, the optional one-card look', () => {
  const enters = '[自動]：このキャラクターが戦場に登場した時、';
  const back = `${enters}あなたはメインデッキを上から2枚見て、好きな順番でメインデッキの上に戻す。`;
  same([
    [
      'キャラクター',
      `${enters}あなたは自分のメインデッキを上から二枚見て、それらを好きな順番でメインデッキの上に戻す。`,
      back,
    ],
    [
      'キャラクター',
      `${enters}あなたはメインデッキを上から2枚見て、その2枚を好きな順番でメインデッキの上に戻す。`,
      back,
    ],
    [
      'キャラクター',
      `${enters}あなたはメインデッキを上から2枚見て、それらは好きな順番でメインデッキの上に戻す。`,
      back,
    ],
  ]);
  const look = `${enters}あなたはメインデッキの上から1枚を見て、そのカードをメインデッキの上か下に置く。`;
  same([
    [
      'キャラクター',
      `${enters}あなたは自分のメインデッキを上から一枚見る事ができる。そうした場合、それをメインデッキの一番上か一番下に置く。`,
      look,
    ],
    [
      'キャラクター',
      `${enters}あなたはメインデッキの上から1枚見てもよい。そうした場合、そのカードをメインデッキの上か下に置く。`,
      look,
    ],
    [
      'キャラクター',
      `${enters}メインデッキを上から1枚見る事が出来る。見た場合、それを一番上か一番下に戻す。`,
      look,
    ],
  ]);
  test('a look that may take the card is not read as the top-or-bottom look', () => {
    const line = `${enters}あなたはメインデッキを上から一枚見る事ができる。そうした場合、それを手札に加える。`;
    expect(read(line)).not.toContain('上か下');
  });
});

describe('a count of cards in the power, and face-down cards', () => {
  same([
    [
      'セット',
      '[自動]：このキャラクターのパワーは、戦場のあなたの《星霊》を持つキャラクター1体につき、更に+1000される。',
      '[自動]：このキャラクターのパワーは、戦場のあなたの《星霊》を持つキャラクター1体につき+1000される。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターのパワーは、あなたのトラッシュの《星霊》を持つカード1枚につき、さらに+1000される。',
      '[自動]：このキャラクターのパワーは、あなたのトラッシュの《星霊》を持つカード1枚につき+1000される。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが戦場に登場した時、あなたは自分のメインデッキの一番上のカードを、裏向きのまま戦場に登場させる事ができる。そうした場合、そのカードはカード名「影分身」、パワー2000、分類《忍》《朧衆》を持ち、テキストを持たないキャラクターとして扱う。',
      '[自動]：このキャラクターが戦場に登場した時、あなたはメインデッキの一番上のカードを、パワー2000で《忍》《朧衆》を持つキャラクター「影分身」として裏向きで登場させてもよい。',
    ],
  ]);
  test('counting different names counts distinct names, not every card (read since mech23; HF-12.6)', () => {
    const line =
      '[自動]：このキャラクターのパワーは、あなたのトラッシュにある《星霊》を持つカードのうち、カード名が異なるもの1枚につき+1000される。';
    const r = compile('キャラクター', [line]);
    expect(r.diagnostics).toEqual([]);
    expect(JSON.stringify(r.cards[0].def)).toContain('distinct');
  });
});

describe('X with a cap: 「Xは…に等しい（最大3）」 and 「ただし、Xは3を超えない」', () => {
  const draw =
    'あなたはカードをメインデッキからX枚引く。Xは戦場のあなたの《星霊》を持つキャラクターの数に等しい';
  const canonical = `${draw}（最大3）。`;
  same([
    ['コマンド', `${draw}。ただし、Xは3を超えない。`, canonical],
    ['コマンド', `${draw}。但し、Xは最大3とする。`, canonical],
    ['コマンド', `${draw}。ただし、Xの上限は3とする。`, canonical],
    ['コマンド', `${draw}。なお、Xは3を上回らない。`, canonical],
  ]);
  test('the cap is X’s: never more than 3, and without it X is the whole count', () => {
    const capped = JSON.stringify(meaning('コマンド', [canonical]));
    expect(capped).toContain('"atMost"');
    expect(JSON.stringify(meaning('コマンド', [`${draw}。`]))).not.toContain('"atMost"');
  });
  test('a cap on repeats is still HF-E040', () => {
    expect(
      codes('コマンド', [
        'あなたのトラッシュにあるコマンドカード1枚につき1回、対戦相手のキャラクターを1体ランダムに選び、それに1000ダメージを与える（最大5回）。',
      ]),
    ).toContain('HF-E040');
  });
});

describe('printer round trip of the new forms', () => {
  test.each([
    [
      'コマンド',
      'あなたはカードをメインデッキからX枚引く。Xは戦場のあなたの《星霊》を持つキャラクターの数に等しい（最大3）。',
    ],
    [
      'コマンド',
      'カード名を1つ宣言し、あなたのメインデッキの一番上のカードを公開する。それが宣言したカード名のカードなら、それを手札に加え、あなたはカードをメインデッキから1枚引く。そうでないなら、それをメインデッキの上か下に置く。',
    ],
    [
      'コマンド',
      '対戦相手のメインデッキの一番上のカードを公開する。それがキャラクターカードなら、それをトラッシュに置き、カードを1枚引く。そうでないなら、それを対戦相手のメインデッキの一番上か一番下に置く。',
    ],
  ])('%s 「%s」 prints and parses back to the same IR', (kind, line) => {
    const card = parse(
      ['【セット】t', '【カード】テスト', `種別：${kind}`, 'コスト：2', 'テキスト：', `  ${line}`, ''].join(
        '\n',
      ),
    ).ir.cards[0];
    const again = parse(['【セット】t', ...printCard(card), ''].join('\n'));
    expect(again.diagnostics).toEqual([]);
    const layout = ['span', 'leading', 'readings', 'comments'];
    expect(stripSpans(again.ir.cards[0].lines, layout)).toEqual(stripSpans(card.lines, layout));
  });
});
