import type { FastifyInstance } from 'fastify';
import {
  splitGroupEndpoints,
  splitPayeeEndpoints,
  splitShareEndpoints,
} from '@olivia/contracts/split-payment-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { SplitPaymentsService } from './split-payments.service';

/** /split-payments (ADR 0031): the endpoints say who may call them (writes: the main user). */
export async function splitPaymentsRoutes(
  app: FastifyInstance,
  opts: { splits: SplitPaymentsService },
) {
  const { splits } = opts;
  route(app, splitPayeeEndpoints.list, (r) => splits.listPayees(sessionOf(r), r.query));
  route(app, splitPayeeEndpoints.get, (r) => splits.getPayee(sessionOf(r), r.params.id));
  route(app, splitPayeeEndpoints.create, (r) => splits.createPayee(sessionOf(r), r.body));
  route(app, splitPayeeEndpoints.update, (r) =>
    splits.updatePayee(sessionOf(r), r.params.id, r.body),
  );
  route(app, splitPayeeEndpoints.remove, async (r) => {
    await splits.removePayee(sessionOf(r), r.params.id);
    return { status: 200, message: 'Payee removed' };
  });
  route(app, splitGroupEndpoints.list, (r) => splits.listGroups(sessionOf(r), r.query));
  route(app, splitGroupEndpoints.preview, (r) => splits.preview(sessionOf(r), r.body));
  route(app, splitGroupEndpoints.get, (r) => splits.getGroup(sessionOf(r), r.params.id));
  route(app, splitGroupEndpoints.create, (r) => splits.createGroup(sessionOf(r), r.body));
  route(app, splitGroupEndpoints.update, (r) =>
    splits.updateGroup(sessionOf(r), r.params.id, r.body),
  );
  route(app, splitGroupEndpoints.remove, async (r) => {
    await splits.removeGroup(sessionOf(r), r.params.id);
    return { status: 200, message: 'Split removed' };
  });
  route(app, splitShareEndpoints.list, (r) => splits.listShares(sessionOf(r), r.query));
}
