import { z } from 'zod';
import { local, readStored, writeStored } from './safe-storage';

const OrderTokensSchema = z.record(z.string(), z.string().min(1));

/** The secrets of the orders this browser placed at the store (or opened from their e-mail). */
const storageKey = (slug: string) => `storefrontOrders:${slug}`;

/** The secret that opens order `id`, when this browser has it. */
export function readOrderToken(slug: string, id: string): string | null {
  return readStored(local, storageKey(slug), OrderTokensSchema, {})[id] ?? null;
}

/** Keeps an order's secret, so its receipt opens again after a reload. */
export function saveOrderToken(slug: string, id: string, token: string): void {
  const tokens = readStored(local, storageKey(slug), OrderTokensSchema, {});
  writeStored(local, storageKey(slug), { ...tokens, [id]: token });
}
