CREATE TABLE "sandbox_audience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"type" text NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"rating" integer,
	"post_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_audience" ADD CONSTRAINT "sandbox_audience_page_id_sandbox_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."sandbox_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_audience_page_idx" ON "sandbox_audience" USING btree ("page_id","created_at");