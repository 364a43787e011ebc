import { endpoint } from "../common/endpoint.ts";
import { mediaUploadSchema, nftMetadataBodySchema, storedMetadataSchema } from "./schemas.ts";

/**
 * NFT files and metadata stored by CID (decisions 0029, 0037), for signed-in users within their quota. The bytes are
 * read back at the gateway, /ipfs/{cid} on the web app's origin, outside /api.
 */
export const MEDIA_ENDPOINTS = {
  /** The file (multipart field `media`, an image or a video) and, for a video, its cover image (`cover`). */
  uploadMedia: endpoint({ method: "POST", path: "/nft/media", upload: { media: true, cover: false }, answer: mediaUploadSchema }),
  /** An NFT's metadata JSON, naming files stored here; its `uri` is the tokenURI to mint with. */
  saveMetadata: endpoint({ method: "POST", path: "/nft/metadata", body: nftMetadataBodySchema, answer: storedMetadataSchema }),
};
