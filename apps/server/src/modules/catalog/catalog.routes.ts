import type { FastifyInstance } from 'fastify';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import { categoryEndpoints, productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { productImportEndpoints } from '@olivia/contracts/product-import-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { CategoriesService } from './categories.service';
import type { ProductImport } from './products-import';
import type { ProductsService } from './products.service';

const ok = (message: string) => ({ status: 200, message });
/** 500 rows of a 1 MB file, as JSON: room for its quoting, well under what a flood would send. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** The store's catalogue: every signed-in user of the store; the session is the actor. */
export async function catalogRoutes(
  app: FastifyInstance,
  opts: { categories: CategoriesService; products: ProductsService; productImport: ProductImport },
) {
  const { categories, products, productImport } = opts;

  route(app, categoryEndpoints.list, (request) =>
    categories.list(sessionOf(request).storeId, request.query),
  );
  route(app, categoryEndpoints.get, (request) =>
    categories.get(sessionOf(request).storeId, request.params.id),
  );
  route(app, categoryEndpoints.create, (request) =>
    categories.create(sessionOf(request), request.body),
  );
  route(app, categoryEndpoints.update, (request) =>
    categories.update(sessionOf(request), request.params.id, request.body),
  );
  route(app, categoryEndpoints.remove, async (request) => {
    await categories.remove(sessionOf(request), request.params.id);
    return ok('Category removed');
  });

  route(app, productEndpoints.list, (request) =>
    products.list(sessionOf(request).storeId, request.query),
  );
  route(app, productEndpoints.get, (request) =>
    products.get(sessionOf(request).storeId, request.params.id),
  );
  route(app, productEndpoints.create, (request) =>
    products.create(sessionOf(request), request.body),
  );
  route(
    app,
    productImportEndpoints.import,
    (request) => productImport.importProducts(sessionOf(request), request.body),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  route(app, productEndpoints.update, (request) =>
    products.update(sessionOf(request), request.params.id, request.body),
  );
  route(app, productEndpoints.remove, async (request) => {
    await products.archive(sessionOf(request), request.params.id);
    return ok('Product archived');
  });
  route(app, bulkEndpoints.productStatus, (request) =>
    products.setStatuses(sessionOf(request), request.body),
  );
}
