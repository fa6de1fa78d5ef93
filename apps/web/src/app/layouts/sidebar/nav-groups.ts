import {
  CalendarDays,
  CreditCard,
  Globe2,
  LayoutDashboard,
  Smartphone,
  Wallet,
} from 'lucide-react';
import { WALLET_STEPS } from '../../../lib/settings-modal';
import { navLink, type NavItem } from './nav-item';

/** The groups of SPEC §2 that expand and collapse. */
export const dashboardGroup: NavItem = {
  kind: 'group',
  id: 'dashboard',
  icon: LayoutDashboard,
  children: [navLink('overview', '/dashboard')],
};

/** Other currencies than NGN: settlement (step 13) and the settlement account (step 16). */
export const payoutGroup: NavItem = {
  kind: 'group',
  id: 'payout',
  icon: Wallet,
  only: 'otherTransfer',
  children: [
    { kind: 'action', id: 'settlements', step: WALLET_STEPS.settlement },
    { kind: 'action', id: 'accountDetails', step: WALLET_STEPS.settlementAccount },
  ],
};

export const transactionsGroup: NavItem = {
  kind: 'group',
  id: 'transactions',
  icon: CreditCard,
  children: [
    navLink('allTransactions', '/transactions/all'),
    navLink('cardTransactions', '/transactions/card'),
    navLink('successRate', '/transactions/success-rate', undefined, 'ngn'),
  ],
};

export const domainsGroup: NavItem = {
  kind: 'group',
  id: 'domains',
  icon: Globe2,
  children: [
    navLink('myDomains', '/domain/all'),
    navLink('emails', '/email/all'),
    navLink('buyDomain', '/domain/buy', undefined, 'mainUser'),
  ],
};

export const eventsGroup: NavItem = {
  kind: 'group',
  id: 'events',
  icon: CalendarDays,
  children: [navLink('allEvents', '/events/all'), navLink('promoters', '/events/promoters')],
};

export const terminalsGroup: NavItem = {
  kind: 'group',
  id: 'terminals',
  icon: Smartphone,
  children: [
    navLink('buyTerminal', '/terminals/all'),
    navLink('viewTerminals', '/transactions/terminal'),
  ],
};
