#!/usr/bin/env node
// Thin launcher: runs the TypeScript CLI through tsx so no build step is needed. tsx is resolved from this
// package, not from the current directory, so `hflux` works from anywhere.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx')).href;
const result = spawnSync(
  process.execPath,
  ['--import', tsx, join(root, 'src/cli/main.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 2);
