import type { Discount } from '@olivia/contracts/discounts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/resource/row-actions';
import { useErrorMessage } from '../../../lib/messages';
import { editPath } from '../../../lib/screen-paths';
import { toastError, toastSuccess } from '../../../lib/toast';
import { discountsApi } from '../api/discounts-api';

interface DiscountRowActionsProps {
  discount: Discount;
  onRemove: (discount: Discount) => void;
}

/** A discount's row menu: edit, switch it on or off, delete. */
export function DiscountRowActions({ discount, onRemove }: DiscountRowActionsProps) {
  const { t } = useTranslation('discounts');
  const errorMessage = useErrorMessage();
  const update = discountsApi.useUpdate();
  const setActive = (active: boolean) => {
    update.mutateAsync({ id: discount.id, body: { active } }).then(
      (saved) =>
        toastSuccess(t(active ? 'toasts.activated' : 'toasts.deactivated', { name: saved.name })),
      (error: unknown) => toastError(errorMessage(error)),
    );
  };
  return (
    <RowActions
      label={t('actions.menu', { name: discount.name })}
      actions={[
        { label: t('actions.edit'), to: editPath(discount.id) },
        discount.active
          ? { label: t('actions.deactivate'), onClick: () => setActive(false) }
          : { label: t('actions.activate'), onClick: () => setActive(true) },
        { label: t('actions.remove'), danger: true, onClick: () => onRemove(discount) },
      ]}
    />
  );
}
