// Issue 26: proof on a real scheduler. Starts a single-node Slurm cluster on this machine (munged, slurmctld and
// slurmd as root, ./slurm-cluster.sh; Debian's slurm-wlm and munge are installed first when missing), submits
// the jobs `hflux campaign slurm` writes — a 4-task array of sim shards and the merge chained with
// --dependency=afterok — waits for merged.json, and proves it equals `hflux sim` run in one process with the
// same seed, byte for byte (HF-16.9: a game depends only on its seeds). Then stops the daemons it started, by
// PID, and removes their state. As docs/cluster.md documents it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CLUSTER = join(import.meta.dirname, 'slurm-cluster.sh');
const HFLUX = [process.execPath, join(ROOT, 'bin/hflux.js')];
const state = mkdtempSync(join(tmpdir(), 'hflux-slurm-'));
const env = { ...process.env, SLURM_CONF: join(state, 'slurm.conf') };

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Debian's slurm-wlm and munge, installed when missing (CI and developers run as root, docs/cluster.md). */
function installSlurm(): void {
  if (['slurmctld', 'slurmd', 'sbatch', 'munged', 'mungekey'].every(has)) return;
  const apt = (args: string[]) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-q']);
  apt(['install', '-y', '-q', 'slurm-wlm', 'munge']);
}

/** A TCP port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  installSlurm();
  const [ctld, slurmd] = [await freePort(), await freePort()];
  execFileSync('bash', [CLUSTER, 'start', state, String(ctld), String(slurmd)], { stdio: 'inherit' });
}, 600_000);

afterAll(() => {
  execFileSync('bash', [CLUSTER, 'stop', state], { stdio: 'inherit' });
  expect(existsSync(state)).toBe(false);
});

test('a 4-task Slurm array of sim shards and its afterok merge give exactly the one-process result', async () => {
  const results = join(state, 'results');
  const jobs = join(state, 'jobs');
  const campaign = [
    'sim',
    '--decks',
    'guren-aggro',
    'kage-funeral',
    '--games',
    '8',
    '--bots',
    'random',
    '--seed',
    '3',
  ];
  execFileSync(HFLUX[0], [
    HFLUX[1],
    'campaign',
    'slurm',
    '--shards',
    '4',
    '--results',
    results,
    '--out',
    jobs,
    '--hflux',
    HFLUX.join(' '),
    ...campaign,
  ]);
  const submitted = execFileSync('bash', [join(jobs, 'submit.sh')], { env, encoding: 'utf8' });
  expect(submitted).toMatch(/^shards \d+\nmerge \d+\n$/);
  const merged = join(results, 'merged.json');
  const deadline = Date.now() + 240_000;
  while (!existsSync(merged) && Date.now() < deadline) {
    const queue = execFileSync('squeue', ['-h', '-o', '%i %T %r'], { env, encoding: 'utf8' });
    // A shard that failed leaves the merge waiting on a dependency that can never be met.
    expect(queue).not.toMatch(/DependencyNeverSatisfied/);
    await new Promise((r) => setTimeout(r, 500));
  }
  expect(existsSync(merged), `no merged.json; logs in ${results}`).toBe(true);
  for (let i = 0; i < 4; i++) expect(existsSync(join(results, `part-${i}.json`))).toBe(true);
  const one = execFileSync(HFLUX[0], [HFLUX[1], ...campaign, '--workers', '1', '--json'], {
    encoding: 'utf8',
  });
  expect(readFileSync(merged, 'utf8')).toBe(one);
}, 300_000);
