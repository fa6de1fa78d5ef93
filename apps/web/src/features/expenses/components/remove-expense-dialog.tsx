import type { Expense } from '@olivia/contracts/expenses';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { expensesApi } from '../api/expenses-api';

/** Asks before removing an expense; the account log keeps what it was. */
export function RemoveExpenseDialog({
  expense,
  onClose,
}: {
  expense: Expense | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('expenses');
  const remove = expensesApi.useRemove();
  if (!expense) return null;
  const { payee } = expense;
  return (
    <ConfirmDialog
      key={expense.id}
      open
      title={t('confirm.removeTitle', { payee })}
      message={t('confirm.removeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(expense.id);
        toastSuccess(t('toasts.removed', { payee }));
      }}
      onClose={onClose}
    />
  );
}
