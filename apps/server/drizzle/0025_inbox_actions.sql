ALTER TABLE "sandbox_replies" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "sandbox_replies_item_idx" ON "sandbox_replies" USING btree ("page_id","item_id");