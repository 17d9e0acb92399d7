CREATE TABLE "inbox_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"text" text,
	"origin" text DEFAULT 'user' NOT NULL,
	"matched_word" text,
	"requested_by" uuid,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"remote_id" text,
	"error_key" text,
	"error_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbox_bad_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"page_id" uuid,
	"word" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"author_remote_id" text NOT NULL,
	"author_name" text NOT NULL,
	"blocked_at" timestamp with time zone NOT NULL,
	"blocked_by" uuid,
	"unblocked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbox_cursors" (
	"page_id" uuid NOT NULL,
	"stream" text NOT NULL,
	"cursor" text,
	"read_at" timestamp with time zone,
	"not_before" timestamp with time zone,
	"error_key" text,
	"error_detail" text,
	"failing_since" timestamp with time zone,
	CONSTRAINT "inbox_cursors_page_id_stream_pk" PRIMARY KEY("page_id","stream")
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"thread_id" uuid,
	"remote_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"evaluation" text DEFAULT 'none' NOT NULL,
	"assignee_id" uuid,
	"assigned_at" timestamp with time zone,
	"author_name" text NOT NULL,
	"author_remote_id" text,
	"author_email" text,
	"author_phone" text,
	"author_url" text,
	"text" text NOT NULL,
	"rating" integer,
	"post_remote_id" text,
	"parent_remote_id" text,
	"url" text,
	"received_at" timestamp with time zone NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"liked" boolean DEFAULT false NOT NULL,
	"treated_at" timestamp with time zone,
	"treated_by" uuid,
	"first_reply_at" timestamp with time zone,
	"first_reply_by" uuid,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"remote_id" text NOT NULL,
	"title" text NOT NULL,
	"state" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"last_item_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_actions" ADD CONSTRAINT "inbox_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_actions" ADD CONSTRAINT "inbox_actions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_actions" ADD CONSTRAINT "inbox_actions_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_actions" ADD CONSTRAINT "inbox_actions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_bad_words" ADD CONSTRAINT "inbox_bad_words_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_bad_words" ADD CONSTRAINT "inbox_bad_words_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_bad_words" ADD CONSTRAINT "inbox_bad_words_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_blocks" ADD CONSTRAINT "inbox_blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_blocks" ADD CONSTRAINT "inbox_blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_blocks" ADD CONSTRAINT "inbox_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_cursors" ADD CONSTRAINT "inbox_cursors_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_thread_id_inbox_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inbox_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_treated_by_users_id_fk" FOREIGN KEY ("treated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_first_reply_by_users_id_fk" FOREIGN KEY ("first_reply_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_threads" ADD CONSTRAINT "inbox_threads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_threads" ADD CONSTRAINT "inbox_threads_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_actions_idempotency_unique" ON "inbox_actions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "inbox_actions_item_idx" ON "inbox_actions" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_actions_due_idx" ON "inbox_actions" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "inbox_bad_words_account_idx" ON "inbox_bad_words" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "inbox_blocks_author_idx" ON "inbox_blocks" USING btree ("page_id","author_remote_id","blocked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_remote_unique" ON "inbox_items" USING btree ("page_id","remote_id");--> statement-breakpoint
CREATE INDEX "inbox_items_account_received_idx" ON "inbox_items" USING btree ("account_id","received_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_thread_idx" ON "inbox_items" USING btree ("thread_id","received_at");--> statement-breakpoint
CREATE INDEX "inbox_items_assignee_idx" ON "inbox_items" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "inbox_notes_item_idx" ON "inbox_notes" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_threads_remote_unique" ON "inbox_threads" USING btree ("page_id","kind","remote_id");--> statement-breakpoint
CREATE INDEX "inbox_threads_account_idx" ON "inbox_threads" USING btree ("account_id","kind","last_item_at");--> statement-breakpoint
CREATE INDEX "saved_replies_account_idx" ON "saved_replies" USING btree ("account_id");