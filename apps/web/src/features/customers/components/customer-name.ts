import type { Customer } from '@olivia/contracts/customers';
import type { TFunction } from 'i18next';

/** How a customer is named on screen: an erased one, whose name is gone, says so. */
export const customerName = (customer: Pick<Customer, 'name'>, t: TFunction<'customers'>) =>
  customer.name || t('erased.name');
