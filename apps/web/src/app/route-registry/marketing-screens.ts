import { Image, Megaphone, QrCode, Radio, Share2, TicketPercent, Tv } from 'lucide-react';
import { placeholderScreen, type RouteEntry } from './route-entry';
import { drawerPaths, screenPaths } from '../../lib/screen-paths';

/** One loader per area: its screen and drawers share a chunk (ADR 0023). */
const adverts = async () =>
  (await import('../../features/adverts/routes/area-screens')).advertsScreens;
const discounts = async () =>
  (await import('../../features/discounts/routes/area-screens')).discountsScreens;
const qrCodes = async () =>
  (await import('../../features/qr-codes/routes/area-screens')).qrCodesScreens;
const promotions = async () =>
  (await import('../../features/promotions/routes/area-screens')).promotionsScreens;

/** docs/product/screens.md: /qr-code/all shows the referrals screen, so both routes share it. */
const referralsScreen: RouteEntry['screen'] = async () => ({
  Component: (await import('../../features/referrals/routes/referrals-route')).ReferralsRoute,
});

/** Marketing: banners, promotions, adverts, QR codes, events, referrals and broadcasts. */
export const MARKETING_SCREENS: readonly RouteEntry[] = [
  {
    path: screenPaths.banners,
    titleKey: 'banners',
    screen: async () => ({ Component: (await promotions()).BannersRoute }),
    nav: { label: 'banners', order: 160, icon: Image },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newBanner',
        screen: async () => ({ Component: (await promotions()).NewBannerRoute }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editBanner',
        screen: async () => ({ Component: (await promotions()).EditBannerRoute }),
      },
    ],
  },
  {
    path: screenPaths.promotions,
    titleKey: 'promotions',
    screen: async () => ({ Component: (await promotions()).PromotionsRoute }),
    nav: { label: 'promotions', order: 210, icon: Megaphone },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newPromotion',
        screen: async () => ({ Component: (await promotions()).NewPromotionRoute }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editPromotion',
        screen: async () => ({ Component: (await promotions()).EditPromotionRoute }),
      },
    ],
  },
  {
    path: screenPaths.coupons,
    titleKey: 'coupons',
    screen: async () => ({
      Component: (await discounts()).CouponsRoute,
    }),
    nav: { label: 'coupons', order: 220, icon: TicketPercent },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newCoupons',
        screen: async () => ({
          Component: (await discounts()).NewCouponsRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.adverts,
    titleKey: 'adverts',
    screen: async () => ({
      Component: (await adverts()).AdvertsRoute,
    }),
    nav: { label: 'adverts', order: 240, icon: Tv },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newCampaign',
        screen: async () => ({
          Component: (await adverts()).NewAdvertRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.qrCodes,
    titleKey: 'qrCodes',
    screen: async () => ({
      Component: (await qrCodes()).QrCodesRoute,
    }),
    nav: { label: 'qrCodes', order: 250, icon: QrCode },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newQrCode',
        screen: async () => ({
          Component: (await qrCodes()).NewQrCodeRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editQrCode',
        screen: async () => ({
          Component: (await qrCodes()).EditQrCodeRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.events,
    titleKey: 'events',
    screen: placeholderScreen,
    nav: { label: 'allEvents', group: 'events', order: 10 },
  },
  {
    path: screenPaths.eventPromoters,
    titleKey: 'eventPromoters',
    screen: placeholderScreen,
    nav: { label: 'promoters', group: 'events', order: 20 },
  },
  { path: screenPaths.eventAttendance, titleKey: 'eventAttendance', screen: placeholderScreen },
  {
    path: screenPaths.eventPricingAttendance,
    titleKey: 'eventAttendance',
    screen: placeholderScreen,
  },
  {
    path: screenPaths.referrals,
    titleKey: 'referrals',
    screen: referralsScreen,
    nav: { label: 'referrals', order: 290, icon: Share2 },
  },
  { path: screenPaths.referralQrCodes, titleKey: 'referrals', screen: referralsScreen },
  {
    path: screenPaths.broadcast,
    titleKey: 'broadcasts',
    screen: placeholderScreen,
    nav: { label: 'broadcast', order: 330, icon: Radio },
  },
];
