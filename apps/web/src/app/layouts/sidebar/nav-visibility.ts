import { MAIN_USER, SUB_USER } from '@olivia/contracts/roles';
import type { StoredUser } from '../../../lib/session';
import type { NavAudience } from '../../route-registry/route-entry';
import type { NavItem } from './nav-item';

/** What decides which entries a user sees (docs/product/roles.md). */
export interface NavViewer {
  isMainUser: boolean;
  isNgn: boolean;
  /** Main users always; sub-users only with allowsubusertransfer. */
  canTransfer: boolean;
}

export function navViewerOf(user: StoredUser | null): NavViewer {
  const isMainUser = user?.userCategory === MAIN_USER;
  const isTransferringSubUser =
    user?.userCategory === SUB_USER && user.allowsubusertransfer === true;
  return {
    isMainUser,
    isNgn: user?.currency === 'NGN',
    canTransfer: isMainUser || isTransferringSubUser,
  };
}

function allows(audience: NavAudience | undefined, viewer: NavViewer): boolean {
  switch (audience) {
    case undefined:
      return true;
    case 'mainUser':
      return viewer.isMainUser;
    case 'ngn':
      return viewer.isNgn;
    case 'ngnTransfer':
      return viewer.isNgn && viewer.canTransfer;
    case 'otherTransfer':
      return !viewer.isNgn && viewer.canTransfer;
  }
}

/** The entries `viewer` may see; a group left without entries is dropped. */
export function visibleNavItems(items: readonly NavItem[], viewer: NavViewer): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (!allows(item.only, viewer)) return [];
    if (item.kind !== 'group') return [item];
    const children = visibleNavItems(item.children, viewer);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
