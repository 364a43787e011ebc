import { crc32, deflateSync } from "node:zlib";

export interface PictureSpec {
  width: number;
  height: number;
  pieceSize: number;
  gapX: number;
  gapY: number;
}

/**
 * Pseudo-random numbers (sfc32, 128-bit state) from a seed: a keyed hash of the challenge id, so nobody can
 * redraw the picture without its gap and compare.
 */
function seeded(seed: Buffer) {
  let a = seed.readUInt32BE(0);
  let b = seed.readUInt32BE(4);
  let c = seed.readUInt32BE(8);
  let d = seed.readUInt32BE(12);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return (max: number) => next() % max;
}

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/** Signed distance from (px, py) to a rounded rectangle centred at (cx, cy); negative inside. */
function roundedRectDistance(px: number, py: number, cx: number, cy: number, halfW: number, halfH: number, radius: number): number {
  const qx = Math.abs(px - cx) - (halfW - radius);
  const qy = Math.abs(py - cy) - (halfH - radius);
  const ox = Math.max(qx, 0);
  const oy = Math.max(qy, 0);
  const outside = Math.sqrt(ox * ox + oy * oy);
  return outside + Math.min(Math.max(qx, qy), 0) - radius;
}

/**
 * The puzzle as an RGB PNG: a random picture of soft shapes over a gradient, light noise, and the gap (a
 * darkened rounded square with a light outline) at (gapX, gapY). Only pixels say where the gap is.
 */
export function renderSliderPicture(spec: PictureSpec, seed: Buffer): Uint8Array {
  const { width, height, pieceSize, gapX, gapY } = spec;
  const random = seeded(seed);
  const pixels = new Float32Array(width * height * 3);
  const blend = (index: number, color: [number, number, number], alpha: number) => {
    if (alpha <= 0) return;
    for (let c = 0; c < 3; c++) pixels[index + c] = (pixels[index + c] ?? 0) * (1 - alpha) + (color[c] ?? 0) * alpha;
  };

  // Background: a diagonal gradient between two related hues.
  const hue = random(360);
  const from = hsl(hue, 55, 70);
  const to = hsl((hue + 60) % 360, 55, 40);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const index = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[index + c] = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t;
    }
  }

  // Shapes: circles and rotated rounded rectangles, anti-aliased.
  for (let i = 0; i < 14; i++) {
    const color = hsl((hue + random(120)) % 360, 40 + random(40), 35 + random(40));
    const alpha = 0.6 + random(25) / 100;
    if (i % 2 === 0) {
      const cx = random(width);
      const cy = random(height);
      const r = 8 + random(40);
      for (let y = Math.max(0, cy - r - 1); y < Math.min(height, cy + r + 2); y++) {
        for (let x = Math.max(0, cx - r - 1); x < Math.min(width, cx + r + 2); x++) {
          const coverage = clamp01(0.5 - (Math.sqrt((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2) - r));
          blend((y * width + x) * 3, color, alpha * coverage);
        }
      }
    } else {
      const w = 10 + random(70);
      const h = 10 + random(50);
      const cx = random(width);
      const cy = random(height);
      const radius = Math.min(random(12), w / 2, h / 2);
      const angle = (random(90) * Math.PI) / 180;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const reach = Math.hypot(w, h) / 2 + 1;
      for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, Math.ceil(cy + reach)); y++) {
        for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, Math.ceil(cx + reach)); x++) {
          const dx = x + 0.5 - cx;
          const dy = y + 0.5 - cy;
          const local = roundedRectDistance(dx * cos + dy * sin, -dx * sin + dy * cos, 0, 0, w / 2, h / 2, radius);
          blend((y * width + x) * 3, color, alpha * clamp01(0.5 - local));
        }
      }
    }
  }

  // The gap: darkened inside, a light 2 px outline on its edge.
  const half = pieceSize / 2;
  const darkness = 0.45 + random(11) / 100;
  for (let y = Math.max(0, gapY - 2); y < Math.min(height, gapY + pieceSize + 2); y++) {
    for (let x = Math.max(0, gapX - 2); x < Math.min(width, gapX + pieceSize + 2); x++) {
      const distance = roundedRectDistance(x + 0.5, y + 0.5, gapX + half, gapY + half, half, half, 8);
      const index = (y * width + x) * 3;
      blend(index, [0, 0, 0], darkness * clamp01(0.5 - distance));
      const outline = clamp01(1.5 - Math.abs(distance + 0.5));
      blend(index, [255, 255, 255], 0.85 * outline);
    }
  }

  // Light noise (the same on the three channels), so that no two pixels of a flat area are equal.
  const bytes = new Uint8Array(width * height * 3);
  for (let i = 0; i < bytes.length; i += 3) {
    const noise = random(7) - 3;
    for (let c = 0; c < 3; c++) bytes[i + c] = Math.max(0, Math.min(255, Math.round((pixels[i + c] ?? 0) + noise)));
  }
  return encodePng(width, height, bytes);
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/** An 8-bit RGB PNG: IHDR, one IDAT (each row with the Sub filter, deflated by zlib), IEND. No text chunks. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  const stride = width * 3;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    filtered[row] = 1; // Sub: each byte minus the one 3 bytes (one pixel) to its left
    for (let i = 0; i < stride; i++) {
      const value = rgb[y * stride + i] ?? 0;
      const left = i >= 3 ? (rgb[y * stride + i - 3] ?? 0) : 0;
      filtered[row + 1 + i] = (value - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(filtered, { level: 6 })), chunk("IEND", new Uint8Array())]);
}
