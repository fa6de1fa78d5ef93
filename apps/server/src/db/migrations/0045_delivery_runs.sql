DROP INDEX "delivery_stops_order_unique";--> statement-breakpoint
CREATE INDEX "delivery_stops_order_idx" ON "delivery_stops" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_stops_order_unique" ON "delivery_stops" USING btree ("order_id") WHERE "delivery_stops"."status" <> 'failed';