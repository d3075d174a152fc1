// Issue 22 (helper i22tb): designer vocabulary rows found on two blind sets of the fourth round — a Gundam Card
// Game / Flesh and Blood style (terse, ①② before each ability, 「《機甲》キャラクター」, 「セット先のキャラクター」) and a
// board-game designer writing full polite sentences (「〜します」「〜することができます」「〜になります」) with
// reminder notes in brackets. Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the
// designer would agree with; each example is tested by test/dsl/designerWords.test.ts).
// TRAIN4B_WORDS_FIRST run before every other row (so every other row sees plain forms and canonical nouns),
// TRAIN4B_WORDS after them.
//
// Reminder notes 「（…）」: a note is read away only when it restates a rule of the seeds about what the sentence
// before it already does, recognised by a row naming both (the sentence's verb in a lookbehind, the rule in the
// note, with the seed's section in the row's note). Any other note stays in the line, so the line is rejected
// rather than read without it.
import type { DesignerWord } from './designerWords.js';
import { GODAN_ENDINGS, GODAN_VERBS, ICHIDAN_VERBS, conjugate, pastOf, politeOf } from './politeVerbs.js';

/**
 * What may follow a polite verb that ends a clause: the end of a sentence, a comma, a bracket, a quote, or the
 * connective of a condition (「いません場合」「います限り」「引きます時」: t12b, the polite voice kept inside a clause).
 */
const END = '(?=[。、()」]|$|場合|限り|なら|時|とき)';
/** What may follow a polite past (「引きました場合」「そうしましたら」). */
const PAST_END = '(?=[。、()」]|$|場合|なら|ら|時|とき)';

/** Sorted longest first, escaped for a pattern. */
const alt = (words: readonly string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');

/** Plain sentences that parse, ending in the verb (for the generated rows' examples). */
const PLAIN_EXAMPLES: Readonly<Record<string, string>> = {
  引く: 'カードを1枚引く。',
  戻す: '対戦相手のキャラクター1体を対象とし、それを手札に戻す。',
  持つ: '[自動]：このキャラクターが戦場に居る限り、あなたのキャラクター全ては【反撃】を持つ。',
  選ぶ: '[自動]：このキャラクターが戦場に登場した時、次から1つ選ぶ。',
  なる: '[自動]：あなたの《竜》を持つカードのコストは1少なくなる。',
  支払う: '[自動]：このキャラクターが戦場に登場した時、あなたはエネルギーを1支払う。',
  見る: 'あなたのメインデッキの上から3枚を見る。',
  得る: 'あなたのキャラクター1体を対象とし、ターン終了時まで、それは【貫通】を得る。',
  与える: '対戦相手に1ダメージを与える。',
  破壊する: '対戦相手のキャラクター1体を対象とし、それを破壊する。',
};

/** Plain sentences that parse, ending in the verb's negative. */
const NEGATIVE_EXAMPLES: Readonly<Record<string, string>> = {
  できる: '[自動]：このキャラクターは攻撃できない。',
  なる: '[自動]：このキャラクターは対戦相手の効果の対象にならない。',
  される: '[自動]：このキャラクターは破壊されない。',
  支払う:
    'あなたのトラッシュからキャラクターカードを1枚選び、戦場に登場させる（エネルギーコストは支払わない）。',
};

/** Example sentences the rest of the table reads further, and what they read as. */
const READ_FURTHER: Readonly<Record<string, string>> = {
  [NEGATIVE_EXAMPLES.支払う]: 'あなたのトラッシュからキャラクターカードを1枚選び、戦場に登場させる。',
};

type Form = 'masu' | 'masen' | 'kudasai' | 'mashita';
const FORM_TEXT: Record<Form, string> = {
  masu: 'ま',
  masen: 'ません',
  kudasai: 'ください',
  mashita: 'ました',
};

/**
 * Lines with a verb's plain past (「引いた場合、」「攻撃を行った時、」) and what they read as, for the polite past rows'
 * examples: one verb of each ending whose past the language has (「選んだ」「持った」 end no clause a polite past
 * would be written in).
 */
const PAST_EXAMPLES: Readonly<Record<string, readonly [string, string]>> = {
  引く: [
    '[自動]：このキャラクターが戦場に登場した時、あなたはカードを1枚引いてもよい。引いた場合、手札を1枚捨てる。',
    '[自動]:このキャラクターが戦場に登場した時、あなたはカードを1枚引いてもよい。そうした場合、手札を1枚捨てる。',
  ],
  戻す: [
    '[自動]：このキャラクターが戦場に登場した時、あなたのキャラクター1体を対象とし、それを手札に戻してもよい。戻した場合、カードを1枚引く。',
    '[自動]:このキャラクターが戦場に登場した時、あなたのキャラクター1体を対象とし、それを手札に戻してもよい。そうした場合、カードを1枚引く。',
  ],
  行う: [
    '[自動]：このキャラクターが攻撃を行った時、カードを1枚引く。',
    '[自動]:このキャラクターが攻撃した時、カードを1枚引く。',
  ],
  なる: [
    '[自動]：このキャラクターが攻撃の対象になった時、カードを1枚引く。',
    '[自動]:このキャラクターが攻撃の対象になった時、カードを1枚引く。',
  ],
};

function exampleFor(verbs: readonly string[], form: Form): [string, string] | undefined {
  if (form === 'mashita') {
    const verb = verbs.find((v) => PAST_EXAMPLES[v] !== undefined);
    if (!verb) return undefined;
    const [plain, reading] = PAST_EXAMPLES[verb];
    const c = conjugate(verb);
    return [plain.replace(pastOf(c.te), `${c.masu}ました`), reading];
  }
  const table = form === 'masen' ? NEGATIVE_EXAMPLES : PLAIN_EXAMPLES;
  const verb = verbs.find((v) => table[v] !== undefined);
  if (!verb) return undefined;
  const plain = table[verb];
  // 「…を持つ。」 is read further (as 「…を得る。」); the example's canonical line is what the plain one reads as
  const canonical = READ_FURTHER[plain] ?? plain.replace(/：/g, ':').replace(/を持つ。$/, 'を得る。');
  return [politeOf(plain, verb, form), canonical];
}

/** One row per godan ending and form: 「(引|置|…)きます」 → 「$1く」. */
function godanRows(): DesignerWord[] {
  const rows: DesignerWord[] = [];
  for (const [plainEnd, masuEnd, naiEnd, teEnd] of GODAN_ENDINGS) {
    const verbs = GODAN_VERBS.filter((v) => v.endsWith(plainEnd));
    const stems = verbs.filter((v) => v !== 'ある' && v !== '在る').map((v) => v.slice(0, -1));
    const forms: [Form, string, string][] = [
      ['masu', `${masuEnd}ま(?:す|しょう)`, plainEnd],
      ['masen', `${masuEnd}ません`, `${naiEnd}ない`],
      ['kudasai', `${teEnd}ください`, plainEnd],
      ['mashita', `${masuEnd}ました`, pastOf(teEnd)],
    ];
    for (const [form, written, canonical] of forms) {
      // 「持ってください」「なってください」 are not instructions a card gives
      if (form === 'kudasai' && (plainEnd === 'つ' || plainEnd === 'る')) continue;
      const example = exampleFor(verbs, form);
      if (!example) continue; // no sentence of the language ends in this form of these verbs
      // 「除外します」「提示します」: a kanji before a one-kanji stem in す is a noun with する, not 外す or 示す
      const before = plainEnd === 'す' ? '(?:(?<![\\u4E00-\\u9FFF])|(?<=[0-9一二三][枚体つ]))' : '';
      rows.push({
        from: new RegExp(`${before}(${alt(stems)})${written}${form === 'mashita' ? PAST_END : END}`, 'g'),
        to: `$1${canonical}`,
        need: FORM_TEXT[form],
        note: `polite 「〜${written}」 of a godan verb in 〜${plainEnd} (${verbs.slice(0, 4).join('・')}…) is its plain form 「〜${canonical}」`,
        example,
      });
    }
  }
  return rows;
}

/** A plain sentence made 「…ことができる。」 (may), and what it reads as: 「…てもよい。」. */
function mayExample(verb: string): [string, string] | undefined {
  const plain = PLAIN_EXAMPLES[verb];
  if (!plain || !plain.endsWith(`${verb}。`)) return undefined;
  const head = plain.slice(0, -verb.length - 1);
  return [`${head}${verb}ことができます。`, `${head}${conjugate(verb).te}もよい。`.replace(/：/g, ':')];
}

/**
 * 「…支払うことができる。」 (may) is 「…支払ってもよい。」 for every godan verb of the list (the て-form is the verb's);
 * e-row verbs (加えることができる) have one row below. designerWords.ts's CAN_VERBS hold the older rows.
 */
function mayRows(): DesignerWord[] {
  const rows: DesignerWord[] = [];
  for (const [plainEnd, , , teEnd] of GODAN_ENDINGS) {
    const verbs = GODAN_VERBS.filter(
      (v) => v.endsWith(plainEnd) && v !== '行く' && v !== 'ある' && v !== '在る',
    );
    const verb = verbs.find((v) => mayExample(v));
    if (!verb || 'つるぶ'.includes(plainEnd)) continue; // 「持つことができる」「選ぶことができる」: no such sentence
    const before = plainEnd === 'す' ? '(?:(?<![\\u4E00-\\u9FFF])|(?<=[0-9一二三][枚体つ]))' : '';
    rows.push({
      from: new RegExp(
        `${before}(${alt(verbs.map((v) => v.slice(0, -1)))})${plainEnd}こと(?:が|も)(?:でき|出来)る(?=。|\\()`,
        'g',
      ),
      to: `$1${teEnd}もよい`,
      need: 'こと',
      note: `「〜${plainEnd}ことができる」 (a godan verb in 〜${plainEnd}: ${verbs.slice(0, 4).join('・')}…) for 「〜${teEnd}もよい」 (may)`,
      example: mayExample(verb) as [string, string],
    });
  }
  rows.push({
    from: /(?<=[えけげせぜてでねべめれ])ること(?:が|も)(?:でき|出来)る(?=。|\()/g,
    to: 'てもよい',
    need: 'こと',
    note: '「〜えることができる」 (an ichidan verb, 加える・捨てる・登場させる…) for 「〜えてもよい」 (may)',
    example: mayExample('与える') as [string, string],
  });
  return rows;
}

/** Sino-Japanese and katakana verbs with する (破壊します, ドローします, スリープにします, 対象とします). */
const SURU_BEFORE = '(?<=[\\u4E00-\\u9FFF]{2}|[\\u30A0-\\u30FF]|[にとをく])';

/** Ichidan verbs: any e-row kana before ます (加えます, 置かれます, させます), and the listed ones (できます, 見ます). */
const ICHIDAN_STEMS = alt(ICHIDAN_VERBS.filter((v) => v !== 'いる').map((v) => conjugate(v).masu));
const E_ROW = '(?<=[えけげせぜてでねべめれへ])';

const ICHIDAN_ROWS: DesignerWord[] = [
  {
    from: new RegExp(`${E_ROW}ま(?:す|しょう)${END}`, 'g'),
    to: 'る',
    need: 'ます',
    note: 'polite 「〜えます」 (an e-row kana before ます is always an ichidan verb or a passive/causative: 与えます, 置かれます, 登場させます) is 「〜える」',
    example: [politeOf(PLAIN_EXAMPLES.与える, '与える', 'masu'), PLAIN_EXAMPLES.与える],
  },
  {
    from: new RegExp(`(${ICHIDAN_STEMS})ま(?:す|しょう)${END}`, 'g'),
    to: '$1る',
    need: 'ます',
    note: 'polite 「できます」「見ます」「得ます」 (ichidan verbs whose stem is not an e-row kana, politeVerbs.ts) is the plain form',
    example: [politeOf(PLAIN_EXAMPLES.得る, '得る', 'masu'), PLAIN_EXAMPLES.得る.replace(/：/g, ':')],
  },
  {
    from: new RegExp(`${E_ROW}ません${END}`, 'g'),
    to: 'ない',
    need: 'ません',
    note: 'polite negative 「〜えません」「されません」 is 「〜えない」「されない」',
    example: [
      politeOf(NEGATIVE_EXAMPLES.される, 'される', 'masen'),
      NEGATIVE_EXAMPLES.される.replace(/：/g, ':'),
    ],
  },
  {
    from: new RegExp(`(${ICHIDAN_STEMS})ません${END}`, 'g'),
    to: '$1ない',
    need: 'ません',
    note: 'polite negative 「できません」「見ません」 is 「できない」「見ない」',
    example: [
      politeOf(NEGATIVE_EXAMPLES.できる, 'できる', 'masen'),
      NEGATIVE_EXAMPLES.できる.replace(/：/g, ':'),
    ],
  },
  {
    from: new RegExp(`${E_ROW}てください${END}`, 'g'),
    to: 'る',
    need: 'ください',
    note: '「〜えてください」 (an instruction) is the plain 「〜える」',
    example: [politeOf(PLAIN_EXAMPLES.与える, '与える', 'kudasai'), PLAIN_EXAMPLES.与える],
  },
  {
    from: new RegExp(`(${ICHIDAN_STEMS})てください${END}`, 'g'),
    to: '$1る',
    need: 'ください',
    note: '「見てください」 (an instruction) is the plain 「見る」',
    example: [politeOf(PLAIN_EXAMPLES.見る, '見る', 'kudasai'), PLAIN_EXAMPLES.見る],
  },
];

const SURU_ROWS: DesignerWord[] = [
  {
    from: new RegExp(`${SURU_BEFORE}しま(?:す|しょう)${END}`, 'g'),
    to: 'する',
    need: 'します',
    note: 'polite 「破壊します」「スリープにします」 is 「破壊する」 (after two kanji, katakana, に, と, を or く: a single kanji before し is a godan verb in す, 戻します)',
    example: [politeOf(PLAIN_EXAMPLES.破壊する, '破壊する', 'masu'), PLAIN_EXAMPLES.破壊する],
  },
  {
    // t12b: 「そうしましたら」「破壊しました場合」: the plain past
    from: new RegExp(`(?<=そう|${SURU_BEFORE.slice(4, -1)})しました${PAST_END}`, 'g'),
    to: 'した',
    need: 'ました',
    note: 'polite past 「そうしましたら」「破壊しました場合」 is 「そうしたら」「破壊した場合」',
    example: [
      '[自動]:このキャラクターが戦場に登場した時、あなたは手札を1枚捨ててもよい。そうしましたら、カードを2枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたは手札を1枚捨ててもよい。そうしたら、カードを2枚引く。',
    ],
  },
  {
    // t12b: 「加えました場合」「捨てました場合」: an e-row or listed ichidan stem, the plain past
    from: new RegExp(`(?:${E_ROW}|(?<=${ICHIDAN_STEMS}))ました${PAST_END}`, 'g'),
    to: 'た',
    need: 'ました',
    note: 'polite past 「捨てました場合」 (an ichidan verb) is 「捨てた場合」',
    example: [
      '[自動]:このキャラクターが戦場に登場した時、あなたは手札を1枚捨ててもよい。捨てました場合、カードを2枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたは手札を1枚捨ててもよい。そうした場合、カードを2枚引く。',
    ],
  },
  {
    // t12b: 「キャラクターがいません場合」「…にいます限り」: いる after a particle (a godan stem in い is read above)
    from: new RegExp(`(?<=[がにはもで])いません${END}`, 'g'),
    to: 'いない',
    need: 'いません',
    note: 'polite 「（…が）いません」 is 「いない」',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたの戦場に他のキャラクターがいません場合、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの戦場に他のキャラクターがいない場合、カードを1枚引く。',
    ],
  },
  {
    from: new RegExp(`(?<=[がにはもで])います${END}`, 'g'),
    to: 'いる',
    need: 'います',
    note: 'polite 「（…が）います」 is 「いる」',
    example: [
      '[自動]：このキャラクターが戦場にいます限り、あなたの他のキャラクターのパワーを+1000する。',
      '[自動]:このキャラクターが戦場にいる限り、あなたの他のキャラクターのパワーを+1000する。',
    ],
  },
  {
    // t12b: 「…がありません場合」「…ことはありません」: ある after a particle (its negative is ない)
    from: new RegExp(`(?<=[がにはも]|以上|以下|[0-9]枚)ありません${END}`, 'g'),
    to: 'ない',
    need: 'ありません',
    note: 'polite 「（…が）ありません」 is 「ない」',
    example: [
      '[自動]：このキャラクターは破壊されることはありません。',
      '[自動]:このキャラクターは破壊されない。',
    ],
  },
  {
    from: new RegExp(`(?<=[がにはも]|以上|以下|[0-9]枚)あります${END}`, 'g'),
    to: 'ある',
    need: 'あります',
    note: 'polite 「（…が）あります」 is 「ある」',
    example: [
      '[自動]：あなたの手札が3枚以上あります場合、このキャラクターのパワーを+1000する。',
      '[自動]:あなたの手札が3枚以上ある場合、このキャラクターのパワーを+1000する。',
    ],
  },
  {
    // t12b: 「それがキャラクターカードでしたら、」: the polite copula's conditional
    from: /でしたら(?:、|ば、)/g,
    to: 'であれば、',
    need: 'でしたら',
    note: 'polite 「…でしたら、」 (if it is) is 「…であれば、」',
    example: [
      '[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードでしたら、手札に加える。',
      '[自動]:あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それがキャラクターカードであれば、手札に加える。',
    ],
  },
  {
    from: new RegExp(`${SURU_BEFORE}してください${END}`, 'g'),
    to: 'する',
    need: 'ください',
    note: '「破壊してください」 (an instruction) is 「破壊する」',
    example: [politeOf(PLAIN_EXAMPLES.破壊する, '破壊する', 'kudasai'), PLAIN_EXAMPLES.破壊する],
  },
];

/**
 * Polite forms, generated from the verb list (codegen/dsl/politeVerbs.ts). Godan rows run first: 「戻します」 is 戻す
 * before the する row could read it.
 */
/** 「…てもかまいません」 runs first, before the verb rows read its 「ません」. */
const MAY_ROW: DesignerWord = {
  // 「…引いてもかまいません」「…加えてもよいです」: may, politely, after any て-form (run before the verb rows see
  // 「ません」)
  from: /(?<=[てで])も(?:よいです|良いです|いいです|よろしいです|構いません|かまいません|差し支えありません|結構です)(?=[。、)」]|$)/g,
  to: 'もよい',
  need: 'も',
  note: '「〜てもかまいません」「〜てもよいです」 (may, polite) after any て-form is 「〜てもよい」',
  example: ['カードを1枚引いてもかまいません。', 'カードを1枚引いてもよい。'],
};

export const POLITE_ROWS: readonly DesignerWord[] = [
  MAY_ROW,
  ...godanRows(),
  ...ICHIDAN_ROWS,
  ...SURU_ROWS,
  ...mayRows(),
];

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * Reminder 「（メインデッキが3枚に満たない場合、この効果では何も起こりません。）」 after looking at the top 3 restates
 * 000 ■リロード as designerStyleWords.ts's LOOK_RELOAD_REMINDERS do (with fewer cards the look fails and nothing
 * happens, what lookAtTop does); one row per count, read only when it names the count looked at.
 */
const LOOK_REMINDERS: readonly DesignerWord[] = DIGITS.map((n) => ({
  from: new RegExp(
    `\\((?<=上から(?:カードを)?${n}枚[^()]*?\\()(?:あなたの|自分の)?メインデッキ(?:のカード|の枚数)?が${n}枚(?:未満|より少ない|に満たない)(?:の)?(?:場合|時|とき|なら)、?(?:リロード(?:は|を)?(?:行わず|せず)、?)?(?:この効果(?:では|で|は)?、?何も(?:起こらない|起きない|しない)|この効果は(?:適用されない|失敗する))。?\\)`,
    'g',
  ),
  to: '',
  need: 'メインデッキ',
  note: `reminder 「（メインデッキが${n}枚に満たない場合、この効果では何も起こりません）」 after looking at the top ${n}: 000 ■リロード, what lookAtTop does`,
  example: [
    `[2]：あなたのメインデッキの上から${n}枚を見て、好きな順番でメインデッキの上に戻す。（メインデッキが${n}枚に満たない場合、この効果では何も起こりません。）`,
    `[2]:あなたのメインデッキの上から${n}枚を見て、好きな順番でメインデッキの一番上に置く。`,
  ],
}));

export const TRAIN4B_WORDS_FIRST: readonly DesignerWord[] = [
  ...POLITE_ROWS,
  {
    // 「攻撃することはできない」: 「は」 only stresses the negative
    from: /(?<=する)ことは(?=(?:でき|出来)ない)/g,
    to: 'ことが',
    need: 'ことは',
    note: '「…することはできない」 is 「…することができない」',
    example: [
      '[自動]：このキャラクターは、攻撃することはできません。',
      '[自動]:このキャラクターは攻撃できない。',
    ],
  },
  {
    // 「破壊されることはない」: never is
    from: /されることは(?:ない|ありません)(?=。)/g,
    to: 'されない',
    need: 'ることは',
    note: '「…破壊されることはない」 is 「…破壊されない」',
    example: [
      '[自動]：このキャラクターは、破壊されることはありません。',
      '[自動]:このキャラクターは破壊されない。',
    ],
  },
  {
    // 「対象になることはありません」: never is
    from: /になることは(?:ない|ありません)(?=。)/g,
    to: 'にならない',
    need: 'ることは',
    note: '「…の対象になることはない」 is 「…の対象にならない」',
    example: [
      '[自動]：このキャラクターは、対戦相手の効果の対象になることはありません。',
      '[自動]:このキャラクターは対戦相手の効果の対象にならない。',
    ],
  },
  {
    // 「対戦相手の効果によって破壊されない」: 「によって」 for 「では」
    from: /(?<=(?:対戦相手|相手|あなた|自分)の効果)(?:によって|により)(?=破壊されない)/g,
    to: 'では',
    need: '破壊されない',
    note: '「対戦相手の効果によって破壊されない」 is 「対戦相手の効果では破壊されない」',
    example: [
      '[自動]：このキャラクターは、対戦相手の効果によって破壊されることはありません。',
      '[自動]:このキャラクターは対戦相手の効果で破壊されない。',
    ],
  },
  {
    // 「…にのみセットすることができる」: the set card's restriction, before 「することができる」 is read as 「してもよい」
    from: /(?<=(?:しか|だけ|のみ)(?:セット|装備))することが(?=(?:でき|出来)(?:る|ない)。?$)/g,
    to: '',
    need: 'することが',
    note: '「このカードは…にのみセットすることができる」 is 「…にのみセットできる」 (where the set card goes, HF-4.1)',
    example: [
      'このカードは、あなたの《店員》を持つキャラクターにのみセットすることができます。',
      'セット対象:あなたの《店員》を持つキャラクター',
    ],
  },
  {
    // 「①【強撃】」: a circled number before a keyword only numbers it (Gundam / FaB style). Numbered abilities
    // 「①[自動]：…」 are the grammar's (a 「…の①の効果は1ターンに1回」 line names them), so they keep their number.
    from: /^[\u2460-\u2473]\s*(?=【)/g,
    to: '',
    need: '【',
    note: 'a circled number ①② before a keyword only numbers it (numbered abilities 「①[自動]」 are read by the grammar)',
    example: ['①【強撃】', '【強撃】'],
  },
  {
    // 「《機甲》《エース》キャラクター」: each trait of the run is one the character has (all of them)
    from: /(?<=》)(?=《[^》]+》(?:《[^》]+》)*(?:キャラクターカード|キャラクター|セットカード|コマンドカード|カード))/g,
    to: 'を持つ',
    need: '》《',
    note: '「《機甲》《エース》キャラクター」: traits written one after another before the noun are all had (「《A》を持つ《B》を持つ」)',
    example: [
      '[自動]：あなたの《機甲》《エース》キャラクターが破壊された時、カードを1枚引く。',
      '[自動]:あなたの《機甲》を持つ《エース》を持つキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    // 「《機甲》キャラクター」「《機甲》《エース》キャラクターカード」: the trait written before the noun
    from: /(?<=》)(キャラクターカード|キャラクター|セットカード|コマンドカード|カード)/g,
    to: 'を持つ$1',
    need: '》',
    note: '「《機甲》キャラクター」: a trait written right before the noun is a character (card) with the trait',
    example: [
      '[自動]：あなたの《機甲》キャラクターが破壊された時、カードを1枚引く。',
      '[自動]:あなたの《機甲》を持つキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    // 「セット先のキャラクター」「セット先」: the host of this set card (HF-4.1)
    from: /(?:セット|装備|装着)先(?:の(?:キャラクター|カード))?/g,
    to: 'このカードがセットされているキャラクター',
    need: '先',
    note: '「セット先のキャラクター」: the character this set card is set on',
    example: [
      '[自動]：セット先のキャラクターが防御を行うたび、ターン終了時まで、セット先のキャラクターのパワーを+1000する。',
      '[自動]:このカードがセットされているキャラクターが防御を行うたび、ターン終了時まで、このカードがセットされているキャラクターのパワーを+1000する。',
    ],
  },
];

export const TRAIN4B_WORDS: readonly DesignerWord[] = [
  {
    // 「[自動]：ターン終了時、…」 with no player: the end of every turn (whose turn it is does not matter)
    from: /^(\[自動\]\s*:\s*)ターン(?:の)?終了時(?:に)?、/g,
    to: '$1各プレイヤーのターン終了時、',
    note: '「[自動]：ターン終了時、…」 naming no player: the end of each turn, either player’s',
    example: [
      '[自動]：ターン終了時、このキャラクターを破壊する。',
      '[自動]:各プレイヤーのターン終了時、このキャラクターを破壊する。',
    ],
  },
  {
    // 「…が攻撃を行い、そのダメージでキャラクターを破壊した時」: destroys a character by its attack's damage
    from: /(このキャラクター|このカードがセットされているキャラクター)が(?:攻撃を行い|攻撃し)、?その(?:攻撃の)?(?:戦闘)?ダメージで(対戦相手の)?キャラクターを破壊した(時|とき|たび)/g,
    to: '$1の攻撃によるダメージで$2キャラクターが破壊された$3',
    need: '破壊した',
    note: '「このキャラクターが攻撃を行い、そのダメージでキャラクターを破壊した時」: a character destroyed by this one’s attack damage',
    example: [
      '[自動]：このキャラクターが攻撃を行い、そのダメージでキャラクターを破壊した時、カードを1枚引く。',
      '[自動]:このキャラクターの攻撃によるダメージでキャラクターが破壊された時、カードを1枚引く。',
    ],
  },
  {
    // 「キャラクター全てに、それぞれ2000ダメージを与える」: each of them is dealt the amount (what 全てに already says)
    from: /(?<=全てに)、?(?:それぞれ|各々|おのおの)に?、?(?=[0-9X]+ダメージ)/g,
    to: '',
    need: '全てに',
    note: '「キャラクター全てに、それぞれ2000ダメージ」: 「それぞれ」 restates that each one is dealt the amount',
    example: [
      '対戦相手のキャラクター全てに、それぞれ1000ダメージを与える。',
      '対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
  },
  {
    // 「公開してから手札に加える」: reveal, then add
    from: /公開してから/g,
    to: '公開して',
    note: '「公開してから手札に加える」 is 「公開して手札に加える」',
    example: [
      'あなたのメインデッキの上から3枚を見る。その中から《常連》を持つカードを1枚まで選び、公開してから手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
      'あなたのメインデッキの上から3枚を見る。その中から《常連》を持つカードを1枚まで選び、公開して手札に加える。残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
  {
    // 「(そのキャラクターにセットされていたカードは、トラッシュに置かれる。)」 after moving a character off the battlefield
    from: /\((?<=(?:手札に戻す|除外する|破壊する|(?:一番[上下]|トラッシュ)に置く)。\()(?:その|この|対象の)?キャラクターに(?:セットされていた|セットされている|付いていた|付いている)(?:セット)?カードは、?(?:全て|すべて)?トラッシュに置かれる。?\)/g,
    to: '',
    need: 'セットされて',
    note: 'reminder 「（そのキャラクターにセットされていたカードは、トラッシュに置かれる）」 after a character leaves the battlefield: 000 ■セットカード (a set card whose character leaves goes to the trash), what the engine does',
    example: [
      'キャラクター1体を対象とし、それを持ち主の手札に戻す。（そのキャラクターにセットされていたカードは、トラッシュに置かれます。）',
      'キャラクター1体を対象とし、それを持ち主の手札に戻す。',
    ],
  },
  {
    // 「(これは「破壊」ではありません。)」 after removing from the game: removal is not destruction
    from: /\((?<=ゲームから除外する。\()(?:これは|これは、|この効果は)「?破壊」?では(?:ない|ありません)。?\)/g,
    to: '',
    need: '除外する',
    note: 'reminder 「（これは「破壊」ではありません）」 after 「ゲームから除外する」: 000 ■ゲームから除外されたカード, ■破壊 (removal is not destruction; no destroyed trigger), what the engine does',
    example: [
      'キャラクター1体を対象とし、それをゲームから除外します。（これは「破壊」ではありません。）',
      'キャラクター1体を対象とし、それをゲームから除外する。',
    ],
  },
  ...LOOK_REMINDERS,
  {
    // 「…戦場に登場させる。（エネルギーコストは支払いません。）」: designerStyleWords.ts's row, the full stop before
    // the note (a card put onto the battlefield by an effect is not played and pays no cost)
    from: /(?<=登場させ(?:る|てもよい))。\((?:その)?(?:エネルギー)?コストは(?:支払わない|支払わず|不要|払わない)。?\)/g,
    to: '。',
    need: 'コストは',
    note: 'reminder 「。（エネルギーコストは支払わない。）」 after putting a card onto the battlefield: it is not played and pays no cost (000)',
    example: [
      'あなたのトラッシュからキャラクターカードを1枚選び、戦場に登場させます。（エネルギーコストは支払いません。）',
      'あなたのトラッシュからキャラクターカードを1枚選び、戦場に登場させる。',
    ],
  },
  {
    // 「あなたの《戦艦》キャラクターが戦場に居ない場合」: characters are only on the battlefield (as 「…が居る場合」)
    from: /(?<=キャラクター)が戦場に(?:居|い)ない(?=場合|なら|時|とき|限り)/g,
    to: 'がいない',
    need: '戦場に',
    note: '「…キャラクターが戦場に居ない場合」: there is none (characters are only on the battlefield)',
    example: [
      '[自動]：このキャラクターが登場した時、あなたの《戦艦》キャラクターが戦場に居ない場合、このキャラクターをスリープにする。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの《戦艦》を持つキャラクターがいない場合、このキャラクターをスリープにする。',
    ],
  },
  {
    // 「あなたはエネルギーコスト1を支払ってもよい」: paying energy in an effect (000 ■エネルギーとエネルギーコスト)
    from: /エネルギーコスト([0-9]+)を(?=支払|払)/g,
    to: 'エネルギーを$1',
    need: 'エネルギーコスト',
    note: '「エネルギーコスト1を支払う」 in an effect: pay 1 energy',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたはエネルギーコスト1を支払うことができます。そうした場合、カードを1枚引く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたはエネルギーを1支払ってもよい。そうした場合、カードを1枚引く。',
    ],
  },
  {
    // 「手札が0枚であれば、」「…が2体であるなら、」: a count condition, 「なら」
    from: /(?<=[0-9]+(?:枚|体))(?:であれば|であるなら|であるならば)(?=、)/g,
    to: 'なら',
    need: 'であ',
    note: '「手札が0枚であれば、」: a count condition (「…以下であれば」 has its own row)',
    example: [
      '[自動]：このキャラクターが戦場に登場した時、あなたの手札が0枚であれば、カードを2枚引きます。',
      '[自動]:このキャラクターが戦場に登場した時、あなたの手札が0枚なら、カードを2枚引く。',
    ],
  },
  {
    // 「あなたの《機甲》キャラクターは全て、パワーが+1000される」: their power is changed
    from: /(?<=キャラクター(?:全て)?)は、?パワーが(?=[+-][0-9X]+(?:される|になる))/g,
    to: 'のパワーは',
    need: 'パワーが',
    note: '「…キャラクターは全て、パワーが+1000される」: the power of each is changed',
    example: [
      '[自動]：あなたの《機甲》キャラクターは全て、パワーが+1000される。',
      '[自動]:あなたの《機甲》を持つキャラクター全てのパワーは+1000される。',
    ],
  },
  {
    // 「…1少なくなる（0未満にはならない）」: a cost is never below 0 (HF-5.12), what every cost change already does
    from: /\((?<=(?:少なく|低く)(?:なる|する)\()(?:ただし、?)?(?:(?:エネルギー)?コストは、?)?0(?:未満に(?:は)?|より少なく(?:は)?|より低く(?:は)?)ならない。?\)/g,
    to: '',
    need: '0',
    note: 'reminder 「（0未満にはならない）」 after a cost reduction: HF-5.12 (a cost is never below 0), what the cost change does',
    example: [
      '[自動]：あなたの《竜》を持つカードのコストは1少なくなる（0未満にはならない）。',
      '[自動]:あなたの《竜》を持つカードのコストは1少なくなる。',
    ],
  },
  {
    // 「…-2000する。（パワーが0になった場合は破壊される）」 is designerStyleWords.ts's row after 破壊されない; after a
    // power decrease it restates 000 ■破壊 (power 0 destroys) as well
    from: /\((?<=-[0-9X]+(?:する|される)。?\()(?:これにより、?)?(?:その結果、?)?パワーが0になった(?:キャラクター|場合|なら|時|とき)(?:は|、)?(?:そのキャラクターは|それは)?破壊される。?\)/g,
    to: '',
    need: 'パワーが0',
    note: 'reminder 「（パワーが0になった場合は破壊される）」 after a power decrease: 000 ■破壊 (power 0 is destroyed at once), what the engine does',
    example: [
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。（パワーが0になった場合は破壊されます）',
      '対戦相手のキャラクター1体を対象とし、ターン終了時まで、それのパワーを-2000する。',
    ],
  },
  {
    // 「…を与える（強制）。」: an effect is done unless it says 「てもよい」 (HF-5): the note restates it, when the
    // sentence it ends has no 「てもよい」
    from: /\((?<=(?:^|。|:)(?:(?!もよい|もいい|ことができ|ことが出来|[0-9一二三四五](?:体|枚|つ)まで)[^。(])*\()(?:強制|強制効果|必ず行う)(?:です|である)?\)/g,
    to: '',
    need: '強制',
    note: 'reminder 「（強制）」 after a sentence that is not optional: every effect without 「てもよい」 is done (HF-5). A sentence choosing 「1体まで」 keeps it (must it choose one? the note may mean so): rejected',
    example: ['あなたは手札を1枚捨てる（強制）。', 'あなたは手札を1枚捨てる。'],
  },
  {
    // 「…引いてもよい（任意）。」: the note restates the 「てもよい」 just before it
    from: /\((?<=もよい\()(?:任意|任意効果)(?:です|である)?\)/g,
    to: '',
    need: '任意',
    note: 'reminder 「（任意）」 right after 「てもよい」 restates it',
    example: ['カードを1枚引いてもよい（任意）。', 'カードを1枚引いてもよい。'],
  },
  {
    // 「キャラクター1体（どちらのプレイヤーのものでもよい）を対象とし」: a character named with no player is either's
    from: /\((?<=(?:^|、|。|:)キャラクター(?:[0-9一二三]体(?:まで)?)?\()(?:どちらの|いずれの|両方の|双方の)?プレイヤーの(?:もの|キャラクター)(?:でもよい|でも良い|でもいい|でも構わない|でもかまわない|を含む)。?\)/g,
    to: '',
    need: 'プレイヤーの',
    note: 'reminder 「（どちらのプレイヤーのものでもよい）」 after a character named with no player (「あなたの」「対戦相手の」): it may be either’s already',
    example: [
      'キャラクター1体（どちらのプレイヤーのものでもよい）を対象とし、それを破壊する。',
      'キャラクター1体を対象とし、それを破壊する。',
    ],
  },
  {
    // 「キャラクター全てに2000ダメージを与える（対象を取らない）。」: nothing in the sentence is a target
    from: /\((?<=^(?:(?!対象).)*?\()(?:これは)?、?(?:対象を(?:取らない|とらない|選ばない)|対象を取る効果ではない|対象にとらない)。?\)/g,
    to: '',
    need: '対象',
    note: 'reminder 「（対象を取らない）」 on a line that chooses no target (no 「対象」 before it): the effect targets nothing already',
    example: [
      '対戦相手のキャラクター全てに1000ダメージを与える（対象を取らない）。',
      '対戦相手のキャラクター全てに1000ダメージを与える。',
    ],
  },
  {
    // 「【強撃】（攻撃でプレイヤーに与えるダメージ+1）」: the reminder said tersely (compared with the definition)
    from: /^(\[自動\]\s*:\s*)(?:このキャラクターが)?攻撃(?:で|によって|により)、?プレイヤーに与えるダメージ(?:に|を|が)?\+([0-9]+)(?:する|される)?。$/g,
    to: '$1このキャラクターが攻撃によってプレイヤーに与えるダメージに+$2する。',
    need: 'プレイヤーに与えるダメージ',
    note: '「攻撃でプレイヤーに与えるダメージ+1」 (the terse reminder of 【強撃】): this character’s attack damage to a player +1',
    example: [
      '[自動]：攻撃でプレイヤーに与えるダメージ+1。',
      '[自動]:このキャラクターが攻撃によってプレイヤーに与えるダメージに+1する。',
    ],
  },
  {
    // 「[自動]：このカードがセットされているキャラクターが防御を行うたび、…そのキャラクターのパワーを…」: the host named by
    // the trigger (no target chosen before it in the sentence)
    from: /(?<=^\[自動\]\s*:\s*(このカードがセットされているキャラクター|このキャラクター)が[^、。]*?(?:時|たび|たびに)、[^。対]*?)(?<!が)そのキャラクター(?=のパワー|を|は)/g,
    to: '$1',
    need: 'そのキャラクター',
    note: '「…セットされているキャラクターが…たび、そのキャラクターの…」: 「そのキャラクター」 is the trigger’s own character when nothing was chosen before it',
    example: [
      '[自動]：このカードがセットされているキャラクターが防御を行うたび、ターン終了時まで、そのキャラクターのパワーを+1000する。',
      '[自動]:このカードがセットされているキャラクターが防御を行うたび、ターン終了時まで、このカードがセットされているキャラクターのパワーを+1000する。',
    ],
  },
  {
    // 「…のパワーは+1000になる」: a signed amount is a change, as 「…のパワーは+1000される」
    from: /(?<=パワーは、?[+-][0-9X]+)になる(?=。)/g,
    to: 'される',
    need: 'になる',
    note: '「パワーは+1000になる」: a signed amount is a power change (「パワーは5000になる」, a set value, has no row)',
    example: [
      '[自動]：このキャラクターが戦場に居る限り、あなたの他の《店員》を持つキャラクターのパワーは+1000になります。',
      '[自動]:このキャラクターが戦場に居る限り、あなたの他の《店員》を持つキャラクターのパワーは+1000される。',
    ],
  },
  {
    // 「戦場にある全てのキャラクター」「戦場に居るキャラクター全て」: characters are only on the battlefield
    from: /(?<=^|、|。|は|を|に|の)戦場に(?:ある|居る|いる|出ている)(?=(?:全ての)?キャラクター(?!カード))/g,
    to: '',
    need: '戦場に',
    note: '「戦場にある全てのキャラクター」: every character (characters are only on the battlefield)',
    example: [
      '戦場にある全てのキャラクターに1000ダメージを与える。',
      'キャラクター全てに1000ダメージを与える。',
    ],
  },
  {
    // 「ターン終了時までそれを…」: the duration before the object, without its comma
    from: /(ターン終了時まで|このターン中|ゲーム終了時まで)(?=それ|その(?:キャラクター)?[はをの])/g,
    to: '$1、',
    need: 'まで',
    note: '「ターン終了時までそれを…」: a duration before its object, the comma left out',
    example: [
      '対戦相手のコスト3以下のキャラクター1体を対象とし、ターン終了時までそれをあなたのキャラクターとする。',
      '対戦相手のコスト3以下のキャラクター1体を対象とし、ターン終了時まで、それをあなたのキャラクターとする。',
    ],
  },
];
