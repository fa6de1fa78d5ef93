import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { purchaseOrderEndpoints } from '@olivia/contracts/purchase-order-endpoints';
import type { PurchaseOrderList } from '@olivia/contracts/purchase-orders';
import { supplierEndpoints } from '@olivia/contracts/supplier-endpoints';
import type { SupplierList } from '@olivia/contracts/suppliers';
import { demoUser, seededDemoApp } from '../../helpers/demo-seed';
import '../../helpers/verify-ledger';

const app = seededDemoApp();

describe("Ada's demo suppliers", () => {
  it('has three suppliers and a received and paid, a partly received and an ordered purchase order', async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const suppliers = await ada.get<SupplierList>(
      `${endpointUrl(supplierEndpoints.list)}?sort=name&order=asc`,
    );
    expect(suppliers.content.map((s) => s.name)).toEqual([
      'Abeokuta Adire Collective',
      'Kano Textile Mills',
      'Lagos Trims & Notions',
    ]);
    const kano = suppliers.content.find((s) => s.name === 'Kano Textile Mills');
    expect(kano?.paid).toBeGreaterThan(0);
    const orders = await ada.get<PurchaseOrderList>(
      `${endpointUrl(purchaseOrderEndpoints.list)}?sort=number&order=asc`,
    );
    expect(orders.content.map((o) => [o.number, o.status])).toEqual([
      ['PO-0001', 'received'],
      ['PO-0002', 'partly_received'],
      ['PO-0003', 'ordered'],
    ]);
    expect(orders.content[0]).toMatchObject({ due: 0, payments: [{ status: 'paid' }] });
    expect(orders.content[1]?.paid).toBe(50_000);
    const low = await ada.get<{ items: { suppliername: string }[] }>(
      endpointUrl(purchaseOrderEndpoints.suggestions),
    );
    expect(low.items.some((item) => item.suppliername === 'Abeokuta Adire Collective')).toBe(true);
  });
});
