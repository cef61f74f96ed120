import { phoneNumberSchema } from '@bandwise/core';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { setRoleByPhone } from '../staff/users';

/**
 * npm run make-admin -w @bandwise/api -- +998901234567 [role]
 * Gives the user of a phone number the admin role (or the role named: examiner, learner), creating the user if they
 * have not logged in yet. The first admin is made this way; later ones from the admin screens.
 * It opens the database itself: with PostgreSQL (DATABASE_URL) while the server runs; with the embedded PGlite only
 * while the server is stopped (one process per data folder).
 */
const config = loadConfig();
const phone = phoneNumberSchema.safeParse(process.argv[2] ?? '');
const role = process.argv[3] ?? 'admin';
if (!phone.success || !['admin', 'examiner', 'learner'].includes(role)) {
  console.error('usage: npm run make-admin -w @bandwise/api -- +998901234567 [admin|examiner|learner]');
  process.exit(2);
}

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.BW_DATA_DIR });
try {
  await migrate(database);
  const user = await setRoleByPhone(database.db, phone.data, role as 'admin' | 'examiner' | 'learner');
  console.log(`${user.phoneNumber} (user ${user.id}) is now ${user.role}. They log in as usual and find the staff pages at /${user.role === 'admin' ? 'admin' : 'examiner'}.`);
} finally {
  await database.close();
}
process.exit(0);
