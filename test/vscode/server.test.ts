// Issue 14: the VS Code extension starts the language server from the project's own install
// (editors/vscode/src/server.js). Where it looks, in which order, which Node runs it — on real directories —
// and, for this project, that the command it builds really starts `hflux lsp`: the test spawns exactly that
// command and speaks LSP to it (initialize, shutdown, exit) with vscode-languageserver-protocol.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ExitNotification,
  InitializeRequest,
  type InitializeResult,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  createProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { EXTENSION_DIR } from './textmate.js';

const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

interface Launch {
  command: string;
  args: string[];
  options: { cwd: string; env: Record<string, string | undefined>; shell?: boolean };
}
interface LaunchProblem {
  problem: 'setting-missing' | 'not-found';
  detail: string;
}
const { resolveLaunch } = createRequire(import.meta.url)(join(EXTENSION_DIR, 'src/server.js')) as {
  resolveLaunch: (context: {
    folders: string[];
    settings?: { path?: string; args?: string[]; runtime?: string };
    env?: Record<string, string | undefined>;
    platform?: string;
    execPath?: string;
  }) => Launch | LaunchProblem;
};

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'hflux-vscode-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Creates the files (with their directories) under a fresh folder of tmp; returns the folder. */
let folderCount = 0;
function tree(files: Record<string, string>): string {
  const root = join(tmp, `ws${folderCount++}`);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return root;
}

/** A PATH with a `node` executable in it (a stand-in file: only its place matters here). */
function pathWithNode(): { env: Record<string, string>; node: string } {
  const bin = tree({ 'bin/node': '#!/bin/sh\n' });
  return { env: { PATH: join(bin, 'bin') }, node: join(bin, 'bin/node') };
}

const SCRIPT = 'console.log("hflux");\n';

describe('where the server is found', () => {
  test('node_modules/.bin/hflux, a link to the package: the linked script is run with node from PATH', () => {
    const ws = tree({ 'node_modules/hollowflux/bin/hflux.js': SCRIPT, 'cards/a.hf': '' });
    mkdirSync(join(ws, 'node_modules/.bin'));
    symlinkSync('../hollowflux/bin/hflux.js', join(ws, 'node_modules/.bin/hflux'));
    const { env, node } = pathWithNode();
    expect(resolveLaunch({ folders: [ws], env })).toEqual({
      command: node,
      args: [join(ws, 'node_modules/hollowflux/bin/hflux.js'), 'lsp', '--stdio'],
      options: { cwd: ws, env },
    });
  });

  test('from a subfolder of the project (cards/ opened alone), the nearest install upwards', () => {
    const ws = tree({ 'bin/hflux.js': SCRIPT, 'cards/starter/fire.hf': '', 'cards/bin/hflux.js.txt': '' });
    const { env } = pathWithNode();
    const launch = resolveLaunch({ folders: [join(ws, 'cards/starter')], env }) as Launch;
    expect(launch.args[0]).toBe(join(ws, 'bin/hflux.js'));
    expect(launch.options.cwd).toBe(join(ws, 'cards/starter'));
  });

  test('an install in node_modules comes before the project bin/ of the same folder', () => {
    const ws = tree({ 'bin/hflux.js': SCRIPT, 'node_modules/hollowflux/bin/hflux.js': SCRIPT });
    const launch = resolveLaunch({ folders: [ws], env: pathWithNode().env }) as Launch;
    expect(launch.args[0]).toBe(join(ws, 'node_modules/hollowflux/bin/hflux.js'));
  });

  test('nothing installed: a problem naming the folders, not a launch', () => {
    const ws = tree({ 'cards/a.hf': '' });
    expect(resolveLaunch({ folders: [ws] })).toEqual({ problem: 'not-found', detail: ws });
  });

  test('the hollowflux.server.path setting wins: absolute, relative to the workspace, or a command on PATH', () => {
    const ws = tree({ 'bin/hflux.js': SCRIPT, 'tools/other.js': SCRIPT, 'cmds/hflux': '#!/bin/sh\n' });
    const { env } = pathWithNode();
    const first = (settings: { path: string }) =>
      (resolveLaunch({ folders: [ws], settings, env }) as Launch).args[0];
    expect(first({ path: join(ws, 'tools/other.js') })).toBe(join(ws, 'tools/other.js'));
    expect(first({ path: 'tools/other.js' })).toBe(join(ws, 'tools/other.js'));
    chmodSync(join(ws, 'cmds/hflux'), 0o755);
    const onPath = resolveLaunch({
      folders: [ws],
      settings: { path: 'hflux' },
      env: { PATH: join(ws, 'cmds') },
    });
    expect(onPath).toMatchObject({ command: join(ws, 'cmds/hflux'), args: ['lsp', '--stdio'] });
    expect(resolveLaunch({ folders: [ws], settings: { path: 'missing.js' }, env })).toEqual({
      problem: 'setting-missing',
      detail: join(ws, 'missing.js'),
    });
  });

  test('a non-JavaScript server (a wrapper script) is run as it is; on Windows a .cmd through the shell', () => {
    const ws = tree({ 'node_modules/.bin/hflux': '#!/bin/sh\nexec node x "$@"\n' });
    expect(resolveLaunch({ folders: [ws], env: {} })).toMatchObject({
      command: join(ws, 'node_modules/.bin/hflux'),
      args: ['lsp', '--stdio'],
      options: { shell: false },
    });
    const win = tree({ 'node_modules/.bin/hflux.cmd': '@node x %*\n' });
    expect(resolveLaunch({ folders: [win], env: {}, platform: 'win32' })).toMatchObject({
      command: join(win, 'node_modules/.bin/hflux.cmd'),
      options: { shell: true },
    });
  });

  test('which Node: the runtime setting, else node on PATH, else VS Code own Node (ELECTRON_RUN_AS_NODE)', () => {
    const ws = tree({ 'bin/hflux.js': SCRIPT });
    const { env, node } = pathWithNode();
    const command = (context: object) => (resolveLaunch({ folders: [ws], ...context }) as Launch).command;
    expect(command({ env, settings: { runtime: '/opt/node22/bin/node' } })).toBe('/opt/node22/bin/node');
    expect(command({ env })).toBe(node);
    const vscodeNode = resolveLaunch({
      folders: [ws],
      env: { PATH: '' },
      execPath: '/Applications/Code',
    }) as Launch;
    expect(vscodeNode.command).toBe('/Applications/Code');
    expect(vscodeNode.options.env.ELECTRON_RUN_AS_NODE).toBe('1');
  });

  test('custom server arguments replace the default `lsp --stdio`', () => {
    const ws = tree({ 'bin/hflux.js': SCRIPT });
    const launch = resolveLaunch({
      folders: [ws],
      settings: { args: ['lsp'] },
      env: pathWithNode().env,
    }) as Launch;
    expect(launch.args).toEqual([join(ws, 'bin/hflux.js'), 'lsp']);
  });
});

/** Starts the launch as the client would and says hello in LSP; returns the server's answer and exit code. */
async function initializeAndShutdown(
  launch: Launch,
): Promise<{ result: InitializeResult; exitCode: number | null }> {
  const child: ChildProcess = spawn(launch.command, launch.args, { ...launch.options, stdio: 'pipe' });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout!),
    new StreamMessageWriter(child.stdin!),
  );
  connection.listen();
  try {
    const result = await connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: `file://${ROOT}`,
      workspaceFolders: [{ uri: `file://${ROOT}`, name: 'hollowflux' }],
      capabilities: {},
    });
    await connection.sendRequest(ShutdownRequest.type);
    await connection.sendNotification(ExitNotification.type);
    return { result, exitCode: await exited };
  } finally {
    connection.dispose();
    if (child.exitCode === null) child.kill();
  }
}

describe('in this project the command starts hflux lsp', () => {
  test.each([
    ['node from PATH', process.env],
    ["VS Code's own Node when PATH has none (here: this Node)", { ...process.env, PATH: '' }],
  ])(
    '%s: initialize answers with the server capabilities, shutdown and exit end it with 0',
    async (_, env) => {
      const launch = resolveLaunch({ folders: [ROOT], env, execPath: process.execPath });
      expect('problem' in launch).toBe(false);
      const { result, exitCode } = await initializeAndShutdown(launch as Launch);
      expect(result.capabilities).toMatchObject({
        hoverProvider: expect.anything(),
        completionProvider: expect.anything(),
        definitionProvider: expect.anything(),
        documentFormattingProvider: expect.anything(),
        codeActionProvider: expect.anything(),
      });
      expect(result.capabilities.textDocumentSync).toBeDefined();
      expect(exitCode).toBe(0);
    },
  );
});
