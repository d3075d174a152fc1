export interface CliBundle {
  readonly name: string;
  readonly entry: string;
  readonly settings: readonly string[];
}
export const MAIN_BUNDLE: CliBundle;
export const PREFLIGHT_BUNDLE: CliBundle;
export const CHILD_COMMANDS: ReadonlySet<string>;
