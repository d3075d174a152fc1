// nc7: the README `hflux new set` writes and README.md's "Your first set" give the same commands (the set's said
// --games 100 where README.md said --games 20): one list, checked here without running anything.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { newSetFiles } from '../../src/cli/newSet.js';

const commands = (block: string) =>
  block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npx hflux ') && !line.startsWith('npx hflux new set'))
    .map((line) => line.split(/\s+/).join(' '));

test("the new set's README lists README.md's first-set commands, word for word (nc7)", () => {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Your first set'));
  const mine = commands(/```sh\n([\s\S]*?)```/.exec(section)![1]);
  const generated = commands(/```sh\n([\s\S]*?)```/.exec(newSetFiles('mine')['README.md'])![1]);
  expect(mine.length).toBeGreaterThanOrEqual(5);
  expect(generated).toEqual(mine);
});
