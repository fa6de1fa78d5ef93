import { apiPrefixes, defineEndpoint } from './endpoint';
import { ProductImportRequestSchema, ProductImportResponseSchema } from './product-import';

/** Products from a CSV file (issue 13): every signed-in user of the store, like creating one. */
export const productImportEndpoints = {
  /** All or nothing: one wrong row answers 400 with `rows.<i>.<field>` and creates nothing. */
  import: defineEndpoint({
    method: 'POST',
    prefix: apiPrefixes.main,
    path: '/products/import',
    auth: 'session',
    body: ProductImportRequestSchema,
    response: ProductImportResponseSchema,
    status: 201,
  }),
};
