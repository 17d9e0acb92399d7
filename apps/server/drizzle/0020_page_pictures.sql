ALTER TABLE "pages" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "picture_source" text;--> statement-breakpoint
ALTER TABLE "pages" DROP COLUMN "picture_url";