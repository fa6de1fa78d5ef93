import { BulkResultSchema, type BulkResult } from '@olivia/contracts/bulk';
import { apiPrefixes, defineEndpoint } from '@olivia/contracts/endpoint';
import { listResponse, ListQuerySchema } from '@olivia/contracts/lists';
import { orderMessages } from '@olivia/contracts/order-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from '../../lib/api-client';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock';
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
  query: ListQuerySchema,
  response: listResponse(ThingSchema),
});
const bulkEndpoint = defineEndpoint({
  method: 'POST',
  prefix: apiPrefixes.main,
  path: '/things/bulk',
  auth: 'session',
  body: z.object({ ids: z.array(z.string()), action: z.string() }),
  response: BulkResultSchema,
});
const thingsQueryOptions = (query: z.input<typeof ListQuerySchema>) => ({
  queryKey: ['things', query] as const,
  queryFn: () => callEndpoint(thingsEndpoint, { query }),
});
const columns: DataTableColumn<Thing>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
];
const run = (action: string) => (ids: string[]) =>
  callEndpoint(bulkEndpoint, { body: { ids, action } });

function ThingsScreen() {
  const things = useListResource(thingsEndpoint, { queryOptions: thingsQueryOptions });
  return (
    <ListPage
      title="Things"
      resource={things}
      columns={columns}
      label="Things table"
      getRowId={(thing) => thing.id}
      bulkActions={{
        actions: [
          { label: 'Close', onRun: run('close') },
          {
            label: 'Delete',
            onRun: run('delete'),
            confirm: (count) => ({ title: `Delete ${count} things?`, body: 'They cannot return.' }),
          },
        ],
        doneText: (count) => `Things changed: ${count}`,
      }}
    />
  );
}

const names = ['Lamp', 'Desk', 'Chair'];
const page = () =>
  jsonResponse(200, {
    content: names.map((name, index) => ({ id: `t${index}`, name })),
    total: names.length,
    page: 0,
    size: 10,
  });

/** The things screen; the bulk call answers `answer(ids)`. */
async function renderThings(answer: (ids: string[]) => Response) {
  const requests = mockFetch((request) =>
    request.method === 'POST' ? answer((request.body as { ids: string[] }).ids) : page(),
  );
  signInAs();
  renderAt('/things', <ThingsScreen />);
  await screen.findByRole('cell', { name: 'Lamp' });
  const bulkCalls = () => requests.filter((request: RecordedRequest) => request.method === 'POST');
  return { bulkCalls, user: userEvent.setup() };
}
const allDone = (ids: string[]) => jsonResponse(200, { done: ids, refused: [] });
const checkbox = (row: number) => screen.getByRole('checkbox', { name: `Select row ${row}` });
const bar = () => screen.queryByRole('group', { name: 'Actions for the selected rows' });

describe('ListPage bulk actions', () => {
  it('shows the count and the actions for selected rows, runs one for their ids, sums up and clears', async () => {
    const { bulkCalls, user } = await renderThings(allDone);
    expect(bar()).not.toBeInTheDocument();

    await user.click(checkbox(1));
    await user.click(checkbox(3));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const actions = within(bar() as HTMLElement).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual(['Close', 'Delete']);

    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Things changed: 2')).toBeInTheDocument();
    expect(bulkCalls()).toHaveLength(1);
    expect(bulkCalls()[0]).toMatchObject({
      url: '/api/olivia/things/bulk',
      body: { ids: ['t0', 't2'], action: 'close' },
    });
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(checkbox(1)).not.toBeChecked();
    expect(checkbox(3)).not.toBeChecked();
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('asks before a destructive action and says what was refused and why', async () => {
    const partly = (ids: string[]): Response => {
      const [first, ...rest] = ids;
      const refused: BulkResult['refused'] = rest.map((id, index) => ({
        id,
        reason: index === 0 ? orderMessages.orderMoveNotAllowed : 'Not Found',
      }));
      return jsonResponse(200, { done: first ? [first] : [], refused });
    };
    const { bulkCalls, user } = await renderThings(partly);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 things?' });
    expect(dialog).toHaveTextContent('They cannot return.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bulkCalls()).toHaveLength(0);
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete 3 things?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Things changed: 1. 2 items could not be changed (This order cannot move to that status; Not found).',
      ),
    ).toBeInTheDocument();
    expect(bulkCalls()[0]?.body).toEqual({ ids: ['t0', 't1', 't2'], action: 'delete' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bar()).not.toBeInTheDocument();
  });

  it('keeps the selection when the call fails, saying why', async () => {
    const { user } = await renderThings(() => jsonResponse(403, { error: 'Forbidden thing' }));
    await user.click(checkbox(2));
    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Forbidden thing')).toBeInTheDocument();
    expect(checkbox(2)).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(within(bar() as HTMLElement).getByRole('button', { name: 'Close' })).toBeEnabled();
  });
});
