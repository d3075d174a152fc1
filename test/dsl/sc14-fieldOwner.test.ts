// sc14 (issue 22): 「<card>のプレイヤー（持ち主）の戦場に…が N体以上いる」 — whose battlefield is counted. The player was
// dropped, so both players' characters were counted (d54 蟻酸: 「このカードの持ち主の戦場に《蟻》を持つキャラクターが3体以上
// いる限り」 counted the opponent's ants too). The ability's own card's player is 「あなた」 (HF-4.4); another player
// (a set card's owner, whose host may be the opponent's, 000 ■戦場とカードのプレイヤー) is unread (HF-E040).
import { describe, expect, test } from 'vitest';
import { codes, meaning } from './wordingHelpers.js';

const DRAW = '[自動]：このキャラクターが登場した時、';
describe('whose battlefield a count condition counts', () => {
  test('「このキャラクターのプレイヤーの戦場に」 is 「あなたの戦場に」', () => {
    expect(
      meaning('キャラクター', [
        `${DRAW}このキャラクターのプレイヤーの戦場に《蟻》を持つキャラクターが3体以上いるなら、カードを1枚引く。`,
      ]),
    ).toEqual(
      meaning('キャラクター', [
        `${DRAW}あなたの戦場に《蟻》を持つキャラクターが3体以上いるなら、カードを1枚引く。`,
      ]),
    );
  });

  test('a set card’s 「このカードの持ち主の戦場に」 is unread, never both players’ characters (HF-E040)', () => {
    expect(
      codes('セット', [
        '[自動]：このカードの持ち主の戦場に《蟻》を持つキャラクターが3体以上いる限り、セットされているキャラクターのパワーを更に-2000する。',
      ]),
    ).toContain('HF-E040');
  });
});
