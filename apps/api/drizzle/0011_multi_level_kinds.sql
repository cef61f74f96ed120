-- The multi-level exam is named multiLevel in the code's vocabulary (issue 32): job kinds, examiner reviews, grader
-- suggestions and ledger references stored under the old 'ml' names are renamed, so queued and past rows are read alike.
UPDATE "jobs" SET "kind" = 'multiLevel.' || substr("kind", 4) WHERE "kind" IN ('ml.writing', 'ml.speaking');
--> statement-breakpoint
UPDATE "jobs" SET "payload" = jsonb_set("payload", '{answerKind}', '"multiLevel.speaking"') WHERE "payload"->>'answerKind' = 'ml.speaking';
--> statement-breakpoint
UPDATE "examiner_reviews" SET "kind" = 'multiLevel.' || substr("kind", 4) WHERE "kind" IN ('ml.writing', 'ml.speaking');
--> statement-breakpoint
UPDATE "grader_suggestions" SET "kind" = 'multiLevel.' || substr("kind", 4) WHERE "kind" IN ('ml.writing', 'ml.speaking');
--> statement-breakpoint
UPDATE "ledger_entries" SET "reference" = 'multi-level-attempt:' || substr("reference", 12) WHERE "reference" LIKE 'ml-attempt:%';
