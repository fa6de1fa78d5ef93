import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { fakePaymentLinksApi, linkId, paymentLink } from '../test/payment-links-fake';
import { location, renderPaymentLinks, rowOf } from '../test/render-payment-links';

const TAKEN = 'This link address is already taken';

describe('/payment-links', () => {
  it('lists links with address, amount, state, payments and revenue; filters live in the URL', async () => {
    const api = fakePaymentLinksApi([paymentLink(1), paymentLink(2), paymentLink(3)]);
    const { user } = renderPaymentLinks('/payment-links?sort=revenue&order=desc');
    expect(await screen.findByRole('heading', { name: 'Payment links' })).toBeInTheDocument();
    const tailoring = await rowOf('Tailoring deposit');
    expect(tailoring).toHaveTextContent('/pay/tailoring-deposit');
    expect(tailoring).toHaveTextContent('₦15,000.00');
    expect(tailoring).toHaveTextContent('Active');
    expect(tailoring).toHaveTextContent('3 / 10');
    expect(tailoring).toHaveTextContent('₦45,000.00');
    expect(tailoring).toHaveTextContent('5 Mar 2026');
    expect(
      within(tailoring).getByRole('button', { name: 'Copy the link of Tailoring deposit' }),
    ).toBeInTheDocument();
    expect(await rowOf('Donations')).toHaveTextContent('Payer chooses, from ₦500.00');
    expect(await rowOf('Old promo')).toHaveTextContent('Inactive');
    expect(api.of(paymentLinkEndpoints.list)[0]?.url).toContain('sort=revenue');

    await user.selectOptions(screen.getByLabelText('State'), 'Inactive');
    await waitFor(() => expect(location()).toHaveTextContent('state=inactive'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Donations' })).toBeNull());
    expect(api.of(paymentLinkEndpoints.list).at(-1)?.url).toContain('state=inactive');

    await user.selectOptions(screen.getByLabelText('State'), 'All states');
    await user.selectOptions(screen.getByLabelText('Amount type'), 'Payer chooses');
    await waitFor(() => expect(location()).toHaveTextContent('amounttype=payer'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Old promo' })).toBeNull());
    expect(api.of(paymentLinkEndpoints.list).at(-1)?.url).toContain('amounttype=payer');
    expect(await rowOf('Donations')).toBeInTheDocument();
  });

  it('says what a payment link does when there is none, and offers to create one', async () => {
    fakePaymentLinksApi([]);
    const { user } = renderPaymentLinks();
    const empty = await screen.findByRole('region', { name: 'Payment links' });
    expect(within(empty).getByRole('heading', { name: 'No payment links yet' })).toBeVisible();
    expect(empty).toHaveTextContent('customers pay you without a website');
    await user.click(within(empty).getByRole('link', { name: 'Create payment link' }));
    expect(await screen.findByRole('dialog', { name: 'New payment link' })).toBeInTheDocument();
  });

  it("creates a link: the contract's errors, a taken address while typing and on save", async () => {
    let refuse = true;
    const api = fakePaymentLinksApi([paymentLink(1)], {
      taken: ['donations'],
      save: () => (refuse ? jsonResponse(409, { error: TAKEN }) : undefined),
    });
    const { user } = renderPaymentLinks('/payment-links/new');
    const drawer = await screen.findByRole('dialog', { name: 'New payment link' });
    await user.type(within(drawer).getByLabelText('Name'), 'Donations');
    await user.click(within(drawer).getByRole('button', { name: 'Create link' }));
    expect(within(drawer).getByLabelText('Amount')).toHaveAccessibleDescription(
      'Enter the amount, or let the payer choose it',
    );
    expect(api.of(paymentLinkEndpoints.create)).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('Link address'), 'donations');
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Link address')).toHaveAccessibleDescription(
        expect.stringContaining(TAKEN),
      ),
    );
    expect(api.of(paymentLinkEndpoints.slugAvailability).at(-1)?.url).toContain('slug=donations');

    await user.clear(within(drawer).getByLabelText('Link address'));
    await user.type(within(drawer).getByLabelText('Link address'), 'give-now');
    expect(await within(drawer).findByText('Available')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Amount'), '2500');
    await user.click(within(drawer).getByRole('button', { name: 'Create link' }));
    // The server's refusal (a race for the address) is shown under the address, not above.
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Link address')).toHaveAccessibleDescription(
        expect.stringContaining(TAKEN),
      ),
    );
    expect(within(drawer).queryByRole('alert')).toBeNull();

    refuse = false;
    await user.click(within(drawer).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Donations was created.')).toBeInTheDocument();
    expect(api.of(paymentLinkEndpoints.create).at(-1)?.body).toMatchObject({
      name: 'Donations',
      amounttype: 'fixed',
      amount: 2500,
      slug: 'give-now',
      active: true,
    });
  });

  it('puts a taken address answered on save under the address field', async () => {
    const api = fakePaymentLinksApi([], { save: () => jsonResponse(409, { error: TAKEN }) });
    const { user } = renderPaymentLinks('/payment-links/new');
    const drawer = await screen.findByRole('dialog', { name: 'New payment link' });
    await user.type(within(drawer).getByLabelText('Name'), 'Gifts');
    await user.selectOptions(within(drawer).getByLabelText('Amount type'), 'Payer chooses');
    await user.type(within(drawer).getByLabelText('Minimum amount'), '500');
    await user.click(within(drawer).getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Link address')).toHaveAccessibleDescription(
        expect.stringContaining(TAKEN),
      ),
    );
    expect(api.of(paymentLinkEndpoints.create)[0]?.body).toMatchObject({
      amounttype: 'payer',
      amount: null,
      minimumamount: 500,
    });
  });

  it('deactivates a link from its row with an update of active alone', async () => {
    const api = fakePaymentLinksApi([paymentLink(1)]);
    const { user } = renderPaymentLinks();
    const row = await rowOf('Tailoring deposit');
    await user.click(within(row).getByRole('button', { name: 'Actions for Tailoring deposit' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('Tailoring deposit is inactive.')).toBeInTheDocument();
    expect(api.of(paymentLinkEndpoints.update)).toHaveLength(1);
    expect(api.of(paymentLinkEndpoints.update)[0]?.url).toContain(linkId(1));
    expect(api.of(paymentLinkEndpoints.update)[0]?.body).toEqual({ active: false });
    await waitFor(async () =>
      expect(await rowOf('Tailoring deposit')).toHaveTextContent('Inactive'),
    );
  });

  it('shows why a paid link cannot be deleted', async () => {
    const api = fakePaymentLinksApi([paymentLink(1)], {
      remove: () =>
        jsonResponse(409, {
          error: 'A link that has been paid cannot be deleted; deactivate it instead',
        }),
    });
    const { user } = renderPaymentLinks();
    const row = await rowOf('Tailoring deposit');
    await user.click(within(row).getByRole('button', { name: 'Actions for Tailoring deposit' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tailoring deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'A link that has been paid cannot be deleted; deactivate it instead',
      ),
    ).toBeInTheDocument();
    expect(api.of(paymentLinkEndpoints.remove)).toHaveLength(1);
    expect(await rowOf('Tailoring deposit')).toBeInTheDocument();
  });
});
