// Issue 22 (t18b): wordings of the eighteenth round's d73–d75 train halves (a night aquarium and old-castle sorcerers
// with no house style, steam trains in Weiß Schwarz / Vanguard clipped style), read by
// codegen/dsl/designerWordsTrain18b.ts and the grammar (「前者がセットされていない」, 「それが《A》を持っていたなら」). Each
// row's own example is tested by test/dsl/designerWords.test.ts; here each family — sentences a designer of that
// style would plausibly print beyond the corpus sentence — means what the canonical wording means, and near
// wordings that mean something else are not read as it.
import { describe, expect, test } from 'vitest';
import { codes, compile, meaning, read } from './wordingHelpers.js';

type Case = readonly [kind: string, written: string, canonical: string];

const same = (cases: readonly Case[]) =>
  test.each(cases)('%s 「%s」 means 「%s」', (kind, written, canonical) => {
    expect(meaning(kind, [written])).toEqual(meaning(kind, [canonical]));
  });

describe('「あなたは…を対象とし、」: the ability’s player chooses the targets anyway (HF-5.5)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このカードが登場した時、あなたは対戦相手のキャラクター1体を対象とし、スリープにしてよい。',
      '[自動]：このキャラクターが登場した時、対戦相手のキャラクター一体を対象とし、それをスリープにしてもよい。',
    ],
    [
      'コマンド',
      'あなたは対戦相手のキャラクター一体を対象とし、それに3000ダメージを与える。',
      '対戦相手のキャラクター一体を対象とし、それに3000ダメージを与える。',
    ],
    [
      'キャラクター',
      '[スリープ]：自分は、自分のキャラクター1体を対象とし、それをアクティブにする。',
      '[スリープ]：あなたのキャラクター一体を対象とし、それをアクティブにする。',
    ],
    [
      'コマンド',
      'あなたは、あなたのキャラクター一体と、対戦相手のキャラクター一体を対象とする。後者に、前者のパワーに等しいダメージを与える。',
      'あなたのキャラクター一体と、対戦相手のキャラクター一体を対象とする。後者に、前者のパワーに等しいダメージを与える。',
    ],
  ]);
  test('a sentence whose first clause is not the targets keeps its 「あなたは」', () => {
    expect(read('あなたは手札を1枚選び、トラッシュに置く。')).toContain('あなたは手札');
    expect(read('あなたはカードを1枚引き、対戦相手のキャラクター一体を対象とし、それをスリープにする。')).toContain(
      'あなたはカードを1枚引き',
    );
  });
});

describe('「このカードは、…1枚につき、パワーを＋1000。」 (WS clipped): a continuous change per counted card', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターは、このキャラクターにセットされているカード1枚につき、パワーを＋500。',
      '[自動]：このキャラクターにセットされているカード1枚につき、このキャラクターのパワーを+500する。',
    ],
    [
      'キャラクター',
      '[自動]：このカードは、あなたの他の《乗客》を持つキャラクター1体につき、パワーを＋1000。',
      '[自動]：あなたの他の《乗客》を持つキャラクター1体につき、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このカードは、対戦相手のスリープであるキャラクター1体につき、パワーを－1000。',
      '[自動]：対戦相手のスリープであるキャラクター1体につき、このキャラクターのパワーを-1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このカードは、あなたのトラッシュの《遺物》を持つカード1枚につき、パワーを＋1000。',
      '[自動]：あなたのトラッシュの《遺物》を持つカード1枚につき、このキャラクターのパワーを+1000する。',
    ],
  ]);
});

describe('「これに攻撃しているキャラクターを対象とし」 in a trigger on defending or being attacked (HF-8.4)', () => {
  same([
    [
      'キャラクター',
      '[自動]：このキャラクターが防御を行った時、これを攻撃しているキャラクター1体を対象とし、それをスリープにする。',
      '[自動]：このキャラクターが防御を行った時、攻撃しているキャラクター一体を対象とし、それをスリープにする。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターが攻撃された時、このキャラクターに攻撃しているキャラクターを対象とし、それに1000ダメージを与える。',
      '[自動]：このキャラクターが攻撃された時、攻撃しているキャラクター一体を対象とし、それに1000ダメージを与える。',
    ],
    [
      'キャラクター',
      '[自動]：このカードが防御を行うたび、これに攻撃を行っているキャラクターを対象とし、ターン終了時まで、そのパワーを-2000する。',
      '[自動]：このキャラクターが防御を行うたび、攻撃しているキャラクター一体を対象とし、ターン終了時まで、そのパワーを-2000する。',
    ],
  ]);
  test('outside such a trigger it is not read (no attack needs to be this one’s)', () => {
    expect(read('[自動]：あなたのターン終了時、これに攻撃しているキャラクターを対象とし、それをスリープにする。')).toContain(
      'これに攻撃している',
    );
  });
});

describe('「キャラクターかワールド・セットにセットされているセットカード」: any card set on a host (000 ■セットカード)', () => {
  same([
    [
      'コマンド',
      'ワールド・セットかキャラクターにセットされているセットカード1枚を対象とし、それを持ち主の手札に戻す。',
      'カードにセットされているセットカード1枚を対象とし、それを持ち主の手札に戻す。',
    ],
    [
      'コマンド',
      'キャラクターまたはワールド・セットにセットされているセットカード1枚を対象とし、それをトラッシュに置く。',
      'カードにセットされているセットカード1枚を対象とし、それをトラッシュに置く。',
    ],
    [
      'キャラクター',
      '[スリープ]：戦場のキャラクターかワールド・セットにセットされているセットカード1枚を対象とし、それをトラッシュに置く。',
      '[スリープ]：カードにセットされているセットカード1枚を対象とし、それをトラッシュに置く。',
    ],
  ]);
  test('never a world set itself: the target is a card set on a host', () => {
    const r = compile('コマンド', ['キャラクターかワールド・セットにセットされているセットカード1枚を対象とし、それをトラッシュに置く。']);
    expect(JSON.stringify(r.cards[0].def)).toContain('"kind":"setCard","host"');
  });
});

describe('「[自動]：…がセットされている限り、…たび、…」: a trigger while a state holds, checked as it resolves', () => {
  same([
    [
      'キャラクター',
      '[自動]：あなたの《古城》を持つワールド・セットが戦場にある限り、このキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
      '[自動]：このキャラクターが攻撃を行うたび、あなたの《古城》を持つワールド・セットが戦場にあるなら、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
    [
      'キャラクター',
      '[自動]：このキャラクターにセットカードがセットされている限り、このキャラクターが登場した時、カードを1枚引く。',
      '[自動]：このキャラクターが登場した時、このキャラクターにセットカードがセットされているなら、カードを1枚引く。',
    ],
    [
      'ワールド・セット',
      '[自動]：このカードにセットカードがセットされている間、あなたのキャラクターが防御を行った時、ターン終了時まで、そのキャラクターのパワーを+2000する。',
      '[自動]：あなたのキャラクターが防御を行うたび、このカードにセットカードがセットされているなら、ターン終了時まで、そのキャラクターのパワーを+2000する。',
    ],
  ]);
  test('a 「限り」 before an effect (no trigger) stays a continuous condition', () => {
    const line = '[自動]：このカードが戦場にある限り、あなたの《古城》を持つキャラクター全てのパワーを+1000する。';
    expect(read(line)).toMatch(/^\[自動\]:このカードが戦場に(?:ある|居る)限り、/);
    expect(codes('ワールド・セット', [line])).toEqual([]);
  });
});

describe('「セットカード1枚と、前者（それ）がセットされていないキャラクター一体を対象とし」: not the set card’s host', () => {
  same([
    [
      'キャラクター',
      '[1][スリープ]：あなたのキャラクターにセットされているセットカード1枚と、それがセットされていないあなたのキャラクター一体を対象とし、前者を後者にセットし直す。',
      '[1][スリープ]：あなたのキャラクターにセットされているセットカード1枚と、前者がセットされていないあなたのキャラクター一体を対象とし、前者を後者にセットし直す。',
    ],
    [
      'コマンド',
      'キャラクターにセットされているセットカード1枚と、それがセットされていないキャラクター1体を対象とし、前者を後者にセットし直す。',
      'キャラクターにセットされているセットカード1枚を対象とし、前者がセットされていないキャラクター一体を対象とし、前者を後者にセットする。',
    ],
  ]);
  test('the second target carries notHostOf the first', () => {
    const r = compile('コマンド', [
      'キャラクターにセットされているセットカード1枚と、前者がセットされていない対戦相手のキャラクター一体を対象とし、前者を後者にセットし直す。',
    ]);
    expect(r.diagnostics).toEqual([]);
    expect(JSON.stringify(r.cards[0].def)).toContain('"notHostOf":0');
  });
  test('without an earlier set-card target it names the mechanic (HF-E040), never a guess', () => {
    expect(codes('コマンド', ['それがセットされていないあなたのキャラクター一体を対象とし、それをアクティブにする。'])).toContain(
      'HF-E040',
    );
  });
});

describe('「その後、それが《A》を持っていたなら」: the traits it had on the battlefield (HF-9.6)', () => {
  same([
    [
      'コマンド',
      'あなたのキャラクター一体を対象とし、それを持ち主の手札に戻す。その後、それが《ダイバー》を持っていた場合、カードを1枚引く。',
      'あなたのキャラクター一体を対象とし、それを持ち主の手札に戻す。その後、それが《ダイバー》を持っていたなら、カードを1枚引く。',
    ],
  ]);
  test('one trait or several (at least one of them) compile with lastKnown', () => {
    for (const traits of ['《サメ》', '《ダイバー》か《飼育員》']) {
      const r = compile('コマンド', [
        `キャラクター一体を対象とし、それを破壊する。その後、それが${traits}を持っていたなら、カードを1枚引く。`,
      ]);
      expect(r.diagnostics).toEqual([]);
      expect(JSON.stringify(r.cards[0].def)).toContain('"lastKnown":true');
    }
  });
  test('「持つカードである場合」 (the card as it is now) stays without lastKnown', () => {
    const r = compile('コマンド', [
      'あなたのキャラクター一体を対象とし、それを持ち主の手札に戻す。その後、それが《ダイバー》を持つカードである場合、カードを1枚引く。',
    ]);
    expect(JSON.stringify(r.cards[0].def)).not.toContain('lastKnown');
  });
});
