import { formatMoney } from '@olivia/contracts/format-money';
import { MAIN_USER } from '@olivia/contracts/roles';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useAdvertDomains, useCreateAdvert } from '../api/adverts-api';
import { AdvertFields } from '../components/advert-fields';
import { advertFormDefaults, advertFormSchema, utcToday } from '../components/advert-form-schema';

/**
 * /adverts/all/new: a campaign on the storefront's address (or one of the store's domains),
 * paid in full from the wallet with the PIN. One idempotency reference per drawer: sending the
 * form again after a failure (a lost answer) never pays twice.
 */
export function NewAdvertRoute() {
  const { t } = useTranslation(['adverts', 'routes']);
  const mainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const currency = useSession((state) => state.user?.currency ?? 'NGN');
  const create = useCreateAdvert();
  const close = useCloseDrawer();
  const customDomains = useAdvertDomains();
  const [reference] = useState(() => crypto.randomUUID());
  const [today] = useState(() => utcToday());
  const storefront = window.location.host;
  const domains = useMemo(
    () => [storefront, ...customDomains.filter((domain) => domain !== storefront)],
    [storefront, customDomains],
  );
  const schema = useMemo(() => advertFormSchema(currency, today), [currency, today]);
  const defaults = useMemo(() => advertFormDefaults(storefront, today), [storefront, today]);
  if (!mainUser) return <Navigate to=".." replace />;

  return (
    <FormDrawer
      title={t('routes:newCampaign')}
      description={t('form.intro')}
      schema={schema}
      defaultValues={defaults}
      submitLabel={t('form.submit')}
      submittingLabel={t('form.submitting')}
      onSubmit={async (values) => {
        const advert = await create.mutateAsync({ ...values, reference });
        toastSuccess(
          t('toasts.created', {
            domain: advert.domain,
            amount: formatMoney(advert.total, advert.currency),
          }),
        );
        close();
      }}
      onClose={close}
    >
      {(fields) => <AdvertFields {...fields} currency={currency} today={today} domains={domains} />}
    </FormDrawer>
  );
}
