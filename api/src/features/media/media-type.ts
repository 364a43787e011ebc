import type { NFT_IMAGE_TYPES, NFT_VIDEO_TYPES } from "@openpawn/shared/constants";
import { sniffImageType } from "../../lib/image-type.ts";

export type MediaKind = "image" | "video";

export interface MediaType {
  kind: MediaKind;
  contentType: (typeof NFT_IMAGE_TYPES)[number] | (typeof NFT_VIDEO_TYPES)[number];
}

/** How many leading bytes `sniffMediaType` needs at most to decide. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number) => Buffer.from(bytes.subarray(start, start + length)).toString("latin1");

/**
 * ISO base media files that are MP4 video: the major brand of the leading `ftyp` box. HEIF images (heic, mif1),
 * QuickTime (qt) and 3GPP brands are not among them.
 */
const MP4_BRANDS = new Set(["isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "dash", "M4V ", "MSNV", "mmp4"]);

function isMp4(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp" && MP4_BRANDS.has(ascii(bytes, 8, 4));
}

/**
 * WebM: an EBML header (1A 45 DF A3) whose DocType element (ID 42 82) says "webm"; plain Matroska ("matroska") is not
 * WebM. The DocType sits in the header's first bytes; its size is an EBML variable-length number (0x84 = 4 bytes).
 */
function isWebm(bytes: Uint8Array): boolean {
  if (!(bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)) return false;
  const head = bytes.subarray(0, SNIFF_BYTES);
  for (let index = 4; index + 6 < head.length; index++) {
    if (head[index] === 0x42 && head[index + 1] === 0x82 && head[index + 2] === 0x84) return ascii(head, index + 3, 4) === "webm";
  }
  return false;
}

/**
 * The media type of an NFT file, read from its first bytes (magic numbers), never from its name or declared type:
 * PNG, JPEG, GIF, WebP images; MP4, WebM videos. Anything else is null: SVG and HTML (which run script where a
 * browser shows them), text, other containers.
 */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  const image = sniffImageType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (image) return { kind: "image", contentType: image.contentType as MediaType["contentType"] };
  if (isMp4(bytes)) return { kind: "video", contentType: "video/mp4" };
  if (isWebm(bytes)) return { kind: "video", contentType: "video/webm" };
  return null;
}

/** Metadata JSON larger than this is not looked for: what this API stores as metadata is a few kilobytes. */
const JSON_SNIFF_MAX_BYTES = 1024 * 1024;

/**
 * The Content-Type the gateway serves a stored file with, from its bytes: an NFT media type, JSON (metadata), or
 * application/octet-stream for anything else (never text/html or image/svg+xml, whatever the bytes hold).
 */
export function servedContentType(bytes: Uint8Array): string {
  const media = sniffMediaType(bytes);
  if (media) return media.contentType;
  if (bytes.length <= JSON_SNIFF_MAX_BYTES && (bytes[0] === 0x7b || bytes[0] === 0x5b)) {
    try {
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      return "application/json; charset=utf-8";
    } catch {
      // not JSON: served as bytes
    }
  }
  return "application/octet-stream";
}
