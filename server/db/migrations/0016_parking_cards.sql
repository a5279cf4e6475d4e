CREATE TABLE "parking_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"type" text NOT NULL,
	"area_id" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"subscription_id" integer,
	"plate_letters" text,
	"plate_number" text,
	"issued_at" timestamp with time zone,
	"blocked_reason" text,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_cards_type_check" CHECK ("parking_cards"."type" in ('subscription', 'guest')),
	CONSTRAINT "parking_cards_status_check" CHECK ("parking_cards"."status" in ('available', 'issued', 'blocked', 'lost')),
	CONSTRAINT "parking_cards_plate_check" CHECK (("parking_cards"."plate_letters" is null) = ("parking_cards"."plate_number" is null)),
	CONSTRAINT "parking_cards_holder_of_type_check" CHECK (case "parking_cards"."type" when 'subscription' then "parking_cards"."plate_letters" is null else "parking_cards"."subscription_id" is null end),
	CONSTRAINT "parking_cards_issued_check" CHECK (case "parking_cards"."status"
        when 'available' then "parking_cards"."subscription_id" is null and "parking_cards"."plate_letters" is null and "parking_cards"."issued_at" is null
        when 'issued' then num_nonnulls("parking_cards"."subscription_id", "parking_cards"."plate_letters") = 1 and "parking_cards"."issued_at" is not null
        else true end),
	CONSTRAINT "parking_cards_blocked_reason_check" CHECK (("parking_cards"."status" = 'blocked') = ("parking_cards"."blocked_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "parking_cards" ADD CONSTRAINT "parking_cards_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_cards" ADD CONSTRAINT "parking_cards_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parking_cards_card_number_unique" ON "parking_cards" USING btree ("card_number");--> statement-breakpoint
CREATE INDEX "parking_cards_area_idx" ON "parking_cards" USING btree ("area_id","status");--> statement-breakpoint
CREATE INDEX "parking_cards_subscription_idx" ON "parking_cards" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "parking_cards_search_idx" ON "parking_cards" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr', 'force_exit', 'issue', 'block', 'lost', 'return'));