import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { ieltsAttempts, ieltsSectionResults } from '../src/db/schema';
import { databaseForFile } from './helpers';

/**
 * Migrations that rename stored values, run again over rows as an older server left them (their statements as the
 * migrator runs them, split at drizzle's breakpoints).
 */
const database = databaseForFile();

async function runMigration(file: string): Promise<void> {
  const text = await readFile(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
}

describe('0014: IELTS sections stored in the code spelling', () => {
  it("renames an open attempt's remaining section and its stored sheets from the seeds' capitals", async () => {
    const { db } = database;
    // Rows as a server before issue 32 wrote them (foreign keys aside: no user or book is needed to rename).
    const attemptId = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      const rows = await tx.execute(sql`
        INSERT INTO ielts_attempts (user_id, book_id, expires_at, remain_section) VALUES (1, 1, now() + interval '4 hours', 'SPEAKING')
        RETURNING id`);
      const id = Number(rowsOf<{ id: number }>(rows)[0]!.id);
      for (const section of ['LISTENING', 'READING']) {
        await tx.execute(sql`
          INSERT INTO ielts_section_results (attempt_id, section, user_answers, rows, raw, band)
          VALUES (${id}, ${section}, '[]'::jsonb, '[]'::jsonb, 20, 5.5)`);
      }
      return id;
    });
    await runMigration('0014_ielts_section_names.sql');
    const [attempt] = await db.select().from(ieltsAttempts).where(eq(ieltsAttempts.id, attemptId));
    expect(attempt?.remainSection).toBe('speaking');
    const sheets = await db.select().from(ieltsSectionResults).where(eq(ieltsSectionResults.attemptId, attemptId));
    expect(sheets.map((sheet) => sheet.section).sort()).toEqual(['listening', 'reading']);
  });
});
