import type {
  AnyEndpoint,
  EndpointBody,
  EndpointQuery,
  EndpointResponse,
} from '@olivia/contracts/endpoint';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { resourceKeys, type ResourceArea } from '../../lib/resource-keys';
import { cachedListItem } from './list-cache';
import { useListResource, type ListEndpoint, type ListResourceOptions } from './use-list-resource';

/** The endpoints of one area, as its contracts' `<area>Endpoints` object names them. */
export interface ResourceEndpoints {
  list?: ListEndpoint;
  get?: AnyEndpoint;
  create?: AnyEndpoint;
  update?: AnyEndpoint;
  remove?: AnyEndpoint;
}

export interface ResourceApiOptions<E extends ResourceEndpoints> {
  /** Other areas a change of this one alters (a category's products), invalidated with it. */
  affects?: Partial<Record<'create' | 'update' | 'remove', readonly ResourceArea[]>>;
  /** When a page may be asked for (e.g. not while the filter's date range is reversed). */
  listEnabled?: (query: ListQuery<E>) => boolean;
}

type ListQuery<E extends ResourceEndpoints> = E['list'] extends ListEndpoint
  ? NonNullable<EndpointQuery<E['list']>>
  : never;
type Response<T> = T extends AnyEndpoint ? EndpointResponse<T> : never;
type Body<T> = T extends AnyEndpoint ? EndpointBody<T> : never;

/** The largest page the API serves; an export collects every match in pages of this. */
export const EXPORT_PAGE_SIZE = 100;

// callEndpoint's options are typed per endpoint; here the endpoints are generic, so they go as
// one loosely typed object, checked by the contracts on the server.
const call = (endpoint: AnyEndpoint, options: object) =>
  (callEndpoint as (e: AnyEndpoint, o: object) => Promise<unknown>)(endpoint, options);

/**
 * An area's fetchers, query options and hooks, made from its contract's endpoints: no file per
 * operation. Keys come from `resourceKeys(area)`; a change invalidates the area and the areas it
 * `affects`; an edit drawer opened from the list shows the row at once.
 */
export function defineResourceApi<const E extends ResourceEndpoints>(
  area: ResourceArea,
  endpoints: E,
  options: ResourceApiOptions<E> = {},
) {
  const keys = resourceKeys(area);
  const need = <K extends keyof ResourceEndpoints>(name: K): AnyEndpoint => {
    const endpoint = endpoints[name];
    if (!endpoint) throw new Error(`${area} has no ${name} endpoint`);
    return endpoint;
  };
  const invalidate = (client: QueryClient, change: 'create' | 'update' | 'remove') =>
    Promise.all(
      [area, ...(options.affects?.[change] ?? [])].map((name) =>
        client.invalidateQueries({ queryKey: resourceKeys(name).all }),
      ),
    );

  const getPage = (query: ListQuery<E>, signal?: AbortSignal) =>
    call(need('list'), { query, signal }) as Promise<Response<E['list']>>;
  const listQueryOptions = (query: ListQuery<E>) =>
    queryOptions({
      queryKey: keys.list(query as object),
      queryFn: ({ signal }) => getPage(query, signal),
      placeholderData: keepPreviousData,
      enabled: options.listEnabled?.(query) ?? true,
    });
  type Item = Response<E['list']> extends { content: (infer I)[] } ? I : never;
  type Id = { id: string };

  return {
    keys,
    getPage,
    listQueryOptions,
    /** Every row matching `query` (its page and size aside): what CSV, Excel and print take. */
    async getAll(query: ListQuery<E>): Promise<Item[]> {
      const rows: Item[] = [];
      for (let page = 0; ; page += 1) {
        const result = (await getPage({ ...query, page, size: EXPORT_PAGE_SIZE })) as {
          content: Item[];
          total: number;
        };
        rows.push(...result.content);
        if (result.content.length < EXPORT_PAGE_SIZE || rows.length >= result.total) return rows;
      }
    },
    /** The list screen's state: page, size, sort, search and filters in the URL. */
    useList(listOptions: Omit<ListResourceOptions<ListEndpoint>, 'queryOptions'> = {}) {
      return useListResource(need('list') as ListEndpoint, {
        ...listOptions,
        queryOptions: listQueryOptions as never,
      }) as ReturnType<typeof useListResource<NonNullable<E['list']>, readonly unknown[]>>;
    },
    /** One record: at once from a list on screen, else from the server. */
    useOne(id: string) {
      const client = useQueryClient();
      const cached = () => cachedListItem<Id>(client, keys.lists(), id);
      return useQuery({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) =>
          call(need('get'), { params: { id }, signal }) as Promise<Response<E['get']>>,
        initialData: () => cached()?.data as Response<E['get']> | undefined,
        initialDataUpdatedAt: () => cached()?.updatedAt,
      });
    },
    useCreate() {
      const client = useQueryClient();
      return useMutation({
        mutationKey: keys.mutation('create'),
        mutationFn: (body: Body<E['create']>) =>
          call(need('create'), { body }) as Promise<Response<E['create']>>,
        onSuccess: () => invalidate(client, 'create'),
      });
    },
    useUpdate() {
      const client = useQueryClient();
      return useMutation({
        mutationKey: keys.mutation('update'),
        mutationFn: ({ id, body }: { id: string; body: Body<E['update']> }) =>
          call(need('update'), { params: { id }, body }) as Promise<Response<E['update']>>,
        onSuccess: (record) => {
          const id = (record as Partial<Id>).id;
          if (id) client.setQueryData(keys.detail(id), record);
          return invalidate(client, 'update');
        },
      });
    },
    useRemove() {
      const client = useQueryClient();
      return useMutation({
        mutationKey: keys.mutation('remove'),
        mutationFn: (id: string) =>
          call(need('remove'), { params: { id } }) as Promise<Response<E['remove']>>,
        onSuccess: (_answer, id) => {
          client.removeQueries({ queryKey: keys.detail(id) });
          return invalidate(client, 'remove');
        },
      });
    },
  };
}
