import { accountLogEndpoints } from '@olivia/contracts/account-log-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderAt } from '../../../test/render';
import { entry, fakeAccountLog } from '../test/account-logs-fake';
import { AccountLogsRoute } from './account-logs-route';

function renderScreen(path = '/account/logs') {
  signInAs();
  renderAt(
    path,
    <>
      <AccountLogsRoute />
      <LocationProbe />
    </>,
  );
  return userEvent.setup();
}
const queryOf = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://localhost').searchParams);

describe('/account/logs', () => {
  it('says who did what to which record, when and from where', async () => {
    fakeAccountLog([
      entry(1),
      entry(2, {
        action: 'user.sign_in_failed',
        group: 'security',
        objecttype: 'user',
        actor: { kind: 'former', id: '00000000-0000-4000-8000-000000000309', name: '', email: '' },
      }),
      entry(3, {
        action: 'order.placed',
        objecttype: 'order',
        actor: { kind: 'system', id: null, name: '', email: '' },
        ip: null,
        device: null,
      }),
      entry(4, { action: 'advert.boosted', objecttype: 'advert' }),
    ]);
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Account log' });
    await within(table).findByText('Changed a product');
    const [, product, failed, order, unknown] = within(table).getAllByRole('row');
    expect(product).toHaveTextContent('Adaeze Okafor');
    expect(product).toHaveTextContent('Changed a product');
    expect(product).toHaveTextContent('203.0.113.9');
    expect(product).toHaveTextContent('Chrome on Windows');
    expect(product).toHaveTextContent('price');
    expect(within(product as HTMLElement).getByRole('link', { name: 'Product' })).toHaveAttribute(
      'href',
      '/products/all/00000000-0000-4000-8000-000000000211/edit',
    );
    expect(failed).toHaveTextContent('Former team member');
    expect(failed).toHaveTextContent('Failed sign-in');
    expect(failed).toHaveTextContent('Security');
    expect(order).toHaveTextContent('Olivia or a customer');
    expect(order).toHaveTextContent('Order placed');
    expect(unknown).toHaveTextContent('Advert: boosted');
    expect(document.title).toMatch(/^Account logs \| Olivia/);
  });

  it("opens a card payment's detail from its refund entries", async () => {
    fakeAccountLog([
      entry(1, {
        action: 'card_payment.refund_failed',
        group: 'money',
        objecttype: 'card_payment',
        actor: { kind: 'system', id: null, name: '', email: '' },
        changes: {},
      }),
    ]);
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Account log' });
    await within(table).findByText('A card refund failed; the money came back');
    const [, failed] = within(table).getAllByRole('row');
    expect(
      within(failed as HTMLElement).getByRole('link', { name: 'Card payment' }),
    ).toHaveAttribute('href', '/transactions/card/00000000-0000-4000-8000-000000000211');
  });

  it('sends the person, kind, record and dates it is filtered by to the API', async () => {
    const api = fakeAccountLog([entry(1)]);
    const user = renderScreen('/account/logs?group=security&from=2026-03-01');
    await screen.findByRole('table', { name: 'Account log' });
    expect(queryOf(api.of(accountLogEndpoints.list)[0]?.url)).toMatchObject({
      group: 'security',
      from: '2026-03-01',
    });
    await user.selectOptions(await screen.findByLabelText('Person'), 'Tunde Bello');
    await waitFor(() =>
      expect(queryOf(api.of(accountLogEndpoints.list).at(-1)?.url)).toMatchObject({
        actor: '00000000-0000-4000-8000-000000000302',
        group: 'security',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Record'), 'Settlement account');
    await waitFor(() =>
      expect(queryOf(api.of(accountLogEndpoints.list).at(-1)?.url)).toMatchObject({
        object: 'settlement_account',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('object=settlement_account');
  });

  it('does not ask for a reversed date range, and says why', async () => {
    const api = fakeAccountLog([entry(1)]);
    renderScreen('/account/logs?from=2026-03-09&to=2026-03-01');
    const [said] = await screen.findAllByText('The From date must be on or before the To date');
    expect(said).toBeVisible();
    expect(api.of(accountLogEndpoints.list)).toHaveLength(0);
  });
});
