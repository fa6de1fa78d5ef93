import {
  Banknote,
  Globe,
  History,
  Link2,
  MessagesSquare,
  Palette,
  ShieldCheck,
  Stamp,
  UserCog,
  Wrench,
} from 'lucide-react';
import { placeholderScreen, type RouteEntry } from './route-entry';
import { drawerPaths, screenPaths } from '../../lib/screen-paths';

/** One loader per area: its screen and drawers share a chunk (ADR 0023). */
const domains = async () =>
  (await import('../../features/domains/routes/area-screens')).domainsScreens;
const storeSetup = async () =>
  (await import('../../features/store-setup/routes/area-screens')).storeSetupScreens;
const subUsers = async () =>
  (await import('../../features/sub-users/routes/area-screens')).subUsersScreens;

/** The store, its web presence and its people: dashboard, set-up, website, domains, staff. */
export const STORE_SCREENS: readonly RouteEntry[] = [
  {
    path: screenPaths.dashboard,
    titleKey: 'dashboard',
    screen: async () => ({
      Component: (await import('../routes/dashboard-screen')).DashboardScreen,
    }),
    nav: { label: 'overview', group: 'dashboard', order: 10 },
  },
  {
    path: screenPaths.chats,
    titleKey: 'chats',
    screen: async () => ({
      Component: (await import('../../features/chats/routes/chats-route')).ChatsRoute,
    }),
    nav: { label: 'chats', order: 40, icon: MessagesSquare },
  },
  {
    path: screenPaths.storeSetup,
    titleKey: 'storeSetup',
    screen: async () => ({
      Component: (await storeSetup()).StoreSetupRoute,
    }),
    only: 'mainUser',
    nav: { label: 'storeSetup', order: 60, icon: Wrench },
  },
  {
    path: screenPaths.website,
    titleKey: 'website',
    access: 'public',
    screen: async () => ({
      Component: (await import('../routes/website-screen')).WebsiteScreen,
    }),
    nav: { label: 'website', order: 70, icon: Globe },
  },
  {
    path: screenPaths.websiteLink,
    titleKey: 'websiteLink',
    screen: async () => ({
      Component: (await storeSetup()).WebsiteLinkRoute,
    }),
    nav: { label: 'websiteLink', order: 80, icon: Link2 },
  },
  {
    path: screenPaths.verification,
    titleKey: 'verification',
    screen: async () => ({
      Component: (await import('../../features/verification/routes/verification-centre-route'))
        .VerificationCentreRoute,
    }),
    nav: { label: 'verification', order: 170, icon: ShieldCheck },
  },
  {
    path: screenPaths.accountLogs,
    titleKey: 'accountLogs',
    screen: async () => ({
      Component: (await import('../../features/account-logs/routes/account-logs-route'))
        .AccountLogsRoute,
    }),
    only: 'mainUser',
    nav: { label: 'accountLogs', order: 180, icon: History },
  },
  {
    path: screenPaths.customization,
    titleKey: 'customization',
    screen: placeholderScreen,
    nav: { label: 'customization', order: 230, icon: Palette },
  },
  {
    path: screenPaths.domains,
    titleKey: 'domains',
    screen: async () => ({
      Component: (await domains()).DomainsRoute,
    }),
    nav: { label: 'myDomains', group: 'domains', order: 10 },
  },
  {
    path: screenPaths.emails,
    titleKey: 'emails',
    screen: placeholderScreen,
    nav: { label: 'emails', group: 'domains', order: 20 },
  },
  {
    path: screenPaths.buyDomain,
    titleKey: 'buyDomain',
    screen: async () => ({
      Component: (await domains()).BuyDomainRoute,
    }),
    only: 'mainUser',
    nav: { label: 'buyDomain', group: 'domains', order: 30 },
  },
  {
    path: screenPaths.domainPaymentHistory,
    titleKey: 'domainPaymentHistory',
    screen: async () => ({
      Component: (await domains()).DomainPaymentsRoute,
    }),
  },
  {
    path: screenPaths.logo,
    titleKey: 'logo',
    screen: async () => ({
      Component: (await storeSetup()).LogoRoute,
    }),
    nav: { label: 'logo', order: 320, icon: Stamp },
  },
  {
    path: screenPaths.subUsers,
    titleKey: 'subUsers',
    screen: async () => ({
      Component: (await subUsers()).SubUsersRoute,
    }),
    only: 'mainUser',
    nav: { label: 'subUsers', order: 340, icon: UserCog },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'inviteSubUser',
        screen: async () => ({
          Component: (await subUsers()).InviteSubUserRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editSubUser',
        screen: async () => ({
          Component: (await subUsers()).EditSubUserRoute,
        }),
      },
    ],
  },
  { path: screenPaths.auditors, titleKey: 'auditors', screen: placeholderScreen },
  {
    path: screenPaths.salary,
    titleKey: 'salaries',
    screen: placeholderScreen,
    only: 'mainUser',
    nav: { label: 'salary', order: 410, icon: Banknote },
  },
];
