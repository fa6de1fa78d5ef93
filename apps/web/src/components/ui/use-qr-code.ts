import { useEffect, useState } from 'react';

/** The QR code of a link, as files a merchant can print: an SVG and a 1024 px PNG. */
export interface QrCodeImages {
  /** `data:image/svg+xml,…`: shown on the page and downloaded as .svg. */
  svg: string;
  /** `data:image/png;base64,…`, or null where the browser cannot draw one. */
  png: string | null;
}

export type QrCodeState =
  { status: 'loading' } | { status: 'ready'; images: QrCodeImages } | { status: 'failed' };

const QR_OPTIONS = { margin: 2, errorCorrectionLevel: 'M' } as const;

/**
 * Draws the link's QR code. `qrcode` loads here, only on the screens that show one (the website
 * link, referrals), after their first paint.
 */
async function drawQrCode(text: string): Promise<QrCodeImages> {
  const loaded = await import('qrcode');
  // A CommonJS package: bundlers hand its exports over as named exports, as `default`, or both.
  const { toDataURL, toString } = loaded.default ?? loaded;
  const svg = await toString(text, { ...QR_OPTIONS, type: 'svg' });
  const png = await toDataURL(text, { ...QR_OPTIONS, type: 'image/png', width: 1024 }).catch(
    () => null,
  );
  return { svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png };
}

/** The QR code of `text`, drawn again when it changes. */
export function useQrCode(text: string): QrCodeState {
  const [state, setState] = useState<{ text: string; state: QrCodeState }>({
    text,
    state: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    drawQrCode(text).then(
      (images) => current && setState({ text, state: { status: 'ready', images } }),
      () => current && setState({ text, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return state.text === text ? state.state : { status: 'loading' };
}
