import type { Receipt } from '@olivia/contracts/receipts';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/resource/row-actions';
import { useErrorMessage } from '../../../lib/messages';
import { toastError } from '../../../lib/toast';
import { downloadReceiptPdf } from '../api/receipts-api';

interface ReceiptRowActionsProps {
  receipt: Receipt;
  onResend: (receipt: Receipt) => void;
}

/** A receipt's row menu: its page in a new tab, its PDF, and resending it by e-mail. */
export function ReceiptRowActions({ receipt, onResend }: ReceiptRowActionsProps) {
  const { t } = useTranslation('receipts');
  const errorMessage = useErrorMessage();
  return (
    <RowActions
      label={t('actions.menu', { number: receipt.number })}
      actions={[
        {
          label: t('actions.open'),
          onClick: () => window.open(receipt.url, '_blank', 'noopener'),
        },
        {
          label: t('actions.pdf'),
          onClick: () =>
            void downloadReceiptPdf(receipt).catch((error: unknown) =>
              toastError(errorMessage(error)),
            ),
        },
        { label: t('actions.resend'), onClick: () => onResend(receipt) },
      ]}
    />
  );
}
