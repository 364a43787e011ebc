import { describe, expect, it } from "vitest";
import { servedContentType, sniffMediaType } from "./media-type.ts";
import { SAMPLES } from "./test/bytes.ts";

describe("sniffMediaType", () => {
  it("reads PNG, JPEG, GIF and WebP images and MP4 and WebM videos from their first bytes", () => {
    expect(sniffMediaType(SAMPLES.png())).toEqual({ kind: "image", contentType: "image/png" });
    expect(sniffMediaType(SAMPLES.jpeg())).toEqual({ kind: "image", contentType: "image/jpeg" });
    expect(sniffMediaType(SAMPLES.gif())).toEqual({ kind: "image", contentType: "image/gif" });
    expect(sniffMediaType(SAMPLES.webp())).toEqual({ kind: "image", contentType: "image/webp" });
    expect(sniffMediaType(SAMPLES.mp4())).toEqual({ kind: "video", contentType: "video/mp4" });
    expect(sniffMediaType(SAMPLES.webm())).toEqual({ kind: "video", contentType: "video/webm" });
  });

  it("refuses SVG, HTML, text, Matroska that is not WebM, HEIF images, and files too short to tell", () => {
    for (const [name, bytes] of Object.entries({
      svg: SAMPLES.svg(),
      html: SAMPLES.html(),
      text: SAMPLES.text(),
      matroska: SAMPLES.matroska(),
      heic: SAMPLES.heic(),
      empty: Buffer.alloc(0),
      short: Buffer.from([0x89, 0x50]),
    })) {
      expect(sniffMediaType(bytes), name).toBeNull();
    }
  });
});

describe("servedContentType", () => {
  it("serves media with its type, metadata as JSON, and anything else as bytes, never as HTML or SVG", () => {
    expect(servedContentType(SAMPLES.webm())).toBe("video/webm");
    expect(servedContentType(Buffer.from('{"name":"Lotus"}'))).toBe("application/json; charset=utf-8");
    expect(servedContentType(SAMPLES.html())).toBe("application/octet-stream");
    expect(servedContentType(SAMPLES.svg())).toBe("application/octet-stream");
    expect(servedContentType(Buffer.from("{ not json"))).toBe("application/octet-stream");
  });
});
