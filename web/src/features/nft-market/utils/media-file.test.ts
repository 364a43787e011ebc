import { describe, expect, it } from "vitest";
import { NFT_IMAGE_MAX_BYTES as IMAGE_MAX_BYTES } from "@openpawn/shared/constants";
import { checkMediaFile, isVideo } from "./media-file.ts";

const file = (type: string, size = 10) => new File([new Uint8Array(size)], "f", { type });

describe("checkMediaFile", () => {
  it("takes images and videos within their limits", () => {
    expect(checkMediaFile(file("image/png"))).toBe("");
    expect(checkMediaFile(file("video/mp4"))).toBe("");
    expect(isVideo(file("video/webm"))).toBe(true);
  });

  it("refuses SVG, HTML and a video where only an image fits, with the storage's words", () => {
    expect(checkMediaFile(file("image/svg+xml"))).toBe("unsupported file type");
    expect(checkMediaFile(file("text/html"))).toBe("unsupported file type");
    expect(checkMediaFile(file("video/mp4"), { imageOnly: true })).toBe("unsupported file type");
  });

  it("refuses an image over 10 MB", () => {
    expect(checkMediaFile(file("image/jpeg", IMAGE_MAX_BYTES + 1))).toBe("file too large");
  });
});
