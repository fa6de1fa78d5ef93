import { MenuItems } from '@headlessui/react';
import { lazy, Suspense } from 'react';
import type { LoadedMenuProps } from '../../../components/layout/deferred-menu';
import { OpenedMenu } from '../../../components/layout/opened-menu';

export const loadPanel = () =>
  import('../../../features/notifications/components/notifications-panel');
const NotificationsPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.NotificationsPanel })),
);

/** The bell's menu, loaded when first wanted (see `NotificationsBell`). */
export function NotificationsMenu({ trigger }: LoadedMenuProps) {
  return (
    <OpenedMenu trigger={trigger}>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        className="z-50 max-h-[min(32rem,var(--anchor-max-height))] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-md bg-white shadow-lg ring-1 ring-black/5 focus:outline-none dark:bg-gray-900 dark:ring-white/10"
      >
        <Suspense fallback={<div className="h-24" />}>
          <NotificationsPanel />
        </Suspense>
      </MenuItems>
    </OpenedMenu>
  );
}
