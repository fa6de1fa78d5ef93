-- Exact per-store row counts for lists that can grow large (ADR 0008). A statement trigger keeps
-- row_counts in the writing transaction, once per statement however many rows it writes, so an
-- unfiltered list reads its total instead of counting every row of the store. Attach it to a
-- table with a store_id column by naming the entity:
--   CREATE TRIGGER <t>_count_insert AFTER INSERT ON <t> REFERENCING NEW TABLE AS new_rows
--     FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('<entity>');
-- (and the same for UPDATE with both tables, and DELETE with OLD TABLE AS old_rows).
-- Counters are locked after every other row of a money movement (level 6 of ADR 0006's order).
CREATE FUNCTION row_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts AS c (store_id, entity, total)
      SELECT store_id, TG_ARGV[0], count(*) FROM new_rows
      WHERE store_id IS NOT NULL GROUP BY store_id ORDER BY store_id
      ON CONFLICT (store_id, entity) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts c SET total = c.total - gone.n
      FROM (SELECT store_id, count(*) AS n FROM old_rows
            WHERE store_id IS NOT NULL GROUP BY store_id) gone
      WHERE c.store_id = gone.store_id AND c.entity = TG_ARGV[0];
  ELSE
    -- Only rows that changed store move a count: e.g. a deleted store's rows set to NULL. A
    -- decrease only updates, so it never re-creates the counter of a store being deleted.
    UPDATE row_counts c SET total = c.total + moved.n
      FROM (SELECT store_id, sum(n) AS n FROM (
              SELECT store_id, -1 AS n FROM old_rows UNION ALL SELECT store_id, 1 FROM new_rows
            ) changed WHERE store_id IS NOT NULL GROUP BY store_id HAVING sum(n) < 0) moved
      WHERE c.store_id = moved.store_id AND c.entity = TG_ARGV[0];
    INSERT INTO row_counts AS c (store_id, entity, total)
      SELECT store_id, TG_ARGV[0], sum(n) FROM (
        SELECT store_id, -1 AS n FROM old_rows UNION ALL SELECT store_id, 1 FROM new_rows
      ) changed
      WHERE store_id IS NOT NULL GROUP BY store_id HAVING sum(n) > 0 ORDER BY store_id
      ON CONFLICT (store_id, entity) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_count_insert
  AFTER INSERT ON wallet_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('wallet_transactions');
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_count_update
  AFTER UPDATE ON wallet_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('wallet_transactions');
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_count_delete
  AFTER DELETE ON wallet_transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('wallet_transactions');
--> statement-breakpoint
INSERT INTO row_counts (store_id, entity, total)
  SELECT store_id, 'wallet_transactions', count(*) FROM wallet_transactions
  WHERE store_id IS NOT NULL GROUP BY store_id;
