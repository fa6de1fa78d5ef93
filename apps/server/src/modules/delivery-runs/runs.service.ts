import type { z } from 'zod';
import type {
  DeliveryRunDetail,
  DeliveryRunRequestSchema,
  DeliveryRunsQuerySchema,
  DeliveryRunStatus,
  ReorderStopsRequestSchema,
  UpdateDeliveryRunRequestSchema,
  WaitingOrders,
} from '@olivia/contracts/delivery-runs';
import { isRunEditable } from '@olivia/contracts/delivery-runs';
import { deliveryMessages } from '@olivia/contracts/delivery-messages';
import { SUB_USER } from '@olivia/contracts/roles';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { findUserById } from '../accounts/public';
import type { FileLinks } from '../files/public';
import { changeRun } from './run-change';
import { toRun, toRunDetail, toStop, toWaitingOrder } from './runs.dto';
import {
  deleteRunStops,
  findRunRecord,
  insertRun,
  lockWaitingOrders,
  setRunStops,
  stopsOf,
  storeRuns,
  updateRun,
  updateStop,
  waitingOrders,
  withRunCounts,
  type RunRecord,
} from './runs.repository';
import { findStoreZone, storeCurrency } from '../delivery/public';

type RiderFields = Pick<
  z.output<typeof UpdateDeliveryRunRequestSchema>,
  'riderid' | 'ridername' | 'riderphone'
>;

/** The rider as the run keeps it: a sub-user of the store (their name and phone) or a driver. */
async function riderOf(tx: Executor, storeId: string, body: RiderFields) {
  if (body.riderid === null) {
    return { riderUserId: null, riderName: body.ridername, riderPhone: body.riderphone };
  }
  const user = await findUserById(tx, body.riderid);
  if (!user || user.storeId !== storeId) throw notFound();
  if (user.userType !== SUB_USER || user.disabledAt) {
    throw badRequest(deliveryMessages.riderNotFound, { riderid: [deliveryMessages.riderNotFound] });
  }
  return {
    riderUserId: user.id,
    riderName: `${user.firstName} ${user.lastName}`.trim(),
    riderPhone: user.phone,
  };
}

/**
 * Holds the orders to be added to a run: locked in id order; another store's → 404, one on
 * another run or not waiting for delivery → 409 (two runs claiming an order: one wins).
 */
async function claimOrders(tx: Executor, storeId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const { found, waiting } = await lockWaitingOrders(tx, storeId, ids);
  if (found.length !== ids.length) throw notFound();
  if (ids.some((id) => !waiting.has(id))) throw conflict(deliveryMessages.runOrderTaken);
}

/**
 * Delivery runs (ADR 0036): planned by the main user from the orders waiting for one, each
 * change one unit of work with its account-log row (`delivery_run.*`). Starting a run and
 * marking its stops are in runs-moves.service.ts.
 */
export function createDeliveryRunsService(deps: {
  db: Database;
  files: Pick<FileLinks, 'linkTo'>;
}) {
  const { db, files } = deps;

  const record = findRunRecord;
  const snapshot = (run: RunRecord) => ({ ...toRun(run), updatedat: undefined });
  const runs = createResourceWriter(db, {
    entity: 'delivery_run',
    find: (tx, storeId, id) => record(tx, storeId, id, 'update'),
    id: (run) => run.id,
    snapshot,
  });

  /** The run with its stops as the screen and the rider see them. */
  async function detail(tx: Executor, storeId: string, id: string): Promise<DeliveryRunDetail> {
    const run = await record(tx, storeId, id);
    if (!run) throw notFound();
    const stops = (await stopsOf(tx, id)).map((row) =>
      toStop(row, row.stop.photoFileId ? files.linkTo(row.stop.photoFileId) : ''),
    );
    return toRunDetail(run, await storeCurrency(tx, storeId), stops);
  }

  /** A planned run, else 409. */
  const planned = (run: RunRecord) => {
    if (!isRunEditable(run.status as DeliveryRunStatus))
      throw conflict(deliveryMessages.runNotPlanned);
  };

  return {
    detail: (storeId: string, id: string) => detail(db, storeId, id),

    async list(storeId: string, query: z.output<typeof DeliveryRunsQuerySchema>) {
      const page = await storeRuns.page(db, storeId, query);
      return mapPage({ ...page, content: await withRunCounts(db, storeId, page.content) }, toRun);
    },

    /** Orders to deliver by `date` on no run, grouped by zone (zones by name, no zone last). */
    async waiting(storeId: string, date: string): Promise<WaitingOrders> {
      const rows = await waitingOrders(db, storeId, date);
      const groups = new Map<string, WaitingOrders['groups'][number]>();
      for (const { order, attempted } of rows) {
        const key = order.deliveryZoneId ?? '';
        let group = groups.get(key);
        if (!group) {
          const zone = order.deliveryZoneId
            ? await findStoreZone(db, storeId, order.deliveryZoneId)
            : undefined;
          group = { zoneid: zone ? zone.id : null, zonename: zone?.name ?? '', orders: [] };
          groups.set(key, group);
        }
        group.orders.push(toWaitingOrder(order, Boolean(attempted)));
      }
      const sorted = [...groups.values()].sort((a, b) =>
        a.zonename === '' ? 1 : b.zonename === '' ? -1 : a.zonename.localeCompare(b.zonename),
      );
      return { groups: sorted };
    },

    async create(actor: Actor, body: z.output<typeof DeliveryRunRequestSchema>) {
      const run = await runs.create(actor, 'created', async ({ tx }) => {
        if (body.zoneid && !(await findStoreZone(tx, actor.storeId, body.zoneid))) {
          throw notFound();
        }
        const rider = await riderOf(tx, actor.storeId, body);
        await claimOrders(tx, actor.storeId, body.orderids);
        const row = await insertRun(tx, {
          storeId: actor.storeId,
          runDate: body.rundate,
          zoneId: body.zoneid,
          note: body.note,
          ...rider,
        });
        await setRunStops(tx, row, body.orderids);
        const created = await record(tx, actor.storeId, row.id);
        if (!created) throw new Error('a run vanished inside its own transaction');
        return created;
      });
      return detail(db, actor.storeId, run.id);
    },

    /** A planned run's rider, note and stops (orders added must wait for a run). */
    async update(actor: Actor, id: string, body: z.output<typeof UpdateDeliveryRunRequestSchema>) {
      await runs.update(actor, id, async ({ tx }, before) => {
        planned(before);
        const rider = await riderOf(tx, actor.storeId, body);
        const current = new Set((await stopsOf(tx, id)).map((row) => row.order.id));
        await claimOrders(
          tx,
          actor.storeId,
          body.orderids.filter((orderId) => !current.has(orderId)),
        );
        await setRunStops(tx, before, body.orderids);
        await updateRun(tx, id, { ...rider, note: body.note });
        const row = await record(tx, actor.storeId, id);
        if (!row) throw new Error('a locked run vanished');
        return { row, verb: 'updated' };
      });
      return detail(db, actor.storeId, id);
    },

    /** The stops in a new order, at once; every stop of the run, each once (else 400). */
    async reorder(actor: Actor, id: string, body: z.output<typeof ReorderStopsRequestSchema>) {
      await changeRun(db, actor, id, async ({ tx }, run) => {
        if (run.status !== 'planned' && run.status !== 'out')
          throw conflict(deliveryMessages.runNotPlanned);
        const stops = await stopsOf(tx, id);
        const ids = new Set(body.stopids);
        if (ids.size !== stops.length || stops.some((row) => !ids.has(row.stop.id))) {
          throw badRequest(deliveryMessages.runStopsMismatch, {
            stopids: [deliveryMessages.runStopsMismatch],
          });
        }
        for (const [index, stopId] of body.stopids.entries()) {
          await updateStop(tx, stopId, { position: index + 1 });
        }
        await updateRun(tx, id, {});
        const number = new Map(stops.map((row) => [row.stop.id, row.order.number]));
        return {
          verb: 'reordered',
          changes: {
            stops: {
              from: stops.map((row) => row.order.number),
              to: body.stopids.map((stopId) => number.get(stopId)),
            },
          },
        };
      });
      return detail(db, actor.storeId, id);
    },

    /** A planned run cancelled: its stops go, so its orders wait for another run. */
    async cancel(actor: Actor, id: string) {
      await runs.update(actor, id, async ({ tx }, before) => {
        planned(before);
        await deleteRunStops(tx, id);
        await updateRun(tx, id, { status: 'cancelled' });
        const row = await record(tx, actor.storeId, id);
        if (!row) throw new Error('a locked run vanished');
        return { row, verb: 'cancelled' };
      });
      return detail(db, actor.storeId, id);
    },
  };
}

export type DeliveryRunsService = ReturnType<typeof createDeliveryRunsService>;
