// A real LSP client for the tests: `hflux lsp --stdio` is started as a child process through bin/hflux.js (node
// + tsx, as the editor extension starts it) and spoken to with vscode-languageserver-protocol's connection over
// the child's stdin/stdout. Nothing of the protocol is mocked.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type Diagnostic,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializeRequest,
  type InitializeResult,
  InitializedNotification,
  type ProtocolConnection,
  PublishDiagnosticsNotification,
  type PublishDiagnosticsParams,
  ShutdownRequest,
  type TextEdit,
  createProtocolConnection,
} from 'vscode-languageserver-protocol/node';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** How long a test waits for a notification before it reports what it saw instead (a hang guard, not a timing check). */
const WAIT_LIMIT_MS = 60_000;

/** A temporary project: copies of cards/starter (cards and deck lists) and rules/keywords.hf. */
export function starterWorkspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'hflux-lsp-'));
  cpSync(join(REPO, 'cards/starter'), join(root, 'cards/starter'), { recursive: true });
  mkdirSync(join(root, 'rules'));
  cpSync(join(REPO, 'rules/keywords.hf'), join(root, 'rules/keywords.hf'));
  return root;
}

export function writeFile(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

export function readText(root: string, path: string): string {
  return readFileSync(join(root, path), 'utf8');
}

export function uriOf(root: string, path: string): string {
  return pathToFileURL(join(root, path)).href;
}

/** Applies LSP text edits (non-overlapping) to a text. */
export function applyEdits(text: string, edits: TextEdit[]): string {
  const offsets = lineOffsets(text);
  const at = (p: { line: number; character: number }) => offsets[p.line] + p.character;
  const sorted = [...edits].sort((a, b) => at(b.range.start) - at(a.range.start));
  let out = text;
  for (const e of sorted) out = out.slice(0, at(e.range.start)) + e.newText + out.slice(at(e.range.end));
  return out;
}

function lineOffsets(text: string): number[] {
  const offsets = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') offsets.push(i + 1);
  return offsets;
}

/** The 0-based position of the `nth` occurrence of `needle` in `text` (plus `shift` characters). */
export function positionOf(
  text: string,
  needle: string,
  shift = 0,
  nth = 1,
): { line: number; character: number } {
  let index = -1;
  for (let i = 0; i < nth; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`「${needle}」 not in the text`);
  }
  const before = text.slice(0, index + shift);
  const line = before.split('\n').length - 1;
  return { line, character: before.length - before.lastIndexOf('\n') - 1 };
}

export interface ClientOptions {
  initializationOptions?: unknown;
  /** The `hollowflux` settings answered to workspace/configuration (none: the client cannot be asked). */
  configuration?: unknown;
  /** The workspace folder the editor opened (default: the project root). */
  folder?: string;
  /** The hflux launcher to start (default: this checkout's bin/hflux.js). */
  bin?: string;
}

export class LspClient {
  readonly connection: ProtocolConnection;
  private readonly child: ChildProcess;
  private readonly published = new Map<string, PublishDiagnosticsParams[]>();
  private readonly waiters: (() => void)[] = [];
  readonly stderr: string[] = [];
  private readonly versions = new Map<string, number>();
  initializeResult!: InitializeResult;
  /** Resolves with the server's exit code when its process ends. */
  private readonly exited: Promise<number | null>;
  private exitCode: number | null | undefined;

  private constructor(
    readonly root: string,
    bin = join(REPO, 'bin/hflux.js'),
  ) {
    this.child = spawn(process.execPath, [bin, 'lsp', '--stdio'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        this.exitCode = code;
        for (const wake of this.waiters.splice(0)) wake();
        resolve(code);
      }),
    );
    this.connection = createProtocolConnection(this.child.stdout!, this.child.stdin!);
    this.connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
      this.published.set(params.uri, [...(this.published.get(params.uri) ?? []), params]);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.connection.listen();
  }

  static async start(root: string, options: ClientOptions = {}): Promise<LspClient> {
    const client = new LspClient(root, options.bin);
    const canAsk = options.configuration !== undefined;
    if (canAsk)
      client.connection.onRequest('workspace/configuration', (params: { items: unknown[] }) =>
        params.items.map(() => options.configuration),
      );
    const folder = pathToFileURL(options.folder ?? root).href;
    const initialize = client.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: folder,
      workspaceFolders: [{ uri: folder, name: 'test' }],
      capabilities: { workspace: { configuration: canAsk } },
      initializationOptions: options.initializationOptions,
    });
    let answered = false;
    const died = client.exited.then((code) => {
      if (!answered)
        throw new Error(`hflux lsp exited (${code}) before answering initialize:\n${client.stderr.join('')}`);
    });
    client.initializeResult = (await Promise.race([initialize, died])) as InitializeResult;
    answered = true;
    await client.connection.sendNotification(InitializedNotification.type, {});
    return client;
  }

  /** Every diagnostics notification the server sent for a file, oldest first. */
  notifications(path: string): PublishDiagnosticsParams[] {
    return this.published.get(uriOf(this.root, path)) ?? [];
  }

  /** The diagnostics last published for a file, once one satisfies `accept` (waiting for it if need be). */
  async diagnostics(path: string, accept: (d: Diagnostic[]) => boolean = () => true): Promise<Diagnostic[]> {
    return (await this.notification(path, (p) => accept(p.diagnostics))).diagnostics;
  }

  /** The last notification for a file, once one satisfies `accept` (e.g. for a document version). */
  async notification(
    path: string,
    accept: (p: PublishDiagnosticsParams) => boolean,
  ): Promise<PublishDiagnosticsParams> {
    const uri = uriOf(this.root, path);
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const latest = this.published.get(uri)?.at(-1);
      if (latest && accept(latest)) return latest;
      if (this.exitCode !== undefined)
        throw new Error(
          `hflux lsp exited (${this.exitCode}); last for ${path}: ${JSON.stringify(latest)}\n${this.stderr.join('')}`,
        );
      if (Date.now() > deadline)
        throw new Error(
          `no accepted diagnostics for ${path}; last: ${JSON.stringify(latest?.diagnostics)}\n${this.stderr.join('')}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, WAIT_LIMIT_MS);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async open(path: string, text = readText(this.root, path), languageId = languageOf(path)): Promise<void> {
    this.versions.set(path, 1);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri: uriOf(this.root, path), languageId, version: 1, text },
    });
  }

  /** Replaces the whole text (a full-document change). */
  async change(path: string, text: string): Promise<void> {
    const version = (this.versions.get(path) ?? 1) + 1;
    this.versions.set(path, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: uriOf(this.root, path), version },
      contentChanges: [{ text }],
    });
  }

  /** An incremental change: `newText` over the range. */
  async edit(path: string, range: TextEdit['range'], newText: string): Promise<void> {
    const version = (this.versions.get(path) ?? 1) + 1;
    this.versions.set(path, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: uriOf(this.root, path), version },
      contentChanges: [{ range, text: newText }],
    });
  }

  async close(path: string): Promise<void> {
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, {
      textDocument: { uri: uriOf(this.root, path) },
    });
  }

  /** shutdown, exit; resolves with the server's exit code. */
  async stop(): Promise<number | null> {
    await this.connection.sendRequest(ShutdownRequest.type);
    await this.connection.sendNotification(ExitNotification.type);
    const code = await this.exited;
    this.connection.dispose();
    return code;
  }

  /** Ends the server without the protocol (after a failed test). */
  kill(): void {
    if (this.child.exitCode === null) this.child.kill();
    this.connection.dispose();
  }
}

export function languageOf(path: string): string {
  if (path.endsWith('.hf')) return 'hollowflux';
  if (path.endsWith('.deck')) return 'hollowflux-deck';
  return 'yaml';
}

export function removeWorkspace(root: string): void {
  rmSync(root, { recursive: true, force: true });
}
