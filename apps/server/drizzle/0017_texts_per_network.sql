ALTER TABLE "posts" ADD COLUMN "network_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "page_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;