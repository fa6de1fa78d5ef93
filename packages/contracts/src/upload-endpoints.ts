import { apiPrefixes, defineEndpoint } from './endpoint';
import { UPLOAD_FIELD, UploadQuerySchema, UploadResponseSchema } from './upload';

/** Image uploads (docs/api.md `POST /app-images`; docs/engineering.md#security). */
export const uploadEndpoints = {
  /**
   * One image in the multipart field `logo`, under its purpose's cap (413 over it); answered
   * with a link to the stored copy, re-encoded as a 480 px wide JPEG. The main user uploads for
   * every purpose; a sub-user, who manages the catalogue too, only `product` images (403 else).
   */
  uploadImage: defineEndpoint({
    method: 'POST',
    prefix: apiPrefixes.main,
    path: '/app-images',
    auth: 'session',
    query: UploadQuerySchema,
    multipart: { field: UPLOAD_FIELD },
    response: UploadResponseSchema,
  }),
};
