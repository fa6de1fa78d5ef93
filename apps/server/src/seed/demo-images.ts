import { deflateSync } from 'node:zlib';

/**
 * Product pictures the demo seed draws itself (issue 13: made, not downloaded): patterned
 * squares in a product's colours, encoded as PNG here so the seed needs neither the network nor
 * sharp (whose memory the idle budget does not have room for at start).
 */

export type Pattern = 'stripes' | 'checks' | 'dots' | 'waves' | 'diamonds' | 'tin' | 'leaf';
export type Rgb = readonly [number, number, number];

const SIZE = 480;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function tin(fromMiddle: number, y: number): boolean {
  const lid = fromMiddle < 120 && y >= 96 && y < 128;
  const body = fromMiddle < 108 && y >= 128 && y < 420;
  const label = fromMiddle < 84 && y >= 210 && y < 320;
  return lid || (body && !label);
}

/** Whether pixel (x, y) takes the accent colour in `pattern`. */
function isAccent(pattern: Pattern, x: number, y: number): boolean {
  switch (pattern) {
    case 'stripes':
      return Math.floor((x + y) / 24) % 2 === 0;
    case 'checks':
      return (Math.floor(x / 40) + Math.floor(y / 40)) % 2 === 0;
    case 'dots':
      return ((x % 48) - 24) ** 2 + ((y % 48) - 24) ** 2 < 196;
    case 'waves':
      return Math.floor((y + 14 * Math.sin(x / 18)) / 20) % 2 === 0;
    case 'diamonds':
      return Math.abs((x % 60) - 30) + Math.abs((y % 60) - 30) < 18;
    case 'tin':
      // A tea tin: a lid, a body and a label in the ground's colour.
      return tin(Math.abs(x - SIZE / 2), y);
    case 'leaf':
      return ((x - 240) / 150) ** 2 + ((y - 240) / 80) ** 2 < 1 && Math.abs(y - 240) > 3;
  }
}

const drawn = new Map<string, Buffer>();

/** A 480 × 480 PNG of `pattern` in `ground` and `accent` (each drawn once per process). */
export function patternPng(pattern: Pattern, ground: Rgb, accent: Rgb): Buffer {
  const key = `${pattern}:${ground.join()}:${accent.join()}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const png = drawPng(pattern, ground, accent);
  drawn.set(key, png);
  return png;
}

function drawPng(pattern: Pattern, ground: Rgb, accent: Rgb): Buffer {
  const row = 1 + SIZE * 3;
  const raw = Buffer.alloc(row * SIZE);
  for (let y = 0; y < SIZE; y += 1) {
    raw[y * row] = 0; // filter: none
    for (let x = 0; x < SIZE; x += 1) {
      const [r, g, b] = isAccent(pattern, x, y) ? accent : ground;
      const at = y * row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const DEMO_IMAGE_SIZE = SIZE;
