import { Boxes, Building2, Factory, MapPin, Percent, Tag, Truck } from 'lucide-react';
import type { RouteEntry } from './route-entry';
import { drawerPaths, screenPaths } from '../../lib/screen-paths';

/** One loader per area: its screen and drawers share a chunk (ADR 0023). */
const addresses = async () =>
  (await import('../../features/addresses/routes/area-screens')).addressesScreens;
const branches = async () =>
  (await import('../../features/branches/routes/area-screens')).branchesScreens;
const brands = async () =>
  (await import('../../features/brands/routes/area-screens')).brandsScreens;
const delivery = async () =>
  (await import('../../features/delivery/routes/area-screens')).deliveryScreens;
const discounts = async () =>
  (await import('../../features/discounts/routes/area-screens')).discountsScreens;
const inventory = async () =>
  (await import('../../features/inventory/routes/area-screens')).inventoryScreens;
const suppliers = async () =>
  (await import('../../features/suppliers/routes/area-screens')).suppliersScreens;

/** Selling, continued: delivery, addresses, stock, suppliers, brands, branches and discounts. */
export const SUPPLY_SCREENS: readonly RouteEntry[] = [
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
      // Delivery runs (`?view=runs`): planning one, a run's drawer, and changing a planned one.
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
      {
        path: 'runs/:id/edit',
        titleKey: 'editDeliveryRun',
        screen: async () => ({
          Component: (await delivery()).EditRunRoute,
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
