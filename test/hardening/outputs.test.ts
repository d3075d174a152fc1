// Issue 24 (High): one writer for every output file. Every CLI option that writes a file is run, as a real
// `hflux` process, against a device node (made with mknod in a temp folder; a FIFO stands in where mknod is
// not allowed — never the system's own devices), a symlink, a FIFO and a read-only folder. A device or FIFO
// is refused (exit 2, one line) and stays what it was; a symlink stays a symlink and its target is written
// with its mode kept; a read-only folder is exit 2 with one line and nothing written. The FIFO and read-only
// cases (and a device node where mknod is not allowed) run a real process; the others run the same command line in
// this process (test/helpers/runCliInProcess.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OutputFileError, removeStaleTemps, writeFileAtomic } from '../../src/io/atomicWrite.js';
import { runCli } from '../helpers/runCliInProcess.js';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/hflux.js');
const MESSY_CARD = [
  '【セット】demo',
  '【カード】見習い',
  'パワー：１０００',
  'コスト：１',
  '種別：キャラクター',
  '',
].join('\n');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hflux-outputs-'));
  chmodSync(dir, 0o755); // the read-only cases run as another user when the tests run as root
});
afterAll(() => {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (lstatSync(path).isDirectory()) chmodSync(path, 0o755);
  }
  rmSync(dir, { recursive: true, force: true });
});

let serial = 0;
function fresh(name: string): string {
  const sub = join(dir, `${serial++}-${name}`);
  mkdirSync(sub);
  chmodSync(sub, 0o755);
  return sub;
}

/** A character device like /dev/null, made here; a FIFO when mknod is not allowed (not root). */
function deviceNode(path: string): 'device' | 'fifo' {
  try {
    execFileSync('mknod', [path, 'c', '1', '3'], { stdio: 'ignore' });
    return 'device';
  } catch {
    execFileSync('mkfifo', [path]);
    return 'fifo';
  }
}

const asRoot = process.getuid?.() === 0;

function hflux(args: string[], opts: { cwd?: string; asNobody?: boolean } = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, HOME: dir, NO_COLOR: '1' },
    ...(opts.asNobody && asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** The same command line in this process (absolute paths, the repository as its cwd). */
async function inProcess(args: string[]) {
  const r = await runCli(args, { env: { HOME: dir, NO_COLOR: '1' } });
  return { code: r.status, signal: null, stdout: r.stdout, stderr: r.stderr };
}

function expectOneLineRefusal(r: ReturnType<typeof hflux>, path: string): void {
  expect(r.signal).toBeNull(); // not killed by the timeout: nothing blocked on a FIFO
  expect(r.code).toBe(2);
  expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  expect(r.stderr).not.toContain('内部エラー');
  expect(r.stderr).toContain(path.slice(path.lastIndexOf('/') + 1));
}

/** A project with one messy card file, for fmt and gen --root. */
function project(): string {
  const root = fresh('project');
  cpSync(join(ROOT, 'rules'), join(root, 'rules'), { recursive: true });
  mkdirSync(join(root, 'cards/demo'), { recursive: true });
  writeFileSync(join(root, 'cards/demo/demo.hf'), MESSY_CARD);
  return root;
}

interface Writer {
  name: string;
  /** The arguments that write `path`. */
  args(path: string): string[];
  /** A folder option (the path is a folder to write into) rather than a file. */
  folder?: boolean;
}

const WRITERS: Writer[] = [
  { name: 'sim --report', args: (p) => ['sim', '--games', '1', '--workers', '1', '--report', p] },
  { name: 'sim --csv', args: (p) => ['sim', '--games', '1', '--workers', '1', '--csv', p] },
  {
    name: 'sim --samples',
    args: (p) => ['sim', '--games', '1', '--workers', '1', '--samples', p, '--sample-games', '1'],
    folder: true,
  },
  { name: 'scenario --record', args: (p) => ['scenario', '--record', p, '--steps', '3'] },
  { name: 'fuzz --out', args: (p) => ['fuzz', '--games', '1', '--workers', '0', '--out', p], folder: true },
  { name: 'fmt', args: (p) => ['fmt', p] },
];

describe('every output option refuses a device node and a FIFO (issue 24, High)', () => {
  for (const writer of WRITERS) {
    test(`${writer.name} <device node>: exit 2, one line, the node untouched`, async () => {
      const path = join(fresh('dev'), writer.name === 'fmt' ? 'null.hf' : 'null');
      const kind = deviceNode(path);
      const before = statSync(path);
      // a FIFO (no mknod) would block this process if it were opened
      const r = kind === 'device' ? await inProcess(writer.args(path)) : hflux(writer.args(path));
      expectOneLineRefusal(r, path);
      const after = lstatSync(path);
      expect(kind === 'device' ? after.isCharacterDevice() : after.isFIFO()).toBe(true);
      expect(after.rdev).toBe(before.rdev);
      expect(after.ino).toBe(before.ino);
    });
    test(`${writer.name} <FIFO>: exit 2 without blocking, still a FIFO`, () => {
      const path = join(fresh('fifo'), writer.name === 'fmt' ? 'pipe.hf' : 'pipe');
      execFileSync('mkfifo', [path]);
      expectOneLineRefusal(hflux(writer.args(path)), path);
      expect(lstatSync(path).isFIFO()).toBe(true);
    });
  }
  test('gen --root with generated/ a device node or a FIFO: exit 2, untouched', () => {
    for (const make of [deviceNode, (p: string) => execFileSync('mkfifo', [p])]) {
      const root = project();
      const generated = join(root, 'generated');
      make(generated);
      const r = hflux(['gen', '--root', root]);
      expect(r.code).toBe(2);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stderr).toContain('generated/');
      expect(lstatSync(generated).isDirectory()).toBe(false);
      expect(lstatSync(generated).isFile()).toBe(false);
    }
  });
});

describe('a symlinked output stays a symlink; its target is written, mode kept (issue 24, High)', () => {
  for (const writer of WRITERS.filter((w) => !w.folder)) {
    test(`${writer.name} <symlink to a file>`, async () => {
      const sub = fresh('link');
      const target = join(sub, writer.name === 'fmt' ? 'real.hf' : 'real');
      writeFileSync(target, writer.name === 'fmt' ? MESSY_CARD : 'old\n');
      chmodSync(target, 0o640);
      const link = join(sub, writer.name === 'fmt' ? 'link.hf' : 'link');
      symlinkSync(target, link);
      const r = await inProcess(writer.args(link));
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.code).toBe(0);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      const written = readFileSync(target, 'utf8');
      expect(written).not.toBe('old\n');
      expect(written).not.toBe(MESSY_CARD);
      expect(statSync(target).mode & 0o777).toBe(0o640);
      expect(readdirSync(sub).filter((n) => n.endsWith('.tmp') || n.includes('.tmp-'))).toEqual([]);
    });
  }
  test('sim --samples <symlink to a folder>: the samples go into the folder, the link stays', async () => {
    const sub = fresh('samples');
    mkdirSync(join(sub, 'real'));
    symlinkSync(join(sub, 'real'), join(sub, 'link'));
    const r = await inProcess(WRITERS[2].args(join(sub, 'link')));
    expect(r.code).toBe(0);
    expect(lstatSync(join(sub, 'link')).isSymbolicLink()).toBe(true);
    expect(readdirSync(join(sub, 'real')).some((n) => n.endsWith('.sample.json'))).toBe(true);
  });
  test('a dangling symlink is refused (exit 2) and stays as it was', async () => {
    const sub = fresh('dangling');
    const link = join(sub, 'report.html');
    symlinkSync(join(sub, 'nowhere/report.html'), link);
    expectOneLineRefusal(await inProcess(WRITERS[0].args(link)), link);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });
  test('gen --root with generated/ a symlink to a folder: refused, the link stays', async () => {
    const root = project();
    mkdirSync(join(root, 'elsewhere'));
    symlinkSync(join(root, 'elsewhere'), join(root, 'generated'));
    const r = await inProcess(['gen', '--root', root]);
    expect(r.code).toBe(2);
    expect(lstatSync(join(root, 'generated')).isSymbolicLink()).toBe(true);
    expect(readdirSync(join(root, 'elsewhere'))).toEqual([]);
  });
});

describe('a read-only folder: exit 2, one line, nothing written (issue 24, High)', () => {
  // root writes anywhere, so as root the process runs as nobody (65534).
  for (const writer of WRITERS) {
    test(`${writer.name} into a read-only folder`, () => {
      const sub = fresh('ro');
      const path = join(sub, writer.folder ? 'out' : writer.name === 'fmt' ? 'card.hf' : 'out.txt');
      if (writer.name === 'fmt') writeFileSync(path, MESSY_CARD);
      chmodSync(sub, 0o555);
      const r = hflux(writer.args(path), { asNobody: true });
      expect(r.code).toBe(2);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stderr).not.toContain('内部エラー');
      expect(readdirSync(sub)).toEqual(writer.name === 'fmt' ? ['card.hf'] : []);
      if (writer.name === 'fmt') expect(readFileSync(path, 'utf8')).toBe(MESSY_CARD);
    });
  }
  test('gen --root on a read-only project: exit 2, nothing written', () => {
    const root = project();
    chmodSync(root, 0o555);
    const r = hflux(['gen', '--root', root], { asNobody: true });
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(root).sort()).toEqual(['cards', 'rules']);
  });
});

describe('the writer (in process)', () => {
  test('a temp file left by a killed writer is removed by the next write next to it; a live one is kept', () => {
    const sub = fresh('stale');
    // pid 2^22+1 is above Linux's pid_max default range: no such process
    const dead = join(sub, '.report.html.4194305.0a1b2c3d.tmp');
    const live = join(sub, `.report.html.${process.pid}.0a1b2c3d.tmp`);
    writeFileSync(dead, 'half');
    writeFileSync(live, 'mine');
    writeFileAtomic(join(sub, 'report.html'), 'whole');
    expect(readdirSync(sub).sort()).toEqual([`.report.html.${process.pid}.0a1b2c3d.tmp`, 'report.html']);
    removeStaleTemps(sub);
    expect(readFileSync(join(sub, 'report.html'), 'utf8')).toBe('whole');
  });
  test('a new file gets the default mode, an existing one keeps its own', () => {
    const sub = fresh('mode');
    writeFileSync(join(sub, 'a'), 'x');
    chmodSync(join(sub, 'a'), 0o600);
    writeFileAtomic(join(sub, 'a'), 'y');
    expect(statSync(join(sub, 'a')).mode & 0o777).toBe(0o600);
    const umask = process.umask();
    writeFileAtomic(join(sub, 'b'), 'z');
    expect(statSync(join(sub, 'b')).mode & 0o777).toBe(0o666 & ~umask);
  });
  test('a FIFO is refused with OutputFileError before anything is opened', () => {
    const path = join(fresh('fifo-in'), 'p');
    execFileSync('mkfifo', [path]);
    expect(() => writeFileAtomic(path, 'x')).toThrow(OutputFileError);
  });
});
