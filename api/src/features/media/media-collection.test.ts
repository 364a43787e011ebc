import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { mediaUploads } from "../../db/schema.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { makeUser, type TestUser } from "../../test/profile-fixtures.ts";
import { idleStatus, type IndexerStatus } from "../../chain-spine/indexer-status.ts";
import { multipart, type FilePart } from "./routes/test/multipart.ts";
import { collectionWanted } from "./media-plugin.ts";
import { CHUNK_SIZE } from "./unixfs.ts";
import { SAMPLES } from "./test/bytes.ts";
import { ageUploads, indexedToken } from "./test/indexed-token.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

describe("collection of NFT media no token names (NFT_MEDIA_UNCLAIMED_DAYS, 7 by default)", () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    // Images up to four chunks, so that files can share blocks.
    app = await buildTestApp({ NFT_IMAGE_MAX_BYTES: String(4 * CHUNK_SIZE), NFT_VIDEO_MAX_BYTES: String(4 * CHUNK_SIZE) });
    user = await makeUser(app);
  });
  afterAll(() => app.close());

  const upload = async (owner: TestUser, ...parts: FilePart[]) => {
    const { payload, headers } = multipart(...parts);
    const response = await app.inject({ method: "POST", url: "/api/nft/media", payload, headers: { ...headers, ...owner.auth } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { media: { cid: string; uri: string }; cover?: { cid: string; uri: string } };
  };
  const saveMetadata = async (owner: TestUser, body: object) => {
    const response = await app.inject({ method: "POST", url: "/api/nft/metadata", payload: body, headers: owner.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { cid: string; uri: string };
  };
  const records = (cids: string[]) => app.database.db.select().from(mediaUploads).where(inArray(mediaUploads.cid, cids));
  const served = async (cid: string) => (await app.inject({ method: "GET", url: `/ipfs/${cid}` })).statusCode;

  it("deletes a file and metadata never minted once their days have passed, not before, and forgets their records", async () => {
    const { media } = await upload(user, { field: "media", bytes: SAMPLES.png(3000) });
    const metadata = await saveMetadata(user, { name: "Never minted", image: media.uri });
    const cids = [media.cid, metadata.cid];

    expect(await app.media.ledger.collect(inDays(6))).toEqual([]);
    expect(await served(media.cid)).toBe(200);
    expect(await records(cids)).toHaveLength(2);

    const collected = await app.media.ledger.collect(inDays(8));
    expect(collected).toEqual(expect.arrayContaining([{ cid: media.cid, bytes: 3000 }, expect.objectContaining({ cid: metadata.cid })]));
    for (const cid of cids) {
      expect(await app.media.store.has(cid)).toBe(false);
      expect(await served(cid)).toBe(404);
    }
    expect(await records(cids)).toEqual([]);
  });

  it("keeps for good a token's metadata and the video and cover it names, even when the index could not read the metadata", async () => {
    const { media, cover } = await upload(user, { field: "media", bytes: SAMPLES.mp4(5000) }, { field: "cover", bytes: SAMPLES.jpeg(4000) });
    const metadata = await saveMetadata(user, { name: "Minted", image: cover!.uri, animation_url: media.uri });
    // A file named by a token only through the index's image column (its metadata stored elsewhere).
    const { media: picture } = await upload(user, { field: "media", bytes: SAMPLES.gif(2500) });
    await indexedToken(app.database.db, { tokenUri: metadata.uri, image: null, animationUrl: null });
    await indexedToken(app.database.db, { tokenUri: "https://example.com/token/7.json", image: picture.uri });
    const cids = [media.cid, cover!.cid, metadata.cid, picture.cid];

    await app.media.ledger.collect(inDays(30));
    await app.media.ledger.collect(inDays(400));
    for (const cid of cids) expect(await served(cid)).toBe(200);
    expect((await records(cids)).every((row) => row.namedAt !== null)).toBe(true);
  });

  it("starts a file's days anew when it is uploaded again or a metadata save names it", async () => {
    const { media: again } = await upload(user, { field: "media", bytes: SAMPLES.webp(2000) });
    const { media: named } = await upload(user, { field: "media", bytes: SAMPLES.png(2100) });
    await ageUploads(app.database.db, 6, [again.cid, named.cid]);
    await upload(user, { field: "media", bytes: SAMPLES.webp(2000) });
    const metadata = await saveMetadata(user, { name: "Later", image: named.uri });

    // Eight days after the first uploads, two after the second look: kept.
    expect(await app.media.ledger.collect(inDays(2))).toEqual([]);
    for (const cid of [again.cid, named.cid, metadata.cid]) expect(await served(cid)).toBe(200);
    const collected = await app.media.ledger.collect(inDays(8));
    expect(collected.map((file) => file.cid).sort()).toEqual([again.cid, named.cid, metadata.cid].sort());
  });

  it("keeps the blocks a kept file shares with collected ones: a file that is its first chunk, one that starts as it does", async () => {
    const kept = SAMPLES.png(3 * CHUNK_SIZE);
    const chunk = kept.subarray(0, CHUNK_SIZE);
    const prefix = Buffer.concat([kept.subarray(0, 2 * CHUNK_SIZE), SAMPLES.png(5000)]);
    const owner = await makeUser(app);
    const attacker = await makeUser(app);
    const { media: keptFile } = await upload(owner, { field: "media", bytes: kept });
    const { media: chunkFile } = await upload(attacker, { field: "media", bytes: chunk });
    const { media: prefixFile } = await upload(attacker, { field: "media", bytes: prefix });
    // The attacker's files are past their days; the owner's file is fresh (or minted: kept either way).
    await ageUploads(app.database.db, 8, [chunkFile.cid, prefixFile.cid]);

    const collected = await app.media.ledger.collect();
    expect(collected.map((file) => file.cid).sort()).toEqual([chunkFile.cid, prefixFile.cid].sort());
    const whole = await app.inject({ method: "GET", url: `/ipfs/${keptFile.cid}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(kept)).toBe(true);
    expect(await served(prefixFile.cid)).toBe(404);
    // The first chunk is a block of the kept file: still served from it, though its own record is gone.
    expect(await served(chunkFile.cid)).toBe(200);
    expect(await records([chunkFile.cid, prefixFile.cid])).toEqual([]);
  });
});

describe("when the collection runs", () => {
  const status = (change: Partial<IndexerStatus>): IndexerStatus => ({ ...idleStatus(56), ...change });

  it("runs on the indexing instance near the head with nothing set aside, not on a standby; without a deployment anywhere", () => {
    expect(collectionWanted(status({ state: "leading", lag: 3 }), true, 115)).toBe(true);
    expect(collectionWanted(status({ state: "leading", lag: 116 }), true, 115)).toBe(false);
    expect(collectionWanted(status({ state: "leading", lag: null }), true, 115)).toBe(false);
    const setAside = { projector: "nft", fromBlock: 10, error: "boom", since: new Date().toISOString(), attempts: 3 };
    expect(collectionWanted(status({ state: "leading", lag: 0, quarantined: [setAside] }), true, 115)).toBe(false);
    expect(collectionWanted(status({ state: "standby", lag: 0 }), true, 115)).toBe(false);
    expect(collectionWanted(status({ state: "stopped" }), false, 115)).toBe(true);
    expect(collectionWanted(status({ state: "stopped" }), true, 115)).toBe(false);
  });

  it("runs by itself every NFT_MEDIA_COLLECT_INTERVAL_MS", async () => {
    const app = await buildTestApp({ NFT_MEDIA_COLLECT_INTERVAL_MS: "1000" });
    try {
      const user = await makeUser(app);
      const { payload, headers } = multipart({ field: "media", bytes: SAMPLES.png(700) });
      const response = await app.inject({ method: "POST", url: "/api/nft/media", payload, headers: { ...headers, ...user.auth } });
      const { cid } = response.json().data.media as { cid: string };
      await ageUploads(app.database.db, 8);
      await vi.waitFor(async () => expect(await app.media.store.has(cid)).toBe(false), { timeout: 15_000, interval: 200 });
    } finally {
      await app.close();
    }
  });
});
