CREATE TABLE "admin_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "examiner_reviews" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"answer_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"requested_by" integer,
	"examiner_id" integer,
	"claimed_at" timestamp with time zone,
	"marked_at" timestamp with time zone,
	"marks" jsonb,
	"comment" text,
	"band" real,
	"score" real,
	"suggestion" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grader_suggestions" (
	"kind" text NOT NULL,
	"answer_id" integer NOT NULL,
	"criteria" jsonb NOT NULL,
	"band" real NOT NULL,
	"score" real,
	"comment" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grader_suggestions_kind_answer_id_pk" PRIMARY KEY("kind","answer_id")
);
--> statement-breakpoint
ALTER TABLE "admin_adjustments" ADD CONSTRAINT "admin_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_adjustments" ADD CONSTRAINT "admin_adjustments_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examiner_reviews" ADD CONSTRAINT "examiner_reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examiner_reviews" ADD CONSTRAINT "examiner_reviews_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examiner_reviews" ADD CONSTRAINT "examiner_reviews_examiner_id_users_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_adjustments_user_idx" ON "admin_adjustments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "examiner_reviews_answer_idx" ON "examiner_reviews" USING btree ("kind","answer_id");--> statement-breakpoint
CREATE INDEX "examiner_reviews_marked_idx" ON "examiner_reviews" USING btree ("marked_at");