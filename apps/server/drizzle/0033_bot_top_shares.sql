CREATE TABLE "bot_top_shares" (
	"bot_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "bot_top_shares_bot_id_target_id_pk" PRIMARY KEY("bot_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "share_top_posts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_top_shares" ADD CONSTRAINT "bot_top_shares_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_top_shares" ADD CONSTRAINT "bot_top_shares_target_id_post_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."post_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_top_shares_at_idx" ON "bot_top_shares" USING btree ("bot_id","at");