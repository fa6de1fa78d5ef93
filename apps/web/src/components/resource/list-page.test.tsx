import { apiPrefixes, defineEndpoint } from '@olivia/contracts/endpoint';
import { listResponse, ListQuerySchema } from '@olivia/contracts/lists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from '../../lib/api-client';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
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
  const add = <Link to="new">Add thing</Link>;
  return (
    <ListPage
      title="Things"
      description="Everything you keep."
      primaryAction={add}
      filters={
        <button type="button" onClick={() => things.setFilter('status', 'open')}>
          Open only
        </button>
      }
      resource={things}
      columns={columns}
      label="Things table"
      searchable
      emptyState={{ title: 'No things yet', body: 'Add your first thing.', action: add }}
    />
  );
}

function renderThings(path = '/things') {
  signInAs();
  return renderAt(path, <ThingsScreen />);
}

const page = (names: string[]) =>
  jsonResponse(200, {
    content: names.map((name, index) => ({ id: `t${index}`, name })),
    total: names.length,
    page: 0,
    size: 10,
  });

describe('ListPage', () => {
  it('shows the heading, the primary action, a loading row, then the rows', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderThings();
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add thing' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading records...');
    answer(page(['Lamp', 'Desk']));
    const table = await screen.findByRole('table', { name: 'Things table' });
    expect(await within(table).findByRole('cell', { name: 'Lamp' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Desk' })).toBeInTheDocument();
  });

  it('shows the empty state and its call to action while there is nothing at all', async () => {
    mockFetch(() => page([]));
    renderThings();
    const empty = await screen.findByRole('region', { name: 'Things table' });
    expect(within(empty).getByRole('heading', { name: 'No things yet' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Add thing' })).toHaveAttribute(
      'href',
      '/things/new',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No records' when a search or a filter finds nothing", async () => {
    const requests = mockFetch(() => page([]));
    renderThings('/things?q=zebra');
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No things yet' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open only' }));
    await waitFor(() => expect(requests.at(-1)?.url).toContain('status=open'));
    expect(requests.at(-1)?.url).toBe('/api/olivia/things?page=0&size=10&q=zebra&status=open');
  });

  it("shows a capped total as 'at least'", async () => {
    mockFetch(() =>
      jsonResponse(200, {
        content: [{ id: 't1', name: 'Lamp' }],
        total: 10_000,
        page: 0,
        size: 10,
        totalCapped: true,
      }),
    );
    renderThings('/things?q=lamp');
    expect(await screen.findByText('1 - 10 / 10000+')).toBeInTheDocument();
  });

  it('explains a failed load and tries again with Retry', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1 ? jsonResponse(400, { error: 'Bad Request' }) : page(['Lamp']);
    });
    renderThings();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load the list. Bad Request',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
