import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBlobText } from '../../../test/blob';
import { jsonResponse } from '../../../test/fetch-mock';
import { bola, mockOrdersApi, order, params } from './orders-api';
import { renderOrders, rowOf } from './render-orders';

/** 230 orders, the newest (#1230) first; two in three are Bola's and still pending. */
const orders = Array.from({ length: 230 }, (_, i) => {
  const index = 230 - i;
  const minute = String(index % 60).padStart(2, '0');
  return order(index, {
    createdat: `2026-03-01T${String(Math.floor(index / 60)).padStart(2, '0')}:${minute}:00.000Z`,
    ...(index % 3 !== 0 ? { customer: bola, orderStatus: 'pending' as const, total: 1250.5 } : {}),
  });
});

describe('/orders/all export', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let csv: Blob | undefined;
  beforeEach(() => {
    URL.createObjectURL = vi.fn((blob: Blob) => {
      csv = blob;
      return 'blob:orders';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('exports every order matching the filters, fetched over several pages', async () => {
    const api = mockOrdersApi(orders, {
      list: ({ query }) => {
        const matching = orders.filter(
          (item) => !query.status || item.orderStatus === query.status,
        );
        const size = Number(query.size);
        const start = Number(query.page) * size;
        const content = matching.slice(start, start + size);
        return jsonResponse(200, { content, total: matching.length, page: 0, size });
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderOrders('/orders/all?status=pending&page=2');
    await rowOf('#1215');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const pages = api
      .of(orderEndpoints.list)
      .map(params)
      .filter((query) => query.size === '100');
    expect(pages).toEqual(
      ['0', '1'].map((page) => ({
        page,
        size: '100',
        status: 'pending',
        sort: 'createdat',
        order: 'desc',
      })),
    );
    const lines = (await readBlobText(csv ?? new Blob())).split('\r\n');
    expect(lines[0]).toBe('\uFEFFOrder,Date,Customer,Items,Total,Payment,Status');
    expect(lines[1]).toBe(
      '1230,2026-03-01T03:50:00.000Z,Bola Ade <bola@example.com>,3,1250.5,Paid,Pending',
    );
    expect(lines.at(-1)).toMatch(/^1001,/);
    expect(lines).toHaveLength(1 + 154);
    expect(screen.queryByText(/Exported the first/)).not.toBeInTheDocument();
  });
});
