CREATE TABLE IF NOT EXISTS "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"dropped_indexes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "seed_runs_status_check" CHECK ("seed_runs"."status" in ('running', 'complete'))
);--> statement-breakpoint
-- A catalogue seeded before this table existed is taken as complete: nothing recorded otherwise.
INSERT INTO "seed_runs" ("name", "status", "finished_at")
SELECT 'demo', 'complete', now() WHERE EXISTS (SELECT 1 FROM "products")
ON CONFLICT ("name") DO NOTHING;
