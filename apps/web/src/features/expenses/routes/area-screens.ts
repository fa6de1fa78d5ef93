import { EditExpenseRoute } from './edit-expense-route';
import { ExpensesRoute } from './expenses-route';
import { NewExpenseRoute } from './new-expense-route';

/** The expenditures area's screen and drawers: one lazy chunk (ADR 0023). */
export const expensesScreens = {
  ExpensesRoute,
  NewExpenseRoute,
  EditExpenseRoute,
};
