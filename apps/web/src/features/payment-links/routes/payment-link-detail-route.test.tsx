import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakePaymentLinksApi, linkId, linkPayment, paymentLink } from '../test/payment-links-fake';
import { location, renderPaymentLinks } from '../test/render-payment-links';

describe('/payment-links/:id', () => {
  it("shows the link's figures, its address and its payments, filtered by status", async () => {
    const api = fakePaymentLinksApi([paymentLink(1)], {
      payments: [linkPayment(1), linkPayment(2), linkPayment(3)],
    });
    const { user } = renderPaymentLinks(`/payment-links/${linkId(1)}`);
    const drawer = await screen.findByRole('dialog', { name: 'Tailoring deposit' });
    const figure = (name: string) => within(drawer).getByText(name).nextElementSibling;
    expect(figure('Views')).toHaveTextContent('40');
    expect(figure('Attempts')).toHaveTextContent('5');
    expect(figure('Revenue')).toHaveTextContent('₦45,000.00');
    expect(figure('Conversion')).toHaveTextContent('7.5%');
    expect(drawer).toHaveTextContent('https://app.example/pay/tailoring-deposit');

    const table = await within(drawer).findByRole('table', { name: 'Payments' });
    const ada = (await within(table).findByText('Ada Obi')).closest('tr') as HTMLElement;
    expect(ada).toHaveTextContent('payer1@example.com');
    expect(ada).toHaveTextContent('₦14,850.00');
    expect(ada).toHaveTextContent('Paid');
    expect(within(table).getByText('Ngozi Eze')).toBeInTheDocument();

    await user.selectOptions(within(drawer).getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(location()).toHaveTextContent('payments.status=pending'));
    await waitFor(() => expect(within(table).queryByText('Ada Obi')).toBeNull());
    expect(within(table).getByText('Ngozi Eze')).toBeInTheDocument();
    expect(api.of(paymentLinkEndpoints.payments).at(-1)?.url).toContain('status=pending');
    expect(api.of(paymentLinkEndpoints.payments).at(-1)?.url).toContain(linkId(1));
  });

  it('shows no conversion before anyone has viewed the page', async () => {
    fakePaymentLinksApi([paymentLink(2)]);
    renderPaymentLinks(`/payment-links/${linkId(2)}`);
    const drawer = await screen.findByRole('dialog', { name: 'Donations' });
    expect(within(drawer).getByText('Conversion').nextElementSibling).toHaveTextContent('—');
    expect(await within(drawer).findByText('Nobody has paid on this link yet.')).toBeVisible();
  });
});
