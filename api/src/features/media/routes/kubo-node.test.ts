import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildTestApp } from "../../../test/test-app.ts";
import { makeUser } from "../../../test/profile-fixtures.ts";
import { computeCid } from "../unixfs.ts";
import { SAMPLES } from "../test/bytes.ts";
import { startFakeKubo, type FakeKubo } from "../test/fake-kubo.ts";
import { ageUploads, indexedToken } from "../test/indexed-token.ts";
import { multipart } from "./test/multipart.ts";

describe("uploads and the gateway over a Kubo node (IPFS_API_URL, IPFS_API_TOKEN, IPFS_GATEWAY_URL)", () => {
  let node: FakeKubo;
  let app: FastifyInstance;
  beforeAll(async () => {
    node = await startFakeKubo({ token: "pinning-token" });
    app = await buildTestApp({ IPFS_API_URL: node.url, IPFS_API_TOKEN: "pinning-token", IPFS_GATEWAY_URL: "https://gateway.example/ipfs/" });
  });
  afterAll(async () => {
    await app.close();
    await node.close();
  });

  it("stores an upload on the node under the CID the self-hosted store would give it, and serves it back", async () => {
    expect(app.media.store.kind).toBe("kubo");
    const user = await makeUser(app);
    const bytes = SAMPLES.jpeg(5000);
    const { payload, headers } = multipart({ field: "media", bytes });
    const response = await app.inject({ method: "POST", url: "/api/nft/media", payload, headers: { ...headers, ...user.auth } });
    expect(response.statusCode, response.body).toBe(200);
    const cid = (await computeCid(bytes)).toString();
    expect(response.json().data.media).toMatchObject({ cid, uri: `ipfs://${cid}`, gatewayUrl: `https://gateway.example/ipfs/${cid}` });
    expect(node.calls.some((call) => call.startsWith("POST add cid-version=1&raw-leaves=true"))).toBe(true);

    const served = await app.inject({ method: "GET", url: `/ipfs/${cid}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const metadata = await app.inject({ method: "POST", url: "/api/nft/metadata", payload: { name: "On Kubo", image: `ipfs://${cid}` }, headers: user.auth });
    expect(metadata.statusCode, metadata.body).toBe(200);
    expect(node.calls.some((call) => call === `POST block/stat arg=${cid}&offline=true`)).toBe(true);
  });

  it("reports the node in /api/health", async () => {
    await app.health.refresh();
    expect(app.health.status().checks["media-store"]).toBe("ok");
  });

  it("collects a file no token names past its days by unpinning it on the node; a minted one stays pinned", async () => {
    const user = await makeUser(app);
    const post = async (bytes: Buffer) => {
      const { payload, headers } = multipart({ field: "media", bytes });
      const response = await app.inject({ method: "POST", url: "/api/nft/media", payload, headers: { ...headers, ...user.auth } });
      return response.json().data.media as { cid: string; uri: string };
    };
    const unminted = await post(SAMPLES.png(4000));
    const minted = await post(SAMPLES.gif(4000));
    await indexedToken(app.database.db, { tokenUri: minted.uri });
    await ageUploads(app.database.db, 8, [unminted.cid, minted.cid]);

    expect((await app.media.ledger.collect()).map((file) => file.cid)).toEqual([unminted.cid]);
    expect(node.calls).toContain(`POST pin/rm arg=${unminted.cid}&recursive=true`);
    expect(node.pins.has(unminted.cid)).toBe(false);
    expect(node.pins.has(minted.cid)).toBe(true);
  });
});
