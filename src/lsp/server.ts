// `hflux lsp`: the language server (docs/editor.md). It speaks LSP over stdio through vscode-languageserver and
// answers from the compiler in this process: diagnostics (checker.ts), hover, completion, go to definition,
// formatting and quick fixes for card files, deck lists and scenario files. A failing request is logged and
// answered with nothing; it never ends the server.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  type CodeAction,
  CodeActionKind,
  type CompletionItem,
  type Connection,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  type Hover,
  type InitializeParams,
  type InitializeResult,
  type Location,
  type Position,
  ProposedFeatures,
  ResponseError,
  TextDocumentSyncKind,
  TextDocuments,
  type TextEdit,
  createConnection,
} from 'vscode-languageserver/node';
import { KEYWORDS_FILE, type SourceSpan } from '../../codegen/dsl/index.js';
import { MAX_INPUT_BYTES, formatBytes } from '../io/readInput.js';
import { cardCompletions } from './cardCompletion.js';
import { type HoverContext, cardFileHover } from './cardHover.js';
import { Checker } from './checker.js';
import { suggestionActions } from './codeActions.js';
import { deckCompletions, deckDefinition, deckHover } from './deckList.js';
import { cardFileDefinition } from './definition.js';
import { formatCardFile } from './formatting.js';
import { FrameGuard } from './frames.js';
import { LineMap } from './lineMap.js';
import { type RuleLookup, rulesReference } from './ruleTexts.js';
import { scenarioCompletions, scenarioDefinition, scenarioHover } from './scenario.js';
import { DEFAULT_SETTINGS, type Settings, readSettings } from './settings.js';
import { Workspace } from './workspace.js';

export interface ServerOptions {
  /** Rule texts for hover on a rule ID (default: docs/rules.md). */
  rules?: RuleLookup;
  /**
   * A frame whose header cannot be read (no valid Content-Length): the stream cannot be resynchronised.
   * Default: one line on stderr and exit 1, so the editor restarts the server.
   */
  onMalformed?: (reason: string) => void;
}

/** The largest message read (a document as large as the CLI reads, MAX_INPUT_BYTES, plus its JSON). */
export const MAX_FRAME_BYTES = MAX_INPUT_BYTES + 64 * 1024;

function exitOnMalformed(reason: string): void {
  process.stderr.write(`hflux lsp: 読めないメッセージを受け取りました（${reason}）。終了します\n`);
  process.exit(1);
}

/** Characters after which the editor asks for completions without being told to. */
const TRIGGER_CHARACTERS = ['【', '《', '「', '、', '。', '：', ':', ' ', '　'];
const SETTINGS_SECTION = 'hollowflux';

/** The workspace's first folder, or the nearest folder above it with cards/ or rules/keywords.hf. */
function rootOf(params: InitializeParams): string {
  const uri = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
  const folder = uri?.startsWith('file:') ? fileURLToPath(uri) : (params.rootPath ?? process.cwd());
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'cards')) || existsSync(join(dir, KEYWORDS_FILE))) return dir;
    if (dirname(dir) === dir) return folder;
  }
}

class Server {
  private readonly documents = new TextDocuments(TextDocument);
  private workspace!: Workspace;
  private checker!: Checker;
  private settings: Settings = DEFAULT_SETTINGS;
  private canAskConfiguration = false;
  private canWatchFiles = false;
  /** `shutdown` was received: every request but `exit` is then InvalidRequest (LSP). */
  private shutDown = false;

  constructor(
    private readonly connection: Connection,
    private readonly rules: RuleLookup,
  ) {}

  start(): void {
    const c = this.connection;
    c.onInitialize((params) => this.initialize(params));
    c.onInitialized(() => void this.initialized().catch((e: unknown) => this.logError('initialized', e)));
    c.onShutdown(() => {
      if (this.shutDown) return new ResponseError(ErrorCodes.InvalidRequest, 'the server is shut down');
      this.shutDown = true;
      this.checker?.dispose();
    });
    c.onDidChangeConfiguration((change) => void this.configure(change.settings?.[SETTINGS_SECTION]));
    // the copy on disk is read again even while the file is open: it is what counts once the file is closed
    c.onDidChangeWatchedFiles((change) => {
      for (const event of change.changes) this.workspace.reload(event.uri);
      this.checker.schedule();
    });
    this.documents.onDidChangeContent(() => this.checker.schedule());
    this.documents.onDidClose((event) => {
      this.workspace.reload(event.document.uri);
      this.checker.schedule();
    });
    c.onHover((p) => this.guard<Hover | null>(null, () => this.hover(p.textDocument.uri, p.position)));
    c.onCompletion((p) =>
      this.guard<CompletionItem[]>([], () => this.complete(p.textDocument.uri, p.position)),
    );
    c.onDefinition((p) =>
      this.guard<Location | null>(null, () => this.definition(p.textDocument.uri, p.position)),
    );
    c.onDocumentFormatting((p) => this.guard<TextEdit[]>([], () => this.format(p.textDocument.uri)));
    c.onCodeAction((p) =>
      this.guard<CodeAction[]>([], () => {
        const document = this.workspace.document(p.textDocument.uri);
        return document ? suggestionActions(document, p.context.diagnostics, this.settings.language) : [];
      }),
    );
    this.documents.listen(c);
    c.listen();
  }

  private initialize(params: InitializeParams): InitializeResult {
    const log = (message: string) => this.connection.console.log(message);
    this.workspace = new Workspace(rootOf(params), this.documents, log);
    this.checker = new Checker({
      workspace: this.workspace,
      settings: () => this.settings,
      publish: (uri, diagnostics, version) =>
        void this.connection.sendDiagnostics({ uri, diagnostics, version }),
      log,
    });
    this.settings = readSettings(params.initializationOptions);
    this.canAskConfiguration = params.capabilities.workspace?.configuration === true;
    this.canWatchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        completionProvider: { triggerCharacters: TRIGGER_CHARACTERS },
        definitionProvider: true,
        documentFormattingProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      },
      serverInfo: { name: 'hflux lsp' },
    };
  }

  private async initialized(): Promise<void> {
    this.workspace.scan();
    if (this.canWatchFiles)
      await this.connection.client
        .register(DidChangeWatchedFilesNotification.type, {
          watchers: [{ globPattern: '**/*.hf' }, { globPattern: '**/*.deck' }],
        })
        .catch((e: unknown) => this.logError('file watchers', e));
    await this.configure(undefined);
    this.checker.start();
  }

  private logError(what: string, e: unknown): void {
    this.connection.console.error(
      `hflux lsp: ${what}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
    );
  }

  /** New settings: given with the change, else asked for; the language changing publishes everything again. */
  private async configure(given: unknown): Promise<void> {
    const before = this.settings.language;
    try {
      const raw =
        given ??
        (this.canAskConfiguration
          ? await this.connection.workspace.getConfiguration(SETTINGS_SECTION)
          : undefined);
      if (raw !== undefined && raw !== null) this.settings = readSettings(raw, this.settings);
    } catch (e) {
      this.logError('settings', e);
    }
    if (this.settings.language !== before) this.checker.republish();
  }

  private guard<T>(fallback: T, answer: () => T): T | ResponseError {
    if (this.shutDown) return new ResponseError(ErrorCodes.InvalidRequest, 'the server is shut down');
    try {
      return answer();
    } catch (e) {
      this.logError('request', e);
      return fallback;
    }
  }

  /** A compiler span as a location in the editor (through the file's text, when the server has it). */
  private locate(path: string, span: SourceSpan): Location {
    const uri = this.workspace.uriOf(path);
    const document = this.workspace.document(uri);
    const range = document
      ? new LineMap(document).range(span.line, span.col, span.endLine === span.line ? span.endCol : undefined)
      : {
          start: { line: span.line - 1, character: span.col - 1 },
          end: { line: span.line - 1, character: span.col - 1 },
        };
    return { uri: document?.uri ?? uri, range };
  }

  private hoverContext(uri: string): HoverContext {
    return {
      model: this.checker.current(),
      lang: this.settings.language,
      rules: this.rules,
      path: this.workspace.pathOf(uri),
    };
  }

  private hover(uri: string, position: Position): Hover | null {
    const document = this.workspace.document(uri);
    if (!document) return null;
    const context = this.hoverContext(uri);
    switch (this.workspace.kindOf(uri)) {
      case 'cards':
        return cardFileHover(document, position, context);
      case 'deck':
        return deckHover(document, position, context);
      case 'scenario':
        return scenarioHover(document, position, context);
      default:
        return null;
    }
  }

  private complete(uri: string, position: Position): CompletionItem[] {
    const document = this.workspace.document(uri);
    if (!document) return [];
    const model = this.checker.current();
    switch (this.workspace.kindOf(uri)) {
      case 'cards':
        return cardCompletions(document, position, model);
      case 'deck':
        return deckCompletions(document, position, model);
      case 'scenario':
        return scenarioCompletions(
          document,
          position,
          this.workspace.absolute(this.workspace.pathOf(uri)),
          model,
        );
      default:
        return [];
    }
  }

  private definition(uri: string, position: Position): Location | null {
    const document = this.workspace.document(uri);
    if (!document) return null;
    const model = this.checker.current();
    const locate = (path: string, span: SourceSpan) => this.locate(path, span);
    switch (this.workspace.kindOf(uri)) {
      case 'cards':
        return cardFileDefinition(document, position, model, locate);
      case 'deck':
        return deckDefinition(document, position, model, locate);
      case 'scenario':
        return scenarioDefinition(document, position, model, locate);
      default:
        return null;
    }
  }

  private format(uri: string): TextEdit[] {
    const document = this.workspace.document(uri);
    if (!document || this.workspace.kindOf(uri) !== 'cards') return [];
    return formatCardFile(document, this.workspace.pathOf(uri));
  }
}

/** Starts the server on the given streams (stdin/stdout for `hflux lsp --stdio`). */
export function startServer(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  options: ServerOptions = {},
): Connection {
  const guarded = input.pipe(
    new FrameGuard({
      maxBody: MAX_FRAME_BYTES,
      onMalformed: options.onMalformed ?? exitOnMalformed,
      onSkipped: (bytes) => {
        const text = `hflux lsp: ${bytes} バイトのメッセージは上限（${formatBytes(MAX_INPUT_BYTES)}）を超えるため読みません`;
        process.stderr.write(`${text}\n`);
        void connection.window.showWarningMessage(text);
      },
    }),
  );
  const connection = createConnection(ProposedFeatures.all, guarded, output);
  new Server(connection, options.rules ?? rulesReference).start();
  return connection;
}
