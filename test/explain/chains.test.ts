// Issue 22 point 4: explain says, for every その後 / そうした場合 chain, when a later part is skipped (HF-5.7,
// HF-5.9) and whose 「あなた」 it is; the order of cards put back; a 【空装】's trigger and condition.
import { describe, expect, test } from 'vitest';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { fixtureCards } from '../helpers/fixtureCards.js';

const CARDS = fixtureCards('dsl3-mechanics');
const text = (name: string, lang: 'ja' | 'en' = 'ja') =>
  renderExplanation(explainCard(CARDS.card(name), lang));

describe('explain of chains and 「あなた」 (issue 22)', () => {
  test('HF-5.7 「…捨ててもよい。そうした場合、…」: the later part is skipped when nothing could be discarded', () => {
    expect(text('取引')).toContain(
      '前の部分が行えなかった場合（例：手札が1枚もない）、「そうした場合」の部分（2つ目以降）は行われない（HF-5.7、HF-5.9）',
    );
    expect(text('取引')).toContain('この処理の「あなた」＝このカードをプレイしたプレイヤー');
    expect(text('取引', 'en')).toContain(
      '(e.g. the hand is empty), the 「そうした場合」 part does not happen',
    );
  });

  test('HF-5.7 a single-part process has no chain notes', () => {
    expect(text('破砕')).not.toContain('前の部分');
    expect(text('破砕')).not.toContain('この処理の「あなた」');
  });

  test('000 ■セットカード (HF-4.4): a set card’s auto ability names the host’s player as 「あなた」', () => {
    expect(text('爆薬')).toContain(
      '「あなた」＝この能力を持つキャラクター（セット先）のプレイヤー。セットカードの持ち主ではない',
    );
    expect(text('爆薬')).not.toContain('このセットカードのプレイヤー（持ち主）');
  });

  test('RULING 「残りを…に置く」: who orders the rest', () => {
    expect(text('拾い読み')).toContain('残りを置く順番は解決時にそのメインデッキの持ち主が選ぶ');
    expect(text('星読み')).toContain('それらを置く順番は解決時にあなたが選ぶ');
    expect(text('天秤')).toContain('あなたは対戦相手のメインデッキの上から1枚を見る');
  });

  test('HF-13.8 a 【空装】 keeps its trigger and its condition', () => {
    expect(text('星の空装')).toContain('いつ：あなたのキャラクターが戦場に登場した時');
    expect(text('条件の空装')).toContain('効果の条件：あなたの手札が3枚以上');
  });
});
