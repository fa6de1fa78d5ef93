import { Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The palette, its strings and its searches: fetched when it first opens, through the loader's
 * chunk (issue 29's budget: the dashboard's first load carries only this file's code).
 */
const CommandPalette = lazy(() =>
  import('./command-palette-loader')
    .then((loader) => loader.loadCommandPalette())
    .then((module) => ({ default: module.CommandPalette })),
);

const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Ctrl-K, or ⌘-K on a Mac (either is taken on both). */
const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'k';

/**
 * The header's search button with its shortcut hint, and the Ctrl/⌘-K listener of the signed-in
 * app: the only parts of the command palette in the shell's first load.
 */
export function CommandPaletteLauncher() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  /** What was typed between Ctrl-K and the palette's first mount (its chunk on its way). */
  const [typed, setTyped] = useState('');
  const mounted = useRef(false);
  const isOpen = useRef(false);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    if (isOpen.current) return;
    isOpen.current = true;
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTyped('');
    setLoaded(true);
    setOpen(true);
  }, []);

  const markMounted = useCallback(() => {
    mounted.current = true;
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
    isOpen.current = false;
    setOpen(false);
    if (restoreFocus) returnTo.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        show();
      } else if (isOpen.current && !mounted.current) {
        // The keys belong to the palette on its way, not to the field that had the focus.
        event.preventDefault();
        if (event.key === 'Escape') close(true);
        else if (event.key === 'Backspace') setTyped((text) => text.slice(0, -1));
        else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
          setTyped((text) => text + event.key);
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show, close]);

  const shortcut = isApple() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        aria-label={t('header.commandPalette')}
        title={`${t('header.commandPalette')} (${shortcut})`}
        className="inline-flex h-8 shrink-0 items-center gap-2 rounded-full bg-gray-100 px-2 text-gray-600 transition hover:bg-primary-light hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:h-9 sm:px-3 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-gray-700 dark:hover:text-white"
      >
        <Search aria-hidden="true" className="size-[18px]" />
        <kbd aria-hidden="true" className="hidden font-sans text-xs sm:inline">
          {shortcut}
        </kbd>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onClose={close}
            initialQuery={open ? typed : ''}
            onMounted={markMounted}
          />
        </Suspense>
      )}
    </>
  );
}
