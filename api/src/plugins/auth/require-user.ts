import type { FastifyRequest } from "fastify";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import type { AuthenticatedUser } from "./auth-plugin.ts";
import { ApiError } from "../../lib/response.ts";

/** The user set by `app.authenticate` (a route without that hook gets a 401, never a crash). */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new ApiError(PLATFORM_ERRORS.unauthorized);
  return request.user;
}
