// The contract between `hflux gen` (codegen/gen.ts) and each generator it runs.

/** One file a generator produces; `path` is relative to the repository root, with forward slashes. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/**
 * A generator reads its sources under the repository root and returns the files it produces.
 * It throws GenError for bad input. Generators are pure: they never write files themselves.
 */
export interface Generator {
  name: string;
  /**
   * Directories (relative, forward slashes) whose every file this generator produces: a file found there
   * that it did not produce is stale (`--check`) and is deleted on write (a removed card set, say).
   */
  owns?: readonly string[];
  generate(root: string): GeneratedFile[];
}

/** What the generators produce: the files, and the directories they own wholly (see Generator.owns). */
export interface GeneratedOutput {
  files: GeneratedFile[];
  owned: string[];
}
