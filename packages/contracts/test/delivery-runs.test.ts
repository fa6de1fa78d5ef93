import { describe, expect, it } from 'vitest';
import {
  canMarkStop,
  canMoveRun,
  DELIVERY_RUN_STATUSES,
  DeliveryRunRequestSchema,
  isRunEditable,
  riderFirstName,
  runStatusAfter,
  StopOutcomeRequestSchema,
} from '../src/delivery-runs';
import { deliveryMessages } from '../src/delivery-messages';

const ORDER = '7f0c1d0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

describe('delivery run rules', () => {
  it('moves planned → out → completed, or planned → cancelled, and nothing else', () => {
    const allowed = DELIVERY_RUN_STATUSES.flatMap((from) =>
      DELIVERY_RUN_STATUSES.filter((to) => canMoveRun(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['planned→out', 'planned→cancelled', 'out→completed']);
    expect(DELIVERY_RUN_STATUSES.filter(isRunEditable)).toEqual(['planned']);
  });

  it('marks a pending stop of a run that is out, once', () => {
    expect(canMarkStop('out', 'pending')).toBe(true);
    expect(canMarkStop('out', 'delivered')).toBe(false);
    expect(canMarkStop('out', 'failed')).toBe(false);
    expect(canMarkStop('planned', 'pending')).toBe(false);
    expect(canMarkStop('completed', 'pending')).toBe(false);
  });

  it('completes an out run once every stop is delivered or failed', () => {
    expect(runStatusAfter('out', ['delivered', 'failed'])).toBe('completed');
    expect(runStatusAfter('out', ['delivered', 'pending'])).toBe('out');
    expect(runStatusAfter('out', [])).toBe('out');
    expect(runStatusAfter('planned', ['delivered'])).toBe('planned');
  });

  it('needs a note on a failed stop, not on a delivered one', () => {
    expect(StopOutcomeRequestSchema.safeParse({ status: 'delivered' }).success).toBe(true);
    const failed = StopOutcomeRequestSchema.safeParse({ status: 'failed', note: '  ' });
    expect(failed.error?.issues).toMatchObject([
      { message: deliveryMessages.stopFailedNeedsNote, path: ['note'] },
    ]);
    expect(
      StopOutcomeRequestSchema.safeParse({ status: 'failed', note: 'Gate shut' }).success,
    ).toBe(true);
  });

  it('needs a sub-user or a named driver with a phone, and orders each once', () => {
    const base = { rundate: '2026-11-30', orderids: [ORDER] };
    expect(DeliveryRunRequestSchema.safeParse({ ...base, riderid: ORDER }).success).toBe(true);
    expect(
      DeliveryRunRequestSchema.safeParse({ ...base, ridername: 'Tunde', riderphone: '0803' })
        .success,
    ).toBe(true);
    const nameOnly = DeliveryRunRequestSchema.safeParse({ ...base, ridername: 'Tunde' });
    expect(nameOnly.error?.issues).toMatchObject([{ message: deliveryMessages.riderRequired }]);
    const twice = DeliveryRunRequestSchema.safeParse({
      ...base,
      riderid: ORDER,
      orderids: [ORDER, ORDER],
    });
    expect(twice.error?.issues).toMatchObject([{ message: deliveryMessages.runNeedsOrders }]);
  });

  it("shows the rider's first name", () => {
    expect(riderFirstName('  Tunde   Bakare ')).toBe('Tunde');
    expect(riderFirstName('')).toBe('');
  });
});
