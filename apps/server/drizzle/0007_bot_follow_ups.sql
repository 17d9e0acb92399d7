CREATE TABLE "bot_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"claimed_at" timestamp with time zone,
	"remote_id" text,
	"error_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_follow_ups" ADD CONSTRAINT "bot_follow_ups_target_id_post_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."post_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_follow_ups_target_kind_idx" ON "bot_follow_ups" USING btree ("target_id","kind");--> statement-breakpoint
CREATE INDEX "bot_follow_ups_open_idx" ON "bot_follow_ups" USING btree ("status","created_at") WHERE "bot_follow_ups"."status" in ('waiting', 'sending');