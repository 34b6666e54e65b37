CREATE TABLE "customer_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"cs_type" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"domain" text NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "domain_routes_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "merchant_modules" (
	"merchant_id" integer NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_modules_merchant_id_mod_id_pk" PRIMARY KEY("merchant_id","mod_id")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"default_language" text DEFAULT 'BN' NOT NULL,
	"main_domain" text NOT NULL,
	"gtag_id" text,
	"image_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"launch_game_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"region_restriction" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "region_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "region_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "site_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_services" ADD CONSTRAINT "customer_services_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_routes" ADD CONSTRAINT "domain_routes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_modules" ADD CONSTRAINT "merchant_modules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_rules" ADD CONSTRAINT "region_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_resources" ADD CONSTRAINT "site_resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_services_merchant_type_title" ON "customer_services" USING btree ("merchant_id","cs_type","title");--> statement-breakpoint
CREATE INDEX "domain_routes_merchant" ON "domain_routes" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "region_rules_merchant_kind_value" ON "region_rules" USING btree ("merchant_id","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "site_resources_merchant_type" ON "site_resources" USING btree ("merchant_id","resource_type");