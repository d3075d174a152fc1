// Issue 22 (t16b): wordings of the sixteenth round's train halves (d67 人形劇, a Shadowverse / Hearthstone designer writing
// for paper; d68 夢喰い, a competitive-set designer), read by codegen/dsl/designerWordsTrain16b.ts and two grammar
// alternatives (grammar/card.ohm lookOrderRest, handLookRemove). Each row's own example is tested by
// test/dsl/designerWords.test.ts; here each row's family — variants beyond the corpus sentence — means what the
// canonical wording means, and near wordings that mean something else are not read as it.
import { describe, expect, test } from 'vitest';
import { codes, compile, meaning } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

const FACE_DOWN_DEF =
  'それはカード名「木偶」、パワー1000、分類《人形》を持ち、テキストを持たないキャラクターとして扱う。';
const FACE_DOWN_CANON =
  'あなたのメインデッキの一番上のカードを、パワー1000で《人形》を持つキャラクター「木偶」として裏向きで登場させる。';

describe('「…を裏向きでアクティブのまま戦場に登場させる。それは…として扱う」: a face-down character, active (HF-14.3)', () => {
  same([
    [
      'キャラクター',
      `[自動]：このキャラクターが登場した時、あなたのメインデッキの一番上のカードを裏向きでアクティブのまま戦場に登場させる。${FACE_DOWN_DEF}`,
      `[自動]：このキャラクターが登場した時、${FACE_DOWN_CANON}`,
    ],
    [
      'キャラクター',
      `[2][スリープ]：自分の山札の一番上のカードをアクティブのまま裏向きで戦場に出す。${FACE_DOWN_DEF}`,
      `[2][スリープ]：${FACE_DOWN_CANON}`,
    ],
    [
      'コマンド',
      `あなたのメインデッキの一番上のカードを、裏向きのままアクティブで登場させる。${FACE_DOWN_DEF}`,
      FACE_DOWN_CANON,
    ],
  ]);

  test('「スリープのまま」 is asleep, not active', () => {
    const asleep = meaning('コマンド', [
      `あなたのメインデッキの一番上のカードを裏向きでスリープのまま戦場に登場させる。${FACE_DOWN_DEF}`,
    ]);
    expect(asleep).toEqual(
      meaning('コマンド', [
        'あなたのメインデッキの一番上のカードを、パワー1000で《人形》を持つキャラクター「木偶」として裏向きかつスリープで登場させる。',
      ]),
    );
    expect(asleep).not.toEqual(meaning('コマンド', [FACE_DOWN_CANON]));
  });
});

describe('「…を無作為に一体選び」: chosen by the game, not targeted (HF-5.4)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが破壊された時、対戦相手のキャラクターを無作為に一体選び、それに2000ダメージを与える。',
      '[自動]：このキャラクターが破壊された時、対戦相手のキャラクターを1体無作為に選び、それに2000ダメージを与える。',
    ],
    [
      'コマンド',
      '対戦相手のキャラクターを無作為に一体選び、それに2000ダメージを与える。これを3回繰り返す。',
      '3回、対戦相手のキャラクターを1体無作為に選び、それに2000ダメージを与える。',
    ],
    [
      'コマンド',
      '対戦相手のキャラクターをランダムに、1体選び、それを破壊する。',
      '対戦相手のキャラクターを1体無作為に選び、それを破壊する。',
    ],
  ]);

  test('random is not chosen by the player', () => {
    const random = compile('コマンド', ['対戦相手のキャラクターを無作為に一体選び、それを破壊する。']);
    const chosen = compile('コマンド', ['対戦相手のキャラクターを1体選び、それを破壊する。']);
    expect(JSON.stringify(random.cards[0].def)).toContain('"random":true');
    expect(JSON.stringify(chosen.cards[0].def)).not.toContain('"random":true');
  });
});

describe('「…キャラクターはパワー+1000され、【警戒】を得る」: a power change and a keyword (HF-12.1, HF-12.6)', () => {
  same([
    [
      'ワールド・セット',
      '[自動]：このカードが戦場にある限り、あなたの《観客》を持つキャラクターはパワー+1000され、【警戒】を得る。',
      '[自動]：このカードが戦場に居る限り、あなたの《観客》を持つキャラクターのパワーを+1000し、【警戒】を得る。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターは、パワーが+2000され、【反撃】を得る。',
      '[自動]：このキャラクターのパワーを+2000し、【反撃】を得る。',
    ],
    [
      'コマンド',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それはパワー+2000され、【反撃】を得る。',
      'あなたのキャラクター一体を対象とし、ターン終了時まで、それのパワーを+2000し、【反撃】を得る。',
    ],
  ]);

  test('minus stays minus', () => {
    expect(meaning('キャラクター', ['[自動]：対戦相手のキャラクターはパワー-1000される。'])).toEqual(
      meaning('キャラクター', ['[自動]：対戦相手のキャラクターのパワーを-1000する。']),
    );
  });
});

describe('「あなたが「X」を戦場に出している限り」: a character of that name on that side (HF-12.1)', () => {
  same([
    [
      'キャラクター',
      '[自動]：あなたが「腹話術師ボルドー」を戦場に出している限り、このキャラクターはパワー+2000され、【反撃】を得る。',
      '[自動]：あなたの戦場に「腹話術師ボルドー」という名前のキャラクターがいる限り、このキャラクターのパワーを+2000し、【反撃】を得る。',
    ],
    [
      'キャラクター',
      '[自動]：自分が《人形》を持つキャラクターを場に出している限り、このキャラクターのパワーを+1000する。',
      '[自動]：あなたの戦場に《人形》を持つキャラクターがいる限り、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、あなたが「腹話術師ボルドー」を戦場に出しているなら、カードを1枚引く。',
      '[自動]：このキャラクターが登場した時、あなたの戦場に「腹話術師ボルドー」という名前のキャラクターがいるなら、カードを1枚引く。',
    ],
  ]);

  test('the opponent’s side is not yours', () => {
    const line = (who: string) =>
      meaning('キャラクター', [
        `[自動]：${who}が「腹話術師ボルドー」を戦場に出している限り、このキャラクターのパワーを+1000する。`,
      ]);
    expect(line('対戦相手')).not.toEqual(line('あなた'));
  });
});

describe('「…一番上のカードを見る。あなたはそれを…に置いてもよい」: the looker may move it (HF-10)', () => {
  same([
    [
      'コマンド',
      '対戦相手のメインデッキの一番上のカードを見る。あなたはそれを対戦相手のメインデッキの一番下に置いてもよい。',
      '対戦相手のメインデッキの一番上のカードを見る。それを対戦相手のメインデッキの一番下に置いてもよい。',
    ],
    [
      'コマンド',
      'あなたのメインデッキの一番上のカードを見る。自分は、そのカードをトラッシュに置いてもよい。',
      'あなたのメインデッキの一番上のカードを見る。そのカードをトラッシュに置いてもよい。',
    ],
  ]);

  test('「対戦相手はそれを…」 is not read as the looker', () => {
    expect(
      codes('コマンド', [
        'あなたのメインデッキの一番上のカードを見る。対戦相手はそれをメインデッキの一番下に置いてもよい。',
      ]),
    ).not.toEqual([]);
  });
});

describe('「…上から2枚を見て、好きな順番で…の一番上か一番下に置く」 (grammar lookOrderRest, HF-10)', () => {
  const ops = (line: string) => JSON.stringify(compile('コマンド', [line]).cards[0].def);
  // Both wordings are one IR (mech17): a pick of the cards that go to the bottom, then the rest on top (t16a's), which
  // the one-card look 「…一番上のカードを見て、一番上か一番下に置く」 uses too; `rest: 'topOrBottom'` is only the card a pick
  // left (i22x8). RULING «Putting looked-at cards back».
  test('the written and the canonical wording mean the same (HF-10.3)', () => {
    const written =
      '[自動]：あなたのドローフェイズ開始時、あなたのメインデッキを上から2枚見る。それらを好きな順番で、メインデッキの一番上か一番下に置く。';
    const canonical =
      '[自動]：あなたのドローフェイズ開始時、あなたのメインデッキの上から2枚を見て、好きな順番でメインデッキの一番上か一番下に置く。';
    expect(meaning('ワールド・セット', [written])).toEqual(meaning('ワールド・セット', [canonical]));
  });

  test('each card top or bottom, the looker ordering them; the opponent’s deck', () => {
    expect(
      ops(
        '対戦相手のメインデッキを上から2枚見る。それらを好きな順番で、対戦相手のメインデッキの一番上か一番下に置く。',
      ),
    ).toContain(
      '"op":"lookAtTop","player":"opponent","count":2,"pick":{"upTo":2,"to":"mainBottom"},"rest":"top","orderBy":"looker"',
    );
    // without 「好きな順番で」 the deck's owner orders those left on top (RULING «Putting looked-at cards back»)
    const unordered = ops('あなたのメインデッキの上から3枚を見て、メインデッキの一番上か一番下に置く。');
    expect(unordered).toContain('"count":3,"pick":{"upTo":3,"to":"mainBottom"},"rest":"top"');
    expect(unordered).not.toContain('orderBy');
  });
});

describe('「…手札を見て、その中から…を選び、ゲームから除外する」 (grammar handLookRemove, HF-3)', () => {
  test('removed from the game, not put into the trash', () => {
    const def = (verb: string) =>
      JSON.stringify(
        compile('キャラクター', [
          `[自動]：このキャラクターが登場した時、対戦相手の手札を見る。その中からカードを1枚選び、${verb}。`,
        ]).cards[0].def,
      );
    expect(def('ゲームから除外する')).toContain('"to":"excluded","seeAll":true');
    expect(def('除外する')).toContain('"to":"excluded","seeAll":true');
    expect(def('トラッシュに置く')).toContain('"to":"trash","seeAll":true');
  });
});

describe('「…がドローフェイズ以外でメインデッキからカードを引くたび」: every draw is from the main deck (HF-10)', () => {
  same([
    [
      'セット',
      '[自動]：対戦相手がドローフェイズ以外でメインデッキからカードを引くたび、このキャラクターのパワーをターン終了時まで+1000する。',
      '[自動]：対戦相手がドローフェイズ以外でカードを引くたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：あなたが山札からカードを引いた時、このキャラクターのパワーをターン終了時まで+1000する。',
      '[自動]：あなたがカードを引いた時、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  ]);

  test('「ドローフェイズ以外で」 is kept', () => {
    expect(
      meaning('キャラクター', [
        '[自動]：対戦相手がドローフェイズ以外でメインデッキからカードを引くたび、カードを1枚引く。',
      ]),
    ).not.toEqual(meaning('キャラクター', ['[自動]：対戦相手がカードを引くたび、カードを1枚引く。']));
  });
});

describe('a set card’s 「このカードがセットされている限り、このキャラクターは…」 and 「このキャラクターにセットされているこのカード」 (000 ■セットカード)', () => {
  same([
    [
      'セット',
      '[自動]：このカードがセットされている限り、このキャラクターはアクティブフェイズにアクティブにならない。',
      '[自動]：このキャラクターはアクティブフェイズにアクティブにならない。',
    ],
    [
      'セット',
      '[自動]：このカードがキャラクターにセットされている間、このキャラクターのパワーを+1000する。',
      '[自動]：このキャラクターのパワーを+1000する。',
    ],
    [
      'セット',
      '[2]：このキャラクターにセットされているこのカードをトラッシュに置く。',
      '[2]：このカードをトラッシュに置く。',
    ],
    [
      'セット',
      '[自動]：このカードがセットされている限り、セットされているキャラクターは【強撃】を得る。',
      '[自動]：セットされているキャラクターは【強撃】を得る。',
    ],
  ]);

  test('支配の十字木’s 「…限り、セットされているキャラクターは…となる」 keeps its reading (a control change while set)', () => {
    const def = JSON.stringify(
      compile('セット', [
        '[自動]：このカードがセットされている限り、セットされているキャラクターはあなたのキャラクターとなる。',
      ]).cards[0].def,
    );
    expect(def).toContain('changeControl');
  });
});

describe('「対戦相手の手札を全て見て」「その中から1枚を選び」: the whole hand looked at, any card of it (HF-16.8)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが登場した時、対戦相手の手札を全て見て、その中からカードを1枚選び、ゲームから除外する。',
      '[自動]：このキャラクターが登場した時、対戦相手の手札を見て、その中からカードを1枚選び、ゲームから除外する。',
    ],
    [
      'コマンド',
      '対戦相手の手札を見る。その中から1枚を選び、トラッシュに置く。',
      '対戦相手の手札を見て、その中からカードを1枚選び、トラッシュに置く。',
    ],
    [
      'コマンド',
      '対戦相手の手札をすべて見る。その中から1枚選び、ゲームから除外する。',
      '対戦相手の手札を見て、その中からカードを1枚選び、ゲームから除外する。',
    ],
  ]);
});
