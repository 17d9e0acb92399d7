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
ALTER TABLE "page_figures" ADD CONSTRAINT "page_figures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_figures" ADD CONSTRAINT "page_figures_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_figures_account_day_idx" ON "page_figures" USING btree ("account_id","day");