ALTER TABLE "inhouse_rounds" ADD COLUMN "ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_rounds_ref" ON "inhouse_rounds" USING btree ("ref");