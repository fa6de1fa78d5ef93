import { messages } from '@olivia/contracts/messages';
import { ResendReceiptRequestSchema, type Receipt } from '@olivia/contracts/receipts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslateMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useResendReceipt } from '../api/receipts-api';

interface ResendReceiptDialogProps {
  /** The receipt to resend; null keeps the dialog closed. */
  receipt: Receipt | null;
  onClose: () => void;
}

/**
 * Resends a receipt by e-mail: to its payer's address, prefilled and editable. Mount it with
 * `key={receipt?.id}` so the address follows the receipt.
 */
export function ResendReceiptDialog({ receipt, onClose }: ResendReceiptDialogProps) {
  const { t } = useTranslation('receipts');
  const translateMessage = useTranslateMessage();
  const resend = useResendReceipt();
  // Keyed by the receipt where it is used, so each receipt starts from its payer's address.
  const [email, setEmail] = useState(receipt?.payeremail ?? '');
  const [error, setError] = useState<string | undefined>();

  const send = async () => {
    if (!receipt) return;
    const body = { email: email.trim() };
    const invalid = !body.email || !ResendReceiptRequestSchema.safeParse(body).success;
    if (invalid) {
      setError(translateMessage(messages.invalidEmail));
      throw new ApiError(400, messages.invalidEmail);
    }
    try {
      await resend.mutateAsync({ id: receipt.id, body });
    } catch (failure) {
      const [detail] = failure instanceof ApiError ? (failure.details?.email ?? []) : [];
      if (detail) setError(translateMessage(detail));
      throw failure;
    }
    toastSuccess(t('toasts.resent', { number: receipt.number, email: body.email }));
  };

  return (
    <ConfirmDialog
      open={receipt !== null}
      title={t('resend.title', { number: receipt?.number ?? '' })}
      message={
        <div className="space-y-3">
          <p>{t('resend.body')}</p>
          <TextField
            type="email"
            label={t('resend.email')}
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        </div>
      }
      confirmLabel={t('resend.confirm')}
      tone="primary"
      onConfirm={send}
      onClose={onClose}
    />
  );
}
