// Rewrites test/golden/games.json from the engine as it is: `npx tsx test/golden/record.ts`. Only for a change
// that is meant to change games (a rules fix); a refactor must leave the record as it is.
import { writeFileSync } from 'node:fs';
import { goldenGames } from '../helpers/goldenGames.js';

const games = goldenGames();
const file = new URL('./games.json', import.meta.url);
writeFileSync(file, `${JSON.stringify({ games }, null, 0).replace(/\{"name"/g, '\n{"name"')}\n`);
console.log(`${games.length} games, ${games.reduce((n, g) => n + g.events.length, 0)} events`);
