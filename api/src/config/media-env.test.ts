import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

/** A local run: mail goes to the built-in catcher. */
const LOCAL = { SMTP_CATCHER: "1" };

describe("NFT media settings of readEnv", () => {
  it("defaults to the self-hosted store, this API's gateway and the 10 MB / 50 MB limits", () => {
    const env = readEnv(LOCAL);
    expect(env.IPFS_API_URL).toBeUndefined();
    expect(env.IPFS_API_TOKEN).toBe("");
    expect(env.IPFS_GATEWAY_URL).toBe("http://localhost:3000/ipfs");
    expect(env).toMatchObject({ NFT_IMAGE_MAX_BYTES: 10 * 1024 * 1024, NFT_VIDEO_MAX_BYTES: 50 * 1024 * 1024, RATE_LIMIT_NFT_UPLOADS_PER_USER: 30 });
    expect(readEnv({ ...LOCAL, PUBLIC_URL: "https://openpawn.io/" }).IPFS_GATEWAY_URL).toBe("https://openpawn.io/ipfs");
  });

  it("reads a Kubo node, another gateway without its trailing slash, and refuses a malformed address", () => {
    const env = readEnv({ ...LOCAL, IPFS_API_URL: "http://127.0.0.1:5001", IPFS_API_TOKEN: "t", IPFS_GATEWAY_URL: "https://ipfs.io/ipfs/", NFT_VIDEO_MAX_BYTES: "1000" });
    expect(env).toMatchObject({ IPFS_API_URL: "http://127.0.0.1:5001", IPFS_API_TOKEN: "t", IPFS_GATEWAY_URL: "https://ipfs.io/ipfs", NFT_VIDEO_MAX_BYTES: 1000 });
    expect(() => readEnv({ ...LOCAL, IPFS_API_URL: "localhost:5001" })).toThrow(/IPFS_API_URL/);
  });
});
