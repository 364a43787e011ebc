import { rm } from "node:fs/promises";
import fp from "fastify-plugin";
import type { IndexerStatus } from "../../chain-spine/indexer-status.ts";
import type { ContentStore } from "./content-store.ts";
import { KuboContentStore } from "./kubo-content-store.ts";
import { defaultBlocksDir, LocalContentStore } from "./local-content-store.ts";
import { MediaLedger, type MediaBounds } from "./media-ledger.ts";
import { StoreGate } from "./store-gate.ts";

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
  /** The bounds of unminted media and how often it is collected (decision 0037). */
  bounds: MediaBounds;
  /** The collection runs on the indexing instance only while the index is at most this many blocks behind the head. */
  maxIndexLagBlocks: number;
}

export interface Media {
  store: ContentStore;
  limits: MediaLimits;
  /** Uploads' store writes beside each other, a collection alone. */
  gate: StoreGate;
  /** The record of uploads: quota, address budget, naming, collection. */
  ledger: MediaLedger;
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

/**
 * Whether this instance collects unminted media now. The instance that indexes does, once the index is near the
 * chain's head with no projector set aside: a token minted before then is in the index, so its files count as named.
 * A standby instance leaves it to that one. Without a deployment nothing is indexed and nothing can be minted: the
 * instance collects (every such replica may; a file is forgotten by one of them, and deleting twice is harmless).
 */
export function collectionWanted(status: IndexerStatus, deployed: boolean, maxIndexLagBlocks: number): boolean {
  if (status.state === "leading") return status.lag !== null && status.lag <= maxIndexLagBlocks && status.quarantined.length === 0;
  return status.state === "stopped" && !deployed;
}

export default fp(
  async (app, options: MediaOptions) => {
    const { store, temporaryDir } = await contentStoreFor(options);
    const gateway = options.gatewayUrl.replace(/\/+$/, "");
    const gate = new StoreGate();
    const log = app.log.child({ feature: "nft-media" });
    const ledger = new MediaLedger({ db: app.database.db, store, gate, bounds: options.bounds, log });
    app.decorate("media", { store, limits: options.limits, gate, ledger, gatewayUrl: (cid: string) => `${gateway}/${cid}` } satisfies Media);

    // The collection on a timer that never keeps the process alive; a run still going when the app closes is awaited.
    let running: Promise<unknown> | null = null;
    const collect = async () => {
      if (!collectionWanted(app.indexer.status(), (await app.chain.deployment()) !== null, options.maxIndexLagBlocks)) return;
      await ledger.collect();
    };
    const timer = setInterval(() => {
      running ??= collect()
        .catch((error: unknown) => log.error({ err: error }, "unminted NFT media collection failed: tried again at the next run"))
        .finally(() => (running = null));
    }, options.bounds.collectEveryMs);
    timer.unref();
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
    if (temporaryDir) app.addHook("onClose", () => rm(temporaryDir, { recursive: true, force: true }));
  },
  { name: "media", dependencies: ["health", "database", "chain", "chain-spine"] },
);
