import { describe, expect, it } from "vitest";
import { mediaUrl } from "./media-url.ts";

describe("mediaUrl", () => {
  it("reads ipfs:// through the API's gateway, with or without the ipfs/ prefix some tools add", () => {
    expect(mediaUrl("ipfs://bafkreiabc")).toBe("/ipfs/bafkreiabc");
    expect(mediaUrl("ipfs://ipfs/bafkreiabc/1.png")).toBe("/ipfs/bafkreiabc/1.png");
  });

  it("keeps web addresses and refuses anything a page should not load", () => {
    expect(mediaUrl("https://example.org/a.png")).toBe("https://example.org/a.png");
    expect(mediaUrl("javascript:alert(1)")).toBeNull();
    expect(mediaUrl("data:image/svg+xml,<svg/>")).toBeNull();
    expect(mediaUrl("ipfs://../../api/secret")).toBeNull();
    expect(mediaUrl(null)).toBeNull();
  });
});
