import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { PROFILE_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { PROFILE_ERRORS } from "@openpawn/shared/profile/errors";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { users } from "../../../../db/schema.ts";
import { ApiError, ok } from "../../../../lib/response.ts";
import { requireUser } from "../../../../plugins/auth/require-user.ts";
import { loadOwnProfile, loadPublicProfile, loadPublicProfileByWallet } from "../../profile.ts";
import { contentTypeOfKey } from "../../../../lib/image-type.ts";
import { isStorageKey } from "../../../../lib/file-storage.ts";
import { serve } from "../../../../lib/endpoint-route.ts";

export interface ProfileRouteOptions {
  avatarMaxBytes: number;
}

const AVATAR_REFUSALS = { missing: PROFILE_ERRORS.avatarMissing, tooLarge: PROFILE_ERRORS.avatarTooLarge, unsupported: PROFILE_ERRORS.avatarUnsupported };

/**
 * GET/PUT users/profile, POST users/avatar (multipart field "file"), GET users/{id}/profile,
 * GET users/public-profile?type&userId&walletAddress, GET uploads/* (stored avatars).
 */
const profileRoutes = (options: ProfileRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.database.db;
    const { storage } = app.uploads;
    const auth = { onRequest: app.authenticate };

    serve(app, ENDPOINTS.ownProfile, auth, async (request) => {
      const profile = await loadOwnProfile(db, requireUser(request).id);
      if (!profile) throw new ApiError(PROFILE_ERRORS.userNotFound);
      return ok(profile);
    });

    serve(app, ENDPOINTS.updateProfile, auth, async (request) => {
      const changes = request.body;
      const id = requireUser(request).id;
      const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id));
      await db
        .update(users)
        .set({ name: changes.name, ...(changes.avatar === null ? { avatar: null } : {}), updatedAt: new Date() })
        .where(eq(users.id, id));
      if (changes.avatar === null) await app.uploads.remove(before?.avatar);
      const profile = await loadOwnProfile(db, id);
      if (!profile) throw new ApiError(PROFILE_ERRORS.userNotFound);
      return ok(profile);
    });

    serve(app, ENDPOINTS.uploadAvatar, auth, async (request) => {
      const avatar = await app.uploads.storeImage(request, "avatars", options.avatarMaxBytes, AVATAR_REFUSALS);
      const id = requireUser(request).id;
      const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id));
      await db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, id));
      await app.uploads.remove(before?.avatar);
      return ok({ avatar });
    });

    serve(app, ENDPOINTS.upload, {}, async (request, reply) => {
      const key = request.params["*"];
      const bytes = isStorageKey(key) ? await storage.get(key) : null;
      if (!bytes) throw new ApiError(PLATFORM_ERRORS.notFound, "File");
      return reply
        .header("content-type", contentTypeOfKey(key))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(bytes);
    });

    serve(app, ENDPOINTS.userProfile, {}, async (request) => {
      const profile = await loadPublicProfile(db, request.params.id);
      if (!profile) throw new ApiError(PROFILE_ERRORS.userNotFound);
      return ok(profile);
    });

    serve(app, ENDPOINTS.publicProfile, {}, async (request) => {
      const query = request.query;
      const profile =
        query.userId !== undefined
          ? await loadPublicProfile(db, query.userId)
          : query.walletAddress !== undefined
            ? await loadPublicProfileByWallet(db, query.walletAddress)
            : null;
      if (!profile) throw new ApiError(PROFILE_ERRORS.userNotFound);
      return ok({ ...profile, type: query.type ?? null });
    });
  };

export default profileRoutes;
