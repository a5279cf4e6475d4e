ALTER TABLE "lane_alarms" DROP CONSTRAINT "lane_alarms_kind_check";--> statement-breakpoint
ALTER TABLE "lane_confirmations" DROP CONSTRAINT "lane_confirmations_reason_check";--> statement-breakpoint
ALTER TABLE "lane_confirmations" ADD COLUMN "replay_floor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lane_confirmations" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "lane_devices" ADD COLUMN "replay_floor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lane_alarms" ADD CONSTRAINT "lane_alarms_kind_check" CHECK ("lane_alarms"."kind" in ('silent', 'forced_open', 'stuck', 'unsure_reads', 'replayed_time'));--> statement-breakpoint
ALTER TABLE "lane_confirmations" ADD CONSTRAINT "lane_confirmations_reason_check" CHECK ("lane_confirmations"."reason" in ('low_confidence', 'ambiguous_read', 'unreadable', 'replayed_time'));