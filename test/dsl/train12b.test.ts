// Issue 22 (helper t12b): wordings of the twelfth round's train halves (d49 鍛冶, d50 郵便, d52 宇宙), read by
// codegen/dsl/designerWordsTrain12b.ts, and the polite voice read for every verb of the language
// (codegen/dsl/politeVerbs.ts, codegen/dsl/designerWordsTrain4b.ts). Each row's own example is tested by
// test/dsl/designerWords.test.ts; here each row's family — variants beyond the corpus sentence — means what the
// canonical wording means, and near wordings that mean something else are not read.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { KANA_WORDS } from '../../codegen/dsl/kanaWords.js';
import { GODAN_VERBS, ICHIDAN_VERBS, conjugate, pastOf } from '../../codegen/dsl/politeVerbs.js';
import { codes, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

describe('「対象の…1体を／に／は」: a target named where it is used (HF-5.4, HF-5.5)', () => {
  same([
    [
      'コマンド',
      '対象のキャラクター1体を、持ち主の手札に戻す。',
      'キャラクター1体を対象とし、それを持ち主の手札に戻す。',
    ],
    [
      'コマンド',
      '対象の、対戦相手がコントロールするアクティブ状態のキャラクター1体をスリープにする。',
      '対戦相手のアクティブであるキャラクター1体を対象とし、それをスリープにする。',
    ],
    [
      'コマンド',
      '対象のキャラクター1体は、ターン終了時までパワー-3000を得る。',
      'キャラクター1体を対象とし、ターン終了時まで、それのパワーを-3000する。',
    ],
    [
      'コマンド',
      '対象のキャラクター1体に、X×1000ダメージを与える。Xは、あなたがコントロールする《シャトル》を持つキャラクターの数に等しい。',
      'キャラクター1体を対象とし、それにX×1000ダメージを与える。Xは、あなたの《シャトル》を持つキャラクターの数に等しい。',
    ],
    // in a trigger, and several targets (「それら」, HF-5.10)
    [
      'キャラクター',
      '[自動]：このキャラクターが登場したとき、対象の、対戦相手のキャラクター1体に2000ダメージを与える。',
      '[自動]：このキャラクターが戦場に登場した時、対戦相手のキャラクター1体を対象とし、それに2000ダメージを与える。',
    ],
    [
      'コマンド',
      '対象の、対戦相手のキャラクター2体までを、スリープにする。',
      '対戦相手のキャラクター2体までを対象とし、それらをスリープにする。',
    ],
    [
      'キャラクター',
      '[1][スリープ]：対象の、あなたのトラッシュにあるキャラクターカード1枚を手札に加える。',
      '[1][スリープ]：あなたのトラッシュにあるキャラクターカード1枚を対象とし、それを手札に加える。',
    ],
  ]);

  same([
    // a duration written first moves after the target; 「たびに、」 opens the clause too
    [
      'コマンド',
      'ターン終了時まで、対象のキャラクター1体は【貫通】を得る。',
      'キャラクター1体を対象とし、ターン終了時まで、それは【貫通】を得る。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃するたびに、対象の、対戦相手がコントロールするキャラクター1体は、ターン終了時までパワー-1000を得る。',
      '[自動]：このキャラクターが攻撃するたび、対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場したとき、対象の、あなたのトラッシュにあるコマンドカード1枚をあなたの手札に戻す。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュにあるコマンドカード1枚を対象とし、それを手札に戻す。',
    ],
  ]);

  test('after a target, 「対象の…」 names it again and is not a second target', () => {
    const line =
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+1000する。対象のキャラクター1体は【貫通】を得る。';
    expect(read(line)).not.toMatch(/対象とし、[^。]*。[^。]*対象とし/);
  });
});

describe('「…を対象とする。あなたはそれを…」: the ability’s player acts', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが登場したとき、あなたがコントロールするスリープ状態の他のキャラクター1体を対象とする。あなたはそれをアクティブにしてもよい。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのスリープである他のキャラクター1体を対象とし、それをアクティブにしてもよい。',
    ],
    [
      'キャラクター',
      '[スリープ]：対戦相手のキャラクター1体を対象とする。自分は、それに1000ダメージを与える。',
      '[スリープ]：対戦相手のキャラクター1体を対象とし、それに1000ダメージを与える。',
    ],
  ]);

  test('the opponent acting on the target is not read as the ability’s player', () => {
    expect(read('対戦相手のキャラクター1体を対象とする。対戦相手はそれを手札に戻す。')).toContain(
      '対戦相手は',
    );
  });
});

describe('set cards named by their trait (000 (3) セットカード)', () => {
  same([
    [
      'キャラクター',
      '[自動] このキャラに《武具》がセットされている限り、このキャラは【強撃】を得る。',
      '[自動]：このキャラクターに《武具》を持つカードがセットされている限り、このキャラクターは【強撃】を得る。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターに《武具》のカードが2枚以上セットされている限り、このキャラクターのパワーを+2000する。',
      '[自動]：このキャラクターに《武具》を持つカードが2枚以上セットされている限り、このキャラクターのパワーを+2000する。',
    ],
    [
      'キャラクター',
      '◆[自動] このキャラにセットされた《武具》1枚につき、このキャラはパワー＋１０００。',
      '[自動]：このキャラクターにセットされている《武具》を持つカード1枚につき、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターにセットされている《武具》のセットカード1枚につき、このキャラクターのパワーを+1000する。',
      '[自動]：このキャラクターにセットされている《武具》を持つカード1枚につき、このキャラクターのパワーを+1000する。',
    ],
  ]);
});

describe('the terse voice (d49): timing words alone, a trait alone before a count of cards', () => {
  same([
    [
      'キャラクター',
      '◆[自動] 破壊時、1枚ドロー。',
      '[自動] このキャラクターが破壊された時、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '◆[自動] アタック時、1枚ドロー。',
      '[自動] このキャラクターが攻撃した時、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '◆[自動] ブロック時、1枚ドロー。',
      '[自動] このキャラクターが防御を行うたび、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '◆[自動] 退場時、1枚ドロー。',
      '[自動] このキャラクターが戦場を離れた時、カードを1枚引く。',
    ],
    // on a set card the ability is its host's (000 ■セットカード): 「攻撃時」 is the host's attack
    ['セット', '◆[自動] 攻撃時、1枚ドロー。', '[自動] このキャラクターが攻撃した時、カードを1枚引く。'],
    [
      'キャラクター',
      '◆[自動] 登場時、自分のトラッシュの《武具》1枚を手札に加えてよい。',
      '[自動]：このキャラクターが戦場に登場した時、あなたのトラッシュの《武具》を持つカード1枚を手札に加えてもよい。',
    ],
    [
      'キャラクター',
      '◆[自動] 登場時、メインデッキを上から３枚見る。その中の《武具》1枚を公開し、手札に加えてよい。残りは好きな順でメインデッキの下へ。',
      '[自動]：このキャラクターが戦場に登場した時、メインデッキを上から3枚見る。その中から《武具》を持つカード1枚を公開し、手札に加えてもよい。残りを好きな順でメインデッキの一番下に置く。',
    ],
    [
      'キャラクター',
      '[1]：このキャラクターはターン終了時まで+2000のパワーを得る。',
      '[1]：ターン終了時まで、このキャラクターのパワーを+2000する。',
    ],
  ]);

  test('two traits before a count are not read as one of them (A and B, or A or B?)', () => {
    expect(
      codes('キャラクター', ['◆[自動] 登場時、自分のトラッシュの《武具》《呪具》1枚を手札に加えてよい。']),
    ).not.toEqual([]);
  });
  test('a timing word inside a sentence is not read as this character’s trigger', () => {
    expect(read('[自動] あなたのキャラクターの攻撃時、1枚ドロー。')).not.toContain(
      'このキャラクターが攻撃した時',
    );
  });
});

describe('「このターン中にあなたのキャラクターの攻撃によって対戦相手にダメージを与えていた場合」 (HF-8.5, t12b mechanic)', () => {
  const CANON =
    '[自動]：あなたのターン終了時、このターン中にあなたのキャラクターの攻撃によって対戦相手にダメージを与えていた場合、あなたはメインデッキからカードを1枚引く。';
  same([
    [
      'キャラクター',
      '[自動]：あなたのターン終了時、そのターン中に、自分のキャラクターの攻撃によって相手がダメージを受けていたなら、あなたはメインデッキからカードを1枚引く。',
      CANON,
    ],
    [
      'キャラクター',
      '[自動]：あなたのターン終了時、あなたのキャラクターの攻撃によって対戦相手にダメージを与えていた場合、カードを1枚引く。',
      CANON,
    ],
  ]);
  test('the attacking player dealt damage by its own attack is refused (HF-8.1)', () => {
    expect(
      codes('キャラクター', [
        '[自動]：あなたのターン終了時、このターン中にあなたのキャラクターの攻撃によってあなたにダメージを与えていた場合、カードを1枚引く。',
      ]),
    ).toContain('HF-E025');
  });
  test('「《A》《B》《C》のいずれかを持っている」 in a 【空装】 condition is any one of them', () => {
    expect(
      meaning('キャラクター', [
        '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《郵便局員》《配達員》《伝書鳥》のいずれかを持っている 効果：あなたの《伝書鳥》を持つキャラクターのパワーを+1000する。】',
      ]),
    ).toEqual(
      meaning('キャラクター', [
        '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《郵便局員》か《配達員》か《伝書鳥》を持つ 効果：あなたの《伝書鳥》を持つキャラクターのパワーを+1000する。】',
      ]),
    );
  });
});

describe('the localisation’s counts and gains (d52)', () => {
  same([
    ['コマンド', 'あなたは2枚のカードを引く。', 'あなたはカードを2枚引く。'],
    [
      'コマンド',
      'あなたはX枚のカードを引く。Xは、あなたがコントロールする《シャトル》を持つキャラクターの数に等しい。',
      'あなたはカードをX枚引く。Xは、あなたの《シャトル》を持つキャラクターの数に等しい。',
    ],
    [
      'セット',
      '[自動]：セットされているキャラクターはパワー+1000と【強撃】を得る。',
      '[自動]：このカードがセットされているキャラクターのパワーを+1000する。このカードがセットされているキャラクターは【強撃】を得る。',
    ],
    [
      'コマンド',
      '対象のキャラクター1体は、ターン終了時までパワー+2000と【貫通】を得る。',
      'キャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000し、それは【貫通】を得る。',
    ],
  ]);
});

describe('damage equal to a power before whom it is dealt to (word order; 「1000ダメージをそれに」 stays a golden error, test/dsl/golden/58)', () => {
  same([
    [
      'コマンド',
      '自分のキャラ1体と相手のキャラ1体を対象とする。前者のパワーに等しいダメージを後者に与える。',
      'あなたのキャラクター1体を対象とし、対戦相手のキャラクター1体を対象とし、後者に前者のパワーに等しいダメージを与える。',
    ],
  ]);
});

describe('not targeted by the commands a player plays', () => {
  same([
    [
      'セット',
      '[自動]：セットされているキャラクターは、対戦相手がプレイしたコマンドカードの対象にならない。',
      '[自動]：このカードがセットされているキャラクターは、対戦相手のコマンドの対象にならない。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターは、対戦相手がプレイするコマンドの対象にならない。',
      '[自動]：このキャラクターは、対戦相手のコマンドの対象にならない。',
    ],
  ]);
});

describe('「…なら、代わりに、…それのパワーを+3000する」: the other amount of the sentence before', () => {
  same([
    [
      'コマンド',
      '対象の、あなたがコントロールするキャラクター1体は、ターン終了時までパワー+2000を得る。あなたが《整備ロボ》を持つキャラクターをコントロールしているなら、代わりに、それはターン終了時までパワー+3000を得る。',
      'あなたのキャラクター1体を対象とし、ターン終了時まで、それのパワーを+2000する。あなたの《整備ロボ》を持つキャラクターがいるなら、代わりに+3000する。',
    ],
  ]);

  test('a different duration in the instead sentence is not read as the other amount', () => {
    expect(
      read(
        'あなたのキャラクター1体を対象とし、それのパワーを+2000する。あなたの手札が2枚以下なら、代わりに、ターン終了時まで、それのパワーを+3000する。',
      ),
    ).toContain('代わりに、ターン終了時まで');
  });
});

describe('the polite voice for every verb of the language (politeVerbs.ts)', () => {
  const grammar = readFileSync('grammar/card.ohm', 'utf8');
  const terminals = [...grammar.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);

  test('every godan verb of the grammar’s terminals is in the verb list', () => {
    const godanEnding = /[\p{Script=Han}][ぁ-ゖ]{0,2}?[くぐすつぶむるう](?![ぁ-ゖ])/gu;
    const words = [...new Set(terminals.flatMap((t) => t.match(godanEnding) ?? []))];
    // する verbs, ichidan verbs (an e-row or listed stem), adverbs (少なく), particles (による, かつ) and counters (一つ)
    const notGodan = (w: string) =>
      /する$/.test(w) ||
      /[えけげせぜてでねべめれ]る$/.test(w) ||
      ICHIDAN_VERBS.some((v) => w.endsWith(v)) ||
      /(?:少な|多)く$|による$|かつ$|^[一二三四五六七八九]つ$/.test(w);
    const missing = words.filter((w) => !notGodan(w) && !GODAN_VERBS.some((v) => w.endsWith(v)));
    expect(missing).toEqual([]);
  });

  test('every godan verb of the kana table is in the verb list', () => {
    const godanKinds: Record<string, string> = {
      ku: 'く',
      su: 'す',
      bu: 'ぶ',
      tsu: 'つ',
      u: 'う',
      ru: 'る',
      mu: 'む',
    };
    const verbs = KANA_WORDS.filter(([, , kind]) => kind in godanKinds).map(
      ([kanji, , kind]) => kanji + godanKinds[kind],
    );
    expect(verbs.filter((v) => !GODAN_VERBS.includes(v))).toEqual([]);
  });

  // every ending whose forms end a clause of the language (ぐ and む verbs end none; ある is read below)
  test.each(GODAN_VERBS.filter((v) => /[くすつぶるう]$/.test(v) && !['ある', '在る', '行く'].includes(v)))(
    'godan %s: 〜ましょう, 〜ます限り, 〜ました場合 (pasts the language has: く す う る)',
    (verb) => {
      const c = conjugate(verb);
      if (/[くすぶう]$/.test(verb)) expect(read(`それを${c.masu}ましょう。`)).toBe(`それを${verb}。`);
      expect(read(`それを${c.masu}ます限り、`)).toBe(`それを${verb}限り、`);
      if (/[くすうる]$/.test(verb))
        expect(read(`それを${c.masu}ました場合、`)).toBe(`それを${pastOf(c.te)}場合、`);
    },
  );

  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたの戦場に他のキャラクターがいません場合、カードを1枚引きます。',
      '[自動]：このキャラクターが戦場に登場した時、あなたの戦場に他のキャラクターがいない場合、カードを1枚引く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターは破壊されることはありません。',
      '[自動]：このキャラクターは破壊されない。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが戦場にいます限り、あなたの他のキャラクターのパワーを+1000します。',
      '[自動]：このキャラクターが戦場に居る限り、あなたの他のキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが破壊された時、あなたはカードを1枚引きましょう。',
      '[自動]：このキャラクターが破壊された時、あなたはカードを1枚引く。',
    ],
    [
      'キャラクター',
      '[スリープ]：対戦相手のキャラクター1体とあなたのキャラクター1体を対象とし、それらは互いにもう一方のパワーに等しいダメージを与え合います。',
      '[スリープ]：対戦相手のキャラクター1体とあなたのキャラクター1体を対象とし、それらは互いにもう一方のパワーに等しいダメージを与え合う。',
    ],
    [
      'キャラクター',
      '[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開します。それがキャラクターカードでしたら、手札に加えます。',
      '[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードであれば、手札に加える。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたは手札を1枚捨ててもよろしいです。そうしましたら、カードを2枚引きます。',
      '[自動]：このキャラクターが戦場に登場した時、あなたは手札を1枚捨ててもよい。そうしたら、カードを2枚引く。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたはカードを1枚引いてもかまいません。引きました場合、手札を1枚捨てます。',
      '[自動]：このキャラクターが戦場に登場した時、あなたはカードを1枚引いてもよい。そうした場合、手札を1枚捨てる。',
    ],
    [
      'キャラクター',
      '[自動]：あなたの手札が3枚以上あります場合、このキャラクターのパワーを+1000します。',
      '[自動]：あなたの手札が3枚以上ある場合、このキャラクターのパワーを+1000する。',
    ],
  ]);

  test('an ichidan verb in い／き is not read as a godan verb', () => {
    expect(read('それを見ました場合、')).toBe('それを見た場合、');
    expect(read('それができました場合、')).toBe('それができた場合、');
  });

  test('a polite form inside a name is not read', () => {
    expect(
      codes('コマンド', ['「引きました」という名前のキャラクター1体を対象とし、それを破壊する。']),
    ).toEqual([]);
    expect(read('「引きました」という名前のキャラクター1体を対象とし、それを破壊する。')).toContain(
      '「引きました」',
    );
  });
});
