import { reviewKinds } from '@bandwise/core';
import { index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { at, belongsToUser, createdAt, jobs, rowId, users } from './schema';


/**
 * One human marking task per grading job whose payload says checker 'human' (staff/queue.ts). The row is made when an
 * admin sends an answer, or at the first claim of a job a purchase queued. The claim itself is the job's lease
 * (jobs.status 'running', jobs.locked_until); this row says who holds it, and keeps the marks once given.
 */
export const examinerReviews = pgTable('examiner_reviews', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: reviewKinds }).notNull(),
  /** ielts_writing_answers.id, ielts_speaking_answers.id or ml_open_answers.id, by kind. */
  answerId: integer('answer_id').notNull(),
  attemptId: integer('attempt_id').notNull(),
  /** The admin who sent the answer to human examination; null when the learner bought human checking. */
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  examinerId: integer('examiner_id').references(() => users.id, { onDelete: 'set null' }),
  claimedAt: at('claimed_at'),
  markedAt: at('marked_at'),
  /** The examiner's criterion marks (0-9 in halves), keyed like the built-in grader's criteria. */
  marks: jsonb('marks'),
  comment: text('comment'),
  /** Task or answer band (IELTS-rounded mean of the marks). */
  band: real('band'),
  /** Multi-level answers: the band on the 0-75 scale. */
  score: real('score'),
  /** The built-in grader's criteria for the same answer when it was marked: what the agreement figures compare. */
  suggestion: jsonb('suggestion'),
  createdAt: createdAt(),
}, (t) => [index('examiner_reviews_answer_idx').on(t.kind, t.answerId), index('examiner_reviews_marked_idx').on(t.markedAt)]);

/**
 * The built-in grader's suggestion for an answer, computed once on demand (an examiner opening it) and kept: the answer
 * never changes, and grading costs a few hundred milliseconds.
 */
export const graderSuggestions = pgTable('grader_suggestions', {
  kind: text('kind', { enum: reviewKinds }).notNull(),
  answerId: integer('answer_id').notNull(),
  criteria: jsonb('criteria').notNull(),
  band: real('band').notNull(),
  /** Multi-level answers: the 0-75 score. */
  score: real('score'),
  comment: text('comment').notNull(),
  /** The same comment in each site language ({key, en, uz, ru}); null for a suggestion stored before issue 33. */
  commentNote: jsonb('comment_note'),
  /** What the grader could not measure (no transcript: fluency only). */
  note: text('note'),
  /** The same note in each site language ({key, en, uz, ru}); null for a suggestion stored before there was one. */
  noteInLanguages: jsonb('note_in_languages'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.kind, t.answerId] })]);

/**
 * Manual balance adjustments by an admin: who, how much, why. The money itself moves through the ledger
 * (ledger_entries cause 'admin-adjustment', reference 'adjustment:<id>'), in the same transaction.
 */
export const adminAdjustments = pgTable('admin_adjustments', {
  id: rowId(),
  userId: belongsToUser(),
  adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
  /** uzs, signed. */
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [index('admin_adjustments_user_idx').on(t.userId)]);

/**
 * Every change an admin makes through the console or the admin calls: who, what (an action name such as
 * 'settings.prices' or 'user.role' and the thing it touched), and the value before and after. Written in the same
 * transaction as the change where the change is one; never updated or deleted by the application.
 */
export const auditLog = pgTable('audit_log', {
  id: rowId(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  /** What the action touched: 'user:42', 'message:7', 'settings'. */
  target: text('target').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: createdAt(),
}, (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_action_idx').on(t.action)]);
