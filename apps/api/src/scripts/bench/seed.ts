import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../db/client';
import { migrate } from '../../db/migrate';
import { loadShippedContent, seedContent } from '../../seed/content';

/** A session token the bench knows for learner i: the server stores only its SHA-256, as for a real login. */
export const benchToken = (i: number) => `bench-learner-${String(i).padStart(10, '0')}`;

export type BenchData = {
  bookId: number;
  /** tokens[i] belongs to learner i. */
  tokens: string[];
  /** Fresh attempts waiting for their listening sheet, with the index of their learner. */
  openExams: Array<{ id: number; learner: number }>;
};

/**
 * Fills a migrated database for the load benchmark: the shipped content; `learners` learners, each with a live
 * session; one completed IELTS attempt per learner over the last two months (the leaderboard's rows); and
 * `openExams` attempts waiting for listening, spread over the learners and dated yesterday so they leave each
 * learner's daily limit (3 new exams) free for the start-exam run.
 */
export async function seedBench(
  target: { databaseUrl?: string; dataDir: string },
  { learners, openExams }: { learners: number; openExams: number },
): Promise<BenchData> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await migrate(database);
    const content = await loadShippedContent();
    await seedContent(database.db, content);
    const book = content.books[0];
    if (!book) throw new Error('no shipped IELTS book');
    const { db } = database;
    // Learner i has the phone number +99871 and i in 7 digits, and the token benchToken(i) (hashed as auth/codes.ts does).
    await db.execute(sql`
      INSERT INTO users (phone_number, name, surname, ref_code)
      SELECT '+99871' || lpad(g::text, 7, '0'), 'Learner', g::text, 'bench' || g
      FROM generate_series(0, ${learners - 1}) g`);
    await db.execute(sql`
      INSERT INTO sessions (user_id, token_hash)
      SELECT u.id, encode(sha256(convert_to('bench-learner-' || lpad(substr(u.phone_number, 7)::int::text, 10, '0'), 'UTF8')), 'hex')
      FROM users u WHERE u.phone_number LIKE '+99871%'`);
    await db.execute(sql`
      INSERT INTO ielts_attempts (user_id, book_id, expires_at, remain_section, status, listening, reading, writing, speaking, overall, created_at, completed_at)
      SELECT id, ${book.id}, now() - interval '50 days', NULL, 'COMPLETED', 7, 7, 6.5, 7, 4 + (id % 11) * 0.5,
        now() - ((id % 60) || ' days')::interval - interval '1 day', now() - ((id % 60) || ' days')::interval
      FROM users WHERE phone_number LIKE '+99871%'`);
    const open = rowsOf<{ id: number; user_id: number }>(
      await db.execute(sql`
        INSERT INTO ielts_attempts (user_id, book_id, created_at, expires_at, remain_section)
        SELECT u.id, ${book.id}, now() - interval '1 day', now() + interval '4 hours', 'listening'
        FROM generate_series(0, ${openExams - 1}) g
        JOIN users u ON u.phone_number = '+99871' || lpad((g % ${learners})::text, 7, '0')
        RETURNING id, user_id`),
    );
    const learnerOf = new Map(
      rowsOf<{ id: number; phone_number: string }>(await db.execute(sql`SELECT id, phone_number FROM users WHERE phone_number LIKE '+99871%'`)).map(
        (row) => [Number(row.id), Number(row.phone_number.slice(6))],
      ),
    );
    return {
      bookId: book.id,
      tokens: Array.from({ length: learners }, (_, i) => benchToken(i)),
      openExams: open.map((row) => ({ id: Number(row.id), learner: learnerOf.get(Number(row.user_id))! })),
    };
  } finally {
    await database.close();
  }
}
