// `hflux explain` (src/explain/): the exact Japanese and English for representative starter cards and for
// cards of test/fixtures/explain.hf that use the DSL v2 parts of the contract.
import { describe, expect, test } from 'vitest';
import { ALL_CARDS } from '../../generated/index.js';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { compileFixture, fixtureCards } from '../helpers/fixtureCards.js';

// test/fixtures/explain.hf, compiled by the DSL like every test card
const FIXTURES = fixtureCards('explain');
const OATH = FIXTURES.card('盾の誓い');
const GUARDIAN = FIXTURES.card('守護竜');
const SEEKER = FIXTURES.card('探索者');

function card(name: string): CardDefinition {
  const def = ALL_CARDS.find((c) => c.name === name);
  if (!def) throw new Error(`no starter card ${name}`);
  return def;
}

function lines(def: CardDefinition, lang: 'ja' | 'en'): string[] {
  return renderExplanation(explainCard(def, lang)).trimEnd().split('\n');
}

describe('starter cards', () => {
  test('剣聖秘奥・天断: 【奥義：[条件]】, one target chosen at play, a process joined by その後 that fails with its target (HF-13.7, HF-5.4, HF-5.7, HF-5.6)', () => {
    expect(lines(card('剣聖秘奥・天断'), 'ja')).toEqual([
      '■ 剣聖秘奥・天断',
      '  コマンド・コスト2',
      '  【奥義：[《剣士》を持つキャラクター]】',
      '    プレイの条件：あなたの戦場か、ガードデッキの表向きのカードに、《剣士》を持つキャラクターがなければプレイできない。このカードをデッキに入れたプレイヤーは、ゲーム開始時にガードデッキのカードを好きな枚数公開できる（公開したカードは表向きのまま：HF-13.7、HF-2.3）',
      '  効果',
      '    いつ：このカードをプレイして、それが解決された時',
      '    対象1：パワー4000以下のキャラクター1体（このカードをプレイする時にあなたが選ぶ。対象がなければプレイできない：HF-5.4）',
      '    処理1：対象1を破壊する。',
      '    処理1の続き（その後）：あなたはメインデッキからカードを1枚引く。',
      '      前の部分が行えなかった場合（例：対象が不適切・破壊されない・破壊が置き換えられた）、この部分は行われない（HF-5.7、HF-5.9）',
      '      この処理の「あなた」＝このカードをプレイしたプレイヤー',
      '      それ＝対象1',
      '      処理1（その後の部分も含めて）は、対象1が不適切（もうその場所にない・条件に合わない）なら行われない（HF-5.6）',
    ]);
  });

  test('剣聖秘奥・天断: the same card in English (--lang en)', () => {
    expect(lines(card('剣聖秘奥・天断'), 'en')).toEqual([
      '■ 剣聖秘奥・天断',
      '  command · cost 2',
      '  【奥義：[《剣士》を持つキャラクター]】',
      '    Play condition: you can play it only with a character with 《剣士》 on your battlefield or face up in your guard deck. A player with this card in their deck may reveal any number of guard-deck cards at game start (they stay face up: HF-13.7, HF-2.3)',
      '  Effect',
      '    When: when you play this card and it resolves',
      '    Target 1: character with power 4000 or less (1) (you choose when you play this card; it cannot be played without a legal target: HF-5.4)',
      '    Process 1: destroy target 1.',
      '    Process 1, continued (その後): you draw 1 card from the main deck.',
      '      if the part before could not be carried out (e.g. the target is illegal, indestructible, or its destruction is replaced), this part does not happen (HF-5.7, HF-5.9)',
      '      「あなた」 in this process = the player who played this card',
      '      「それ」 = target 1',
      '      Process 1 (including its その後 part) does nothing if target 1 is illegal (gone from where it was, or no longer matching) (HF-5.6)',
    ]);
  });

  test('亡霊使いの少女: an auto ability: trigger, trigger order, target chosen when it triggers, 「…してもよい」 decided at resolution (HF-12.2, HF-5.5)', () => {
    expect(lines(card('亡霊使いの少女'), 'ja')).toEqual([
      '■ 亡霊使いの少女',
      '  キャラクター・コスト1・パワー1000・分類《発現者》',
      '  能力1（自動能力）',
      '    いつ：このキャラクターが戦場に登場した時（自動能力）',
      '    同時に誘発した自動能力の解決順は、ターンプレイヤーが決める（HF-12.2）',
      '    対象1：あなたのキャラクター1体（この能力が誘発した時にあなたが選ぶ：HF-5.5）',
      '    処理1：次を行ってもよい（行うかどうかは解決時にあなたが選ぶ）。',
      '      ・対象1を破壊する',
      '      それ＝対象1',
      '      処理1は、対象1が不適切（もうその場所にない・条件に合わない）なら行われない（HF-5.6）',
    ]);
  });

  test('紅蓮の大剣: a set card: its host chosen at play, its keyword ability working for the host (HF-4.4, HF-5.8, HF-13.3)', () => {
    expect(lines(card('紅蓮の大剣'), 'ja')).toEqual([
      '■ 紅蓮の大剣',
      '  セットカード・コスト1・パワー修正+1000（セット先に加わる）・分類《武器》（セットされている間、セット先もこの分類を持つ：000 ■セットカード）',
      '  セット',
      '    セット先：あなたのキャラクター（このカードをプレイする時にあなたが1つ選ぶ。解決前に不適切になればセットされずトラッシュに置かれる：HF-5.8）',
      '  【貫通】（キーワード能力・自動能力）',
      '    いつ：このカードのセット先が攻撃によるダメージでキャラクターを破壊した時（自動能力）',
      '    同時に誘発した自動能力の解決順は、ターンプレイヤーが決める（HF-12.2）',
      '    処理1：破壊されたキャラクターのコントローラーに1ダメージを与える。',
    ]);
  });

  test('血啜りの魔女: an activated ability with [カルネージX]: X chosen when paying (HF-12.4)', () => {
    expect(lines(card('血啜りの魔女'), 'ja')).toEqual([
      '■ 血啜りの魔女',
      '  キャラクター・コスト3・パワー2000・分類《術師》',
      '  能力1（起動能力）',
      '    いつ：あなたのメインフェイズ中（何も待機していない時）か、インタラプション・タイミングを得ている時に使用できる（起動能力：HF-12.4）',
      '    コスト：カルネージX（使用を宣言し対象を選んだ後に支払う）',
      '    X：コストを支払う時にあなたが決める（1以上：HF-12.4）',
      '    処理1：あなたはメインデッキからカードをX枚引く。',
    ]);
  });

  test('紅蓮の護符: a command with a damage trigger, revealed by its owner (HF-9.3)', () => {
    expect(lines(card('紅蓮の護符'), 'ja')).toEqual([
      '■ 紅蓮の護符',
      '  コマンド・コスト1',
      '  効果',
      '    いつ：このカードをプレイして、それが解決された時',
      '    対象1：あなたのキャラクター1体（このカードをプレイする時にあなたが選ぶ。対象がなければプレイできない：HF-5.4）',
      '    処理1：対象1のパワーを+2000する。',
      '      期間：ターン終了時まで',
      '      それ＝対象1',
      '      処理1は、対象1が不適切（もうその場所にない・条件に合わない）なら行われない（HF-5.6）',
      '  【ダメージトリガー】',
      '    いつ：このカードがダメージによってガードデッキからダメージフィールドに置かれた時、持ち主は公開してもよい。公開したら効果を解決する（リロードでは起きない：HF-9.3）',
      '    処理1：対戦相手のキャラクター全てに1000ダメージを与える。',
    ]);
  });
});

describe('fixture cards with the DSL v2 contract', () => {
  test('OATH (ja): several targets 「2体まで」 and 「それら」, a next-turn duration, protection, a zone count condition (HF-5.10, HF-12.9, HF-5.12)', () => {
    expect(lines(OATH, 'ja')).toEqual([
      '■ 盾の誓い',
      '  コマンド・コスト2',
      '  効果',
      '    いつ：このカードをプレイして、それが解決された時',
      '    対象1：あなたのキャラクター2体まで（このカードをプレイする時にあなたが選ぶ。1体以上2体まで選ぶ。対象がなければプレイできない：HF-5.4）',
      '    処理1：対象1（選んだ全て）は対戦相手のカードの効果の対象にならない（対象に選ばれた後で得た場合、解決時に不適切な対象になる：HF-5.12）。',
      '      期間：次の対戦相手のターン終了時まで',
      '      それら＝対象1（選んだ全て）',
      '      処理1は、対象1が全て不適切（もうその場所にない・条件に合わない）なら行われない（HF-5.6、HF-5.10）',
      '    処理2：条件を満たす場合、次を行う。',
      '      条件：あなたのトラッシュにキャラクターカードが3枚以上ある（解決時に確認）',
      '      ・あなたはメインデッキからカードを1枚引く',
    ]);
  });

  test('OATH (en): the same in English', () => {
    expect(lines(OATH, 'en')).toEqual([
      '■ 盾の誓い',
      '  command · cost 2',
      '  Effect',
      '    When: when you play this card and it resolves',
      '    Target 1: character you control (up to 2) (you choose when you play this card; choose 1 to 2; it cannot be played without a legal target: HF-5.4)',
      "    Process 1: target 1 (every card chosen) cannot be the target of your opponent's card effects (gained after being chosen, it makes the target illegal at resolution: HF-5.12).",
      "      Duration: until the end of your opponent's next turn",
      '      「それら」 = target 1 (every card chosen)',
      '      Process 1 does nothing if every card of target 1 is illegal (gone from where it was, or no longer matching) (HF-5.6, HF-5.10)',
      '    Process 2: if the condition holds, do the following.',
      '      Condition: 3 or more × character card in your trash (checked at resolution)',
      '      ・you draw 1 card from the main deck',
    ]);
  });

  test('GUARDIAN (ja): cost change, unaffected, an optional replacement, once per turn, modes chosen with the targets, each with a condition and 「…してもよい」 decided at resolution (HF-5.12, HF-5.11, HF-12.8, HF-5.13, HF-5.5, HF-12.1)', () => {
    expect(lines(GUARDIAN, 'ja')).toEqual([
      '■ 守護竜',
      '  キャラクター・コスト5・パワー5000・分類《竜》',
      '  能力1（自動能力・常時）',
      '    いつ：このカードが戦場に居る間、常に（[自動]：の継続的な効果）',
      '    効果：あなたの《竜》を持つカードのエネルギーコストは1少なくなる（プレイしてコストを支払う時に適用。0未満にはならない：HF-5.12）。',
      '  能力2（自動能力・常時）',
      '    いつ：このカードが戦場に居る間、常に（[自動]：の継続的な効果）',
      '    効果：このキャラクターは対戦相手のキャラクターの能力を受けない（ダメージトリガーは受ける）。',
      '    効果：このキャラクターが破壊される場合、代わりに次を行ってもよい（そのカードのコントローラーが選ぶ。1つの出来事に1回だけ：HF-5.11）。',
      '      ・そのカード（破壊されるカード）を持ち主の手札に戻す',
      '  能力3（自動能力）',
      '    いつ：このキャラクター以外の《竜》を持つあなたのキャラクターが戦場に登場した時（自動能力）',
      '    同時に誘発した自動能力の解決順は、ターンプレイヤーが決める（HF-12.2）',
      '    1ターンに1回（このカードのこの能力は1ターンに1回だけ誘発する：HF-12.8）',
      '    モード：以下から1つを選ぶ（この能力が誘発した時、対象より先にあなたが選ぶ。選んだモードだけが書かれた順に解決される：HF-5.13）',
      '      モード1「あなたの手札が3枚以下の場合、あなたはメインデッキからカードを1枚引いてもよい。」',
      '        モード1の処理1：条件を満たす場合、次を行う。',
      '          条件：あなたの手札が3枚以下である（解決時に確認）',
      '          ・次を行ってもよい（行うかどうかは解決時にあなたが選ぶ）',
      '            ・あなたはメインデッキからカードを1枚引く',
      '      モード2「あなたのトラッシュのキャラクターカード一枚を対象とし、あなたの手札が3枚以下の場合、それを手札に加えてもよい。」',
      '        モード2の対象1：あなたのトラッシュのキャラクターカード1枚（この能力が誘発した時にあなたが選ぶ：HF-5.5）',
      '        モード2の処理1：条件を満たす場合、次を行う。',
      '          条件：あなたの手札が3枚以下である（解決時に確認）',
      '          ・次を行ってもよい（行うかどうかは解決時にあなたが選ぶ）',
      '            ・対象1を持ち主の手札に加える',
      '          それ＝対象1',
      '          モード2の処理1は、対象1が不適切（もうその場所にない・条件に合わない）なら行われない（HF-5.6）',
    ]);
  });

  test('GUARDIAN (en): the same in English', () => {
    expect(lines(GUARDIAN, 'en')).toEqual([
      '■ 守護竜',
      '  character · cost 5 · power 5000 · traits 《竜》',
      '  Ability 1 (auto ability, continuous)',
      '    When: always, while this card is on the battlefield ([自動]： continuous effect)',
      '    Effect: the energy cost of your card with 《竜》 is 1 less (applied while paying; never below 0: HF-5.12).',
      '  Ability 2 (auto ability, continuous)',
      '    When: always, while this card is on the battlefield ([自動]： continuous effect)',
      "    Effect: this character is unaffected by your opponent's character abilities (damage triggers still affect it).",
      '    Effect: if this character would be destroyed, its controller may instead do the following (once per event: HF-5.11).',
      "      ・return that card (the one that would be destroyed) to its owner's hand",
      '  Ability 3 (auto ability)',
      '    When: when character you control with 《竜》 other than this character enters the battlefield (auto ability)',
      '    Auto abilities that trigger at the same time resolve in the order the turn player chooses (HF-12.2)',
      '    Once per turn (this ability of this card triggers once each turn at most: HF-12.8)',
      '    Modes: choose 1 of the following (you choose when this ability triggers, before targets; only the chosen modes resolve, in printed order: HF-5.13)',
      '      Mode 1 「あなたの手札が3枚以下の場合、あなたはメインデッキからカードを1枚引いてもよい。」',
      '        Mode 1 Process 1: if the condition holds, do the following.',
      '          Condition: your hand has 3 or fewer cards (checked at resolution)',
      '          ・you may do the following (you choose at resolution)',
      '            ・you draw 1 card from the main deck',
      '      Mode 2 「あなたのトラッシュのキャラクターカード一枚を対象とし、あなたの手札が3枚以下の場合、それを手札に加えてもよい。」',
      '        Mode 2 Target 1: character card in your trash (1) (you choose when this ability triggers: HF-5.5)',
      '        Mode 2 Process 1: if the condition holds, do the following.',
      '          Condition: your hand has 3 or fewer cards (checked at resolution)',
      '          ・you may do the following (you choose at resolution)',
      "            ・put target 1 into its owner's hand",
      '          「それ」 = target 1',
      '          Mode 2 Process 1 does nothing if target 1 is illegal (gone from where it was, or no longer matching) (HF-5.6)',
    ]);
  });

  test('SEEKER (ja): pick then 「それ」, reveal, moveAll, a 「…限り」 duration, [X] chosen when paying, once per use (HF-12.9, HF-12.4, HF-12.8)', () => {
    expect(lines(SEEKER, 'ja')).toEqual([
      '■ 探索者',
      '  キャラクター・コスト3・パワー2000',
      '  能力1（起動能力）',
      '    いつ：あなたのメインフェイズ中（何も待機していない時）か、インタラプション・タイミングを得ている時に使用できる（起動能力：HF-12.4）',
      '    コスト：エネルギーX（[X]）、このカードをスリープにする（[スリープ]）（使用を宣言し対象を選んだ後に支払う）',
      '    X：コストを支払う時にあなたが決める（1以上：HF-12.4）',
      '    1ターンに1回（このカードのこの能力は1ターンに1回だけ使用できる：HF-12.8）',
      '    処理1：あなたは自分のトラッシュからキャラクターカードを1枚選び、それを持ち主の手札に加える。',
      '      選ぶカード（対象ではない）は解決時にあなたが選ぶ',
      '      この後の「それ」「それら」＝選んだカード',
      '    処理1の続き（その後）：それを公開する。',
      '      前の部分が行えなかった場合（例：選べるカードがない）、この部分は行われない（HF-5.7、HF-5.9）',
      '      この処理の「あなた」＝この能力を持つカードのプレイヤー',
      '      処理1の続きの「それ」＝直前の手順で選んだカード',
      '    処理2：パワー2000以下の対戦相手のキャラクター全てを持ち主のメインデッキの一番下に置く。',
      '    処理3：このキャラクターのパワーを+Xする。',
      '      期間：あなたのターン中である限り（成り立たなくなった時点で終わる）',
    ]);
  });

  test('SEEKER (en): the same in English', () => {
    expect(lines(SEEKER, 'en')).toEqual([
      '■ 探索者',
      '  character · cost 3 · power 2000',
      '  Ability 1 (activated ability)',
      '    When: you may use it in your main phase while nothing is waiting, or when you hold an interruption window (activated ability: HF-12.4)',
      '    Cost: X energy ([X]), put this card to sleep ([スリープ]) (paid after declaring and choosing targets)',
      '    X: you choose it when paying the cost (at least 1: HF-12.4)',
      '    Once per turn (this ability of this card can be used once each turn: HF-12.8)',
      "    Process 1: you choose character card (1) in your trash; put it into its owner's hand.",
      '      you choose the cards (not targets) at resolution',
      '      later 「それ」/「それら」 = the chosen cards',
      '    Process 1, continued (その後): reveal it.',
      '      if the part before could not be carried out (e.g. there is no card to choose), this part does not happen (HF-5.7, HF-5.9)',
      '      「あなた」 in this process = the player of the card with this ability',
      '      「それ」 in Process 1, continued = the cards chosen in the step before',
      "    Process 2: put every character your opponent controls with power 2000 or less at the bottom of its owner's main deck.",
      '    Process 3: this character gets +X power.',
      '      Duration: as long as it is your turn (ends as soon as it stops holding)',
    ]);
  });
});

describe('targets checked once (issue 22)', () => {
  test('HF-5.6 a later process’s target note: checked as the effect begins, not against what an earlier process changed', () => {
    const def = compileFixture(
      [
        '【セット】test',
        '【カード】再突撃',
        '種別：コマンド',
        'コスト：3',
        'テキスト：',
        '  自分のスリープのキャラクター1体を対象とし、アクティブにする。ターン終了時まで、それは【強撃】を得る。',
      ].join('\n'),
    ).card('再突撃');
    const ja = lines(def, 'ja');
    expect(ja).toContain(
      '      処理1は、対象1が不適切（もうその場所にない・条件に合わない）なら行われない（HF-5.6）',
    );
    expect(ja).toContain(
      '      処理2は、対象1が効果の解決を始めた時に不適切だったか、もうその場所にないなら行われない（前の処理で変わった状態や分類では不適切にならない：HF-5.6）',
    );
    expect(lines(def, 'en')).toContain(
      '      Process 2 does nothing if target 1 was illegal when the effect began to resolve, or is gone from where it was (what an earlier process changed does not make it illegal: HF-5.6)',
    );
  });
});
