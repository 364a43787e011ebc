import { Agent, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { MEDIA_MESSAGES } from "@openpawn/shared/media/messages";
import { buildTestApp } from "../../../test/test-app.ts";
import { makeUser, type TestUser } from "../../../test/profile-fixtures.ts";
import { canonicalJson } from "../canonical-json.ts";
import { computeCid } from "../unixfs.ts";
import { SAMPLES } from "../test/bytes.ts";
import { multipart, type FilePart } from "./test/multipart.ts";

const M = MEDIA_MESSAGES;
// Small limits through the same settings production reads (defaults 10 MB and 50 MB).
const IMAGE_MAX = 2000;
const VIDEO_MAX = 5000;
const UPLOADS_PER_USER = 12;

describe("POST /api/nft/media and /api/nft/metadata", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      NFT_IMAGE_MAX_BYTES: String(IMAGE_MAX),
      NFT_VIDEO_MAX_BYTES: String(VIDEO_MAX),
      RATE_LIMIT_NFT_UPLOADS_PER_USER: String(UPLOADS_PER_USER),
    });
  });
  afterAll(() => app.close());

  const upload = (user: TestUser | null, ...parts: FilePart[]) => {
    const { payload, headers } = multipart(...parts);
    return app.inject({ method: "POST", url: "/api/nft/media", payload, headers: { ...headers, ...(user?.auth ?? {}) } });
  };
  const saveMetadata = (user: TestUser | null, body: object) =>
    app.inject({ method: "POST", url: "/api/nft/metadata", payload: body, headers: user?.auth ?? {} });
  const refusal = (response: { statusCode: number; json(): unknown }) => ({ status: response.statusCode, body: response.json() });

  it("needs a signed-in user for both uploads (401 before anything is read)", async () => {
    expect((await upload(null, { field: "media", bytes: SAMPLES.png() })).statusCode).toBe(401);
    expect((await saveMetadata(null, { name: "x", image: "ipfs://bafkrei" })).statusCode).toBe(401);
  });

  it("stores an image by its CID and answers where it is: ipfs:// address, gateway address, sniffed type, size", async () => {
    const user = await makeUser(app);
    const bytes = SAMPLES.png(1500);
    // The name and declared type are a client's claim: the answer follows the bytes.
    const response = await upload(user, { field: "media", bytes, filename: "photo.jpg", contentType: "image/jpeg" });
    expect(response.statusCode, response.body).toBe(200);
    const cid = (await computeCid(bytes)).toString();
    expect(response.json()).toEqual({
      code: 200,
      data: { media: { cid, uri: `ipfs://${cid}`, gatewayUrl: `http://localhost:3000/ipfs/${cid}`, mimeType: "image/png", size: 1500 } },
    });
    expect(await app.media.store.has(cid)).toBe(true);
  });

  it("stores a video with its cover image, each under its own CID", async () => {
    const user = await makeUser(app);
    const video = SAMPLES.webm(VIDEO_MAX);
    const cover = SAMPLES.jpeg(IMAGE_MAX);
    const response = await upload(user, { field: "media", bytes: video }, { field: "cover", bytes: cover });
    expect(response.statusCode, response.body).toBe(200);
    const { media, cover: stored } = response.json().data;
    expect(media).toMatchObject({ cid: (await computeCid(video)).toString(), mimeType: "video/webm", size: VIDEO_MAX });
    expect(stored).toMatchObject({ cid: (await computeCid(cover)).toString(), mimeType: "image/jpeg", size: IMAGE_MAX });
    const mp4 = await upload(user, { field: "media", bytes: SAMPLES.mp4(3000) });
    expect(mp4.json().data.media.mimeType).toBe("video/mp4");
  });

  it("refuses SVG, HTML and a text file renamed as a picture: 415 'unsupported file type', for the media or the cover", async () => {
    const user = await makeUser(app);
    for (const bytes of [SAMPLES.svg(), SAMPLES.html(), SAMPLES.text()]) {
      const response = await upload(user, { field: "media", bytes, filename: "picture.png", contentType: "image/png" });
      expect(refusal(response)).toEqual({ status: 415, body: { code: 415, message: M.unsupportedFileType, errorCodes: ["nft.media.unsupported-file-type"] } });
    }
    // A cover is an image: a video there is refused as the cover's type.
    const videoCover = await upload(user, { field: "media", bytes: SAMPLES.mp4() }, { field: "cover", bytes: SAMPLES.webm() });
    expect(refusal(videoCover)).toEqual({ status: 415, body: { code: 415, message: M.unsupportedFileType, errorCodes: ["nft.cover.unsupported-file-type"] } });
    const svgCover = await upload(user, { field: "media", bytes: SAMPLES.mp4() }, { field: "cover", bytes: SAMPLES.svg() });
    expect(svgCover.json().errorCodes).toEqual(["nft.cover.unsupported-file-type"]);
  });

  it("refuses a file over its type's limit: 413 'file too large' (an image over the image limit even under the video's)", async () => {
    const user = await makeUser(app);
    const tooLarge = (field: string) => ({ status: 413, body: { code: 413, message: M.fileTooLarge, errorCodes: [`nft.${field}.file-too-large`] } });
    expect(refusal(await upload(user, { field: "media", bytes: SAMPLES.png(IMAGE_MAX + 1) }))).toEqual(tooLarge("media"));
    expect(refusal(await upload(user, { field: "media", bytes: SAMPLES.gif(VIDEO_MAX - 1) }))).toEqual(tooLarge("media"));
    expect(refusal(await upload(user, { field: "media", bytes: SAMPLES.mp4(VIDEO_MAX + 1) }))).toEqual(tooLarge("media"));
    expect(refusal(await upload(user, { field: "media", bytes: SAMPLES.webm(VIDEO_MAX * 3) }))).toEqual(tooLarge("media"));
    const bigCover = await upload(user, { field: "media", bytes: SAMPLES.mp4() }, { field: "cover", bytes: SAMPLES.webp(IMAGE_MAX + 1) });
    expect(refusal(bigCover)).toEqual(tooLarge("cover"));
    // A type is refused before a size: a huge SVG is 'unsupported file type'.
    expect((await upload(user, { field: "media", bytes: Buffer.concat([SAMPLES.svg(), Buffer.alloc(VIDEO_MAX * 2, 32)]) })).statusCode).toBe(415);
  });

  it("refuses while the body still arrives over a real connection, which then serves the next request", async () => {
    const user = await makeUser(app);
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    // One socket for both requests: the second waits for the first's connection to be free again.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (bytes: Buffer) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { payload, headers } = multipart({ field: "media", bytes });
        const request = httpRequest(`${address}/api/nft/media`, { method: "POST", agent, headers: { ...headers, ...user.auth }, timeout: 20_000 }, (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on("timeout", () => request.destroy(new Error("timed out"))).on("error", reject);
        request.end(payload);
      });
    try {
      expect((await post(SAMPLES.png(4_000_000))).status).toBe(413);
      expect((await post(Buffer.concat([SAMPLES.svg(), Buffer.alloc(4_000_000, 32)]))).status).toBe(415);
      expect((await post(SAMPLES.png(500))).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("refuses a missing file, a cover for an image, and any other part with a 400", async () => {
    const user = await makeUser(app);
    const code = async (response: Promise<{ statusCode: number; json(): { errorCodes: string[] } }>) => {
      const answer = await response;
      return [answer.statusCode, answer.json().errorCodes[0]];
    };
    expect(await code(upload(user))).toEqual([400, "nft.media.missing"]);
    expect(await code(upload(user, { field: "media", bytes: Buffer.alloc(0) }))).toEqual([400, "nft.media.missing"]);
    expect(await code(upload(user, { field: "cover", bytes: SAMPLES.png() }))).toEqual([400, "nft.media.missing"]);
    expect(await code(upload(user, { field: "media", bytes: SAMPLES.png() }, { field: "cover", bytes: SAMPLES.png() }))).toEqual([400, "nft.cover.without-video"]);
    expect(await code(upload(user, { field: "file", bytes: SAMPLES.png() }))).toEqual([400, "nft.media.unknown-part"]);
    expect(await code(upload(user, { field: "media", bytes: SAMPLES.png() }, { field: "media", bytes: SAMPLES.png() }))).toEqual([400, "nft.media.unknown-part"]);
    const json = await app.inject({ method: "POST", url: "/api/nft/media", payload: { media: "x" }, headers: user.auth });
    expect([json.statusCode, json.json().errorCodes[0]]).toEqual([400, "nft.media.missing"]);
  });

  it("stores metadata as canonical JSON: the same fields in any order give the same CID, served back as JSON", async () => {
    const user = await makeUser(app);
    const image = (await upload(user, { field: "media", bytes: SAMPLES.png(800) })).json().data.media.uri;
    const video = (await upload(user, { field: "media", bytes: SAMPLES.mp4(900) })).json().data.media.uri;
    const metadata = {
      name: "  Golden Lotus #1 ",
      description: "A lotus in gold leaf.",
      image,
      animation_url: video,
      attributes: [{ trait_type: "Petals", value: 8 }, { trait_type: "Finish", value: "Gold", display_type: undefined }],
    };
    const response = await saveMetadata(user, metadata);
    expect(response.statusCode, response.body).toBe(200);
    const stored = { ...metadata, name: "Golden Lotus #1", attributes: [{ trait_type: "Petals", value: 8 }, { trait_type: "Finish", value: "Gold" }] };
    const json = canonicalJson(stored);
    const cid = (await computeCid(Buffer.from(json))).toString();
    expect(response.json().data).toEqual({ cid, uri: `ipfs://${cid}`, gatewayUrl: `http://localhost:3000/ipfs/${cid}` });

    const reordered = await saveMetadata(user, { attributes: stored.attributes, animation_url: video, image, description: stored.description, name: stored.name });
    expect(reordered.json().data.cid).toBe(cid);
    const served = await app.inject({ method: "GET", url: `/ipfs/${cid}` });
    expect(served.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(served.body).toBe(json);
    // Without a description the field is stored empty.
    const bare = await saveMetadata(user, { name: "Bare", image });
    expect(JSON.parse((await app.inject({ method: "GET", url: `/ipfs/${bare.json().data.cid}` })).body)).toEqual({ name: "Bare", description: "", image });
  });

  it("refuses metadata whose files were not uploaded here, and malformed fields with the shared schema's words", async () => {
    const user = await makeUser(app);
    const image = (await upload(user, { field: "media", bytes: SAMPLES.gif(700) })).json().data.media.uri;
    const elsewhere = `ipfs://${(await computeCid(Buffer.from("never uploaded"))).toString()}`;
    const notHere = await saveMetadata(user, { name: "x", image: elsewhere });
    expect(refusal(notHere)).toEqual({ status: 400, body: { code: 400, message: M.notUploaded, errorCodes: ["nft.metadata.image-not-uploaded"] } });
    expect((await saveMetadata(user, { name: "x", image, animation_url: elsewhere })).json().errorCodes).toEqual(["nft.metadata.animation-not-uploaded"]);

    const invalid = async (body: object, message: string) => {
      const response = await saveMetadata(user, body);
      expect(refusal(response)).toEqual({ status: 400, body: { code: 400, message, errorCodes: ["invalid_input"] } });
    };
    await invalid({ name: " ", image }, M.invalidName);
    await invalid({ name: "x".repeat(101), image }, M.invalidName);
    await invalid({ name: "x", image: "https://example.com/a.png" }, M.invalidImage);
    await invalid({ name: "x", image: "ipfs://QmZULkCELmmk5XNfCgTnCyFgAVxBRBXyDHGGMVoLFLiXEN" }, M.invalidImage);
    await invalid({ name: "x", image, description: "d".repeat(2001) }, M.invalidDescription);
    await invalid({ name: "x", image, attributes: [{ value: 1 }] }, M.invalidAttributes);
    await invalid({ name: "x", image, attributes: Array.from({ length: 51 }, (_, index) => ({ trait_type: `t${index}`, value: index })) }, M.invalidAttributes);
  });

  it("limits uploads per user: past the limit a 429, while another user still uploads", async () => {
    const user = await makeUser(app);
    for (let index = 0; index < UPLOADS_PER_USER; index++) {
      expect((await upload(user, { field: "media", bytes: SAMPLES.png(100 + index) })).statusCode).toBe(200);
    }
    const over = await upload(user, { field: "media", bytes: SAMPLES.png(99) });
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCodes).toEqual(["rate_limited"]);
    expect((await upload(await makeUser(app), { field: "media", bytes: SAMPLES.png(99) })).statusCode).toBe(200);
  });
});
