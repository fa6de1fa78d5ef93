import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, matchPath, useLocation } from 'react-router';

export const barEntryClass = (active: boolean) =>
  `flex shrink-0 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition hover:bg-primary-light hover:text-primary focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-gray-800 ${
    active ? 'bg-primary-light text-primary dark:bg-gray-800 dark:text-white' : ''
  }`;

const entryClass =
  'block w-full truncate rounded px-3 py-2 text-start text-sm data-focus:bg-primary-light data-focus:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary dark:data-focus:bg-gray-800';

/** One entry of a menu: a link to a screen, or a button that opens a modal step. */
export type MenuEntry =
  { key: string; label: string; to: string } | { key: string; label: string; onSelect: () => void };

/** Entries under a heading (a sidebar group such as Transactions), or without one. */
export interface MenuBlock {
  key: string;
  heading?: string;
  entries: MenuEntry[];
}

/** Long menus take two columns, so a section never runs off the bottom of the screen. */
const TWO_COLUMNS_FROM = 7;

function Entry({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  if ('onSelect' in entry) {
    return (
      <MenuItem>
        <button type="button" className={entryClass} onClick={entry.onSelect}>
          {entry.label}
        </button>
      </MenuItem>
    );
  }
  const current = matchPath(entry.to, pathname) !== null;
  return (
    <MenuItem>
      <Link to={entry.to} className={entryClass} aria-current={current ? 'page' : undefined}>
        {entry.label}
      </Link>
    </MenuItem>
  );
}

/** A top-level menu of the horizontal bar (Vristo's dropdowns), marked when it holds the page. */
export function HorizontalMenu({ label, blocks }: { label: string; blocks: MenuBlock[] }) {
  const { pathname } = useLocation();
  const entries = blocks.flatMap((block) => block.entries);
  const holdsPage = entries.some((entry) => 'to' in entry && matchPath(entry.to, pathname));
  const wide = entries.length >= TWO_COLUMNS_FROM;
  const grid = (children: ReactNode) => (
    <div className={wide ? 'grid grid-cols-2 gap-x-1' : ''}>{children}</div>
  );

  return (
    <Menu>
      <MenuButton className={barEntryClass(holdsPage)}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className={`z-40 rounded-md bg-white p-1.5 shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none dark:bg-[#1b2e4b] ${
          wide ? 'w-[30rem]' : 'w-56'
        }`}
      >
        {blocks.map((block) =>
          block.heading ? (
            <MenuSection
              key={block.key}
              className="mt-1.5 border-t border-gray-100 pt-1.5 first:mt-0 first:border-0 first:pt-0 dark:border-gray-700"
            >
              <MenuHeading className="px-3 py-1 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
                {block.heading}
              </MenuHeading>
              {grid(
                block.entries.map((entry) => (
                  <Entry key={entry.key} entry={entry} pathname={pathname} />
                )),
              )}
            </MenuSection>
          ) : (
            <div key={block.key}>
              {grid(
                block.entries.map((entry) => (
                  <Entry key={entry.key} entry={entry} pathname={pathname} />
                )),
              )}
            </div>
          ),
        )}
      </MenuItems>
    </Menu>
  );
}
