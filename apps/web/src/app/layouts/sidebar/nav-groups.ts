import {
  ArrowLeftRight,
  CalendarDays,
  CreditCard,
  Globe2,
  LayoutDashboard,
  Smartphone,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { WALLET_STEPS, type WalletStep } from '../../../lib/settings-modal';
import type nav from '../../../locales/en/nav.json';
import type { NavAudience, NavGroupId } from '../../route-registry/route-entry';

/**
 * The sidebar entries that are not screens: the groups of docs/product/screens.md that expand and
 * collapse, and the actions that open a step of the modal wizard. Their `order` shares the scale of
 * the route registry's `nav.order` (top level in tens, docs/product/screens.md Sidebar order).
 */
export interface NavGroupHeader {
  icon: LucideIcon;
  order: number;
  only?: NavAudience;
}

export interface NavAction {
  id: keyof typeof nav.actions;
  step: WalletStep;
  order: number;
  group?: NavGroupId;
  icon?: LucideIcon;
  only?: NavAudience;
}

export const NAV_GROUPS: Readonly<Record<NavGroupId, NavGroupHeader>> = {
  dashboard: { icon: LayoutDashboard, order: 10 },
  // Other currencies than NGN: settlement (step 13) and the settlement account (step 16).
  payout: { icon: Wallet, order: 30, only: 'otherTransfer' },
  transactions: { icon: CreditCard, order: 90 },
  domains: { icon: Globe2, order: 260 },
  events: { icon: CalendarDays, order: 270 },
  terminals: { icon: Smartphone, order: 280 },
};

export const NAV_ACTIONS: readonly NavAction[] = [
  {
    id: 'fundsTransfer',
    step: WALLET_STEPS.fundsTransfer,
    order: 20,
    icon: ArrowLeftRight,
    only: 'ngnTransfer',
  },
  { id: 'settlements', step: WALLET_STEPS.settlement, order: 10, group: 'payout' },
  // docs/product/roles.md: account details are the main user's; a sub-user allowed to pay out only
  // settles.
  {
    id: 'accountDetails',
    step: WALLET_STEPS.settlementAccount,
    order: 20,
    group: 'payout',
    only: 'mainUser',
  },
];
