import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryRunEndpoints } from '@olivia/contracts/delivery-run-endpoints';
import type { DeliveryRunDetail } from '@olivia/contracts/delivery-runs';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { deliveryMessages } from '@olivia/contracts/delivery-messages';
import { deliveryOrder, planRun } from '../../helpers/delivery-runs';
import { signUp } from '../../helpers/factories';
import { storeOf } from '../../helpers/orders';
import { auditOf, createStaff, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('editing a planned delivery run', () => {
  it('changes its rider, note and stops while planned, logged; then no more (409)', async () => {
    const owner = await signUp(app);
    const storeId = await storeOf(owner);
    const [a, b, c] = [
      await deliveryOrder(storeId),
      await deliveryOrder(storeId),
      await deliveryOrder(storeId),
    ];
    const rider = await createStaff(app, owner, { firstname: 'Bola', lastname: 'Ade' });
    const run = await planRun(app, owner, [a.id, b.id]);
    const url = endpointUrl(deliveryRunEndpoints.update, { id: run.id });
    const edit = (payload: object, headers = owner.headers) =>
      app.inject({ method: 'PUT', url, headers, payload });

    const edited = await edit({
      riderid: rider.id,
      note: 'Gate code 1234',
      orderids: [c.id, a.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<DeliveryRunDetail>()).toMatchObject({
      riderid: rider.id,
      ridername: 'Bola Ade',
      note: 'Gate code 1234',
      stops: [
        { position: 1, orderid: c.id },
        { position: 2, orderid: a.id },
      ],
    });
    // The order taken off the run waits again: another run may take it.
    await planRun(app, owner, [b.id]);
    const [, updated] = await auditOf(run.id);
    expect(updated).toMatchObject({
      action: 'delivery_run.updated',
      changes: { ridername: { from: 'Tunde Bakare', to: 'Bola Ade' }, riderid: { to: rider.id } },
    });

    expect((await edit({ riderid: null, orderids: [a.id] })).json()).toMatchObject({
      details: { ridername: [deliveryMessages.riderRequired] },
    });
    const staff = await staffHeaders(app, owner);
    expect((await edit({ riderid: rider.id, orderids: [a.id] }, staff)).statusCode).toBe(403);
    await app.inject({
      method: 'POST',
      url: endpointUrl(deliveryRunEndpoints.start, { id: run.id }),
      headers: owner.headers,
    });
    const late = await edit({ riderid: rider.id, orderids: [a.id] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(deliveryMessages.runNotPlanned);
  });
});
