import { ChatIdParamsSchema } from '@olivia/contracts/chat';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router';
import type { ChatHeadsFilters } from '../api/chats-api';

/** Set on the way from the list into a thread, so the thread's Back can simply go back. */
interface ChatLocationState {
  fromList?: boolean;
}

/** A conversation row's link: its URL, how it enters the history, and where it came from. */
export interface ChatRowLink {
  to: To;
  replace: boolean;
  state: ChatLocationState;
}

const isChatId = (value: string | null): value is string =>
  value !== null && ChatIdParamsSchema.shape.id.safeParse(value).success;

/**
 * The state of /chats in its URL: `c` the open conversation (so reload and Back work), `q` the
 * search and `unread=true` the filter.
 */
export function useChatUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get('c');
  const openId = isChatId(raw) ? raw : null;
  const q = params.get('q')?.trim() || undefined;
  const unread = params.get('unread') === 'true' ? ('true' as const) : undefined;
  const filters: ChatHeadsFilters = useMemo(() => ({ q, unread }), [q, unread]);

  const searchWith = useCallback(
    (key: string, value: string | undefined) => {
      const next = new URLSearchParams(params);
      if (value) next.set(key, value);
      else next.delete(key);
      const text = next.toString();
      return text ? `?${text}` : '';
    },
    [params],
  );

  const setFilter = (key: 'q' | 'unread', value: string | undefined) =>
    setParams(new URLSearchParams(searchWith(key, value)), { replace: key === 'q' });

  /** Where a row leads; switching between threads replaces the entry, so Back reaches the list. */
  const openLink = (id: string): ChatRowLink => ({
    to: { search: searchWith('c', id) },
    replace: openId !== null,
    state: { fromList: true },
  });

  /** The thread's Back: the list as it was (search, filter), by history when we came from it. */
  const closeThread = () => {
    if ((location.state as ChatLocationState | null)?.fromList) void navigate(-1);
    else void navigate({ search: searchWith('c', undefined) }, { replace: true });
  };

  return {
    openId,
    filters,
    setSearch: (text: string) => setFilter('q', text || undefined),
    setUnreadOnly: (on: boolean) => setFilter('unread', on ? 'true' : undefined),
    openLink,
    closeThread,
  };
}
