import mediaPlugin from "./media-plugin.ts";
import uploadsPlugin from "./uploads-plugin.ts";
import nftMediaRoutes from "./routes/index.ts";
import ipfsGatewayRoutes from "./routes/gateway.ts";
import type { FeatureManifest } from "../feature-manifest.ts";
import { MEDIA_ENDPOINTS } from "@openpawn/shared/media/endpoints";

/** Uploaded images (avatars, logos) and NFT media and metadata by CID, with its gateway (decision 0029). */
export const mediaFeature: FeatureManifest = {
  name: "media",
  endpoints: [MEDIA_ENDPOINTS],
  setup: async (app, env) => {
    await app.register(uploadsPlugin, { dataDir: env.DATA_DIR });
    // Self-hosted blocks under DATA_DIR, or a Kubo node.
    await app.register(mediaPlugin, {
      dataDir: env.DATA_DIR,
      ipfsApiUrl: env.IPFS_API_URL,
      ipfsApiToken: env.IPFS_API_TOKEN,
      gatewayUrl: env.IPFS_GATEWAY_URL,
      limits: { imageMaxBytes: env.NFT_IMAGE_MAX_BYTES, videoMaxBytes: env.NFT_VIDEO_MAX_BYTES },
      // Unminted media is bounded and collected (decision 0037).
      bounds: {
        quotaBytes: env.NFT_MEDIA_QUOTA_BYTES,
        bytesPerIpPerDay: env.NFT_MEDIA_BYTES_PER_IP_PER_DAY,
        unclaimedDays: env.NFT_MEDIA_UNCLAIMED_DAYS,
        collectEveryMs: env.NFT_MEDIA_COLLECT_INTERVAL_MS,
      },
      maxIndexLagBlocks: env.INDEXER_CONFIRMATIONS + env.INDEXER_MAX_LAG_BLOCKS,
    });
    // The gateway answers /ipfs/{cid} on the web app's origin, outside /api.
    await app.register(ipfsGatewayRoutes);
  },
  healthChecks: (app) => [{ name: "media-store", check: () => app.media.store.health() }],
  routes: (env) => [
    { prefix: "/nft", routes: nftMediaRoutes({ rateLimit: { windowMs: env.RATE_LIMIT_WINDOW_MS, uploadsPerUser: env.RATE_LIMIT_NFT_UPLOADS_PER_USER } }) },
  ],
};
