import { and, eq } from 'drizzle-orm';
import type { QrCodeKind } from '@olivia/contracts/qr-codes';
import type { Executor } from '../db/client';
import { paymentLinks } from '../db/schema/payment-links';
import { insertQrCode, setQrHistory } from '../modules/qr-codes/qr-codes.repository';
import type { SeededProduct } from './demo-catalog';

const HOUR_MS = 3_600_000;

/** A demo QR code: what it opens, and how often people have scanned it since it was printed. */
export interface DemoQrCode {
  label: string;
  kind: QrCodeKind;
  /** Fixed, so the demo's printed codes keep working after a reseed. */
  code: string;
  /** The nth active product of the catalogue (kind 'product'). */
  product?: number;
  /** The payment link's slug (kind 'link'). */
  link?: string;
  /** Major units: what a payer-chooses link opens with. */
  amount?: number;
  scans: number;
  /** Hours since the last scan. */
  lastScanHoursAgo: number;
  daysAgo: number;
  active?: boolean;
}

export const FABRICS_QR_CODES: DemoQrCode[] = [
  {
    label: 'Shop window — Yaba',
    kind: 'store',
    code: 'ADASHOP1',
    scans: 486,
    lastScanHoursAgo: 2,
    daysAgo: 90,
  },
  {
    label: 'Swing tag — bestseller',
    kind: 'product',
    code: 'ADATAG01',
    product: 0,
    scans: 131,
    lastScanHoursAgo: 7,
    daysAgo: 45,
  },
  {
    label: 'Market stall card',
    kind: 'product',
    code: 'ADATAG02',
    product: 1,
    scans: 58,
    lastScanHoursAgo: 30,
    daysAgo: 30,
  },
  {
    label: 'Aso-oke deposit — ₦50,000',
    kind: 'link',
    code: 'ADADEP50',
    link: 'ada-aso-oke-deposit',
    amount: 50_000,
    scans: 74,
    lastScanHoursAgo: 20,
    daysAgo: 38,
  },
];

export const TEA_QR_CODES: DemoQrCode[] = [
  {
    label: 'Tea caddy lid',
    kind: 'store',
    code: 'TEASHOP1',
    scans: 212,
    lastScanHoursAgo: 5,
    daysAgo: 70,
  },
  {
    label: 'Gift card — £25',
    kind: 'link',
    code: 'TEAGIFT1',
    link: 'thames-tea-gift-card',
    amount: 25,
    scans: 39,
    lastScanHoursAgo: 52,
    daysAgo: 50,
    active: false,
  },
];

/** A store's QR codes, after its catalogue and payment links (they point at them). */
export async function seedDemoQrCodes(
  tx: Executor,
  storeId: string,
  catalogue: SeededProduct[],
  codes: DemoQrCode[],
  now: Date,
): Promise<void> {
  const products = catalogue.filter((product) => product.active);
  for (const demo of codes) {
    let targetId: string | null = null;
    if (demo.kind === 'product') {
      targetId = products[demo.product ?? 0]?.id ?? null;
    } else if (demo.kind === 'link') {
      const [link] = await tx
        .select({ id: paymentLinks.id })
        .from(paymentLinks)
        .where(and(eq(paymentLinks.storeId, storeId), eq(paymentLinks.slug, demo.link ?? '')));
      targetId = link?.id ?? null;
    }
    if (demo.kind !== 'store' && !targetId) throw new Error(`demo QR code ${demo.code}: no target`);
    const row = await insertQrCode(tx, {
      storeId,
      label: demo.label,
      kind: demo.kind,
      targetId,
      amount: demo.amount === undefined ? null : BigInt(Math.round(demo.amount * 100)),
      code: demo.code,
      active: demo.active ?? true,
    });
    await setQrHistory(tx, row.id, {
      scans: demo.scans,
      lastScannedAt: new Date(now.getTime() - demo.lastScanHoursAgo * HOUR_MS),
      createdAt: new Date(now.getTime() - demo.daysAgo * 24 * HOUR_MS),
    });
  }
}
