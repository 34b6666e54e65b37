ALTER TABLE "grants" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "expiry_days" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "banner_image_id" bigint;--> statement-breakpoint
ALTER TABLE "mall_items" ADD COLUMN "image_id" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_banner_image_id_banner_images_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."banner_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_image_id_banner_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."banner_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grants_expiring" ON "grants" USING btree ("expires_at") WHERE "grants"."expires_at" is not null and "grants"."state" in ('ISSUED', 'CLAIMED');--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_expiry_days" CHECK ("promotions"."expiry_days" is null or "promotions"."expiry_days" between 1 and 365);