// Issue 22 (helper i22tb): the polite (です・ます) forms of the verbs the card language knows, generated from
// one verb list by conjugation instead of listed sentence by sentence. A designer writing in full polite
// sentences (「カードを1枚引きます」「防御を行うことができません」「トラッシュに置いてください」) means the plain
// form: each polite form is read as it, BEFORE every other row (codegen/dsl/designerWordsTrain4b.ts), so the
// rest of the vocabulary and the grammar only ever see plain forms.
//
// Why conjugation from a lexicon and not a pattern on any kana: a godan verb's ます-stem ends in an い-row kana
// (引き, 払い) and so does an ichidan one's (でき, 生き): 「きます」 is 引く or できる, 「います」 is 払う or いる, and
// 「します」 is する or 戻す. Only an e-row kana before ます is always ichidan (加えます → 加える, 置かれます →
// 置かれる), so that one is read without a lexicon; the rest use the verb list below (add a verb: one word).

/** Godan verbs (plain form): the last kana conjugates. */
export const GODAN_VERBS = [
  // 〜く
  '引く',
  '置く',
  '取り除く',
  '除く',
  '抜く',
  '開く',
  '続く',
  '向く',
  '付く',
  '届く',
  '行く',
  // 〜ぐ
  '防ぐ',
  '脱ぐ',
  '稼ぐ',
  // 〜す
  '戻す',
  '出す',
  '移す',
  '残す',
  '渡す',
  '返す',
  '減らす',
  '増やす',
  '探す',
  '外す',
  '示す',
  '倒す',
  '回す',
  '離す',
  '表す',
  '指す',
  '起こす',
  '引き出す',
  '差し出す',
  // 〜つ
  '持つ',
  '勝つ',
  '放つ',
  '保つ',
  '立つ',
  // 〜ぶ
  '選ぶ',
  '並ぶ',
  '呼ぶ',
  '及ぶ',
  '遊ぶ',
  // 〜む
  '含む',
  '望む',
  '進む',
  '休む',
  '読む',
  '積む',
  '挑む',
  // 〜る (godan)
  'なる',
  '戻る',
  '残る',
  '減る',
  '送る',
  '取る',
  '移る',
  '変わる',
  '加わる',
  '上回る',
  '下回る',
  '終わる',
  '入る',
  '下がる',
  '上がる',
  '限る',
  '切る',
  '乗る',
  '帰る',
  '至る',
  '始まる',
  '止まる',
  '当たる',
  '重なる',
  '混ざる',
  '回る',
  '去る',
  '起こる',
  'ある',
  '在る',
  '祈る',
  // 〜う
  '支払う',
  '払う',
  '行う',
  '扱う',
  '使う',
  '失う',
  '従う',
  '揃う',
  '向かう',
  '伴う',
  '奪う',
  '拾う',
  '買う',
  '戦う',
  '言う',
  '願う',
  '補う',
  '合う',
  '違う',
];

/** Ichidan verbs whose ます-stem does not end in an e-row kana (those need no entry: any e-row + ます is ichidan). */
export const ICHIDAN_VERBS = [
  'できる',
  '出来る',
  '見る',
  '居る',
  'いる',
  '得る',
  '出る',
  '経る',
  '寝る',
  '生きる',
  '起きる',
  '閉じる',
  '用いる',
  '足りる',
  '満ちる',
  '落ちる',
  '過ぎる',
  '信じる',
  '感じる',
  '延びる',
  '伸びる',
  '借りる',
];

/** Godan endings: [plain ending, ます-stem ending, ない-stem ending, て-form ending]. */
export const GODAN_ENDINGS: readonly (readonly [string, string, string, string])[] = [
  ['く', 'き', 'か', 'いて'],
  ['ぐ', 'ぎ', 'が', 'いで'],
  ['す', 'し', 'さ', 'して'],
  ['つ', 'ち', 'た', 'って'],
  ['ぶ', 'び', 'ば', 'んで'],
  ['む', 'み', 'ま', 'んで'],
  ['る', 'り', 'ら', 'って'],
  ['う', 'い', 'わ', 'って'],
];

export interface Conjugated {
  plain: string;
  /** 引き (before ます／ません／ました) */
  masu: string;
  /** 引かない (what ません reads as) */
  negative: string;
  /** 引いて (before ください) */
  te: string;
}

/** The plain past of a て-form (引いて → 引いた, 選んで → 選んだ): what 「〜ました」 reads as. */
export const pastOf = (te: string) => te.replace(/て$/, 'た').replace(/で$/, 'だ');

/** The forms of one plain verb (godan when listed in GODAN_VERBS, otherwise ichidan; する and 来る irregular). */
export function conjugate(plain: string): Conjugated {
  if (plain.endsWith('する')) {
    const stem = plain.slice(0, -2);
    return { plain, masu: `${stem}し`, negative: `${stem}しない`, te: `${stem}して` };
  }
  if (GODAN_VERBS.includes(plain)) {
    const last = plain.slice(-1);
    const stem = plain.slice(0, -1);
    const e = GODAN_ENDINGS.find(([p]) => p === last);
    if (!e) throw new Error(`not a godan ending: ${plain}`);
    // 行く → 行って; ある → ない (irregular negatives and て-forms)
    const te = plain.endsWith('行く') ? `${stem}って` : `${stem}${e[3]}`;
    const negative = plain === 'ある' || plain === '在る' ? 'ない' : `${stem}${e[2]}ない`;
    return { plain, masu: `${stem}${e[1]}`, negative, te };
  }
  const stem = plain.slice(0, -1);
  return { plain, masu: stem, negative: `${stem}ない`, te: `${stem}て` };
}

/** The polite form of a plain sentence's last verb (for tests and examples): 「カードを1枚引く。」 → 「…引きます。」 */
export function politeOf(plain: string, verb: string, form: 'masu' | 'masen' | 'kudasai'): string {
  const c = conjugate(verb);
  const at = plain.lastIndexOf(form === 'masen' ? c.negative : c.plain);
  if (at < 0) throw new Error(`${verb} not in ${plain}`);
  const by = form === 'masu' ? `${c.masu}ます` : form === 'masen' ? `${c.masu}ません` : `${c.te}ください`;
  const len = (form === 'masen' ? c.negative : c.plain).length;
  return plain.slice(0, at) + by + plain.slice(at + len);
}
