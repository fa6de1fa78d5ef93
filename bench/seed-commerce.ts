import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

/**
 * Gives store `storeId` `products` products (no variants) and `orders` orders from
 * `orders / 20` customers, one every 30 seconds going back in time, in INSERT … SELECT over
 * generate_series. Order lines are left out: the list and the dashboard read orders alone.
 */
export async function seedCommerce(
  db: Database,
  storeId: string,
  counts: { products: number; orders: number },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO categories (store_id, name)
    SELECT ${storeId}::uuid, 'Category ' || g FROM generate_series(1, 40) AS g`);
  await db.execute(sql`
    INSERT INTO products (store_id, name, price, sku, stock, status, created_at)
    SELECT ${storeId}::uuid, 'Product ' || g, 1000 + (g::bigint * 7919) % 500000, 'SKU-' || g,
      g % 50, (ARRAY['active', 'active', 'active', 'draft', 'archived'])[1 + g % 5],
      now() - make_interval(mins => g)
    FROM generate_series(1, ${counts.products}::int) AS g`);
  const customers = Math.max(1, Math.floor(counts.orders / 20));
  await db.execute(sql`
    INSERT INTO customers (store_id, name, email, phone, orders_count, total_spent, last_order_at)
    SELECT ${storeId}::uuid, 'Customer ' || g, 'customer' || g || '@example.com',
      '+23480' || lpad(g::text, 8, '0'), 20, 20 * 250000, now()
    FROM generate_series(1, ${customers}::int) AS g`);
  await db.execute(sql`
    INSERT INTO orders (store_id, number, customer_id, customer_name, email, phone, address, city,
      currency, subtotal, delivery_fee, total, amount_paid, status, item_count, token_hash,
      expires_at, paid_at, created_at, updated_at)
    SELECT ${storeId}::uuid, 1000 + g, c.id, c.name, c.email, c.phone, '12 Bench Street', 'Lagos',
      'NGN', 240000 + (g::bigint * 7919) % 100000, 150000, 390000 + (g::bigint * 7919) % 100000,
      CASE WHEN g % 10 = 0 THEN 0 ELSE 390000 + (g::bigint * 7919) % 100000 END,
      CASE WHEN g % 10 = 0 THEN 'cancelled'
        ELSE (ARRAY['delivered', 'delivered', 'shipped', 'processing', 'paid', 'refunded'])[1 + g % 6] END,
      1 + g % 4, md5(g::text), now() - make_interval(secs => g * 30),
      CASE WHEN g % 10 = 0 THEN NULL ELSE now() - make_interval(secs => g * 30) END,
      now() - make_interval(secs => g * 30), now() - make_interval(secs => g * 30)
    FROM generate_series(1, ${counts.orders}::int) AS g
    JOIN customers c ON c.store_id = ${storeId}::uuid AND c.email = 'customer' || (1 + g % ${customers}::int) || '@example.com'`);
  await db.execute(sql`
    UPDATE stores SET order_seq = 1000 + ${counts.orders}::int WHERE id = ${storeId}::uuid`);
}
