// Issue 26: `hflux campaign k8s|slurm` fills the jobs shipped in deploy/ for one campaign. The Kubernetes
// manifests are validated against the Kubernetes JSON schemas (kubernetes-models, offline), the shipped
// example as it stands and every filled one; the Slurm scripts are checked as bash and for what the scheduler
// reads (the array range, the afterok chain); hostile campaign arguments stay inert words in the shell.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Job } from 'kubernetes-models/batch/v1';
import { PersistentVolumeClaim } from 'kubernetes-models/v1';
import { afterAll, describe, expect, test } from 'vitest';
import { parseAllDocuments } from 'yaml';
import {
  CampaignError,
  DEPLOY_DIR,
  campaignPlan,
  k8sManifests,
  shellQuote,
  slurmJobs,
} from '../../src/cli/campaign.js';

const ROOT = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'hflux-campaign-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const plan = (words: string[], shards = 4) => campaignPlan(words, { shards, cpus: 2, name: 'hflux-test' });

/** Validates a YAML stream of a claim, the shards' Job and the merge Job against the Kubernetes schemas. */
function validate(yamlText: string) {
  const docs = parseAllDocuments(yamlText).map((d) => d.toJS());
  expect(docs.map((d) => d.kind)).toEqual(['PersistentVolumeClaim', 'Job', 'Job']);
  new PersistentVolumeClaim(docs[0]).validate();
  new Job(docs[1]).validate();
  new Job(docs[2]).validate();
  return docs;
}

/** What bash runs for `script` with `sh -c`-style evaluation, word by word (no command is executed). */
function bashWords(line: string): string[] {
  const r = spawnSync('bash', ['-c', `printf '%s\\n' ${line}`], { encoding: 'utf8' });
  expect(r.status).toBe(0);
  return r.stdout.split('\n').slice(0, -1);
}

describe('Kubernetes manifests (deploy/k8s/campaign.yaml)', () => {
  test('the shipped example validates against the Kubernetes schemas', () => {
    validate(readFileSync(join(DEPLOY_DIR, 'k8s/campaign.yaml'), 'utf8'));
  });

  test.each([
    [['sim', '--decks', 'guren-aggro', 'soukyu-knights', '--games', '1000', '--report', 'r.html'], 7],
    [['balance', 'diff', '--before', '/cards-v1', '--games', '400', '--bots', 'ismcts:40'], 3],
    [['fuzz', '--games', '1000000', '--seed', '9'], 64],
  ])('hflux campaign k8s %j with %i shards: an Indexed Job and a merge Job that validate', (words, n) => {
    const yaml = k8sManifests(plan(words, n), {
      image: 'registry.example/hollowflux:1.0',
      claim: 'res',
      memory: '2Gi',
    });
    const [claim, shards, merge] = validate(yaml);
    expect(claim.metadata.name).toBe('res');
    expect(shards.spec).toMatchObject({ completionMode: 'Indexed', completions: n, parallelism: n });
    const shardScript: string = shards.spec.template.spec.containers[0].args[0];
    expect(shardScript).toContain('--shard "$JOB_COMPLETION_INDEX/');
    expect(shardScript).toContain(`/${n}"`);
    expect(shardScript).not.toContain('--report');
    const mergeScript: string = merge.spec.template.spec.containers[0].args[0];
    expect(mergeScript).toContain(`/results/part-${n - 1}.json`);
    expect(mergeScript).toContain('--merge');
    if (words[0] === 'sim') expect(mergeScript).toContain('--report r.html');
    for (const job of [shards, merge]) {
      expect(job.spec.template.spec.containers[0].image).toBe('registry.example/hollowflux:1.0');
      expect(job.spec.template.spec.volumes[0].persistentVolumeClaim.claimName).toBe('res');
    }
  });

  test('through the CLI: --out writes campaign.yaml, and it validates', () => {
    const out = join(dir, 'k8s');
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'bin/hflux.js'), 'campaign', 'k8s', '--shards', '5', '--out', out, 'sim', '--games', '50'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(r.stderr).toContain('wrote');
    expect(r.status).toBe(0);
    validate(readFileSync(join(out, 'campaign.yaml'), 'utf8'));
  });
});

describe('Slurm jobs (deploy/slurm/*.hbs)', () => {
  const jobs = slurmJobs(plan(['sim', '--games', '100', '--report', 'out.html']), {
    results: '/shared/results',
    hflux: 'hflux',
  });

  test('an array of n tasks, each its own shard, and a merge chained with afterok', () => {
    expect(jobs['shards.sbatch']).toMatch(/^#SBATCH --array=0-3$/m);
    expect(jobs['shards.sbatch']).toContain('--json --shard "$i/4"');
    expect(jobs['shards.sbatch']).toContain('--workers 2');
    expect(jobs['merge.sbatch']).toContain(
      'hflux sim --report out.html --merge /shared/results/part-0.json /shared/results/part-1.json /shared/results/part-2.json /shared/results/part-3.json --json',
    );
    expect(jobs['submit.sh']).toContain('--dependency=afterok:"$shards"');
    for (const [name, text] of Object.entries(jobs)) {
      const r = spawnSync('bash', ['-n'], { input: text, encoding: 'utf8' });
      expect(r.status, `${name}: ${r.stderr}`).toBe(0);
    }
  });

  test('hostile campaign arguments stay single inert words in the shell', () => {
    const hostile = [
      "it's",
      '$(touch /tmp/pwned)',
      '`id`',
      'a b',
      '"q"',
      '\\',
      '${HOME}',
      '*',
      '--x;rm -rf /',
    ];
    expect(bashWords(hostile.map(shellQuote).join(' '))).toEqual(hostile);
    const j = slurmJobs(plan(['sim', '--decks', ...hostile.slice(0, 2)]), {
      results: "/r'es",
      hflux: 'hflux',
    });
    const line = j['shards.sbatch'].split('\n').find((l) => l.startsWith('hflux '))!;
    expect(bashWords(line.replace('"$i/4"', 'X').replace(/ > .*$/, ''))).toEqual([
      'hflux',
      'sim',
      '--decks',
      "it's",
      '$(touch /tmp/pwned)',
      '--workers',
      '2',
      '--json',
      '--shard',
      'X',
    ]);
  });

  test('--out writes the three scripts, executable', () => {
    const out = join(dir, 'slurm');
    const r = spawnSync(
      process.execPath,
      [
        join(ROOT, 'bin/hflux.js'),
        'campaign',
        'slurm',
        '--shards',
        '2',
        '--results',
        join(dir, 'res'),
        '--out',
        out,
        'fuzz',
        '--games',
        '10',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    for (const f of ['shards.sbatch', 'merge.sbatch', 'submit.sh'])
      expect(statSync(join(out, f)).mode & 0o111, f).not.toBe(0);
  });
});

describe('what a campaign may hold', () => {
  test.each([
    [['play'], 'sim・fuzz・balance diff'],
    [['balance', '--before', 'HEAD'], 'balance のあとには diff'],
    [['sim', '--shard', '0/2'], '--shard はジョブが自分で付けます'],
    [['sim', '--json'], '--json はジョブが自分で付けます'],
    [['fuzz', '--workers=4'], '--workers はジョブが自分で付けます'],
    [['sim', '--samples', 'dir'], '--samples はジョブが自分で付けます'],
  ])('%j is refused: %s', (words, message) => {
    expect(() => plan(words)).toThrow(CampaignError);
    expect(() => plan(words)).toThrow(message);
  });

  test('--report and --csv go to the merge, everything else to every shard', () => {
    const p = plan(['sim', '--games', '9', '--csv=t.csv', '--report', 'r.html', '--seed', '4']);
    expect(p.shardArgs).toEqual(['--games', '9', '--seed', '4']);
    expect(p.mergeArgs).toEqual(['--csv=t.csv', '--report', 'r.html']);
  });

  test('bad --shards and --name are usage errors (exit 2)', () => {
    for (const args of [
      ['--shards', '0'],
      ['--shards', 'x'],
      ['--shards', '2', '--name', 'Bad_Name'],
    ]) {
      const r = spawnSync(process.execPath, [join(ROOT, 'bin/hflux.js'), 'campaign', 'k8s', ...args, 'sim'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(r.status, args.join(' ')).toBe(2);
    }
  });
});

describe('docs/cluster.md', () => {
  /** The `npx hflux campaign …` commands of the docs, continuation lines joined and `[optional]` parts dropped. */
  function documentedCampaigns(): string[][] {
    const text = readFileSync(join(ROOT, 'docs/cluster.md'), 'utf8').replace(/\\\n\s*/g, '');
    return text
      .split('\n')
      .filter((l) => l.startsWith('npx hflux campaign '))
      .map((l) =>
        l
          .replace(/\[[^\]]*\]/g, '')
          .replace(/\s*(>|#).*$/, '')
          .trim()
          .split(/\s+/)
          .slice(2),
      );
  }

  test('every documented hflux campaign command runs, and its jobs validate', () => {
    const commands = documentedCampaigns();
    expect(commands.map((c) => c[1])).toEqual(['slurm', 'k8s']);
    for (const words of commands) {
      const args = words.map((w) => (w === 'jobs/' ? join(dir, 'doc-jobs') : w));
      const r = spawnSync(process.execPath, [join(ROOT, 'bin/hflux.js'), ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      if (words[1] === 'k8s') validate(r.stdout);
      else
        for (const f of ['shards.sbatch', 'merge.sbatch', 'submit.sh'])
          expect(spawnSync('bash', ['-n', join(dir, 'doc-jobs', f)]).status, f).toBe(0);
    }
  });
});
