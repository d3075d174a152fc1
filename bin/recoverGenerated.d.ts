/** Puts `root/dir` back from `dir.old-*` when a killed `gen` left it missing; the name put back, or null. */
export function recoverTree(root: string, dir?: string): string | null;
