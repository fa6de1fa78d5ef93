import { MAIN_USER, SUB_USER } from '@olivia/contracts/roles';
import { DEMO_SEED_LOCK_KEY, lockUntilTransactionEnds } from '../db/advisory-locks';
import type { Database } from '../db/client';
import { withTransaction } from '../db/unit-of-work';
import { createEventBus } from '../lib/event-bus';
import { hashSecret } from '../lib/secrets';
import { WALLET_BANK_NAME } from '../modules/account-lifecycle/account-lifecycle.service';
import { hasAnyStore, insertStore } from '../modules/accounts/stores.repository';
import { insertUser } from '../modules/accounts/users.repository';
import type { AdNetwork } from '../modules/adverts/ad-network';
import { advertLaunchJob, advertLaunchKey } from '../modules/adverts/advert-launch';
import type { AdvertRow } from '../modules/adverts/adverts.repository';
import { createJobs } from '../modules/jobs/public';
import { createLedger } from '../modules/ledger/ledger.service';
import { FABRIC_BRANDS, seedDemoBrands, TEA_BRANDS } from './demo-brands';
import { FABRICS_ADDRESSES, seedDemoAddresses, TEA_ADDRESSES } from './demo-addresses';
import { seedDemoCatalog } from './demo-catalog';
import { FABRICS, TEAS } from './demo-catalog-data';
import { DEMO_DEVICES, seedDemoAccountLog } from './demo-account-log';
import { seedDemoBlog } from './demo-blog';
import { seedDemoChats } from './demo-chats';
import { seedDemoOrders } from './demo-orders';
import { FABRICS_INVOICES, seedDemoInvoices, TEA_INVOICES } from './demo-invoices';
import { FABRICS_LINKS, seedDemoPaymentLinks, TEA_LINKS } from './demo-payment-links';
import { seedDemoReceipts } from './demo-receipts';
import { seedDemoSplits } from './demo-splits';
import { seedDemoSuppliers } from './demo-suppliers';
import { seedDemoCardRefunds } from './demo-card-refunds';
import { seedDemoCounterSales } from './demo-counter-sales';
import { seedDemoBranches } from './demo-branches';
import { seedDemoDelivery } from './demo-delivery';
import { seedDemoDeliveryRuns } from './demo-delivery-runs';
import { seedDemoDiscounts } from './demo-discounts';
import { FABRICS_EXPENSES, seedDemoExpenses, TEA_EXPENSES } from './demo-expenses';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoReferrals } from './demo-referrals';
import { FABRICS_QR_CODES, seedDemoQrCodes, TEA_QR_CODES } from './demo-qr-codes';
import { insertDemoVisits } from '../modules/storefront/visits.repository';
import { demoCustomers } from './demo-orders-data';
import { seedDemoServices, type DemoServices } from './demo-services';

/** The demo sign-ins printed at start and listed in the README. */
export const DEMO_PASSWORD = 'Olivia#Demo26';
/** James's PIN (README); Ada sets hers on her first transfer. */
export const DEMO_PIN = '5937';
export const demoAccounts = [
  { email: 'ada@example.com', role: 'main user', store: "Ada's Fabrics (NGN)" },
  { email: 'tunde@example.com', role: 'sub-user', store: "Ada's Fabrics (NGN)" },
  { email: 'james@example.com', role: 'main user', store: 'Thames Tea Co. (GBP)' },
] as const;

/**
 * Ada's domains: one due for renewal within the month (the dashboard says Renew or Extend), one
 * bought two months ago; a campaign running, one that ran its course last month.
 */
const FABRICS_SERVICES: DemoServices = {
  domains: [
    { name: 'adasfabrics.com', yearlyPrice: 18_000_00n, boughtDaysAgo: 340 },
    { name: 'adas-fabrics.shop', yearlyPrice: 9_000_00n, boughtDaysAgo: 60 },
  ],
  adverts: [
    {
      platforms: ['facebook', 'instagram'],
      domain: 'adasfabrics.com',
      dailyBudget: 5_000_00n,
      days: 14,
      startedDaysAgo: 3,
    },
    {
      platforms: ['google', 'tiktok'],
      domain: 'adas-fabrics.shop',
      dailyBudget: 3_000_00n,
      days: 7,
      startedDaysAgo: 40,
    },
  ],
};
const TEA_SERVICES: DemoServices = {
  domains: [{ name: 'thamestea.co.uk', yearlyPrice: 8_00n, boughtDaysAgo: 100 }],
  adverts: [
    {
      platforms: ['instagram'],
      domain: 'thamestea.co.uk',
      dailyBudget: 10_00n,
      days: 10,
      startedDaysAgo: 2,
    },
  ],
};

/**
 * Creates the demo stores on an empty database; does nothing once any store exists. Servers that
 * start together on one empty PostgreSQL take turns: the first seeds, the others find its stores.
 * The demo campaigns' launches on `adNetwork` are jobs written with them and run after the commit,
 * as a merchant's purchase's are (ADR 0021, 0025), so they report their reach; a launch that fails
 * there is retried by the server's worker. With no network (AD_NETWORK=none) they show none.
 */
export async function seedDemoStores(
  db: Database,
  adNetwork: AdNetwork | null = null,
): Promise<boolean> {
  if (await hasAnyStore(db)) return false;
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const pinHash = await hashSecret(DEMO_PIN);

  // The demo's notifications go nowhere: no one listens yet.
  const ledger = createLedger(db, createEventBus());
  const now = new Date();
  const jobs = createJobs({ db });
  const launchJob = adNetwork
    ? advertLaunchJob({ db, network: adNetwork, now: () => new Date() })
    : undefined;
  if (launchJob) jobs.register(launchJob);
  return withTransaction(db, async (tx, afterCommit) => {
    const unit = { tx, afterCommit };
    const launchAfterCommit = async (adverts: AdvertRow[]) => {
      if (!launchJob) return;
      for (const { id: advertId, storeId } of adverts) {
        await jobs.enqueue(
          unit,
          launchJob,
          { advertId },
          { key: advertLaunchKey(advertId), storeId },
        );
      }
    };
    await lockUntilTransactionEnds(tx, DEMO_SEED_LOCK_KEY);
    if (await hasAnyStore(tx)) return false;
    const fabrics = await insertStore(tx, {
      systemId: 'OLVDEMONGN01',
      name: "Ada's Fabrics",
      slug: 'adas-fabrics',
      currency: 'NGN',
      isVerified: true,
      referralCode: 'ADAFAB26',
      staticAccountNumber: '9900000001',
      staticAccountName: "Ada's Fabrics",
      staticAccountBank: WALLET_BANK_NAME,
      description:
        'Ankara, adire, aso-oke and lace from our shop in Yaba, Lagos. Delivery across Nigeria.',
      contactEmail: 'ada@example.com',
      contactPhone: '+2348031234567',
      address: '14 Tejuosho Market Road, Yaba, Lagos',
      deliveryFee: 2_500_00n,
    });
    const common = { passwordHash, isAgent: true };
    const ada = await insertUser(tx, {
      ...common,
      storeId: fabrics.id,
      userType: MAIN_USER,
      email: 'ada@example.com',
      firstName: 'Adaeze',
      lastName: 'Okafor',
      phone: '+2348031234567',
      viewBalance: true,
    });
    const tunde = await insertUser(tx, {
      ...common,
      storeId: fabrics.id,
      userType: SUB_USER,
      email: 'tunde@example.com',
      firstName: 'Tunde',
      lastName: 'Bello',
      phone: '+2348039876543',
      allowSubUserTransfer: true,
    });
    await seedDemoAccountLog(tx, fabrics.id, {
      owner: { id: ada.id, ip: '102.89.34.17', userAgent: DEMO_DEVICES.CHROME_WINDOWS },
      staff: { id: tunde.id, ip: '105.112.41.220', userAgent: DEMO_DEVICES.CHROME_ANDROID },
      now,
    });
    await seedDemoChats(tx, fabrics.id);
    await seedDemoBlog(tx, ada, now);
    await seedDemoAddresses(tx, fabrics.id, FABRICS_ADDRESSES);
    await seedDemoReferrals(tx, fabrics.referralCode, now);
    await insertDemoVisits(tx, fabrics.id, { perDay: 40, now });
    const fabricsCatalogue = await seedDemoCatalog(tx, fabrics.id, 'ADA', FABRICS);
    await seedDemoBrands(tx, fabrics.id, FABRICS, fabricsCatalogue, FABRIC_BRANDS);
    await seedDemoOrders(unit, ledger, fabrics, fabricsCatalogue, {
      count: 220,
      seed: 26,
      customers: demoCustomers('NG'),
      now,
    });
    // Discounts first: a link payment and an invoice used one of Ada's codes.
    await seedDemoDiscounts(unit, fabrics, now);
    await seedDemoPaymentLinks(unit, ledger, fabrics, FABRICS_LINKS, {
      customers: demoCustomers('NG'),
      now,
      catalogue: fabricsCatalogue,
    });
    await seedDemoSplits(unit, ledger, fabrics);
    await seedDemoPromotions(unit, fabrics, now);
    await seedDemoCounterSales(
      unit,
      fabrics,
      fabricsCatalogue,
      { id: tunde.id, name: `${tunde.firstName} ${tunde.lastName}` },
      now,
    );
    await seedDemoBranches(tx, fabrics.id, tunde);
    await seedDemoExpenses(tx, fabrics.id, FABRICS_EXPENSES, {
      owner: ada.id,
      staff: tunde.id,
      now,
    });
    await seedDemoDelivery(tx, fabrics.id);
    await seedDemoDeliveryRuns(
      tx,
      fabrics.id,
      { id: tunde.id, name: `${tunde.firstName} ${tunde.lastName}`, phone: tunde.phone },
      now,
    );
    await seedDemoCardRefunds(unit, ledger, fabrics, {
      id: ada.id,
      name: `${ada.firstName} ${ada.lastName}`,
      email: ada.email,
    });
    await seedDemoSuppliers(
      unit,
      ledger,
      fabrics,
      fabricsCatalogue,
      { id: ada.id, name: `${ada.firstName} ${ada.lastName}`, email: ada.email },
      now,
    );
    await seedDemoInvoices(unit, ledger, fabrics, fabricsCatalogue, FABRICS_INVOICES, now);
    await seedDemoReceipts(tx, fabrics.id);
    await seedDemoQrCodes(tx, fabrics.id, fabricsCatalogue, FABRICS_QR_CODES, now);
    await launchAfterCommit(
      await seedDemoServices(unit, ledger, fabrics, ada, FABRICS_SERVICES, now),
    );
    const tea = await insertStore(tx, {
      systemId: 'OLVDEMOGBP01',
      name: 'Thames Tea Co.',
      slug: 'thames-tea-co',
      currency: 'GBP',
      isVerified: true,
      referralCode: 'THAMES26',
      staticAccountNumber: '99-99-00 00000002',
      staticAccountName: 'Thames Tea Co.',
      staticAccountBank: WALLET_BANK_NAME,
      description: 'Loose-leaf tea and teaware, blended in London and sent first class.',
      contactEmail: 'james@example.com',
      contactPhone: '+447700900123',
      address: '3 Bankside, London SE1',
      deliveryFee: 3_95n,
    });
    const james = await insertUser(tx, {
      ...common,
      storeId: tea.id,
      userType: MAIN_USER,
      email: 'james@example.com',
      // Set-up outside Nigeria ends with the PIN (ADR 0012), so the GBP agent has one.
      pinHash,
      pinChangedAt: new Date(),
      firstName: 'James',
      lastName: 'Whitmore',
      phone: '+447700900123',
      viewBalance: true,
    });
    await seedDemoAccountLog(tx, tea.id, {
      owner: { id: james.id, ip: '81.2.69.160', userAgent: DEMO_DEVICES.SAFARI_IPHONE },
      now,
    });
    await insertDemoVisits(tx, tea.id, { perDay: 15, now });
    await seedDemoAddresses(tx, tea.id, TEA_ADDRESSES);
    const teaCatalogue = await seedDemoCatalog(tx, tea.id, 'TEA', TEAS);
    await seedDemoBrands(tx, tea.id, TEAS, teaCatalogue, TEA_BRANDS);
    await seedDemoOrders(unit, ledger, tea, teaCatalogue, {
      count: 80,
      seed: 1826,
      customers: demoCustomers('GB'),
      now,
    });
    await seedDemoPaymentLinks(unit, ledger, tea, TEA_LINKS, {
      customers: demoCustomers('GB'),
      now,
    });
    await seedDemoInvoices(unit, ledger, tea, teaCatalogue, TEA_INVOICES, now);
    await seedDemoReceipts(tx, tea.id);
    await seedDemoExpenses(tx, tea.id, TEA_EXPENSES, { owner: james.id, now });
    await seedDemoQrCodes(tx, tea.id, teaCatalogue, TEA_QR_CODES, now);
    await launchAfterCommit(await seedDemoServices(unit, ledger, tea, james, TEA_SERVICES, now));
    return true;
  });
}
