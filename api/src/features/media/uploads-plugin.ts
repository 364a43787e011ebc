import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import multipart from "@fastify/multipart";
import type { ErrorEntry } from "@openpawn/shared/errors";
import { sniffImageType } from "../../lib/image-type.ts";
import { defaultUploadsDir, LocalDiskStorage, type FileStorage } from "../../lib/file-storage.ts";
import { ApiError } from "../../lib/response.ts";

/** Where stored uploads are served (GET uploads/* of the user service). */
export const UPLOADS_PATH = "/api/user/uploads/";

/** The refusals of one kind of upload, from its feature's catalogue: in its own words (too large: of its size limit). */
export interface ImageRefusals {
  missing: ErrorEntry<string>;
  tooLarge: ErrorEntry<string | ((maxBytes: number) => string)>;
  unsupported: ErrorEntry<string>;
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

    app.decorate("uploads", {
      storage,
      async storeImage(request, folder, maxBytes, refusals, namePrefix = "") {
        if (!request.isMultipart()) throw new ApiError(refusals.missing);
        const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
        if (!file) throw new ApiError(refusals.missing);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new ApiError(refusals.tooLarge, maxBytes);
          throw error;
        }
        if (bytes.length === 0) throw new ApiError(refusals.missing);
        const type = sniffImageType(bytes);
        if (!type) throw new ApiError(refusals.unsupported);
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
