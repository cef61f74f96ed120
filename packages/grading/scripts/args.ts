/** Tiny flag parser for the grading commands: --name value pairs, bare --flags, and positional arguments. */
export function parseArgs(argv: readonly string[]): { flags: Record<string, string | true>; positional: string[] } {
  const flags: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const name = arg.slice(2);
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        flags[name] = next;
        i += 1;
      } else flags[name] = true;
    } else positional.push(arg);
  }
  return { flags, positional };
}

export function stringFlag(flags: Record<string, string | true>, name: string, fallback?: string): string | undefined {
  const value = flags[name];
  return typeof value === 'string' ? value : fallback;
}

/** The shared calibration data (shared/data beside the repository), or BW_DATA_DIR. */
export function dataDir(): string {
  return process.env.BW_DATA_DIR ?? new URL('../../../../shared/data', import.meta.url).pathname;
}
