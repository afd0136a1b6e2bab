CREATE TABLE IF NOT EXISTS "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unique_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_unique_key" UNIQUE("unique_key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'dead')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."max_attempts" >= 1 and "jobs"."attempts" >= 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_due_idx" ON "jobs" USING btree ("kind","run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_lease_idx" ON "jobs" USING btree ("kind","locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
-- Mail is delivered by a `mail.deliver` job per outbox row: rows still waiting get theirs now.
INSERT INTO "jobs" ("kind", "payload", "unique_key", "run_at", "attempts", "max_attempts")
SELECT 'mail.deliver', jsonb_build_object('outboxId', "id"), 'mail.deliver:' || "id", "next_attempt_at", least("attempts", 7), 8
FROM "outbox" WHERE "status" IN ('pending', 'sending')
ON CONFLICT ("unique_key") DO NOTHING;
