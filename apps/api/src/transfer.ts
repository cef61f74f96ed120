import { sql } from 'drizzle-orm';
import type { ObjectStore } from './media/storage';
import { uploadContentType } from './media/uploads';
import { rowsOf, type Database, type Db } from './db/client';
import { migrate } from './db/migrate';

/**
 * Moving an embedded install (PGlite, media on the local disk) to PostgreSQL and, if configured, an S3-compatible
 * store, without losing anything (docs/DEPLOY.md): both databases are brought to this version's migrations, every row
 * of every table is copied in one target transaction in foreign-key order (parents first), the id sequences are set
 * past the copied ids, and every stored file is copied; then rows are counted table by table and files checked by
 * size on both sides. The target database must be empty: a server never started on it.
 */
export type TransferReport = {
  tables: Array<{ table: string; source: number; target: number }>;
  files: { source: number; copied: number; missing: string[] };
};

const BATCH = 500;

async function tablesOf(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`),
  );
  return rows.map((row) => row.name);
}

/** Parents before children: each table after every table its foreign keys name. */
async function inForeignKeyOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`SELECT DISTINCT child.relname AS child, parent.relname AS parent FROM pg_constraint c
      JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
      JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE c.contype = 'f' AND n.nspname = 'public' AND child.relname <> parent.relname`),
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const edge of edges) if (edge.child === table) visit(edge.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

const count = async (db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], table: string) =>
  Number(rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`))[0]?.n ?? 0);

export async function transferDatabase(source: Database, target: Database, log: (line: string) => void): Promise<TransferReport['tables']> {
  if (target.driver !== 'postgres') throw new Error('the target must be a PostgreSQL database (DATABASE_URL / --to)');
  await migrate(source);
  await migrate(target);
  const tables = await inForeignKeyOrder(source.db, await tablesOf(source.db));
  const targetTables = new Set(await tablesOf(target.db));
  for (const table of tables) {
    if (!targetTables.has(table)) throw new Error(`the target has no table ${table}: is it the same version?`);
    if ((await count(target.db, table)) > 0) {
      throw new Error(`the target's ${table} already holds rows: move into an empty database (createdb), before any server starts on it`);
    }
  }
  await target.db.transaction(async (tx) => {
    for (const table of tables) {
      const total = await count(source.db, table);
      for (let offset = 0; offset < total; offset += BATCH) {
        // JSON carries every column type there and back (timestamps with their zone, jsonb, numeric, bytea as hex), by
        // column name, so the column order of the two databases does not matter.
        const [batch] = rowsOf<{ rows: string | null }>(
          await source.db.execute(
            sql`SELECT json_agg(t)::text AS rows FROM (SELECT * FROM ${sql.identifier(table)} ORDER BY 1 LIMIT ${BATCH} OFFSET ${offset}) t`,
          ),
        );
        if (!batch?.rows) break;
        await tx.execute(sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${batch.rows}::json)`);
      }
      log(`  ${table}: ${total} row(s)`);
    }
    // Serial ids continue after the copied ones.
    const serials = rowsOf<{ table: string; column: string }>(
      await tx.execute(sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`),
    );
    for (const { table, column } of serials) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
  });
  const report: TransferReport['tables'] = [];
  for (const table of tables) report.push({ table, source: await count(source.db, table), target: await count(target.db, table) });
  return report;
}

/** Copies every stored file the target store lacks (or holds at another size); answers what it copied and what is missing after. */
export async function transferFiles(source: ObjectStore, target: ObjectStore, log: (line: string) => void): Promise<TransferReport['files']> {
  let total = 0;
  let copied = 0;
  const missing: string[] = [];
  for await (const key of source.keys()) {
    total += 1;
    const size = await source.size(key);
    if ((await target.size(key)) !== size) {
      const bytes = await source.read(key);
      if (bytes) await target.put(key, bytes, uploadContentType(key));
      copied += 1;
    }
    if ((await target.size(key)) !== size) missing.push(key);
  }
  log(`  files: ${total} stored, ${copied} copied, ${missing.length} missing`);
  return { source: total, copied, missing };
}
