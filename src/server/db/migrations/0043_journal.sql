-- The Journal (issue #36): articles and market reports (one table; a report is the one per
-- category and month), their authors, a revision per save, and the images uploaded for them.
-- A member becomes an editor by a flag on their account, as expertise is held there.
ALTER TABLE "user" ADD COLUMN "journal_editor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "journal_authors" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_authors_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE set null
);--> statement-breakpoint
CREATE TABLE "journal_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"standfirst" text NOT NULL,
	"author_id" text NOT NULL,
	"cover_media_id" text,
	"body" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"brands" text[] DEFAULT '{}' NOT NULL,
	"report_category" text,
	"report_period" text,
	"data_version" text,
	"edited_by_editor" boolean DEFAULT false NOT NULL,
	"pending_data" jsonb,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_articles_slug_key" UNIQUE("slug"),
	CONSTRAINT "journal_articles_state_check" CHECK ("state" in ('draft', 'scheduled', 'published', 'archived')),
	CONSTRAINT "journal_articles_kind_check" CHECK ("kind" in ('article', 'report')),
	CONSTRAINT "journal_articles_author_fk" FOREIGN KEY ("author_id") REFERENCES "journal_authors"("id"),
	CONSTRAINT "journal_articles_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "user"("id") ON DELETE set null
);--> statement-breakpoint
CREATE UNIQUE INDEX "journal_articles_report_key" ON "journal_articles" USING btree (coalesce("report_category", ''), "report_period") WHERE "kind" = 'report';--> statement-breakpoint
CREATE INDEX "journal_articles_published_idx" ON "journal_articles" USING btree ("state", "published_at");--> statement-breakpoint
CREATE INDEX "journal_articles_section_idx" ON "journal_articles" USING btree ("section", "state", "published_at");--> statement-breakpoint
CREATE TABLE "journal_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" text NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"standfirst" text NOT NULL,
	"body" jsonb NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"data_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_revisions_article_revision_key" UNIQUE("article_id","revision"),
	CONSTRAINT "journal_revisions_article_fk" FOREIGN KEY ("article_id") REFERENCES "journal_articles"("id") ON DELETE cascade,
	CONSTRAINT "journal_revisions_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE set null
);--> statement-breakpoint
CREATE TABLE "journal_subscriptions" (
	"user_id" text NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_subscriptions_pkey" PRIMARY KEY("user_id","topic"),
	CONSTRAINT "journal_subscriptions_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "journal_subscriptions_topic_idx" ON "journal_subscriptions" USING btree ("topic");--> statement-breakpoint
CREATE TABLE "journal_media" (
	"id" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"renditions" jsonb NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_media_user_fk" FOREIGN KEY ("uploaded_by") REFERENCES "user"("id") ON DELETE set null
);
--> statement-breakpoint
INSERT INTO "journal_authors" ("id", "name", "role", "bio") VALUES
	('patina-market-desk', 'Patina Market Desk', 'Market data', 'Our market reports are written from Patina''s own sales history: every sale, listing and auction result on Patina, counted the same way each month and refreshed as the market moves. Every figure links to the page that shows it.'),
	('helene-marchand', 'Hélène Marchand', 'Editor', 'Hélène edits the Journal. She spent twelve years in the saleroom in Paris and London before joining Patina, and still reads condition reports for pleasure.'),
	('james-okafor', 'James Okafor', 'Watch specialist', 'James trained as a watchmaker in Geneva and has authenticated watches for fifteen years. He leads Patina''s watch experts and has opened more Rolex cases than he cares to count.'),
	('claire-dubois', 'Claire Dubois', 'Leather goods specialist', 'Claire restored leather goods in Paris before she authenticated them. She leads Patina''s handbag experts and can date an Hermès bag by its stamp.'),
	('sofia-brandt', 'Sofia Brandt', 'Jewellery specialist', 'Sofia is a graduate gemologist who spent a decade at a Place Vendôme jeweller. She checks every signed jewel Patina sells.'),
	('thomas-reed', 'Thomas Reed', 'Fine art specialist', 'Thomas researches provenance. Before Patina he catalogued modern and contemporary works for a London auction house; he trusts a paper trail over a signature.')
ON CONFLICT ("id") DO NOTHING;
