import { formatMoney } from '@olivia/contracts/format-money';
import type { QrCode } from '@olivia/contracts/qr-codes';
import type { TFunction } from 'i18next';

/** What a code opens, e.g. 'Product: Ankara wrap', 'Payment link: Deposit (₦50,000.00)'. */
export function opensText(t: TFunction<'qrCodes'>, code: QrCode): string {
  if (code.destination === null) return t('opens.gone');
  const what = t(`opens.${code.kind}`, { name: code.targetname });
  return code.amount === null
    ? what
    : t('opens.withAmount', { what, amount: formatMoney(code.amount, code.currency) });
}

/** `<label>-qr`, safe as a file name. */
export const fileNameOf = (code: Pick<QrCode, 'label' | 'code'>) =>
  `${code.label.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || code.code}-qr`;
