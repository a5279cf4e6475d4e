ALTER TABLE "vehicles" ALTER COLUMN "plate_letters" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "plate_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "tariff" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_plate_key_check" CHECK ("vehicles"."plate" = "vehicles"."plate_letters" || "vehicles"."plate_number");