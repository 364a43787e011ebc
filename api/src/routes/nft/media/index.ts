import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { okSchema } from "@openpawn/shared/schemas/envelope";
import { mediaUploadSchema, nftMetadataBodySchema, storedMetadataSchema, type StoredMedia } from "@openpawn/shared/schemas/nft-media";
import { canonicalJson } from "../../../features/media/canonical-json.ts";
import { cidOfIpfsUri, ipfsUri } from "../../../features/media/content-store.ts";
import { readMediaUpload, type UploadedFile } from "../../../features/media/read-upload.ts";
import { parseContentCid } from "../../../features/media/unixfs.ts";
import { ApiError, ok } from "../../../lib/response.ts";

const M = MESSAGES.nftMedia;

export interface NftMediaRouteOptions {
  /** Uploads (media and metadata, counted apart) per signed-in user per window. */
  rateLimit: { windowMs: number; uploadsPerUser: number };
}

/**
 * NFT files and metadata by CID (decision 0029), under /api/nft: POST media (multipart `media`, optional `cover` for a
 * video) and POST metadata (the JSON a tokenURI names). Signed-in users only, each rate-limited per user. The bytes
 * are read back at GET /ipfs/{cid} (`gateway.ts`).
 */
const nftMediaRoutes = (options: NftMediaRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { store } = app.media;
    const limited = (name: string) => ({
      onRequest: app.authenticate,
      preValidation: app.limitRate({
        name,
        max: options.rateLimit.uploadsPerUser,
        windowMs: options.rateLimit.windowMs,
        key: (request) => (request.user ? String(request.user.id) : null),
      }),
    });

    const stored = async (file: UploadedFile): Promise<StoredMedia> => {
      const { cid } = await store.add(file.bytes);
      return { cid, uri: ipfsUri(cid), gatewayUrl: app.media.gatewayUrl(cid), mimeType: file.type.contentType, size: file.bytes.length };
    };

    app.post("/media", { ...limited("nft-media"), schema: { response: { 200: okSchema(mediaUploadSchema) } } }, async (request) => {
      const { media, cover } = await readMediaUpload(request, app.media.limits);
      return ok({ media: await stored(media), ...(cover ? { cover: await stored(cover) } : {}) });
    });

    /** The file an `ipfs://` field names must be stored here, so that the token's page can show it. */
    const requireStored = async (uri: string, errorCode: string) => {
      const cid = parseContentCid(cidOfIpfsUri(uri) ?? "");
      if (!cid || !(await store.has(cid.toString()))) throw new ApiError(400, errorCode, M.notUploaded);
    };

    app.post(
      "/metadata",
      { ...limited("nft-metadata"), schema: { body: nftMetadataBodySchema, response: { 200: okSchema(storedMetadataSchema) } } },
      async (request) => {
        const metadata = request.body;
        await requireStored(metadata.image, "nft.metadata.image-not-uploaded");
        if (metadata.animation_url !== undefined) await requireStored(metadata.animation_url, "nft.metadata.animation-not-uploaded");
        const { cid } = await store.add(new TextEncoder().encode(canonicalJson(metadata)));
        return ok({ cid, uri: ipfsUri(cid), gatewayUrl: app.media.gatewayUrl(cid) });
      },
    );
  };

export default nftMediaRoutes;
