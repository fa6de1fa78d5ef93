import {
  Menu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react';
import { Bookmark, Check, ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toastSuccess } from '../../lib/toast';
import { buttonClassName } from '../ui/button';
import { SaveFilterDialog } from './save-filter-dialog';
import { useSavedFilters, viewSearch, type SavedFilter } from './saved-filters-store';

interface SavedFiltersProps {
  /** Names the list in storage (`orders`): each list has its own views. */
  listKey: string;
}

const itemClass =
  'flex w-full items-center gap-2 px-4 py-2 text-start text-sm text-dark data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-primary-light dark:text-gray-200 dark:data-focus:bg-gray-800';
const deleteClass =
  'shrink-0 px-3 py-2 text-gray-500 data-focus:bg-primary-light data-focus:text-danger dark:data-focus:bg-gray-800';

/**
 * A list's 'Saved filters' menu (Headless UI: arrows move, Escape closes): each saved view
 * brings back its search, sort and filters on the first page, or is deleted; 'Save current
 * filters…' names the view on screen. Views are kept in this browser, per list and per store.
 */
export function SavedFilters({ listKey }: SavedFiltersProps) {
  const { t } = useTranslation('resource');
  const { search } = useLocation();
  const navigate = useNavigate();
  const { filters, save, remove } = useSavedFilters(listKey);
  const [saving, setSaving] = useState(false);
  const current = viewSearch(search);

  // '.': the list's own route, also when one of its drawers (a child route) is open.
  const apply = (filter: SavedFilter) =>
    void navigate({ pathname: '.', search: filter.search ? `?${filter.search}` : '' });
  const removeFilter = (filter: SavedFilter) => {
    remove(filter.name);
    toastSuccess(t('savedFilters.deleted', { name: filter.name }));
  };
  const saveFilter = (filter: SavedFilter) => {
    save(filter);
    toastSuccess(t('savedFilters.saved', { name: filter.name }));
  };

  return (
    <>
      <Menu>
        <MenuButton className={buttonClassName('outline', 'px-3 py-1.5')}>
          <Bookmark aria-hidden="true" className="size-4" />
          {t('savedFilters.menu')}
          <ChevronDown aria-hidden="true" className="size-4" />
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-40 w-72 max-w-[calc(100vw-2rem)] rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:4px] focus:outline-none dark:bg-gray-900"
        >
          <MenuSection>
            <MenuHeading className="px-4 py-2 text-xs font-semibold text-gray-500 uppercase dark:text-gray-400">
              {t('savedFilters.heading')}
            </MenuHeading>
            {filters.length === 0 && (
              <MenuItem
                disabled
                as="p"
                className="px-4 pb-2 text-sm text-gray-500 dark:text-gray-400"
              >
                {t('savedFilters.none')}
              </MenuItem>
            )}
            {filters.map((filter) => (
              <div key={filter.name} role="none" className="flex items-stretch">
                <MenuItem>
                  <button type="button" className={itemClass} onClick={() => apply(filter)}>
                    <span className="min-w-0 flex-1 truncate">{filter.name}</span>
                    {filter.search === current && (
                      <>
                        <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
                        <span className="sr-only">{` ${t('savedFilters.current')}`}</span>
                      </>
                    )}
                  </button>
                </MenuItem>
                <MenuItem>
                  <button
                    type="button"
                    className={deleteClass}
                    aria-label={t('savedFilters.delete', { name: filter.name })}
                    onClick={() => removeFilter(filter)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </MenuItem>
              </div>
            ))}
          </MenuSection>
          <MenuSeparator className="my-1 h-px bg-gray-100 dark:bg-gray-800" />
          <MenuItem disabled={current === ''}>
            <button type="button" className={itemClass} onClick={() => setSaving(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('savedFilters.saveCurrent')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {saving && (
        <SaveFilterDialog
          search={current}
          existing={filters}
          onSave={saveFilter}
          onClose={() => setSaving(false)}
        />
      )}
    </>
  );
}
