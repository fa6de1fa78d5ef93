/**
 * docs/engineering.md#security: an upload's type is decided by its first bytes, never by its name
 * or the type the browser claims, and a file must end where its format says it ends. Data after
 * that end (a `<script>`, a ZIP) would make it a polyglot, read one way by an image viewer and
 * another by whatever sniffs it; such files are refused even though only the re-encoded copy is
 * kept.
 */
/** Named as sharp names the formats it reads. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO-BMFF major brands of HEIF images (HEIC from phones, AVIF, the generic mif1/msf1). */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

/**
 * The kind of image `bytes` is by its magic bytes, whatever else it claims; null if none of ours.
 */
export function magicKindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return 'heif';
  }
  return null;
}

/** Whether the last byte of `bytes` is where its format's structure ends. */
export function endsWhereItShould(kind: ImageKind, bytes: Buffer): boolean {
  switch (kind) {
    case 'jpeg':
      return jpegEndsAtEoi(bytes);
    case 'png':
      return pngEndsAtIend(bytes);
    case 'webp':
      // The RIFF size counts every byte after its own 8-byte header.
      return bytes.readUInt32LE(4) + 8 === bytes.length;
    case 'heif':
      return boxesFillFile(bytes);
  }
}

/** The kind of a well-formed image, or null (not one of ours, or data after its end). */
export function imageKindOf(bytes: Buffer): ImageKind | null {
  const kind = magicKindOf(bytes);
  return kind && endsWhereItShould(kind, bytes) ? kind : null;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Walks the JPEG's segments (their lengths skip an EXIF thumbnail's own FFD9) and its
 * entropy-coded scans up to the EOI marker, which must be the last two bytes.
 */
function jpegEndsAtEoi(bytes: Buffer): boolean {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    while (bytes[at] === 0xff) at += 1; // fill bytes before a marker
    const marker = bytes[at];
    if (marker === undefined) return false;
    at += 1;
    if (marker === 0xd9) return at === bytes.length;
    if (marker === 0x01 || isRestart(marker)) continue; // markers without a length
    if (at + 2 > bytes.length) return false;
    const length = bytes.readUInt16BE(at);
    if (length < 2) return false;
    at += length;
    if (marker === 0xda) at = nextMarkerAfterScan(bytes, at);
  }
  return false;
}

/** In scan data, FF00 is a stuffed FF and FFD0-FFD7 are restarts; any other FFxx is a marker. */
function nextMarkerAfterScan(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(0xff, from); at !== -1; at = bytes.indexOf(0xff, at + 1)) {
    const next = bytes[at + 1];
    if (next === undefined) break;
    if (next !== 0x00 && next !== 0xff && !isRestart(next)) return at;
  }
  return bytes.length;
}

/** Chunk by chunk (length, type, data, CRC) to IEND, which must close the file. */
function pngEndsAtIend(bytes: Buffer): boolean {
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = ascii(bytes, at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at === bytes.length;
  }
  return false;
}

/**
 * Top-level ISO-BMFF boxes, each declaring its size, must tile the file exactly. A box of size 0
 * ("to the end of the file") is refused: it would let anything be appended.
 */
function boxesFillFile(bytes: Buffer): boolean {
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    let size = bytes.readUInt32BE(at);
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = Number(bytes.readBigUInt64BE(at + 8));
    }
    if (size < 8) return false;
    at += size;
  }
  return at === bytes.length;
}
