// A project root where a designer added keywords (issue 10.6): this repository's rules/keywords.hf plus two
// new 【キーワード】 blocks, and a set of cards that use them — printed, in selectors, granted, in 防御されない.
// `keywordProject()` also writes the generated/keywords.ts that `hflux gen` emits for that root (with import
// paths that resolve from the temp dir), so a test can load the engine on exactly that table.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileProject } from '../../codegen/dsl/index.js';
import type { CompileResult } from '../../codegen/dsl/index.js';
import { emitKeywordsModule } from '../../codegen/emit/modules.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** 鉄壁 has an identifier; 俊足 has none (its name is its identifier) and names itself like 【神速】. */
export const EXTRA_KEYWORDS = `
# issue 10.6: keywords a designer adds, nothing else changes
【キーワード】鉄壁
識別子：ironwall
定義：[自動]：このキャラクターは破壊されない。

【キーワード】俊足
定義：[自動]：このキャラクターが戦場に居る限り、このキャラクターの攻撃は、【俊足】を持たないキャラクターには防御されない。
`;

const CARDS = `【セット】kw

【カード】鉄壁の騎士
種別：キャラクター
コスト：1
パワー：2000
テキスト：
  【鉄壁】

【カード】俊足の斥候
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  【俊足】

【カード】城門の番兵
種別：キャラクター
コスト：1
パワー：1000
テキスト：
  [自動]：このキャラクターの攻撃は、【鉄壁】を持たないキャラクターには防御されない。

【カード】鉄壁崩し
種別：コマンド
コスト：0
テキスト：
  【鉄壁】を持つキャラクター一体を対象とし、それに5000ダメージを与える。

【カード】鉄壁の外
種別：コマンド
コスト：0
テキスト：
  【鉄壁】を持たないキャラクター一体を対象とし、それを破壊する。

【カード】鉄壁の加護
種別：コマンド
コスト：0
テキスト：
  キャラクター一体を対象とし、ターン終了時まで、それは【鉄壁】を得る。
`;

export interface KeywordProject {
  root: string;
  compiled: CompileResult;
  /** The generated/keywords.ts of the root, as `hflux gen` writes it (absolute imports). */
  generatedKeywords: string;
}

let project: KeywordProject | undefined;

/** Creates the project once per test file (a fresh temp dir). */
export function keywordProject(): KeywordProject {
  if (project) return project;
  const root = mkdtempSync(join(tmpdir(), 'hf-keywords-'));
  mkdirSync(join(root, 'rules'));
  mkdirSync(join(root, 'cards', 'kw'), { recursive: true });
  mkdirSync(join(root, 'generated'));
  const rules = readFileSync(join(REPO, 'rules/keywords.hf'), 'utf8');
  writeFileSync(join(root, 'rules/keywords.hf'), `${rules}${EXTRA_KEYWORDS}`);
  writeFileSync(join(root, 'cards/kw/kw.hf'), CARDS);
  const compiled = compileProject(root);
  const generatedKeywords = join(root, 'generated/keywords.ts');
  const source = emitKeywordsModule(
    { sources: ['rules/keywords.hf'], keywords: compiled.keywords },
    { cardTypes: join(REPO, 'src/core/cardTypes.js') },
  );
  writeFileSync(generatedKeywords, source);
  project = { root, compiled, generatedKeywords };
  return project;
}
