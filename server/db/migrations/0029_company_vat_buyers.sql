ALTER TABLE "companies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_building_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_district" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_postal_code" text;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_vat_buyer_check" CHECK ("companies"."vat_number" is null or ("companies"."vat_number" ~ '^3[0-9]{13}3$' and "companies"."address_street" is not null and "companies"."address_building_number" ~ '^[0-9]{4}$' and "companies"."address_district" is not null and "companies"."address_city" is not null and "companies"."address_postal_code" ~ '^[0-9]{5}$'));