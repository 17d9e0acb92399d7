CREATE TABLE "login_throttles" (
	"scope" text NOT NULL,
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttles_scope_email_client_pk" PRIMARY KEY("scope","email","client")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "storage_quota_bytes" bigint;--> statement-breakpoint
CREATE INDEX "login_throttles_last_attempt_idx" ON "login_throttles" USING btree ("last_attempt_at");