import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * Fastify logs two lines per request at info; on a busy instance writing them costs more than most routes.
 * Here they go at debug (LOG_LEVEL=debug shows them); failed requests stay at error as before.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
