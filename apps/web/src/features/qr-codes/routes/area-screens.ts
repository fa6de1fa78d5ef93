import { EditQrCodeRoute } from './edit-qr-code-route';
import { NewQrCodeRoute } from './new-qr-code-route';
import { QrCodesRoute } from './qr-codes-route';

/**
 * The qr codes area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const qrCodesScreens = {
  QrCodesRoute,
  NewQrCodeRoute,
  EditQrCodeRoute,
};
