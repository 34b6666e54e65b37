CREATE TABLE "vendor_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"request_key" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"vendor_status" text,
	"vendor_balance" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "vendor_transfers_amount" CHECK ("vendor_transfers"."amount" > 0),
	CONSTRAINT "vendor_transfers_direction" CHECK ("vendor_transfers"."direction" in ('IN', 'OUT')),
	CONSTRAINT "vendor_transfers_state" CHECK ("vendor_transfers"."state" in ('PENDING', 'SUCCESS', 'FAILED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_request" ON "vendor_transfers" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "vendor_transfers_pending" ON "vendor_transfers" USING btree ("next_check_at") WHERE "vendor_transfers"."state" = 'PENDING';