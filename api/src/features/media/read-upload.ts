import type { FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import { MEDIA_ERRORS } from "@openpawn/shared/media/errors";
import { ApiError } from "../../lib/response.ts";
import type { MediaLimits } from "./media-plugin.ts";
import { SNIFF_BYTES, sniffMediaType, type MediaType } from "./media-type.ts";

/** The two parts of an NFT upload: the token's file, and the cover image shown for a video. */
export type UploadField = "media" | "cover";

export interface UploadedFile {
  bytes: Buffer;
  type: MediaType;
}

const unsupported = (field: UploadField) => new ApiError(field === "media" ? MEDIA_ERRORS.mediaUnsupported : MEDIA_ERRORS.coverUnsupported);
const tooLarge = (field: UploadField) => new ApiError(field === "media" ? MEDIA_ERRORS.mediaTooLarge : MEDIA_ERRORS.coverTooLarge);

/** The type a part may have, from its first bytes: the cover is an image, the media an image or a video. */
function typeOf(field: UploadField, head: Buffer): MediaType {
  const type = sniffMediaType(head);
  if (!type || (field === "cover" && type.kind !== "image")) throw unsupported(field);
  return type;
}

const limitOf = (type: MediaType, limits: MediaLimits) => (type.kind === "video" ? limits.videoMaxBytes : limits.imageMaxBytes);

/**
 * Reads one part while it arrives: its type is decided from its first bytes (an unsupported file is refused before
 * the rest is read) and its size is checked against that type's limit as it grows (a file too large is refused at
 * the first byte over). An empty part (an empty file input) is null.
 */
async function readPart(part: MultipartFile, field: UploadField, limits: MediaLimits): Promise<UploadedFile | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let type: MediaType | undefined;
  let limit = field === "cover" ? limits.imageMaxBytes : Math.max(limits.imageMaxBytes, limits.videoMaxBytes);
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (!type && size >= SNIFF_BYTES) {
      type = typeOf(field, Buffer.concat(chunks));
      limit = limitOf(type, limits);
    }
    if (size > limit) throw tooLarge(field);
  }
  if (part.file.truncated) throw tooLarge(field);
  if (size === 0) return null;
  const bytes = Buffer.concat(chunks);
  type ??= typeOf(field, bytes);
  if (size > limitOf(type, limits)) throw tooLarge(field);
  return { bytes, type };
}

/**
 * The files of POST /api/nft/media (multipart): `media` (required: PNG, JPEG, GIF or WebP up to the image limit, MP4 or
 * WebM up to the video limit) and `cover` (optional, an image, for a video only). Types are read from the bytes, never
 * from names or declared types. Refusals: 415 'unsupported file type' and 413 'file too large' with the field in the
 * code (`nft.media.*`, `nft.cover.*`), 400 for a missing file or any other part.
 */
export async function readMediaUpload(request: FastifyRequest, limits: MediaLimits): Promise<{ media: UploadedFile; cover?: UploadedFile }> {
  if (!request.isMultipart()) throw new ApiError(MEDIA_ERRORS.mediaMissing);
  try {
    return await readParts(request, limits);
  } catch (error) {
    // A refusal before the end of the body: the rest is read into the void (what Node does with a body nobody reads),
    // so the connection ends its request and stays usable instead of waiting on bytes no one will take.
    if (!request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
    }
    throw error;
  }
}

async function readParts(request: FastifyRequest, limits: MediaLimits): Promise<{ media: UploadedFile; cover?: UploadedFile }> {
  const files: Partial<Record<UploadField, UploadedFile | null>> = {};
  // One byte over the largest limit lets the part's own check see the overflow; busboy stops there.
  const parts = request.parts({ limits: { fileSize: Math.max(limits.imageMaxBytes, limits.videoMaxBytes) + 1, files: 2 } });
  for await (const part of parts) {
    const field = part.fieldname;
    if (part.type !== "file" || (field !== "media" && field !== "cover") || field in files) {
      throw new ApiError(MEDIA_ERRORS.unknownPart);
    }
    files[field] = await readPart(part, field, limits);
  }
  const { media, cover } = files;
  if (!media) throw new ApiError(MEDIA_ERRORS.mediaMissing);
  if (!cover) return { media };
  if (media.type.kind !== "video") throw new ApiError(MEDIA_ERRORS.coverWithoutVideo);
  return { media, cover };
}
