import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSettingsModal, WALLET_STEPS } from '../../lib/settings-modal';
import { fakeEndpoint } from '../../test/fake-api';
import { jsonResponse } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';
import { mockDashboardApi } from '../routes/test/dashboard-api';
import { ORDER, PRODUCT, CUSTOMER, TRANSACTION, page } from './test/palette-records';

/** The signed-in app on /dashboard with the four lists answering `q` from one record each. */
async function openApp(user: Parameters<typeof signInAs>[0] = {}) {
  const api = mockDashboardApi(
    {
      transactions: (request) => {
        const q = new URL(request.url, 'http://localhost').searchParams.get('q');
        return jsonResponse(200, page(q && TRANSACTION.ref.includes(q) ? [TRANSACTION] : []));
      },
    },
    fakeEndpoint(orderEndpoints.list, ({ query }) => page(query['q'] === '1042' ? [ORDER] : [])),
    fakeEndpoint(productEndpoints.list, ({ query }) =>
      page(query['q'] && PRODUCT.name.toLowerCase().includes(query['q']) ? [PRODUCT] : []),
    ),
    fakeEndpoint(customerEndpoints.list, ({ query }) =>
      page(query['q'] && CUSTOMER.email.includes(query['q']) ? [CUSTOMER] : []),
    ),
  );
  signInAs(user);
  const rendered = renderRoutes(routes, '/dashboard');
  await screen.findByRole('heading', { name: 'Hi, Ada' }, { timeout: 5000 });
  return { ...rendered, api, user: userEvent.setup() };
}

const COMBOBOX = 'Search screens, actions and records';
const combobox = () => screen.findByRole('combobox', { name: COMBOBOX }, { timeout: 5000 });
const activeOption = () => {
  const input = screen.getByRole('combobox', { name: COMBOBOX });
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('command palette', () => {
  // First in the file: the palette's chunk is not loaded yet, so the keys typed right after
  // Ctrl-K reach it while it loads.
  it('keeps what is typed while it loads', async () => {
    const { user } = await openApp();
    await user.keyboard('{Control>}k{/Control}cust');
    const input = await combobox();
    await waitFor(() => expect(input).toHaveValue('cust'));
    expect(activeOption()).toBe('Customers');
  });

  it('opens with Ctrl-K, closes with Escape and gives the focus back', async () => {
    const { user } = await openApp();
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    toggle.focus();

    await user.keyboard('{Control>}k{/Control}');
    const input = await combobox();
    expect(input).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('opens with ⌘-K and moves with the arrows, Home and End; Enter goes there', async () => {
    const { user, router } = await openApp();
    await user.keyboard('{Meta>}k{/Meta}');
    await combobox();

    expect(activeOption()).toBe('New product');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('New payment link');
    await user.keyboard('{End}');
    expect(activeOption()).toBe('Delete account');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('New product');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Delete account');
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'New payment link' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-links/new'));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('ranks the screens against the query and opens one from the header button', async () => {
    const { user, router } = await openApp();
    await user.click(screen.getByRole('button', { name: 'Search and commands' }));
    await user.type(await combobox(), 'custom');

    const screens = await screen.findByRole('group', { name: 'Screens' });
    expect(within(screens).getAllByRole('option')[0]).toHaveTextContent('Customers');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/all'));
  });

  it('finds an order by number and opens it', async () => {
    const { user, router, api } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await combobox(), '1042');

    const orders = await screen.findByRole('group', { name: 'Orders' });
    expect(within(orders).getByRole('option')).toHaveTextContent('#1042');
    expect(activeOption()).toContain('#1042');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/all/${ORDER.id}`));
    const [asked] = api.of(orderEndpoints.list);
    expect(new URL(asked?.url ?? '', 'http://localhost').searchParams.get('size')).toBe('5');
  });

  it(
    'finds a product, a customer and a transaction and goes to the one chosen',
    { timeout: 20_000 },
    async () => {
      const { user, router } = await openApp();
      await user.keyboard('{Control>}k{/Control}');
      const input = await combobox();

      await user.type(input, 'ankara');
      const products = await screen.findByRole('group', { name: 'Products' });
      expect(within(products).getByRole('option')).toHaveTextContent('ANK-001');

      await user.clear(input);
      await user.type(input, 'chioma@');
      const customers = await screen.findByRole('group', { name: 'Customers' });
      expect(within(customers).getByRole('option')).toHaveTextContent('Chioma Obi');
      expect(screen.queryByRole('group', { name: 'Products' })).not.toBeInTheDocument();

      await user.clear(input);
      await user.type(input, 'TRF-77');
      const transactions = await screen.findByRole('group', { name: 'Transactions' });
      await user.click(within(transactions).getByRole('option', { name: /TRF-7781/ }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/transactions/all/${TRANSACTION.id}`),
      );
    },
  );

  it('puts the records found before screens matched only inside a word', async () => {
    const { user } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await combobox(), 'ress');

    await screen.findByRole('group', { name: 'Products' });
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    const groups = within(listbox)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'));
    expect(groups).toEqual(['command-palette-group-products', 'command-palette-group-screens']);
    expect(activeOption()).toContain('Ankara wrap dress');
    expect(screen.getByRole('option', { name: 'Addresses' })).toBeInTheDocument();
  });

  it('opens the Wallet Top Up dialog for a user who sees the balance card', async () => {
    const { user } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await combobox(), 'top up');
    expect(activeOption()).toBe('Top up wallet');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Wallet Top Up' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('says when nothing matches and when a search fails', async () => {
    const { user } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await combobox(), 'qqqq');
    expect(await screen.findByText('Nothing matches “qqqq”')).toBeInTheDocument();
  });

  it("runs the sidebar's transfer step and keeps the main user's entries from a sub-user", async () => {
    const { user } = await openApp({
      userCategory: 'OLIVIA_SUB_USER',
      allowsubusertransfer: true,
      setup: { controlchat: false, viewbalance: false },
    });
    await user.keyboard('{Control>}k{/Control}');
    const input = await combobox();
    expect(screen.queryByRole('option', { name: 'Top up wallet' })).not.toBeInTheDocument();
    await user.type(input, 'sub-users');
    expect(await screen.findByText('Nothing matches “sub-users”')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'funds');
    await user.keyboard('{Enter}');
    expect(useSettingsModal.getState().step).toBe(WALLET_STEPS.fundsTransfer);
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
    useSettingsModal.getState().close();
  });
});
