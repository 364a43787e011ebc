import fp from "fastify-plugin";
import { ZodError } from "zod";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { CONTROL_CHARACTER_MESSAGE } from "@openpawn/shared/plain-text";
import type { ErrorEntry } from "@openpawn/shared/errors";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { ApiError, sendRefusal } from "../lib/response.ts";

/**
 * PostgreSQL's refusals of the text itself (22021: a byte sequence invalid in UTF-8, NUL included; 22P05: a
 * Unicode escape it cannot store), found through the query error's causes: the client's text, not our fault.
 */
const ENCODING_REFUSALS = new Set(["22021", "22P05"]);
export function isEncodingRefusal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (ENCODING_REFUSALS.has(String((cause as { code?: unknown }).code))) return true;
  }
  return false;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * How this route refuses input its schemas reject (only that of `part`, when named), when the spec names a
     * refusal other than 400 invalid_input: a catalogue entry, sent with its status and code and the schema's words
     * (e.g. a path id that cannot name anything reads as not found).
     */
    invalidInput?: { error: ErrorEntry; part?: "params" | "querystring" };
  }
}

/**
 * The one error handler: every failure leaves as `{ code, message, errorCodes }`.
 * Client mistakes keep their 4xx status; only unexpected faults become 500 and are logged.
 * Input refused by a route's zod schema reads like a ZodError thrown by a handler: 400 with the first issue's message.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof ApiError) return sendRefusal(reply, error);
      if (hasZodFastifySchemaValidationErrors(error) || error instanceof ZodError) {
        const issue = hasZodFastifySchemaValidationErrors(error) ? error.validation[0]?.message : error.issues[0]?.message;
        const special = request.routeOptions.config.invalidInput;
        const part = (error as { validationContext?: string }).validationContext;
        const entry = special && (special.part === undefined || special.part === part) ? special.error : PLATFORM_ERRORS.invalidInput;
        return sendRefusal(reply, new ApiError(entry), issue ?? PLATFORM_ERRORS.invalidInput.message());
      }
      if (isEncodingRefusal(error)) return sendRefusal(reply, new ApiError(PLATFORM_ERRORS.invalidInput, CONTROL_CHARACTER_MESSAGE));
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        // Fastify's own refusals (a body too large, an unknown content type) keep their status, words and code (FST_…).
        const errorCode = (error as { code?: string }).code ?? PLATFORM_ERRORS.invalidInput.code;
        return reply.status(status).send({ code: status, message: (error as Error).message, errorCodes: [errorCode] });
      }
      request.log.error({ err: error }, "unexpected error");
      return sendRefusal(reply, new ApiError(PLATFORM_ERRORS.unexpected));
    });
  },
  { name: "error-handler" },
);
