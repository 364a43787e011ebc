import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MEDIA_ERRORS } from "@openpawn/shared/media/errors";
import { parseByteRange } from "../byte-range.ts";
import { servedContentType } from "../media-type.ts";
import { isCid } from "../unixfs.ts";
import { ApiError } from "../../../lib/response.ts";

/** A CID names its bytes forever: any cache may keep them for a year without asking again. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/**
 * Stored files are shown by browsers on this origin: no script, no plugin, no form, in a sandbox (as the avatars
 * under /api/user/uploads); an image or a video may still show itself.
 */
const CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The gateway of decision 0029: GET (and HEAD) /ipfs/{cid} on the API's own origin, public. It serves what the
 * content store holds under that CID with the type sniffed from the bytes, cached as immutable, the CID as ETag, and
 * one byte range when asked (video players seek with ranges). 400 for a path that is no CID, 404 for a CID not held.
 */
const ipfsGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/ipfs/:cid", { schema: { params: z.object({ cid: z.string() }), hide: true } }, async (request, reply) => {
    const { cid } = request.params;
    if (!isCid(cid)) throw new ApiError(MEDIA_ERRORS.invalidCid);
    const etag = `"${cid}"`;
    const notHeld = () => new ApiError(MEDIA_ERRORS.cidNotHeld);
    // Set only once the CID is known to be held: a refusal must not be cached as immutable.
    const cacheHeaders = { etag, "cache-control": IMMUTABLE_CACHE_CONTROL };
    // The bytes under a CID never change: a client holding them (its ETag) only needs to hear that they are still here.
    if (request.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) {
      if (!(await app.media.store.has(cid))) throw notHeld();
      return reply.status(304).headers(cacheHeaders).send();
    }
    const bytes = await app.media.store.get(cid);
    if (!bytes) throw notHeld();
    reply
      .headers(cacheHeaders)
      .header("content-type", servedContentType(bytes))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", CONTENT_SECURITY_POLICY)
      .header("accept-ranges", "bytes");
    const range = parseByteRange(request.headers.range, bytes.length);
    if (range === "unsatisfiable") {
      return reply.status(416).header("content-range", `bytes */${bytes.length}`).send();
    }
    const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (!range) return reply.send(body);
    return reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${bytes.length}`)
      .send(body.subarray(range.start, range.end + 1));
  });
};

export default ipfsGatewayRoutes;
