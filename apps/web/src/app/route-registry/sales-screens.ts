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
import { placeholderScreen, type RouteEntry } from './route-entry';
import { drawerPaths, screenPaths } from '../../lib/screen-paths';

/** Selling: the catalogue, orders, customers, delivery and stock. */
export const SALES_SCREENS: readonly RouteEntry[] = [
  {
    path: screenPaths.categories,
    titleKey: 'categories',
    screen: async () => ({
      Component: (await import('../../features/categories/routes/categories-route'))
        .CategoriesRoute,
    }),
    nav: { label: 'categories', order: 100, icon: FolderTree },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newCategory',
        screen: async () => ({
          Component: (await import('../../features/categories/routes/new-category-route'))
            .NewCategoryRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editCategory',
        screen: async () => ({
          Component: (await import('../../features/categories/routes/edit-category-route'))
            .EditCategoryRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.products,
    titleKey: 'products',
    screen: async () => ({
      Component: (await import('../../features/products/routes/products-route')).ProductsRoute,
    }),
    nav: { label: 'products', order: 110, icon: Package },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newProduct',
        screen: async () => ({
          Component: (await import('../../features/products/routes/new-product-route'))
            .NewProductRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editProduct',
        screen: async () => ({
          Component: (await import('../../features/products/routes/edit-product-route'))
            .EditProductRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.returnedItems,
    titleKey: 'returnedItems',
    screen: async () => ({
      Component: (await import('../../features/returns/routes/returns-route')).ReturnsRoute,
    }),
    nav: { label: 'returnedItems', order: 120, icon: Undo2 },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'recordReturn',
        screen: async () => ({
          Component: (await import('../../features/returns/routes/new-return-route'))
            .NewReturnRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.orders,
    titleKey: 'orders',
    screen: async () => ({
      Component: (await import('../../features/orders/routes/orders-route')).OrdersRoute,
    }),
    nav: { label: 'orders', order: 130, icon: ShoppingCart },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newOrder',
        screen: async () => ({
          Component: (await import('../../features/orders/routes/new-order-route')).NewOrderRoute,
        }),
      },
      {
        path: ':id',
        titleKey: 'orderDetail',
        screen: async () => ({
          Component: (await import('../../features/orders/routes/order-detail-route'))
            .OrderDetailRoute,
        }),
      },
      {
        path: ':id/refund',
        titleKey: 'refundOrder',
        screen: async () => ({
          Component: (await import('../../features/orders/routes/order-refund-route'))
            .OrderRefundRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.invoices,
    titleKey: 'invoices',
    screen: async () => ({
      Component: (await import('../../features/invoices/routes/invoices-route')).InvoicesRoute,
    }),
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'invoices',
        screen: async () => ({
          Component: (await import('../../features/invoices/routes/new-invoice-route'))
            .NewInvoiceRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'invoices',
        screen: async () => ({
          Component: (await import('../../features/invoices/routes/edit-invoice-route'))
            .EditInvoiceRoute,
        }),
      },
      {
        path: drawerPaths.detail,
        titleKey: 'invoices',
        screen: async () => ({
          Component: (await import('../../features/invoices/routes/invoice-detail-route'))
            .InvoiceDetailRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.customerReviews,
    titleKey: 'customerReviews',
    screen: async () => ({
      Component: (await import('../../features/reviews/routes/reviews-route')).ReviewsRoute,
    }),
    nav: { label: 'customerReviews', order: 140, icon: Star },
  },
  {
    path: screenPaths.ratings,
    titleKey: 'ratings',
    screen: async () => ({
      Component: (await import('../../features/reviews/routes/ratings-route')).RatingsRoute,
    }),
  },
  {
    path: screenPaths.customers,
    titleKey: 'customers',
    screen: async () => ({
      Component: (await import('../../features/customers/routes/customers-route')).CustomersRoute,
    }),
    nav: { label: 'customers', order: 190, icon: Users },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newCustomer',
        screen: async () => ({
          Component: (await import('../../features/customers/routes/new-customer-route'))
            .NewCustomerRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editCustomer',
        screen: async () => ({
          Component: (await import('../../features/customers/routes/edit-customer-route'))
            .EditCustomerRoute,
        }),
      },
      {
        path: drawerPaths.detail,
        titleKey: 'customerDetail',
        screen: async () => ({
          Component: (await import('../../features/customers/routes/customer-detail-route'))
            .CustomerDetailRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.deliveryRoutes,
    titleKey: 'deliveryRoutes',
    screen: placeholderScreen,
    nav: { label: 'deliveryRoutes', order: 200, icon: Truck },
  },
  {
    path: screenPaths.addresses,
    titleKey: 'addresses',
    screen: async () => ({
      Component: (await import('../../features/addresses/routes/addresses-route')).AddressesRoute,
    }),
    nav: { label: 'addresses', order: 380, icon: MapPin },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newAddress',
        screen: async () => ({
          Component: (await import('../../features/addresses/routes/new-address-route'))
            .NewAddressRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editAddress',
        screen: async () => ({
          Component: (await import('../../features/addresses/routes/edit-address-route'))
            .EditAddressRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.inventory,
    titleKey: 'inventory',
    screen: async () => ({
      Component: (await import('../../features/inventory/routes/inventory-route')).InventoryRoute,
    }),
    nav: { label: 'inventory', order: 390, icon: Boxes },
    children: [
      {
        path: 'history',
        titleKey: 'stockHistory',
        screen: async () => ({
          Component: (await import('../../features/inventory/routes/stock-history-route'))
            .StockHistoryRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.suppliers,
    titleKey: 'suppliers',
    screen: placeholderScreen,
    nav: { label: 'suppliers', order: 400, icon: Factory },
  },
  {
    path: screenPaths.brands,
    titleKey: 'brands',
    screen: async () => ({
      Component: (await import('../../features/brands/routes/brands-route')).BrandsRoute,
    }),
    nav: { label: 'brands', order: 420, icon: Tag },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newBrand',
        screen: async () => ({
          Component: (await import('../../features/brands/routes/new-brand-route')).NewBrandRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editBrand',
        screen: async () => ({
          Component: (await import('../../features/brands/routes/edit-brand-route')).EditBrandRoute,
        }),
      },
    ],
  },
  {
    path: screenPaths.branches,
    titleKey: 'branches',
    screen: placeholderScreen,
    nav: { label: 'branches', order: 430, icon: Building2 },
  },
  {
    path: screenPaths.discounts,
    titleKey: 'discounts',
    screen: async () => ({
      Component: (await import('../../features/discounts/routes/discounts-route')).DiscountsRoute,
    }),
    nav: { label: 'discount', order: 440, icon: Percent },
    children: [
      {
        path: drawerPaths.new,
        titleKey: 'newDiscount',
        screen: async () => ({
          Component: (await import('../../features/discounts/routes/new-discount-route'))
            .NewDiscountRoute,
        }),
      },
      {
        path: drawerPaths.edit,
        titleKey: 'editDiscount',
        screen: async () => ({
          Component: (await import('../../features/discounts/routes/edit-discount-route'))
            .EditDiscountRoute,
        }),
      },
    ],
  },
];
