import {
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseButton } from './close-button';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A close (×) button in the corner. */
  closable?: boolean;
}

export function Dialog({ open, onClose, title, children, closable = false }: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/60" />
      <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-md bg-white shadow-xl dark:bg-gray-900">
          <div className="flex items-center justify-between gap-4 border-b border-gray-100 px-5 py-4 dark:border-gray-800">
            <DialogTitle className="text-lg font-semibold text-dark dark:text-white">
              {title}
            </DialogTitle>
            {closable && <CloseButton onClick={onClose} />}
          </div>
          <div className="p-5">{children}</div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
