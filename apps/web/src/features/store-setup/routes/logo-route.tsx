import { MAIN_USER } from '@olivia/contracts/roles';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useStoreSetup } from '../api/store-setup-api';
import { LogoPreview } from '../components/logo-preview';
import { LogoUpload } from '../components/logo-upload';
import { PageHeader } from '../components/page-header';
import { PageStatus } from '../components/page-status';
import { RemoveLogoButton } from '../components/remove-logo-button';

/**
 * /logo/all: the store's logo (or its initials) with Upload and Remove. Everyone signed in sees
 * it; only the main user may change it (the API refuses sub-users), so only they get the buttons.
 */
export function LogoRoute() {
  usePageTitle('logo');
  const { t } = useTranslation(['storeSetup', 'routes']);
  const setup = useStoreSetup();
  const user = useSession((state) => state.user);
  const canChange = user?.userCategory === MAIN_USER;

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={t('routes:logo')} intro={t('logo.intro')} />
      <section className="rounded-md bg-white p-5 shadow-sm dark:bg-gray-900">
        {setup.data ? (
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            <LogoPreview
              logoUrl={setup.data.logourl}
              storeName={setup.data.name || (user?.businessname ?? '')}
            />
            {canChange ? (
              <div className="flex flex-wrap items-start gap-3">
                <LogoUpload />
                {setup.data.logourl && <RemoveLogoButton />}
              </div>
            ) : (
              <p className="text-sm text-gray-600 dark:text-gray-300">{t('logo.mainUserOnly')}</p>
            )}
          </div>
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
