import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * The files of a model-fitting command: the CSV (--csv, by default `csvName` in the shared data's writing folder), the
 * model file it writes (--out; by default the shipped `models/<modelName>`, and only when fitting the shipped CSV) and
 * the cache of the checker's findings per essay (--lints, by default .cache/<csv name>-lints.json).
 */
export function fittingFiles(
  flags: Record<string, string | true>,
  csvName: string,
  modelName: string,
): { csvPath: string; shipped: boolean; out: string | undefined; lintPath: string } {
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  const shippedCsv = path.join(dataDir(), 'writing', csvName);
  const csvPath = stringFlag(flags, 'csv', shippedCsv)!;
  const shipped = path.resolve(csvPath) === shippedCsv;
  const out = stringFlag(flags, 'out', shipped ? path.join(packageDir, 'models', modelName) : undefined);
  const lintPath = stringFlag(flags, 'lints', path.join(packageDir, '.cache', `${path.basename(csvPath, '.csv')}-lints.json`))!;
  return { csvPath, shipped, out, lintPath };
}
