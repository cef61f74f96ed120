import { types, type PGlite } from '@electric-sql/pglite';

/**
 * PGlite merges a query's own `parsers` into its full parser table (over 300 entries, one per type and array type) on
 * every call, and drizzle passes its own on every query: about 90 us per query here, a tenth of a light call's CPU
 * (docs/PERFORMANCE.md). So the parsers drizzle passes are installed once in the instance's table, and the client
 * drizzle is given drops them from each query, inside transactions too. What each column parses to is unchanged.
 */
const DRIZZLE_RAW_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

type Queryish = { query: PGlite['query'] };

function lean<T extends Queryish>(target: T): T {
  const query: PGlite['query'] = (text, params, options) =>
    target.query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') return query;
      if (property === 'transaction') {
        const transaction = (object as unknown as PGlite).transaction.bind(object);
        return ((callback: (tx: Queryish) => Promise<unknown>) => transaction((tx) => callback(lean(tx)))) as PGlite['transaction'];
      }
      const value = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** The PGlite client to hand to drizzle. */
export function leanPglite(client: PGlite): PGlite {
  for (const oid of DRIZZLE_RAW_TYPES) client.parsers[oid] = (value: string) => value;
  return lean(client);
}
