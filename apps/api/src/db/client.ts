import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { leanPglite } from './pgliteLean';
import * as schema from './schema';

/** The Drizzle database both drivers share (PGlite embedded, node-postgres with DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: helpers take whichever the caller holds. */
export type Queryable = Db | Tx;

export type Database =
  | { db: Db; driver: 'pglite'; client: PGlite; close(): Promise<void> }
  | { db: Db; driver: 'postgres'; pool: pg.Pool; url: string; close(): Promise<void> };

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from a dumped data directory (tests use a migrated snapshot instead of running initdb). */
  loadDataDir?: Blob;
};

/** Opens PostgreSQL when a URL is given, else PGlite in the data folder ('memory://' for tests). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client's network error must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, driver: 'postgres', pool, url: options.databaseUrl, close: () => pool.end() };
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir === 'memory://' ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: leanPglite(client), schema }) as unknown as Db;
  return { db, driver: 'pglite', client, close: () => client.close() };
}

/** Rows of a raw `db.execute(sql...)`: both drivers answer an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
