import {
  SETTLEMENTS_PAGE_SIZE,
  type SettlementAccountRequest,
  type SettlementRequest,
  type SettlementResult,
  type SettlementsRequest,
} from '@olivia/contracts/settlement';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';
import { refreshMoney } from '../../../lib/refresh-money';

const keys = resourceKeys('settlements');
const accountKey = keys.extra('account');
/** Every range of the history; a settlement's status lookups are apart (`keys.extra('status')`). */
export const settlementHistoryKey = keys.extra('history');

/**
 * docs/api.md `GET /uksettlement/account`: the store's settlement account, or null before set-up.
 */
export function useSettlementAccount() {
  return useQuery({
    queryKey: accountKey,
    queryFn: () => callEndpoint(settlementEndpoints.account),
  });
}

/**
 * docs/api.md `POST /uksettlement/create`: the account's fields and the PIN that allows the save.
 * The save settles once the account is read afresh (with a new link to its ID image), so the view
 * it returns to shows what was saved.
 */
export function useSaveSettlementAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('saveAccount'),
    mutationFn: (body: SettlementAccountRequest) =>
      callEndpoint(settlementEndpoints.saveAccount, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  });
}

/** docs/product/records.md: the history covers the last 7 days until the user picks other dates. */
const SETTLEMENT_WINDOW_DAYS = 7;

/** A day as the date inputs hold it (yyyy-mm-dd), in UTC like the range sent. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The default From and To days: the last 7 days up to today. */
export function defaultSettlementDays(now: Date = new Date()): { from: string; to: string } {
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - SETTLEMENT_WINDOW_DAYS);
  return { from: isoDay(start), to: isoDay(now) };
}

/**
 * docs/product (records.md, rules.md): the request for the days `from`-`to`, the start normalised
 * to T00:00:00.000Z and the end to T23:59:00.000Z, page 0 and size 100.
 */
export function settlementsRequest(from: string, to: string): SettlementsRequest {
  return {
    startDate: `${from}T00:00:00.000Z`,
    endDate: `${to}T23:59:00.000Z`,
    page: 0,
    size: SETTLEMENTS_PAGE_SIZE,
  };
}

/** docs/api.md `POST /uksettlement/allsettlements`. */
function getSettlements(body: SettlementsRequest) {
  return callEndpoint(settlementEndpoints.settlements, { body });
}

/** The settlements of a range; `enabled` is false while the range cannot be asked for. */
export function useSettlements(body: SettlementsRequest, enabled = true) {
  return useQuery({
    queryKey: keys.extra('history', body),
    queryFn: () => getSettlements(body),
    // Changing a date keeps the rows on screen until the new range arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * A reference for one settlement attempt. Sent again with a retry, it makes the server answer the
 * first request's outcome instead of paying twice. getRandomValues, unlike randomUUID, also works
 * when the app is served over plain http.
 */
export function newSettlementRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `stl_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * docs/api.md `POST /uksettlement/settlement {pin, amount}`, with the attempt's `ref`. Money left
 * the wallet: the balance, the transactions and the settlements are fetched afresh, in the
 * background, so the outcome shows at once.
 */
export function useRequestSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('settle'),
    mutationFn: (body: SettlementRequest) => callEndpoint(settlementEndpoints.settle, { body }),
    onSuccess: () => {
      void refreshMoney(queryClient, ['settlements']);
    },
  });
}

/** How often a settlement the bank has not answered yet is looked up while its result shows. */
export const SETTLEMENT_STATUS_POLL_MS = 10_000;

/** How far either side of its time the history is asked for the settlement: clocks differ. */
const AROUND_MS = 60_000;

/**
 * Where the settlement stands now, from the history (docs/api.md `allsettlements`) around the
 * time it was made: at once, then every 10 s until the bank's answer is there.
 */
export function useSettlementStatus(result: SettlementResult, polling: boolean) {
  return useQuery({
    queryKey: keys.extra('status', result.ref),
    queryFn: async () => {
      const at = new Date(result.createdat).getTime();
      const { settlements } = await getSettlements({
        startDate: new Date(at - AROUND_MS).toISOString(),
        endDate: new Date(at + AROUND_MS).toISOString(),
        page: 0,
      });
      return settlements.find((settlement) => settlement.ref === result.ref)?.status ?? null;
    },
    enabled: polling,
    refetchInterval: (query) =>
      polling && (query.state.data ?? 'PENDING') === 'PENDING' ? SETTLEMENT_STATUS_POLL_MS : false,
    staleTime: 0,
    gcTime: 0,
  });
}
