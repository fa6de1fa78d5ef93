import { Image, Megaphone, QrCode, Radio, Share2, TicketPercent, Tv } from 'lucide-react';
import { placeholderScreen, type RouteEntry } from './route-entry';

/** docs/product/screens.md: /qr-code/all shows the referrals screen, so both routes share it. */
const referralsScreen: RouteEntry['screen'] = async () => ({
  Component: (await import('../../features/referrals/routes/referrals-route')).ReferralsRoute,
});

/** Marketing: banners, promotions, adverts, QR codes, events, referrals and broadcasts. */
export const MARKETING_SCREENS: readonly RouteEntry[] = [
  {
    path: '/banners/all',
    titleKey: 'banners',
    screen: placeholderScreen,
    nav: { label: 'banners', order: 160, icon: Image },
  },
  {
    path: '/promotions/all',
    titleKey: 'promotions',
    screen: placeholderScreen,
    nav: { label: 'promotions', order: 210, icon: Megaphone },
  },
  {
    path: '/coupons/all',
    titleKey: 'coupons',
    screen: placeholderScreen,
    nav: { label: 'coupons', order: 220, icon: TicketPercent },
  },
  {
    path: '/adverts/all',
    titleKey: 'adverts',
    screen: async () => ({
      Component: (await import('../../features/adverts/routes/adverts-route')).AdvertsRoute,
    }),
    nav: { label: 'adverts', order: 240, icon: Tv },
    children: [
      {
        path: 'new',
        titleKey: 'newCampaign',
        screen: async () => ({
          Component: (await import('../../features/adverts/routes/new-advert-route'))
            .NewAdvertRoute,
        }),
      },
    ],
  },
  {
    path: '/qr-codes/all',
    titleKey: 'qrCodes',
    screen: placeholderScreen,
    nav: { label: 'qrCodes', order: 250, icon: QrCode },
  },
  {
    path: '/events/all',
    titleKey: 'events',
    screen: placeholderScreen,
    nav: { label: 'allEvents', group: 'events', order: 10 },
  },
  {
    path: '/events/promoters',
    titleKey: 'eventPromoters',
    screen: placeholderScreen,
    nav: { label: 'promoters', group: 'events', order: 20 },
  },
  { path: '/events/attendance/:eventId', titleKey: 'eventAttendance', screen: placeholderScreen },
  {
    path: '/events/attendance/:eventId/:pricingName',
    titleKey: 'eventAttendance',
    screen: placeholderScreen,
  },
  {
    path: '/referrals/all',
    titleKey: 'referrals',
    screen: referralsScreen,
    nav: { label: 'referrals', order: 290, icon: Share2 },
  },
  { path: '/qr-code/all', titleKey: 'referrals', screen: referralsScreen },
  {
    path: '/broadcast/all',
    titleKey: 'broadcasts',
    screen: placeholderScreen,
    nav: { label: 'broadcast', order: 330, icon: Radio },
  },
];
