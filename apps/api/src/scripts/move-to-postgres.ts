import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { transferDatabase, transferFiles } from '../transfer';
import { createObjectStore, localStore } from '../media/storage';

/**
 * npm run db:move-to-postgres -w @bandwise/api -- postgres://user@host/bandwise
 * Moves an embedded install to PostgreSQL (docs/DEPLOY.md): every row of the PGlite folder BW_DATA_DIR into the named,
 * empty PostgreSQL database, and every recording and uploaded file of BW_MEDIA_DIR into the store the environment
 * names (BW_STORAGE=s3 with BW_S3_*; with the default local store the files stay where they are). Stop the server
 * first (PGlite is one process per folder); the PGlite folder and the media folder are only read. It ends with a
 * table-by-table count on both sides and exits 1 if anything did not arrive.
 */
const config = loadConfig();
const url = process.argv[2] ?? config.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('usage: npm run db:move-to-postgres -w @bandwise/api -- postgres://user@host/database   (BW_DATA_DIR: the PGlite folder)');
  process.exit(2);
}

const source = await openDatabase({ dataDir: config.BW_DATA_DIR });
const target = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
let failed = false;
try {
  console.log(`moving ${config.BW_DATA_DIR} (PGlite) to ${new URL(url).pathname.slice(1)} on ${new URL(url).host}`);
  const tables = await transferDatabase(source, target, console.log);
  for (const row of tables.filter((t) => t.source !== t.target)) {
    failed = true;
    console.error(`  ${row.table}: ${row.source} row(s) in PGlite, ${row.target} in PostgreSQL`);
  }
  const rows = tables.reduce((n, t) => n + t.target, 0);
  console.log(`rows: ${rows} in ${tables.length} tables, ${failed ? 'NOT all' : 'all'} arrived`);
  const media = localStore(config.BW_MEDIA_DIR);
  const store = await createObjectStore(config);
  if (store.description === media.description) {
    console.log(`files: kept in ${media.description} (BW_STORAGE=local)`);
  } else {
    console.log(`copying ${media.description} to ${store.description}`);
    const files = await transferFiles(media, store, console.log);
    for (const key of files.missing) console.error(`  missing after the copy: ${key}`);
    failed ||= files.missing.length > 0;
    console.log(`files: ${files.source}, ${files.missing.length === 0 ? 'all' : 'NOT all'} arrived`);
  }
} finally {
  await source.close();
  await target.close();
}
if (!failed) console.log('done: start the servers with DATABASE_URL (and BW_STORAGE) set to the new places');
process.exit(failed ? 1 : 0);
