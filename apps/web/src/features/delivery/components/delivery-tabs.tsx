import { useTranslation } from 'react-i18next';
import { useView, ViewTabs } from '../../../components/resource/view-tabs';

/** The two lists of /delivery-routes/all, as `?view=`: zones and runs. */
const DELIVERY_VIEWS = ['zones', 'runs'] as const;

/** The list `?view=` names; zones unless it names runs. */
export const useDeliveryView = () => useView(DELIVERY_VIEWS);

/** The tabs between zones and runs. */
export function DeliveryTabs() {
  const { t } = useTranslation('delivery');
  return (
    <ViewTabs
      views={DELIVERY_VIEWS}
      label={t('tabs.label')}
      labelOf={(view) => t(`tabs.${view}`)}
    />
  );
}
