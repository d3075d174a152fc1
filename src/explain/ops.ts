// One effect step (EffectOp) as a sentence, with the lines under it: its duration, who decides, nested steps.
import type { EffectOp, PlayerRef } from '../core/cardTypes.js';
import { grantsToGroup } from '../core/groupRules.js';
import { skipLine } from './chain.js';
import { lookAtTopText, pickText, putFaceDownText, searchText } from './choiceOps.js';
import { conditionPhrase, durationPhrase } from './conditions.js';
import { delayedPhrase } from './delayed.js';
import { fieldUnit, filterPhrase, setCardPhrase } from './filter.js';
import { type NestedExplainer, grantPhrase } from './grants.js';
import { inFullLines } from './inFull.js';
import { type OpText, all, cards, decides, line, period, verb } from './opHelpers.js';
import { cardRefName, playerName, playerPossessive } from './refs.js';
import { setCardOpText } from './setCardOps.js';
import { anyOf } from './statics.js';
import { type Ctx, type ExplainLine, say, unexplained } from './types.js';
import { signedPhrase, valuePhrase } from './values.js';
import { destinationPhrase, stateName, zoneName } from './words.js';

/** 「…を宣言する」 (issue 22): what is declared and from which list (RULING, docs/engine.md). */
const DECLARE_WHAT = {
  name: {
    ja: 'カード名を1つ',
    en: 'a card name',
    range: 'このゲームのカードプールにあるカードの名前から',
    rangeEn: "any name in the game's card pool",
  },
  kind: {
    ja: '「キャラクター」「コマンド」「セット」のいずれかを',
    en: 'character, command or set',
    range: 'ワールド・セットはセットに含む',
    rangeEn: 'a world set counts as a set',
  },
  trait: {
    ja: '分類を1つ',
    en: 'a trait',
    range: 'このゲームのカードプールにある分類から',
    rangeEn: "any trait in the game's card pool",
  },
} as const;

export type { OpText };

/** Steps nested under a step (ifThen, mayDo, replacements): one 「・」 line each with its own sub-lines. */
export function nestedSteps(
  ctx: Ctx,
  steps: readonly EffectOp[],
  depth: number,
  nested: NestedExplainer,
): ExplainLine[] {
  return steps.flatMap((op) => {
    const t = opText(ctx, op, depth + 1, nested);
    return [line('step', depth, `・${t.text}`), ...t.sub];
  });
}

/** The sentence for `op`; its sub-lines are at `depth`. */

/** 「…終了時まで」 of play bans and play cost changes (issue 22: src/engine/playBans.ts, playCosts.ts). */
const UNTIL = {
  thisTurn: ['このターンの終了時まで', 'until the end of this turn'],
  nextTurn: ['次のターンの終了時まで', 'until the end of the next turn'],
  yourNext: ['次のあなたのターンの終了時まで', 'until the end of your next turn'],
  opponentNext: ['次の対戦相手のターンの終了時まで', "until the end of your opponent's next turn"],
  game: ['ゲーム終了時まで', 'until the end of the game'],
} as const;

export function opText(ctx: Ctx, op: EffectOp, depth: number, nested: NestedExplainer): OpText {
  const s = (ja: string, en: string): OpText => ({ text: say(ctx, ja, en), sub: [] });
  const ref = (r: Parameters<typeof cardRefName>[1]) => cardRefName(ctx, r);
  const v = (x: Parameters<typeof valuePhrase>[1]) => valuePhrase(ctx, x);
  switch (op.op) {
    case 'draw':
      return s(
        `${playerName(ctx, op.player)}はメインデッキからカードを${v(op.count)}枚引く`,
        `${playerName(ctx, op.player)} ${verb(ctx, op.player, 'draw')} ${cards(v(op.count))} from the main deck`,
      );
    case 'shuffleDeck': // 「メインデッキをシャッフルする」 (m12): RULING «Cards shuffled into the main deck»
      return s(
        `${playerPossessive(ctx, op.player)}メインデッキをシャッフルする（カードを入れた後の順番は誰にも分からない）`,
        `shuffle ${playerPossessive(ctx, op.player)} main deck (nobody knows the order of the cards put into it)`,
      );
    case 'damageCharacter':
      return s(
        `${ref(op.target)}に${v(op.amount)}ダメージを与える`,
        `deal ${v(op.amount)} damage to ${ref(op.target)}`,
      );
    case 'damageCharacters':
      return s(
        `${all(ctx, op.filter)}に${v(op.amount)}ダメージを与える`,
        `deal ${v(op.amount)} damage to ${all(ctx, op.filter)}`,
      );
    case 'damagePlayer':
      return op.player === 'each'
        ? s(
            `各プレイヤーに同時に${v(op.amount)}ダメージを与える`,
            `deal ${v(op.amount)} damage to each player at the same time`,
          )
        : s(
            `${playerName(ctx, op.player)}に${v(op.amount)}ダメージを与える`,
            `deal ${v(op.amount)} damage to ${playerName(ctx, op.player)}`,
          );
    case 'destroy':
      return s(`${ref(op.target)}を破壊する`, `destroy ${ref(op.target)}`);
    case 'destroyAll':
      return s(`${all(ctx, op.filter)}を破壊する`, `destroy ${all(ctx, op.filter)}`);
    case 'lookHand':
      return s(
        `${playerName(ctx, op.looker)}は${playerName(ctx, op.player)}の手札を全て見る（見るだけで、公開も移動もしない）`,
        `${playerName(ctx, op.looker)} look(s) at every card of ${playerName(ctx, op.player)}'s hand (nothing is revealed or moved)`,
      );
    case 'failAttack':
      if (op.of !== undefined)
        return s(
          `${ref(op.of)}が今行っている攻撃は失敗する（防御もダメージもない）`,
          `the attack ${ref(op.of)} is making fails (no defense, no damage)`,
        );
      return s(
        '今行われている攻撃は失敗する（防御もダメージもない）',
        'the attack in progress fails (no defense, no damage)',
      );
    case 'destroyChosen': {
      const who = playerName(ctx, op.chooser);
      const what = filterPhrase(ctx, op.filter, 'character');
      const n =
        op.count === undefined
          ? say(ctx, '好きな数（0体でもよい）', 'any number (even none)')
          : op.upTo
            ? say(ctx, `${op.count}体まで（0体でもよい）`, `up to ${op.count} (even none)`)
            : say(ctx, `${op.count}体（いなければいるだけ）`, `${op.count} (as many as there are, if fewer)`);
      return s(
        `${who}は${what}を${n}選び、同時に破壊する（対象ではなく解決時に選ぶ）`,
        `${who} ${verb(ctx, op.chooser, 'choose')} ${n} × ${what} and destroy them at once (chosen at resolution, not targeted)`,
      );
    }
    case 'modifyPower':
      return {
        ...s(
          `${ref(op.target)}のパワーを${signedPhrase(ctx, op.amount)}する`,
          `${ref(op.target)} gets ${signedPhrase(ctx, op.amount)} power`,
        ),
        sub: [period(ctx, op.duration, depth)],
      };
    case 'setPower':
      // RULING «Power set or copied» (docs/engine.md, m10a)
      return {
        ...s(
          `${ref(op.target)}の元々のパワー（印刷された値）を${valuePhrase(ctx, op.value)}にする（解決時の値。セットカードやパワーの増減はその上に加算される）`,
          `${ref(op.target)}'s base power (its printed value) becomes ${valuePhrase(ctx, op.value)} (the value at resolution; set cards and power changes still add on top)`,
        ),
        sub: [period(ctx, op.duration, depth)],
      };
    case 'fight': {
      // RULING «Fight» (docs/engine.md, m11)
      const two = op.b ? `${ref(op.a)}と${ref(op.b)}` : ref(op.a);
      return s(
        `${two}（2体）は、それぞれ相手のパワーに等しいダメージを同時に与え合う（解決時のパワー。攻撃ではなく効果によるダメージ）`,
        `${two} (two characters) each deal damage equal to its power to the other, at once (powers at resolution; damage by the effect, not an attack)`,
      );
    }
    case 'swapPower': {
      // RULING «Power swap» (docs/engine.md, m11)
      const two = op.b ? `${ref(op.a)}と${ref(op.b)}` : ref(op.a);
      return {
        ...s(
          `${two}（2体）のパワーを入れ替える：それぞれの元々のパワー（印刷された値）を相手の解決時のパワーにする（セットカードやパワーの増減はその上に加算される）`,
          `${two} (two characters) swap powers: each one's base power (its printed value) becomes the other's power at resolution (set cards and power changes still add on top)`,
        ),
        sub: [period(ctx, op.duration, depth)],
      };
    }
    case 'modifyPowerAll':
      return {
        ...s(
          `${all(ctx, op.filter)}のパワーを${signedPhrase(ctx, op.amount)}する（今いるものだけ）`,
          `${all(ctx, op.filter)} gets ${signedPhrase(ctx, op.amount)} power (only those there now)`,
        ),
        sub: [period(ctx, op.duration, depth)],
      };
    case 'setState':
      return s(
        `${ref(op.target)}を${stateName('ja', op.state)}にする`,
        `make ${ref(op.target)} ${stateName('en', op.state)}`,
      );
    case 'setStateAll':
      return s(
        `${all(ctx, op.filter)}を${stateName('ja', op.state)}にする${
          op.counted
            ? `（これで${stateName('ja', op.state)}になったキャラクターが、この後の「この効果で${stateName('ja', op.state)}にしたキャラクター」）`
            : ''
        }`,
        `make ${all(ctx, op.filter)} ${stateName('en', op.state)}${
          op.counted
            ? ` (the characters this made ${stateName('en', op.state)} are the later "the characters this effect made ${stateName('en', op.state)}")`
            : ''
        }`,
      );
    case 'moveCard': {
      const face =
        op.faceUp === undefined || op.to === 'guardDeck' || op.to === 'damageField' // the phrase says the face itself
          ? ''
          : op.faceUp
            ? say(ctx, '表向きで', ' face up')
            : say(ctx, '裏向きで', ' face down');
      const inZone = typeof op.target === 'object' && ctx.targets[op.target.target]?.kind === 'cardInZone';
      const phrase = destinationPhrase(ctx.lang, op.to, ref(op.target), !inZone);
      // 「表向きでダメージフィールドに置く」: the damage field phrase says 裏向きで unless the text says otherwise
      const base =
        op.to === 'damageField' && op.faceUp === true
          ? phrase.replace('裏向きで', '表向きで').replace(' face down', ' face up')
          : phrase;
      const who = ref(op.target);
      // a character entering by an effect is active unless the text says 「スリープで」 ('battlefieldAsleep');
      // destinationPhrase already says so (once: 「アクティブでアクティブで」 was printed before, sc9)
      const text =
        op.to !== 'battlefield' || base.includes('アクティブで') || base.includes(' active')
          ? base
          : say(ctx, base.replace('戦場に', 'アクティブで戦場に'), `${base} active`);
      return {
        text: ctx.lang === 'ja' ? text.replace(`${who}を`, `${who}を${face}`) : `${text}${face}`,
        sub: [],
      };
    }
    case 'moveAll':
      return { text: destinationPhrase(ctx.lang, op.to, all(ctx, op.filter), true), sub: [] };
    case 'changeControl':
      return {
        ...s(
          `${playerName(ctx, op.to)}が${ref(op.target)}のコントロールを得る`,
          `${playerName(ctx, op.to)} ${verb(ctx, op.to, 'gain')} control of ${ref(op.target)}`,
        ),
        sub: [period(ctx, op.duration, depth)],
      };
    case 'changeControlAll':
      return {
        ...s(
          `${playerName(ctx, op.to)}が${all(ctx, op.filter)}のコントロールを得る（今いるものだけ）`,
          `${playerName(ctx, op.to)} ${verb(ctx, op.to, 'gain')} control of ${all(ctx, op.filter)} (only those there now)`,
        ),
        sub: [period(ctx, op.duration, depth)],
      };
    case 'chooseOnField': {
      const what =
        op.setOn === undefined
          ? filterPhrase(ctx, op.filter, 'character')
          : typeof op.setOn === 'object' && 'ref' in op.setOn
            ? say(
                ctx,
                `${cardRefName(ctx, op.setOn.ref)}にセットされている${filterPhrase(ctx, op.filter, 'set', true)}`,
                `${filterPhrase(ctx, op.filter, 'set', true)} set on ${cardRefName(ctx, op.setOn.ref)}`,
              )
            : setCardPhrase(ctx, op.filter, op.setOn);
      const unit = op.setOn === undefined ? fieldUnit(op.filter) : '枚';
      const n =
        op.count === 'any'
          ? say(ctx, `好きな数（0${unit}でもよい）`, 'any number')
          : `${op.count}${unit}${op.upTo ? 'まで' : ''}`;
      if (op.random)
        return s(
          `${what}を${op.count === 'any' ? n : `${op.count}${unit}`}ランダムに選ぶ（対象ではない。解決する時に無作為に決まり、誰も選ばない。足りなければいるだけ）`,
          `${op.count === 'any' ? 'any number' : op.count} of ${what} are chosen at random (not targets: on resolution, by nobody; fewer if there are fewer)`,
        );
      return s(
        `${playerName(ctx, op.chooser)}が${what}を${n}選ぶ（対象ではない。解決する時に選ぶ。足りなければいるだけ）`,
        `${playerName(ctx, op.chooser)} ${verb(ctx, op.chooser, 'choose')} ${op.count === 'any' ? 'any number' : `${op.upTo ? 'up to ' : ''}${op.count}`} of ${what} (not targets: chosen on resolution; fewer if there are fewer)`,
      );
    }
    case 'removeDamage':
      return op.amount === undefined
        ? s(`${ref(op.target)}が受けているダメージを全て取り除く`, `remove all damage from ${ref(op.target)}`)
        : s(
            `${ref(op.target)}が受けているダメージを${valuePhrase(ctx, op.amount)}取り除く（0未満にはならない）`,
            `remove ${valuePhrase(ctx, op.amount)} damage from ${ref(op.target)} (not below 0)`,
          );
    case 'removeDamageAll':
      return op.amount === undefined
        ? s(
            `${all(ctx, op.filter)}が受けているダメージを全て取り除く`,
            `remove all damage from ${all(ctx, op.filter)}`,
          )
        : s(
            `${all(ctx, op.filter)}が受けているダメージをそれぞれ${valuePhrase(ctx, op.amount)}取り除く（0未満にはならない）`,
            `remove ${valuePhrase(ctx, op.amount)} damage from each of ${all(ctx, op.filter)} (not below 0)`,
          );
    case 'pick':
      return pickText(ctx, op, depth);
    case 'declare': {
      // issue 22: RULING (docs/engine.md, 「宣言」): the controller chooses on resolution
      const what = DECLARE_WHAT[op.what];
      return s(
        `あなたは${what.ja}宣言する（解決時に選ぶ。${what.range}）`,
        `you declare ${what.en} (chosen on resolution; ${what.rangeEn})`,
      );
    }
    case 'reveal':
      return s(`${ref(op.target)}を公開する`, `reveal ${ref(op.target)}`);
    case 'revealTop':
      // mech21 (src/engine/effects/ops/revealTop.ts); mech22: backOnTop
      if (op.backOnTop)
        return s(
          `${playerPossessive(ctx, op.player)}メインデッキの一番上のカードを公開する（全員が見る。以降の「それ」はこのカード。メインデッキが0枚なら何も公開せず、この処理の残りは行われない）。公開したカードはメインデッキの一番上に戻す（公開しても動かないので、そのまま一番上にある。この処理が別の場所に置いたなら戻さない）`,
          `reveal the top card of ${playerPossessive(ctx, op.player)} main deck (every player sees it; it is 「それ」 from here on; with an empty deck nothing is revealed and the rest of this process is not done). The revealed card goes back on top (revealing does not move it, so it stays there; not if this process put it elsewhere)`,
        );
      return s(
        `${playerPossessive(ctx, op.player)}メインデッキの一番上のカードを公開する（全員が見る。カードはそのまま一番上に残り、以降の「それ」はこのカード。メインデッキが0枚なら何も公開せず、この処理の残りは行われない）`,
        `reveal the top card of ${playerPossessive(ctx, op.player)} main deck (every player sees it; it stays on top and is 「それ」 from here on; with an empty deck nothing is revealed and the rest of this process is not done)`,
      );
    case 'lookAtTop':
      return lookAtTopText(ctx, op, depth);
    case 'search':
      return searchText(ctx, op, depth);
    case 'putFaceDown':
      return putFaceDownText(ctx, op, depth);
    case 'grant': {
      const later = delayedPhrase(ctx, op, ref(op.target));
      if (later) return s(later.ja, later.en);
      const g = grantPhrase(ctx, op.grant, ref(op.target), depth, nested);
      return { text: g.text, sub: [period(ctx, op.duration, depth), ...g.sub] };
    }
    case 'grantAll': {
      const who =
        'replacement' in op.grant
          ? anyOf(ctx, filterPhrase(ctx, op.filter, 'character'))
          : all(ctx, op.filter);
      const g = grantPhrase(ctx, op.grant, who, depth, nested);
      // as modifyPowerAll: the engine grants to the characters there on resolution only (grantAll.ts);
      // one that comes later does not gain it (issue 22: explain says so for both) — except a rule on what
      // the group may do for some turns, which holds for later ones too (src/core/groupRules.ts, RULING)
      const now = grantsToGroup(op.grant, op.duration)
        ? say(ctx, '（後から登場したキャラクターにも）', ' (characters that enter later too)')
        : say(ctx, '（今いるものだけ）', ' (only those there now)');
      return { text: `${g.text}${now}`, sub: [period(ctx, op.duration, depth), ...g.sub] };
    }
    case 'negate':
      return s(
        `${ref(op.target)}を無効にする（解決されずにトラッシュに置かれる）`,
        `negate ${ref(op.target)} (it does not resolve and goes to the trash)`,
      );
    case 'moveTop':
      if (op.count !== undefined)
        return s(
          `${destinationPhrase('ja', op.to, `${playerPossessive(ctx, op.player)}メインデッキの上から${op.count}枚`)}（${op.count}枚ない場合はあるだけ、0枚なら何もしない）`,
          `${destinationPhrase('en', op.to, `the top ${cards(String(op.count))} of ${playerPossessive(ctx, op.player)} main deck`)} (as many as there are; nothing if the deck is empty)`,
        );
      return s(
        `${destinationPhrase('ja', op.to, `${playerPossessive(ctx, op.player)}メインデッキの一番上のカード`)}（メインデッキが0枚なら何もしない）`,
        `${destinationPhrase('en', op.to, `the top card of ${playerPossessive(ctx, op.player)} main deck`)} (nothing if the deck is empty)`,
      );
    case 'placeEnergy':
      return s(
        `${playerName(ctx, op.player)}はメインデッキの一番上のカード${v(op.count)}枚を${stateName('ja', op.state)}状態のエネルギーとして置く`,
        `${playerName(ctx, op.player)} ${verb(ctx, op.player, 'put')} the top ${cards(v(op.count))} of the main deck into the energy field ${stateName('en', op.state)}`,
      );
    case 'banPlay': {
      // issue 22 (src/engine/playBans.ts)
      const what = filterPhrase(ctx, op.filter, 'card', true);
      const until = UNTIL[op.until];
      return s(
        `${until[0]}、${playerName(ctx, op.player)}は${what}をプレイできない（手札・ガードデッキ・トラッシュのどこからも。禁止は許可に優先する：HF-12.7）`,
        `${until[1]}, ${playerName(ctx, op.player)} cannot play ${what} (from any zone; a prohibition wins over a permission: HF-12.7)`,
      );
    }
    case 'playCostChange': {
      // issue 22 (src/engine/playCosts.ts)
      const what = filterPhrase(ctx, op.filter, 'card', true);
      const until = UNTIL[op.until];
      const n = Math.abs(op.amount);
      const less = op.amount < 0;
      return s(
        `${until[0]}、${playerName(ctx, op.player)}がプレイする${what}のエネルギーコストは${n}${less ? '少なく' : '多く'}なる（どの領域からプレイしても、何枚プレイしても。ほかのコストの変更と足し合わせ、0未満にはならない：HF-5.12）`,
        `${until[1]}, each ${what} ${playerName(ctx, op.player)} ${verb(ctx, op.player, 'play')} costs ${n} ${less ? 'less' : 'more'} (from any zone, however many are played; added to the other cost changes, never below 0: HF-5.12)`,
      );
    }
    case 'pay': {
      // issue 22: all of it or nothing (RULING, docs/engine.md)
      const ja = op.carnage
        ? `カルネージ${op.carnage}（ダメージフィールドのカード${op.carnage}枚を選んでトラッシュに置く：HF-11.2）`
        : `エネルギー${op.energy}（アクティブなエネルギー${op.energy}枚をスリープにする：HF-5.3）`;
      const en = op.carnage
        ? `carnage ${op.carnage} (${op.carnage} chosen card(s) of the damage field to the trash: HF-11.2)`
        : `${op.energy} energy (${op.energy} active energies put to sleep: HF-5.3)`;
      return s(
        `${playerName(ctx, op.player)}は${ja}を支払う（全て支払えなければ何も支払わず、この処理は行われない。後攻マーカーは使えない）`,
        `${playerName(ctx, op.player)} ${verb(ctx, op.player, 'pay')} ${en} (if not all of it can be paid, nothing is paid and this step is not carried out; the second-player marker cannot be used)`,
      );
    }
    case 'sleepEnergy':
      if (op.upTo)
        return s(
          `${playerName(ctx, 'you')}は${playerPossessive(ctx, op.player)}アクティブ状態のエネルギーを${v(op.count)}枚まで選び、スリープにする（0枚から${v(op.count)}枚まで、何枚にするかは${playerName(ctx, 'you')}が選ぶ）`,
          `${playerName(ctx, 'you')} ${verb(ctx, 'you', 'choose')} up to ${v(op.count)} of ${playerPossessive(ctx, op.player)} active energies (any number from 0) and ${verb(ctx, 'you', 'put')} them to sleep`,
        );
      return s(
        `${playerPossessive(ctx, op.player)}アクティブ状態のエネルギーを${v(op.count)}枚スリープにする（アクティブ状態のエネルギーが${v(op.count)}枚未満ならあるだけ。エネルギーはどれも同じなので、どれがスリープになるかは選ばない）`,
        `put ${v(op.count)} of ${playerPossessive(ctx, op.player)} active energies to sleep (as many as there are if fewer; energies are alike, so which ones is not chosen)`,
      );
    case 'activateEnergy':
      if (op.upTo)
        return s(
          `${playerPossessive(ctx, op.player)}スリープ状態のエネルギーを${v(op.count)}枚まで選び、アクティブにする（0枚から${v(op.count)}枚まで、何枚にするかはそのプレイヤーが選ぶ）`,
          `${playerPossessive(ctx, op.player)} chooses up to ${v(op.count)} of ${playerPossessive(ctx, op.player)} sleeping energies (any number from 0) and makes them active`,
        );
      return s(
        `${playerPossessive(ctx, op.player)}スリープ状態のエネルギーを${v(op.count)}枚アクティブにする（スリープ状態のエネルギーが${v(op.count)}枚未満ならあるだけ。エネルギーはどれも同じなので、どれがアクティブになるかは選ばない。0枚にはできない）`,
        `make ${v(op.count)} of ${playerPossessive(ctx, op.player)} sleeping energies active (as many as there are if fewer; energies are alike, so which ones is not chosen; never none)`,
      );
    case 'nextPlayCost': {
      const what = filterPhrase(ctx, op.filter, 'card', true);
      const n = Math.abs(op.amount);
      const less = op.amount < 0;
      return s(
        `このターン、${playerName(ctx, op.player)}が次にプレイする${what}1枚のエネルギーコストは${n}${less ? '少なく' : '多く'}なる（そのプレイで使い切る。ターン終了時に無くなる。0未満にはならない：HF-5.12）`,
        `this turn, the next ${what} ${playerName(ctx, op.player)} ${verb(ctx, op.player, 'play')} costs ${n} ${less ? 'less' : 'more'} (used up by that play; gone at end of turn; never below 0: HF-5.12)`,
      );
    }
    case 'discard': {
      const who = playerName(ctx, op.player);
      if (op.random)
        return s(
          `${who}は手札からランダムに${v(op.count)}枚を選んで捨てる（誰も選ばない）`,
          `${who} ${verb(ctx, op.player, 'discard')} ${cards(v(op.count))} at random from the hand (nobody chooses)`,
        );
      return {
        text: say(
          ctx,
          `${who}は手札を${v(op.count)}枚捨てる`,
          `${who} ${verb(ctx, op.player, 'discard')} ${cards(v(op.count))} from the hand`,
        ),
        sub: [decides(ctx, who, say(ctx, '捨てるカード', 'which cards'), depth)],
      };
    }
    case 'loseGame':
      return s(
        `${playerName(ctx, op.player)}はゲームに敗北する`,
        `${playerName(ctx, op.player)} ${verb(ctx, op.player, 'lose')} the game`,
      );
    case 'ifThen': {
      const cond = conditionPhrase(ctx, op.cond);
      const sub = [
        line(
          'condition',
          depth,
          say(ctx, `条件：${cond}（解決時に確認）`, `Condition: ${cond} (checked at resolution)`),
        ),
        ...nestedSteps(ctx, op.then, depth, nested),
      ];
      if (op.else) {
        sub.push(line('condition', depth, say(ctx, 'そうでない場合：', 'Otherwise:')));
        sub.push(...nestedSteps(ctx, op.else, depth + 1, nested));
      }
      return {
        text: say(ctx, '条件を満たす場合、次を行う', 'if the condition holds, do the following'),
        sub,
      };
    }
    case 'repeat':
      // issue 22 (src/engine/effects/ops/repeat.ts)
      return {
        text: say(
          ctx,
          `次を${v(op.count)}回続けて行う（回数はこの処理を始める時に数える。1回ごとに選び直し、前の回の結果を見る。多くても50回）`,
          `do the following ${v(op.count)} times in a row (counted when this step starts; each time chooses anew and sees what the time before did; at most 50 times)`,
        ),
        sub: nestedSteps(ctx, op.then, depth, nested),
      };
    case 'mayDo': {
      // 「自分のキャラクター1体を破壊してもよい」 is two steps (choose, then destroy): both are the part done first
      const lead = op.then[0]?.op === 'chooseOnField' && op.then.length > 1 ? 2 : 1;
      return {
        text: op.chooser
          ? say(
              ctx,
              `次を行ってもよい（行うかどうかは解決時に${playerName(ctx, op.chooser)}が選ぶ）`,
              `${playerName(ctx, op.chooser)} may do the following (they choose at resolution)`,
            )
          : say(
              ctx,
              '次を行ってもよい（行うかどうかは解決時にあなたが選ぶ）',
              'you may do the following (you choose at resolution)',
            ),
        sub: [
          ...nestedSteps(ctx, op.then, depth, nested),
          ...inFullLines(ctx, op.then, depth),
          // 「そうした場合、」: the parts after the first happen only if it was done (a 「そうしなかった場合」 part run when
          // nothing was chosen is no such part, t15b)
          ...(op.then.slice(lead).some((s) => !(s.op === 'ifThen' && s.cond.kind === 'nothingDone'))
            ? skipLine(ctx, op.then[lead - 1], depth, [
                `「そうした場合」の部分（${lead + 1}つ目以降）`,
                'the 「そうした場合」 part',
              ])
            : []),
          // 「そうしなかった場合、」 (issue 22): what happens instead when it is declined, or accepted but its first step
          // cannot be done (src/engine/tasks.ts: notDone)
          ...(op.else?.length
            ? [
                line(
                  'condition',
                  depth,
                  say(
                    ctx,
                    '行わないことを選んだ場合（行うことを選んでも最初の処理が行えなかった場合も）：',
                    'If it is not done (declined, or its first step cannot be done):',
                  ),
                ),
                ...nestedSteps(ctx, op.else, depth + 1, nested),
              ]
            : []),
        ],
      };
    }
    case 'attach':
    case 'moveAttached':
    case 'chooseInZone':
      return setCardOpText(ctx, op);
    default:
      return unexplained(op);
  }
}
