// Types for the one module of @ohm-js/cli that `hflux gen` uses (the package ships no declarations).
declare module '@ohm-js/cli/src/commands/generateBundles/index.js' {
  const command: {
    action(
      patterns: string[],
      opts: { dryRun?: boolean; cwd?: string; withTypes?: boolean; esm?: boolean },
    ): unknown;
  };
  export default command;
}
