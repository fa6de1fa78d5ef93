import type { FastifyInstance } from 'fastify';
import { deliveryRunEndpoints } from '@olivia/contracts/delivery-run-endpoints';
import type { Database } from '../../db/client';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { FilesService } from '../files/files.service';
import { pdfReply } from '../receipts/public';
import type { RunMoves } from './run-moves.service';
import { runSheetPdf } from './run-sheet';
import { forReader } from './runs.dto';
import type { DeliveryRunsService } from './runs.service';

/**
 * Delivery runs: read by every user of the store, planned, started and cancelled by the main
 * user (the contract), their stops marked by the run's rider or the main user (the service).
 */
export async function deliveryRunRoutes(
  app: FastifyInstance,
  opts: {
    runs: DeliveryRunsService;
    moves: RunMoves;
    db: Database;
    files: Pick<FilesService, 'publicFile'>;
  },
) {
  const { runs, moves, db, files } = opts;
  const endpoints = deliveryRunEndpoints;
  route(app, endpoints.list, (request) => runs.list(sessionOf(request).storeId, request.query));
  route(app, endpoints.waiting, (request) =>
    runs.waiting(sessionOf(request).storeId, request.query.date),
  );
  route(app, endpoints.get, async (request) => {
    const session = sessionOf(request);
    return forReader(session, await runs.detail(session.storeId, request.params.id));
  });
  route(app, endpoints.create, async (request) => {
    const session = sessionOf(request);
    return forReader(session, await runs.create(session, request.body));
  });
  route(app, endpoints.update, async (request) => {
    const session = sessionOf(request);
    return forReader(session, await runs.update(session, request.params.id, request.body));
  });
  route(app, endpoints.reorder, async (request) => {
    const session = sessionOf(request);
    return forReader(session, await runs.reorder(session, request.params.id, request.body));
  });
  route(app, endpoints.cancel, async (request) => {
    const session = sessionOf(request);
    return forReader(session, await runs.cancel(session, request.params.id));
  });
  route(app, endpoints.start, async (request) => {
    const session = sessionOf(request);
    await moves.start(session, request.params.id);
    return forReader(session, await runs.detail(session.storeId, request.params.id));
  });
  route(app, endpoints.markStop, async (request) => {
    const session = sessionOf(request);
    const { id, stopId } = request.params;
    await moves.markStop(session, id, stopId, request.body);
    return forReader(session, await runs.detail(session.storeId, id));
  });
  route(app, endpoints.sheet, async (request, reply) => {
    const { storeId } = sessionOf(request);
    const run = await runs.detail(storeId, request.params.id);
    return pdfReply(reply, await runSheetPdf(db, files, storeId, run), 'inline');
  });
}
