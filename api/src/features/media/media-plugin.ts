import { rm } from "node:fs/promises";
import fp from "fastify-plugin";
import type { ContentStore } from "./content-store.ts";
import { KuboContentStore } from "./kubo-content-store.ts";
import { defaultBlocksDir, LocalContentStore } from "./local-content-store.ts";

/** The largest file of each kind (NFT_IMAGE_MAX_BYTES, NFT_VIDEO_MAX_BYTES); a video's cover is an image. */
export interface MediaLimits {
  imageMaxBytes: number;
  videoMaxBytes: number;
}

export interface MediaOptions {
  dataDir: string;
  /** A Kubo RPC endpoint (IPFS_API_URL); unset = the self-hosted store under DATA_DIR. */
  ipfsApiUrl?: string | undefined;
  ipfsApiToken?: string | undefined;
  /** Base of `gatewayUrl` in answers (IPFS_GATEWAY_URL, default $PUBLIC_URL/ipfs). */
  gatewayUrl: string;
  limits: MediaLimits;
}

export interface Media {
  store: ContentStore;
  limits: MediaLimits;
  /** Where a browser reads the file named by `cid` now. */
  gatewayUrl(cid: string): string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** NFT media and metadata by CID (decision 0029): the configured content store, the upload limits, the gateway. */
    media: Media;
  }
}

/** The store the environment names: a Kubo node when IPFS_API_URL is set, otherwise blocks under DATA_DIR. */
export async function contentStoreFor(options: MediaOptions): Promise<{ store: ContentStore; temporaryDir?: string }> {
  if (options.ipfsApiUrl) {
    const maxBytes = Math.max(options.limits.imageMaxBytes, options.limits.videoMaxBytes);
    return { store: new KuboContentStore({ apiUrl: options.ipfsApiUrl, token: options.ipfsApiToken, maxBytes }) };
  }
  const { dir, temporary } = await defaultBlocksDir(options.dataDir);
  return { store: new LocalContentStore(dir), ...(temporary ? { temporaryDir: dir } : {}) };
}

export default fp(
  async (app, options: MediaOptions) => {
    const { store, temporaryDir } = await contentStoreFor(options);
    const gateway = options.gatewayUrl.replace(/\/+$/, "");
    app.decorate("media", { store, limits: options.limits, gatewayUrl: (cid: string) => `${gateway}/${cid}` } satisfies Media);
    app.health.register("media-store", () => store.health());
    if (temporaryDir) app.addHook("onClose", () => rm(temporaryDir, { recursive: true, force: true }));
  },
  { name: "media", dependencies: ["health"] },
);
