import type { FastifyRequest } from "fastify";
import type { AuthenticatedUser } from "./auth-plugin.ts";
import { ApiError } from "../../lib/response.ts";

/** The user set by `app.authenticate` (a route without that hook gets a 401, never a crash). */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new ApiError(401, "user.unauthorized", "Please log in again");
  return request.user;
}
