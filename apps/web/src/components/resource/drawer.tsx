import {
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { CloseButton } from '../ui/close-button';

interface DrawerProps {
  /** Whether it is shown; a drawer that is a child route is open while it is mounted. */
  open?: boolean;
  /** Escape, the backdrop and the close button call it. */
  onClose: () => void;
  title: string;
  description?: string;
  /** `lg` leaves room for rows of fields side by side (e.g. a product's variants). */
  size?: 'md' | 'lg';
  children: ReactNode;
}

const widths = { md: 'sm:max-w-md', lg: 'sm:max-w-3xl' } as const;

/**
 * A side sheet (Headless UI dialog: named by its title, focus trapped inside, Escape closes). On a
 * phone it covers the whole screen; from 640 px it slides over the right edge.
 */
export function Drawer(props: DrawerProps) {
  const { open = true, onClose, title, description, size = 'md', children } = props;
  const dismiss = useDismissAfterGesture(onClose);
  return (
    <HeadlessDialog open={open} onClose={dismiss} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/60" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          className={`flex h-full w-full flex-col bg-white shadow-xl ${widths[size]} dark:bg-gray-900`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-100 px-5 py-4 dark:border-gray-800">
            <div>
              <DialogTitle className="text-lg font-semibold text-dark dark:text-white">
                {title}
              </DialogTitle>
              {description && (
                <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{description}</p>
              )}
            </div>
            <CloseButton onClick={onClose} />
          </div>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

/**
 * The dialog's own dismissals (the backdrop, Escape) only after a press or a key that came once
 * it was open. A drawer that replaces another (a record's loading drawer, then the record) can
 * otherwise be told to close by the dialog it replaced, in the same moment it opens; the close
 * button is not affected.
 */
function useDismissAfterGesture(onClose: () => void) {
  const armed = useRef(false);
  useEffect(() => {
    const arm = () => {
      armed.current = true;
    };
    // Capture on the window: before any dialog's own handlers see the event.
    window.addEventListener('pointerdown', arm, true);
    window.addEventListener('keydown', arm, true);
    return () => {
      window.removeEventListener('pointerdown', arm, true);
      window.removeEventListener('keydown', arm, true);
    };
  }, []);
  return useCallback(() => {
    if (armed.current) onClose();
  }, [onClose]);
}
