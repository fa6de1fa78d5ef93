import type { z } from 'zod';
import {
  canMarkStop,
  canMoveRun,
  runStatusAfter,
  type DeliveryRunStatus,
  type DeliveryStopStatus,
  type StopOutcomeRequestSchema,
} from '@olivia/contracts/delivery-runs';
import { messages } from '@olivia/contracts/messages';
import { deliveryMessages } from '@olivia/contracts/delivery-messages';
import { canMoveOrder, type OrderStatus } from '@olivia/contracts/orders';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Session } from '../../plugins/auth';
import type { FileLinks } from '../files/public';
import { findStoreOrder, writeOrderMove, type OrderRow } from '../orders/public';
import { staffName } from '../accounts/public';
import { changeRun } from './run-change';
import {
  lockOrders,
  lockStop,
  stopsOf,
  stopStatuses,
  updateRun,
  updateStop,
} from './runs.repository';

/** Moves the order to `to` by the workflow's rule (ORDER_MOVES); already there is no move. */
async function moveOrder(
  tx: Executor,
  session: Session,
  order: OrderRow,
  to: OrderStatus,
  note: string,
  label: string,
) {
  const from = order.status as OrderStatus;
  if (from === to) return;
  if (!canMoveOrder(from, to)) throw conflict(deliveryMessages.runOrderNotDeliverable);
  await writeOrderMove(tx, session, order, to, note, label);
}

/**
 * A run on the road (ADR 0036): started by the main user (planned → out, each order paid or
 * processing moved to shipped as the order status endpoint moves it), and its stops marked
 * delivered (the order delivered) or failed (the order stays shipped and waits for another run)
 * by its rider or the main user; the last stop marked completes the run.
 */
export function createRunMoves(deps: { db: Database; files: Pick<FileLinks, 'ownFile'> }) {
  const { db, files } = deps;
  return {
    start(session: Session, id: string) {
      return changeRun(db, session, id, async ({ tx }, run) => {
        if (!canMoveRun(run.status as DeliveryRunStatus, 'out')) {
          throw conflict(deliveryMessages.runNotPlanned);
        }
        const stops = await stopsOf(tx, id);
        const label = await staffName(tx, session.userId);
        const orders = await lockOrders(
          tx,
          session.storeId,
          stops.map((row) => row.order.id),
        );
        for (const order of orders) {
          const status = order.status as OrderStatus;
          await moveOrder(tx, session, order, status === 'shipped' ? status : 'shipped', '', label);
        }
        await updateRun(tx, id, { status: 'out' });
        return {
          verb: 'started',
          changes: { status: { from: run.status, to: 'out' }, stops: stops.length },
        };
      });
    },

    /**
     * One stop's outcome, once: two riders marking it at the same time make one move (the run
     * is locked first, the second finds the stop done: 409).
     */
    markStop(
      session: Session,
      id: string,
      stopId: string,
      body: z.output<typeof StopOutcomeRequestSchema>,
    ) {
      return changeRun(db, session, id, async ({ tx }, run) => {
        if (session.userType !== MAIN_USER && run.riderUserId !== session.userId) {
          throw forbidden();
        }
        const stop = await lockStop(tx, id, stopId);
        if (!stop) throw notFound();
        if (!canMarkStop(run.status as DeliveryRunStatus, stop.status as DeliveryStopStatus)) {
          throw conflict(
            run.status === 'out' ? deliveryMessages.stopAlreadyMarked : deliveryMessages.runNotOut,
          );
        }
        const photo = body.photo
          ? await files.ownFile(tx, session.storeId, body.photo, ['delivery-proof'])
          : null;
        if (body.photo && !photo) {
          throw badRequest(messages.failedToUploadImage, { photo: [messages.failedToUploadImage] });
        }
        const order = await findStoreOrder(tx, session.storeId, stop.orderId, true);
        if (!order) throw notFound();
        if (body.status === 'delivered') {
          const label = await staffName(tx, session.userId);
          await moveOrder(tx, session, order, 'delivered', body.note, label);
        }
        await updateStop(tx, stop.id, {
          status: body.status,
          note: body.note,
          photoFileId: photo?.id ?? null,
          doneAt: new Date(),
        });
        const after = runStatusAfter(
          run.status as DeliveryRunStatus,
          (await stopStatuses(tx, id)) as DeliveryStopStatus[],
        );
        await updateRun(tx, id, after === run.status ? {} : { status: after });
        return {
          verb: body.status === 'delivered' ? 'stop_delivered' : 'stop_failed',
          changes: {
            order: order.number,
            ...(body.note ? { note: body.note } : {}),
            ...(photo ? { photo: true } : {}),
            ...(after !== run.status ? { status: { from: run.status, to: after } } : {}),
          },
        };
      });
    },
  };
}

export type RunMoves = ReturnType<typeof createRunMoves>;
