import { EditPurchaseOrderRoute } from './edit-purchase-order-route';
import { EditSupplierRoute } from './edit-supplier-route';
import { NewPurchaseOrderRoute } from './new-purchase-order-route';
import { NewSupplierRoute } from './new-supplier-route';
import { PurchaseOrderDetailRoute } from './purchase-order-detail-route';
import { SupplierDetailRoute } from './supplier-detail-route';
import { SuppliersRoute } from './suppliers-route';

/**
 * The suppliers area's screen and drawers, loaded together: one lazy chunk and one preload
 * list (ADR 0023).
 */
export const suppliersScreens = {
  SuppliersRoute,
  NewSupplierRoute,
  EditSupplierRoute,
  SupplierDetailRoute,
  NewPurchaseOrderRoute,
  EditPurchaseOrderRoute,
  PurchaseOrderDetailRoute,
};
