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

/** The store, its web presence and its people: dashboard, set-up, website, domains, staff. */
export const STORE_SCREENS: readonly RouteEntry[] = [
  {
    path: '/dashboard',
    titleKey: 'dashboard',
    screen: async () => ({
      Component: (await import('../routes/dashboard-screen')).DashboardScreen,
    }),
    nav: { label: 'overview', group: 'dashboard', order: 10 },
  },
  {
    path: '/chats',
    titleKey: 'chats',
    screen: async () => ({
      Component: (await import('../../features/chats/routes/chats-route')).ChatsRoute,
    }),
    nav: { label: 'chats', order: 40, icon: MessagesSquare },
  },
  {
    path: '/store-setup',
    titleKey: 'storeSetup',
    screen: async () => ({
      Component: (await import('../../features/store-setup/routes/store-setup-route'))
        .StoreSetupRoute,
    }),
    only: 'mainUser',
    nav: { label: 'storeSetup', order: 60, icon: Wrench },
  },
  {
    path: '/website',
    titleKey: 'website',
    access: 'public',
    screen: async () => ({
      Component: (await import('../routes/website-screen')).WebsiteScreen,
    }),
    nav: { label: 'website', order: 70, icon: Globe },
  },
  {
    path: '/website-link',
    titleKey: 'websiteLink',
    screen: async () => ({
      Component: (await import('../../features/store-setup/routes/website-link-route'))
        .WebsiteLinkRoute,
    }),
    nav: { label: 'websiteLink', order: 80, icon: Link2 },
  },
  {
    path: '/verification/all',
    titleKey: 'verification',
    screen: placeholderScreen,
    nav: { label: 'verification', order: 170, icon: ShieldCheck },
  },
  {
    path: '/account/logs',
    titleKey: 'accountLogs',
    screen: async () => ({
      Component: (await import('../../features/account-logs/routes/account-logs-route'))
        .AccountLogsRoute,
    }),
    only: 'mainUser',
    nav: { label: 'accountLogs', order: 180, icon: History },
  },
  {
    path: '/customization/all',
    titleKey: 'customization',
    screen: placeholderScreen,
    nav: { label: 'customization', order: 230, icon: Palette },
  },
  {
    path: '/domain/all',
    titleKey: 'domains',
    screen: async () => ({
      Component: (await import('../../features/domains/routes/domains-route')).DomainsRoute,
    }),
    nav: { label: 'myDomains', group: 'domains', order: 10 },
  },
  {
    path: '/email/all',
    titleKey: 'emails',
    screen: placeholderScreen,
    nav: { label: 'emails', group: 'domains', order: 20 },
  },
  {
    path: '/domain/buy',
    titleKey: 'buyDomain',
    screen: async () => ({
      Component: (await import('../../features/domains/routes/buy-domain-route')).BuyDomainRoute,
    }),
    only: 'mainUser',
    nav: { label: 'buyDomain', group: 'domains', order: 30 },
  },
  {
    path: '/domain/payment-history/:domain',
    titleKey: 'domainPaymentHistory',
    screen: async () => ({
      Component: (await import('../../features/domains/routes/domain-payments-route'))
        .DomainPaymentsRoute,
    }),
  },
  {
    path: '/logo/all',
    titleKey: 'logo',
    screen: async () => ({
      Component: (await import('../../features/store-setup/routes/logo-route')).LogoRoute,
    }),
    nav: { label: 'logo', order: 320, icon: Stamp },
  },
  {
    path: '/sub-users/all',
    titleKey: 'subUsers',
    screen: async () => ({
      Component: (await import('../../features/sub-users/routes/sub-users-route')).SubUsersRoute,
    }),
    only: 'mainUser',
    nav: { label: 'subUsers', order: 340, icon: UserCog },
    children: [
      {
        path: 'new',
        titleKey: 'inviteSubUser',
        screen: async () => ({
          Component: (await import('../../features/sub-users/routes/invite-sub-user-route'))
            .InviteSubUserRoute,
        }),
      },
      {
        path: ':id/edit',
        titleKey: 'editSubUser',
        screen: async () => ({
          Component: (await import('../../features/sub-users/routes/edit-sub-user-route'))
            .EditSubUserRoute,
        }),
      },
    ],
  },
  { path: '/auditors/all', titleKey: 'auditors', screen: placeholderScreen },
  {
    path: '/salary/all',
    titleKey: 'salaries',
    screen: placeholderScreen,
    only: 'mainUser',
    nav: { label: 'salary', order: 410, icon: Banknote },
  },
];
