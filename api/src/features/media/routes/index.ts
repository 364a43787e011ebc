import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { StoredMedia } from "@openpawn/shared/media/schemas";
import { MEDIA_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/media/endpoints";
import type { ErrorEntry } from "@openpawn/shared/errors";
import { MEDIA_ERRORS } from "@openpawn/shared/media/errors";
import { canonicalJson } from "../canonical-json.ts";
import { cidOfIpfsUri, ipfsUri } from "../content-store.ts";
import { MediaBoundError, type Reservation, type UploadedEntry, type UploadKind, type UploadSubject } from "../media-ledger.ts";
import { readMediaUpload, type UploadedFile } from "../read-upload.ts";
import { computeCid, parseContentCid } from "../unixfs.ts";
import { requireUser } from "../../../plugins/auth/require-user.ts";
import { ApiError, ok } from "../../../lib/response.ts";
import { serve } from "../../../lib/endpoint-route.ts";

export interface NftMediaRouteOptions {
  /** Uploads (media and metadata, counted apart) per signed-in user per window. */
  rateLimit: { windowMs: number; uploadsPerUser: number };
}

/**
 * NFT files and metadata by CID (decision 0029), under /api/nft: POST media (multipart `media`, optional `cover` for a
 * video) and POST metadata (the JSON a tokenURI names). Signed-in users only, each rate-limited per user. Every file is
 * recorded before it is stored, within the account's quota and the client address's daily budget (decision 0037): a
 * 429 past either, with nothing stored. The bytes are read back at GET /ipfs/{cid} (`gateway.ts`).
 */
const nftMediaRoutes = (options: NftMediaRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { store, gate, ledger } = app.media;
    const limited = (name: string) => ({
      onRequest: app.authenticate,
      preValidation: app.limitRate({
        name,
        max: options.rateLimit.uploadsPerUser,
        windowMs: options.rateLimit.windowMs,
        key: (request) => (request.user ? String(request.user.id) : null),
      }),
    });

    /** Records the files for the signed-in account from the client's address; past a bound, the 429 says when to retry. */
    const reserve = async (
      request: FastifyRequest,
      reply: FastifyReply,
      subject: UploadSubject,
      uploads: UploadedEntry[],
      renew: string[] = [],
    ): Promise<Reservation> => {
      try {
        return await ledger.reserve({ userId: requireUser(request).id, ip: request.ip, uploads, renew, subject });
      } catch (error) {
        if (error instanceof MediaBoundError) reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      }
    };

    /** Stores what was reserved (beside other uploads, never during a collection); a failure forgets the reservation. */
    const storing = async <T>(reservation: Reservation, work: () => Promise<T>): Promise<T> => {
      try {
        return await gate.write(work);
      } catch (error) {
        await reservation.release().catch((releaseError: unknown) => app.log.error({ err: releaseError }, "NFT upload record not released"));
        throw error;
      }
    };

    const add = async (bytes: Uint8Array, expected: string): Promise<string> => {
      const { cid } = await store.add(bytes);
      if (cid !== expected) throw new Error(`the store named the file ${cid}, but it was recorded as ${expected}`);
      return cid;
    };

    const describe = (file: UploadedFile, cid: string): StoredMedia => ({
      cid,
      uri: ipfsUri(cid),
      gatewayUrl: app.media.gatewayUrl(cid),
      mimeType: file.type.contentType,
      size: file.bytes.length,
    });

    serve(app, ENDPOINTS.uploadMedia, limited("nft-media"), async (request, reply) => {
      const { media, cover } = await readMediaUpload(request, app.media.limits);
      const entry = async (file: UploadedFile, kind: UploadKind): Promise<UploadedEntry> => ({
        cid: (await computeCid(file.bytes)).toString(),
        bytes: file.bytes.length,
        kind,
      });
      const mediaEntry = await entry(media, "media");
      const coverEntry = cover ? await entry(cover, "cover") : null;
      const reservation = await reserve(request, reply, "media", coverEntry ? [mediaEntry, coverEntry] : [mediaEntry]);
      return storing(reservation, async () => {
        const stored = describe(media, await add(media.bytes, mediaEntry.cid));
        if (!cover || !coverEntry) return ok({ media: stored });
        return ok({ media: stored, cover: describe(cover, await add(cover.bytes, coverEntry.cid)) });
      });
    });

    /** The file an `ipfs://` field names must be stored here, so that the token's page can show it. */
    const requireStored = async (uri: string, notUploaded: ErrorEntry<string>): Promise<string> => {
      const cid = parseContentCid(cidOfIpfsUri(uri) ?? "");
      if (!cid || !(await store.has(cid.toString()))) throw new ApiError(notUploaded);
      return cid.toString();
    };

    serve(app, ENDPOINTS.saveMetadata, limited("nft-metadata"), async (request, reply) => {
      const metadata = request.body;
      const named = async () => [
        await requireStored(metadata.image, MEDIA_ERRORS.imageNotUploaded),
        ...(metadata.animation_url === undefined ? [] : [await requireStored(metadata.animation_url, MEDIA_ERRORS.animationNotUploaded)]),
      ];
      const files = await named();
      const bytes = new TextEncoder().encode(canonicalJson(metadata));
      const cid = (await computeCid(bytes)).toString();
      // The account's own uploads of the files it names are renewed: they live at least as long as the metadata.
      const reservation = await reserve(request, reply, "metadata", [{ cid, bytes: bytes.length, kind: "metadata" }], files);
      return storing(reservation, async () => {
        // Asked again where no collection runs: one may have removed a file between the first look and the record.
        await named();
        await add(bytes, cid);
        return ok({ cid, uri: ipfsUri(cid), gatewayUrl: app.media.gatewayUrl(cid) });
      });
    });
  };

export default nftMediaRoutes;
