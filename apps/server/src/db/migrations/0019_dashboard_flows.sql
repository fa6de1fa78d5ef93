-- The dashboard's last 24 hours (ADR 0019): an index-only walk of the window's successful
-- movements, the amounts and directions in the index, not one heap read per movement.
CREATE INDEX IF NOT EXISTS "wallet_transactions_store_flows_idx" ON "wallet_transactions" USING btree ("store_id", "created_at") INCLUDE ("direction", "currency", "amount") WHERE "status" = 'SUCCESSFUL';
