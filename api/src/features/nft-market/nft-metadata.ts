import { z } from "zod";
import { cidOfIpfsUri, type ContentStore } from "../media/public.ts";

/** What an NFT's page shows of its metadata JSON (ERC-721 metadata, ERC-1155's alike). */
export interface NftMetadata {
  name: string | null;
  description: string | null;
  image: string | null;
  animationUrl: string | null;
}

/** Reads the metadata a tokenURI names; null when it cannot be read here or is not metadata. */
export type MetadataReader = (tokenUri: string) => Promise<NftMetadata | null>;

/** Larger files are not metadata (ours are well under a kilobyte): never parse them. */
const METADATA_MAX_BYTES = 64 * 1024;

/** Media the web may load: content addresses and web addresses; anything else (data:, javascript:) is dropped. */
const mediaUri = z
  .string()
  .max(2000)
  .refine((value) => /^(ipfs|https?):\/\//.test(value))
  .nullable()
  .catch(null);
const text = (max: number) => z.string().trim().max(max).nullable().catch(null);

const metadataSchema = z.object({
  name: text(200).default(null),
  description: text(5000).default(null),
  image: mediaUri.default(null),
  animation_url: mediaUri.default(null),
});

/**
 * Metadata read from the content store (decision 0029): an `ipfs://` tokenURI names immutable bytes, so reading them
 * while indexing gives the same answer on every rescan. Other URIs (web addresses, data:) are not fetched.
 */
export function storedMetadataReader(store: () => ContentStore): MetadataReader {
  return async (tokenUri) => {
    const cid = cidOfIpfsUri(tokenUri);
    if (!cid) return null;
    const bytes = await store()
      .get(cid)
      .catch(() => null);
    if (!bytes || bytes.length > METADATA_MAX_BYTES) return null;
    try {
      const parsed = metadataSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
      if (!parsed.success) return null;
      const { name, description, image, animation_url: animationUrl } = parsed.data;
      return { name, description, image, animationUrl };
    } catch {
      return null;
    }
  };
}
