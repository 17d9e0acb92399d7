DROP INDEX "post_targets_waiting_idx";--> statement-breakpoint
DROP INDEX "post_targets_account_due_idx";--> statement-breakpoint
CREATE INDEX "post_targets_waiting_idx" ON "post_targets" USING btree (coalesce("next_attempt_at", "due_at")) WHERE "post_targets"."status" in ('scheduled', 'inqueue');--> statement-breakpoint
CREATE INDEX "post_targets_account_due_idx" ON "post_targets" USING btree ("account_id","due_at") WHERE "post_targets"."status" in ('draft', 'scheduled', 'inqueue', 'posting', 'error');