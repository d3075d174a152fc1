// Rewrites generated/grammar/ (the grammar bundle and its types) after an edit of grammar/card.ohm, without
// the rest of `hflux gen`. (`npm run gen` does the same as part of everything.)
import { fileURLToPath } from 'node:url';
import { writeFileAtomic } from '../files.js';
import { grammarGenerator } from '../grammarBundle.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
for (const file of grammarGenerator.generate(root)) {
  writeFileAtomic(`${root}/${file.path}`, file.content);
  console.log(`wrote ${file.path}`);
}
