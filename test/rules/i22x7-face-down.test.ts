// Issue 22 (i22x7): a face-down card defined in the sentence after the one that puts it, as designers write it
// (codegen/dsl/designerWordsI22x7.ts) — asleep 「裏向きかつスリープで」, a name, 「エネルギーコスト0」, 「テキストを持たない」,
// 「上から2枚までを、1枚ずつ…それぞれ」, a face-down set card — played in the engine (000 ■戦場の裏向きのカード,
// RULING HF-14.3, HF-10.3).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../codegen/dsl/diagnostics/format.js';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { abilitiesOf, costOf, nameOf as engineName, powerOf, traitsOf } from '../../src/engine/query.js';
import { explainCard } from '../../src/explain/index.js';
import { parse } from '../dsl/helpers.js';
import { fixtureCards } from '../helpers/fixtureCards.js';
import { act, cardId, makeGame, passAll } from '../helpers/harness.js';

const FIXTURE = 'test/fixtures/i22x7-face-down.hf';
const FILE = fixtureCards('i22x7-face-down');
const CARDS = FILE.all;
type G = ReturnType<typeof makeGame>;
const nameOf = (g: G, id: number) => g.defs.get(g.state.cards[id].def)?.name;
const faceDown = (g: G) => g.state.battlefield.filter((id) => !g.state.cards[id].faceUp);
const onField = (g: G, name: string) => g.state.battlefield.find((id) => nameOf(g, id) === name) ?? -1;

function play(g: G, name: string, targets: number[] = []): void {
  act(g, { type: 'play', card: cardId(g, name, 0), targets });
  passAll(g);
}

describe('「…を裏向き・スリープで登場させる。それは…として扱う」 (i22x7)', () => {
  it('RULING HF-14.3: the top card enters face down and asleep, power 1000, 《忍》《分身》, no name, no abilities', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['一閃'], battlefield: ['変わり身'], main: ['赤'] } });
    play(g, '一閃', [onField(g, '変わり身')]);
    passAll(g);
    const [id] = faceDown(g);
    expect(id).toBeDefined();
    expect(nameOf(g, id)).toBe('赤');
    expect(g.state.cards[id].sleep).toBe(true);
    expect(g.state.cards[id].controller).toBe(0);
    expect(powerOf(g, id)).toBe(1000);
    expect(traitsOf(g, id)).toEqual(['忍', '分身']);
    expect(engineName(g, id)).toBe('');
    expect(abilitiesOf(g, id)).toEqual([]);
    expect(g.state.players[0].hand).toHaveLength(0); // 赤's own enter ability does not trigger: it has none
  });

  it('HF-10.3: an empty main deck puts nothing and does not reload', () => {
    const g = makeGame({
      cards: CARDS,
      p0: { hand: ['一閃'], battlefield: ['変わり身'], main: [], mainCount: 0 },
    });
    play(g, '一閃', [onField(g, '変わり身')]);
    passAll(g);
    expect(faceDown(g)).toHaveLength(0);
  });
});

describe('「そのカードは、カード名「歯車人形」、エネルギーコスト0、分類《機巧》《人形》、パワー2000を持ち、テキストを持たない…」', () => {
  it('RULING HF-14.3: named 「歯車人形」, active, power 2000, 《機巧》《人形》, cost 0; leaving ends the definition', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['人形使い'], main: ['赤', '青'] } });
    play(g, '人形使い');
    passAll(g);
    const [id] = faceDown(g);
    expect(nameOf(g, id)).toBe('赤');
    expect(engineName(g, id)).toBe('歯車人形');
    expect(g.state.cards[id].sleep).toBe(false);
    expect(powerOf(g, id)).toBe(2000);
    expect(traitsOf(g, id)).toEqual(['機巧', '人形']);
    expect(costOf(g, id)).toBe(0);
  });

  it('「上から2枚までを、1枚ずつ…それぞれ」: the top card twice; one card in the deck: one, no reload', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['量産ライン'], main: ['赤', '青', '赤'] } });
    play(g, '量産ライン');
    const ids = faceDown(g);
    expect(ids.map((id) => nameOf(g, id)).sort()).toEqual(['赤', '青'].sort());
    for (const id of ids) expect(engineName(g, id)).toBe('歯車人形');
    const few = makeGame({ cards: CARDS, p0: { hand: ['量産ライン'], main: ['青'], mainCount: 1 } });
    play(few, '量産ライン');
    expect(faceDown(few)).toHaveLength(1);
    expect(few.state.players[0].damageField).toHaveLength(0);
  });

  it('「名前とテキストを持たない、コスト0、パワー1000の《機甲》《ドローン》キャラクター」: no name, active', () => {
    const g = makeGame({ cards: CARDS, p0: { battlefield: ['ドローン母機'], main: ['赤'] } });
    act(g, { type: 'activate', card: onField(g, 'ドローン母機'), ability: 'p0' });
    passAll(g);
    const [id] = faceDown(g);
    expect(engineName(g, id)).toBe('');
    expect(powerOf(g, id)).toBe(1000);
    expect(traitsOf(g, id)).toEqual(['機甲', 'ドローン']);
    expect(g.state.cards[id].sleep).toBe(false);
  });

  it('「…を裏向きでそれにセットする。そのカードは、パワー＋１０００を持ち、《宝》を持つセットカードとして扱う」', () => {
    const g = makeGame({ cards: CARDS, p0: { hand: ['宝積み'], battlefield: ['青'], main: ['赤'] } });
    const host = onField(g, '青');
    play(g, '宝積み', [host]);
    expect(g.state.cards[host].attachments).toHaveLength(1);
    const [set] = g.state.cards[host].attachments;
    expect(nameOf(g, set)).toBe('赤');
    expect(g.state.cards[set].faceUp).toBe(false);
    expect(powerOf(g, host)).toBe(4000);
    expect(traitsOf(g, host)).toContain('宝');
  });
});

describe('the readings: printer, explain, what is not read (i22x7)', () => {
  it('hflux fmt prints the one-sentence definition and it compiles to the same card', () => {
    const text = readFileSync(FIXTURE, 'utf8');
    const first = compileText(text, FIXTURE);
    const printed = printFile(parse(text, FIXTURE).ir);
    expect(printed).toContain('裏向きかつスリープで登場させる');
    expect(printed).toContain(
      'パワー2000で《機巧》《人形》を持つキャラクター「歯車人形」として裏向きで登場させる',
    );
    const again = compileText(printed, FIXTURE);
    expect(again.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d))).toEqual(
      [],
    );
    expect(printFile(parse(printed, FIXTURE).ir)).toBe(printed);
    expect(again.cards.map((c) => c.def.abilities)).toEqual(first.cards.map((c) => c.def.abilities));
  });

  it('explain says asleep, the name and the power', () => {
    const text = (name: string) => JSON.stringify(explainCard(FILE.card(name)));
    expect(text('変わり身')).toContain('スリープで');
    expect(text('人形使い')).toContain('「歯車人形」');
    expect(text('人形使い')).toContain('アクティブで');
  });

  it('a cost other than 0 is not read: HF-E040 names it (a face-down card has cost 0)', () => {
    const text =
      '【セット】test\n【カード】高コスト人形\n種別：コマンド\nコスト：0\nテキスト：\n  あなたのメインデッキの一番上のカードを、裏向きで登場させる。そのカードは、エネルギーコスト3、パワー2000を持つキャラクター「人形」として扱う。\n';
    const result = compileText(text, 'inline.hf');
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors[0]?.code).toBe('HF-E040');
    expect(errors[0]?.message).toContain('0以外のエネルギーコスト');
  });
});
