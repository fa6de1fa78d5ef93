import {
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A close (×) button in the corner. */
  closable?: boolean;
}

export function Dialog({ open, onClose, title, children, closable = false }: DialogProps) {
  const { t } = useTranslation('common');
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/60" />
      <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-md bg-white shadow-xl dark:bg-gray-900">
          <div className="flex items-center justify-between gap-4 border-b border-gray-100 px-5 py-4 dark:border-gray-800">
            <DialogTitle className="text-lg font-semibold text-dark dark:text-white">
              {title}
            </DialogTitle>
            {closable && (
              <button
                type="button"
                onClick={onClose}
                aria-label={t('actions.close')}
                className="rounded-md p-1 text-gray-500 hover:text-dark focus-visible:outline-2 focus-visible:outline-primary dark:hover:text-white"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            )}
          </div>
          <div className="p-5">{children}</div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
