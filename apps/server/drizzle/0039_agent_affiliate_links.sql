CREATE TABLE "agent_affiliate_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_affiliate_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_link_id" bigint;--> statement-breakpoint
ALTER TABLE "agent_affiliate_links" ADD CONSTRAINT "agent_affiliate_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_affiliate_links" ADD CONSTRAINT "agent_affiliate_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_affiliate_links_code" ON "agent_affiliate_links" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "agent_affiliate_links_agent" ON "agent_affiliate_links" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "members_affiliate_link" ON "members" USING btree ("affiliate_link_id") WHERE "members"."affiliate_link_id" is not null;--> statement-breakpoint
-- The agent centre's contract kinds, each switched on per white label (CONTRACT_KIND_FLAGS).
INSERT INTO "merchant_modules" ("merchant_id", "mod_id", "parent_mod_id", "enabled", "sort_order")
SELECT m.id, k.mod_id, 'AGENT3', true, k.sort_order
FROM "merchants" m
CROSS JOIN (VALUES ('ENABLECT3', 100), ('SALARY3', 101), ('HOURSALARY3', 102), ('REALTIMESALARY3', 103)) AS k(mod_id, sort_order)
ON CONFLICT DO NOTHING;
