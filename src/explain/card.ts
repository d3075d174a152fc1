// A whole card definition → CardExplanation: header, then one section per part of the card.
import type {
  Ability,
  CardDefinition,
  Condition,
  DeckCondition,
  EffectOp,
  ExtraCost,
  Kuusou,
  Ougi,
  TrashPlay,
} from '../core/cardTypes.js';
import { keywordPrintedName } from '../keywords.js';
import { NESTED, abilityLines, abilityTitle } from './ability.js';
import { conditionPhrase } from './conditions.js';
import { effectLines, modalLines } from './effect.js';
import { CARD_FIELDS, checkFields } from './fields.js';
import { filterPhrase } from './filter.js';
import { namePlayLimitSection } from './namePlayLimit.js';
import { staticText } from './statics.js';
import { chooseTimePhrase, targetLines } from './targets.js';
import {
  type CardExplanation,
  type Ctx,
  type ExplainLine,
  type ExplainSection,
  type KeywordNames,
  type Lang,
  say,
  unexplained,
} from './types.js';
import { kindNoun } from './words.js';

function header(ctx: Ctx, def: CardDefinition): string {
  const parts = [kindNoun(ctx.lang, def.kind, false), say(ctx, `コスト${def.cost}`, `cost ${def.cost}`)];
  if (def.kind === 'character') parts.push(say(ctx, `パワー${def.power}`, `power ${def.power}`));
  if (def.kind === 'set') {
    const signed = def.power >= 0 ? `+${def.power}` : String(def.power);
    parts.push(say(ctx, `パワー修正${signed}（セット先に加わる）`, `power ${signed} (added to its host)`));
  }
  if (def.traits.length > 0) parts.push(traitsPart(ctx, def));
  return parts.join(say(ctx, '・', ' · '));
}

/**
 * The card's traits; a set card's go to its host while it is set (000 ■セットカード: 「セットされているキャラクターは
 * …セットカードに記載されている分類…を持つ」; src/engine/query.ts traitsOf), which explain says (issue 22, sc16).
 */
function traitsPart(ctx: Ctx, def: CardDefinition): string {
  const list = def.traits.map((t) => `《${t}》`).join('');
  if (def.kind !== 'set') return say(ctx, `分類${list}`, `traits ${list}`);
  return say(
    ctx,
    `分類${list}（セットされている間、セット先もこの分類を持つ：000 ■セットカード）`,
    `traits ${list} (while it is set, its host has these traits too: 000 ■セットカード)`,
  );
}

/** fixd task 4: a step of a command's effect that moves the command itself (「このカードをゲームから除外する」). */
function movesSelf(op: EffectOp): boolean {
  if (op.op === 'moveCard') return op.target === 'self';
  if (op.op === 'mayDo') return op.then.some(movesSelf) || (op.else?.some(movesSelf) ?? false);
  if (op.op === 'ifThen') return op.then.some(movesSelf) || (op.else?.some(movesSelf) ?? false);
  return false;
}

function mentionsIt(def: CardDefinition): boolean {
  return def.text.includes('それ');
}

/** A command's effect, or a set card's effect when it is set. */
function playSection(ctx: Ctx, def: CardDefinition): ExplainSection | null {
  if (!def.effect && !def.modal && !(def.targets && def.targets.length > 0)) return null;
  const c: Ctx = { ...ctx, targets: def.targets ?? [], chooseTime: 'play' };
  const when =
    def.kind === 'set'
      ? say(
          ctx,
          'いつ：このカードがセットされた時（セットされてから解決する：HF-4.4）',
          'When: when this card is set (it is set first, then this resolves: HF-4.4)',
        )
      : say(
          ctx,
          'いつ：このカードをプレイして、それが解決された時',
          'When: when you play this card and it resolves',
        );
  const lines: ExplainLine[] = [
    { kind: 'when', depth: 0, text: when },
    ...targetLines(c, def.targets ?? []),
    ...(def.effect ? effectLines(c, def.effect, NESTED, mentionsIt(def)) : []),
    ...(def.modal ? modalLines(c, def.modal, NESTED, chooseTimePhrase(c, 'play')) : []),
  ];
  if (def.kind === 'command' && def.effect?.processes.some((p) => p.steps.some(movesSelf)))
    lines.push({
      kind: 'note',
      depth: 0,
      text: say(
        ctx,
        'このカードは効果で移した先に残り、解決の後トラッシュに置かれない（移せなかった時はトラッシュに置かれる：HF-4.3）',
        'this card stays where its effect moved it and is not put into the trash after resolving (if it could not be moved, it is: HF-4.3)',
      ),
    });
  return { title: say(ctx, '効果', 'Effect'), lines };
}

/** issue 22: 「このカードは、…にのみプレイできる」. */
function playConditionSection(ctx: Ctx, cond: Condition): ExplainSection {
  const text = say(
    ctx,
    `このカードは、次の時にだけプレイできる：${conditionPhrase(ctx, cond)}（手札からもガードデッキからも：HF-5.1、HF-5.2）`,
    `this card can be played only when ${conditionPhrase(ctx, cond)} (from the hand or the guard deck: HF-5.1, HF-5.2)`,
  );
  return { title: say(ctx, 'プレイの条件', 'Play condition'), lines: [{ kind: 'when', depth: 0, text }] };
}

/** i22x7: 「このカードは、エネルギーコストに加えてカルネージNを支払わなければプレイできない」. */
function playCarnageSection(ctx: Ctx, carnage: number): ExplainSection {
  const text = say(
    ctx,
    `このカードをプレイする時は、どこからでも、エネルギーコストに加えてカルネージ${carnage}（あなたのダメージフィールドのカード${carnage}枚をトラッシュに置く：HF-11.2）を支払う。ダメージフィールドのカードが${carnage}枚未満ならプレイできない`,
    `playing this card, from anywhere, also costs carnage ${carnage} (${carnage} card(s) of your damage field to the trash: HF-11.2) on top of its energy cost; with fewer damage-field cards it cannot be played`,
  );
  return { title: say(ctx, '追加のコスト', 'Additional cost'), lines: [{ kind: 'when', depth: 0, text }] };
}

function extraCostWords(extra: ExtraCost): [string, string] {
  const n = extra.amount;
  if (extra.kind === 'energy')
    return [`エネルギー${n}（エネルギーコストに加えて：HF-5.3）`, `${n} more energy (HF-5.3)`];
  if (extra.kind === 'sleepCharacter')
    return [
      `あなたのアクティブのキャラクター${n}体をスリープにする（1体ずつ選ぶ：HF-3.2）`,
      `putting ${n} of your active characters to sleep (chosen one at a time: HF-3.2)`,
    ];
  return [
    `カルネージ${n}（あなたのダメージフィールドのカード${n}枚をトラッシュに置く：HF-11.2）`,
    `carnage ${n} (${n} card(s) of your damage field to the trash: HF-11.2)`,
  ];
}

/** mech13: 「このカードをプレイする時、あなたは追加でカルネージ2を支払ってもよい。」. */
function extraCostSection(ctx: Ctx, extra: ExtraCost): ExplainSection {
  const [what, whatEn] = extraCostWords(extra);
  const text = say(
    ctx,
    `このカードをプレイする時、支払うかどうかを選べる：${what}。「追加コストを支払っていた場合」の部分は、支払った時だけ行う`,
    `when you play this card you may also pay ${whatEn}; the part 「追加コストを支払っていた場合」 is done only if you did`,
  );
  return {
    title: say(ctx, '追加で支払えるコスト', 'Optional extra cost'),
    lines: [{ kind: 'when', depth: 0, text }],
  };
}

/** issue 22: 「このカードがあなたのトラッシュにある時、…トラッシュからプレイできる」. */
function trashPlaySection(ctx: Ctx, trashPlay: TrashPlay): ExplainSection {
  const extra = trashPlay.carnage
    ? say(
        ctx,
        `、エネルギーコストに加えてカルネージ${trashPlay.carnage}（あなたのダメージフィールドのカード${trashPlay.carnage}枚をトラッシュに置く：HF-11.2）を支払って`,
        `, paying carnage ${trashPlay.carnage} (${trashPlay.carnage} card(s) of your damage field to the trash: HF-11.2) on top of its energy cost`,
      )
    : say(ctx, '、エネルギーコストを支払って', ', paying its energy cost');
  const text = say(
    ctx,
    `このカードがあなたのトラッシュにある時、あなたは手札からプレイできる時に${extra}、このカードをトラッシュからプレイできる（HF-5.1、HF-5.2）`,
    `while this card is in your trash, you may play it from there when you could play it from your hand${extra} (HF-5.1, HF-5.2)`,
  );
  return {
    title: say(ctx, 'トラッシュからのプレイ', 'Playing from the trash'),
    lines: [{ kind: 'when', depth: 0, text }],
  };
}

function setOnSection(ctx: Ctx, def: CardDefinition): ExplainSection | null {
  if (def.kind !== 'set') return null;
  const what = def.setOn
    ? filterPhrase(ctx, def.setOn, 'host')
    : // 000 ■セットカード: 「自分のキャラクターも対戦相手のキャラクターも」; a world set 「キャラクターと同じように」
      say(
        ctx,
        'キャラクターかワールド・セット（どちらのプレイヤーのものでもよい：000 ■セットカード）',
        "character or world set (either player's: 000 ■セットカード)",
      );
  const text = say(
    ctx,
    `セット先：${what}（このカードをプレイする時にあなたが1つ選ぶ。解決前に不適切になればセットされずトラッシュに置かれる：HF-5.8）`,
    `Set on: one ${what} (you choose it when you play this card; if it becomes illegal before resolution, the card goes to the trash instead: HF-5.8)`,
  );
  return { title: say(ctx, 'セット', 'Set'), lines: [{ kind: 'setOn', depth: 0, text }] };
}

function ougiSection(ctx: Ctx, ougi: Ougi): ExplainSection {
  const what =
    'word' in ougi
      ? say(ctx, `「${ougi.word}」を名前に含むカード`, `a card whose name contains 「${ougi.word}」`)
      : filterPhrase(ctx, ougi.filter, 'card');
  const text = say(
    ctx,
    `プレイの条件：あなたの戦場か、ガードデッキの表向きのカードに、${what}がなければプレイできない。このカードをデッキに入れたプレイヤーは、ゲーム開始時にガードデッキのカードを好きな枚数公開できる（公開したカードは表向きのまま：HF-13.7、HF-2.3）`,
    `Play condition: you can play it only with a ${what} on your battlefield or face up in your guard deck. A player with this card in their deck may reveal any number of guard-deck cards at game start (they stay face up: HF-13.7, HF-2.3)`,
  );
  const title = 'word' in ougi ? `【奥義：${ougi.word}】` : `【奥義：[${ougi.label}]】`;
  return { title, lines: [{ kind: 'ougi', depth: 0, text }] };
}

function deckCondition(ctx: Ctx, c: DeckCondition): string {
  switch (c.kind) {
    case 'minWithTrait':
      return say(
        ctx,
        `デッキに《${c.trait}》を持つカードが${c.count}枚以上ある`,
        `the deck has ${c.count} or more cards with 《${c.trait}》`,
      );
    case 'maxCopies':
      return say(
        ctx,
        `同じ名前のカードを${c.count}枚までデッキに入れられる`,
        `up to ${c.count} copies of a name may be in the deck`,
      );
    case 'minOfKind': {
      const ja = c.cardKind ? kindNoun('ja', c.cardKind, true) : 'カード';
      const en = c.cardKind ? kindNoun('en', c.cardKind, true) : 'card';
      const world =
        c.cardKind === 'set' ? say(ctx, '（ワールド・セットも数える）', ' (world sets count too)') : '';
      const [traitJa, traitEn] = c.trait ? [`《${c.trait}》を持つ`, ` with 《${c.trait}》`] : ['', ''];
      if (c.deck) {
        const [deckJa, deckEn] =
          c.deck === 'main' ? ['メインデッキ', 'main deck'] : ['ガードデッキ', 'guard deck'];
        return say(
          ctx,
          `${deckJa}に${traitJa}${ja}${world}が${c.count}枚以上ある（${c.deck === 'main' ? 'ガードデッキ' : 'メインデッキ'}のカードは数えない）`,
          `the ${deckEn} holds ${c.count} or more ${en}s${traitEn}${world} (the ${c.deck === 'main' ? 'guard' : 'main'} deck's cards do not count)`,
        );
      }
      return say(
        ctx,
        `メインデッキとガードデッキに${traitJa}${ja}${world}が合計${c.count}枚以上ある`,
        `the main and guard decks hold ${c.count} or more ${en}s${traitEn} in total${world}`,
      );
    }
    case 'allWithAnyTrait': {
      const traits = c.traits.map((t) => `《${t}》`);
      const ja = c.cardKind ? 'キャラクターカード' : 'カード';
      const en = c.cardKind ? 'character card' : 'card';
      return say(
        ctx,
        `メインデッキとガードデッキの${ja}が全て${traits.join('か')}を持つ`,
        `every ${en} of the main and guard decks has ${traits.join(' or ')}`,
      );
    }
    case 'all':
      return c.conds.map((x) => deckCondition(ctx, x)).join(say(ctx, '、かつ', ', and '));
    default:
      return unexplained(c);
  }
}

function kuusouSection(ctx: Ctx, k: Kuusou): ExplainSection {
  const c: Ctx = { ...ctx, chooseTime: 'kuusou' };
  const lines: ExplainLine[] = [
    {
      kind: 'kuusou',
      depth: 0,
      text: say(
        ctx,
        `条件：${deckCondition(c, k.condition)}（ゲーム開始時に確認。1人1枚まで：HF-13.8）`,
        `Condition: ${deckCondition(c, k.condition)} (checked at game start; one per player: HF-13.8)`,
      ),
    },
    {
      kind: 'duration',
      depth: 0,
      text: say(
        ctx,
        '期間：ゲーム終了時まで（このカードが移動しても続く）',
        'Duration: until the end of the game (it lasts even if this card moves)',
      ),
    },
  ];
  if (k.effectCondition)
    lines.push({
      kind: 'condition',
      depth: 0,
      text: say(
        ctx,
        `効果の条件：${conditionPhrase(c, k.effectCondition)}（成り立っている間だけ有効）`,
        `Effect condition: ${conditionPhrase(c, k.effectCondition)} (works only while it holds)`,
      ),
    });
  for (const e of k.statics) {
    const t = staticText(c, e, 1, NESTED);
    lines.push(
      { kind: 'static', depth: 0, text: say(ctx, `効果：${t.text}。`, `Effect: ${t.text}.`) },
      ...t.sub,
    );
  }
  for (const a of k.abilities ?? [])
    lines.push(
      {
        kind: 'kuusou',
        depth: 0,
        text: say(
          ctx,
          '効果：ゲーム終了時まで、あなたは次の自動能力を持つ。',
          'Effect: until the end of the game you have this auto ability.',
        ),
      },
      ...abilityLines({ ...c, chooseTime: 'trigger' }, a).map((l) => ({ ...l, depth: l.depth + 1 })),
    );
  if (k.extraDeck)
    lines.push({
      kind: 'static',
      depth: 0,
      text: say(
        ctx,
        '効果：7枚のエクストラデッキを使い、そのカードを手札にあるかのようにプレイできる。',
        'Effect: you use a 7-card extra deck whose cards can be played as if from your hand.',
      ),
    });
  return { title: '【空装】', lines };
}

function damageTriggerSection(ctx: Ctx, def: CardDefinition): ExplainSection | null {
  if (!def.damageTrigger) return null;
  const c: Ctx = { ...ctx, targets: def.damageTriggerTargets ?? [], chooseTime: 'reveal' };
  const lines: ExplainLine[] = [
    {
      kind: 'when',
      depth: 0,
      text: say(
        ctx,
        'いつ：このカードがダメージによってガードデッキからダメージフィールドに置かれた時、持ち主は公開してもよい。公開したら効果を解決する（リロードでは起きない：HF-9.3）',
        'When: when damage puts this card from the guard deck into the damage field, its owner may reveal it; if they do, the effect resolves (not on reload: HF-9.3)',
      ),
    },
    ...targetLines(c, def.damageTriggerTargets ?? []),
    ...effectLines(c, def.damageTrigger, NESTED, mentionsIt(def)),
  ];
  return { title: '【ダメージトリガー】', lines };
}

export interface ExplainOptions {
  /** Printed keyword names (default: the generated table of rules/keywords.hf, src/keywords.ts). */
  keywordNames?: KeywordNames;
}

export function explainCard(
  def: CardDefinition,
  lang: Lang = 'ja',
  options: ExplainOptions = {},
): CardExplanation {
  checkFields(def, CARD_FIELDS, 'a card definition');
  const keywordNames = options.keywordNames ?? keywordPrintedName;
  const ctx: Ctx = { lang, keywordNames, cardKind: def.kind, targets: [], chooseTime: 'play' };
  const sections: ExplainSection[] = [];
  if (def.ougi) sections.push(ougiSection(ctx, def.ougi));
  if (def.kuusou) sections.push(kuusouSection(ctx, def.kuusou));
  if (def.playCondition) sections.push(playConditionSection(ctx, def.playCondition));
  if (def.trashPlay) sections.push(trashPlaySection(ctx, def.trashPlay));
  if (def.playCarnage) sections.push(playCarnageSection(ctx, def.playCarnage));
  if (def.extraCost) sections.push(extraCostSection(ctx, def.extraCost));
  if (def.namePlayLimit) sections.push(namePlayLimitSection(ctx, def.name, def.namePlayLimit));
  const setOn = setOnSection(ctx, def);
  if (setOn) sections.push(setOn);
  const play = playSection(ctx, def);
  if (play) sections.push(play);
  def.abilities.forEach((ability, i) => {
    sections.push({ title: abilityTitle(ctx, ability, i + 1), lines: abilityLines(ctx, ability) });
  });
  const trigger = damageTriggerSection(ctx, def);
  if (trigger) sections.push(trigger);
  return { id: def.id, name: def.name, lang, header: header(ctx, def), sections };
}

/**
 * A keyword of rules/keywords.hf (HF-13) explained as the abilities its definition expands to, as a card with
 * that keyword gets them: `hflux explain rules/keywords.hf`.
 */
export function explainKeyword(
  keyword: { name: string; id: string; abilities: readonly Ability[] },
  lang: Lang = 'ja',
  options: ExplainOptions = {},
): CardExplanation {
  const keywordNames = options.keywordNames ?? keywordPrintedName;
  const ctx: Ctx = { lang, keywordNames, cardKind: 'character', targets: [], chooseTime: 'play' };
  const sections = keyword.abilities.map((ability, i) => ({
    title: abilityTitle(ctx, ability, i + 1),
    lines: abilityLines(ctx, ability),
  }));
  const header = say(
    ctx,
    `キーワード能力（識別子 ${keyword.id}）：これを持つキャラクターは次の能力を持つ`,
    `keyword ability (identifier ${keyword.id}): a character with it has these abilities`,
  );
  return { id: keyword.id, name: `【${keyword.name}】`, lang, header, sections };
}
