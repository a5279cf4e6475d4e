DROP INDEX "payment_transactions_area_created_idx";--> statement-breakpoint
DROP INDEX "payment_transactions_created_idx";--> statement-breakpoint
DROP INDEX "payment_transactions_amount_idx";--> statement-breakpoint
CREATE INDEX "vehicles_exit_time_idx" ON "vehicles" USING btree ("exit_time");--> statement-breakpoint
CREATE INDEX "payment_transactions_area_created_idx" ON "payment_transactions" USING btree ("area_id","created_at","id","amount_halalas","type","status","payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_created_idx" ON "payment_transactions" USING btree ("created_at","id","area_id","amount_halalas","type","status","payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_amount_idx" ON "payment_transactions" USING btree ("amount_halalas","id","area_id","created_at","type","status","payment_method_id");