import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import multipart from "@fastify/multipart";
import { sniffImageType } from "../../lib/image-type.ts";
import { defaultUploadsDir, LocalDiskStorage, type FileStorage } from "../../lib/file-storage.ts";
import { ApiError } from "../../lib/response.ts";

/** Where stored uploads are served (GET uploads/* of the user service). */
export const UPLOADS_PATH = "/api/user/uploads/";

/** The refusals of one kind of upload, in its own words. */
export interface ImageRefusals {
  missing: { code: string; message: string };
  tooLarge: { code: string; message: string };
  unsupported: { code: string; message: string };
}

export interface Uploads {
  storage: FileStorage;
  /**
   * Stores the request's one image (multipart field "file") under `folder`, its type read from its bytes; resolves to
   * the address it is served at. Refuses a missing, empty, too large or non-image file with `refusals`.
   */
  storeImage(request: FastifyRequest, folder: string, maxBytes: number, refusals: ImageRefusals, namePrefix?: string): Promise<string>;
  /** Deletes a stored upload by its address; anything else (an outside URL) is left alone. */
  remove(address: string | null | undefined): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

/** Uploaded images (avatars, shop logos): one storage for every route, DATA_DIR/uploads unless one is given. */
export default fp<{ dataDir: string; storage?: FileStorage }>(
  async (app, options) => {
    const storage = options.storage ?? new LocalDiskStorage(await defaultUploadsDir(options.dataDir));
    await app.register(multipart);
    const refuse = (status: number, refusal: { code: string; message: string }) => new ApiError(status, refusal.code, refusal.message);

    app.decorate("uploads", {
      storage,
      async storeImage(request, folder, maxBytes, refusals, namePrefix = "") {
        if (!request.isMultipart()) throw refuse(400, refusals.missing);
        const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
        if (!file) throw refuse(400, refusals.missing);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw refuse(413, refusals.tooLarge);
          throw error;
        }
        if (bytes.length === 0) throw refuse(400, refusals.missing);
        const type = sniffImageType(bytes);
        if (!type) throw refuse(415, refusals.unsupported);
        const key = `${folder}/${namePrefix}${randomUUID()}.${type.extension}`;
        await storage.put(key, bytes);
        return `${UPLOADS_PATH}${key}`;
      },
      async remove(address) {
        if (address?.startsWith(UPLOADS_PATH)) await storage.delete(address.slice(UPLOADS_PATH.length)).catch(() => {});
      },
    } satisfies Uploads);
  },
  { name: "uploads" },
);
