ALTER TABLE "stores" ADD COLUMN "return_window_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "requested_by" text DEFAULT 'merchant' NOT NULL;