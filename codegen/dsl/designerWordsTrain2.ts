// Issue 22 (helper i22n): designer vocabulary rows found on the second round of blind sets (Pokémon/MTG,
// Battle Spirits/Digimon, Lycee/Z/X and Duel Masters/Vanguard styles). Same row shape and rules as
// codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each example is tested by
// test/dsl/designerWords.test.ts), kept in this file so it merges without touching the other tables.
// TRAIN2_WORDS run after every other row (a row here sees the other rows' readings).
import type { DesignerWord } from './designerWords.js';

/** The attacking character of a trigger on what its attack did. */
const ATTACKER = '(このキャラクター|このカードがセットされているキャラクター)';

export const TRAIN2_WORDS: readonly DesignerWord[] = [
  // ── set cards ──
  {
    from: /(?<=^|\]:|、|。)これが(?=(?:セット|装備)され)/g,
    to: 'このカードが',
    note: '「これがセットされているキャラクター」: 「これ」 is the set card itself (HF-4.4)',
    example: [
      '[自動]：これがセットされているキャラクターは攻撃を行えない。',
      '[自動]:このカードがセットされているキャラクターは攻撃できない。',
    ],
  },
  {
    from: /このワールド・セットが(?=戦場に登場した時|戦場に登場するたび)/g,
    to: 'このカードが',
    note: '「このワールド・セットが登場した時」: a world set naming itself by its kind (as 「このキャラクター」)',
    example: [
      '[自動]：このワールド・セットが登場した時、あなたはメインデッキからカードを1枚引く。',
      '[自動]:このカードが戦場に登場した時、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  // ── triggers ──
  {
    from: /のターンの(?:終了時|終わり(?:の時|に))/g,
    to: 'のターン終了時',
    note: '「あなたのターンの終了時」: the turn-end trigger (HF-7.6 (2))',
    example: [
      '[自動]：あなたのターンの終了時、カードを1枚引く。',
      '[自動]:あなたのターン終了時、カードを1枚引く。',
    ],
  },
  {
    from: new RegExp(
      `${ATTACKER}の攻撃(?:で|によって|により)、?(?:対戦相手|相手)(?:のプレイヤー)?に(?:ダメージを与えた|ダメージを与えたとき)(?:時|とき)?(?=、)`,
      'g',
    ),
    to: '$1の攻撃によって対戦相手がダメージを受けた時',
    note: '「このキャラクターの攻撃で対戦相手にダメージを与えた時」: the attack-damage trigger, said from the attacker (HF-12.1)',
    example: [
      '[自動]：このキャラクターの攻撃で対戦相手にダメージを与えた時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃によって対戦相手がダメージを受けた時、カードを1枚引く。',
    ],
  },
  {
    from: /(このキャラクター)が(?:攻撃|バトル)(?:によって|により|で)、?((?:対戦相手の)?キャラクター)を破壊した(?:時|とき)(?=、)/g,
    to: '$1の攻撃によるダメージで$2が破壊された時',
    note: '「このキャラクターが攻撃によってキャラクターを破壊した時」: an attack destroys only by its damage (HF-8)',
    example: [
      '[自動]：このキャラクターが攻撃によってキャラクターを破壊した時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃によるダメージでキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  // ── conditions ──
  {
    from: /(このキャラクター)が(アクティブ|スリープ)(?:の状態|状態)?(?:であるなら|なら|である場合|の場合)、/g,
    to: '$1が$2であるキャラクターであるなら、',
    note: '「このキャラクターがアクティブなら」: a condition on this character’s state (HF-6.1)',
    example: [
      '[自動]：あなたのターン終了時、このキャラクターがアクティブなら、カードを1枚引く。',
      '[自動]:あなたのターン終了時、このキャラクターがアクティブであるキャラクターであるなら、カードを1枚引く。',
    ],
  },
  // ── restrictions ──
  {
    from: /コマンドカードの(?=(?:効果の)?対象(?:に|と)ならない)/g,
    to: 'コマンドの',
    note: '「対戦相手のコマンドカードの対象にならない」: cannot be chosen as a target of those commands (HF-5.12)',
    example: [
      '[自動]：このキャラクターは、対戦相手のコマンドカードの対象にならない。',
      '[自動]:このキャラクターは対戦相手のコマンドの対象にならない。',
    ],
  },
  // ── the top of the deck ──
  {
    from: /好きな順(?:番|序)?で、?(一番上|上)に(戻す|置く|戻し|置き)/g,
    to: '好きな順番でメインデッキの$1に$2',
    note: '「…を見て、好きな順番で上に戻す」: the deck is the one just looked at',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から2枚を見て、好きな順番で上に戻す。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から2枚を見て、好きな順番でメインデッキの上に戻す。',
    ],
  },
  {
    from: /(?:対戦相手|相手)に見せ(?:て(?:から)?|、)(?=手札に加え)/g,
    to: '公開し、',
    note: '「相手に見せてから手札に加える」 is revealing it (公開)',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から3枚を見る。その中から《折紙》のカードを1枚まで選び、相手に見せてから手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《折紙》を持つカードを1枚まで選び、公開し、手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
  {
    from: /(?<=。)残りのカード(?:は|を)、?/g,
    to: '残りを',
    note: '「残りのカードは…メインデッキの一番下に置く」: the rest of the cards looked at',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から3枚を見る。その中から1枚を手札に加える。残りのカードは好きな順番でメインデッキの一番下に置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から1枚を手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
  // ── power changes ──
  {
    from: /キャラクター(?:は(?:全て|すべて)|(?:全て|すべて)は)、?パワーを(?=[+-][0-9]+する)/g,
    to: 'キャラクター全てのパワーを',
    note: '「あなたの…キャラクターは全てパワーを+1000する」: every such character',
    example: [
      '[自動]：あなたの《占星》を持つキャラクターは全てパワーを+1000する。',
      '[自動]:あなたの《占星》を持つキャラクター全てのパワーを+1000する。',
    ],
  },
  // last: a duration written without its comma (「ターン終了時までこのキャラクターのパワーを…」)
  {
    from: /(?<=^|、|。|:)(ターン終了時まで|このターン中)(?=(?:この|その|それ|あなた|対戦相手|自分|相手)[^、。]*?(?:パワー|を得|は破壊されない|は攻撃|は防御))/g,
    to: '$1、',
    note: '「ターン終了時までこのキャラクターのパワーを+1000する」: the duration without its comma (HF-5.7)',
    example: [
      '[自動]：このキャラクターが防御を行うたび、ターン終了時までこのキャラクターのパワーを+1000する。',
      '[自動]:このキャラクターが防御を行うたび、ターン終了時まで、このキャラクターのパワーを+1000する。',
    ],
  },
];
