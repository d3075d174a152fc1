// Issue 22 (helper t18b): designer vocabulary rows found on the train halves of the eighteenth round's blind sets d73
// (a night aquarium, no house style), d74 (old-castle sorcerers: set cards and world sets) and d75 (steam trains,
// Weiß Schwarz / Vanguard clipped style). Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading
// the designer would agree with; each example is tested by test/dsl/designerWords.test.ts, each family by
// test/dsl/train18b.test.ts). TRAIN18B_WORDS_FIRST run before every other row.
import type { DesignerWord } from './designerWords.js';

/** A card the ability's text names as itself (a character's own text or a 「[自動]：」 line). */
const SELF = '(このカード|このキャラクター|このカードがセットされているキャラクター)';

export const TRAIN18B_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「あなたは対戦相手のキャラクターにセットされているセットカード1枚を対象とし、トラッシュに置いてよい。」 (d75): the
    // ability's player names who chooses the targets, which is always they (HF-5.5), as 「…を対象とし、」 without it.
    // Only when the clause right after is the target phrase (「あなたは手札を1枚選び、…」 keeps its 「あなたは」)
    from: /(?<=^|、|。|:)(?:あなた|自分)は、?(?!自分の)(?=[^。、]*?(?:と、[^。、]*?)?を対象と(?:し|する|して)(?:、|。))/g,
    to: '',
    need: '対象と',
    note: '「あなたは対戦相手のキャラクター一体を対象とし、…」: 「対戦相手のキャラクター一体を対象とし、…」 (HF-5.5)',
    example: [
      '[自動]：このカードが登場した時、あなたは対戦相手のキャラクターにセットされているセットカード1枚を対象とし、トラッシュに置いてよい。そうしたら、あなたはメインデッキから1枚引く。',
      '[自動]:このカードが戦場に登場した時、対戦相手のキャラクターにセットされているセットカード1枚を対象とし、それをトラッシュに置いてもよい。そうしたら、あなたはメインデッキから1枚引く。',
    ],
  },
  {
    // 「[自動]：このカードは、このカードにセットされているセットカード1枚につき、パワーを＋1000。」 (d75, WS clipped): the
    // topic's power changed once per counted card, as 「…1枚につき、このカードのパワーを+1000する。」 (a continuous
    // effect in a 「[自動]：」 line with no trigger, HF-12.1)
    from: new RegExp(
      `(?<=^\\[自動\\]:|^|、|。)${SELF}は、?([^。]*?(?:[0-9一二三四五]+(?:枚|体|点|つ))(?:につき|ごとに))、?パワー(?:を|が)?([+-][0-9]+)(?:する|される|上がる)?(?=。)`,
      'g',
    ),
    to: '$2、$1のパワーを$3する',
    need: 'パワー',
    note: '「このカードは、このカードにセットされているセットカード1枚につき、パワーを＋1000。」: 「…1枚につき、このカードのパワーを+1000する。」',
    example: [
      '[自動]：このカードは、このカードにセットされているセットカード1枚につき、パワーを＋1000。',
      '[自動]:このカードにセットされているセットカード1枚につき、このカードのパワーを+1000する。',
    ],
  },
  {
    // 「[自動]：このキャラクターが防御を行うたび、これに攻撃しているキャラクターを対象とし、…」 (d73): in a trigger on this
    // character defending or being attacked, the one attacking character is the attack's (HF-8.4: a defended attack
    // targets the defender), as 「攻撃しているキャラクター一体を対象とし」 (combat qualifier: the character attacking now)
    from: /(?<=^\[自動\]:(?:このキャラクター|このカード)が(?:防御|攻撃され|攻撃対象|攻撃の対象)[^。]*?、)(?:これ|このキャラクター|このカード)(?:に|を)(?:攻撃している|攻撃を行っている|アタックしている)キャラクター(?:一体|1体)?を対象と(し|する)/g,
    to: '攻撃しているキャラクター一体を対象と$1',
    need: '攻撃',
    note: '「このキャラクターが防御を行うたび、これに攻撃しているキャラクターを対象とし」: 「…攻撃しているキャラクター一体を対象とし」',
    example: [
      '[自動]：このキャラクターが防御を行うたび、これに攻撃しているキャラクターを対象とし、ターン終了時まで、そのパワーを-1000する。',
      '[自動]:このキャラクターが防御を行うたび、攻撃しているキャラクター一体を対象とし、ターン終了時まで、それのパワーを-1000する。',
    ],
  },
  {
    // 「キャラクターかワールド・セットにセットされているセットカード1枚を対象とし」 (d74): a card set on any host — the
    // only cards that hold set cards (000 ■セットカード: characters and world sets) — as 「カードにセットされている」
    // (never a world set itself, which plain 「セットカード1枚」 would be)
    from: /(?<=^|、|。|:)(?:戦場の)?(?:キャラクター(?:か|または|もしくは|や)ワールド・?セット|ワールド・?セット(?:か|または|もしくは|や)キャラクター)(?:のいずれか)?(?=にセットされている(?:セットカード|カード))/g,
    to: 'カード',
    need: 'セットされている',
    note: '「キャラクターかワールド・セットにセットされているセットカード」: 「カードにセットされているセットカード」 (000 ■セットカード)',
    example: [
      'キャラクターかワールド・セットにセットされているセットカード1枚を対象とし、それをトラッシュに置く。',
      'カードにセットされているセットカード1枚を対象とし、それをトラッシュに置く。',
    ],
  },
  {
    // 「[自動]：このカードに《遺物》を持つセットカードがセットされている限り、あなたのキャラクターが防御を行うたび、…」
    // (d74): a trigger that works only while a state holds, as the trigger then 「…なら、」 (checked when it resolves,
    // like every 「…時、…なら、」: the designer's 「限り」 names the state, not a duration). Only a state (「…いる」「…ある」)
    // before a trigger clause (「…たび」「…時」); a 「限り」 before an effect stays a continuous condition
    from: /(?<=^\[自動\]:)([^。、]*?(?:いる|ある|いない|ない))(?:限り|間)は?、([^。、]*?(?:たび|た時|たとき|る時|るとき))、/g,
    to: '$2、$1なら、',
    need: '[自動]',
    note: '「[自動]：このカードに…がセットされている限り、あなたのキャラクターが防御を行うたび、…」: 「…防御を行うたび、このカードに…がセットされているなら、…」',
    example: [
      '[自動]：このカードに《遺物》を持つセットカードがセットされている限り、あなたのキャラクターが防御を行うたび、ターン終了時まで、そのキャラクターのパワーを+1000する。',
      '[自動]:あなたのキャラクターが防御を行うたび、このカードに《遺物》を持つセットカードがセットされているなら、ターン終了時まで、そのキャラクターのパワーを+1000する。',
    ],
  },
];
