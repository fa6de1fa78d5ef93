import type { Expense } from '@olivia/contracts/expenses';
import { messages } from '@olivia/contracts/messages';
import { MAIN_USER } from '@olivia/contracts/roles';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { Plus, Tags } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { drawerPaths, editPath } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { expensesApi } from '../api/expenses-api';
import { CategoriesDialog } from '../components/categories-dialog';
import { expenseColumns } from '../components/expense-columns';
import { ExpenseFilters } from '../components/expense-filters';
import { RemoveExpenseDialog } from '../components/remove-expense-dialog';

/**
 * /expenditures/all: what the business spent outside the wallet; category, method, branch, dates,
 * search, sorting and pages in the URL; export of the filtered set. Every user records; the
 * main user edits, removes and manages the categories.
 */
export function ExpensesRoute() {
  usePageTitle(useRouteTitleKey() ?? 'expenditures');
  const { t, i18n } = useTranslation(['expenses', 'routes']);
  const translateMessage = useTranslateMessage();
  const currency = useSession((state) => state.user?.currency);
  const isMainUser = useSession((state) => state.user?.userCategory === MAIN_USER);
  const { search } = useLocation();
  const expenses = expensesApi.useList();
  const [removing, setRemoving] = useState<Expense | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const language = i18n.language;
  const { category, method, branch, from, to } = expenses.filters;
  const rangeError = isDateRangeOrdered(from, to)
    ? undefined
    : translateMessage(messages.dateRangeInvalid);

  const columns = useMemo(
    () =>
      expenseColumns(t, {
        currency,
        language,
        search,
        canEdit: isMainUser,
        actions: isMainUser
          ? (expense) => (
              <RowActions
                label={t('actions.menu', { payee: expense.payee })}
                actions={[
                  { label: t('actions.edit'), to: editPath(expense.id) },
                  { label: t('actions.remove'), danger: true, onClick: () => setRemoving(expense) },
                ]}
              />
            )
          : null,
      }),
    [t, currency, language, search, isMainUser],
  );

  const add = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  );
  const actions = (
    <div className="flex flex-wrap gap-2">
      {isMainUser && (
        <Button variant="outline" onClick={() => setCategoriesOpen(true)}>
          <Tags aria-hidden="true" className="size-4" />
          {t('manageCategories')}
        </Button>
      )}
      {add}
    </div>
  );

  return (
    <ListPage
      title={t('routes:expenditures')}
      description={t('intro')}
      primaryAction={actions}
      filters={
        <ExpenseFilters
          values={{ category, method, branch, from, to }}
          rangeError={rangeError}
          onChange={expenses.setFilters}
        />
      }
      resource={expenses}
      blocked={rangeError}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(expense) => expense.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => (rangeError ? Promise.resolve([]) : expensesApi.getAll(expenses.query))}
      errorText={t('loadFailed')}
    >
      <RemoveExpenseDialog expense={removing} onClose={() => setRemoving(null)} />
      {isMainUser && (
        <CategoriesDialog open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
      )}
      <Outlet />
    </ListPage>
  );
}
