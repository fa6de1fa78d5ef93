import { belowCostEndpoint } from '@olivia/contracts/discount-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discount, fakeDiscountsApi } from '../test/discounts-fake';
import { dialogOf, renderDiscounts } from '../test/render-discounts';

describe('a discount below cost price', () => {
  it('warns, as the value is typed, of the products it would sell below cost, and asks once it settles', async () => {
    const api = fakeDiscountsApi([discount(1)]);
    const { user } = renderDiscounts('/discount/all/new');
    const drawer = await dialogOf('New discount');
    const value = within(drawer).getByLabelText('Percentage off');
    await user.clear(value);
    await user.type(value, '20');
    await waitFor(() =>
      expect(api.of(belowCostEndpoint).at(-1)?.body).toMatchObject({ value: 20 }),
    );
    expect(within(drawer).queryByText(/below its cost price/)).not.toBeInTheDocument();

    await user.clear(value);
    await user.type(value, '60');
    const warning = await within(drawer).findByText(
      'This discount sells 1 product below its cost price',
      {},
      { timeout: 5_000 },
    );
    expect(warning.closest('[role="status"]')).toHaveTextContent(
      /Ankara wrap dress.*₦4,800\.00 \(costs ₦7,000\.00\)/,
    );
    const asked = api.of(belowCostEndpoint).map((call) => (call.body as { value: number }).value);
    expect(asked).not.toContain(6);
    expect(screen.getByRole('button', { name: 'Create discount' })).toBeEnabled();
  });
});
