import QRCode from 'qrcode';
import type { QrImageFormat } from '@olivia/contracts/qr-codes';

/** Survives a smudge or a logo sticker (15 % of the symbol), with the standard quiet zone. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export interface QrImage {
  contentType: 'image/svg+xml' | 'image/png';
  body: string | Buffer;
}

/** `text` as a QR code: an SVG `size` pixels wide (it scales freely), or a PNG of `size` pixels. */
export async function drawQrImage(
  text: string,
  format: QrImageFormat,
  size: number,
): Promise<QrImage> {
  if (format === 'svg') {
    const svg = await QRCode.toString(text, { ...OPTIONS, type: 'svg', width: size });
    return { contentType: 'image/svg+xml', body: svg };
  }
  const png = await QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width: size });
  return { contentType: 'image/png', body: png };
}
