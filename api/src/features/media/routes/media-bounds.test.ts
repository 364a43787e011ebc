import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { MEDIA_MESSAGES } from "@openpawn/shared/media/messages";
import { mediaUploads } from "../../../db/schema.ts";
import { buildTestApp } from "../../../test/test-app.ts";
import { makeUser, type TestUser } from "../../../test/profile-fixtures.ts";
import { canonicalJson } from "../canonical-json.ts";
import { computeCid } from "../unixfs.ts";
import { SAMPLES } from "../test/bytes.ts";
import { ageUploads, indexedToken } from "../test/indexed-token.ts";
import { multipart, type FilePart } from "./test/multipart.ts";

const M = MEDIA_MESSAGES;
// Small bounds through the settings production reads (defaults 200 MB per account, 500 MB per address a day).
const IMAGE_MAX = 2000;
const QUOTA = 6000;
const PER_ADDRESS = 10_000;
const DAY_S = 24 * 60 * 60;

describe("unminted NFT media is bounded per account and per client address", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      NFT_IMAGE_MAX_BYTES: String(IMAGE_MAX),
      NFT_VIDEO_MAX_BYTES: "5000",
      NFT_MEDIA_QUOTA_BYTES: String(QUOTA),
      NFT_MEDIA_BYTES_PER_IP_PER_DAY: String(PER_ADDRESS),
      RATE_LIMIT_NFT_UPLOADS_PER_USER: "100",
    });
  });
  afterAll(() => app.close());

  const upload = (user: TestUser, from: string, ...parts: FilePart[]) => {
    const { payload, headers } = multipart(...parts);
    return app.inject({ method: "POST", url: "/api/nft/media", payload, headers: { ...headers, ...user.auth }, remoteAddress: from });
  };
  const image = (bytes: Buffer) => ({ field: "media", bytes });
  const cidOf = async (bytes: Uint8Array) => (await computeCid(bytes)).toString();
  /** Refused at a bound with nothing stored: neither in the content store nor in the records. */
  const expectRefusedUnstored = async (response: Awaited<ReturnType<typeof upload>>, errorCode: string, message: string, bytes: Uint8Array) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({ code: 429, message, errorCodes: [errorCode] });
    const cid = await cidOf(bytes);
    expect(await app.media.store.has(cid)).toBe(false);
    expect(await app.database.db.select().from(mediaUploads).where(eq(mediaUploads.cid, cid))).toEqual([]);
    return Number(response.headers["retry-after"]);
  };

  it("refuses one account past its quota of files no token names (429, nothing stored), counts a file uploaded again once, and frees the quota on a mint", async () => {
    const attacker = await makeUser(app);
    const from = "192.0.2.10";
    for (const bytes of [SAMPLES.png(2000), SAMPLES.jpeg(2000), SAMPLES.gif(2000)]) {
      expect((await upload(attacker, from, image(bytes))).statusCode).toBe(200);
    }
    // At the quota exactly: one byte more is refused, from this address or any other, until something is minted.
    const extra = SAMPLES.webp(1000);
    const retryAfter = await expectRefusedUnstored(await upload(attacker, from, image(extra)), "nft.media.quota-exceeded", M.quotaExceeded, extra);
    // The oldest upload is collected 7 days after it was made (at the next hourly collection).
    expect(retryAfter).toBeGreaterThan(7 * DAY_S - 60);
    expect(retryAfter).toBeLessThanOrEqual(7 * DAY_S + 3600);
    await expectRefusedUnstored(await upload(attacker, "192.0.2.99", image(extra)), "nft.media.quota-exceeded", M.quotaExceeded, extra);

    // The same bytes again are the same file: counted once, so still at the quota, not over it.
    expect((await upload(attacker, from, image(SAMPLES.png(2000)))).statusCode).toBe(200);
    // A metadata save stores a file too: refused the same way, under its own code, nothing stored.
    const pngUri = `ipfs://${await cidOf(SAMPLES.png(2000))}`;
    const metadata = await app.inject({ method: "POST", url: "/api/nft/metadata", payload: { name: "Over", image: pngUri }, headers: attacker.auth, remoteAddress: from });
    const json = new TextEncoder().encode(canonicalJson({ name: "Over", description: "", image: pngUri }));
    await expectRefusedUnstored(metadata, "nft.metadata.quota-exceeded", M.quotaExceeded, json);

    // The quota is the account's: another account on the same address still uploads.
    expect((await upload(await makeUser(app), from, image(SAMPLES.png(1500)))).statusCode).toBe(200);

    // Once a token names a file (here the index saw its mint), its bytes no longer count.
    await indexedToken(app.database.db, { tokenUri: pngUri });
    expect((await upload(attacker, from, image(extra))).statusCode).toBe(200);
    expect(await app.media.store.has(await cidOf(extra))).toBe(true);
  });

  it("refuses many throw-away accounts on one address past the address's bytes of the day, while other addresses upload; the day rolls on", async () => {
    const from = "198.51.100.20";
    // Five accounts, each far under its quota, fill the address's day exactly.
    for (const bytes of [SAMPLES.png(2000), SAMPLES.jpeg(2000), SAMPLES.gif(2000), SAMPLES.webp(2000), SAMPLES.mp4(2000)]) {
      const response = await upload(await makeUser(app), from, image(bytes));
      expect(response.statusCode, response.body).toBe(200);
    }
    const sixth = SAMPLES.png(100);
    const retryAfter = await expectRefusedUnstored(
      await upload(await makeUser(app), from, image(sixth)),
      "nft.media.address-budget-exceeded",
      M.addressBudgetExceeded,
      sixth,
    );
    // When the first upload leaves the 24 hours.
    expect(retryAfter).toBeGreaterThan(DAY_S - 60);
    expect(retryAfter).toBeLessThanOrEqual(DAY_S);
    // A video and its cover count together.
    const video = SAMPLES.mp4(3000);
    const withCover = await upload(await makeUser(app), from, { field: "media", bytes: video }, { field: "cover", bytes: SAMPLES.png(5) });
    await expectRefusedUnstored(withCover, "nft.media.address-budget-exceeded", M.addressBudgetExceeded, video);

    // Another address is not held back.
    expect((await upload(await makeUser(app), "198.51.100.21", image(sixth))).statusCode).toBe(200);
    // A day later the address may upload again.
    await ageUploads(app.database.db, 1);
    expect((await upload(await makeUser(app), from, image(SAMPLES.png(101)))).statusCode).toBe(200);
  });

  it("lets only as many parallel uploads pass as fit in a nearly full quota of one account, from any addresses", async () => {
    const account = await makeUser(app);
    for (const bytes of [SAMPLES.mp4(2000), SAMPLES.webm(2000)]) expect((await upload(account, "192.0.2.40", image(bytes))).statusCode).toBe(200);
    // 4000 of 6000 bytes used: of four parallel uploads of about 2000 bytes from four addresses, one fits.
    const answers = await Promise.all([41, 42, 43, 44].map((host, index) => upload(account, `192.0.2.${host}`, image(SAMPLES.jpeg(2000 - index - 1)))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429]);
    const rows = await app.database.db.select().from(mediaUploads).where(eq(mediaUploads.userId, account.id));
    expect(rows).toHaveLength(3);
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(QUOTA);
  });

  it("lets only as many parallel uploads pass as fit in a nearly full day of one address", async () => {
    const from = "203.0.113.30";
    for (const bytes of [SAMPLES.png(2000), SAMPLES.jpeg(2000), SAMPLES.gif(2000), SAMPLES.webp(2000)]) {
      expect((await upload(await makeUser(app), from, image(bytes))).statusCode).toBe(200);
    }
    // 8000 of 10,000 bytes used: of four parallel uploads of about 2000 bytes, one fits.
    const racers = await Promise.all([0, 1, 2, 3].map(async () => makeUser(app)));
    const answers = await Promise.all(racers.map((racer, index) => upload(racer, from, image(SAMPLES.png(2000 - index - 1)))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429]);
    const rows = await app.database.db.select().from(mediaUploads).where(eq(mediaUploads.ip, from));
    expect(rows).toHaveLength(5);
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(PER_ADDRESS);
  });
});
