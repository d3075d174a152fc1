// References and players: 「それ」「これ」「このキャラクター」… → CardRef, 「あなた」… → PlayerRef.
// 「それ」 means the latest target (or the card the previous step acted on); lowering tracks it per effect.
import type { CardRef, PlayerRef } from '../../../src/core/cardTypes.js';
import type { IRPlayer, IRRef, IRSelfRef, Span } from '../ir.js';
import { REF_WORDS } from '../print/words.js';
import type { CardEnv } from './env.js';

/** What 「それ」 stands for at a point of an effect; null when nothing was named yet. */
export interface Antecedent {
  it: CardRef | null;
  /**
   * Issue 22: 「それ」 opening a sentence after one that acted on cards (「…とする。それらを…」) names nothing, since
   * a new process starts with nothing acted on (HF-5.7); HF-E016 then suggests the two sentences joined as one.
   */
  joinHint?: { span: Span; text: string };
  /**
   * Issue 22: 「それ」 is the cards just chosen in a zone (the hand, the damage field…), which are no characters:
   * 「そのキャラクター」 then still names what 「それ」 named before the choice (usually the target).
   */
  zonePick?: { before: CardRef | null };
}

/** 「このキャラクター」 on a set card is the character it is set on (HF-4.4). */
function thisCharacter(env: CardEnv): CardRef {
  if (env.kind === 'set') return env.host ?? 'host';
  return env.replacesOther ? 'source' : 'self';
}

/**
 * 「このカード」: on a set card, the set card itself (the physical card carrying the ability); on any other
 * card the card itself as an object, so HF-5.6 applies: once it has moved to another zone a later
 * 「このカード」 means nothing (「…このカードを手札に戻す。このカードを…」 moves it once).
 */
function thisCard(env: CardEnv): CardRef {
  return env.kind === 'set' || env.replacesOther ? 'source' : 'self';
}

export function lowerRef(ref: IRRef | IRSelfRef, env: CardEnv, antecedent: Antecedent): CardRef {
  switch (ref.word) {
    case 'attackerOfThis':
    case 'attacking':
      return 'attacker';
    case 'defending':
      return 'defender';
    case 'destroyedVictim': {
      // 「…を破壊してもよい。そうした場合、…破壊したキャラクターのパワー」 (issue 22): the character the effect's own
      // choice destroyed; otherwise the victim of the trigger's event (「…を破壊した時」)
      const { choice, initialIt } = antecedent as { choice?: { to?: string }; initialIt?: CardRef };
      if (choice?.to === 'destroy') return 'chosen';
      if (initialIt !== 'eventCard')
        env.report({
          code: 'HF-E040',
          span: ref.span,
          args: {
            mechanic:
              '前の処理で破壊したキャラクターを参照する書き方（「…を破壊してもよい。そうした場合、破壊したキャラクターの…」は書けます）',
            mechanicEn:
              'referring to a character an earlier step destroyed (after 「…を破壊してもよい」 it is supported)',
            phrase: '破壊したキャラクター',
            nearest:
              'キャラクター一体を対象とし、それを破壊する。その後、あなたはメインデッキからカードを1枚引く。',
          },
        });
      return 'eventCard';
    }
    case 'madeActive':
    case 'madeAsleep':
      return madeByThisEffect(ref, env, antecedent);
    case 'hostOfThis':
      return 'host';
    case 'thisCharacter':
    case 'this':
      return thisCharacter(env);
    case 'thisCard':
      return thisCard(env);
    // 「このキャラクターのカード」 (issue 22): the card of the character whose ability this is — on a set card the
    // host, as the object the ability's own card is ('self', followed into limbo when destroyed, RULING HF-9.6)
    case 'thisCharacterCard':
      return 'self';
    case 'former':
    case 'latter': {
      // 「AとBを対象とする。…前者の…、後者の…」 (i22tb6): the first / the second of the effect's last two targets
      const targets = (antecedent as { targets?: readonly unknown[] }).targets;
      if (!targets || targets.length < 2) {
        env.report({ code: 'HF-E016', span: ref.span, args: { word: REF_WORDS[ref.word] } });
        return 'it';
      }
      return { target: targets.length - (ref.word === 'former' ? 2 : 1) };
    }
    case 'it':
    case 'them': {
      // 「それら」: every card chosen for the last target (HF-5.10)
      // 「そのキャラクター」 names the last target even after a choice in a zone; without one it is 「それ」
      const character = ref.kind === 'ref' && ref.character === true;
      if (character && antecedent.zonePick) {
        if (antecedent.zonePick.before !== null) return antecedent.zonePick.before;
        env.report({ code: 'HF-E016', span: ref.span, args: { word: 'そのキャラクター' } });
        return 'it';
      }
      if (antecedent.it !== null) return antecedent.it;
      if (antecedent.joinHint) {
        const { span, text } = antecedent.joinHint;
        env.report({ code: 'HF-E016', span, args: { word: REF_WORDS.it }, suggestion: text });
        antecedent.joinHint = undefined; // once per sentence
      } else
        env.report({
          code: 'HF-E016',
          span: ref.span,
          args: { word: character ? 'そのキャラクター' : REF_WORDS.it },
        });
      return 'it';
    }
  }
}

/**
 * i22tb9: 「…全てをアクティブにする。この効果でアクティブにしたキャラクターのパワーを…」: the characters whose state the
 * effect's latest 「…全てを…にする」 step changed (RULING, docs/engine.md) — that step records them (its `counted`, kept
 * in the effect's context as its latest choice is). After anything else, or a step of the other state, HF-E040.
 */
function madeByThisEffect(ref: IRRef | IRSelfRef, env: CardEnv, antecedent: Antecedent): CardRef {
  const state = ref.word === 'madeActive' ? 'active' : 'sleep';
  const choice = (
    antecedent as {
      choice?: { seen: boolean; to?: string; field?: boolean; stateAll?: { state: string; counted?: true } };
    }
  ).choice;
  const step = choice?.stateAll;
  if (choice && step?.state === state) {
    step.counted = true;
    // a later 「この方法で…した枚数」 counts these characters, not an earlier choice (lower/sentence.ts movedCount)
    choice.seen = true;
    choice.field = true;
    choice.to = state;
    return 'chosen';
  }
  env.report({
    code: 'HF-E040',
    span: ref.span,
    args: {
      mechanic:
        '前の処理で動いたカードを参照する書き方（直前の「…全てをアクティブにする」で状態が変わったキャラクター「この効果でアクティブにしたキャラクター」や、選んで動かしたカードの枚数「この方法で除外したカード1枚につき」は書けます）',
      mechanicEn:
        'referring to cards an earlier step changed (after 「…全てをアクティブ／スリープにする」 it is supported)',
      phrase: REF_WORDS[ref.word],
      nearest:
        'あなたのスリープであるキャラクターを全てアクティブにする。この効果でアクティブにしたキャラクターのパワーを、ターン終了時まで+1000する。',
    },
  });
  return 'it';
}

export function lowerPlayer(player: IRPlayer, env: CardEnv, antecedent: Antecedent): PlayerRef {
  if (!('ref' in player)) return player.kind === 'you' ? 'you' : 'opponent';
  const card = lowerRef(player.ref, env, antecedent);
  return player.kind === 'controllerOf' ? { controllerOf: card } : { ownerOf: card };
}
