CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"cause" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payme_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payme_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"payme_id" text NOT NULL,
	"payme_time" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"reason" integer,
	"create_time" bigint NOT NULL,
	"perform_time" bigint DEFAULT 0 NOT NULL,
	"cancel_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payme_transactions_state_check" CHECK ("payme_transactions"."state" in (1, 2, -1, -2))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payme_transactions" ADD CONSTRAINT "payme_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payme_key" ON "ledger_entries" USING btree ("cause","reference") WHERE "ledger_entries"."cause" in ('payme-topup', 'payme-cancel');--> statement-breakpoint
CREATE UNIQUE INDEX "payme_transactions_payme_id_key" ON "payme_transactions" USING btree ("payme_id");--> statement-breakpoint
CREATE INDEX "payme_transactions_time_idx" ON "payme_transactions" USING btree ("payme_time");--> statement-breakpoint
-- Balances from before the ledger existed become one opening row each, so every balance re-sums from the start.
INSERT INTO "ledger_entries" ("user_id", "amount", "cause", "reference") SELECT "id", "balance", 'admin-adjustment', 'opening-balance' FROM "users" WHERE "balance" <> 0;
