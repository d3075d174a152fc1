// Mechanics that Hollow Flux card text does not have (HF-E040): recognisable wordings from other card games
// or outside the rules (docs/rules.md), each with the nearest wording this language supports. A
// sentence that does not parse is looked up here before it is called unreadable (HF-E011). The table is the
// only place to edit: test/dsl/mechanics.test.ts checks that every `example` gets HF-E040 and that every
// `nearest` compiles (as a command's effect line, or as a continuous `[自動]：` line with `static`).

export interface Mechanic {
  id: string;
  /** Matched against the width-normalised sentence; the match is what the caret marks. */
  pattern: RegExp;
  ja: string;
  en: string;
  /** A complete supported sentence that comes closest. */
  nearest: string;
  /** `nearest` is a continuous ability's sentence (else a command's effect). */
  static?: true;
  /** A sentence that gets HF-E040 for this mechanic. */
  example: string;
}

const N = '(?:\\d+|[一二三四五六七八九])';

export const UNSUPPORTED_MECHANICS: Mechanic[] = [
  {
    id: 'winGame',
    pattern: /ゲームに勝利(?:する|できる)?/,
    ja: 'ゲームの勝利',
    en: 'winning the game',
    nearest: '対戦相手はゲームに敗北する。',
    example: 'あなたはゲームに勝利する。',
  },
  {
    id: 'extraTurn',
    pattern:
      /追加(?:の)?ターン|(?:もう|さらに)(?:1|一)(?:回|度)ターン|ターンを(?:もう|さらに)(?:1|一)(?:回|度)/,
    ja: '追加のターン',
    en: 'extra turns',
    nearest: 'あなたのキャラクター全てをアクティブにする。',
    example: 'このターンの後に追加のターンを行う。',
  },
  {
    id: 'extraAttack',
    pattern: /(?:もう|さらに)(?:1|一)(?:回|度)攻撃|(?:2|二)回攻撃|追加で攻撃/,
    ja: '追加の攻撃',
    en: 'extra attacks',
    nearest: 'このキャラクターをアクティブにする。',
    example: 'このキャラクターはもう1回攻撃できる。',
  },
  {
    id: 'copyAbility',
    pattern: /コピー|能力を(?:写す|複製)|(?:と|の)同じ能力|能力を全て得る|テキストを得る/,
    ja: '能力やカードのコピー',
    en: 'copying abilities or cards',
    nearest: 'キャラクター一体を対象とし、それは【反撃】を得る。',
    example: 'キャラクター一体を対象とし、このキャラクターはそれと同じ能力を得る。',
  },
  {
    id: 'counters',
    pattern: /カウンター|マーカー/,
    ja: 'カウンター（印）',
    en: 'counters',
    nearest: 'キャラクター一体を対象とし、ゲーム終了時まで、それのパワーを+1000する。',
    example: 'キャラクター一体を対象とし、それに+1000カウンターを1個置く。',
  },
  {
    id: 'tokens',
    pattern: /トークン/,
    ja: 'トークン',
    en: 'tokens',
    nearest:
      'あなたはメインデッキの一番上のカードを、パワー1000でキャラクター「影」として裏向きで登場させる。',
    example: 'あなたはパワー1000のトークンを1体登場させる。',
  },
  {
    id: 'shuffleInto',
    pattern:
      /(?:トラッシュ|手札|ダメージフィールド|ガードデッキ)[^。]*(?:メインデッキ|デッキ)に[^。]*シャッフル|シャッフルして(?:メインデッキ|デッキ)に/,
    ja: '領域のカードをメインデッキに混ぜる効果',
    en: 'shuffling a zone into the main deck',
    nearest: 'キャラクター一体を対象とし、それをメインデッキの一番下に置く。',
    example: 'あなたはトラッシュのカード全てをメインデッキに加えてシャッフルする。',
  },
  {
    id: 'random',
    pattern: /ランダム|無作為|コイン|サイコロ|ダイス/,
    ja: '無作為の選択',
    en: 'random choices',
    nearest: '対戦相手は手札を1枚捨てる。',
    example: 'コインを投げ、表ならカードを2枚引く。',
  },
  {
    id: 'setPower',
    pattern: new RegExp(`パワー(?:を|は)${N}(?:に|と)(?:する|なる)`),
    ja: 'パワーを決まった値にする効果',
    en: 'setting power to a fixed value',
    nearest: 'キャラクター一体を対象とし、それのパワーを+1000する。',
    example: 'キャラクター一体を対象とし、それのパワーを1000にする。',
  },
  {
    id: 'life',
    pattern: /ライフ/,
    ja: 'ライフ',
    en: 'life points',
    nearest: '対戦相手に1ダメージを与える。',
    example: '対戦相手のライフを1減らす。',
  },
  {
    id: 'skip',
    pattern: /(?:フェイズ|ターン)を(?:スキップ|飛ばす|行わない|行えない)/,
    ja: 'フェイズやターンを飛ばす効果',
    en: 'skipping a phase or a turn',
    nearest: '対戦相手のキャラクター全てをスリープにする。',
    example: '対戦相手は次のドローフェイズをスキップする。',
  },
  {
    id: 'freePlay',
    pattern: /(?:コスト|エネルギー)を(?:支払わず|払わず)|無料で/,
    ja: 'コストを払わないプレイ',
    en: 'playing without paying the cost',
    nearest: 'あなたのエネルギーを2枚までアクティブにする。',
    example: 'あなたは手札のカードを1枚、コストを支払わずにプレイする。',
  },
  {
    id: 'forbidPlay',
    pattern: /プレイ(?:でき|し)ない/,
    ja: 'プレイの禁止',
    en: 'forbidding plays',
    nearest: 'プレイ中のカード一枚を対象とし、それを無効にする。',
    example: '対戦相手はコマンドをプレイできない。',
  },
  {
    id: 'choosePlayer',
    pattern: /(?:いずれかの|1人の|一人の)プレイヤーを(?:1人)?選(?:び|んで|ぶ)/,
    ja: 'プレイヤーを選ぶ効果',
    en: 'choosing a player',
    nearest: '各プレイヤーに1ダメージを与える。',
    example: 'いずれかのプレイヤーを選び、そのプレイヤーに1ダメージを与える。',
  },
  {
    id: 'unblockable',
    pattern: /(?<!に)は、?防御されない/,
    ja: '誰にも防御されない効果',
    en: 'being unblockable by every character',
    nearest: 'このキャラクターの攻撃は、【神速】を持たないキャラクターには防御されない。',
    static: true,
    example: 'このキャラクターは防御されない。',
  },
  {
    id: 'resultCondition',
    pattern: /(?:それ|それら|そのキャラクター)が(?:破壊された|ダメージを受けた|手札に戻った)(?:場合|なら)/,
    ja: '前の処理の結果を条件にする書き方',
    en: 'conditions on what the previous step did',
    nearest: 'キャラクター一体を対象とし、それを破壊する。その後、あなたはメインデッキからカードを1枚引く。',
    example:
      'キャラクター一体を対象とし、それに1000ダメージを与える。そのキャラクターが破壊された場合、カードを1枚引く。',
  },
  {
    id: 'noUntap',
    pattern: /アクティブに(?:ならない|できない|されない)/,
    ja: 'アクティブにならない効果',
    en: 'keeping a card from becoming active',
    nearest: 'キャラクター一体を対象とし、ターン終了時まで、それは攻撃できない。',
    example: 'キャラクター一体を対象とし、それは次の対戦相手のターン終了時まで、アクティブにならない。',
  },
  {
    id: 'selfCost',
    pattern: /この(?:カード|キャラクター)の(?:エネルギー)?コストは/,
    ja: '手札にあるこのカード自身のコストの変更',
    en: "changing this card's own cost while it is in the hand",
    nearest: 'あなたの《竜》を持つカードのエネルギーコストは1少なくなる。',
    static: true,
    example: 'このカードのエネルギーコストは1少なくなる。',
  },
  {
    id: 'playerReplacement',
    pattern: /(?:あなた|自分|対戦相手|相手|プレイヤー)が(?:ダメージを受ける|ゲームに敗北する)(?:場合|なら)/,
    ja: 'プレイヤーに起きることの置き換え',
    en: 'replacing what happens to a player',
    nearest: 'このキャラクターがダメージを受ける場合、代わりにこのキャラクターをスリープにする。',
    static: true,
    example: 'あなたがダメージを受ける場合、代わりにカードを1枚引く。',
  },
  {
    // issue 22: declaring a card type (or a name) on resolution is a decision the engine has no place for
    id: 'declare',
    pattern:
      /いずれか(?:1つ|一つ|ひとつ)?を宣言|(?:種別|カード名|名前)を(?:1つ)?宣言|宣言した(?:種別|カード名|名前)/,
    ja: '種別や名前の宣言',
    en: 'declaring a card type or name',
    nearest:
      'あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードであれば、手札に加える。そうでなければ、メインデッキの一番下に置く。',
    example: '「キャラクター」「コマンド」「セット」のいずれかを宣言する。',
  },
  {
    // issue 22: 「この方法で除外したカード1枚につき」 counts or inspects the cards an earlier sentence moved
    id: 'thisWay',
    pattern: /この方法で[^、。]*?(?:した|された|置いた|加えた|戻した)/,
    ja: '前の文で動かしたカードを数えたり調べたりする効果',
    en: 'counting or inspecting the cards an earlier sentence moved',
    nearest: 'あなたは、対戦相手のトラッシュにあるカードを3枚まで選び、ゲームから除外する。',
    example: 'この方法で除外したカード1枚につき、対戦相手に1ダメージを与える。',
  },
];

export interface MechanicMatch {
  mechanic: Mechanic;
  /** Index of the match in the text searched. */
  index: number;
  length: number;
}

/** The first unsupported mechanic named in `text` (a width-normalised sentence), if any. */
export function findMechanic(text: string): MechanicMatch | undefined {
  let best: MechanicMatch | undefined;
  for (const mechanic of UNSUPPORTED_MECHANICS) {
    const match = mechanic.pattern.exec(text);
    if (match && (!best || match.index < best.index))
      best = { mechanic, index: match.index, length: match[0].length };
  }
  return best;
}
