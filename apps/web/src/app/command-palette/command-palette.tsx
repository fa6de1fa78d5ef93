import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyTopUpDialog } from '../../features/wallet/components/top-up/lazy-top-up-dialog';
import { useSession } from '../../lib/session';
import { useSettingsModal } from '../../lib/settings-modal';
import { LISTBOX_ID, optionId, PaletteListbox } from './palette-listbox';
import { PaletteStatus } from './palette-status';
import { usePaletteSections, type PaletteOption } from './use-palette-sections';

interface CommandPaletteProps {
  open: boolean;
  /** `restoreFocus`: false when what was chosen takes the focus itself (a modal). */
  onClose: (restoreFocus: boolean) => void;
  /** What was typed while the palette's chunk was loading. */
  initialQuery?: string;
  /** Told once the palette is on screen (the launcher stops keeping keystrokes). */
  onMounted?: () => void;
}

/** The next option's index for a key, or undefined for keys the list does not take. */
function movedIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The command palette (issue 29): a search box over the viewer's actions, screens and settings
 * and the store's orders, products, customers and transactions. An ARIA combobox: focus stays in
 * the input, arrows, Home and End move through the options, Enter chooses, Escape closes. A
 * full-width sheet on a phone, a centred panel from `sm` up. Stays mounted once loaded, so the
 * Wallet Top Up dialog it opens outlives it.
 */
export function CommandPalette({
  open,
  onClose,
  initialQuery = '',
  onMounted,
}: CommandPaletteProps) {
  const { t } = useTranslation('commandPalette');
  const navigate = useNavigate();
  const openStep = useSettingsModal((state) => state.open);
  const currency = useSession((state) => state.user?.currency ?? 'NGN');
  const [query, setQuery] = useState(initialQuery);
  const [activeKey, setActiveKey] = useState<string>();
  const [topUp, setTopUp] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sections = usePaletteSections(open ? query : '');
  const options = sections.flatMap((section) => section.options);
  const active = options.find((option) => option.key === activeKey) ?? options[0];

  useEffect(() => {
    onMounted?.();
  }, [onMounted]);

  useEffect(() => {
    if (!open || !input.current) return;
    input.current.focus();
    const end = input.current.value.length;
    input.current.setSelectionRange(end, end);
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setQuery('');
    setActiveKey(undefined);
    onClose(restoreFocus);
  };

  const choose = (option: PaletteOption) => {
    const { command } = option;
    close(command.type === 'navigate');
    if (command.type === 'navigate') void navigate(command.to);
    else if (command.type === 'step') openStep(command.step);
    else setTopUp(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
      return;
    }
    const index = active ? options.indexOf(active) : -1;
    const next = options.length > 0 ? movedIndex(event.key, index, options.length) : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const key = options[next]?.key;
    setActiveKey(key);
    if (key) document.getElementById(optionId(key))?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <>
      {open &&
        createPortal(
          <div className="fixed inset-0 z-50 flex justify-center sm:items-start sm:p-4 sm:pt-[10vh]">
            <div
              aria-hidden="true"
              className="fixed inset-0 bg-black/60"
              onClick={() => close(true)}
            />
            <div
              role="dialog"
              aria-modal="true"
              aria-label={t('title')}
              className="relative flex h-dvh w-full flex-col bg-white shadow-xl sm:h-auto sm:max-w-xl sm:rounded-lg dark:bg-gray-900"
            >
              <div className="flex items-center gap-2 border-b border-gray-100 px-3 dark:border-gray-800">
                <Search aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
                <input
                  ref={input}
                  type="text"
                  role="combobox"
                  aria-label={t('inputLabel')}
                  aria-expanded={options.length > 0}
                  aria-controls={LISTBOX_ID}
                  aria-autocomplete="list"
                  aria-activedescendant={active ? optionId(active.key) : undefined}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t('placeholder')}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setActiveKey(undefined);
                  }}
                  onKeyDown={onKeyDown}
                  className="h-14 min-w-0 flex-1 bg-transparent text-base text-dark outline-none placeholder:text-gray-400 dark:text-white"
                />
                <button
                  type="button"
                  onClick={() => close(true)}
                  aria-label={t('close')}
                  tabIndex={-1}
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 dark:hover:bg-gray-800"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </div>
              <PaletteListbox
                sections={sections}
                activeKey={active?.key}
                onHover={setActiveKey}
                onChoose={choose}
              />
              <PaletteStatus query={query} sections={sections} count={options.length} />
            </div>
          </div>,
          document.body,
        )}
      {topUp && <LazyTopUpDialog currency={currency} onClose={() => setTopUp(false)} />}
    </>
  );
}
