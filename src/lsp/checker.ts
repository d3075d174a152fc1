// Checking as you type: an edit schedules a check of the whole workspace after the configured delay (the
// debounce), and a request (hover, completion…) runs a pending check first, so answers always see the text as
// it is. A check compiles the project (project.ts: only edited files are parsed and lowered again), checks deck
// lists and open scenario files against it, and publishes the diagnostics of every file whose diagnostics
// changed — closed project files too, so a name defined twice shows in both files.
import type { Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SourceFile } from '../../codegen/dsl/compile.js';
import { KEYWORDS_FILE } from '../../codegen/dsl/index.js';
import { deckDiagnostics } from './deckList.js';
import { toLspDiagnostic } from './diagnostics.js';
import { LineMap } from './lineMap.js';
import { ProjectCompiler, type ProjectModel, type ProjectSources } from './project.js';
import { scenarioDiagnostics } from './scenario.js';
import type { Settings } from './settings.js';
import type { Workspace } from './workspace.js';

export interface CheckerHost {
  workspace: Workspace;
  settings(): Settings;
  publish(uri: string, diagnostics: Diagnostic[], version?: number): void;
  log(message: string): void;
}

export class Checker {
  private readonly compiler = new ProjectCompiler();
  private readonly published = new Map<string, string>();
  private model: ProjectModel | undefined;
  private timer: NodeJS.Timeout | undefined;
  private dirty = true;
  private started = false;

  constructor(private readonly host: CheckerHost) {}

  /** The first check, once the workspace is read and the settings known (edits before it only mark it due). */
  start(): void {
    this.started = true;
    this.current();
  }

  /** An edit: check again after the delay (a later edit restarts the wait). */
  schedule(): void {
    this.dirty = true;
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.checkNow(), this.host.settings().diagnosticsDelay);
  }

  /** The project as the documents are now (checking first if an edit is pending). */
  current(): ProjectModel {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dirty || !this.model) {
      this.dirty = false;
      this.model = this.check();
    }
    return this.model;
  }

  /** Publishes every file's diagnostics again (the language changed). */
  republish(): void {
    this.published.clear();
    this.dirty = true;
    this.checkNow();
  }

  /** A check outside a request: a failure is logged (a request reports its own). */
  private checkNow(): void {
    try {
      this.current();
    } catch (e) {
      this.host.log(`hflux lsp: check: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  private sources(documents: TextDocument[]): ProjectSources {
    const { workspace } = this.host;
    const sources: ProjectSources = { cards: [], loose: [] };
    for (const document of documents) {
      if (workspace.kindOf(document.uri) !== 'cards') continue;
      const source: SourceFile = { path: workspace.pathOf(document.uri), text: document.getText() };
      if (source.path === KEYWORDS_FILE) sources.keywords = source;
      else if (workspace.isProjectCardFile(source.path)) sources.cards.push(source);
      else sources.loose.push(source);
    }
    sources.cards.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return sources;
  }

  private check(): ProjectModel {
    const { workspace } = this.host;
    const documents = workspace.documents();
    const model = this.compiler.compile(this.sources(documents));
    const seen = new Set<string>();
    for (const document of documents) {
      try {
        const diagnostics = this.diagnosticsOf(document, model);
        if (diagnostics === undefined) continue;
        seen.add(document.uri);
        this.publishIfChanged(document, diagnostics);
      } catch (e) {
        // a bug in one checker must not stop the others: logged, and the file keeps its last diagnostics
        seen.add(document.uri);
        this.host.log(
          `hflux lsp: ${document.uri}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
        );
      }
    }
    for (const uri of [...this.published.keys()].filter((u) => !seen.has(u))) {
      this.published.delete(uri);
      this.host.publish(uri, []);
    }
    return model;
  }

  private diagnosticsOf(document: TextDocument, model: ProjectModel): Diagnostic[] | undefined {
    const { workspace } = this.host;
    const path = workspace.pathOf(document.uri);
    const lang = this.host.settings().language;
    switch (workspace.kindOf(document.uri)) {
      case 'cards': {
        const lines = new LineMap(document);
        return (model.diagnostics.get(path) ?? []).map((d) => toLspDiagnostic(d, lines, lang));
      }
      case 'deck':
        return deckDiagnostics(document, path, model, lang);
      case 'scenario':
        return workspace.isOpen(document.uri)
          ? scenarioDiagnostics(document, workspace.absolute(path), model)
          : undefined;
      default:
        return undefined;
    }
  }

  private publishIfChanged(document: TextDocument, diagnostics: Diagnostic[]): void {
    const key = JSON.stringify(diagnostics);
    if (this.published.get(document.uri) === key) return;
    this.published.set(document.uri, key);
    const version = this.host.workspace.isOpen(document.uri) ? document.version : undefined;
    this.host.publish(document.uri, diagnostics, version);
  }
}
