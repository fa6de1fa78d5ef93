import type { LucideIcon } from 'lucide-react';
import type { WalletStep } from '../../../lib/settings-modal';
import type nav from '../../../locales/en/nav.json';

/** Who sees an entry (SPEC §2 Sidebar, §6). Entries without one are for every signed-in user. */
export type NavAudience = 'mainUser' | 'ngn' | 'ngnTransfer' | 'otherTransfer';

/** A sidebar entry: a link, an action that opens a wizard step, or a group of entries. */
export type NavItem =
  | { kind: 'link'; id: keyof typeof nav.links; to: string; icon?: LucideIcon; only?: NavAudience }
  | {
      kind: 'action';
      id: keyof typeof nav.actions;
      step: WalletStep;
      icon?: LucideIcon;
      only?: NavAudience;
    }
  | {
      kind: 'group';
      id: keyof typeof nav.groups;
      icon: LucideIcon;
      children: NavItem[];
      only?: NavAudience;
    };

export const navLink = (
  id: keyof typeof nav.links,
  to: string,
  icon?: LucideIcon,
  only?: NavAudience,
): NavItem => ({ kind: 'link', id, to, icon, only });
