import { useTranslation } from 'react-i18next';
import { useView, ViewTabs } from '../../../components/resource/view-tabs';

/** The three views of /suppliers/all, as `?view=`: suppliers, purchase orders, low stock. */
const VIEWS = ['suppliers', 'orders', 'low'] as const;
export type SupplierView = (typeof VIEWS)[number];

/** The view `?view=` names; suppliers unless it names another. */
export const useSupplierView = (): SupplierView => useView(VIEWS);

/** The tabs between the views. */
export function SupplierTabs() {
  const { t } = useTranslation('suppliers');
  return <ViewTabs views={VIEWS} label={t('tabs.label')} labelOf={(view) => t(`tabs.${view}`)} />;
}
