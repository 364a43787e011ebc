import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import multipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema, optionalBody } from "@openpawn/shared/schemas/envelope";
import {
  ownProfileSchema,
  publicProfileQuerySchema,
  publicProfileSchema,
  updateProfileSchema,
  userIdSchema,
} from "@openpawn/shared/schemas/profile";
import { users } from "../../../db/schema.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { requireUser } from "../../../features/profile/require-user.ts";
import { loadOwnProfile, loadPublicProfile, loadPublicProfileByWallet } from "../../../features/profile/profile.ts";
import { contentTypeOfKey, sniffImageType } from "../../../features/profile/image-type.ts";
import { defaultUploadsDir, isStorageKey, LocalDiskStorage, type FileStorage } from "../../../features/storage/file-storage.ts";

const M = MESSAGES.userProfile;

/** Where stored uploads are served, under the /api/user prefix. */
export const UPLOADS_PATH = "/api/user/uploads/";

export interface ProfileRouteOptions {
  dataDir: string;
  avatarMaxBytes: number;
  /** Where avatars go; default: the local disk under DATA_DIR/uploads. */
  storage?: FileStorage;
}

/**
 * GET/PUT users/profile, POST users/avatar (multipart field "file"), GET users/{id}/profile,
 * GET users/public-profile?type&userId&walletAddress, GET uploads/* (stored avatars).
 */
const profileRoutes = (options: ProfileRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.database.db;
    const storage = options.storage ?? new LocalDiskStorage(await defaultUploadsDir(options.dataDir));
    if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);
    const auth = { onRequest: app.authenticate };
    const ownAnswer = { 200: okSchema(ownProfileSchema) };

    app.get("/users/profile", { ...auth, schema: { response: ownAnswer } }, async (request) => {
      const profile = await loadOwnProfile(db, requireUser(request).id);
      if (!profile) throw new ApiError(404, "user.not-found", M.userNotFound);
      return ok(profile);
    });

    app.put("/users/profile", { ...auth, schema: { body: optionalBody(updateProfileSchema), response: ownAnswer } }, async (request) => {
      const changes = request.body;
      const id = requireUser(request).id;
      const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id));
      await db
        .update(users)
        .set({ name: changes.name, ...(changes.avatar === null ? { avatar: null } : {}), updatedAt: new Date() })
        .where(eq(users.id, id));
      if (changes.avatar === null && before?.avatar) await removeStoredAvatar(before.avatar);
      const profile = await loadOwnProfile(db, id);
      if (!profile) throw new ApiError(404, "user.not-found", M.userNotFound);
      return ok(profile);
    });

    async function removeStoredAvatar(url: string) {
      if (url.startsWith(UPLOADS_PATH)) await storage.delete(url.slice(UPLOADS_PATH.length)).catch(() => {});
    }

    app.post("/users/avatar", { ...auth, schema: { response: { 200: okSchema(z.object({ avatar: z.string() })) } } }, async (request) => {
      if (!request.isMultipart()) throw new ApiError(400, "user.avatar.missing", M.avatarMissing);
      const file = await request.file({ limits: { fileSize: options.avatarMaxBytes, files: 1 } });
      if (!file) throw new ApiError(400, "user.avatar.missing", M.avatarMissing);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new ApiError(413, "user.avatar.too-large", M.avatarTooLarge(options.avatarMaxBytes));
        }
        throw error;
      }
      if (bytes.length === 0) throw new ApiError(400, "user.avatar.missing", M.avatarMissing);
      const type = sniffImageType(bytes);
      if (!type) throw new ApiError(415, "user.avatar.unsupported-type", M.avatarUnsupported);
      const key = `avatars/${randomUUID()}.${type.extension}`;
      await storage.put(key, bytes);
      const id = requireUser(request).id;
      const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id));
      const avatar = `${UPLOADS_PATH}${key}`;
      await db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, id));
      if (before?.avatar) await removeStoredAvatar(before.avatar);
      return ok({ avatar });
    });

    app.get("/uploads/*", { schema: { params: z.object({ "*": z.string() }) } }, async (request, reply) => {
      const key = request.params["*"];
      const bytes = isStorageKey(key) ? await storage.get(key) : null;
      if (!bytes) throw new ApiError(404, "not_found", "File not found");
      return reply
        .header("content-type", contentTypeOfKey(key))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(bytes);
    });

    app.get("/users/:id/profile", { schema: { params: z.object({ id: userIdSchema }), response: { 200: okSchema(publicProfileSchema) } } }, async (request) => {
      const profile = await loadPublicProfile(db, request.params.id);
      if (!profile) throw new ApiError(404, "user.not-found", M.userNotFound);
      return ok(profile);
    });

    const publicAnswer = { 200: okSchema(publicProfileSchema.extend({ type: z.number().int().nullable() })) };
    app.get("/users/public-profile", { schema: { querystring: publicProfileQuerySchema, response: publicAnswer } }, async (request) => {
      const query = request.query;
      const profile =
        query.userId !== undefined
          ? await loadPublicProfile(db, query.userId)
          : query.walletAddress !== undefined
            ? await loadPublicProfileByWallet(db, query.walletAddress)
            : null;
      if (!profile) throw new ApiError(404, "user.not-found", M.userNotFound);
      return ok({ ...profile, type: query.type ?? null });
    });
  };

export default profileRoutes;
