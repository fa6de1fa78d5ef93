import {
  Boxes,
  Building2,
  Factory,
  FolderTree,
  MapPin,
  Package,
  Percent,
  ShoppingCart,
  Star,
  Tag,
  Truck,
  Undo2,
  Users,
} from 'lucide-react';
import type { RouteEntry } from './route-entry';
import { drawerPaths, screenPaths } from '../../lib/screen-paths';

/** One loader per area: its screen and drawers share a chunk (ADR 0023). */
const addresses = async () =>
  (await import('../../features/addresses/routes/area-screens')).addressesScreens;
const branches = async () =>
  (await import('../../features/branches/routes/area-screens')).branchesScreens;
const brands = async () =>
  (await import('../../features/brands/routes/area-screens')).brandsScreens;
const categories = async () =>
  (await import('../../features/categories/routes/area-screens')).categoriesScreens;
const customers = async () =>
  (await import('../../features/customers/routes/area-screens')).customersScreens;
const delivery = async () =>
  (await import('../../features/delivery/routes/area-screens')).deliveryScreens;
const discounts = async () =>
  (await import('../../features/discounts/routes/area-screens')).discountsScreens;
const inventory = async () =>
  (await import('../../features/inventory/routes/area-screens')).inventoryScreens;
const invoices = async () =>
  (await import('../../features/invoices/routes/area-screens')).invoicesScreens;
const orders = async () =>
  (await import('../../features/orders/routes/area-screens')).ordersScreens;
const products = async () =>
  (await import('../../features/products/routes/area-screens')).productsScreens;
const suppliers = async () =>
  (await import('../../features/suppliers/routes/area-screens')).suppliersScreens;
const returns = async () =>
  (await import('../../features/returns/routes/area-screens')).returnsScreens;
const reviews = async () =>
  (await import('../../features/reviews/routes/area-screens')).reviewsScreens;

/** Selling: the catalogue, orders, customers, delivery and stock. */
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
  {
    path: screenPaths.deliveryRoutes,
    titleKey: 'deliveryRoutes',
    screen: async () => ({
      Component: (await delivery()).DeliveryRoute,
    }),
    nav: { label: 'deliveryRoutes', order: 200, icon: Truck },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newDeliveryZone',
        screen: async () => ({
          Component: (await delivery()).NewZoneRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editDeliveryZone',
        screen: async () => ({
          Component: (await delivery()).EditZoneRoute,
        }),
      },
      // Delivery runs (`?view=runs`): planning one, and a run's drawer.
      {
        path: 'runs/new',
        titleKey: 'newDeliveryRun',
        screen: async () => ({
          Component: (await delivery()).NewRunRoute,
        }),
      },
      {
        path: 'runs/:id',
        titleKey: 'deliveryRun',
        screen: async () => ({
          Component: (await delivery()).RunDetailRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.addresses,
    titleKey: 'addresses',
    screen: async () => ({
      Component: (await addresses()).AddressesRoute,
    }),
    nav: { label: 'addresses', order: 380, icon: MapPin },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newAddress',
        screen: async () => ({
          Component: (await addresses()).NewAddressRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editAddress',
        screen: async () => ({
          Component: (await addresses()).EditAddressRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.inventory,
    titleKey: 'inventory',
    screen: async () => ({
      Component: (await inventory()).InventoryRoute,
    }),
    nav: { label: 'inventory', order: 390, icon: Boxes },
    children: [
      {
        path: 'history',
        titleKey: 'stockHistory',
        screen: async () => ({
          Component: (await inventory()).StockHistoryRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.suppliers,
    titleKey: 'suppliers',
    screen: async () => ({
      Component: (await suppliers()).SuppliersRoute,
    }),
    nav: { label: 'suppliers', order: 400, icon: Factory },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newSupplier',
        screen: async () => ({ Component: (await suppliers()).NewSupplierRoute }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editSupplier',
        screen: async () => ({ Component: (await suppliers()).EditSupplierRoute }),
      },
      {
        path: 'orders/new',
        titleKey: 'newPurchaseOrder',
        screen: async () => ({ Component: (await suppliers()).NewPurchaseOrderRoute }),
      },
      {
        path: 'orders/:id/edit',
        titleKey: 'editPurchaseOrder',
        screen: async () => ({ Component: (await suppliers()).EditPurchaseOrderRoute }),
      },
      {
        path: 'orders/:id',
        titleKey: 'purchaseOrder',
        screen: async () => ({ Component: (await suppliers()).PurchaseOrderDetailRoute }),
      },
      {
        path: drawerPaths.detail,
        titleKey: 'supplierDetail',
        screen: async () => ({ Component: (await suppliers()).SupplierDetailRoute }),
      },
    ],
  },
  {
    path: screenPaths.brands,
    titleKey: 'brands',
    screen: async () => ({
      Component: (await brands()).BrandsRoute,
    }),
    nav: { label: 'brands', order: 420, icon: Tag },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newBrand',
        screen: async () => ({
          Component: (await brands()).NewBrandRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editBrand',
        screen: async () => ({
          Component: (await brands()).EditBrandRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.branches,
    titleKey: 'branches',
    screen: async () => ({
      Component: (await branches()).BranchesRoute,
    }),
    nav: { label: 'branches', order: 430, icon: Building2 },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newBranch',
        screen: async () => ({
          Component: (await branches()).NewBranchRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editBranch',
        screen: async () => ({
          Component: (await branches()).EditBranchRoute,
        }),
      },
      {
        path: drawerPaths.detail,
        titleKey: 'branchDetail',
        screen: async () => ({
          Component: (await branches()).BranchDetailRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.discounts,
    titleKey: 'discounts',
    screen: async () => ({
      Component: (await discounts()).DiscountsRoute,
    }),
    nav: { label: 'discount', order: 440, icon: Percent },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newDiscount',
        screen: async () => ({
          Component: (await discounts()).NewDiscountRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editDiscount',
        screen: async () => ({
          Component: (await discounts()).EditDiscountRoute,
        }),
      },
    ],
  },
];
