ALTER TABLE "ielts_speaking_answers" ADD COLUMN "grading" jsonb;--> statement-breakpoint
ALTER TABLE "ielts_speaking_answers" ADD COLUMN "graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ielts_writing_answers" ADD COLUMN "grading" jsonb;--> statement-breakpoint
ALTER TABLE "ml_open_answers" ADD COLUMN "grading" jsonb;--> statement-breakpoint
ALTER TABLE "ml_open_answers" ADD COLUMN "graded_at" timestamp with time zone;