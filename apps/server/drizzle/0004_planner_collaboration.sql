CREATE TABLE "post_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_kind" text NOT NULL,
	"user_id" uuid,
	"validator_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "validator_pages" (
	"validator_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	CONSTRAINT "validator_pages_validator_id_page_id_pk" PRIMARY KEY("validator_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "validators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text DEFAULT 'sharedPlanner' NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"sealed_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "validators_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "page_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"time" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "validation_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_targets" ADD COLUMN "impressions" integer;--> statement-breakpoint
ALTER TABLE "post_targets" ADD COLUMN "engagements" integer;--> statement-breakpoint
ALTER TABLE "post_targets" ADD COLUMN "metrics_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "validation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "assignee_validator_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "decided_by_name" text;--> statement-breakpoint
ALTER TABLE "post_notes" ADD CONSTRAINT "post_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_notes" ADD CONSTRAINT "post_notes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_notes" ADD CONSTRAINT "post_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_notes" ADD CONSTRAINT "post_notes_validator_id_validators_id_fk" FOREIGN KEY ("validator_id") REFERENCES "public"."validators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validator_pages" ADD CONSTRAINT "validator_pages_validator_id_validators_id_fk" FOREIGN KEY ("validator_id") REFERENCES "public"."validators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validator_pages" ADD CONSTRAINT "validator_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validators" ADD CONSTRAINT "validators_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_slots" ADD CONSTRAINT "page_slots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_slots" ADD CONSTRAINT "page_slots_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_notes_post_idx" ON "post_notes" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "validator_pages_page_idx" ON "validator_pages" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "validators_account_idx" ON "validators" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "page_slots_page_idx" ON "page_slots" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_assignee_validator_id_validators_id_fk" FOREIGN KEY ("assignee_validator_id") REFERENCES "public"."validators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_targets_account_due_idx" ON "post_targets" USING btree ("account_id","due_at");--> statement-breakpoint
CREATE INDEX "post_targets_account_posted_idx" ON "post_targets" USING btree ("account_id","posted_at");--> statement-breakpoint
CREATE INDEX "posts_account_scheduled_idx" ON "posts" USING btree ("account_id","scheduled_at");--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "validated_at";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "notes";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "comments";