ALTER TABLE "payment_links" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "stay_id" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "priced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_stay_id_vehicles_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_one_open_stay_idx" ON "payment_links" USING btree ("stay_id") WHERE "payment_links"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_links_stay_idx" ON "payment_links" USING btree ("stay_id");--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_one_record_check" CHECK (num_nonnulls("payment_links"."subscription_id", "payment_links"."stay_id") = 1);--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_stay_priced_check" CHECK (("payment_links"."stay_id" is null) = ("payment_links"."priced_at" is null));