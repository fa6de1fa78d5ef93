import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../components/ui/close-button';
import { CustomizerOptions } from './customizer-options';

/**
 * The appearance panel itself: a slide-over with the client settings of
 * docs/product/client-settings.md.
 */
export function CustomizerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/60 transition-opacity duration-300 data-closed:opacity-0"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 end-0 flex w-full max-w-sm flex-col bg-white shadow-xl transition duration-300 data-closed:ltr:translate-x-full data-closed:rtl:-translate-x-full dark:bg-[#0e1726]"
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-100 px-5 py-4 dark:border-gray-800">
          <div>
            <DialogTitle className="text-lg font-semibold text-dark dark:text-white">
              {t('shell:customizer.title')}
            </DialogTitle>
            <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">
              {t('shell:customizer.intro')}
            </p>
          </div>
          <CloseButton onClick={onClose} />
        </div>
        <div className="flex-1 space-y-6 overflow-y-auto px-5 py-5">
          <CustomizerOptions />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
