import type { TopUpDetails, TopUpStatusResponse } from '@olivia/contracts/top-up';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useErrorMessage } from '../../../../lib/messages';
import { useCancelTopUp } from '../../api/wallet-api';

interface TopUpCancelProps {
  details: TopUpDetails;
  /** The top-up is cancelled on the server: its final status. */
  onCancelled: (status: TopUpStatusResponse) => void;
}

/**
 * 'Cancel top-up', asked once more in words: the top-up stops waiting, yet money that still
 * reaches its account is credited (ADR 0004), so the merchant knows nothing sent is lost.
 */
export function TopUpCancel({ details, onCancelled }: TopUpCancelProps) {
  const { t } = useTranslation('topup');
  const errorMessage = useErrorMessage();
  const cancel = useCancelTopUp();
  const [asking, setAsking] = useState(false);

  if (!asking) {
    return (
      <Button variant="ghost" onClick={() => setAsking(true)} className="w-full">
        {t('cancel.start')}
      </Button>
    );
  }
  return (
    <section
      aria-labelledby="top-up-cancel-question"
      className="space-y-3 rounded-md border border-warning/40 bg-warning/10 p-4"
    >
      <h3 id="top-up-cancel-question" className="font-semibold text-dark dark:text-white">
        {t('cancel.question')}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('cancel.body', { account: details.walletNumber, bank: details.accountBank })}
      </p>
      {cancel.isError && <Alert>{errorMessage(cancel.error)}</Alert>}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => setAsking(false)} disabled={cancel.isPending}>
          {t('cancel.keep')}
        </Button>
        <Button
          variant="danger"
          loading={cancel.isPending}
          loadingText={t('cancel.cancelling')}
          onClick={() => cancel.mutate(details.reference, { onSuccess: onCancelled })}
        >
          {t('cancel.confirm')}
        </Button>
      </div>
    </section>
  );
}
