-- Webhook bodies are kept as the text that was signed, not as jsonb: jsonb refuses "\u0000" and
-- lone surrogates, so such a (valid, signed) payment failed on every redelivery (issue 7).
ALTER TABLE "webhook_events" ADD COLUMN "raw_body" text;--> statement-breakpoint
UPDATE "webhook_events" SET "raw_body" = "payload"::text;--> statement-breakpoint
ALTER TABLE "webhook_events" ALTER COLUMN "raw_body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_events" DROP COLUMN "payload";
