import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, erased, mockCustomersApi, uuid } from './customers-api';
import { dialogOf, renderCustomers, rowOf } from './render-customers';

const ada = customer(1, {
  notes: 'Likes blue',
  tags: ['vip', 'wholesale'],
  addresses: [{ label: 'Home', address: '12 Allen Avenue', city: 'Ikeja' }],
  marketing: {
    email: { granted: true, at: '2026-03-01T09:00:00.000Z', source: 'checkout' },
    sms: { granted: false, at: '2026-03-02T09:00:00.000Z', source: 'unsubscribe' },
  },
});

describe('/customers/all/:id record and erasure', () => {
  it("shows where the customer came from, notes, tags, addresses and each channel's consent", async () => {
    mockCustomersApi([
      ada,
      customer(2, { source: 'manual', phone: '', email: 'bola@example.com' }),
    ]);
    renderCustomers(`/customers/all/${uuid(1)}`);
    await screen.findByText('Likes blue');
    const drawer = await dialogOf('Ada Obi');
    expect(drawer).toHaveTextContent("SourceOrdered from your store's page");
    expect(within(drawer).getByText('vip')).toBeInTheDocument();
    expect(within(drawer).getByText('wholesale')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Home12 Allen Avenue, Ikeja');
    expect(drawer).toHaveTextContent(/E-mail:Agreed on 1 Mar 2026.*, at checkout/);
    expect(drawer).toHaveTextContent(/SMS:Declined on 2 Mar 2026.*, by unsubscribing/);
  });

  it('erases the personal data after the main user confirms, and shows the customer as erased', async () => {
    const api = mockCustomersApi([ada]);
    const { user } = renderCustomers(`/customers/all/${uuid(1)}`);
    await screen.findByText('Likes blue');
    const drawer = await dialogOf('Ada Obi');
    await user.click(within(drawer).getByRole('button', { name: 'Erase personal data' }));
    const confirm = await dialogOf("Erase Ada Obi's personal data?");
    expect(confirm).toHaveTextContent(
      'Their name, e-mail address, phone number, notes, tags and addresses will be removed.',
    );
    expect(confirm).toHaveTextContent(
      'Their orders, receipts and payments are kept, without their name.',
    );
    expect(confirm).toHaveTextContent('This cannot be undone.');
    expect(api.of(customerEndpoints.erase)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() => expect(api.of(customerEndpoints.erase)).toHaveLength(1));
    expect(api.of(customerEndpoints.erase)[0]?.url).toContain(
      endpointUrl(customerEndpoints.erase, { id: uuid(1) }),
    );
    expect(await screen.findByText(/^Erased on 10 Mar 2026/)).toBeInTheDocument();
    const after = await dialogOf('Erased customer');
    expect(within(after).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      within(after).queryByRole('button', { name: 'Erase personal data' }),
    ).not.toBeInTheDocument();
    expect(after).not.toHaveTextContent('Likes blue');
  });

  it('does not offer erasure to a sub-user, in the detail or the row menu', async () => {
    mockCustomersApi([ada]);
    const { user } = renderCustomers(`/customers/all/${uuid(1)}`, {
      userCategory: 'OLIVIA_SUB_USER',
    });
    await screen.findByText('Likes blue');
    const drawer = await dialogOf('Ada Obi');
    expect(within(drawer).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(
      within(drawer).queryByRole('button', { name: 'Erase personal data' }),
    ).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    const row = await rowOf('Ada Obi');
    await user.click(within(row).getByRole('button', { name: 'Actions for Ada Obi' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit']);
  });

  it('offers the main user erasure from the row menu; an erased customer has no actions', async () => {
    const api = mockCustomersApi([ada, erased(customer(2))]);
    const { user } = renderCustomers();
    const row = await rowOf('Ada Obi');
    expect(await rowOf('Erased customer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Erased customer' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Actions for Ada Obi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Erase personal data' }));
    const confirm = await dialogOf("Erase Ada Obi's personal data?");
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(api.of(customerEndpoints.erase)).toHaveLength(0);
  });

  it('refuses to edit an erased customer', async () => {
    const api = mockCustomersApi([erased(customer(1))]);
    renderCustomers(`/customers/all/${uuid(1)}/edit`);
    expect(
      await screen.findByText(/personal data was erased on request: there is nothing left to edit/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(api.of(customerEndpoints.update)).toHaveLength(0);
  });
});
