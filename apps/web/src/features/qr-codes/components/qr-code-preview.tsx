import { QrCode } from 'lucide-react';
import { useQrImageUrl } from '../../../lib/qr-code-images';

/** A code's small picture, drawn by the server; a placeholder until it arrives. */
export function QrCodePreview({ id, alt }: { id: string; alt: string }) {
  const image = useQrImageUrl(id);
  const box = 'size-12 shrink-0 rounded border border-gray-200 bg-white p-0.5 dark:border-gray-700';
  if (!image.data) {
    return (
      <span className={`${box} flex items-center justify-center text-gray-400`}>
        <QrCode aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return <img src={image.data} alt={alt} className={box} />;
}
