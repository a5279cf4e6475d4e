CREATE TABLE "gate_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"gate_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gate_events_kind_check" CHECK ("gate_events"."kind" in ('entry', 'exit'))
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"subscription_id" integer,
	"company_subscription_id" integer,
	"type" text NOT NULL,
	"area_id" integer NOT NULL,
	"entry_time" timestamp with time zone NOT NULL,
	"exit_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"free_minutes" integer NOT NULL,
	"chargeable_minutes" integer NOT NULL,
	"hourly_rate_halalas" integer NOT NULL,
	"amount_halalas" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"payment_method_id" integer NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"reference" text,
	"tariff" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	CONSTRAINT "payment_transactions_type_check" CHECK ("payment_transactions"."type" in ('guest', 'subscription')),
	CONSTRAINT "payment_transactions_status_check" CHECK ("payment_transactions"."status" in ('paid', 'pending', 'failed')),
	CONSTRAINT "payment_transactions_currency_check" CHECK ("payment_transactions"."currency" in ('SAR')),
	CONSTRAINT "payment_transactions_numbers_check" CHECK ("payment_transactions"."exit_time" >= "payment_transactions"."entry_time" and "payment_transactions"."duration_minutes" >= 0 and "payment_transactions"."free_minutes" >= 0 and "payment_transactions"."chargeable_minutes" between 0 and "payment_transactions"."duration_minutes" and "payment_transactions"."hourly_rate_halalas" >= 0 and "payment_transactions"."amount_halalas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "plate_letters" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "plate_number" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "company_subscription_vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "guest_ticket_number" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "guest_qr_hash" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "tariff" jsonb;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "exited_by" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "entry_event_id" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "exit_event_id" text;--> statement-breakpoint
ALTER TABLE "gate_events" ADD CONSTRAINT "gate_events_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_company_subscription_id_company_subscriptions_id_fk" FOREIGN KEY ("company_subscription_id") REFERENCES "public"."company_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_events_gate_idx" ON "gate_events" USING btree ("gate_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_area_created_idx" ON "payment_transactions" USING btree ("area_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_created_idx" ON "payment_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_vehicle_idx" ON "payment_transactions" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_subscription_idx" ON "payment_transactions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_company_subscription_idx" ON "payment_transactions" USING btree ("company_subscription_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_payment_method_idx" ON "payment_transactions" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_created_by_idx" ON "payment_transactions" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_subscription_vehicle_id_company_subscription_vehicles_id_fk" FOREIGN KEY ("company_subscription_vehicle_id") REFERENCES "public"."company_subscription_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_exited_by_users_id_fk" FOREIGN KEY ("exited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_subscription_idx" ON "vehicles" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "vehicles_company_subscription_vehicle_idx" ON "vehicles" USING btree ("company_subscription_vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicles_entered_by_idx" ON "vehicles" USING btree ("entered_by");--> statement-breakpoint
CREATE INDEX "vehicles_exited_by_idx" ON "vehicles" USING btree ("exited_by");--> statement-breakpoint
CREATE INDEX "vehicles_open_by_area_idx" ON "vehicles" USING btree ("area_id","type") WHERE "vehicles"."exit_time" is null;--> statement-breakpoint
CREATE INDEX "vehicles_plate_exits_idx" ON "vehicles" USING btree ("plate","area_id","exit_time");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_guest_ticket_number_unique" ON "vehicles" USING btree ("guest_ticket_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_guest_qr_hash_unique" ON "vehicles" USING btree ("guest_qr_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_entry_event_unique" ON "vehicles" USING btree ("entry_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_exit_event_unique" ON "vehicles" USING btree ("exit_event_id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_one_subscription_check" CHECK (num_nonnulls("vehicles"."subscription_id", "vehicles"."company_subscription_vehicle_id") <= 1);