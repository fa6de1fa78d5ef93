import type { Return } from '@olivia/contracts/returns';
import type { Snapshot } from '../../lib/resource/resource-writer';
import type { ReturnRecord } from './returns.repository';

/** A return as the API answers it, with its order's number and customer and its line's name. */
export function toReturn(record: ReturnRecord): Return {
  return {
    id: record.id,
    orderid: record.orderId,
    ordernumber: record.orderNumber,
    itemid: record.orderItemId,
    productname: record.productName,
    variant: record.variantLabel,
    quantity: record.quantity,
    reason: record.reason,
    status: record.status as Return['status'],
    requestedby: record.requestedBy === 'customer' ? 'customer' : 'merchant',
    customername: record.customerName,
    createdat: record.createdAt.toISOString(),
    updatedat: record.updatedAt.toISOString(),
  };
}

/** What the audit records of a return: its DTO without `updatedat`, which every change moves. */
export function returnSnapshot(record: ReturnRecord): Snapshot {
  const snapshot: Snapshot = toReturn(record);
  delete snapshot.updatedat;
  return snapshot;
}
