import type { FastifyInstance } from 'fastify';
import { BeneficiaryIdHeaderSchema } from '@olivia/contracts/transfer';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { badRequest } from '../../lib/errors';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { TransfersService } from './transfers.service';

/** Name enquiry costs the provider a call and reveals names: limited per client. */
const nameEnquiryLimit = { config: { rateLimit: { max: 30, timeWindow: '5 minutes' } } };

export async function transfersRoutes(app: FastifyInstance, opts: { transfers: TransfersService }) {
  const { transfers } = opts;
  route(app, transferEndpoints.banks, () => transfers.banks());
  route(
    app,
    transferEndpoints.validate,
    (request) => transfers.validate(sessionOf(request), request.body),
    nameEnquiryLimit,
  );
  route(app, transferEndpoints.transfer, (request) =>
    transfers.transfer(sessionOf(request), request.body),
  );
  route(app, transferEndpoints.transferStaff, (request) =>
    transfers.transferStaff(sessionOf(request), request.body),
  );
  route(app, transferEndpoints.beneficiaries, (request) =>
    transfers.beneficiaries(sessionOf(request)),
  );
  route(app, transferEndpoints.deleteBeneficiary, (request) => {
    const header = BeneficiaryIdHeaderSchema.safeParse({ id: request.headers.id });
    if (!header.success) throw badRequest('Bad Request', { id: ['Enter the beneficiary id'] });
    return transfers.deleteBeneficiary(sessionOf(request), header.data.id);
  });
}
