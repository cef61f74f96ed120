import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @bandwise/api` writes a new versioned SQL migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schemaMoney.ts', './src/db/schemaStaff.ts'],
  out: './drizzle',
});
