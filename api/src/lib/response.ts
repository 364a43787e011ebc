import type { FastifyReply, FastifyRequest } from "fastify";
import { errorMessage, type ErrorEntry, type ErrorMessageArgs } from "@openpawn/shared/errors";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";

/** The response envelope of the spec: `{ code, data, message? }`, code 200 for success. */
export function ok<T>(data: T, message?: string): { code: 200; data: T; message?: string } {
  return message === undefined ? { code: 200, data } : { code: 200, data, message };
}

/**
 * An error the client caused or must know about: an entry of its feature's catalogue (decision 0051), given the
 * arguments of the entry's words. Leaves as `{ code, message, errorCodes: [entry.code] }` with the entry's HTTP status.
 */
export class ApiError<Entry extends ErrorEntry = ErrorEntry> extends Error {
  readonly statusCode: number;
  readonly errorCode: string;

  constructor(entry: Entry, ...args: ErrorMessageArgs<Entry>) {
    super(errorMessage(entry, ...args));
    this.name = "ApiError";
    this.statusCode = entry.status;
    this.errorCode = entry.code;
  }
}

/** Sends a refusal in the spec's envelope; `message` replaces the entry's words where a schema's issue says more. */
export function sendRefusal(reply: FastifyReply, error: ApiError, message = error.message) {
  return reply.status(error.statusCode).send({ code: error.statusCode, message, errorCodes: [error.errorCode] });
}

/** The answer to an address no route serves (under /api, and a missing hashed asset of the web app). */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendRefusal(reply, new ApiError(PLATFORM_ERRORS.notFound, `Route ${request.method} ${request.url}`));
}
