import type { CustomerRequest } from '@olivia/contracts/customers';
import { messages } from '@olivia/contracts/messages';
import type { ApiError } from '../../../lib/api-client';

const FIELD_OF: Partial<Record<string, keyof CustomerRequest>> = {
  [messages.customerEmailTaken]: 'email',
  [messages.customerContactRequired]: 'email',
  [messages.tooManyTags]: 'tags',
  [messages.tooManyAddresses]: 'addresses',
};

/** The field a customer refusal without `details` belongs to (a taken e-mail: under E-mail). */
export const customerErrorField = (error: ApiError) => FIELD_OF[error.message];
