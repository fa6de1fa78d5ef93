import {
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import { Suspense, type ReactNode } from 'react';
import { CloseButton } from './close-button';
import { Spinner } from './spinner';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** A close (×) button in the corner. */
  closable?: boolean;
  /** `lg` leaves room for a table beside the form (e.g. the settlement history). */
  size?: 'md' | 'lg';
}

const widths = { md: 'max-w-md', lg: 'max-w-2xl' } as const;

export function Dialog({
  open,
  onClose,
  title,
  children,
  closable = false,
  size = 'md',
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/60" />
      {/* The inner box grows with a tall panel, so its top scrolls into view instead of being cut. */}
      <div className="fixed inset-0 w-screen overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            className={`w-full ${widths[size]} rounded-md bg-white shadow-xl dark:bg-gray-900`}
          >
            <div className="flex items-center justify-between gap-4 border-b border-gray-100 px-5 py-4 dark:border-gray-800">
              <DialogTitle className="text-lg font-semibold text-dark dark:text-white">
                {title}
              </DialogTitle>
              {closable && <CloseButton onClick={onClose} />}
            </div>
            {/*
              Content that suspends (a step's lazy catalogue or chunk) waits here, inside the
              panel: suspending above it would hide the panel, which Headless UI takes as closing.
            */}
            <div className="p-5">
              <Suspense
                fallback={
                  <p role="status" className="flex justify-center py-8">
                    <Spinner className="size-6 text-primary" />
                  </p>
                }
              >
                {children}
              </Suspense>
            </div>
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
