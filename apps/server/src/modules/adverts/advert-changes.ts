import { advertMessages } from '@olivia/contracts/advert-messages';
import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { conflict, notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Session } from '../../plugins/auth';
import { findUserById } from '../accounts/public';
import type { Ledger } from '../ledger/public';
import type { AdNetwork } from './ad-network';
import { addDays, advertStatus, daysRun, startOfDate, todayOf } from './advert-days';
import { refundAdvert } from './advert-payment';
import { launchAdvert } from './advert-launch';
import {
  lockStoreAdvert,
  updateAdvert,
  type AdvertRow,
  type NewAdvert,
} from './adverts.repository';

type Change = Partial<Omit<NewAdvert, 'id' | 'reference' | 'storeId'>>;

/**
 * Pause, resume and end (ADR 0021). Each locks the advert (its store FOR KEY SHARE first) in
 * one unit of work, so changes to one advert apply one at a time and two ends refund once;
 * the ad network hears of it after the commit.
 */
export function createAdvertChanges(deps: {
  db: Database;
  ledger: Ledger;
  network: AdNetwork | null;
  now: () => Date;
  onError: (error: unknown) => void;
}) {
  const { db, ledger, network, now, onError } = deps;

  /** Runs `decide` on the locked advert; writes its change and the account log row. */
  async function change(
    session: Session,
    id: string,
    verb: string,
    decide: (row: AdvertRow, at: Date, unit: UnitOfWork) => Promise<Change>,
  ): Promise<AdvertRow> {
    return withTransaction(db, async (tx, afterCommit) => {
      const row = await lockStoreAdvert(tx, session.storeId, id);
      if (!row) throw notFound();
      const at = now();
      const next = await decide(row, at, { tx, afterCommit });
      const saved = await updateAdvert(tx, row.id, { ...next, updatedAt: at });
      const audited: Record<string, { from: unknown; to: unknown }> = {};
      for (const key of Object.keys(next) as (keyof Change)[]) {
        audited[key] = { from: String(row[key] ?? ''), to: String(saved[key] ?? '') };
      }
      await insertAuditEntry(tx, {
        storeId: row.storeId,
        actorUserId: session.userId,
        action: `advert.${verb}`,
        entityType: 'advert',
        entityId: row.id,
        changes: audited,
      });
      return saved;
    });
  }

  /** Calls the network after the commit; a failure is reported, the committed change stands. */
  async function tell(call: () => Promise<unknown>) {
    try {
      await call();
    } catch (error) {
      onError(error);
    }
  }

  const launch = (on: AdNetwork, row: AdvertRow) => launchAdvert(db, on, row, onError);

  return {
    launch,

    /** A running advert (started or scheduled) stops; the days it ran so far are kept. */
    async pause(session: Session, id: string) {
      const saved = await change(session, id, 'paused', async (row, at) => {
        const status = advertStatus(row, at);
        if (status !== 'running' && status !== 'scheduled') {
          throw conflict(advertMessages.advertNotRunning);
        }
        return { status: 'paused', daysRunBefore: daysRun(row, at), runStartedAt: null };
      });
      const ref = saved.networkRef;
      if (network && ref) await tell(() => network.pause(ref));
      return saved;
    },

    /** A paused advert runs again from today (or its start date), for the days it has left. */
    async resume(session: Session, id: string) {
      const saved = await change(session, id, 'resumed', async (row, at) => {
        if (advertStatus(row, at) !== 'paused') throw conflict(advertMessages.advertNotPaused);
        const today = todayOf(at);
        const ahead = row.startDate > today;
        // Paused earlier today after it had started: today is already among the days run, so
        // the resumed run counts from tomorrow (a day is paid for once).
        const countedToday = !ahead && todayOf(row.updatedAt) === today;
        const from = ahead ? row.startDate : countedToday ? addDays(today, 1) : today;
        return {
          status: 'running',
          runStartedAt: ahead || countedToday ? startOfDate(from) : at,
          endDate: addDays(from, row.days - row.daysRunBefore - 1),
        };
      });
      if (!network) return saved;
      const ref = saved.networkRef;
      if (!ref) return launch(network, saved);
      await tell(() => network.resume(ref, saved.endDate));
      return saved;
    },

    /**
     * Ends it now: the days it has not run (today counts as run once it has started) go back to
     * the wallet. An ended advert answers 409 and nothing moves.
     */
    async end(session: Session, id: string) {
      const actor = await findUserById(db, session.userId);
      if (!actor) throw notFound();
      const saved = await change(session, id, 'ended', async (row, at, unit) => {
        if (advertStatus(row, at) === 'ended') throw conflict(advertMessages.advertEnded);
        const ran = daysRun(row, at);
        const refund = BigInt(row.days - ran) * row.dailyBudget;
        if (refund > 0n) await refundAdvert(unit, ledger, { advert: row, refund, actor, at });
        return {
          status: 'ended',
          daysRunBefore: ran,
          runStartedAt: null,
          endDate: todayOf(at),
          endedAt: at,
          refunded: refund,
        };
      });
      const ref = saved.networkRef;
      if (network && ref) await tell(() => network.end(ref));
      return saved;
    },
  };
}
