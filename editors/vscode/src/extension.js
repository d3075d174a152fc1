// The VS Code side of Hollow Flux editor support (docs/editor.md). Highlighting and brackets come from the
// manifest (TextMate grammars, language configurations); everything else — diagnostics, hover, completion,
// go to definition, formatting, quick fixes — from the language server `hflux lsp`, which this starts from
// the project's own install (server.js finds it) and connects to card files, deck lists and scenarios.
const path = require('node:path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');
const { DOCUMENT_SELECTOR, WATCHED_FILES, resolveLaunch } = require('./server.js');

const CLIENT_ID = 'hollowflux';
const CLIENT_NAME = 'Hollow Flux';

/** @type {LanguageClient | undefined} */
let client;
/** @type {vscode.Disposable[]} what lives as long as one server run */
let runDisposables = [];
/** @type {vscode.LogOutputChannel} */
let output;

/** Where to look for the server: the workspace folders, or with none open, the open card files' folders. */
function searchFolders() {
  const folders = (vscode.workspace.workspaceFolders ?? [])
    .filter((f) => f.uri.scheme === 'file')
    .map((f) => f.uri.fsPath);
  if (folders.length > 0) return folders;
  const languages = new Set(DOCUMENT_SELECTOR.map((selector) => selector.language));
  const documents = vscode.workspace.textDocuments.filter(
    (d) => d.uri.scheme === 'file' && languages.has(d.languageId),
  );
  return [...new Set(documents.map((d) => path.dirname(d.uri.fsPath)))];
}

function serverSettings() {
  const config = vscode.workspace.getConfiguration('hollowflux.server');
  return { path: config.get('path'), args: config.get('args'), runtime: config.get('runtime') };
}

async function reportProblem(launch) {
  const message =
    launch.problem === 'setting-missing'
      ? vscode.l10n.t(
          'Hollow Flux: the file set in hollowflux.server.path does not exist: {0}',
          launch.detail,
        )
      : vscode.l10n.t(
          'Hollow Flux: the language server (hflux) is not installed in this workspace. Run npm ci in the project, or set hollowflux.server.path.',
        );
  output.warn(message);
  const openSettings = vscode.l10n.t('Open Settings');
  const choice = await vscode.window.showWarningMessage(message, openSettings);
  if (choice === openSettings)
    await vscode.commands.executeCommand('workbench.action.openSettings', 'hollowflux.server');
}

async function start() {
  // The server is the workspace's own code: in Restricted Mode only the grammars work (package.json
  // capabilities.untrustedWorkspaces); activate() starts it once the workspace is trusted.
  if (!vscode.workspace.isTrusted) {
    output.info('Restricted Mode: the language server starts when the workspace is trusted.');
    return;
  }
  const launch = resolveLaunch({ folders: searchFolders(), settings: serverSettings() });
  if ('problem' in launch) {
    void reportProblem(launch);
    return;
  }
  output.info(`${launch.command} ${launch.args.join(' ')} (cwd ${launch.options.cwd})`);
  const watcher = vscode.workspace.createFileSystemWatcher(WATCHED_FILES);
  runDisposables = [watcher];
  const serverOptions = { command: launch.command, args: launch.args, options: launch.options };
  client = new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, {
    documentSelector: DOCUMENT_SELECTOR,
    outputChannel: output,
    // The server reads the `hollowflux` section (language, diagnosticsDelay) and re-reads it on change.
    synchronize: { configurationSection: CLIENT_ID, fileEvents: watcher },
  });
  try {
    await client.start();
  } catch (error) {
    output.error(String(error?.stack ?? error));
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Hollow Flux: the language server did not start: {0}', String(error?.message ?? error)),
    );
  }
}

async function stop() {
  const running = client;
  client = undefined;
  try {
    if (running?.isRunning()) await running.stop();
  } finally {
    for (const disposable of runDisposables.splice(0)) disposable.dispose();
  }
}

/** Server starts and stops, one after the other (settings and folder changes may come in bursts). */
let queue = Promise.resolve();
function queued(task) {
  queue = queue.then(() => task()).catch((error) => output.error(String(error?.stack ?? error)));
  return queue;
}

function restart() {
  return queued(async () => {
    await stop();
    await start();
  });
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  output = vscode.window.createOutputChannel(CLIENT_NAME, { log: true });
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand('hollowflux.restartServer', restart),
    vscode.commands.registerCommand('hollowflux.showOutput', () => output.show()),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('hollowflux.server')) void restart();
    }),
    vscode.workspace.onDidChangeWorkspaceFolders(() => restart()),
    vscode.workspace.onDidGrantWorkspaceTrust(() => restart()),
  );
  await queued(start);
}

function deactivate() {
  return queued(stop);
}

module.exports = { activate, deactivate };
