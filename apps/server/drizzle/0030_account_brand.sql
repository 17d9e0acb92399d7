ALTER TABLE "accounts" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "brand_color" text;