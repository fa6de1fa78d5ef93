-- Exact per-store counts for the commerce lists and the dashboard (ADR 0008, 0016): orders,
-- customers and categories through row_counts_track (migration 0009); products that are not
-- archived through their own trigger, since a status change moves a product in or out.
CREATE FUNCTION live_products_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts AS c (store_id, entity, total)
      SELECT store_id, 'live_products', count(*) FROM new_rows
      WHERE status <> 'archived' GROUP BY store_id ORDER BY store_id
      ON CONFLICT (store_id, entity) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts c SET total = c.total - gone.n
      FROM (SELECT store_id, count(*) AS n FROM old_rows
            WHERE status <> 'archived' GROUP BY store_id) gone
      WHERE c.store_id = gone.store_id AND c.entity = 'live_products';
  ELSE
    INSERT INTO row_counts AS c (store_id, entity, total)
      SELECT store_id, 'live_products', sum(n) FROM (
        SELECT store_id, -1 AS n FROM old_rows WHERE status <> 'archived'
        UNION ALL SELECT store_id, 1 FROM new_rows WHERE status <> 'archived'
      ) changed GROUP BY store_id HAVING sum(n) <> 0 ORDER BY store_id
      ON CONFLICT (store_id, entity) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_live_count_insert
  AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_products_track();
--> statement-breakpoint
CREATE TRIGGER products_live_count_update
  AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_products_track();
--> statement-breakpoint
CREATE TRIGGER products_live_count_delete
  AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_products_track();
--> statement-breakpoint
CREATE TRIGGER orders_count_insert
  AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('orders');
--> statement-breakpoint
CREATE TRIGGER orders_count_update
  AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('orders');
--> statement-breakpoint
CREATE TRIGGER orders_count_delete
  AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('orders');
--> statement-breakpoint
INSERT INTO row_counts (store_id, entity, total)
  SELECT store_id, 'orders', count(*) FROM orders GROUP BY store_id;
--> statement-breakpoint
CREATE TRIGGER customers_count_insert
  AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('customers');
--> statement-breakpoint
CREATE TRIGGER customers_count_update
  AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('customers');
--> statement-breakpoint
CREATE TRIGGER customers_count_delete
  AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('customers');
--> statement-breakpoint
INSERT INTO row_counts (store_id, entity, total)
  SELECT store_id, 'customers', count(*) FROM customers GROUP BY store_id;
--> statement-breakpoint
CREATE TRIGGER categories_count_insert
  AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('categories');
--> statement-breakpoint
CREATE TRIGGER categories_count_update
  AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('categories');
--> statement-breakpoint
CREATE TRIGGER categories_count_delete
  AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track('categories');
--> statement-breakpoint
INSERT INTO row_counts (store_id, entity, total)
  SELECT store_id, 'categories', count(*) FROM categories GROUP BY store_id;
--> statement-breakpoint
INSERT INTO row_counts (store_id, entity, total)
  SELECT store_id, 'live_products', count(*) FROM products
  WHERE status <> 'archived' GROUP BY store_id;
--> statement-breakpoint
-- A customer's last order is the last they placed (paid or not): never empty, so the list's
-- newest-first sort walks its index.
UPDATE customers c SET last_order_at = (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.id)
  WHERE last_order_at IS NULL;
