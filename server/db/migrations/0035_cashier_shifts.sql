CREATE TABLE "cashier_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"area_id" integer NOT NULL,
	"gate_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"float_halalas" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"cash_count" jsonb,
	"reconciliation" jsonb,
	"difference_halalas" integer,
	"has_difference" boolean,
	"difference_reason" text,
	CONSTRAINT "cashier_shifts_status_check" CHECK ("cashier_shifts"."status" in ('open', 'closed')),
	CONSTRAINT "cashier_shifts_float_check" CHECK ("cashier_shifts"."float_halalas" >= 0),
	CONSTRAINT "cashier_shifts_close_check" CHECK (num_nulls("cashier_shifts"."closed_at", "cashier_shifts"."cash_count", "cashier_shifts"."reconciliation", "cashier_shifts"."difference_halalas", "cashier_shifts"."has_difference") = (case when "cashier_shifts"."status" = 'open' then 5 else 0 end) and ("cashier_shifts"."has_difference" is not true or "cashier_shifts"."difference_reason" is not null) and "cashier_shifts"."closed_at" >= "cashier_shifts"."opened_at")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "cashier_shift_id" integer;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_open_employee_unique" ON "cashier_shifts" USING btree ("employee_id") WHERE "cashier_shifts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_open_gate_unique" ON "cashier_shifts" USING btree ("gate_id") WHERE "cashier_shifts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cashier_shifts_opened_idx" ON "cashier_shifts" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "cashier_shifts_area_opened_idx" ON "cashier_shifts" USING btree ("area_id","opened_at");--> statement-breakpoint
CREATE INDEX "cashier_shifts_gate_idx" ON "cashier_shifts" USING btree ("gate_id");--> statement-breakpoint
CREATE INDEX "cashier_shifts_employee_idx" ON "cashier_shifts" USING btree ("employee_id","opened_at");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_cashier_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("cashier_shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_cashier_shift_idx" ON "payment_transactions" USING btree ("cashier_shift_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr', 'force_exit', 'backdate', 'acknowledge', 'confirm_read', 'refuse_read', 'open_barrier', 'erase', 'validate', 'refuse_validation', 'top_up', 'close_shift', 'issue', 'block', 'lost', 'return'));--> statement-breakpoint
-- A closed shift is a document: a correction is a new one, never an edit; no shift is deleted.
CREATE FUNCTION "cashier_shifts_closed_stay"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD."status" = 'closed' THEN
    RAISE EXCEPTION 'a closed cashier shift is never changed, and no shift is deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cashier_shifts_closed_stay" BEFORE UPDATE OR DELETE ON "cashier_shifts" FOR EACH ROW EXECUTE FUNCTION "cashier_shifts_closed_stay"();
