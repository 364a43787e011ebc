import { NFT_IMAGE_MAX_BYTES, NFT_IMAGE_TYPES, NFT_VIDEO_MAX_BYTES, NFT_VIDEO_TYPES } from "@openpawn/shared/constants";
import { MEDIA_MESSAGES } from "@openpawn/shared/media/messages";

const IMAGE_TYPES: readonly string[] = NFT_IMAGE_TYPES;
const VIDEO_TYPES: readonly string[] = NFT_VIDEO_TYPES;

/** The accept attribute of a file input for NFT media (or images only, for a video's cover). */
export const mediaAccept = (imageOnly = false) => (imageOnly ? IMAGE_TYPES : [...IMAGE_TYPES, ...VIDEO_TYPES]).join(",");

export const isVideo = (file: File) => VIDEO_TYPES.includes(file.type);

/**
 * The storage's words for a file it would refuse, or "" when it looks fine. The server reads the type from the
 * bytes and enforces its configured limits; this only spares an upload that the default limits would refuse.
 */
export function checkMediaFile(file: File, { imageOnly = false } = {}): string {
  const image = IMAGE_TYPES.includes(file.type);
  if (!image && (imageOnly || !isVideo(file))) return MEDIA_MESSAGES.unsupportedFileType;
  if (file.size > (image ? NFT_IMAGE_MAX_BYTES : NFT_VIDEO_MAX_BYTES)) return MEDIA_MESSAGES.fileTooLarge;
  return "";
}
