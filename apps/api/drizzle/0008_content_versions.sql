CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"test_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"keys" jsonb NOT NULL,
	"digest" text NOT NULL,
	"source" text NOT NULL,
	"source_name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ielts_keys" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ml_keys" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ml_scripts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "ielts_keys" CASCADE;--> statement-breakpoint
DROP TABLE "ml_keys" CASCADE;--> statement-breakpoint
DROP TABLE "ml_scripts" CASCADE;--> statement-breakpoint
ALTER TABLE "ielts_attempts" ADD COLUMN "content_version_id" integer;--> statement-breakpoint
ALTER TABLE "ml_attempts" ADD COLUMN "content_version_id" integer;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_test_version_key" ON "content_versions" USING btree ("kind","test_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_published_key" ON "content_versions" USING btree ("kind","test_id") WHERE "content_versions"."status" = 'published';--> statement-breakpoint
ALTER TABLE "ielts_attempts" ADD CONSTRAINT "ielts_attempts_content_version_id_content_versions_id_fk" FOREIGN KEY ("content_version_id") REFERENCES "public"."content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_attempts" ADD CONSTRAINT "ml_attempts_content_version_id_content_versions_id_fk" FOREIGN KEY ("content_version_id") REFERENCES "public"."content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ielts_books" DROP COLUMN "data";