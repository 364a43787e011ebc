import { z } from "zod";
import { MEDIA_MESSAGES } from "./messages.ts";

const M = MEDIA_MESSAGES;

/**
 * `ipfs://<cid>` with a base32 CIDv1, the form every upload answers; the API reads the CID itself and requires it
 * stored (docs/decisions/0029-media-storage.md).
 */
const ipfsUriSchema = (message: string) => z.string({ error: message }).regex(/^ipfs:\/\/b[a-z2-7]{50,100}$/, message);

/** Trait display types of the common NFT metadata convention (OpenSea's). */
export const NFT_DISPLAY_TYPES = ["number", "boost_number", "boost_percentage", "date"] as const;

const attributeSchema = z.object(
  {
    trait_type: z.string({ error: M.invalidAttributes }).trim().min(1, M.invalidAttributes).max(100, M.invalidAttributes),
    value: z.union([z.string().trim().max(200, M.invalidAttributes), z.number().finite()], { error: M.invalidAttributes }),
    display_type: z.enum(NFT_DISPLAY_TYPES, { error: M.invalidAttributes }).optional(),
  },
  { error: M.invalidAttributes },
);

/** POST /api/nft/metadata: an NFT's metadata (ERC-721 metadata JSON and ERC-1155's), stored as canonical JSON. */
export const nftMetadataBodySchema = z.object({
  name: z.string({ error: M.invalidName }).trim().min(1, M.invalidName).max(100, M.invalidName),
  description: z.string({ error: M.invalidDescription }).trim().max(2000, M.invalidDescription).default(""),
  image: ipfsUriSchema(M.invalidImage),
  animation_url: ipfsUriSchema(M.invalidAnimationUrl).optional(),
  attributes: z.array(attributeSchema, { error: M.invalidAttributes }).max(50, M.invalidAttributes).optional(),
});
export type NftMetadataBody = z.infer<typeof nftMetadataBodySchema>;

/** A stored file: its CID, the `ipfs://` address a token carries, where a browser reads it now, its sniffed type. */
export const storedMediaSchema = z.object({
  cid: z.string(),
  uri: z.string(),
  gatewayUrl: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type StoredMedia = z.infer<typeof storedMediaSchema>;

/** POST /api/nft/media: the file (`media`) and, for a video, its cover image. */
export const mediaUploadSchema = z.object({ media: storedMediaSchema, cover: storedMediaSchema.optional() });

/** POST /api/nft/metadata: where the metadata JSON is stored (the tokenURI to mint with is `uri`). */
export const storedMetadataSchema = z.object({ cid: z.string(), uri: z.string(), gatewayUrl: z.string() });

/** The content types uploaded images (avatars, shop logos) are served with, by the extension the API gave the file. */
export const STORED_IMAGE_CONTENT_TYPES: Readonly<Record<string, string>> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", gif: "image/gif" };
export const STORED_IMAGE_TYPES = Object.values(STORED_IMAGE_CONTENT_TYPES);
