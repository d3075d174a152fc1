// The in-process runner (./runCliInProcess.ts) and the exit codes it shares with the binary (src/cli/program.ts
// programErrorCode): what the runner reports is what `hflux` exits with, and the test process is left as it was.
import { describe, expect, test } from 'vitest';
import { programErrorCode } from '../../src/cli/program.js';
import { runCli } from './runCliInProcess.js';

describe('runCli', () => {
  test('--version prints the version on stdout, exit 0', async () => {
    const r = await runCli(['--version']);
    expect(r).toEqual({ status: 0, stdout: 'hflux 0.1.0\n', stderr: '' });
  });
  test('an unknown option is the Japanese usage line, exit 2; --lang en keeps commander’s text', async () => {
    const r = await runCli(['play', '--nope']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('hflux: 不明なオプション --nope（--help で一覧）\n');
    expect((await runCli(['play', '--nope', '--lang', 'en'])).stderr).toContain(
      "error: unknown option '--nope'",
    );
  });
  test('a command’s own exit code (an awaited action) and the process globals put back', async () => {
    const argv = process.argv;
    const r = await runCli(['explain', '存在しないカード名'], { env: { HFLUX_RUNCLI_PROBE: 'x' } });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('存在しないカード名');
    expect(process.argv).toBe(argv);
    expect(process.exitCode).toBeUndefined();
    expect(process.env.HFLUX_RUNCLI_PROBE).toBeUndefined();
  });
});

describe('programErrorCode', () => {
  test('commander’s help and version are 0, its usage errors 2, anything else 2', () => {
    expect(programErrorCode({ code: 'commander.helpDisplayed' })).toBe(0);
    expect(programErrorCode({ code: 'commander.version' })).toBe(0);
    expect(programErrorCode({ code: 'commander.unknownOption' })).toBe(2);
  });
});
