// k10 (issue 22): 40 sentences a designer might print for mechanics of other Japanese TCGs, written before any
// change to the diagnostics (the measure of test/dsl/k10-firstDiagnostics.test.ts): each one either compiles, or
// its first diagnostic is HF-E040 naming the mechanic or a whole-line suggestion that keeps what it says.
export interface BlindSentence {
  kind: 'キャラクター' | 'コマンド';
  line: string;
  /** What the designer means (English, for the reader of a failing test). */
  means: string;
}

const c = (line: string, means: string): BlindSentence => ({ kind: 'キャラクター', line, means });
const k = (line: string, means: string): BlindSentence => ({ kind: 'コマンド', line, means });

export const K10_BLIND_SENTENCES: BlindSentence[] = [
  c('[自動]：このキャラクターが戦場に登場した時、あなたのライフを1回復する。', 'life gain'),
  k(
    '対戦相手の手札を見て、その中からコマンドカードを1枚選び、トラッシュに置く。',
    'look at hand, discard chosen',
  ),
  c('[自動]：このキャラクターはブロックされない。', 'unblockable'),
  k(
    'あなたのメインデッキの上から5枚を見て、その中から1枚を手札に加え、残りをトラッシュに置く。',
    'look 5, take 1',
  ),
  c(
    '[自動]：このキャラクターが攻撃する時、手札を1枚捨ててもよい。そうした場合、このキャラクターは2回攻撃できる。',
    'double attack',
  ),
  k('キャラクター1体を対象とし、それを裏向きにする。', 'turn face down'),
  c('【起動】［1］：このキャラクターに+1カウンターを1個置く。', 'counters'),
  k('対戦相手のキャラクター1体を対象とし、それのコントロールを得る。', 'steal control'),
  c('[自動]：このキャラクターは対戦相手の効果では破壊されない。', 'indestructible by opponent effects'),
  k('コインを投げる。表なら、対戦相手に2ダメージを与える。', 'coin flip'),
  k('サイコロを振り、出た目の数だけカードを引く。', 'dice'),
  c('[自動]：あなたの手札が0枚になった時、メインデッキからカードを2枚引く。', 'empty-hand trigger'),
  k('次のあなたのターン開始時、メインデッキからカードを2枚引く。', 'delayed draw'),
  c(
    '[自動]：このキャラクターが戦場を離れた時、対戦相手のキャラクター1体を対象とし、それを破壊する。',
    'leaves trigger',
  ),
  k('このターン、対戦相手はコマンドカードをプレイできない。', 'forbid commands'),
  c('[自動]：このキャラクターは戦場に登場したターンに攻撃できる。', 'haste'),
  k('あなたのキャラクター1体を対象とし、それを進化させる。', 'evolve'),
  k('対戦相手のエネルギーを1枚選び、持ち主の手札に戻す。', 'energy bounce'),
  c('[自動]：あなたのターン終了時、このキャラクターのパワーを元に戻す。', 'reset power'),
  k('キャラクター1体を対象とし、それをゲームから除外する。', 'exile'),
  c('[自動]：このキャラクターがバトルに勝利した時、カードを1枚引く。', 'won battle trigger'),
  k('あなたのトラッシュにあるカードを全てメインデッキに戻し、シャッフルする。', 'trash to deck'),
  c('[自動]：このキャラクターは呪文の対象にならない。', 'hexproof from spells'),
  k('対戦相手は自分のキャラクター1体を選んで生け贄に捧げる。', 'edict sacrifice'),
  c('[自動]：各ターン、あなたが最初にカードを引いた時、追加で1枚引く。', 'first draw trigger'),
  k('あなたの手札を全て公開する。', 'reveal hand'),
  c('[自動]：このキャラクターは2体以上のキャラクターでなければ防御されない。', 'menace'),
  k('対戦相手のキャラクター1体を対象とし、それを凍結する。', 'freeze'),
  c('[自動]：このキャラクターが受けるダメージを1減らす。', 'damage reduction'),
  k('手札を好きな枚数捨て、捨てた枚数と同じ枚数のカードを引く。', 'cycle any number'),
  c('[自動]：このキャラクターのパワーは、あなたの手札の枚数×1000になる。', 'power equals hand size'),
  k('トークン「兵士」（パワー1000）を1体戦場に出す。', 'token'),
  c('[自動]：あなたのライフが3以下なら、このキャラクターのパワーを+2000する。', 'life threshold'),
  k('このターン、あなたが次にプレイするキャラクターのコストは2少なくなる。', 'next play cost'),
  c(
    '[スリープ]：あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードなら、手札に加える。',
    'reveal top, take',
  ),
  k('対戦相手のメインデッキの上から3枚をトラッシュに置く。', 'mill'),
  c(
    '[自動]：このキャラクターに装備されているカード1枚につき、このキャラクターのパワーを+1000する。',
    'equipment count',
  ),
  k('全てのプレイヤーは手札を全て捨て、その後カードを5枚引く。', 'wheel'),
  c(
    '[自動]：このキャラクターが攻撃した時、対戦相手はエネルギーを1枚スリープにする。',
    'opponent taps energy',
  ),
  k(
    'あなたのキャラクター1体と対戦相手のキャラクター1体を対象とし、それらのパワーを入れ替える。',
    'swap power',
  ),
];
