CREATE TABLE "lane_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"gate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"key_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_seconds" integer DEFAULT 300 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lane_devices_kind_check" CHECK ("lane_devices"."kind" in ('camera', 'controller', 'pay_station')),
	CONSTRAINT "lane_devices_status_check" CHECK ("lane_devices"."status" in ('active', 'revoked')),
	CONSTRAINT "lane_devices_heartbeat_check" CHECK ("lane_devices"."heartbeat_seconds" between 10 and 3600)
);
--> statement-breakpoint
ALTER TABLE "fee_adjustments" DROP CONSTRAINT "fee_adjustments_kind_check";--> statement-breakpoint
ALTER TABLE "gate_events" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "gate_events" ADD COLUMN "time_source" text;--> statement-breakpoint
ALTER TABLE "lane_devices" ADD CONSTRAINT "lane_devices_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lane_devices_key_id_unique" ON "lane_devices" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "lane_devices_gate_idx" ON "lane_devices" USING btree ("gate_id");--> statement-breakpoint
ALTER TABLE "gate_events" ADD CONSTRAINT "gate_events_device_id_lane_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."lane_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_events_device_idx" ON "gate_events" USING btree ("device_id");--> statement-breakpoint
ALTER TABLE "fee_adjustments" ADD CONSTRAINT "fee_adjustments_kind_check" CHECK ("fee_adjustments"."kind" in ('waiver', 'lane_time', 'backdated', 'replayed'));--> statement-breakpoint
ALTER TABLE "gate_events" ADD CONSTRAINT "gate_events_time_source_check" CHECK ("gate_events"."time_source" in ('arrival', 'lane', 'backdated', 'replayed'));