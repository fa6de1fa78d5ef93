import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { customerMessages } from '@olivia/contracts/customer-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { customer, mockCustomersApi, uuid } from './customers-api';
import { dialogOf, location, renderCustomers, rowOf } from './render-customers';

describe('/customers/all new and edit', () => {
  it('adds a customer by hand with tags, an address and e-mail consent, then lists them', async () => {
    const api = mockCustomersApi([customer(1)]);
    const { user } = renderCustomers();
    await rowOf('Ada Obi');
    await user.click(screen.getByRole('link', { name: 'New customer' }));
    const drawer = await dialogOf('New customer');
    expect(location()).toHaveTextContent(/^\/customers\/all\/new$/);
    await user.type(within(drawer).getByLabelText('Name'), 'Dayo Bello');
    await user.type(within(drawer).getByLabelText('E-mail'), 'dayo@example.com');
    await user.type(within(drawer).getByLabelText('Notes'), 'Prefers Friday delivery');
    const tags = within(drawer).getByLabelText('Tags');
    await user.type(tags, 'VIP{Enter}');
    await user.type(tags, 'wholesale{Enter}');
    await user.click(within(drawer).getByRole('button', { name: 'Remove tag wholesale' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add address' }));
    await user.type(within(drawer).getByLabelText('Label'), 'Home');
    await user.type(within(drawer).getByLabelText('Address'), '12 Allen Avenue');
    await user.type(within(drawer).getByLabelText('City'), 'Ikeja');
    expect(within(drawer).getByText(/you confirm their consent/)).toBeInTheDocument();
    await user.click(within(drawer).getByLabelText('Agrees to marketing e-mail'));
    await user.click(within(drawer).getByRole('button', { name: 'Add customer' }));

    await waitFor(() => expect(api.of(customerEndpoints.create)).toHaveLength(1));
    expect(api.of(customerEndpoints.create)[0]?.body).toEqual({
      name: 'Dayo Bello',
      email: 'dayo@example.com',
      phone: '',
      notes: 'Prefers Friday delivery',
      tags: ['vip'],
      addresses: [{ label: 'Home', address: '12 Allen Avenue', city: 'Ikeja' }],
      emailconsent: true,
      smsconsent: false,
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customers\/all$/));
    expect(await rowOf('Dayo Bello')).toHaveTextContent('vip');
  });

  it('asks for a way to reach the customer, and shows a taken e-mail under its field', async () => {
    const api = mockCustomersApi([customer(1)], {
      create: () => jsonResponse(409, { error: customerMessages.customerEmailTaken }),
    });
    const { user } = renderCustomers('/customers/all/new');
    const drawer = await dialogOf('New customer');
    await user.type(within(drawer).getByLabelText('Name'), 'Ada Twin');
    await user.click(within(drawer).getByRole('button', { name: 'Add customer' }));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Enter an e-mail address or a phone number',
      ),
    );
    expect(api.of(customerEndpoints.create)).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('E-mail'), 'ada@example.com');
    await user.click(within(drawer).getByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(api.of(customerEndpoints.create)).toHaveLength(1));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Another customer already has this e-mail address',
      ),
    );
    expect(location()).toHaveTextContent(/^\/customers\/all\/new$/);
  });

  it('edits a customer pre-filled with their record and sends only what changed', async () => {
    const ada = customer(1, {
      notes: 'Likes blue',
      tags: ['vip'],
      addresses: [{ label: 'Home', address: '12 Allen Avenue', city: 'Ikeja' }],
      marketing: {
        email: { granted: true, at: '2026-03-01T09:00:00.000Z', source: 'checkout' },
        sms: { granted: false, at: null, source: 'none' },
      },
    });
    const api = mockCustomersApi([ada]);
    const { user } = renderCustomers(`/customers/all/${uuid(1)}/edit`);
    await screen.findByLabelText('Name');
    const drawer = await dialogOf('Edit customer');
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Ada Obi');
    expect(within(drawer).getByLabelText('E-mail')).toHaveValue('ada@example.com');
    expect(within(drawer).getByLabelText('Phone')).toHaveValue('+2348012345678');
    expect(within(drawer).getByLabelText('Notes')).toHaveValue('Likes blue');
    expect(within(drawer).getByRole('button', { name: 'Remove tag vip' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Address')).toHaveValue('12 Allen Avenue');
    expect(within(drawer).getByLabelText('Agrees to marketing e-mail')).toBeChecked();
    expect(within(drawer).getByLabelText('Agrees to marketing SMS')).not.toBeChecked();

    const phone = within(drawer).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+2348098765432');
    await user.click(within(drawer).getByLabelText('Agrees to marketing SMS'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of(customerEndpoints.update)).toHaveLength(1));
    expect(api.of(customerEndpoints.update)[0]?.url).toContain(`/customers/${uuid(1)}`);
    expect(api.of(customerEndpoints.update)[0]?.body).toEqual({
      phone: '+2348098765432',
      smsconsent: true,
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customers\/all$/));
  });

  it('opens the edit drawer from the row menu and from the detail', async () => {
    mockCustomersApi([customer(1)]);
    const { user } = renderCustomers('/customers/all?q=a');
    const row = await rowOf('Ada Obi');
    await user.click(within(row).getByRole('button', { name: 'Actions for Ada Obi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(await dialogOf('Edit customer')).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/customers/all/${uuid(1)}/edit?q=a`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customers\/all\?q=a$/));

    await user.click(within(await rowOf('Ada Obi')).getByText('ada@example.com'));
    const detail = await dialogOf('Ada Obi');
    await user.click(within(detail).getByRole('link', { name: 'Edit' }));
    expect(await dialogOf('Edit customer')).toBeInTheDocument();
    expect(location()).toHaveTextContent(`/customers/all/${uuid(1)}/edit?q=a`);
  });
});
