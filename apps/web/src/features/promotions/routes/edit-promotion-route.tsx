import { formatMoney } from '@olivia/contracts/format-money';
import { PromotionRequestSchema, type Promotion } from '@olivia/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { promotionsApi } from '../api/promotions-api';
import { promotionFormValues } from '../components/form-values';
import { stateText } from '../components/promotion-columns';
import { PromotionFields } from '../components/promotion-fields';

/** /promotions/all/:id/edit: a promotion's figures, then every field of it. */
export function EditPromotionRoute() {
  const { t } = useTranslation(['promotions', 'routes']);
  const { id = '' } = useParams();
  const promotion = promotionsApi.useOne(id);
  const close = useCloseDrawer();

  if (promotion.data) return <EditPromotionForm promotion={promotion.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editPromotion')}
      error={promotion.error}
      isError={promotion.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
      size="lg"
    />
  );
}

function EditPromotionForm({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation(['promotions', 'routes']);
  const update = promotionsApi.useUpdate();
  return (
    <FormDrawer
      title={t('routes:editPromotion')}
      description={stateText(t, promotion)}
      size="lg"
      schema={PromotionRequestSchema}
      defaultValues={promotionFormValues(promotion)}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: promotion.id, body });
        toastSuccess(t('toasts.saved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <PromotionFigures promotion={promotion} />
          <PromotionFields {...fields} />
        </>
      )}
    </FormDrawer>
  );
}

/** Orders, revenue, discount given and what is left of the budget. */
function PromotionFigures({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation('promotions');
  const currency = useSession((state) => state.user?.currency);
  const money = (amount: number) => formatMoney(amount, currency);
  const figures = [
    { label: t('figures.orders'), value: promotion.orders.toLocaleString(i18n.language) },
    { label: t('figures.revenue'), value: money(promotion.revenue) },
    { label: t('figures.spent'), value: money(promotion.spent) },
    {
      label: t('figures.remaining'),
      value: promotion.remaining === null ? t('noBudget') : money(promotion.remaining),
    },
  ];
  return (
    <section aria-label={t('figures.title')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="rounded-md border border-gray-200 p-3 dark:border-gray-700"
          >
            <dt className="text-xs text-gray-500 dark:text-gray-400">{figure.label}</dt>
            <dd className="mt-1 font-semibold break-words text-dark dark:text-white">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
