import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { iconClass, labelClass, topEntryClass } from './sidebar-classes';

interface SidebarGroupProps {
  label: string;
  icon: LucideIcon;
  /** Opens at first when it holds the current page. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A group that expands and collapses (docs/product/screens.md), announced with aria-expanded. The
 * panel slides open over 300 ms (docs/product/rules.md), from `@starting-style`. A button and a
 * list: the sidebar is on every first paint, so it does without Headless UI's Disclosure (ADR
 * 0023).
 */
export function SidebarGroup({
  label,
  icon: Icon,
  defaultOpen = false,
  children,
}: SidebarGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className={topEntryClass(open)}
      >
        <Icon aria-hidden="true" className={iconClass(open)} />
        <span className={labelClass}>{label}</span>
        <ChevronDown
          aria-hidden="true"
          className={`sidebar-label size-4 shrink-0 transition-transform duration-300 ${open ? 'rotate-180' : 'rtl:rotate-90 ltr:-rotate-90'}`}
        />
      </button>
      {open && (
        <ul
          id={panelId}
          className="sidebar-children mt-0.5 origin-top space-y-0.5 overflow-hidden transition-all duration-300 ease-out starting:-translate-y-1 starting:opacity-0"
        >
          {children}
        </ul>
      )}
    </li>
  );
}
