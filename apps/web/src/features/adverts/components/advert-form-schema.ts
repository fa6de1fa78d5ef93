import {
  ADVERT_START_WITHIN_DAYS,
  AdvertRequestSchema,
  advertMinimumDailyBudget,
  type AdvertPlatform,
} from '@olivia/contracts/adverts';
import { messages } from '@olivia/contracts/messages';
import { advertMessages } from '@olivia/contracts/advert-messages';
import { z } from 'zod';

const DAY_MS = 86_400_000;

/** Today's date in UTC (YYYY-MM-DD): the day campaigns are counted in. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The last start date allowed: today (UTC) + ADVERT_START_WITHIN_DAYS. */
export const lastStartDate = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + ADVERT_START_WITHIN_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);

/**
 * The campaign form: the contract's request without its reference (the form adds one per
 * campaign), and the rules the server checks that depend on the store and the day: the daily
 * budget's minimum in the store's currency, and a start date from today to 60 days ahead.
 */
export function advertFormSchema(currency: string, today: string) {
  return AdvertRequestSchema.omit({ reference: true }).extend({
    dailyBudget: z
      .number({ error: messages.required })
      .min(advertMinimumDailyBudget(currency), advertMessages.advertBudgetTooLow),
    startdate: z.iso
      .date({ error: messages.required })
      .refine(
        (date) => date >= today && date <= lastStartDate(today),
        advertMessages.advertStartDateRange,
      ),
  });
}

interface AdvertFormValues {
  platforms: AdvertPlatform[];
  domain: string;
  /** Empty until typed; the field turns what is typed into a number. */
  dailyBudget: number | undefined;
  numberofdays: number;
  startdate: string;
  pin: string;
}

/** A new campaign: the storefront's address, a week from today. */
export const advertFormDefaults = (domain: string, today: string): AdvertFormValues => ({
  platforms: [],
  domain,
  dailyBudget: undefined,
  numberofdays: 7,
  startdate: today,
  pin: '',
});

/** A number field's value: empty is NaN, so the contract says what is wrong with it. */
export const numberValue = (value: unknown): number =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value);
