import {
  checkTypes,
  contentKinds,
  contentSources,
  contentStatuses,
  gradingStatuses,
  ieltsInlineSectionTypes,
  ieltsSectionTypes,
  multiLevelQuestionTypes,
  multiLevelSectionTypes,
  userRoles,
} from '@bandwise/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A row's id, numbered by the database. */
export const rowId = () => serial('id').primaryKey();
/** A content row's id: the content's own (the id in its JSON), the same in every version. */
export const contentId = () => integer('id').primaryKey();
/** A point in time with its time zone, as every timestamp column here is. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();
/** When the row last changed (set by the code that changes it; the default covers the insert). */
export const updatedAt = () => at('updated_at').notNull().defaultNow();
/** The row this one belongs to (a user, an attempt, the next level up of a content tree): it goes when that row goes. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });
/** The user the row belongs to (user_id): it goes when the user goes. */
export const belongsToUser = () => belongsTo('user_id', () => users.id);
/** The first columns of a row of an attempt (a section's result, an answer): its own id, and the attempt's. */
const attemptRow = (attempts: { id: AnyPgColumn }) => ({ id: rowId(), attemptId: belongsTo('attempt_id', () => attempts.id) });
/** Whether it arrived after its deadline and grace: accepted all the same, and marked (docs/CONTRACT.md, deadlines). */
const arrivedLate = () => boolean('late').notNull().default(false);

/* ---------- people and sessions ---------- */

export const users = pgTable('users', {
  id: rowId(),
  phoneNumber: text('phone_number').notNull(),
  telegramId: bigint('telegram_id', { mode: 'number' }),
  name: text('name'),
  surname: text('surname'),
  role: text('role', { enum: userRoles }).notNull().default('learner'),
  /** uzs, integer; never negative (the buy-exam debit is a conditional UPDATE). */
  balance: integer('balance').notNull().default(0),
  /** The code in the learner's own referral link. */
  refCode: text('ref_code').notNull(),
  invitedBy: integer('invited_by'),
  bonusAvailable: integer('bonus_available').notNull().default(0),
  bonusUsed: integer('bonus_used').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('users_phone_number_key').on(t.phoneNumber),
  uniqueIndex('users_telegram_id_key').on(t.telegramId),
  uniqueIndex('users_ref_code_key').on(t.refCode),
  check('users_balance_nonnegative', sql`${t.balance} >= 0`),
]);

/** Login codes, stored as SHA-256 hashes; single use, short-lived. */
export const loginCodes = pgTable('login_codes', {
  id: rowId(),
  userId: belongsToUser(),
  codeHash: text('code_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
}, (t) => [index('login_codes_code_hash_idx').on(t.codeHash), index('login_codes_user_idx').on(t.userId)]);

/** Sessions: the bearer token's SHA-256; revocable. */
export const sessions = pgTable('sessions', {
  id: rowId(),
  userId: belongsToUser(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  revokedAt: at('revoked_at'),
  /** Sliding expiry: each use moves it to now + idleSeconds (auth/sessions.ts). */
  expiresAt: at('expires_at')
    .notNull()
    .default(sql`now() + interval '30 days'`),
  /** The idle time a session survives, fixed when it is created (BW_SESSION_DAYS then). */
  idleSeconds: integer('idle_seconds').notNull().default(30 * 86_400),
}, (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

/**
 * Login attempts per key ('ip:<addr>', 'code:<hash>', 'phone:<user id>' for codes asked for) in a fixed window, and
 * the time the next one is allowed (auth/limits.ts); in the database so every API process sees them.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
  nextAllowedAt: at('next_allowed_at').notNull().defaultNow(),
});

/** A referral seen by the bot before the user shared a contact (/start <ref>). */
export const botReferrals = pgTable('bot_referrals', {
  telegramId: bigint('telegram_id', { mode: 'number' }).primaryKey(),
  refCode: text('ref_code').notNull(),
  createdAt: createdAt(),
});

/** Operator settings; defaults live in code, rows override them key by key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: rowId(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  createdAt: createdAt(),
  /** When an admin marked it read (null: unread), and who; the inbox filters on it. */
  readAt: at('read_at'),
  readBy: integer('read_by').references(() => users.id, { onDelete: 'set null' }),
});

/* ---------- content ---------- */

/**
 * IELTS books by the content's own id (the bookId of /ielts/exam/create): name and module of the published version,
 * `available` while one is published. The books themselves, every version with its keys, are in content_versions.
 */
export const ieltsBooks = pgTable('ielts_books', {
  id: contentId(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  module: text('module', { enum: ['academic', 'general'] }).notNull(),
  available: boolean('available').notNull().default(true),
  updatedAt: updatedAt(),
});

/** A duration in minutes, as the content gives it. */
const minutes = () => integer('duration').notNull();

/**
 * The first columns of every level of the multi-level tree below the exam: the content's id, `parent` (the one column
 * that refers to the level above) and the place among its siblings.
 */
const treeNode = <Parent extends Record<string, PgColumnBuilderBase>>(parent: Parent) => ({
  id: contentId(),
  ...parent,
  position: integer('position').notNull(),
});

/**
 * Multi-level exams, and below their sections, parts, questions and options: every id any published version used
 * (attempts and answers refer to them; the calls carry them). What an attempt shows and scores is its version in
 * content_versions; these rows say what is published now (`available`) and own the global ids.
 */
export const multiLevelExams = pgTable('ml_exams', {
  id: contentId(),
  name: text('name').notNull(),
  duration: minutes(),
  available: boolean('available').notNull().default(true),
  updatedAt: updatedAt(),
});

export const multiLevelSections = pgTable('ml_sections', {
  ...treeNode({ examId: belongsTo('exam_id', () => multiLevelExams.id) }),
  type: text('type', { enum: multiLevelSectionTypes }).notNull(),
  duration: minutes(),
  audioPath: text('audio_path'),
}, (t) => [index('ml_sections_exam_idx').on(t.examId)]);

export const multiLevelParts = pgTable('ml_parts', {
  ...treeNode({ sectionId: belongsTo('section_id', () => multiLevelSections.id) }),
  label: text('label').notNull(),
  description: text('description').notNull(),
  rightText: text('right_text').notNull(),
  photoPath: text('photo_path'),
}, (t) => [index('ml_parts_section_idx').on(t.sectionId)]);

export const multiLevelQuestions = pgTable('ml_questions', {
  ...treeNode({ partId: belongsTo('part_id', () => multiLevelParts.id) }),
  question: text('question').notNull(),
  type: text('type', { enum: multiLevelQuestionTypes }).notNull(),
  prepSeconds: integer('prep_seconds'),
  answerSeconds: integer('answer_seconds'),
}, (t) => [index('ml_questions_part_idx').on(t.partId)]);

export const multiLevelAnswers = pgTable('ml_answers', {
  ...treeNode({ questionId: belongsTo('question_id', () => multiLevelQuestions.id) }),
  answer: text('answer').notNull(),
}, (t) => [index('ml_answers_question_idx').on(t.questionId)]);

/**
 * Every version of every test, public part and keys as validated, never changed once written: an attempt points at the
 * version it started on and is scored and shown from it. A test (an IELTS book id, a multi-level exam id) has at most
 * one published version; the tables above (ielts_books, ml_exams and the ml tree) hold what is published now, for the
 * lists and as the rows attempts and answers refer to.
 */
export const contentVersions = pgTable('content_versions', {
  id: rowId(),
  kind: text('kind', { enum: contentKinds }).notNull(),
  /** The IELTS book id or the multi-level exam id. */
  testId: integer('test_id').notNull(),
  /** 1, 2, ... per test. */
  version: integer('version').notNull(),
  status: text('status', { enum: contentStatuses }).notNull().default('draft'),
  name: text('name').notNull(),
  /** core's IeltsBook or MultiLevelExam: what the learner may see. */
  content: jsonb('content').notNull(),
  /** core's IeltsKeys or MultiLevelKeys: server only. */
  keys: jsonb('keys').notNull(),
  /** SHA-256 of content and keys (keys sorted), so loading the same set again makes no new version. */
  digest: text('digest').notNull(),
  source: text('source', { enum: contentSources }).notNull(),
  /** The uploaded file's or the folder's name. */
  sourceName: text('source_name'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  publishedAt: at('published_at'),
  retiredAt: at('retired_at'),
}, (t) => [
  uniqueIndex('content_versions_test_version_key').on(t.kind, t.testId, t.version),
  uniqueIndex('content_versions_published_key').on(t.kind, t.testId).where(sql`${t.status} = 'published'`),
]);

/* ---------- IELTS attempts ---------- */

export const ieltsAttempts = pgTable('ielts_attempts', {
  id: rowId(),
  userId: belongsToUser(),
  bookId: integer('book_id').notNull().references(() => ieltsBooks.id),
  /** The version of the book the attempt started on: scored and shown from it whatever is published later. */
  contentVersionId: integer('content_version_id').references(() => contentVersions.id),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  /** The section to take next (listening, reading, speaking, writing in that order); null once writing is in. */
  remainSection: text('remain_section', { enum: ieltsSectionTypes }),
  /**
   * When the remaining section's clock started (exams/ieltsDeadlines.ts): creation for listening, the previous
   * section's submit for reading and speaking, and for writing (which follows speaking with no call) the last
   * speaking recording. Null on attempts made before migration 0007: no section deadline is known for those.
   */
  sectionStartedAt: at('section_started_at'),
  status: text('status', { enum: ['PENDING', 'COMPLETED'] }).notNull().default('PENDING'),
  listening: real('listening'),
  reading: real('reading'),
  speaking: real('speaking'),
  writing: real('writing'),
  overall: real('overall'),
  completedAt: at('completed_at'),
}, (t) => [
  index('ielts_attempts_user_idx').on(t.userId, t.createdAt),
  index('ielts_attempts_overall_idx').on(t.createdAt),
  // The top-10 reads the best completed attempts first: in this order it stops after a few dozen rows instead of
  // sorting every attempt (docs/PERFORMANCE.md).
  index('ielts_attempts_leaderboard_idx')
    .on(t.overall.desc(), t.createdAt, t.id)
    .where(sql`${t.overall} IS NOT NULL`),
]);

/** Listening and reading sheets with their scored rows; one per (attempt, section). */
export const ieltsSectionResults = pgTable('ielts_section_results', {
  ...attemptRow(ieltsAttempts),
  section: text('section', { enum: ieltsInlineSectionTypes }).notNull(),
  userAnswers: jsonb('user_answers').notNull(),
  rows: jsonb('rows').notNull(),
  raw: integer('raw').notNull(),
  band: real('band').notNull(),
  /** Arrived after the section's deadline and grace: accepted and scored, marked (docs/CONTRACT.md, deadlines). */
  late: arrivedLate(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('ielts_section_results_attempt_section_key').on(t.attemptId, t.section)]);

export const ieltsWritingAnswers = pgTable('ielts_writing_answers', {
  ...attemptRow(ieltsAttempts),
  taskNumber: integer('task_number').notNull(),
  question: text('question').notNull(),
  userAnswer: text('user_answer').notNull(),
  status: text('status', { enum: gradingStatuses }).notNull().default('PENDING'),
  feedback: text('feedback'),
  taskBandScore: real('task_band_score'),
  coherenceScore: real('coherence_score'),
  grammarScore: real('grammar_score'),
  lexicalResourceScore: real('lexical_resource_score'),
  taskAchievementScore: real('task_achievement_score'),
  /** The grader's full result (grading/results.ts GradingRecord): who graded, errors with offsets, measures, notes; or the last error. */
  grading: jsonb('grading'),
  /** Arrived after writing's deadline and grace: accepted and graded, marked (docs/CONTRACT.md, deadlines). */
  late: arrivedLate(),
  createdAt: createdAt(),
  gradedAt: at('graded_at'),
}, (t) => [uniqueIndex('ielts_writing_answers_attempt_task_key').on(t.attemptId, t.taskNumber)]);

/** An IELTS speaking part, 1 to 3. */
const speakingPart = () => integer('part_number').notNull();

export const ieltsSpeakingAnswers = pgTable('ielts_speaking_answers', {
  ...attemptRow(ieltsAttempts),
  partNumber: speakingPart(),
  question: text('question').notNull(),
  /** Relative to the media folder, e.g. 'uploads/ielts/<random>.wav'. */
  filePath: text('file_path').notNull(),
  transcription: text('transcription'),
  feedback: text('feedback'),
  /** This recording's six sub-scores and band, measures and notes (grading/results.ts GradingRecord); or the last error. */
  grading: jsonb('grading'),
  createdAt: createdAt(),
  /** Set when the grader stored this recording's scores; the part is graded when all its recordings are. */
  gradedAt: at('graded_at'),
}, (t) => [uniqueIndex('ielts_speaking_answers_attempt_part_question_key').on(t.attemptId, t.partNumber, t.question)]);

/** Per-part speaking scores, filled by the grader. */
export const ieltsSpeakingParts = pgTable('ielts_speaking_parts', {
  attemptId: belongsTo('attempt_id', () => ieltsAttempts.id),
  partNumber: speakingPart(),
  status: text('status', { enum: gradingStatuses }).notNull().default('PENDING'),
  partBandScore: real('part_band_score'),
  coherenceScore: real('coherence_score'),
  fluencyScore: real('fluency_score'),
  grammarScore: real('grammar_score'),
  vocabularyScore: real('vocabulary_score'),
  relevanceScore: real('relevance_score'),
  topicDevScore: real('topic_dev_score'),
}, (t) => [primaryKey({ columns: [t.attemptId, t.partNumber] })]);

/* ---------- multi-level attempts ---------- */

export const multiLevelAttempts = pgTable('ml_attempts', {
  id: rowId(),
  userId: belongsToUser(),
  examId: integer('exam_id').notNull().references(() => multiLevelExams.id),
  /** The version of the exam bought: started, scored and shown from it whatever is published later. */
  contentVersionId: integer('content_version_id').references(() => contentVersions.id),
  type: text('type', { enum: checkTypes }).notNull(),
  price: integer('price').notNull(),
  paidWithBonus: boolean('paid_with_bonus').notNull().default(false),
  status: text('status', { enum: ['pending', 'checked'] }).notNull().default('pending'),
  remainSection: text('remain_section', { enum: multiLevelSectionTypes }).default('listening'),
  createdAt: createdAt(),
  startedAt: at('started_at'),
  /**
   * When the remaining section's clock started (exams/multiLevel.ts sectionClockOf): start-exam for listening, the
   * previous section's check for the others. Null on attempts started before migration 0009: no section deadline.
   */
  sectionStartedAt: at('section_started_at'),
  finishedAt: at('finished_at'),
  score: real('score'),
  result: text('result'),
}, (t) => [index('ml_attempts_user_idx').on(t.userId, t.createdAt)]);

/** One checked section of a multi-level attempt. */
export const multiLevelSectionResults = pgTable('ml_section_results', {
  ...attemptRow(multiLevelAttempts),
  sectionId: integer('section_id').notNull().references(() => multiLevelSections.id),
  type: text('type', { enum: multiLevelSectionTypes }).notNull(),
  status: text('status', { enum: ['scored', 'pending'] }).notNull(),
  answers: jsonb('answers').notNull(),
  rows: jsonb('rows'),
  raw: integer('raw'),
  total: integer('total'),
  score: real('score'),
  /** Arrived after the section's deadline and grace: accepted, scored or graded, marked (docs/CONTRACT.md, deadlines). */
  late: arrivedLate(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('ml_section_results_attempt_section_key').on(t.attemptId, t.sectionId)]);

/** Writing and speaking answers of a multi-level attempt, each graded on its own. */
export const multiLevelOpenAnswers = pgTable('ml_open_answers', {
  ...attemptRow(multiLevelAttempts),
  sectionId: integer('section_id').notNull().references(() => multiLevelSections.id),
  questionId: integer('question_id').notNull().references(() => multiLevelQuestions.id),
  answerText: text('answer_text'),
  filePath: text('file_path'),
  transcription: text('transcription'),
  feedback: text('feedback'),
  score: real('score'),
  status: text('status', { enum: ['pending', 'graded'] }).notNull().default('pending'),
  /** The grader's full result or the last error (grading/results.ts GradingRecord). */
  grading: jsonb('grading'),
  createdAt: createdAt(),
  gradedAt: at('graded_at'),
}, (t) => [uniqueIndex('ml_open_answers_attempt_question_key').on(t.attemptId, t.questionId)]);

/** Speaking recordings uploaded before the speaking section is checked; a retry replaces the file. */
export const multiLevelSpeakingUploads = pgTable('ml_speaking_uploads', {
  ...attemptRow(multiLevelAttempts),
  questionId: integer('question_id').notNull().references(() => multiLevelQuestions.id),
  filePath: text('file_path').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('ml_speaking_uploads_attempt_question_key').on(t.attemptId, t.questionId)]);

/* ---------- background jobs ---------- */

/** A durable table-backed queue (jobs/queue.ts): claimed with FOR UPDATE SKIP LOCKED, leased until locked_until. */
export const jobs = pgTable('jobs', {
  id: rowId(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lockedUntil: at('locked_until'),
  lastError: text('last_error'),
  /** Why it failed, for the admins (core's jobFailureReasons); null for jobs failed before it was stored. */
  lastErrorReason: text('last_error_reason'),
  runAfter: at('run_after').notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('jobs_claim_idx').on(t.status, t.runAfter)]);
