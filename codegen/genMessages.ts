// What `hflux gen` (and `npm run gen`, `--watch`) prints, in Japanese by default and in English with --lang en
// (nb18, newcomer audit 3: `gen --watch` printed English lines — "wrote …", "generated files are up to date" —
// among its Japanese ones; a designer runs it beside their card files).
export type GenLang = 'ja' | 'en';

export interface GenMessages {
  wrote(path: string): string;
  removed(path: string): string;
  upToDate: string;
  stale(path: string, orphan: boolean): string;
  leftover(path: string): string;
  errors(count: number): string;
  typeCheck(count: number): string;
  internal(detail: string): string;
  watching(dirs: readonly string[]): string;
  noDir(dir: string): string;
  bothFlags: string;
}

const JA: GenMessages = {
  wrote: (path) => `書き出し: ${path}`,
  removed: (path) => `削除: ${path}（元のソースがなくなりました）`,
  upToDate: 'generated/ は最新です（書き換えたファイルはありません）',
  stale: (path, orphan) =>
    `古いファイル: ${path} は${orphan ? '元のソースがもうありません' : 'ソースと食い違っています'}。npm run gen で作り直してください`,
  leftover: (path) => `残骸: ${path} は中断された gen が残したものです。npm run gen で片付けてください`,
  errors: (count) =>
    `hflux gen: エラーが${count}件あるため、generated/ は変更していません（詳細は hflux check）`,
  typeCheck: (count) =>
    `hflux gen: 内部エラー: 生成したコードが型検査を通らないため（${count}件）、generated/ は変更していません。カードの行は上のとおりです。hflux の不具合として報告してください`,
  internal: (detail) => `hflux gen: 内部エラー: ${detail}`,
  watching: (dirs) =>
    `hflux gen --watch: ${dirs.map((d) => `${d}/`).join(' と ')} の変更を監視しています（Ctrl+C で終了）`,
  noDir: (dir) => `hflux gen --watch: ${dir}/ がないため監視しません`,
  bothFlags: 'hflux gen: --check と --watch は同時に指定できません',
};

const EN: GenMessages = {
  wrote: (path) => `wrote ${path}`,
  removed: (path) => `removed ${path} (its source is gone)`,
  upToDate: 'generated files are up to date',
  stale: (path, orphan) =>
    `stale: ${path} ${orphan ? 'has no source any more' : 'differs from its sources'}; run \`npm run gen\``,
  leftover: (path) => `leftover: ${path} was left by a killed gen; run \`npm run gen\``,
  errors: (count) => `hflux gen: ${count} error(s): generated/ was not changed (details: hflux check)`,
  typeCheck: (count) =>
    `hflux gen: internal error: the generated code does not type-check (${count}), generated/ was not changed; the card lines are above. Please report it as a bug of hflux`,
  internal: (detail) => `hflux gen: internal error: ${detail}`,
  watching: (dirs) =>
    `hflux gen --watch: watching ${dirs.map((d) => `${d}/`).join(' and ')} for changes (Ctrl+C to stop)`,
  noDir: (dir) => `hflux gen --watch: ${dir}/ does not exist: not watched`,
  bothFlags: 'hflux gen: --check and --watch cannot be given together',
};

export function genMessages(lang: GenLang = 'ja'): GenMessages {
  return lang === 'en' ? EN : JA;
}
