import type { Category } from '@olivia/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { categoriesApi } from '../api/categories-api';

interface RemoveCategoryDialogProps {
  category: Category | null;
  onClose: () => void;
}

/** Asks before removing a category, saying its products stay (without a category). */
export function RemoveCategoryDialog({ category, onClose }: RemoveCategoryDialogProps) {
  const { t } = useTranslation('categories');
  const remove = categoriesApi.useRemove();
  if (!category) return null;
  const { name } = category;
  return (
    <ConfirmDialog
      key={category.id}
      open
      title={t('confirm.removeTitle', { name })}
      message={t('confirm.removeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(category.id);
        toastSuccess(t('toasts.removed', { name }));
      }}
      onClose={onClose}
    />
  );
}
