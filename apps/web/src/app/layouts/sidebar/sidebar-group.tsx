import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { iconClass, labelClass, topEntryClass } from './sidebar-classes';

interface SidebarGroupProps {
  label: string;
  icon: LucideIcon;
  /** Opens at first when it holds the current page. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A group that expands and collapses (SPEC §2), announced with aria-expanded. The panel slides
 * open over 300 ms (SPEC §9).
 */
export function SidebarGroup({
  label,
  icon: Icon,
  defaultOpen = false,
  children,
}: SidebarGroupProps) {
  return (
    <Disclosure as="li" defaultOpen={defaultOpen}>
      {({ open }) => (
        <>
          <DisclosureButton className={topEntryClass(open)}>
            <Icon aria-hidden="true" className={iconClass(open)} />
            <span className={labelClass}>{label}</span>
            <ChevronDown
              aria-hidden="true"
              className={`sidebar-label size-4 shrink-0 transition-transform duration-300 ${open ? 'rotate-180' : 'rtl:rotate-90 ltr:-rotate-90'}`}
            />
          </DisclosureButton>
          <DisclosurePanel
            as="ul"
            transition
            className="sidebar-children mt-0.5 origin-top space-y-0.5 overflow-hidden transition-all duration-300 ease-out data-closed:-translate-y-1 data-closed:opacity-0"
          >
            {children}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
