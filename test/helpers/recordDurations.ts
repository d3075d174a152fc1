// `npm run test:durations`: turns the per-file times of a whole run (HFLUX_TEST_TIMES=<file> writes <file>.files.json,
// test/helpers/fileTimesReporter.ts) into test/durations.json, which test/helpers/durationSequencer.ts orders files by.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { DURATIONS_FILE, type Durations } from './durationSequencer.js';
import type { FileTimes } from './fileTimesReporter.js';

const source = process.argv[2];
if (!source) {
  console.error('usage: tsx test/helpers/recordDurations.ts <HFLUX_TEST_TIMES file>');
  process.exit(2);
}
const rows = JSON.parse(readFileSync(`${source}.files.json`, 'utf8')) as FileTimes[];
const durations: Durations = {};
for (const row of [...rows].sort((a, b) => (a.file < b.file ? -1 : 1)))
  durations[row.file] = Math.round((row.collect + row.tests) * 10) / 10;
// Written whole, then renamed: a failed run never leaves half a file for the sequencer to read.
writeFileSync(`${DURATIONS_FILE}.tmp`, `${JSON.stringify(durations, null, 1)}\n`);
renameSync(`${DURATIONS_FILE}.tmp`, DURATIONS_FILE);
console.log(`${rows.length} files → ${DURATIONS_FILE}`);
