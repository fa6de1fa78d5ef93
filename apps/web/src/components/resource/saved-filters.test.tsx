import { apiPrefixes, defineEndpoint } from '@olivia/contracts/endpoint';
import { listResponse, ListQuerySchema } from '@olivia/contracts/lists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from '../../lib/api-client';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { LocationProbe, renderAt } from '../../test/render';
import type { DataTableColumn } from '../ui/data-table/column';
import { ListPage } from './list-page';
import { useListResource } from './use-list-resource';

const ThingSchema = z.object({ id: z.string(), name: z.string() });
type Thing = z.infer<typeof ThingSchema>;
const thingsEndpoint = defineEndpoint({
  method: 'GET',
  prefix: apiPrefixes.main,
  path: '/things',
  auth: 'session',
  query: ListQuerySchema.extend({ status: z.enum(['open', 'closed']).optional() }),
  response: listResponse(ThingSchema),
});
type ThingsQuery = z.input<typeof thingsEndpoint.query>;
const thingsQueryOptions = (query: ThingsQuery) => ({
  queryKey: ['things', query] as const,
  queryFn: () => callEndpoint(thingsEndpoint, { query }),
});
const columns: DataTableColumn<Thing>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
];

function ThingsScreen() {
  const things = useListResource(thingsEndpoint, { queryOptions: thingsQueryOptions });
  return (
    <>
      <ListPage
        title="Things"
        resource={things}
        columns={columns}
        label="Things table"
        searchable
        savedFiltersKey="things"
      />
      <LocationProbe />
    </>
  );
}

const STORE_1_KEY = 'savedFilters:things:store-1';
const stored = (key = STORE_1_KEY) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

function renderThings(path: string, systemid = 'store-1') {
  mockFetch(() =>
    jsonResponse(200, { content: [{ id: 't1', name: 'Lamp' }], total: 1, page: 0, size: 10 }),
  );
  signInAs({ systemid });
  const result = renderAt(path, <ThingsScreen />, '/things');
  return { ...result, user: userEvent.setup() };
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Saved filters' }));
  return screen.findByRole('menu');
};
const location = () => screen.getByTestId('location');

describe('Saved filters', () => {
  it('saves the current search and filters under a name, without the page', async () => {
    const { user } = renderThings('/things?q=lamp&status=open&page=3');
    const menu = await openMenu(user);
    expect(
      within(menu).getByText('No saved filters yet. Filter the list, then save it here.'),
    ).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Save current filters…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save current filters' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Search: lamp, status: open');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(/Enter a name\./);
    await user.type(name, 'x'.repeat(41));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(/Use at most 40 characters\./);
    expect(stored()).toBeNull();

    await user.clear(name);
    await user.type(name, '  Open lamps ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved the filter “Open lamps”')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toEqual([{ name: 'Open lamps', search: 'q=lamp&status=open' }]);

    // The name is unique in the list, whatever its case.
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: /^Save current/ }));
    const again = await screen.findByRole('dialog', { name: 'Save current filters' });
    const second = within(again).getByRole('textbox', { name: 'Name' });
    expect(second).toHaveValue('Search: lamp, status: open');
    await user.clear(second);
    await user.type(second, 'OPEN LAMPS');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(second).toHaveAccessibleDescription(/A saved filter is already named “OPEN LAMPS”\./);
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(stored()).toHaveLength(1);
  });

  it('applies a saved filter from the keyboard, back on the first page; it survives a reload', async () => {
    localStorage.setItem(
      STORE_1_KEY,
      JSON.stringify([
        { name: 'Open lamps', search: 'q=lamp&status=open' },
        { name: 'Closed', search: 'status=closed' },
      ]),
    );
    const { user, unmount } = renderThings('/things?page=2');
    const button = await screen.findByRole('button', { name: 'Saved filters' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open lamps', '', 'Closed', '', 'Save current filters…']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/things\?status=closed$/));
    unmount();

    const { user: next } = renderThings('/things?status=closed');
    const reopened = await openMenu(next);
    expect(within(reopened).getByRole('menuitem', { name: 'Closed (showing now)' })).toBeVisible();
    await next.click(within(reopened).getByRole('menuitem', { name: 'Open lamps' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/things\?q=lamp&status=open$/));
    expect(screen.getByRole('searchbox')).toHaveValue('lamp');
  });

  it('deletes a saved filter', async () => {
    localStorage.setItem(
      STORE_1_KEY,
      JSON.stringify([
        { name: 'Open lamps', search: 'q=lamp&status=open' },
        { name: 'Closed', search: 'status=closed' },
      ]),
    );
    const { user } = renderThings('/things');
    const menu = await openMenu(user);
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Delete saved filter Open lamps' }),
    );
    expect(await screen.findByText('Deleted the saved filter “Open lamps”')).toBeInTheDocument();
    expect(stored()).toEqual([{ name: 'Closed', search: 'status=closed' }]);
    const after = await openMenu(user);
    expect(within(after).queryByRole('menuitem', { name: 'Open lamps' })).not.toBeInTheDocument();
    expect(within(after).getByRole('menuitem', { name: 'Closed' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/things$/);
  });

  it("keeps each store's saved filters apart on one browser", async () => {
    localStorage.setItem(STORE_1_KEY, JSON.stringify([{ name: 'Mine', search: 'status=open' }]));
    const { user } = renderThings('/things?status=closed', 'store-2');
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: 'Mine' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Save current filters…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current filters' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(stored('savedFilters:things:store-2')).toEqual([
        { name: 'status: closed', search: 'status=closed' },
      ]),
    );
    expect(stored()).toEqual([{ name: 'Mine', search: 'status=open' }]);
  });

  it('ignores what it cannot read in storage, and can save over it', async () => {
    localStorage.setItem(STORE_1_KEY, '{not json');
    const { user, unmount } = renderThings('/things?q=desk');
    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'No saved filters yet. Filter the list, then save it here.',
      'Save current filters…',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Save current filters…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current filters' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored()).toEqual([{ name: 'Search: desk', search: 'q=desk' }]));
    unmount();

    localStorage.setItem(
      STORE_1_KEY,
      JSON.stringify([
        { name: 'Kept', search: 'q=a' },
        5,
        { name: '', search: 'q=b' },
        { name: 'x' },
      ]),
    );
    const { user: next } = renderThings('/things');
    const items = within(await openMenu(next)).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Kept', '', 'Save current filters…']);
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: /^Save current/ }),
    ).toHaveAttribute('aria-disabled', 'true');
  });
});
