// Issue 22 (helper i22r): designer vocabulary rows found on the sixth blind round's sets d25–d28 once they were
// measured (test/corpora/d25-kessho.hf … d28-shinobi.hf). Same row shape and rules as codegen/dsl/designerWords.ts
// (a row is a reading the designer would agree with; each example is tested by test/dsl/designerWords.test.ts).
// I22R_WORDS_FIRST run before every other row.
import type { DesignerWord } from './designerWords.js';

const MAY = '(?:ことができる|ことが出来る|ことができます|てもよい|てもいい|ても良い|でもよい|でもいい)';

export const I22R_WORDS_FIRST: readonly DesignerWord[] = [
  {
    // 「…のパワーを２０００アップし、それらは【強撃】を得る」: read as +2000 before the row that splits
    // 「…全てのパワーを+2000し、それらは…」 into two sentences about the same characters runs (d26 紅の大号令)
    from: /パワーを、?([0-9X]+)(?:アップし|プラスし|上げ|増やし)(?=、(?:それら|それ|その|この))/g,
    to: 'パワーを+$1し',
    need: 'パワーを',
    note: '「…全てのパワーを2000アップし、それらは【強撃】を得る」: +2000, then what the same characters get',
    example: [
      'ターン終了時まで、自分の《空賊》を持つキャラクター全てのパワーを２０００アップし、それらは【強撃】を得る。',
      'ターン終了時まで、自分の《空賊》を持つキャラクター全てのパワーを+2000する。ターン終了時まで、自分の《空賊》を持つキャラクター全ては【強撃】を得る。',
    ],
  },
  {
    // 「[自動]【条件】このカードが攻撃した時、手札を１枚トラッシュに置くことができる。【効果】置いた場合、…」: the
    // optional part written in 【条件】 is the optional first part of the effect, and 「置いた場合」 gates the rest on
    // it (HF-5.7, HF-5.9) — the trigger is the condition's 「…時」 (d26 双銃のカトラス)
    from: new RegExp(
      `(?<=^\\[自動\\])\\s*:?\\s*【条件】\\s*:?\\s*([^【】。、]+?時)、([^【】。]+?${MAY})。?\\s*【効果】\\s*:?\\s*`,
      'g',
    ),
    to: ':$1、$2。',
    need: '【条件】',
    note: '「[自動]【条件】…した時、…ことができる。【効果】置いた場合、…」: the trigger, an optional part, then what it gates',
    example: [
      '[自動]【条件】このカードが攻撃した時、自分の手札を１枚トラッシュに置くことができる。【効果】置いた場合、ターン終了時まで、このカードは【強撃】を得る。',
      '[自動]:このカードが攻撃した時、自分の手札からカードを1枚選び、トラッシュに置いてもよい。そうした場合、ターン終了時まで、このカードは【強撃】を得る。',
    ],
  },
];

export const I22R_WORDS: readonly DesignerWord[] = [
  {
    // a set card's line 「（このカードがセットされているキャラクターは《星座》を持つ。）」 in parentheses and nothing else:
    // not a reminder of a keyword on the line (there is none) but what the set card gives its host (d27 天球星図)
    from: /^\((この(?:セット)?カードがセットされている(?:キャラクター|カード)は(?:(?:《[^》]+》|【[^】]+】)(?:と|、|・)?)+を(?:持つ|得る))。?\)$/g,
    to: '$1。',
    need: 'セットされている',
    note: '「（このカードがセットされているキャラクターは《星座》を持つ。）」 alone on a line: what the host has',
    example: [
      '（このカードがセットされているキャラクターは《星座》を持つ。）',
      'このカードがセットされているキャラクターは《星座》を得る。',
    ],
  },
  {
    // 「「煙玉」をカード名に含むカード」「カード名に「煙玉」を含む」: a card's name is its カード名 (d28 煙玉売りの行商人)
    from: /(「[^」]+」)を、?(?:カード名|カードの名前|名称)に含む/g,
    to: '$1を名前に含む',
    need: '含む',
    note: '「「煙玉」をカード名に含むカード」: 「…を名前に含む」',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキから「煙玉」をカード名に含むカードを1枚まで選び、公開して手札に加える。その後、メインデッキをシャッフルする。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキから「煙玉」を名前に含むカードを1枚まで選び、公開して手札に加え、メインデッキをシャッフルする。',
    ],
  },
  {
    // 「カード名に「煙玉」を含むカード」 outside a 【奥義】 reminder (that one has its own row)
    from: /(?<!^【奥義[^\n]*)(?:カード名|カードの名前|名称)に(「[^」]+」)を含む/g,
    to: '$1を名前に含む',
    need: '含む',
    note: '「カード名に「煙玉」を含むカード」: 「「煙玉」を名前に含む」',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキからカード名に「煙玉」を含むカードを1枚まで選び、公開して手札に加える。その後、メインデッキをシャッフルする。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキから「煙玉」を名前に含むカードを1枚まで選び、公開して手札に加え、メインデッキをシャッフルする。',
    ],
  },
  {
    // 「自分のメインデッキから、コスト２以下の…を１枚まで選び」: a comma after where the cards are chosen from
    from: /(?<=(?:メインデッキ|山札|デッキ|トラッシュ)(?:の中)?から)、(?=[^。]*?(?:選|探))/g,
    to: '',
    need: 'から、',
    note: '「メインデッキから、…を1枚まで選び」: the comma after the zone',
    example: [
      '[自動]：このキャラクターが登場した時、あなたのメインデッキから、「煙玉」を名前に含むカードを1枚まで選び、公開して手札に加える。その後、メインデッキをシャッフルする。',
      '[自動]:このキャラクターが戦場に登場した時、あなたのメインデッキから「煙玉」を名前に含むカードを1枚まで選び、公開して手札に加え、メインデッキをシャッフルする。',
    ],
  },
  {
    // 「【空装 条件：…を持っている。 効果：…】」: the condition's own full stop before 効果 (d26 空賊王の娘アリア)
    from: /(?<=^【空装[^】]*?条件\s*:[^】]*?》)を持っている(?=。?\s*効果\s*:)/g,
    to: 'を持つ',
    need: '【空装',
    note: '「【空装 条件：…が全て《空賊》を持っている。 効果：…】」: 「…を持つ」',
    example: [
      '【空装 条件：自分のメインデッキとガードデッキのキャラクターカードが全て《空賊》を持っている。 効果：自分のターン中、自分の《飛空艇》を持つキャラクターのパワーは１０００アップする。】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《空賊》を持つ 効果:自分のターンの間、自分の《飛空艇》を持つキャラクターのパワーを+1000する。】',
    ],
  },
  {
    // 「【空装 条件：… 効果：…パワーは+1000される】」: the effect without its full stop (d28 朧衆頭領・霞)
    from: /(?<=^【空装[^】]*?効果\s*:[^】]*?[^。\s])\s*】/g,
    to: '。】',
    need: '【空装',
    note: '「【空装 … 効果：…される】」: the effect sentence ends at the bracket',
    example: [
      '【空装 条件：あなたのメインデッキとガードデッキのキャラクターカードが全て《忍》を持つ 効果：《分身》を持つあなたのキャラクターのパワーは+1000される】',
      '【空装 条件:あなたのメインデッキとガードデッキのキャラクターカードが全て《忍》を持つ 効果:《分身》を持つあなたのキャラクターのパワーは+1000される。】',
    ],
  },
];
