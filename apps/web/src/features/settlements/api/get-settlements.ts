import { SETTLEMENTS_PAGE_SIZE, type SettlementsRequest } from '@olivia/contracts/settlement';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { settlementKeys } from './settlement-keys';

/** docs/product/records.md: the history covers the last 7 days until the user picks other dates. */
export const SETTLEMENT_WINDOW_DAYS = 7;

/** A day as the date inputs hold it (yyyy-mm-dd), in UTC like the range sent. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The default From and To days: the last 7 days up to today. */
export function defaultSettlementDays(now: Date = new Date()): { from: string; to: string } {
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - SETTLEMENT_WINDOW_DAYS);
  return { from: isoDay(start), to: isoDay(now) };
}

/**
 * docs/product (records.md, rules.md): the request for the days `from`-`to`, the start normalised to T00:00:00.000Z and
 * the end to T23:59:00.000Z, page 0 and size 100.
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
export function getSettlements(body: SettlementsRequest) {
  return callEndpoint(settlementEndpoints.settlements, { body });
}

export const settlementsQueryOptions = (body: SettlementsRequest) =>
  queryOptions({
    queryKey: settlementKeys.historyRange(body),
    queryFn: () => getSettlements(body),
    // Changing a date keeps the rows on screen until the new range arrives.
    placeholderData: keepPreviousData,
  });

/** The settlements of a range; `enabled` is false while the range cannot be asked for. */
export function useSettlements(body: SettlementsRequest, enabled = true) {
  return useQuery({ ...settlementsQueryOptions(body), enabled });
}
