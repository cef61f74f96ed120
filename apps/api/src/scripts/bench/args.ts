/** `--name value` flags of the bench commands, with defaults; `--name` alone is true. */
export function flags(argv = process.argv.slice(2)) {
  const at = (name: string) => argv.indexOf(`--${name}`);
  const string = (name: string, fallback?: string): string | undefined => {
    const i = at(name);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  return {
    number(name: string, fallback: number): number {
      const i = at(name);
      const value = i >= 0 ? Number(argv[i + 1]) : fallback;
      if (!Number.isFinite(value)) throw new Error(`--${name} expects a number`);
      return value;
    },
    string,
    /** `--postgres <admin url>`, else BENCH_POSTGRES_URL: the server a bench makes its scratch database on (none: PGlite only). */
    postgres: () => string('postgres', process.env.BENCH_POSTGRES_URL),
    has: (name: string) => at(name) >= 0,
  };
}
