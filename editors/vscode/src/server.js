// Where the Hollow Flux language server (`hflux lsp`) is and how to start it. Plain Node (no `vscode`
// import), so test/vscode/server.test.ts runs exactly this code and starts the server it finds.
//
// The server comes from the project's own install, never from a copy inside the extension: the compiler it
// runs is the one that checks and generates the project's cards. It is looked for in this order:
//   1. the `hollowflux.server.path` setting (absolute, relative to the first workspace folder, or a command
//      name found on PATH);
//   2. from each workspace folder up to the file-system root, the first directory that has
//      node_modules/.bin/hflux, node_modules/hollowflux/bin/hflux.js or bin/hflux.js (the project itself).
// A JavaScript file is run with Node: the `hollowflux.server.runtime` setting, else `node` from PATH, else
// VS Code's own Node (its executable with ELECTRON_RUN_AS_NODE=1).
const fs = require('node:fs');
const path = require('node:path');

const DEFAULT_ARGS = ['lsp', '--stdio'];
const NODE_SCRIPT = /\.[cm]?js$/i;
const WINDOWS_SHELL_SCRIPT = /\.(cmd|bat)$/i;

/** The languages the server handles; scenario files are YAML, and only `*.scenario.yaml` ones are its. */
const DOCUMENT_SELECTOR = [
  { scheme: 'file', language: 'hollowflux' },
  { scheme: 'file', language: 'hollowflux-deck' },
  { scheme: 'file', language: 'yaml', pattern: '**/*.scenario.yaml' },
];

/** Files whose changes on disk the server hears about (cross-file names, deck lists, keywords). */
const WATCHED_FILES = '**/{*.hf,*.deck,*.scenario.yaml}';

/**
 * @typedef {{ path?: string, args?: string[], runtime?: string }} ServerSettings
 * @typedef {{ file: string, origin: 'setting' | 'node_modules' | 'project', root: string }} FoundServer
 * @typedef {{ command: string, args: string[], options: { cwd: string, env: Record<string, string | undefined>, shell?: boolean } }} Launch
 * @typedef {{ problem: 'setting-missing' | 'not-found', detail: string }} LaunchProblem
 * @typedef {{ folders: string[], settings?: ServerSettings, env?: Record<string, string | undefined>, platform?: string, execPath?: string, exists?: (file: string) => boolean, realpath?: (file: string) => string }} LaunchContext
 */

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The places a directory may hold the server, nearest install first. */
function candidatesIn(dir, platform) {
  const bin = path.join(dir, 'node_modules', '.bin', platform === 'win32' ? 'hflux.cmd' : 'hflux');
  return [
    { file: bin, origin: 'node_modules' },
    { file: path.join(dir, 'node_modules', 'hollowflux', 'bin', 'hflux.js'), origin: 'node_modules' },
    { file: path.join(dir, 'bin', 'hflux.js'), origin: 'project' },
  ];
}

/** The directory and its ancestors, up to the file-system root. */
function selfAndAncestors(dir) {
  const dirs = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    dirs.push(current);
    if (path.dirname(current) === current) return dirs;
  }
}

/**
 * The server to start, or a problem saying why there is none.
 * @param {LaunchContext} context
 * @returns {FoundServer | LaunchProblem}
 */
function findServer(context) {
  const exists = context.exists ?? isFile;
  const platform = context.platform ?? process.platform;
  const configured = context.settings?.path?.trim();
  if (configured) {
    const base = context.folders[0] ?? process.cwd();
    const file = path.resolve(base, configured);
    if (exists(file)) return { file, origin: 'setting', root: base };
    // A bare command name (`hflux`) is looked up on PATH, as a shell would.
    const bare = !configured.includes('/') && !configured.includes('\\');
    const onPath = bare && findOnPath(configured, context.env ?? process.env, platform, exists);
    if (onPath) return { file: onPath, origin: 'setting', root: base };
    return { problem: 'setting-missing', detail: file };
  }
  for (const folder of context.folders)
    for (const dir of selfAndAncestors(folder))
      for (const candidate of candidatesIn(dir, platform))
        if (exists(candidate.file)) return { ...candidate, root: dir };
  return { problem: 'not-found', detail: context.folders.join(', ') };
}

/** The directories of PATH that hold an executable named `name` (PATHEXT on Windows). */
function findOnPath(name, env, platform, exists) {
  const pathValue = env.PATH ?? env.Path ?? '';
  const separator = platform === 'win32' ? ';' : ':';
  const extensions = platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD').split(';') : [''];
  for (const dir of pathValue.split(separator).filter(Boolean))
    for (const extension of extensions) {
      const file = path.join(dir, name + extension.toLowerCase());
      if (exists(file)) return file;
    }
  return undefined;
}

/** The Node that runs a JavaScript server: the setting, `node` on PATH, or VS Code's own Node. */
function nodeRuntime(context) {
  const env = context.env ?? process.env;
  const configured = context.settings?.runtime?.trim();
  if (configured) return { command: configured, env };
  const platform = context.platform ?? process.platform;
  const onPath = findOnPath('node', env, platform, context.exists ?? isFile);
  if (onPath) return { command: onPath, env };
  // Inside VS Code, process.execPath is its Electron binary, which runs as plain Node with this variable.
  return { command: context.execPath ?? process.execPath, env: { ...env, ELECTRON_RUN_AS_NODE: '1' } };
}

/**
 * How to start the server: the command, its arguments and options for child_process.spawn (and for
 * vscode-languageclient's `Executable` server options, which are the same).
 * @param {LaunchContext} context
 * @returns {Launch | LaunchProblem}
 */
function resolveLaunch(context) {
  const found = findServer(context);
  if ('problem' in found) return found;
  const args = context.settings?.args?.length ? [...context.settings.args] : [...DEFAULT_ARGS];
  const cwd = context.folders[0] ?? found.root;
  // node_modules/.bin/hflux is usually a link to the package's bin/hflux.js: run that file with Node, which
  // needs neither the link's shebang nor its executable bit.
  const file = (context.realpath ?? fs.realpathSync)(found.file);
  if (NODE_SCRIPT.test(file)) {
    const runtime = nodeRuntime(context);
    return { command: runtime.command, args: [file, ...args], options: { cwd, env: runtime.env } };
  }
  const platform = context.platform ?? process.platform;
  return {
    command: file,
    args,
    options: {
      cwd,
      env: context.env ?? process.env,
      shell: platform === 'win32' && WINDOWS_SHELL_SCRIPT.test(file),
    },
  };
}

module.exports = { DEFAULT_ARGS, DOCUMENT_SELECTOR, WATCHED_FILES, findServer, resolveLaunch };
