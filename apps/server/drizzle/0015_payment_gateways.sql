-- Existing orders take their white label's currency; existing gateway methods the demo gateway.
ALTER TABLE "deposits" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "deposits" SET "currency" = "merchants"."currency" FROM "merchants" WHERE "merchants"."id" = "deposits"."merchant_id";--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "gateway" text;--> statement-breakpoint
UPDATE "payment_methods" SET "gateway" = 'DEMO' WHERE "type" = 'GATEWAY';--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_gateway" CHECK (("payment_methods"."type" = 'GATEWAY') = ("payment_methods"."gateway" is not null));
