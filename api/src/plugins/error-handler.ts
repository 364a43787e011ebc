import fp from "fastify-plugin";
import { ZodError } from "zod";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { CONTROL_CHARACTER_MESSAGE } from "@openpawn/shared/plain-text";
import { ApiError } from "../lib/response.ts";

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
     * How this route refuses input its schemas reject (only that of `part`, when named), when the spec
     * names a code other than 400 invalid_input: e.g. a path id that cannot name anything reads as not found.
     */
    invalidInput?: { status?: number; errorCode: string; part?: "params" | "querystring" };
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
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send({ code: error.statusCode, message: error.message, errorCodes: [error.errorCode] });
      }
      if (hasZodFastifySchemaValidationErrors(error) || error instanceof ZodError) {
        const message = (hasZodFastifySchemaValidationErrors(error) ? error.validation[0]?.message : error.issues[0]?.message) ?? "Invalid input";
        const special = request.routeOptions.config.invalidInput;
        const part = (error as { validationContext?: string }).validationContext;
        const { status = 400, errorCode = "invalid_input" } = special && (special.part === undefined || special.part === part) ? special : {};
        return reply.status(status).send({ code: status, message, errorCodes: [errorCode] });
      }
      if (isEncodingRefusal(error)) {
        return reply.status(400).send({ code: 400, message: CONTROL_CHARACTER_MESSAGE, errorCodes: ["invalid_input"] });
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        const errorCode = (error as { code?: string }).code ?? "invalid_input";
        return reply.status(status).send({ code: status, message: (error as Error).message, errorCodes: [errorCode] });
      }
      request.log.error({ err: error }, "unexpected error");
      return reply.status(500).send({ code: 500, message: "Something went wrong!", errorCodes: ["unknow_error"] });
    });
  },
  { name: "error-handler" },
);
