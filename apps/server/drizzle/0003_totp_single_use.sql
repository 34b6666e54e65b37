ALTER TABLE "members" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;