ALTER TABLE "ielts_attempts" ADD COLUMN "section_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ielts_section_results" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ielts_writing_answers" ADD COLUMN "late" boolean DEFAULT false NOT NULL;