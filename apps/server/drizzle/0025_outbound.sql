-- Outbox rows become the delivery queue (docs/MESSAGING.md). Rows written before delivery
-- existed were never sent: they are marked failed with that reason, not sent again on their own.
ALTER TABLE "outbox" ADD COLUMN "state" text DEFAULT 'failed' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
UPDATE "outbox" SET "last_error" = 'written before delivery existed; not sent';--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "state" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_state_check" CHECK ("state" IN ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" ("next_attempt_at", "id") WHERE "state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_failed" ON "outbox" ("merchant_id", "id") WHERE "state" = 'failed';--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"smtp" jsonb,
	"smtp_password" text,
	"sms" jsonb,
	"sms_secret" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
