CREATE TABLE "page_figures" (
	"account_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"followers" integer,
	"impressions" integer,
	"reach" integer,
	"reactions" integer,
	"comments" integer,
	"shares" integer,
	"link_clicks" integer,
	"video_views_3s" integer,
	"video_views_10s" integer,
	"video_views_15s" integer,
	"video_views_30s" integer,
	"countries" jsonb,
	"demographics" jsonb,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "page_figures_page_id_day_pk" PRIMARY KEY("page_id","day")
);
--> statement-breakpoint
CREATE TABLE "post_figures" (
	"account_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"checkpoint" text NOT NULL,
	"impressions" integer,
	"reach" integer,
	"reactions" integer,
	"comments" integer,
	"shares" integer,
	"clicks" integer,
	"video_views" integer,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_figures_target_id_checkpoint_pk" PRIMARY KEY("target_id","checkpoint")
);
--> statement-breakpoint
ALTER TABLE "page_figures" ADD CONSTRAINT "page_figures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_figures" ADD CONSTRAINT "page_figures_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_figures" ADD CONSTRAINT "post_figures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_figures" ADD CONSTRAINT "post_figures_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_figures" ADD CONSTRAINT "post_figures_target_id_post_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."post_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_figures_account_day_idx" ON "page_figures" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "post_figures_page_idx" ON "post_figures" USING btree ("page_id","checkpoint","read_at");