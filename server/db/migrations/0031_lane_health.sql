CREATE TABLE "barrier_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"gate_id" integer NOT NULL,
	"device_id" integer,
	"user_id" integer,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barrier_states_state_check" CHECK ("barrier_states"."state" in ('opened', 'closed', 'forced_open', 'stuck')),
	CONSTRAINT "barrier_states_source_check" CHECK ("barrier_states"."source" in ('device', 'manual')),
	CONSTRAINT "barrier_states_source_fields_check" CHECK (case "barrier_states"."source" when 'device' then "barrier_states"."device_id" is not null
        else "barrier_states"."user_id" is not null and "barrier_states"."reason" is not null end)
);
--> statement-breakpoint
CREATE TABLE "lane_alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"gate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"note" text,
	CONSTRAINT "lane_alarms_kind_check" CHECK ("lane_alarms"."kind" in ('silent', 'forced_open', 'stuck', 'unsure_reads')),
	CONSTRAINT "lane_alarms_acknowledged_check" CHECK (("lane_alarms"."acknowledged_at" is null) = ("lane_alarms"."acknowledged_by" is null))
);
--> statement-breakpoint
CREATE TABLE "lane_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"device_id" integer NOT NULL,
	"gate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"plate_letters" text,
	"plate_number" text,
	"confidence" double precision,
	"alternatives" jsonb NOT NULL,
	"photo_url" text,
	"reason" text NOT NULL,
	"occurred_at" timestamp with time zone,
	"heard_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_letters" text,
	"confirmed_number" text,
	"stay_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lane_confirmations_kind_check" CHECK ("lane_confirmations"."kind" in ('entry', 'exit')),
	CONSTRAINT "lane_confirmations_reason_check" CHECK ("lane_confirmations"."reason" in ('low_confidence', 'ambiguous_read', 'unreadable')),
	CONSTRAINT "lane_confirmations_status_check" CHECK ("lane_confirmations"."status" in ('pending', 'confirmed', 'refused')),
	CONSTRAINT "lane_confirmations_decided_check" CHECK (("lane_confirmations"."status" = 'pending') = ("lane_confirmations"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "lane_devices" ADD COLUMN "last_photo_url" text;--> statement-breakpoint
ALTER TABLE "lane_devices" ADD COLUMN "last_photo_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "barrier_states" ADD CONSTRAINT "barrier_states_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barrier_states" ADD CONSTRAINT "barrier_states_device_id_lane_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."lane_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barrier_states" ADD CONSTRAINT "barrier_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_alarms" ADD CONSTRAINT "lane_alarms_device_id_lane_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."lane_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_alarms" ADD CONSTRAINT "lane_alarms_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_alarms" ADD CONSTRAINT "lane_alarms_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_confirmations" ADD CONSTRAINT "lane_confirmations_device_id_lane_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."lane_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_confirmations" ADD CONSTRAINT "lane_confirmations_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_confirmations" ADD CONSTRAINT "lane_confirmations_stay_id_vehicles_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_confirmations" ADD CONSTRAINT "lane_confirmations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "barrier_states_event_unique" ON "barrier_states" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "barrier_states_gate_idx" ON "barrier_states" USING btree ("gate_id","at");--> statement-breakpoint
CREATE INDEX "barrier_states_device_idx" ON "barrier_states" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "barrier_states_user_idx" ON "barrier_states" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lane_alarms_open_unique" ON "lane_alarms" USING btree ("device_id","kind") WHERE "lane_alarms"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "lane_alarms_gate_idx" ON "lane_alarms" USING btree ("gate_id");--> statement-breakpoint
CREATE INDEX "lane_alarms_acknowledged_by_idx" ON "lane_alarms" USING btree ("acknowledged_by");--> statement-breakpoint
CREATE UNIQUE INDEX "lane_confirmations_event_unique" ON "lane_confirmations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "lane_confirmations_pending_idx" ON "lane_confirmations" USING btree ("gate_id") WHERE "lane_confirmations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lane_confirmations_device_idx" ON "lane_confirmations" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "lane_confirmations_stay_idx" ON "lane_confirmations" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "lane_confirmations_decided_by_idx" ON "lane_confirmations" USING btree ("decided_by");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr', 'force_exit', 'backdate', 'acknowledge', 'confirm_read', 'refuse_read', 'open_barrier', 'issue', 'block', 'lost', 'return'));