// Issue 22 (helper mech17): what each wording of the attack-target restrictions means (HF-8.1), what stays rejected,
// what explain says and that test/fixtures/m17-mechanics.hf prints back (RULING «Attack targets restricted»,
// docs/engine.md).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileText } from '../../codegen/dsl/index.js';
import { printFile } from '../../codegen/dsl/print/file.js';
import { explainCard, renderExplanation } from '../../src/explain/index.js';
import { parse } from './helpers.js';
import { codes, compile, meaning } from './wordingHelpers.js';

const NO_CHARACTERS = '[自動]：このキャラクターはキャラクターを攻撃できない。';
const UNATTACKED = '[自動]：このキャラクターは攻撃されない。';

describe('attack targets restricted (HF-8.1, mech17)', () => {
  test.each([
    ['[自動]：このキャラクターは、攻撃対象として対戦相手のキャラクターを選ぶことができません。'],
    [
      '[自動]：このキャラクターは、攻撃対象として対戦相手のキャラクターを選ぶことができません。（攻撃する時は、必ず対戦相手を攻撃対象に選ぶことになります。）',
    ],
    ['[自動]：このキャラクターは対戦相手のキャラクターを攻撃できない。'],
    ['[自動]：このキャラクターは相手のキャラクターに攻撃できない。'],
  ])('「%s」 means 「…はキャラクターを攻撃できない」', (written) => {
    expect(meaning('キャラクター', [written])).toEqual(meaning('キャラクター', [NO_CHARACTERS]));
  });

  test.each([
    ['[自動]：このキャラクターは攻撃対象にならない。'],
    ['[自動]：このキャラクターは攻撃対象に選ばれない。'],
    ['[自動]：対戦相手のキャラクターは、このキャラクターを攻撃できない。'],
  ])('「%s」 means 「…は攻撃されない」', (written) => {
    expect(meaning('キャラクター', [written])).toEqual(meaning('キャラクター', [UNATTACKED]));
  });

  test('the grants: cannotAttackCharacter and cannotBeAttacked, as continuous abilities or for a duration', () => {
    expect(meaning('キャラクター', [NO_CHARACTERS]).abilities[0]).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'grant', grant: { cannotAttackCharacter: true }, affects: 'self' }],
    });
    expect(meaning('キャラクター', [UNATTACKED]).abilities[0].effects[0].grant).toEqual({
      cannotBeAttacked: true,
    });
    const [step] = meaning('コマンド', ['ターン終了時まで、あなたのキャラクター全ては攻撃されない。']).effect
      .processes[0].steps;
    expect(step).toMatchObject({ op: 'grantAll', grant: { cannotBeAttacked: true }, duration: 'endOfTurn' });
  });

  test('a character that must be attacked (「…しか攻撃できない」) stays HF-E040, naming what can be written', () => {
    const r = compile('キャラクター', ['[自動]：対戦相手のキャラクターはこのキャラクターしか攻撃できない。']);
    expect(r.diagnostics.map((d) => d.code)).toContain('HF-E040');
    expect(r.diagnostics[0].message).toContain(
      '「…は攻撃されない」「…はキャラクターを攻撃できない」は書けます',
    );
    expect(codes('キャラクター', [UNATTACKED])).toEqual([]);
  });

  test('explain says what is left to attack and that the character still defends', () => {
    const def = compile('キャラクター', [NO_CHARACTERS, UNATTACKED]).cards[0].def;
    const ja = renderExplanation(explainCard(def, 'ja'));
    expect(ja).toContain('キャラクターを攻撃できない（攻撃対象は対戦相手だけ：HF-8.1）');
    expect(ja).toContain('攻撃されない（攻撃対象に選べない。防御は行える：HF-8.1、HF-8.3）');
    expect(renderExplanation(explainCard(def, 'en'))).toContain('cannot be attacked');
  });

  test('test/fixtures/m17-mechanics.hf round-trips (hflux fmt): canonical text compiling to the same definitions', () => {
    const source = readFileSync('test/fixtures/m17-mechanics.hf', 'utf8');
    const first = compileText(source, 'm17.hf');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const printed = printFile(parse(source).ir);
    expect(printed).toContain('このキャラクターはキャラクターを攻撃できない。');
    expect(printed).toContain('このキャラクターは攻撃されない。');
    expect(printed).toContain('それはキャラクターを攻撃できない。');
    const text = printed
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .join('\n');
    expect(text).not.toContain('攻撃対象');
    const again = compileText(printed, 'm17.hf');
    expect(again.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const defs = (r: typeof first) =>
      r.cards.map((c) =>
        JSON.stringify({ ...c.def, abilities: c.def.abilities.map(({ text: _t, ...a }) => a) }),
      );
    expect(defs(again)).toEqual(defs(first));
  });
});

describe('「…登場させる。これを2回行う。それらはそれぞれ…として扱う。」 (d67, mech17)', () => {
  test('means the canonical repeated face-down entry (HF-14.3, HF-5.7)', () => {
    const written =
      'あなたのメインデッキの一番上のカードを裏向きでアクティブのまま戦場に登場させる。これを2回行う。それらはそれぞれカード名「木偶」、パワー1000、分類《人形》を持ち、テキストを持たないキャラクターとして扱う。';
    const canon =
      '2回、あなたのメインデッキの一番上のカードを、パワー1000で《人形》を持つキャラクター「木偶」として裏向きで登場させる。';
    expect(meaning('コマンド', [written])).toEqual(meaning('コマンド', [canon]));
    expect(meaning('コマンド', [canon]).effect.processes[0].steps[0]).toMatchObject({
      op: 'repeat',
      count: 2,
    });
  });

  test('without the definition sentence it is not this row (the repeat alone stays as it was)', () => {
    const plain = 'カードを1枚引く。これを2回行う。';
    expect(meaning('コマンド', [plain])).toEqual(meaning('コマンド', ['2回、カードを1枚引く。']));
  });
});

describe('one IR for the top-or-bottom look of N cards (mech17)', () => {
  test('fmt prints the written look as the canonical one (HF-10.3)', () => {
    const source = [
      '【セット】t',
      '',
      '【カード】夢枕',
      '種別：コマンド',
      'コスト：1',
      'テキスト：',
      '  対戦相手のメインデッキを上から2枚見る。それらを好きな順番で、対戦相手のメインデッキの一番上か一番下に置く。',
      '',
    ].join('\n');
    const printed = printFile(parse(source).ir);
    expect(printed).toContain(
      '対戦相手のメインデッキの上から2枚を見て、好きな順番で対戦相手のメインデッキの一番上か一番下に置く。',
    );
  });
});
