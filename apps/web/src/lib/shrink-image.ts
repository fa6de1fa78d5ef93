import { IMAGE_WIDTH_PX } from '@olivia/contracts/upload';

/** JPEG quality of the browser's copy; the server re-encodes it anyway. */
const JPEG_QUALITY = 0.85;

/** The size an image of `width` × `height` is drawn at: 480 px wide, its aspect kept. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  return {
    width: IMAGE_WIDTH_PX,
    height: Math.max(1, Math.round((height * IMAGE_WIDTH_PX) / width)),
  };
}

/**
 * SPEC §5 "resized to 480 px width and re-encoded as JPEG", in the browser before the upload, so a
 * phone sends about 50 KB instead of a 10–50 MB photo over mobile data (the server checks and
 * re-encodes what arrives all the same). Turned upright by its EXIF orientation. A file the
 * browser cannot decode (HEIC on some browsers) goes as it is, for the server to judge. Loaded
 * only when an image is sent.
 */
export async function shrinkImage(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent logo goes on white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const jpeg = await new Promise<Blob | null>((done) =>
      canvas.toBlob(done, 'image/jpeg', JPEG_QUALITY),
    );
    return jpeg ?? file;
  } finally {
    bitmap.close();
  }
}
