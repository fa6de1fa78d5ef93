import type Sharp from 'sharp';
import { IMAGE_WIDTH_PX } from '@olivia/contracts/upload';
import type { ImageKind } from './image-check';

/**
 * Against decompression bombs (docs/engineering.md#security): an image declaring more pixels than
 * this is refused from its header, before anything is decoded. 50 megapixels is above any phone
 * camera (a 48 MP sensor makes 8064×6048 = 48.8 MP) yet caps one decode at about 200 MB (RGBA, 4
 * bytes a pixel).
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Logos with transparency are laid on white: JPEG has no alpha channel. */
const BACKGROUND = '#ffffff';
const JPEG_QUALITY = 80;

/**
 * sharp (libvips, tens of MB resident) is loaded on the first upload, not at start: most server
 * processes never re-encode an image, and idle memory is a budget (`npm run bench`).
 */
let loading: Promise<typeof Sharp> | undefined;
function loadSharp() {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each upload is decoded once; libvips' cache would only hold decoded images in memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * docs/product/rules.md: a fresh JPEG, 480 px wide with the aspect kept, turned upright by its EXIF
 * orientation. sharp writes no metadata unless asked (no EXIF, no GPS, no ICC profile), so none of
 * the original's survives. Throws on anything sharp cannot decode as `kind`.
 */
export async function reencodeImage(input: Buffer, kind: ImageKind): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
  const { format } = await image.metadata();
  // sharp must read the bytes as the kind their magic said, not as any other format it knows.
  if (format !== kind) throw new Error(`read as ${format}, expected ${kind}`);
  const { data, info } = await image
    .rotate()
    .resize({ width: IMAGE_WIDTH_PX })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
