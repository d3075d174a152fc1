// `npx tsx bench/lspStart.ts [--runs N]` (issue 23): how long an editor waits for the language server's answer
// to `initialize`, started the two ways docs/editor.md shows — `npx hflux lsp --stdio` and `node bin/hflux.js lsp
// --stdio` — in this project, median of N runs (default 5) alternated, with the load average around them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ExitNotification,
  InitializeRequest,
  ShutdownRequest,
  createProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { loadAverages, machineFacts } from './machine.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WAYS: Record<string, [string, string[]]> = {
  'npx hflux lsp --stdio': ['npx', ['hflux', 'lsp', '--stdio']],
  'node bin/hflux.js lsp --stdio': [process.execPath, ['bin/hflux.js', 'lsp', '--stdio']],
};

async function initializeMs(command: string, args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'ignore'] });
  const connection = createProtocolConnection(child.stdout, child.stdin);
  connection.listen();
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: `file://${ROOT}`,
    capabilities: {},
    workspaceFolders: null,
  });
  const ms = performance.now() - started;
  await connection.sendRequest(ShutdownRequest.type);
  await connection.sendNotification(ExitNotification.type);
  await new Promise((resolve) => child.once('exit', resolve));
  connection.dispose();
  return ms;
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const times: Record<string, number[]> = Object.fromEntries(Object.keys(WAYS).map((k) => [k, []]));
const before = loadAverages();
for (let i = 0; i < runs; i++)
  for (const [name, [command, args]] of Object.entries(WAYS))
    times[name].push(await initializeMs(command, args));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const facts = machineFacts();
console.log(
  `language server start → initialize answered, median of ${runs}; ${facts.nproc} cores, ${facts.cpu}, Node ${facts.node}`,
);
console.log(`load average before: ${before.join(' ')}, after: ${loadAverages().join(' ')}`);
for (const [name, xs] of Object.entries(times))
  console.log(`  ${name.padEnd(32)} ${median(xs).toFixed(0)} ms`);
