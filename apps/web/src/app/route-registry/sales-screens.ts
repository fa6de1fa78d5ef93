import { FolderTree, Package, ShoppingCart, Star, Undo2, Users } from 'lucide-react';
import type { RouteEntry } from './route-entry';
import { drawerPaths, screenPaths } from '../../lib/screen-paths';
import { SUPPLY_SCREENS } from './supply-screens';

/** One loader per area: its screen and drawers share a chunk (ADR 0023). */
const categories = async () =>
  (await import('../../features/categories/routes/area-screens')).categoriesScreens;
const customers = async () =>
  (await import('../../features/customers/routes/area-screens')).customersScreens;
const invoices = async () =>
  (await import('../../features/invoices/routes/area-screens')).invoicesScreens;
const orders = async () =>
  (await import('../../features/orders/routes/area-screens')).ordersScreens;
const products = async () =>
  (await import('../../features/products/routes/area-screens')).productsScreens;
const returns = async () =>
  (await import('../../features/returns/routes/area-screens')).returnsScreens;
const reviews = async () =>
  (await import('../../features/reviews/routes/area-screens')).reviewsScreens;

/**
 * Selling: the catalogue, orders, invoices, reviews and customers; then, in this order, delivery
 * and stock (supply-screens.ts).
 */
export const SALES_SCREENS: readonly RouteEntry[] = [
  {
    path: screenPaths.categories,
    titleKey: 'categories',
    screen: async () => ({
      Component: (await categories()).CategoriesRoute,
    }),
    nav: { label: 'categories', order: 100, icon: FolderTree },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newCategory',
        screen: async () => ({
          Component: (await categories()).NewCategoryRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editCategory',
        screen: async () => ({
          Component: (await categories()).EditCategoryRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.products,
    titleKey: 'products',
    screen: async () => ({
      Component: (await products()).ProductsRoute,
    }),
    nav: { label: 'products', order: 110, icon: Package },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newProduct',
        screen: async () => ({
          Component: (await products()).NewProductRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editProduct',
        screen: async () => ({
          Component: (await products()).EditProductRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.returnedItems,
    titleKey: 'returnedItems',
    screen: async () => ({
      Component: (await returns()).ReturnsRoute,
    }),
    nav: { label: 'returnedItems', order: 120, icon: Undo2 },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'recordReturn',
        screen: async () => ({
          Component: (await returns()).NewReturnRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.orders,
    titleKey: 'orders',
    screen: async () => ({
      Component: (await orders()).OrdersRoute,
    }),
    nav: { label: 'orders', order: 130, icon: ShoppingCart },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newOrder',
        screen: async () => ({
          Component: (await orders()).NewOrderRoute,
        }),
      },
      {
        path: ':id',
        titleKey: 'orderDetail',
        screen: async () => ({
          Component: (await orders()).OrderDetailRoute,
        }),
      },
      {
        path: ':id/refund',
        titleKey: 'refundOrder',
        screen: async () => ({
          Component: (await orders()).OrderRefundRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.invoices,
    titleKey: 'invoices',
    screen: async () => ({
      Component: (await invoices()).InvoicesRoute,
    }),
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'invoices',
        screen: async () => ({
          Component: (await invoices()).NewInvoiceRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'invoices',
        screen: async () => ({
          Component: (await invoices()).EditInvoiceRoute,
        }),
      },
      {
        path: drawerPaths.detail,
        titleKey: 'invoices',
        screen: async () => ({
          Component: (await invoices()).InvoiceDetailRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.customerReviews,
    titleKey: 'customerReviews',
    screen: async () => ({
      Component: (await reviews()).ReviewsRoute,
    }),
    nav: { label: 'customerReviews', order: 140, icon: Star },
  },
  {
    path: screenPaths.ratings,
    titleKey: 'ratings',
    screen: async () => ({
      Component: (await reviews()).RatingsRoute,
    }),
  },
  {
    path: screenPaths.customers,
    titleKey: 'customers',
    screen: async () => ({
      Component: (await customers()).CustomersRoute,
    }),
    nav: { label: 'customers', order: 190, icon: Users },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newCustomer',
        screen: async () => ({
          Component: (await customers()).NewCustomerRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editCustomer',
        screen: async () => ({
          Component: (await customers()).EditCustomerRoute,
        }),
      },
      {
        path: drawerPaths.detail,
        titleKey: 'customerDetail',
        screen: async () => ({
          Component: (await customers()).CustomerDetailRoute,
        }),
      },
    ],
  },
  ...SUPPLY_SCREENS,
];
