import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { PublicFooter } from '../components/public-footer';
import { PublicHeader } from '../components/public-header';

/** Questions about what the product does today; add one when a feature goes live. */
export const QUESTIONS = [
  'what',
  'signUp',
  'storefront',
  'payments',
  'currencies',
  'topUp',
  'chat',
  'transactions',
  'staff',
  'security',
  'developers',
  'languages',
  'password',
  'delete',
] as const;

export function FaqsRoute() {
  usePageTitle('faqs');
  const { t } = useTranslation('marketing');

  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-14 sm:px-6">
        <h1 className="text-3xl font-bold text-dark dark:text-white">{t('faqs.heading')}</h1>
        <p className="mt-2 mb-8 text-gray-600 dark:text-gray-400">{t('faqs.intro')}</p>
        <div className="space-y-3">
          {QUESTIONS.map((id) => (
            <Disclosure
              key={id}
              as="div"
              className="rounded-md bg-white shadow-sm ring-1 ring-gray-100 dark:bg-gray-900 dark:ring-gray-800"
            >
              <DisclosureButton className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-dark focus-visible:outline-2 focus-visible:outline-primary dark:text-white">
                {t(`faqs.items.${id}.question`)}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-5 shrink-0 text-primary transition group-data-open:rotate-180"
                  fill="currentColor"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </DisclosureButton>
              {/* Kept in the page while folded: the server's HTML carries every answer (ADR 0042). */}
              <DisclosurePanel
                unmount={false}
                className="px-5 pb-5 text-sm leading-relaxed text-gray-600 dark:text-gray-300"
              >
                {t(`faqs.items.${id}.answer`)}
              </DisclosurePanel>
            </Disclosure>
          ))}
        </div>
        <p className="mt-8 text-sm text-gray-500">{t('faqs.more')}</p>
      </main>
      <PublicFooter />
    </div>
  );
}
