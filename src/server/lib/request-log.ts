import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's per-request lines ("incoming request", "request completed", "Route … not found") only with
 * LOG_REQUESTS=1: by default `npm start` prints its banner, warnings and errors, not two JSON lines for
 * every request. Fastify's `disableRequestLogging` would also silence its error lines (a response that
 * failed, a serializer that threw) and is deprecated as a top-level option: this quiets only the rest.
 */
class ErrorsOnlyRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
  }

  override routeNotFound() {}
}

export const requestLogController = (logRequests: boolean): LogController =>
  logRequests ? new LogController() : new ErrorsOnlyRequestLog();
