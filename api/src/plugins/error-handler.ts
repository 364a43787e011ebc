import fp from "fastify-plugin";
import { ZodError } from "zod";
import { ApiError } from "../lib/response.ts";

/**
 * The one error handler: every failure leaves as `{ code, message, errorCodes }`.
 * Client mistakes keep their 4xx status; only unexpected faults become 500 and are logged.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send({ code: error.statusCode, message: error.message, errorCodes: [error.errorCode] });
      }
      if (error instanceof ZodError) {
        const message = error.issues[0]?.message ?? "Invalid input";
        return reply.status(400).send({ code: 400, message, errorCodes: ["invalid_input"] });
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
