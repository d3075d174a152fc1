// `hflux campaign slurm|k8s [options] <sim|fuzz|balance diff> [args…]` (issue 26, docs/cluster.md): prints the
// batch jobs that play a campaign as n shards on a real scheduler and merge them — a Slurm array job and a merge
// job chained with --dependency=afterok, or a Kubernetes Indexed Job and a merge Job. The jobs are filled from
// the templates shipped in deploy/ (deploy/slurm/*.hbs, deploy/k8s/campaign.yaml); every value put in a shell
// command is shell-quoted, and the Kubernetes objects are edited as data and printed by the yaml library.
import { chmodSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Command, InvalidArgumentError } from 'commander';
import Handlebars from 'handlebars';
import { parseAllDocuments, stringify } from 'yaml';
import { writeFileAtomic } from '../io/atomicWrite.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEPLOY_DIR = join(REPO_ROOT, 'deploy');

/** The campaign commands that shard: what follows `hflux` in the jobs. */
const COMMANDS: Record<string, string[]> = {
  sim: ['sim'],
  fuzz: ['fuzz'],
  balance: ['balance', 'diff'],
};
/** Set by the jobs themselves, so refused in the campaign's arguments. */
const SET_BY_JOBS = ['--shard', '--merge', '--json', '--workers', '--replay', '--samples', '--sample-games'];
/** Options whose files the merge writes (not each shard): moved to the merge command. */
const MERGE_OUTPUTS = ['--report', '--csv'];

export interface CampaignPlan {
  /** `sim`, `fuzz` or `balance diff` as words. */
  command: string[];
  /** The campaign's own arguments, for each shard. */
  shardArgs: string[];
  /** Arguments the merge takes besides the parts (--report, --csv). */
  mergeArgs: string[];
  shards: number;
  cpus: number;
  name: string;
}

export class CampaignError extends Error {}

/** Splits `sim --games 1000 --report r.html` into the shards' and the merge's arguments; refuses what the jobs set. */
export function campaignPlan(
  words: readonly string[],
  o: { shards: number; cpus: number; name: string },
): CampaignPlan {
  const [first, ...rest] = words;
  const command = first === undefined ? undefined : COMMANDS[first];
  if (!command)
    throw new CampaignError(
      `キャンペーンのコマンドを sim・fuzz・balance diff のどれかで書いてください（例：hflux campaign slurm --shards 4 sim --games 1000）${first ? `: ${first}` : ''}`,
    );
  const args = command.length > 1 ? rest.slice(rest[0] === command[1] ? 1 : 0) : rest;
  if (command.length > 1 && rest[0] !== command[1])
    throw new CampaignError(
      'balance のあとには diff と書いてください（hflux campaign … balance diff --before …）',
    );
  const shardArgs: string[] = [];
  const mergeArgs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const [flag] = args[i].split('=');
    if (SET_BY_JOBS.includes(flag))
      throw new CampaignError(`${flag} はジョブが自分で付けます。キャンペーンの引数から外してください`);
    if (MERGE_OUTPUTS.includes(flag)) {
      mergeArgs.push(args[i]);
      if (!args[i].includes('=') && i + 1 < args.length) mergeArgs.push(args[++i]);
      continue;
    }
    shardArgs.push(args[i]);
  }
  return { command, shardArgs, mergeArgs, ...o };
}

/** A word as the shell reads it back: left bare when it is plain, else single-quoted. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

const shellWords = (words: readonly string[]) => words.map(shellQuote).join(' ');

function template(name: string): HandlebarsTemplateDelegate {
  // noEscape: these are shell scripts, not HTML; every value is shell-quoted before it reaches the template.
  return Handlebars.compile(readFileSync(join(DEPLOY_DIR, 'slurm', name), 'utf8'), {
    noEscape: true,
    strict: true,
  });
}

export interface SlurmOptions {
  results: string;
  logs?: string;
  /** The command that runs hflux on the nodes, as shell words (default `hflux`). */
  hflux: string;
}

/** The three files of a Slurm campaign: the array job, the merge job and the script that submits both. */
export function slurmJobs(plan: CampaignPlan, o: SlurmOptions): Record<string, string> {
  const results = shellQuote(o.results);
  const values = {
    name: plan.name,
    shards: plan.shards,
    lastShard: plan.shards - 1,
    cpus: plan.cpus,
    results,
    logs: shellQuote(o.logs ?? o.results),
    hflux: o.hflux,
    campaignArgs: shellWords([...plan.command, ...plan.shardArgs]),
    mergeArgs: shellWords([...plan.command, ...plan.mergeArgs]),
    parts: [...Array(plan.shards).keys()].map((i) => shellQuote(`${o.results}/part-${i}.json`)),
  };
  return {
    'shards.sbatch': template('shards.sbatch.hbs')(values),
    'merge.sbatch': template('merge.sbatch.hbs')(values),
    'submit.sh': template('submit.sh.hbs')(values),
  };
}

export interface K8sOptions {
  image: string;
  claim: string;
  /** Memory each pod requests (a Kubernetes quantity). */
  memory: string;
}

// biome-ignore lint/suspicious/noExplicitAny: Kubernetes objects edited as data (validated by test/cluster/)
type Doc = Record<string, any>;

/** The Kubernetes objects of a campaign (a results claim, the Indexed Job of the shards, the merge Job) as YAML. */
export function k8sManifests(plan: CampaignPlan, o: K8sOptions): string {
  const docs = parseAllDocuments(readFileSync(join(DEPLOY_DIR, 'k8s', 'campaign.yaml'), 'utf8')).map(
    (d) => d.toJS() as Doc,
  );
  const [claim, shards, merge] = docs;
  claim.metadata.name = o.claim;
  const hflux = 'node /app/bin/hflux.js';
  const part = '/results/part-$JOB_COMPLETION_INDEX.json';
  const shardScript = [
    `${hflux} ${shellWords([...plan.command, ...plan.shardArgs])} --workers ${plan.cpus}`,
    `--json --shard "$JOB_COMPLETION_INDEX/${plan.shards}" > "${part}.tmp" && mv "${part}.tmp" "${part}"`,
  ].join(' ');
  const parts = [...Array(plan.shards).keys()].map((i) => `/results/part-${i}.json`);
  const mergeScript = [
    `for f in ${parts.join(' ')}; do until [ -f "$f" ]; do sleep 10; done; done`,
    `&& ${hflux} ${shellWords([...plan.command, ...plan.mergeArgs])} --merge ${parts.join(' ')} --json > /results/merged.json.tmp`,
    '&& mv /results/merged.json.tmp /results/merged.json && cat /results/merged.json',
  ].join(' ');
  shards.metadata.name = `${plan.name}-shards`;
  shards.spec.completions = plan.shards;
  shards.spec.parallelism = plan.shards;
  merge.metadata.name = `${plan.name}-merge`;
  for (const [job, script] of [
    [shards, shardScript],
    [merge, mergeScript],
  ] as const) {
    const pod = job.spec.template.spec;
    const [container] = pod.containers;
    container.image = o.image;
    container.args = [script];
    container.resources.requests = { cpu: String(job === shards ? plan.cpus : 1), memory: o.memory };
    pod.volumes[0].persistentVolumeClaim.claimName = o.claim;
  }
  return docs.map((d) => stringify(d, { lineWidth: 0 })).join('---\n');
}

const NAME = /^[a-z0-9]([-a-z0-9]{0,38}[a-z0-9])?$/;

function positive(what: string, max: number) {
  return (value: string) => {
    if (!/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > max)
      throw new InvalidArgumentError(`${what}は 1〜${max} の整数で指定してください`);
    return Number(value);
  };
}

function dnsName(value: string): string {
  if (!NAME.test(value))
    throw new InvalidArgumentError(
      '--name は英小文字・数字・- で40文字まで（先頭と末尾は英数字）にしてください',
    );
  return value;
}

interface CommonOptions {
  shards: number;
  cpus: number;
  name: string;
  out?: string;
}

/** Prints `files` (a header before each), or writes them into `out`. */
function emit(files: Record<string, string>, out: string | undefined): void {
  if (!out) {
    const names = Object.keys(files);
    for (const name of names)
      process.stdout.write(names.length > 1 ? `# ==> ${name} <==\n${files[name]}\n` : files[name]);
    return;
  }
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const path = resolve(out, name);
    writeFileAtomic(path, text);
    if (name.endsWith('.sh') || name.endsWith('.sbatch')) chmodSync(path, 0o755);
    console.error(`wrote ${path}`);
  }
}

function run(action: () => void): void {
  try {
    action();
  } catch (e) {
    if (!(e instanceof CampaignError)) throw e;
    console.error(`hflux campaign: ${e.message}`);
    process.exitCode = 2;
  }
}

export function registerCampaignCommand(program: Command): void {
  const campaign = program
    .command('campaign')
    .description(
      'batch jobs that play a sim, fuzz or balance diff campaign as shards on Slurm or Kubernetes (docs/cluster.md)',
    );
  const common = (c: Command) =>
    c
      .requiredOption(
        '--shards <n>',
        'number of shards (array tasks / Job completions; required)',
        positive('--shards', 100_000),
      )
      .option('--cpus <k>', 'CPUs (worker threads) per shard', positive('--cpus', 256), 1)
      .option('--name <name>', 'job name prefix (lowercase letters, digits, -)', dnsName, 'hflux-campaign')
      .argument(
        '<command...>',
        'sim … | fuzz … | balance diff … (the campaign, without --shard/--json/--workers)',
      )
      .passThroughOptions()
      .allowUnknownOption();
  common(campaign.command('slurm'))
    .description(
      'a Slurm array job of the shards, a merge job chained with --dependency=afterok, and submit.sh',
    )
    .requiredOption(
      '--results <dir>',
      'folder on the shared file system for the parts and merged.json (required)',
    )
    .option('--logs <dir>', 'folder for the job logs (default: --results)')
    .option('--hflux <command>', 'the command that runs hflux on the nodes (shell words)', 'hflux')
    .option('--out <dir>', 'write shards.sbatch, merge.sbatch and submit.sh here instead of printing them')
    .action((words: string[], o: CommonOptions & SlurmOptions) =>
      run(() => emit(slurmJobs(campaignPlan(words, o), o), o.out)),
    );
  common(campaign.command('k8s'))
    .description(
      'a Kubernetes results claim, an Indexed Job of the shards and a merge Job, as one YAML stream',
    )
    .option('--image <image>', 'the container image (deploy/Containerfile)', 'hollowflux:latest')
    .option('--claim <name>', 'the ReadWriteMany PersistentVolumeClaim for the results', 'hflux-results')
    .option('--memory <quantity>', 'memory each pod requests', '1Gi')
    .option('--out <dir>', 'write campaign.yaml here instead of printing it')
    .action((words: string[], o: CommonOptions & K8sOptions) =>
      run(() => emit({ 'campaign.yaml': k8sManifests(campaignPlan(words, o), o) }, o.out)),
    );
}
