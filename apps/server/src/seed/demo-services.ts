import { randomUUID } from 'node:crypto';
import { estimatedDailyReach, type AdvertPlatform } from '@olivia/contracts/adverts';
import { toMajorUnits } from '@olivia/contracts/money';
import type { UnitOfWork } from '../db/unit-of-work';
import type { UserRow } from '../modules/accounts/public';
import { addDays, startOfDate, todayOf } from '../modules/adverts/advert-days';
import { payForAdvert } from '../modules/adverts/advert-payment';
import type { AdvertRow } from '../modules/adverts/adverts.repository';
import { chargeForDomain } from '../modules/domains/domain-payment';
import { insertDomain, insertDomainPayment } from '../modules/domains/domains.repository';
import { addYears } from '../modules/domains/domains.service';
import type { Ledger } from '../modules/ledger/public';

const DAY_MS = 86_400_000;

export interface DemoServices {
  /** Bought `boughtDaysAgo` days ago for a year at `yearlyPrice` (minor units). */
  domains: { name: string; yearlyPrice: bigint; boughtDaysAgo: number }[];
  /** Started `startedDaysAgo` days ago, paid then. */
  adverts: {
    platforms: AdvertPlatform[];
    domain: string;
    dailyBudget: bigint;
    days: number;
    startedDaysAgo: number;
  }[];
}

/**
 * A demo store's custom domains and advert campaigns, paid from its wallet through the same units
 * of work as a merchant's purchase (ADR 0020, 0021): the dashboard's panels and the areas behind
 * them have something real to show. Answers
 * the campaigns paid for: as after a merchant's purchase, they are launched on the ad network
 * once the seed has committed (`seedDemoStores`).
 */
export async function seedDemoServices(
  unit: UnitOfWork,
  ledger: Ledger,
  store: { id: string; currency: string },
  owner: Pick<UserRow, 'id' | 'email'>,
  plan: DemoServices,
  now: Date,
): Promise<AdvertRow[]> {
  for (const { name, yearlyPrice, boughtDaysAgo } of plan.domains) {
    const at = new Date(now.getTime() - boughtDaysAgo * DAY_MS);
    const expiresAt = addYears(at, 1);
    const domain = await insertDomain(unit.tx, {
      storeId: store.id,
      name,
      currency: store.currency,
      yearlyPrice,
      registrar: 'sandbox',
      expiresAt,
      lastPaymentAt: at,
      createdAt: at,
    });
    const payment =
      domain &&
      (await insertDomainPayment(unit.tx, {
        reference: randomUUID(),
        domainId: domain.id,
        storeId: store.id,
        kind: 'purchase',
        years: 1,
        currency: store.currency,
        amount: yearlyPrice,
        paidUntil: expiresAt,
        paidBy: owner.id,
        paidByEmail: owner.email,
        createdAt: at,
      }));
    if (!domain || !payment) throw new Error(`demo domain ${name} not written`);
    await chargeForDomain(unit, ledger, {
      domain,
      payment,
      previousExpiry: null,
      actorUserId: owner.id,
    });
  }
  const adverts: AdvertRow[] = [];
  for (const advert of plan.adverts) {
    const at = new Date(now.getTime() - advert.startedDaysAgo * DAY_MS);
    const startDate = todayOf(at);
    const paid = await payForAdvert(unit, ledger, {
      advert: {
        reference: randomUUID(),
        storeId: store.id,
        platforms: advert.platforms,
        domain: advert.domain,
        currency: store.currency,
        dailyBudget: advert.dailyBudget,
        days: advert.days,
        total: advert.dailyBudget * BigInt(advert.days),
        estimatedDailyReach: estimatedDailyReach(
          toMajorUnits(advert.dailyBudget),
          store.currency,
          advert.platforms,
        ),
        startDate,
        endDate: addDays(startDate, advert.days - 1),
        status: 'running',
        runStartedAt: startOfDate(startDate),
        createdBy: owner.id,
        createdAt: at,
        updatedAt: at,
      },
      payer: owner,
      at,
    });
    if (!paid) throw new Error('demo advert not written');
    adverts.push(paid);
  }
  return adverts;
}
