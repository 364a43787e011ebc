import { crc32, deflateSync } from "node:zlib";

/** Where a gap (or the piece cut from it) sits: its top-left corner. */
export interface GapPosition {
  x: number;
  y: number;
}

export interface PuzzleGeometry {
  width: number;
  height: number;
  pieceSize: number;
}

export interface PuzzleSpec extends PuzzleGeometry {
  /** The true gap, where the piece was cut. */
  gap: GapPosition;
  /** Gaps of the same shape and shading that the piece does not fit. */
  decoys: GapPosition[];
}

export interface PuzzlePictures {
  /** The picture with its gaps (RGB PNG). */
  picture: Uint8Array;
  /** The piece: a strip `pieceSize` wide and as tall as the picture, transparent but for the piece at the gap's height (RGBA PNG). */
  piece: Uint8Array;
}

/** Corner radius of the gaps and the piece. */
const RADIUS = 8;

/**
 * Pseudo-random numbers (sfc32, 128-bit state) from a seed: a keyed hash of the challenge id, so nobody can
 * redraw the picture without its gap and compare.
 */
export function seeded(seed: Buffer): (max: number) => number {
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

/** Nearest left edge of a gap: the piece starts at x = 0 and must not cover one. */
const LEFT_MOST = 48;

/**
 * Where the gaps go: three in one row — the true one and two decoys, at least 8 px apart, the true one drawn at
 * random among them — and one more decoy in another row. `random(max)` answers an integer in [0, max).
 */
export function layoutPuzzle(geometry: PuzzleGeometry, random: (max: number) => number): Omit<PuzzleSpec, keyof PuzzleGeometry> {
  const { width, height, pieceSize } = geometry;
  const [xMin, xMax] = [LEFT_MOST, width - pieceSize - 4];
  const [yMin, yMax] = [8, height - pieceSize - 8];
  const between = (min: number, max: number) => min + random(max - min + 1);
  const apart = pieceSize + 8;
  let row: number[] = [];
  for (let attempt = 0; attempt < 1000 && row.length < 3; attempt++) {
    const candidate = [between(xMin, xMax), between(xMin, xMax), between(xMin, xMax)];
    const [a = 0, b = 0, c = 0] = candidate;
    if (Math.abs(a - b) >= apart && Math.abs(a - c) >= apart && Math.abs(b - c) >= apart) row = candidate;
  }
  // Practically never (one layout in 6 fits): evenly spaced from a random start.
  if (row.length < 3) {
    const start = between(xMin, xMax - 2 * apart);
    row = [start, start + apart, start + 2 * apart];
  }
  const y = between(yMin, yMax);
  const truth = random(3);
  const gap = { x: row[truth] ?? xMin, y };
  const decoys = row.filter((_, index) => index !== truth).map((x) => ({ x, y }));
  // Another row, clear of the first: above it, below it, or either.
  const otherRows = [...Array(yMax - yMin + 1).keys()].map((k) => yMin + k).filter((other) => Math.abs(other - y) >= pieceSize + 6);
  if (otherRows.length > 0) decoys.push({ x: between(xMin, xMax), y: otherRows[random(otherRows.length)] ?? yMin });
  return { gap, decoys };
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

/** Lays `color` over the RGB pixel at `index` with opacity `alpha`. */
function blendInto(pixels: Float32Array, index: number, color: [number, number, number], alpha: number): void {
  if (alpha <= 0) return;
  for (let c = 0; c < 3; c++) pixels[index + c] = (pixels[index + c] ?? 0) * (1 - alpha) + (color[c] ?? 0) * alpha;
}

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
 * The puzzle: a random picture of soft shapes over a gradient with light noise, darkened rounded squares at the
 * gap and at each decoy (the same darkness for all, no outline), and the piece cut from the picture at the gap
 * before it was darkened. Only the piece's content tells the true gap from a decoy: the true gap's darkened
 * pixels are the piece's, its surroundings continue the piece's shapes. Only pixels say where any gap is.
 */
export function renderSliderPuzzle(spec: PuzzleSpec, seed: Buffer): PuzzlePictures {
  const { width, height, pieceSize, gap, decoys } = spec;
  const { pixels, darkness } = paintPuzzleBackground(spec, seed);
  const blend = (index: number, color: [number, number, number], alpha: number) => blendInto(pixels, index, color, alpha);

  // How much of the pixel (x, y) a gap (or the piece) at `at` covers: 1 inside, 0 outside, a fraction on the edge.
  const half = pieceSize / 2;
  const coverage = (x: number, y: number, at: GapPosition) => clamp01(0.5 - roundedRectDistance(x + 0.5, y + 0.5, at.x + half, at.y + half, half, half, RADIUS));

  // The piece, cut before any darkening: the picture's pixels, opaque where the gap is.
  const strip = new Uint8Array(pieceSize * height * 4);
  for (let y = Math.max(0, gap.y - 1); y < Math.min(height, gap.y + pieceSize + 1); y++) {
    for (let px = 0; px < pieceSize; px++) {
      const x = gap.x + px;
      if (x < 0 || x >= width) continue;
      const source = (y * width + x) * 3;
      const target = (y * pieceSize + px) * 4;
      for (let c = 0; c < 3; c++) strip[target + c] = pixels[source + c] ?? 0;
      strip[target + 3] = Math.round(255 * coverage(x, y, gap));
    }
  }

  // The gaps: each darkened by the same amount, with a soft edge and no outline.
  for (const at of [gap, ...decoys]) {
    for (let y = Math.max(0, at.y - 1); y < Math.min(height, at.y + pieceSize + 1); y++) {
      for (let x = Math.max(0, at.x - 1); x < Math.min(width, at.x + pieceSize + 1); x++) {
        blend((y * width + x) * 3, [0, 0, 0], darkness * coverage(x, y, at));
      }
    }
  }

  const bytes = new Uint8Array(width * height * 3);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(pixels[i] ?? 0);
  return { picture: encodePng(width, height, bytes), piece: encodePng(pieceSize, height, strip, 4) };
}

/**
 * The picture before any gap is shaded (RGB, whole values in 0–255), with the darkness its gaps get: a gradient,
 * random shapes — one more starting inside each gap and decoy — and light noise.
 */
export function paintPuzzleBackground(spec: PuzzleSpec, seed: Buffer): { pixels: Float32Array; darkness: number } {
  const { width, height, pieceSize, gap, decoys } = spec;
  const random = seeded(seed);
  const pixels = new Float32Array(width * height * 3);
  const blend = (index: number, color: [number, number, number], alpha: number) => blendInto(pixels, index, color, alpha);

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
  const shape = (kind: "circle" | "rectangle", cx: number, cy: number) => {
    const color = hsl((hue + random(120)) % 360, 40 + random(40), 35 + random(40));
    const alpha = 0.6 + random(25) / 100;
    if (kind === "circle") {
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
  };
  for (let i = 0; i < 14; i++) shape(i % 2 === 0 ? "circle" : "rectangle", random(width), random(height));
  // One more shape starting inside each gap and decoy, in random order: every one shows shapes of its own for the
  // eye to match with the piece, and none is the only one with a shape.
  const spots = [gap, ...decoys];
  for (let left = spots.length; left > 0; left--) {
    const [spot] = spots.splice(random(left), 1);
    if (spot) shape(random(2) === 0 ? "circle" : "rectangle", spot.x + 6 + random(pieceSize - 12), spot.y + 6 + random(pieceSize - 12));
  }

  // Light noise (the same on the three channels), so that no two pixels of a flat area are equal: it is part of
  // the picture the piece is cut from, so the piece matches its gap pixel by pixel and nowhere else.
  for (let i = 0; i < pixels.length; i += 3) {
    const noise = random(7) - 3;
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, Math.round((pixels[i + c] ?? 0) + noise)));
  }

  return { pixels, darkness: 0.45 + random(11) / 100 };
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/** An 8-bit RGB (or RGBA) PNG: IHDR, one IDAT (each row with the Sub filter, deflated by zlib), IEND. No text chunks. */
export function encodePng(width: number, height: number, rgb: Uint8Array, channels: 3 | 4 = 3): Uint8Array {
  const stride = width * channels;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    filtered[row] = 1; // Sub: each byte minus the one a pixel to its left
    for (let i = 0; i < stride; i++) {
      const value = rgb[y * stride + i] ?? 0;
      const left = i >= channels ? (rgb[y * stride + i - channels] ?? 0) : 0;
      filtered[row + 1 + i] = (value - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8); // 8 bits, RGB or RGBA, deflate, adaptive filtering, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(filtered, { level: 6 })), chunk("IEND", new Uint8Array())]);
}
