// Issue 24 (Low, LSP transport): `hflux lsp` as a real process, spoken to with raw frames. One frame with a
// bad Content-Length used to leave the server deaf forever (the editor never knew to restart it); a 34 MB
// document was read whole (44 s, 2.5 GB); requests after `shutdown` were answered. Now: a malformed header is
// one line on stderr and exit 1; a frame over the cap is skipped as it streams and the server answers the
// next request; after `shutdown` every request is InvalidRequest (-32600).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { MAX_FRAME_BYTES } from '../../src/lsp/server.js';

const ROOT = join(import.meta.dirname, '../..');

interface Server {
  child: ChildProcess;
  stderr: () => string;
  /** The response to request `id` (parsed from the child's stdout frames). */
  response(id: number): Promise<{ id: number; result?: unknown; error?: { code: number } }>;
  send(raw: string | Buffer): void;
  request(id: number, method: string, params: unknown): void;
  exit: Promise<number | null>;
}

const servers: Server[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.child.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function frame(body: unknown): string {
  const json = JSON.stringify(body);
  return `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`;
}

function start(): Server {
  const root = mkdtempSync(join(tmpdir(), 'hflux-lsp-frames-'));
  dirs.push(root);
  const child = spawn(process.execPath, [join(ROOT, 'bin/hflux.js'), 'lsp', '--stdio'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = Buffer.alloc(0);
  let err = '';
  const messages: { id?: number }[] = [];
  const waiting: (() => void)[] = [];
  child.stdout!.on('data', (d: Buffer) => {
    out = Buffer.concat([out, d]);
    for (;;) {
      const end = out.indexOf('\r\n\r\n');
      if (end < 0) break;
      const length = Number(/Content-Length: (\d+)/i.exec(out.subarray(0, end).toString())?.[1]);
      if (out.length < end + 4 + length) break;
      messages.push(JSON.parse(out.subarray(end + 4, end + 4 + length).toString('utf8')));
      out = out.subarray(end + 4 + length);
    }
    for (const w of waiting.splice(0)) w();
  });
  child.stderr!.on('data', (d) => {
    err += String(d);
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: Server = {
    child,
    stderr: () => err,
    exit,
    send: (raw) => child.stdin!.write(raw),
    request: (id, method, params) => child.stdin!.write(frame({ jsonrpc: '2.0', id, method, params })),
    response: (id) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = messages.find((m) => m.id === id);
          if (found) resolve(found as never);
          else waiting.push(look);
        };
        exit.then(() => reject(new Error(`the server exited: ${err}`)));
        look();
      }),
  };
  servers.push(server);
  server.request(1, 'initialize', { processId: null, rootUri: pathToFileURL(root).href, capabilities: {} });
  return server;
}

describe('hflux lsp transport (issue 24)', () => {
  test('a frame with a bad Content-Length: one line on stderr and exit 1 (the editor restarts it)', async () => {
    const s = start();
    await s.response(1);
    s.send('Content-Length: twelve\r\n\r\n{"jsonrpc":"2.0"}');
    expect(await s.exit).toBe(1);
    expect(s.stderr()).toContain('Content-Length');
    expect(s.stderr()).not.toMatch(/\n\s+at /);
  });
  test('a header without Content-Length: exit 1 as well', async () => {
    const s = start();
    await s.response(1);
    s.send('Content-Type: application/json\r\n\r\n{}');
    expect(await s.exit).toBe(1);
  });
  test('a frame over the cap is skipped as it streams; the next request is answered', async () => {
    const s = start();
    await s.response(1);
    const size = MAX_FRAME_BYTES + 1024;
    s.send(`Content-Length: ${size}\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    for (let sent = 0; sent < size; sent += chunk.length)
      s.send(chunk.subarray(0, Math.min(chunk.length, size - sent)));
    s.request(2, 'textDocument/hover', {
      textDocument: { uri: 'file:///nowhere.hf' },
      position: { line: 0, character: 0 },
    });
    const answer = await s.response(2);
    expect(answer.error).toBeUndefined();
    expect(s.stderr()).toContain('上限');
    expect(s.child.exitCode).toBeNull();
  });
  test('after shutdown, requests are InvalidRequest; exit then ends the process with 0', async () => {
    const s = start();
    await s.response(1);
    s.request(2, 'shutdown', null);
    expect((await s.response(2)).error).toBeUndefined();
    s.request(3, 'textDocument/hover', {
      textDocument: { uri: 'file:///nowhere.hf' },
      position: { line: 0, character: 0 },
    });
    expect((await s.response(3)).error?.code).toBe(-32600);
    s.request(4, 'shutdown', null);
    expect((await s.response(4)).error?.code).toBe(-32600);
    s.send(frame({ jsonrpc: '2.0', method: 'exit' }));
    expect(await s.exit).toBe(0);
  });
});
