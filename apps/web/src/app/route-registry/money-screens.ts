import { Coins, HandCoins, Link, Network, Receipt, ReceiptText, Split } from 'lucide-react';
import { placeholderScreen, type RouteEntry } from './route-entry';
import { drawerPaths, screenPaths, SPLIT_PAYEES_PATH } from '../../lib/screen-paths';

/** One loader per area: its screen and drawers share a chunk (ADR 0023). */
const cardPayments = async () =>
  (await import('../../features/card-payments/routes/area-screens')).cardPaymentsScreens;
const paymentLinks = async () =>
  (await import('../../features/payment-links/routes/area-screens')).paymentLinksScreens;
const expenses = async () =>
  (await import('../../features/expenses/routes/area-screens')).expensesScreens;
const splitPayments = async () =>
  (await import('../../features/split-payments/routes/area-screens')).splitPaymentsScreens;

/** Money: payment links, transactions, terminals, loans and the store's books. */
export const MONEY_SCREENS: readonly RouteEntry[] = [
  {
    path: screenPaths.paymentLinks,
    titleKey: 'paymentLinks',
    screen: async () => ({
      Component: (await paymentLinks()).PaymentLinksRoute,
    }),
    nav: { label: 'paymentLinks', order: 50, icon: Link },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newPaymentLink',
        screen: async () => ({
          Component: (await paymentLinks()).NewPaymentLinkRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editPaymentLink',
        screen: async () => ({
          Component: (await paymentLinks()).EditPaymentLinkRoute,
        }),
      },
      {
        path: drawerPaths.detail,
        titleKey: 'paymentLinkDetail',
        screen: async () => ({
          Component: (await paymentLinks()).PaymentLinkDetailRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.transactions,
    titleKey: 'transactions',
    screen: async () => ({
      Component: (await import('../routes/transactions-screen')).TransactionsScreen,
    }),
    nav: { label: 'allTransactions', group: 'transactions', order: 10 },
    children: [
      {
        path: ':id',
        titleKey: 'transactionDetail',
        screen: async () => ({
          Component: (await import('../../features/transactions/routes/transaction-detail-route'))
            .TransactionDetailRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.cardTransactions,
    titleKey: 'cardTransactions',
    screen: async () => ({
      Component: (await cardPayments()).CardPaymentsRoute,
    }),
    nav: { label: 'cardTransactions', group: 'transactions', order: 20 },
    children: [
      {
        path: drawerPaths.detail,
        titleKey: 'transactionDetail',
        screen: async () => ({
          Component: (await cardPayments()).CardPaymentDetailRoute,
        }),
      },
      {
        path: `${drawerPaths.detail}/refund`,
        titleKey: 'transactionDetail',
        screen: async () => ({
          Component: (await cardPayments()).CardRefundRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.successRate,
    titleKey: 'successRate',
    screen: async () => ({
      Component: (await import('../../features/success-rate/routes/success-rate-route'))
        .SuccessRateRoute,
    }),
    only: 'ngn',
    nav: { label: 'successRate', group: 'transactions', order: 30 },
  },
  {
    path: screenPaths.terminals,
    titleKey: 'terminals',
    screen: placeholderScreen,
    nav: { label: 'buyTerminal', group: 'terminals', order: 10 },
  },
  {
    path: screenPaths.terminalTransactions,
    titleKey: 'terminalTransactions',
    screen: placeholderScreen,
    nav: { label: 'viewTerminals', group: 'terminals', order: 20 },
  },
  {
    path: screenPaths.loans,
    titleKey: 'loans',
    screen: placeholderScreen,
    nav: { label: 'loans', order: 150, icon: HandCoins },
  },
  {
    path: screenPaths.loanPaymentHistory,
    titleKey: 'loanPaymentHistory',
    screen: placeholderScreen,
  },
  {
    path: screenPaths.splitPayments,
    titleKey: 'splitPayments',
    screen: async () => ({
      Component: (await splitPayments()).SplitPaymentsRoute,
    }),
    nav: { label: 'splitPayments', order: 300, icon: Split },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newSplit',
        screen: async () => ({
          Component: (await splitPayments()).NewSplitGroupRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editSplit',
        screen: async () => ({
          Component: (await splitPayments()).EditSplitGroupRoute,
        }),
      },
      {
        path: `${SPLIT_PAYEES_PATH}/${drawerPaths.new}`,
        titleKey: 'newSplitPayee',
        screen: async () => ({
          Component: (await splitPayments()).NewSplitPayeeRoute,
        }),
      },
      {
        path: `${SPLIT_PAYEES_PATH}/${drawerPaths.edit}`,
        titleKey: 'editSplitPayee',
        screen: async () => ({
          Component: (await splitPayments()).EditSplitPayeeRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.aggregators,
    titleKey: 'aggregators',
    screen: placeholderScreen,
    nav: { label: 'aggregators', order: 310, icon: Network },
  },
  {
    path: screenPaths.aggregatorTransactions,
    titleKey: 'aggregatorTransactions',
    screen: placeholderScreen,
  },
  {
    path: screenPaths.currency,
    titleKey: 'currencies',
    screen: placeholderScreen,
    nav: { label: 'currency', order: 350, icon: Coins },
  },
  {
    path: screenPaths.receipts,
    titleKey: 'receipts',
    screen: async () => ({
      Component: (await import('../../features/receipts/routes/receipts-route')).ReceiptsRoute,
    }),
    nav: { label: 'receipts', order: 360, icon: ReceiptText },
  },
  {
    path: screenPaths.expenditures,
    titleKey: 'expenditures',
    screen: async () => ({ Component: (await expenses()).ExpensesRoute }),
    nav: { label: 'expenditures', order: 370, icon: Receipt },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newExpense',
        screen: async () => ({ Component: (await expenses()).NewExpenseRoute }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editExpense',
        screen: async () => ({ Component: (await expenses()).EditExpenseRoute }),
      },
    ],
  },
  { path: screenPaths.insurance, titleKey: 'insurance', screen: placeholderScreen },
  { path: screenPaths.contributions, titleKey: 'contributions', screen: placeholderScreen },
];
