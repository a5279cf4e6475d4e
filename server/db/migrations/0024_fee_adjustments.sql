CREATE TABLE "fee_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"payment_transaction_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"gate_id" integer,
	"user_id" integer,
	"reason" text,
	"owed_halalas" integer NOT NULL,
	"charged_halalas" integer NOT NULL,
	"waived_halalas" integer NOT NULL,
	"exit_time" timestamp with time zone NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_adjustments_kind_check" CHECK ("fee_adjustments"."kind" in ('waiver', 'lane_time', 'backdated')),
	CONSTRAINT "fee_adjustments_amounts_check" CHECK ("fee_adjustments"."charged_halalas" >= 0 and "fee_adjustments"."waived_halalas" = "fee_adjustments"."owed_halalas" - "fee_adjustments"."charged_halalas" and "fee_adjustments"."waived_halalas" >= 0 and "fee_adjustments"."exit_time" <= "fee_adjustments"."arrived_at")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "fee_adjustments" ADD CONSTRAINT "fee_adjustments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_adjustments" ADD CONSTRAINT "fee_adjustments_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_adjustments" ADD CONSTRAINT "fee_adjustments_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_adjustments" ADD CONSTRAINT "fee_adjustments_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_adjustments" ADD CONSTRAINT "fee_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_adjustments_arrived_idx" ON "fee_adjustments" USING btree ("arrived_at","id");--> statement-breakpoint
CREATE INDEX "fee_adjustments_area_arrived_idx" ON "fee_adjustments" USING btree ("area_id","arrived_at");--> statement-breakpoint
CREATE INDEX "fee_adjustments_user_idx" ON "fee_adjustments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fee_adjustments_gate_idx" ON "fee_adjustments" USING btree ("gate_id");--> statement-breakpoint
CREATE INDEX "fee_adjustments_payment_idx" ON "fee_adjustments" USING btree ("payment_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_adjustments_vehicle_unique" ON "fee_adjustments" USING btree ("vehicle_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr', 'force_exit', 'backdate', 'issue', 'block', 'lost', 'return'));