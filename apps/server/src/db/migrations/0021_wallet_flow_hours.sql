CREATE TABLE "wallet_flow_hours" (
	"store_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"count" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "wallet_flow_hours_store_id_currency_hour_direction_pk" PRIMARY KEY("store_id","currency","hour","direction")
);
--> statement-breakpoint
ALTER TABLE "wallet_flow_hours" ADD CONSTRAINT "wallet_flow_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The flows of a window (the dashboard's last 24 hours, the flows chart, the rank's 90 days) read
-- a row an hour from here and only the window's unaligned edge from wallet_transactions (ADR 0019).
-- Kept like row_counts (migration 0009): a statement trigger in the writing transaction, once per
-- statement however many rows it writes; hours are locked last, in key order (level 6 of ADR
-- 0006's lock order). Only SUCCESSFUL movements of a store count.
CREATE FUNCTION wallet_flow_hours_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO wallet_flow_hours AS h (store_id, currency, hour, direction, count, total)
      SELECT store_id, currency, date_trunc('hour', created_at, 'UTC'), direction, count(*),
             sum(amount)
      FROM new_rows WHERE status = 'SUCCESSFUL' AND store_id IS NOT NULL
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (store_id, currency, hour, direction)
        DO UPDATE SET count = h.count + excluded.count, total = h.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE wallet_flow_hours h SET count = h.count - gone.count, total = h.total - gone.total
      FROM (SELECT store_id, currency, date_trunc('hour', created_at, 'UTC') AS hour, direction,
                   count(*) AS count, sum(amount) AS total
            FROM old_rows WHERE status = 'SUCCESSFUL' AND store_id IS NOT NULL
            GROUP BY 1, 2, 3, 4) gone
      WHERE (h.store_id, h.currency, h.hour, h.direction)
          = (gone.store_id, gone.currency, gone.hour, gone.direction);
  ELSE
    -- The net change per hour: rows that became successful (a pending movement settled) add,
    -- rows that stopped being so (or left their store, e.g. a deleted store's rows set to NULL)
    -- subtract. A decrease only updates, so it never re-creates the hours of a store being deleted.
    WITH changed AS (
      SELECT store_id, currency, date_trunc('hour', created_at, 'UTC') AS hour, direction,
             sum(n) AS count, sum(amount * n) AS total
      FROM (SELECT store_id, currency, created_at, direction, amount, -1 AS n FROM old_rows
              WHERE status = 'SUCCESSFUL'
            UNION ALL
            SELECT store_id, currency, created_at, direction, amount, 1 FROM new_rows
              WHERE status = 'SUCCESSFUL') moved
      WHERE store_id IS NOT NULL
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount * n) <> 0
    ), updated AS (
      UPDATE wallet_flow_hours h SET count = h.count + c.count, total = h.total + c.total
        FROM changed c
        WHERE (h.store_id, h.currency, h.hour, h.direction)
            = (c.store_id, c.currency, c.hour, c.direction)
        RETURNING h.store_id, h.currency, h.hour, h.direction
    )
    INSERT INTO wallet_flow_hours AS h (store_id, currency, hour, direction, count, total)
      SELECT c.store_id, c.currency, c.hour, c.direction, c.count, c.total FROM changed c
      WHERE c.count > 0 AND NOT EXISTS (
        SELECT 1 FROM updated u
        WHERE (u.store_id, u.currency, u.hour, u.direction)
            = (c.store_id, c.currency, c.hour, c.direction))
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (store_id, currency, hour, direction)
        DO UPDATE SET count = h.count + excluded.count, total = h.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_flow_hours_insert
  AFTER INSERT ON wallet_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_flow_hours_track();
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_flow_hours_update
  AFTER UPDATE ON wallet_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_flow_hours_track();
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_flow_hours_delete
  AFTER DELETE ON wallet_transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_flow_hours_track();
--> statement-breakpoint
INSERT INTO wallet_flow_hours (store_id, currency, hour, direction, count, total)
  SELECT store_id, currency, date_trunc('hour', created_at, 'UTC'), direction, count(*), sum(amount)
  FROM wallet_transactions WHERE status = 'SUCCESSFUL' AND store_id IS NOT NULL
  GROUP BY 1, 2, 3, 4;
