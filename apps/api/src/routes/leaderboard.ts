import {
  topExamResultParamsSchema,
  topExamResultQuerySchema,
  topExamResultResponseSchema,
  top10ResponseSchema,
} from '@bandwise/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { leaderboardCache } from '../cache/leaderboards';
import { rowsOf, type Db } from '../db/client';
import { sendJsonText } from '../http/jsonText';
import { errorResponses } from '../http/schemas';

/** 'Best results of the last 3 months' (seed 000 section 2.4); MONTHLY is described the same way (section 9). */
const PERIOD_SQL = {
  WEEKLY: sql`now() - interval '7 days'`,
  MONTHLY: sql`now() - interval '3 months'`,
  ALL: sql`'-infinity'::timestamptz`,
} as const;

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** A public display name: name and surname, or null (the web shows 'Unknown'). Phone numbers never leave. */
const displayName = (name: unknown, surname: unknown) => [name, surname].filter((p) => typeof p === 'string' && p.trim()).join(' ') || null;

/** IELTS top 10: each learner's best overall band of the last 3 months, best first. */
async function ieltsTop10(db: Db) {
  // The best rows first; each user's first row is their best. A window of 50 rows almost always holds ten
  // people, and reading it costs far less than sorting every attempt by user (DISTINCT ON), the fallback. The order
  // is that of ielts_attempts_leaderboard_idx (NULLS LAST included, else the planner sorts instead of using it).
  const window = 50;
  const scan = await db.execute(sql`
    SELECT a.id, a.user_id, a.overall, a.created_at, u.name, u.surname
    FROM ielts_attempts a JOIN users u ON u.id = a.user_id
    WHERE a.overall IS NOT NULL AND a.created_at >= ${PERIOD_SQL.MONTHLY}
    ORDER BY a.overall DESC NULLS LAST, a.created_at ASC, a.id ASC
    LIMIT ${window}`);
  let rows = rowsOf<Record<string, unknown>>(scan);
  const seen = new Set<unknown>();
  let best = rows.filter((row) => !seen.has(row.user_id) && seen.add(row.user_id));
  if (best.length < 10 && rows.length === window) {
    rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        SELECT * FROM (
          SELECT DISTINCT ON (a.user_id) a.id, a.user_id, a.overall, a.created_at, u.name, u.surname
          FROM ielts_attempts a JOIN users u ON u.id = a.user_id
          WHERE a.overall IS NOT NULL AND a.created_at >= ${PERIOD_SQL.MONTHLY}
          ORDER BY a.user_id, a.overall DESC, a.created_at ASC, a.id ASC
        ) best
        ORDER BY overall DESC, created_at ASC, id ASC
        LIMIT 10`),
    );
    best = rows;
  }
  return best.slice(0, 10).map((row) => ({
    user_name: displayName(row.name, row.surname),
    score: Number(row.overall),
    created_at: iso(row.created_at),
    examId: Number(row.id),
  }));
}

/** CEFR (multi-level) leaderboard page: each learner's best score in the period, best first, and the count. */
async function multiLevelTop(db: Db, period: keyof typeof PERIOD_SQL, page: number, size: number) {
  const since = PERIOD_SQL[period];
  const best = sql`
    SELECT DISTINCT ON (a.user_id) a.id, a.score, a.created_at, u.name, u.surname
    FROM ml_attempts a JOIN users u ON u.id = a.user_id
    WHERE a.score IS NOT NULL AND a.created_at >= ${since}
    ORDER BY a.user_id, a.score DESC, a.created_at ASC`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`SELECT * FROM (${best}) best ORDER BY score DESC, created_at ASC LIMIT ${size} OFFSET ${page * size}`),
    db.execute(sql`SELECT count(*)::int AS n FROM (${best}) best`),
  ]);
  return {
    results: rowsOf<Record<string, unknown>>(rows).map((row) => {
      const name = displayName(row.name, row.surname);
      const score = Number(row.score);
      const createdAt = iso(row.created_at);
      return { user: { name }, overall: score, createdAt, examId: Number(row.id), user_name: name, score, created_at: createdAt };
    }),
    page,
    size,
    total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0),
  };
}

const leaderboardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/user/top-10',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'IELTS top 10: best overall band per user over the last 3 months (no token)',
        response: { 200: top10ResponseSchema },
      },
    },
    async (_request, reply) => {
      // Served as JSON text checked against the contract when it was built (a string skips the per-request check).
      const json = await leaderboardCache.get(db, 'ielts-top-10', async () => JSON.stringify(top10ResponseSchema.parse(await ieltsTop10(db))));
      return sendJsonText(reply, json);
    },
  );

  app.get(
    '/ielts/exam/result/top-exam-result/:period',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'CEFR (multi-level) top results, best per user, paged (no token)',
        params: topExamResultParamsSchema,
        querystring: topExamResultQuerySchema,
        response: { 200: topExamResultResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const { period } = request.params;
      const json = await leaderboardCache.get(db, `multiLevel:${period}:${page}:${size}`, async () =>
        JSON.stringify(topExamResultResponseSchema.parse(await multiLevelTop(db, period, page, size))),
      );
      return sendJsonText(reply, json);
    },
  );
};

export default leaderboardRoutes;
