import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryRunEndpoints } from '@olivia/contracts/delivery-run-endpoints';
import type {
  DeliveryRunDetail,
  DeliveryRunList,
  WaitingOrders,
} from '@olivia/contracts/delivery-runs';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { deliveryMessages } from '@olivia/contracts/delivery-messages';
import type { PublicOrder } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { createZone } from '../../helpers/delivery';
import { deliveryOrder, orderStatusOf, planRun } from '../../helpers/delivery-runs';
import { signUp, type SignedIn } from '../../helpers/factories';
import { storeOf } from '../../helpers/orders';
import { auditOf, createStaff, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { signIn, STRONG_PASSWORD } from '../../helpers/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
/** The list's item at `index`, which the test expects to be there. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const urls = {
  list: (query = '') => `${endpointUrl(deliveryRunEndpoints.list)}${query}`,
  waiting: (date = '2026-11-30') => `${endpointUrl(deliveryRunEndpoints.waiting)}?date=${date}`,
  run: (id: string) => endpointUrl(deliveryRunEndpoints.get, { id }),
  start: (id: string) => endpointUrl(deliveryRunEndpoints.start, { id }),
  cancel: (id: string) => endpointUrl(deliveryRunEndpoints.cancel, { id }),
  stops: (id: string) => endpointUrl(deliveryRunEndpoints.reorder, { id }),
  stop: (id: string, stopId: string) => endpointUrl(deliveryRunEndpoints.markStop, { id, stopId }),
  sheet: (id: string) => endpointUrl(deliveryRunEndpoints.sheet, { id }),
};
const waitingIds = async (owner: SignedIn) => {
  const response = await call(owner.headers, 'GET', urls.waiting());
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<WaitingOrders>()
    .groups.flatMap((group) => group.orders.map((o) => o.orderid));
};
const customerPage = async (order: { id: string; token: string }) => {
  const response = await app.inject({
    url: endpointUrl(storefrontEndpoints.order, { id: order.id }),
    headers: { ordertoken: order.token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicOrder>();
};

/** An owner with a zone and three paid delivery orders (one in the zone, slot on the day). */
async function storeWithOrders() {
  const owner = await signUp(app);
  const storeId = await storeOf(owner);
  const zone = await createZone(app, owner);
  const orders = [
    await deliveryOrder(storeId, { zoneId: zone.id, slot: '2026-11-30 09:00-12:00' }),
    await deliveryOrder(storeId, { status: 'processing', paid: false }),
    await deliveryOrder(storeId),
  ];
  return { owner, storeId, zone, orders };
}

describe('delivery runs', () => {
  it('plan, reorder, start, deliver and fail: orders move along ORDER_MOVES, the customer follows', async () => {
    const { owner, storeId, zone, orders } = await storeWithOrders();
    const [a, b, c] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
    // Not waiting: pending, no address, a slot after the day, a shipped order never on a run.
    await deliveryOrder(storeId, { status: 'pending' });
    await deliveryOrder(storeId, { address: '' });
    await deliveryOrder(storeId, { slot: '2026-12-02 09:00-12:00' });
    await deliveryOrder(storeId, { status: 'shipped' });
    const waiting = await call(owner.headers, 'GET', urls.waiting());
    expect(waiting.json<WaitingOrders>().groups).toMatchObject([
      { zoneid: zone.id, zonename: zone.name, orders: [{ orderid: a.id, due: 0 }] },
      { zoneid: null, orders: [{ orderid: b.id, due: 100 }, { orderid: c.id }] },
    ]);

    const run = await planRun(app, owner, [a.id, b.id, c.id], { zoneid: zone.id });
    expect(run).toMatchObject({ status: 'planned', zonename: zone.name, stopcount: 3 });
    expect(run.stops.map((stop) => [stop.position, stop.orderid])).toEqual([
      [1, a.id],
      [2, b.id],
      [3, c.id],
    ]);
    expect(await waitingIds(owner)).toEqual([]);

    const reversed = [...run.stops].reverse().map((stop) => stop.id);
    const reordered = await call(owner.headers, 'PUT', urls.stops(run.id), { stopids: reversed });
    expect(reordered.json<DeliveryRunDetail>().stops.map((stop) => stop.orderid)).toEqual([
      c.id,
      b.id,
      a.id,
    ]);
    const partial = await call(owner.headers, 'PUT', urls.stops(run.id), {
      stopids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toBe(deliveryMessages.runStopsMismatch);

    const early = await call(owner.headers, 'POST', urls.stop(run.id, at(run.stops, 0).id), {
      status: 'delivered',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(deliveryMessages.runNotOut);

    const started = await call(owner.headers, 'POST', urls.start(run.id));
    expect(started.json<DeliveryRunDetail>().status).toBe('out');
    for (const order of orders) expect(await orderStatusOf(order.id)).toBe('shipped');
    expect((await customerPage(a)).delivery.progress).toEqual({
      status: 'out',
      rider: 'Tunde',
      at: null,
      note: '',
    });
    expect((await call(owner.headers, 'POST', urls.start(run.id))).statusCode).toBe(409);

    const stopOf = (orderId: string) =>
      at(
        run.stops.filter((stop) => stop.orderid === orderId),
        0,
      ).id;
    const delivered = await call(owner.headers, 'POST', urls.stop(run.id, stopOf(a.id)), {
      status: 'delivered',
      note: 'Left with the gate man',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await orderStatusOf(a.id)).toBe('delivered');
    const page = await customerPage(a);
    expect(page.orderStatus).toBe('delivered');
    expect(page.delivery.progress).toMatchObject({ status: 'delivered', rider: 'Tunde' });
    expect(page.delivery.progress?.at).toEqual(expect.any(String));

    const noNote = await call(owner.headers, 'POST', urls.stop(run.id, stopOf(b.id)), {
      status: 'failed',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().details).toEqual({ note: [deliveryMessages.stopFailedNeedsNote] });
    await call(owner.headers, 'POST', urls.stop(run.id, stopOf(b.id)), {
      status: 'failed',
      note: 'Nobody home',
    });
    expect(await orderStatusOf(b.id)).toBe('shipped');
    expect((await customerPage(b)).delivery.progress).toMatchObject({
      status: 'failed',
      note: 'Nobody home',
    });
    const again = await call(owner.headers, 'GET', urls.waiting());
    expect(again.json<WaitingOrders>().groups).toMatchObject([
      { orders: [{ orderid: b.id, attempted: true }] },
    ]);

    const last = await call(owner.headers, 'POST', urls.stop(run.id, stopOf(c.id)), {
      status: 'delivered',
    });
    expect(last.json<DeliveryRunDetail>()).toMatchObject({
      status: 'completed',
      deliveredcount: 2,
      failedcount: 1,
    });
    // The failed order goes on a later run.
    const next = await planRun(app, owner, [b.id]);
    expect(next.stops).toMatchObject([{ orderid: b.id, orderstatus: 'shipped' }]);

    expect((await auditOf(run.id)).map((row) => row.action)).toEqual([
      'delivery_run.created',
      'delivery_run.reordered',
      'delivery_run.started',
      'delivery_run.stop_delivered',
      'delivery_run.stop_failed',
      'delivery_run.stop_delivered',
    ]);
    expect((await auditOf(a.id)).map((row) => row.changes)).toEqual([
      { orderStatus: { from: 'paid', to: 'shipped' } },
      { orderStatus: { from: 'shipped', to: 'delivered' }, note: 'Left with the gate man' },
    ]);

    const sheet = await call(owner.headers, 'GET', urls.sheet(run.id));
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists runs with filters, and cancelling a planned run frees its orders', async () => {
    const { owner, orders } = await storeWithOrders();
    const first = await planRun(app, owner, [at(orders, 0).id], { rundate: '2026-11-29' });
    await planRun(app, owner, [at(orders, 1).id], { ridername: 'Musa Ali' });
    const byDate = await call(owner.headers, 'GET', urls.list('?date=2026-11-29'));
    expect(byDate.json<DeliveryRunList>().content.map((run) => run.id)).toEqual([first.id]);
    const searched = await call(owner.headers, 'GET', urls.list('?q=musa'));
    expect(searched.json<DeliveryRunList>().content).toMatchObject([{ ridername: 'Musa Ali' }]);

    const cancelled = await call(owner.headers, 'POST', urls.cancel(first.id));
    expect(cancelled.json<DeliveryRunDetail>()).toMatchObject({ status: 'cancelled', stops: [] });
    expect(await waitingIds(owner)).toContain(at(orders, 0).id);
    expect((await call(owner.headers, 'POST', urls.cancel(first.id))).statusCode).toBe(409);
    const planned = await call(owner.headers, 'GET', urls.list('?status=planned'));
    expect(planned.json<DeliveryRunList>().total).toBe(1);
  });

  it('refuses bad input (400), another store’s ids (404) and an order on another run (409)', async () => {
    const { owner, orders } = await storeWithOrders();
    const empty = await call(owner.headers, 'POST', endpointUrl(deliveryRunEndpoints.create), {
      rundate: 'tomorrow',
      orderids: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().details).sort()).toEqual(['orderids', 'ridername', 'rundate']);

    const other = await storeWithOrders();
    const theirs = await planRun(app, other.owner, [at(other.orders, 0).id]);
    for (const [method, url] of [
      ['GET', urls.run(theirs.id)],
      ['POST', urls.start(theirs.id)],
      ['POST', urls.cancel(theirs.id)],
    ] as const) {
      expect((await call(owner.headers, method, url)).statusCode, url).toBe(404);
    }
    const mark = await call(owner.headers, 'POST', urls.stop(theirs.id, at(theirs.stops, 0).id), {
      status: 'delivered',
    });
    expect(mark.statusCode).toBe(404);
    const create = await call(owner.headers, 'POST', endpointUrl(deliveryRunEndpoints.create), {
      rundate: '2026-11-30',
      ridername: 'Tunde',
      riderphone: '0803',
      orderids: [at(orders, 0).id, at(other.orders, 1).id],
    });
    expect(create.statusCode).toBe(404);

    await planRun(app, owner, [at(orders, 0).id]);
    const taken = await call(owner.headers, 'POST', endpointUrl(deliveryRunEndpoints.create), {
      rundate: '2026-11-30',
      ridername: 'Tunde',
      riderphone: '0803',
      orderids: [at(orders, 0).id],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(deliveryMessages.runOrderTaken);
  });

  it('who: all read, the main user plans, the rider sub-user marks, others 403, no session 401', async () => {
    const { owner, orders } = await storeWithOrders();
    const rider = await createStaff(app, owner, { firstname: 'Bola', lastname: 'Rider' });
    const riderHeaders = (await signIn(app, rider.email, STRONG_PASSWORD)).json();
    const asRider = { token: riderHeaders.token, systemid: riderHeaders.systemid };
    const other = await staffHeaders(app, owner);
    const run = await planRun(app, owner, [at(orders, 0).id, at(orders, 1).id], {
      riderid: rider.id,
      ridername: '',
      riderphone: '',
    });
    expect(run).toMatchObject({ riderid: rider.id, ridername: 'Bola Rider' });
    expect(run.canmark).toBe(true);
    for (const [headers, canmark] of [
      [asRider, true],
      [other, false],
    ] as const) {
      expect((await call(headers, 'GET', urls.list())).statusCode).toBe(200);
      const read = await call(headers, 'GET', urls.run(run.id));
      expect(read.json<DeliveryRunDetail>().canmark).toBe(canmark);
      expect((await call(headers, 'POST', urls.start(run.id))).statusCode).toBe(403);
    }
    expect((await call({}, 'GET', urls.list())).statusCode).toBe(401);
    const anonymous = await call({}, 'POST', urls.stop(run.id, at(run.stops, 0).id), {
      status: 'delivered',
    });
    expect(anonymous.json()).toEqual({ error: serverErrors.tokenMissing });

    await call(owner.headers, 'POST', urls.start(run.id));
    const refused = await call(other, 'POST', urls.stop(run.id, at(run.stops, 0).id), {
      status: 'delivered',
    });
    expect(refused.statusCode).toBe(403);
    const byRider = await call(asRider, 'POST', urls.stop(run.id, at(run.stops, 0).id), {
      status: 'delivered',
    });
    expect(byRider.statusCode, byRider.body).toBe(200);
    const byOwner = await call(owner.headers, 'POST', urls.stop(run.id, at(run.stops, 1).id), {
      status: 'failed',
      note: 'Closed',
    });
    expect(byOwner.json<DeliveryRunDetail>().status).toBe('completed');
  });

  it('races: two runs claiming one order (one wins), two marks of one stop (one move)', async () => {
    const { owner, orders } = await storeWithOrders();
    const body = (name: string) => ({
      rundate: '2026-11-30',
      ridername: name,
      riderphone: '0803',
      orderids: [at(orders, 2).id, at(orders, 0).id],
    });
    const url = endpointUrl(deliveryRunEndpoints.create);
    const created = await Promise.all([
      call(owner.headers, 'POST', url, body('One')),
      call(owner.headers, 'POST', url, body('Two')),
    ]);
    expect(created.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const run = at(
      created.filter((r) => r.statusCode === 201),
      0,
    ).json<DeliveryRunDetail>();
    await call(owner.headers, 'POST', urls.start(run.id));
    const stop = urls.stop(run.id, at(run.stops, 0).id);
    const marks = await Promise.all([
      call(owner.headers, 'POST', stop, { status: 'delivered' }),
      call(owner.headers, 'POST', stop, { status: 'failed', note: 'Not in' }),
    ]);
    expect(marks.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const moves = (await auditOf(at(run.stops, 0).orderid)).filter(
      (row) => row.action === 'order.status_changed',
    );
    expect(moves.length).toBe(at(marks, 0).statusCode === 200 ? 2 : 1);
  });
});
