import fp from "fastify-plugin";
import { ZodError } from "zod";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ApiError } from "../lib/response.ts";

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
