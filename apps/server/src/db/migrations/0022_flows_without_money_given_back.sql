-- Money given back is neither an inflow nor an outflow of the flows (the dashboard's last 24
-- hours, the flows chart, the rank): a REVERSAL (a transfer or settlement the bank failed or
-- returned) or an ADVERT REFUND (the unused days of an ended advert) is not takings. What it gives
-- back comes off the outflow it undoes, in that outflow's hour:
-- - a returned payout's TRANSFER or SETTLEMENT and FEE rows leave SUCCESSFUL (FAILED, REVERSED),
--   so they already drop out of their hour (a payout failed while pending never counted); its
--   REVERSAL row counts nowhere: counting it as well would take the money off twice;
-- - an advert stays paid for (its ADVERT row stays SUCCESSFUL: it may have run some days), so its
--   refund is netted out of the payment: its amount off the payment's hour, and the payment no
--   longer counted once all of it came back. The payment is the store's ADVERT row whose ref the
--   refund's ref extends with '-refund' (modules/adverts/advert-payment.ts).
-- An hour's sums therefore never go below zero. The window's first, partial hour is read from the
-- movements by the same rules (flowsSinceFragment), through the flows index, now carrying the kind.
CREATE FUNCTION wallet_flow_refunded_payment(store uuid, money text, refund_ref text)
  RETURNS TABLE (paid_at timestamptz, paid bigint) LANGUAGE sql STABLE AS $$
  SELECT t.created_at, t.amount FROM wallet_transactions t
  WHERE t.store_id = store AND refund_ref LIKE '%-refund'
    AND t.ref = left(refund_ref, -length('-refund')) AND t.agency_txn = 'ADVERT'
    AND t.status = 'SUCCESSFUL' AND t.currency = money
  LIMIT 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_flow_hours_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch sums what its rows add to (or take from) each hour: a movement of trade one
  -- count and its amount in its own hour; an advert refund minus its amount (and minus the count
  -- of a payment refunded in full) in its payment's hour; a reversal nothing.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO wallet_flow_hours AS h (store_id, currency, hour, direction, count, total)
      SELECT store_id, currency, hour, direction, sum(count), sum(total)
      FROM (
        SELECT n.store_id, n.currency, date_trunc('hour', n.created_at, 'UTC') AS hour,
               n.direction, 1 AS count, n.amount AS total
        FROM new_rows n
        WHERE n.status = 'SUCCESSFUL' AND n.store_id IS NOT NULL
          AND n.agency_txn NOT IN ('REVERSAL', 'ADVERT REFUND')
        UNION ALL
        SELECT n.store_id, n.currency, date_trunc('hour', p.paid_at, 'UTC'), 'debit',
               CASE WHEN n.amount >= p.paid THEN -1 ELSE 0 END, -n.amount
        FROM new_rows n
        CROSS JOIN LATERAL wallet_flow_refunded_payment(n.store_id, n.currency, n.ref) p
        WHERE n.status = 'SUCCESSFUL' AND n.store_id IS NOT NULL AND n.agency_txn = 'ADVERT REFUND'
      ) moved
      GROUP BY 1, 2, 3, 4 HAVING sum(count) <> 0 OR sum(total) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (store_id, currency, hour, direction)
        DO UPDATE SET count = h.count + excluded.count, total = h.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    -- A refund's payment is found among the rows as they were: deleted with it, or still there.
    UPDATE wallet_flow_hours h SET count = h.count - gone.count, total = h.total - gone.total
      FROM (SELECT store_id, currency, hour, direction, sum(count) AS count, sum(total) AS total
            FROM (
              SELECT o.store_id, o.currency, date_trunc('hour', o.created_at, 'UTC') AS hour,
                     o.direction, 1 AS count, o.amount AS total
              FROM old_rows o
              WHERE o.status = 'SUCCESSFUL' AND o.store_id IS NOT NULL
                AND o.agency_txn NOT IN ('REVERSAL', 'ADVERT REFUND')
              UNION ALL
              SELECT o.store_id, o.currency,
                     date_trunc('hour', coalesce(p.created_at, t.paid_at), 'UTC'), 'debit',
                     CASE WHEN o.amount >= coalesce(p.amount, t.paid) THEN -1 ELSE 0 END, -o.amount
              FROM old_rows o
              LEFT JOIN old_rows p ON p.store_id = o.store_id
                AND p.ref = left(o.ref, -length('-refund')) AND p.agency_txn = 'ADVERT'
                AND p.status = 'SUCCESSFUL' AND p.currency = o.currency
              LEFT JOIN LATERAL wallet_flow_refunded_payment(o.store_id, o.currency, o.ref) t
                ON true
              WHERE o.status = 'SUCCESSFUL' AND o.store_id IS NOT NULL
                AND o.agency_txn = 'ADVERT REFUND' AND o.ref LIKE '%-refund'
                AND coalesce(p.created_at, t.paid_at) IS NOT NULL
            ) moved
            GROUP BY 1, 2, 3, 4) gone
      WHERE (h.store_id, h.currency, h.hour, h.direction)
          = (gone.store_id, gone.currency, gone.hour, gone.direction);
  ELSE
    -- The net change per hour: rows that became successful (a pending movement settled) add,
    -- rows that stopped being so (or left their store, e.g. a deleted store's rows set to NULL)
    -- subtract. A decrease only updates, so it never re-creates the hours of a store being deleted.
    -- The old rows' refunds find their payment as it was (updated with them, or untouched in the
    -- table); the new rows' in the table, which holds the new state.
    WITH moved AS (
      SELECT o.store_id, o.currency, date_trunc('hour', o.created_at, 'UTC') AS hour,
             o.direction, -1 AS count, -o.amount AS total
      FROM old_rows o
      WHERE o.status = 'SUCCESSFUL' AND o.agency_txn NOT IN ('REVERSAL', 'ADVERT REFUND')
      UNION ALL
      SELECT o.store_id, o.currency,
             date_trunc('hour', coalesce(p.created_at, t.paid_at), 'UTC'), 'debit',
             CASE WHEN o.amount >= coalesce(p.amount, t.paid) THEN 1 ELSE 0 END, o.amount
      FROM old_rows o
      LEFT JOIN old_rows p ON p.store_id = o.store_id
        AND p.ref = left(o.ref, -length('-refund')) AND p.agency_txn = 'ADVERT'
        AND p.status = 'SUCCESSFUL' AND p.currency = o.currency
      LEFT JOIN LATERAL wallet_flow_refunded_payment(o.store_id, o.currency, o.ref) t ON true
      WHERE o.status = 'SUCCESSFUL' AND o.agency_txn = 'ADVERT REFUND' AND o.ref LIKE '%-refund'
        AND coalesce(p.created_at, t.paid_at) IS NOT NULL
      UNION ALL
      SELECT n.store_id, n.currency, date_trunc('hour', n.created_at, 'UTC'), n.direction, 1,
             n.amount
      FROM new_rows n
      WHERE n.status = 'SUCCESSFUL' AND n.agency_txn NOT IN ('REVERSAL', 'ADVERT REFUND')
      UNION ALL
      SELECT n.store_id, n.currency, date_trunc('hour', p.paid_at, 'UTC'), 'debit',
             CASE WHEN n.amount >= p.paid THEN -1 ELSE 0 END, -n.amount
      FROM new_rows n
      CROSS JOIN LATERAL wallet_flow_refunded_payment(n.store_id, n.currency, n.ref) p
      WHERE n.status = 'SUCCESSFUL' AND n.agency_txn = 'ADVERT REFUND'
    ), changed AS (
      SELECT store_id, currency, hour, direction, sum(count) AS count, sum(total) AS total
      FROM moved
      WHERE store_id IS NOT NULL
      GROUP BY 1, 2, 3, 4 HAVING sum(count) <> 0 OR sum(total) <> 0
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
-- The partial first hour tells a movement of trade from money given back, index-only.
DROP INDEX IF EXISTS "wallet_transactions_store_flows_idx";
--> statement-breakpoint
CREATE INDEX "wallet_transactions_store_flows_idx" ON "wallet_transactions" USING btree ("store_id", "created_at") INCLUDE ("direction", "currency", "amount", "agency_txn") WHERE "status" = 'SUCCESSFUL';
--> statement-breakpoint
-- The sums again, by the new rules.
DELETE FROM wallet_flow_hours;
--> statement-breakpoint
INSERT INTO wallet_flow_hours (store_id, currency, hour, direction, count, total)
  SELECT store_id, currency, hour, direction, sum(count), sum(total)
  FROM (
    SELECT t.store_id, t.currency, date_trunc('hour', t.created_at, 'UTC') AS hour, t.direction,
           1 AS count, t.amount AS total
    FROM wallet_transactions t
    WHERE t.status = 'SUCCESSFUL' AND t.store_id IS NOT NULL
      AND t.agency_txn NOT IN ('REVERSAL', 'ADVERT REFUND')
    UNION ALL
    SELECT r.store_id, r.currency, date_trunc('hour', p.paid_at, 'UTC'), 'debit',
           CASE WHEN r.amount >= p.paid THEN -1 ELSE 0 END, -r.amount
    FROM wallet_transactions r
    CROSS JOIN LATERAL wallet_flow_refunded_payment(r.store_id, r.currency, r.ref) p
    WHERE r.status = 'SUCCESSFUL' AND r.store_id IS NOT NULL AND r.agency_txn = 'ADVERT REFUND'
  ) moved
  GROUP BY 1, 2, 3, 4 HAVING sum(count) <> 0 OR sum(total) <> 0;
