import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CODES,
  NOTIFICATION_PARAMS,
  type NotificationCode,
  type NotificationParam,
} from '@olivia/contracts/realtime-message';
import { LANGUAGE_CODES } from '../../../lib/languages';
import { notificationText } from '../model/notification-rules';
import {
  notificationTextNow,
  notificationTranslator,
  useNotificationText,
} from './use-notification-text';

/** Values like the server's publishers send (formatted money, an order's number, a domain…). */
const SAMPLE: Record<NotificationParam, string> = {
  amount: '₦26,500.00',
  reference: 'TOP_7Q2M',
  account: 'Bola Ade',
  number: '1042',
  domain: 'adafabrics.com',
  link: 'Gele tying class',
};

/** What the server sends with `code`: the params its publishers are typed to send. */
const paramsOf = (code: NotificationCode): Record<string, string> =>
  Object.fromEntries(NOTIFICATION_PARAMS[code].map((name) => [name, SAMPLE[name]]));

const said = (code: NotificationCode, params = paramsOf(code)) => ({
  type: 'credit',
  message: 'The server words. Time: 2026-03-05T14:07:00.000Z',
  code,
  params,
});

beforeAll(async () => {
  await i18n.reloadResources([...LANGUAGE_CODES], ['notifications']);
});

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('a notification worded from its code (issue 25)', () => {
  describe.each(LANGUAGE_CODES)('in %s', (language) => {
    it.each(NOTIFICATION_CODES)('fills every placeholder of %s', (code) => {
      const t = i18n.getFixedT(language, 'notifications');
      const text = notificationText(said(code), notificationTranslator(t));
      expect(text).not.toContain('{{');
      expect(text).not.toContain('}}');
      expect(text).not.toContain(`events.${code}`);
      for (const name of NOTIFICATION_PARAMS[code]) expect(text).toContain(SAMPLE[name]);
    });
  });

  it('words the toasts of the report in full', async () => {
    await i18n.changeLanguage('en');
    expect(await notificationTextNow(said('orderPaid'))).toBe('New order #1042 paid: ₦26,500.00.');
    expect(await notificationTextNow(said('orderCredited'))).toBe(
      'Your wallet was credited with ₦26,500.00 for order #1042.',
    );
    expect(await notificationTextNow(said('domainDebited'))).toBe(
      'Your wallet was debited with ₦26,500.00 for the domain adafabrics.com.',
    );
    expect(await notificationTextNow(said('advertDebited'))).toBe(
      'Your wallet was debited with ₦26,500.00 for an advert on adafabrics.com.',
    );
  });

  it('words the list the same, in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useNotificationText());
    const french = i18n.getFixedT('fr', 'notifications')('events.orderPaid', {
      number: '1042',
      amount: '₦26,500.00',
    });
    expect(result.current(said('orderPaid'))).toBe(french);
    expect(french).not.toContain('{{');
  });

  it('fills nothing but the values of the code: a param naming an i18next option is ignored', async () => {
    await i18n.changeLanguage('en');
    const text = await notificationTextNow(
      said('topUpCredited', { ...paramsOf('topUpCredited'), lng: 'fr', defaultValue: 'x' }),
    );
    expect(text).toBe('Your wallet was credited with ₦26,500.00 from top-up TOP_7Q2M.');
  });

  it('leaves a value the server did not send empty rather than a raw placeholder', async () => {
    await i18n.changeLanguage('en');
    expect(await notificationTextNow(said('orderPaid', { amount: '₦1.00' }))).toBe(
      'New order # paid: ₦1.00.',
    );
  });
});
