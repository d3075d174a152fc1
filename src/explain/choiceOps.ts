// Steps that take cards from a zone (chosen on resolution, not targets) or put a card face down.
import type { CardRef, EffectOp, Value } from '../core/cardTypes.js';
import { filterPhrase } from './filter.js';
import { type OpText, cards, decides, line, verb } from './opHelpers.js';
import { cardRefName, playerName, playerPossessive } from './refs.js';
import { type Ctx, type ExplainLine, say } from './types.js';
import { valuePhrase } from './values.js';
import { destinationPhrase, zoneName } from './words.js';

/** 「あなたのトラッシュからキャラクターカードを1枚選び、手札に加える」 */
export function pickText(ctx: Ctx, op: Extract<EffectOp, { op: 'pick' }>, depth: number): OpText {
  const v = (x: Value) => valuePhrase(ctx, x);
  const chooser = playerName(ctx, op.chooser);
  const same = JSON.stringify(op.chooser) === JSON.stringify(op.player);
  // 「手札かトラッシュから」 (i22m9): two zones of that player, chosen among together
  const zonesJa = `${zoneName('ja', op.from)}${op.alsoFrom ? `か${zoneName('ja', op.alsoFrom)}（両方のカードの中から選ぶ）` : ''}`;
  const zonesEn = `${zoneName('en', op.from)}${op.alsoFrom ? ` or ${zoneName('en', op.alsoFrom)} (among the cards of both)` : ''}`;
  const where = say(
    ctx,
    `${playerPossessive(ctx, op.player)}${zonesJa}`,
    `${playerPossessive(ctx, op.player)} ${zonesEn}`,
  );
  const except = op.exceptChosen
    ? say(
        ctx,
        '（この効果で直前に選んで動かしたカードを除く）',
        ' (not the cards this effect last chose and moved)',
      )
    : '';
  const what = filterPhrase(ctx, op.filter, 'card', true) + except;
  const n = v(op.count);
  const count = say(ctx, `${n}枚${op.upTo ? 'まで' : ''}`, `${op.upTo ? 'up to ' : ''}${n}`);
  const one = op.count === 1 && !op.upTo;
  const deckEnd = op.to === 'mainTop' || op.to === 'mainBottom';
  const move = destinationPhrase(
    ctx.lang,
    op.to,
    one ? say(ctx, 'それ', 'it') : say(ctx, 'それら', 'them'),
    false,
    op.chooser === 'you' ? undefined : chooser, // it enters under the player who chose it (src/engine/choose.ts)
  );
  if (op.random)
    // i22tb6: 「…を1枚ランダムに選び」: the game's random generator chooses, nobody decides
    return {
      text: say(
        ctx,
        `${where}の${what}から${count}をランダムに選び（誰も選ばない。足りなければあるだけ）、${move}`,
        `${count} of ${what} in ${where} chosen at random (nobody chooses; all if fewer); ${move}`,
      ),
      sub: [
        line(
          'ref',
          depth,
          say(
            ctx,
            'この後の「それ」「それら」＝選ばれたカード',
            'later 「それ」/「それら」 = the chosen cards',
          ),
        ),
      ],
    };
  const seen = op.seeAll
    ? say(
        ctx,
        `${where}を全て見て（${chooser}だけが見る）、その中`,
        `looks at all of ${where} (only ${chooser}), then `,
      )
    : '';
  return {
    text: say(
      ctx,
      `${chooser}は${seen}${seen ? '' : same ? `自分の${zonesJa}` : where}から${what}を${count}選び、${move}`,
      `${chooser} ${verb(ctx, op.chooser, 'choose')} ${what} (${count}) in ${where}; ${move}`,
    ),
    sub: [
      decides(ctx, chooser, say(ctx, '選ぶカード（対象ではない）', 'the cards (not targets)'), depth),
      line(
        'ref',
        depth,
        say(ctx, 'この後の「それ」「それら」＝選んだカード', 'later 「それ」/「それら」 = the chosen cards'),
      ),
      ...(deckEnd && (op.ordered || op.count !== 1)
        ? [
            decides(
              ctx,
              chooser,
              say(
                ctx,
                'メインデッキに置く順番（選んだ順に1枚ずつ置く）',
                'the order they go into the deck (one at a time, as chosen)',
              ),
              depth,
            ),
          ]
        : []),
    ],
  };
}

/** 「メインデッキの上から3枚を見る。その中から…」 */
export function lookAtTopText(ctx: Ctx, op: Extract<EffectOp, { op: 'lookAtTop' }>, depth: number): OpText {
  // the ability's controller looks (the engine asks them), at `op.player`'s deck; `chooser`: the player the text
  // names (「対戦相手は…を見る」, issue 22)
  const own = op.player === 'you';
  const looker = op.chooser ? playerName(ctx, op.chooser) : say(ctx, 'あなた', 'you');
  const whose = playerName(ctx, op.player);
  const sub: ExplainLine[] = [];
  const deckJa = `${own ? '' : `${whose}の`}メインデッキ`;
  // mech23: 「上からX枚」 — X read as the step resolves; a counted number is compared as "many" below
  const count = typeof op.count === 'number' ? op.count : Number.POSITIVE_INFINITY;
  const counted = typeof op.count !== 'number';
  const shownCount = counted ? valuePhrase(ctx, op.count) : String(op.count);
  const fewer = counted
    ? say(
        ctx,
        'Xが0か、X枚ない場合は何もしない。Xは見る時に数える',
        'nothing happens when X is 0 or with fewer than X; X is counted as you look',
      )
    : say(ctx, `${shownCount}枚ない場合は何もしない`, `nothing happens with fewer than ${shownCount}`);
  const single = count === 1 && op.pick?.upTo === 1;
  const deckEn = `${own ? 'your' : `${whose}'s`} main deck`;
  let text = op.reveal
    ? say(
        ctx,
        `${playerPossessive(ctx, op.player)}メインデッキの上から${shownCount}枚を公開する（全員が見る。${fewer}）`,
        `reveal the top ${cards(shownCount)} of ${deckEn} (every player sees them; ${fewer})`,
      )
    : say(
        ctx,
        `${looker}は${deckJa}の上から${shownCount}枚を見る（${fewer}）`,
        `${looker} ${op.chooser ? 'looks' : 'look'} at the top ${cards(shownCount)} of ${deckEn} (${fewer})`,
      );
  if (op.pick) {
    const what = filterPhrase(ctx, op.pick.filter, 'card', true);
    const n = op.pick.exact
      ? op.pick.upTo >= count
        ? say(ctx, '全て', 'all')
        : say(ctx, `${op.pick.upTo}枚（選べるなら必ず）`, `${op.pick.upTo}, as many as you can`)
      : say(ctx, `${op.pick.upTo}枚まで`, `up to ${op.pick.upTo}`);
    const shown = op.pick.reveal ? say(ctx, '公開して', 'reveal them and ') : '';
    if (single) {
      // 「…一番上のカードを見る／公開する。それが…であれば、…。そうでなければ、…」
      const must = op.pick.exact
        ? say(ctx, '（必ず）', ' (you must)')
        : say(ctx, '（しなくてもよい）', ' (you may decline)');
      const any = !op.pick.filter || Object.keys(op.pick.filter).length === 0;
      text += any
        ? say(
            ctx,
            `。${shown}${destinationPhrase('ja', op.pick.to, 'それ')}${must}`,
            `; ${shown}${destinationPhrase('en', op.pick.to, 'it')}${must}`,
          )
        : say(
            ctx,
            `。それが${what}であれば、${shown}${destinationPhrase('ja', op.pick.to, 'それ')}${must}`,
            `; if it is ${what}, ${shown}${destinationPhrase('en', op.pick.to, 'it')}${must}`,
          );
    } else
      text += say(
        ctx,
        `。その中から${what}を${n}選び、${shown}${destinationPhrase('ja', op.pick.to, 'それ')}`,
        `; you choose ${what} (${n}) among them, ${shown}${destinationPhrase('en', op.pick.to, 'them')}`,
      );
    if (!op.pick.exact || count > op.pick.upTo)
      sub.push(decides(ctx, looker, say(ctx, '選ぶカード', 'the cards'), depth));
  }
  if (op.rest === 'keep') {
    // 「…枚見る」: the cards stay where they are; the one card looked at or revealed with a condition (m10b) says so
    if (single && op.pick && op.pick.filter && Object.keys(op.pick.filter).length > 0)
      text += say(
        ctx,
        '。そうでなければ、それはメインデッキの一番上に残る',
        '; otherwise it stays on top of the main deck',
      );
    return { text, sub };
  }
  const restJa = single ? 'そうでなければ、それ' : op.pick ? '残り' : 'それら';
  const restEn = op.pick ? 'the rest' : 'them';
  const putEn = (where: string) => (single ? `; otherwise put it ${where}` : `; put ${restEn} ${where}`);
  if (op.rest === 'trash')
    return { text: text + say(ctx, `。${restJa}をトラッシュに置く`, putEn('into the trash')), sub };
  if (op.rest === 'shuffle')
    return {
      text:
        text +
        say(
          ctx,
          `。${restJa}を${deckJa}に戻し、そのメインデッキをシャッフルする`,
          `${putEn(`back into ${deckEn}`)} and shuffle it`,
        ),
      sub,
    };
  if (op.rest === 'topOrBottom') {
    // 「そうでなければ、そのカードをメインデッキの一番上か一番下に置く」 (i22x8): the looker chooses
    text += say(
      ctx,
      `。${restJa}を${deckJa}の一番上か一番下に置く`,
      putEn(`on top of or at the bottom of ${deckEn}`),
    );
    sub.push(decides(ctx, looker, say(ctx, '一番上か一番下か', 'top or bottom'), depth));
    // 「上から2枚を見て、好きな順番で一番上か一番下に置く」 (t16b): the looker also orders each group (src/engine/choose.ts)
    if (count - (op.pick?.exact ? op.pick.upTo : 0) >= 2)
      sub.push(
        decides(
          ctx,
          looker,
          say(ctx, '一番上と一番下それぞれに置く順番', 'the order on top and at the bottom'),
          depth,
        ),
      );
    return { text, sub };
  }
  const top = op.rest === 'top';
  const rest = top
    ? say(ctx, `${deckJa}の一番上`, `on top of ${deckEn}`)
    : say(ctx, `${deckJa}の一番下`, `at the bottom of ${deckEn}`);
  text += say(ctx, `。${restJa}を${rest}に置く`, putEn(rest));
  if (count - (op.pick?.exact ? op.pick.upTo : 0) < 2) return { text, sub }; // one card left: no order
  sub.push(
    decides(
      ctx,
      op.orderBy === 'looker'
        ? say(ctx, 'あなた', 'you')
        : say(ctx, 'そのメインデッキの持ち主', "the deck's owner"),
      op.pick
        ? say(ctx, '残りを置く順番', 'the order of the rest')
        : say(ctx, 'それらを置く順番', 'the order they go back in'),
      depth,
    ),
  );
  return { text, sub };
}

/** 「メインデッキから…を1枚まで探して手札に加え、メインデッキをシャッフルする」 */
export function searchText(ctx: Ctx, op: Extract<EffectOp, { op: 'search' }>, depth: number): OpText {
  const who = playerName(ctx, op.player);
  const what = filterPhrase(ctx, op.filter, 'card', true);
  if (op.random)
    // i22tb6: the game's random generator chooses among the matching cards; nobody decides
    return {
      text: say(
        ctx,
        `${playerPossessive(ctx, op.player)}メインデッキの${what}から${op.upTo}枚をランダムに選び（誰も選ばない。足りなければあるだけ。なければ何もしない）、${op.reveal ? '公開して（全員が見る）' : ''}${destinationPhrase('ja', op.to, 'それ')}。その後メインデッキをシャッフルする`,
        `${op.upTo} of the ${what} in ${playerPossessive(ctx, op.player)} main deck ${op.upTo === 1 ? 'is' : 'are'} chosen at random (nobody chooses; all if fewer; none: nothing), ${op.reveal ? 'revealed (every player sees them), ' : ''}${destinationPhrase('en', op.to, 'them')}, then ${verb(ctx, op.player, 'shuffle')} the main deck`,
      ),
      sub: [],
    };
  return {
    text: say(
      ctx,
      `${who}はメインデッキから${what}を${op.upTo}枚${op.exact ? '（あれば必ず）選んで' : 'まで探して'}、${op.reveal ? '公開して（全員が見る）' : ''}${destinationPhrase('ja', op.to, 'それ')}。その後メインデッキをシャッフルする`,
      `${who} ${verb(ctx, op.player, 'search', 'searches')} the main deck for ${what} (${op.exact ? `${op.upTo}, as many as there are` : `up to ${op.upTo}`}), ${op.reveal ? 'reveal them (every player sees them), ' : ''}${destinationPhrase('en', op.to, 'them')}, then ${verb(ctx, op.player, 'shuffle')} the main deck`,
    ),
    sub: [decides(ctx, say(ctx, 'あなた', 'you'), say(ctx, '探すカード', 'the cards found'), depth)],
  };
}

/** 「メインデッキの一番上のカードを、パワー1000で《亡霊》を持つキャラクター「影」として裏向きで登場させる」 */
export function putFaceDownText(
  ctx: Ctx,
  op: Extract<EffectOp, { op: 'putFaceDown' }>,
  depth: number,
): OpText {
  const ref = (r: CardRef) => cardRefName(ctx, r);
  const s = (ja: string, en: string): OpText => ({ text: say(ctx, ja, en), sub: [] });
  const d = op.definition;
  const traits = d.traits.map((t) => `《${t}》`).join('');
  const kind =
    d.kind === 'character' ? say(ctx, 'キャラクター', 'character') : say(ctx, 'セットカード', 'set card');
  const host = op.host ? say(ctx, `（${ref(op.host)}にセットする）`, ` (set on ${ref(op.host)})`) : '';
  // issue 22: 「パワー+1000のセットカードとして」 gives no name (000 ■戦場の裏向きのカード)
  const name = d.name ? `「${d.name}」` : say(ctx, '（名前なし）', ' (no name)');
  const power = d.kind === 'set' && d.power >= 0 ? `+${d.power}` : String(d.power);
  // 000 ■戦場の裏向きのカード: it has only its definition (no abilities) until it leaves; a character enters active
  const how =
    d.kind === 'character'
      ? say(
          ctx,
          `（${op.asleep ? 'スリープ' : 'アクティブ'}で。能力なし。戦場を離れると表向きになり元のカードに戻る。メインデッキが0枚なら何もしない）`,
          ` (${op.asleep ? 'asleep' : 'active'}; no abilities; it turns face up and is itself again when it leaves; nothing with an empty main deck)`,
        )
      : '';
  const ja = `${playerPossessive(ctx, op.player)}メインデッキの一番上のカードを、パワー${power}${traits ? `で${traits}を持つ` : 'の'}${kind}${name}として裏向きで戦場に出す${host}${how}`;
  const en = `put the top card of ${playerPossessive(ctx, op.player)} main deck onto the battlefield face down as a ${kind}${d.name ? ` 「${d.name}」` : name} with power ${power}${traits ? ` and ${traits}` : ''}${host}${how}`;
  return s(ja, en);
}
