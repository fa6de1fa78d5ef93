import type { LucideIcon } from 'lucide-react';
import type { WalletStep } from '../../../lib/settings-modal';
import type nav from '../../../locales/en/nav.json';
import type { NavAudience, NavGroupId } from '../../route-registry/route-entry';

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
      id: NavGroupId;
      icon: LucideIcon;
      children: NavItem[];
      only?: NavAudience;
    };
