-- Announcements (issue 13): one row per language version; content is sanitised HTML.
CREATE TABLE "announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"linkage" text,
	"execution" text DEFAULT 'B' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type" CHECK ("announcements"."type" in ('B', 'PL', 'PU', 'PR', 'H')),
	CONSTRAINT "announcements_execution" CHECK ("announcements"."execution" in ('A', 'B', 'F')),
	CONSTRAINT "announcements_platform" CHECK ("announcements"."platform" = 'W'),
	CONSTRAINT "announcements_window" CHECK ("announcements"."start_at" is null or "announcements"."end_at" is null or "announcements"."end_at" > "announcements"."start_at")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_language" ON "announcements" USING btree ("merchant_id","language","sequence");
