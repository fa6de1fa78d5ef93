import { Coins, HandCoins, Link, Network, Receipt, ReceiptText, Split } from 'lucide-react';
import { placeholderScreen, type RouteEntry } from './route-entry';

/** Money: payment links, transactions, terminals, loans and the store's books. */
export const MONEY_SCREENS: readonly RouteEntry[] = [
  {
    path: '/payment-links',
    titleKey: 'paymentLinks',
    screen: placeholderScreen,
    nav: { label: 'paymentLinks', order: 50, icon: Link },
  },
  {
    path: '/transactions/all',
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
    path: '/transactions/card',
    titleKey: 'cardTransactions',
    screen: placeholderScreen,
    nav: { label: 'cardTransactions', group: 'transactions', order: 20 },
  },
  {
    path: '/transactions/success-rate',
    titleKey: 'successRate',
    screen: placeholderScreen,
    only: 'ngn',
    nav: { label: 'successRate', group: 'transactions', order: 30 },
  },
  {
    path: '/terminals/all',
    titleKey: 'terminals',
    screen: placeholderScreen,
    nav: { label: 'buyTerminal', group: 'terminals', order: 10 },
  },
  {
    path: '/transactions/terminal',
    titleKey: 'terminalTransactions',
    screen: placeholderScreen,
    nav: { label: 'viewTerminals', group: 'terminals', order: 20 },
  },
  {
    path: '/loan/all',
    titleKey: 'loans',
    screen: placeholderScreen,
    nav: { label: 'loans', order: 150, icon: HandCoins },
  },
  { path: '/loan/payment-history/:id', titleKey: 'loanPaymentHistory', screen: placeholderScreen },
  {
    path: '/split-payments',
    titleKey: 'splitPayments',
    screen: placeholderScreen,
    nav: { label: 'splitPayments', order: 300, icon: Split },
  },
  {
    path: '/aggregators/all',
    titleKey: 'aggregators',
    screen: placeholderScreen,
    nav: { label: 'aggregators', order: 310, icon: Network },
  },
  {
    path: '/aggregators/transactions/:agentEmail',
    titleKey: 'aggregatorTransactions',
    screen: placeholderScreen,
  },
  {
    path: '/currency/all',
    titleKey: 'currencies',
    screen: placeholderScreen,
    nav: { label: 'currency', order: 350, icon: Coins },
  },
  {
    path: '/receipts/all',
    titleKey: 'receipts',
    screen: placeholderScreen,
    nav: { label: 'receipts', order: 360, icon: ReceiptText },
  },
  {
    path: '/expenditures/all',
    titleKey: 'expenditures',
    screen: placeholderScreen,
    nav: { label: 'expenditures', order: 370, icon: Receipt },
  },
  { path: '/insurance/all', titleKey: 'insurance', screen: placeholderScreen },
  { path: '/contribution/all', titleKey: 'contributions', screen: placeholderScreen },
];
