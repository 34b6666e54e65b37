CREATE TABLE "member_vip" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_level_ups" (
	"member_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_level_ups_member_id_level_pk" PRIMARY KEY("member_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"names" jsonb NOT NULL,
	"min_valid_stake" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"level_up_bonus" bigint NOT NULL,
	"monthly_bonus" bigint NOT NULL,
	"monthly_min_stake" bigint NOT NULL,
	"wagering_centi" integer NOT NULL,
	"withdraw_max" bigint,
	"withdraw_daily_count" integer,
	CONSTRAINT "vip_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level"),
	CONSTRAINT "vip_levels_amounts" CHECK ("vip_levels"."level" >= 0 and "vip_levels"."min_valid_stake" >= 0 and "vip_levels"."min_deposit" >= 0 and "vip_levels"."level_up_bonus" >= 0 and "vip_levels"."monthly_bonus" >= 0 and "vip_levels"."monthly_min_stake" >= 0 and "vip_levels"."wagering_centi" >= 0),
	CONSTRAINT "vip_levels_withdraw" CHECK (coalesce("vip_levels"."withdraw_max", 1) > 0 and coalesce("vip_levels"."withdraw_daily_count", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_runs" (
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"members" integer NOT NULL,
	"total" bigint NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_runs_merchant_id_kind_period_key_pk" PRIMARY KEY("merchant_id","kind","period_key")
);
--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vip_level" ON "member_vip" USING btree ("merchant_id","level");--> statement-breakpoint
CREATE INDEX "vip_level_ups_merchant" ON "vip_level_ups" USING btree ("merchant_id","reached_at");--> statement-breakpoint
CREATE INDEX "deposits_credited" ON "deposits" USING btree ("merchant_id","decided_at") WHERE "deposits"."status" = 'APPROVED';