ALTER TABLE "accounts" ADD COLUMN "plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_period" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "trial_ends_at" timestamp with time zone DEFAULT now() + interval '8 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "trial_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "trial_closed_at" timestamp with time zone;