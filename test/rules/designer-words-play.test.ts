// Issue 22 point 1: cards written in the designer vocabulary (codegen/dsl/designerWords.ts) play as their words
// say. The readings that name a card differently from the canonical text are played here: a set card naming its
// destroyed host (HF-4.4, RULING HF-9.6), 「このキャラクターのカード」, and a card entering 「あなたのキャラクターとして
// アクティブで」 (HF-3, docs/engine.md 「登場させる」).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../src/core/cardTypes.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { compileCard } from '../dsl/helpers.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';
import { onBattlefield } from '../helpers/lookup.js';

const named = (name: string, def: CardDefinition): CardDefinition => ({ ...def, name });

// 墓標の冠 (test/corpora/d4-kageori.hf): 「セットされているキャラクターが破壊された時、そのキャラクターのカードは
// トラッシュではなく持ち主の手札に戻る」.
const CROWN = named(
  '冠',
  compileCard('セット', [
    '[自動]：セットされたキャラクターが破壊された時、このキャラクターのカードを持ち主の手札に戻す。',
  ]),
);
// 糸に吊られた人形: the same on a character.
const DOLL = named(
  '人形',
  compileCard('キャラクター', [
    '[自動]：このキャラクターが破壊された時、このキャラクターのカードを持ち主の手札に戻す。',
  ]),
);
// 影の徴収: 「…を対象とし、それをあなたのキャラクターとしてアクティブで戦場に登場させる」.
const RAISE = named(
  '徴収',
  compileCard('コマンド', [
    'あなたのトラッシュにあるコスト4以下のキャラクターカード1枚を対象とし、それをあなたのキャラクターとしてアクティブで戦場に登場させる。',
  ]),
);
// 討伐 (destroy a character) and バニラ come from the HF-9.6 fixtures.
const CARDS = [CROWN, DOLL, RAISE, ...fixtureCards('hf09-destroyed-self').all];
type G = ReturnType<typeof makeGame>;
const zone = (g: G, id: number) => g.state.cards[id].zone;

describe('designer wording that names cards (issue 22)', () => {
  it('HF-4.4 RULING HF-9.6 a set card’s 「このキャラクター」 after its host was destroyed is that host: it returns to the hand', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['冠', '討伐'], battlefield: ['バニラ'], energy: 6 } });
    const host = onBattlefield(g, 'バニラ', 0);
    act(g, { type: 'play', card: cardId(g, '冠', 0), targets: [host] });
    passAll(g);
    act(g, { type: 'play', card: cardId(g, '討伐', 0), targets: [host] });
    passAll(g);
    expect(zone(g, host)).toBe('hand');
    expect(zone(g, cardId(g, '冠', 0))).toBe('trash'); // the set card itself goes to the trash (HF-4.4)
    expect(checkInvariants(g)).toEqual([]);
  });

  it('RULING HF-9.6 「このキャラクターのカードを持ち主の手札に戻す」 on a character: destroyed, then to its owner’s hand', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['討伐'], energy: 6 }, p1: { battlefield: ['人形'] } });
    const doll = onBattlefield(g, '人形', 1);
    act(g, { type: 'play', card: cardId(g, '討伐', 0), targets: [doll] });
    passAll(g);
    expect(zone(g, doll)).toBe('hand');
    expect(g.state.players[1].hand).toContain(doll);
  });

  it('HF-3 「あなたのキャラクターとしてアクティブで戦場に登場させる」: under your control and active, as any card an effect puts there', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['徴収'], trash: ['バニラ'], energy: 6 } });
    const vanilla = g.state.players[0].trash[0];
    act(g, { type: 'play', card: cardId(g, '徴収', 0), targets: [vanilla] });
    passAll(g);
    expect(zone(g, vanilla)).toBe('battlefield');
    expect(g.state.cards[vanilla].controller).toBe(0);
    expect(g.state.cards[vanilla].sleep).toBe(false);
    expect(checkInvariants(g)).toEqual([]);
  });
});
