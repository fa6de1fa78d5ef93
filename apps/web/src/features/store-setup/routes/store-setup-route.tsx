import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useStoreSetup } from '../api/store-setup-api';
import { PageHeader } from '../components/page-header';
import { PageStatus } from '../components/page-status';
import { StoreSetupForm } from '../components/store-setup-form';

/**
 * /store-setup (main user; the registry's guard keeps sub-users out): the store's name,
 * description, contact details, address and delivery fee, beside its storefront address.
 */
export function StoreSetupRoute() {
  usePageTitle('storeSetup');
  const { t } = useTranslation(['storeSetup', 'routes']);
  const setup = useStoreSetup();

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={t('routes:storeSetup')} intro={t('setup.intro')} />
      <section className="rounded-md bg-white p-5 shadow-sm dark:bg-gray-900">
        {setup.data ? (
          <StoreSetupForm setup={setup.data} />
        ) : (
          <PageStatus
            isError={setup.isError}
            error={setup.error}
            onRetry={() => void setup.refetch()}
          />
        )}
      </section>
    </div>
  );
}
