/**
 * The demo NFTs' pictures, drawn here rather than shipped: soft landscapes, a koi pond and a bamboo grove, 512×512
 * RGB PNGs. Each is drawn from its name (the randomness is a hash of it), so a picture, and so its CID, never
 * changes from one fresh start to the next. Encoded by the API's PNG writer (the slider captcha's), not a copy.
 */
import { createHash } from "node:crypto";
import { encodePng } from "@openpawn/api/src/features/accounts/captcha/slider-picture.ts";

export const PICTURE_SIZE = 512;

type Rgb = readonly [number, number, number];

/** A colour as "#rrggbb". */
function hex(value: string): Rgb {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);
const smooth = (t: number) => t * t * (3 - 2 * t);

/** Numbers in [0, 1) from a seed: the SHA-256 of the seed and a counter, four bytes at a time. */
function randomFrom(seed: string): () => number {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 32;
  return () => {
    if (offset >= 32) {
      block = createHash("sha256").update(`${seed}#${counter++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
}

/** An RGB picture in floating point (0..255 per channel), with the few strokes the scenes need, all anti-aliased. */
class Canvas {
  readonly size = PICTURE_SIZE;
  private readonly pixels = new Float32Array(PICTURE_SIZE * PICTURE_SIZE * 3);

  get(x: number, y: number): Rgb {
    const i = (y * this.size + x) * 3;
    return [this.pixels[i] ?? 0, this.pixels[i + 1] ?? 0, this.pixels[i + 2] ?? 0];
  }

  set(x: number, y: number, color: Rgb): void {
    const i = (y * this.size + x) * 3;
    this.pixels[i] = color[0];
    this.pixels[i + 1] = color[1];
    this.pixels[i + 2] = color[2];
  }

  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.size || y >= this.size) return;
    const a = Math.min(alpha, 1);
    const [i, p] = [(y * this.size + x) * 3, this.pixels];
    p[i] = (p[i] ?? 0) * (1 - a) + color[0] * a;
    p[i + 1] = (p[i + 1] ?? 0) * (1 - a) + color[1] * a;
    p[i + 2] = (p[i + 2] ?? 0) * (1 - a) + color[2] * a;
  }

  /** Light added, as a glow does (screen blending, so it never clips harshly). */
  lighten(x: number, y: number, color: Rgb, amount: number): void {
    if (amount <= 0.002 || x < 0 || y < 0 || x >= this.size || y >= this.size) return;
    const [i, p] = [(y * this.size + x) * 3, this.pixels];
    p[i] = 255 - ((255 - (p[i] ?? 0)) * (255 - color[0] * amount)) / 255;
    p[i + 1] = 255 - ((255 - (p[i + 1] ?? 0)) * (255 - color[1] * amount)) / 255;
    p[i + 2] = 255 - ((255 - (p[i + 2] ?? 0)) * (255 - color[2] * amount)) / 255;
  }

  /** Top to bottom through colour stops at fractions of the height. */
  verticalGradient(stops: [number, Rgb][]): void {
    for (let y = 0; y < this.size; y++) {
      const t = y / (this.size - 1);
      let color = stops[0]?.[1] ?? [0, 0, 0];
      for (let s = 1; s < stops.length; s++) {
        const [from, fromColor] = stops[s - 1] ?? [0, color];
        const [to, toColor] = stops[s] ?? [1, color];
        if (t >= from && t <= to) color = mix(fromColor, toColor, smooth((t - from) / Math.max(to - from, 1e-6)));
        else if (t > to) color = toColor;
      }
      for (let x = 0; x < this.size; x++) this.set(x, y, color);
    }
  }

  /** Visits the pixels of a box around (cx, cy), clipped to the picture. */
  private box(cx: number, cy: number, reachX: number, reachY: number, visit: (x: number, y: number) => void): void {
    const [x0, x1] = [Math.max(0, Math.floor(cx - reachX)), Math.min(this.size - 1, Math.ceil(cx + reachX))];
    const [y0, y1] = [Math.max(0, Math.floor(cy - reachY)), Math.min(this.size - 1, Math.ceil(cy + reachY))];
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) visit(x, y);
  }

  /** An ellipse turned by `angle` (radians). */
  ellipse(cx: number, cy: number, rx: number, ry: number, angle: number, color: Rgb, alpha = 1): void {
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const reach = Math.max(rx, ry) + 1.5;
    this.box(cx, cy, reach, reach, (x, y) => {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const u = (dx * cos + dy * sin) / rx;
      const v = (-dx * sin + dy * cos) / ry;
      // Distance to the edge in pixels, roughly: the normalised radius scaled by the smaller axis.
      const edge = (Math.sqrt(u * u + v * v) - 1) * Math.min(rx, ry);
      this.blend(x, y, color, alpha * clamp01(0.5 - edge));
    });
  }

  disk(cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
    this.ellipse(cx, cy, r, r, 0, color, alpha);
  }

  /** A soft light: strongest at the centre, fading like a Gaussian over `radius`. */
  glow(cx: number, cy: number, radius: number, color: Rgb, strength: number): void {
    this.box(cx, cy, radius * 2.6, radius * 2.6, (x, y) => {
      const d2 = ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2) / (radius * radius);
      this.lighten(x, y, color, strength * Math.exp(-d2));
    });
  }

  /** Fills everything below the curve `top(x)`: a ridge, a roofline. */
  below(top: (x: number) => number, color: Rgb, alpha = 1): void {
    for (let x = 0; x < this.size; x++) {
      const edge = top(x + 0.5);
      for (let y = Math.max(0, Math.floor(edge) - 1); y < this.size; y++) this.blend(x, y, color, alpha * clamp01(y + 0.5 - edge + 0.5));
    }
  }

  /** A straight stroke of width `width` from (x0, y0) to (x1, y1). */
  line(x0: number, y0: number, x1: number, y1: number, width: number, color: Rgb, alpha = 1): void {
    const [dx, dy] = [x1 - x0, y1 - y0];
    const length2 = dx * dx + dy * dy || 1;
    const reach = width + 1;
    const [minX, maxX, minY, maxY] = [Math.min(x0, x1) - reach, Math.max(x0, x1) + reach, Math.min(y0, y1) - reach, Math.max(y0, y1) + reach];
    this.box((minX + maxX) / 2, (minY + maxY) / 2, (maxX - minX) / 2, (maxY - minY) / 2, (x, y) => {
      const t = clamp01(((x + 0.5 - x0) * dx + (y + 0.5 - y0) * dy) / length2);
      const distance = Math.hypot(x + 0.5 - (x0 + t * dx), y + 0.5 - (y0 + t * dy));
      this.blend(x, y, color, alpha * clamp01(width / 2 + 0.5 - distance));
    });
  }

  /** Water from `horizon` down: what is above, mirrored, rippled (more with depth), darkened and tinted. */
  reflect(horizon: number, tint: Rgb, random: () => number): void {
    const phase = random() * Math.PI * 2;
    const top = Math.round(horizon) - 1;
    for (let y = Math.ceil(horizon); y < this.size; y++) {
      const depth = (y - horizon) / (this.size - horizon);
      const sourceY = Math.min(top, Math.max(0, Math.round(2 * horizon - y)));
      const fade = 0.25 + depth * 0.35;
      for (let x = 0; x < this.size; x++) {
        const ripple = Math.sin(y * 0.42 + phase + Math.sin(x * 0.03 + y * 0.02) * 1.5) * (0.6 + depth * 5);
        const left = this.get(Math.min(this.size - 1, Math.max(0, Math.round(x + ripple))), sourceY);
        const right = this.get(Math.min(this.size - 1, Math.max(0, Math.round(x - ripple * 0.5))), sourceY);
        this.set(x, y, mix(mix(left, right, 0.5), tint, fade));
      }
    }
    this.line(0, horizon, this.size, horizon, 1.2, mix(tint, [255, 255, 255], 0.4), 0.25);
  }

  /** Darker towards the corners. */
  vignette(strength: number): void {
    const half = this.size / 2;
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) {
        const d = Math.hypot(x + 0.5 - half, y + 0.5 - half) / (half * Math.SQRT2);
        this.blend(x, y, [0, 0, 0], strength * smooth(clamp01((d - 0.45) / 0.55)));
      }
    }
  }

  /** The PNG, each channel rounded with a small ordered dither so that gradients do not band. */
  png(): Uint8Array {
    const bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];
    const bytes = new Uint8Array(this.pixels.length);
    for (let i = 0; i < bytes.length; i++) {
      const pixel = Math.floor(i / 3);
      const threshold = ((bayer[((pixel >> 9) % 4) * 4 + (pixel % 4)] ?? 0) + 0.5) / 16 - 0.5;
      bytes[i] = Math.max(0, Math.min(255, Math.round((this.pixels[i] ?? 0) + threshold)));
    }
    return encodePng(this.size, this.size, bytes);
  }
}

// --- The scenes

/** A skyline made of sines: soft hills, or steep karst peaks when `steep`. */
function ridge(random: () => number, base: number, height: number, steep: boolean): (x: number) => number {
  const waves = Array.from({ length: 4 }, (_, i) => ({ f: (0.006 + random() * 0.01) * (i + 1), p: random() * 7, a: height / (i + 1.5) }));
  return (x) => {
    const sum = waves.reduce((total, wave) => total + wave.a * Math.sin(x * wave.f + wave.p), 0);
    return base - (steep ? Math.abs(sum) * 1.6 : sum);
  };
}

/** A paper lantern: a warm body, a darker cap and base, and its light around it. */
function lantern(canvas: Canvas, x: number, y: number, size: number, color: Rgb): void {
  canvas.glow(x, y, size * 2.8, color, 0.55);
  canvas.ellipse(x, y, size * 0.8, size, 0, mix(color, [255, 250, 220], 0.15));
  canvas.ellipse(x, y, size * 0.45, size * 0.75, 0, mix(color, [255, 255, 235], 0.55), 0.7);
  canvas.ellipse(x, y - size, size * 0.45, size * 0.16, 0, [60, 30, 25], 0.9);
  canvas.ellipse(x, y + size, size * 0.45, size * 0.16, 0, [60, 30, 25], 0.9);
}

/** A lotus flower seen from the side: petals fanning up from a point, lit from within. */
function lotus(canvas: Canvas, x: number, y: number, size: number, color: Rgb): void {
  canvas.ellipse(x, y + size * 0.25, size * 1.6, size * 0.35, 0, [40, 90, 60], 0.9);
  canvas.glow(x, y - size * 0.5, size * 1.5, [255, 220, 200], 0.35);
  for (const angle of [-1.1, -0.7, 0.7, 1.1, -0.3, 0.3, 0]) {
    const length = size * (angle === 0 ? 1.05 : 0.95 - Math.abs(angle) * 0.15);
    const px = x + Math.sin(angle) * length * 0.55;
    const py = y - Math.cos(angle) * length * 0.55;
    const shade = mix(color, [255, 255, 255], 0.15 + (1.2 - Math.abs(angle)) * 0.25);
    canvas.ellipse(px, py, size * 0.24, length * 0.55, angle, shade, 0.95);
  }
}

type Scene = (canvas: Canvas, random: () => number) => void;

interface RiverPalette {
  sky: [number, Rgb][];
  sun: { x: number; y: number; r: number; color: Rgb };
  hills: Rgb[];
  water: Rgb;
  lanterns: Rgb;
  steep?: boolean;
}

/** A sky, a low sun or a moon, hills or peaks one behind the other, still water, and lanterns afloat and aloft. */
function riverScene(palette: RiverPalette, lanterns: { water: number; sky: number }): Scene {
  return (canvas, random) => {
    const size = canvas.size;
    const horizon = size * 0.62;
    canvas.verticalGradient(palette.sky);
    const { sun } = palette;
    canvas.glow(sun.x * size, sun.y * size, sun.r * 3, sun.color, 0.6);
    canvas.disk(sun.x * size, sun.y * size, sun.r, mix(sun.color, [255, 255, 245], 0.5));
    palette.hills.forEach((color, i) => {
      const layers = palette.hills.length;
      canvas.below(ridge(random, horizon - (layers - i) * 26, 30 + (layers - i) * 12, palette.steep ?? false), color);
    });
    for (let i = 0; i < lanterns.sky; i++) {
      lantern(canvas, random() * size, size * (0.12 + random() * 0.32), 4 + random() * 5, palette.lanterns);
    }
    canvas.reflect(horizon, palette.water, random);
    for (let i = 0; i < lanterns.water; i++) {
      const depth = random();
      lantern(canvas, random() * size, horizon + 12 + depth * (size - horizon - 30), 4 + depth * 9, palette.lanterns);
    }
    canvas.vignette(0.35);
  };
}

const scenes = {
  perfumeRiver: riverScene(
    {
      sky: [[0, hex("#2b1d4e")], [0.35, hex("#8a3f78")], [0.62, hex("#f3a35c")]],
      sun: { x: 0.68, y: 0.5, r: 26, color: hex("#ffb46b") },
      hills: [hex("#5a3563"), hex("#3b2450"), hex("#24173a")],
      water: hex("#1f1838"),
      lanterns: hex("#ffb347"),
    },
    { water: 16, sky: 4 },
  ),
  paperLotus: (canvas, random) => {
    riverScene(
      {
        sky: [[0, hex("#f6c5c0")], [0.4, hex("#f4a6a0")], [0.62, hex("#ffd9a8")]],
        sun: { x: 0.3, y: 0.46, r: 34, color: hex("#fff0c8") },
        hills: [hex("#d98c8f"), hex("#b66f7c")],
        water: hex("#8e6c86"),
        lanterns: hex("#ffcf7a"),
      },
      { water: 5, sky: 0 },
    )(canvas, random);
    lotus(canvas, canvas.size * 0.3, canvas.size * 0.8, 42, hex("#f28fb0"));
    lotus(canvas, canvas.size * 0.7, canvas.size * 0.86, 54, hex("#ee7fa6"));
    lotus(canvas, canvas.size * 0.52, canvas.size * 0.72, 28, hex("#f5a3bf"));
  },
  haLong: riverScene(
    {
      sky: [[0, hex("#050b24")], [0.45, hex("#12305c")], [0.62, hex("#2f5f86")]],
      sun: { x: 0.28, y: 0.2, r: 30, color: hex("#e8f0ff") },
      hills: [hex("#1d3a5c"), hex("#142b47"), hex("#0b1b30")],
      water: hex("#06142a"),
      lanterns: hex("#ffc46b"),
      steep: true,
    },
    { water: 6, sky: 0 },
  ),
  nightMarket: (canvas, random) => {
    const size = canvas.size;
    canvas.verticalGradient([[0, hex("#0d0b26")], [0.6, hex("#2e1f4f")], [1, hex("#5a2c4c")]]);
    // Rooftops: steps of flat roofs and a few curved ones.
    let roof = size * 0.72;
    const roofs: number[] = [];
    for (let x = 0; x < size; x += 48) {
      roof = size * (0.66 + random() * 0.12);
      roofs.push(roof);
    }
    canvas.below((x) => (roofs[Math.floor(x / 48)] ?? roof) - 10 * Math.sin(((x % 48) / 48) * Math.PI) ** 4, hex("#140f24"));
    // Strings of lanterns hanging across the street.
    const colors = [hex("#ff4d3d"), hex("#ffb347"), hex("#ffd966"), hex("#ff7a45")];
    for (let row = 0; row < 4; row++) {
      const [y0, y1] = [size * (0.12 + row * 0.14) + random() * 20, size * (0.1 + row * 0.14) + random() * 20];
      const sag = 30 + random() * 30;
      const at = (t: number) => ({ x: t * size, y: y0 + (y1 - y0) * t + sag * 4 * t * (1 - t) });
      for (let i = 0; i < 40; i++) {
        const [a, b] = [at(i / 40), at((i + 1) / 40)];
        canvas.line(a.x, a.y, b.x, b.y, 1.2, hex("#3a2a3a"), 0.9);
      }
      for (let i = 1; i < 9; i++) {
        const spot = at((i + random() * 0.3 - 0.15) / 9);
        lantern(canvas, spot.x, spot.y + 12, 9 + row * 2, colors[(i + row) % colors.length] ?? hex("#ff4d3d"));
      }
    }
    canvas.vignette(0.4);
  },
  firstLantern: (canvas, random) => {
    const size = canvas.size;
    canvas.verticalGradient([[0, hex("#3d0a12")], [0.55, hex("#8e1b22")], [1, hex("#c7412b")]]);
    canvas.glow(size * 0.5, size * 0.45, 150, hex("#ffcf6b"), 0.55);
    // Plum blossoms on the branches of a spring night.
    const branch = (x0: number, y0: number, x1: number, y1: number) => {
      canvas.line(x0, y0, x1, y1, 5, hex("#2a0f0c"));
      for (let i = 0; i < 6; i++) {
        const t = random();
        const [x, y] = [x0 + (x1 - x0) * t + (random() - 0.5) * 24, y0 + (y1 - y0) * t + (random() - 0.5) * 24];
        for (let p = 0; p < 5; p++) {
          const angle = (p / 5) * Math.PI * 2;
          canvas.disk(x + Math.cos(angle) * 5, y + Math.sin(angle) * 5, 4.2, hex("#ffc2d1"), 0.95);
        }
        canvas.disk(x, y, 2.4, hex("#ffd84d"));
      }
    };
    branch(0, size * 0.12, size * 0.42, size * 0.2);
    branch(size, size * 0.78, size * 0.6, size * 0.7);
    branch(size * 0.1, size * 0.9, size * 0.3, size * 0.75);
    canvas.line(size * 0.5, 0, size * 0.5, size * 0.3, 2, hex("#2a0f0c"));
    lantern(canvas, size * 0.5, size * 0.45, 70, hex("#ff3b2f"));
    canvas.line(size * 0.5, size * 0.59, size * 0.5, size * 0.7, 3, hex("#ffcf6b"));
    canvas.vignette(0.45);
  },
  harbor: (canvas, random) => {
    const size = canvas.size;
    const horizon = size * 0.6;
    canvas.verticalGradient([[0, hex("#0b1f4a")], [0.4, hex("#24508e")], [0.53, hex("#a87c9e")], [0.6, hex("#f2a86b")]]);
    canvas.glow(size * 0.72, horizon - 10, 70, hex("#ffc78a"), 0.5);
    // Warehouses, cranes and towers along the quay, their windows lit.
    const blocks: { x: number; w: number; h: number }[] = [];
    for (let x = -10; x < size; ) {
      const w = 18 + random() * 40;
      blocks.push({ x, w, h: 20 + random() * (random() < 0.2 ? 120 : 60) });
      x += w + 2;
    }
    canvas.below((x) => horizon - (blocks.find((block) => x >= block.x && x < block.x + block.w + 2)?.h ?? 0), hex("#0a1630"));
    for (const block of blocks) {
      for (let i = 0; i < block.h / 14; i++) {
        if (random() < 0.45) canvas.glow(block.x + 5 + random() * (block.w - 10), horizon - 6 - random() * (block.h - 10), 2.2, hex("#ffd38a"), 0.9);
      }
    }
    canvas.reflect(horizon, hex("#07132b"), random);
    for (let i = 0; i < 5; i++) lantern(canvas, random() * size, horizon + 25 + random() * 150, 5 + random() * 4, hex("#ffb85c"));
    canvas.vignette(0.35);
  },
  koiPond: (canvas, random) => {
    const size = canvas.size;
    canvas.verticalGradient([[0, hex("#0f5257")], [1, hex("#0a3a4a")]]);
    for (let i = 0; i < 14; i++) canvas.glow(random() * size, random() * size, 40 + random() * 60, hex("#4fb3a9"), 0.25);
    // Lily pads, each with its notch.
    for (let i = 0; i < 9; i++) {
      const [x, y, r] = [random() * size, random() * size, 22 + random() * 26];
      canvas.disk(x + 3, y + 4, r, hex("#05262c"), 0.4);
      canvas.disk(x, y, r, mix(hex("#3f8f4f"), hex("#7cc36b"), random()));
      const angle = random() * Math.PI * 2;
      canvas.ellipse(x + Math.cos(angle) * r * 0.55, y + Math.sin(angle) * r * 0.55, r * 0.5, r * 0.12, angle, hex("#0c4650"));
      if (random() < 0.35) lotusTop(canvas, x, y, r * 0.45);
    }
    // Koi: a body, a head, two fins and a tail, orange or white with red.
    for (let i = 0; i < 6; i++) {
      const [x, y, length, angle] = [60 + random() * (size - 120), 60 + random() * (size - 120), 26 + random() * 16, random() * Math.PI * 2];
      const kind = KOI[i % KOI.length] ?? { body: hex("#ff8a3d") };
      const color = kind.body;
      const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
      canvas.ellipse(x + 4, y + 6, length, length * 0.32, angle, hex("#03202a"), 0.35);
      canvas.ellipse(x - dx * length * 1.05, y - dy * length * 1.05, length * 0.38, length * 0.26, angle, mix(color, [255, 255, 255], 0.2), 0.85);
      canvas.ellipse(x, y, length, length * 0.3, angle, color);
      canvas.ellipse(x - dy * length * 0.3, y + dx * length * 0.3, length * 0.22, length * 0.08, angle + 0.8, color, 0.9);
      canvas.ellipse(x + dy * length * 0.3, y - dx * length * 0.3, length * 0.22, length * 0.08, angle - 0.8, color, 0.9);
      if (kind.patch) canvas.ellipse(x + dx * length * 0.2, y + dy * length * 0.2, length * 0.35, length * 0.2, angle, kind.patch, 0.95);
    }
    canvas.vignette(0.3);
  },
  bambooRain: (canvas, random) => {
    const size = canvas.size;
    canvas.verticalGradient([[0, hex("#dfeedd")], [0.5, hex("#a9cfa4")], [1, hex("#4f7d55")]]);
    // Three depths of stalks, the far ones pale in the mist; nodes as darker bands; leaves as slim ellipses.
    for (const [depth, count] of [[0.75, 9], [0.45, 7], [0, 5]] as const) {
      const stalk = mix(hex("#2f6b3a"), hex("#cfe3c9"), depth);
      for (let i = 0; i < count; i++) {
        const x = random() * size;
        const width = (1 - depth) * 16 + 6;
        canvas.line(x, -10, x + (random() - 0.5) * 20, size + 10, width, stalk);
        for (let y = random() * 60; y < size; y += 60 + random() * 30) canvas.line(x - width / 2, y, x + width / 2, y, 2.2, mix(stalk, [20, 50, 25], 0.35));
        for (let l = 0; l < 4; l++) {
          const [ly, angle] = [random() * size, (random() < 0.5 ? -1 : 1) * (0.5 + random() * 0.6)];
          const length = 26 + (1 - depth) * 22;
          canvas.ellipse(x + Math.sin(angle) * length, ly + Math.cos(angle) * length * 0.3, length, 5 + (1 - depth) * 2, angle + Math.PI / 2 - 0.2, mix(hex("#3f8a3e"), hex("#d7ead2"), depth), 0.9);
        }
      }
    }
    for (let i = 0; i < 160; i++) {
      const [x, y] = [random() * size, random() * size];
      canvas.line(x, y, x - 5, y + 22, 1, [245, 250, 255], 0.35);
    }
    canvas.vignette(0.25);
  },
} satisfies Record<string, Scene>;

/** Koi of a few varieties: orange, white with a red patch (kohaku), gold with an orange one. */
const KOI: { body: Rgb; patch?: Rgb }[] = [
  { body: hex("#ff8a3d") },
  { body: hex("#f6f1ea"), patch: hex("#e0412f") },
  { body: hex("#ffcf4d"), patch: hex("#ff7a2f") },
  { body: hex("#ff7033") },
];

/** A water lily's bloom from above: rings of pointed petals. */
function lotusTop(canvas: Canvas, x: number, y: number, r: number): void {
  for (const [ring, count, color] of [[1, 8, hex("#f7b7cc")], [0.6, 6, hex("#fbd3e0")]] as const) {
    for (let p = 0; p < count; p++) {
      const angle = (p / count) * Math.PI * 2 + ring;
      canvas.ellipse(x + Math.cos(angle) * r * ring * 0.55, y + Math.sin(angle) * r * ring * 0.55, r * ring * 0.55, r * 0.16, angle, color, 0.95);
    }
  }
  canvas.disk(x, y, r * 0.18, hex("#ffd84d"));
}

export type SceneName = keyof typeof scenes;
export const SCENES = Object.keys(scenes) as SceneName[];

/** The picture of a scene as a PNG; the same bytes every time. */
export function drawDemoPicture(scene: SceneName): Uint8Array {
  const canvas = new Canvas();
  scenes[scene](canvas, randomFrom(scene));
  return canvas.png();
}
