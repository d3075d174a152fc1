// What a card gains (「【強撃】を得る」「対象にならない」「代わりに…」) as a predicate.
import type { EffectSourceFilter, Grant, Replacement } from '../core/cardTypes.js';
import { damageProofPhrase, damageReducePhrase } from './damageProof.js';
import { filterPhrase } from './filter.js';
import { cardRefName } from './refs.js';
import { type Ctx, type ExplainLine, say, unexplained } from './types.js';
import { keywordName } from './words.js';

/** Lines nested under the grant (a granted ability or replacement); filled in by ability.ts / effect.ts. */
export interface NestedExplainer {
  ability(ctx: Ctx, ability: Extract<Grant, { ability: unknown }>['ability'], depth: number): ExplainLine[];
  steps(ctx: Ctx, steps: Replacement['instead'], depth: number): ExplainLine[];
}

function sourcePhrase(ctx: Ctx, f: EffectSourceFilter): string {
  const by = f.by === 'opponent' ? say(ctx, '対戦相手の', "your opponent's ") : '';
  const from =
    f.from === 'character'
      ? say(ctx, 'キャラクター', 'character ')
      : f.from === 'command'
        ? say(ctx, 'コマンド', 'command ')
        : f.from === 'set'
          ? say(ctx, 'セットカード', 'set card ')
          : say(ctx, 'カード', 'card ');
  return say(ctx, `${by}${from}の効果`, `${by}${from}effects`);
}

function eventPhrase(ctx: Ctx, event: Replacement['event']): string {
  switch (event) {
    case 'destroyed':
      return say(ctx, '破壊される', 'would be destroyed');
    case 'damaged':
      return say(ctx, 'ダメージを受ける', 'would be dealt damage');
    case 'leaveBattlefield':
      return say(ctx, '戦場を離れる', 'would leave the battlefield');
    case 'toTrash':
      return say(ctx, 'トラッシュに置かれる', 'would be put into the trash');
    default:
      return unexplained(event);
  }
}

/** issue 22: the cause of destruction a replacement covers (RULING «Destroyed in battle or not», docs/engine.md). */
/**
 * RULING «Replaced lethal damage» (docs/engine.md): a replaced destruction by damage ≥ power waits for `instead`,
 * then the character, still on the battlefield with its damage, is destroyed if it still meets the condition.
 * True when that can happen: a destruction that may be by damage, and `instead` neither removes the damage nor
 * moves the affected card away (issue 22, sc8: 聖泉の護符 of d34x).
 */
function keepsLethalDamage(r: Replacement): boolean {
  if (r.event !== 'destroyed' || r.by === 'effect') return false;
  const ops = JSON.stringify(r.instead);
  if (ops.includes('"op":"removeDamage"')) return false;
  return !r.instead.some(
    (op) =>
      (op.op === 'moveCard' || op.op === 'destroy' || op.op === 'changeControl') && op.target === 'self',
  );
}

function causePhrase(ctx: Ctx, by: Replacement['by']): string {
  switch (by) {
    case undefined:
      return '';
    case 'battle':
      return say(
        ctx,
        'バトルで（攻撃か【反撃】のダメージの直後の確認で）',
        'in battle (by the check right after an attack’s or a 【反撃】’s damage) ',
      );
    case 'effect':
      return say(
        ctx,
        '効果によって（バトル以外で。パワー0も含む）',
        'other than in battle (power 0 included) ',
      );
    case 'damage':
      return say(
        ctx,
        'ダメージによって（受けたダメージがパワー以上になって：HF-9.4）',
        'by damage (its damage reached its power: HF-9.4) ',
      );
    case 'damageOrEffect':
      return say(
        ctx,
        'ダメージか効果によって（パワー0による破壊を除く：HF-9.5）',
        'by damage or an effect (not by power 0: HF-9.5) ',
      );
    default:
      return unexplained(by);
  }
}

function gainer(ctx: Ctx, who: string): string | undefined {
  if (who === cardRefName(ctx, 'self')) return ctx.selfName;
  return say(ctx, `この能力を得たカード（${who}）`, `the card that gained it (${who})`);
}

/** The predicate and the lines under it (at `depth`). `who` is the card that gains it. */
export function grantPhrase(
  ctx: Ctx,
  grant: Grant,
  who: string,
  depth: number,
  nested: NestedExplainer,
): { text: string; sub: ExplainLine[] } {
  const plain = (text: string) => ({ text, sub: [] });
  if ('keyword' in grant)
    return plain(
      say(
        ctx,
        `${who}は${keywordName(ctx, grant.keyword, 'ja')}を得る`,
        `${who} gains ${keywordName(ctx, grant.keyword, 'en')}`,
      ),
    );
  if ('trait' in grant)
    return plain(say(ctx, `${who}は《${grant.trait}》を得る`, `${who} gains 《${grant.trait}》`));
  if ('ability' in grant)
    return {
      text: say(ctx, `${who}は次の能力を得る`, `${who} gains this ability`),
      // in the granted ability, 「このキャラクター」 ('self') is the card that gained it
      sub: nested.ability({ ...ctx, selfName: gainer(ctx, who), granted: true }, grant.ability, depth),
    };
  if ('cannotAttack' in grant) return plain(say(ctx, `${who}は攻撃できない`, `${who} cannot attack`));
  if ('attackTax' in grant) {
    // issue 22 (src/engine/attackTax.ts): paid by the attacking character's controller when the attack is declared
    const ja = grant.attackTax.map((c) =>
      c.kind === 'energy'
        ? `アクティブなエネルギー${c.amount}枚をスリープにする`
        : c.kind === 'discard'
          ? `手札から${filterPhrase(ctx, c.filter, 'card', true)}を${c.count}枚捨てる（捨てるカードはそのプレイヤーが選ぶ）`
          : c.kind,
    );
    const en = grant.attackTax.map((c) =>
      c.kind === 'energy'
        ? `put ${c.amount} active energies to sleep`
        : c.kind === 'discard'
          ? `discard ${filterPhrase(ctx, c.filter, 'card', true)} (${c.count}) from the hand (that player chooses)`
          : c.kind,
    );
    return plain(
      say(
        ctx,
        `${who}は、そのプレイヤーが攻撃の宣言とともに次を支払わなければ攻撃できない：${ja.join('、')}（攻撃のたびに支払う。後攻マーカーは使えない：HF-8.1、HF-5.3）`,
        `${who} cannot attack unless its controller pays this as the attack is declared: ${en.join(', ')} (for each attack; the second-player marker cannot be used: HF-8.1, HF-5.3)`,
      ),
    );
  }
  if ('cannotDefend' in grant) return plain(say(ctx, `${who}は防御できない`, `${who} cannot defend`));
  if ('loseAbilities' in grant) return plain(lossPhrase(ctx, who, grant.loseAbilities));
  if ('cannotActivate' in grant)
    return plain(
      say(
        ctx,
        `${who}の起動能力は使用できない（すでに使用した起動能力は解決される：HF-12.4）`,
        `${who}'s activated abilities cannot be used (uses already declared still resolve: HF-12.4)`,
      ),
    );
  if ('unblockable' in grant)
    return plain(
      say(
        ctx,
        `${who}の攻撃は防御されない（どのキャラクターも防御を行えない：HF-8.3）`,
        `${who}'s attacks cannot be defended (no character may defend: HF-8.3)`,
      ),
    );
  if ('cannotAttackPlayer' in grant)
    return plain(
      say(
        ctx,
        `${who}はプレイヤーを攻撃できない（スリープのキャラクターへの攻撃はできる：HF-8.1）`,
        `${who} cannot attack players (it may still attack asleep characters: HF-8.1)`,
      ),
    );
  if ('cannotAttackCharacter' in grant)
    return plain(
      say(
        ctx,
        `${who}はキャラクターを攻撃できない（攻撃対象は対戦相手だけ：HF-8.1）`,
        `${who} cannot attack characters (it may attack only the opponent: HF-8.1)`,
      ),
    );
  if ('cannotBeAttacked' in grant)
    return plain(
      say(
        ctx,
        `${who}は攻撃されない（攻撃対象に選べない。防御は行える：HF-8.1、HF-8.3）`,
        `${who} cannot be attacked (it cannot be chosen as an attack's target; it may still defend: HF-8.1, HF-8.3)`,
      ),
    );
  if ('entersAsleep' in grant)
    return plain(
      say(
        ctx,
        `${who}はスリープで戦場に登場する（プレイでも効果でも、裏向きでも。登場した時点で確認する：000 登場、i22m9）`,
        `${who} enters the battlefield asleep (played or put there by an effect, face up or down; checked as it enters: 000 登場)`,
      ),
    );
  if ('noUntap' in grant)
    return plain(
      say(
        ctx,
        `${who}はそのプレイヤーのアクティブフェイズにアクティブにならない（他の効果でアクティブになることはある：HF-6.1）`,
        `${who} does not become active in its controller's active phase (other effects may still make it active: HF-6.1)`,
      ),
    );
  if ('untargetable' in grant) {
    const src = sourcePhrase(ctx, grant.untargetable);
    return plain(
      say(
        ctx,
        `${who}は${src}の対象にならない（対象に選ばれた後で得た場合、解決時に不適切な対象になる：HF-5.12）`,
        `${who} cannot be the target of ${src} (gained after being chosen, it makes the target illegal at resolution: HF-5.12)`,
      ),
    );
  }
  if ('unaffected' in grant) {
    const by = grant.by === 'opponent' ? say(ctx, '対戦相手の', "your opponent's ") : '';
    return plain(
      grant.unaffected === 'characterAbilities'
        ? say(
            ctx,
            `${who}は${by}キャラクターの能力を受けない（ダメージトリガーは受ける）`,
            `${who} is unaffected by ${by}character abilities (damage triggers still affect it)`,
          )
        : say(
            ctx,
            `${who}は${by}キャラクターカードの効果を受けない（ダメージトリガーも含む）`,
            `${who} is unaffected by ${by}character cards' effects (damage triggers included)`,
          ),
    );
  }
  if ('damageProof' in grant) return plain(damageProofPhrase(ctx, who, grant.damageProof));
  if ('damageReduce' in grant) return plain(damageReducePhrase(ctx, who, grant.damageReduce)); // mech23
  if ('replacement' in grant) {
    const r = grant.replacement;
    const event = eventPhrase(ctx, r.event);
    const cause = causePhrase(ctx, r.by);
    const text = r.optional
      ? say(
          ctx,
          `${who}が${cause}${event}場合、代わりに次を行ってもよい（そのカードのコントローラーが選ぶ。1つの出来事に1回だけ：HF-5.11）`,
          `if ${who} ${[event, cause.trim()].filter(Boolean).join(' ')}, its controller may instead do the following (once per event: HF-5.11)`,
        )
      : say(
          ctx,
          `${who}が${cause}${event}場合、代わりに次を行う（1つの出来事に1回だけ：HF-5.11）`,
          `if ${who} ${[event, cause.trim()].filter(Boolean).join(' ')}, instead do the following (once per event: HF-5.11)`,
        );
    // the replacement runs as a process of the affected card, and its 「これ」 ('self') is that card
    const affected = say(ctx, `そのカード（${event}カード）`, `that card (the one that ${event})`);
    const note = keepsLethalDamage(r)
      ? say(
          ctx,
          '（ダメージによる破壊なら、ダメージは取り除かれない：代わりの処理の後もダメージがパワー以上のままなら、そのまま破壊される：HF-5.11、HF-9.4）',
          ' (for a destruction by damage the damage stays: if it still reaches the power after the replacement, the card is destroyed all the same: HF-5.11, HF-9.4)',
        )
      : '';
    return { text: text + note, sub: nested.steps({ ...ctx, selfName: affected }, r.instead, depth) };
  }
  return unexplained(grant);
}

/** mech16: 「…は全ての能力を失う」「…は【神速】を失う」 (RULING «Abilities lost», docs/engine.md). */
function lossPhrase(ctx: Ctx, who: string, what: 'all' | readonly string[]): string {
  const note = {
    ja: '印刷された能力・セットカードの能力・それより前に期間のある効果で得た能力。後で得た能力と他のカードの常在能力が与える能力は失わない。使用済みの起動能力は解決に失敗する：HF-7.6',
    en: "printed, from set cards, or gained earlier from effects with a duration; abilities gained later and those other cards' continuous abilities give are kept; its activated abilities already used fail to resolve: HF-7.6",
  };
  if (what === 'all')
    return say(ctx, `${who}は全ての能力を失う（${note.ja}）`, `${who} loses all its abilities (${note.en})`);
  const ja = what.map((k) => keywordName(ctx, k, 'ja')).join('と');
  const en = what.map((k) => keywordName(ctx, k, 'en')).join(' and ');
  return say(ctx, `${who}は${ja}を失う（${note.ja}）`, `${who} loses ${en} (${note.en})`);
}
