import { useTranslation } from 'react-i18next';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { expensesApi } from '../api/expenses-api';
import { ExpenseFormDrawer } from '../components/expense-form-drawer';

/** Today in the reader's calendar, YYYY-MM-DD. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** /expenditures/all/new: a cash expense of today by default. */
export function NewExpenseRoute() {
  const { t } = useTranslation(['expenses', 'routes']);
  const create = expensesApi.useCreate();
  const close = useCloseDrawer();
  return (
    <ExpenseFormDrawer
      title={t('routes:newExpense')}
      description={t('form.intro')}
      defaultValues={{
        date: today(),
        category: 'stock',
        payee: '',
        method: 'cash',
        branchid: null,
        note: '',
        receipturl: '',
      }}
      submitLabel={t('form.create')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { payee: created.payee }));
        close();
      }}
      onClose={close}
    />
  );
}
