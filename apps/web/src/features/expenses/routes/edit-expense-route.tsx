import type { Expense } from '@olivia/contracts/expenses';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { expensesApi } from '../api/expenses-api';
import { ExpenseFormDrawer } from '../components/expense-form-drawer';

/** /expenditures/all/:id/edit: the same drawer as New, filled with the expense (main user). */
export function EditExpenseRoute() {
  const { t } = useTranslation(['expenses', 'routes']);
  const { id = '' } = useParams();
  const expense = expensesApi.useOne(id);
  const close = useCloseDrawer();

  if (expense.data) return <EditExpenseForm expense={expense.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editExpense')}
      error={expense.error}
      isError={expense.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
    />
  );
}

function EditExpenseForm({ expense, onClose }: { expense: Expense; onClose: () => void }) {
  const { t } = useTranslation(['expenses', 'routes']);
  const update = expensesApi.useUpdate();
  const { date, category, payee, amount, method, branchid, note, receipturl } = expense;
  return (
    <ExpenseFormDrawer
      title={t('routes:editExpense')}
      description={expense.payee}
      defaultValues={{ date, category, payee, amount, method, branchid, note, receipturl }}
      currentBranch={branchid ? { value: branchid, label: expense.branch } : undefined}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: expense.id, body });
        toastSuccess(t('toasts.saved', { payee: saved.payee }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
