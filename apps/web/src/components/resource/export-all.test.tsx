import { apiPrefixes, defineEndpoint } from '@olivia/contracts/endpoint';
import { listResponse, ListQuerySchema } from '@olivia/contracts/lists';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from '../../lib/api-client';
import { readBlobText } from '../../test/blob';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import type { DataTableColumn } from '../ui/data-table/column';
import { exportAllPages } from './export-all';
import { ListPage } from './list-page';
import { useExportAll } from './use-export-all';
import { useListResource } from './use-list-resource';

const ThingSchema = z.object({ id: z.string(), name: z.string(), price: z.number() });
type Thing = z.infer<typeof ThingSchema>;
const thingsEndpoint = defineEndpoint({
  method: 'GET',
  prefix: apiPrefixes.main,
  path: '/things',
  auth: 'session',
  query: ListQuerySchema.extend({
    sort: z.enum(['name', 'price']).optional(),
    status: z.enum(['open', 'closed']).optional(),
  }),
  response: listResponse(ThingSchema),
});
type ThingsQuery = z.input<typeof thingsEndpoint.query>;
const getThings = (query: ThingsQuery) => callEndpoint(thingsEndpoint, { query });
const thingsQueryOptions = (query: ThingsQuery) => ({
  queryKey: ['things', query] as const,
  queryFn: () => getThings(query),
});
const columns: DataTableColumn<Thing>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'price', header: 'Price', value: (row) => row.price },
];

function ThingsScreen() {
  const things = useListResource(thingsEndpoint, { queryOptions: thingsQueryOptions });
  const exportAll = useExportAll(getThings, things.query);
  return (
    <ListPage
      title="Things"
      resource={things}
      columns={columns}
      label="Things table"
      searchable
      exportName="things"
      exportRows={exportAll}
    />
  );
}

const thing = (index: number): Thing => ({ id: `t${index}`, name: `Thing ${index}`, price: index });
const params = (request: RecordedRequest) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

/** A fake /things holding `count` matching rows, paging as the server does. */
function mockThings(count: number, totalCapped = false) {
  return mockFetch(({ url }) => {
    const { page = '0', size = '10' } = params({ url } as RecordedRequest);
    const start = Number(page) * Number(size);
    const end = Math.min(count, start + Number(size));
    const content = Array.from({ length: Math.max(0, end - start) }, (_, i) => thing(start + i));
    const total = totalCapped ? Math.min(count, 10_000) : count;
    return jsonResponse(200, {
      content,
      total,
      page: Number(page),
      size: Number(size),
      totalCapped,
    });
  });
}

describe('exportAllPages', () => {
  it('sends the query page after page, only page and size changed, until a short page', async () => {
    type Query = { page?: number; size?: number; q?: string; status?: string; sort?: string };
    const queries: Query[] = [];
    const rows = Array.from({ length: 230 }, (_, i) => thing(i));
    const fetchPage = (query: Query) => {
      queries.push(query);
      const start = (query.page ?? 0) * (query.size ?? 10);
      const content = rows.slice(start, start + (query.size ?? 10));
      return Promise.resolve({ content, total: 10_000, totalCapped: true });
    };
    const query = { page: 3, size: 10, q: 'thing', status: 'open', sort: 'price', order: 'desc' };
    const result = await exportAllPages(fetchPage, query);
    expect(queries).toEqual([0, 1, 2].map((page) => ({ ...query, page, size: 100 })));
    expect(result.rows.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(result.capped).toBe(false);
  });

  it('stops at the cap and says the export was cut; an exact total is not cut', async () => {
    const rows = Array.from({ length: 1_000 }, (_, i) => thing(i));
    let calls = 0;
    const fetchPage = (total: number) => (query: { page?: number; size?: number }) => {
      calls += 1;
      const start = (query.page ?? 0) * (query.size ?? 10);
      return Promise.resolve({ content: rows.slice(start, Math.min(total, start + 100)), total });
    };
    const cut = await exportAllPages(fetchPage(1_000), {}, { cap: 250 });
    expect(cut.rows).toHaveLength(250);
    expect(cut.rows.at(-1)?.id).toBe('t249');
    expect(cut).toMatchObject({ capped: true });
    expect(calls).toBe(3);

    calls = 0;
    const exact = await exportAllPages(fetchPage(200), {}, { cap: 200 });
    expect(exact).toMatchObject({ capped: false });
    expect(exact.rows).toHaveLength(200);
    expect(calls).toBe(2);
  });

  it('keeps a row once when a new row pushed it onto the next page meanwhile', async () => {
    const pages = [[thing(1), thing(2)], [thing(2), thing(3)], [thing(4)]];
    const result = await exportAllPages(
      (query: { page?: number }) =>
        Promise.resolve({ content: pages[query.page ?? 0] ?? [], total: 5 }),
      {},
      { pageSize: 2 },
    );
    expect(result.rows.map((row) => row.id)).toEqual(['t1', 't2', 't3', 't4']);
  });
});

describe('Export on a ListPage', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let csv: Blob | undefined;
  beforeEach(() => {
    csv = undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      csv = blob;
      return 'blob:things';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('exports every row of the current search, filter and sort, not only the page', async () => {
    const requests = mockThings(240);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInAs();
    renderAt('/things?q=thing&status=open&sort=price&order=desc&page=2', <ThingsScreen />);
    await screen.findByRole('cell', { name: 'Thing 10' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const exported = requests.map(params).filter((query) => query.size === '100');
    const filters = { q: 'thing', status: 'open', sort: 'price', order: 'desc' };
    expect(exported).toEqual(
      [0, 1, 2].map((page) => ({ page: String(page), size: '100', ...filters })),
    );
    const lines = (await readBlobText(csv ?? new Blob())).split('\r\n');
    expect(lines[0]).toBe('\uFEFFName,Price');
    expect(lines[1]).toBe('Thing 0,0');
    expect(lines.at(-1)).toBe('Thing 239,239');
    expect(lines).toHaveLength(241);
    expect(screen.queryByText(/Exported the first/)).not.toBeInTheDocument();
  });

  it('stops at 10,000 rows and says the export holds only those', async () => {
    const requests = mockThings(12_345, true);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInAs();
    renderAt('/things?q=thing', <ThingsScreen />);
    await screen.findByRole('cell', { name: 'Thing 0' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported the first 10,000 rows')).toBeInTheDocument();
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(requests.filter((request) => params(request).size === '100')).toHaveLength(100);
    const lines = (await readBlobText(csv ?? new Blob())).split('\r\n');
    expect(lines).toHaveLength(10_001);
    expect(lines.at(-1)).toBe('Thing 9999,9999');
  });
});
