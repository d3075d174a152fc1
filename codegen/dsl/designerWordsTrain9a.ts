// Issue 22 (helper i22ta9): designer vocabulary rows found on the train halves of two blind sets of the tenth round
// (d37 空賊, d38 付喪神) and their style twins (d37x 魔法学園, d38x 深海) — designers who wrote with no house style.
// Same row shape and rules as codegen/dsl/designerWords.ts (a row is a reading the designer would agree with; each
// example is tested by test/dsl/designerWords.test.ts); whole families are tested by
// test/dsl/i22ta9-train9a.test.ts. TRAIN9A_WORDS run after every other row.
import type { DesignerWord } from './designerWords.js';

/** Who draws, as written before the count (「あなたは」「自分は」). */
const PLAYER_IS = '(?:あなた|自分)は';

/** What a choice did to its cards, as 「この方法で…したカード」 names it (grammar/card.ohm movedVerb). */
const MOVED =
  'ゲームから除外した|除外した|捨てた|トラッシュに置いた|置いた|手札に加えた|加えた|戻した|戦場に登場させた|登場させた';

/** The revealed or looked-at card, as designers name it before its cost (「そのカード」「公開したカード」「それ」). */
const THAT_CARD = '(?:そのカード|公開したカード|見たカード|それ)(?:の|は|が)';

/** The end of a condition on that card's cost (「…なら、」「…の場合、」「…であれば、」). */
const COST_IF = '(?:のカードである|のカード|である)?(?:ならば|なら|であれば|の場合は|の場合|のとき|の時)、';

/**
 * 「…一番上のカードを公開する。そのカードのエネルギーコストが3以上なら、それを手札に加える。2以下なら、それをトラッシュに
 * 置く。」: a branch on the card's cost (HF-4: its energy cost), then the other side written as the complementary bound
 * (「2以下」「3未満」 after 「3以上」, 「3以上」 after 「2以下」) — that is 「そうでないなら」. A bound that is not the
 * complement (「1以下なら」 after 「3以上なら」) has no row: the sentence is rejected, not guessed.
 */
const COST_BRANCH_ROWS: readonly DesignerWord[] = [
  {
    from: new RegExp(`${THAT_CARD}(?:エネルギー)?コスト(?:が|は)?([0-9]+)(以上|以下)${COST_IF}`, 'g'),
    to: 'それがコスト$1$2のカードなら、',
    need: 'コスト',
    note: '「そのカードのエネルギーコストが3以上なら、」: a condition on the revealed card’s cost',
    example: [
      '[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。そのカードのエネルギーコストが3以上なら、それを手札に加える。',
      '[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それがコスト3以上のカードなら、それを手札に加える。',
    ],
  },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((n): DesignerWord[] => [
    {
      from: new RegExp(
        `(?<=それがコスト${n}以上のカードなら、[^。]*[。、])(?:(?:${THAT_CARD})?(?:エネルギー)?コスト(?:が|は)?)?(?:${n - 1}以下|${n}未満)${COST_IF}`,
        'g',
      ),
      to: 'そうでないなら、',
      need: `${n}以上のカードなら`,
      note: `「コストが${n}以上なら、A。${n - 1}以下なら、B。」: B is the other side (「そうでないなら」)`,
      example: [
        `[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。そのカードのコストが${n}以上なら、それを手札に加える。${n - 1}以下なら、それをトラッシュに置く。`,
        `[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それがコスト${n}以上のカードなら、それを手札に加える。そうでないなら、それをトラッシュに置く。`,
      ],
    },
    {
      // 「…コストが2以下なら、それをトラッシュに置く。3以上なら、それを手札に加える。」: the hand side first (the other
      // side of a reveal goes back to the deck or the trash, grammar/card.ohm restElse)
      from: new RegExp(
        `それがコスト${n - 1}以下のカードなら、([^。、]*)([。、])(?:(?:${THAT_CARD})?(?:エネルギー)?コスト(?:が|は)?)?${n}以上${COST_IF}([^。、]*手札に加え[^。、]*)(?=。)`,
        'g',
      ),
      to: `それがコスト${n}以上のカードなら、$3$2そうでないなら、$1`,
      need: `${n - 1}以下のカードなら`,
      note: `「コストが${n - 1}以下なら、A。${n}以上なら、手札に加える。」: the hand side first, A the other side`,
      example: [
        `[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。そのカードのコストが${n - 1}以下なら、それをトラッシュに置く。${n}以上なら、それを手札に加える。`,
        `[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それがコスト${n}以上のカードなら、それを手札に加える。そうでないなら、それをトラッシュに置く。`,
      ],
    },
    {
      from: new RegExp(
        `(?<=それがコスト${n - 1}以下のカードなら、[^。]*[。、])(?:(?:${THAT_CARD})?(?:エネルギー)?コスト(?:が|は)?)?${n}以上${COST_IF}`,
        'g',
      ),
      to: 'そうでないなら、',
      need: `${n - 1}以下のカードなら`,
      note: `「コストが${n - 1}以下なら、A。${n}以上なら、B。」: B is the other side (「そうでないなら」)`,
      example: [
        `[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。そのカードのコストが${n - 1}以下なら、それを手札に加える。${n}以上なら、それをトラッシュに置く。`,
        `[自動]：あなたのターン終了時、あなたのメインデッキの一番上のカードを公開する。それがコスト${n - 1}以下のカードなら、それを手札に加える。そうでないなら、それをトラッシュに置く。`,
      ],
    },
  ]),
];

export const TRAIN9A_WORDS: readonly DesignerWord[] = [
  {
    // 「【空装 条件：デッキに《沈没船》を持つカードが15枚以上入っている …】」: 「デッキ」 with no 「メイン」 is the deck of
    // HF-1.1, its main deck and guard deck together (an owner is read by designerWordsTrain7b.ts)
    from: /(?<=【空装\s*条件\s*:\s*)(?:(?:あなた|自分)の)?デッキ(?=(?:の中)?に)/g,
    to: 'あなたのメインデッキとガードデッキ',
    need: '空装',
    note: '「【空装 条件：デッキに…カードが15枚以上…】」: both decks (HF-1.1, HF-13.8)',
    example: [
      '【空装 条件：デッキに《騎士》を持つカードが15枚以上入っている 効果：あなたの《騎士》を持つキャラクターのパワーを+1000する。】',
      '【空装 条件：あなたのメインデッキとガードデッキに《騎士》を持つカードが15枚以上入っている 効果：あなたの《騎士》を持つキャラクターのパワーを+1000する。】',
    ],
  },
  {
    // 「【空装 条件：メインデッキに《沈没船》を持つカードを15枚以上入れている …】」: the deck holds them (HF-13.8) —
    // 「入れている」「含む」「含んでいる」 with 「を」 say what 「が…入っている」 says
    from: /(?<=【空装\s*条件\s*:[^効]*デッキ(?:の中)?に[^、。効]*カード)を、?([0-9]+枚以上)(?:入れている|入れてある|含む|含んでいる)/g,
    to: 'が$1入っている',
    need: '空装',
    note: '「（デッキ）に…カードを15枚以上入れている／含む」 in a 【空装】 condition: 「…カードが15枚以上入っている」',
    example: [
      '【空装 条件：あなたのメインデッキに《騎士》を持つカードを15枚以上入れている 効果：あなたの《騎士》を持つキャラクターのパワーを+1000する。】',
      '【空装 条件：あなたのメインデッキに《騎士》を持つカードが15枚以上入っている 効果：あなたの《騎士》を持つキャラクターのパワーを+1000する。】',
    ],
  },
  {
    // 「…上から3枚を見る。その中の《潜水艇》を持つカード1枚までを公開して手札に加え、…」: the looked-at cards, then a pick
    // among them (「そのうちの」「その中にある」「見たカードの中から」「それらの中から」 say the same)
    from: /(?<=見(?:る。|て、))(?:その中の|そのうちの|その中からの|その中にある|見たカード(?:の中|のうち)から|それら(?:の中|のうち)から|その中より)(?=[^。]*?[0-9]+枚)/g,
    to: 'その中から',
    need: '見',
    note: '「…を見る。その中の…カード1枚までを…」: a pick among the looked-at cards (「その中から」)',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキの上から3枚を見る。その中の《潜水艇》を持つカード1枚までを公開して手札に加え、残りを好きな順番でメインデッキの下に置く。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキの上から3枚を見る。その中から《潜水艇》を持つカード1枚までを公開して手札に加え、残りを好きな順番でメインデッキの一番下に置く。',
    ],
  },
  {
    // 「メインデッキから…を1枚まで選び、公開して手札に加えてよい。その後、メインデッキをシャッフルする。」: with 「まで」 the
    // pick already allows none, so 「てよい」 says nothing more (000 ■効果と対象: 「まで」 is 0 or more)
    from: /(?<=デッキから[^。]*?[0-9]+枚まで(?:選び|選んで|探して|探し)、?(?:公開して、?|公開し、)?)手札に(?:加えてもよい|加えてよい|加えてもいい|加えていい|加えても良い|加えて良い|加えることができる|加えても構わない)(?=。)/g,
    to: '手札に加える',
    need: '手札に加え',
    note: '「デッキから…を1枚まで選び、公開して手札に加えてよい。」: the 「まで」 pick is the option',
    example: [
      '[自動]：このキャラクターが破壊された時、あなたはメインデッキから《騎士》を持つカードを1枚まで選び、公開して手札に加えてよい。その後、メインデッキをシャッフルする。',
      '[自動]:このキャラクターが破壊された時、あなたはメインデッキから《騎士》を持つカードを1枚まで選び、公開して手札に加える。その後、メインデッキをシャッフルする。',
    ],
  },
  {
    // 「…を2枚まで選び、ゲームから除外する。その後、除外したカードと同じ枚数のカードを引く。」: as many as the choice moved —
    // 「除外した枚数と同じ枚数の」「除外した枚数だけ」「除外した枚数分」「除外したカードの枚数に等しい枚数の」「除外した数だけ」
    // read as 「この方法で除外したカード1枚につき、カードを1枚引く」 (the choice's cards, issue 22; without a choice: HF-E040)
    from: new RegExp(
      `(?:(${PLAYER_IS})、?)?(?:(?:メインデッキ|デッキ)から、?)?(?:この方法で|この効果で|こうして)?(${MOVED})(?:カード|カードの枚数|カードの数|枚数|数)(?:(?:と同じ|に等しい|と等しい)(?:枚数|数)の|(?:だけ|分|ぶん)(?:の)?、?)(?:カードを)?(?:メインデッキから|デッキから)?(?:カードを)?引く`,
      'g',
    ),
    to: 'この方法で$2カード1枚につき、$1メインデッキからカードを1枚引く',
    need: '引く',
    note: '「除外したカードと同じ枚数のカードを引く」「捨てた枚数だけ引く」: one card for each card the choice moved',
    example: [
      'あなたのトラッシュのカードを2枚まで選び、ゲームから除外する。その後、あなたは除外したカードと同じ枚数のカードをメインデッキから引く。',
      'あなたのトラッシュのカードを2枚まで選び、ゲームから除外する。その後、この方法で除外したカード1枚につき、あなたはメインデッキからカードを1枚引く。',
    ],
  },
  ...COST_BRANCH_ROWS,
];
