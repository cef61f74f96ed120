-- IELTS sections are stored in the code's spelling, as the multi-level ones already are (issue 32): the seeds' capitals
-- ('LISTENING') stay on the wire only, translated by the contract. Open attempts and stored sheets are renamed alike.
UPDATE "ielts_attempts" SET "remain_section" = lower("remain_section") WHERE "remain_section" IS NOT NULL;
--> statement-breakpoint
UPDATE "ielts_section_results" SET "section" = lower("section");
