import { CustomerDetailRoute } from './customer-detail-route';
import { CustomersRoute } from './customers-route';
import { EditCustomerRoute } from './edit-customer-route';
import { NewCustomerRoute } from './new-customer-route';

/**
 * The customers area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const customersScreens = {
  CustomersRoute,
  NewCustomerRoute,
  EditCustomerRoute,
  CustomerDetailRoute,
};
