CREATE TABLE "auth_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_referrals" (
	"telegram_id" bigint PRIMARY KEY NOT NULL,
	"ref_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ielts_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"remain_section" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"listening" real,
	"reading" real,
	"speaking" real,
	"writing" real,
	"overall" real,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ielts_books" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"module" text NOT NULL,
	"data" jsonb NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ielts_keys" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"listening" jsonb NOT NULL,
	"reading" jsonb NOT NULL,
	"scripts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ielts_section_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"section" text NOT NULL,
	"user_answers" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"raw" integer NOT NULL,
	"band" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ielts_speaking_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"part_number" integer NOT NULL,
	"question" text NOT NULL,
	"file_path" text NOT NULL,
	"transcription" text,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ielts_speaking_parts" (
	"attempt_id" integer NOT NULL,
	"part_number" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"part_band_score" real,
	"coherence_score" real,
	"fluency_score" real,
	"grammar_score" real,
	"vocabulary_score" real,
	"relevance_score" real,
	"topic_dev_score" real,
	CONSTRAINT "ielts_speaking_parts_attempt_id_part_number_pk" PRIMARY KEY("attempt_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "ielts_writing_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"task_number" integer NOT NULL,
	"question" text NOT NULL,
	"user_answer" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"feedback" text,
	"task_band_score" real,
	"coherence_score" real,
	"grammar_score" real,
	"lexical_resource_score" real,
	"task_achievement_score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"graded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_answers" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"type" text NOT NULL,
	"price" integer NOT NULL,
	"paid_with_bonus" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remain_section" text DEFAULT 'listening',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"score" real,
	"result" text
);
--> statement-breakpoint
CREATE TABLE "ml_exams" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"duration" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_keys" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"key" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_open_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_text" text,
	"file_path" text,
	"transcription" text,
	"feedback" text,
	"score" real,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_parts" (
	"id" integer PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"right_text" text NOT NULL,
	"photo_path" text
);
--> statement-breakpoint
CREATE TABLE "ml_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"type" text NOT NULL,
	"prep_seconds" integer,
	"answer_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "ml_scripts" (
	"exam_id" integer PRIMARY KEY NOT NULL,
	"scripts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_section_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb NOT NULL,
	"rows" jsonb,
	"raw" integer,
	"total" integer,
	"score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"duration" integer NOT NULL,
	"audio_path" text
);
--> statement-breakpoint
CREATE TABLE "ml_speaking_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"file_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"telegram_id" bigint,
	"name" text,
	"surname" text,
	"role" text DEFAULT 'learner' NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"ref_code" text NOT NULL,
	"invited_by" integer,
	"bonus_available" integer DEFAULT 0 NOT NULL,
	"bonus_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_balance_nonnegative" CHECK ("users"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_attempts" ADD CONSTRAINT "ielts_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_attempts" ADD CONSTRAINT "ielts_attempts_book_id_ielts_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."ielts_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_keys" ADD CONSTRAINT "ielts_keys_book_id_ielts_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."ielts_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_section_results" ADD CONSTRAINT "ielts_section_results_attempt_id_ielts_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."ielts_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_speaking_answers" ADD CONSTRAINT "ielts_speaking_answers_attempt_id_ielts_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."ielts_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_speaking_parts" ADD CONSTRAINT "ielts_speaking_parts_attempt_id_ielts_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."ielts_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_writing_answers" ADD CONSTRAINT "ielts_writing_answers_attempt_id_ielts_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."ielts_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_answers" ADD CONSTRAINT "ml_answers_question_id_ml_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ml_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_attempts" ADD CONSTRAINT "ml_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_attempts" ADD CONSTRAINT "ml_attempts_exam_id_ml_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."ml_exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_keys" ADD CONSTRAINT "ml_keys_question_id_ml_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ml_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_keys" ADD CONSTRAINT "ml_keys_exam_id_ml_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."ml_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_open_answers" ADD CONSTRAINT "ml_open_answers_attempt_id_ml_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."ml_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_open_answers" ADD CONSTRAINT "ml_open_answers_section_id_ml_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."ml_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_open_answers" ADD CONSTRAINT "ml_open_answers_question_id_ml_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ml_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_parts" ADD CONSTRAINT "ml_parts_section_id_ml_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."ml_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_questions" ADD CONSTRAINT "ml_questions_part_id_ml_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."ml_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_scripts" ADD CONSTRAINT "ml_scripts_exam_id_ml_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."ml_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_section_results" ADD CONSTRAINT "ml_section_results_attempt_id_ml_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."ml_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_section_results" ADD CONSTRAINT "ml_section_results_section_id_ml_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."ml_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_sections" ADD CONSTRAINT "ml_sections_exam_id_ml_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."ml_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_speaking_uploads" ADD CONSTRAINT "ml_speaking_uploads_attempt_id_ml_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."ml_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_speaking_uploads" ADD CONSTRAINT "ml_speaking_uploads_question_id_ml_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ml_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ielts_attempts_user_idx" ON "ielts_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ielts_attempts_overall_idx" ON "ielts_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ielts_section_results_attempt_section_key" ON "ielts_section_results" USING btree ("attempt_id","section");--> statement-breakpoint
CREATE UNIQUE INDEX "ielts_speaking_answers_attempt_part_question_key" ON "ielts_speaking_answers" USING btree ("attempt_id","part_number","question");--> statement-breakpoint
CREATE UNIQUE INDEX "ielts_writing_answers_attempt_task_key" ON "ielts_writing_answers" USING btree ("attempt_id","task_number");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "login_codes_code_hash_idx" ON "login_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "login_codes_user_idx" ON "login_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ml_answers_question_idx" ON "ml_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "ml_attempts_user_idx" ON "ml_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ml_open_answers_attempt_question_key" ON "ml_open_answers" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "ml_parts_section_idx" ON "ml_parts" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "ml_questions_part_idx" ON "ml_questions" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ml_section_results_attempt_section_key" ON "ml_section_results" USING btree ("attempt_id","section_id");--> statement-breakpoint
CREATE INDEX "ml_sections_exam_idx" ON "ml_sections" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ml_speaking_uploads_attempt_question_key" ON "ml_speaking_uploads" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_telegram_id_key" ON "users" USING btree ("telegram_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_ref_code_key" ON "users" USING btree ("ref_code");