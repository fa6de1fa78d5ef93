import { z } from 'zod';
import { messages } from './messages';

/**
 * What an uploaded image is for: a store logo, a product image or a storefront banner (public),
 * or an identity document, the settlement account's ID (`identification`), the agent
 * verification image (`verification`), a rider's proof of delivery (`delivery-proof`) or an
 * expense's receipt photo (`expense-receipt`), which
 * only signed, expiring links show.
 */
export const FILE_PURPOSES = [
  'logo',
  'identification',
  'verification',
  'product',
  'banner',
  'delivery-proof',
  'expense-receipt',
] as const;
export const FilePurposeSchema = z.enum(FILE_PURPOSES);
export type FilePurpose = z.infer<typeof FilePurposeSchema>;

/**
 * docs/product/rules.md: the settlement ID under 10 MB, the verification image under 51428800
 * bytes; a product image (not in docs/product) as a logo.
 */
export const UPLOAD_CAP_BYTES: Record<FilePurpose, number> = {
  logo: 10_485_760,
  identification: 10_485_760,
  verification: 51_428_800,
  product: 10_485_760,
  banner: 10_485_760,
  'delivery-proof': 10_485_760,
  'expense-receipt': 10_485_760,
};

/** docs/product/rules.md's refusal for a file over its purpose's cap. */
export const UPLOAD_TOO_LARGE_MESSAGE: Record<FilePurpose, string> = {
  logo: messages.fileTooLarge10Mb,
  identification: messages.fileTooLarge10Mb,
  verification: messages.fileTooLarge50Mb,
  product: messages.fileTooLarge10Mb,
  banner: messages.fileTooLarge10Mb,
  'delivery-proof': messages.fileTooLarge10Mb,
  'expense-receipt': messages.fileTooLarge10Mb,
};

/**
 * SPEC §5: the cap applies to the file the user chose, before the browser shrinks it (the server
 * checks what arrives against the same cap). The refusal, or null when the file may go.
 */
export function uploadSizeProblem(bytes: number, purpose: FilePurpose): string | null {
  return bytes > UPLOAD_CAP_BYTES[purpose] ? UPLOAD_TOO_LARGE_MESSAGE[purpose] : null;
}

/** The caps as docs/product words them, for a hint beside the file input. */
export const UPLOAD_CAP_LABEL: Record<FilePurpose, string> = {
  logo: '10 MB',
  identification: '10 MB',
  verification: '50 MB',
  product: '10 MB',
  banner: '10 MB',
  'delivery-proof': '10 MB',
  'expense-receipt': '10 MB',
};

/** docs/product/rules.md: every stored image is this wide (JPEG, aspect kept). */
export const IMAGE_WIDTH_PX = 480;

/** The form field of docs/api.md's multipart `POST /app-images`. */
export const UPLOAD_FIELD = 'logo';

export const UploadQuerySchema = z.object({ purpose: FilePurposeSchema.default('logo') });

/** docs/api.md: `imageURL`, a link to the re-encoded image (relative to the app's origin). */
export const UploadResponseSchema = z.object({ imageURL: z.string() });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
