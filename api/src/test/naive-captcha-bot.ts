import { decode } from "fast-png";

/**
 * The naive bot of the outside review (issue 23), less the outline it looked for (there is none any more): in the
 * slider captcha's picture, the square that is darkest against a ring just around it is taken for the gap. The
 * tests and `npm run bench:captcha` measure how often decoys fool it.
 */

/** Lightness of each pixel of a PNG, as a summed-area table: the sum of any box in O(1). */
function lightnessSums(png: Uint8Array) {
  const { width, height, channels, data } = decode(png);
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      const light = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
      sums[(y + 1) * (width + 1) + x + 1] = light + (sums[y * (width + 1) + x + 1] ?? 0) + (sums[(y + 1) * (width + 1) + x] ?? 0) - (sums[y * (width + 1) + x] ?? 0);
    }
  }
  /** Sum of the box [x0, x1) × [y0, y1). */
  const box = (x0: number, y0: number, x1: number, y1: number) =>
    (sums[y1 * (width + 1) + x1] ?? 0) - (sums[y0 * (width + 1) + x1] ?? 0) - (sums[y1 * (width + 1) + x0] ?? 0) + (sums[y0 * (width + 1) + x0] ?? 0);
  return { width, height, box };
}

/** The top-left corner of the darkest `pieceSize` square against its surroundings; `row` narrows the search to one row. */
export function darkestSquare(png: Uint8Array, pieceSize: number, row?: number): { x: number; y: number } {
  const { width, height, box } = lightnessSums(png);
  const ring = 3;
  const ringArea = (pieceSize + 2 * ring) ** 2 - pieceSize ** 2;
  let best = { x: 0, y: 0, score: -Infinity };
  const rows = row === undefined ? [...Array(height - pieceSize - 2 * ring + 1).keys()].map((y) => y + ring) : [row];
  for (const y of rows) {
    for (let x = ring; x + pieceSize + ring <= width; x++) {
      const inside = box(x + 4, y + 4, x + pieceSize - 4, y + pieceSize - 4) / (pieceSize - 8) ** 2;
      const around = (box(x - ring, y - ring, x + pieceSize + ring, y + pieceSize + ring) - box(x, y, x + pieceSize, y + pieceSize)) / ringArea;
      if (around - inside > best.score) best = { x, y, score: around - inside };
    }
  }
  return { x: best.x, y: best.y };
}
