CREATE TABLE "mall_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"price_points" bigint NOT NULL,
	"stock" integer,
	"per_member_limit" integer,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint,
	"wagering_centi" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_items_values" CHECK ("mall_items"."price_points" > 0 and coalesce("mall_items"."stock", 0) >= 0 and coalesce("mall_items"."per_member_limit", 1) > 0 and "mall_items"."wagering_centi" >= 0),
	CONSTRAINT "mall_items_reward" CHECK (("mall_items"."reward_kind" = 'GOODS') = ("mall_items"."reward_amount" is null) and coalesce("mall_items"."reward_amount", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"points" bigint NOT NULL,
	"status" text DEFAULT 'IN_PROCESS' NOT NULL,
	"reason" text,
	"request_id" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_redemptions_points" CHECK ("mall_redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_points_balance" CHECK ("member_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_nonzero" CHECK ("points_entries"."points" <> 0 and "points_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ratios" (
	"merchant_id" integer NOT NULL,
	"method_code" text NOT NULL,
	"vip_level" integer NOT NULL,
	"minor_per_point" bigint NOT NULL,
	CONSTRAINT "points_ratios_merchant_id_method_code_vip_level_pk" PRIMARY KEY("merchant_id","method_code","vip_level"),
	CONSTRAINT "points_ratios_values" CHECK ("points_ratios"."minor_per_point" > 0 and "points_ratios"."vip_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"convert_minor_per_point" bigint,
	"convert_min_points" integer NOT NULL,
	"convert_wagering_centi" integer NOT NULL,
	CONSTRAINT "points_settings_values" CHECK (coalesce("points_settings"."convert_minor_per_point", 1) > 0 and "points_settings"."convert_min_points" > 0 and "points_settings"."convert_wagering_centi" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ratios" ADD CONSTRAINT "points_ratios_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_items_merchant" ON "mall_items" USING btree ("merchant_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_redemptions_request" ON "mall_redemptions" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "mall_redemptions_member" ON "mall_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "mall_redemptions_queue" ON "mall_redemptions" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_once" ON "points_entries" USING btree ("member_id","kind","reference");--> statement-breakpoint
CREATE INDEX "points_entries_member" ON "points_entries" USING btree ("member_id","id");