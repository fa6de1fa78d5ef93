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

/** Selling: the catalogue, orders, customers, delivery and stock. */
export const SALES_SCREENS: readonly RouteEntry[] = [
  {
    path: '/category/all',
    titleKey: 'categories',
    screen: async () => ({
      Component: (await import('../../features/categories/routes/categories-route'))
        .CategoriesRoute,
    }),
    nav: { label: 'categories', order: 100, icon: FolderTree },
    children: [
      {
        path: 'new',
        titleKey: 'newCategory',
        screen: async () => ({
          Component: (await import('../../features/categories/routes/new-category-route'))
            .NewCategoryRoute,
        }),
      },
      {
        path: ':id/edit',
        titleKey: 'editCategory',
        screen: async () => ({
          Component: (await import('../../features/categories/routes/edit-category-route'))
            .EditCategoryRoute,
        }),
      },
    ],
  },
  {
    path: '/products/all',
    titleKey: 'products',
    screen: async () => ({
      Component: (await import('../../features/products/routes/products-route')).ProductsRoute,
    }),
    nav: { label: 'products', order: 110, icon: Package },
    children: [
      {
        path: 'new',
        titleKey: 'newProduct',
        screen: async () => ({
          Component: (await import('../../features/products/routes/new-product-route'))
            .NewProductRoute,
        }),
      },
      {
        path: ':id/edit',
        titleKey: 'editProduct',
        screen: async () => ({
          Component: (await import('../../features/products/routes/edit-product-route'))
            .EditProductRoute,
        }),
      },
    ],
  },
  {
    path: '/returned-items/all',
    titleKey: 'returnedItems',
    screen: placeholderScreen,
    nav: { label: 'returnedItems', order: 120, icon: Undo2 },
  },
  {
    path: '/orders/all',
    titleKey: 'orders',
    screen: placeholderScreen,
    nav: { label: 'orders', order: 130, icon: ShoppingCart },
  },
  { path: '/invoice/all', titleKey: 'invoices', screen: placeholderScreen },
  {
    path: '/customer-reviews',
    titleKey: 'customerReviews',
    screen: placeholderScreen,
    nav: { label: 'customerReviews', order: 140, icon: Star },
  },
  { path: '/ratings/all', titleKey: 'ratings', screen: placeholderScreen },
  {
    path: '/customers/all',
    titleKey: 'customers',
    screen: placeholderScreen,
    nav: { label: 'customers', order: 190, icon: Users },
  },
  {
    path: '/delivery-routes/all',
    titleKey: 'deliveryRoutes',
    screen: placeholderScreen,
    nav: { label: 'deliveryRoutes', order: 200, icon: Truck },
  },
  {
    path: '/address/all',
    titleKey: 'addresses',
    screen: placeholderScreen,
    nav: { label: 'addresses', order: 380, icon: MapPin },
  },
  {
    path: '/inventory/all',
    titleKey: 'inventory',
    screen: placeholderScreen,
    nav: { label: 'inventory', order: 390, icon: Boxes },
  },
  {
    path: '/suppliers/all',
    titleKey: 'suppliers',
    screen: placeholderScreen,
    nav: { label: 'suppliers', order: 400, icon: Factory },
  },
  {
    path: '/brand/all',
    titleKey: 'brands',
    screen: placeholderScreen,
    nav: { label: 'brands', order: 420, icon: Tag },
  },
  {
    path: '/branch/all',
    titleKey: 'branches',
    screen: placeholderScreen,
    nav: { label: 'branches', order: 430, icon: Building2 },
  },
  {
    path: '/discount/all',
    titleKey: 'discounts',
    screen: placeholderScreen,
    nav: { label: 'discount', order: 440, icon: Percent },
  },
];
