import type { CustomerRequest } from '@olivia/contracts/customers';
import { customerMessages } from '@olivia/contracts/customer-messages';
import type { ApiError } from '../../../lib/api-client';

const FIELD_OF: Partial<Record<string, keyof CustomerRequest>> = {
  [customerMessages.customerEmailTaken]: 'email',
  [customerMessages.customerContactRequired]: 'email',
  [customerMessages.tooManyTags]: 'tags',
  [customerMessages.tooManyAddresses]: 'addresses',
};

/** The field a customer refusal without `details` belongs to (a taken e-mail: under E-mail). */
export const customerErrorField = (error: ApiError) => FIELD_OF[error.message];
