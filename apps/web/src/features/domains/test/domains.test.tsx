import { endpointUrl } from '@olivia/contracts/endpoint';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { BuyDomainRoute } from '../routes/buy-domain-route';
import { DomainPaymentsRoute } from '../routes/domain-payments-route';
import { DomainsRoute } from '../routes/domains-route';
import { domain, mockDomainsApi } from './domains-api';

function renderDomains(path: string) {
  renderRoutes(
    [
      { path: '/domain/all', Component: DomainsRoute },
      { path: '/domain/buy', Component: BuyDomainRoute },
      { path: '/domain/payment-history/:domain', Component: DomainPaymentsRoute },
      { path: '*', Component: LocationProbe },
    ],
    path,
  );
  return userEvent.setup();
}

/** Types the PIN on the dialog's one-time-code boxes. */
async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const dialog = screen.getByRole('dialog');
  const [first] = within(dialog).getAllByLabelText(/^Digit \d of 4$/);
  await user.click(first as HTMLElement);
  await user.keyboard(pin);
}

describe('/domain/buy', () => {
  beforeEach(() => sessionStorage.clear());

  it('searches a name, shows its price and the taken ones, and buys it from the wallet', async () => {
    signInAs();
    const api = mockDomainsApi([]);
    const user = renderDomains('/domain/buy');
    await user.type(await screen.findByLabelText('Domain name'), ' AdasFabrics.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Domains found' });
    expect(await within(results).findByText('adasfabrics.com')).toBeVisible();
    expect(within(results).getByText('₦18,000.00 / year')).toBeVisible();
    expect(within(results).getByText('Not available')).toBeVisible();
    expect(within(results).queryByRole('button', { name: 'Buy adasfabrics.com.ng' })).toBeNull();
    expect(
      new URL(api.of(domainEndpoints.search)[0]?.url ?? '', 'http://localhost').searchParams.get(
        'name',
      ),
    ).toBe('adasfabrics.com');

    await user.click(within(results).getByRole('button', { name: 'Buy adasfabrics.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Buy domain' });
    await user.selectOptions(within(dialog).getByLabelText('Number of years'), '2');
    expect(within(dialog).getByText('₦36,000.00')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦36,000.00' }));
    expect(await within(dialog).findByText('PIN must be four characters')).toBeVisible();
    expect(api.of(domainEndpoints.buy)).toHaveLength(0);

    await typePin(user, '4826');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦36,000.00' }));
    // Bought: on to the store's domains, which now list it.
    const table = await screen.findByRole('table', { name: 'Custom domains' });
    expect(await within(table).findByRole('link', { name: 'adasfabrics.com' })).toBeVisible();
    expect(api.of(domainEndpoints.buy)[0]?.body).toEqual({
      domain: 'adasfabrics.com',
      years: 2,
      pin: '4826',
      reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('refuses a name that is not a domain without asking the registrar', async () => {
    signInAs();
    const api = mockDomainsApi([]);
    const user = renderDomains('/domain/buy');
    await user.type(await screen.findByLabelText('Domain name'), 'my shop');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a domain such as mystore.com')).toBeVisible();
    expect(api.of(domainEndpoints.search)).toHaveLength(0);
  });

  it('keeps the reference for a retry, and shows a wrong PIN under the PIN', async () => {
    signInAs();
    let calls = 0;
    const api = mockDomainsApi([], () => {
      calls += 1;
      return calls === 1
        ? jsonResponse(400, { error: 'Incorrect PIN', details: { pin: ['Incorrect PIN'] } })
        : jsonResponse(400, { error: 'Insufficient balance' });
    });
    const user = renderDomains('/domain/buy?name=adasfabrics.com');
    await user.click(await screen.findByRole('button', { name: 'Buy adasfabrics.com' }));
    const dialog = screen.getByRole('dialog');
    await typePin(user, '1111');
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await within(dialog).findByText('Incorrect PIN')).toBeVisible();
    await typePin(user, '4826');
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient balance');
    const [first, second] = api.of(domainEndpoints.buy);
    expect((second?.body as { reference: string }).reference).toBe(
      (first?.body as { reference: string }).reference,
    );
  });
});

describe('/domain/all', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists the domains and renews one with Renew or Extend', async () => {
    signInAs();
    const api = mockDomainsApi([domain(1, { status: 'expiring' }), domain(2)]);
    const user = renderDomains('/domain/all');
    const table = await screen.findByRole('table', { name: 'Custom domains' });
    const row = (await within(table).findByRole('link', { name: 'shop1.com' })).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('Expiring soon');
    expect(within(table).getByRole('link', { name: 'shop1.com' })).toHaveAttribute(
      'href',
      '/domain/payment-history/shop1.com',
    );
    await user.click(within(row).getByRole('button', { name: 'Actions for shop1.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Renew or Extend' }));
    const dialog = screen.getByRole('dialog', { name: 'Renew or Extend' });
    await typePin(user, '4826');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦18,000.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of(domainEndpoints.renew)[0]?.url).toBe(
      endpointUrl(domainEndpoints.renew, { domain: 'shop1.com' }),
    );
  });

  it('offers a sub-user the history only, and no Buy a domain', async () => {
    signInAs({ userCategory: 'OLIVIA_SUB_USER' });
    mockDomainsApi([domain(1)]);
    const user = renderDomains('/domain/all');
    const table = await screen.findByRole('table', { name: 'Custom domains' });
    const row = (await within(table).findByRole('link', { name: 'shop1.com' })).closest(
      'tr',
    ) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Actions for shop1.com' }));
    expect(await screen.findByRole('menuitem', { name: 'Payment history' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: /Extend/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buy a domain' })).toBeNull();
  });

  it('says so when the store has no domain yet', async () => {
    signInAs();
    mockDomainsApi([]);
    renderDomains('/domain/all');
    expect(await screen.findByText('You have no custom domains')).toBeVisible();
  });
});

describe('/domain/payment-history/{domain}', () => {
  it("lists the domain's payments", async () => {
    signInAs();
    const api = mockDomainsApi([domain(1)]);
    renderDomains('/domain/payment-history/shop1.com');
    const table = await screen.findByRole('table', { name: 'Payments for shop1.com' });
    expect(await within(table).findByText('Purchase')).toBeVisible();
    expect(within(table).getByText('₦18,000.00')).toBeVisible();
    expect(within(table).getByText('ada@example.com')).toBeVisible();
    const [request] = api.of(domainEndpoints.payments);
    expect(new URL(request?.url ?? '', 'http://localhost').pathname).toBe(
      endpointUrl(domainEndpoints.payments, { domain: 'shop1.com' }),
    );
  });
});
