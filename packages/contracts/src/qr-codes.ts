import { z } from 'zod';
import { listResponse, ListQuerySchema } from './lists';
import { messages } from './messages';
import { paymentLinkMessages } from './payment-link-messages';
import { settableAmount } from './money';
import { text } from './text';

/**
 * The store's QR codes (/qr-codes/all): each encodes a short address of ours (`/q/<code>`) that
 * counts the scan and sends the phone on to the page the code is for: the store's storefront, one
 * of its products, or one of its payment links (with an amount when the payer chooses it). The
 * images (SVG, and PNG for print) are drawn by the server; /website-link shows the store's own.
 */

/**
 * What a code can open. Each kind says whether it points at one record of the store (its
 * `targetid`); the server resolves each kind's page in one table of its own, so an invoice is one
 * more entry here and there.
 */
export const QR_CODE_KIND_TARGETS = {
  store: false,
  product: true,
  link: true,
} as const satisfies Record<string, boolean>;
export type QrCodeKind = keyof typeof QR_CODE_KIND_TARGETS;
export const QR_CODE_KINDS = Object.keys(QR_CODE_KIND_TARGETS) as [QrCodeKind, ...QrCodeKind[]];
export const hasTarget = (kind: QrCodeKind) => QR_CODE_KIND_TARGETS[kind];

export const QR_CODE_STATUSES = ['active', 'inactive'] as const;
export type QrCodeStatus = (typeof QR_CODE_STATUSES)[number];

/** A code's short part: 8 capitals and digits (32^8 codes, none guessed by scanning). */
export const QR_CODE_LENGTH = 8;
export const QR_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;
/** The address a code encodes, from the app's address: `/q/<code>`. */
export const QR_SCAN_PATH = '/q';

export const QR_IMAGE_FORMATS = ['svg', 'png'] as const;
export type QrImageFormat = (typeof QR_IMAGE_FORMATS)[number];
/** An image's side in pixels: 1024 prints sharp at about 8 cm; 4096 is plenty for a poster. */
export const QR_IMAGE_SIZE = { min: 1024, max: 4096, default: 1024 } as const;

const AMOUNT_MAX = 100_000_000;

export const QrCodeIdParamsSchema = z.object({ id: z.uuid() });

export const QrCodeSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(QR_CODE_KINDS),
  /** The product's or payment link's id; null for the store. */
  targetid: z.string().nullable(),
  /** The product's or link's name, the store's for the store; '' when the target is gone. */
  targetname: z.string(),
  /** The amount a payer-chooses link opens with (major units); null otherwise. */
  amount: z.number().nullable(),
  currency: z.string(),
  code: z.string(),
  /** What the QR encodes: the app's address + `/q/<code>`. */
  scanurl: z.string(),
  /** The page a scan opens; null when its product or link is gone (a scan answers 410). */
  destination: z.string().nullable(),
  /** Scans by people (not bots). */
  scans: z.number(),
  lastscannedat: z.string().nullable(),
  active: z.boolean(),
  createdat: z.string(),
});
export type QrCode = z.infer<typeof QrCodeSchema>;

export const QR_CODE_SORTS = ['createdat', 'label', 'scans'] as const;
export const QrCodesQuerySchema = ListQuerySchema.extend({
  sort: z.enum(QR_CODE_SORTS).default('createdat'),
  kind: z.enum(QR_CODE_KINDS).optional(),
  status: z.enum(QR_CODE_STATUSES).optional(),
});
export type QrCodesQuery = z.input<typeof QrCodesQuerySchema>;
export const QrCodeListSchema = listResponse(QrCodeSchema);
export type QrCodeList = z.infer<typeof QrCodeListSchema>;

export const qrCodeFields = {
  label: text().trim().min(1, messages.required).max(80, messages.nameTooLong),
  kind: z.enum(QR_CODE_KINDS),
  targetid: z.uuid(messages.required).nullable(),
  amount: settableAmount(AMOUNT_MAX).nullable(),
  active: z.boolean(),
};

/**
 * A kind with a target needs it, the store has none; only a link's code carries an amount (the
 * server checks that the link lets the payer choose, and the least it takes).
 */
const kindRules = (
  body: { kind: QrCodeKind; targetid: string | null; amount: number | null },
  context: z.RefinementCtx,
) => {
  if (hasTarget(body.kind) && !body.targetid) {
    context.addIssue({ code: 'custom', message: messages.required, path: ['targetid'] });
  }
  if (body.kind !== 'link' && body.amount !== null) {
    context.addIssue({
      code: 'custom',
      message: paymentLinkMessages.qrAmountPayerLinkOnly,
      path: ['amount'],
    });
  }
};

export const QrCodeRequestSchema = z
  .object({
    ...qrCodeFields,
    targetid: qrCodeFields.targetid.default(null),
    amount: qrCodeFields.amount.default(null),
    active: qrCodeFields.active.default(true),
  })
  .superRefine(kindRules);
export type QrCodeRequest = z.input<typeof QrCodeRequestSchema>;

/** Only the fields sent change: the label, the amount (a link's code) and the switch. */
export const UpdateQrCodeRequestSchema = z
  .object({
    label: qrCodeFields.label,
    amount: qrCodeFields.amount,
    active: qrCodeFields.active,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateQrCodeRequest = z.input<typeof UpdateQrCodeRequestSchema>;

export const QrImageQuerySchema = z.object({
  format: z.enum(QR_IMAGE_FORMATS).default('svg'),
  size: z.coerce
    .number()
    .int()
    .min(QR_IMAGE_SIZE.min)
    .max(QR_IMAGE_SIZE.max)
    .default(QR_IMAGE_SIZE.default),
});
export type QrImageQuery = z.input<typeof QrImageQuerySchema>;
/** The image's bytes: `image/svg+xml` or `image/png`. */
export const QrImageSchema = z.unknown();
