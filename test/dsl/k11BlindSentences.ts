// k11 (issue 22 "Done when"): 40 sentences a designer might print — mechanics of other TCGs by their own predicate
// (a verb and its object in a role: trigger 「…時」, condition 「…なら」, action, cost, duration) and unusual
// phrasings of mechanics the language has — written before any change to the diagnostics. The measure of
// test/dsl/k11-unreadNaming.test.ts: each one compiles, or its first diagnostic is a whole-line suggestion that keeps
// what it says, or HF-E040 naming the mechanic by the designer's predicate (never the bare 「この書き方」).
export interface BlindSentence {
  kind: 'キャラクター' | 'コマンド';
  line: string;
  /** What the designer means (English, for the reader of a failing test). */
  means: string;
}

const c = (line: string, means: string): BlindSentence => ({ kind: 'キャラクター', line, means });
const k = (line: string, means: string): BlindSentence => ({ kind: 'コマンド', line, means });

export const K11_BLIND_SENTENCES: BlindSentence[] = [
  // triggers on what a player or a card does
  c('[自動]：あなたがエネルギーを置いた時、このキャラクターのパワーを+1000する。', 'energy placed trigger'),
  c('[自動]：このキャラクターが回復した時、カードを1枚引く。', 'healed trigger'),
  c('[自動]：対戦相手がメインデッキをシャッフルした時、カードを1枚引く。', 'opponent shuffles trigger'),
  c(
    '[自動]：このキャラクターが進化した時、対戦相手のキャラクター1体を対象とし、それを破壊する。',
    'evolved trigger',
  ),
  c('[自動]：あなたがコインを投げた時、カードを1枚引く。', 'coin flipped trigger'),
  c('[自動]：このキャラクターが手札に戻った時、カードを1枚引く。', 'returned to hand trigger'),
  c('[自動]：あなたのキャラクターが封印された時、カードを1枚引く。', 'sealed trigger'),
  c('[自動]：対戦相手がエネルギーを支払った時、対戦相手に1ダメージを与える。', 'opponent pays trigger'),
  // conditions
  c(
    '[自動]：このキャラクターが装備しているなら、このキャラクターのパワーを+1000する。',
    'equipped condition',
  ),
  c('[自動]：このキャラクターが覚醒しているなら、このキャラクターは【貫通】を得る。', 'awakened condition'),
  k('あなたのライフが対戦相手より少ないなら、カードを2枚引く。', 'life comparison condition'),
  c(
    '[自動]：あなたがこのターンにコインを投げていたなら、このキャラクターのパワーを+1000する。',
    'coin flipped this turn condition',
  ),
  // actions
  k('あなたのメインデッキの一番上のカードをガードデッキに加える。', 'top card into guard deck'),
  k('キャラクター2体を対象とし、それらのパワーを入れ替える。', 'swap powers'),
  k('対戦相手のキャラクター1体を対象とし、それを封印する。', 'seal'),
  k('あなたのキャラクター1体を対象とし、それを複製する。', 'duplicate'),
  k('対戦相手のエネルギーを1枚選び、それを破壊する。', 'destroy energy'),
  k('あなたの手札を全てメインデッキに戻す。', 'hand into deck'),
  k('キャラクター1体を対象とし、それに毒カウンターを1個置く。', 'poison counter'),
  k('あなたのキャラクター1体を対象とし、それを変身させる。', 'transform'),
  k('対戦相手のキャラクター1体を対象とし、それの能力をコピーする。', 'copy abilities'),
  k('各プレイヤーは手札を全て捨て、その後カードを5枚引く。', 'wheel'),
  k('あなたはライフを2点回復する。', 'gain life'),
  k('対戦相手はエネルギーを1枚スリープにする。', 'opponent rests own energy (they choose)'),
  k('対戦相手のキャラクター1体を対象とし、それを凍結させる。', 'freeze'),
  k('あなたのキャラクター1体を対象とし、それを呪う。', 'curse'),
  // costs
  c('[手札を1枚公開する]：カードを1枚引く。', 'reveal cost'),
  c('[このキャラクターをガードデッキに戻す]：カードを2枚引く。', 'self to guard deck cost'),
  c('[ライフを1点支払う]：カードを1枚引く。', 'life payment cost'),
  // durations
  k(
    '対戦相手の次のドローフェイズまで、対戦相手のキャラクター全てのパワーを-1000する。',
    'until the draw phase',
  ),
  k('このゲームの間、あなたのキャラクター全てのパワーを+1000する。', 'for the rest of the game'),
  k(
    'あなたのキャラクター1体を対象とし、このカードが戦場にある間、それのパワーを+2000する。',
    'while this is on the battlefield',
  ),
  // unusual phrasings of what the language has
  c('[自動]：このキャラが場に出た際、山札から1枚ドローする。', 'enters: draw'),
  k('相手のキャラ1体に、3000点のダメージを与えよ。', 'damage, imperative'),
  c('[自動]：相手のターン中、このキャラクターのパワーは1000上がる。', 'power up in the opponent’s turn'),
  k('カードを2枚引き、その後手札から1枚を山札の下に置く。', 'draw 2, put 1 at the bottom'),
  c(
    '[自動]：このキャラクターが攻撃するたびに、自分の山札の一番上をめくり、それがキャラクターなら手札に加える。',
    'attack: flip the top, take a character',
  ),
  c(
    '[自動]：1ターンに1回、あなたのキャラクターが破壊されたとき、あなたはカードを一枚引いてよい。',
    'once per turn, optional draw',
  ),
  k('お互いのプレイヤーはカードを1枚ずつ引く。', 'each player draws'),
  k('相手は自分のキャラ1体を選んで手札に戻す。', 'opponent returns own character (they choose)'),
];
