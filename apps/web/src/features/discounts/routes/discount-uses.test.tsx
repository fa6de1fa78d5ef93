import { discountEndpoints } from '@olivia/contracts/discount-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discount, discountId, fakeDiscountsApi } from '../test/discounts-fake';
import { location, renderDiscounts } from '../test/render-discounts';

const section = async () =>
  (await screen.findByRole('heading', { name: 'Where it was used' })).closest(
    'section',
  ) as HTMLElement;

describe('a discount’s uses, in its drawer', () => {
  it('lists each order, link payment and invoice it took money off, linked to its screen', async () => {
    const api = fakeDiscountsApi([discount(1), discount(2)]);
    renderDiscounts(`/discount/all/${discountId(2)}/edit`);
    const uses = await section();
    const order = await within(uses).findByRole('link', { name: 'Order #1042' });
    expect(order).toHaveAttribute('href', '/orders/all/00000000-0000-4000-8000-000000000903');
    expect(order.closest('tr')).toHaveTextContent(/Chioma Obi.*WRAP10.*₦1,000\.00/);
    const link = within(uses).getByRole('link', { name: 'Payment link Ankara class' });
    expect(link).toHaveAttribute('href', '/payment-links/00000000-0000-4000-8000-000000000902');
    expect(link.closest('tr')).toHaveTextContent(/Not known.*WRAP10.*₦500\.00/);
    const invoice = within(uses).getByRole('link', { name: 'Invoice (draft)' });
    expect(invoice).toHaveAttribute('href', '/invoice/all/00000000-0000-4000-8000-000000000901');
    expect(invoice.closest('tr')).toHaveTextContent(/Bola Ade.*₦2,000\.00/);
    expect(api.of(discountEndpoints.uses)[0]?.url).toContain(discountId(2));
  });

  it('pages in the URL under uses.', { timeout: 30_000 }, async () => {
    const api = fakeDiscountsApi([discount(3)]);
    const { user } = renderDiscounts(`/discount/all/${discountId(3)}/edit`);
    const uses = await section();
    await within(uses).findByRole('link', { name: 'Order #1012' });
    expect(within(uses).queryByRole('link', { name: 'Order #1002' })).not.toBeInTheDocument();
    await user.click(within(uses).getByRole('button', { name: /next/i }));
    expect(await within(uses).findByRole('link', { name: 'Order #1002' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('uses.page=2'));
    expect(api.of(discountEndpoints.uses).at(-1)?.url).toContain('page=1');
  });

  it('says so when the discount was never used', async () => {
    fakeDiscountsApi([discount(1)]);
    renderDiscounts(`/discount/all/${discountId(1)}/edit`);
    expect(
      await within(await section()).findByText(/Not used yet\. Each order, payment-link payment/),
    ).toBeInTheDocument();
  });
});
