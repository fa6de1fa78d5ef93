import type { FastifyInstance, FastifyReply } from 'fastify';
import { receiptEndpoints } from '@olivia/contracts/receipt-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { ReceiptsService } from './receipts.service';

/** E-mailing is a person's act: a few a minute, not a loop. */
const resendRateLimit = { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } };

/** A receipt's PDF under its number: the headers, then the bytes (Fastify serialises no Buffer). */
export function pdfReply(
  reply: FastifyReply,
  pdf: { bytes: Buffer; number: string },
  disposition: string,
) {
  reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${pdf.number}.pdf"`)
    .header('cache-control', 'private, no-store');
  return pdf.bytes;
}

/** The store's receipts: every signed-in user of the store; the session is the actor. */
export async function receiptsRoutes(app: FastifyInstance, opts: { receipts: ReceiptsService }) {
  const { receipts } = opts;
  route(app, receiptEndpoints.list, (request) =>
    receipts.list(sessionOf(request).storeId, request.query),
  );
  route(app, receiptEndpoints.get, (request) =>
    receipts.get(sessionOf(request).storeId, request.params.id),
  );
  route(
    app,
    receiptEndpoints.resend,
    async (request) => {
      const sent = await receipts.resend(sessionOf(request), request.params.id, request.body.email);
      return { status: 200, message: `Receipt ${sent.number} sent` };
    },
    resendRateLimit,
  );
  route(app, receiptEndpoints.pdf, async (request, reply) => {
    const pdf = await receipts.pdf(sessionOf(request).storeId, request.params.id);
    return pdfReply(reply, pdf, 'attachment');
  });
}
