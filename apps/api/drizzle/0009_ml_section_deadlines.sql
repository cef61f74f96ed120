ALTER TABLE "ml_attempts" ADD COLUMN "section_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ml_section_results" ADD COLUMN "late" boolean DEFAULT false NOT NULL;