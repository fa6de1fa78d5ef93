import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, mockCustomersApi, params } from './customers-api';
import { location, renderCustomers, rowOf } from './render-customers';

const GRANTED = { granted: true, at: '2026-03-01T09:00:00.000Z', source: 'merchant' } as const;
const NONE = { granted: false, at: null, source: 'none' } as const;

const store = () => [
  customer(1, { tags: ['vip', 'lagos'], marketing: { email: GRANTED, sms: GRANTED } }),
  customer(2, { source: 'manual', tags: ['vip'], marketing: { email: NONE, sms: GRANTED } }),
  customer(3, { tags: [] }),
];

describe('/customers/all filters, tags and export', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows tags and consent, and puts the tag, source and consent filters in the URL and the query', async () => {
    const api = mockCustomersApi(store());
    const { user } = renderCustomers();
    const ada = await rowOf('Ada Obi');
    expect(within(ada).getByText('vip')).toBeInTheDocument();
    expect(within(ada).getByText('lagos')).toBeInTheDocument();
    expect(ada).toHaveTextContent('E-mail, SMS');
    expect(await rowOf('Chidi Eze')).toHaveTextContent('None');

    await user.type(screen.getByRole('searchbox', { name: 'Tag' }), 'VIP');
    await waitFor(() => expect(location()).toHaveTextContent('tag=VIP'));
    await waitFor(() =>
      expect(params(api.of(customerEndpoints.list).at(-1))).toMatchObject({ tag: 'vip' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Chidi Eze' })).not.toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Source'), 'Added by you');
    await user.selectOptions(screen.getByLabelText('Marketing'), 'Agreed to SMS');
    await waitFor(() => expect(location()).toHaveTextContent('consent=sms'));
    expect(location()).toHaveTextContent('source=manual');
    await waitFor(() =>
      expect(params(api.of(customerEndpoints.list).at(-1))).toMatchObject({
        tag: 'vip',
        source: 'manual',
        consent: 'sms',
        page: '0',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ada Obi' })).not.toBeInTheDocument(),
    );
    expect(await rowOf('Bola Ade')).toBeInTheDocument();
  });

  it('exports the filtered set with its tags and consent', async () => {
    const api = mockCustomersApi(store());
    let printed: string[][] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      const table = document.querySelector('.print-table-root table');
      printed = [...(table?.querySelectorAll('tr') ?? [])].map((row) =>
        [...row.children].map((cell) => cell.textContent ?? ''),
      );
    });
    const { user } = renderCustomers('/customers/all?tag=vip');
    await rowOf('Bola Ade');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed.length).toBeGreaterThan(0));
    expect(params(api.of(customerEndpoints.list).at(-1))).toMatchObject({ tag: 'vip' });
    const [header = [], ...rows] = printed;
    const tags = header.indexOf('Tags');
    const marketing = header.indexOf('Marketing');
    expect(tags).toBeGreaterThan(-1);
    expect(marketing).toBeGreaterThan(-1);
    expect(header).not.toContain('Actions');
    expect(rows.map((row) => [row[0], row[tags], row[marketing]])).toEqual([
      ['Ada Obi', 'vip, lagos', 'E-mail, SMS'],
      ['Bola Ade', 'vip', 'SMS'],
    ]);
    window.dispatchEvent(new Event('afterprint'));
  });
});
