import type { OrderDelivery } from '@olivia/contracts/delivery-checkout';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDeliveryLines } from './order-delivery';

const delivery: OrderDelivery = {
  fulfilment: 'delivery',
  state: 'Lagos',
  lga: 'Ikeja',
  postcode: '',
  zone: 'Lagos mainland',
  slot: '',
  pickup: '',
};

const progressOf = (progress: OrderDelivery['progress']) => {
  render(<OrderDeliveryLines delivery={{ ...delivery, progress }} />);
  return screen.getByText('Delivery').nextElementSibling?.textContent;
};

describe('an order’s delivery run, as its customer follows it', () => {
  it('says nothing before a run starts', () => {
    render(<OrderDeliveryLines delivery={delivery} />);
    expect(screen.queryByText('Delivery')).toBeNull();
  });

  it('is on its way with the rider’s first name', () => {
    expect(progressOf({ status: 'out', rider: 'Tunde', at: null, note: '' })).toBe(
      'On its way with Tunde',
    );
  });

  it('was delivered at a time, or attempted with the rider’s note', () => {
    const at = '2026-11-30T10:15:00.000Z';
    expect(progressOf({ status: 'delivered', rider: 'Tunde', at, note: '' })).toMatch(
      /^Delivered .*2026/,
    );
  });

  it('tells a failed attempt with its note', () => {
    const at = '2026-11-30T10:15:00.000Z';
    expect(progressOf({ status: 'failed', rider: 'Tunde', at, note: 'Gate locked' })).toMatch(
      /^We could not deliver on .*: Gate locked$/,
    );
  });
});
