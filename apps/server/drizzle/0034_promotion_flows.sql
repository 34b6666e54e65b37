CREATE TABLE "promotion_application_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_application_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"comment" text NOT NULL,
	"state" text DEFAULT 'APPLYING' NOT NULL,
	"reason" text,
	"grant_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_applications_comment" CHECK (char_length("promotion_applications"."comment") <= 140),
	CONSTRAINT "promotion_applications_state" CHECK ("promotion_applications"."state" in ('APPLYING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_percent";--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_period";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "eligibility" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "application" jsonb;--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_application_images_application" ON "promotion_application_images" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_once" ON "promotion_applications" USING btree ("promotion_id","member_id","period_key") WHERE "promotion_applications"."state" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "promotion_applications_member" ON "promotion_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "promotion_applications_queue" ON "promotion_applications" USING btree ("merchant_id","state","id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('FIRST_DEPOSIT', 'RELOAD', 'FIXED', 'REGISTRATION', 'REBATE', 'CASHBACK'));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_percent" CHECK ("promotions"."percent_bp" >= 0 and "promotions"."percent_bp" <= 100000 and ("promotions"."kind" not in ('FIRST_DEPOSIT', 'RELOAD') or "promotions"."percent_bp" > 0));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_period" CHECK (case when "promotions"."kind" in ('REBATE', 'CASHBACK') then coalesce("promotions"."period" in ('DAY', 'WEEK'), false)
        when "promotions"."kind" in ('RELOAD', 'FIXED') then coalesce("promotions"."period" in ('ONCE', 'DAY', 'WEEK'), false)
        else "promotions"."period" is null or "promotions"."period" = 'ONCE' end);