import {
  ADVERT_START_WITHIN_DAYS,
  advertMinimumDailyBudget,
  estimatedDailyReach,
  type Advert,
  type AdvertList,
  type AdvertRequestSchema,
  type AdvertsQuerySchema,
} from '@olivia/contracts/adverts';
import { messages } from '@olivia/contracts/messages';
import { advertMessages } from '@olivia/contracts/advert-messages';
import { toMinorUnits } from '@olivia/contracts/money';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, forbidden, notFound, notOffered } from '../../lib/errors';
import type { Session } from '../../plugins/auth';
import { findStoreById, findUserById, type StoreRow } from '../accounts/public';
import type { Ledger } from '../ledger/public';
import type { PinCheck } from '../pins/public';
import type { AdNetwork } from './ad-network';
import type { Jobs } from '../jobs/public';
import { createAdvertChanges } from './advert-changes';
import { addDays, startOfDate, todayOf } from './advert-days';
import { toAdverts } from './advert-dto';
import { advertLaunchJob, advertLaunchKey } from './advert-launch';
import { payForAdvert } from './advert-payment';
import {
  findAdvertById,
  findAdvertByReference,
  storeAdverts,
  type AdvertRow,
} from './adverts.repository';

type CreateAdvert = z.output<typeof AdvertRequestSchema>;
type AdvertsQuery = z.output<typeof AdvertsQuerySchema>;

export interface AdvertsDependencies {
  db: Database;
  ledger: Ledger;
  pinCheck: PinCheck;
  /** The configured ad network; null when this deployment offers no adverts (AD_NETWORK=none). */
  network: AdNetwork | null;
  /** The address the app (and so every storefront, `/store/<slug>`) is reached on: APP_URL. */
  appUrl: string;
  /** Whether one of the store's custom domains is `host` (the domains module answers). */
  ownsDomain: (storeId: string, host: string) => Promise<boolean>;
  /** False on the sandbox payments provider: a store may try adverts before it is verified. */
  realMoney: boolean;
  now?: () => Date;
  /** Where a failed ad network call is reported; the money stays as it was committed. */
  onError?: (error: unknown) => void;
  /** Where a paid campaign's launch is written, in the unit of work that paid (ADR 0025). */
  jobs: Jobs;
}

/** The parts of a request that must match when its reference is sent again (never the PIN). */
const sameRequest = (row: AdvertRow, body: CreateAdvert) =>
  row.domain === body.domain &&
  row.dailyBudget === toMinorUnits(body.dailyBudget) &&
  row.days === body.numberofdays &&
  row.startDate === body.startdate &&
  [...row.platforms].sort().join() === [...body.platforms].sort().join();

/**
 * Advert campaigns (/adverts/all, ADR 0021): paid in full from the wallet when created, then
 * announced to the ad network; paused, resumed and ended by the main user, the days not run
 * given back on an early end.
 */
export function createAdvertsService(deps: AdvertsDependencies) {
  const { db, network } = deps;
  const now = deps.now ?? (() => new Date());
  const onError = deps.onError ?? (() => undefined);
  const changes = createAdvertChanges({ ...deps, now, onError });
  const storefrontHost = new URL(deps.appUrl).host.toLowerCase();
  const launchJob = network ? advertLaunchJob({ db, network, now }) : undefined;
  if (launchJob) deps.jobs.register(launchJob);

  /** The answer to a reference seen before: the advert as it stands; nothing is paid again. */
  function replay(session: Session, row: AdvertRow, body: CreateAdvert) {
    if (row.storeId !== session.storeId) throw notFound(messages.recordDoesNotExist);
    if (!sameRequest(row, body)) throw conflict(messages.referenceReused);
    return row;
  }

  /** The fields at fault, each with its message (the contract's words), or none. */
  async function problemsOf(store: StoreRow, body: CreateAdvert, today: string) {
    const details: Record<string, string[]> = {};
    if (toMinorUnits(body.dailyBudget) < toMinorUnits(advertMinimumDailyBudget(store.currency))) {
      details.dailyBudget = [advertMessages.advertBudgetTooLow];
    }
    if (body.startdate < today || body.startdate > addDays(today, ADVERT_START_WITHIN_DAYS)) {
      details.startdate = [advertMessages.advertStartDateRange];
    }
    const ours = body.domain === storefrontHost || (await deps.ownsDomain(store.id, body.domain));
    if (!ours) details.domain = [advertMessages.advertDomainNotYours];
    return details;
  }

  async function one(row: AdvertRow, at: Date): Promise<Advert> {
    const [advert] = await toAdverts([row], at, network);
    if (!advert) throw new Error('advert not mapped');
    return advert;
  }

  return {
    async list(session: Session, query: AdvertsQuery): Promise<AdvertList> {
      const at = now();
      const page = await storeAdverts(todayOf(at)).page(db, session.storeId, query);
      return { ...page, content: await toAdverts(page.content, at, network) };
    },

    /** Main user only (the endpoint's auth); paid from the wallet in one unit of work. */
    async create(session: Session, body: CreateAdvert): Promise<Advert> {
      if (!network) throw notOffered(advertMessages.advertsNotOffered);
      const [store, user] = await Promise.all([
        findStoreById(db, session.storeId),
        findUserById(db, session.userId),
      ]);
      if (!store || !user) throw notFound();
      // As transfers (ADR 0010): real money only for a verified store; the sandbox lets it try.
      if (!user.isAgent && !store.isVerified && deps.realMoney)
        throw forbidden(messages.verifyFirst);
      await deps.pinCheck.verify(user.id, body.pin);
      const seen = await findAdvertByReference(db, body.reference);
      if (seen) return one(replay(session, seen, body), now());
      const at = now();
      const today = todayOf(at);
      const details = await problemsOf(store, body, today);
      const [first] = Object.values(details);
      if (first?.[0]) throw badRequest(first[0], details);

      const dailyBudget = toMinorUnits(body.dailyBudget);
      const scheduled = body.startdate > today;
      const paid = await withTransaction(db, async (tx, afterCommit) => {
        const bought = await payForAdvert({ tx, afterCommit }, deps.ledger, {
          advert: {
            reference: body.reference,
            storeId: store.id,
            platforms: body.platforms,
            domain: body.domain,
            currency: store.currency,
            dailyBudget,
            days: body.numberofdays,
            total: dailyBudget * BigInt(body.numberofdays),
            estimatedDailyReach: estimatedDailyReach(
              body.dailyBudget,
              store.currency,
              body.platforms,
            ),
            startDate: body.startdate,
            endDate: addDays(body.startdate, body.numberofdays - 1),
            status: 'running',
            runStartedAt: scheduled ? startOfDate(body.startdate) : at,
            createdBy: user.id,
            createdAt: at,
            updatedAt: at,
          },
          payer: user,
          at,
        });
        // The launch, written with the payment: run once this commits, retried until it lands.
        if (bought && launchJob) {
          const key = advertLaunchKey(bought.id);
          const advertId = bought.id;
          await deps.jobs.enqueue(
            { tx, afterCommit },
            launchJob,
            { advertId },
            { key, storeId: bought.storeId },
          );
        }
        return bought;
      });
      if (!paid) {
        // The same reference, sent at the same time: the other request paid.
        const firstPaid = await findAdvertByReference(db, body.reference);
        if (!firstPaid) throw conflict(messages.referenceReused);
        return one(replay(session, firstPaid, body), now());
      }
      // As the launch left it (its reference, when the network took it).
      return one((await findAdvertById(db, paid.id)) ?? paid, now());
    },

    pause: async (session: Session, id: string) => one(await changes.pause(session, id), now()),
    resume: async (session: Session, id: string) => one(await changes.resume(session, id), now()),
    end: async (session: Session, id: string) => one(await changes.end(session, id), now()),
  };
}

export type AdvertsService = ReturnType<typeof createAdvertsService>;
