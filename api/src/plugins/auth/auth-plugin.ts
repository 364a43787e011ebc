import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { SessionService } from "./sessions.ts";
import { AccessTokenVerifier } from "./access-token.ts";
import { loadJwtSecret } from "./jwt-secret.ts";
import { SESSIONS_CHANNEL, parseSessionEnded } from "./active-session-cache.ts";
import { ApiError } from "../../lib/response.ts";

export interface AuthenticatedUser {
  id: number;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandler for routes that need a logged-in user: 401 otherwise. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** The logged-in user when a valid bearer token is present, else null (for routes open to both). */
    optionalUser(request: FastifyRequest): Promise<AuthenticatedUser | null>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  const token = header.slice("Bearer ".length).trim();
  return token && token !== "null" && token !== "undefined" ? token : null;
}

export default fp(
  async (app, options: { jwtSecret?: string; dataDir: string }) => {
    const secret = await loadJwtSecret(options.jwtSecret, options.dataDir);
    const sessions = new SessionService(app.database.db, secret);
    const accessTokens = new AccessTokenVerifier(secret);
    app.decorate("sessions", sessions);
    const listener = await app.database.listen(SESSIONS_CHANNEL, {
      onPayload(payload) {
        const ended = parseSessionEnded(payload);
        if (ended) sessions.activeSessions.forget(ended);
      },
      onReconnect: () => sessions.activeSessions.forgetAll(),
      log: app.log,
    });
    app.addHook("onClose", () => listener.close());
    app.decorateRequest("user", null);

    async function userFrom(request: FastifyRequest): Promise<AuthenticatedUser | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await accessTokens.verify(token);
      if (!claims || !(await sessions.isActive(claims.sessionId))) return null;
      return { id: claims.userId, sessionId: claims.sessionId };
    }

    app.decorate("optionalUser", async (request: FastifyRequest) => {
      request.user = await userFrom(request);
      return request.user;
    });
    app.decorate("authenticate", async (request: FastifyRequest) => {
      request.user = await userFrom(request);
      if (!request.user) throw new ApiError(PLATFORM_ERRORS.unauthorized);
    });
  },
  { name: "auth", dependencies: ["database"] },
);
