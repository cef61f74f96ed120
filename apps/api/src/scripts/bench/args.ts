/** `--name value` flags of the bench commands, with defaults; `--name` alone is true. */
export function flags(argv = process.argv.slice(2)) {
  const at = (name: string) => argv.indexOf(`--${name}`);
  const string = (name: string, fallback?: string): string | undefined => {
    const i = at(name);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const number = (name: string, fallback: number): number => {
    const i = at(name);
    const value = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isFinite(value)) throw new Error(`--${name} expects a number`);
    return value;
  };
  return {
    number,
    /** Several number flags at once: `{ name: default }` in, `{ name: value }` out. */
    numbers: <Name extends string>(defaults: Record<Name, number>): Record<Name, number> =>
      Object.fromEntries(Object.entries<number>(defaults).map(([name, fallback]) => [name, number(name, fallback)])) as Record<Name, number>,
    string,
    /** `--postgres <admin url>`, else BENCH_POSTGRES_URL: the server a bench makes its scratch database on (none: PGlite only). */
    postgres: () => string('postgres', process.env.BENCH_POSTGRES_URL),
    has: (name: string) => at(name) >= 0,
  };
}
