/** `length` reproducible bytes that differ from chunk to chunk (xorshift32 from `seed`): the same file in every run. */
export function patternBytes(length: number, seed = 1): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index++) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

/** The smallest files of each supported type (magic numbers followed by filler) and a few that must be refused. */
export const SAMPLES = {
  png: (size = 100) => withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpeg: (size = 100) => withHead([0xff, 0xd8, 0xff, 0xe0], size),
  gif: (size = 100) => withHead([...Buffer.from("GIF89a")], size),
  webp: (size = 100) => withHead([...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WEBPVP8 ")], size),
  mp4: (size = 100) => withHead([0, 0, 0, 0x20, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2avc1mp41")], size),
  webm: (size = 100) =>
    withHead([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, ...Buffer.from("webm")], size),
  svg: () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
  html: () => Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
  text: () => Buffer.from("Just some notes saved as picture.png, nothing more.\n".repeat(4)),
  matroska: () =>
    withHead([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88, ...Buffer.from("matroska")], 100),
  heic: () => withHead([0, 0, 0, 0x18, ...Buffer.from("ftypheic"), 0, 0, 0, 0, ...Buffer.from("mif1heic")], 100),
};

function withHead(head: number[], size: number): Buffer {
  const bytes = Buffer.from(patternBytes(Math.max(size, head.length), size));
  bytes.set(head, 0);
  return bytes;
}
