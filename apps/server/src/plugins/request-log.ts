import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is answered (issue 9: Fastify's default writes two, one on
 * arrival and one on completion): the request as the logger's `req` serializer shows it (no
 * query string), the status and the time taken. At `info`, so the quieter default level
 * (`warn` outside production) keeps the console for what needs attention.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
