import { expenseCategoryEndpoints, expenseEndpoints } from '@olivia/contracts/expense-endpoints';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { expense, expenseId, fakeExpensesApi, FUEL_ID } from '../test/expenses-fake';

function renderExpenses(path: string = screenPaths.expenditures, staff = false) {
  signInAs(staff ? { userCategory: 'OLIVIA_SUB_USER' } : {});
  renderScreen(screenPaths.expenditures, path);
  return userEvent.setup();
}
const table = () => screen.findByRole('table', { name: 'Expenses' });
const rowOf = async (payee: string) =>
  (await within(await table()).findByText(payee)).closest('tr') as HTMLElement;
const location = () => screen.getByTestId('location');

describe('/expenditures/all', () => {
  it('lists expenses with their category, method, branch and amount; filters live in the URL', async () => {
    const api = fakeExpensesApi(
      [expense(1), expense(2), expense(3)],
      [{ id: FUEL_ID, name: 'Generator fuel', expensecount: 1 }],
    );
    const user = renderExpenses();
    const rent = await rowOf('Mr Adewale');
    expect(rent).toHaveTextContent('Rent');
    expect(rent).toHaveTextContent('Bank (outside Olivia)');
    expect(rent).toHaveTextContent('₦250,000.00');
    expect(rent).toHaveTextContent('November rent');
    expect(within(rent).getByRole('link', { name: 'Receipt for Mr Adewale' })).toHaveAttribute(
      'href',
      '/files/r-1/1.sig',
    );
    expect(await rowOf('Bolt rides')).toHaveTextContent('Yaba shop');
    expect(await rowOf('Total Yaba')).toHaveTextContent('Generator fuel');

    await user.selectOptions(screen.getByLabelText('Category'), 'Generator fuel');
    await waitFor(() => expect(location()).toHaveTextContent(`category=${FUEL_ID}`));
    await waitFor(() => expect(screen.queryByText('Mr Adewale')).toBeNull());
    await user.selectOptions(await screen.findByLabelText('Branch'), 'Yaba shop');
    await waitFor(() => expect(location()).toHaveTextContent('branch='));
    await user.selectOptions(screen.getByLabelText('Paid by'), 'Cash');
    await waitFor(() => expect(location()).toHaveTextContent('method=cash'));
    expect(api.of(expenseEndpoints.list).at(-1)?.url).toContain('method=cash');
  });

  it('says what to do when there is no expense yet', async () => {
    fakeExpensesApi([]);
    renderExpenses();
    expect(await screen.findByText('No expenses yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Record expense' }).length).toBeGreaterThan(0);
  });

  it('records an expense with a receipt photo, validated by the contract', async () => {
    const api = fakeExpensesApi([expense(1)]);
    const user = renderExpenses();
    const [add] = await screen.findAllByRole('link', { name: 'Record expense' });
    if (!add) throw new Error('no Record expense link');
    await user.click(add);
    const drawer = await screen.findByRole('dialog', { name: 'New expense' });
    await user.click(within(drawer).getByRole('button', { name: 'Record expense' }));
    expect(within(drawer).getByLabelText('Amount')).toHaveAccessibleDescription(
      'Enter a valid amount',
    );
    expect(within(drawer).getByLabelText('Paid to')).toHaveAccessibleDescription(
      /Field is required/,
    );
    expect(api.of(expenseEndpoints.create)).toHaveLength(0);

    await user.clear(within(drawer).getByLabelText('Date paid'));
    await user.type(within(drawer).getByLabelText('Date paid'), '2026-11-20');
    await user.type(within(drawer).getByLabelText('Amount'), '12500.5');
    await user.type(within(drawer).getByLabelText('Paid to'), 'Bolt rides');
    await user.selectOptions(within(drawer).getByLabelText('Category'), 'Transport');
    await user.selectOptions(within(drawer).getByLabelText('Paid by'), 'Card');
    await user.selectOptions(await within(drawer).findByLabelText('Branch'), 'Yaba shop');
    const photo = new File([new Uint8Array([1, 2, 3])], 'receipt.jpg', { type: 'image/jpeg' });
    await user.upload(within(drawer).getByLabelText('Receipt photo'), photo);
    await waitFor(() => expect(api.of(uploadEndpoints.uploadImage)).toHaveLength(1));
    expect(api.of(uploadEndpoints.uploadImage)[0]?.url).toContain('purpose=expense-receipt');
    await user.click(within(drawer).getByRole('button', { name: 'Record expense' }));
    expect(await screen.findByText('Expense paid to Bolt rides recorded')).toBeInTheDocument();
    expect(api.of(expenseEndpoints.create).at(-1)?.body).toEqual({
      date: '2026-11-20',
      category: 'transport',
      payee: 'Bolt rides',
      amount: 12500.5,
      method: 'card',
      branchid: '00000000-0000-4000-8000-000000000099',
      note: '',
      receipturl: '/files/r-9/9.sig',
    });
  });

  it('edits and removes an expense (main user)', async () => {
    const api = fakeExpensesApi([expense(1), expense(2)]);
    const user = renderExpenses(`/expenditures/all/${expenseId(2)}/edit`);
    const amount = await screen.findByLabelText('Amount');
    const drawer = amount.closest('[role="dialog"]') as HTMLElement;
    expect(drawer).toHaveAccessibleName('Edit expense');
    expect(amount).toHaveValue('4500.5');
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Expense paid to Bolt rides saved')).toBeInTheDocument();
    expect(api.of(expenseEndpoints.update).at(-1)?.body).toMatchObject({ amount: 5000 });

    const row = await rowOf('Mr Adewale');
    await user.click(within(row).getByRole('button', { name: 'Actions for Mr Adewale' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Remove the expense paid to Mr Adewale?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.of(expenseEndpoints.remove)).toHaveLength(1));
  });

  it('lets the main user add a category; a taken name says so', async () => {
    const api = fakeExpensesApi([], [{ id: FUEL_ID, name: 'Generator fuel', expensecount: 1 }]);
    const user = renderExpenses();
    await user.click(await screen.findByRole('button', { name: 'Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expense categories' });
    expect(within(dialog).getByText('1 expense')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New category'), 'generator FUEL');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('You already have a category with this name'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('New category'));
    await user.type(within(dialog).getByLabelText('New category'), 'Security');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.of(expenseCategoryEndpoints.create).at(-1)?.body).toEqual({ name: 'Security' }),
    );
  });

  it('lets a sub-user record but not edit, remove or manage categories', async () => {
    fakeExpensesApi([expense(1)]);
    renderExpenses(screenPaths.expenditures, true);
    const row = await rowOf('Mr Adewale');
    expect(within(row).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(within(row).queryByRole('link', { name: 'Mr Adewale' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Categories' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Record expense' }).length).toBeGreaterThan(0);
  });
});
