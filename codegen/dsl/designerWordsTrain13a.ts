// Issue 22 (helper t13a): designer vocabulary rows found on the train half of the thirteenth round's d56 (school
// ghost stories, by a designer who writes long, precise, conditional text and explains edge cases on the card).
// Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each
// example is tested by test/dsl/designerWords.test.ts, each family by test/dsl/train13a.test.ts). A reminder
// sentence is read away only where it restates what the rules already do for the sentence before it (the rule is
// named in the row's note, which explain --verbose shows); a sentence that changes the rule stays and is rejected.
// TRAIN13A_WORDS_FIRST run before every other row (they see the designer's own text).
import type { DesignerWord } from './designerWords.js';

/** The end of a condition on a count (「…場合、」「…なら、」). */
const COUNT_IF = '(?:場合|なら|ならば|であれば)(?:は|には)?、';
/** The end of the other side's condition (「13枚未満の場合、」「13枚に満たないなら、」). */
const LESS_IF =
  '(?:未満(?:の場合|の時|のとき|である場合|なら|ならば|であれば)|(?:より少ない|に満たない)(?:場合|時|とき|なら|ならば|のであれば))(?:は|には)?、';

/**
 * 「あなたのトラッシュのカードが13枚以上ある場合、A。13枚未満の場合、B。」: B's condition is the complement of A's (the same
 * count of the same cards, 「未満」 the same number), so B is 「そうでないなら」 — checked once, on resolution (HF-5.7). The
 * second sentence may repeat the subject word for word or name none; another subject (「対戦相手の手札が13枚未満」) or
 * another number is not the complement and has no row.
 */
const COUNT_COMPLEMENT: DesignerWord = {
  from: new RegExp(
    `([^。、「」]*?が)([0-9]+)(枚|体)以上(ある|いる|存在する)?${COUNT_IF}([^。]*)。(?:\\1)?\\2\\3${LESS_IF}`,
    'g',
  ),
  to: '$1$2$3以上$4なら、$5。そうでないなら、',
  need: '以上',
  note: '「…が13枚以上ある場合、A。13枚未満の場合、B。」: B’s condition is A’s complement (same subject, same number), 「そうでないなら」',
  example: [
    '[自動]：このキャラクターが登場した時、対戦相手のスリープのキャラクター1体を対象とする。あなたのトラッシュのカードが13枚以上ある場合、それを破壊する。13枚未満の場合、それに3000ダメージを与える。',
    '[自動]:このキャラクターが戦場に登場した時、対戦相手のスリープであるキャラクター1体を対象とし、あなたのトラッシュにカードが13枚以上あるなら、それを破壊する。そうでないなら、それに3000ダメージを与える。',
  ],
};

/** A step of an effect with an object and no 「それ」「その」「対象」 (not a bare amount: 「代わりに4000ダメージを与える」 keeps its own reading) (it may move without changing what it names). */
const PLAIN_STEP =
  '(?![0-9+\\-])(?:(?!それ|その|対象|この方法|時、|たび、)[^。])*を(?:(?!それ|その|対象|この方法)[^。])*?(?:する|置く|引く|与える|加える|戻す|にする)';
/** A condition of its own (no 「それ」「その」, no comma), before 「場合、」「なら、」. */
const PLAIN_IF = '((?:(?!それ|その|対象|この方法)[^。、])+?)(?:場合|なら|ならば)(?:は|には)?、';

/**
 * 「[自動]：…時、対戦相手は自分のアクティブのキャラクターを1体選び、スリープにする。対戦相手のアクティブのキャラクターが1体も
 * いない場合、代わりに、対戦相手は自分の手札を1枚選んでトラッシュに置く。」: A, then 「C場合、代わりに、B。」 — one of the two
 * happens, B when C holds on resolution: 「CならB。そうでないならA。」 (not a replacement effect, HF-5.11: nothing waits for
 * an event; as m12's 「…場合、代わりに」 on a target, docs/engine.md). Only plain steps that name nothing of each other
 * (no 「それ」, no target: moving A after B changes nothing it names) and a condition with no comma.
 */
const INSTEAD_STEP: DesignerWord = {
  from: new RegExp(
    `(?<=^|。|時、|たび、)(${PLAIN_STEP})。${PLAIN_IF}(?:代わりに|かわりに)、?(${PLAIN_STEP})。`,
    'g',
  ),
  to: '$2なら、$3。そうでないなら、$1。',
  need: '代わりに',
  note: '「A。C場合、代わりに、B。」 of two plain steps: 「CならB。そうでないならA。」 (one of them, C checked on resolution)',
  example: [
    '[自動]：このキャラクターが登場した時、対戦相手は自分のアクティブのキャラクターを1体選び、スリープにする。対戦相手のアクティブのキャラクターが1体もいない場合、代わりに、対戦相手は自分の手札を1枚選んでトラッシュに置く。',
    '[自動]:このキャラクターが戦場に登場した時、対戦相手のアクティブであるキャラクターが1体もいないなら、対戦相手は対戦相手の手札からカードを1枚選んで、トラッシュに置く。そうでないなら、対戦相手は対戦相手のアクティブであるキャラクターを1体選び、それをスリープにする。',
  ],
};

/**
 * 「カードを2枚引く。その後、手札を1枚選んでトラッシュに置く。…いない場合、代わりに、手札を2枚選んでトラッシュに置く。」: as
 * INSTEAD_STEP, after a draw — a draw always happens (an empty main deck reloads, HF-10.1), so 「その後」 ties the step to
 * nothing that can fail (HF-5.7) and the branch is its own sentence.
 */
const INSTEAD_AFTER_DRAW: DesignerWord = {
  from: new RegExp(
    `(カードを[0-9]+枚引く。)その後、(${PLAIN_STEP})。${PLAIN_IF}(?:代わりに|かわりに)、?(${PLAIN_STEP})。`,
    'g',
  ),
  to: '$1$3なら、$4。そうでないなら、$2。',
  need: '代わりに',
  note: '「…カードを2枚引く。その後、A。C場合、代わりに、B。」: after a draw (it always happens, HF-10.1), 「CならB。そうでないならA。」',
  example: [
    'あなたはメインデッキからカードを2枚引く。その後、あなたは手札を1枚選んでトラッシュに置く。あなたの戦場に《生徒》を持つキャラクターがいない場合、代わりに、手札を2枚選んでトラッシュに置く。',
    'あなたはメインデッキからカードを2枚引く。あなたの戦場に《生徒》を持つキャラクターがいないなら、手札からカードを2枚選んで、トラッシュに置く。そうでないなら、あなたは手札からカードを1枚選んで、トラッシュに置く。',
  ],
};

export const TRAIN13A_WORDS_FIRST: readonly DesignerWord[] = [
  INSTEAD_AFTER_DRAW,
  INSTEAD_STEP,
  {
    // 「…してもよい。そうした場合、その後、X。」: 「その後」 after 「そうした場合」 adds nothing — X already comes after, and
    // only if it was done (HF-5.7)
    from: /(そうした(?:場合|なら|ら)(?:は|には)?、?)その後、?/g,
    to: '$1',
    need: 'その後',
    note: '「そうした場合、その後、…」: 「その後」 after 「そうした場合」 adds nothing (X follows what was done, HF-5.7)',
    example: [
      '[自動]：このキャラクターの攻撃によって対戦相手にダメージを与えた時、あなたはメインデッキからカードを1枚引いてもよい。そうした場合、その後、あなたは手札を1枚選んでトラッシュに置く。',
      '[自動]:このキャラクターの攻撃によって対戦相手がダメージを受けた時、あなたはメインデッキからカードを1枚引いてもよい。そうした場合、あなたは手札からカードを1枚選んで、トラッシュに置く。',
    ],
  },
  COUNT_COMPLEMENT,
  {
    // 「…あなたのキャラクターにセットされている《手がかり》のカード1枚につき+1000される。他のキャラクターにセットされている
    // 《手がかり》も数える。」: 「あなたのキャラクター」 is every character of yours, this one and the others (HF-12.5) —
    // the reminder restates it (the same trait, checked by the pattern)
    from: /(あなたのキャラクターにセットされている(《[^》]+》)[^。]*1枚につき[^。]*。)(?:この(?:キャラクター)?以外の|他の)キャラクターに(?:セットされている|セットされた)\2(?:のカード)?も数え(?:る|ます|られる)。/g,
    to: '$1',
    need: 'も数え',
    readsNames: true,
    note: 'reminder 「他のキャラクターにセットされている《X》も数える。」 after 「あなたのキャラクターにセットされている《X》…1枚につき」: every character of yours is counted, what the count does',
    example: [
      '[自動]：このキャラクターのパワーは、あなたのキャラクターにセットされている《手がかり》のカード1枚につき+1000される。他のキャラクターにセットされている《手がかり》も数える。',
      '[自動]:このキャラクターのパワーは、あなたのキャラクターにセットされている《手がかり》を持つカード1枚につき+1000される。',
    ],
  },
  {
    // 「…一番上のカードを、このキャラクターに裏向きでセットしてもよい。そのカードは、分類《手がかり》のみを持ち、パワー修正と能力を
    // 持たないセットカードとして扱う。」: the face-down card's definition said in the next sentence — a +0 set card with
    // that trait, no name and no ability (RULING HF-14.3 «Face-down card without a definition», docs/engine.md):
    // 「…を、パワー+0で《手がかり》を持つセットカードとして裏向きで…にセットしてもよい。」
    from: /(一番上のカード)を、?((?:この|その|それ|対象の)[^、。を]{0,12}?)に裏向きでセット(する|してもよい|しても良い)。(?:その|セットした)カードは、?(?:分類)?(《[^》]+》)(?:のみ|だけ)を持ち、?パワー修正(?:と|も)(?:能力|テキスト)を持たない(?:セットカード)?として扱(?:う|われる|います)。/g,
    to: '$1を、パワー+0で$4を持つセットカードとして裏向きで$2にセット$3。',
    need: '扱',
    note: '「…を、このキャラクターに裏向きでセットしてもよい。そのカードは、分類《手がかり》のみを持ち、パワー修正と能力を持たないセットカードとして扱う。」: 「…を、パワー+0で《手がかり》を持つセットカードとして裏向きで…にセットしてもよい。」 (RULING HF-14.3)',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、あなたはメインデッキの一番上のカードを、このキャラクターに裏向きでセットしてもよい。そのカードは、分類《手がかり》のみを持ち、パワー修正と能力を持たないセットカードとして扱う。',
      '[自動]:このキャラクターが攻撃を行うたび、あなたはメインデッキの一番上のカードを、パワー+0で《手がかり》を持つセットカードとして裏向きでこのキャラクターにセットしてもよい。',
    ],
  },
  {
    // 「この効果は1ターンに1回のみ発揮され、…。」: the once-per-turn sentence (HF-12.8), then the rest as its own sentence
    from: /この(効果|能力)は、?1ターンに1(?:回|度)(?:のみ|しか|だけ)?発揮され、/g,
    to: 'この$1は1ターンに1回のみ発揮される。',
    need: '発揮され、',
    note: '「この効果は1ターンに1回のみ発揮され、…」: the once-per-turn sentence, then the rest',
    example: [
      '[自動]：あなたの《生徒》を持つキャラクターが戦場に登場するたび、あなたはメインデッキの一番上のカードを、パワー+0で《手がかり》を持つセットカードとして裏向きでそれにセットしてもよい。この効果は1ターンに1回のみ発揮され、メインデッキが0枚の場合は何もセットせず、リロードも行わない。',
      '[自動]:あなたの《生徒》を持つキャラクターが戦場に登場した時、あなたはメインデッキの一番上のカードを、パワー+0で《手がかり》を持つセットカードとして裏向きでそれにセットしてもよい。1ターンに1回。',
    ],
  },
  {
    // 「…一番上のカードを…裏向きでセットする。あなたのメインデッキが0枚の場合は何もセットせず、リロードも行わない。」: only
    // drawing reloads (HF-10.3) and an empty main deck sets nothing (RULING HF-14.3, docs/engine.md) — restated
    from: /(?<=一番上のカード[^。]*セット(?:する|してもよい|しても良い)。[\s\S]*?)(?:あなたの|自分の)?メインデッキ(?:のカード)?が(?:0枚|1枚もない|無い|ない)(?:の)?(?:場合|時|とき|なら)(?:は|には)?、?何もセットせず、?リロード(?:も|は)?(?:行わない|しない|行われない)。/g,
    to: '',
    need: 'リロード',
    note: 'reminder 「あなたのメインデッキが0枚の場合は何もセットせず、リロードも行わない。」 after setting the top card: only drawing reloads (HF-10.3) and nothing is set from an empty deck (RULING HF-14.3), what the engine does',
    example: [
      '[自動]：このキャラクターが攻撃を行うたび、あなたはメインデッキの一番上のカードを、パワー+0で《手がかり》を持つセットカードとして裏向きでこのキャラクターにセットしてもよい。あなたのメインデッキが0枚の場合は何もセットせず、リロードも行わない。',
      '[自動]:このキャラクターが攻撃を行うたび、あなたはメインデッキの一番上のカードを、パワー+0で《手がかり》を持つセットカードとして裏向きでこのキャラクターにセットしてもよい。',
    ],
  },
  {
    // 「対戦相手がコマンドカードをプレイするためのエネルギーコストは1多くなる」: the cost of the cards that player plays, as
    // 「対戦相手がプレイするコマンドカードのエネルギーコスト」 (HF-5.12)
    from: /(あなた|自分|対戦相手|相手)が([^、。を]{1,30}?)を(?:プレイする|使用する)(?:ため|際|時|とき)の(エネルギー)?コスト/g,
    to: '$1がプレイする$2の$3コスト',
    need: 'プレイする',
    note: '「対戦相手がコマンドカードをプレイするためのエネルギーコスト」: 「対戦相手がプレイするコマンドカードのエネルギーコスト」',
    example: [
      '[自動]：このキャラクターが戦場にいる限り、対戦相手がコマンドカードをプレイするためのエネルギーコストは1多くなる。',
      '[自動]:このキャラクターが戦場にいる限り、対戦相手のコマンドカードのエネルギーコストは1多くなる。',
    ],
  },
  {
    // 「…のエネルギーコストは1多くなる。ガードデッキからプレイする場合も同様である。」 after a cost change that names no zone:
    // a card played from the guard deck is played as from the hand in every way (HF-5.2), so the change applies —
    // restated. Not after a change naming the hand (「手札の…」: the reminder would widen it)
    from: /(?<=(?:^|。|、)(?:(?!手札)[^。])*コストは[0-9]+(?:多く|少なく|高く|低く)なる。)(?:また、?)?ガードデッキから(?:プレイする|プレイされる|使用する)(?:場合|時|とき|際)(?:も|にも)、?(?:同様である|同様です|同様となる|同様|同じである|同じ|適用される|適用されます)。/g,
    to: '',
    need: 'ガードデッキから',
    note: 'reminder 「ガードデッキからプレイする場合も同様である。」 after a cost change naming no zone: a guard-deck card is played as from the hand in every way (HF-5.2), what the engine does',
    example: [
      '[自動]：対戦相手がプレイするコマンドカードのエネルギーコストは1多くなる。ガードデッキからプレイする場合も同様である。',
      '[自動]:対戦相手のコマンドカードのエネルギーコストは1多くなる。',
    ],
  },
  {
    // 「そのキャラクターが《怪異》を持たない場合、」 (a card's trait, on its host or a named card): 「…を持たないキャラクターであるなら」
    from: /((?:このカードが)?セットされているキャラクター|そのキャラクター|そのカード|それ)が(《[^》]+》)を持(?:たない|っていない)(?:場合|なら|ならば|のであれば)(?:は|には)?、/g,
    to: '$1が$2を持たないキャラクターであるなら、',
    need: 'を持',
    note: '「セットされているキャラクターが《怪異》を持たない場合、」: 「…が《怪異》を持たないキャラクターであるなら、」',
    example: [
      '[自動]：このカードがセットされているキャラクターが《怪異》を持たない場合、そのキャラクターは防御を行えない。',
      '[自動]:このカードがセットされているキャラクターが《怪異》を持たないキャラクターであるなら、このカードがセットされているキャラクターは防御できない。',
    ],
  },
  {
    // 「…13枚以上ある場合、…。トラッシュの枚数は、この効果を解決する時点で数える。」: a condition of an effect is checked when
    // its process resolves (HF-5.7; explain: 「（解決時に確認）」) — the reminder restates it
    from: /(?<=[0-9](?:枚|体)(?:以上|以下|未満)[\s\S]*?。)[^。、]{1,20}の(?:枚数|数)は、?(?:この(?:効果|能力)を?)?(?:解決する|解決した|処理する)(?:時点|時|とき)で?(?:数える|数えます|数えられる|確認する|確認します|確認される)。/g,
    to: '',
    need: '時点',
    note: 'reminder 「トラッシュの枚数は、この効果を解決する時点で数える。」 after a count condition: a condition of an effect is checked as its process resolves (HF-5.7), what the engine does',
    example: [
      'あなたのトラッシュのカードが5枚以上ある場合、カードを1枚引く。トラッシュの枚数は、この効果を解決する時点で数える。',
      'あなたのトラッシュにカードが5枚以上ある場合、カードを1枚引く。',
    ],
  },
  {
    // 「ターン終了時まで、…全てのパワーを+1000する。（…場合、代わりに+2000する。）この効果は、解決した時点で戦場にいるキャラクター
    // にのみ適用される。」: a change of what characters ARE affects only those there on resolution (RULING HF-12.9 «A rule
    // on a group, for a while», docs/engine.md) — restated. Only right after a power change of 「…全て」 (a rule on what
    // a group MAY DO holds for later characters too: not read there)
    from: /(?<=(?:全て|すべて)のパワーを[+＋\-－][0-9]+する。(?:[^。]*代わりに[^。]*する。)?)この効果は、?(?:この効果が)?解決(?:した|する|された)時点で戦場に(?:いる|居る|存在する)キャラクター(?:にのみ|だけに|のみに)適用され(?:る|ます)。/g,
    to: '',
    need: '時点で戦場に',
    note: 'reminder 「この効果は、解決した時点で戦場にいるキャラクターにのみ適用される。」 after a power change of 「…全て」: such a change affects only the characters there on resolution (RULING HF-12.9, docs/engine.md), what the engine does',
    example: [
      'ターン終了時まで、あなたの《怪異》を持つキャラクター全てのパワーを+1000する。この効果は、解決した時点で戦場にいるキャラクターにのみ適用される。',
      'ターン終了時まで、あなたの《怪異》を持つキャラクター全てのパワーを+1000する。',
    ],
  },
  {
    // 「[自動]：対戦相手の…キャラクターが攻撃を行うたび、…。この効果は、その攻撃の対象がこのキャラクターでなくても発揮される。」:
    // the trigger names any attack of such a character, whatever it attacks (HF-12.1, HF-8.1) — restated. Not after
    // 「このキャラクターが攻撃を行うたび」 (its attack is never on itself)
    from: /(?<=^\[自動\][:：]\s*[^。]*?(?<!この)キャラクターが攻撃を(?:行う|する)(?:たび|時)[\s\S]*?。)(?:この(?:効果|能力)は、?)?(?:その|この)?攻撃の対象が(?:このキャラクター|このカード)(?:で|では)なくても(?:発揮される|発揮する|誘発する|適用される)。/g,
    to: '',
    need: '攻撃の対象が',
    note: 'reminder 「この効果は、その攻撃の対象がこのキャラクターでなくても発揮される。」 after 「…キャラクターが攻撃を行うたび」: the trigger is any attack of such a character, whatever its target (HF-12.1, HF-8.1), what the engine does',
    example: [
      '[自動]：対戦相手の《怪異》を持つキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを+3000する。この効果は、その攻撃の対象がこのキャラクターでなくても発揮される。',
      '[自動]:対戦相手の《怪異》を持つキャラクターが攻撃を行うたび、ターン終了時まで、このキャラクターのパワーを+3000する。',
    ],
  },
  {
    // 「[自動]：このキャラクターが防御を行うたび、…次の…アクティブフェイズにアクティブにならない。この効果は防御を宣言した時点で
    // 発揮されるため、その後この防御が失敗した場合や、このキャラクターがその攻撃で破壊された場合でも適用される。」: an auto
    // ability takes effect when its event happens (HF-12.1), and an effect that names its end outlasts its source
    // (HF-12.3) — restated. Only after an effect with an end (「アクティブにならない」「ターン終了時まで」)
    from: /(?<=このキャラクターが防御を(?:行う|する)(?:たび|時)、[\s\S]*?(?:アクティブにならない|ターン終了時まで[^。]*)。)この(?:効果|能力)は、?防御を(?:宣言した|行った|した)時点で(?:発揮|解決|処理)され(?:る|ます)(?:ため|ので)、?(?:その後、?)?(?:この|その)防御が失敗した場合(?:や|も)?、?(?:このキャラクターが(?:その|この)攻撃で破壊された場合)?(?:でも|も)、?適用され(?:る|ます)。/g,
    to: '',
    need: '時点で',
    note: 'reminder 「この効果は防御を宣言した時点で発揮されるため、…この防御が失敗した場合や、このキャラクターがその攻撃で破壊された場合でも適用される。」: an auto ability takes effect at its event (HF-12.1) and an effect with an end outlasts its source (HF-12.3), what the engine does',
    example: [
      '[自動]：このキャラクターが防御を行うたび、攻撃しているキャラクターを対象とする。それは、次のそのプレイヤーのアクティブフェイズにアクティブにならない。この効果は防御を宣言した時点で発揮されるため、その後この防御が失敗した場合や、このキャラクターがその攻撃で破壊された場合でも適用される。',
      '[自動]:このキャラクターが防御を行うたび、攻撃しているキャラクターを対象とし、それは、次のアクティブフェイズにアクティブにならない。',
    ],
  },
];

export const TRAIN13A_WORDS: readonly DesignerWord[] = [];
